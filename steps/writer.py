"""From a scenario IR document back to Gherkin: the step vocabulary read the other way.

:func:`scenario_text` writes a scenario as the sentences of ``features/README.md``, so that
``phasecheck export`` compiles them back to the same IR (but for where it was written: ``origin``
and each step's ``line`` and ``text``). It is how a generated scenario, a shrunk counterexample or
a disagreement between two engines is shown to a person, ready to paste into a feature file.

What the vocabulary can't say (a resolve of 3 objects, a zone check of a card in exile that names
its owner) raises :class:`Unwritable`; generators make only what can be written.
"""
from __future__ import annotations

import re
import textwrap
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping

from gherkin.dialect import Dialect

from . import answers
from .phrases import Unwritable, listed, quoted, reference, unreadable
from .scenario import DESCRIPTION_KEYS
from .vocabulary import EVENT_IR

WIDTH = 100
#: the IR's event names -> their words in a sentence
EVENT_WORDS = {ir: words for words, ir in EVENT_IR.items()}


def cards(names: list[str]) -> str:
    """Card names, a run of one name as '3 Islands': 'Boomerang, 2 Islands and Time and Tide'."""
    runs: list[list[Any]] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1][1] += 1
        else:
            runs.append([name, 1])
    return listed(name if n == 1 else f"{n} {name}s" for name, n in runs)


