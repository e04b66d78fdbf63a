"""Answering phase.rs's prompts: with what the action asks for, an answer given ahead of time, or
the protocol's fixed default (docs/engines.md §7).

phase.rs stops and waits (``waiting_for``) whenever a player must decide something: targets, a
mode, X, the order of triggers, a "you may", attackers... The adapter answers each prompt in the
scenario's terms and never chooses on its own beyond the protocol's defaults. A prompt the
adapter has no answer for makes the scenario ``skipped``, naming the prompt.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .order import default_order
from .table import Refused, Table, Unexpressible

LIMIT = 400  # prompts answered in one go before the adapter gives up on a runaway game


@dataclass
class Intent:
    """What the acting player asked for in their action: its targets, mode, X."""

    player: str | None = None
    targets: list[dict[str, str]] = field(default_factory=list)
    mode: int | None = None
    x: int | None = None
    unparsed_modes: frozenset[int] = frozenset()


def settle(table: Table, intent: Intent | None = None,
           stop_at: Callable[[dict[str, Any]], bool] = lambda prompt: False) -> None:
    """Answer prompts until phase.rs waits for a player's priority (or the game is over), or until
    a prompt ``stop_at`` picks, which is left open (an ``OrderTriggers`` prompt left open lists
    the game's waiting triggers).
    """
    intent = intent or Intent()
    for _ in range(LIMIT):
        prompt = table.prompt
        kind = prompt["type"]
        if kind in ("Priority", "GameOver") or stop_at(prompt):
            return
        answer = ANSWERS.get(kind)
        if answer is None:
            seat = (prompt.get("data") or {}).get("player")
            who = table.player(seat) if isinstance(seat, int) else "a player"
            raise Unexpressible(f"phase.rs asks {who} for a choice the adapter can't answer ({kind})")
        seat, action = answer(table, prompt["data"], intent)
        table.apply(seat, action)
    raise RuntimeError(f"phase.rs kept asking after {LIMIT} answers")


def _ref(table: Table, ref: dict[str, str]) -> dict[str, int]:
    if "player" in ref:
        return {"Player": table.seat(ref["player"])}
    return {"Object": table.object_id(ref["permanent"])}


def _default_target(table: Table, legal: list[dict[str, int]]) -> dict[str, int]:
    """The protocol's default: players in turn order from the active player, then permanents by id."""
    active, count = table.active, len(table.seats)
    players = sorted((t for t in legal if "Player" in t), key=lambda t: (t["Player"] - active) % count)
    objects = sorted((t for t in legal if "Object" in t), key=lambda t: table.name_of(t["Object"]))
    return (players + objects)[0]


def _target(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    seat = data["player"]
    if "selection" in data:
        legal = data["selection"].get("current_legal_targets") or []
    else:  # a copy's new targets (CopyRetarget)
        legal = data["target_slots"][data.get("current_slot", 0)].get("legal_alternatives") or []
    player = table.player(seat)
    legal = _without_idle(table, legal)
    if intent.player == player and intent.targets:
        wanted = _ref(table, intent.targets.pop(0))
        if wanted not in legal:
            raise Refused("illegal", f"phase.rs does not allow {_name(table, wanted)} as a target")
        return seat, {"type": "ChooseTarget", "data": {"target": wanted}}
    answered = table.take_answer(player, "targets")
    slots = max(len(data.get("target_slots") or []), 1)
    if answered is not None and len(answered) == slots:  # an answer of another number of targets is not legal
        wanted = _ref(table, answered[(data.get("selection") or {}).get("current_slot", 0) % slots])
        if wanted in legal:
            return seat, {"type": "ChooseTarget", "data": {"target": wanted}}
    if not legal:
        return seat, {"type": "ChooseTarget", "data": {"target": None}}
    return seat, {"type": "ChooseTarget", "data": {"target": _default_target(table, legal)}}


def _without_idle(table: Table, legal: list[dict[str, int]]) -> list[dict[str, int]]:
    """The legal targets of a one-player game: the idle seat is none (setup._idle). If it is the only
    one phase.rs has, the one-player game has no legal target where phase.rs has one."""
    if table.idle is None or {"Player": table.idle} not in legal:
        return legal
    others = [t for t in legal if t != {"Player": table.idle}]
    if not others:
        raise Unexpressible("phase.rs seats two players or more: the one-player setup is played with an idle second "
                            "seat, and it is the only legal target phase.rs has, where a one-player game has none")
    return others


def _action_target(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """The targets of the spell or ability the action casts or activates: those it names, and no
    more. A slot that may stay empty ("any number of target ...") once they are used up is left
    empty rather than given the default: the action's targets are every target it has."""
    slots = data.get("target_slots") or []
    current = (data.get("selection") or {}).get("current_slot", 0)
    optional = current < len(slots) and slots[current].get("optional", False)
    if optional and intent.player == table.player(data["player"]) and not intent.targets:
        return data["player"], {"type": "ChooseTarget", "data": {"target": None}}
    return _target(table, data, intent)


def _name(table: Table, target: dict[str, int]) -> str:
    return table.player(target["Player"]) if "Player" in target else f'"{table.name_of(target["Object"])}"'


def _mode(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    seat = data["player"]
    player = table.player(seat)
    mode = intent.mode if intent.player == player and intent.mode else table.take_answer(player, "mode") or 1
    if mode in intent.unparsed_modes:
        raise Unexpressible(f"phase.rs did not parse mode {mode} of the spell's Oracle text")
    if not 1 <= mode <= data["modal"]["mode_count"]:
        raise Refused("invalid", f"the spell has no mode {mode}")
    return seat, {"type": "SelectModes", "data": {"indices": [mode - 1]}}


def _x(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    value = intent.x or 0
    if not data.get("min", 0) <= value <= data.get("max", value):
        raise Refused("illegal", f"phase.rs does not allow X = {value}")
    return data["player"], {"type": "ChooseX", "data": {"value": value}}


def _order(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """The order to put triggered abilities on the stack in, first listed first: those an ``order``
    answer lists (by their sources' ids), then the rest in the protocol's default order (order.py)."""
    seat = data["player"]
    triggers = data["triggers"]
    table.announce_waiting()  # they have triggered, and may not all reach the stack
    answer = table.take_answer(table.player(seat), "order") or []
    chosen: list[int] = []
    for source in answer:
        for index, trigger in enumerate(triggers):
            if index not in chosen and table.name_of(trigger["source_id"]) == source:
                chosen.append(index)
                break
    rest = [i for i in range(len(triggers)) if i not in chosen]
    if len(rest) > 1:  # (one left, or none: the answer said it all, whatever phase.rs recorded)
        rest = [i for i in default_order(table, seat, triggers) if i not in chosen]
    return seat, {"type": "OrderTriggers", "data": {"order": chosen + rest}}


def _may(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    answer = table.take_answer(table.player(data["player"]), "may")
    return data["player"], {"type": "DecideOptionalEffect", "data": {"accept": answer is not False}}


def _pay_or_not(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """"... unless [a player] pays ...": paying is that player's "you may" (mana costs are waived, and
    phase.rs pays from the debug switch's unlimited mana), a `may` answer, else yes (§7)."""
    answer = table.take_answer(table.player(data["player"]), "may")
    return data["player"], {"type": "PayUnlessCost", "data": {"pay": answer is not False}}


def _untap(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """"You may choose not to untap": one candidate at a time, kept tapped if the player said so."""
    seat, candidate = data["player"], data["candidates"][0]
    keep = table.take_answer(table.player(seat), "keep tapped", table.name_of(candidate)) is not None
    return seat, {"type": "ChooseUntap", "data": {"object_id": candidate, "untap": not keep}}


def _discard(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """Cards to discard: the named ones first, then the first eligible in hand order."""
    seat, count, eligible = data["player"], data.get("count", 1), list(data["cards"])
    hand = [c["id"] for c in table.game.hand(seat) if c["id"] in eligible]
    hand += [c for c in eligible if c not in hand]
    chosen: list[int] = []
    for _ in range(count):
        name = table.take_answer(table.player(seat), "card")
        named = [c for c in hand if c not in chosen and table.game.object(c)["name"] == name]
        chosen.append((named or [c for c in hand if c not in chosen])[0])
    return seat, {"type": "SelectCards", "data": {"cards": chosen}}


def _from_hand(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """Cards an effect moves from its player's hand (an imprint): chosen as cards to discard are."""
    if data.get("zone") != "Hand":
        raise Unexpressible(f"phase.rs asks {table.player(data['player'])} for a choice the adapter can't answer "
                            f"(EffectZoneChoice from the {str(data.get('zone')).lower()})")
    return _discard(table, data, intent)


def _legend(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """The legend rule: the permanent named by a ``keep`` answer, else the newest (phase.rs's own
    latest timestamp)."""
    seat, candidates = data["player"], list(data["candidates"])
    named = [c for c in candidates if table.take_answer(table.player(seat), "keep", table.name_of(c)) is not None]
    keep = named[0] if named else max(candidates, key=lambda c: table.game.object(c).get("timestamp") or 0)
    return seat, {"type": "ChooseLegend", "data": {"keep": keep}}


def _no_attackers(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    return data["player"], {"type": "DeclareAttackers", "data": {"attacks": [], "bands": []}}


def _no_blockers(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    return data["player"], {"type": "DeclareBlockers", "data": {"assignments": []}}


def _combat_damage(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """How a blocked attacker divides its combat damage among its blockers (510.1c): a ``combat
    damage`` answer naming it, taken if its amounts, all to creatures blocking it, add up to the
    damage it deals; else the protocol's default (docs/engines.md §7), lethal damage to each
    blocker in turn and the rest to the last, in the order the blocks were declared (phase.rs lists
    them in an order of its own), lethal damage being phase.rs's ``lethal_minimum`` for each. A
    trampler's division (damage to the player too) is not expressed."""
    seat, total = data["player"], data["total_damage"]
    listed = sorted(data["blockers"], key=lambda b: table.block_order.get(b["blocker_id"], len(table.block_order)))
    blockers = [b["blocker_id"] for b in listed]
    if data.get("trample") is not None or not blockers:
        raise Unexpressible(f"phase.rs asks {table.player(seat)} for a choice the adapter can't answer "
                            "(AssignCombatDamage)")
    division = _answered_division(table, table.player(seat), table.name_of(data["attacker_id"]), blockers, total)
    if division is None:
        division, remaining = [], total
        for index, blocker in enumerate(listed):
            amount = remaining if index == len(blockers) - 1 else min(blocker["lethal_minimum"], remaining)
            division.append([blocker["blocker_id"], amount])
            remaining -= amount
    return seat, {"type": "AssignCombatDamage", "data": {"mode": "Normal", "assignments": division,
                                                         "trample_damage": 0, "controller_damage": 0}}


def _answered_division(table: Table, player: str, attacker: str, blockers: list[int],
                       total: int) -> list[list[int]] | None:
    """The first ``combat damage`` answer of ``player`` naming ``attacker``, used up, as phase.rs's
    assignments if it is a division of ``total`` among ``blockers``; else None."""
    for index, (who, kind, answer) in enumerate(table.answers):
        if who != player or kind != "combat damage" or not isinstance(answer, dict) or answer.get("creature") != attacker:
            continue
        del table.answers[index]
        division = []
        for part in answer.get("damage") or []:
            blocker = table.objects.get(part.get("permanent"))
            if (blocker not in blockers or any(blocker == b for b, _ in division)
                    or not isinstance(part.get("amount"), int) or part["amount"] < 0):
                return None
            division.append([blocker, part["amount"]])
        return division if sum(amount for _, amount in division) == total else None
    return None


def _pay_with_mana(table: Table, data: dict[str, Any], intent: Intent) -> tuple[int, dict[str, Any]]:
    """A cost with convoke: paid from the mana pool (the debug switch's unlimited mana, which is how
    mana costs are waived), tapping no creature: "passing" is how phase.rs finishes a payment."""
    return data["player"], {"type": "PassPriority"}


ANSWERS: dict[str, Callable[[Table, dict[str, Any], Intent], tuple[int, dict[str, Any]]]] = {
    "TargetSelection": _action_target,
    "TriggerTargetSelection": _target,
    "CopyRetarget": _target,
    "ModeChoice": _mode,
    "ChooseXValue": _x,
    "OrderTriggers": _order,
    "OptionalEffectChoice": _may,
    "UnlessPayment": _pay_or_not,
    "UntapChoice": _untap,
    "DiscardToHandSize": _discard,
    "DiscardChoice": _discard,
    "EffectZoneChoice": _from_hand,
    "ChooseLegend": _legend,
    "DeclareAttackers": _no_attackers,
    "DeclareBlockers": _no_blockers,
    "ManaPayment": _pay_with_mana,
    "AssignCombatDamage": _combat_damage,
}
