"""Answers given ahead of a choice: "Amy will choose the card Boomerang".

The kinds of answer are the rules concepts' (catalogue/concepts.json): each names the value it
holds and its sentence, a template in which ``{value}`` is the answer, ``{their}`` is "her", "his"
or "their", and ``{s}`` an "s" when the answer lists several. What is ours is how each kind of
value is read from a sentence and said back (:data:`VALUES`), so a new kind of answer that holds a
known kind of value needs no Python here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from ..catalogue import AnswerKind, concepts
from .limits import MAX_CHOICE, MAX_COUNT
from .phrases import (ALIAS, REFERENCES, SEPARATOR, PhraseError, aliases, card_name, integer, listed, quoted,
                      reference, references, unquote)


@dataclass(frozen=True)
class ValueWords:
    """How one kind of answer value reads in a sentence, and is said back."""

    pattern: str
    read: Callable[[str], Any]
    say: Callable[[Any], str]
    #: what the value names, for the checks of a scenario's ids, players and cards:
    #: "id", "ids", "references", "card", "division", "blocker order", or None (nothing the setup must have)
    names: str | None = None


AMOUNT_TO = rf"\d+ to {ALIAS}"


def _division(text: str) -> dict[str, Any]:
    """'"crocodile" as 1 to "bears" and 5 to "giant"' -> the creature and the damage to each blocker."""
    creature, _, rest = text.partition(" as ")
    pairs = re.findall(rf"(\d+) to ({ALIAS})", rest)
    return {"creature": unquote(creature),
            "damage": [{"permanent": unquote(alias), "amount": integer(n, MAX_COUNT, "an amount of damage")}
                       for n, alias in pairs]}


def _say_division(value: Any) -> str:
    return f'{quoted(value["creature"])} as ' + listed(f'{d["amount"]} to {quoted(d["permanent"])}'
                                                        for d in value["damage"])


def _blocker_order(text: str) -> dict[str, Any]:
    """'"crocodile" as "giant" and "bears"' -> the creature and its blockers in order."""
    creature, _, rest = text.partition(" as ")
    return {"creature": unquote(creature), "order": aliases(rest)}


def _say_blocker_order(value: Any) -> str:
    return f'{quoted(value["creature"])} as {listed(quoted(a) for a in value["order"])}'


VALUES: dict[str, ValueWords] = {
    "ids": ValueWords(REFERENCES, aliases, lambda v: listed(quoted(a) for a in v), "ids"),
    "references": ValueWords(REFERENCES, references, lambda v: listed(reference(r) for r in v), "references"),
    "id": ValueWords(ALIAS, unquote, quoted, "id"),
    "card": ValueWords(r".+", card_name, str, "card"),
    "yes or no": ValueWords(r"yes|no", lambda t: t == "yes", lambda v: "yes" if v else "no"),
    "number": ValueWords(r"\d+", lambda t: integer(t, MAX_CHOICE, "a number"), str),
    "type": ValueWords(r"[A-Z][A-Za-z'-]*", str, str),
    "division": ValueWords(rf"{ALIAS} as {AMOUNT_TO}(?:{SEPARATOR}{AMOUNT_TO})*", _division, _say_division, "division"),
    "blocker order": ValueWords(rf"{ALIAS} as {ALIAS}(?:{SEPARATOR}{ALIAS})*", _blocker_order, _say_blocker_order,
                                "blocker order"),
}
PLACEHOLDER = re.compile(r"\{(value|their|s)\}")




@dataclass(frozen=True)
class AnswerSentence:
    """The sentence of one kind of answer, both ways."""

    kind: AnswerKind
    words: ValueWords

    @property
    def regex(self) -> str:
        parts = []
        for index, piece in enumerate(PLACEHOLDER.split(self.kind.sentence)):
            if index % 2 == 0:
                parts.append(re.escape(piece))
            else:
                parts.append({"value": f"(?P<v>{self.words.pattern})", "their": "(?:her|his|their)",
                              "s": "s?"}[piece])
        return "".join(parts)

    def read(self, text: str) -> Any | None:
        """The answer a sentence gives (after "<Player> will "), or None if it is not this kind's."""
        found = re.fullmatch(self.regex, text)
        return None if found is None else self.words.read(found.group("v"))

    def say(self, value: Any) -> str:
        several = isinstance(value, list) and len(value) > 1
        return PLACEHOLDER.sub(lambda m: {"value": self.words.say(value), "their": "their",
                                          "s": "s" if several else ""}[m.group(1)], self.kind.sentence)


def _sentences() -> dict[str, AnswerSentence]:
    found = {}
    for kind in concepts().answer_kinds:
        if kind.value.name not in VALUES:
            raise ValueError(f'the answer kind "{kind.name}" holds a "{kind.value.name}", a value steps/answers.py '
                             "can't read")
        found[kind.name] = AnswerSentence(kind, VALUES[kind.value.name])
    return found


#: every kind of answer by name, in the rules concepts' order
SENTENCES = _sentences()


def read(text: str) -> tuple[str, Any]:
    """(kind, answer) from what follows "<Player> will "."""
    for sentence in SENTENCES.values():
        value = sentence.read(text)
        if value is not None:
            return sentence.kind.name, value
    raise PhraseError(f"unknown kind of answer: {text}")


def names(choice: str) -> str | None:
    """What an answer of this kind names ("id", "ids", "references", "card"), or None."""
    sentence = SENTENCES.get(choice)
    return None if sentence is None else sentence.words.names
