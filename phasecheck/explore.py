"""``phasecheck explore``: games no scenario states yet, played on the reference engine and on an
engine, compared checkpoint by checkpoint.

Each game is generated (:mod:`phasecheck.generation`) from the cards and tokens the engine declares,
in an edition it declares, from the seed and the game's number alone: the same seed gives the same
games. Both engines play it as a scenario with a checkpoint before the first action and after each
one. At each checkpoint, every check a scenario can state of what the reference engine observes
(its state, and the events since the setup of every kind the engine declares complete) is
evaluated, by phasecheck's own checks (:mod:`phasecheck.checks`), on what the engine observes; each
action must be accepted or refused as the reference engine did. The first difference is the
game's disagreement: the checks it failed there, or the action. An engine that errors (crashes,
hangs, breaks the protocol) disagrees too; a game it skips does not.

Disagreements are grouped by what differs and on which card; each group's first game is shrunk
(:mod:`phasecheck.shrink`) and written as a scenario (:mod:`phasecheck.findings`).
"""
from __future__ import annotations

import contextlib
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator, Mapping, Sequence

from . import generation, interrupt, keep, schemas
from .checks import CHECKS, CheckResult, Seen, evaluate
from .errors import EngineFailure
from .engines import ReferenceEngine
from .evidence import undeclared_names
from .generation import CARDS, RandomChooser, Shape
from .play import Misplaced, play_of, restore
from .protocol import Started
from .runner import Engine, unsupported
from .steps.consistency import derives, known_ids

#: the events a check can count, and the check's word for each (checks.EVENT_TYPES, turned round)
EVENT_CHECKS = {"phased out": "phased out", "phased in": "phased in", "tapped": "become tapped",
                "untapped": "become untapped", "attached": "become attached", "unattached": "become unattached",
                "triggered": "triggered", "legend rule": "legend rule"}
#: the reference engine keeps its open transactions in module state: one game at a time is played
#: on it in this process, whatever the number of jobs (the engines' processes play in parallel)
REFERENCE_LOCK = threading.Lock()
#: what differs first, when several checks fail at one checkpoint: what the game as a whole shows
#: (a player left, life, the step), of which what differs on a permanent is often the consequence
FIRST = ("in game", "life", "step", "hand size", "stack size", "waiting triggers", "zone", "controller", "phased")
#: the checks of a disagreement kept (and written in its scenario), most telling first
CHECKS_KEPT = 6
#: at most this many game numbers are kept per group (memory stays flat however long the run)
GAMES_KEPT = 20
#: at most this many distinct skip reasons are told apart, each at most this long
REASONS_KEPT = 40
REASON_KEPT = 200
#: at most this many groups are kept (an engine's errors could make new ones without end): the
#: disagreements of any more are counted apart
GROUPS_KEPT = 200


# --- one game ---------------------------------------------------------------------------------

def game_shape(info: Started, players: tuple[int, int] = (2, 3), odd_setups: bool = True) -> Shape:
    """The games an engine can be sent: its cards and tokens, two or three players (or as given),
    with setups that are odd (face-down permanents, permanents phased out under another player,
    games that begin in an untap or cleanup step) or not."""
    cards = frozenset(info.cards) & frozenset(CARDS)
    return Shape(pool=generation.Pool.of(cards, frozenset(info.tokens)), players=players, odd_setups=odd_setups,
                 libraries=(20, 20, 10), steps=(2, 12))


def new_game(seed: int, number: int, shape: Shape, edition: str) -> dict[str, Any]:
    """Game ``number`` of the run seeded ``seed``: a setup and actions (those the reference engine
    refuses as illegal marked so), and the reference engine's observations of it, recorded as it
    was generated (what it observes when it plays :func:`played`)."""
    with REFERENCE_LOCK:
        return generation.games(RandomChooser((seed, number)), shape, edition, observed=True)


