"""The documents scenarios cite, as a reader finds them (rules/sources.json): a scenario's ``Source:``
and ``Also:`` lines name a document; the compiler gives each citation its title, publisher, date,
address (where it is public) and kind, so that reports cite public documents, never the files the
suite was made from.

A document is named as rules/sources.json lists it (a passage of it may name a more precise document:
the cases beyond the seeds come from release notes), as "Gatherer ruling on <card> (<date>)" (its
address is its card's Gatherer page, rules/rulings.json; where the suite knows none, Scryfall's copy of
the card's rulings, titled and published as Scryfall's), or with a prefix rules/sources.json lists ("engine bug:
...", a bug a rules engine shipped: its name is its title).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from .rulings import GATHERER, load_rulings

SOURCES_FILE = next((p for p in (Path(__file__).resolve().parent.parent / "rules" / "sources.json",
                                 Path(__file__).resolve().parent / "rules" / "sources.json") if p.is_file()),
                    Path(__file__).resolve().parent / "rules" / "sources.json")
#: what a citation gives of its document
FIELDS = ("title", "publisher", "date", "url", "kind")


class UnknownDocument(ValueError):
    """A citation names a document the suite does not know."""


@lru_cache(maxsize=None)
def _sources(path: Path = SOURCES_FILE) -> Mapping[str, Any]:
    import json

    return json.loads(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _gatherer() -> Mapping[str, dict[str, str]]:
    """"Gatherer ruling on <card> (<date>)" -> what a citation of it gives: the card's Gatherer page,
    or, for a card whose Gatherer page the suite does not know, Scryfall's copy of its rulings, titled
    and published as such."""
    found = {}
    for card in load_rulings():
        for r in card.rulings:
            if not r.document.startswith(GATHERER):
                continue
            if card.gatherer:
                shown = {"title": f"Gatherer rulings on {card.card}", "publisher": "Wizards of the Coast",
                         "url": card.gatherer}
            else:
                shown = {"title": f"Gatherer rulings on {card.card}, Scryfall's copy", "publisher": "Scryfall",
                         "url": card.address}
            found[r.document] = shown | {"date": r.date, "kind": "ruling"}
    return found


def document(name: str, passage: str) -> dict[str, str]:
    """What a citation of ``passage`` of the document named ``name`` gives: title, publisher, date,
    address and kind (those known); UnknownDocument if the suite does not know the document."""
    found = _entry(name, passage)
    return {k: found[k] for k in FIELDS if found.get(k)}


def _entry(name: str, passage: str) -> Mapping[str, str]:
    """The suite's entry for ``passage`` of the document named ``name``: its fields and, for a document
    with no public address, where it was published ("published")."""
    sources = _sources()
    known = sources["documents"].get(name)
    if known is not None:
        return known.get("passages", {}).get(passage, known)
    ruling = _gatherer().get(name)
    if ruling is not None:
        return ruling
    for prefix, shown in sources["prefixes"].items():
        if name.startswith(prefix):
            return {"title": name} | shown
    raise UnknownDocument(f'"{name}" is not a document the suite knows: rules/sources.json lists them (a Gatherer '
                          f'ruling is cited as "{GATHERER}<card> (<date>)", as rules/rulings.json has it)')


def unfollowable(scenarios: Iterable[Mapping[str, Any]]) -> list[str]:
    """Each citation of the scenarios a reader could not follow, one line each: one naming no document
    the suite knows, or a document with neither a public address nor a word on where it was published."""
    found = []
    for scenario in scenarios:
        source = scenario["source"]
        for cited in (source, *source.get("also", ())):
            shown = f'{scenario["id"]}: "{cited["document"]}: {cited["passage"]}"'
            try:
                entry = _entry(cited["document"], cited["passage"])
            except UnknownDocument:
                found.append(f"{shown} names no document of rules/sources.json or rules/rulings.json")
                continue
            if not entry.get("url") and not entry.get("published"):
                found.append(f"{shown}: its document has no public address and does not say where it was published")
    return found


def known(name: str, passage: str) -> dict[str, str]:
    """:func:`document`, or nothing for a document the suite does not know (a feature of one's own
    may cite anything; every scenario of the suite cites documents it knows: tests/test_report_model)."""
    try:
        return document(name, passage)
    except UnknownDocument:
        return {}


def cited(source: Mapping[str, Any]) -> dict[str, Any]:
    """A scenario's ``source`` with every citation (its own and its ``also``) given its document."""
    found = {**source, **known(source["document"], source["passage"])}
    if "also" in source:
        found["also"] = [{**c, **known(c["document"], c["passage"])} for c in source["also"]]
    return found
