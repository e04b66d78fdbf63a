"""The game's own nouns: zones, steps, card types, objects, players and the game state.

Everything here is plain data. Rules live in the modules that change it.
"""
from __future__ import annotations

from dataclasses import MISSING as MISSING_FIELD
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import TYPE_CHECKING, Any

from ..catalogue import concepts
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


class _StepOfATurn(str, Enum):
    """A step of a turn (a main phase, which has no steps, counts as one), in the order of the turn:
    the steps are those of the rules concepts (catalogue/concepts.json), never a list of our own."""

    # (``_value_`` is the member's value, read without the descriptor ``value`` goes through: these
    # are read at every step of every turn)

    @property
    def is_main_phase(self) -> bool:
        return _STEPS[self._value_].main

    @property
    def gives_priority(self) -> bool:
        """Whether players normally receive priority in it (not in the untap or cleanup step)."""
        return _STEPS[self._value_].priority

    @property
    def phase(self) -> str:
        return _STEPS[self._value_].phase

    def next(self) -> "Step | None":
        return _FOLLOWING[self._value_]


def _member(step_name: str) -> str:
    """'untap step' -> UNTAP, 'precombat main phase' -> PRECOMBAT_MAIN, 'upkeep' -> UPKEEP."""
    words = step_name.split()
    if words[-1] in ("step", "phase") and len(words) > 1:
        words = words[:-1]
    return "_".join(words).upper()


_STEPS = {step.name: step for step in concepts().steps}
Step = _StepOfATurn("Step", [(_member(name), name) for name in _STEPS])  # type: ignore[call-arg]
Step.__doc__ = _StepOfATurn.__doc__
#: each step's value, and the step that follows it in the turn (None after the last)
_FOLLOWING = {step.value: following for step, following in zip(Step, [*Step][1:] + [None])}
#: the steps with turn-based actions of their own, or that end combat, bound once as names: a member
#: read off its Enum class goes through EnumType's __getattr__ hook, several times slower (these are
#: read at every step of every turn)
UNTAP, UPKEEP, DRAW, DECLARE_ATTACKERS, COMBAT_DAMAGE, END_OF_COMBAT, CLEANUP = (
    Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.DECLARE_ATTACKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT, Step.CLEANUP)


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


#: read for every object at every look, bound once as names (see UNTAP)
BATTLEFIELD, CREATURE = Zone.BATTLEFIELD, CardType.CREATURE


#: the fields of an object that its characteristics are computed from (effects.compute reads these
#: and nothing else of an object, and only of objects on the battlefield): setting one on a permanent
#: counts as a change, and characteristics are computed anew the next time the rules ask for them
#: (Game.chars)
CHARACTERISTIC_FIELDS = frozenset({"oid", "definition", "owner", "zone", "timestamp", "phased_out", "counters",
                                   "attached_to", "face_down"})
#: how many times a field of CHARACTERISTIC_FIELDS has been set on an object on the battlefield, or
#: the table of objects has changed an entry of one (an object made, moved or forgotten there)
CHANGES = [0]
#: how many times any field has been set, on any object, or the table of objects has changed an
#: entry, or one of PLAYER_FIELDS_READ has been set on a player (Game.settled)
SETS = [0]
#: what the state-based actions read of a player
PLAYER_FIELDS_READ = frozenset({"life", "poison", "in_game", "drew_from_empty_library"})
#: the journal of the open transaction (see GameState.savepoint), if one is open: what it changed
#: in objects and in the table of objects, each change as (object or table, field or oid, value before)
JOURNAL: list[list[tuple[Any, Any, Any]] | None] = [None]
#: the value before of a field or table entry that did not exist
MISSING: Any = object()


@dataclass(frozen=True)  # frozen only so that __init__ sets its fields directly: see _set_field
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
    #: replaced as a whole when it changes, never changed in place
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: int | None = None
    #: (controller, turn number) of the moment the current controller got control
    controlled_since: tuple[str, int] | None = None
    #: oids of the cards exiled with this object by its own abilities (imprint, Oblivion Ring)
    linked: tuple[int, ...] = ()
    #: face down (708): a nameless 2/2 creature with no abilities, whatever the card is
    face_down: bool = False
    #: choices made as it entered the battlefield (Callous Oppressor's creature type)
    choices: tuple[str, ...] = ()
    #: players it has dealt damage to: its history, kept through phasing, lost on a zone change
    damaged_players: tuple[str, ...] = ()
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

    @property
    def exists(self) -> bool:
        """On the battlefield and phased in: what "treated as though it does not exist" spares."""
        return self.zone is BATTLEFIELD and not self.phased_out


