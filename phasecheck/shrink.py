"""Shrinking a game that two engines disagree on, to a game as small as it can be while they still
disagree the same way (the same kind of first difference, on the same card).

Our own shrinker, on the scenario IR rather than on random choices: it cuts what comes after the
difference, then tries, largest first, games with fewer actions, fewer permanents, fewer cards in
hand, fewer players, and plainer permanents and players (untapped, no counters, no damage, 20 life,
a library of 20 cards...), keeping every candidate that is still valid (schema, cards,
vocabulary), that the reference engine plays refusing only what a scenario may call illegal, and
on which the engines still disagree that way. It stops when nothing more can go, or when its time
is up (the game found so far is kept).
"""
from __future__ import annotations

import copy
import time
from typing import Any, Callable, Iterator, Mapping

from . import schemas
from .explore import Difference, played
from .generation import REFUSABLE
from .steps import consistency

#: a candidate game, and whether the engines disagree on it as they did
Test = Callable[[dict[str, Any]], Difference | None]


def shrink(game: Mapping[str, Any], edition: str, difference: Difference, test: Test, seconds: float,
           clock: Callable[[], float] = time.monotonic) -> tuple[dict[str, Any], Difference, int]:
    """The smallest game found within ``seconds`` on which ``test`` finds a difference with the same
    signature as ``difference``; and that difference, and how many candidates were tried."""
    deadline = clock() + seconds
    best = _bare(game)
    best["actions"] = best["actions"][:_actions_before(difference.step)]
    found = test(best) if _valid(best, edition) else None
    if found is None or found.signature != difference.signature:  # what came after did matter
        best, found = _bare(game), difference
    tried = 1
    progress = True
    while progress and clock() < deadline:
        progress = False
        for candidate in _candidates(best):
            if clock() >= deadline:
                break
            if not _valid(candidate, edition):
                continue
            tried += 1
            again = test(candidate)
            if again is not None and again.signature == difference.signature:
                best, found, progress = candidate, again, True
                break
    return best, found, tried


def _bare(game: Mapping[str, Any]) -> dict[str, Any]:
    """The game's setup and actions (without the reference engine's recorded observations)."""
    return {"setup": copy.deepcopy(game["setup"]), "actions": copy.deepcopy(game["actions"])}


def _actions_before(step: int) -> int:
    """How many actions of :func:`explore.played`'s scenario come before its step ``step`` (a
    checkpoint is at every even step, action n at step 2n + 1): the difference's own action too."""
    return (step + 1) // 2


def _valid(game: Mapping[str, Any], edition: str) -> bool:
    scenario = played(game, edition)
    return not schemas.problems("scenario", scenario) and not list(consistency.problems(scenario))


# --- candidates, largest cuts first -------------------------------------------------------------

def _candidates(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield from _fewer_actions(game)
    yield from _fewer_permanents(game)
    yield from _fewer_cards_in_hand(game)
    yield from _fewer_players(game)
    yield from _plainer(game)


def _fewer_actions(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Without a run of actions: halves, then quarters, ... then each one (ddmin's order)."""
    actions = game["actions"]
    size = len(actions) // 2
    while size >= 1:
        for start in range(0, len(actions), size):
            yield game | {"actions": actions[:start] + actions[start + size:]}
        size //= 2


def _fewer_permanents(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Without one permanent (and what is attached to it, and the effects that name it)."""
    setup = game["setup"]
    for permanent in setup["permanents"]:
        gone = _with_attached(setup["permanents"], permanent["id"])
        yield game | {"setup": setup | {
            "permanents": [p for p in setup["permanents"] if p["id"] not in gone],
            "effects": [e for e in setup["effects"] if e["permanent"] not in gone
                        and e["duration"].get("tapped") not in gone]}}


def _with_attached(permanents: list[dict[str, Any]], pid: str) -> set[str]:
    gone, grew = {pid}, True
    while grew:
        more = {p["id"] for p in permanents if p["attached_to"] in gone} - gone
        gone |= more
        grew = bool(more)
    return gone


def _fewer_cards_in_hand(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    setup = game["setup"]
    for i, player in enumerate(setup["players"]):
        for j in range(len(player["hand"])):
            players = list(setup["players"])
            players[i] = player | {"hand": player["hand"][:j] + player["hand"][j + 1:]}
            yield game | {"setup": setup | {"players": players}}


def _fewer_players(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Without a player who is not the active one (and nothing of theirs is left)."""
    setup = game["setup"]
    if len(setup["players"]) <= 2:
        return
    for player in setup["players"]:
        name = player["name"]
        if name == setup["turn"]["active"]:
            continue
        yield game | {"setup": setup | {"players": [p for p in setup["players"] if p["name"] != name]}}


def _plainer(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """One thing plainer: a permanent untapped, without counters, damage, imprinted cards, or its
    turn of arrival; a player at 20 life with a library of 20 cards; the turn the second."""
    setup = game["setup"]
    plain = {"tapped": False, "counters": {}, "damage": 0, "entered_this_turn": False, "imprinted": []}
    for i, permanent in enumerate(setup["permanents"]):
        for key, value in plain.items():
            if permanent[key] != value:
                permanents = list(setup["permanents"])
                permanents[i] = permanent | {key: value}
                yield game | {"setup": setup | {"permanents": permanents}}
    for i, player in enumerate(setup["players"]):
        for key, value in (("life", 20), ("library", 20)):
            if player[key] != value:
                players = list(setup["players"])
                players[i] = player | {key: value}
                yield game | {"setup": setup | {"players": players}}
    if setup["turn"]["number"] != 2:
        yield game | {"setup": setup | {"turn": setup["turn"] | {"number": 2}}}


def refusals_allowed(game: Mapping[str, Any], observed: Mapping[str, Any]) -> bool:
    """Whether every action the reference engine refused is one a scenario may call illegal (an
    action it refuses as invalid, or that can't be marked illegal, makes no scenario)."""
    steps = played(game, "current")["steps"]
    return all(result["accepted"] or (result.get("refusal") == "illegal"
                                      and steps[result["step"]]["action"] in REFUSABLE)
               for result in observed["actions"])
