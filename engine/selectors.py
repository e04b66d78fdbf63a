"""Which permanents a static ability affects, in the words printed on cards."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .model import CardType

if TYPE_CHECKING:
    from .effects import Characteristics
    from .model import GameObject, GameState


@dataclass(frozen=True)
class AttachedPermanent:
    """"Enchanted creature", "equipped creature", "enchanted permanent"."""

    def matches(self, state: "GameState", source: "GameObject", source_chars: "Characteristics",
                candidate: "GameObject", chars: "Characteristics") -> bool:
        return source.attached_to == candidate.oid


@dataclass(frozen=True)
class CreaturesYouControl:
    def matches(self, state: "GameState", source: "GameObject", source_chars: "Characteristics",
                candidate: "GameObject", chars: "Characteristics") -> bool:
        return CardType.CREATURE in chars.types and chars.controller == source_chars.controller


Selector = AttachedPermanent | CreaturesYouControl
