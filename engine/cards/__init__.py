"""The card registry: every card and token the engine knows, by exact Oracle name: the catalogue's
characteristics (catalogue/cards.json, through phasecheck.catalogue) joined to the behaviours of the
modules here."""
from __future__ import annotations

from typing import Any, Iterable

from ...catalogue import cards as catalogue_cards
from ..carddef import Behaviours, CardDef
from ..errors import DataMismatch, UnknownCardError


class CardRegistry:
    def __init__(self, cards: Iterable[CardDef] = (), tokens: Iterable[CardDef] = ()) -> None:
        self._cards: dict[str, CardDef] = {}
        self._tokens: dict[str, CardDef] = {}
        for definition in cards:
            self.add(definition)
        for definition in tokens:
            self.add_token(definition)

    @classmethod
    def joined(cls, pool: Any, cards: Iterable[Behaviours], tokens: Iterable[Behaviours] = ()) -> "CardRegistry":
        """Every card and token of the catalogue (``pool``: phasecheck.catalogue.Cards) that the engine
        has behaviours for, joined by name: the catalogue gives what a card is, the behaviours what it
        does. A card of the catalogue without behaviours is not the engine's (a scenario naming it is
        skipped); behaviours named twice are a mistake."""
        registry = cls()
        for behaviours, entries, add in ((cards, pool.cards, registry.add), (tokens, pool.tokens, registry.add_token)):
            named: set[str] = set()
            for each in behaviours:
                if each.name in named:
                    raise DataMismatch(f"{each.name} has behaviours twice")
                named.add(each.name)
                if each.name in entries:
                    add(CardDef.joined(entries[each.name], each))
        return registry

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


def behaviours() -> tuple[list[Behaviours], list[Behaviours]]:
    """The behaviours of every card and every token the engine implements."""
    from . import basics, rules_cards, seed_cards

    return [*basics.CARDS, *seed_cards.CARDS, *rules_cards.CARDS], [*seed_cards.TOKENS]


REGISTRY = CardRegistry.joined(catalogue_cards(), *behaviours())
