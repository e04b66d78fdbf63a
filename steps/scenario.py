"""From a Gherkin scenario's parts to one scenario IR document.

Both the compiler (gherkin-official) and the pytest-bdd steps call these functions, so a
scenario becomes the same IR on both paths.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from ..catalogue import concepts
from . import consistency
from .limits import MAX_HAND, MAX_PERMANENTS, MAX_STEPS
from .phrases import PhraseError, slug
from .vocabulary import Element, find

#: the rules editions, in order (the rules concepts')
EDITION_NAMES = concepts().edition_names
KEYWORDS = {"Context": "given", "Action": "when", "Outcome": "then",
            "given": "given", "when": "when", "then": "then"}
DESCRIPTION_KEYS = {"Question": "question", "Ruling": "description", "Source": "document", "Passage": "passage",
                    "Also": "also"}
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9.-]*")
MAX_ID = 200
RULE_PATTERN = re.compile(r"[0-9]{3}(?:\.[0-9]{1,4}[a-z]?)?")
DEFAULT_LIBRARY = 20


class ScenarioError(ValueError):
    """Bad input in a scenario; ``line`` is the feature-file line it was found on."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


# --- the header: id, title, rules, editions, source ------------------------------------------

def header(name: str, description: str, tags: Iterable[str], line: int, file: str,
           example: dict[str, str] | None = None) -> dict[str, Any]:
    tags = [t.lstrip("@") for t in tags]
    ids = [t[3:] for t in tags if t.startswith("id:")]
    if len(ids) != 1:
        raise ScenarioError(f'scenario "{name}" needs exactly one @id: tag', line)
    scenario_id = ids[0]
    if example:
        scenario_id += "-" + slug(next(iter(example.values())))
    if len(scenario_id) > MAX_ID:
        raise ScenarioError(f"an id is at most {MAX_ID} characters: {scenario_id[:40]}... is longer", line)
    if not ID_PATTERN.fullmatch(scenario_id):
        raise ScenarioError(f'"{scenario_id}" is not a valid id (lower-case letters, digits, "-" and ".")', line)
    rules = [t[5:] for t in tags if t.startswith("rule:")]
    editions = [t[8:] for t in tags if t.startswith("edition:")]
    if not rules:
        raise ScenarioError(f'scenario "{scenario_id}" needs at least one @rule: tag', line)
    for rule in rules:
        if not RULE_PATTERN.fullmatch(rule):
            shown = rule if len(rule) <= 20 else rule[:12] + "..."
            raise ScenarioError(f'"{shown}" is not a rule number (like 702.26b)', line)
    if not editions:
        raise ScenarioError(f'scenario "{scenario_id}" needs at least one @edition: tag', line)
    for edition in editions:
        if edition not in EDITION_NAMES:
            raise ScenarioError(f"unknown edition {edition} (known: {', '.join(EDITION_NAMES)})", line)
    fields = _description_fields(description, line)
    for key in ("description", "document", "passage"):
        if key not in fields:
            word = next(k for k, v in DESCRIPTION_KEYS.items() if v == key)
            raise ScenarioError(f'scenario "{scenario_id}" needs a "{word}:" line in its description', line)
    result: dict[str, Any] = {"id": scenario_id, "title": name}
    if "question" in fields:
        result["question"] = fields["question"]
    source = {"document": fields["document"], "passage": fields["passage"]}
    if fields.get("also"):
        source["also"] = [_citation(text, line) for text in fields["also"]]
    result |= {"description": fields["description"], "rules": sorted(set(rules), key=rule_order),
               "editions": sorted(set(editions), key=EDITION_NAMES.index), "source": source,
               "origin": {"file": file, "line": line}}
    return result


def _citation(text: str, line: int) -> dict[str, str]:
    """'mtg-forum-de-phasing: 702.23b, first example' -> its document and passage."""
    document, _, passage = text.partition(": ")
    if not document.strip() or not passage.strip():
        raise ScenarioError(f'an "Also:" line names a document, then ": ", then the passage (found: {text})', line)
    return {"document": document.strip(), "passage": passage.strip()}


def rule_order(rule: str) -> tuple[Any, ...]:
    """Rules in numeric order: 502.1 < 603.10b < 702.26a < 702.26b."""
    return tuple((0, len(part), part) if part.isdigit() else (1, 0, part) for part in re.findall(r"\d+|[a-z]+", rule))


