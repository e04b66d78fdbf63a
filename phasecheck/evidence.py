"""Cross-checks of what an engine claims against what it reports, before any check is judged.

- An engine that declares a kind of event complete must report it for every change the states
  show: a permanent whose phased status, tapped status or presence on the battlefield changed
  between two checkpoints (the setup being the first) with no such event is an error. This is
  what keeps "has not phased out" from passing for an engine that reports nothing.
- An engine may only report cards and tokens it declared.
- What a scenario needs of an engine (cards, tokens) is read here too, so that a scenario an
  engine can't play is skipped with the reason instead of being sent.
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator, Mapping

from .catalogue import concepts

#: the kinds of answer that name a card (the rules concepts')
CARD_ANSWERS = frozenset(a.name for a in concepts().answer_kinds if a.value.name == "card")
#: permanent id -> its phased status and tapped status, at one moment
Board = dict[str, dict[str, Any]]


def needs(scenario: Mapping[str, Any]) -> tuple[set[str], set[str]]:
    """The cards and tokens a scenario names in its setup and actions."""
    setup = scenario["setup"]
    cards: set[str] = set()
    tokens: set[str] = set()
    for player in setup["players"]:
        cards |= {c["card"] if isinstance(c, dict) else c for c in player["hand"]}
        library = player["library"]
        cards |= {"Island"} if isinstance(library, int) and library > 0 else set(library if isinstance(library, list)
                                                                                  else ())
    for permanent in setup["permanents"]:
        if "token" in permanent:
            tokens.add(permanent["token"])
        else:
            cards.add(permanent["card"])
        cards |= set(permanent.get("imprinted", ()))
    cards |= {effect["source"] for effect in setup.get("effects", ())}
    for step in scenario["steps"]:
        if "action" in step and "card" in step:
            cards.add(step["card"])
        if step.get("action") == "answer" and step.get("choice") in CARD_ANSWERS:
            cards.add(step["answer"])
    return cards, tokens


def _setup_board(scenario: Mapping[str, Any]) -> Board:
    return {p["id"]: {"phased": p["phased"]["status"], "tapped": p.get("tapped", False)}
            for p in scenario["setup"]["permanents"]}


def _board(state: Mapping[str, Any]) -> Board:
    return {p["id"]: {"phased": p["phased"]["status"], "tapped": p["tapped"]} for p in state["permanents"]}


def _changes(before: Board, after: Board) -> Iterator[tuple[str, str, str]]:
    """(permanent, the event kind its change needs, what changed) for every change between boards."""
    for pid in sorted(set(before) | set(after)):
        old, new = before.get(pid), after.get(pid)
        if old is None:
            yield pid, "zone change", "it entered the battlefield"
        elif new is None:
            yield pid, "zone change", "it left the battlefield"
        else:
            if old["phased"] != new["phased"]:
                kind = "phased out" if new["phased"] == "out" else "phased in"
                yield pid, kind, f"it {kind}"
            if old["tapped"] != new["tapped"]:
                kind = "tapped" if new["tapped"] else "untapped"
                yield pid, kind, f"it became {kind}"


def _shown(pid: str, kind: str, events: Iterable[Mapping[str, Any]]) -> bool:
    if kind == "zone change":
        return any(e["type"] == "zone change" and e.get("card") == pid for e in events)
    return any(e["type"] == kind and e.get("permanent") == pid for e in events)


def missing_events(scenario: Mapping[str, Any], checkpoints: list[Mapping[str, Any]],
                   complete_events: frozenset[str]) -> str | None:
    """The first change the states show with no event, of a kind the engine declares complete."""
    before = _setup_board(scenario)
    previous = "the setup"
    for checkpoint in checkpoints:
        after = _board(checkpoint["state"])
        step = scenario["steps"][checkpoint["step"]] if checkpoint["step"] < len(scenario["steps"]) else {}
        here = f"the checkpoint at line {step['line']}" if "line" in step else f"the checkpoint at step {checkpoint['step']}"
        for pid, kind, what in _changes(before, after):
            if kind in complete_events and not _shown(pid, kind, checkpoint["events"]):
                return (f'the engine declares every "{kind}" event complete, but reported none for "{pid}": '
                        f"{what} between {previous} and {here}")
        before, previous = after, here
    return None


def undeclared_names(checkpoints: list[Mapping[str, Any]], declared: frozenset[str]) -> str | None:
    """A card or token name in the observations that the engine did not declare."""
    for checkpoint in checkpoints:
        state = checkpoint["state"]
        for item in [*state["permanents"], *state["cards"]]:
            if item["name"] not in declared:
                return f'the engine reported "{item["id"]}" as {item["name"]}, a card it did not declare'
    return None
