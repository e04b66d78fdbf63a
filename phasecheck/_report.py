"""The read model of a results file: what every report says, derived once, rendered by each format.

A results document (:mod:`phasecheck.results`) is raw JSON; :func:`read` turns it into a
:class:`Report`: its header, and one :class:`Ruling` per scenario (not per scenario x edition), each
with its :class:`Run` in every edition side by side. A run has its checks with expected and
observed, the failed ones as :class:`Failure` (the first divergence, then the knock-on failures that
follow it), each with the :class:`Board` as the engine reported it when that check was judged, its
subject highlighted and combat drawn. Markdown, HTML, JUnit and the matrix render these objects and
never the raw dicts; each escapes for its own format (:mod:`phasecheck.escape`).

The facts of a ruling and of a run (the fields whose metadata names a ``fact``) are rendered by
every format from :func:`facts`, without per-format code: a fact added here reaches them all.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from .checks import step_text
from .escape import anchor

if TYPE_CHECKING:
    from .gate import GateOutcome

#: verdicts in the order reports list them (phasecheck.runner.Verdict's)
VERDICTS = ("pass", "fail", "error", "skip")
#: a failed check's place in its run: the first that went wrong, or one that followed it
FIRST, KNOCK_ON = "first divergence", "knock-on"
#: the keys of a check or action step that name what it is about (a permanent or card id, a player)
SUBJECT_KEYS = ("permanent", "card", "source", "to", "player", "attacker", "blocker", "target")


def fact(label: str, **metadata: Any) -> Any:
    """A field shown as a fact by every format: ``label`` and its value (empty values are left out)."""
    return field(metadata={"fact": label}, **metadata)


@dataclass(frozen=True)
class Fact:
    label: str
    value: str


def facts(item: Any) -> tuple[Fact, ...]:
    """The facts of a model object, in the order of its fields: every field marked with :func:`fact`
    whose value is not empty or zero (a sequence is joined with commas)."""
    found = []
    for f in fields(item):
        label = f.metadata.get("fact")
        value = getattr(item, f.name)
        if label is None or value in (None, "", (), [], 0) and value is not False:
            continue
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        found.append(Fact(label, str(value)))
    return tuple(found)


# --- citations -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Citation:
    """A document a ruling cites, as a reader finds it: title, publisher, date, address (where it is
    public), and which passage of it."""

    title: str
    passage: str
    publisher: str = ""
    date: str = ""
    url: str = ""
    kind: str = ""

    @property
    def label(self) -> str:
        """The document as one line: its title, then publisher and date where known."""
        said = ", ".join(part for part in (self.publisher, self.date) if part)
        return f"{self.title} ({said})" if said else self.title


def citation(raw: Mapping[str, Any]) -> Citation:
    """A citation of a scenario file: structured (``title``...) or, in an older file, a bare
    ``document`` name, shown as it is. Its address is linked only where it is the one the suite
    itself knows for that document (rules/sources.json, rules/rulings.json): a scenario or results
    file can't make a report link elsewhere."""
    from .citations import known

    url = raw.get("url", "")
    if url and known(raw.get("document", ""), raw.get("passage", "")).get("url") != url:
        url = ""
    return Citation(title=raw.get("title") or raw.get("document", ""), passage=raw.get("passage", ""),
                    publisher=raw.get("publisher", ""), date=raw.get("date", ""), url=url, kind=raw.get("kind", ""))


# --- the board -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Card:
    """One permanent as drawn: its state, how deep it hangs under its slot's first permanent, its
    combat role, and whether the check being shown is about it."""

    id: str
    name: str
    controller: str
    owner: str
    token: bool
    tapped: bool
    phased: str  # "in" or "out"
    phased_how: str
    phased_under: str
    power: Any
    toughness: Any
    counters: tuple[tuple[str, int], ...]
    damage: int
    attached_to: str | None
    depth: int
    #: drawn in another player's area (a phased-out permanent under a player who no longer controls it)
    foreign: bool
    #: "attacking Nicole", "blocking “giant”", "removed from combat", or ""
    combat: str
    subject: bool


