"""What a scenario may not say, beyond its schema: a setup that contradicts itself or the cards.

The schema says what shape a scenario has; this says whether it can be true. It reads the card
catalogue (suite data), so it holds for every engine, and it runs on every path: the compiler
(each problem then gets the feature file's line) and ``phasecheck validate``/``run`` on
hand-written JSON (each problem with its JSON path). The engine's own setup errors stay the last
line of defence, not the first.

Every function here takes a scenario that already matches the schema, and returns problems as
``(path, message)``: the path is the JSON path as a tuple of keys and indexes.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Iterator, Mapping

from . import answers
from .catalogue import CATALOGUE, CardEntry

Path = tuple[Any, ...]
Problem = tuple[Path, str]

#: the card types an "Enchant ..." clause may name, as catalogue types
ENCHANTABLE = {"artifact": "Artifact", "creature": "Creature", "land": "Land", "enchantment": "Enchantment",
               "planeswalker": "Planeswalker", "battle": "Battle"}
#: the step fields that name an object by its id
ALIAS_KEYS = ("permanent", "source", "to", "attacker", "blocker")


def problems(scenario: Mapping[str, Any], where: Callable[[Path], str] | None = None) -> list[Problem]:
    """Every contradiction, in the order of the document. ``where`` says where a path is, for a
    message that points at another part of the scenario (default: its JSON path)."""
    found: list[Problem] = []
    for check in (_players, _hands, _permanents, _attachments, _effects, _steps):
        found += check(scenario) if check is not _hands else check(scenario, where or _shown)
    return found


# --- players and cards -----------------------------------------------------------------------

def _players(scenario: Mapping[str, Any]) -> Iterator[Problem]:
    names = _player_names(scenario)
    seen: set[str] = set()
    for i, player in enumerate(scenario["setup"]["players"]):
        if player["name"] in seen:
            yield ("setup", "players", i, "name"), f"the player {player['name']} is set up twice"
        seen.add(player["name"])
    if scenario["setup"]["turn"]["active"] not in names:
        yield ("setup", "turn", "active"), _no_player(scenario["setup"]["turn"]["active"], names)


def _player_names(scenario: Mapping[str, Any]) -> list[str]:
    return [p["name"] for p in scenario["setup"]["players"]]


def _no_player(name: str, names: list[str]) -> str:
    return f"{name} is not one of the players ({', '.join(names)})"


def _card(name: str) -> str | None:
    if CATALOGUE.card(name) is None:
        return f"unknown card: {name} (not in the card catalogue)"
    return None


def _hands(scenario: Mapping[str, Any], where: Callable[[Path], str]) -> Iterator[Problem]:
    for i, player in enumerate(scenario["setup"]["players"]):
        for j, card in enumerate(player["hand"]):
            name = card["card"] if isinstance(card, dict) else card
            if (problem := _card(name)) is not None:
                yield ("setup", "players", i, "hand", j), problem
        if isinstance(player["library"], list):
            for j, name in enumerate(player["library"]):
                if (problem := _card(name)) is not None:
                    yield ("setup", "players", i, "library", j), problem
    yield from _ids(scenario, where)


def generated_ids(scenario: Mapping[str, Any]) -> dict[str, str]:
    """The ids the game gives, at setup, to what the scenario did not name: id -> what it is."""
    ids: dict[str, str] = {}
    for player in scenario["setup"]["players"]:
        lower = player["name"].lower()
        for n, card in enumerate(player["hand"], 1):
            if not isinstance(card, dict):
                ids[f"{lower}-hand-{n}"] = f"card {n} of {player['name']}'s hand"
        library = player["library"]
        for n in range(1, (library if isinstance(library, int) else len(library)) + 1):
            ids[f"{lower}-library-{n}"] = f"card {n} of {player['name']}'s library"
    for permanent in scenario["setup"]["permanents"]:
        for n in range(1, len(permanent["imprinted"]) + 1):
            ids[f"{permanent['id']}-exiled-{n}"] = f"card {n} imprinted on \"{permanent['id']}\""
    return ids


def _ids(scenario: Mapping[str, Any], where: Callable[[Path], str]) -> Iterator[Problem]:
    """Every id the scenario gives is given once, and is not one the game gives something else."""
    generated = generated_ids(scenario)
    first: dict[str, Path] = {}
    named: list[tuple[Path, str]] = []
    for i, player in enumerate(scenario["setup"]["players"]):
        named += [(("setup", "players", i, "hand", j, "id"), card["id"])
                  for j, card in enumerate(player["hand"]) if isinstance(card, dict)]
    named += [(("setup", "permanents", i, "id"), p["id"]) for i, p in enumerate(scenario["setup"]["permanents"])]
    for path, alias in named:
        if alias in first:
            yield path, f'the id "{alias}" is used twice (first at {where(first[alias])})'
        elif alias in generated:
            yield path, f'the id "{alias}" is the one the game gives to {generated[alias]}: choose another'
        first.setdefault(alias, path)


def _shown(path: Path) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


# --- permanents ------------------------------------------------------------------------------

def entry(permanent: Mapping[str, Any]) -> CardEntry | None:
    return CATALOGUE.entry(permanent.get("token") or permanent["card"], "token" in permanent)


def _permanents(scenario: Mapping[str, Any]) -> Iterator[Problem]:
    names = _player_names(scenario)
    for i, p in enumerate(scenario["setup"]["permanents"]):
        here = ("setup", "permanents", i)
        for key in ("owner", "controller"):
            if p[key] not in names:
                yield here + (key,), _no_player(p[key], names)
        if p["phased"]["status"] == "out" and p["phased"]["under"] not in names:
            yield here + ("phased", "under"), _no_player(p["phased"]["under"], names)
        card = entry(p)
        if card is None:
            kind = "token" if "token" in p else "card"
            yield here + (kind,), f"unknown {kind}: {p[kind]} (not in the card catalogue)"
            continue
        if not card.is_permanent:
            kind = " ".join(sorted(card.types)).lower()
            yield here + ("card",), (f"{card.name} is {'an' if kind[0] in 'aeiou' else 'a'} {kind}, not a permanent "
                                     "card: it can't be on the battlefield")
        if p["imprinted"] and not can_imprint(card):
            yield here + ("imprinted",), (f"{card.name} has no imprint ability (its text has no \"Imprint\"): "
                                          "no card can be exiled with it")
        for j, name in enumerate(p["imprinted"]):
            if (problem := _card(name)) is not None:
                yield here + ("imprinted", j), problem
        if p["damage"] and "Creature" not in card.types:
            yield here + ("damage",), f"{card.name} is not a creature: damage can't be marked on it"


def can_imprint(card: CardEntry) -> bool:
    """A card has an imprint ability exactly when its text has the ability word "Imprint"."""
    return re.search(r"\bImprint\b", card.text) is not None


# --- attachments -----------------------------------------------------------------------------

def _attachments(scenario: Mapping[str, Any]) -> Iterator[Problem]:
    permanents = scenario["setup"]["permanents"]
    by_id = {p["id"]: p for p in permanents}
    for i, p in enumerate(permanents):
        here = ("setup", "permanents", i, "attached_to")
        host_id = p["attached_to"]
        if host_id is None:
            if p["phased"].get("how") == "indirectly":
                yield ("setup", "permanents", i, "phased"), (f'"{p["id"]}" phased out indirectly but is attached '
                                                             "to nothing")
            continue
        problem = _attachment(p, by_id)
        if problem is not None:
            yield here, problem
            continue
        host = by_id[host_id]
        if p["phased"].get("how") == "indirectly" and host["phased"]["status"] != "out":
            yield ("setup", "permanents", i, "phased"), (f'"{p["id"]}" phased out indirectly but "{host_id}" is '
                                                         "phased in")
        if host["phased"]["status"] == "out" and p["phased"]["status"] == "in":
            yield ("setup", "permanents", i, "phased"), (f'"{p["id"]}" is phased in but attached to phased-out '
                                                         f'"{host_id}"')
    cycle = _cycle(by_id)
    if cycle is not None:
        index = next(i for i, p in enumerate(permanents) if p["id"] == cycle[0])
        yield ("setup", "permanents", index, "attached_to"), ("attachments go round in a circle: "
                                                              + " -> ".join(f'"{c}"' for c in cycle))


def _attachment(p: Mapping[str, Any], by_id: Mapping[str, Mapping[str, Any]]) -> str | None:
    """Why this permanent can't be attached to what the setup says, or None."""
    host_id = p["attached_to"]
    if host_id == p["id"]:
        return f'"{p["id"]}" is attached to itself'
    if host_id not in by_id:
        return f'"{p["id"]}" is attached to "{host_id}", which is not on the battlefield'
    card, host = entry(p), entry(by_id[host_id])
    if card is None or host is None:
        return None  # an unknown card is reported on its own
    if not card.is_attachment:
        return f'"{p["id"]}" ({card.name}) is not an Aura, Equipment or Fortification'
    what = f'"{p["id"]}" ({card.name}) can\'t be attached to "{host_id}" ({host.name}'
    if "Equipment" in card.subtypes and "Creature" not in host.types:
        return f"{what}, not a creature): Equipment equips creatures"
    if "Fortification" in card.subtypes and "Land" not in host.types:
        return f"{what}, not a land): a Fortification fortifies lands"
    if "Aura" in card.subtypes:
        allowed = enchant_types(card)
        if allowed is not None and not allowed & (host.types | {"Permanent"}):
            return f"{what}): it says \"{enchant_clause(card)}\""
    return None


