"""phase.rs's card database, built from phasecheck's catalogue and nothing else.

phase.rs reads MTGJSON "atomic" card records and parses their Oracle text (``build_oracle_face``).
Our catalogue (``catalogue/cards.json``) states each card's Oracle text on one line; MTGJSON keeps
its line breaks, one ability (or one keyword, one mode) per line, and lists the card's keywords.
``oracle_lines`` puts the breaks back by the templating rules of Oracle text, so phase.rs parses
our cards as it parses any card. Nothing here knows a card by name.

A card is *supported* when phase.rs parses every ability of it, or else when the text it did not
parse can only do its work at a moment the adapter sees coming: an activated ability's effect (as it
is activated), an instant's or sorcery's spell ability (as it is cast), a permanent's "As ~ enters"
(as it is cast or enters the battlefield). The scenario is skipped at that moment; one that never
puts that text to work is played. A modal spell is supported when at least one of its modes parses,
and a scenario that chooses a mode phase.rs did not parse is skipped.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import phase

from phasecheck.steps.catalogue import CATALOGUE_FILE

# Keyword abilities (rule 702) as they head a line of Oracle text: plain ones, those followed by a
# cost or a number, and those followed by a quality ("Enchant creature", "Protection from red").
PLAIN_KEYWORDS = (
    "banding", "cascade", "changeling", "convoke", "deathtouch", "decayed", "defender", "delve", "devoid",
    "double strike", "epic", "evolve", "exalted", "extort", "fear", "first strike", "flanking", "flash",
    "flying", "haste", "hexproof", "horsemanship", "indestructible", "infect", "intimidate", "lifelink",
    "living weapon", "menace", "persist", "phasing", "prowess", "reach", "rebound", "shadow", "shroud",
    "skulk", "split second", "storm", "training", "trample", "undying", "vigilance", "wither",
)
COSTED_KEYWORDS = (
    "afflict", "annihilator", "bestow", "bushido", "buyback", "crew", "cumulative upkeep", "cycling", "dash",
    "disguise", "echo", "equip", "evoke", "fading", "flashback", "fortify", "graft", "kicker", "madness",
    "modular", "morph", "ninjutsu", "rampage", "reconfigure", "unearth", "vanishing", "ward",
)
QUALIFIED_KEYWORDS = (
    "affinity for", "enchant", "forestwalk", "islandwalk", "landwalk", "mountainwalk", "plainswalk",
    "protection from", "swampwalk",
)


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_KEYWORD = re.compile(
    rf"^(?:(?P<plain>{_alternation(PLAIN_KEYWORDS)})"
    rf"|(?P<costed>{_alternation(COSTED_KEYWORDS)})(?:\s+(?:(?:\{{[^}}]+\}})+|\d+|[—-].*))?"
    rf"|(?P<qualified>{_alternation(QUALIFIED_KEYWORDS)})\s+.+)$", re.IGNORECASE)
_REMINDER = re.compile(r"\s*\([^)]*\)")
# A triggered ability ("When", "Whenever", "At"), a replacement "As ... enters", an activated
# ability ("{cost}: effect"), or any of them after an ability word ("Imprint — When ...").
_ABILITY_WORD = r"(?:[A-Z][a-z]+ )*[A-Z][a-z]+ — "
_ABILITY = re.compile(rf"^(?:{_ABILITY_WORD})?(?:(?:When|Whenever|At|As)\b|[^.:\"]*\{{[^}}]*\}}[^.:\"]*:)")


def sentences(text: str) -> list[str]:
    """The sentences of a paragraph; reminder text in parentheses stays with its sentence."""
    found, depth, current = [], 0, ""
    for index, char in enumerate(text):
        current += char
        depth += (char == "(") - (char == ")")
        at_break = index + 1 == len(text) or text[index + 1] == " "
        if depth == 0 and at_break and char in ".)":
            found.append(current.strip())
            current = ""
    if current.strip():
        found.append(current.strip())
    return found


_LEADING_KEYWORD = re.compile(rf"^({_alternation(PLAIN_KEYWORDS)})\s+(.+)$", re.IGNORECASE)


def keyword_run(part: str) -> list[str] | None:
    """One keyword, or several in a row that Oracle puts on lines of their own ("Haste Echo {3}{R}"
    on one line is "Haste" and "Echo {3}{R}"), or None."""
    part = part.strip()
    if _KEYWORD.match(part):
        return [part]
    lead = _LEADING_KEYWORD.match(part)
    rest = keyword_run(lead.group(2)) if lead else None
    return [lead.group(1)] + rest if lead and rest else None


def keywords_of(sentence: str) -> list[str] | None:
    """The keywords a sentence consists of ("Flying", "Equip {2}", "Enchant creature"), or None."""
    bare = _REMINDER.sub("", sentence).strip().rstrip(".")
    names = []
    for part in bare.split(","):
        run = keyword_run(part)
        if run is None:
            return None
        names += [_keyword_name(keyword) for keyword in run]
    return names


def _keyword_name(keyword: str) -> str:
    match = _KEYWORD.match(keyword)
    assert match is not None
    return match.group(match.lastgroup).capitalize()


def keyword_lines(sentence: str) -> list[str]:
    """A keyword sentence as Oracle lines: keywords in a row without commas each get a line, the
    reminder text stays with the last."""
    bare = _REMINDER.sub("", sentence).strip().rstrip(".")
    run = keyword_run(bare) if "," not in bare else None
    line = sentence if sentence.endswith(")") else sentence.rstrip(".")
    if not run or len(run) == 1:
        return [line]
    leading = run[:-1]
    rest = line
    for keyword in leading:
        rest = rest[len(keyword):].lstrip()
    return leading + [rest]


def oracle_lines(text: str, is_spell: bool) -> tuple[str, list[str]]:
    """One-line Oracle text with its line breaks put back, and the keywords it lists.

    Keywords each get a line; each mode of a modal spell gets a line; an instant's or sorcery's
    other sentences form one spell ability; on a permanent, a triggered or activated ability
    starts a line and takes the sentences that follow it ("If you do, ..."), and any other
    sentence is a static ability of its own.
    """
    head, *modes = [part.strip() for part in text.split("•")]
    lines: list[str] = []
    keywords: list[str] = []
    kind = None  # what the last line is: "keyword", "ability", "static" or "spell"
    for sentence in sentences(head):
        names = keywords_of(sentence)
        if names:
            keywords += names
            lines += keyword_lines(sentence)
            kind = "keyword"
        elif is_spell:
            if kind == "spell":
                lines[-1] += " " + sentence
            else:
                lines.append(sentence)
                kind = "spell"
        elif _ABILITY.match(sentence) or kind in (None, "keyword", "static"):
            lines.append(sentence)
            kind = "ability" if _ABILITY.match(sentence) else "static"
        else:
            lines[-1] += " " + sentence
    lines += ["• " + mode for mode in modes]
    return "\n".join(lines), keywords


def colors_of(mana_cost: str) -> list[str]:
    return sorted({symbol for symbol in re.findall(r"[WUBRG]", mana_cost)})


def atomic_card(entry: dict[str, Any], token: bool) -> dict[str, Any]:
    """A catalogue entry as the MTGJSON atomic record phase.rs builds a card face from."""
    is_spell = bool({"Instant", "Sorcery"} & set(entry["types"]))
    text, keywords = oracle_lines(entry["text"], is_spell)
    colors = sorted(entry["colors"]) if token else colors_of(entry.get("mana_cost", ""))
    record = {"name": entry["name"], "manaCost": entry.get("mana_cost") or None,
              "manaValue": entry.get("mana_value", 0), "supertypes": entry["supertypes"],
              "types": entry["types"], "subtypes": entry["subtypes"], "text": text, "keywords": keywords,
              "layout": "token" if token else "normal", "colors": colors, "colorIdentity": colors,
              "identifiers": {}, "legalities": {}}
    if "power" in entry:
        record |= {"power": str(entry["power"]), "toughness": str(entry["toughness"])}
    return record


def unparsed(value: Any, path: str = "") -> list[str]:
    """Where a card face holds text phase.rs could not parse (its 'Unimplemented' nodes)."""
    found = []
    if isinstance(value, dict):
        if value.get("type") == "Unimplemented":
            found.append(f"{path}: {value.get('description') or value.get('name')}")
        for key, item in value.items():
            found += unparsed(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += unparsed(item, f"{path}[{index}]")
    return found


#: what a target spec of phase.rs's that chooses nothing refers to: the ability's own source, what it
#: created, its controller, what triggered it, what it set aside, or its parent's target
NOT_CHOSEN = frozenset({"SelfRef", "LastCreated", "Controller", "TriggeringSource", "TrackedSet", "ParentTarget"})


def _trigger_definitions(value: Any) -> Iterable[dict[str, Any]]:
    """Every triggered ability a card face defines, anywhere in it: its own, the delayed ones its
    effects create, those it grants."""
    if isinstance(value, dict):
        if ("mode" in value and "execute" in value) or value.get("type") == "CreateDelayedTrigger":
            yield value
        for item in value.values():
            yield from _trigger_definitions(item)
    elif isinstance(value, list):
        for item in value:
            yield from _trigger_definitions(item)


def _may_vanish(value: Any) -> bool:
    """Whether a triggered ability may choose a target or be declined: then phase.rs may remove
    it without a trace (alone with no legal target, 603.3d)."""
    if isinstance(value, dict):
        if value.get("optional") is True or value.get("optional_targeting") is True or value.get("target_prompt"):
            return True
        target = value.get("target")
        if isinstance(target, dict) and target.get("type") not in NOT_CHOSEN:
            return True
        return any(_may_vanish(item) for item in value.values())
    return isinstance(value, list) and any(_may_vanish(item) for item in value)


@dataclass
class Face:
    """One card or token as phase.rs parsed it."""

    name: str
    token: bool
    face: dict[str, Any]
    #: modes (1-based) of a modal spell phase.rs did not parse
    unparsed_modes: frozenset[int] = frozenset()
    #: what phase.rs could not parse outside the modes and :attr:`deferred`; the card is not supported if any
    unparsed: tuple[str, ...] = ()
    #: the abilities (indices into phase.rs's ``abilities``) phase.rs did not parse whose work waits for
    #: a moment the adapter sees: activation, casting, entering (module docstring), with their text
    deferred: dict[int, str] = field(default_factory=dict)

    @property
    def supported(self) -> bool:
        modes = self.face.get("modal") or {}
        return not self.unparsed and len(self.unparsed_modes) < modes.get("mode_count", 1)

    @property
    def triggers_traced(self) -> bool:
        """Whether phase.rs leaves a trace of every triggered ability of this face (none of them
        chooses a target or may be declined; module :func:`_may_vanish`)."""
        return not any(_may_vanish(trigger) for trigger in _trigger_definitions(self.face))

    def unparsed_activated(self, index: int) -> str | None:
        """The text of the activated ability ``index`` if phase.rs did not parse it."""
        return self.deferred.get(index)

    @property
    def unparsed_on_casting(self) -> list[str]:
        """What phase.rs did not parse that casting the card puts to work (its spell ability, or its
        "As ~ enters" as it resolves)."""
        return [text for index, text in self.deferred.items() if self.face["abilities"][index]["kind"] != "Activated"]


    @property
    def unparsed_on_entering(self) -> list[str]:
        """What phase.rs did not parse that the permanent entering the battlefield puts to work."""
        return [text for text in self.deferred.values() if _AS_ENTERS.match(text)]


_AS_ENTERS = re.compile(r"^As ~ enters\b")


def _deferred(face: dict[str, Any], is_spell: bool) -> dict[int, str]:
    """The abilities phase.rs did not parse that wait for a moment the adapter sees (Face.deferred)."""
    found = {}
    for index, ability in enumerate(face.get("abilities") or []):
        if not unparsed(ability):
            continue
        text = ability.get("description") or ""
        if ability["kind"] == "Activated" and not unparsed({k: v for k, v in ability.items() if k != "effect"}):
            found[index] = text
        elif ability["kind"] == "Spell" and (is_spell or _AS_ENTERS.match(text)):
            found[index] = text
    return found


def build_face(entry: dict[str, Any], token: bool) -> Face:
    face = phase.build_oracle_face(atomic_card(entry, token), None)
    if face.get("modal"):
        modes = frozenset(i + 1 for i, ability in enumerate(face["abilities"]) if unparsed(ability))
        rest = unparsed({k: v for k, v in face.items() if k != "abilities"})
        return Face(entry["name"], token, face, modes, tuple(rest))
    deferred = _deferred(face, bool({"Instant", "Sorcery"} & set(entry["types"])))
    rest = [ability for index, ability in enumerate(face["abilities"]) if index not in deferred]
    return Face(entry["name"], token, face, frozenset(), tuple(unparsed(dict(face, abilities=rest))), deferred)


@dataclass
class CardPool:
    """The catalogue as phase.rs sees it: a loaded ``phase.Engine`` and what it supports."""

    engine: Any
    faces: dict[str, Face] = field(default_factory=dict)
    #: phase.rs's default game format, with debug actions allowed (filled in on first use)
    format_config: dict[str, Any] | None = None

    @property
    def cards(self) -> list[str]:
        return sorted(f.name for f in self.faces.values() if f.supported and not f.token)

    @property
    def tokens(self) -> list[str]:
        return sorted(f.name for f in self.faces.values() if f.supported and f.token)

    def entry(self, name: str) -> Face:
        return self.faces[name]


def load(catalogue: Path = CATALOGUE_FILE) -> CardPool:
    """Build every card face of the catalogue in-process and load them into a phase.rs engine."""
    raw = json.loads(catalogue.read_text(encoding="utf-8"))
    faces = {e["name"]: build_face(e, False) for e in raw["cards"]}
    faces |= {e["name"]: build_face(e, True) for e in raw["tokens"]}
    database = {name.lower(): f.face for name, f in faces.items()}
    return CardPool(phase.Engine.from_json(json.dumps(database)), faces)
