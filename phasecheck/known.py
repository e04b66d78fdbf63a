"""``phasecheck explore --known FILE``: the disagreements already triaged (schemas/known.schema.json),
kept out of the way of new ones, as an expectations file keeps known failures out of a run's."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import schemas, strictjson
from .errors import InputError

#: a known file larger than this is not read
MAX_BYTES = 16 << 20


@dataclass(frozen=True)
class Known:
    kind: str
    reason: str
    about: str | None = None
    cards: frozenset[str] | None = None
    link: str | None = None
    including: frozenset[str] = frozenset()

    @property
    def needs_cards(self) -> bool:
        """Whether matching it needs the shrunk game's cards (else a group is matched unshrunk)."""
        return self.cards is not None or bool(self.including)

    def matches(self, kind: str, about: str, cards: Iterable[str]) -> bool:
        cards = frozenset(cards)
        return (kind == self.kind and self.about in (None, about)
                and (self.cards is None or self.cards == cards) and self.including <= cards)


def load(path: Path | None) -> tuple[Known, ...]:
    """The entries of a known file (none without one); bad input is one line naming the file and
    the JSON path."""
    if path is None:
        return ()
    if not path.exists():
        raise InputError(str(path), "no such file of known disagreements (phasecheck explore writes one to start "
                                    "from: known.json in its --out folder)")
    raw = strictjson.read_input(path, MAX_BYTES, "known file")
    problems = schemas.problems("known", raw)
    if problems:
        raise InputError(f"{path}: {problems[0][0]}", problems[0][1])
    return tuple(Known(item["kind"], item["reason"], item.get("about"),
                       frozenset(item["cards"]) if "cards" in item else None, item.get("link"),
                       frozenset(item.get("including", ())))
                 for item in raw["known"])


def match(entries: Iterable[Known], kind: str, about: str, cards: Iterable[str]) -> Known | None:
    cards = tuple(cards)
    return next((entry for entry in entries if entry.matches(kind, about, cards)), None)


def render(engine: str, groups: Iterable[Mapping[str, Any]]) -> str:
    """A known file listing these groups (``kind``, ``about``, ``cards``, ``reason``), to triage from."""
    document = {"$schema": "https://phasecheck.invalid/schemas/known.schema.json", "engine": engine,
                "known": [dict(g) for g in groups]}
    problems = schemas.problems("known", document)
    assert not problems, problems
    return strictjson.dumps(document, indent=2) + "\n"
