"""Hypothesis strategies for the fuzz tests: scenario JSON and feature text, as a hostile or careless
user writes them. Mostly almost right (so the engine is reached), sometimes broken in one place.

How long the fuzz tests run is a Hypothesis profile chosen by ``PHASECHECK_FUZZ``: ``ci`` (the
default: bounded, for every test run) or ``long``; ``PHASECHECK_FUZZ_EXAMPLES=N`` sets the number
of examples of either. See README.md, "Fuzz tests".
"""
from __future__ import annotations

import json
import os
import re
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from phasecheck.catalogue import concepts
from phasecheck.steps.catalogue import CATALOGUE
from phasecheck.steps.vocabulary import VOCABULARY

_COMMON = dict(deadline=None, derandomize=False, print_blob=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
settings.register_profile("ci", max_examples=60, **_COMMON)
settings.register_profile("long", max_examples=3000, **_COMMON)
PROFILE = settings.get_profile(os.environ.get("PHASECHECK_FUZZ", "ci"))
if os.environ.get("PHASECHECK_FUZZ_EXAMPLES"):
    PROFILE = settings(PROFILE, max_examples=int(os.environ["PHASECHECK_FUZZ_EXAMPLES"]))
#: a run of one small scenario that takes longer than this is a hang
HANG_SECONDS = float(os.environ.get("PHASECHECK_FUZZ_HANG_SECONDS", "20"))

PLAYERS = ["Amy", "Nicole", "Bob"]
CARDS = sorted(CATALOGUE.cards)
PERMANENT_CARDS = sorted(name for name, entry in CATALOGUE.cards.items() if entry.is_permanent)
TOKENS = sorted(CATALOGUE.tokens)
STEPS = list(concepts().step_names)
EVENTS = [count.event for count in concepts().event_counts]
ANSWERS = concepts().answer_kinds
ALIASES = ["a", "b", "c", "shackles", "bears", "amy-hand-1", "nicole-library-1", "a-copy", "b-phyrexian-germ"]

# --- odd values a careless or hostile user puts anywhere ----------------------------------------

ODD_STRINGS = ["", " ", "\n", "\ud800", "\u0000", "é", "💥", "x" * 5000, "Amy", "amy", "../../etc/passwd",
               "Grizzly Bears", "702.26", "NaN", "null", '"', "\\", "<c>", "$.steps[0]"]
odd_scalar = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.sampled_from([0, -1, 1, 10**9, 10**29]),
                       st.floats(allow_nan=False), st.sampled_from(ODD_STRINGS), st.text(max_size=20))
odd_value = st.recursive(odd_scalar, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                             st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                         max_leaves=8)


# --- scenario JSON ---------------------------------------------------------------------------

CREATURES = sorted(n for n, e in CATALOGUE.cards.items() if "Creature" in e.types)
OTHERS = sorted(n for n, e in CATALOGUE.cards.items() if e.is_permanent and "Creature" not in e.types
                and not e.is_attachment)
ATTACHMENTS = sorted(n for n, e in CATALOGUE.cards.items() if e.is_attachment)


