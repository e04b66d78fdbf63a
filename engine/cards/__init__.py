"""The card registry: every card and token the engine knows, by exact Oracle name."""
from __future__ import annotations

from typing import Iterable

from ..carddef import CardDef
from ..errors import UnknownCardError


class CardRegistry:
    def __init__(self, cards: Iterable[CardDef] = (), tokens: Iterable[CardDef] = ()) -> None:
        self._cards: dict[str, CardDef] = {}
        self._tokens: dict[str, CardDef] = {}
        for definition in cards:
            self.add(definition)
        for definition in tokens:
            self.add_token(definition)

    def add(self, definition: CardDef) -> None:
        if definition.name in self._cards:
            raise ValueError(f"{definition.name} is registered twice")
        self._cards[definition.name] = definition

    def add_token(self, definition: CardDef) -> None:
        self._tokens[definition.name] = definition

    def card(self, name: str) -> CardDef:
        try:
            return self._cards[name]
        except KeyError:
            raise UnknownCardError(f"unknown card: {name}") from None

    def token(self, name: str) -> CardDef:
        try:
            return self._tokens[name]
        except KeyError:
            raise UnknownCardError(f"unknown token: {name}") from None

    def card_names(self) -> list[str]:
        return sorted(self._cards)

    def token_names(self) -> list[str]:
        return sorted(self._tokens)


def _build() -> CardRegistry:
    from . import basics, rules_cards, seed_cards

    return CardRegistry(cards=[*basics.CARDS, *seed_cards.CARDS, *rules_cards.CARDS],
                        tokens=[*seed_cards.TOKENS])


REGISTRY = _build()
