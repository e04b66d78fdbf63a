"""Continuous effects in layers (613), with timestamps and durations (611).

Two kinds of continuous effect reach a permanent:
- effects a resolved spell or ability created: stored in the game state, each with the set of
  objects it affects locked in as it began (611.2c) — a phased-out permanent is never in that
  set (702.26e) — and a duration;
- effects of static abilities of phased-in permanents: made afresh each time characteristics are
  computed, so a phased-out source gives none (702.26b).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING, Iterable

from .model import CardType, GameState, Zone
from .shared import shared

if TYPE_CHECKING:
    from .model import GameObject

BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
#: 205.3i of the 2026 rules: the seventeen land types (Sphere since 2023, Cave since late 2023, Town and
#: Planet since 2025: the older editions play today's list, as they play cards printed after their dates)
LAND_TYPES = BASIC_LAND_TYPES | frozenset({"Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet",
                                           "Power-Plant", "Sphere", "Tower", "Town", "Urza's"})


class Layer(IntEnum):
    CONTROL = 2
    TEXT = 3
    TYPE = 4
    COLOR = 5
    ABILITY = 6
    POWER_TOUGHNESS_SET = 7
    POWER_TOUGHNESS_MODIFY = 8


#: the layers in order, listed once (iterating an Enum class runs a generator of its own each time)
LAYERS = tuple(Layer)


@dataclass(slots=True)
class Characteristics:
    """A permanent's characteristics and controller after every continuous effect. The sets are
    frozen: an effect gives a permanent a new set, never changes one it shares with its card."""

    oid: int
    name: str
    types: frozenset[CardType]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    controller: str
    restrictions: frozenset[str] = frozenset()

    def is_a(self, card_type: CardType) -> bool:
        return card_type in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


# --- what an effect does -------------------------------------------------------------------

@shared
@dataclass(frozen=True)
class SetController:
    player: str
    layer = Layer.CONTROL

    def apply(self, chars: Characteristics) -> None:
        chars.controller = self.player


@shared
@dataclass(frozen=True)
class ChangeLandType:
    """Each land of one land type becomes another land type (305.7)."""

    from_type: str
    to_type: str
    layer = Layer.TYPE

    def apply(self, chars: Characteristics) -> None:
        if CardType.LAND in chars.types and self.from_type in chars.subtypes:
            chars.subtypes = (chars.subtypes - LAND_TYPES) | {self.to_type}


@shared
@dataclass(frozen=True)
class GainKeywords:
    keywords: frozenset[str]
    layer = Layer.ABILITY

    def apply(self, chars: Characteristics) -> None:
        chars.keywords |= self.keywords


@shared
@dataclass(frozen=True)
class AddRestrictions:
    """Rules like "can't attack or block", carried with the abilities a permanent has."""

    restrictions: frozenset[str]
    layer = Layer.ABILITY

    def apply(self, chars: Characteristics) -> None:
        chars.restrictions |= self.restrictions


@shared
@dataclass(frozen=True)
class ModifyPowerToughness:
    power: int
    toughness: int
    layer = Layer.POWER_TOUGHNESS_MODIFY

    def apply(self, chars: Characteristics) -> None:
        if chars.power is not None and chars.toughness is not None:
            chars.power += self.power
            chars.toughness += self.toughness


Modification = SetController | ChangeLandType | GainKeywords | AddRestrictions | ModifyPowerToughness


# --- how long it lasts -----------------------------------------------------------------------

@shared
@dataclass(frozen=True)
class Indefinitely:
    def holds(self, state: GameState) -> bool:
        return True


@shared
@dataclass(frozen=True)
class UntilEndOfTurn:
    """Ends in the cleanup step (514.2)."""

    def holds(self, state: GameState) -> bool:
        return True


@shared
@dataclass(frozen=True)
class UntilTurnOf:
    """"Until your next turn": ends as that player's next turn begins."""

    player: str

    def holds(self, state: GameState) -> bool:
        return True


@shared
@dataclass(frozen=True)
class UntilStepOf:
    """"Until your next upkeep": ends as that step of that player's turn begins."""

    player: str
    step: str

    def holds(self, state: GameState) -> bool:
        return True


@shared
@dataclass(frozen=True)
class SourceRemainsTapped:
    """The condition of "for as long as <source> remains tapped".

    A phased-out source can't be seen, so the condition fails (702.26f).
    """

    source_oid: int

    def holds(self, state: GameState) -> bool:
        source = state.objects.get(self.source_oid)
        return source is not None and source.exists and source.tapped


@shared
@dataclass(frozen=True)
class ForAsLongAs:
    condition: SourceRemainsTapped

    def holds(self, state: GameState) -> bool:
        return self.condition.holds(state)


