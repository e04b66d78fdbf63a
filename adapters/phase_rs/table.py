"""One game of phase.rs as the scenario names it: seats <-> player names, object ids <-> the
scenario's ids, and every engine event phase.rs reports, in order.

phase.rs numbers its objects and keeps the number when an object changes zones (a card drawn,
cast and resolved is the same object throughout), so the scenario's id follows the physical card
as the protocol asks. Objects the game makes get the protocol's ids (docs/engines.md §6).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any


class Unexpressible(Exception):
    """The scenario needs something the adapter can't express in phase.rs: it is skipped."""


class Refused(Exception):
    """phase.rs does not allow the action now (``illegal``) or it names nothing (``invalid``)."""

    def __init__(self, refusal: str, reason: str) -> None:
        super().__init__(reason)
        self.refusal = refusal
        self.reason = reason


STEPS = {
    "Untap": "untap step", "Upkeep": "upkeep", "Draw": "draw step", "PreCombatMain": "precombat main phase",
    "BeginCombat": "beginning of combat step", "DeclareAttackers": "declare attackers step",
    "DeclareBlockers": "declare blockers step", "FirstStrikeDamage": "combat damage step",
    "CombatDamage": "combat damage step", "EndCombat": "end of combat step",
    "PostCombatMain": "postcombat main phase", "End": "end step", "Cleanup": "cleanup step",
}
PHASES = {step: phase for phase, step in STEPS.items() if phase != "FirstStrikeDamage"}
#: the name of the idle seat a one-player setup is played with (phase.rs seats two players or more):
#: not a player of the scenario, never reported, and anything that involves it skips the scenario
IDLE = "(idle seat)"
#: the keys under which phase.rs names a player in its events and prompts
PLAYER_KEYS = frozenset({"player", "player_id", "Player", "controller", "owner", "defending_player", "target_player",
                         "chooser", "opponent"})
#: what is the idle seat's own in phase.rs's record of a player: it must never change
IDLE_RECORD = ("life", "poison_counters", "energy", "hand", "library", "graveyard", "is_eliminated", "status")


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _legend_rule(events: list[dict[str, Any]], put_away: set[int]) -> list[dict[str, Any]]:
    """phase.rs reports the legend rule's work as zone changes only: before each legend the player
    did not keep (in answer to phase.rs's ``ChooseLegend``) going to a graveyard, the adapter's own
    ``LegendRule`` event."""
    marked = []
    for event in events:
        data = event.get("data") or {}
        if event["type"] == "ZoneChanged" and data.get("object_id") in put_away and data.get("to") == "Graveyard":
            marked.append({"type": "LegendRule", "data": {"object_id": data["object_id"]}})
        marked.append(event)
    return marked


