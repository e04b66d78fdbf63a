"""Shrinking a game that two engines disagree on, to a game as small as it can be while they still
disagree the same way (the same kind of first difference, on the same card).

Our own shrinker, on the scenario IR rather than on random choices. It cuts what comes after the
difference, then makes passes over the game, each trying one kind of cut in turn at every place:
runs of actions (halves, quarters... single actions, as delta debugging does), a permanent (with
what is attached to it and the effects naming it), a card in hand, a player, and one thing made
plain (a permanent untapped, without counters, damage, imprinted cards or its turn of arrival; a
player at 20 life with a library of 20 cards; turn 2). A cut is kept when the game is still valid
(schema, cards, vocabulary; nothing dies as it begins, unless something does in the game found)
and the engines still disagree that way (the caller's ``test``, which also requires the reference
engine to refuse only what a scenario may call illegal); the pass then tries the same place again. Passes repeat until one keeps nothing, or until the number of
games tried or the time allowed is used up (the smallest game found so far is kept). Without the
time limit, the same game and engines shrink the same way every time.
"""
from __future__ import annotations

import copy
import time
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from . import generation, interrupt, schemas
from .engine import sba
from .engine.errors import RulesError
from .explore import REFERENCE_LOCK, Difference, played
from .generation import REFUSABLE
from .steps import consistency

#: a candidate game, and the difference the engines show on it, if any
Test = Callable[[dict[str, Any]], Difference | None]
#: one kind of cut: how many places it has in a game, and the game cut at one of them (or None)
Cut = tuple[Callable[[dict[str, Any]], int], Callable[[dict[str, Any], int], dict[str, Any] | None]]


@dataclass(frozen=True)
class Shrunk:
    game: dict[str, Any]
    difference: Difference
    #: games tried; whether the time allowed ran out before the shrinking was done
    tried: int
    out_of_time: bool


