"""The documents scenarios cite, as a reader finds them (rules/sources.json): a scenario's ``Source:``
and ``Also:`` lines name a document; the compiler gives each citation its title, publisher, date,
address (where it is public) and kind, so that reports cite public documents, never the files the
suite was made from.

A document is named as rules/sources.json lists it (a passage of it may name a more precise document:
the cases beyond the seeds come from release notes), as "Gatherer ruling on <card> (<date>)" (its
address is its card's, rules/rulings.json), or with a prefix rules/sources.json lists ("engine bug:
...", a bug a rules engine shipped: its name is its title).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

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
def _gatherer() -> Mapping[str, tuple[str, str, str]]:
    """"Gatherer ruling on <card> (<date>)" -> card, date, the card's address."""
    return {r.document: (r.card, r.date, card.address) for card in load_rulings() for r in card.rulings
            if r.document.startswith(GATHERER)}


def document(name: str, passage: str) -> dict[str, str]:
    """What a citation of ``passage`` of the document named ``name`` gives: title, publisher, date,
    address and kind (those known); UnknownDocument if the suite does not know the document."""
    sources = _sources()
    known = sources["documents"].get(name)
    if known is not None:
        found = known.get("passages", {}).get(passage, known)
        return {k: found[k] for k in FIELDS if found.get(k)}
    ruling = _gatherer().get(name)
    if ruling is not None:
        card, date, address = ruling
        return {"title": f"Gatherer rulings on {card}", "publisher": "Wizards of the Coast", "date": date,
                "url": address, "kind": "ruling"}
    for prefix, shown in sources["prefixes"].items():
        if name.startswith(prefix):
            return {"title": name} | {k: shown[k] for k in FIELDS if shown.get(k)}
    raise UnknownDocument(f'"{name}" is not a document the suite knows: rules/sources.json lists them (a Gatherer '
                          f'ruling is cited as "{GATHERER}<card> (<date>)", as rules/rulings.json has it)')


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