def enchant_clause(card: CardEntry) -> str | None:
    """An Aura's "Enchant ..." clause, as its catalogue text says it."""
    found = re.search(r"(?:^|[.\n]\s*)(Enchant [^.\n]+)", card.text)
    return found.group(1).strip() if found else None


def enchant_types(card: CardEntry) -> set[str] | None:
    """The card types an Aura can enchant ("Enchant artifact or creature" -> Artifact, Creature), or
    None when its clause says more than card types (then it is not judged here)."""
    clause = enchant_clause(card)
    if clause is None:
        return None
    allowed: set[str] = set()
    for item in re.split(r",\s*(?:or\s+)?|\s+or\s+", clause[len("Enchant "):]):
        word = item.strip().lower()
        if word == "permanent":
            allowed.add("Permanent")
        elif word in ENCHANTABLE:
            allowed.add(ENCHANTABLE[word])
        elif word == "player":
            continue
        else:
            return None
    return allowed


def _cycle(by_id: Mapping[str, Mapping[str, Any]]) -> list[str] | None:
    for start in sorted(by_id):
        path = [start]
        current = by_id[start]["attached_to"]
        while current is not None and current in by_id and current not in path:
            path.append(current)
            current = by_id[current]["attached_to"]
        if current == start and len(path) > 1:
            return path + [start]
    return None


