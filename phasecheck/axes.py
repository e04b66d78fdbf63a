"""Which cases of the axes on which engines go wrong a scenario exhibits, derived from the scenario
and from what the reference engine observes as it plays it.

The axes and their cases are the rules concepts' (catalogue/concepts.json: ``axes``), each case with
the one line that says how it is found; here each case is one function, joined to the data by name
(a test holds the two to each other, as the engine's editions are held to theirs). An axis whose
cases are the editions is read from the scenario's editions alone.

The reference engine plays the scenario's play, as any engine gets it, with an observation after
the setup and after every action: observing changes nothing, so each action's events and the state
before and after it are known. Each of the scenario's checks reads the observation made after the
last action before it; an action the scenario says must be refused is a check made before it. A
scenario the reference engine can't play exhibits no case.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Iterator, Mapping

from .catalogue import concepts
from .catalogue import cards as the_pool
from .play import JUDGES_ONLY, OBSERVE

State = Mapping[str, Any]
Event = Mapping[str, Any]


@dataclass(frozen=True)
class Moment:
    """One action of the scenario as the reference engine played it."""

    #: the scenario's index of the action
    step: int
    action: Mapping[str, Any]
    accepted: bool
    before: State
    after: State
    events: tuple[Event, ...]

    def timed(self) -> Iterator[tuple[str, int, str, Event]]:
        """Each event with the active player, the turn number and the step it happened in."""
        turn = self.before["turn"]
        active, number, step = turn["active"], turn["number"], turn["step"]
        for event in self.events:
            if event["type"] == "step":
                active, number, step = event["player"], event["turn"], event["step"]
            yield active, number, step, event


@dataclass(frozen=True)
class Check:
    """One check of the scenario (or an action it says must be refused), and the state it reads."""

    step: int
    check: Mapping[str, Any]
    state: State
    #: how many actions were played before it
    after: int


@dataclass(frozen=True)
class Played:
    """A scenario as the reference engine played it in one edition."""

    scenario: Mapping[str, Any]
    edition: str
    start: State
    moments: tuple[Moment, ...]
    checks: tuple[Check, ...]

    def checks_after(self, moment: int) -> list[Check]:
        """The checks made once the action ``moment`` (an index of ``moments``; -1: the setup) is done."""
        return [c for c in self.checks if c.after > moment]


def play(scenario: Mapping[str, Any], edition: str) -> Played | None:
    """The scenario played by the reference engine in the edition, observed after every action;
    None if the reference engine can't play it."""
    from . import reference  # the rules engine is imported only when something is derived

    actions = [(i, s) for i, s in enumerate(scenario["steps"]) if "check" not in s]
    steps: list[Mapping[str, Any]] = [OBSERVE]
    for _, step in actions:
        steps += [{k: v for k, v in step.items() if k not in JUDGES_ONLY}, OBSERVE]
    try:
        observed = reference.run({"setup": scenario["setup"], "steps": steps}, edition)
    except Exception:  # noqa: BLE001 - a scenario the engine can't play exhibits nothing, whatever it raises
        return None
    if observed.get("status") != "observed":
        return None
    states = {c["step"]: c for c in observed["checkpoints"]}
    accepted = {a["step"]: a["accepted"] for a in observed["actions"]}
    moments = []
    for n, (index, action) in enumerate(actions):
        after = states[2 * n + 2]
        moments.append(Moment(index, action, accepted[2 * n + 1], states[2 * n]["state"], after["state"],
                              tuple(after["events"])))
    checks, done = [], 0
    for index, step in enumerate(scenario["steps"]):
        if "check" in step or step.get("illegal"):
            checks.append(Check(index, step, states[2 * done]["state"], done))
        if "check" not in step:
            done += 1
    return Played(scenario, edition, states[0]["state"], tuple(moments), tuple(checks))


# --- what the states and the cards say -----------------------------------------------------------

def _permanent(state: State, pid: str) -> Mapping[str, Any] | None:
    return next((p for p in state["permanents"] if p["id"] == pid), None)


def _owner(state: State, card: str) -> str | None:
    found = _permanent(state, card) or next((c for c in state["cards"] if c["id"] == card), None)
    return found["owner"] if found else None


def _controller(moment: Moment, pid: str) -> str | None:
    found = _permanent(moment.after, pid) or _permanent(moment.before, pid)
    return found["controller"] if found else None


def _words(moment: Moment) -> str:
    """The text, in lower case, of the card whose spell or ability the action casts or activates
    (of its chosen mode only, for a modal spell); empty for any other action."""
    action = moment.action
    if action["action"] == "cast":
        name = action["card"]
    elif action["action"] == "activate":
        found = _permanent(moment.before, action["permanent"])
        name = found["name"] if found else ""
    else:
        return ""
    card = the_pool().cards.get(name)
    if card is None:
        return ""
    text = card.text.lower()
    if "•" in text and action["action"] == "cast":
        head, *modes = text.split("•")
        mode = action.get("mode", 1)
        text = head + (modes[mode - 1] if 0 < mode <= len(modes) else "")
    return text


