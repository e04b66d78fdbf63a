"""``phasecheck explore``: generated games compared on the reference engine and an engine.

The reference engine agrees with itself (in-process and over the protocol); a mutant of it served
over the protocol (tests/mutants/serve.py) is caught, its disagreement shrunk to a scenario that
compiles back, passes on the reference engine and fails on the mutant; the same seed gives the
same games and the same report; only the events an engine declares complete are compared; the
known file is bad input when it is malformed, and keeps what it lists out of the exit code; the
engine that can't start, Ctrl-C and SIGTERM end the command as ``run`` ends; and a run's memory
holds a bounded amount whatever the number of games.
"""
from __future__ import annotations

import copy
import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from phasecheck import explore as ex
from phasecheck import generation
from phasecheck.cli import main
from phasecheck.engines import ReferenceEngine
from phasecheck.play import OBSERVE, play_of
from phasecheck.process import ProcessEngine
from phasecheck.shrink import shrink

ROOT = Path(__file__).resolve().parent.parent
MUTANT = [sys.executable, "-m", "tests.mutants.serve"]


@pytest.fixture(scope="module")
def reference() -> tuple[ReferenceEngine, Any]:
    engine = ReferenceEngine()
    return engine, engine.start()


def _games(reference: Any, count: int, seed: int = 3) -> list[tuple[dict[str, Any], str]]:
    shape = ex.game_shape(reference[1])
    editions = generation.EDITIONS
    return [(ex.new_game(seed, n, shape, editions[n % 4]), editions[n % 4]) for n in range(count)]


# --- one game ---------------------------------------------------------------------------------

def test_the_same_seed_and_number_give_the_same_game(reference: Any) -> None:
    shape = ex.game_shape(reference[1])
    assert ex.new_game(7, 12, shape, "current") == ex.new_game(7, 12, shape, "current")
    assert ex.new_game(7, 12, shape, "current") != ex.new_game(7, 13, shape, "current")
    assert ex.new_game(7, 12, shape, "current") != ex.new_game(8, 12, shape, "current")


def test_the_observations_recorded_as_a_game_is_generated_are_the_reference_engines(reference: Any) -> None:
    for game, edition in _games(reference, 30):
        assert reference[0].run(play_of(ex.played(game, edition)).message, edition) == game["observed"]


def test_the_engines_are_sent_a_play_of_actions_and_observe_steps_only(reference: Any) -> None:
    for game, edition in _games(reference, 30):
        play = play_of(ex.played(game, edition)).message
        assert set(play) == {"setup", "steps"}
        assert play["steps"][::2] == [OBSERVE] * (len(game["actions"]) + 1)
        assert play["steps"][1::2] == [{k: v for k, v in a.items() if k != "illegal"} for a in game["actions"]]


def test_the_reference_engine_agrees_with_itself(reference: Any) -> None:
    for number, (game, edition) in enumerate(_games(reference, 40)):
        outcome = ex.play({k: v for k, v in game.items() if k != "observed"}, edition, reference, reference, number)
        assert outcome.status == "agreed", outcome.difference


def test_every_check_of_a_state_holds_on_that_state(reference: Any) -> None:
    """What lets a state equal to ours pass unchecked (explore._state_difference): every check
    compared is one the state it is made from passes."""
    held = 0
    for game, edition in _games(reference, 40):
        scenario = ex.played(game, edition)
        known = ex.known_ids(scenario)
        events: list[dict[str, Any]] = []
        for checkpoint in game["observed"]["checkpoints"]:
            events += checkpoint["events"]
            seen = ex.Seen(checkpoint["state"], events)
            for check in ex.comparable_checks(checkpoint["state"], known):
                assert ex._holds(check, seen), (check, checkpoint["step"])
                held += 1
    assert held > 1000


