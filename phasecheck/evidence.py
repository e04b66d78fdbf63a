"""Cross-checks of what an engine claims against what it reports, before any check is judged.

- An engine that declares a kind of event complete must report it for every change the states
  show: a permanent whose phased status, tapped status, presence on the battlefield or attachment
  (phased in at both and not between, 702.26i-j) changed between two checkpoints (the setup being
  the first) with no such event is an error. This is what keeps "has not phased out" from passing
  for an engine that reports nothing.
- An engine may only report cards and tokens it declared.
- A state names each object once: a player, a permanent or a card (an object is on the
  battlefield or in one other zone, never both, never twice), and a card in a hand or a graveyard
  is in one of them, as its own entry says. An engine that names one twice has contradicted itself:
  which of the two a check would read is not for phasecheck to guess.
- A state names only players it lists (as owners, controllers, the active player, whom a permanent
  phased out under); a card in a hand or graveyard is its owner's, and one said to be there is
  there; a permanent is attached only to another permanent of the state, never (through others)
  to itself: a board that can't be is not judged either.
- What a scenario needs of an engine (cards, tokens) is read here too, so that a scenario an
  engine can't play is skipped with the reason instead of being sent.
"""
from __future__ import annotations

import json
from typing import Any, Iterable, Iterator, Mapping

from .catalogue import concepts
from .steps.consistency import game_cards

#: the kinds of answer that name a card (the rules concepts')
CARD_ANSWERS = frozenset(a.name for a in concepts().answer_kinds if a.value.name == "card")
#: permanent id -> its phased status, tapped status and what it is attached to, at one moment
Board = dict[str, dict[str, Any]]


def needs(scenario: Mapping[str, Any]) -> tuple[set[str], set[str]]:
    """The cards and tokens a scenario names in its setup and actions."""
    tokens = {p["token"] for p in scenario["setup"]["permanents"] if "token" in p}
    cards = game_cards(scenario) | {effect["source"] for effect in scenario["setup"]["effects"]}
    for step in scenario["steps"]:
        if "action" in step and "card" in step:
            cards.add(step["card"])
        if step.get("action") == "answer" and step.get("choice") in CARD_ANSWERS:
            cards.add(step["answer"])
    return cards, tokens


def _setup_board(scenario: Mapping[str, Any]) -> Board:
    return {p["id"]: {"phased": p["phased"]["status"], "tapped": p.get("tapped", False),
                      "attached_to": p.get("attached_to")} for p in scenario["setup"]["permanents"]}


def _board(state: Mapping[str, Any]) -> Board:
    return {p["id"]: {"phased": p["phased"]["status"], "tapped": p["tapped"], "attached_to": p["attached_to"]}
            for p in state["permanents"]}


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


def _unshown_attachment(before: Board, after: Board, events: list[Mapping[str, Any]],
                        complete_events: frozenset[str]) -> tuple[str, str, str] | None:
    """(permanent, kind, what changed) for the first change of attachment with no event of that kind
    (an `attached` event naming the host it joined). Phasing is never becoming attached or
    unattached (702.26j), and a permanent may phase in unattached (702.26i): only a permanent phased in at both checkpoints
    that did not phase in between is judged, which can be known only of an engine that reports every
    phasing."""
    if not {"phased out", "phased in"} <= complete_events:
        return None
    phased = {e.get("permanent") for e in events if e["type"] in ("phased out", "phased in")}
    for pid in sorted(set(before) & set(after)):
        old, new = before[pid], after[pid]
        was, now = old["attached_to"], new["attached_to"]
        if was == now or pid in phased or old["phased"] != "in" or new["phased"] != "in":
            continue
        if was is not None and "unattached" in complete_events and not any(
                e["type"] == "unattached" and e.get("permanent") == pid for e in events):
            return pid, "unattached", f'it became unattached from "{was}"'
        if now is not None and "attached" in complete_events and not any(
                e["type"] == "attached" and e.get("permanent") == pid and e.get("to") == now for e in events):
            return pid, "attached", f'it became attached to "{now}"'
    return None


def _place(scenario: Mapping[str, Any], checkpoint: Mapping[str, Any]) -> str:
    """Where a checkpoint (numbered by the scenario's steps) is, in words."""
    step = scenario["steps"][checkpoint["step"]] if checkpoint["step"] < len(scenario["steps"]) else {}
    return f"the checkpoint at line {step['line']}" if "line" in step else f"the checkpoint at step {checkpoint['step']}"


