"""Differential runs: the same generated scenario (``phasecheck/generation.py``, drawn through
``tests/generation.py``) played two ways.

- In-process and over the protocol (``phasecheck engine``): the observations must be identical.
- In two editions: the observations may differ only where the editions' rules differ — only if,
  while playing, the engine consulted an edition hook on which the two disagree (tokens, damage,
  triggers, the legend rule, ...); the test names the hook.
- On the reference engine and on phase.rs (over its adapter): every check of a generated scenario
  is what the reference engine observed, so a failed check or refused action on phase.rs is a
  disagreement. Each one found so far is classified in ``KNOWN`` (a bug of phase.rs, or a gap of
  the adapter) and written as a scenario of ``features/differential_regressions.feature``; a new
  one fails the test, shrunk, printed as a Gherkin scenario. A skip (a setup the adapter can't
  express) is not a disagreement.

How many scenarios: bounded and derandomized by default (CI plays the same ones every run);
``PHASECHECK_PROPERTIES=long`` plays many more, ``PHASECHECK_PROPERTIES_EXAMPLES=N`` exactly N
(README.md, "Generated games and differential runs").
"""
from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import pytest
from hypothesis import event, given, note
from hypothesis import strategies as st

from phasecheck import engine, reference
from phasecheck.engine import effects as fx
from phasecheck.engine.editions import Edition
from phasecheck.engine.stack import summoning_sick
from phasecheck.play import play_of
from phasecheck.process import ProcessEngine
from phasecheck.runner import Verdict, run_one
from phasecheck.steps.writer import feature_text

from .generation import CARDS, EDITIONS, EVERYTHING, PHASE_RS, profile, scenarios

SERVED = [sys.executable, "-m", "phasecheck", "engine"]
PHASE_RS_COMMAND = [sys.executable, "-m", "phasecheck.adapters.phase_rs"]


def shown(scenario: dict[str, Any], title: str) -> str:
    return "\n\n" + feature_text([scenario], title=title)


def plain(observed: Any) -> Any:
    """Observations as they travel: JSON."""
    return json.loads(json.dumps(observed))


# --- in-process and over the protocol ---------------------------------------------------------

@pytest.fixture(scope="module")
def served() -> Iterator[ProcessEngine]:
    process = ProcessEngine(SERVED, timeout=60.0)
    process.start()
    yield process
    process.stop()


def test_in_process_and_over_the_protocol_the_observations_are_identical(served: ProcessEngine) -> None:
    @profile(ci=25, long=300)
    @given(scenarios(EVERYTHING), st.sampled_from(EDITIONS))
    def identical(scenario: dict[str, Any], edition: str) -> None:
        play = play_of(scenario).message
        here, there = plain(reference.run(play, edition)), served.run(play, edition)
        assert there == here, "the reference engine over the protocol saw otherwise" + shown(
            scenario, f"Observed differently over the protocol (edition {edition})")

    identical()


# --- two editions -----------------------------------------------------------------------------

#: each hook of engine/editions.py, and the rules it holds, as a test names them
HOOKS = {"phased_out_token_ceases_to_exist": "tokens phased out",
         "phasing_out_is_leaving": "leaves-the-battlefield triggers on phasing out",
         "on_phased_out": "damage and effects of limited duration on phasing out",
         "on_phased_in": "coming back into play on phasing in (haste, arrival)",
         "legend_rule": "the legend rule",
         "damage_assignment_order": "the damage assignment order among blockers",
         "combat_damage_uses_the_stack": "combat damage on the stack",
         "empty_mana_pools": "mana pools emptying (mana burn)",
         "counters_annihilate": "+1/+1 and -1/-1 counters removing each other"}


def differing_hooks(one: Edition, other: Edition) -> list[str]:
    return [name for name in HOOKS if getattr(type(one), name) is not getattr(type(other), name)]


def _answers_kept(game: engine.Game, ask: Callable[[], Any]) -> Any:
    """What a hook would answer, without consuming the answers given ahead."""
    kept = {player: list(queue) for player, queue in game.state.answers.items()}
    try:
        return ask()
    finally:
        game.state.answers = kept


