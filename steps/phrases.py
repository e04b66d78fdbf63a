"""Small shared grammar: players, aliases, card lists, numbers, steps of the turn.

Card names are checked against the card catalogue (suite data), never against an engine. A card
name may contain spaces, commas and the word "and" (Time and Tide): wherever a sentence takes a
card name, the catalogue's names are tried first, longest first, before the generic words that
only serve to report an unknown card.
"""
from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Mapping

from ..catalogue import concepts
from .catalogue import CATALOGUE
from .limits import MAX_COUNT

#: the steps of a turn, in order, as the scenario schema names them (the rules concepts')
STEPS = concepts().step_names
#: a card or token name: any catalogued name (or its plural), else capitalised words for the error
CARD = rf"(?:{CATALOGUE.names_pattern}|[A-Z][^\"]*?)"
SEPARATOR = r"(?:, and |, | and )"
PLAYER = r"[A-Z][a-z]+"
ALIAS = r'"[^"]+"'
#: a target or a list item: an alias in quotes, or a player's name
REFERENCE = rf"(?:{ALIAS}|{PLAYER})"
REFERENCES = rf"{REFERENCE}(?:(?:, | and |, and ){REFERENCE})*"
NUMBER = r"\d+|no|a|an|one|two|three|four|five|six|seven|eight|nine|ten"
#: every way a sentence may name a step -> its name
STEP_NAMES = {s: s for s in STEPS} | {said: step.name for step in concepts().steps for said in step.also_said}
STEP = "|".join(sorted((re.escape(s) for s in STEP_NAMES), key=len, reverse=True))
WORD_NUMBERS = {"no": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}


class PhraseError(ValueError):
    """A step's words name something that does not exist (a card, a step of the turn)."""


class Unwritable(ValueError):
    """The IR holds something no sentence of the vocabulary says."""


def number(text: str) -> int:
    """A count in words or digits: "no", "a", "two", "30"."""
    text = text.strip()
    return WORD_NUMBERS[text] if text in WORD_NUMBERS else integer(text, MAX_COUNT, "a count")


def integer(text: str, limit: int, what: str) -> int:
    """A whole number, perhaps negative, of at most ``limit`` either way (never thousands of digits)."""
    text = text.strip()
    digits = text.removeprefix("-")
    if not digits.isdigit() or not digits.isascii():
        raise PhraseError(f"not a whole number: {text}")
    if len(digits) > len(str(limit)) or int(digits) > limit:
        shown = text if len(text) <= 20 else f"{text[:12]}... ({len(digits)} digits)"
        raise PhraseError(f"{what} is at most {limit}: {shown} is too large")
    return int(text)


def step_name(text: str) -> str:
    try:
        return STEP_NAMES[text]
    except KeyError:
        raise PhraseError(f"unknown step of the turn: {text}") from None


def card_name(text: str) -> str:
    name = text.strip()
    if CATALOGUE.card(name) is not None:
        return name
    raise PhraseError(f"unknown card: {name} (not in the card catalogue)")


def singular_card_name(text: str) -> str:
    """A card name, also in the plural: 'Islands', 'Sandbar Crocodiles'."""
    name = text.strip()
    if CATALOGUE.card(name) is None and name.endswith("s") and CATALOGUE.card(name[:-1]) is not None:
        name = name[:-1]
    return card_name(name)


def token_name(text: str) -> str:
    name = text.strip()
    if CATALOGUE.token(name) is None and name.endswith("s") and CATALOGUE.token(name[:-1]) is not None:
        name = name[:-1]
    if CATALOGUE.token(name) is not None:
        return name
    raise PhraseError(f"unknown token: {name} (not in the card catalogue)")


def split_list(text: str) -> list[str]:
    """'a, b and c' -> ['a', 'b', 'c'], keeping quoted items whole."""
    items = re.findall(rf'{ALIAS}|[^,]+?(?=,| and |$)', text.replace(", and ", ", "))
    out = []
    for item in items:
        item = item.strip()
        if item.startswith("and "):
            item = item[4:]
        if item:
            out.append(item)
    return out


def unquote(text: str) -> str:
    text = text.strip()
    return text[1:-1] if text.startswith('"') and text.endswith('"') else text


def references(text: str) -> list[dict[str, str]]:
    """'"bears" and Nicole' -> [{"permanent": "bears"}, {"player": "Nicole"}]."""
    refs = []
    for item in re.findall(REFERENCE, text):
        refs.append({"permanent": unquote(item)} if item.startswith('"') else {"player": item})
    return refs


def aliases(text: str) -> list[str]:
    return [unquote(a) for a in re.findall(ALIAS, text)]


LIST_ITEM = re.compile(rf"(?:(?P<n>{NUMBER}) )?(?:copies of )?(?P<card>{CARD})(?={SEPARATOR}|$)")


def card_list(text: str) -> list[str]:
    """'Time and Tide, Boomerang and 4 Islands' -> the card names, one per card."""
    cards: list[str] = []
    rest = text.strip()
    while rest:
        found = LIST_ITEM.match(rest)
        if found is None:
            raise PhraseError(f"can't read a card in: {rest}")
        count = number(found.group("n")) if found.group("n") else 1
        cards += [singular_card_name(found.group("card"))] * count
        rest = re.sub(rf"^{SEPARATOR}", "", rest[found.end():])
    return cards


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


# --- the other way: words for IR values --------------------------------------------------------

def listed(items: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = list(items)
    if not items:
        raise Unwritable("an empty list has no words")
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def quoted(alias: str) -> str:
    if '"' in alias:
        raise Unwritable(f"an id with a double quote can't be written: {alias}")
    return f'"{alias}"'


def reference(ref: Mapping[str, str]) -> str:
    return quoted(ref["permanent"]) if "permanent" in ref else ref["player"]


#: bidirectional embeddings, overrides and isolates: they show a line in another order than it is read
_BIDI_CONTROLS = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))


def unreadable(line: str) -> str | None:
    """The first character of a line of a feature file that a line can't hold: a control character
    but the tab (an escape sequence, a NUL, a carriage return inside it), a line or paragraph
    separator, a lone surrogate, a bidirectional control. Other invisible characters (a joiner in an
    emoji, a soft hyphen, a mark of direction) are text. None if there is none."""
    if line.isprintable():
        return None
    for char in line:
        if char in _BIDI_CONTROLS or (char != "\t" and unicodedata.category(char) in ("Cc", "Zl", "Zp", "Cs")):
            return char
    return None
