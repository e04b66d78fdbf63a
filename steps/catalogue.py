"""The card pool, as suite data: catalogue/cards.json, read without any engine.

The data is read by the lowest layer (``phasecheck.catalogue``, which ``PHASECHECK_CATALOGUE``
may point at another card pool, for features written about cards of one's own); this module adds
what sentences need of it: a card or token by name, and every name as one pattern.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..catalogue import CARDS_FILE, Card, cards

CATALOGUE_FILE = CARDS_FILE
#: one card or token of the pool, as the catalogue describes it
CardEntry = Card


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, CardEntry]
    tokens: dict[str, CardEntry]

    def card(self, name: str) -> CardEntry | None:
        return self.cards.get(name)

    def token(self, name: str) -> CardEntry | None:
        return self.tokens.get(name)

    def entry(self, name: str, token: bool) -> CardEntry | None:
        return self.token(name) if token else self.card(name)

    @property
    def names_pattern(self) -> str:
        """A regex alternation of every card and token name and its plural, longest first."""
        names = set(self.cards) | set(self.tokens)
        names |= {n + "s" for n in names}
        return "|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n)))


CATALOGUE = Catalogue(cards().cards, cards().tokens)