def _limited(game: engine.Game, obj: Any) -> bool:
    """Whether an effect of limited duration or a delayed trigger refers to the object."""
    return (any(obj.oid in e.affected and not isinstance(e.duration, fx.Indefinitely) for e in game.state.effects)
            or any(obj.oid in t.refs for t in game.state.delayed_triggers))


def _coming_back(game: engine.Game, obj: Any, moment: int, hook: Callable[..., None]) -> tuple[bool, int, int]:
    """What a phase-in hook makes of a permanent (whether it is summoning sick now, when it arrived,
    when it came under its controller's control), the permanent left as it was."""
    kept = obj.haste_like_for, obj.arrived, obj.control_moment
    try:
        hook(game, obj, moment)
        return summoning_sick(game, obj), obj.arrived, obj.control_moment
    finally:
        obj.haste_like_for, obj.arrived, obj.control_moment = kept


def _comes_back_otherwise(game: engine.Game, obj: Any, moment: int, mine: Callable[..., None],
                          theirs: Callable[..., None]) -> bool:
    """Whether the two hooks make a difference that can be seen: summoning sick or not this turn
    (the only turn it can differ: after it, neither is sick until another player controls it), the
    arrival of a legend (the old legend rule), or the moment a permanent with a triggered ability
    came under control (echo)."""
    sick, arrived, controlled = _coming_back(game, obj, moment, mine)
    other_sick, other_arrived, other_controlled = _coming_back(game, obj, moment, theirs)
    legendary = "Legendary" in game.chars()[obj.oid].supertypes
    return (sick != other_sick or (legendary and arrived != other_arrived)
            or (bool(obj.definition.triggered) and controlled != other_controlled))


def noting(rules: Edition, other: Edition, consulted: set[str]) -> Edition:
    """The same edition, noting in ``consulted`` each time the other edition's rules would have
    done otherwise: a hook on which they differ is consulted where its answer, or what it does,
    matters."""
    differ = set(differing_hooks(rules, other))

    class Noting(type(rules)):  # type: ignore[misc]
        def phased_out_token_ceases_to_exist(self, token: Any) -> bool:
            mine = super().phased_out_token_ceases_to_exist(token)
            if "phased_out_token_ceases_to_exist" in differ and mine != other.phased_out_token_ceases_to_exist(token):
                consulted.add(HOOKS["phased_out_token_ceases_to_exist"])
            return mine

        def phasing_out_is_leaving(self) -> bool:
            mine = super().phasing_out_is_leaving()
            if mine != other.phasing_out_is_leaving():
                consulted.add(HOOKS["phasing_out_is_leaving"])
            return mine

        def on_phased_out(self, game: engine.Game, obj: Any) -> None:
            if "on_phased_out" in differ and (obj.damage or _limited(game, obj)):
                consulted.add(HOOKS["on_phased_out"])
            super().on_phased_out(game, obj)

        def on_phased_in(self, game: engine.Game, obj: Any, moment: int) -> None:
            if "on_phased_in" in differ and _comes_back_otherwise(game, obj, moment, super().on_phased_in,
                                                                  other.on_phased_in):
                consulted.add(HOOKS["on_phased_in"])
            super().on_phased_in(game, obj, moment)

        def legend_rule(self, game: engine.Game, chars: dict) -> list:
            mine = super().legend_rule(game, chars)
            if "legend_rule" in differ:
                theirs = _answers_kept(game, lambda: other.legend_rule(game, chars))
                if {o.oid for o in mine} != {o.oid for o in theirs}:
                    consulted.add(HOOKS["legend_rule"])
            return mine

        def damage_assignment_order(self, game: engine.Game, attacker: Any, blockers: list) -> Any:
            mine = super().damage_assignment_order(game, attacker, blockers)
            if "damage_assignment_order" in differ:
                theirs = _answers_kept(game, lambda: other.damage_assignment_order(game, attacker, blockers))
                if (mine is None) != (theirs is None) or mine != theirs:
                    consulted.add(HOOKS["damage_assignment_order"])
            return mine

        def combat_damage_uses_the_stack(self) -> bool:
            mine = super().combat_damage_uses_the_stack()
            if mine != other.combat_damage_uses_the_stack():
                consulted.add(HOOKS["combat_damage_uses_the_stack"])
            return mine

        def empty_mana_pools(self, game: engine.Game, ending: Any, beginning: Any) -> None:
            if "empty_mana_pools" in differ and any(p.mana_pool for p in game.state.players):
                consulted.add(HOOKS["empty_mana_pools"])
            super().empty_mana_pools(game, ending, beginning)

        def counters_annihilate(self) -> bool:
            mine = super().counters_annihilate()
            if mine != other.counters_annihilate():
                consulted.add(HOOKS["counters_annihilate"])
            return mine

    return Noting()


