"""Bounded memory and files, and every observation placed or an error: whatever an engine answers,
a result keeps only what the reports need (within the caps of phasecheck/limits.py, saying what
it cut), a results file is never larger than ``report``, ``matrix`` and ``--rerun-failed`` read,
no report is lost to an answer the judge can't place, and no board is too deep to draw.
(The memory itself is measured in benchmarks/hostile.py, docs/benchmarks.md.)"""
from __future__ import annotations

import copy
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from phasecheck import keep, limits, results
from phasecheck.cli import main
from phasecheck._report import arrange
from phasecheck.commands import load_scenarios
from phasecheck.html import board, html
from phasecheck.junit import junit
from phasecheck.markdown import markdown

ROOT = Path(__file__).resolve().parent.parent
FAKE = f"{sys.executable} {ROOT / 'tests/engines/fake_engine.py'}"
VICTIM = "qa-collective-unconscious"
SELECTION = ["--id", VICTIM, "--id", "rule-702-26b-*", "--edition", "current"]


def run(tmp_path: Path, *options: str) -> tuple[int, dict]:
    code = main(["run", *options, "--report", str(tmp_path / "r.md"), "--html", str(tmp_path / "r.html"),
                 "--junit", str(tmp_path / "r.xml")])
    return code, json.loads((tmp_path / "r.results.json").read_text())


def by_id(doc: dict) -> dict[str, dict]:
    return {r["id"]: r for r in doc["results"]}


def reads_back(tmp_path: Path) -> None:
    """Every command that reads a results file reads this one."""
    for fmt in ("markdown", "html", "junit"):
        assert main(["report", str(tmp_path / "r.results.json"), "--format", fmt,
                     "--out", str(tmp_path / f"again.{fmt}")]) == 0
    assert main(["matrix", str(tmp_path / "r.results.json"), "--html", str(tmp_path / "m.html"),
                 "--markdown", str(tmp_path / "m.md")]) == 0
    assert main(["run", "--rerun-failed", str(tmp_path / "r.results.json"), "--report", str(tmp_path / "re.md")]) \
        in (0, 1)


# --- answers ---------------------------------------------------------------------------------

def test_an_answer_over_the_line_limit_is_an_error_and_the_run_goes_on(tmp_path, capsys):
    size = limits.DEFAULT_LINE_LIMIT + (1 << 20)
    code, doc = run(tmp_path, "--engine", f"{FAKE} bloat --size {size} --on-id {VICTIM}", *SELECTION)
    verdicts = by_id(doc)
    assert verdicts.pop(VICTIM)["reason"].startswith(f"the engine wrote a line longer than {limits.DEFAULT_LINE_LIMIT}")
    assert {r["verdict"] for r in verdicts.values()} <= {"pass", "skip"}  # 'bloat' declares no event complete


@pytest.mark.parametrize("mode", ["swarm", "swarm-inside"])
def test_an_answer_of_more_values_than_phasecheck_reads_is_an_error_before_it_is_parsed(tmp_path, capsys, mode):
    code, doc = run(tmp_path, "--engine", f"{FAKE} {mode} --size {2 << 20} --on-id {VICTIM}", *SELECTION)
    verdicts = by_id(doc)
    reason = verdicts.pop(VICTIM)["reason"]
    assert "holds 699," in reason and f"more than the {limits.MAX_ANSWER_VALUES:,} phasecheck reads in one" in reason
    assert {r["verdict"] for r in verdicts.values()} == {"pass"}


def test_a_large_answer_is_judged_whole_and_kept_within_the_caps(tmp_path, capsys):
    code, doc = run(tmp_path, "--engine", f"{FAKE} bloat --size {3 << 20} --on-id {VICTIM}", *SELECTION)
    assert code == 0 and {r["verdict"] for r in doc["results"]} <= {"pass", "skip"}
    victim = by_id(doc)[VICTIM]
    assert any(f"longer than {limits.MAX_BOARD_TEXT} characters and were cut" in n for n in victim["notes"])
    assert any(f"a result keeps at most {limits.MAX_RESULT_BOARDS // 1024} KiB of boards" in n for n in victim["notes"])
    assert len(json.dumps(victim)) < limits.MAX_RESULT_BOARDS + 64 * 1024
    assert "*Not kept.*" in (tmp_path / "r.md").read_text() and "Not kept:" in (tmp_path / "r.html").read_text()
    assert all("notes" not in r for r in doc["results"] if r["id"] != VICTIM)  # nothing cut from the others
    reads_back(tmp_path)


