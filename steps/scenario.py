"""From a Gherkin scenario's parts to one scenario IR document.

Both the compiler (gherkin-official) and the pytest-bdd steps call these functions, so a
scenario becomes the same IR on both paths.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from .catalogue import CATALOGUE
from .phrases import PhraseError, slug
from .vocabulary import Element, find

EDITION_NAMES = ("2003", "2009", "current")
KEYWORDS = {"Context": "given", "Action": "when", "Outcome": "then",
            "given": "given", "when": "when", "then": "then"}
DESCRIPTION_KEYS = {"Question": "question", "Ruling": "description", "Source": "document", "Passage": "passage"}
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9.-]*")
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
    if not ID_PATTERN.fullmatch(scenario_id):
        raise ScenarioError(f'"{scenario_id}" is not a valid id (lower-case letters, digits, "-" and ".")', line)
    rules = [t[5:] for t in tags if t.startswith("rule:")]
    editions = [t[8:] for t in tags if t.startswith("edition:")]
    if not rules:
        raise ScenarioError(f'scenario "{scenario_id}" needs at least one @rule: tag', line)
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
    result |= {"description": fields["description"], "rules": sorted(set(rules), key=rule_order),
               "editions": sorted(set(editions), key=EDITION_NAMES.index),
               "source": {"document": fields["document"], "passage": fields["passage"]},
               "origin": {"file": file, "line": line}}
    return result


def rule_order(rule: str) -> tuple[Any, ...]:
    """Rules in numeric order: 502.1 < 603.10b < 702.26a < 702.26b."""
    return tuple(int(part) if part.isdigit() else part for part in re.findall(r"\d+|[a-z]+", rule))


def _description_fields(description: str, line: int) -> dict[str, str]:
    fields: dict[str, str] = {}
    key = None
    for raw in description.splitlines():
        text = raw.strip()
        if not text:
            continue
        found = re.match(r"(\w+):\s*(.*)", text)
        if found and found.group(1) in DESCRIPTION_KEYS:
            key = DESCRIPTION_KEYS[found.group(1)]
            fields[key] = found.group(2)
        elif key is None:
            raise ScenarioError("a scenario's description lines start with Question:, Ruling:, Source: or "
                                f"Passage: (found: {text})", line)
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


def assemble(head: dict[str, Any], elements: list[tuple[int, Element]]) -> dict[str, Any]:
    """The whole IR document: header, setup (players, turn, permanents), steps."""
    explicit_players: list[str] | None = None
    facts: dict[str, dict[str, Any]] = {}
    permanents: list[tuple[int, dict[str, Any]]] = []
    effects: list[tuple[int, dict[str, Any]]] = []
    turn: dict[str, Any] | None = None
    steps: list[dict[str, Any]] = []
    mentioned: list[str] = []
    for line, (kind, value) in elements:
        if kind == "player" and value["name"] not in mentioned:
            mentioned.append(value["name"])
        _note_players(value, mentioned)
        if kind == "players":
            explicit_players = value
        elif kind == "player":
            entry = facts.setdefault(value["name"], {})
            for key, item in value.items():
                entry[key] = entry.get(key, []) + item if key == "hand" else item
        elif kind == "permanents":
            permanents += [(line, p) for p in value]
        elif kind == "turn":
            turn = value
        elif kind == "effect":
            effects.append((line, value))
        else:
            steps.append({"line": line, **value})
    players = _players(explicit_players, mentioned, elements)
    setup = {
        "players": [_player(name, facts.get(name, {})) for name in players],
        "turn": {"active": players[0], "step": "precombat main phase", "number": 1} | (turn or {}),
        "permanents": _complete_permanents(permanents),
    }
    setup["effects"] = _check_effects(effects, setup["permanents"])
    scenario = head | {"setup": setup, "steps": steps}
    _check_references(scenario, elements)
    return scenario


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
    ids: dict[str, int] = {}
    counts: dict[str, int] = {}
    complete = []
    explicit = {p["id"] for _, p in entries if "id" in p}
    for line, p in entries:
        if "id" not in p:
            base = slug(p.get("card") or p["token"])
            counts[base] = counts.get(base, 0) + 1
            candidate = f"{base}-{counts[base]}"
            while candidate in explicit or candidate in ids:
                counts[base] += 1
                candidate = f"{base}-{counts[base]}"
            p = {"id": candidate} | p
        if p["id"] in ids:
            raise ScenarioError(f'the id "{p["id"]}" is used twice (first on line {ids[p["id"]]})', line)
        ids[p["id"]] = line
        phased = p.get("phased", {"status": "in"})
        if phased["status"] == "out":
            phased = {"status": "out", "how": phased.get("how", "directly"),
                      "under": phased.get("under", p["controller"])}
        complete.append({
            "id": p["id"], **({"token": p["token"]} if "token" in p else {"card": p["card"]}),
            "owner": p["owner"], "controller": p["controller"], "tapped": p.get("tapped", False),
            "phased": phased, "counters": p.get("counters", {}), "damage": p.get("damage", 0),
            "attached_to": p.get("attached_to"), "entered_this_turn": p.get("entered_this_turn", False),
            "imprinted": p.get("imprinted", []), "line": line})
    by_id = {p["id"]: p for p in complete}
    for p in complete:
        _check_attachment(p, by_id)
    for p in complete:
        del p["line"]
    return complete


def _check_attachment(p: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> None:
    line, host_id = p["line"], p["attached_to"]
    if host_id is None:
        if p["phased"].get("how") == "indirectly":
            raise ScenarioError(f'"{p["id"]}" phased out indirectly but is attached to nothing', line)
        return
    if host_id not in by_id:
        raise ScenarioError(f'"{p["id"]}" is attached to "{host_id}", which is not on the battlefield', line)
    entry = CATALOGUE.entry(p.get("token") or p["card"], "token" in p)
    if entry is None or not entry.is_attachment:
        raise ScenarioError(f'"{p["id"]}" ({p.get("token") or p["card"]}) is not an Aura, Equipment or '
                            "Fortification", line)
    host = by_id[host_id]
    if p["phased"].get("how") == "indirectly" and host["phased"]["status"] != "out":
        raise ScenarioError(f'"{p["id"]}" phased out indirectly but "{host_id}" is phased in', line)
    if host["phased"]["status"] == "out" and p["phased"]["status"] == "in":
        raise ScenarioError(f'"{p["id"]}" is phased in but attached to phased-out "{host_id}"', line)


def _check_effects(effects: list[tuple[int, dict[str, Any]]], permanents: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Control effects in force must agree with the permanents they name."""
    by_id = {p["id"]: p for p in permanents}
    for line, effect in effects:
        subject = by_id.get(effect["permanent"])
        if subject is None:
            raise ScenarioError(f'no permanent has the id "{effect["permanent"]}"', line)
        if subject["controller"] != effect["player"]:
            raise ScenarioError(f'"{subject["id"]}" is set up as controlled by {subject["controller"]}, '
                                f'not {effect["player"]}: say "{effect["player"]} controls ... owned by '
                                f'{subject["owner"]} as \"{subject["id"]}\""', line)
        keeper_id = effect["duration"].get("tapped")
        if keeper_id is not None:
            keeper = by_id.get(keeper_id)
            if keeper is None or not keeper["tapped"] or keeper["phased"]["status"] != "in":
                raise ScenarioError(f'"{keeper_id}" must be a tapped, phased-in permanent for the control '
                                    "effect to be in force", line)
    return [effect for _, effect in effects]