def _description_fields(description: str, line: int) -> dict[str, Any]:
    """Question:, Ruling:, Source:, Passage: once each; Also: any number of times (a list)."""
    fields: dict[str, Any] = {"also": []}
    key = None
    for raw in description.splitlines():
        text = raw.strip()
        if not text:
            continue
        found = re.match(r"(\w+):\s*(.*)", text)
        if found and found.group(1) in DESCRIPTION_KEYS:
            key = DESCRIPTION_KEYS[found.group(1)]
            if key == "also":
                fields["also"].append(found.group(2))
            else:
                fields[key] = found.group(2)
        elif key is None:
            raise ScenarioError("a scenario's description lines start with Question:, Ruling:, Source:, "
                                f"Passage: or Also: (found: {text})", line)
        elif key == "also":
            fields["also"][-1] += " " + text
        else:
            fields[key] += " " + text
    return fields


# --- the steps -------------------------------------------------------------------------------

def element(keyword: str, text: str, line: int) -> tuple[int, Element]:
    """The IR element one Gherkin step builds."""
    kind = KEYWORDS.get(keyword)
    if kind is None:
        raise ScenarioError(f'a scenario\'s first step needs Given, When or Then: "{text}"', line)
    found = find(kind, text)
    if found is None:
        raise ScenarioError(f'no {kind.capitalize()} step matches: "{text}" (see features/README.md)', line)
    pattern, groups = found
    try:
        kind, value = pattern.build(groups)
    except PhraseError as error:
        raise ScenarioError(str(error), line) from None
    if kind == "step":
        value = {"text": text} | value
    return line, (kind, value)


class Lines:
    """Where each part of an assembled scenario was written: a JSON path -> its feature-file line."""

    def __init__(self, scenario_line: int) -> None:
        self.scenario = scenario_line
        self.permanents: list[int] = []
        self.effects: list[int] = []
        #: player -> fact ("life", "library", "hand") -> lines; the hand has one line per card
        self.facts: dict[str, dict[str, list[int]]] = {}
        self.turn: int | None = None
        self.players: int | None = None
        self.steps: list[int] = []

    def of(self, path: tuple[Any, ...], scenario: dict[str, Any]) -> int:
        """The line of the step that wrote the part of the scenario at this path."""
        if path[:1] == ("steps",) and len(path) > 1 and path[1] < len(self.steps):
            return self.steps[path[1]]
        if path[:2] == ("setup", "permanents") and len(path) > 2 and path[2] < len(self.permanents):
            return self.permanents[path[2]]
        if path[:2] == ("setup", "effects") and len(path) > 2 and path[2] < len(self.effects):
            return self.effects[path[2]]
        if path[:2] == ("setup", "turn") and self.turn is not None:
            return self.turn
        if path[:2] == ("setup", "players") and len(path) > 2 and path[2] < len(scenario["setup"]["players"]):
            facts = self.facts.get(scenario["setup"]["players"][path[2]]["name"], {})
            lines = facts.get(path[3], []) if len(path) > 3 else []
            index = path[4] if len(path) > 4 and path[3] == "hand" and path[4] < len(lines) else 0
            if lines:
                return lines[index]
            return self.players or self.scenario
        return self.scenario


def assemble(head: dict[str, Any], elements: list[tuple[int, Element]]) -> dict[str, Any]:
    """The whole IR document: header, setup (players, turn, permanents), steps."""
    return assemble_located(head, elements)[0]


def assemble_located(head: dict[str, Any], elements: list[tuple[int, Element]]) -> tuple[dict[str, Any], Lines]:
    """The IR document, and where each of its parts was written; a :class:`ScenarioError` (with the
    line) if the scenario contradicts itself or the cards."""
    lines = Lines(head["origin"]["line"])
    if not elements:
        raise ScenarioError("the scenario has no steps", lines.scenario)
    explicit_players: list[str] | None = None
    facts: dict[str, dict[str, Any]] = {}
    permanents: list[tuple[int, dict[str, Any]]] = []
    effects: list[dict[str, Any]] = []
    turn: dict[str, Any] | None = None
    steps: list[dict[str, Any]] = []
    mentioned: list[str] = []
    for line, (kind, value) in elements:
        if kind == "player" and value["name"] not in mentioned:
            mentioned.append(value["name"])
        _note_players(value, mentioned)
        if kind == "players":
            _once(lines.players, line, "the players are given")
            explicit_players, lines.players = value, line
        elif kind == "player":
            _add_facts(facts.setdefault(value["name"], {}), lines.facts.setdefault(value["name"], {}), value, line)
        elif kind == "permanents":
            permanents += [(line, p) for p in value]
            lines.permanents += [line] * len(value)
            _at_most(len(permanents), MAX_PERMANENTS, "permanents on the battlefield", line)
        elif kind == "turn":
            _once(lines.turn, line, "whose turn and which step it is is given")
            turn, lines.turn = value, line
        elif kind == "effect":
            effects.append(value)
            lines.effects.append(line)
        else:
            steps.append({"line": line, **value})
            lines.steps.append(line)
            _at_most(len(steps), MAX_STEPS, "steps", line)
    players = _players(explicit_players, mentioned, elements)
    setup = {
        "players": [_player(name, facts.get(name, {})) for name in players],
        "turn": {"active": players[0], "step": "precombat main phase", "number": 1} | (turn or {}),
        "permanents": _complete_permanents(permanents),
        "effects": effects,
    }
    scenario = head | {"setup": setup, "steps": steps}
    for path, message in consistency.problems(scenario, lambda p: f"line {lines.of(p, scenario)}"):
        raise ScenarioError(message, lines.of(path, scenario))
    if not any("check" in step or step.get("illegal") for step in steps):
        raise ScenarioError("the scenario has no Then step, nor an action that must be refused: a scenario that "
                            "checks nothing can't fail", lines.scenario)
    return scenario, lines


