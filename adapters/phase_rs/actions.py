"""The protocol's actions, performed with phase.rs's legal actions (docs/engines.md §3).

phase.rs lists the legal actions of the player it waits for (``Game.actions``) and applies one by
seat. An action the scenario asks for is looked up among them: if phase.rs does not offer it, the
action is refused as ``illegal`` and the game is put back exactly as it was (phase.rs's saved state
is loaded again). Moving through the turn is passing priority, seat by seat, as phase.rs asks.
"""
from __future__ import annotations

from typing import Any, Callable

from .cards import CardPool, unparsed
from . import untap
from .prompts import Intent, settle
from .table import IDLE, PHASES, STEPS, Refused, Table, Unexpressible

LIMIT = 2000  # priority passes in one action before the adapter gives up on a runaway game
STEPS_LIMIT = 200  # steps an advance may take before it is refused (docs/engines.md §3)


def perform(table: Table, pool: CardPool, step: dict[str, Any]) -> None:
    """Perform one action step; raise :class:`Refused` if phase.rs does not allow it."""
    kind = step["action"]
    if kind == "answer":
        table.answers.append((step["player"], step["choice"], step["answer"]))
        return
    if table.untap_view is not None:
        if _from_untap_step(table, step):
            return
    table.waiting_on_stack = 0
    if not table.acted and table.prompt["type"] == "Priority":
        # the setup's state-based actions are performed the first time a player would receive
        # priority (docs/engines.md, section 2): phase.rs's own, with its debug action, as the game
        # was loaded with priority given and none performed
        table.apply(table.prompt["data"]["player"], {"type": "Debug", "data": {"type": "RunStateBasedActions"}})
    settle(table)
    if table.prompt["type"] == "GameOver":  # 104.2a: nothing more can be done in it
        if not table.acted and (kind in ("advance", "pass priority") or (kind == "resolve" and table.stack)):
            # phase.rs ended the game on the setup's state-based actions, which the protocol performs
            # the first time a player would receive priority: the advance, pass or resolution during
            # which that happens stops there and is accepted (docs/engines.md, section 3)
            return
        raise Refused("illegal", "the game is over")
    if kind == "cast":
        _cast(table, pool, step)
    elif kind == "activate":
        _activate(table, step)
    elif kind == "play land":
        _play_land(table, step)
    elif kind == "attack":
        _attack(table, step)
    elif kind == "block":
        _block(table, step)
    elif kind == "resolve":
        _resolve(table, None if step["count"] == "all" else step["count"])
    elif kind == "pass priority":
        _pass_round(table)
    elif kind == "advance":
        advance(table, step["player"], step["step"])
    elif kind == "concede":
        table.apply(table.seat(step["player"]), {"type": "Concede", "data": {"player_id": table.seat(step["player"])}})
        settle(table)
    else:
        raise Unexpressible(f"the adapter has no way to perform a {kind!r} action")


def _from_untap_step(table: Table, step: dict[str, Any]) -> bool:
    """An action while the game is shown at the end of an untap step (untap.py), phase.rs waiting at
    the upkeep's beginning: an ``advance`` to that upkeep, or a ``pass priority`` (nobody has priority
    in the untap step, so the game goes on to the upkeep, as phase.rs did), shows the game where
    phase.rs is, and is done (True); an ``advance`` elsewhere goes on from there (False); anything
    else asks phase.rs to act in its untap step, which it never stops in."""
    kind = step["action"]
    upkeep = kind == "pass priority" or (
        kind == "advance" and step["step"] == "upkeep" and table.seat(step["player"]) == table.active)
    if kind not in ("advance", "pass priority"):
        raise Unexpressible(f"phase.rs never stops in the untap step (the game was shown there from where phase.rs "
                            f"stops, the upkeep's beginning), so it can't be asked for a {kind!r} action there")
    untap.release(table)
    return upkeep