def names_seat(value: Any, seat: int, keys: Any = PLAYER_KEYS) -> bool:
    """Whether phase.rs's data names the player ``seat`` (under one of ``keys``), at any depth."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in keys and item == seat and not isinstance(item, bool):
                return True
            if key == "data" and value.get("type") == "Player" and item == seat:
                return True
            if isinstance(item, (dict, list)) and names_seat(item, seat, keys):
                return True
    elif isinstance(value, list):
        return any(names_seat(item, seat, keys) for item in value)
    return False


@dataclass
class Table:
    """A live phase.rs game, the names the scenario uses for it, and what happened since setup."""

    engine: Any
    game: Any
    seats: list[str]
    #: phase.rs object id -> the scenario's id, and back
    names: dict[int, str] = field(default_factory=dict)
    objects: dict[str, int] = field(default_factory=dict)
    #: how each permanent phase.rs reports phased out last phased out: "directly" or "indirectly"
    phased_how: dict[int, str] = field(default_factory=dict)
    #: engine events (phase.rs's own dicts) not yet reported in a checkpoint
    pending_events: list[dict[str, Any]] = field(default_factory=list)
    #: every engine event of the game, in order, reported or not (what triggered abilities triggered on)
    history: list[dict[str, Any]] = field(default_factory=list)
    #: the name and owner (seat) of every object phase.rs showed, kept for those that cease to exist
    seen: dict[int, tuple[str, int]] = field(default_factory=dict)
    #: answers given ahead of time: (player, choice, answer), in the order given
    answers: list[tuple[str, str, Any]] = field(default_factory=list)
    #: the active player's seat, kept from phase.rs's TurnStarted events
    active: int = 0
    #: how many of the topmost entries of phase.rs's stack are, in the protocol's terms, abilities
    #: still waiting to be put on the stack (docs/engines.md §3, ``advance`` and ``pass priority``):
    #: phase.rs stacks what triggered as soon as a player would receive priority, while the
    #: protocol stops before that, at the beginning of a step or after an object resolved, until
    #: the next action
    waiting_on_stack: int = 0
    #: the triggered abilities seen on phase.rs's stack (stack entry ids), and the sources of those
    #: announced while they waited to be ordered, not yet seen on the stack (until a player gets
    #: priority: by then each has gone on the stack, or been removed from it for want of a target)
    stacked_triggers: set[int] = field(default_factory=set)
    announced: list[int] = field(default_factory=list)
    #: whether a triggered ability of no object the adapter can name was left unreported (then no
    #: ``triggered`` count of the game is whole)
    unattributed_trigger: bool = False
    #: whether an action has been accepted since the setup (the first one that gives a player
    #: priority is where the setup's state-based actions are performed, and may end the game)
    acted: bool = False
    #: the idle seat of a one-player setup (:data:`IDLE`), and its record as it must stay
    idle: int | None = None
    idle_record: tuple[Any, ...] = ()
    #: cards whose "As ~ enters" phase.rs did not parse (cards.Face.unparsed_on_entering), by name
    unparsed_on_entering: dict[str, str] = field(default_factory=dict)
    #: whether phase.rs's debug switch of unlimited mana, how the adapter waives mana costs, is on: on
    #: for every action but a pass of priority (a cast, an activation, an answer that pays), off for
    #: a pass, so that a mana pool empties as a step ends (500.4), which the switch prevents; None
    #: while the setup is built, before phase.rs allows debug actions
    costs_waived: bool | None = None
    #: each blocker's place in the last declaration of blockers (phase.rs lists a blocked attacker's
    #: blockers in an order of its own, not the declaration's, which the default division follows)
    block_order: dict[int, int] = field(default_factory=dict)
    #: while the game is shown at the end of an untap step, phase.rs waiting at the upkeep's
    #: beginning: what tells the two apart (untap.UntapView)
    untap_view: Any = None
    #: the game's saved state (``Game.state()``, a large JSON document) while nothing has been applied
    #: or loaded since it was taken: shared by whoever reads it next, and never changed by them
    _saved: Any = None

    # --- names -----------------------------------------------------------------------------

    def seat(self, player: str) -> int:
        if player not in self.seats or player == IDLE:
            raise Refused("invalid", f"there is no player {player}")
        return self.seats.index(player)

    def player(self, seat: int) -> str:
        return self.seats[seat]

    def in_game(self, seat: int) -> bool:
        """Whether the player of a seat is still in the game, as phase.rs records it."""
        return in_game(self.game.player(seat))

    def name_of(self, object_id: int) -> str:
        """The scenario's id of a phase.rs object; objects nobody named get one from their name."""
        if object_id not in self.names:
            card = self.game.object(object_id)
            self.name(object_id, f"{slug(card['name']) if card else 'object'}-{object_id}")
        return self.names[object_id]

    def name(self, object_id: int, wanted: str) -> str:
        """Give a new object the protocol's id ``wanted``, or ``wanted-2``, ``-3``... if taken."""
        candidate, n = wanted, 1
        while candidate in self.objects:
            n += 1
            candidate = f"{wanted}-{n}"
        self.names[object_id] = candidate
        self.objects[candidate] = object_id
        return candidate

    def object_id(self, scenario_id: str) -> int:
        if scenario_id not in self.objects:
            raise Refused("invalid", f'there is no object "{scenario_id}"')
        return self.objects[scenario_id]

    # --- playing ---------------------------------------------------------------------------

    @property
    def prompt(self) -> dict[str, Any]:
        return self.game.waiting_for()

    def saved(self) -> dict[str, Any]:
        """The game's saved state now: taken once for every reader until the game changes."""
        if self._saved is None:
            self._saved = self.game.state()
        return self._saved

    def load(self, saved: dict[str, Any]) -> None:
        """Load a saved state as the game."""
        self.game = self.engine.load_game(saved)
        self._saved = None

    def state(self) -> dict[str, Any]:
        return self.saved()["state"]

    def apply(self, seat: int, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Apply one action for a seat; its events are kept and returned."""
        legend_choice = isinstance(action, dict) and action["type"] == "ChooseLegend"
        legends = self.prompt["data"]["candidates"] if legend_choice else []
        if self.costs_waived is not None:  # a pass that finishes a payment (ManaPayment) is no pass of priority
            passing = (action["type"] if isinstance(action, dict) else action.kind) == "PassPriority"
            self.waive_costs(not (passing and self.prompt["type"] == "Priority"))
        self._saved = None
        try:
            result = self.game.apply(seat, action)
        except ValueError as error:
            raise Refused("illegal", f"phase.rs refuses {action['type']}: {error}") from None
        events = _legend_rule(list(result.events), set(legends) - {action["data"]["keep"]} if legends else set())
        events += self.newly_stacked_triggers()
        if self.prompt["type"] in ("Priority", "GameOver"):
            self.announced.clear()
        self.note(events)
        self.pending_events += events
        self.history += events
        if self.idle is not None:
            self.check_idle(events)
        for event in events:
            data = event.get("data") or {}
            if event["type"] == "ZoneChanged" and data.get("to") == "Battlefield":
                name = (data.get("record") or {}).get("name") or (self.game.object(data["object_id"]) or {}).get("name")
                if name in self.unparsed_on_entering:
                    raise Unexpressible(f"phase.rs did not parse {name}'s \"{self.unparsed_on_entering[name]}\", "
                                        "which its entering the battlefield puts to work")
        return events

    def waive_costs(self, on: bool) -> None:
        """Turn phase.rs's unlimited mana on or off for every seat in the game (:attr:`costs_waived`): a
        debug action of phase.rs's, no play of the game, so none of its bookkeeping is done."""
        if on == self.costs_waived:
            return
        for seat in range(len(self.seats)):
            if seat != self.idle:
                self.game.apply(seat, {"type": "Debug", "data": {"type": "SetInfiniteMana",
                                                                 "data": {"player_id": seat, "enabled": on}}})
        self.costs_waived, self._saved = on, None

    def record_of_idle(self) -> tuple[Any, ...]:
        record = self.game.player(self.idle)
        return tuple(record.get(key) for key in IDLE_RECORD)

    def check_idle(self, events: list[dict[str, Any]]) -> None:
        """A one-player setup is played with an idle second seat that phase.rs needs, kept out of the
        turn order (it never takes a turn nor gets priority): the game is the scenario's only while
        nothing involves that seat. Anything that does (an event or a prompt naming it, a stack
        entry targeting it, its life, counters or cards changing) skips the scenario."""
        found = [e["type"] for e in events if names_seat(e.get("data"), self.idle)]
        if (self.prompt.get("data") or {}).get("player") == self.idle:
            found.append(f"{self.prompt['type']} prompt")
        if any(names_seat(entry.get("kind"), self.idle) for entry in self.game.stack()):
            found.append("a target on the stack")
        if self.record_of_idle() != self.idle_record:
            found.append("its player state")
        if found:
            raise Unexpressible("phase.rs seats two players or more: the one-player setup is played with an idle "
                                f"second seat, and the game came to involve it ({', '.join(found)}), which a "
                                "one-player game would not")

    def newly_stacked_triggers(self) -> list[dict[str, Any]]:
        """phase.rs reports no event when an ability triggers, and none when a triggered ability
        goes on its stack (only when it resolves): the triggered abilities on its stack not seen
        there before, as the adapter's own ``TriggeredAbilityStacked`` events. One announced while
        it waited to be ordered (:meth:`announce_waiting`) is not announced again."""
        found = []
        for entry in self.game.stack():
            if entry["kind"]["type"] != "TriggeredAbility" or entry["id"] in self.stacked_triggers:
                continue
            self.stacked_triggers.add(entry["id"])
            source = entry.get("source_id")
            if source in self.announced:
                self.announced.remove(source)
                continue
            ability = entry["kind"]["data"].get("ability") or {}
            card = self.game.object(source) if source is not None else None
            found.append({"type": "TriggeredAbilityStacked", "data": {
                "source_id": source, "source_name": card["name"] if card else None, "controller": entry["controller"],
                "description": ability.get("description", "")}})
        return found

    def announce_waiting(self) -> None:
        """The triggered abilities phase.rs asks a player to order have triggered: announce them
        now (they go on its stack only once ordered, and one with no legal target then is removed,
        603.3d, without a trace), each once however often this is called for the same question."""
        if self.prompt["type"] != "OrderTriggers":
            return
        data = self.prompt["data"]
        already = list(self.announced)
        for trigger in data["triggers"]:
            if trigger["source_id"] in already:
                already.remove(trigger["source_id"])
                continue
            self.announced.append(trigger["source_id"])
            self.pending_events.append({"type": "TriggeredAbilityStacked", "data": {
                "source_id": trigger["source_id"], "source_name": trigger["source_name"], "controller": data["player"],
                "description": trigger["description"]}})

    def note(self, events: list[dict[str, Any]]) -> None:
        """Name what the game made (tokens, copies) and remember how permanents phased out."""
        for event in events:
            data = event.get("data") or {}
            if event["type"] == "TokenCreated" and data["object_id"] not in self.names:
                creator = self.names.get(data.get("source_id"), "game")
                self.name(data["object_id"], f"{creator}-{slug(data['name'])}")
            elif event["type"] == "SpellCopied":
                copy, original = data.get("object_id"), data.get("original_id")
                if copy is not None and copy not in self.names:
                    self.name(copy, f"{self.names.get(original, 'spell')}-copy")
            elif event["type"] == "TurnStarted":
                self.active = data["player_id"]
            elif event["type"] == "ZoneChanged" and data.get("record"):
                self.seen[data["object_id"]] = (data["record"]["name"], data["record"]["owner"])
            elif event["type"] == "PermanentPhasedOut":
                self.phased_how[data["object_id"]] = "indirectly" if data.get("indirect") else "directly"

    @property
    def stack(self) -> list[dict[str, Any]]:
        """phase.rs's stack, bottom first."""
        return self.game.stack()

    def snapshot(self) -> tuple[Any, ...]:
        return (self.saved(), len(self.pending_events), len(self.history), dict(self.names), dict(self.phased_how),
                list(self.answers), self.active, self.waiting_on_stack, set(self.stacked_triggers), list(self.announced),
                self.costs_waived, self.untap_view)

    def restore(self, snapshot: tuple[Any, ...]) -> None:
        """Put the game back exactly as it was before a refused action."""
        (state, events, history, names, how, answers, self.active, self.waiting_on_stack, stacked, announced,
         self.costs_waived, self.untap_view) = snapshot
        self.stacked_triggers, self.announced = stacked, announced
        self.load(state)
        del self.pending_events[events:]
        del self.history[history:]
        self.names = names
        self.objects = {v: k for k, v in names.items()}
        self.phased_how = how
        self.answers = answers

    def take_answer(self, player: str, choice: str, matching: Any = None) -> Any:
        """Use up the next answer of this kind given by this player (equal to ``matching``, if
        given), if there is one."""
        for index, (who, kind, answer) in enumerate(self.answers):
            if who == player and kind == choice and matching in (None, answer):
                del self.answers[index]
                return answer
        return None


def in_game(record: dict[str, Any]) -> bool:
    """Whether a player record of phase.rs is of a player still in the game."""
    status = (record.get("status") or {}).get("type", "Active")
    return not record.get("is_eliminated") and status not in ("Conceded", "Lost", "Eliminated")