# --- control effects -------------------------------------------------------------------------

def _effects(scenario: Mapping[str, Any]) -> Iterator[Problem]:
    by_id = {p["id"]: p for p in scenario["setup"]["permanents"]}
    names = _player_names(scenario)
    for i, effect in enumerate(scenario["setup"]["effects"]):
        here = ("setup", "effects", i)
        if (problem := _card(effect["source"])) is not None:
            yield here + ("source",), problem
        if effect["player"] not in names:
            yield here + ("player",), _no_player(effect["player"], names)
        subject = by_id.get(effect["permanent"])
        if subject is None:
            yield here + ("permanent",), f'no permanent has the id "{effect["permanent"]}"'
            continue
        if subject["controller"] != effect["player"]:
            yield here + ("player",), (f'"{subject["id"]}" is set up as controlled by {subject["controller"]}, '
                                       f'not {effect["player"]}: say "{effect["player"]} controls ... owned by '
                                       f'{subject["owner"]} as \"{subject["id"]}\""')
        keeper_id = effect["duration"].get("tapped")
        if keeper_id is not None:
            keeper = by_id.get(keeper_id)
            if keeper is None or not keeper["tapped"] or keeper["phased"]["status"] != "in":
                yield here + ("duration", "tapped"), (f'"{keeper_id}" must be a tapped, phased-in permanent for '
                                                      "the control effect to be in force")


# --- steps -----------------------------------------------------------------------------------

def _steps(scenario: Mapping[str, Any]) -> Iterator[Problem]:
    names = _player_names(scenario)
    known = known_ids(scenario)
    cards = game_cards(scenario)
    for i, step in enumerate(scenario["steps"]):
        for key, name in _players_in(step):
            if name not in names:
                yield ("steps", i) + key, _no_player(name, names)
        for key, alias in aliases_in(step):
            if not derives(alias, known):
                yield ("steps", i) + key, f'no permanent or card has the id "{alias}"'
        for key, name in _cards_in(step):
            if (problem := _card(name)) is not None:
                yield ("steps", i) + key, problem
        if "action" in step and "card" in step and _card(step["card"]) is None and step["card"] not in cards:
            yield ("steps", i, "card"), (f"no card of this game is {step['card']} (it is in no hand, library or "
                                         "permanent of the setup): an engine refuses the action as invalid, not "
                                         "illegal (docs/engines.md §3)")


