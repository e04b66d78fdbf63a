"""The machine-made mutation run (tests/mutation): identities, selection, the equivalents file,
the forked children, and one small run end to end."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("cosmic_ray")

from tests.mutation import equivalents as eq  # noqa: E402
from tests.mutation import forks  # noqa: E402
from tests.mutation.config import ConfigError, load  # noqa: E402
from tests.mutation.mutants import mutants_of  # noqa: E402
from tests.mutation.run import Outcome, judge  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CONFIG = load()

MODULE = '''from __future__ import annotations


def untap(permanents: list[int] | None, *, count: int = 2) -> int:
    if count > 1 and permanents:
        return count + 1
    else:
        return 0
'''


def test_an_identity_does_not_move_with_the_lines_above_it():
    before = mutants_of("engine/x.py", MODULE, CONFIG)
    after = mutants_of("engine/x.py", MODULE.replace("\n\n\ndef", "\nLIMIT = 7\n\n\ndef"), CONFIG)
    assert before and {m.key for m in before} <= {m.key for m in after}
    assert {m.start[0] for m in before} != {m.start[0] for m in after if m.key in {b.key for b in before}}


def test_annotations_are_left_alone_only_where_they_are_never_evaluated():
    lazy = mutants_of("engine/x.py", MODULE, CONFIG)
    assert not [m for m in lazy if "|" in m.line and "BinaryOperator_BitOr" in m.operator]
    evaluated = mutants_of("engine/x.py", MODULE.replace("from __future__ import annotations\n", ""), CONFIG)
    assert [m for m in evaluated if "BinaryOperator_BitOr" in m.operator]


def test_a_mutant_is_selected_by_the_lines_of_its_own_statement():
    mutants = mutants_of("engine/x.py", MODULE, CONFIG)
    condition = next(m for m in mutants if m.line.startswith("if count > 1"))
    returned = next(m for m in mutants if m.line == "return count + 1")
    assert condition.statement == (5, 7) and condition.function == "untap"  # the if and its else, not the blocks
    assert returned.statement == (6,)


def test_identical_mutants_of_one_line_are_told_apart():
    twice = "from __future__ import annotations\n\n\ndef f(a, b):\n    return a == 1 or b == 1\n"
    eq_ne = [m for m in mutants_of("engine/x.py", twice, CONFIG) if m.operator.endswith("_Eq_NotEq")]
    assert [m.occurrence for m in eq_ne] == [0, 1] and len({m.key for m in eq_ne}) == 2


def _entry(**changes):
    entry = {"file": "engine/x.py", "function": "untap", "operator": "core/NumberReplacer", "line": "return 0",
             "mutated": "return 1", "reason": "because"}
    entry.update(changes)
    return entry


@pytest.mark.parametrize("document, message", [
    ("[]", "$.equivalents: missing"),
    ('{"equivalents": [{"file": "x"}]}', "$.equivalents[0].function: missing"),
    (json.dumps({"equivalents": [_entry(reason=" ")]}), "$.equivalents[0].reason: say why"),
    (json.dumps({"equivalents": [_entry(colour="red")]}), "$.equivalents[0].colour: not a field"),
    (json.dumps({"equivalents": [_entry(), _entry()]}), "$.equivalents[1]: the same mutant as $.equivalents[0]"),
    ('{"equivalents": [], "equivalents": []}', "given twice"),
])
def test_a_bad_equivalents_file_is_named_with_where(tmp_path, document, message):
    path = tmp_path / "equivalents.json"
    path.write_text(document, encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        eq.load(path)
    assert str(error.value).startswith(str(path)) and message in str(error.value)


def test_the_judgement_of_a_run():
    mutants = mutants_of("engine/x.py", MODULE, CONFIG)
    first, second, third = mutants[:3]
    path = Path("equivalents.json")
    listed = [eq.Equivalent(where="$.equivalents[0]", file=first.path, function=first.function,
                            operator=first.operator, line=first.line, occurrence=first.occurrence,
                            mutated="as made", reason="r"),
              eq.Equivalent(where="$.equivalents[1]", file=second.path, function=second.function,
                            operator=second.operator, line=second.line, occurrence=second.occurrence,
                            mutated="as made", reason="r"),
              eq.Equivalent(where="$.equivalents[2]", file="engine/gone.py", function="f", operator="o", line="l",
                            occurrence=0, mutated="m", reason="r")]
    outcomes = [Outcome(first, "survived", "as made", "", 3), Outcome(second, "killed", "as made", "killed by s", 1),
                Outcome(third, "survived", "x", "passes", 2)]
    problems = judge(outcomes, listed, {m.key: m for m in mutants}, path.name)
    assert [p.split()[0] for p in problems] == ["STALE", "KILLED", "SURVIVED"]
    assert not judge(outcomes[:1], listed[:1], {m.key: m for m in mutants})
    changed = judge([Outcome(first, "survived", "another text", "", 3)], listed[:1], {m.key: m for m in mutants})
    assert changed and changed[0].startswith("CHANGED")
    # a known survivor is no problem while it survives, and one as soon as it is killed
    known = [listed[1]]
    assert not judge([Outcome(second, "survived", "as made", "", 1)], [], {m.key: m for m in mutants}, known=known)
    struck = judge([Outcome(second, "killed", "as made", "killed by s", 1)], [], {m.key: m for m in mutants},
                   known=known)
    assert struck and "strike it off" in struck[0]
    assert judge([], listed[1:2], {m.key: m for m in mutants}, known=known)[0].startswith("TWICE")


def test_children_answer_hang_and_die_apart():
    def hang():
        time.sleep(60)

    def compute():
        while True:
            pass

    jobs = [forks.Job("answer", lambda: 6 * 7, 10), forks.Job("hang", hang, 0.5),
            forks.Job("compute", compute, 30, cpu=1), forks.Job("die", lambda: os._exit(3), 10),
            forks.Job("raise", lambda: 1 / 0, 10)]
    began = time.monotonic()
    done = {d.key: d for d in forks.run(jobs, 2)}
    assert time.monotonic() - began < 25
    assert done["answer"].value == 42 and done["answer"].failure is None
    assert done["hang"].failure == "timeout"
    assert done["compute"].failure == "timeout" and done["compute"].seconds < 25  # its CPU time, not the wall's
    assert done["die"].failure.startswith("died (exit code 3)")
    assert done["raise"].failure.startswith("raised ZeroDivisionError")


def test_a_small_run_end_to_end(tmp_path):
    """The equivalent TYPE_CHECKING mutant of phasing.py survives every run, and is reported until
    the equivalents file lists it; a mutant of release_until is killed."""
    survivor, killed = "phasing.py:11 <module> AddNot: if TYPE_CHECKING", "release_until ReplaceAndWithOr"
    (tmp_path / "none.json").write_text('{"equivalents": []}', encoding="utf-8")
    survivors = tmp_path / "survivors.json"
    (tmp_path / "known.json").write_text('{"known_survivors": []}', encoding="utf-8")
    command = [sys.executable, "-m", "tests.mutation", "--module", "engine/phasing.py", "--only", survivor,
               "--known", str(tmp_path / "known.json")]
    done = subprocess.run(command + ["--equivalents", str(tmp_path / "none.json"), "--survivors", str(survivors)],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "SURVIVED  engine/phasing.py:11" in done.stdout and "1 mutants: 0 killed" in done.stdout
    entries = json.loads(survivors.read_text(encoding="utf-8"))
    assert len(entries) == 1 and entries[0]["mutated"] == "if not TYPE_CHECKING:"
    entries[0]["reason"] = "the import it guards is of a name used only in annotations"
    (tmp_path / "listed.json").write_text(json.dumps({"equivalents": entries}), encoding="utf-8")
    done = subprocess.run(command + ["--only", killed, "--equivalents", str(tmp_path / "listed.json")],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 mutants: 1 killed" in done.stdout and "1 equivalent, 0 survived" in done.stdout


def test_the_markdown_report_escapes_every_cell():
    """--report renders the score and both lists: a mutant's text and a reason are shown as text,
    never as Markdown or HTML, and a pipe never splits a table cell."""
    from tests.mutation.report import markdown

    first, second = mutants_of("engine/x.py", MODULE, CONFIG)[:2]
    listed = [eq.Equivalent(where="$.equivalents[0]", file=first.path, function=first.function,
                            operator=first.operator, line=first.line, occurrence=first.occurrence,
                            mutated="as made", reason="a <b>reason</b> | with a pipe")]
    outcomes = [Outcome(first, "survived", "a | b", "", 1), Outcome(second, "survived", "x`y", "passes the 2 runs", 2)]
    text = markdown(outcomes, listed, [], "2 mutants")
    assert "| `engine/x.py` | 2 | 0 | 1 | 1 | 0.0% |" in text
    assert "<b>" not in text and "&lt;b&gt;reason&lt;/b&gt; \\| with a pipe" in text
    assert "`a \\| b`" in text and "``x`y``" in text and "passes the 2 runs" in text


def test_the_recording_is_kept_by_what_it_depends_on(tmp_path):
    """Kept on disk under a hash of its inputs: found again while they are the same, recorded again
    when a scenario or the engine changes, never read from a damaged file; only the newest is kept."""
    from tests.mutation import recorded
    from tests.mutation.play import Recording

    for top, name in (("phasecheck", "engine.py"), ("scenarios", "s.json"), ("catalogue", "cards.json")):
        (tmp_path / top).mkdir()
        (tmp_path / top / name).write_text("1", encoding="utf-8")
    made = []

    def make():
        made.append(1)
        return Recording(("pass",), (0.1,), {"engine/x.py": {3: 1}}, {"engine/x.py": frozenset({1})}, {})

    first = recorded.recording(tmp_path, ["engine/x.py"], make, fresh=False)
    assert recorded.recording(tmp_path, ["engine/x.py"], make, fresh=False) == first and len(made) == 1
    assert recorded.recording(tmp_path, ["engine/x.py"], make, fresh=True) == first and len(made) == 2
    (tmp_path / "scenarios" / "s.json").write_text("2", encoding="utf-8")
    recorded.recording(tmp_path, ["engine/x.py"], make, fresh=False)
    assert len(made) == 3 and len(list((tmp_path / recorded.FOLDER).glob("*.pickle"))) == 1
    kept, = (tmp_path / recorded.FOLDER).glob("*.pickle")
    kept.write_bytes(b"not a pickle")
    recorded.recording(tmp_path, ["engine/x.py"], make, fresh=False)
    assert len(made) == 4
    assert recorded.recording(tmp_path, ["engine/x.py"], lambda: "died", fresh=True) == "died"
    assert recorded.key(tmp_path, ["engine/x.py"]) != recorded.key(tmp_path, ["engine/y.py"])
    before = recorded.key(tmp_path, ["engine/x.py"])
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "x.py").write_text("x = 1", encoding="utf-8")  # the engine is read too
    assert recorded.key(tmp_path, ["engine/x.py"]) != before


def test_the_recording_is_keyed_by_every_folder_the_package_installs():
    """pyproject.toml installs folders outside phasecheck/ under its namespace (the engine, the steps):
    an edit to any of them must make a new recording."""
    import tomllib

    from tests.mutation import recorded

    folders = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
                  ["tool"]["setuptools"]["package-dir"].values())
    assert {f.split("/")[0] for f in folders} <= set(recorded.INPUTS)


def test_a_decorator_kept_by_the_configuration_is_never_removed():
    source = ("from __future__ import annotations\n\nfrom x import other, shared\n\n\n@shared\nclass A:\n    pass\n\n\n"
              "@other\nclass B:\n    pass\n")
    removed = [m.line for m in mutants_of("engine/x.py", source, CONFIG) if m.operator == "core/RemoveDecorator"]
    assert "shared" in CONFIG.decorators_kept and removed == ["@other"]


def _plan(count: int):
    from phasecheck.commands import load_scenarios
    from phasecheck.runner import planned

    return planned(load_scenarios([ROOT / "scenarios"]), None)[:count]


def _recorded_in_parts_and_whole() -> None:
    """Run by the test below in a fresh interpreter: the recording children re-import the engine,
    as in the tool's own parent, which never imports it (another test of the session may have)."""
    from tests.mutation.play import merged, record

    plan, paths = _plan(7), CONFIG.modules(ROOT)
    jobs = [forks.Job(key, lambda part=part, parts=parts: record(ROOT, paths, plan, part, parts), 600)
            for key, (part, parts) in enumerate([(0, 1), (0, 2), (1, 2)])]
    made = {done.key: done.value for done in forks.run(jobs, 2)}
    whole, parts = made[0], merged([made[1], made[2]])
    assert set(whole.verdicts) == {"pass"} and parts.verdicts == whole.verdicts, (whole.verdicts, parts.verdicts)
    assert parts.executed == whole.executed and parts.at_import == whole.at_import and parts.needs == whole.needs
    assert made[1].verdicts[1] == "" and made[2].verdicts[0] == ""  # each part played only its own runs
    print("recorded alike")


