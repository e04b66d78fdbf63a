"""What ``phasecheck explore`` makes of a disagreement: the game shrunk (:mod:`phasecheck.shrink`),
written as a scenario whose checks are the reference engine's observations where the engines
first differ, with the rules the reference engine applied at that step, both engines' boards
there, and the proof that the scenario compiles back from its Gherkin, passes on the reference
engine and does not pass on the engine.
"""
from __future__ import annotations

import contextlib
import hashlib
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from . import generation, reference
from .citations import cited
from .engines import ReferenceEngine
from .escape import visible
from .explore import REFERENCE_LOCK, Difference, Group, Outcome, cards_of, play, played
from .protocol import Started
from .runner import Engine, Verdict, run_one
from .shrink import refusals_allowed, shrink
from .steps.writer import Unwritable, action_sentence, check_sentence, feature_text

#: a rule number in a docstring of the reference engine
RULE = re.compile(r"\b([1-9][0-9]{2}\.[0-9]+[a-z]?)\b")
ENGINE_FOLDER = str(Path(generation.engine.__file__).resolve().parent)


@dataclass(frozen=True)
class Finding:
    """One group of disagreements, its first game shrunk and written as a scenario."""

    group: Group
    #: the shrunk game, and where (and how) the engines first differ on it
    game: Mapping[str, Any]
    difference: Difference
    #: the reference engine's observations of the shrunk game, and the engine's board where they differ
    ours: Mapping[str, Any]
    board: Mapping[str, Any] | None
    #: the scenario, and its Gherkin (a feature file of its own)
    scenario: Mapping[str, Any]
    feature: str
    #: the rules the reference engine applied at the differing step (from its own docstrings)
    rules: tuple[str, ...]
    #: how the scenario fares: compiled back from its Gherkin, on the reference engine, on the engine
    verified: tuple[str, ...]
    shrinking: Mapping[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, tuple[str, ...]]:
        """The same first differing observation on the same cards: one group."""
        return self.difference.kind, cards_of(self.game)

    @property
    def id(self) -> str:
        return self.scenario["id"]


def find(group: Group, engine_name: str, reference_engine: tuple[Engine, Started],
         engine: tuple[Engine, Started], tries: int, seconds: float, command: str,
         clock: Callable[[], float] = time.monotonic, stopped: Callable[[], bool] = lambda: False) -> Finding | None:
    """Shrink a group's first game, and write what the shrunk game shows (None if ``stopped`` says
    so meanwhile: the command was interrupted)."""
    first = group.first
    assert first.difference is not None
    edition = first.edition

    def test(candidate: dict[str, Any]) -> Difference | None:
        outcome = play(candidate, edition, reference_engine, engine)
        if outcome.status != "disagreed" or not refusals_allowed(candidate, outcome.ours):
            return None
        return outcome.difference

    started = clock()
    shrunk = shrink(first.game, edition, first.difference, test, tries=tries, seconds=seconds, clock=clock,
                    stopped=stopped)
    if stopped():
        return None
    game = shrunk.game
    outcome = play(game, edition, reference_engine, engine)
    if stopped():  # the engine was stopped as the game was played again: what it answered says nothing
        return None
    if outcome.status != "disagreed" or outcome.difference is None or \
            outcome.difference.signature != first.difference.signature:
        # a flaky engine (it agrees now, or fails another way: it crashed, phasecheck stopped restarting
        # it): the game as it was found, and the disagreement it was found with
        game, outcome = dict(first.game), first
    assert outcome.difference is not None and outcome.ours is not None
    ours, board = outcome.ours, outcome.board
    with REFERENCE_LOCK:  # one game at a time on the reference engine, whatever the number of jobs
        rules = rules_applied(game, edition, outcome.difference.step)
    scenario = with_rules(scenario_of(game, edition, outcome.difference, ours, engine_name, first.number, command),
                          rules, indexed_rules())
    feature = _feature(scenario)
    verified = verify(scenario, feature, reference_engine, engine, edition)
    if stopped():
        return None
    return Finding(group, game, outcome.difference, ours, board, scenario, feature, rules, verified,
                   {"tried": shrunk.tried, "seconds": round(clock() - started, 1), "out_of_time": shrunk.out_of_time,
                    "out_of_tries": shrunk.tried >= tries,
                    "actions": (len(first.game["actions"]), len(game["actions"])),
                    "permanents": (len(first.game["setup"]["permanents"]), len(game["setup"]["permanents"]))})


# --- the scenario -------------------------------------------------------------------------------

def scenario_of(game: Mapping[str, Any], edition: str, difference: Difference, ours: Mapping[str, Any],
                engine_name: str, number: int, command: str) -> dict[str, Any]:
    """The shrunk game as a scenario: its actions up to where the engines differ (each the reference
    engine refused marked illegal), then, at that checkpoint, the reference engine's observations
    that the engine contradicts, as checks."""
    results = {a["step"]: a for a in ours["actions"]}
    steps: list[dict[str, Any]] = []
    for n, action in enumerate(game["actions"]):
        index = 2 * n + 1
        if index > difference.step:
            break
        plain = {k: v for k, v in action.items() if k != "illegal"}
        steps.append(plain | ({} if results[index]["accepted"] else {"illegal": True}))
    steps += [dict(c) for c in difference.checks]
    if not difference.checks and not (steps and steps[-1].get("illegal")):  # else the refusal is the check
        steps += _where_the_game_is(ours, difference)
    key = f"{difference.kind}|{'|'.join(cards_of(game))}"
    ident = f"explore-{re.sub(r'[^a-z0-9]+', '-', difference.kind.lower()).strip('-')}-" \
            f"{hashlib.sha256(key.encode()).hexdigest()[:8]}"
    what = _what(difference, steps)
    cards = ", ".join(cards_of(game))
    # what an engine said (its name, its reasons) and the command line are shown, never obeyed: every
    # character a line of Gherkin can't hold (a line break, an escape sequence) is written as its escape
    engine_name, command = visible(engine_name), visible(command)
    return {"id": ident, "title": visible(f"{what} ({cards})" if cards else what),
            "description": f"A game phasecheck explore generated, shrunk: the reference engine observes what "
                           f"the checks say, and {engine_name} does not ({difference.kind}).",
            "rules": ["702.26a"], "editions": [edition],
            "source": cited({"document": f"engine bug: found by phasecheck explore on {engine_name}",
                             "passage": f"{command}, game {number}"}),
            "setup": game["setup"], "steps": steps}