def _pass(table: Table, stop_at: Callable[[dict[str, Any]], bool] = lambda prompt: False) -> list[dict[str, Any]]:
    """The player phase.rs waits for passes priority, and phase.rs's questions that follow are
    answered (up to one ``stop_at`` picks); every event of both, in order."""
    start = len(table.pending_events)
    table.apply(table.game.priority_player(), {"type": "PassPriority"})
    settle(table, stop_at=stop_at)
    return table.pending_events[start:]


def _any(events: list[dict[str, Any]], *kinds: str) -> bool:
    return any(e["type"] in kinds for e in events)


def _give_priority(table: Table, player: str) -> None:
    """Let the others pass until ``player`` holds priority, as long as that changes nothing else."""
    seat = table.seat(player)
    for _ in range(len(table.seats)):
        if table.prompt["type"] == "Priority" and table.game.priority_player() == seat:
            return
        if _any(_pass(table), "StackResolved", "PhaseChanged", "TurnStarted"):
            raise Refused("illegal", f"{player} gets no priority before the game moves on")
    raise Refused("illegal", f"{player} gets no priority now")


def _in_hand(table: Table, player: str, card: str) -> int:
    """The first card of that name in the player's hand; a card the game holds elsewhere is not
    there now (illegal), a card the game does not hold at all is invalid."""
    for obj in table.game.hand(table.seat(player)):
        if obj["name"] == card:
            return obj["id"]
    if any(obj["name"] == card for obj in table.state()["objects"].values()):
        raise Refused("illegal", f"{player} has no {card} in hand")
    raise Refused("invalid", f"there is no {card} in this game")


def _offered(table: Table, kind: str, match: Callable[[dict[str, Any]], bool]) -> Any:
    table.waive_costs(kind != "PassPriority")  # what is offered is what can be paid for
    for action in table.game.actions():
        if action.kind == kind and match(action.data or {}):
            return action
    return None


def _stacked(table: Table, events: list[dict[str, Any]]) -> dict[str, Any] | None:
    pushed = [e["data"]["object_id"] for e in events if e["type"] == "StackPushed"]
    for entry in table.stack:
        if pushed and entry["id"] == pushed[0]:
            return entry
    return None


def _targets_of(entry: dict[str, Any]) -> list[dict[str, int]]:
    data = entry["kind"].get("data") or {}
    return list((data.get("ability") or {}).get("targets") or data.get("targets") or [])


def _check_targets(table: Table, entry: dict[str, Any] | None, wanted: list[dict[str, str]]) -> None:
    """phase.rs chooses a lone legal target by itself: it must be the one the scenario named. An
    action that names no target of a spell or ability that has one is refused (docs/engines.md,
    section 3: a wrong number of targets)."""
    if entry is None:
        return
    chosen = [t for t in _targets_of(entry) if t]
    if not wanted and chosen:
        raise Refused("illegal", "the action names no target, and the spell or ability has one")
    asked = [{"Player": table.seat(r["player"])} if "player" in r else {"Object": table.object_id(r["permanent"])}
             for r in wanted]
    if sorted(map(str, chosen)) != sorted(map(str, asked)):
        raise Refused("illegal", "phase.rs does not allow those targets")


def _cast(table: Table, pool: CardPool, step: dict[str, Any]) -> None:
    player, card = step["player"], step["card"]
    if step.get("mode") in pool.entry(card).unparsed_modes:
        raise Unexpressible(f"phase.rs did not parse mode {step['mode']} of {card}'s Oracle text")
    if step.get("choices"):
        raise Unexpressible("the adapter can't make named choices (a land type, a color) on casting in phase.rs")
    object_id = _in_hand(table, player, card)
    if step.get("x") is not None and "X" not in (table.game.object(object_id).get("mana_cost") or {}).get("shards", []):
        raise Refused("invalid", f"{card} has no X")
    _give_priority(table, player)
    action = _offered(table, "CastSpell", lambda d: d.get("object_id") == object_id)
    if action is None:
        raise Refused("illegal", f"phase.rs offers {player} no way to cast {card} now")
    for text in pool.entry(card).unparsed_on_casting:
        raise Unexpressible(f"phase.rs did not parse {card}'s \"{text}\", which casting it puts to work")
    before = len(table.pending_events)
    table.apply(table.seat(player), action)
    intent = Intent(player, list(step.get("targets", [])), step.get("mode"), step.get("x"),
                    pool.entry(card).unparsed_modes)
    settle(table, intent)
    _check_targets(table, _stacked(table, table.pending_events[before:]), step.get("targets", []))