def _set_field(obj: GameObject, name: str, value: Any) -> None:
    """How a field of an object changes once it is made. Every change to an object is a new value
    for one of its fields (its counters, linked cards and damaged players are replaced, never
    changed in place): counted (for the characteristics, on the battlefield), and journaled while a
    transaction is open. (An object being made is not changed: it counts as it enters the table.)"""
    SETS[0] += 1
    if name in CHARACTERISTIC_FIELDS and obj.zone is BATTLEFIELD:
        CHANGES[0] += 1
    journal = JOURNAL[0]
    if journal is not None:
        journal.append((obj, name, getattr(obj, name, MISSING)))
    object.__setattr__(obj, name, value)


GameObject.__setattr__ = _set_field  # type: ignore[assignment]
GameObject.__hash__ = None  # type: ignore[assignment]  # mutable: not hashable, as a plain dataclass
#: the fields a new object is not given, as the dataclass has them (its counters are made anew: made)
_BLANK = {f.name: f.default for f in fields(GameObject) if f.default is not MISSING_FIELD}


def made(**given: Any) -> GameObject:
    """A new object: what ``GameObject(**given)`` makes, without the dataclass's __init__ and its call
    for each field (objects are made by the thousand: every card of every library)."""
    obj = object.__new__(GameObject)
    fields = obj.__dict__
    fields.update(_BLANK)
    fields.update(given)
    fields["counters"] = {}
    return obj


def _shallow(obj: Any) -> Any:
    """A copy of a plain object (a dataclass without slots) whose fields are the very values of the
    original's: what copy.copy makes of it, without the machinery of copy's protocol (a transaction
    copies the small parts of the state this way, at every action)."""
    copied = object.__new__(type(obj))
    copied.__dict__.update(obj.__dict__)
    return copied


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

    def __setattr__(self, name: str, value: Any) -> None:
        if name in PLAYER_FIELDS_READ:  # what the state-based actions read of a player (Game.settled)
            SETS[0] += 1
        object.__setattr__(self, name, value)

    def clone(self) -> "Player":
        cloned = _shallow(self)
        cloned.__dict__.update(hand=list(self.hand), library=list(self.library), graveyard=list(self.graveyard),
                               mana_pool=list(self.mana_pool))
        return cloned
    #: mana symbols ("W", "U", "B", "R", "G", "C"), emptied as each step ends (500.4)
    mana_pool: list[str] = field(default_factory=list)
    #: the moment their most recent upkeep began (-1: before the game's setup)
    last_upkeep_moment: int = -1
    #: the number of their most recent turn (at setup: the turn's, or the one before for the others)
    last_turn: int = 0


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

    @property
    def kind(self) -> str:
        """What it is, as an observation says: a spell, an ability, or (2003) combat damage."""
        if self.spell is not None:
            return "spell"
        return getattr(self.ability, "stack_kind", "ability")


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
    #: the damage assignment order announced for each attacker blocked by two or more creatures, where
    #: an edition has one (509.2 from Magic 2010 to Foundations): blocker oids, first to be assigned damage first
    orders: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def copy(self) -> "Combat":
        return Combat(dict(self.attackers), dict(self.blockers), set(self.blocked), dict(self.orders))

    def blockers_of(self, attacker: int) -> list[int]:
        """The creatures blocking this attacker now, in the order they were declared."""
        return [blocker for blocker, blocked in self.blockers.items() if blocked == attacker]


