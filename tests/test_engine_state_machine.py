"""Stateful properties of the reference engine: random games with the card pool, in every edition.

A Hypothesis state machine sets up a random position (``phasecheck/generation.py``), then plays actions
a player could try now — cast, activate, play a land, attack, block, answer, pass, advance, concede:
every way the cards give to phase permanents out and in — through the engine's public operations
(``Game.perform``). After every step it checks:

- a phased-out permanent is never counted (the game sees the same characteristics as if it were
  not there at all), targeted, attacking or blocking;
- phasing out and back in keeps the object, its counters, its attachments and (where the edition
  lets effects run their course while it is out) its controller;
- nothing is lost or duplicated: each card is in exactly one zone, and a token vanishes only by
  leaving the battlefield, with a player who leaves, or phased out where the edition says so;
- the engine raises nothing but its narrow errors (an illegal or invalid action), and a refused
  action changes nothing;
- and at the end, the same setup and actions give the same game again.

A failure shrinks to a short game and prints it as a Gherkin scenario (``steps/writer.py``).

How many games: ``PHASECHECK_PROPERTIES=long`` plays many more than the bounded CI default;
``PHASECHECK_PROPERTIES_EXAMPLES=N`` sets the number (README.md, "Generated games and
differential runs"). The CI profile is derandomized, so CI plays the same games every run.
"""
from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest
from hypothesis import event
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule, run_state_machine_as_test

from phasecheck import compiler, engine, reference
from phasecheck.engine import effects as fx
from phasecheck.engine import events as ev
from phasecheck.engine.editions import Edition
from phasecheck.engine.model import Zone
from phasecheck.play import play_of
from phasecheck.steps.writer import feature_text

from .generation import (EDITIONS, GAMES, actions, known_ids, new_game, perform, profile,
                         scenario_document, setups)

#: the edition hooks a phasing permanent passes through, watched to compare it out and back in
WATCHED = ("on_phased_out", "on_phased_in")


def watching(rules: Edition, record: Callable[[str, Any], None]) -> Edition:
    """The same edition, telling ``record`` of each permanent as it phases out and in."""

    class Watched(type(rules)):  # type: ignore[misc]
        def on_phased_out(self, game: engine.Game, obj: Any) -> None:
            record("out", (game, obj))
            super().on_phased_out(game, obj)

        def on_phased_in(self, game: engine.Game, obj: Any, moment: int) -> None:
            record("in", (game, obj))
            super().on_phased_in(game, obj, moment)

    return Watched()


def lets_effects_run_their_course(rules: Edition) -> bool:
    """Whether effects keep affecting a phased-out permanent (702.26f): not so in 2003 (502.15g)."""
    return type(rules).on_phased_out is Edition.on_phased_out


def control_effects_on(game: engine.Game, oid: int) -> tuple[int, ...]:
    return tuple(e.timestamp for e in game.state.effects
                 if isinstance(e.modification, fx.SetController) and oid in e.affected)


#: how much the games of this module's state machine fought: what :func:`fights` counts, over a run
FOUGHT: Counter[str] = Counter()


def fights(before: Any, game: engine.Game, step: dict[str, Any]) -> list[str]:
    """The combat an accepted action made: an attack or a block declared, a creature in combat
    phased out, combat damage dealt (and divided among several blockers of one attacker)."""
    found = [f"{step['action']} accepted"] if step["action"] in ("attack", "block") else []
    fighting = {p.id for p in before.permanents if p.attacking or p.blocking}
    after = game.observe()
    if any(p.id in fighting and p.phased_out for p in after.permanents):
        found.append("phased out in combat")
    combat = game.state.combat
    if after.step == "combat damage step" and before.step != "combat damage step" and combat is not None:
        if combat.attackers:
            found.append("combat damage")
        if any(len(combat.blockers_of(a)) >= 2 for a in combat.attackers):
            found.append("combat damage divided among blockers")
    return found