def _one_disagreeing(reference: Any, change: Any, complete: frozenset[str] | None = None) -> ex.Difference | None:
    """The first difference in a game whose engine observations are the reference's, changed."""
    for game, edition in _games(reference, 40):
        theirs = copy.deepcopy(game["observed"])
        if change(theirs):
            return ex.compare(ex.played(game, edition), game["observed"], theirs,
                              reference[1].complete_events if complete is None else complete)
    raise AssertionError("no game to change")


def _tapped_flipped(observed: dict[str, Any]) -> bool:
    for checkpoint in observed["checkpoints"][1:]:
        for permanent in checkpoint["state"]["permanents"]:
            permanent["tapped"] = not permanent["tapped"]
            return True
    return False


def test_a_state_that_differs_is_found_field_by_field(reference: Any) -> None:
    found = _one_disagreeing(reference, _tapped_flipped)
    assert found is not None and found.kind == "tapped" and found.checks[0]["check"] == "tapped"
    assert found.results[0].failed


def _spell_moved_off_the_stack(observed: dict[str, Any]) -> bool:
    """A spell the engine shows in exile while its stack is as ours: only where it is differs."""
    for checkpoint in observed["checkpoints"]:
        for card in checkpoint["state"]["cards"]:
            if card["zone"] == "stack":
                card["zone"] = "exile"
                return True
    return False


def test_a_card_on_the_stack_shown_elsewhere_is_found(reference: Any) -> None:
    found = _one_disagreeing(reference, _spell_moved_off_the_stack)
    assert found is not None and found.kind == "zone" and found.checks[0]["zone"] == "stack"


def _refused(observed: dict[str, Any]) -> bool:
    for action in observed["actions"]:
        if action["accepted"]:
            action.update(accepted=False, refusal="illegal", reason="no")
            return True
    return False


def test_an_action_accepted_by_one_and_refused_by_the_other_is_found(reference: Any) -> None:
    found = _one_disagreeing(reference, _refused)
    assert found is not None and found.kind.endswith(" accepted") and found.step % 2 == 1


def test_an_action_the_engine_refused_is_written_as_a_scenario_that_checks_something(reference: Any) -> None:
    """The reference engine accepts the action and the engine refuses it: no check differs, so the
    scenario checks what the reference engine then observes of the game (the step, who left)."""
    from phasecheck import findings

    for game, edition in _games(reference, 40):
        theirs = copy.deepcopy(game["observed"])
        if _refused(theirs):
            found = ex.compare(ex.played(game, edition), game["observed"], theirs, reference[1].complete_events)
            break
    assert found is not None and not found.checks
    shown = findings.scenario_of(game, edition, found, game["observed"], "an engine", 0, "phasecheck explore")
    assert shown["steps"][-1]["check"] == "step" and not shown["steps"][-2].get("illegal")
    feature = findings._feature(shown)
    assert findings.verify(shown, feature, reference, reference, edition)[:2] == (
        "compiles back from its Gherkin", "pass on the reference engine")


def _phased_out_event_dropped(observed: dict[str, Any]) -> bool:
    for checkpoint in observed["checkpoints"]:
        events = checkpoint["events"]
        for event in events:
            if event["type"] == "phased out":
                events.remove(event)
                return True
    return False


def test_events_are_compared_only_where_the_engine_reports_them_completely(reference: Any) -> None:
    found = _one_disagreeing(reference, _phased_out_event_dropped)
    assert found is not None and found.kind == "event phased out"
    assert _one_disagreeing(reference, _phased_out_event_dropped,
                            reference[1].complete_events - {"phased out"}) is None


class _Dropping:
    """The reference engine, dropping its first "phased out" event from each game's observations and
    saying, in each result, that it reported ``claim`` in full (docs/engines.md §8)."""

    def __init__(self, reference: Any, claim: list[str] | None) -> None:
        self.reference, self.claim = reference, claim

    def run(self, play: Any, edition: str) -> dict[str, Any]:
        observed = self.reference.run(play, edition)
        _phased_out_event_dropped(observed)
        return observed if self.claim is None else dict(observed, complete_events=self.claim)