Duration = Indefinitely | UntilEndOfTurn | UntilTurnOf | UntilStepOf | ForAsLongAs


@shared
@dataclass(frozen=True)
class ContinuousEffect:
    timestamp: int
    modification: Modification
    affected: frozenset[int]
    duration: Duration
    source_label: str | None = None


LIFE_CANT_CHANGE = "life total can't change"
PROTECTION_FROM_EVERYTHING = "protection from everything"


@shared
@dataclass(frozen=True)
class PlayerEffect:
    """An effect on a player (Teferi's Protection): what it forbids, and for how long."""

    player: str
    rule: str
    duration: Duration


def player_has(state: GameState, player: str, rule: str) -> bool:
    return any(e.player == player and e.rule == rule for e in state.player_effects)


def locked_set(objects: Iterable["GameObject"]) -> frozenset[int]:
    """The objects a resolving spell's effect affects: phased-out ones are left out (702.26e)."""
    return frozenset(o.oid for o in objects if o.exists)


def end_expired(state: GameState) -> list[ContinuousEffect]:
    """Remove "for as long as" effects whose condition no longer holds; return them."""
    ended = [e for e in state.effects if not e.duration.holds(state)]
    if ended:
        state.effects = [e for e in state.effects if e not in ended]
    return ended


def end_matching(state: GameState, duration_type: type, **fields: object) -> None:
    """End every effect (on objects or on players) whose duration is of this type with these fields."""
    if not (state.effects or state.player_effects):
        return  # (at every step of every turn)

    def matches(effect: ContinuousEffect | PlayerEffect) -> bool:
        return isinstance(effect.duration, duration_type) and all(
            getattr(effect.duration, k) == v for k, v in fields.items())

    state.effects = [e for e in state.effects if not matches(e)]
    state.player_effects = [e for e in state.player_effects if not matches(e)]


def stop_affecting(state: GameState, oid: int, *, limited_only: bool) -> None:
    """Take one object out of the effects that affect it (all, or those of limited duration)."""
    kept = []
    for effect in state.effects:
        if oid in effect.affected and not (limited_only and isinstance(effect.duration, Indefinitely)):
            effect = ContinuousEffect(effect.timestamp, effect.modification, effect.affected - {oid},
                                      effect.duration, effect.source_label)
        if effect.affected:
            kept.append(effect)
    state.effects = kept


# --- applying the layers ---------------------------------------------------------------------

FACE_DOWN_TYPES = frozenset({CardType.CREATURE})


def base_characteristics(obj: "GameObject") -> Characteristics:
    if obj.face_down:  # 708.2: a 2/2 creature with no name, no types but creature, no abilities
        return Characteristics(oid=obj.oid, name="", types=FACE_DOWN_TYPES, subtypes=frozenset(),
                               supertypes=frozenset(), power=2, toughness=2, keywords=frozenset(), controller=obj.owner)
    d = obj.definition
    return Characteristics(
        oid=obj.oid, name=d.name, types=frozenset(d.types), subtypes=frozenset(d.subtypes),
        supertypes=frozenset(d.supertypes), power=d.power, toughness=d.toughness,
        keywords=frozenset(d.keywords), controller=obj.owner)


def compute(state: GameState) -> dict[int, Characteristics]:
    """Characteristics of every permanent on the battlefield, phased in or out."""
    permanents = state.battlefield()
    chars = {o.oid: base_characteristics(o) for o in permanents}
    statics = [(o, i, ability) for o in permanents if not o.phased_out and not o.face_down
               for i, ability in enumerate(o.definition.statics)]
    for layer in LAYERS:
        entries = []
        for effect in state.effects:
            if effect.modification.layer is layer:
                entries.append((effect.timestamp, effect))
        for source, _, ability in statics:
            if ability.modification.layer is layer:
                entries.append((source.timestamp, (source, ability)))
        entries.sort(key=lambda entry: entry[0])
        for _, entry in entries:
            _apply(state, chars, entry)
    for obj in permanents:
        c = chars[obj.oid]
        if c.power is not None and c.toughness is not None:
            net = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
            c.power += net
            c.toughness += net
    return chars


def _apply(state: GameState, chars: dict[int, Characteristics], entry: object) -> None:
    if isinstance(entry, ContinuousEffect):
        for oid in entry.affected:
            if oid in chars:
                entry.modification.apply(chars[oid])
        return
    source, ability = entry  # a static ability of a phased-in permanent
    for oid in ability.affects.candidates(source, chars):
        candidate, target = state.objects[oid], chars[oid]
        if candidate.phased_out:
            continue
        if ability.affects.matches(state, source, chars[source.oid], candidate, target):
            ability.modification.apply(target)