def _activate(table: Table, step: dict[str, Any]) -> None:
    player = step["player"]
    object_id = table.object_id(step["permanent"])
    obj = table.game.object(object_id)
    abilities = obj.get("abilities", [])
    activated = [i for i, a in enumerate(abilities) if a.get("kind") == "Activated"]
    number = step.get("ability", 1)
    if not 1 <= number <= len(activated):
        # the number is of the card's abilities in Oracle order; a face-down permanent has none of
        # them (708.2), and phase.rs keeps its card's own face as its back face
        printed = (obj.get("back_face") or {}).get("abilities", []) if obj.get("face_down") else abilities
        if 1 <= number <= sum(a.get("kind") == "Activated" for a in printed):
            raise Refused("illegal", f'"{step["permanent"]}" is face down, with none of its card\'s abilities')
        raise Refused("invalid", f'"{step["permanent"]}" has no activated ability number {number}')
    index = activated[number - 1]
    if unparsed(abilities[index].get("effect")):
        raise Unexpressible(f'phase.rs did not parse the effect of that ability of "{step["permanent"]}" '
                            f'({abilities[index].get("description")})')
    _give_priority(table, player)
    action = _offered(table, "ActivateAbility", lambda d: d.get("source_id") == object_id and d.get("ability_index") == index)
    if action is None and abilities[index].get("is_mana_ability"):
        # phase.rs lists no mana ability among its legal actions (it activates them while paying);
        # it still decides, when the action is applied, whether it may be activated now
        action = {"type": "ActivateAbility", "data": {"source_id": object_id, "ability_index": index}}
    if action is None:
        raise Refused("illegal", f'phase.rs offers {player} no way to activate that ability of "{step["permanent"]}" now')
    before = len(table.pending_events)
    table.apply(table.seat(player), action)
    settle(table, Intent(player, list(step.get("targets", []))))
    _check_targets(table, _stacked(table, table.pending_events[before:]), step.get("targets", []))


def _play_land(table: Table, step: dict[str, Any]) -> None:
    player, card = step["player"], step["card"]
    object_id = _in_hand(table, player, card)
    _give_priority(table, player)
    action = _offered(table, "PlayLand", lambda d: d.get("object_id") == object_id)
    if action is None:
        raise Refused("illegal", f"phase.rs offers {player} no way to play {card} now")
    table.apply(table.seat(player), action)
    settle(table)


def _move_to(table: Table, prompt: str, player: str, step: str) -> dict[str, Any]:
    """Pass priority through this turn until phase.rs asks ``player`` for ``prompt``."""
    if table.stack:
        raise Refused("illegal", f"the stack is not empty on the way to the {step}")
    seat = table.seat(player)

    def asked(current: dict[str, Any]) -> bool:
        return current["type"] == prompt and current["data"]["player"] == seat

    for _ in range(LIMIT):
        if asked(table.prompt):
            return table.prompt["data"]
        if table.prompt["type"] == "GameOver":
            raise Refused("illegal", f"the game ended before {player}'s {step}")
        if table.prompt["type"] != "Priority":
            settle(table, stop_at=asked)
            continue
        events = _pass(table, stop_at=asked)
        if _any(events, "TurnStarted", "StackPushed") or (
                any(e["type"] == "PhaseChanged" and e["data"]["phase"] in ("EndCombat", "PostCombatMain")
                    for e in events) and table.prompt["type"] != prompt):
            raise Refused("illegal", f"phase.rs gives {player} no {step} in this turn from here")
    raise RuntimeError("the game did not reach the step")


