"""Suite data, read once and handed over as plain Python data: the card pool (cards.json) and the
rules concepts (concepts.json: editions, steps of a turn, answer kinds, event kinds, and the axes on
which engines go wrong).

This is the lowest layer. The reference engine, the step vocabulary and the harness all read
these, and this module knows none of them: the engine gets frozen records, never a file or JSON.
The data lies beside this module, at the top of a checkout (``catalogue/``) and in the installed
distribution (``phasecheck/catalogue``). ``PHASECHECK_CATALOGUE`` names another card pool (features
written about cards of one's own); ``PHASECHECK_CONCEPTS`` another concepts file (to try out a new
edition or answer kind before it is one). schemas/catalogue.schema.json and
schemas/concepts.schema.json describe the two files; the tests hold the shipped ones to them.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CARDS_FILE = Path(os.environ.get("PHASECHECK_CATALOGUE") or HERE / "cards.json")
CONCEPTS_FILE = Path(os.environ.get("PHASECHECK_CONCEPTS") or HERE / "concepts.json")


class DataError(ValueError):
    """A data file that can't be read as the data it should be: ``where`` names the file and the
    line or the JSON path."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


# --- the card pool -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Card:
    """One card or token of the pool, as the catalogue describes it: its characteristics."""

    name: str
    token: bool
    mana_cost: str
    mana_value: int
    colors: tuple[str, ...]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    power: int | None
    toughness: int | None
    #: keyword abilities, as the rules name them (702): "Phasing", "Flying", "Echo"
    keywords: tuple[str, ...]
    text: str

    @property
    def is_permanent(self) -> bool:
        return bool(self.types - {"Instant", "Sorcery"})

    @property
    def is_attachment(self) -> bool:
        return bool(self.subtypes & {"Aura", "Equipment", "Fortification"})


@dataclass(frozen=True)
class Cards:
    cards: dict[str, Card]
    tokens: dict[str, Card]


def _card(raw: dict[str, Any], token: bool, where: str) -> Card:
    try:
        return Card(name=raw["name"], token=token, mana_cost=raw.get("mana_cost", ""),
                    mana_value=raw.get("mana_value", 0), colors=tuple(raw.get("colors", ())),
                    supertypes=frozenset(raw["supertypes"]), types=frozenset(raw["types"]),
                    subtypes=frozenset(raw["subtypes"]), power=raw.get("power"), toughness=raw.get("toughness"),
                    keywords=tuple(raw.get("keywords", ())), text=raw["text"])
    except (KeyError, TypeError) as error:
        raise DataError(where, f"not a card: {error}") from None


@lru_cache(maxsize=None)
def cards(path: Path = CARDS_FILE) -> Cards:
    """Every card and token of the pool, by exact Oracle name."""
    raw = _read(path)
    return Cards(cards={c["name"]: _card(c, False, f"{path}: $.cards[{i}]") for i, c in enumerate(raw["cards"])},
                 tokens={t["name"]: _card(t, True, f"{path}: $.tokens[{i}]") for i, t in enumerate(raw["tokens"])})


# --- the rules concepts --------------------------------------------------------------------------

@dataclass(frozen=True)
class Edition:
    """A dated rule set: a scenario that names it holds on every date from ``starts`` to ``ends``."""

    name: str
    title: str
    #: the first and last dates it claims (ISO dates; ``ends`` None: to this day)
    starts: str
    ends: str | None
    #: the rules documents it follows
    rules: tuple[str, ...]
    #: the suite's source documents of its era, whose statements coverage lists
    documents: tuple[str, ...]
    description: str
    models: tuple[str, ...]
    does_not_model: tuple[str, ...]


@dataclass(frozen=True)
class Step:
    name: str
    phase: str
    #: a main phase (it has no steps)
    main: bool
    #: players normally receive priority in it
    priority: bool
    #: other words a sentence may use for it
    also_said: tuple[str, ...]


@dataclass(frozen=True)
class AnswerValue:
    """What an answer holds (a list of ids, a card name, yes or no, ...) and its JSON Schema."""

    name: str
    said: str
    schema: Any


@dataclass(frozen=True)
class AnswerKind:
    """A kind of choice a scenario can answer ahead of time (the 'choice' of an answer action)."""

    name: str
    value: AnswerValue
    #: what follows "<Player> will " in Gherkin: {value}, {their}, {s}
    sentence: str
    example: str
    matched_to: str
    default: str
    #: the default as a value, where it is one (a creature type); else None
    default_value: Any


@dataclass(frozen=True)
class EventCount:
    """An event an 'event' check counts: events of a type whose ``subject`` field is the permanent,
    and whose other fields are as ``where`` says."""

    event: str
    said: str
    type: str
    subject: str
    where: tuple[tuple[str, str | bool], ...]


@dataclass(frozen=True)
class EventKind:
    """A kind of event of the observations, with its fields (name -> JSON Schema)."""

    type: str
    mandatory: bool
    fields: tuple[tuple[str, Any], ...]
    when: str
    counted_as: tuple[EventCount, ...]


@dataclass(frozen=True)
class AxisCase:
    """One case of an axis (a cell of phasecheck coverage's rule x axis table), and how a scenario
    is found to exhibit it, in one line."""

    name: str
    derived: str


@dataclass(frozen=True)
class Axis:
    """An axis on which engines go wrong (owner and controller, whose turn, each way of leaving the
    battlefield...): rules/index.json says which of its cases apply to each rule."""

    name: str
    what: str
    cases: tuple[AxisCase, ...]
    #: its cases are the editions, one each (a scenario exhibits those it holds in)
    by_edition: bool = False

    def case(self, name: str) -> AxisCase:
        return next(c for c in self.cases if c.name == name)