def shrink(game: Mapping[str, Any], edition: str, difference: Difference, test: Test, *, tries: int = 400,
           seconds: float = 60.0, clock: Callable[[], float] = time.monotonic,
           stopped: Callable[[], bool] = lambda: False) -> Shrunk:
    """The smallest game found, within ``tries`` games and ``seconds``, on which ``test`` finds a
    difference with the same signature as ``difference`` (or found when ``stopped`` says so: the
    command was interrupted)."""
    deadline = clock() + seconds
    best, found, tried = _bare(game), difference, 0
    try:  # a game found that acts as it begins: so may a cut (else no cut would be valid, nothing shrink)
        acting = _acts_as_it_begins(best, edition)
    except RulesError:
        acting = False
    cut = best | {"actions": best["actions"][:(difference.step + 1) // 2]}
    if cut["actions"] != best["actions"] and _valid(cut, edition, acting):
        tried += 1
        again = test(cut)
        if again is not None and again.signature == difference.signature:
            best, found = cut, again
    progress = True
    while progress:
        progress = False
        for count, make in _cuts():
            place = 0
            while place < count(best):
                if tried >= tries or clock() >= deadline or stopped():
                    return Shrunk(best, found, tried, clock() >= deadline)
                interrupt.check()  # a signal stops the shrinking between two tries (in the main thread)
                candidate = make(best, place)
                if candidate is None or not _valid(candidate, edition, acting):
                    place += 1
                    continue
                tried += 1
                again = test(candidate)
                if again is not None and again.signature == difference.signature:
                    best, found, progress = candidate, again, True
                else:
                    place += 1
    return Shrunk(best, found, tried, False)


def _bare(game: Mapping[str, Any]) -> dict[str, Any]:
    """The game's setup and actions (without the reference engine's recorded observations)."""
    return {"setup": copy.deepcopy(game["setup"]), "actions": copy.deepcopy(game["actions"])}


def _valid(game: Mapping[str, Any], edition: str, acting: bool = False) -> bool:
    """Valid (schema, cards, vocabulary), and as the game being shrunk is: unless it does too
    (``acting``), no state-based action is performed as the game begins (a 0/0 token made plain
    would die at the first state-based actions)."""
    scenario = played(game, edition)
    if schemas.problems("scenario", scenario) or list(consistency.problems(scenario)):
        return False
    try:
        return not _acts_as_it_begins(game, edition) or acting
    except RulesError:
        return False


def _acts_as_it_begins(game: Mapping[str, Any], edition: str) -> bool:
    """Whether the reference engine performs a state-based action on the game's setup."""
    with REFERENCE_LOCK:
        return sba.check(generation.new_game(game["setup"], edition))


# --- the cuts, largest first -----------------------------------------------------------------------

def _cuts() -> list[Cut]:
    runs = [_runs_of_actions(n) for n in (8, 4, 2)]
    return runs + [(lambda g: len(g["actions"]), _without_action), (_permanents, _without_permanent),
                   (_cards_in_hand, _without_card_in_hand), (_players, _without_player), (_plain_things, _plainer)]


def _runs_of_actions(parts: int) -> Cut:
    """Without a run of about 1/parts of the actions (nothing for games too short to have one)."""
    def size(game: dict[str, Any]) -> int:
        return len(game["actions"]) // parts

    def count(game: dict[str, Any]) -> int:
        return parts if size(game) >= 2 else 0

    def make(game: dict[str, Any], place: int) -> dict[str, Any]:
        n = size(game)
        return game | {"actions": game["actions"][:place * n] + game["actions"][(place + 1) * n:]}
    return count, make


def _without_action(game: dict[str, Any], place: int) -> dict[str, Any]:
    return game | {"actions": game["actions"][:place] + game["actions"][place + 1:]}


def _permanents(game: dict[str, Any]) -> int:
    return len(game["setup"]["permanents"])


def _without_permanent(game: dict[str, Any], place: int) -> dict[str, Any]:
    """Without a permanent, what is attached to it, and the effects that name them."""
    setup = game["setup"]
    gone, grew = {setup["permanents"][place]["id"]}, True
    while grew:
        more = {p["id"] for p in setup["permanents"] if p["attached_to"] in gone} - gone
        gone, grew = gone | more, bool(more)
    return game | {"setup": setup | {
        "permanents": [p for p in setup["permanents"] if p["id"] not in gone],
        "effects": [e for e in setup["effects"] if e["permanent"] not in gone and e["duration"].get("tapped") not in gone]}}


def _hands(game: dict[str, Any]) -> list[tuple[int, int]]:
    return [(i, j) for i, player in enumerate(game["setup"]["players"]) for j in range(len(player["hand"]))]


def _cards_in_hand(game: dict[str, Any]) -> int:
    return len(_hands(game))


def _without_card_in_hand(game: dict[str, Any], place: int) -> dict[str, Any]:
    i, j = _hands(game)[place]
    players = list(game["setup"]["players"])
    players[i] = players[i] | {"hand": players[i]["hand"][:j] + players[i]["hand"][j + 1:]}
    return game | {"setup": game["setup"] | {"players": players}}


def _players(game: dict[str, Any]) -> int:
    return len(game["setup"]["players"]) if len(game["setup"]["players"]) > 2 else 0


def _without_player(game: dict[str, Any], place: int) -> dict[str, Any] | None:
    """Without a player who is not the active one (the cut is invalid while anything names them)."""
    setup = game["setup"]
    name = setup["players"][place]["name"]
    if name == setup["turn"]["active"]:
        return None
    return game | {"setup": setup | {"players": [p for p in setup["players"] if p["name"] != name]}}


#: what a permanent and a player are at their plainest
PLAIN_PERMANENT = {"tapped": False, "counters": {}, "damage": 0, "entered_this_turn": False, "imprinted": []}
PLAIN_PLAYER = {"life": 20, "library": 20}


def _plain(game: dict[str, Any]) -> list[tuple[str, int, str]]:
    """Everything that could be plainer: (what, index, field)."""
    setup = game["setup"]
    found = [("permanents", i, key) for i, p in enumerate(setup["permanents"])
             for key, value in PLAIN_PERMANENT.items() if p[key] != value]
    found += [("players", i, key) for i, p in enumerate(setup["players"])
              for key, value in PLAIN_PLAYER.items() if p[key] != value]
    return found + ([("turn", 0, "number")] if setup["turn"]["number"] != 2 else [])


def _plain_things(game: dict[str, Any]) -> int:
    return len(_plain(game))


def _plainer(game: dict[str, Any], place: int) -> dict[str, Any]:
    what, i, key = _plain(game)[place]
    setup = game["setup"]
    if what == "turn":
        return game | {"setup": setup | {"turn": setup["turn"] | {"number": 2}}}
    plain = PLAIN_PERMANENT if what == "permanents" else PLAIN_PLAYER
    things = list(setup[what])
    things[i] = things[i] | {key: plain[key]}
    return game | {"setup": setup | {what: things}}


def refusals_allowed(game: Mapping[str, Any], observed: Mapping[str, Any]) -> bool:
    """Whether every action the reference engine refused is one a scenario may call illegal (an
    action it refuses as invalid, or that can't be marked illegal, makes no scenario)."""
    steps = played(game, "current")["steps"]
    return all(result["accepted"] or (result.get("refusal") == "illegal"
                                      and steps[result["step"]]["action"] in REFUSABLE)
               for result in observed["actions"])
