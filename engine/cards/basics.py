"""The basic lands."""
from __future__ import annotations

from ..carddef import ActivatedAbility, CardDef, Cost
from ..model import CardType


def _add_mana(resolution) -> None:
    """Costs are waived in this engine, so mana itself is not tracked: tapping is what matters."""


def basic_land(name: str, color: str) -> CardDef:
    return CardDef(name=name, types=frozenset({CardType.LAND}), subtypes=frozenset({name}),
                   supertypes=frozenset({"Basic"}),
                   activated=(ActivatedAbility(f"{{T}}: Add {{{color}}}.", Cost(tap=True), _add_mana, mana=True),),
                   text=f"({{T}}: Add {{{color}}}.)")


CARDS = [basic_land("Plains", "W"), basic_land("Island", "U"), basic_land("Swamp", "B"),
         basic_land("Mountain", "R"), basic_land("Forest", "G")]