def played(game: Mapping[str, Any], edition: str) -> dict[str, Any]:
    """The scenario of a game: its actions, as actions only (nothing says what the reference engine
    did with them), and a checkpoint before the first and after each. Engines are given its play
    (:func:`phasecheck.play.play_of`) and nothing more."""
    return generation.scenario_document(game["setup"], generation.observed_steps(game["actions"]), [edition],
                                        title="A game phasecheck explore plays")


@dataclass(frozen=True)
class Difference:
    """Where two engines first disagree in a game."""

    #: the index of the step (of :func:`played`'s scenario) where it shows
    step: int
    #: what differs, in a word or two: a check's kind ("phased", "life", "event phased out"), an
    #: action ("cast accepted"), or "engine error"
    kind: str
    #: what it is about: the card (of a permanent, a card, an action), "" (a player, the turn), or
    #: for an engine error its reason in general terms
    about: str
    #: the reference engine's checks that the engine fails there, each as a check step
    checks: tuple[dict[str, Any], ...] = ()
    #: each of those, or the action, as phasecheck words it: what was expected, what was observed
    results: tuple[CheckResult, ...] = ()
    #: an engine error's reason
    reason: str = ""

    @property
    def signature(self) -> tuple[str, str]:
        """What makes two disagreements the same one while a game shrinks."""
        return self.kind, self.about


@dataclass(frozen=True)
class Outcome:
    """What became of one game."""

    number: int
    edition: str
    game: Mapping[str, Any]
    #: "agreed", "skipped", "disagreed", or "reference failed" (our own engine broke: a bug of ours)
    status: str
    difference: Difference | None = None
    reason: str = ""
    #: for a disagreement, the reference engine's observations of the game
    ours: Mapping[str, Any] | None = field(default=None, compare=False)
    #: for a disagreement, the engine's board where it shows (its checkpoint there, or the one before
    #: the action), copied within phasecheck.keep's caps, or None if it has none
    board: Mapping[str, Any] | None = field(default=None, compare=False)
    #: what the protocol noted of the engine's answer (lines nobody asked for before it, dropped)
    notes: tuple[str, ...] = field(default=(), compare=False)


def observing(engine: Engine, info: Started, scenario: Mapping[str, Any], edition: str,
              then: Callable[[Mapping[str, Any]], Outcome]) -> tuple[Outcome | tuple[str, str], tuple[str, ...]]:
    """An engine's observations of a scenario's play, checked as ``phasecheck run`` checks them and
    numbered by the scenario's steps, given to ``then`` while they are held (over the protocol, one
    answer at a time: phasecheck's memory stays bounded); or ("skipped", reason) or ("errored",
    reason), every misbehaviour an error with its reason. With it, what the protocol noted of the
    answer (lines the engine wrote that nobody asked for, dropped: docs/engines.md §10)."""
    lacking = unsupported(info, scenario, edition)
    if lacking is not None:
        return ("skipped", lacking), ()
    play = play_of(scenario)
    held = getattr(engine, "observing", None)
    noted: tuple[str, ...] = ()
    try:
        with (held(play.message, edition) if held is not None
              else contextlib.nullcontext((engine.run(play.message, edition), ()))) as (observed, notes):
            noted = tuple(notes)
            return _observed(info, play, observed, then), noted
    except EngineFailure as failure:
        return ("errored", failure.reason), noted
    except Exception as error:  # an in-process engine is judged, not trusted
        return ("errored", f"the engine raised {type(error).__name__}: {error}"), noted


def _observed(info: Started, play: Any, observed: Any,
              then: Callable[[Mapping[str, Any]], Outcome]) -> Outcome | tuple[str, str]:
    """The answer checked as ``phasecheck run`` checks it, then given to ``then``."""
    problems = schemas.problems("observation", observed)
    if problems:
        path, message = problems[0]
        return "errored", f"the observations break the schema at {path}: {message}"
    if observed["status"] != "observed":
        return observed["status"], observed["reason"]
    try:
        observed = restore(play, observed)
    except Misplaced as misplaced:
        return "errored", f"the observations can't be placed: {misplaced}"
    broken = undeclared_names(observed["checkpoints"], info.cards | info.tokens)
    return ("errored", broken) if broken else then(observed)