def test_a_run_keeps_boards_up_to_its_share_and_says_which_it_let_go():
    checkpoint = {"step": 3, "state": {"names": ["x" * 150] * 100}, "events": []}  # about 15 KiB
    keeper = keep.Keeper(run_budget=35_000, result_budget=20_000)
    first, notes = keeper.boards([checkpoint, dict(checkpoint, step=7)])
    assert len(first) == 1 and notes == ("the board at step 7 (14 KiB) and any after it: a result keeps at most "
                                         "19 KiB of boards",)
    second, notes = keeper.boards([checkpoint])
    assert len(second) == 1 and notes == ()
    third, notes = keeper.boards([checkpoint])
    assert third == () and notes[0].startswith("the board at step 3 and any after it: the run's boards reached")
    assert first[0] == checkpoint and first[0] is not checkpoint  # a copy: the answer itself is let go
    cut, notes = keep.Keeper().boards([{"step": 1, "state": {"name": "y" * 1000}, "events": []}])
    assert cut[0]["state"]["name"] == "y" * limits.MAX_BOARD_TEXT + "... (cut: 1000 characters)"
    assert notes == (f"1 string(s) of the boards were longer than {limits.MAX_BOARD_TEXT} characters and were cut",)


def test_text_an_engine_writes_is_cut_to_size():
    assert keep.text("x" * 5) == "x" * 5
    assert keep.text("x" * (limits.MAX_TEXT + 10)) == "x" * limits.MAX_TEXT + f"... (cut: {limits.MAX_TEXT + 10} characters)"


# --- results files ---------------------------------------------------------------------------

def sizes(tmp_path: Path) -> tuple[int, int]:
    """The size of the results of --rule 702.26b, with and without their boards."""
    code, doc = run(tmp_path / "measured", "--rule", "702.26b")
    whole = len(results.render(doc).encode())
    return whole, len(results.render(doc | {"results": [r | {"checkpoints": []} for r in doc["results"]]}).encode())


def test_a_run_never_writes_a_results_file_its_own_commands_cannot_read(tmp_path, capsys, monkeypatch):
    whole, bare = sizes(tmp_path)
    limit = (whole + bare) // 2  # some boards must go
    monkeypatch.setattr(results, "MAX_BYTES", limit)
    code, doc = run(tmp_path, "--rule", "702.26b")
    size = (tmp_path / "r.results.json").stat().st_size
    assert code == 0 and size <= limit
    let_go = [r for r in doc["results"] if any("the results file would have been larger" in n for n in r.get("notes", ()))]
    assert let_go and all(r["checkpoints"] == [] for r in let_go)
    reads_back(tmp_path)