@st.composite
def permanents(draw: Any, players: list[str]) -> list[dict[str, Any]]:
    """A battlefield that agrees with the cards: attachments on creatures, imprints on what can
    imprint, damage on creatures, ids unique."""
    made: list[dict[str, Any]] = []
    for index in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["creature", "creature", "other", "attachment", "token"]))
        hosts = [p for p in made if p.get("card") in CREATURES or "token" in p]
        if kind == "attachment" and not hosts:
            kind = "creature"
        owner = draw(st.sampled_from(players))
        entry: dict[str, Any] = {"id": f"p{index}"}
        entry |= {"token": draw(st.sampled_from(TOKENS))} if kind == "token" and TOKENS else {
            "card": draw(st.sampled_from({"creature": CREATURES, "other": OTHERS, "attachment": ATTACHMENTS,
                                          "token": CREATURES}[kind]))}
        host = draw(st.sampled_from(hosts)) if kind == "attachment" else None
        phased: dict[str, Any] = {"status": "in"}
        if host is not None and host["phased"]["status"] == "out":
            phased = {"status": "out", "how": "indirectly", "under": host["controller"]}
        elif host is None and draw(st.integers(0, 3)) == 0:
            phased = {"status": "out", "how": "directly", "under": owner}
        creature = kind in ("creature", "token")
        made.append(entry | {
            "owner": owner, "controller": draw(st.sampled_from([owner, owner, *players])),
            "tapped": draw(st.booleans()), "phased": phased,
            "counters": draw(st.sampled_from([{}, {}, {"+1/+1": 1}, {"-1/-1": 2}])) if creature else {},
            "damage": draw(st.sampled_from([0, 0, 1])) if creature else 0,
            "attached_to": host["id"] if host else None,
            "entered_this_turn": draw(st.booleans()),
            "imprinted": (draw(st.sampled_from([[], ["Boomerang"], ["Giant Growth"]]))
                          if entry.get("card") == "Isochron Scepter" else []),
            "face_down": False, "choices": [],
        })
    return made


def _reference(draw: Any, players: list[str], ids: list[str]) -> dict[str, str]:
    return draw(st.sampled_from([{"permanent": a} for a in ids] + [{"player": p} for p in players]))


@st.composite
def step(draw: Any, players: list[str], ids: list[str]) -> dict[str, Any]:
    player = draw(st.sampled_from(players))
    alias = draw(st.sampled_from(ids))
    kind = draw(st.sampled_from(["cast", "activate", "play land", "attack", "block", "resolve", "pass priority",
                                 "advance", "answer", "concede", "check", "check", "check", "check"]))
    if kind == "cast":
        found = {"action": "cast", "player": player, "card": draw(st.sampled_from(CARDS))}
        if draw(st.booleans()):
            found["targets"] = [_reference(draw, players, ids)]
        if draw(st.integers(0, 3)) == 0:
            found["mode"] = draw(st.integers(1, 3))
    elif kind == "activate":
        found = {"action": "activate", "player": player, "permanent": alias, "ability": draw(st.integers(1, 2))}
    elif kind == "play land":
        found = {"action": "play land", "player": player, "card": draw(st.sampled_from(CARDS))}
    elif kind == "attack":
        found = {"action": "attack", "player": player, "attackers": [alias]}
    elif kind == "block":
        found = {"action": "block", "player": player, "blocks": [{"blocker": alias, "attacker": draw(st.sampled_from(ids))}]}
    elif kind == "resolve":
        found = {"action": "resolve", "count": draw(st.sampled_from([1, 2, "all"]))}
    elif kind == "pass priority":
        found = {"action": "pass priority"}
    elif kind == "advance":
        found = {"action": "advance", "player": player, "step": draw(st.sampled_from(STEPS))}
    elif kind == "answer":
        kind = draw(st.sampled_from(ANSWERS))
        answer = {"ids": lambda: [alias], "references": lambda: [_reference(draw, players, ids)], "id": lambda: alias,
                  "card": lambda: draw(st.sampled_from(CARDS)), "yes or no": lambda: draw(st.booleans()),
                  "number": lambda: 1, "type": lambda: draw(st.sampled_from(["Bear", "Giant"])),
                  "division": lambda: {"creature": alias, "damage": [{"permanent": alias, "amount": draw(st.integers(0, 6))}]},
                  "blocker order": lambda: {"creature": alias, "order": [alias]}}[kind.value.name]()
        found = {"action": "answer", "player": player, "choice": kind.name, "answer": answer}
    elif kind == "concede":
        found = {"action": "concede", "player": player}
    else:
        found = draw(check(player, alias))
    if "action" in found and draw(st.integers(0, 5)) == 0:
        found["illegal"] = True
    return found


