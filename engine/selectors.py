"""Which permanents a static ability affects, in the words printed on cards."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from .model import CardType

if TYPE_CHECKING:
    from .effects import Characteristics
    from .model import GameObject, GameState


@dataclass(frozen=True)
class AttachedPermanent:
    """"Enchanted creature", "equipped creature", "enchanted permanent"."""

    def candidates(self, source: "GameObject", chars: dict[int, "Characteristics"]) -> Iterable[int]:
        """The permanents it could affect: the one it is attached to."""
        return (source.attached_to,) if source.attached_to in chars else ()

    def matches(self, state: "GameState", source: "GameObject", source_chars: "Characteristics",
                candidate: "GameObject", chars: "Characteristics") -> bool:
        return source.attached_to == candidate.oid


@dataclass(frozen=True)
class CreaturesYouControl:
    def candidates(self, source: "GameObject", chars: dict[int, "Characteristics"]) -> Iterable[int]:
        return chars

    def matches(self, state: "GameState", source: "GameObject", source_chars: "Characteristics",
                candidate: "GameObject", chars: "Characteristics") -> bool:
        return CardType.CREATURE in chars.types and chars.controller == source_chars.controller


Selector = AttachedPermanent | CreaturesYouControl