def test_differing_hooks_name_what_each_pair_of_editions_changes() -> None:
    """The pairs compared below differ in exactly the rules the editions' docstrings say."""
    editions = engine.EDITIONS
    assert set(differing_hooks(editions["current"], editions["2013"])) == {
        "phased_out_token_ceases_to_exist", "damage_assignment_order"}
    assert differing_hooks(editions["2013"], editions["2009"]) == ["legend_rule"]
    assert set(differing_hooks(editions["2009"], editions["2003"])) == {
        "phasing_out_is_leaving", "on_phased_out", "on_phased_in", "legend_rule", "damage_assignment_order",
        "combat_damage_uses_the_stack", "empty_mana_pools", "counters_annihilate"}


#: each edition and the one before it, and the newest and the oldest (the rules concepts' editions)
NEWEST_FIRST = EDITIONS[::-1]
PAIRS = [*zip(NEWEST_FIRST, NEWEST_FIRST[1:]), (NEWEST_FIRST[0], NEWEST_FIRST[-1])]


def test_two_editions_observe_differently_only_where_their_rules_differ() -> None:
    @profile(ci=50, long=400)
    @given(scenarios(EVERYTHING), st.sampled_from(PAIRS))
    def only_where_rules_differ(scenario: dict[str, Any], pair: tuple[str, str]) -> None:
        one, other = (engine.EDITIONS[name] for name in pair)
        consulted: set[str] = set()
        play = play_of(scenario).message
        first = plain(reference.run(play, noting(one, other, consulted)))
        second = plain(reference.run(play, noting(other, one, consulted)))
        if first == second:
            event(f"{pair[0]} and {pair[1]}: the same observations")
            return
        for cause in sorted(consulted):
            event(f"{pair[0]} and {pair[1]} differ: {cause}")
        note(f"consulted: {sorted(consulted)}")
        assert consulted, (f"the {pair[0]} and {pair[1]} rules observed differently, yet no rule on which "
                           "they differ came into play" + shown(scenario, f"Editions {pair[0]} and {pair[1]}"))

    only_where_rules_differ()


# --- the reference engine and phase.rs ----------------------------------------------------------

@dataclass(frozen=True)
class Known:
    """A disagreement between phase.rs and the reference engine, found, shrunk and classified."""

    #: "phase.rs bug", "adapter gap" or "reference engine"
    kind: str
    #: what goes wrong, in a few words
    what: str
    #: whether a disagreement is this one: given the scenario, the index of its disagreeing step
    #: (an index: the same step may be written twice), and
    #: "<the step's text> | expected ... | observed ..."
    test: Callable[[dict[str, Any], int, str], bool]
    #: the scenario of features/differential_regressions.feature that shows it (None: see ``what``)
    scenario: str | None = None


def _card_of(scenario: dict[str, Any], pid: str) -> str:
    return next((p.get("card") or p.get("token") for p in scenario["setup"]["permanents"] if p["id"] == pid), "")


def _phased_out_there(scenario: dict[str, Any], index: int) -> bool:
    """Whether the step's permanent is phased out in the reference engine's game as the step comes."""
    step = scenario["steps"][index]
    looking = {**scenario, "steps": scenario["steps"][:index] + [{"check": "stack size", "count": 0}]}
    state = reference.run(play_of(looking).message, "current")["checkpoints"][-1]["state"]
    return any(p["id"] == step["permanent"] and p["phased"]["status"] == "out" for p in state["permanents"])