class PhasingGames(RuleBasedStateMachine):
    """Random legal games; the invariants of this class are the engine's stateful properties."""

    @initialize(setup=setups(GAMES), edition=st.sampled_from(EDITIONS))
    def begin(self, setup: dict[str, Any], edition: str) -> None:
        self.setup, self.edition, self.steps, self.problems = setup, edition, [], []
        self.went_out: dict[int, dict[str, Any]] = {}
        self.attempted: list[dict[str, Any]] = []
        self.rules = watching(engine.EDITIONS[edition], self._watch)
        self.game = self.fails_cleanly(lambda: new_game(setup, self.rules), "setting up")
        self.known = known_ids(setup)
        self.cards = {o.label: o.owner for o in self.game.state.objects.values() if not o.token and not o.copy}
        self.seen_events = len(self.game.state.log)
        self.seen_stack: set[int] = set()

    # --- the game, as a scenario -----------------------------------------------------------

    def scenario(self) -> dict[str, Any]:
        """The game so far as a scenario (ending with a check of where the game is, so it says something)."""
        turn = self.game.state.turn
        where = {"check": "step", "player": turn.active, "step": turn.step.value, "turn": turn.number}
        return scenario_document(self.setup, self.steps + [where], [self.edition],
                                 title="A generated game that breaks a property of the engine")

    def fail(self, message: str) -> None:
        text = feature_text([self.scenario()], title="A failing generated game")
        raise AssertionError(f"{message}\n\nThe game, as a scenario (edition {self.edition}):\n\n{text}")

    def fails_cleanly(self, doing: Callable[[], Any], what: str) -> Any:
        try:
            return doing()
        except AssertionError:
            raise
        except Exception as error:  # anything but the engine's narrow errors is a failure
            self.fail(f"{what}, the engine raised {type(error).__name__}: {error}")

    # --- watching phasing ------------------------------------------------------------------

    def _watch(self, way: str, seen: Any) -> None:
        game, obj = seen
        if way == "out":
            self.went_out[obj.oid] = {
                "label": obj.label, "counters": dict(obj.counters), "attached_to": obj.attached_to,
                # what phases out with it, indirectly (one phased out on its own phases in on its own)
                "attachments": {o.oid for o in game.state.battlefield() if o.attached_to == obj.oid and not o.phased_out},
                "controller": obj.phased_out_under, "effects": control_effects_on(game, obj.oid)}
            return
        before = self.went_out.pop(obj.oid, None)
        if before is None:
            return  # it phased out before the game began
        self._came_back(game, obj, before)

    def _came_back(self, game: engine.Game, obj: Any, before: dict[str, Any]) -> None:
        label = before["label"]
        if obj.counters != before["counters"]:
            self.problems.append(f'"{label}" phased out with counters {before["counters"]} and back in with {obj.counters}')
        host = game.state.objects.get(before["attached_to"]) if before["attached_to"] else None
        if host is not None and host.zone is Zone.BATTLEFIELD and obj.attached_to != host.oid:
            self.problems.append(f'"{label}" phased out attached to "{host.label}" and came back unattached')
        for oid in before["attachments"]:
            attached = game.state.objects.get(oid)
            if attached is not None and attached.zone is Zone.BATTLEFIELD and attached.attached_to != obj.oid:
                self.problems.append(f'"{attached.label}" was attached to "{label}" as it phased out, '
                                     "and is not as it phases in")
        if (lets_effects_run_their_course(engine.EDITIONS[self.edition]) and control_effects_on(game, obj.oid) == before["effects"]
                and game.state.player(before["controller"]).in_game
                and game.controller(obj) != before["controller"]):
            self.problems.append(f'"{label}" phased out under {before["controller"]} and came back under '
                                 f"{game.controller(obj)}")

    # --- the rules ---------------------------------------------------------------------------

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        """An action a player could take now: up to three tries to find one the rules allow."""
        for _ in range(3):
            step = data.draw(actions(self.game, self.known, GAMES), label="action")
            if self.play(step):
                return

    def play(self, step: dict[str, Any]) -> bool:
        """Play one action step; whether the engine accepted it."""
        before, watched = self.game.observe(), dict(self.went_out)
        self.attempted.append(step)
        refusal = self.fails_cleanly(lambda: perform(self.game, step), f'playing "{step}"')
        if refusal is None:
            self.steps.append(step)
            for fight in fights(before, self.game, step):
                FOUGHT[fight] += 1
                event(fight)  # --hypothesis-show-statistics: how much the games fight
            return True
        self.went_out = watched
        if step["action"] in ("cast", "activate", "play land", "attack", "block") and refusal == "illegal":
            self.steps.append(step | {"illegal": True})
        if self.game.observe() != before:
            self.fail(f"a refused action changed the game: {step}")
        return False

    # --- the invariants ------------------------------------------------------------------------

    @invariant()
    def properties_hold(self) -> None:
        if not hasattr(self, "game"):
            return
        for prop in (self.phased_out_is_not_counted, self.phased_out_is_not_in_combat,
                     self.phased_out_is_not_targeted, self.phasing_keeps_the_object, self.each_card_in_one_zone,
                     self.tokens_vanish_only_where_the_edition_says):
            problem = prop()
            if problem:
                self.fail(f"{prop.__name__.replace('_', ' ')}: {problem}")
        self.seen_events = len(self.game.state.log)

    def phased_out_is_not_counted(self) -> str | None:
        state = self.game.state
        gone = copy.copy(state)  # the same game, but for the phased-out permanents
        gone.objects = {oid: o for oid, o in state.objects.items() if not o.phased_out}
        without, chars = fx.compute(gone), self.game.chars()
        for obj in gone.objects.values():
            if obj.zone is not Zone.BATTLEFIELD:
                continue
            seen, alone = chars[obj.oid], without[obj.oid]
            if (seen.power, seen.toughness, seen.types, seen.controller) != (
                    alone.power, alone.toughness, alone.types, alone.controller):
                return f'"{obj.label}" is {seen.power}/{seen.toughness} under {seen.controller}, but ' \
                       f"{alone.power}/{alone.toughness} under {alone.controller} were the phased-out permanents not there"
        return None

    def phased_out_is_not_in_combat(self) -> str | None:
        combat = self.game.state.combat
        for p in self.game.observe().permanents:
            if p.phased_out and (p.attacking or p.blocking or p.can_attack):
                return f'"{p.id}" is phased out, yet attacking={p.attacking}, blocking={p.blocking}, can attack={p.can_attack}'
        out = {o.oid for o in self.game.state.battlefield() if o.phased_out}
        if combat is not None and out & (set(combat.attackers) | set(combat.blockers)):
            return "a phased-out permanent is still in the combat"
        return None

    def phased_out_is_not_targeted(self) -> str | None:
        """A spell or ability put on the stack since the last step targets no phased-out permanent."""
        state = self.game.state
        for item in state.stack:
            if item.sid in self.seen_stack:
                continue
            self.seen_stack.add(item.sid)
            for target in item.targets:
                obj = state.objects.get(target.oid) if target.oid is not None else None
                if obj is not None and obj.zone is Zone.BATTLEFIELD and obj.phased_out and not self._went_out_since(obj):
                    return f'{item.name} targets "{obj.label}", which is phased out'
        return None

    def _went_out_since(self, obj: Any) -> bool:
        return any(isinstance(e, ev.PhasedOut) and e.oid == obj.oid for e in self.game.state.log[self.seen_events:])

    def phasing_keeps_the_object(self) -> str | None:
        problems, self.problems = self.problems, []
        return "; ".join(problems) or None

    def each_card_in_one_zone(self) -> str | None:
        state = self.game.state
        lists = {(p.name, zone): getattr(p, zone) for p in state.players for zone in ("hand", "library", "graveyard")}
        where: dict[int, list[str]] = {}
        for (name, zone), oids in lists.items():
            for oid in oids:
                where.setdefault(oid, []).append(f"{name}'s {zone}")
        for oid, places in where.items():
            obj = state.objects.get(oid)
            if len(places) > 1 or obj is None or f"{obj.owner}'s {obj.zone.value}" != places[0]:
                return f"object {oid} ({obj.label if obj else 'gone'}) is listed in {', '.join(places)}"
        for obj in state.objects.values():
            if obj.zone in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD) and obj.oid not in where:
                return f'"{obj.label}" is in a {obj.zone.value} but in no player\'s'
        labels: dict[str, int] = {}
        for obj in state.objects.values():
            if obj.zone is not Zone.NOWHERE:
                labels[obj.label] = labels.get(obj.label, 0) + 1
        for label, owner in self.cards.items():
            if labels.get(label, 0) != 1 and state.player(owner).in_game:
                return f'the card "{label}" is in {labels.get(label, 0)} places'
        twice = sorted(l for l, n in labels.items() if n > 1)
        return f"two objects are {twice[0]}" if twice else None

    def tokens_vanish_only_where_the_edition_says(self) -> str | None:
        state = self.game.state
        left = {e.player for e in state.log if isinstance(e, ev.PlayerLeftGame)}
        for event in state.log[self.seen_events:]:
            if not (isinstance(event, ev.ZoneChanged) and event.from_zone == "battlefield" and event.to_zone == "nowhere"):
                continue
            obj = state.objects.get(event.new_oid)
            if obj is None or obj.owner in left:
                continue
            if not (obj.token and obj.phased_out and self.rules.phased_out_token_ceases_to_exist(obj)):
                return f'"{event.permanent}" ceased to exist on the battlefield, and the edition says not'
        return None

    def teardown(self) -> None:
        """The same setup and actions give the same game."""
        if not hasattr(self, "game"):
            return
        again = new_game(self.setup, self.edition)
        for step in self.attempted:
            perform(again, step)
        if again.observe() != self.game.observe():
            self.fail("the same setup and actions gave a different game the second time")