def play(game: Mapping[str, Any], edition: str, reference: tuple[Engine, Started],
         engine: tuple[Engine, Started], number: int = 0) -> Outcome:
    """Play one game on the reference engine and the engine, and compare."""
    scenario = played(game, edition)
    if "observed" in game:
        ours = game["observed"]
    else:
        with REFERENCE_LOCK:
            try:
                ours = reference[0].run(play_of(scenario).message, edition)
            except Exception as error:  # a bug of ours, reported as one
                return Outcome(number, edition, game, "reference failed", reason=f"{type(error).__name__}: {error}")
        if ours.get("status") != "observed":
            return Outcome(number, edition, game, "reference failed", reason=str(ours.get("reason")))

    def compared(theirs: Mapping[str, Any]) -> Outcome:
        found = compare(scenario, ours, theirs, engine[1].complete_in(theirs))
        if found is None:
            return Outcome(number, edition, game, "agreed")
        return Outcome(number, edition, game, "disagreed", kept_difference(found), ours=ours,
                       board=board_at(theirs, found.step))

    if isinstance(engine[0], ReferenceEngine):  # the reference engine in this process, as the engine
        with REFERENCE_LOCK:
            outcome, notes = observing(*engine, scenario, edition, compared)
    else:
        outcome, notes = observing(*engine, scenario, edition, compared)
    notes = tuple(keep.text(note) for note in notes)
    if isinstance(outcome, Outcome):
        return replace(outcome, notes=notes) if notes else outcome
    status, reason = outcome
    if status == "skipped":
        return Outcome(number, edition, game, "skipped", reason=keep.text(reason, REASON_KEPT), notes=notes)
    reason = keep.text(reason)
    error = Difference(len(scenario["steps"]) - 1, "engine error", general(reason)[:80], reason=reason)
    return Outcome(number, edition, game, "disagreed", error, ours=ours, notes=notes)


def board_at(observed: Mapping[str, Any], step: int) -> Mapping[str, Any] | None:
    """A copy of the engine's checkpoint at ``step``, or else the one just before it (before a
    differing action), within the caps of what a result keeps (phasecheck.keep)."""
    checkpoint = next((c for c in reversed(observed["checkpoints"]) if step - 1 <= c["step"] <= step), None)
    if checkpoint is None:
        return None
    kept, _ = keep.Keeper().boards([checkpoint])
    return kept[0] if kept else None


def kept_difference(difference: Difference) -> Difference:
    """The difference with what the engine wrote in it (observed values) cut to size."""
    return replace(difference, results=tuple(replace(r, observed=keep.text(r.observed)) for r in difference.results))


# --- comparing ----------------------------------------------------------------------------------

def compare(scenario: Mapping[str, Any], ours: Mapping[str, Any], theirs: Mapping[str, Any],
            complete: frozenset[str]) -> Difference | None:
    """The first difference between the reference engine's observations (``ours``) and the engine's
    (``theirs``) of one scenario, or None."""
    our_actions = {a["step"]: a for a in ours["actions"]}
    their_actions = {a["step"]: a for a in theirs["actions"]}
    our_points = {c["step"]: c for c in ours["checkpoints"]}
    their_points = {c["step"]: c for c in theirs["checkpoints"]}
    known = known_ids(scenario)
    their_events: list[dict[str, Any]] = []
    # how many events of each kind a check can count each engine has reported so far (_event_counts)
    counts: tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]] = (Counter(), Counter())
    names: dict[str, str] = {}  # the permanents' names, as the reference engine last showed them
    for index, step in enumerate(scenario["steps"]):
        if "action" in step:
            found = _action_difference(index, step, our_actions[index], their_actions.get(index), names)
        elif index in our_points:
            ours_now, theirs_now = our_points[index], their_points.get(index)
            names = {p["id"]: p["name"] for p in ours_now["state"]["permanents"]}
            if theirs_now is None:
                return Difference(index, "engine error", "", reason=f"the engine reported no checkpoint at step {index}")
            their_events += theirs_now["events"]
            counts[0].update(_event_counts(ours_now["events"], complete))
            counts[1].update(_event_counts(theirs_now["events"], complete))
            found = _state_difference(index, scenario, ours_now["state"], counts,
                                      Seen(theirs_now["state"], their_events), known, complete)
        else:
            found = None
        if found is not None:
            return found
    return None