def _attack(table: Table, step: dict[str, Any]) -> None:
    player = step["player"]
    data = _move_to(table, "DeclareAttackers", player, "declare attackers step")
    opponents = [p for p in table.seats if p not in (player, IDLE) and table.in_game(table.seat(p))]
    if not step.get("defender") and len(opponents) > 1:
        raise Refused("illegal", f"the attack names no defender, and {player} has {len(opponents)} opponents "
                                 "(docs/engines.md, section 3)")
    defender = step.get("defender") or next(iter(opponents), IDLE)
    if defender == IDLE:
        raise Unexpressible("phase.rs seats two players or more: the one-player setup is played with an idle second "
                            "seat, which phase.rs would let the creatures attack, where a one-player game has no one "
                            "to attack")
    attackers = [table.object_id(a) for a in step["attackers"]]
    for attacker, name in zip(attackers, step["attackers"]):
        if attacker not in data.get("valid_attacker_ids", []):
            raise Refused("illegal", f'phase.rs does not allow "{name}" to attack')
    attacks = [[a, {"type": "Player", "data": table.seat(defender)}] for a in attackers]
    table.apply(table.seat(player), {"type": "DeclareAttackers", "data": {"attacks": attacks, "bands": []}})
    settle(table)


def _block(table: Table, step: dict[str, Any]) -> None:
    player = step["player"]
    data = _move_to(table, "DeclareBlockers", player, "declare blockers step")
    blocks = [[table.object_id(b["blocker"]), table.object_id(b["attacker"])] for b in step["blocks"]]
    for (blocker, _), block in zip(blocks, step["blocks"]):
        if blocker not in data.get("valid_blocker_ids", [blocker]):
            raise Refused("illegal", f'phase.rs does not allow "{block["blocker"]}" to block')
    table.apply(table.seat(player), {"type": "DeclareBlockers", "data": {"assignments": blocks}})
    table.block_order = {blocker: place for place, (blocker, _) in enumerate(blocks)}
    settle(table)


def _resolve(table: Table, count: int | None) -> None:
    if not table.stack:
        raise Refused("illegal", "the stack is empty")
    resolved = 0
    for _ in range(LIMIT):
        if not table.stack or (count is not None and resolved >= count):
            return
        if table.prompt["type"] == "GameOver":
            return
        events = _pass(table)
        resolved += sum(1 for e in events if e["type"] == "StackResolved")
        if _any(events, "PhaseChanged", "TurnStarted"):
            return
    raise RuntimeError("the stack did not empty")


def _pass_round(table: Table) -> None:
    """Every player passes once: the top of the stack resolves or the game moves to the next step.
    What phase.rs then stacked before giving a player priority (abilities that triggered as the
    object resolved or the step began) is, in the protocol's terms, still waiting."""
    before, phase = len(table.stack), table.game.phase
    for _ in range(len(table.seats)):
        events = _pass(table)
        if _any(events, "TurnStarted"):
            raise Unexpressible("phase.rs gives no player priority in the cleanup step and runs on into the next "
                                "turn, so a pass of priority can't stop there")
        if _any(events, "PhaseChanged") and not _next(phase, table.game.phase):
            raise Unexpressible(f"phase.rs goes on from the {STEPS[phase]} to the {STEPS[table.game.phase]}, giving no "
                                "player priority in the step between, so a pass of priority can't stop there")
        if _any(events, "StackResolved", "PhaseChanged"):
            if table.prompt["type"] == "Priority":
                left = before - 1 if _any(events, "StackResolved") and not _any(events, "PhaseChanged") else 0
                table.waiting_on_stack = _triggered_on_top(table.stack, max(len(table.stack) - left, 0))
            return


def _triggered_on_top(stack: list[dict[str, Any]], stacked: int) -> int:
    """Of the ``stacked`` entries on top of phase.rs's stack (bottom first), how many triggered abilities
    are on top: those were waiting. Below them is what the resolving object itself put there (a copy of
    a card cast as it resolved, 608.2), on the stack already."""
    count = 0
    for entry in reversed(stack[len(stack) - stacked:] if stacked else []):
        if entry["kind"]["type"] != "TriggeredAbility":
            break
        count += 1
    return count