class ObjectTable(dict):
    """Every object of the game by oid, and by the label the scenario gave it (labels never change):
    finding a card by its label does not look through the whole game."""

    def __init__(self) -> None:
        super().__init__()
        self.by_label: dict[str, dict[int, GameObject]] = {}

    def __setitem__(self, oid: int, obj: GameObject) -> None:
        journal = JOURNAL[0]
        if journal is not None:
            journal.append((self, oid, self.get(oid, MISSING)))
        self.put_back(oid, obj)

    def __delitem__(self, oid: int) -> None:
        journal = JOURNAL[0]
        if journal is not None:
            journal.append((self, oid, self[oid]))
        self.put_back(oid, MISSING)

    def put_back(self, oid: int, obj: Any) -> None:
        """Make the entry of ``oid`` this object (or none, for MISSING), without journaling it. An
        object replaced keeps its place; the table is in the order objects were made (oid order).
        Counted as a set, and for the characteristics where an object on the battlefield comes or goes."""
        SETS[0] += 1
        old = dict.get(self, oid, MISSING)
        if BATTLEFIELD in (getattr(old, "zone", None), getattr(obj, "zone", None)):
            CHANGES[0] += 1
        if old is not MISSING:
            del self.by_label[old.label][oid]
            if obj is MISSING:
                dict.__delitem__(self, oid)
        if obj is not MISSING:
            dict.__setitem__(self, oid, obj)
            self.by_label.setdefault(obj.label, {})[oid] = obj

    def in_oid_order(self) -> None:
        """Put entries back in oid order, after a rollback returned removed objects at the end."""
        entries = sorted(dict.items(self))
        if [oid for oid, _ in entries] != list(dict.keys(self)):
            dict.clear(self)
            dict.update(self, entries)
        for label, objects in self.by_label.items():
            self.by_label[label] = dict(sorted(objects.items()))

    def _unsupported(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("objects are added with table[oid] = obj and removed with del table[oid]")

    pop = popitem = clear = update = setdefault = __ior__ = _unsupported  # type: ignore[assignment]


@dataclass
class GameState:
    players: list[Player]
    turn: TurnState
    objects: ObjectTable = field(default_factory=ObjectTable)
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

    def savepoint(self) -> "Savepoint":
        """Open a transaction: the state to roll back to. Its small parts (players, turn, stack,
        effects, combat, ...) are copied now; objects and the table of objects are shared and every
        change to them is journaled from now on, so that only what changes is ever remembered; the
        log only grows, so its length now is all there is to remember of it."""
        combat = self.combat
        saved = _shallow(self)
        saved.__dict__.pop("_views", None)  # the lists of objects kept (_kept) are the live state's own
        saved.__dict__.update(
            players=[p.clone() for p in self.players], turn=_shallow(self.turn),
            stack=[_shallow(i) for i in self.stack],
            pending_triggers=[_shallow(t) for t in self.pending_triggers], effects=list(self.effects),
            player_effects=list(self.player_effects), delayed_triggers=[_shallow(t) for t in self.delayed_triggers],
            last_known=dict(self.last_known), extra_turns=[_shallow(t) for t in self.extra_turns],
            combat=None if combat is None else combat.copy(),
            answers={player: list(queue) for player, queue in self.answers.items()},
            batch_events=list(self.batch_events),
            batch_before=None if self.batch_before is None else list(self.batch_before))
        point = Savepoint(saved, [], JOURNAL[0], len(self.log))
        JOURNAL[0] = point.journal
        return point

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def battlefield(self) -> list[GameObject]:
        return self._kept("battlefield", lambda: [o for o in self.objects.values() if o.zone is BATTLEFIELD])

    def existing(self) -> list[GameObject]:
        """Phased-in permanents: everything on the battlefield the game can see."""
        return self._kept("existing", lambda: [o for o in self.objects.values() if o.exists])

    def _kept(self, view: str, make: Any) -> list[GameObject]:
        """A list of permanents, made anew only when a permanent has changed zone or phased or been
        made or forgotten since it was last made (each counts as a change, see CHANGES)."""
        kept = self.__dict__.setdefault("_views", {})
        version = (CHANGES[0], id(self.objects))
        if view not in kept or kept[view][0] != version:
            kept[view] = (version, make())
        return list(kept[view][1])

    def find(self, label: str, zone: Zone | None = None) -> GameObject | None:
        """The newest object with this label (in this zone, if given)."""
        found = list(self.objects.by_label.get(label, {}).values())
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


@dataclass
class Savepoint:
    """An open transaction (GameState.savepoint): keep what it did, or roll it back."""

    state: GameState
    journal: list[tuple[Any, Any, Any]]
    #: the journal of the transaction this one is inside, if any
    outer: list[tuple[Any, Any, Any]] | None
    log_length: int

    def keep(self) -> None:
        """Close the transaction, keeping its changes (in the enclosing transaction's journal, if any)."""
        JOURNAL[0] = self.outer
        if self.outer is not None:
            self.outer.extend(self.journal)

    def roll_back(self) -> GameState:
        """Close the transaction, undoing every change since it opened: the state as it was then."""
        JOURNAL[0] = self.outer
        tables: dict[int, ObjectTable] = {}
        for target, key, before in reversed(self.journal):
            if isinstance(target, ObjectTable):
                target.put_back(key, before)
                tables[id(target)] = target
            elif before is not MISSING:  # (an object made in the transaction is gone with it)
                object.__setattr__(target, key, before)
        for table in tables.values():  # removed objects came back at the end: the order as it was
            table.in_oid_order()
        CHANGES[0] += 1
        del self.state.log[self.log_length:]
        return self.state