def an(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


# --- the header ------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _line_openings() -> tuple[str, ...]:
    """What a line of a description must not begin with, or Gherkin reads it as something else: a
    keyword (a step's, a scenario's, a rule's), a tag, a comment, a table row, a doc string."""
    dialect = Dialect.for_name("en")
    keywords = [k for each in (dialect.given_keywords, dialect.when_keywords, dialect.then_keywords,
                               dialect.and_keywords, dialect.but_keywords) for k in each]
    keywords += [f"{k}:" for each in (dialect.feature_keywords, dialect.rule_keywords, dialect.background_keywords,
                                      dialect.scenario_keywords, dialect.scenario_outline_keywords,
                                      dialect.examples_keywords) for k in each]
    return tuple(keywords) + ("@", "#", "|", '"""', "```")


def _one_line(text: str, what: str) -> str:
    """Free text (a title, a ruling, a source) as one line of Gherkin; Unwritable if it holds a line
    break or another character a line can't show (the text of an engine: a caller makes it visible)."""
    bad = unreadable(text)
    if bad is not None:
        raise Unwritable(f"the {what} holds {bad!r}, which a line of Gherkin can't hold")
    return text


def _wrapped(key: str, text: str, indent: str) -> list[str]:
    """'Key: text', wrapped at spaces; a line never starts with another description key, nor with
    anything else Gherkin would read as more than a line of the description."""
    text = _one_line(text, key)
    words = text.split(" ")
    lines = textwrap.wrap(f"{key}: {text}", WIDTH - len(indent), break_long_words=False, break_on_hyphens=False)
    if " ".join(lines) != f"{key}: {text}" or any(re.match(r"(\w+):", l) and re.match(r"(\w+):", l).group(1)
                                                   in DESCRIPTION_KEYS for l in lines[1:]) or not words or any(
            line.startswith(_line_openings()) for line in lines[1:]):
        lines = [f"{key}: {text}"]
    return [indent + lines[0]] + [indent + "  " + line for line in lines[1:]]


def header(scenario: Mapping[str, Any], indent: str = "  ") -> list[str]:
    tags = ([f"@id:{scenario['id']}"] + [f"@rule:{r}" for r in scenario["rules"]]
            + [f"@edition:{e}" for e in scenario["editions"]])
    inner = indent + "  "
    lines = [indent + " ".join(tags), f"{indent}Scenario: {_one_line(scenario['title'], 'title')}"]
    if "question" in scenario:
        lines += _wrapped("Question", scenario["question"], inner)
    lines += _wrapped("Ruling", scenario["description"], inner)
    source = scenario["source"]
    lines += _wrapped("Source", source["document"], inner) + _wrapped("Passage", source["passage"], inner)
    for also in source.get("also", ()):
        lines += _wrapped("Also", f"{also['document']}: {also['passage']}", inner)
    return lines


# --- the setup -------------------------------------------------------------------------------

def _player_sentences(player: Mapping[str, Any]) -> list[str]:
    name = player["name"]
    said = []
    if player["life"] != 20:
        said.append(f"{name} has {player['life']} life")
    run: list[str] = []
    for card in player["hand"]:
        if isinstance(card, dict):
            if run:
                said.append(f"{name} has {cards(run)} in their hand")
                run = []
            said.append(f"{name} has {card['card']} in their hand as {quoted(card['id'])}")
        else:
            run.append(card)
    if run:
        said.append(f"{name} has {cards(run)} in their hand")
    library = player["library"]
    if isinstance(library, int):
        if library != 20:
            said.append(f"{name}'s library has {library} card{'s' if library != 1 else ''}")
    elif library:
        said.append(f"{name}'s library is {cards(library)}")
    else:
        raise Unwritable("an empty library given as a list (say 0 cards)")
    return said


def _attributes(p: Mapping[str, Any]) -> list[str]:
    said = []
    if p["tapped"]:
        said.append("tapped")
    phased = p["phased"]
    if phased["status"] == "out":
        under = f" under {phased['under']}'s control" if phased["under"] != p["controller"] else ""
        said.append(f"phased out {phased['how']}{under}")
    if p["attached_to"] is not None:
        said.append(f"attached to {quoted(p['attached_to'])}")
    for kind, n in p["counters"].items():
        if not re.fullmatch(r"\S+", kind):
            raise Unwritable(f"a kind of counter with a space: {kind}")
        said.append(f"with {n} {kind} counter{'s' if n != 1 else ''}")
    if p["damage"]:
        said.append(f"with {p['damage']} damage")
    said += [f"with {card} imprinted" for card in p["imprinted"]]
    if len(p["choices"]) > 1:
        raise Unwritable("more than one choice made as a permanent entered")
    said += [f"with {choice} chosen" for choice in p["choices"]]
    if p["entered_this_turn"]:
        said.append("entered this turn")
    if p["face_down"]:
        said.append("face down")
    return said


def permanent_sentence(p: Mapping[str, Any]) -> str:
    name = f"a {p['token']} token" if "token" in p else p["card"]
    owner = f" owned by {p['owner']}" if p["owner"] != p["controller"] else ""
    attributes = _attributes(p)
    rest = ", " + ", ".join(attributes) if attributes else ""
    return f"{p['controller']} controls {name}{owner} as {quoted(p['id'])}{rest}"


def effect_sentence(effect: Mapping[str, Any]) -> str:
    duration = effect["duration"]
    lasting = {"indefinitely": "", "until end of turn": ", until end of turn"}.get(duration["kind"])
    if lasting is None:
        lasting = f", for as long as {quoted(duration['tapped'])} remains tapped"
    return f"{effect['player']} controls {quoted(effect['permanent'])} through {effect['source']}{lasting}"


def setup_sentences(setup: Mapping[str, Any]) -> list[str]:
    players = setup["players"]
    turn = setup["turn"]
    said = [f"the players are {listed(p['name'] for p in players)}"]
    for player in players:
        said += _player_sentences(player)
    said += [permanent_sentence(p) for p in setup["permanents"]]
    said += [effect_sentence(e) for e in setup["effects"]]
    said.append(f"it is {turn['active']}'s {turn['step']} of turn {turn['number']}")
    return said


# --- actions ---------------------------------------------------------------------------------

def _options(step: Mapping[str, Any]) -> str:
    said = []
    if step.get("targets"):
        said.append("targeting " + listed(reference(r) for r in step["targets"]))
    if "mode" in step:
        said.append(f"with mode {step['mode']}")
    if "x" in step:
        said.append(f"with X = {step['x']}")
    if step.get("choices"):
        said.append("choosing " + " and ".join(quoted(c) for c in step["choices"]))
    if "targets" in step and not step["targets"] or "choices" in step and not step["choices"]:
        raise Unwritable("an empty list of targets or choices")
    return (" " + ", ".join(said)) if said else ""


CASTS, ACTIVATES, PLAYS, ATTACKS, BLOCKS, ADVANCES = (
    ("casts", "can't cast"), ("activates", "can't activate"), ("plays", "can't play"), ("attacks", "can't attack"),
    ("blocks", "can't block"), ("advances", "can't advance"))


def _verb(step: Mapping[str, Any], verbs: tuple[str, str]) -> str:
    return verbs[1] if step.get("illegal") else verbs[0]


def _answer(step: Mapping[str, Any]) -> str:
    sentence = answers.SENTENCES.get(step["choice"])
    if sentence is None:
        raise Unwritable(f"an answer of an unknown kind: {step['choice']}")
    return f"{step['player']} will {sentence.say(step['answer'])}"


def action_sentence(step: Mapping[str, Any]) -> str:
    kind, who = step["action"], step.get("player")
    if kind == "cast":
        return f"{who} {_verb(step, CASTS)} {step['card']}{_options(step)}"
    if kind == "activate":
        ability = f"ability {step['ability']} of " if step["ability"] != 1 else ""
        return f"{who} {_verb(step, ACTIVATES)} {ability}{quoted(step['permanent'])}{_options(step)}"
    if kind == "play land":
        return f"{who} {_verb(step, PLAYS)} {step['card']}"
    if kind == "attack":
        defender = f" {step['defender']}" if "defender" in step else ""
        return (f"{who} {_verb(step, ATTACKS)}{defender} with "
                + listed(quoted(a) for a in step["attackers"]))
    if kind == "block":
        return f"{who} {_verb(step, BLOCKS)} " + listed(
            f"{quoted(b['attacker'])} with {quoted(b['blocker'])}" for b in step["blocks"])
    if kind == "advance":
        return f"the game {_verb(step, ADVANCES)} to {who}'s {step['step']}"
    if step.get("illegal"):
        raise Unwritable(f"a {kind} action can't be said to be refused")
    if kind == "resolve":
        if step["count"] not in (1, "all"):
            raise Unwritable(f"a resolve of {step['count']} objects (say 'the top of the stack resolves' each time)")
        return "the top of the stack resolves" if step["count"] == 1 else "the stack resolves"
    if kind == "pass priority":
        return "all players pass priority"
    if kind == "answer":
        return _answer(step)
    if kind == "concede":
        return f"{who} concedes"
    raise Unwritable(f"unknown action {kind}")


# --- checks ----------------------------------------------------------------------------------

def _phased(c: Mapping[str, Any]) -> str:
    how = f" {c['how']}" if "how" in c else ""
    under = f" under {c['under']}'s control" if "under" in c else ""
    return f"{quoted(c['permanent'])} is phased {c['status']}{how}{under}"


def _attached(c: Mapping[str, Any]) -> str:
    if c["to"] is None:
        return f"{quoted(c['permanent'])} is not attached to anything"
    return f"{quoted(c['permanent'])} is attached to {quoted(c['to'])}"


def _attachments(c: Mapping[str, Any]) -> str:
    if not c["attached"]:
        return f"nothing is attached to {quoted(c['permanent'])}"
    verb = "is" if len(c["attached"]) == 1 else "are"
    return f"only {listed(quoted(a) for a in c['attached'])} {verb} attached to {quoted(c['permanent'])}"


def _types(c: Mapping[str, Any]) -> str:
    words = " ".join(list(c["supertypes"]) + list(c["types"]))
    if not c["types"]:
        raise Unwritable("a type line without a card type")
    line = words + (" — " + " ".join(c["subtypes"]) if c["subtypes"] else "")
    return f"{quoted(c['permanent'])} is {an(line)} {line}"


def _zone(c: Mapping[str, Any]) -> str:
    zone, card = c["zone"], quoted(c["card"])
    if zone in ("hand", "graveyard") and "player" in c:
        return f"{card} is in {c['player']}'s {zone}"
    if "player" not in c:
        if zone == "battlefield":
            return f"{card} is on the battlefield"
        if zone == "exile":
            return f"{card} is in exile"
        if zone == "stack":
            return f"{card} is on the stack"
        if zone == "nowhere":
            return f"{card} has ceased to exist"
    raise Unwritable(f"a zone check of the {zone}" + (f" of {c['player']}" if "player" in c else " of no player"))


def _event(c: Mapping[str, Any]) -> str:
    words = EVENT_WORDS.get(c["event"], c["event"])
    if "at_least" in c:
        if c["at_least"] != 1:
            raise Unwritable("an event that happened at least more than once")
        return f"{quoted(c['permanent'])} has {words}"
    if c["count"] == 0:
        return f"{quoted(c['permanent'])} has not {words}"
    return f"{quoted(c['permanent'])} has {words} {c['count']} time{'s' if c['count'] != 1 else ''}"


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _mana(c: Mapping[str, Any]) -> str:
    mana = "".join(f"{{{m}}}" for m in c["mana"]) or "no mana"
    return f"{c['player']} has {mana} in their mana pool"


CHECKS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "phased": _phased,
    "controller": lambda c: f"{quoted(c['permanent'])} is controlled by {c['player']}",
    "attached": _attached,
    "attachments": _attachments,
    "face down": lambda c: f"{quoted(c['permanent'])} is {'face down' if c['value'] else 'face up'}",
    "types": _types,
    "mana pool": _mana,
    "tapped": lambda c: f"{quoted(c['permanent'])} is {'tapped' if c['tapped'] else 'untapped'}",
    "counters": lambda c: f"{quoted(c['permanent'])} has {_count(c['count'], c['counter'] + ' counter', c['counter'] + ' counters')}",
    "damage": lambda c: f"{quoted(c['permanent'])} has {c['amount']} damage",
    "power and toughness": lambda c: f"{quoted(c['permanent'])} is {c['power']}/{c['toughness']}",
    "zone": _zone,
    "combat": lambda c: f"{quoted(c['permanent'])} is {'' if c['value'] else 'not '}{c['role']}",
    "can attack": lambda c: quoted(c["permanent"]) + (" can attack" if c["value"] else " can't attack"),
    "imprinted": lambda c: f"{quoted(c['permanent'])} has {c['name']} imprinted",
    "event": _event,
    "life": lambda c: f"{c['player']} has {c['life']} life",
    "hand size": lambda c: f"{c['player']} has {_count(c['count'], 'card', 'cards')} in their hand",
    "cards drawn": lambda c: f"{c['player']} has drawn {_count(c['count'], 'card', 'cards')}",
    "cards discarded": lambda c: f"{c['player']} has discarded {_count(c['count'], 'card', 'cards')}",
    "stack size": lambda c: "the stack is empty" if c["count"] == 0 else
    f"the stack holds {_count(c['count'], 'object', 'objects')}",
    "waiting triggers": lambda c: (f"{c['count']} triggered ability is" if c["count"] == 1 else
                                   f"{c['count']} triggered abilities are") + " waiting to be put on the stack",
    "top of stack": lambda c: ("the top of the stack is " + (f"an ability of {quoted(c['source'])}"
                                                             if c["kind"] == "ability" else c["name"])),
    "step": lambda c: f"it is {c['player']}'s {c['step']}" + (f" of turn {c['turn']}" if "turn" in c else ""),
    "in game": lambda c: f"{c['player']} is {'' if c['value'] else 'not '}in the game",
}