def test_events_a_result_claims_in_full_for_its_game_are_compared_in_that_game(reference: Any) -> None:
    from phasecheck.protocol import Started

    info = Started.from_description(dict(reference[1].__dict__, complete_events=reference[1].complete_events - {"phased out"}))
    for game, edition in _games(reference, 40):
        if _phased_out_event_dropped(copy.deepcopy(game["observed"])):
            break
    outcomes = {claim and claim[0]: ex.play(game, edition, reference, (_Dropping(reference[0], claim), info))
                for claim in (None, ["triggered"], ["phased out"])}
    assert outcomes[None].status == outcomes["triggered"].status == "agreed"
    assert outcomes["phased out"].status == "disagreed" and outcomes["phased out"].difference.kind == "event phased out"


# --- a run --------------------------------------------------------------------------------------

def test_a_run_is_the_same_however_many_jobs_play_it(reference: Any) -> None:
    shape = ex.game_shape(reference[1])
    plan = ex.Plan(seed=2, editions=generation.EDITIONS, games=24)
    pairs = [(reference, reference)]
    one, _ = ex.explore(plan, shape, pairs)
    three, _ = ex.explore(plan, shape, pairs * 3)
    assert (one.played, one.agreed, one.skipped) == (three.played, three.agreed, three.skipped) == (24, 24, {})


def test_what_a_run_keeps_is_bounded_however_many_games_it_plays() -> None:
    tally = ex.Tally()
    difference = ex.Difference(0, "tapped", "Grizzly Bears")
    for number in range(5000):
        tally.add(ex.Outcome(number, "current", {}, "disagreed", difference))
        tally.add(ex.Outcome(number, "current", {}, "skipped", reason=f'"card{number}" can\'t be set up {number}'))
        tally.add(ex.Outcome(number, "current", {}, "skipped", reason=f"reason {chr(65 + number % 26) * (number % 60)}"))
    assert tally.played == 15000 and tally.disagreed == 5000
    assert len(tally.groups) == 1 and len(tally.groups[("tapped", "Grizzly Bears")].games) == ex.GAMES_KEPT
    assert len(tally.skipped) <= ex.REASONS_KEPT + 1 and sum(tally.skipped.values()) == 10000


def test_ctrl_c_keeps_what_was_played(reference: Any) -> None:
    seen = []

    def interrupt_at_ten(outcome: ex.Outcome) -> None:
        seen.append(outcome.number)
        if len(seen) == 10:
            raise KeyboardInterrupt

    tally, interrupted = ex.explore(ex.Plan(seed=1, editions=("current",), games=200), ex.game_shape(reference[1]),
                                    [(reference, reference)], interrupt_at_ten)
    assert interrupted and seen == list(range(10)) and tally.played == 10


# --- shrinking ----------------------------------------------------------------------------------

def test_shrinking_keeps_the_disagreement_and_makes_the_game_smaller(reference: Any) -> None:
    """A stand-in engine that disagrees whenever a given card is on the battlefield untapped."""
    game, edition = next((g, e) for g, e in _games(reference, 60)
                         if len(g["actions"]) >= 4 and len(g["setup"]["permanents"]) >= 4)
    card = game["setup"]["permanents"][-1].get("card") or game["setup"]["permanents"][-1]["token"]
    wanted = ex.Difference(0, "tapped", card)

    def test(candidate: dict[str, Any]) -> ex.Difference | None:
        names = [p.get("card") or p.get("token") for p in candidate["setup"]["permanents"]]
        return wanted if card in names else None

    shrunk = shrink(game, edition, wanted, test, seconds=30)
    assert shrunk.difference.signature == wanted.signature and shrunk.tried > 1 and not shrunk.out_of_time
    assert len(shrunk.game["actions"]) == 0 and len(shrunk.game["setup"]["permanents"]) == 1