def test_a_recording_made_in_parts_is_the_recording_made_whole():
    done = subprocess.run([sys.executable, "-c", "from tests.test_mutation_tool import _recorded_in_parts_and_whole as "
                           "check; check()"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0 and done.stdout.strip() == "recorded alike", done.stdout + done.stderr


def test_a_hand_written_mutant_plays_first_the_runs_that_execute_its_text():
    from tests.mutants.catalogue import MUTANTS
    from tests.mutants.run import _run_names, first_runs
    from tests.mutation.play import Recording

    mutant = MUTANTS[0]
    path = "/".join(mutant.module.split(".")[1:]) + ".py"
    source = (ROOT / path).read_text(encoding="utf-8")
    line = source[:source.index(mutant.old)].count("\n") + 1
    count = len(_run_names())
    seconds = tuple(float(count - i) for i in range(count))  # the later a run, the quicker
    executed = {path: {line: 1 << 3 | 1 << 5, line + 40: 1 << 7}}
    recording = Recording(("pass",) * count, seconds, executed, {path: frozenset()}, {})
    assert first_runs(mutant, recording) == [_run_names()[5], _run_names()[3]]
    imported = Recording(("pass",) * count, seconds, executed, {path: frozenset({line})}, {})
    assert first_runs(mutant, imported) == [] and first_runs(mutant, None) == []


def test_no_scenario_run_deep_copies_a_game():
    """Why removing @shared (config.json's decorators_kept) changes nothing: copy.deepcopy, the only
    thing it changes, is never called as the scenarios are played (only Game.verify's checks call it)."""
    def copies() -> int:
        import copy

        from phasecheck.engines import ReferenceEngine
        from tests.mutation.play import verdict

        calls = []
        deepcopy = copy.deepcopy
        copy.deepcopy = lambda *a, **k: calls.append(1) or deepcopy(*a, **k)
        engine = ReferenceEngine()
        info = engine.start()
        for run in _plan(None):
            assert verdict(engine, info, run).value == "pass", run[0]["id"]
        return len(calls)

    done = next(forks.run([forks.Job("copies", copies, 900)], 1))
    assert done.failure is None and done.value == 0, done


@pytest.mark.parametrize("path", ["engine/editions.py", "engine/selectors.py", "engine/carddef.py"])
def test_a_mutant_made_from_the_prepared_tree_is_the_one_cosmic_ray_makes(path):
    """What each forked child makes from the tree its module's parent parsed once is, for every
    mutant of the module, cosmic-ray's own mutated source (made anew from the text)."""
    from tests.mutation.mutants import mutated_in_child, mutated_source, prepare

    mutants = mutants_of(path, (ROOT / path).read_text(encoding="utf-8"), CONFIG)
    assert len({m.operator for m in mutants}) > 3
    for mutant in mutants:
        prepare(ROOT, path, {mutant.operator})
        assert mutated_in_child(ROOT, mutant)[1] == mutated_source(ROOT, mutant), mutant.name
    assert mutated_in_child(ROOT, mutants[0])[1] == mutated_source(ROOT, mutants[0])  # the tree is used once


def test_a_listed_equivalent_plays_the_newest_scenarios_and_a_stable_draw_of_the_rest():
    from tests.mutation.play import Recording
    from tests.mutation.run import runs_for

    mutant = next(m for m in mutants_of("engine/x.py", MODULE, CONFIG) if m.start[0] == 5)

    def drawn(count: int, at_most: int | None, newest: frozenset = frozenset()) -> list[int]:
        plan = [({"id": f"s{i}"}, "current") for i in range(count)]
        recording = Recording(verdicts=("pass",) * count, seconds=tuple(float(count - i) for i in range(count)),
                              executed={"engine/x.py": {5: (1 << count) - 1 - 1}},
                              at_import={"engine/x.py": frozenset()}, needs={})
        return runs_for(mutant, recording, at_most, plan, newest)

    every = drawn(40, None)
    assert sorted(every) == list(range(1, 40)) and every[0] == 39  # quickest first
    few = drawn(40, 4)
    assert len(few) == 4 and set(few) <= set(every) and drawn(40, 4) == few
    assert set(drawn(40, 4, frozenset({"s7", "s8"}))) == set(few) | {7, 8}  # the newest, and as many others
    more = drawn(60, 4)  # scenarios added: each old one drawn stays unless a new one displaces it
    assert len(set(few) - set(more)) <= len(set(more) - set(few)) and set(more) - set(few) <= set(range(40, 60))
    assert drawn(40, 100) == every