@dataclass(frozen=True)
class Area:
    """A player's side of the board: the player, their phased-in permanents, and those that phased
    out under them; each slot a permanent and what is attached to it."""

    name: str
    life: int
    hand: int
    library: int
    graveyard: int
    poison: int
    in_game: bool
    subject: bool
    in_play: tuple[tuple[Card, ...], ...]
    phased_out: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class Board:
    """The game as the engine reported it at one checkpoint, with what a check there is about."""

    #: the lines (or steps) of the checks judged against this board: "line 57", "lines 57-58"
    where: str
    caption: str
    turn: int
    active: str
    step: str
    areas: tuple[Area, ...]
    #: what no player's area holds (a permanent under a player the board does not list)
    elsewhere: tuple[tuple[Card, ...], ...]
    stack: tuple[str, ...]
    waiting: tuple[str, ...]
    events: tuple[str, ...]
    highlighted: frozenset[str] = frozenset()

    def cards(self) -> Iterable[Card]:
        for area in self.areas:
            for slot in area.in_play + area.phased_out:
                yield from slot
        for slot in self.elsewhere:
            yield from slot


# --- checks, runs, rulings -----------------------------------------------------------------------

@dataclass(frozen=True)
class Check:
    """An action or a check of a run, as judged."""

    step: int
    #: "line 57" (a Gherkin line), or "step 3" for hand-written JSON
    where: str
    kind: str  # "action" or "check"
    text: str
    passed: bool
    judged: bool
    expected: str
    observed: str
    #: ids and player names the step is about
    subject: tuple[str, ...]

    @property
    def failed(self) -> bool:
        return self.judged and not self.passed

    @property
    def mark(self) -> str:
        return "pass" if self.passed else ("not judged" if not self.judged else "fail")


@dataclass(frozen=True)
class Failure:
    """A failed check, with its place in the run and the board it was judged against (None for an
    action: an engine reports boards where checks are judged)."""

    check: Check
    role: str  # FIRST or KNOCK_ON
    board: Board | None
    #: for a knock-on failure, where the first divergence is
    after: str = ""
    #: where the board is, when it is not the one the check was judged against (a failed action is
    #: judged by the engine's answer to it: its board is the last before it, or the first after)
    board_is: str = ""

    @property
    def caption(self) -> str:
        return "first divergence" if self.role == FIRST else f"knock-on: follows the first divergence at {self.after}"

    @property
    def shown_as(self) -> str:
        """What the board shows of this failure: "line 57 (first divergence)", with where the board is
        when it is not the one the check was judged against."""
        role = "first divergence" if self.role == FIRST else "knock-on"
        return f"{self.check.where} ({role}{'; ' + self.board_is if self.board_is else ''})"


@dataclass(frozen=True)
class GateDecision:
    """What the regression gate (:mod:`phasecheck.gate`) decided of a run, when a report is given
    its verdict: the run's class, whether that class fails the gate, and why."""

    #: "as-expected", "regression", "new-failure"... (phasecheck.gateclasses)
    cls: str
    failing: bool
    #: one line: what differs and what to do (empty when nothing does)
    detail: str = ""
    #: the reason of the expectation it was judged against (empty when it was expected to pass)
    expected: str = ""

    @property
    def label(self) -> str:
        return self.cls.replace("-", " ")


@dataclass(frozen=True)
class Run:
    """One edition's run of a ruling."""

    edition: str
    verdict: str = fact("verdict")
    #: the gate's class of this run ("" when the report is not given the gate's verdict)
    gate: str = fact("gate", default="")
    reason: str = fact("reason", default="")
    first_divergence: str = fact("first divergence", default="")
    knock_on: int = fact("knock-on failures", default=0)
    #: the kinds of event the engine said it reported in full in this run alone (docs/engines.md §8)
    claimed: tuple[str, ...] = fact("events the engine said it reported in full in this run", default=())
    evidence: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    checks: tuple[Check, ...] = ()
    failures: tuple[Failure, ...] = ()
    #: the board at every checkpoint, in order (each captioned with the checks judged against it)
    boards: tuple[Board, ...] = ()
    anchor: str = ""
    #: seconds the run took ("0" in a reproducible results file, which keeps no durations)
    duration: float = 0.0
    decision: GateDecision | None = None

    @property
    def first(self) -> Failure | None:
        return self.failures[0] if self.failures else None

    def failure_boards(self) -> list[tuple[Board, list[Failure]]]:
        """Each board a failure is shown on, once, in the order of the failures, with its failures."""
        found: list[tuple[Board, list[Failure]]] = []
        for failure in self.failures:
            if failure.board is None:
                continue
            if found and found[-1][0] is failure.board:
                found[-1][1].append(failure)
            elif any(board is failure.board for board, _ in found):
                next(shown for board, shown in found if board is failure.board).append(failure)
            else:
                found.append((failure.board, [failure]))
        return found

    def facts(self) -> tuple[Fact, ...]:
        return facts(self)