def _order(step: str) -> int:
    return concepts().step_names.index(step)


def _when(state: State) -> tuple[int, int]:
    return state["turn"]["number"], _order(state["turn"]["step"])


def _steps(played: Played) -> list[tuple[int, int, str, str]]:
    """Every step that began: (the action it began in, its turn number, its active player, its name)."""
    return [(n, number, active, event["step"]) for n, m in enumerate(played.moments)
            for active, number, _, event in m.timed() if event["type"] == "step"]


# --- the cases, one function each ---------------------------------------------------------------

Derivation = Callable[[Played], bool]
DERIVATIONS: dict[tuple[str, str], Derivation] = {}


def derives(axis: str, case: str) -> Callable[[Derivation], Derivation]:
    def register(function: Derivation) -> Derivation:
        DERIVATIONS[(axis, case)] = function
        return function
    return register


@derives("owner and controller", "controlled by another")
def _controlled_by_another(played: Played) -> bool:
    states = [played.start, *(m.after for m in played.moments)]
    return any(p["controller"] != p["owner"] for s in states for p in s["permanents"])


@derives("owner and controller", "phases in away from its owner")
def _phases_in_away_from_its_owner(played: Played) -> bool:
    return any(event["type"] == "phased in" and not event["indirectly"] and step == "untap step"
               and _owner(m.after, event["permanent"]) not in (None, active)
               for m in played.moments for active, _, step, event in m.timed())


ACTING = ("cast", "activate", "play land", "concede")


def _turns(played: Played) -> Iterator[bool]:
    """For each action and each direct phasing: whether the player who acts, or the phasing
    permanent's controller, is the active player."""
    for m in played.moments:
        if m.accepted and m.action["action"] in ACTING:
            yield m.action["player"] == m.before["turn"]["active"]
        for active, _, _, event in m.timed():
            if event["type"] in ("phased out", "phased in") and not event["indirectly"]:
                controller = _controller(m, event["permanent"])
                if controller is not None:
                    yield controller == active


@derives("turn", "own turn")
def _own_turn(played: Played) -> bool:
    return any(_turns(played))


@derives("turn", "another's turn")
def _anothers_turn(played: Played) -> bool:
    return not all(_turns(played))


@derives("turn", "two players' turns")
def _two_players_turns(played: Played) -> bool:
    return len({c.state["turn"]["active"] for c in played.checks}) >= 2


@derives("players", "two")
def _two_players(played: Played) -> bool:
    return len(played.scenario["setup"]["players"]) == 2


@derives("players", "three or more")
def _three_players(played: Played) -> bool:
    return len(played.scenario["setup"]["players"]) >= 3


def _until_end_of_turn(played: Played) -> Iterator[tuple[int, int]]:
    """(the action it began in, -1 for the setup; its turn number) of each 'until end of turn' effect."""
    if any(e["duration"]["kind"] == "until end of turn" for e in played.scenario["setup"]["effects"]):
        yield -1, played.start["turn"]["number"]
    for n, m in enumerate(played.moments):
        if m.accepted and "until end of turn" in _words(m):
            yield n, m.after["turn"]["number"]


@derives("until end of turn", "in force in the end step")
def _end_step(played: Played) -> bool:
    return any(c.state["turn"]["number"] == turn and c.state["turn"]["step"] == "end step"
               for n, turn in _until_end_of_turn(played) for c in played.checks_after(n))


@derives("until end of turn", "ended by the cleanup")
def _after_cleanup(played: Played) -> bool:
    cleanup = _order("cleanup step")
    return any(_when(c.state) >= (turn, cleanup)
               for n, turn in _until_end_of_turn(played) for c in played.checks_after(n))


@dataclass(frozen=True)
class _Until:
    """An 'until your next turn / upkeep' effect: where it began, whose it is, and where it ended."""

    began: int
    player: str
    own_turn: bool
    #: the action its end came in, and the (turn number, step) before the end; None if it didn't end
    ended: int | None
    before_end: list[tuple[int, str]]


def _until_next(played: Played) -> Iterator[_Until]:
    steps = _steps(played)
    for n, m in enumerate(played.moments):
        words = _words(m)
        kind = "turn" if "until your next turn" in words else "upkeep" if "until your next upkeep" in words else None
        if not m.accepted or kind is None:
            continue
        player = m.action["player"]
        later = [(i, s) for i, s in enumerate(steps) if s[0] > n]
        end = next((i for i, (_, number, active, step) in later if active == player
                    and (step == "upkeep" if kind == "upkeep" else number > m.after["turn"]["number"])), None)
        before: list[tuple[int, str]] = []
        if end is not None and end > 0:
            _, number, _, step = steps[end - 1]
            before = [(number, step)] + ([(number, "end step")] if kind == "turn" and step == "cleanup step" else [])
        yield _Until(n, player, player == m.before["turn"]["active"], steps[end][0] if end is not None else None,
                     before)