def test_shrinking_stops_when_its_time_is_up(reference: Any) -> None:
    game, edition = next((g, e) for g, e in _games(reference, 60) if len(g["actions"]) >= 4)
    ticks = iter(range(1000))
    calls = []

    def test(candidate: dict[str, Any]) -> ex.Difference:
        calls.append(candidate)
        return ex.Difference(0, "tapped", "")

    shrunk = shrink(game, edition, ex.Difference(0, "tapped", ""), test, seconds=5, clock=lambda: next(ticks))
    assert len(calls) <= 6 and shrunk.out_of_time


def test_shrinking_stops_at_its_number_of_games(reference: Any) -> None:
    game, edition = next((g, e) for g, e in _games(reference, 60) if len(g["actions"]) >= 4)
    shrunk = shrink(game, edition, ex.Difference(0, "tapped", ""), lambda c: ex.Difference(0, "tapped", ""), tries=3)
    assert shrunk.tried == 3 and not shrunk.out_of_time


# --- the command ----------------------------------------------------------------------------------

def _explore(tmp_path: Path, *options: str) -> tuple[int, Path]:
    out = tmp_path / "out"
    return main(["explore", "--out", str(out), *options]), out


def test_the_reference_engine_in_process_finds_nothing(tmp_path: Path) -> None:
    code, out = _explore(tmp_path, "--games", "30", "--seed", "4")
    assert code == 0
    report = (out / "explore.md").read_text()
    assert "30 played, 30 agreed, 0 disagreed" in report
    assert json.loads((out / "known.json").read_text())["known"] == []


def test_a_mutant_over_the_protocol_is_caught_shrunk_and_written_as_a_scenario(tmp_path: Path,
                                                                                monkeypatch: Any) -> None:
    monkeypatch.chdir(ROOT)
    engine = " ".join(MUTANT + ["phased-out-counted"])
    code, out = _explore(tmp_path, "--engine", engine, "--games", "80", "--seed", "1", "--shrink-time", "20")
    assert code == 1
    features = sorted((out / "features").glob("explore-*.feature"))
    assert features, (out / "explore.md").read_text()
    report = (out / "explore.md").read_text()
    assert report.count("compiles back from its Gherkin; pass on the reference engine; fail on the engine") == len(features)
    scenarios = out / "scenarios"
    assert main(["run", "--scenarios", str(scenarios), "--report", str(tmp_path / "ref.md")]) == 0
    assert main(["run", "--engine", engine, "--scenarios", str(scenarios), "--report", str(tmp_path / "m.md")]) == 1