def _control_outlives_turn(scenario: dict[str, Any], index: int, described: str) -> bool:
    """A controller check of a permanent phased out, under a control effect of the setup that lasts
    until end of turn."""
    step = scenario["steps"][index]
    lasting = {e["permanent"] for e in scenario["setup"]["effects"] if e["duration"]["kind"] == "until end of turn"}
    return step.get("check") == "controller" and step["permanent"] in lasting and _phased_out_there(scenario, index)


def _untapped_as_it_phased_out(scenario: dict[str, Any], index: int, described: str) -> bool:
    """A phased-out permanent with phasing seen untapped by phase.rs where the reference engine keeps
    it tapped."""
    step = scenario["steps"][index]
    return (step.get("check") == "tapped" and step["tapped"]
            and "Phasing" in CARDS.get(_card_of(scenario, step["permanent"]), CARDS["Island"]).text
            and _phased_out_there(scenario, index))


def _reference_events(scenario: dict[str, Any], index: int) -> list[dict[str, Any]]:
    """Every event of the reference engine's game before step ``index``."""
    looking = {**scenario, "steps": scenario["steps"][:index] + [{"check": "stack size", "count": 0}]}
    return [e for c in reference.run(play_of(looking).message, "current")["checkpoints"] for e in c["events"]]


def _phasing_trigger_after_cleanup_discard(scenario: dict[str, Any], index: int, described: str) -> bool:
    """In the reference engine's game, a player discarded in a cleanup step, and a phasing ability
    ("whenever ~ phases in/out") triggered after it."""
    step, discarded = None, False
    for e in _reference_events(scenario, index):
        if e["type"] == "step":
            step = e["step"]
        elif e["type"] == "discarded" and step == "cleanup step":
            discarded = True
        elif e["type"] == "triggered" and discarded and re.search(r"phases (in|out)", e["ability"]):
            return True
    return False


def _untargeted_any_number_spell(scenario: dict[str, Any], index: int, described: str) -> bool:
    """An earlier step cast a spell with "any number of target ..." and named no target."""
    return any(s.get("action") == "cast" and not s.get("targets") and not s.get("illegal")
               and "any number of target" in CARDS[s["card"]].text.lower() for s in scenario["steps"][:index])


def _vermin_without_a_victim(scenario: dict[str, Any], index: int, described: str) -> bool:
    """A life total or an action after the game ended disagrees, while a Diseased Vermin of the setup
    with infection counters had dealt no damage to a player in the reference engine's game."""
    vermin = {p["id"] for p in scenario["setup"]["permanents"]
              if p.get("card") == "Diseased Vermin" and p["counters"].get("infection")}
    if not vermin or not ("life" in described or "the game is over" in described or "in game" in described):
        return False
    events = _reference_events(scenario, index)
    return not any(e["type"] == "damage" and e["source"] in vermin and e["target"] in
                   {p["name"] for p in scenario["setup"]["players"]} for e in events)


def _attachment_back_as_host_leaves(scenario: dict[str, Any], index: int, described: str) -> bool:
    """A phased-in check of an attachment set up phased out directly on a host with phasing."""
    step = scenario["steps"][index]
    setup = {p["id"]: p for p in scenario["setup"]["permanents"]}
    attachment = setup.get(step.get("permanent", ""))
    host = setup.get(attachment["attached_to"] or "") if attachment else None
    return (step.get("check") == "phased" and step["status"] == "in" and host is not None
            and attachment["phased"] == {"status": "out", "how": "directly", "under": attachment["controller"]}
            and "Phasing" in CARDS.get(_card_of(scenario, host["id"]), CARDS["Island"]).text)


def _activated_while_phased_out(scenario: dict[str, Any], index: int, described: str) -> bool:
    """An activation the reference engine refuses because the permanent is phased out, which
    phase.rs accepts."""
    return (scenario["steps"][index].get("action") == "activate" and "observed accepted" in described
            and _phased_out_there(scenario, index))