@st.composite
def check(draw: Any, player: str, alias: str) -> dict[str, Any]:
    return draw(st.sampled_from([
        {"check": "phased", "permanent": alias, "status": "out", "how": "directly"},
        {"check": "phased", "permanent": alias, "status": "in"},
        {"check": "controller", "permanent": alias, "player": player},
        {"check": "attached", "permanent": alias, "to": None},
        {"check": "tapped", "permanent": alias, "tapped": True},
        {"check": "counters", "permanent": alias, "counter": "+1/+1", "count": 1},
        {"check": "damage", "permanent": alias, "amount": 0},
        {"check": "power and toughness", "permanent": alias, "power": 2, "toughness": 2},
        {"check": "zone", "card": alias, "zone": "graveyard", "player": player},
        {"check": "combat", "permanent": alias, "role": "attacking", "value": True},
        {"check": "can attack", "permanent": alias, "value": False},
        {"check": "imprinted", "permanent": alias, "name": "Boomerang"},
        {"check": "event", "permanent": alias, "event": draw(st.sampled_from(EVENTS)), "count": 0},
        {"check": "event", "permanent": alias, "event": draw(st.sampled_from(EVENTS)), "at_least": 1},
        {"check": "life", "player": player, "life": 20},
        {"check": "hand size", "player": player, "count": 1},
        {"check": "cards drawn", "player": player, "count": 1},
        {"check": "stack size", "count": 0},
        {"check": "waiting triggers", "count": 0},
        {"check": "top of stack", "kind": "ability", "source": alias},
        {"check": "top of stack", "kind": "spell", "name": "Boomerang"},
        {"check": "step", "player": player, "step": draw(st.sampled_from(STEPS))},
        {"check": "in game", "player": player, "value": True},
    ]))


@st.composite
def scenario(draw: Any) -> dict[str, Any]:
    """A scenario that matches the schema and agrees with the cards: the engine plays it."""
    players = draw(st.lists(st.sampled_from(PLAYERS), min_size=1, max_size=3, unique=True))
    battlefield = draw(permanents(players))
    hands = [draw(st.lists(st.sampled_from(CARDS), max_size=3)) for _ in players]
    named = draw(st.lists(st.sampled_from(CARDS), max_size=2))
    hands[0] += [{"card": card, "id": f"h{n}"} for n, card in enumerate(named)]
    ids = [p["id"] for p in battlefield] + [f"h{n}" for n in range(len(named))] + [
        f"{players[0].lower()}-library-1", f"{players[0].lower()}-hand-1" if hands[0] and isinstance(hands[0][0], str)
        else f"{players[0].lower()}-library-2"] + [f"{p['id']}-phyrexian-germ" for p in battlefield
                                                   if p.get("card") == "Batterskull"]
    return {
        "id": "fuzz", "title": "fuzz", "description": "fuzz", "rules": ["702.26b"],
        "editions": ["current"], "source": {"document": "d", "passage": "p"},
        "setup": {
            "players": [{"name": name, "life": draw(st.sampled_from([20, 20, 1, 0])), "hand": hand,
                         "library": draw(st.sampled_from([20, 2, 1, ["Island", "Boomerang"]]))}
                        for name, hand in zip(players, hands)],
            "turn": {"active": draw(st.sampled_from(players)), "step": draw(st.sampled_from(STEPS)),
                     "number": draw(st.integers(1, 4))},
            "permanents": battlefield,
            "effects": [],
        },
        "steps": draw(st.lists(step(players, ids), min_size=1, max_size=8)).__add__(
            [draw(check(draw(st.sampled_from(players)), draw(st.sampled_from(ids))))]),
    }


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, path + (index,))
    return found


@st.composite
def broken_scenario(draw: Any) -> Any:
    """A scenario with one part replaced by something odd, or one key removed."""
    document = draw(scenario())
    path = draw(st.sampled_from(_paths(document)))
    if not path:
        return draw(odd_value)
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    if isinstance(parent, dict) and draw(st.booleans()):
        del parent[path[-1]]
    else:
        parent[path[-1]] = draw(odd_value)
    return document


def json_text(document: Any) -> str:
    return json.dumps(document, indent=1)