def test_the_same_seed_gives_the_same_report(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.chdir(ROOT)
    engine = " ".join(MUTANT + ["stays-in-combat"])
    reports = []
    for run in ("a", "b"):
        code, out = _explore(tmp_path / run, "--engine", engine, "--games", "60", "--seed", "1", "--shrink-time", "5")
        reports.append((out / "explore.md").read_text().replace(str(out), "OUT"))
    assert reports[0] == reports[1]


def test_known_disagreements_are_kept_apart(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.chdir(ROOT)
    engine = " ".join(MUTANT + ["stays-in-combat"])
    code, out = _explore(tmp_path / "first", "--engine", engine, "--games", "60", "--seed", "1", "--shrink-time", "5")
    assert code == 1
    known = json.loads((out / "known.json").read_text())
    for entry in known["known"]:
        entry.pop("cards")
        entry["reason"] = "the mutant keeps a phased-out creature in combat"
    (tmp_path / "known.json").write_text(json.dumps(known))
    code, again = _explore(tmp_path / "second", "--engine", engine, "--games", "60", "--seed", "1",
                           "--known", str(tmp_path / "known.json"))
    assert code == 0
    assert "0 new group(s)" in (again / "explore.md").read_text()
    assert not list((again / "features").glob("*.feature")) if (again / "features").exists() else True


@pytest.mark.parametrize("known, where", [
    ('{"known": [{"kind": "tapped"}]}', "$.known[0]"),
    ('{"known": [{"kind": "tapped", "reason": "x", "cards": "Grizzly Bears"}]}', "$.known[0].cards"),
    ('{"known": [', "known.json"),
])
def test_a_bad_known_file_is_bad_input(tmp_path: Path, capsys: Any, known: str, where: str) -> None:
    (tmp_path / "known.json").write_text(known)
    code, out = _explore(tmp_path, "--games", "1", "--known", str(tmp_path / "known.json"))
    error = capsys.readouterr().err
    assert code == 2 and where in error and "Traceback" not in error and len(error.strip().splitlines()) == 1
    assert not out.exists()


def test_an_engine_that_cannot_start_exits_3_with_a_report(tmp_path: Path) -> None:
    code, out = _explore(tmp_path, "--engine", f"{sys.executable} -c 'import sys; sys.exit(1)'", "--games", "3",
                         "--start-timeout", "10")
    assert code == 3 and "could not be started" in (out / "explore.md").read_text()


def test_sigterm_writes_what_was_found_and_exits_143(tmp_path: Path) -> None:
    out = tmp_path / "out"
    process = subprocess.Popen([sys.executable, "-m", "phasecheck", "explore", "--games", "100000", "--out", str(out)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        process.stdout.readline()  # the first line: the games have begun
        process.send_signal(signal.SIGTERM)
        _, error = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 143, error  # 128 + SIGTERM, as for run (phasecheck.interrupt)
    report = (out / "explore.md").read_text()
    assert "**interrupted**" in report and "disagreed" in report


def _signalled(options: list[str], after: str, wait: float = 0) -> tuple[int | None, list[str], str]:
    """``phasecheck explore`` with these options, sent SIGTERM ``wait`` seconds after it prints a line
    beginning with ``after``: its exit code, the lines it printed until then, and its stderr."""
    process = subprocess.Popen([sys.executable, "-m", "phasecheck", "explore", *options],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        for line in process.stdout:
            lines.append(line)
            if line.startswith(after):
                time.sleep(wait)
                process.send_signal(signal.SIGTERM)
                break
        _, error = process.communicate(timeout=120)
    finally:
        process.kill()
    return process.returncode, lines, error


def test_a_signal_while_shrinking_reports_every_group_found_shrunk_or_not(tmp_path: Path) -> None:
    """SIGTERM as the first group is being shrunk: the groups not shrunk yet are listed as found,
    with their games, none left out of the report and none in the known file to triage from."""
    out = tmp_path / "out"
    engine = " ".join(MUTANT + ["phased-out-counted"])
    code, lines, error = _signalled(["--engine", engine, "--games", "80", "--seed", "1", "--jobs", "1", "--out",
                                     str(out)], "explore: shrinking game")
    assert code == 143, (lines, error)
    report = (out / "explore.md").read_text()
    assert "**interrupted**" in report and "## Found, not shrunk (interrupted)" in report
    assert "found but not shrunk" in (out / "explore.html").read_text()
    known = json.loads((out / "known.json").read_text())["known"]
    assert all(entry["cards"] for entry in known)  # a group not shrunk names no cards: no entry to match all


def test_what_an_engine_says_is_escaped_in_the_reports(tmp_path: Path, monkeypatch: Any) -> None:
    from phasecheck.explore_report import document, html, markdown

    doc = document(engine={"name": "<script>alert(1)</script> | x", "version": "1"}, command="phasecheck explore",
                   seed=0, editions=["current"], plan="1 games", tally=ex.Tally(), findings=[], interrupted=False,
                   unavailable="<b>gone</b>", reproduce="", rule_summaries={})
    page, text = html(doc), markdown(doc)
    assert "<script>" not in page and "&lt;script&gt;" in page and "<b>gone" not in page
    assert "<script>" not in text and "\\|" in text


def test_groups_are_shrunk_on_every_job_at_once_and_reported_in_the_order_of_their_first_games(
        monkeypatch: Any) -> None:
    """The first group takes longest to shrink: the other job shrinks the rest meanwhile, and the
    groups still come in the order of their first games; two that shrink to the same game merge."""
    import argparse
    import threading
    import time as clock
    from phasecheck import explore_command

    which: dict[int, str] = {}

    class Shrunk:
        def __init__(self, number: int, key: tuple[str, tuple[str, ...]]) -> None:
            self.key, self.difference = key, ex.Difference(0, key[0], "")
            self.shrinking = {"seconds": 0, "tried": 1}
            self.number = number

    def find(group: Any, name: str, reference: Any, engine: Any, *rest: Any, stopped: Any) -> Shrunk:
        which[group.first.number] = engine[0]
        clock.sleep(0.5 if group.first.number == 0 else 0.01)
        same = group.first.number in (2, 3)  # games 2 and 3 shrink to the same game
        return Shrunk(group.first.number, ("tapped", ("Grizzly Bears",) if same else (str(group.first.number),)))

    monkeypatch.setattr(explore_command, "find", find)
    tally = ex.Tally()
    for number in range(5):
        tally.add(ex.Outcome(number, "current", {}, "disagreed", ex.Difference(0, "tapped", f"card {number}")))
    args = argparse.Namespace(shrink_tries=1, shrink_time=1, shrink_total=600)
    found: list[Any] = []
    handled: set[int] = set()
    began = threading.active_count()
    explore_command._triage(tally, (), ("reference", None), [("one", None), ("two", None)], "engine", args, "cmd",
                            found, handled)
    assert [f.number for f, _, _ in found] == [0, 1, 2, 4]
    assert handled == {0, 1, 2, 3, 4}  # the group merged into another is triaged too: none is listed as not shrunk
    assert [g.count for _, g, _ in found] == [1, 1, 2, 1]
    assert which[0] != which[1] and set(which.values()) == {"one", "two"}
    assert threading.active_count() == began


def test_a_game_in_which_something_dies_as_it_begins_still_shrinks(reference: Any) -> None:
    """The generator may set up a 0/0 Phyrexian Germ that the first state-based actions put into a
    graveyard: the cuts of such a game may do so too, or none would be valid and nothing shrink."""
    game, edition = next((g, e) for g, e in _games(reference, 60)
                         if len(g["actions"]) >= 4 and len(g["setup"]["permanents"]) >= 3)
    germ = {"id": "germ", "token": "Phyrexian Germ", "owner": game["setup"]["players"][0]["name"],
            "controller": game["setup"]["players"][0]["name"], "tapped": False, "phased": {"status": "in"},
            "counters": {}, "damage": 0, "attached_to": None, "entered_this_turn": False, "imprinted": [],
            "face_down": False, "choices": []}
    game = copy.deepcopy(game)
    game["setup"]["permanents"].append(germ)
    wanted = ex.Difference(0, "can attack", "Phyrexian Germ")

    def test(candidate: dict[str, Any]) -> ex.Difference | None:
        return wanted if any(p["id"] == "germ" for p in candidate["setup"]["permanents"]) else None

    shrunk = shrink(game, edition, wanted, test, seconds=30)
    assert [p["id"] for p in shrunk.game["setup"]["permanents"]] == ["germ"] and not shrunk.game["actions"]


#: text an engine could send that, written as it is into a feature file, would be Gherkin of its own
GHERKIN_OF_ITS_OWN = ("boom\n\n  @id:explore-injected @rule:702.26a @edition:current\n  Scenario: INJECTED\n"
                      "    Given Amy has 3 life\n# a comment\n| a table |\n\x1b]0;owned\x07\x00")


def _hostile_engine(folder: Path, run: str, describe: str = "reference.describe()") -> str:
    """The command of an engine over the protocol: ``describe`` and ``run`` are its answers, as
    Python expressions (``play``, ``edition``, ``runs``: how many runs it was asked for, and TEXT)."""
    script = folder / "hostile_engine.py"
    script.write_text("import time\nfrom phasecheck import reference\nfrom phasecheck.adapter import serve\n"
                      f"TEXT = {GHERKIN_OF_ITS_OWN!r}\nruns = 0\n"
                      f"def describe():\n    return {describe}\n"
                      "def run(play, edition):\n    global runs\n    runs += 1\n"
                      f"    return {run}\n"
                      "raise SystemExit(serve(describe, run))\n")
    return f"{sys.executable} {script}"


def test_what_an_engine_says_is_never_gherkin_of_its_own_in_a_feature_file(tmp_path: Path) -> None:
    """An engine's name and its reasons land in a found scenario's title, ruling and source: every
    line break and control character in them is written as its escape, so the feature file holds
    the one scenario explore wrote, and the suite's compiler reads it back."""
    from phasecheck.compiler import compile_feature

    engine = _hostile_engine(tmp_path, '{"status": "errored", "reason": TEXT}',
                             'dict(reference.describe(), name="evil" + TEXT[:150])')
    code, out = _explore(tmp_path, "--engine", engine, "--games", "2", "--jobs", "1", "--shrink-tries", "5")
    assert code == 1
    [feature] = (out / "features").glob("*.feature")
    text = feature.read_text(encoding="utf-8")
    assert all(line.isprintable() for line in text.splitlines()), text
    assert "explore-injected" in text and "\n  @id:explore-injected" not in text  # shown, never a tag line
    [scenario] = compile_feature(feature, out)
    assert scenario["id"] == feature.stem and "\\n  Scenario: INJECTED" in scenario["title"]


@pytest.mark.parametrize("hangs_on_run, signal_after", [(1, "explore: "), (4, "explore: shrinking game")])
def test_a_signal_ends_explore_at_once_while_the_engine_hangs(tmp_path: Path, hangs_on_run: int,
                                                              signal_after: str) -> None:
    """SIGTERM while a game (or a shrinking try) waits on an engine's answer that never comes: the
    engine is ended and explore exits, long before --timeout; before, it waited for the timeout."""
    engine = _hostile_engine(tmp_path, f"time.sleep(3600) if runs >= {hangs_on_run} else "
                                       '{"status": "errored", "reason": "no"}')
    out = tmp_path / "out"
    code, lines, error = _signalled(["--engine", engine, "--games", "3", "--jobs", "1", "--timeout", "600", "--out",
                                     str(out)], signal_after, wait=1)  # the engine is asked for its answer, and hangs
    assert code == 143, (lines, error)
    assert "**interrupted**" in (out / "explore.md").read_text()


def test_a_disagreement_the_engine_does_not_show_again_is_reported_as_it_was_found(tmp_path: Path) -> None:
    """An engine that disagrees on the games explore plays, then fails every other way (it errs, as a
    crashed engine that phasecheck no longer restarts does): each group is reported with the game
    and the disagreement it was found with, never as the engine's error on the shrunk game."""
    flipped = ("(lambda o: dict(o, actions=[dict(o['actions'][0], accepted=not o['actions'][0]['accepted'], "
               "**({} if not o['actions'][0]['accepted'] else {'refusal': 'illegal', 'reason': 'no'}))] + "
               "o['actions'][1:]) if o.get('actions') else o)(reference.run(play, edition))")
    engine = _hostile_engine(tmp_path, f"{flipped} if runs <= 3 else " + '{"status": "errored", "reason": "gone"}')
    code, out = _explore(tmp_path, "--engine", engine, "--games", "3", "--seed", "1", "--jobs", "1")
    assert code == 1
    kinds = [entry["kind"] for entry in json.loads((out / "known.json").read_text())["known"]]
    assert kinds and "engine error" not in kinds, kinds


def test_all_the_shrinking_together_stops_at_shrink_total(tmp_path: Path) -> None:
    """An engine that errs with a new reason every game makes as many groups as games, each shrunk
    in turn: past --shrink-total no group begins to shrink, and those left are reported as found,
    not shrunk (out of time), which still makes the exit code 1."""
    letters = "''.join(chr(97 + int(d)) for d in str(runs))"
    engine = _hostile_engine(tmp_path, '{"status": "errored", "reason": "gone " + ' + letters + "}")
    code, out = _explore(tmp_path, "--engine", engine, "--games", "40", "--jobs", "1", "--shrink-total", "1")
    assert code == 1
    report = (out / "explore.md").read_text()
    assert "## Found, not shrunk (out of time: --shrink-total)" in report
    assert "Found, not shrunk (out of time: --shrink-total)" in (out / "explore.html").read_text()
    assert len(json.loads((out / "known.json").read_text())["known"]) < 40  # the groups shrunk, not every one


def test_lines_nobody_asked_for_are_reported(reference: Any) -> None:
    """What the protocol notes of an answer (lines the engine wrote that nobody asked for, dropped:
    docs/engines.md §10) is kept with the game, counted, and said in both reports, though the game
    agrees."""
    import contextlib

    from phasecheck.explore_report import document, html, markdown

    class Chatty:
        """The reference engine, its answers noted as the protocol notes a line nobody asked for."""

        @contextlib.contextmanager
        def observing(self, play: Any, edition: str) -> Any:
            yield reference[0].run(play, edition), ("the engine wrote 1 line(s) nobody asked for <b>",)

    shape = ex.game_shape(reference[1])
    tally = ex.Tally()
    for number in range(3):
        outcome = ex.play(ex.new_game(1, number, shape, "current"), "current", reference, (Chatty(), reference[1]),
                          number)
        assert outcome.status == "agreed" and outcome.notes
        tally.add(outcome)
    assert tally.unasked == 3 and tally.unasked_first.startswith("game 0: the engine wrote 1 line(s)")
    doc = document(engine={"name": "chatty", "version": "1"}, command="phasecheck explore", seed=1,
                   editions=["current"], plan="3 games", tally=tally, findings=[], interrupted=False,
                   unavailable=None, reproduce="", rule_summaries={})
    text = markdown(doc)
    assert "**the engine broke the protocol**: in 3 game(s)" in text and "<b>" not in text and "&lt;b&gt;" in text
    page = html(doc)
    assert "The engine broke the protocol:</strong> in 3 game(s)" in page and "<b>" not in page.split("protocol:")[1]


def test_a_signal_while_the_engine_restarts_ends_explore_at_once(tmp_path: Path) -> None:
    """The engine exits after its third game; its restart is slow (it answers start after 600 s).
    SIGTERM then: the process being started is ended too, and explore exits long before
    --start-timeout. Before, stop() could not see a process not yet introduced."""
    marker = tmp_path / "pids"
    engine = (f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'} exit-after --after 3 --slow-restart 600 "
              f"--pid-file {marker}")
    out = tmp_path / "out"
    process = subprocess.Popen([sys.executable, "-m", "phasecheck", "explore", "--engine", engine, "--games", "10",
                                "--jobs", "1", "--timeout", "600", "--start-timeout", "600", "--out", str(out)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and (not marker.exists() or len(marker.read_text().split()) < 2):
            time.sleep(0.05)  # the second process is the restart, asleep before it answers start
        assert len(marker.read_text().split()) == 2
        time.sleep(0.5)
        process.send_signal(signal.SIGTERM)
        _, error = process.communicate(timeout=120)
    finally:
        process.kill()
    assert process.returncode == 143, error
    assert "**interrupted**" in (out / "explore.md").read_text()