def test_a_selection_whose_results_could_not_fit_is_refused_before_it_runs(tmp_path, capsys, monkeypatch):
    scenarios = [s for s in load_scenarios([ROOT / "scenarios"]) if "702.26b" in s["rules"]]
    monkeypatch.setattr(results, "MAX_BYTES", results.floor(scenarios, sum(len(s["editions"]) for s in scenarios)) - 1)
    assert main(["run", "--rule", "702.26b", "--report", str(tmp_path / "out/r.md")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "select fewer scenarios" in err and "1 pass" not in err
    assert not (tmp_path / "out").exists()


def test_whatever_an_engine_writes_the_results_fit_and_every_report_is_written(tmp_path, capsys, monkeypatch):
    """An engine whose every reason is 5,000 control characters (30 KB as JSON): the boards, then the
    engine's text, then the checks are let go until the results fit, each saying so; never nothing."""
    chosen = [s for s in load_scenarios([ROOT / "scenarios"]) if s["id"] == VICTIM or s["id"].startswith("rule-702-26b-")]
    least = results.floor(chosen, len(chosen))  # --edition current: one run each
    monkeypatch.setattr(results, "MAX_BYTES", least)
    code, doc = run(tmp_path, "--engine", f"{FAKE} refuse-long", *SELECTION)
    assert code == 1 and (tmp_path / "r.results.json").stat().st_size <= least
    notes = [n for r in doc["results"] for n in r.get("notes", ())]
    assert any(n.startswith("the engine's text cut to") for n in notes)
    assert "fail" in {r["verdict"] for r in doc["results"]} and len(doc["results"]) == len(chosen)
    ET.parse(tmp_path / "r.xml")
    assert (tmp_path / "r.html").read_text().rstrip().endswith("</html>")
    reads_back(tmp_path)
    # smaller still: the checks go too, the verdicts stay
    bare = len(results.render(doc | {"results": [results._without_checks(r) or r for r in doc["results"]]}).encode())
    monkeypatch.setattr(results, "MAX_BYTES", bare + 200)
    fitting, text = results.fitted(doc, "r.results.json")
    assert len(text.encode()) <= bare + 200 and [r["verdict"] for r in fitting["results"]] == [r["verdict"] for r in doc["results"]]
    assert any("check(s) and any other note: the results file would have been larger" in n
               for r in fitting["results"] for n in r["notes"])


def test_an_engines_text_is_cut_in_the_results_in_steps_each_noted():
    result = {"id": "x", "edition": "current", "verdict": "error", "reason": "r" * 3000,
              "evidence": {"stderr": "e" * 3000, "exit_code": 3}, "checkpoints": [{"step": 1}],
              "checks": [{"observed": "o" * 3000}]}
    cut = results._cut_text(100)(results._without_boards(result))
    assert cut["reason"] == "r" * 100 + "... (cut: 3000 characters)" and cut["evidence"]["exit_code"] == 3
    assert cut["evidence"]["stderr"].startswith("e" * 100 + "... (cut") and cut["checks"][0]["observed"].startswith("o" * 100 + "...")
    assert cut["checkpoints"] == [] and cut["notes"][0].startswith("the boards (0 KiB): the results file")
    assert cut["notes"][1].startswith("the engine's text cut to 100 characters")
    assert results._cut_text(20)(cut)["notes"][1:] == [cut["notes"][1].replace("100", "20")]  # one note, the last cap
    bare = results._without_checks(cut)
    assert bare["checks"] == [] and results._without_checks(bare) is None and len(json.dumps(bare)) < results.FLOOR_PER_RESULT


def test_a_results_file_over_the_limit_is_not_read(tmp_path, capsys):
    big = tmp_path / "big.results.json"
    big.write_bytes(b" " * (results.MAX_BYTES + 1))
    assert main(["report", str(big)]) == 2
    assert f"the results file is larger than {results.MAX_BYTES >> 20} MiB" in capsys.readouterr().err


@pytest.fixture(scope="module")
def small_doc(tmp_path_factory):
    folder = tmp_path_factory.mktemp("small")
    main(["run", "--id", VICTIM, "--id", "qa-vedalken-shackles-phased-out", "--report", str(folder / "r.md")])
    return json.loads((folder / "r.results.json").read_text())


@pytest.mark.parametrize("damage, where, words", [
    (lambda d: d["results"][0]["checkpoints"][0].update(step=999), "$.results[0].checkpoints[0].step",
     "step 999 is not a step of"),
    (lambda d: d["results"][0]["checks"][0].update(step=500), "$.results[0].checks[0].step", "step 500 is not a step"),
    (lambda d: d["results"].append(copy.deepcopy(d["results"][0])), "$.results[", "a second result for"),
])
def test_a_results_file_naming_what_its_scenario_lacks_is_bad_input(tmp_path, capsys, small_doc, damage, where, words):
    doc = copy.deepcopy(small_doc)
    damage(doc)
    path = tmp_path / "bad.results.json"
    path.write_text(json.dumps(doc))
    assert main(["report", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and where in err and words in err, err


def test_results_of_an_edition_the_header_does_not_list_are_kept_by_every_format(tmp_path, capsys, small_doc):
    doc = copy.deepcopy(small_doc)
    doc["editions"] = ["current"]  # valid: the header lists fewer editions than the results have
    path = tmp_path / "fewer.results.json"
    path.write_text(json.dumps(doc))
    assert main(["report", str(path), "--format", "junit", "--out", str(tmp_path / "r.xml")]) == 0
    cases = ET.parse(tmp_path / "r.xml").getroot().findall(".//testcase")
    assert len(cases) == len(doc["results"]) > 2
    assert main(["matrix", str(path), "--html", str(tmp_path / "m.html"), "--markdown", str(tmp_path / "m.md")]) == 0
    matrix = (tmp_path / "m.md").read_text()
    assert all(f"| {edition} |" in matrix for edition in {r["edition"] for r in doc["results"]})
    assert markdown(doc).count("| pass |") == len(doc["results"])


# --- observations the judge can't place, and boards no renderer may choke on ------------------

def test_a_checkpoint_past_the_last_step_is_an_error_and_every_report_is_written(tmp_path, capsys):
    code, doc = run(tmp_path, "--engine", f"{FAKE} misplaced --on-id {VICTIM}", *SELECTION)
    assert code == 1, capsys.readouterr().err
    victim = by_id(doc)[VICTIM]
    assert victim["verdict"] == "error" and "does not exist (the play has" in victim["reason"]
    assert all(c["step"] < 100 for r in doc["results"] for c in r["checkpoints"])
    ET.parse(tmp_path / "r.xml")
    assert (tmp_path / "r.html").read_text().rstrip().endswith("</html>")
    reads_back(tmp_path)


def test_a_chain_of_300_attachments_is_drawn_whole(tmp_path, capsys):
    code, doc = run(tmp_path, "--engine", f"{FAKE} chain --after 300 --on-id {VICTIM}", *SELECTION)
    assert code in (0, 1)
    page = (tmp_path / "r.html").read_text()
    assert page.count('data-id="chain-') >= 300 and "attached to chain-298:" in page
    deeper = copy.deepcopy(doc)
    for result in deeper["results"]:
        for checkpoint in result["checkpoints"]:
            permanents = checkpoint["state"]["permanents"]
            if permanents:
                first = permanents[0]
                permanents += [dict(first, id=f"link-{i}", attached_to=f"link-{i - 1}" if i else first["id"])
                               for i in range(5000)]
    assert html(deeper).count('data-id="link-') >= 5000  # far deeper than any recursion limit
    failing, check = next((r, c) for r in deeper["results"] for c in r["checks"] if c["kind"] == "check" and
                          [p for p in r["checkpoints"] if p["step"] <= c["step"]][-1:] and
                          [p for p in r["checkpoints"] if p["step"] <= c["step"]][-1]["state"]["permanents"])
    failing["verdict"], check["passed"], check["judged"] = "fail", False, True  # Markdown draws the boards of failures: make one
    assert markdown(deeper).count("attached to `link-") >= 4999
    junit(deeper)


def test_permanents_in_a_circle_or_under_no_player_listed_are_still_drawn():
    base = {"token": False, "tapped": False, "counters": {}, "damage": 0, "power": None, "toughness": None,
            "attacking": False, "blocking": False, "can_attack": False, "imprinted": [], "owner": "Amy",
            "name": "Pacifism"}
    permanents = [dict(base, id="a", controller="Amy", phased={"status": "in"}, attached_to="b"),
                  dict(base, id="b", controller="Amy", phased={"status": "in"}, attached_to="a"),
                  dict(base, id="c", controller="Zed", phased={"status": "in"}, attached_to=None),
                  dict(base, id="d", controller="Amy", phased={"status": "out", "how": "directly", "under": "Zed"},
                       attached_to=None)]
    areas, elsewhere = arrange(permanents, ["Amy"])
    drawn = [card.id for slot in elsewhere for card in slot]
    assert sorted(drawn) == ["a", "b", "c", "d"] and areas[0] == ((), ())