@dataclass(frozen=True)
class Rule:
    number: str
    summary: str = ""


@dataclass(frozen=True)
class Ruling:
    """One scenario: its question, ruling, rules and sources, and its run in each edition."""

    id: str
    title: str
    question: str
    ruling: str
    rules: tuple[Rule, ...]
    citations: tuple[Citation, ...]
    #: the Gherkin file and line it was written at ("features/x.feature:12"), or ""
    origin: str
    runs: tuple[Run, ...]
    anchor: str
    editions: tuple[str, ...] = ()
    rule_numbers: tuple[str, ...] = ()

    @property
    def verdicts(self) -> dict[str, str]:
        return {run.edition: run.verdict for run in self.runs}

    @property
    def differs(self) -> bool:
        """Whether its editions' verdicts are not all the same."""
        return len(set(self.verdicts.values())) > 1

    @property
    def worst(self) -> str:
        """The verdict that needs the most attention: error, fail, skip, then pass."""
        found = set(self.verdicts.values())
        return next((v for v in ("error", "fail", "skip", "pass") if v in found), "pass")

    def run(self, edition: str) -> Run | None:
        return next((r for r in self.runs if r.edition == edition), None)

    def facts(self) -> tuple[Fact, ...]:
        return facts(self)


@dataclass(frozen=True)
class Report:
    """A whole results file, as every format shows it."""

    #: the suite in words: its version, phasecheck's and the scenario schema's
    suite: str
    #: the suite's version alone
    suite_version: str
    scenario_schema: str
    engine: str
    engine_name: str
    engine_version: str
    #: when it ran ("" in a reproducible results file)
    date: str
    command: tuple[str, ...]
    editions: tuple[str, ...]
    interrupted: bool
    unavailable: str
    rulings: tuple[Ruling, ...]
    #: the raw document, for what is not the report's own (the coverage tables)
    doc: Mapping[str, Any] = field(repr=False, compare=False)

    @cached_property
    def counts(self) -> Counter:
        return Counter(run.verdict for ruling in self.rulings for run in ruling.runs)

    @property
    def runs(self) -> int:
        return sum(len(r.runs) for r in self.rulings)

    @property
    def summary(self) -> str:
        return ", ".join(f"{self.counts.get(v, 0)} {v}" for v in VERDICTS) + f" ({self.runs} runs)"

    @property
    def rule_numbers(self) -> list[str]:
        from .steps.scenario import rule_order

        return sorted({rule.number for r in self.rulings for rule in r.rules}, key=rule_order)


# --- reading a results document ------------------------------------------------------------------

def read(doc: Mapping[str, Any], rule_summaries: Mapping[str, str] | None = None,
         gate: GateOutcome | None = None) -> Report:
    """The report of a results document (one :func:`phasecheck.results.load` accepted); with the
    regression gate's verdict on it, each run carries the gate's decision."""
    from .results import engine_label, result_editions, suite_label

    editions = result_editions(doc)
    summaries = rule_summaries if rule_summaries is not None else _rule_summaries()
    by_id: dict[str, list[Mapping[str, Any]]] = {}
    for result in doc["results"]:
        by_id.setdefault(result["id"], []).append(result)
    decisions = _decisions(gate)
    rulings = tuple(_ruling(doc["scenarios"][sid], results, editions, summaries, decisions)
                    for sid, results in by_id.items())
    engine = doc["engine"] or {}
    return Report(suite=suite_label(doc), suite_version=doc["suite"]["version"], scenario_schema=doc["suite"]["scenario_schema"],
                  engine=engine_label(doc), engine_name=engine.get("name", ""), engine_version=engine.get("version", ""),
                  date=doc.get("date", ""), command=tuple(doc.get("command", ())), editions=tuple(editions),
                  interrupted=doc["interrupted"], unavailable=(doc["unavailable"] or {}).get("reason", ""),
                  rulings=rulings, doc=doc)


def _decisions(gate: GateOutcome | None) -> dict[tuple[str, str], GateDecision]:
    """The gate's decision on each scenario x edition it classed."""
    if gate is None:
        return {}
    return {key: GateDecision(case.cls, gate.failing(case), case.detail, case.expected.reason or "")
            for key, case in gate.cases.items()}