def _once(first: int | None, line: int, what: str) -> None:
    if first is not None:
        raise ScenarioError(f"{what} twice (first on line {first}): say it once", line)


def _at_most(count: int, limit: int, what: str, line: int) -> None:
    if count > limit:
        raise ScenarioError(f"more than {limit} {what}: a scenario holds at most {limit}", line)


def _add_facts(entry: dict[str, Any], lines: dict[str, list[int]], value: dict[str, Any], line: int) -> None:
    """One Given about a player: cards in hand add up; life and library are said once."""
    for key, item in value.items():
        if key == "name":
            continue
        if key == "hand":
            entry["hand"] = entry.get("hand", []) + item
            lines["hand"] = lines.get("hand", []) + [line] * len(item)
            _at_most(len(entry["hand"]), MAX_HAND, f"cards in {value['name']}'s hand", line)
            continue
        what = {"life": f"{value['name']}'s life total", "library": f"{value['name']}'s library"}[key]
        _once(lines[key][0] if key in lines else None, line, f"{what} is given")
        entry[key], lines[key] = item, [line]


PLAYER_KEYS = ("player", "controller", "owner", "defender", "active", "under")


def _note_players(value: Any, mentioned: list[str]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in PLAYER_KEYS and isinstance(item, str) and item not in mentioned:
                mentioned.append(item)
            else:
                _note_players(item, mentioned)
    elif isinstance(value, list):
        for item in value:
            _note_players(item, mentioned)


def _players(explicit: list[str] | None, mentioned: list[str], elements: list[tuple[int, Element]]) -> list[str]:
    if explicit is None:
        if not mentioned:
            raise ScenarioError("the scenario mentions no player", elements[0][0] if elements else None)
        return mentioned
    for name in mentioned:
        if name not in explicit:
            line = next((l for l, (_, v) in elements if name in repr(v)), None)
            raise ScenarioError(f"{name} is not one of the players ({', '.join(explicit)})", line)
    return explicit


def _player(name: str, facts: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "life": facts.get("life", 20), "hand": facts.get("hand", []),
            "library": facts.get("library", DEFAULT_LIBRARY)}


def _complete_permanents(entries: list[tuple[int, dict[str, Any]]]) -> list[dict[str, Any]]:
    """Every permanent with every field, and an id: its alias, or one made from its name."""
    taken: set[str] = set()
    counts: dict[str, int] = {}
    complete = []
    explicit = {p["id"] for _, p in entries if "id" in p}
    for _, p in entries:
        if "id" not in p:
            base = slug(p.get("card") or p["token"])
            counts[base] = counts.get(base, 0) + 1
            candidate = f"{base}-{counts[base]}"
            while candidate in explicit or candidate in taken:
                counts[base] += 1
                candidate = f"{base}-{counts[base]}"
            p = {"id": candidate} | p
        taken.add(p["id"])
        phased = p.get("phased", {"status": "in"})
        if phased["status"] == "out":
            phased = {"status": "out", "how": phased.get("how", "directly"),
                      "under": phased.get("under", p["controller"])}
        complete.append({
            "id": p["id"], **({"token": p["token"]} if "token" in p else {"card": p["card"]}),
            "owner": p["owner"], "controller": p["controller"], "tapped": p.get("tapped", False),
            "phased": phased, "counters": p.get("counters", {}), "damage": p.get("damage", 0),
            "attached_to": p.get("attached_to"), "entered_this_turn": p.get("entered_this_turn", False),
            "imprinted": p.get("imprinted", []), "face_down": p.get("face_down", False),
            "choices": p.get("choices", [])})
    return complete
