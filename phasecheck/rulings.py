"""The official rulings on the pool's cards (rules/rulings.json), and the scenarios that state them.

Every card of the pool (catalogue/cards.json) has an entry: its Gatherer rulings, release notes and
the Comprehensive Rules examples that name it, each with the ids of the scenarios that state it or
the reason it does not apply. A scenario states a ruling by citing it: its source, or one of its
``Also:`` lines, names the ruling's document ("Gatherer ruling on <card> (<date>)" unless the
ruling says otherwise) and passage.

``phasecheck coverage`` shows the rulings after the rules index, and fails when the file leaves a
pool card out or names a card outside it, when a ruling names a scenario that does not exist or
does not cite it, or when a scenario cites a Gatherer ruling the file does not list. A ruling with
neither scenarios nor a reason is refused by the schema (schemas/rulings.schema.json).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import schemas
from .coverage import citations
from .escape import markdown_code, markdown_text as _cell

#: rules/ at the top of a checkout, or phasecheck/rules inside an installed distribution
RULINGS_FILE = next((p for p in (Path(__file__).resolve().parent.parent / "rules" / "rulings.json",
                                 Path(__file__).resolve().parent / "rules" / "rulings.json") if p.is_file()),
                    Path(__file__).resolve().parent / "rules" / "rulings.json")
#: how a scenario cites a Gatherer ruling: "Gatherer ruling on <card> (<date>)"
GATHERER = "Gatherer ruling on "


@dataclass(frozen=True)
class Ruling:
    card: str
    date: str
    publication: str
    #: what a scenario cites: (document, passage)
    document: str
    passage: str
    summary: str
    scenarios: tuple[str, ...]
    #: why no scenario states it (None when scenarios do)
    not_applicable: str | None
    #: where it is in the file, for messages: "$.cards[3].rulings[0]"
    where: str

    @property
    def cited_as(self) -> tuple[str, str]:
        return self.document, self.passage


@dataclass(frozen=True)
class CardRulings:
    card: str
    #: a public page of the card with its rulings (Scryfall's copy of them)
    address: str
    #: why the card's rulings could not be read (None when they were)
    not_retrieved: str | None
    rulings: tuple[Ruling, ...]
    #: the card's page on Gatherer, where its Gatherer rulings are published (None where not known)
    gatherer: str | None = None


@lru_cache(maxsize=None)
def load_rulings(path: Path = RULINGS_FILE) -> tuple[CardRulings, ...]:
    """The rulings file, checked against schemas/rulings.schema.json."""
    raw = schemas.load_valid(path, "rulings", "rulings file")
    return tuple(_card(entry, i) for i, entry in enumerate(raw["cards"]))


def _card(entry: Mapping[str, Any], i: int) -> CardRulings:
    name = entry["card"]
    rulings = tuple(
        Ruling(card=name, date=r["date"], publication=r["publication"],
               document=r.get("document", f"{GATHERER}{name} ({r['date']})"), passage=r["passage"],
               summary=r["summary"], scenarios=tuple(r.get("scenarios", ())),
               not_applicable=r.get("not_applicable"), where=f"$.cards[{i}].rulings[{j}]")
        for j, r in enumerate(entry["rulings"]))
    return CardRulings(name, entry["address"], entry.get("not_retrieved"), rulings, entry.get("gatherer"))


def problems(cards: Iterable[CardRulings], scenarios: Iterable[Mapping[str, Any]],
             pool: Iterable[str]) -> list[str]:
    """What is wrong between the rulings, the scenarios and the pool, one line each."""
    cards, pool = list(cards), set(pool)
    found: list[str] = []
    named = Counter(c.card for c in cards)
    found += [f"{card}: no entry in the rulings file for this card of the pool" for card in sorted(pool - set(named))]
    found += [f"{card}: in the rulings file, but not a card of the pool" for card in sorted(set(named) - pool)]
    found += [f"{card}: {n} entries in the rulings file" for card, n in sorted(named.items()) if n > 1]
    rulings = [r for c in cards for r in c.rulings]
    cited_by: dict[str, set[tuple[str, str]]] = {s["id"]: set(citations(s)) for s in scenarios}
    keys = Counter(r.cited_as for r in rulings)
    found += [f'{r.where}: "{r.document}: {r.passage}" names two rulings' for r in rulings if keys[r.cited_as] > 1]
    for ruling in rulings:
        for scenario_id in ruling.scenarios:
            if scenario_id not in cited_by:
                found.append(f"{ruling.where} ({_name(ruling)}): no scenario has the id {scenario_id}")
            elif ruling.cited_as not in cited_by[scenario_id]:
                found.append(f"{ruling.where} ({_name(ruling)}): scenario {scenario_id} does not cite it "
                             f'(Source or Also: "{ruling.document}: {ruling.passage}")')
    for scenario_id, cited in sorted(cited_by.items()):
        for document, passage in sorted(cited):
            if document.startswith(GATHERER) and (document, passage) not in keys:
                found.append(f'{scenario_id}: cites "{document}: {passage}", a ruling the rulings file does not list')
    return found


def _name(ruling: Ruling) -> str:
    return f'{ruling.card}, {ruling.date}, "{ruling.passage}"'


def summary_line(cards: Iterable[CardRulings]) -> str:
    """How many rulings scenarios state, how many don't apply, and which cards went unchecked."""
    cards = list(cards)
    rulings = [r for c in cards for r in c.rulings]
    stated = sum(1 for r in rulings if r.scenarios)
    unchecked = sorted(c.card for c in cards if c.not_retrieved)
    return (f"{len(rulings)} official rulings on {len(cards)} cards: {stated} stated by scenarios, "
            f"{len(rulings) - stated} not applicable; rulings not checked: {', '.join(unchecked) or 'none'}")


def table(cards: Iterable[CardRulings]) -> str:
    """The rulings in Markdown: per card, each ruling with its scenarios or why none states it."""
    cards = sorted(cards, key=lambda c: c.card)
    lines = ["### Official rulings", "", _cell(summary_line(cards)) + ".", "",
             "| card | ruling | in our words | scenarios, or why none |", "|---|---|---|---|"]
    for card in cards:
        if card.not_retrieved:
            lines.append(f"| {_cell(card.card)} | **not checked** | {_cell(card.not_retrieved)} | |")
        if not card.rulings and not card.not_retrieved:
            lines.append(f"| {_cell(card.card)} | no ruling | | |")
        for ruling in card.rulings:
            shown = (", ".join(markdown_code(s, in_table=True) for s in ruling.scenarios) if ruling.scenarios
                     else _cell(f"not applicable: {ruling.not_applicable}"))
            lines.append(f"| {_cell(card.card)} | {_cell(ruling.publication)}, {_cell(ruling.date)}: "
                         f"{_cell(ruling.passage)} | {_cell(ruling.summary)} | {shown} |")
    lines.append("")
    return "\n".join(lines)