def _where_the_game_is(ours: Mapping[str, Any], difference: Difference) -> list[dict[str, Any]]:
    """For a difference with no check of its own (an action the reference engine accepts and the
    engine refuses, or an engine error): what the reference engine then observes of the game as a
    whole, who is still in it and the step, so that the scenario checks something."""
    after = [c for c in ours["checkpoints"] if c["step"] > difference.step]
    state = (after[0] if after and difference.kind != "engine error" else ours["checkpoints"][-1])["state"]
    turn = state["turn"]
    return [*({"check": "in game", "player": p["name"], "value": p["in_game"]} for p in state["players"]
              if not p["in_game"]),
            {"check": "step", "player": turn["active"], "step": turn["step"], "turn": turn["number"]}]


def _what(difference: Difference, steps: list[dict[str, Any]]) -> str:
    """A title: the first check the engine fails, in the vocabulary's words, or the action."""
    try:
        if difference.checks:
            return check_sentence(difference.checks[0])
        if difference.kind == "engine error":
            return f"The engine errors: {difference.about}"
        action = next(s for s in reversed(steps) if "action" in s)
        return action_sentence(action)
    except Unwritable:
        return difference.kind


def _feature(scenario: Mapping[str, Any]) -> str:
    try:
        return feature_text([scenario], title=f"Found by phasecheck explore: {scenario['id']}")
    except Unwritable as error:
        return f"# this scenario can't be written in the vocabulary's words: {error}\n"


def indexed_rules() -> set[str]:
    """Every rule number of the rules index (rules/index.json): the tags a scenario may carry."""
    from .coverage import load_index

    return {r["rule"] for r in load_index()["rules"]}


def with_rules(scenario: dict[str, Any], rules: tuple[str, ...], known: set[str]) -> dict[str, Any]:
    """The scenario tagged with the rules the reference engine applied that the rules index knows:
    those of phasing (702.26) if any, else all of them, in the rules' order (as the compiler sorts
    a scenario's tags)."""
    from .steps.scenario import rule_order

    indexed = [r for r in rules if r in known]
    tagged = [r for r in indexed if r.startswith("702.26")] or indexed or ["702.26a"]
    return scenario | {"rules": sorted(tagged, key=rule_order)}


# --- the rules the reference engine applied -----------------------------------------------------

def rules_applied(game: Mapping[str, Any], edition: str, step: int) -> tuple[str, ...]:
    """The rule numbers cited by the docstrings of the reference engine's functions that ran while
    it performed the action before the differing checkpoint (the differing action itself), in the
    order they first ran."""
    actions = game["actions"][:(step + 1) // 2]
    if not actions:
        return ()
    played_game = generation.new_game(game["setup"], edition)
    for action in actions[:-1]:
        reference.perform(played_game, 0, action)
    called: dict[Any, None] = {}

    def note(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code.co_filename.startswith(ENGINE_FOLDER):
            called.setdefault(frame.f_code, None)

    previous = sys.getprofile()
    sys.setprofile(note)
    try:
        reference.perform(played_game, 0, actions[-1])
    finally:
        sys.setprofile(previous)
    rules: dict[str, None] = {}
    for code in called:
        doc = code.co_consts[0] if code.co_consts and isinstance(code.co_consts[0], str) else ""
        for rule in RULE.findall(doc):
            rules.setdefault(rule, None)
    return tuple(rules)


# --- proof ------------------------------------------------------------------------------------

def verify(scenario: Mapping[str, Any], feature: str, reference_engine: tuple[Engine, Started],
           engine: tuple[Engine, Started], edition: str) -> tuple[str, ...]:
    """Whether the Gherkin compiles back to the scenario, its verdict on the reference engine (pass)
    and on the engine (anything but pass)."""
    from .compiler import compile_feature
    from .errors import InputError

    found = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "found.feature"
        path.write_text(feature, encoding="utf-8")
        try:
            [compiled] = compile_feature(path, Path(folder))
            bare = {k: v for k, v in compiled.items() if k != "origin"}
            bare["steps"] = [{k: v for k, v in s.items() if k not in ("line", "text")} for s in compiled["steps"]]
            found.append("compiles back from its Gherkin" if bare == dict(scenario)
                         else "compiles from its Gherkin to another scenario")
        except (InputError, ValueError) as error:
            found.append(f"does not compile: {error}")
    with REFERENCE_LOCK:
        ours = run_one(*reference_engine, scenario, edition)
    # the reference engine in this process, as the engine, plays one game at a time too
    with REFERENCE_LOCK if isinstance(engine[0], ReferenceEngine) else contextlib.nullcontext():
        theirs = run_one(*engine, scenario, edition)
    found.append(f"{ours.verdict.value} on the reference engine" + ("" if ours.verdict is Verdict.PASS else
                                                                   f" ({ours.reason or 'a check failed'})"))
    found.append(f"{theirs.verdict.value} on the engine")
    return tuple(found)
