"""The card pool, as suite data: catalogue/cards.json, read without any engine.

The catalogue lies next to this package: at the top of a checkout (``catalogue/`` beside
``steps/``) and inside the installed ``phasecheck`` package (``phasecheck/catalogue`` beside
``phasecheck/steps``), so one relative path finds it in both. ``PHASECHECK_CATALOGUE`` names another
catalogue file, for features written about a card pool of one's own.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

CATALOGUE_FILE = Path(os.environ.get("PHASECHECK_CATALOGUE")
                      or Path(__file__).resolve().parent.parent / "catalogue" / "cards.json")


@dataclass(frozen=True)
class CardEntry:
    """One card or token of the pool, as the catalogue describes it."""

    name: str
    token: bool
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    power: int | None
    toughness: int | None
    text: str

    @property
    def is_permanent(self) -> bool:
        return bool(self.types - {"Instant", "Sorcery"})

    @property
    def is_attachment(self) -> bool:
        return bool(self.subtypes & {"Aura", "Equipment", "Fortification"})


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


def _entry(raw: dict[str, Any], token: bool) -> CardEntry:
    return CardEntry(name=raw["name"], token=token, types=frozenset(raw["types"]),
                     subtypes=frozenset(raw["subtypes"]), supertypes=frozenset(raw["supertypes"]),
                     power=raw.get("power"), toughness=raw.get("toughness"), text=raw["text"])


@lru_cache(maxsize=None)
def load(path: Path = CATALOGUE_FILE) -> Catalogue:
    raw = json.loads(path.read_text(encoding="utf-8"))
    return Catalogue(cards={c["name"]: _entry(c, False) for c in raw["cards"]},
                     tokens={t["name"]: _entry(t, True) for t in raw["tokens"]})


CATALOGUE = load()