def _action_difference(index: int, step: Mapping[str, Any], ours: Mapping[str, Any],
                       theirs: Mapping[str, Any] | None, names: Mapping[str, str]) -> Difference | None:
    if theirs is None:
        return Difference(index, "engine error", "", reason=f"the engine reported no result for the action at step {index}")
    if ours["accepted"] == theirs["accepted"] and ours.get("refusal") == theirs.get("refusal"):
        return None
    expected = dict(step) | ({} if ours["accepted"] else {"illegal": True})
    from .checks import evaluate_action

    result = evaluate_action(index, expected, theirs)
    kind = f"{step['action']} {'accepted' if ours['accepted'] else 'refused'}"
    return Difference(index, kind, step.get("card") or names.get(step.get("permanent", ""), ""), results=(result,))


def _state_difference(index: int, scenario: Mapping[str, Any], state: Mapping[str, Any],
                      counts: tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]], seen: Seen, known: set[str],
                      complete: frozenset[str]) -> Difference | None:
    # a state the engine observed as we did holds every check of ours (each is what our state shows:
    # tests/test_explore.py holds every check of the generated games' states to the state it came from)
    checks = [] if seen.state == state else [c for c in comparable_checks(state, known) if not _holds(c, seen)]
    checks += _event_differences(state, counts, known)
    if sum(p["in_game"] for p in state["players"]) < 2:  # the game is over: who is in it, life and the step
        checks = [c for c in checks if c["check"] in ("in game", "life", "step")]
    failed = [(check, result) for check in checks if (result := evaluate(index, check, seen, complete)).failed]
    if not failed:
        return None
    failed.sort(key=lambda pair: FIRST.index(pair[0]["check"]) if pair[0]["check"] in FIRST else len(FIRST))
    failed = failed[:CHECKS_KEPT]
    first = failed[0][0]
    kind = first["check"] if first["check"] != "event" else f"event {first['event']}"
    return Difference(index, kind, _card_of(first, state), tuple(c for c, _ in failed), tuple(r for _, r in failed))


def _card_of(check: Mapping[str, Any], state: Mapping[str, Any]) -> str:
    subject = check.get("permanent") or check.get("card")
    if subject is None:
        return ""
    found = next((p for p in [*state["permanents"], *state["cards"]] if p["id"] == subject), None)
    return found["name"] if found else ""


def _holds(check: Mapping[str, Any], seen: Seen) -> bool:
    """Whether a state check holds (checks.evaluate's verdict, without its words)."""
    expected_of, observed_of = CHECKS[check["check"]]
    return expected_of(check) == observed_of(check, seen)


def comparable_checks(state: Mapping[str, Any], known: set[str]) -> list[dict[str, Any]]:
    """Every check of the state a scenario can state of this observation, of the ids it knows: the
    generated scenarios' (generation.observed_checks), where every card is (on the stack, in exile or
    nowhere too), whether each phased-in
    creature can attack, how many triggers wait. What a player who has left the game owns is left
    out: where it went is said for a concession in a game that goes on (800.4a), not for a game that
    is over (of which only who is in it, life and the step are compared: :func:`_state_difference`)."""
    gone = {p["name"] for p in state["players"] if not p["in_game"]}
    if gone:
        known = known - {o["id"] for o in [*state["permanents"], *state["cards"]] if o["owner"] in gone}
    found = generation.observed_checks(dict(state), known)
    for card in state["cards"]:
        if card["id"] in known and card["zone"] in ("stack", "exile", "nowhere"):
            found.append({"check": "zone", "card": card["id"], "zone": card["zone"]})
    for permanent in state["permanents"]:
        if derives(permanent["id"], known) and permanent["phased"]["status"] == "in" and permanent["power"] is not None:
            found.append({"check": "can attack", "permanent": permanent["id"], "value": permanent["can_attack"]})
    found.append({"check": "waiting triggers", "count": len(state["waiting_triggers"])})
    return found


