"""The step vocabulary: every Gherkin sentence phasecheck understands, and the IR element it builds.

Each :class:`StepPattern` is one parameterised sentence. ``build`` turns the sentence's named
groups into exactly one element of the scenario IR:

- ``("players", [...])``: the players, in turn order;
- ``("player", {...})``: facts about one player (merged into that player's setup);
- ``("permanents", [...])``: permanents on the starting battlefield;
- ``("turn", {...})``: whose turn it is and which step;
- ``("step", {...})``: an action (``"action"`` key) or a check (``"check"`` key).

The same table drives the compiler (Gherkin -> JSON) and the pytest-bdd step definitions, so a
sentence means the same thing on both paths. ``features/README.md`` documents every pattern
with its example; a test keeps the two in step.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from ..catalogue import concepts
from . import answers
from .limits import MAX_CHOICE, MAX_COUNT, MAX_LIFE, MAX_TURN
from .phrases import (ALIAS, CARD, NUMBER, PLAYER, REFERENCES, SEPARATOR, STEP, PhraseError, aliases, card_list,
                      card_name, integer, number, references, singular_card_name, split_list, step_name, token_name,
                      unquote)

Element = tuple[str, Any]


@dataclass(frozen=True)
class StepPattern:
    keyword: str  # "given", "when" or "then"
    pattern: str
    build: Callable[[dict[str, str]], Element]
    example: str
    meaning: str

    @property
    def regex(self) -> re.Pattern[str]:
        return re.compile(self.pattern)

    def match(self, text: str) -> dict[str, str] | None:
        found = self.regex.fullmatch(text)
        return None if found is None else {k: v for k, v in found.groupdict().items() if v is not None}


# --- setup -----------------------------------------------------------------------------------

def _players(g: dict[str, str]) -> Element:
    return ("players", split_list(g["players"]))


def _life(g: dict[str, str]) -> Element:
    return ("player", {"name": g["player"], "life": integer(g["life"], MAX_LIFE, "a life total")})


def _hand(g: dict[str, str]) -> Element:
    cards: list[Any] = card_list(g["cards"])
    if "alias" in g:
        if len(cards) != 1:
            raise PhraseError("an alias names one card: give each aliased card its own step")
        cards = [{"card": cards[0], "id": g["alias"]}]
    return ("player", {"name": g["player"], "hand": cards})


def _library(g: dict[str, str]) -> Element:
    if "count" in g:
        return ("player", {"name": g["player"], "library": number(g["count"])})
    return ("player", {"name": g["player"], "library": card_list(g["cards"])})


def _turn(g: dict[str, str]) -> Element:
    turn = {"active": g["player"], "step": step_name(g["step"])}
    if "number" in g:
        turn["number"] = integer(g["number"], MAX_TURN, "a turn number")
    return ("turn", turn)


PERMANENT_ATTRIBUTES: list[tuple[str, Callable[[re.Match[str]], dict[str, Any]]]] = [
    (r"tapped", lambda m: {"tapped": True}),
    (r"untapped", lambda m: {"tapped": False}),
    (rf"phased out(?: (?P<how>directly|indirectly))?(?: under (?P<under>{PLAYER})'s control)?",
     lambda m: {"phased": {"status": "out", "how": m.group("how") or "directly",
                           **({"under": m.group("under")} if m.group("under") else {})}}),
    (rf"attached to (?P<to>{ALIAS})", lambda m: {"attached_to": unquote(m.group("to"))}),
    (rf"with (?P<n>{NUMBER}) (?P<kind>\S+) counters?", lambda m: {"counters": {m.group("kind"): number(m.group("n"))}}),
    (rf"with (?P<n>{NUMBER}) damage", lambda m: {"damage": number(m.group("n"))}),
    (rf"with (?P<card>{CARD}) imprinted", lambda m: {"imprinted": [card_name(m.group("card"))]}),
    (r"with (?P<choice>[A-Z][\w'-]*) chosen", lambda m: {"choices": [m.group("choice")]}),
    (r"entered this turn", lambda m: {"entered_this_turn": True}),
    (r"face down", lambda m: {"face_down": True}),
]


def _permanent_attributes(text: str) -> dict[str, Any]:
    """'tapped, with 2 +1/+1 counters and with Time and Tide imprinted', read from left to right.
    Each is said once: "tapped, untapped" or "attached to "a", attached to "b"" is refused."""
    attributes: dict[str, Any] = {}
    said: dict[str, str] = {}
    rest = text.strip()
    while rest:
        for regex, make in PERMANENT_ATTRIBUTES:
            found = re.match(rf"(?:{regex})(?={SEPARATOR}|$)", rest)
            if found:
                for key, value in make(found).items():
                    _add_attribute(attributes, said, key, value, found.group())
                rest = re.sub(rf"^{SEPARATOR}", "", rest[found.end():])
                break
        else:
            raise PhraseError(f"unknown permanent attribute: {split_list(rest)[0]}")
    return attributes


def _add_attribute(attributes: dict[str, Any], said: dict[str, str], key: str, value: Any, words: str) -> None:
    """Counters of different kinds and imprinted cards add up; anything else said twice is refused."""
    if key == "imprinted":
        attributes[key] = attributes.get(key, []) + value
        return
    if key == "counters":
        kind = next(iter(value))
        if kind in attributes.get("counters", {}):
            raise PhraseError(f'"{words}" gives {kind} counters a second time: say how many once')
        attributes.setdefault("counters", {}).update(value)
        return
    if key in said:
        raise PhraseError(f"it says both {said[key]} and {words} of one permanent: say one of them")
    said[key] = words
    attributes[key] = value


def _permanents(g: dict[str, str]) -> Element:
    count = number(g.get("count", "a"))
    token = "token" in g
    name = token_name(g["card"]) if token else singular_card_name(g["card"])
    if "alias" in g and count != 1:
        raise PhraseError("an alias names one permanent: give each its own step")
    attributes = _permanent_attributes(g.get("attributes", ""))
    permanents = []
    for _ in range(count):
        permanent: dict[str, Any] = {"token" if token else "card": name, "controller": g["player"],
                                     "owner": g.get("owner", g["player"])}
        if "alias" in g:
            permanent["id"] = g["alias"]
        permanents.append(permanent | attributes)
    return ("permanents", permanents)


def _control_effect(g: dict[str, str]) -> Element:
    duration: dict[str, Any] = {"kind": "indefinitely"}
    if g.get("duration") == "until end of turn":
        duration = {"kind": "until end of turn"}
    elif "keeper" in g:
        duration = {"kind": "for as long as", "tapped": g["keeper"]}
    return ("effect", {"effect": "control", "player": g["player"], "permanent": g["alias"],
                       "source": card_name(g["source"]), "duration": duration})


# --- actions ---------------------------------------------------------------------------------

SPELL_OPTIONS = [
    (rf"targeting (?P<targets>{REFERENCES})", lambda m: {"targets": references(m.group("targets"))}),
    (r"(?:choosing )?mode (?P<mode>\d+)", lambda m: {"mode": integer(m.group("mode"), MAX_CHOICE, "a mode")}),
    (r"X = (?P<x>\d+)", lambda m: {"x": integer(m.group("x"), MAX_COUNT, "X")}),
    (rf"choosing (?P<choices>{ALIAS}(?: and {ALIAS})*)", lambda m: {"choices": aliases(m.group("choices"))}),
]


def _options(text: str) -> dict[str, Any]:
    """' with mode 3, targeting "shackles"' -> {"mode": 3, "targets": [...]}"""
    options: dict[str, Any] = {}
    rest = text.strip()
    while rest:
        rest = re.sub(r"^(?:,\s*|with\s+|and\s+)+", "", rest)
        for regex, make in SPELL_OPTIONS:
            found = re.match(regex, rest)
            if found:
                options.update(make(found))
                rest = rest[found.end():].strip()
                break
        else:
            raise PhraseError(f"can't read the words: {rest}")
    return options


def _illegal(g: dict[str, str]) -> dict[str, Any]:
    return {"illegal": True} if g.get("verb", "").startswith("can't") else {}


def _cast(g: dict[str, str]) -> Element:
    return ("step", {"action": "cast", "player": g["player"], "card": card_name(g["card"]),
                     **_options(g.get("options", "")), **_illegal(g)})


def _activate(g: dict[str, str]) -> Element:
    return ("step", {"action": "activate", "player": g["player"], "permanent": g["alias"],
                     "ability": integer(g.get("ability", "1"), MAX_CHOICE, "an ability number"), **_options(g.get("options", "")), **_illegal(g)})


def _play(g: dict[str, str]) -> Element:
    return ("step", {"action": "play land", "player": g["player"], "card": card_name(g["card"]), **_illegal(g)})


def _attack(g: dict[str, str]) -> Element:
    step = {"action": "attack", "player": g["player"], "attackers": aliases(g["attackers"])}
    if "defender" in g:
        step["defender"] = g["defender"]
    return ("step", step | _illegal(g))


def _block(g: dict[str, str]) -> Element:
    pairs = re.findall(rf"({ALIAS}) with ({ALIAS})", g["blocks"])
    return ("step", {"action": "block", "player": g["player"],
                     "blocks": [{"blocker": unquote(b), "attacker": unquote(a)} for a, b in pairs], **_illegal(g)})


def _resolve(g: dict[str, str]) -> Element:
    return ("step", {"action": "resolve", "count": 1 if "top" in g else "all"})


def _advance(g: dict[str, str]) -> Element:
    return ("step", {"action": "advance", "player": g["player"], "step": step_name(g["step"]), **_illegal(g)})


def _answer(g: dict[str, str]) -> Element:
    kind, value = answers.read(g["answer"])
    return ("step", {"action": "answer", "player": g["player"], "choice": kind, "answer": value})


def _concede(g: dict[str, str]) -> Element:
    return ("step", {"action": "concede", "player": g["player"]})


# --- checks ----------------------------------------------------------------------------------

def _check(kind: str, /, **fields: Any) -> Element:
    return ("step", {"check": kind, **fields})


def _phased(g: dict[str, str]) -> Element:
    fields = {"permanent": g["alias"], "status": g["status"]}
    for key in ("how", "under"):
        if key in g:
            fields[key] = g[key]
    return _check("phased", **fields)


def _status(g: dict[str, str]) -> Element:
    if g["state"].startswith("face"):
        return _check("face down", permanent=g["alias"], value=g["state"] == "face down")
    return _check("tapped", permanent=g["alias"], tapped=g["state"] == "tapped")


def _attached(g: dict[str, str]) -> Element:
    if "host" in g:
        attached = [] if g["attached"] == "nothing" else aliases(g["attached"])
        return _check("attachments", permanent=g["host"], attached=attached)
    return _check("attached", permanent=g["alias"], to=g.get("to"))


SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
              "Sorcery")


def _characteristics(g: dict[str, str]) -> Element:
    """'4/4', or a type line: 'a Legendary Land', 'a Land — Island', 'a Creature'."""
    if "power" in g:
        return _check("power and toughness", permanent=g["alias"], power=integer(g["power"], MAX_LIFE, "power"),
                      toughness=integer(g["toughness"], MAX_LIFE, "toughness"))
    front, _, back = g["typeline"].partition(" — ")
    words = front.split()
    unknown = [w for w in words if w not in SUPERTYPES + CARD_TYPES]
    if unknown or not any(w in CARD_TYPES for w in words):
        raise PhraseError(f"not a type line: {g['typeline']} (supertypes and card types, then — and subtypes)")
    return _check("types", permanent=g["alias"], supertypes=[w for w in words if w in SUPERTYPES],
                  types=[w for w in words if w in CARD_TYPES], subtypes=back.split())


def _in_hand_or_pool(g: dict[str, str]) -> Element:
    if "mana" in g:
        mana = "" if g["mana"] == "no mana" else "".join(re.findall(r"[WUBRGC]", g["mana"]))
        if list(mana) != sorted(mana, key="WUBRGC".index):
            raise PhraseError(f"write mana in WUBRGC order: {g['mana']}")
        return _check("mana pool", player=g["player"], mana=mana)
    return _check("hand size", player=g["player"], count=number(g["n"]))


def _zone(g: dict[str, str]) -> Element:
    if "gone" in g:
        return _check("zone", card=g["alias"], zone="nowhere")
    where = g["where"]
    if where == "on the battlefield":
        return _check("zone", card=g["alias"], zone="battlefield")
    if where in ("in exile", "on the stack"):
        return _check("zone", card=g["alias"], zone=where.split()[-1])
    found = re.fullmatch(rf"in (?P<player>{PLAYER})'s (?P<zone>hand|graveyard)", where)
    assert found is not None
    return _check("zone", card=g["alias"], zone=found.group("zone"), player=found.group("player"))


def _counters(g: dict[str, str]) -> Element:
    return _check("counters", permanent=g["alias"], counter=g["kind"], count=number(g["n"]))


def _player_count(g: dict[str, str]) -> Element:
    kind = {"drawn": "cards drawn", "discarded": "cards discarded"}[g["what"]]
    return _check(kind, player=g["player"], count=number(g["n"]))


#: the words of each event an 'event' check counts -> its name in the scenario IR (the rules concepts')
EVENT_IR = {count.said: count.event for count in concepts().event_counts}
EVENT_NAMES = list(EVENT_IR)


def _event(g: dict[str, str]) -> Element:
    fields: dict[str, Any] = {"permanent": g["alias"], "event": EVENT_IR[g["event"]]}
    if "not" in g:
        fields["count"] = 0
    elif "times" in g:
        fields["count"] = number(g["times"])
    else:
        fields["at_least"] = 1
    return _check("event", **fields)


def _top_of_stack(g: dict[str, str]) -> Element:
    if "alias" in g:
        return _check("top of stack", kind="ability", source=g["alias"])
    return _check("top of stack", kind="spell", name=card_name(g["card"]))


P, N = PLAYER, NUMBER
Q = r'"(?P<alias>[^"]+)"'
HAND = r"in (?:her|his|their) hand"

VOCABULARY: list[StepPattern] = [
    # setup
    StepPattern("given", r"the players are (?P<players>.+)", _players,
                "the players are Amy and Nicole", "The players, in turn order. Otherwise: in order of first mention."),
    StepPattern("given", rf"(?P<player>{P}) has (?P<life>\d+) life", _life,
                "Amy has 12 life", "A starting life total (otherwise 20)."),
    StepPattern("given", rf"(?P<player>{P}) has (?P<cards>.+?) {HAND}(?: as \"(?P<alias>[^\"]+)\")?", _hand,
                "Amy has Collective Unconscious and 4 Islands in her hand",
                "Cards in a player's hand; one card may get an alias (... in her hand as \"isle\")."),
    StepPattern("given", rf"(?P<player>{P})'s library (?:has (?P<count>\d+) cards?|is (?P<cards>.+))", _library,
                "Amy's library has 30 cards",
                "Library size (cards are Islands) or contents, top first (otherwise 20 Islands)."),
    StepPattern("given", rf"it is (?P<player>{P})'s (?P<step>{STEP})(?: of turn (?P<number>\d+))?", _turn,
                "it is Amy's precombat main phase of turn 3",
                "Whose turn and which step it is (otherwise the first player's precombat main phase, turn 1)."),
    StepPattern("given", rf"(?P<player>{P}) controls (?:(?P<count>\d+|a|an) )?(?P<card>{CARD})(?P<token> tokens?)?"
                         rf"(?: owned by (?P<owner>{P}))?(?: as \"(?P<alias>[^\"]+)\")?(?:, (?P<attributes>.+))?",
                _permanents,
                'Amy controls a Sandbar Crocodile as "second crocodile", phased out',
                "Permanents on the battlefield; attributes after the comma (see below)."),
    StepPattern("given", rf"(?P<player>{P}) controls {Q} through (?P<source>{CARD})"
                         rf"(?:, (?P<duration>until end of turn|for as long as \"(?P<keeper>[^\"]+)\" remains tapped))?",
                _control_effect, 'Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped',
                "A control effect in force: indefinitely (the default), until end of turn, or for as long as a "
                "permanent remains tapped. The permanent's own step names Amy as its controller."),
    # actions
    StepPattern("when", rf"(?P<player>{P}) (?P<verb>casts|can't cast) (?P<card>{CARD})"
                        rf"(?P<options>(?:,? (?:targeting|with|choosing) .*)?)", _cast,
                'Nicole casts Vision Charm with mode 3, targeting "shackles"',
                "Cast a spell from hand (mana costs are waived). \"can't cast\": the engine must refuse."),
    StepPattern("when", rf"(?P<player>{P}) (?P<verb>activates|can't activate) (?:ability (?P<ability>\d+) of )?{Q}"
                        rf"(?P<options>(?:,? (?:targeting|with|choosing) .*)?)", _activate,
                'Amy activates "shackles" targeting "bears"',
                "Activate a permanent's activated ability (the first unless numbered, in Oracle order)."),
    StepPattern("when", rf"(?P<player>{P}) (?P<verb>plays|can't play) (?P<card>{CARD})", _play,
                "Amy plays Teferi's Isle", "Play a land from hand."),
    StepPattern("when", rf"(?P<player>{P}) (?P<verb>attacks|can't attack)(?: (?P<defender>{P}))? with "
                        rf"(?P<attackers>{REFERENCES})", _attack,
                'Amy attacks with "crocodile"',
                "Move to the declare attackers step of this turn and declare these attackers."),
    StepPattern("when", rf"(?P<player>{P}) (?P<verb>blocks|can't block) (?P<blocks>{ALIAS} with {ALIAS}"
                        rf"(?:(?:, | and ){ALIAS} with {ALIAS})*)", _block,
                'Nicole blocks "bears" with "giant"',
                "Move to the declare blockers step and declare every block at once (\"a\" with \"x\" and \"b\" with \"y\")."),
    StepPattern("when", r"the (?P<top>top of the )?stack resolves", _resolve,
                "the stack resolves",
                "All players pass: the top object resolves, or (without \"top of the\") everything does."),
    StepPattern("when", r"all players pass priority", lambda g: ("step", {"action": "pass priority"}),
                "all players pass priority",
                "Each player passes once: the top of the stack resolves, or the game moves to the next step."),
    StepPattern("when", rf"the game (?P<verb>advances|can't advance) to (?P<player>{P})'s (?:next )?(?P<step>{STEP})",
                _advance, "the game advances to Amy's upkeep",
                "All players pass until that step of that player's turn next begins; it stops before "
                "anyone gets priority, so triggers wait. \"can't advance\": the engine must refuse (the player "
                "has left the game, or the step is not reached within 200 steps)."),
    StepPattern("when", rf"(?P<player>{P}) will (?P<answer>.+)", _answer,
                'Amy will put her triggered abilities on the stack in the order "imp a", "tower" and "imp b"',
                "An answer, given ahead, to the next choice of that kind the player makes (see below)."),
    StepPattern("when", rf"(?P<player>{P}) concedes", _concede, "Nicole concedes", "A player leaves the game."),
    # checks
    StepPattern("then", rf"{Q} is phased (?P<status>in|out)(?: (?P<how>directly|indirectly))?"
                        rf"(?: under (?P<under>{P})'s control)?", _phased,
                '"morningstar" is phased out directly under Amy\'s control',
                "A permanent's phased status; how it phased out and under whose control, if given."),
    StepPattern("then", rf"{Q} is controlled by (?P<player>{P})",
                lambda g: _check("controller", permanent=g["alias"], player=g["player"]),
                '"bears" is controlled by Nicole', "Who controls a permanent."),
    StepPattern("then", rf"(?:{Q} is (?:attached to \"(?P<to>[^\"]+)\"|(?P<none>not attached to anything))"
                        rf"|(?P<attached>nothing|only {ALIAS}(?:(?:, | and |, and ){ALIAS})*) (?:is|are) attached to "
                        rf"\"(?P<host>[^\"]+)\")", _attached,
                '"batterskull" is attached to "germ"',
                "What an Aura or Equipment is attached to; or, the other way, exactly what is attached to a "
                "permanent (`only \"curse\" and \"morningstar\" are attached to \"bears\"`, `nothing is attached to "
                "\"bears\"`)."),
    StepPattern("then", rf"{Q} is (?P<state>tapped|untapped|face down|face up)", _status,
                '"isle" is untapped', "Tapped or untapped; face down or face up."),
    StepPattern("then", rf"{Q} has (?P<n>{N}) (?P<kind>\S+) counters?", _counters,
                '"crocodile" has 1 +1/+1 counter', "Counters of one kind on a permanent."),
    StepPattern("then", rf"{Q} has (?P<n>{N}) damage",
                lambda g: _check("damage", permanent=g["alias"], amount=number(g["n"])),
                '"giant" has 2 damage', "Damage marked on a permanent."),
    StepPattern("then", rf"{Q} is (?:(?P<power>-?\d+)/(?P<toughness>-?\d+)|an? (?P<typeline>[A-Z][A-Za-z]*"
                        rf"(?: [A-Z][A-Za-z]*)*(?: — [A-Z][\w'-]*(?: [A-Z][\w'-]*)*)?))", _characteristics,
                '"bears" is 4/4',
                "Power and toughness; or its whole type line, exactly (`\"forest\" is a Land — Island`, "
                "`\"hidden\" is a Creature`)."),
    StepPattern("then", rf"{Q} (?:is (?P<where>on the battlefield|on the stack|in exile|in {P}'s (?:hand|graveyard))"
                        rf"|(?P<gone>has ceased to exist))", _zone,
                '"bears" is in Nicole\'s graveyard',
                "Where a card, token or copy is now: on the battlefield, on the stack, in exile, in a player's hand "
                "or graveyard; or it has ceased to exist (`\"ripple-copy\" is on the stack`)."),
    StepPattern("then", rf"{Q} is (?P<not>not )?(?P<role>attacking|blocking)",
                lambda g: _check("combat", permanent=g["alias"], role=g["role"], value="not" not in g),
                '"crocodile" is attacking', "Whether a permanent is attacking or blocking."),
    StepPattern("then", rf"{Q} (?P<can>can|can't) attack",
                lambda g: _check("can attack", permanent=g["alias"], value=g["can"] == "can"),
                '"crocodile" can attack',
                "Whether it could be declared as an attacker were it its controller's declare attackers step now."),
    StepPattern("then", rf"{Q} has (?P<card>{CARD}) imprinted",
                lambda g: _check("imprinted", permanent=g["alias"], name=card_name(g["card"])),
                '"scepter" has Boomerang imprinted', "A card exiled with a permanent (imprint)."),
    StepPattern("then", rf"{Q} has (?P<not>not )?(?P<event>{'|'.join(EVENT_NAMES)})(?: (?P<times>{N}) times?)?",
                _event, '"isle" has not entered the battlefield',
                "Whether (or how many times) something happened to a permanent since the scenario began; "
                "how it phased, where that matters (`\"morningstar\" has phased in indirectly`: with its host, 702.26g)."),
    StepPattern("then", rf"(?P<player>{P}) has (?P<life>-?\d+) life",
                lambda g: _check("life", player=g["player"], life=integer(g["life"], MAX_LIFE, "a life total")),
                "Amy has 21 life", "A life total."),
    StepPattern("then", rf"(?P<player>{P}) has (?:(?P<n>{N}) cards? {HAND}|(?P<mana>(?:\{{[WUBRGC]\}})+|no mana) "
                        rf"in (?:her|his|their) mana pool)", _in_hand_or_pool,
                "Amy has 5 cards in her hand",
                "How many cards a player holds; or the mana in their mana pool (`Amy has {U}{U} in her mana pool`, "
                "`Amy has no mana in her mana pool`)."),
    StepPattern("then", rf"(?P<player>{P}) has (?P<what>drawn|discarded) (?P<n>{N}) cards?", _player_count,
                "Amy has drawn 1 card", "Cards drawn or discarded since the scenario began."),
    StepPattern("then", r"the stack (?:is empty|holds (?P<n>\d+) objects?)",
                lambda g: _check("stack size", count=integer(g.get("n", "0"), MAX_COUNT, "a count")),
                "the stack is empty", "How many spells and abilities are on the stack."),
    StepPattern("then", rf"the top of the stack is (?:an ability of {Q}|(?P<card>{CARD}))", _top_of_stack,
                'the top of the stack is an ability of "tower"', "What is on top of the stack."),
    StepPattern("then", rf"(?P<n>{N}) triggered abilit(?:y is|ies are) waiting to be put on the stack",
                lambda g: _check("waiting triggers", count=number(g["n"])),
                "3 triggered abilities are waiting to be put on the stack",
                "Abilities that have triggered but are not on the stack yet."),
    StepPattern("then", rf"it is (?P<player>{P})'s (?P<step>{STEP})(?: of turn (?P<number>\d+))?",
                lambda g: _check("step", player=g["player"], step=step_name(g["step"]),
                                 **({"turn": integer(g["number"], MAX_TURN, "a turn number")} if "number" in g else {})),
                "it is Amy's upkeep of turn 2", "Whose turn and which step it is now (and which turn)."),
    StepPattern("then", rf"(?P<player>{P}) is (?P<not>not |no longer )?in the game",
                lambda g: _check("in game", player=g["player"], value="not" not in g),
                "Nicole is no longer in the game", "Whether a player is still in the game."),
]


def find(keyword: str, text: str) -> tuple[StepPattern, dict[str, str]] | None:
    """The first pattern of this keyword that matches the whole sentence, with its groups."""
    for pattern in VOCABULARY:
        if pattern.keyword == keyword:
            groups = pattern.match(text)
            if groups is not None:
                return pattern, groups
    return None


def markdown_table() -> str:
    """The sentence tables of features/README.md, made from the vocabulary itself."""
    out: list[str] = []
    for keyword, title in (("given", "Setup — Given"), ("when", "Actions — When"), ("then", "Checks — Then")):
        out += [f"### {title}", "", "| example | meaning |", "|---|---|"]
        out += [f"| `{p.keyword.capitalize()} {p.example}` | {_cell(p.meaning)} |"
                for p in VOCABULARY if p.keyword == keyword]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")