def game_cards(scenario: Mapping[str, Any]) -> set[str]:
    """The names of every card of the game as it begins: in a hand or a library (a number of cards
    is that many Islands), on the battlefield, or imprinted. A game makes no card later (tokens and
    copies are not cards)."""
    found: set[str] = set()
    for player in scenario["setup"]["players"]:
        found |= {card["card"] if isinstance(card, dict) else card for card in player["hand"]}
        found |= set(library_cards(player["library"]))
    for permanent in scenario["setup"]["permanents"]:
        found |= {permanent["card"]} if "card" in permanent else set()
        found |= set(permanent["imprinted"])
    return found


def library_cards(library: int | list[str]) -> list[str]:
    """A setup player's library, top first: a number of cards is that many Islands."""
    return ["Island"] * library if isinstance(library, int) else list(library)


def known_ids(scenario: Mapping[str, Any]) -> set[str]:
    """Every id an object has as the game begins."""
    known = {p["id"] for p in scenario["setup"]["permanents"]} | set(generated_ids(scenario))
    for player in scenario["setup"]["players"]:
        known |= {card["id"] for card in player["hand"] if isinstance(card, dict)}
    return known


def derives(alias: str, known: set[str]) -> bool:
    """Whether an id is one of the setup's, or one the game gives to what it makes from them
    (docs/engines.md): "<maker>-<token name>" for a token, "<card>-copy" for a copy, and "-2",
    "-3", ... after an id already taken."""
    if alias in known:
        return True
    for suffix in _made_suffixes():
        if alias.endswith(suffix) and derives(alias[:-len(suffix)], known):
            return True
    again = re.fullmatch(r"(.+)-([2-9]|[1-9][0-9]+)", alias)
    return again is not None and derives(again.group(1), known)


def _made_suffixes() -> list[str]:
    return ["-copy"] + [f"-{name.lower().replace(' ', '-')}" for name in CATALOGUE.tokens]


def aliases_in(step: Mapping[str, Any]) -> Iterator[tuple[Path, str]]:
    """(path within the step, id) for every id a step names."""
    for key in ALIAS_KEYS:
        if isinstance(step.get(key), str):
            yield (key,), step[key]
    if step.get("check") == "zone":
        yield ("card",), step["card"]
    for n, alias in enumerate(step.get("attackers", [])):
        yield ("attackers", n), alias
    for n, alias in enumerate(step.get("attached", [])):
        yield ("attached", n), alias
    for n, block in enumerate(step.get("blocks", [])):
        yield ("blocks", n, "blocker"), block["blocker"]
        yield ("blocks", n, "attacker"), block["attacker"]
    for n, ref in enumerate(step.get("targets", [])):
        if "permanent" in ref:
            yield ("targets", n, "permanent"), ref["permanent"]
    if step.get("action") == "answer":
        yield from _answer_aliases(step)


def _answer_aliases(step: Mapping[str, Any]) -> Iterator[tuple[Path, str]]:
    answer, holds = step["answer"], answers.names(step["choice"])
    if holds == "id":
        yield ("answer",), answer
    elif holds == "ids":
        yield from ((("answer", n), alias) for n, alias in enumerate(answer))
    elif holds == "references":
        yield from ((("answer", n, "permanent"), ref["permanent"]) for n, ref in enumerate(answer)
                    if "permanent" in ref)
    elif holds in ("division", "blocker order"):
        yield ("answer", "creature"), answer["creature"]
        if holds == "division":
            yield from ((("answer", "damage", n, "permanent"), d["permanent"]) for n, d in enumerate(answer["damage"]))
        else:
            yield from ((("answer", "order", n), alias) for n, alias in enumerate(answer["order"]))


def _players_in(step: Mapping[str, Any]) -> Iterator[tuple[Path, str]]:
    for key in ("player", "defender"):
        if isinstance(step.get(key), str):
            yield (key,), step[key]
    for n, ref in enumerate(step.get("targets", [])):
        if "player" in ref:
            yield ("targets", n, "player"), ref["player"]
    if step.get("action") == "answer" and answers.names(step["choice"]) == "references":
        for n, ref in enumerate(step["answer"]):
            if "player" in ref:
                yield ("answer", n, "player"), ref["player"]


def _cards_in(step: Mapping[str, Any]) -> Iterator[tuple[Path, str]]:
    if "action" in step and "card" in step:
        yield ("card",), step["card"]
    if step.get("action") == "answer" and answers.names(step["choice"]) == "card":
        yield ("answer",), step["answer"]
    if step.get("check") in ("imprinted", "top of stack") and "name" in step:
        yield ("name",), step["name"]