def _event_differences(state: Mapping[str, Any], counts: tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]],
                       known: set[str]) -> list[dict[str, Any]]:
    """The event checks (a permanent has phased out N times, a player has drawn N cards...) whose
    count differs, of the kinds the engine reports completely (``counts``: each engine's
    :func:`_event_counts` of every event so far): the reference engine's counts."""
    ours, theirs = counts
    if ours == theirs:
        return []
    gone = {p["name"] for p in state["players"] if not p["in_game"]}
    owners = {o["id"]: o["owner"] for o in [*state["permanents"], *state["cards"]]}
    found = []
    for (subject, word) in sorted(set(ours) | set(theirs)):
        if ours[(subject, word)] == theirs[(subject, word)] or owners.get(subject) in gone:
            continue
        if word in ("cards drawn", "cards discarded"):
            found.append({"check": word, "player": subject, "count": ours[(subject, word)]})
        elif derives(subject, known):
            found.append({"check": "event", "permanent": subject, "event": word, "count": ours[(subject, word)]})
    return found


def _event_counts(events: Sequence[Mapping[str, Any]], complete: frozenset[str]) -> Counter[tuple[str, str]]:
    """How many events of each kind a check can count happened to each permanent (or player)."""
    counts: Counter[tuple[str, str]] = Counter()
    for event in events:
        kind = event["type"]
        if kind not in complete:
            continue
        if kind in EVENT_CHECKS:
            subject = event.get("source") if kind == "triggered" else event["permanent"]
            if subject is not None:
                counts[(subject, EVENT_CHECKS[kind])] += 1
        elif kind == "zone change" and "battlefield" in (event["from"], event["to"]):
            word = "entered the battlefield" if event["to"] == "battlefield" else "left the battlefield"
            counts[(event["card"], word)] += 1
        elif kind in ("drew", "discarded"):
            counts[(event["player"], f"cards {'drawn' if kind == 'drew' else 'discarded'}")] += 1
    return counts


def cards_of(game: Mapping[str, Any]) -> tuple[str, ...]:
    """The cards and tokens a game names (its setup's permanents and hands, its actions), sorted."""
    setup = game["setup"]
    names = {p.get("card") or p["token"] for p in setup["permanents"]}
    names |= {c["card"] if isinstance(c, dict) else c for p in setup["players"] for c in p["hand"]}
    names |= {a["card"] for a in game["actions"] if "card" in a}
    return tuple(sorted(names))


# --- a run ------------------------------------------------------------------------------------

@dataclass
class Group:
    """Disagreements with the same first differing observation, on the same card."""

    first: Outcome
    count: int = 1
    games: list[int] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        self.count += 1
        if len(self.games) < GAMES_KEPT:
            self.games.append(outcome.number)


@dataclass
class Tally:
    """What a run has found so far; bounded however many games it plays."""

    played: int = 0
    agreed: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    reference_failures: list[Outcome] = field(default_factory=list)
    groups: dict[tuple[str, str], Group] = field(default_factory=dict)
    #: disagreements of groups beyond GROUPS_KEPT, counted only
    ungrouped: int = 0
    #: the games whose answer came after lines the engine wrote that nobody asked for (dropped), and
    #: the first game's note
    unasked: int = 0
    unasked_first: str = ""

    def add(self, outcome: Outcome) -> None:
        self.played += 1
        if outcome.notes:
            self.unasked += 1
            self.unasked_first = self.unasked_first or f"game {outcome.number}: {outcome.notes[0]}"
        if outcome.status == "agreed":
            self.agreed += 1
        elif outcome.status == "skipped":
            reason = general(outcome.reason)
            self.skipped[reason if reason in self.skipped or len(self.skipped) < REASONS_KEPT else "other"] += 1
        elif outcome.status == "reference failed":
            if len(self.reference_failures) < GAMES_KEPT:
                self.reference_failures.append(outcome)
        else:
            assert outcome.difference is not None
            key = outcome.difference.signature
            if key in self.groups:
                self.groups[key].add(outcome)
            elif len(self.groups) < GROUPS_KEPT:
                self.groups[key] = Group(outcome, games=[outcome.number])
            else:
                self.ungrouped += 1

    @property
    def disagreed(self) -> int:
        return sum(g.count for g in self.groups.values()) + self.ungrouped