@dataclass(frozen=True)
class Concepts:
    editions: tuple[Edition, ...]
    steps: tuple[Step, ...]
    answer_values: tuple[AnswerValue, ...]
    answer_kinds: tuple[AnswerKind, ...]
    event_kinds: tuple[EventKind, ...]
    axes: tuple[Axis, ...] = ()

    @property
    def edition_names(self) -> tuple[str, ...]:
        return tuple(e.name for e in self.editions)

    @property
    def step_names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.steps)

    @property
    def answer_names(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.answer_kinds)

    @property
    def mandatory_events(self) -> tuple[str, ...]:
        """The kinds of event an engine may declare complete, in order."""
        return tuple(e.type for e in self.event_kinds if e.mandatory)

    @property
    def event_counts(self) -> tuple[EventCount, ...]:
        """Every event an 'event' check can count, in order."""
        return tuple(c for e in self.event_kinds for c in e.counted_as)

    def edition(self, name: str) -> Edition:
        return next(e for e in self.editions if e.name == name)

    def answer_kind(self, name: str) -> AnswerKind:
        return next(a for a in self.answer_kinds if a.name == name)

    def axis(self, name: str) -> Axis:
        return next(a for a in self.axes if a.name == name)


def _records(raw: dict[str, Any], key: str, where: str) -> list[tuple[str, dict[str, Any]]]:
    items = raw.get(key)
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise DataError(where, f"$.{key} is not a list of objects")
    return [(f"{where}: $.{key}[{n}]", item) for n, item in enumerate(items)]


def _concepts(raw: dict[str, Any], where: str) -> Concepts:
    editions = tuple(Edition(
        name=e["name"], title=e["title"], starts=e["dates"]["from"], ends=e["dates"]["until"],
        rules=tuple(e["rules"]), documents=tuple(e["documents"]), description=e["description"],
        models=tuple(e["models"]), does_not_model=tuple(e["does_not_model"]))
        for _, e in _records(raw, "editions", where))
    steps = tuple(Step(name=s["name"], phase=s["phase"], main=s.get("main", False), priority=s["priority"],
                       also_said=tuple(s["also_said"])) for _, s in _records(raw, "steps", where))
    values = {v["name"]: AnswerValue(v["name"], v["said"], v["schema"]) for _, v in _records(raw, "answer_values", where)}
    kinds = []
    for at, a in _records(raw, "answer_kinds", where):
        if a["value"] not in values:
            raise DataError(at, f'its value "{a["value"]}" is none of answer_values ({", ".join(values)})')
        kinds.append(AnswerKind(name=a["name"], value=values[a["value"]], sentence=a["sentence"], example=a["example"],
                                matched_to=a["matched_to"], default=a["default"], default_value=a.get("default_value")))
    events = tuple(EventKind(
        type=e["type"], mandatory=e["mandatory"], fields=tuple(e["fields"].items()), when=e["when"],
        counted_as=tuple(EventCount(event=c["event"], said=c.get("said", c["event"]), type=e["type"],
                                    subject=c["subject"], where=tuple(c.get("where", {}).items()))
                         for c in e["counted_as"]))
        for _, e in _records(raw, "event_kinds", where))
    axes = tuple(_axis(a, editions) for _, a in _records(raw, "axes", where))
    concepts = Concepts(editions, steps, tuple(values.values()), tuple(kinds), events, axes)
    for what, names in (("edition", concepts.edition_names), ("step", concepts.step_names),
                        ("answer kind", concepts.answer_names), ("event kind", tuple(e.type for e in events)),
                        ("counted event", tuple(c.event for c in concepts.event_counts)),
                        ("axis", tuple(a.name for a in axes)),
                        *((f"case of the axis {a.name},", tuple(c.name for c in a.cases)) for a in axes)):
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise DataError(where, f"the {what} {twice[0]} is defined twice")
    return concepts


def _axis(raw: dict[str, Any], editions: tuple[Edition, ...]) -> Axis:
    """An axis; one whose cases are the editions has a case for each, exhibited as its line says."""
    if "each_edition" in raw:
        return Axis(raw["name"], raw["what"], tuple(AxisCase(e.name, raw["each_edition"]) for e in editions), True)
    return Axis(raw["name"], raw["what"], tuple(AxisCase(c["name"], c["derived"]) for c in raw["cases"]))


@lru_cache(maxsize=None)
def concepts(path: Path = CONCEPTS_FILE) -> Concepts:
    """The rules concepts, as frozen records."""
    raw = _read(path)
    try:
        return _concepts(raw, str(path))
    except (KeyError, TypeError, AttributeError) as error:
        raise DataError(str(path), f"not the concepts schemas/concepts.schema.json describes: {error!r}") from None


def _read(path: Path) -> dict[str, Any]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise DataError(str(path), f"can't read it: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise DataError(str(path), "not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise DataError(f"{path}:{error.lineno}:{error.colno}", error.msg) from None
    if not isinstance(raw, dict):
        raise DataError(str(path), "not a JSON object")
    return raw


__all__ = ["AnswerKind", "AnswerValue", "Axis", "AxisCase", "CARDS_FILE", "CONCEPTS_FILE", "Card", "Cards", "Concepts", "DataError",
           "Edition", "EventCount", "EventKind", "Step", "cards", "concepts"]