def test_random_games_keep_the_properties_of_phasing() -> None:
    """The properties hold; and the games fight, even in CI's bounded examples (issue 16, item 4):
    they attack, block, deal combat damage, and phase creatures out in combat."""
    FOUGHT.clear()
    run_state_machine_as_test(PhasingGames, settings=profile(ci=40, long=500))
    assert FOUGHT["attack accepted"] >= 5 and FOUGHT["block accepted"] >= 2, FOUGHT
    assert FOUGHT["combat damage"] >= 2 and FOUGHT["phased out in combat"] >= 1, FOUGHT


#: a small game to break on purpose: Amy's phasing Imp, her Bears, a Reality Ripple in her hand
SMALL = {"players": [{"name": "Amy", "life": 20, "hand": ["Reality Ripple"], "library": 20},
                     {"name": "Nicole", "life": 20, "hand": [], "library": 20}],
         "turn": {"active": "Amy", "step": "precombat main phase", "number": 2},
         "permanents": [{"id": id_, "card": card, "owner": "Amy", "controller": "Amy", "tapped": False,
                         "phased": {"status": "in"}, "counters": {}, "damage": 0, "attached_to": None,
                         "entered_this_turn": False, "imprinted": [], "face_down": False, "choices": []}
                        for id_, card in (("imp", "Teferi's Imp"), ("bears", "Grizzly Bears"))],
         "effects": []}


