"""Games that are valid by construction, generated from the card pool: a setup (boards, phasing
statuses, attachments, control effects, hands, libraries, the turn), then actions chosen by looking
at the game as the reference engine plays it, then (for a scenario) checks of what it observes.

Every game made here matches ``schemas/scenario.schema.json`` (2020-12), agrees with the cards
(``steps/consistency.py``) and can be written as Gherkin (``steps/writer.py``). The games fight:
most set up a creature ready to attack for the active player and one ready to block for another
(with a phasing instant in one of their hands), attacks come while attackers can be declared,
blocks while creatures attack, and spells at the creatures in combat.

Every choice is asked of a :class:`Chooser`: ``phasecheck explore`` uses :class:`RandomChooser`
(a seeded ``random.Random``: the same seed gives the same games); the tests wrap Hypothesis's
``draw`` in one (``tests/generation.py``), so that a failing game shrinks.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Protocol, Sequence, TypeVar

from phasecheck import engine, reference
from phasecheck.catalogue import concepts
from phasecheck.steps.catalogue import CATALOGUE
from phasecheck.steps.consistency import derives, enchant_types
from phasecheck.steps.phrases import STEPS, slug

T = TypeVar("T")


class Chooser(Protocol):
    """Where every choice of a generated game comes from."""

    def integer(self, low: int, high: int) -> int: ...

    def choice(self, options: Sequence[T]) -> T: ...

    def boolean(self) -> bool: ...


class RandomChooser:
    """Choices from a seeded ``random.Random``."""

    def __init__(self, seed: Hashable) -> None:
        self.random = random.Random(repr(seed))

    def integer(self, low: int, high: int) -> int:
        return self.random.randint(low, high)

    def choice(self, options: Sequence[T]) -> T:
        return options[self.random.randrange(len(options))]

    def boolean(self) -> bool:
        return self.random.random() < 0.5


def some(pick: Chooser, options: Sequence[T], low: int, high: int, *, unique: bool = False,
         key: Callable[[T], Any] = lambda x: x) -> list[T]:
    """From ``low`` to ``high`` of the options (fewer if unique ones run out)."""
    chosen: list[T] = []
    seen: set[Any] = set()
    for _ in range(pick.integer(low, high)):
        left = [o for o in options if key(o) not in seen] if unique else list(options)
        if not left:
            break
        item = pick.choice(left)
        chosen.append(item)
        seen.add(key(item))
    return chosen


# --- the card pool ----------------------------------------------------------------------------

PLAYERS = ("Amy", "Nicole", "Bob")
CARDS = CATALOGUE.cards
TOKENS = sorted(CATALOGUE.tokens)
EDITIONS = concepts().edition_names
#: the steps a player gets priority in (a game can be advanced to one, and begins in one)
PRIORITY_STEPS = tuple(s.name for s in concepts().steps if s.priority)


def _names(test: Callable[[Any], bool], pool: frozenset[str] | None) -> list[str]:
    return sorted(n for n, e in CARDS.items() if test(e) and (pool is None or n in pool))


@dataclass(frozen=True)
class Pool:
    """The cards a generated scenario may name, sorted by what they can be."""

    cards: frozenset[str] | None = None
    creatures: list[str] = field(default_factory=list)
    others: list[str] = field(default_factory=list)
    attachments: list[str] = field(default_factory=list)
    spells: list[str] = field(default_factory=list)
    lands: list[str] = field(default_factory=list)
    #: the cards that phase something out or in
    phasers: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=lambda: list(TOKENS))

    @classmethod
    def of(cls, cards: frozenset[str] | None = None, tokens: frozenset[str] | None = None) -> "Pool":
        """The catalogue's cards (those of ``cards`` only, if given) and tokens (of ``tokens``)."""
        return cls(cards, _names(lambda e: "Creature" in e.types, cards),
                   _names(lambda e: e.is_permanent and "Creature" not in e.types and not e.is_attachment
                          and "Land" not in e.types, cards),
                   _names(lambda e: e.is_attachment, cards), _names(lambda e: not e.is_permanent, cards),
                   _names(lambda e: "Land" in e.types, cards), _names(lambda e: "phase" in e.text.lower(), cards),
                   [t for t in TOKENS if tokens is None or t in tokens])

    def allows(self, card: str) -> bool:
        return self.cards is None or card in self.cards


WHOLE_POOL = Pool.of()
CREATURE_TYPES = sorted({t for e in CARDS.values() if "Creature" in e.types for t in e.subtypes})
IMPRINTABLE = sorted(n for n, e in CARDS.items() if "Instant" in e.types)


@dataclass(frozen=True)
class Shape:
    """What a generated game may hold: which cards, how many players, what an engine can set up."""

    pool: Pool = WHOLE_POOL
    players: tuple[int, int] = (1, 3)
    #: face-down permanents, entry choices, phased out under another player, untap/cleanup starts
    odd_setups: bool = True
    concede: bool = True
    steps: tuple[int, int] = (1, 10)
    #: library sizes a player may start with (a short one ends the game soon)
    libraries: tuple[int, ...] = (20, 20, 5, 1, 0)
    #: libraries given card by card (short: the game may end by a player drawing from an empty one)
    library_lists: bool = True
    #: mostly, a creature ready to attack for the active player and one ready to block for another
    fights: bool = True