#: the steps of a turn in order (phase.rs's names), and the one step the protocol may skip: with no
#: attackers, the declare attackers step goes on to the end of combat (508.8)
ORDER = ("Untap", "Upkeep", "Draw", "PreCombatMain", "BeginCombat", "DeclareAttackers", "DeclareBlockers",
         "CombatDamage", "EndCombat", "PostCombatMain", "End", "Cleanup")


def _next(before: str, after: str) -> bool:
    """Whether a pass of priority that went from the step ``before`` to ``after`` went to the next step
    the protocol has (first strike's damage step is phase.rs's own, within combat damage)."""
    if "FirstStrikeDamage" in (before, after):
        return True
    if before == "DeclareAttackers" and after == "EndCombat":
        return True
    return before in ORDER and after in ORDER and ORDER.index(after) == ORDER.index(before) + 1


#: phase.rs's questions about abilities that triggered as a step began, left open where an ``advance``
#: stops: the abilities are still waiting there (docs/engines.md §3), and they are answered, with the
#: answers given by then, by the next action: the order to put them on the stack in, and the targets
#: of one that phase.rs has already put on its stack
WAITING_PROMPTS = ("OrderTriggers", "TriggerTargetSelection")


def advance(table: Table, player: str, step: str) -> None:
    """Pass priority until ``step`` of ``player``'s turn begins the next time, and stop there.

    The step's beginning is read from phase.rs's events (``TurnStarted``, ``PhaseChanged``), from
    every action taken on the way: a pass, or an answer to a prompt (a discard in the cleanup step)."""
    if step == "untap step":
        advance(table, player, "upkeep")
        if table.prompt["type"] != "GameOver":
            untap.carve(table, player)
        return
    if step == "cleanup step":
        raise Unexpressible(f"phase.rs gives no player priority in the {step} and never stops there, so the game "
                            f"can't be observed in it")
    seat, phase = table.seat(player), PHASES[step]
    seen, active, reached, steps = len(table.pending_events), table.active, False, 0
    left = f"{player} has left the game: no turn of theirs is to come (docs/engines.md, section 3)"
    if not table.in_game(seat):
        raise Refused("illegal", left)

    def there() -> bool:
        nonlocal seen, active, reached, steps
        for event in table.pending_events[seen:]:
            if event["type"] == "TurnStarted":
                active = event["data"]["player_id"]
            elif event["type"] == "PhaseChanged":
                steps += 1
                reached = reached or (event["data"]["phase"] == phase and active == seat)
        seen = len(table.pending_events)
        if not reached and steps > STEPS_LIMIT:
            raise Refused("illegal", f"{player}'s {step} did not come within {STEPS_LIMIT} steps")
        return reached and table.game.phase == phase and table.active == seat

    for _ in range(LIMIT):
        if there():
            settle(table, stop_at=lambda prompt: prompt["type"] in WAITING_PROMPTS)
            if table.game.phase != phase:  # its turn-based action done (no attackers), phase.rs went on
                raise Unexpressible(f"phase.rs gives no player priority in {player}'s {step} here, so the game "
                                    "can't be stopped in it")
            # a step begins with an empty stack: what is on it now was stacked as it began
            stacked = table.prompt["type"] in ("Priority", "TriggerTargetSelection")
            table.waiting_on_stack = len(table.stack) if stacked else 0
            table.announce_waiting()
            return
        if reached:
            raise Unexpressible(f"phase.rs gives no player priority in {player}'s {step} here, so the game "
                                "can't be stopped in it")
        if table.prompt["type"] == "GameOver":
            return  # the game ended on the way: the advance stops there (docs/engines.md, section 3)
        if not table.in_game(seat):
            raise Refused("illegal", left)
        if table.prompt["type"] == "Priority":
            table.apply(table.game.priority_player(), {"type": "PassPriority"})
        else:
            settle(table, stop_at=lambda prompt: prompt["type"] in WAITING_PROMPTS and there())
    raise RuntimeError(f"{player}'s {step} did not come")