def _seen_ended(played: Played, until: _Until) -> bool:
    return until.ended is not None and bool(played.checks_after(until.ended))


@derives("until your next turn or upkeep", "started in own turn")
def _started_in_own_turn(played: Played) -> bool:
    return any(u.own_turn and _seen_ended(played, u) for u in _until_next(played))


@derives("until your next turn or upkeep", "started in another's turn")
def _started_in_anothers_turn(played: Played) -> bool:
    return any(not u.own_turn and _seen_ended(played, u) for u in _until_next(played))


@derives("until your next turn or upkeep", "in force in the step before it ends")
def _step_before_the_end(played: Played) -> bool:
    return any((c.state["turn"]["number"], c.state["turn"]["step"]) in u.before_end
               for u in _until_next(played) for c in played.checks_after(u.began))


def _until_leaves(played: Played) -> Iterator[tuple[int, str]]:
    """(the action, the source) of each effect that lasts until its source leaves the battlefield:
    something phases out directly while a permanent whose card says so is on the battlefield."""
    for n, m in enumerate(played.moments):
        for source in m.after["permanents"]:
            card = the_pool().cards.get(source["name"])
            said = f"until {source['name'].lower()} leaves the battlefield"
            if card is None or said not in card.text.lower() or source["phased"]["status"] != "in":
                continue
            if any(e["type"] == "phased out" and not e["indirectly"] and e["permanent"] != source["id"]
                   for e in m.events):
                yield n, source["id"]


@derives("until it leaves", "ended by leaving")
def _ended_by_leaving(played: Played) -> bool:
    return any(e["type"] == "zone change" and e["card"] == source and e["from"] == "battlefield"
               and played.checks_after(k)
               for n, source in _until_leaves(played) for k, m in enumerate(played.moments) if k > n
               for e in m.events)


@derives("until it leaves", "source phased out")
def _source_phased_out(played: Played) -> bool:
    return any((p := _permanent(c.state, source)) is not None and p["phased"]["status"] == "out"
               for n, source in _until_leaves(played) for c in played.checks_after(n))


@derives("for as long as", "condition fails")
def _condition_fails(played: Played) -> bool:
    sources = [(-1, e["duration"]["tapped"]) for e in played.scenario["setup"]["effects"]
               if e["duration"]["kind"] == "for as long as"]
    sources += [(n, m.action["permanent"]) for n, m in enumerate(played.moments)
                if m.accepted and m.action["action"] == "activate" and "for as long as" in _words(m)]
    return any(k > n and played.checks_after(k) and any(
        e.get("permanent", e.get("card")) == source and (
            e["type"] in ("untapped", "phased out") or e["type"] == "zone change" and e["from"] == "battlefield")
        for e in m.events)
        for n, source in sources for k, m in enumerate(played.moments))


def _left_to(played: Played, zone: str) -> bool:
    return any(e["type"] == "zone change" and e["from"] == "battlefield" and e["to"] == zone
               for m in played.moments for e in m.events)


@derives("leaving the battlefield", "to a graveyard")
def _to_graveyard(played: Played) -> bool:
    return _left_to(played, "graveyard")


@derives("leaving the battlefield", "to a hand")
def _to_hand(played: Played) -> bool:
    return _left_to(played, "hand")


@derives("leaving the battlefield", "to exile")
def _to_exile(played: Played) -> bool:
    return _left_to(played, "exile")


@derives("leaving the battlefield", "with its owner")
def _with_its_owner(played: Played) -> bool:
    for m in played.moments:
        departed = {e["player"] for e in m.events if e["type"] == "left game"}
        if any(e["type"] == "zone change" and e["from"] == "battlefield" and e["to"] == "nowhere"
               and _owner(m.before, e["card"]) in departed for e in m.events):
            return True
    return False


@derives("leaving the battlefield", "ceasing to exist")
def _ceasing_to_exist(played: Played) -> bool:
    tokens = {p["id"]: p["owner"] for p in played.scenario["setup"]["permanents"] if "token" in p}
    for m in played.moments:
        tokens |= {p["id"]: p["owner"] for p in m.after["permanents"] if p["token"]}
        in_game = {p["name"] for p in m.after["players"] if p["in_game"]}
        if any(e["type"] == "zone change" and e["to"] == "nowhere" and tokens.get(e["card"]) in in_game
               for e in m.events):
            return True
    return False