def general(reason: str) -> str:
    """A reason without what names one game's objects (ids in quotes, numbers)."""
    return re.sub(r"\d+", "N", re.sub(r'"[^"]*"', '"…"', reason))


@dataclass(frozen=True)
class Plan:
    """Which games a run plays: ``games`` of them, or as many as ``seconds`` allow."""

    seed: int
    editions: tuple[str, ...]
    games: int | None = None
    seconds: float | None = None

    def edition(self, number: int) -> str:
        return self.editions[number % len(self.editions)]


def explore(plan: Plan, shape: Shape, pairs: Sequence[tuple[tuple[Engine, Started], tuple[Engine, Started]]],
            on_outcome: Callable[[Outcome], None] = lambda outcome: None,
            clock: Callable[[], float] = time.monotonic) -> tuple[Tally, bool]:
    """Play the plan's games, each (reference, engine) pair in its own thread taking the next game
    number; outcomes are counted in game order, so the tally is the same whatever the number of
    pairs. Returns the tally and whether it was interrupted (Ctrl-C: what was played is kept)."""
    deadline = None if plan.seconds is None else clock() + plan.seconds
    numbers = _numbers(plan.games)
    lock = threading.Lock()
    #: signalled as each game is done and as each thread ends: the main thread sleeps till then
    ready = threading.Condition(lock)
    done: dict[int, Outcome] = {}
    stop = threading.Event()
    errors: list[BaseException] = []

    def take() -> int | None:
        with lock:
            if stop.is_set() or (deadline is not None and clock() >= deadline):
                return None
            return next(numbers, None)

    def work(reference: tuple[Engine, Started], engine: tuple[Engine, Started]) -> None:
        try:
            while (number := take()) is not None:
                edition = plan.edition(number)
                outcome = play(new_game(plan.seed, number, shape, edition), edition, reference, engine, number)
                with ready:
                    done[number] = outcome
                    ready.notify()
        except BaseException as error:  # noqa: BLE001 (given to the main thread, which raises it)
            errors.append(error)
            stop.set()
        finally:
            with ready:
                ready.notify()

    threads = [threading.Thread(target=work, args=pair, daemon=True) for pair in pairs]
    for thread in threads:
        thread.start()
    tally, following = Tally(), 0
    interrupted = False
    try:
        while any(t.is_alive() for t in threads) or following in done:
            interrupt.check()
            with ready:
                outcome = done.pop(following, None)
                if outcome is None:
                    # woken by the next game or a thread's end; a signal is looked at (above) at least
                    # every WAKE seconds. Not a poll: a thread woken every few milliseconds would take
                    # the interpreter from the one playing (a twentieth of the time, measured)
                    ready.wait(WAKE)
                    continue
            tally.add(outcome)
            on_outcome(outcome)
            following += 1
    except KeyboardInterrupt:
        stop.set()
        interrupted = True
        for _, (engine, _) in pairs:  # a game waiting on an engine's answer ends now, not at --timeout
            engine.stop()
        for thread in threads:
            thread.join()
    if errors:
        raise errors[0]
    return tally, interrupted


#: at most how long the main thread of :func:`explore` sleeps before it looks at signals again
WAKE = 0.05


def _numbers(games: int | None) -> Iterator[int]:
    number = 0
    while games is None or number < games:
        yield number
        number += 1
