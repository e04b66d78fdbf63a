"""Small shared grammar: players, aliases, card lists, numbers, steps of the turn.

Card names are checked against the reference engine's registry, which is the card pool.
"""
from __future__ import annotations

import re

from engine import REGISTRY, Step

PLAYER = r"[A-Z][a-z]+"
ALIAS = r'"[^"]+"'
#: a target or a list item: an alias in quotes, or a player's name
REFERENCE = rf"(?:{ALIAS}|{PLAYER})"
REFERENCES = rf"{REFERENCE}(?:(?:, | and |, and ){REFERENCE})*"
NUMBER = r"\d+|no|a|an|one|two|three|four|five|six|seven|eight|nine|ten"
STEP_NAMES = {s.value: s.value for s in Step} | {
    "upkeep step": Step.UPKEEP.value, "draw": Step.DRAW.value, "main phase": Step.PRECOMBAT_MAIN.value,
    "first main phase": Step.PRECOMBAT_MAIN.value, "second main phase": Step.POSTCOMBAT_MAIN.value,
    "end of turn step": Step.END.value,
}
STEP = "|".join(sorted((re.escape(s) for s in STEP_NAMES), key=len, reverse=True))
WORD_NUMBERS = {"no": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}


class PhraseError(ValueError):
    """A step's words name something that does not exist (a card, a step of the turn)."""


def number(text: str) -> int:
    text = text.strip()
    return int(text) if text.isdigit() else WORD_NUMBERS[text]


def step_name(text: str) -> str:
    try:
        return STEP_NAMES[text]
    except KeyError:
        raise PhraseError(f"unknown step of the turn: {text}") from None


def card_name(text: str) -> str:
    name = text.strip()
    if name in REGISTRY.card_names():
        return name
    raise PhraseError(f"unknown card: {name}")


def singular_card_name(text: str) -> str:
    """A card name, also in the plural: 'Islands', 'Sandbar Crocodiles'."""
    name = text.strip()
    if name not in REGISTRY.card_names() and name.endswith("s") and name[:-1] in REGISTRY.card_names():
        name = name[:-1]
    return card_name(name)


def token_name(text: str) -> str:
    name = text.strip()
    if name in REGISTRY.token_names():
        return name
    raise PhraseError(f"unknown token: {name}")


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


def card_list(text: str) -> list[str]:
    """'Collective Unconscious and 4 Islands' -> the card names, one per card."""
    cards: list[str] = []
    for item in split_list(text):
        match = re.fullmatch(rf"(?:({NUMBER}) )?(?:copies of )?(.+)", item)
        assert match is not None
        count = number(match.group(1)) if match.group(1) else 1
        cards += [singular_card_name(match.group(2))] * count
    return cards


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