#: every disagreement found so far (each shrunk, classified, and where it is a bug of an engine,
#: written as a scenario of features/differential_regressions.feature)
KNOWN: list[Known] = [
    Known("phase.rs bug", "an until-end-of-turn control effect on a phased-out permanent outlives the cleanup "
          "step (docs/phase-rs/control-shown-after-the-effect-ended.md)", _control_outlives_turn,
          "rule-702-26f-control-until-end-of-turn-expires-while-phased-out"),
    Known("phase.rs bug", "a permanent untaps in the untap step it phases out in (docs/phase-rs/"
          "untap-while-phased-out.md)", _untapped_as_it_phased_out,
          "rule-702-26a-tapped-phases-out-tapped-and-untaps-after-phasing-in"),
    Known("phase.rs bug", "an ability that triggers on phasing in or out, in an untap step after a cleanup-step "
          "discard, is lost (docs/phase-rs/phasing-triggers-lost-after-cleanup-discard.md)",
          _phasing_trigger_after_cleanup_discard, "bug-phasing-triggers-after-a-cleanup-discard"),
    Known("phase.rs bug", "Clever Concealment cast with no target (\"any number of target ...\", 115.6) phases "
          "out every nonland permanent its controller controls", _untargeted_any_number_spell,
          "diff-any-number-of-targets-none-chosen"),
    Known("phase.rs bug", "Diseased Vermin's upkeep ability deals damage to an opponent it never dealt damage to "
          "(\"target opponent previously dealt damage by it\": with none, the ability has no target, 603.3d)",
          _vermin_without_a_victim, "diff-diseased-vermin-needs-a-victim"),
    Known("phase.rs bug", "an Equipment or Aura that phased out directly phases in during the untap step its "
          "host phases out in, and phase.rs phases it out again with the host, indirectly (702.26a: all at "
          "once; it was phased out as the host phased out, so it stays in, 702.26i)", _attachment_back_as_host_leaves,
          "diff-attachment-phases-in-as-its-host-phases-out"),
    Known("phase.rs bug", "an activated ability of a phased-out permanent can be activated (702.26b): an "
          "indirectly phased-out Batterskull's \"{3}: Return ~ to its owner's hand\" goes on the stack "
          "(docs/phase-rs/phased-out-ability-activated.md)", _activated_while_phased_out,
          "diff-phased-out-ability-cannot-be-activated"),
]
#: found by the reference engine against phase.rs, and fixed in the reference engine: the
#: declare blockers and combat damage steps are skipped when nothing attacks (508.8), scenario
#: diff-no-attackers-no-declare-blockers-step


def first_disagreement(scenario: dict[str, Any], result: Any) -> tuple[int, str] | None:
    """The earliest failed check or refused action (what follows it may only be its consequence):
    its index among the scenario's steps, and what went wrong."""
    failed = sorted(result.failures, key=lambda r: r.step)
    if not failed:
        return None
    r = failed[0]
    return r.step, f"{r.text} | expected {r.expected} | observed {r.observed}"


@pytest.fixture(scope="module")
def phase_rs() -> Iterator[tuple[ProcessEngine, Any]]:
    pytest.importorskip("phase", reason="phase-python is not installed: pip install -e \".[phase-rs]\"")
    process = ProcessEngine(PHASE_RS_COMMAND, timeout=60.0)
    info = process.start()
    yield process, info
    process.stop()


def test_phase_rs_agrees_with_the_reference_engine_but_for_known_disagreements(phase_rs: Any) -> None:
    process, info = phase_rs

    @profile(ci=25, long=300)
    @given(scenarios(PHASE_RS, editions=("current",)))
    def agrees(scenario: dict[str, Any]) -> None:
        result = run_one(process, info, scenario, "current")
        if result.verdict is Verdict.SKIP:
            event(f"skipped: {result.reason}")
            return
        assert result.verdict is not Verdict.ERROR, f"phase.rs errored: {result.reason}" + shown(
            scenario, "phase.rs errors")
        found = first_disagreement(scenario, result)
        if found is None:
            event("agreed")
            return
        index, described = found
        known = next((k for k in KNOWN if k.test(scenario, index, described)), None)
        assert known is not None, (f"phase.rs disagrees with the reference engine: {described}"
                                   + shown(scenario, "phase.rs disagrees with the reference engine"))
        event(f"known: {known.kind}: {known.what}")

    agrees()