def _rule_summaries() -> dict[str, str]:
    """The one-line summary of every rule number the rules index knows."""
    from .coverage import RULE_NUMBER, load_index

    index = load_index()
    found = {r["rule"]: r["summary"] for r in index["rules"]}
    found |= {s["passage"]: s["summary"] for s in index["statements"]
              if (m := RULE_NUMBER.match(s["passage"])) and m.group(1) == s["passage"]}
    return found


def _ruling(scenario: Mapping[str, Any], results: list[Mapping[str, Any]], editions: Sequence[str],
            summaries: Mapping[str, str], decisions: Mapping[tuple[str, str], GateDecision]) -> Ruling:
    order = {e: i for i, e in enumerate(editions)}
    results = sorted(results, key=lambda r: order.get(r["edition"], len(order)))
    source = scenario["source"]
    origin = scenario.get("origin")
    return Ruling(
        id=scenario["id"], title=scenario["title"], question=scenario.get("question", ""),
        ruling=scenario["description"], rules=tuple(Rule(n, summaries.get(n, "")) for n in scenario["rules"]),
        citations=tuple(citation(c) for c in (source, *source.get("also", ()))),
        origin=f"{origin['file']}:{origin['line']}" if origin else "",
        runs=tuple(_run(scenario, r, decisions.get((r["id"], r["edition"]))) for r in results), anchor=anchor(scenario["id"]),
        editions=tuple(r["edition"] for r in results), rule_numbers=tuple(scenario["rules"]))


def where(step: Mapping[str, Any] | None, index: int) -> str:
    """Where a step is: "line 12", or "step 3" for hand-written JSON (or a step the scenario lacks)."""
    return f"line {step['line']}" if step is not None and "line" in step else f"step {index}"


def _subject(step: Mapping[str, Any]) -> tuple[str, ...]:
    found = [step[k] for k in SUBJECT_KEYS if isinstance(step.get(k), str)]
    found += [value for target in step.get("targets", ()) if isinstance(target, Mapping)
              for value in target.values() if isinstance(value, str)]
    for block in step.get("blocks", ()):
        found += [block["blocker"], block["attacker"]]
    return tuple(dict.fromkeys(found + list(step.get("attackers", ()))))


def _run(scenario: Mapping[str, Any], result: Mapping[str, Any], decision: GateDecision | None) -> Run:
    steps = scenario["steps"]
    step_of = (lambda i: steps[i] if 0 <= i < len(steps) else None)
    checks = tuple(Check(step=c["step"], where=c["line"] is not None and f"line {c['line']}" or where(step_of(c["step"]), c["step"]),
                         kind=c["kind"], text=c["text"], passed=c["passed"], judged=c["judged"],
                         expected=c["expected"], observed=c["observed"],
                         subject=_subject(step_of(c["step"]) or {})) for c in result["checks"])
    checkpoints = sorted(result["checkpoints"], key=lambda c: c["step"])
    combat = _declared_combat(steps, [p["name"] for p in scenario["setup"]["players"]])
    groups = _groups(checkpoints, checks)
    failed = [c for c in checks if c.failed]
    boards = [_board(checkpoint, groups.get(index, []), steps, combat, frozenset())
              for index, checkpoint in enumerate(checkpoints)]
    placed = []  # each failure with the checkpoint its board is, and how that board stands to it
    for check in failed:
        index, board_is = _checkpoint_of(checkpoints, check), ""
        if index is None and checkpoints:  # an action: the board nearest before it, else after it
            before = [i for i, c in enumerate(checkpoints) if c["step"] < check.step]
            index = before[-1] if before else 0
            board_is = f"the last board before {check.where}" if before else f"the first board after {check.where}"
        placed.append((check, index, board_is))
    subjects: dict[int, set[str]] = {}
    for check, index, _ in placed:
        if index is not None:
            subjects.setdefault(index, set()).update(check.subject)
    highlighted = {index: _board(checkpoints[index], groups.get(index, []), steps, combat, frozenset(found))
                   for index, found in subjects.items()}
    failures = tuple(Failure(check, FIRST if number == 0 else KNOCK_ON, highlighted.get(index) if index is not None else None,
                             after=failed[0].where if number else "", board_is=board_is)
                     for number, (check, index, board_is) in enumerate(placed))
    return Run(edition=result["edition"], verdict=result["verdict"], reason=result["reason"] or "",
               first_divergence=f"{failed[0].where}: {failed[0].text}" if failed else "",
               knock_on=max(len(failed) - 1, 0),
               evidence=tuple((k.replace("_", " "), str(v)) for k, v in sorted(result["evidence"].items())),
               claimed=tuple(result.get("complete_events", ())), notes=tuple(result.get("notes", ())), checks=checks,
               failures=failures, boards=tuple(boards),
               anchor=anchor(f"{result['id']}-{result['edition']}"), duration=result.get("duration", 0.0),
               gate=decision.cls if decision else "", decision=decision)


