"""The basic lands: their mana abilities come from their land types (305.6), not from their text."""
from __future__ import annotations

from ..carddef import Behaviours

CARDS = [Behaviours("Plains"), Behaviours("Island"), Behaviours("Swamp"), Behaviours("Mountain"), Behaviours("Forest")]
