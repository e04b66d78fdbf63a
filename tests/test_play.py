"""The blind protocol: an engine is given a scenario's play (the setup, the actions, where to
observe), never what it is judged against; its answer, numbered by the play's steps, is placed
back on the scenario's steps, and what can't be placed is an error, never ignored."""
from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path

import pytest

from phasecheck.catalogue import concepts
from phasecheck import reference, schemas
from phasecheck.commands import load_scenarios
from phasecheck.play import JUDGES_ONLY, Misplaced, play_of, restore
from phasecheck.process import ProcessEngine
from phasecheck.protocol import Run, Started
from phasecheck.runner import Verdict, judge, planned, run_all
from phasecheck.steps.catalogue import CATALOGUE
from tests.engines.peeking_engine import findings

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = load_scenarios([ROOT / "scenarios"])
INFO = Started.from_description(reference.describe())
#: checks, a refused action, several groups of checks
SHACKLES = next(s for s in SCENARIOS if s["id"] == "qa-vedalken-shackles-phased-out")
TARGETED = next(s for s in SCENARIOS if s["id"] == "rule-702-26b-cannot-be-targeted")


def test_the_play_keeps_the_setup_and_the_actions_and_marks_each_group_of_checks_as_one_observe_step():
    play = play_of(SHACKLES)
    assert play.message["setup"] == SHACKLES["setup"] and set(play.message) == {"setup", "steps"}
    kinds = ["observe" if "observe" in s else s["action"] for s in play.message["steps"]]
    assert kinds == ["activate", "resolve", "observe", "cast", "resolve", "observe", "answer", "advance", "observe"]
    assert play.origins == (0, 1, 2, 4, 5, 6, 8, 9, 10)  # an observe step stands for the first check of its group
    assert play.message["steps"][6] == {"action": "answer", "player": "Amy", "choice": "keep tapped",
                                        "answer": "shackles"}  # answers given ahead are part of the play


def test_an_action_that_must_be_refused_is_sent_without_its_flag_line_or_sentence():
    step = next(s for s in TARGETED["steps"] if s.get("illegal"))
    [sent] = [s for s in play_of(TARGETED).message["steps"] if s.get("action") == step["action"]]
    assert sent == {k: v for k, v in step.items() if k not in JUDGES_ONLY}
    assert not set(sent) & {"illegal", "line", "text"}


def test_every_play_of_the_suite_is_valid_against_the_play_schema():
    for scenario in SCENARIOS:
        assert schemas.problems("play", play_of(scenario).message) == [], scenario["id"]


@pytest.mark.parametrize("change, where", [
    (lambda p: p["steps"].append({"check": "life", "player": "Amy", "life": 20}), "$.play.steps"),
    (lambda p: p["steps"][0].update(illegal=True), "$.play.steps[0]"),
    (lambda p: p["steps"][0].update(text="Amy activates"), "$.play.steps[0]"),
    (lambda p: p["steps"][2].update(check="life"), "$.play.steps[2]"),
    (lambda p: p.update(title="A phased-out Shackles"), "$.play"),
    (lambda p: p.update(id="qa-vedalken-shackles-phased-out"), "$.play"),
], ids=["a check", "an illegal flag", "a sentence", "an observe step with a check", "a title", "an id"])
def test_the_play_schema_has_no_room_for_what_the_engine_is_judged_against(change, where):
    play = copy.deepcopy(dict(play_of(SHACKLES).message))
    change(play)
    with pytest.raises(ValueError, match=r"at \$\.play"):
        Run(1, "current", play).to_json()
    assert schemas.problems("play", play)


def observed_shackles() -> dict:
    return reference.run(play_of(SHACKLES).message, "current")


def test_the_answer_is_placed_back_on_the_scenarios_steps():
    restored = restore(play_of(SHACKLES), observed_shackles())
    assert [a["step"] for a in restored["actions"]] == [0, 1, 4, 5, 8, 9]
    assert [c["step"] for c in restored["checkpoints"]] == [2, 6, 10]


