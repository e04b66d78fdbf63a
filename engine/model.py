"""The game's own nouns: zones, steps, card types, objects, players and the game state.

Everything here is plain data. Rules live in the modules that change it.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from .shared import shared

if TYPE_CHECKING:
    from .carddef import CardDef, TriggeredAbility
    from .effects import ContinuousEffect, PlayerEffect


class Zone(str, Enum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    #: where a token or copy goes when it ceases to exist, and what a player takes with them
    #: when they leave the game
    NOWHERE = "nowhere"


class Step(str, Enum):
    UNTAP = "untap step"
    UPKEEP = "upkeep"
    DRAW = "draw step"
    PRECOMBAT_MAIN = "precombat main phase"
    BEGINNING_OF_COMBAT = "beginning of combat step"
    DECLARE_ATTACKERS = "declare attackers step"
    DECLARE_BLOCKERS = "declare blockers step"
    COMBAT_DAMAGE = "combat damage step"
    END_OF_COMBAT = "end of combat step"
    POSTCOMBAT_MAIN = "postcombat main phase"
    END = "end step"
    CLEANUP = "cleanup step"

    @property
    def is_main_phase(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def gives_priority(self) -> bool:
        return self not in (Step.UNTAP, Step.CLEANUP)

    def next(self) -> "Step | None":
        order = list(Step)
        index = order.index(self)
        return order[index + 1] if index + 1 < len(order) else None


class CardType(str, Enum):
    ARTIFACT = "Artifact"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    LAND = "Land"
    SORCERY = "Sorcery"

    @property
    def is_permanent_type(self) -> bool:
        return self not in (CardType.INSTANT, CardType.SORCERY)


@dataclass
class GameObject:
    """A card, token or copy in some zone.

    ``oid`` is the rules identity: it changes whenever the object changes zones (400.7) and
    never when it phases. ``label`` is the name the scenario gave the physical card or token;
    it survives zone changes so that a scenario can follow the card.
    """

    oid: int
    label: str
    definition: "CardDef"
    owner: str
    zone: Zone
    token: bool = False
    copy: bool = False
    timestamp: int = 0
    tapped: bool = False
    phased_out: bool = False
    phased_out_indirectly: bool = False
    phased_out_under: str | None = None
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: int | None = None
    #: (controller, turn number) of the moment the current controller got control
    controlled_since: tuple[str, int] | None = None
    #: oids of the cards exiled with this object by its own abilities (imprint, Oblivion Ring)
    linked: list[int] = field(default_factory=list)
    #: face down (708): a nameless 2/2 creature with no abilities, whatever the card is
    face_down: bool = False
    #: choices made as it entered the battlefield (Callous Oppressor's creature type)
    choices: tuple[str, ...] = ()
    #: players it has dealt damage to: its history, kept through phasing, lost on a zone change
    damaged_players: list[str] = field(default_factory=list)
    #: phased out "until" the object with this oid leaves the battlefield (610.4): not at an untap step
    phased_out_until: int | None = None
    #: tapped as it phases in (Oubliette)
    tap_as_it_phases_in: bool = False
    #: phases in at the next untap step, whoever's (702.26n: it phased out under a player who left)
    phase_in_at_next_untap: bool = False
    #: the moment (see Game.moment) it last came under its controller's control (echo)
    control_moment: int = 0
    #: the moment it arrived on the battlefield (or, under the 2003 rules, last phased in)
    arrived: int = 0
    #: 2003 (502.15m): the player under whose control it attacks and taps as though it had haste
    haste_like_for: str | None = None

    @property
    def name(self) -> str:
        return self.definition.name

    def clone(self) -> "GameObject":
        """A copy that shares nothing mutable with this object."""
        new = copy.copy(self)
        new.counters, new.linked, new.damaged_players = dict(self.counters), list(self.linked), list(self.damaged_players)
        return new

    @property
    def on_battlefield(self) -> bool:
        return self.zone is Zone.BATTLEFIELD

    @property
    def exists(self) -> bool:
        """On the battlefield and phased in: what "treated as though it does not exist" spares."""
        return self.zone is Zone.BATTLEFIELD and not self.phased_out


@dataclass
class Player:
    name: str
    life: int = 20
    poison: int = 0
    in_game: bool = True
    hand: list[int] = field(default_factory=list)
    library: list[int] = field(default_factory=list)  # top of library first
    graveyard: list[int] = field(default_factory=list)
    lands_played_this_turn: int = 0
    drew_from_empty_library: bool = False

    def clone(self) -> "Player":
        return replace(self, hand=list(self.hand), library=list(self.library), graveyard=list(self.graveyard),
                       mana_pool=list(self.mana_pool))
    #: mana symbols ("W", "U", "B", "R", "G", "C"), emptied as each step ends (500.4)
    mana_pool: list[str] = field(default_factory=list)
    #: the moment their most recent upkeep began (-1: before the game's setup)
    last_upkeep_moment: int = -1


@shared
@dataclass(frozen=True)
class Target:
    """A chosen target: an object (by oid, with its label for reporting) or a player."""

    oid: int | None = None
    label: str | None = None
    player: str | None = None


@dataclass
class StackItem:
    sid: int
    controller: str
    name: str
    #: the spell itself (a card or a copy of one), or None for an ability
    spell: GameObject | None = None
    #: for abilities: what they do, and where they came from
    ability: Any = None
    source_oid: int | None = None
    source_label: str | None = None
    targets: tuple[Target, ...] = ()
    mode: int | None = None
    x: int = 0
    choices: tuple[str, ...] = ()
    #: for a triggered ability: the event it triggered on, and the objects it refers to ("that creature")
    event: Any = None
    refs: tuple[int, ...] = ()


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    controller: str
    source_oid: int
    source_label: str
    ability: Any
    event: Any
    refs: tuple[int, ...] = ()


@dataclass
class DelayedTrigger:
    """A delayed triggered ability (603.7): it triggers once, the next time its event happens.

    ``refs`` are the objects it refers to ("sacrifice the creature"); an object dropped from them
    can no longer be affected by it.
    """

    controller: str
    source_oid: int
    source_label: str
    ability: "TriggeredAbility"
    refs: tuple[int, ...] = ()


@dataclass
class ExtraTurn:
    player: str
    skip_untap: bool = False


@dataclass
class TurnState:
    number: int
    active: str
    step: Step


@dataclass
class Combat:
    #: attacking creature oid -> the player it attacks
    attackers: dict[int, str] = field(default_factory=dict)
    #: blocking creature oid -> the attacker oid it blocks
    blockers: dict[int, int] = field(default_factory=dict)
    #: attackers that became blocked (they stay blocked even if their blocker leaves)
    blocked: set[int] = field(default_factory=set)


@dataclass
class GameState:
    players: list[Player]
    turn: TurnState
    objects: dict[int, GameObject] = field(default_factory=dict)
    stack: list[StackItem] = field(default_factory=list)  # bottom first
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    effects: list["ContinuousEffect"] = field(default_factory=list)
    #: effects on players ("your life total can't change"), with their durations
    player_effects: list["PlayerEffect"] = field(default_factory=list)
    delayed_triggers: list[DelayedTrigger] = field(default_factory=list)
    #: permanents that left the battlefield, as they last existed there, by their old oid
    last_known: dict[int, GameObject] = field(default_factory=dict)
    extra_turns: list[ExtraTurn] = field(default_factory=list)
    combat: Combat | None = None
    #: answers given ahead of time, per player, consumed in order by kind of choice
    answers: dict[str, list[tuple[str, Any]]] = field(default_factory=dict)
    #: every event since the game began, in order
    log: list[Any] = field(default_factory=list)
    next_oid: int = 1
    next_timestamp: int = 1
    next_sid: int = 1
    batch_depth: int = 0
    batch_events: list[Any] = field(default_factory=list)
    batch_before: Any = None

    def snapshot(self) -> "GameState":
        """A copy to roll back to: every mutable part copied, immutable values (card definitions,
        events, effects) shared. Much faster than ``copy.deepcopy``, and equal to it."""
        objects = {oid: obj.clone() for oid, obj in self.objects.items()}
        combat = self.combat
        return replace(
            self, players=[p.clone() for p in self.players], turn=copy.copy(self.turn), objects=objects,
            stack=[replace(i, spell=objects.get(i.spell.oid, i.spell)) if i.spell is not None else i
                   for i in self.stack],
            pending_triggers=[copy.copy(t) for t in self.pending_triggers], effects=list(self.effects),
            player_effects=list(self.player_effects), delayed_triggers=[copy.copy(t) for t in self.delayed_triggers],
            last_known={oid: obj.clone() for oid, obj in self.last_known.items()},
            extra_turns=[copy.copy(t) for t in self.extra_turns],
            combat=None if combat is None else Combat(dict(combat.attackers), dict(combat.blockers), set(combat.blocked)),
            answers={player: list(queue) for player, queue in self.answers.items()}, log=list(self.log),
            batch_events=list(self.batch_events),
            batch_before=None if self.batch_before is None else list(self.batch_before))

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def battlefield(self) -> list[GameObject]:
        return [o for o in self.objects.values() if o.zone is Zone.BATTLEFIELD]

    def existing(self) -> list[GameObject]:
        """Phased-in permanents: everything on the battlefield the game can see."""
        return [o for o in self.objects.values() if o.exists]

    def find(self, label: str, zone: Zone | None = None) -> GameObject | None:
        found = [o for o in self.objects.values() if o.label == label]
        if zone is not None:
            found = [o for o in found if o.zone is zone]
        return max(found, key=lambda o: o.oid) if found else None

    def take_oid(self) -> int:
        oid = self.next_oid
        self.next_oid += 1
        return oid

    def take_sid(self) -> int:
        sid = self.next_sid
        self.next_sid += 1
        return sid

    def take_timestamp(self) -> int:
        stamp = self.next_timestamp
        self.next_timestamp += 1
        return stamp