def check_sentence(step: Mapping[str, Any]) -> str:
    return CHECKS[step["check"]](step)


def step_sentence(step: Mapping[str, Any]) -> str:
    return check_sentence(step) if "check" in step else action_sentence(step)


# --- the whole scenario ----------------------------------------------------------------------

def keyworded(sentences: list[tuple[str, str]], indent: str) -> list[str]:
    """(keyword, sentence) pairs as Gherkin lines: a keyword said again becomes And."""
    lines, previous = [], None
    for keyword, sentence in sentences:
        lines.append(f"{indent}{'And' if keyword == previous else keyword} {sentence}")
        previous = keyword
    return lines


def step_lines(steps: list[Mapping[str, Any]], indent: str = "    ",
               notes: Mapping[int, str] | None = None) -> list[str]:
    """The When and Then lines of these steps; ``notes`` puts a comment line before a step."""
    lines: list[str] = []
    previous = None
    for index, step in enumerate(steps):
        keyword = "Then" if "check" in step else "When"
        if notes and index in notes:
            lines += [f"{indent}# {line}" for line in notes[index].splitlines()]
        lines.append(f"{indent}{'And' if keyword == previous else keyword} {step_sentence(step)}")
        previous = keyword
    return lines


def scenario_text(scenario: Mapping[str, Any], notes: Mapping[int, str] | None = None) -> str:
    """One scenario, indented as in a feature file, ending with a newline."""
    lines = header(scenario)
    lines.append("")
    lines += keyworded([("Given", s) for s in setup_sentences(scenario["setup"])], "    ")
    lines += step_lines(scenario["steps"], notes=notes)
    return "\n".join(lines) + "\n"


def feature_text(scenarios: Iterable[Mapping[str, Any]], title: str = "Generated scenarios") -> str:
    """A whole feature file of these scenarios."""
    return f"Feature: {title}\n\n" + "\n".join(scenario_text(s) for s in scenarios)