def missing_events(scenario: Mapping[str, Any], checkpoints: list[Mapping[str, Any]],
                   complete_events: frozenset[str]) -> str | None:
    """The first change the states show with no event, of a kind the engine declares complete."""
    before = _setup_board(scenario)
    previous = "the setup"
    for checkpoint in checkpoints:
        after = _board(checkpoint["state"])
        here = _place(scenario, checkpoint)
        unshown = next(((pid, kind, what) for pid, kind, what in _changes(before, after)
                        if kind in complete_events and not _shown(pid, kind, checkpoint["events"])), None) \
            or _unshown_attachment(before, after, checkpoint["events"], complete_events)
        if unshown is not None:
            pid, kind, what = unshown
            return (f'the engine declares every "{kind}" event complete (always or in this run), '
                    f'but reported none for "{pid}": '
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


def contradiction(scenario: Mapping[str, Any], checkpoints: list[Mapping[str, Any]]) -> tuple[str, str] | None:
    """The first thing a state says that can't be — an object named twice, a player it does not
    list, an impossible attachment — (why, and as evidence the entries that say it, each on a line
    with its JSON path in the state), or None. ``checkpoints``: numbered by the scenario's steps."""
    for checkpoint in checkpoints:
        found = _twice(checkpoint["state"]) or _impossible(checkpoint["state"])
        if found is not None:
            what, entries = found
            return (f"the engine reported {what}, at {_place(scenario, checkpoint)}: the observations contradict "
                    "themselves", "\n".join(f"{where}: {json.dumps(entry, ensure_ascii=False)}" for where, entry in entries))
    return None


def _impossible(state: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]] | None:
    """A player named who is not in the state, or an attachment that can't be (to itself, to no
    permanent of the state, in a loop): what, and the entries that say so."""
    players = {player["name"] for player in state["players"]}
    named = [("turn.active", state["turn"]["active"])]
    for kind, keys in (("permanents", ("owner", "controller")), ("cards", ("owner",)),
                       ("stack", ("controller",)), ("waiting_triggers", ("controller",))):
        named += [(f"{kind}[{index}].{key}", item[key]) for index, item in enumerate(state[kind])
                  for key in keys if item.get(key) is not None]
    named += [(f"permanents[{index}].phased.under", item["phased"]["under"])
              for index, item in enumerate(state["permanents"]) if "under" in item["phased"]]
    for where, name in named:
        if name not in players:
            return f'"{name}" as a player ({where}), whom the state does not list among its players', [(where, name)]
    return _misplaced(state) or _misattached(state)


def _misplaced(state: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]] | None:
    """A card in a hand or graveyard that is not its owner's (400.3: a card goes only to its owner's
    hand, library or graveyard), or a card said to be in a hand or graveyard that no list holds."""
    held = {(player["name"], zone, card): f"players[{index}].{zone}" for index, player in enumerate(state["players"])
            for zone in ("hand", "graveyard") for card in player[zone]}
    cards = {item["id"]: (f"cards[{index}]", item) for index, item in enumerate(state["cards"])}
    for (holder, zone, card), where in held.items():
        found = cards.get(card)
        if found is not None and found[1]["owner"] != holder:
            return (f'"{card}", owned by "{found[1]["owner"]}", in the {zone} of "{holder}"',
                    [(where, card), found])
    for card, (where, item) in cards.items():
        if item["zone"] in ("hand", "graveyard") and (item["owner"], item["zone"], card) not in held:
            return f'"{card}" in the {item["zone"]} of "{item["owner"]}", which does not hold it', [(where, item)]
    return None


def _misattached(state: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]] | None:
    """A permanent attached to itself, to no permanent of the state, or in a loop of attachments. Each
    permanent is walked once (a permanent is attached to one thing at most): linear in the board."""
    attached = {item["id"]: (f"permanents[{index}]", item) for index, item in enumerate(state["permanents"])}
    sound: set[str] = set()  # permanents whose attachments end well
    for start in attached:
        path: dict[str, None] = {}  # this walk, in order
        current: str | None = start
        while current is not None and current not in sound:
            if current in path:
                loop = list(path)[list(path).index(current):]
                if current != start:
                    what = f'"{current}" in a loop of attachments'
                elif len(loop) > 1:
                    what = f'"{start}" attached, through others, to itself'
                else:
                    what = f'"{start}" attached to itself'
                return what, [attached[i] for i in loop]
            path[current] = None
            target = attached[current][1]["attached_to"]
            if target is not None and target not in attached:
                return f'"{current}" attached to "{target}", which is not a permanent of the state', [attached[current]]
            current = target
        sound.update(path)
    return None


def _twice(state: Mapping[str, Any]) -> tuple[str, list[tuple[str, Any]]] | None:
    players: dict[str, list[tuple[str, Any]]] = {}
    for index, player in enumerate(state["players"]):
        players.setdefault(player["name"], []).append((f"players[{index}]", player))
    objects: dict[str, list[tuple[str, Any]]] = {}
    for kind in ("permanents", "cards"):
        for index, item in enumerate(state[kind]):
            objects.setdefault(item["id"], []).append((f"{kind}[{index}]", item))
    held: dict[str, list[tuple[str, Any]]] = {}
    for index, player in enumerate(state["players"]):
        for zone in ("hand", "graveyard"):
            for number, card in enumerate(player[zone]):
                held.setdefault(card, []).append((f"players[{index}].{zone}[{number}]", card))
    for name, entries in players.items():
        if len(entries) > 1:
            return f'the player "{name}" {len(entries)} times', entries
    for oid, entries in objects.items():
        if len(entries) > 1:
            return f'"{oid}" {len(entries)} times among the permanents and the cards', entries
    for oid, entries in held.items():
        zones = {where.rsplit(".", 1)[1].split("[")[0] for where, _ in entries}
        elsewhere = [(where, item) for where, item in objects.get(oid, ())
                     if "zone" not in item or item["zone"] not in zones]  # a permanent, or a card said to be elsewhere
        if len(entries) > 1 or elsewhere:
            return f'"{oid}" in {len(entries) + len(elsewhere)} places at once', entries + elsewhere
    return None