EVERYTHING = Shape()
#: a game to play: at least two players
GAMES = Shape(players=(2, 3), libraries=(20, 10))


# --- setups -----------------------------------------------------------------------------------

def short_name(card: str) -> str:
    """An id word for a card: its last word (Grizzly Bears -> bears)."""
    return slug(card.split()[-1].replace("'", ""))


def _new_id(base: str, taken: set[str]) -> str:
    n = 1
    while f"{base}{n if n > 1 else ''}" in taken:
        n += 1
    found = f"{base}{n if n > 1 else ''}"
    taken.add(found)
    return found


def _hosts(card: str, made: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The permanents this Aura or Equipment may be attached to, as the catalogue says."""
    entry = CARDS[card]
    found = []
    for p in made:
        host = CATALOGUE.entry(p.get("token") or p["card"], "token" in p)
        if "Equipment" in entry.subtypes:
            fits = "Creature" in host.types
        else:
            allowed = enchant_types(entry)
            fits = allowed is None or bool(allowed & (host.types | {"Permanent"}))
        if fits and p["attached_to"] is None:
            found.append(p)
    return found


def _toughness(card: str, kind: str, counters: dict[str, int]) -> int:
    entry = CATALOGUE.entry(card, kind == "token")
    return (entry.toughness or 0) + counters.get("+1/+1", 0) - counters.get("-1/-1", 0)


#: the kinds of permanent a setup holds, weighted by how often
KINDS = (("creature", 3), ("other", 2), ("land", 1), ("token", 1), ("attachment", 2))


def _permanent(pick: Chooser, shape: Shape, players: list[str], made: list[dict[str, Any]], taken: set[str],
               fighter: str | None = None) -> dict:
    """A permanent of the setup; a ``fighter`` is a creature card that player owns and controls,
    ready to attack or block (untapped, phased in, under their control since the turn began)."""
    pool = shape.pool
    of_kind = {"creature": pool.creatures, "other": pool.others, "land": pool.lands, "token": pool.tokens,
               "attachment": pool.attachments}
    kinds = [kind for kind, weight in KINDS for _ in range(weight) if of_kind[kind]]
    kind = pick.choice(kinds) if fighter is None else "creature"
    card = pick.choice(of_kind[kind])
    hosts = _hosts(card, made) if kind == "attachment" else []
    if kind == "attachment" and not hosts:  # nothing to attach it to: something else
        kind = next(k for k in ("creature", "other", "land", "token") if of_kind[k])
        card = pick.choice(of_kind[kind])
    owner = pick.choice(players) if fighter is None else fighter
    controller = pick.choice([owner] * 3 + players) if fighter is None else fighter
    host = pick.choice(hosts) if hosts else None
    phased: dict[str, Any] = {"status": "in"}
    if fighter is not None:
        pass
    elif host is not None and host["phased"]["status"] == "out":
        how = pick.choice(["indirectly", "indirectly", "directly"])
        phased = {"status": "out", "how": how, "under": controller}
    elif pick.integer(0, 3) == 0:
        under = pick.choice(players) if shape.odd_setups and pick.integer(0, 4) == 0 else controller
        phased = {"status": "out", "how": "directly", "under": under}
    creature = kind in ("creature", "token")
    counters = pick.choice([{}, {}, {}, {"+1/+1": 1}, {"+1/+1": 2}, {"-1/-1": 1}]) if creature else {}
    if kind == "token" and pick.integer(0, 3):
        counters = {"+1/+1": pick.integer(1, 2)}  # a 0/0 Germ with nothing on it dies at once
    if "infection counter" in CATALOGUE.entry(card, kind == "token").text and pick.boolean():
        counters = counters | {"infection": pick.integer(1, 3)}
    damage = pick.choice([0, 0, 0, 1]) if creature else 0
    if creature and _toughness(card, kind, counters) - damage < 1:
        counters, damage = {k: v for k, v in counters.items() if k != "-1/-1"}, 0  # nothing dies as the game begins
    entry = {"id": _new_id(short_name(card), taken), ("token" if kind == "token" else "card"): card,
             "owner": owner, "controller": controller, "tapped": fighter is None and pick.boolean(),
             "phased": phased, "counters": counters, "damage": damage, "attached_to": host["id"] if host else None,
             "entered_this_turn": fighter is None and pick.integer(0, 4) == 0,
             "imprinted": [], "face_down": False, "choices": []}
    if re.search(r"\bImprint\b", CARDS[card].text if card in CARDS else "") and pick.boolean():
        entry["imprinted"] = [pick.choice([n for n in IMPRINTABLE if pool.allows(n)])]
    if "chooses a creature type" in (CARDS[card].text if card in CARDS else ""):
        entry["choices"] = [pick.choice(CREATURE_TYPES)]
    if shape.odd_setups and kind == "creature" and host is None and fighter is None and pick.integer(0, 12) == 0:
        entry["face_down"] = True
    return entry


def battlefields(pick: Chooser, shape: Shape, players: list[str], size: int = 6,
                 fighters: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Up to ``size`` permanents, and a creature ready to fight for each of ``fighters``."""
    made: list[dict[str, Any]] = []
    taken: set[str] = set()
    pool = shape.pool
    if not (pool.creatures or pool.others or pool.lands or pool.tokens):
        return made
    for _ in range(pick.integer(0, size)):
        made.append(_permanent(pick, shape, players, made, taken))
    for player in fighters:
        made.append(_permanent(pick, shape, players, made, taken, fighter=player))
    return made


#: the cards that give a player control of a permanent
STEALERS = sorted(n for n, e in CARDS.items() if "gain control of" in e.text.lower())


def control_effects(pick: Chooser, shape: Shape, permanents: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Control effects in force on permanents controlled by someone other than their owner."""
    effects = []
    stealers = [s for s in STEALERS if shape.pool.allows(s)]
    for p in permanents:
        if p["controller"] == p["owner"] or not stealers or not pick.boolean():
            continue
        source = pick.choice(stealers)
        keepers = [k for k in permanents if k["tapped"] and k["phased"]["status"] == "in" and k is not p
                   and k.get("card") == source and k["controller"] == p["controller"]]
        kinds = ["indefinitely", "until end of turn"] + (["for as long as"] * 2 if keepers else [])
        kind = pick.choice(kinds)
        duration = {"kind": kind} | ({"tapped": pick.choice(keepers)["id"]} if kind == "for as long as"
                                     else {})
        effects.append({"effect": "control", "player": p["controller"], "permanent": p["id"], "source": source,
                        "duration": duration})
    return effects


def _hand(pick: Chooser, shape: Shape, taken: set[str]) -> list[Any]:
    pool = shape.pool
    hand: list[Any] = []
    cards = pool.spells * 3 + pool.creatures + pool.others + pool.attachments + pool.lands + pool.phasers * 4
    for _ in range(pick.integer(0, 4) if cards else 0):
        card = pick.choice(cards)
        if pick.integer(0, 5) == 0:
            hand.append({"card": card, "id": _new_id(f"{short_name(card)}-card", taken)})
        else:
            hand.append(card)
    return hand


def _library(pick: Chooser, shape: Shape) -> int | list[str]:
    if not shape.library_lists or not (shape.pool.lands or shape.pool.spells) or pick.boolean():
        return pick.choice(shape.libraries)
    return some(pick, shape.pool.lands + shape.pool.spells, 1, 4)


def _fighters(pick: Chooser, shape: Shape, players: list[str], active: str) -> tuple[str, ...]:
    """Mostly, the active player and another each get a creature ready to fight (so that games attack
    and block), now and then the other two (so that they block one attacker together); with one
    player, or now and then, nobody does."""
    others = [p for p in players if p != active]
    if not shape.fights or not others or not shape.pool.creatures or pick.integer(0, 2) == 0:
        return ()
    defender = pick.choice(others)
    return (active, defender) if pick.integer(0, 2) else (active, defender, defender)


def setups(pick: Chooser, shape: Shape = EVERYTHING) -> dict[str, Any]:
    """A starting position that matches the schema and agrees with the cards."""
    players = some(pick, PLAYERS, shape.players[0], shape.players[1], unique=True)
    active = pick.choice(players)
    fighters = _fighters(pick, shape, players, active)
    steps = list(STEPS if shape.odd_setups else PRIORITY_STEPS)
    if fighters and pick.boolean():  # the game begins before its first combat
        steps = steps[:steps.index("declare attackers step")]
    turn = {"active": active, "step": pick.choice(steps),
            "number": pick.integer(1 if shape.odd_setups else 2, 4)}
    permanents = battlefields(pick, shape, players, fighters=fighters)
    taken = {p["id"] for p in permanents}
    hands = {name: _hand(pick, shape, taken) for name in players}
    tricks = [n for n in shape.pool.phasers if "Instant" in CARDS[n].types]
    if fighters and tricks and pick.boolean():  # one who fights can phase a creature out in combat
        hands[pick.choice(fighters)].append(pick.choice(tricks))
    return {
        "players": [{"name": name, "life": pick.choice([20, 20, 20, 7, 1]), "hand": hands[name],
                     "library": _library(pick, shape)}
                    for name in players],
        "turn": turn, "permanents": permanents, "effects": control_effects(pick, shape, permanents),
    }


# --- actions, chosen by looking at the game ----------------------------------------------------

def new_game(setup: dict[str, Any], edition: str | engine.Edition = "current") -> engine.Game:
    """The reference engine's game of this setup (the adapter's own setting up)."""
    game = engine.Game(edition=engine.EDITIONS[edition] if isinstance(edition, str) else edition)
    reference.set_up(game, setup)
    return game


def perform(game: engine.Game, step: dict[str, Any]) -> str | None:
    """Play one action step on the game: None if the engine accepted it, else "illegal" or "invalid"
    (a refusal changes nothing). Any other exception is the engine's failure, and passes through."""
    return reference.perform(game, 0, step).get("refusal")


def _on_battlefield(game: engine.Game, label: str) -> Any:
    return game.state.find(label, engine.Zone.BATTLEFIELD)


def known_ids(setup: dict[str, Any]) -> set[str]:
    return {p["id"] for p in setup["permanents"]} | {c["id"] for p in setup["players"] for c in p["hand"]
                                                       if isinstance(c, dict)}


def nameable(game: engine.Game, known: set[str]) -> list[str]:
    """The battlefield's permanents a scenario can name (the setup's ids and those derived from them),
    phased out or in: an action that names a phased-out one must be refused."""
    return sorted(o.label for o in game.state.battlefield() if derives(o.label, known))


def _in_game(game: engine.Game) -> list[str]:
    return [p.name for p in game.state.players if p.in_game]


def _target(pick: Chooser, game: engine.Game, spec: Any, labels: list[str]) -> list[dict[str, str]]:
    """One target for this spec (or, for 'any number of', up to two): mostly one that fits the
    spec's card types, sometimes any permanent or player."""
    chars = game.chars()
    fitting = [l for l in labels if not spec.types or spec.types & chars[_on_battlefield(game, l).oid].types]
    fighting = [l for l in fitting if l in _in_combat(game)]
    if fighting and pick.boolean():  # in combat, the creatures in it: they phase out, grow, change hands
        fitting = fighting
    options = [{"permanent": l} for l in (fitting if fitting and pick.integer(0, 4) else labels)]
    if spec.player or not options or pick.integer(0, 9) == 0:
        options += [{"player": p} for p in _in_game(game)]
    count = pick.integer(0, 2) if spec.any_number else 1
    return [pick.choice(options) for _ in range(count)]


def _targets(pick: Chooser, game: engine.Game, specs: tuple, labels: list[str]) -> dict[str, Any]:
    targets = [t for spec in specs for t in _target(pick, game, spec, labels)]
    return {"targets": targets} if targets else {}


def rarely(pick: Chooser) -> bool:
    """Now and then: to try what the rules mostly forbid (and see it refused)."""
    return pick.integer(0, 7) == 0


def sorcery_timing(game: engine.Game, who: str) -> bool:
    turn = game.state.turn
    return turn.active == who and turn.step.is_main_phase and not game.state.stack


def _cast(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    state = game.state
    names = sorted({state.objects[oid].name for oid in state.player(who).hand} & set(CARDS))  # no token
    anytime = sorcery_timing(game, who) or rarely(pick)
    spells = [n for n in names if "Land" not in CARDS[n].types and ("Instant" in CARDS[n].types or anytime)]
    if not spells:
        return None
    phasers = [n for n in spells if n in WHOLE_POOL.phasers]
    if phasers and _in_combat(game) and pick.boolean():  # a creature in combat phases out
        spells = phasers
    name = pick.choice(spells)
    definition = game.cards.card(name)
    step: dict[str, Any] = {"action": "cast", "player": who, "card": name}
    if definition.enchant is not None:
        return step | _targets(pick, game, (definition.enchant,), labels)
    if not definition.modes:
        return step
    mode = pick.integer(1, len(definition.modes)) if len(definition.modes) > 1 else None
    chosen = definition.modes[(mode or 1) - 1]
    if mode is not None:
        step["mode"] = mode
    step |= _targets(pick, game, chosen.targets, labels)
    if chosen.choices:
        step["choices"] = [pick.choice(sorted(values)) for values in chosen.choices]
    if re.search(r"\bX\b", CARDS[name].text):
        step["x"] = pick.integer(0, 3)
    return step


def _activate(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    from phasecheck.engine.stack import activated_abilities

    chars = game.chars()
    mine = [l for l in labels if (chars[_on_battlefield(game, l).oid].controller == who
                                  and not _on_battlefield(game, l).phased_out) or rarely(pick)]
    usable = [(l, n) for l in mine for n in range(1, len(activated_abilities(game, _on_battlefield(game, l))) + 1)]
    if not usable:
        return None
    label, index = pick.choice(usable)
    ability = activated_abilities(game, _on_battlefield(game, label))[index - 1]
    return ({"action": "activate", "player": who, "permanent": label, "ability": index}
            | _targets(pick, game, ability.targets, labels))


def _play_land(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    state = game.state
    lands = sorted({state.objects[oid].name for oid in state.player(who).hand} & set(WHOLE_POOL.lands))
    if not sorcery_timing(game, who) and not rarely(pick):
        return None
    return {"action": "play land", "player": who, "card": pick.choice(lands)} if lands else None


def _creatures(game: engine.Game, labels: list[str], controlled_by: Callable[[str], bool]) -> list[str]:
    chars = game.chars()
    return [l for l in labels if engine.model.CardType.CREATURE in chars[_on_battlefield(game, l).oid].types
            and controlled_by(chars[_on_battlefield(game, l).oid].controller)]


def _attack_time(game: engine.Game) -> bool:
    """Whether attackers can be declared now: this turn's declare attackers step is still to come,
    and the stack is empty (the game can go on to it)."""
    before = list(STEPS).index(game.state.turn.step.value) < list(STEPS).index("declare attackers step")
    return before and not game.state.stack and not game.state.pending_triggers


def _block_time(game: engine.Game) -> bool:
    """Whether blockers can be declared now: creatures attack, and the declare blockers step is next."""
    combat = game.state.combat
    return (combat is not None and bool(combat.attackers) and not combat.blockers and not game.state.stack
            and game.state.turn.step.value == "declare attackers step")


def _in_combat(game: engine.Game) -> list[str]:
    """The attacking and blocking creatures, by label."""
    combat = game.state.combat
    if combat is None:
        return []
    return [game.state.objects[oid].label for oid in [*combat.attackers, *combat.blockers]]


def _attack(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    """Mostly creatures that could attack, when attackers can be declared; now and then anything,
    or at the wrong time (to see it refused)."""
    from phasecheck.engine.combat import could_attack

    active = game.state.turn.active
    creatures = _creatures(game, labels, lambda c: c == active)
    if not creatures or not (_attack_time(game) or rarely(pick)):
        return None
    ready = [l for l in creatures if could_attack(game, _on_battlefield(game, l))]
    attackers = some(pick, ready if ready and not rarely(pick) else creatures, 1, 3, unique=True)
    step = {"action": "attack", "player": active, "attackers": attackers}
    opponents = [p for p in _in_game(game) if p != active]
    guarded = [p for p in opponents if any(_on_battlefield(game, b).exists and not _on_battlefield(game, b).tapped
                                           for b in _creatures(game, labels, lambda c: c == p))]
    if len(opponents) > 1 or (opponents and pick.integer(0, 3) == 0):  # mostly one who can block
        step["defender"] = pick.choice(guarded if guarded and not rarely(pick) else opponents)
    return step


def _could_block(game: engine.Game, blocker: str, attacker: str) -> bool:
    chars = game.chars()
    b, a = _on_battlefield(game, blocker), _on_battlefield(game, attacker)
    if not b.exists or b.tapped or "can't block" in chars[b.oid].restrictions:
        return False
    return "flying" not in chars[a.oid].keywords or bool({"flying", "reach"} & chars[b.oid].keywords)


def _block(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    """While creatures attack and no blockers are declared yet: a player attacked blocks, mostly
    with creatures that can block the attacker they are given; now and then a block the rules
    forbid (a tapped or phased-out blocker, an attacker it can't block, or nothing attacking)."""
    combat = game.state.combat
    if not _block_time(game):
        return _refused_block(pick, game, labels) if rarely(pick) else None
    attacked = sorted(set(combat.attackers.values()) & set(_in_game(game)))
    if not attacked:
        return None
    defender = pick.choice(attacked)
    attackers = [o.label for o in game.state.existing() if o.label in labels and combat.attackers.get(o.oid) == defender]
    blockers = _creatures(game, labels, lambda c: c == defender)
    legal = [(b, a) for b in blockers for a in attackers if _could_block(game, b, a)]
    if legal and not rarely(pick):
        pairs = legal
    elif rarely(pick):
        pairs = [(b, a) for b in blockers for a in attackers]
    else:
        return None
    if not pairs:
        return None
    ganging = [a for a in attackers if sum(a == attacker for _, attacker in pairs) >= 2]
    if ganging and pick.boolean():  # several creatures block one attacker: its damage is divided among them
        attacker = pick.choice(ganging)
        chosen = some(pick, [pair for pair in pairs if pair[1] == attacker], 2, 3, unique=True)
    else:
        chosen = some(pick, pairs, 1, 2, unique=True, key=lambda pair: pair[0])
    return {"action": "block", "player": defender, "blocks": [{"blocker": b, "attacker": a} for b, a in chosen]}


def _refused_block(pick: Chooser, game: engine.Game, labels: list[str]) -> dict[str, Any] | None:
    """A block at a time no block can be declared."""
    active = game.state.turn.active
    defenders = [p for p in _in_game(game) if p != active]
    if not defenders:
        return None
    defender = pick.choice(defenders)
    blockers = _creatures(game, labels, lambda c: c == defender)
    attackers = _creatures(game, labels, lambda c: c == active)
    if not blockers or not attackers:
        return None
    return {"action": "block", "player": defender,
            "blocks": [{"blocker": pick.choice(blockers), "attacker": pick.choice(attackers)}]}


#: the steps of a turn that only declared attackers lead to (508.8): nobody attacks while all pass
AFTER_ATTACKS = (engine.Step.DECLARE_BLOCKERS, engine.Step.COMBAT_DAMAGE)


def _passing_reaches(game: engine.Game, player: str, step: str) -> bool:
    """Whether all players passing can bring the game to ``step`` of ``player``'s turn: to a step
    only attackers lead to, from that turn's declare attackers step once attackers are declared, or
    from a later step before it (the declare blockers step leads to the combat damage step, whatever
    has left combat since)."""
    wanted, turn, combat = engine.Step(step), game.state.turn, game.state.combat
    if wanted not in AFTER_ATTACKS:
        return True
    if turn.active != player:
        return False
    if turn.step is engine.Step.DECLARE_ATTACKERS:
        return combat is not None and bool(combat.attackers)
    steps = list(engine.Step)
    return steps.index(engine.Step.DECLARE_ATTACKERS) < steps.index(turn.step) < steps.index(wanted)


def _advance(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    """To a step of a player's turn; twice as often to one where that player can then attack. To
    one that passing can't reach (a combat damage step with no attackers) only now and then: the
    engines refuse it after passing 200 steps (docs/engines.md §3), a cost to both for what one
    such refusal shows; else another action is chosen (as after the refusal, the game is where it
    was: in combat, say)."""
    step = _any_advance(pick, game)
    return step if _passing_reaches(game, step["player"], step["step"]) or rarely(pick) else None


def _any_advance(pick: Chooser, game: engine.Game) -> dict[str, Any]:
    step = pick.choice([*PRIORITY_STEPS, "precombat main phase", "beginning of combat step"])
    return {"action": "advance", "player": pick.choice(_in_game(game)), "step": step}


# --- answers given ahead, of every kind the rules concepts name ----------------------------------

def _blocked(game: engine.Game) -> list[tuple[Any, list[Any]]]:
    """Each attacker blocked now, with the creatures blocking it (in the order declared)."""
    combat = game.state.combat
    if combat is None:
        return []
    objects = game.state.objects
    return [(objects[a], [objects[b] for b in combat.blockers_of(a)]) for a in combat.attackers
            if combat.blockers_of(a)]


def _unblocked_yet(game: engine.Game) -> list[tuple[Any, list[Any]]]:
    """Before blocks: each attacker, with the creatures its defender controls that could block it."""
    combat = game.state.combat
    if combat is None or combat.blockers:
        return []
    chars = game.chars()
    found = []
    for oid, defender in combat.attackers.items():
        blockers = [o for o in game.state.battlefield() if o.exists and chars[o.oid].controller == defender
                    and engine.model.CardType.CREATURE in chars[o.oid].types]
        if len(blockers) >= 2:
            found.append((game.state.objects[oid], blockers))
    return found


def _ids_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> list[str] | None:
    """An order of triggered abilities: their sources' ids, those waiting first."""
    waiting = sorted({t.source_label for t in game.state.pending_triggers if t.controller == who} & set(labels))
    chosen = some(pick, waiting or labels, 1, 3, unique=True)
    return chosen or None


def _references_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> list[dict[str, str]] | None:
    if labels and pick.integer(0, 3):
        return [{"permanent": pick.choice(labels)}]
    return [{"player": pick.choice(_in_game(game))}]


def _id_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> str | None:
    """A permanent of the player's, mostly (a tapped one to keep tapped, a legend to keep)."""
    chars = game.chars()
    theirs = [l for l in labels if chars[_on_battlefield(game, l).oid].controller == who]
    return pick.choice(theirs if theirs and pick.integer(0, 3) else labels) if labels else None


def _card_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> str | None:
    """A card in the player's hand, mostly; now and then one it doesn't hold."""
    state = game.state
    held = sorted({state.objects[oid].name for oid in state.player(who).hand} & set(CARDS))
    return pick.choice(held if held and pick.integer(0, 3) else sorted(CARDS))


def _number_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> int:
    return pick.integer(1, 3)


def _type_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> str:
    return pick.choice(CREATURE_TYPES)


def _division_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    """How a blocked attacker of the player's divides its combat damage among its blockers: mostly
    its power in all (any split, legal or not under the damage assignment order), now and then
    amounts that don't add up (the default is then used)."""
    chars = game.chars()
    mine = [(a, bs) for a, bs in _blocked(game) if chars[a.oid].controller == who and a.label in labels]
    if not mine:
        return None
    attacker, blockers = pick.choice(mine)
    power = max(chars[attacker.oid].power or 0, 0)
    shares = [0] * len(blockers)
    for _ in range(power if not rarely(pick) else pick.integer(0, power + 2)):
        shares[pick.integer(0, len(blockers) - 1)] += 1
    damage = [{"permanent": b.label, "amount": n} for b, n in zip(blockers, shares) if n or pick.boolean()]
    return {"creature": attacker.label, "damage": damage or [{"permanent": blockers[0].label, "amount": power}]}


def _blocker_order_value(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    """The damage assignment order of an attacker of the player's: its blockers, or before blocks
    the creatures that could block it, in some order."""
    chars = game.chars()
    mine = [(a, bs) for a, bs in _blocked(game) + _unblocked_yet(game)
            if chars[a.oid].controller == who and a.label in labels]
    if not mine:
        return None
    attacker, blockers = pick.choice(mine)
    order = some(pick, [b.label for b in blockers if b.label in labels], len(blockers), len(blockers), unique=True)
    return {"creature": attacker.label, "order": order} if order else None


#: how a value of each kind of answer (the rules concepts' answer values) is chosen from the game
ANSWER_VALUES: dict[str, Callable[[Chooser, engine.Game, str, list[str]], Any]] = {
    "ids": _ids_value, "references": _references_value, "id": _id_value, "card": _card_value,
    "yes or no": lambda pick, game, who, labels: pick.boolean(), "number": _number_value, "type": _type_value,
    "division": _division_value, "blocker order": _blocker_order_value}
#: the answers about a fight, likelier while one is going on
FIGHT_VALUES = ("division", "blocker order")


def _answer(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    """An answer given ahead, of any kind the rules concepts name; in combat, mostly how a blocked
    attacker divides its damage or orders its blockers."""
    kinds = concepts().answer_kinds
    fighting = [k for k in kinds if k.value.name in FIGHT_VALUES]
    kind = pick.choice(fighting if fighting and _in_combat(game) and pick.integer(0, 3) else kinds)
    value = ANSWER_VALUES[kind.value.name](pick, game, who, labels)
    return None if value is None else {"action": "answer", "player": who, "choice": kind.name, "answer": value}


def _resolve(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    if not game.state.stack and not rarely(pick):
        return None
    return {"action": "resolve", "count": pick.choice([1, "all"])}


def _pass(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any]:
    return {"action": "pass priority"}


def _concede(pick: Chooser, game: engine.Game, who: str, labels: list[str]) -> dict[str, Any] | None:
    return {"action": "concede", "player": who} if len(_in_game(game)) > 2 and rarely(pick) else None


#: how an action of each kind is chosen, weighted by how often
ACTIONS: list[tuple[str, Callable[..., dict[str, Any] | None], int]] = [
    ("cast", _cast, 6), ("activate", _activate, 5), ("play land", _play_land, 1), ("attack", _attack, 3),
    ("block", _block, 2), ("advance", _advance, 4), ("pass priority", _pass, 2), ("resolve", _resolve, 3),
    ("answer", _answer, 1), ("concede", _concede, 1)]
#: the weights that change with the moment: when blockers can be declared, a block is likely; when
#: attackers can, an attack is
BLOCKING = {"block": 30, "advance": 1, "answer": 3}
BEFORE_COMBAT = {"attack": 8}
#: and while creatures attack, before combat damage, a spell (a creature in combat may phase out),
#: or an answer (how a blocked creature's damage is divided)
FIGHTING = {"cast": 10, "pass priority": 6, "advance": 2, "answer": 4}


def _weights(game: engine.Game) -> dict[str, int]:
    weights = {name: weight for name, _, weight in ACTIONS}
    if _block_time(game):
        weights |= BLOCKING
    elif _attack_time(game):
        weights |= BEFORE_COMBAT
    elif _in_combat(game) and game.state.turn.step.value in ("declare attackers step", "declare blockers step"):
        weights |= FIGHTING
    return weights


def _holds_an_instant(game: engine.Game, player: str) -> bool:
    state = game.state
    return any("Instant" in CARDS[state.objects[oid].name].types for oid in state.player(player).hand
               if state.objects[oid].name in CARDS)


def actions(pick: Chooser, game: engine.Game, known: set[str], shape: Shape = EVERYTHING) -> dict[str, Any]:
    """One action step, chosen by looking at the game: something a player could try now (most are
    legal; those that aren't must be refused without changing anything)."""
    weights = _weights(game)
    kinds = [(name, build) for name, build, _ in ACTIONS for _ in range(weights[name])
             if shape.concede or name != "concede"]
    players = _in_game(game)
    if len(players) < 2:
        return {"action": "pass priority"}
    active = game.state.turn.active
    actors = [active] * 2 + players if active in players else players
    if _in_combat(game):  # mostly a player who can cast an instant now
        actors += [p for p in players for _ in range(3) if _holds_an_instant(game, p)]
    labels = nameable(game, known)
    for _ in range(6):
        name, build = pick.choice(kinds)
        who = pick.choice(actors)
        step = build(pick, game, who, labels)
        if step is not None:
            return step
    return _any_advance(pick, game)


# --- checks: what the reference engine observes ------------------------------------------------

def _permanent_checks(p: dict[str, Any]) -> list[dict[str, Any]]:
    pid = p["id"]
    found = [{"check": "phased", "permanent": pid, **p["phased"]},
             {"check": "controller", "permanent": pid, "player": p["controller"]},
             {"check": "tapped", "permanent": pid, "tapped": p["tapped"]},
             {"check": "attached", "permanent": pid, "to": p["attached_to"]},
             {"check": "combat", "permanent": pid, "role": "attacking", "value": p["attacking"]},
             {"check": "combat", "permanent": pid, "role": "blocking", "value": p["blocking"]}]
    found += [{"check": "counters", "permanent": pid, "counter": kind, "count": n} for kind, n in p["counters"].items()]
    if p["power"] is not None and p["phased"]["status"] == "in":
        found += [{"check": "power and toughness", "permanent": pid, "power": p["power"], "toughness": p["toughness"]},
                  {"check": "damage", "permanent": pid, "amount": p["damage"]}]
    return found


def observed_checks(state: dict[str, Any], known: set[str]) -> list[dict[str, Any]]:
    """Every check this observed state passes that a scenario can say, of the ids it knows."""
    found: list[dict[str, Any]] = []
    for p in state["permanents"]:
        if derives(p["id"], known):
            found += _permanent_checks(p) + [{"check": "zone", "card": p["id"], "zone": "battlefield"}]
    for c in state["cards"]:
        if c["id"] in known and c["zone"] in ("hand", "graveyard"):
            found.append({"check": "zone", "card": c["id"], "zone": c["zone"], "player": c["owner"]})
    for player in state["players"]:
        found += [{"check": "life", "player": player["name"], "life": player["life"]},
                  {"check": "hand size", "player": player["name"], "count": len(player["hand"])},
                  {"check": "in game", "player": player["name"], "value": player["in_game"]}]
    turn = state["turn"]
    found += [{"check": "stack size", "count": len(state["stack"])},
              {"check": "step", "player": turn["active"], "step": turn["step"], "turn": turn["number"]}]
    return found


# --- whole scenarios ---------------------------------------------------------------------------

def scenario_document(setup: dict[str, Any], steps: list[dict[str, Any]], editions: list[str],
                      title: str = "A generated game") -> dict[str, Any]:
    """A scenario IR document around a setup and steps."""
    return {"id": "generated", "title": title,
            "description": "A game generated from the card pool; each check is what the reference engine saw.",
            "rules": ["702.26a"], "editions": editions,
            "source": {"document": "generated", "passage": "phasecheck/generation.py"},
            "setup": setup, "steps": steps}


#: the actions a scenario may require an engine to refuse (``"illegal": true``)
REFUSABLE = ("cast", "activate", "play land", "attack", "block")


def _played(pick: Chooser, shape: Shape, edition: str | engine.Edition, checks: bool,
            recording: Callable[[engine.Game], reference.Recording] | None = None
            ) -> tuple[dict[str, Any], list[dict[str, Any]], reference.Recording | None]:
    """A setup, and actions chosen as the reference engine (in ``edition``) plays them: an action it
    refuses as illegal is kept, marked ``illegal``, any other refusal is left out; with ``checks``,
    after some actions and at the end a few checks of what it then observes (so they pass there).
    With ``recording``, the game is recorded as :func:`observed_steps` lays it out."""
    setup = setups(pick, shape)
    game = new_game(setup, edition)
    record = recording(game) if recording is not None else None
    if record is not None:
        record.checkpoint(0)
    known = known_ids(setup)
    steps: list[dict[str, Any]] = []
    for _ in range(pick.integer(*shape.steps)):
        step = actions(pick, game, known, shape)
        index = 2 * len(steps) + 1
        result = reference.perform(game, index, step)
        if not result["accepted"]:
            if result["refusal"] == "invalid" or step["action"] not in REFUSABLE:
                continue
            step["illegal"] = True
        steps.append(step)
        if record is not None:
            record.action(result)
            record.checkpoint(index + 1)
        if checks and pick.integer(0, 2) == 0:
            steps += _some_checks(pick, game, known)
    if checks:
        steps += _some_checks(pick, game, known)
    return setup, steps, record


def scenarios(pick: Chooser, shape: Shape = EVERYTHING, editions: tuple[str, ...] = EDITIONS,
              edition: str = "current") -> dict[str, Any]:
    """A valid scenario: a setup, actions chosen as the reference engine (in ``edition``) plays them,
    and after some actions a few checks of what it then observes (so it passes there)."""
    setup, steps, _ = _played(pick, shape, edition, checks=True)
    return scenario_document(setup, steps, list(editions))


#: where a game is observed, in :func:`observed_steps`: a check only as a marker (nothing judges it),
#: which the play an engine is given (phasecheck.play) turns into an observe step
OBSERVE: dict[str, Any] = {"check": "stack size", "count": 0}


def observed_steps(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A game's actions as the steps of a scenario, with a checkpoint before the first and after
    each (an action's ``illegal`` mark left out: it says what the reference engine did)."""
    steps: list[dict[str, Any]] = [dict(OBSERVE)]
    for action in actions:
        steps += [{k: v for k, v in action.items() if k != "illegal"}, dict(OBSERVE)]
    return steps


def games(pick: Chooser, shape: Shape = EVERYTHING, edition: str = "current",
          observed: bool = False) -> dict[str, Any]:
    """A game: a setup and its actions, as :func:`scenarios` makes them, without checks; and with
    ``observed``, the reference engine's observations of it (what :func:`reference.run` returns for
    the scenario of :func:`observed_steps`), recorded as it was generated."""
    setup, steps, record = _played(pick, shape, edition, checks=False,
                                   recording=reference.Recording if observed else None)
    made: dict[str, Any] = {"setup": setup, "actions": steps}
    if record is not None:
        made["observed"] = record.observations()
    return made


def _some_checks(pick: Chooser, game: engine.Game, known: set[str]) -> list[dict[str, Any]]:
    possible = observed_checks(reference.state_view(game.observe()), known)
    return some(pick, possible, 1, 4, unique=True, key=repr)
