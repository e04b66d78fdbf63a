"""The basic lands: their mana abilities come from their land types (305.6), not from their text."""
from __future__ import annotations

from ..carddef import CardDef
from ..model import CardType


def basic_land(name: str, color: str) -> CardDef:
    return CardDef(name=name, types=frozenset({CardType.LAND}), subtypes=frozenset({name}),
                   supertypes=frozenset({"Basic"}), text=f"({{T}}: Add {{{color}}}.)")


CARDS = [basic_land("Plains", "W"), basic_land("Island", "U"), basic_land("Swamp", "B"),
         basic_land("Mountain", "R"), basic_land("Forest", "G")]