@st.composite
def mangled_json(draw: Any) -> bytes:
    """The bytes of a scenario file, cut, spliced or salted with hostile tokens."""
    text = json_text(draw(scenario())).encode("utf-8")
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        how = draw(st.sampled_from(["cut", "insert", "flip"]))
        if how == "cut":
            text = text[:at] + text[at + draw(st.integers(1, 50)):]
        elif how == "insert":
            piece = draw(st.one_of(st.sampled_from([b"[" * 200, b"{\"a\":" * 100, b"NaN", b"-Infinity", b"1" * 5000,
                                                    b'"\\ud800"', b"\xff\xfe", b"\xef\xbb\xbf", b'"tapped": true,',
                                                    b",", b"}", b"\x00", b"1e999999"]),
                                   st.binary(max_size=8)))
            text = text[:at] + piece + text[at:]
        elif at < len(text):
            text = text[:at] + bytes([text[at] ^ draw(st.integers(1, 255))]) + text[at + 1:]
    return text


# --- feature text ----------------------------------------------------------------------------

#: setup sentences, each with the aliases it sets up and the ones it needs set up before it
GIVENS = [
    ('Amy controls Grizzly Bears as "bears"', {"bears"}, set()),
    ('Nicole controls Hill Giant as "giant"', {"giant"}, set()),
    ('Amy controls Sandbar Crocodile as "crocodile"', {"crocodile"}, set()),
    ('Amy controls a Sandbar Crocodile as "sleeper", phased out', {"sleeper"}, set()),
    ('Amy controls Vedalken Shackles as "shackles", tapped', {"shackles"}, set()),
    ('Amy controls Vulshok Morningstar as "morningstar", attached to "bears"', {"morningstar"}, {"bears"}),
    ("Nicole controls Teferi's Curse as \"curse\", attached to \"bears\"", {"curse"}, {"bears"}),
    ('Amy controls Isochron Scepter as "scepter", with Boomerang imprinted', {"scepter"}, set()),
    ("Amy controls Teferi's Isle as \"isle\"", {"isle"}, set()),
    ('Amy controls Ivory Tower as "tower"', {"tower"}, set()),
    ("Amy controls Teferi's Imp as \"imp a\"", {"imp a"}, set()),
    ('Amy controls Batterskull as "batterskull"', {"batterskull", "batterskull-phyrexian-germ"}, set()),
    ('Nicole controls 2 Grizzly Bears', set(), set()),
    ("Amy has Boomerang and 2 Islands in her hand", set(), set()),
    ("Nicole has Vision Charm and Giant Growth in her hand", set(), set()),
    ("Amy has Time and Tide in her hand as \"tide\"", {"tide"}, set()),
    ("Amy has 12 life", set(), set()),
    ("Amy's library has 30 cards", set(), set()),
    ("it is Amy's upkeep of turn 2", set(), set()),
]
WHENS = [p.example for p in VOCABULARY if p.keyword == "when"] + [
    'Amy casts Boomerang targeting "bears"', "Amy casts Time and Tide", 'Nicole casts Giant Growth targeting "giant"',
    "the game advances to Nicole's end step", "the top of the stack resolves"]
THENS = [p.example for p in VOCABULARY if p.keyword == "then"] + ['"bears" is phased in', "Amy has 20 life"]
#: words a careless user swaps into a sentence
SWAPS = [("Amy", "Nicole"), ("Amy", "Zed"), ('"', ""), ("12", "99999999999999999999999"), ("30", "100000000"),
         ("2 ", "0 "), ("2 ", "1000 "), ("in her hand", "in his hand"), ("Grizzly Bears", "Black Lotus"),
         ("phased out", "phased out, phased in"), (", ", ", untapped, tapped, "), ('as "', 'as "amy-hand-1'),
         ("Sandbar Crocodile", "Boomerang"), ("upkeep", "nap time"), ("Hill Giant", "Teferi's Curse"),
         ("Isochron Scepter", "Ivory Tower"), ('"bears"', '"bears-copy"')]