@derives("leaving the battlefield", "phasing out instead")
def _phasing_out_instead(played: Played) -> bool:
    return any(e["type"] == "phased out" and not e["indirectly"] for m in played.moments for e in m.events)


@derives("at once", "several phase at once")
def _several_at_once(played: Played) -> bool:
    for m in played.moments:
        count = 0
        for event in m.events:
            if event["type"] == "step":
                count = 0
            elif event["type"] in ("phased out", "phased in") and not event["indirectly"]:
                count += 1
                if count >= 2:
                    return True
    return False


def _attachments_phasing(played: Played) -> Iterator[tuple[int, int]]:
    """(the attachment's arrival, its host's) for each Aura or Equipment that phases indirectly: the
    setup's permanents in their order, then each as it enters the battlefield."""
    arrival = {p["id"]: n for n, p in enumerate(played.scenario["setup"]["permanents"])}
    for m in played.moments:
        for event in m.events:
            if event["type"] == "zone change" and event["to"] == "battlefield":
                arrival[event["card"]] = len(arrival) + 1
            elif event["type"] in ("phased out", "phased in") and event["indirectly"]:
                # attached as it phased: before an action that phases it out, after one that phases it in
                first, then = (m.before, m.after) if event["type"] == "phased out" else (m.after, m.before)
                found = _permanent(first, event["permanent"]) or _permanent(then, event["permanent"])
                host = found and found["attached_to"]
                if host in arrival and event["permanent"] in arrival:
                    yield arrival[event["permanent"]], arrival[host]


@derives("at once", "attachment older than its host")
def _older_attachment(played: Played) -> bool:
    return any(mine < host for mine, host in _attachments_phasing(played))


@derives("at once", "attachment newer than its host")
def _newer_attachment(played: Played) -> bool:
    return any(mine > host for mine, host in _attachments_phasing(played))


@derives("state-based actions", "in a chain")
def _chain(played: Played) -> bool:
    for m in played.moments:
        hosts = {p["id"]: p["attached_to"] for p in m.before["permanents"] if p["attached_to"]}
        weakened: set[str] = set()
        fallen: set[str] = set()
        for e in m.events:
            kind = e["type"]
            if kind == "damage" or kind == "counters" and e["counter"] == "-1/-1" and e["amount"] > 0:
                weakened.add(e.get("target", e.get("permanent")))
            elif kind == "unattached":
                if e["from"] in fallen:
                    return True
                weakened.add(e["from"])
            elif kind == "zone change" and e["from"] == "battlefield":
                if hosts.get(e["card"]) in fallen:
                    return True
                if hosts.get(e["card"]):
                    weakened.add(hosts[e["card"]])
                if e["to"] == "graveyard" and e["card"] in weakened:
                    fallen.add(e["card"])
            elif kind == "zone change" and e["from"] == "graveyard" and e["to"] == "nowhere" and e["card"] in fallen:
                return True
    return False


def _phased_out_checked(played: Played, check: str) -> bool:
    return any(c.check.get("check") == check and (p := _permanent(c.state, c.check["permanent"])) is not None
               and p["phased"]["status"] == "out" for c in played.checks)


@derives("phased-out characteristics", "power and toughness")
def _power_and_toughness(played: Played) -> bool:
    return _phased_out_checked(played, "power and toughness")


@derives("phased-out characteristics", "type line")
def _type_line(played: Played) -> bool:
    return _phased_out_checked(played, "types")


# --- what a scenario exhibits --------------------------------------------------------------------

def exhibited(scenario: Mapping[str, Any], edition: str) -> frozenset[tuple[str, str]]:
    """The (axis, case) pairs the scenario exhibits played in the edition; for an axis whose cases
    are the editions, those the scenario holds in."""
    return _exhibited(json.dumps(scenario, sort_keys=True), edition)


@lru_cache(maxsize=4096)
def _exhibited(text: str, edition: str) -> frozenset[tuple[str, str]]:
    scenario = json.loads(text)
    played = play(scenario, edition)
    if played is None:
        return frozenset()
    found = {(axis.name, case.name) for axis in concepts().axes if axis.by_edition
             for case in axis.cases if case.name in scenario["editions"]}
    found |= {key for key, derive in DERIVATIONS.items() if derive(played)}
    return frozenset(found)


def unjoined() -> list[str]:
    """What the concepts' axes and the derivations here fail to share: a case with no derivation,
    a derivation of no case."""
    named = {(a.name, c.name) for a in concepts().axes if not a.by_edition for c in a.cases}
    return ([f"{a}: {c} has no derivation" for a, c in sorted(named - DERIVATIONS.keys())]
            + [f"{a}: {c} is no case of the concepts' axes" for a, c in sorted(DERIVATIONS.keys() - named)])


__all__ = ["Check", "DERIVATIONS", "Moment", "Played", "exhibited", "play", "unjoined"]
