"""Cards as data: the catalogue's characteristics plus small behaviours.

A :class:`CardDef` is immutable and shared by every object made from it: a catalogue card joined by
name to its :class:`Behaviours`. Behaviours are plain functions that receive a
:class:`~engine.resolution.Resolution` and change the game only through its operations.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Callable

from .model import CardType
from .shared import shared

if TYPE_CHECKING:
    from .effects import Modification
    from .selectors import Selector
    from .triggers import TriggerCondition

Behaviour = Callable[[Any], None]


@shared
@dataclass(frozen=True)
class TargetSpec:
    """One target of a spell or ability: what it may be, in the game's words."""

    description: str
    #: card types any one of which the target must have; empty means any permanent
    types: frozenset[CardType] = frozenset()
    player: bool = False
    #: an extra restriction on a permanent, given (game, controller, candidate object, X, source object or None)
    condition: Callable[..., bool] | None = None
    #: an extra restriction on a player, given (game, controller, candidate player, source object or None)
    player_condition: Callable[..., bool] | None = None
    #: "any number of target ...": this spec takes every remaining target (zero or more)
    any_number: bool = False


@shared
@dataclass(frozen=True)
class Mode:
    text: str
    resolve: Behaviour
    targets: tuple[TargetSpec, ...] = ()
    #: named choices made as the spell is cast: the allowed values of each, in Oracle order
    choices: tuple[frozenset[str], ...] = ()


@shared
@dataclass(frozen=True)
class StaticAbility:
    text: str
    affects: "Selector"
    modification: "Modification"


@shared
@dataclass(frozen=True)
class Cost:
    tap: bool = False
    sacrifice_self: bool = False


@shared
@dataclass(frozen=True)
class ActivatedAbility:
    text: str
    cost: Cost
    resolve: Behaviour
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False
    mana: bool = False
    #: an extra activation condition, given (game, source object)
    condition: Callable[..., bool] | None = None


@shared
@dataclass(frozen=True)
class TriggeredAbility:
    text: str
    when: "TriggerCondition"
    resolve: Behaviour
    targets: tuple[TargetSpec, ...] = ()


@shared
@dataclass(frozen=True)
class Behaviours:
    """What the engine makes of one card of the catalogue, by its exact name: its abilities and the
    rules its text adds (its modes, what it can enchant, how it enters). Its characteristics (types,
    mana value, power and toughness, keywords) are the catalogue's, never written here."""

    name: str
    statics: tuple[StaticAbility, ...] = ()
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    #: an instant's or sorcery's modes (one mode for most spells)
    modes: tuple[Mode, ...] = ()
    #: for an Aura: what it can enchant (it targets that as it is cast)
    enchant: TargetSpec | None = None
    enters_tapped: bool = False
    #: "You may choose not to untap ~ during your untap step."
    may_stay_tapped: bool = False
    #: "As ~ enters, an opponent chooses a creature type": the kind of choice an opponent makes
    opponent_chooses_as_it_enters: str | None = None


@shared
@dataclass(frozen=True)
class CardDef(Behaviours):
    """A card as the game plays it: its behaviours, and its characteristics (the catalogue's)."""

    mana_value: int = 0
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[str] = frozenset()
    text: str = field(default="", compare=False)

    @classmethod
    def joined(cls, card: Any, behaviours: Behaviours) -> "CardDef":
        """A catalogue card (``phasecheck.catalogue.Card``: name, types, power, ...) with what the
        engine makes of it."""
        return cls(**{f.name: getattr(behaviours, f.name) for f in fields(Behaviours)},
                   mana_value=card.mana_value, types=frozenset(CardType(t) for t in card.types),
                   subtypes=frozenset(card.subtypes), supertypes=frozenset(card.supertypes), power=card.power,
                   toughness=card.toughness, keywords=frozenset(k.lower() for k in card.keywords), text=card.text)

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    @property
    def is_permanent_card(self) -> bool:
        return any(t.is_permanent_type for t in self.types)

    @property
    def is_aura(self) -> bool:
        return "Aura" in self.subtypes

    @property
    def is_equipment(self) -> bool:
        return "Equipment" in self.subtypes