@pytest.mark.parametrize("change, words", [
    (lambda o: o["checkpoints"][0].update(step=1), "play step 1 is an action, not an observe step"),
    (lambda o: o["actions"][0].update(step=2), "play step 2 is an observe step, not an action"),
    (lambda o: o["checkpoints"][2].update(step=9), "play step 9 does not exist (the play has 9 steps)"),
    (lambda o: o["actions"].append(dict(o["actions"][0])), "two action results for play step 0"),
    (lambda o: o["checkpoints"].append(copy.deepcopy(o["checkpoints"][0])), "two checkpoints at play step 2"),
], ids=["checkpoint at an action", "action at an observe step", "past the end", "an action twice",
        "a checkpoint twice"])
def test_an_answer_that_cannot_be_placed_is_an_error_with_the_reason(change, words):
    observed = observed_shackles()
    change(observed)
    with pytest.raises(Misplaced, match=re.escape(words)):
        restore(play_of(SHACKLES), observed)
    result = judge(SHACKLES, "current", observed, INFO)
    assert result.verdict is Verdict.ERROR and words in result.reason


def test_the_illegal_flag_is_judged_from_the_engines_answer_alone():
    observed = reference.run(play_of(TARGETED).message, "current")
    assert judge(TARGETED, "current", observed, INFO).verdict is Verdict.PASS
    index = next(i for i, s in enumerate(play_of(TARGETED).message["steps"]) if "action" in s)
    accepted = next(a for a in observed["actions"] if a["step"] == index)
    accepted.update(accepted=True)
    accepted.pop("refusal"), accepted.pop("reason")
    result = judge(TARGETED, "current", observed, INFO)
    assert result.verdict is Verdict.FAIL and result.failures[0].expected == "refused as illegal"


# --- an engine that looks for the answers in its messages -------------------------------------

PEEKING = [sys.executable, str(ROOT / "tests/engines/peeking_engine.py")]


def test_the_peeking_engine_would_find_the_answers_in_a_message_that_carried_the_scenario():
    """The search can fail: given the whole scenario, as the protocol once sent it, it finds them."""
    old = {"cmd": "run", "seq": 1, "edition": "current", "scenario": TARGETED}
    found = " ".join(findings(old))
    for what in ("the scenario at $.scenario", "a title at $.scenario.title", "a ruling at $.scenario.description",
                 "a source at $.scenario.source.document", "rule numbers at $.scenario.rules"):
        assert what in found, found
    leaky = {"cmd": "run", "seq": 1, "edition": "current",
             "play": {**play_of(TARGETED).message, "steps": [s for s in TARGETED["steps"]]}}
    found = " ".join(findings(leaky))
    assert "a check at $.play.steps[" in found and "an illegal flag at $.play.steps[0].illegal" in found
    assert "a step's sentence at" in found and "an expected value at" in found


def test_an_engine_that_looks_for_the_answers_in_every_message_of_a_whole_run_finds_none(tmp_path):
    log = tmp_path / "messages"
    outcome = run_all(ProcessEngine([*PEEKING, "--log", str(log)]), SCENARIOS)
    assert len(outcome.results) == len(planned(SCENARIOS, None))
    peeked = {r.reason for r in outcome.results}
    assert peeked == {"peeked: nothing"}, sorted(peeked - {"peeked: nothing"})[:5]
    runs = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    runs = [m for m in runs if m["cmd"] == "run"]
    assert len(runs) == len(outcome.results)
    wire = log.read_text(encoding="utf-8")
    for scenario in SCENARIOS:  # nothing a reader reads, nor the scenario's id, is on the wire
        told = [scenario["title"], scenario["description"], scenario.get("question", ""),
                scenario["source"]["passage"], *(c["passage"] for c in scenario["source"].get("also", ())),
                *(s.get("text", "") for s in scenario["steps"])]
        # (a card's name, which a passage may be, or a text short enough to be part of one, is not
        # searched for: the setup names cards)
        # (nor the name of a kind of answer, which the play carries as its choice)
        told = [t for t in told if len(t) >= 20 and t not in CATALOGUE.cards and t not in concepts().answer_names]
        for text in [json.dumps(t, ensure_ascii=False)[1:-1] for t in told] + [f'"{scenario["id"]}"']:
            assert text not in wire, (scenario["id"], text)