def _checkpoint_of(checkpoints: Sequence[Mapping[str, Any]], check: Check) -> int | None:
    """The checkpoint a check was judged against: the last at or before its step (a check's group
    has its checkpoint at its first check). None for an action, which is judged by its result."""
    if check.kind != "check":
        return None
    found = None
    for index, checkpoint in enumerate(checkpoints):
        if checkpoint["step"] <= check.step:
            found = index
    return found


def _groups(checkpoints: Sequence[Mapping[str, Any]], checks: Sequence[Check]) -> dict[int, list[Check]]:
    """For each checkpoint, the checks judged against it."""
    found: dict[int, list[Check]] = {}
    for check in checks:
        index = _checkpoint_of(checkpoints, check)
        if index is not None:
            found.setdefault(index, []).append(check)
    return found


def _places(checks: Sequence[Check]) -> str:
    """"line 57", "lines 57, 58 and 60" (or steps)."""
    if not checks:
        return ""
    places = [c.where for c in checks]
    if len(places) == 1:
        return places[0]
    noun = places[0].split()[0]
    numbers = [p.split()[-1] for p in places]
    return f"{noun}s {', '.join(numbers[:-1])} and {numbers[-1]}"


def _declared_combat(steps: Sequence[Mapping[str, Any]], players: Sequence[str]) -> dict[str, str]:
    """What each attacker was declared attacking and each blocker blocking, as the scenario says
    (the board shows them where the engine reports the permanent attacking or blocking)."""
    found: dict[str, str] = {}
    for step in steps:
        if step.get("action") == "attack":
            others = [p for p in players if p != step["player"]]
            defender = step.get("defender") or (others[0] if len(others) == 1 else "the defending player")
            for attacker in step["attackers"]:
                found[attacker] = f"attacking {defender}"
        elif step.get("action") == "block":
            for block in step["blocks"]:
                found[block["blocker"]] = f"blocking “{block['attacker']}”"
    return found


def _board(checkpoint: Mapping[str, Any], judged: Sequence[Check], steps: Sequence[Mapping[str, Any]],
           declared: Mapping[str, str], highlighted: frozenset[str]) -> Board:
    removed = {e.get("permanent") for e in checkpoint["events"] if e.get("type") == "removed from combat"}
    place = _places(judged) or where(steps[checkpoint["step"]] if checkpoint["step"] < len(steps) else None,
                                     checkpoint["step"])
    return _drawn(checkpoint["state"], place, f"as {place} {'is' if ' and ' not in place else 'are'} checked",
                  tuple(_event(e) for e in checkpoint["events"]), declared, removed, highlighted)


def drawn(state: Mapping[str, Any], caption: str = "") -> Board:
    """A game state alone as a board (no check judged against it, no combat declared): the explore
    report draws the reference engine's and the engine's with the reports' own drawing."""
    return _drawn(state, "", caption, (), {}, set(), frozenset())


def _drawn(state: Mapping[str, Any], place: str, caption: str, events: tuple[str, ...], declared: Mapping[str, str],
           removed: set[Any], highlighted: frozenset[str]) -> Board:
    names = [player["name"] for player in state["players"]]
    slots, elsewhere = arrange(state["permanents"], names, declared, removed, highlighted)
    areas = tuple(Area(name=p["name"], life=p["life"], hand=len(p["hand"]), library=p["library_size"],
                       graveyard=len(p["graveyard"]), poison=p.get("poison", 0), in_game=p["in_game"],
                       subject=p["name"] in highlighted, in_play=in_play, phased_out=phased_out)
                  for p, (in_play, phased_out) in zip(state["players"], slots))
    turn = state["turn"]
    return Board(where=place, caption=caption, turn=turn["number"], active=turn["active"], step=turn["step"],
                 areas=areas, elsewhere=elsewhere, stack=tuple(f"{i['name']} ({i['controller']})" for i in state["stack"]),
                 waiting=tuple(f"{t['source']}: {t.get('ability', '')} ({t['controller']})".replace(":  (", " (")
                               for t in state["waiting_triggers"]),
                 events=events, highlighted=highlighted)