REFERENCE_KEYS = ("permanent", "card", "source", "to", "attacker", "blocker")


def _check_references(scenario: dict[str, Any], elements: list[tuple[int, Element]]) -> None:
    """Every alias a step names must be set up, or derive from one that is (a token's id)."""
    known = {p["id"] for p in scenario["setup"]["permanents"]} | {
        card["id"] for player in scenario["setup"]["players"] for card in player["hand"] if isinstance(card, dict)}
    prefixes = tuple(f"{name}-" for name in known | {p["name"].lower() for p in scenario["setup"]["players"]})
    for step in scenario["steps"]:
        for alias in _aliases_in(step):
            if alias not in known and not alias.startswith(prefixes):
                raise ScenarioError(f'no permanent or card has the id "{alias}"', step["line"])


def _aliases_in(step: dict[str, Any]) -> list[str]:
    found: list[str] = []
    for key, value in step.items():
        if key in REFERENCE_KEYS and isinstance(value, str) and not (key == "card" and "action" in step):
            found.append(value)
        elif key == "attackers":
            found += value
        elif key == "blocks":
            found += [alias for block in value for alias in block.values()]
        elif key == "targets":
            found += [ref["permanent"] for ref in value if "permanent" in ref]
        elif key == "answer" and step.get("choice") in ("order", "keep tapped", "keep", "targets"):
            items = value if isinstance(value, list) else [value]
            found += [i["permanent"] if isinstance(i, dict) else i for i in items
                      if not isinstance(i, dict) or "permanent" in i]
    return found