class NothingEverPhasesOut(PhasingGames):
    """A deliberately broken property, to see how a failure is shown."""

    @invariant()
    def nothing_is_phased_out(self) -> None:
        if hasattr(self, "game") and any(o.phased_out for o in self.game.state.battlefield()):
            self.fail("nothing is phased out: something is")


def test_a_failing_game_is_printed_as_a_scenario_that_compiles_back(tmp_path: Path) -> None:
    """A game that breaks a (deliberately broken) property prints as Gherkin that ``phasecheck
    export``'s compiler turns back into the very game."""
    machine = NothingEverPhasesOut()
    machine.begin(SMALL, "current")
    assert machine.play({"action": "cast", "player": "Amy", "card": "Reality Ripple",
                         "targets": [{"permanent": "bears"}]})
    machine.play({"action": "cast", "player": "Amy", "card": "Reality Ripple", "targets": [{"permanent": "imp"}],
                  "illegal": True})
    machine.play({"action": "resolve", "count": "all"})
    with pytest.raises(AssertionError) as failure:
        machine.nothing_is_phased_out()
    message = str(failure.value)
    assert message.startswith("nothing is phased out: something is")
    text = message.split("):\n\n", 1)[1]
    assert "When Amy casts Reality Ripple targeting \"bears\"\n    And Amy can't cast Reality Ripple" in text
    (tmp_path / "failing.feature").write_text(text)
    [compiled] = compiler.compile_feature(tmp_path / "failing.feature", tmp_path)
    assert without_locations(compiled) == machine.scenario()
    assert reference.run(play_of(compiled).message, "current")["status"] == "observed"


def without_locations(scenario: dict[str, Any]) -> dict[str, Any]:
    """The IR but for where it was written (its origin and each step's line and text)."""
    bare = {k: v for k, v in scenario.items() if k != "origin"}
    bare["steps"] = [{k: v for k, v in step.items() if k not in ("line", "text")} for step in scenario["steps"]]
    return bare