Slots = tuple[tuple[Card, ...], ...]


def arrange(permanents: list[Mapping[str, Any]], players: Sequence[str], declared: Mapping[str, str] | None = None,
            removed: set[Any] | None = None, highlighted: frozenset[str] = frozenset()
            ) -> tuple[list[tuple[Slots, Slots]], Slots]:
    """Per player: the phased-in permanents they control, and the phased-out ones that phased out
    under them, each with its attachments on it; then what no player's area holds (a permanent
    under a player the board does not list, or attachments in a circle), so nothing is left out."""
    layout = _Layout(permanents, declared or {}, removed or set(), highlighted)
    loose = [i for i in range(len(permanents)) if i not in layout.hosted]
    areas = []
    for name in players:
        in_play = [i for i in loose if permanents[i]["phased"]["status"] == "in" and permanents[i]["controller"] == name]
        out = [i for i in loose if permanents[i]["phased"]["status"] == "out" and permanents[i]["phased"]["under"] == name]
        areas.append((tuple(layout.slot(i, name) for i in in_play if i not in layout.drawn),
                      tuple(layout.slot(i, name) for i in out if i not in layout.drawn)))
    return areas, tuple(layout.slot(i, None) for i in range(len(permanents)) if i not in layout.drawn)


def _event(event: Mapping[str, Any]) -> str:
    rest = " ".join(f"{k}={json.dumps(v, ensure_ascii=False) if not isinstance(v, str) else v}"
                    for k, v in sorted(event.items()) if k != "type")
    return f"{event['type']} {rest}".strip()


class _Layout:
    """Who is attached to whom on one board, as the game sees it: to a permanent, the permanents of
    the same phased status whose attached_to names it; and each permanent drawn once."""

    def __init__(self, permanents: list[Mapping[str, Any]], declared: Mapping[str, str], removed: set[Any],
                 highlighted: frozenset[str]) -> None:
        self.permanents = permanents
        self.declared, self.removed, self.highlighted = declared, removed, highlighted
        first: dict[str, int] = {}
        for index, p in enumerate(permanents):
            first.setdefault(p["id"], index)
        self.on: dict[int, list[int]] = {}
        self.hosted: set[int] = set()
        for index, p in enumerate(permanents):
            host = first.get(p["attached_to"]) if p["attached_to"] else None
            if host is not None and host != index and permanents[host]["phased"]["status"] == p["phased"]["status"]:
                self.on.setdefault(host, []).append(index)
                self.hosted.add(index)
        self.drawn: set[int] = set()

    def slot(self, root: int, area_owner: str | None) -> tuple[Card, ...]:
        """The permanent and all that hangs on it (depth first, in board order): an explicit stack,
        so a chain of any length is drawn, and each permanent once, even in a circle."""
        cards: list[Card] = []
        stack = [(root, 0)]
        while stack:
            index, depth = stack.pop()
            if index in self.drawn:
                continue
            self.drawn.add(index)
            cards.append(self._card(self.permanents[index], depth, area_owner))
            stack += [(child, depth + 1) for child in reversed(self.on.get(index, ()))]
        return tuple(cards)

    def _card(self, p: Mapping[str, Any], depth: int, area_owner: str | None) -> Card:
        if p["attacking"]:
            combat = self.declared.get(p["id"], "attacking")
            combat = combat if combat.startswith("attacking") else "attacking"
        elif p["blocking"]:
            combat = self.declared.get(p["id"], "blocking")
            combat = combat if combat.startswith("blocking") else "blocking"
        elif p["id"] in self.removed:
            combat = "removed from combat"
        else:
            combat = ""
        phased = p["phased"]
        return Card(id=p["id"], name=p["name"], controller=p["controller"], owner=p["owner"], token=p["token"],
                    tapped=p["tapped"], phased=phased["status"], phased_how=phased.get("how", ""),
                    phased_under=phased.get("under", ""), power=p["power"], toughness=p["toughness"],
                    counters=tuple(sorted(p["counters"].items())), damage=p["damage"], attached_to=p["attached_to"],
                    depth=depth, foreign=area_owner is not None and p["controller"] != area_owner, combat=combat,
                    subject=p["id"] in self.highlighted)


def step_said(scenario: Mapping[str, Any], index: int) -> str:
    """What a step of a scenario says (its Gherkin sentence), or that it has none."""
    steps = scenario["steps"]
    return step_text(steps[index]) if 0 <= index < len(steps) else "a step the scenario does not have"