def _swapped(draw: Any, text: str, chance: int) -> str:
    if draw(st.integers(0, chance)) == 0:
        old, new = draw(st.sampled_from(SWAPS))
        text = text.replace(old, new, 1)
    return text


@st.composite
def scenario_text(draw: Any, n: int) -> str:
    chosen = draw(st.lists(st.sampled_from(range(len(GIVENS))), min_size=1, max_size=5, unique=True))
    known: set[str] = set()
    givens = []
    for index in sorted(chosen):
        sentence, sets_up, needs = GIVENS[index]
        if needs <= known or draw(st.integers(0, 9)) == 0:
            givens.append(_swapped(draw, sentence, 8))
            known |= sets_up
    aliases = sorted(known) or ["bears"]

    def act(pool: list[str]) -> str:
        text = draw(st.sampled_from(pool))
        text = re.sub(r'"[^"]+"', lambda _: f'"{draw(st.sampled_from(aliases))}"', text)
        return _swapped(draw, text, 6)

    lines = ([f"    Given {givens[0] if givens else 'Amy has 20 life'}"] + [f"    And {g}" for g in givens[1:]]
             + [f"    When {act(WHENS)}" for _ in range(draw(st.integers(0, 3)))]
             + [f"    Then {act(THENS)}" for _ in range(draw(st.integers(1, 3)))])
    if draw(st.integers(0, 15)) == 0:
        del lines[draw(st.integers(0, len(lines) - 1))]
    tags = draw(st.sampled_from([f"@id:fuzz-{n} @rule:702.26b @edition:current"] * 8 + [
        "@id:fuzz @rule:702.26b", f"@id:fuzz-{n} @rule:702.2x @edition:current", "@edition:2003",
        f"@id:fuzz-{n} @rule:702.26b @edition:current @edition:2009"]))
    description = draw(st.sampled_from(["    Ruling: r\n    Source: s\n    Passage: p\n"] * 6 + [
        "    Ruling: r\n", "    Question: q?\n    Ruling: r\n    Source: s\n    Passage: p\n", "    Hello\n"]))
    keyword = draw(st.sampled_from(["Scenario"] * 6 + ["Scenario Outline", "Example"]))
    body = f"  {tags}\n  {keyword}: fuzz {n}\n{description}\n" + "\n".join(lines) + "\n"
    if keyword == "Scenario Outline":
        body += draw(st.sampled_from(["\n    Examples:\n      | x |\n      | one |\n      | two |\n",
                                      "\n    Examples:\n", "\n    Examples:\n      | x |\n", ""]))
    return body


@st.composite
def feature_text(draw: Any) -> str:
    """A feature file: a header, tags, a description, Given/When/Then sentences that mostly agree
    with each other; sometimes with a word swapped, a line lost, or a stray character."""
    text = "Feature: fuzz\n\n" + "\n".join(draw(scenario_text(n)) for n in range(draw(st.integers(1, 2))))
    if draw(st.integers(0, 9)) == 0:
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(["\ufeff", "\x00", "\n", "|", "<x>", '"""', "#", "@", "\t",
                                                  "Examples:", "Rule:", "Background:", "é"])) + text[at:]
    return text


def feature_bytes(text: str, data: Any) -> bytes:
    """The file's bytes: UTF-8 usually; sometimes with a byte-order mark, or not UTF-8 at all."""
    how = data.draw(st.sampled_from(["utf-8"] * 12 + ["bom", "latin-1", "junk"]))
    if how == "bom":
        return b"\xef\xbb\xbf" + text.encode("utf-8")
    if how == "latin-1":
        return text.encode("latin-1", "replace") + b"\xe9\n"
    if how == "junk":
        raw = text.encode("utf-8")
        at = data.draw(st.integers(0, len(raw)))
        return raw[:at] + data.draw(st.binary(min_size=1, max_size=6)) + raw[at:]
    return text.encode("utf-8")


def one_line_error(err: str) -> bool:
    return re.fullmatch(r"phasecheck: error: [^\n]+\n", err) is not None
