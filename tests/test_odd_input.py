"""Input the schemas' words allow but no sound reader takes as it is: each refused where it is read,
with the file (or the engine) and the JSON path, or judged as the error it is — never a crash, a
misjudged verdict or a file phasecheck can't read back.

- Numbers: where a schema means an integer, 1.0 (JSON Schema's "integer" takes it) is refused
  (schemas.INTEGER), in every document phasecheck reads: an engine's observations, scenarios,
  results and expectations files, protocol messages.
- Contradictions: an observation that names an object twice (a permanent, a player, a card in two
  zones at once) is an error with the entries as evidence, never judged from one of them.
- Strings that aren't text: a byte that is not UTF-8 in a command-line argument or a file name
  (Python's lone surrogates) is written so that phasecheck reads back every file it wrote.
- Odd but valid observations (empty strings, large and negative numbers, nothing at all) are
  judged, and their reports rendered, without an exception.
"""
from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from phasecheck import reference, schemas, strictjson
from phasecheck.cli import main
from phasecheck.html import html
from phasecheck.markdown import markdown
from phasecheck.play import play_of
from phasecheck.protocol import Started
from phasecheck.results import document
from phasecheck.runner import RunOutcome, Verdict, judge

ROOT = Path(__file__).resolve().parent.parent
ODD = f"{sys.executable} {ROOT / 'tests/engines/odd_engine.py'}"
SCENARIO = "qa-vedalken-shackles-phased-out"
INFO = Started.from_description(reference.describe())


def scenario(name: str = SCENARIO) -> dict[str, Any]:
    return json.loads((ROOT / f"scenarios/{name}.json").read_text(encoding="utf-8"))


def observed(of: dict[str, Any], edition: str = "current") -> dict[str, Any]:
    return copy.deepcopy(dict(reference.run(play_of(of).message, edition)))


def integers(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """The path of every integer in a JSON value (booleans are not integers)."""
    if isinstance(value, int) and not isinstance(value, bool):
        yield path
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from integers(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from integers(item, path + (index,))


def replaced(value: Any, path: tuple, new: Any) -> Any:
    value = copy.deepcopy(value)
    parent = value
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = new
    return value


def documents() -> list[tuple[str, Any]]:
    """One of each kind of document phasecheck reads, valid, with integers in every kind of place."""
    shackles = scenario()
    results = json.loads((ROOT / "reports/reference.results.json").read_text(encoding="utf-8"))
    kept = [r for r in results["results"] if r["id"] == SCENARIO]
    results |= {"results": kept, "scenarios": {SCENARIO: results["scenarios"][SCENARIO]}}
    expectations = json.loads((ROOT / "expectations/phase-rs.json").read_text(encoding="utf-8"))
    return [("scenario", shackles), ("scenario", scenario("axes-teferis-protection-cast-in-the-other-players-turn")),
            ("observation", observed(shackles)), ("results", results), ("expectations", expectations),
            ("protocol#start", {"cmd": "start", "protocol": 2}),
            ("protocol#ran", {"seq": 3, "result": {"status": "skipped", "reason": "x"}})]


# --- numbers -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name,instance", documents(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_integer_written_with_a_fraction_is_refused_where_it_is(name, instance):
    """Every integer of every kind of document, written as 2.0: refused by both validators, the
    problem named at its JSON path."""
    assert schemas.problems(name, instance) == []
    paths = list(integers(instance))
    assert paths
    for number, path in enumerate(paths):
        odd = replaced(instance, path, float(instance_at(instance, path)))
        assert not schemas.valid(name)(odd), path
        if number % 7 == 0 or name != "results":  # jsonschema words it: a sample of the large document
            assert (strictjson.json_path(path), f"{float(instance_at(instance, path))!r} is not an integer: write "
                    "it without a fraction or an exponent") in schemas.problems(name, odd), path


def instance_at(value: Any, path: tuple) -> Any:
    for part in path:
        value = value[part]
    return value


def test_a_number_the_schema_means_as_a_number_may_have_a_fraction():
    results = documents()[3][1]
    timed = copy.deepcopy(results)
    timed["results"][0]["duration"] = 2.0
    assert schemas.problems("results", timed) == []


@pytest.mark.parametrize("field", ["step", "life", "number", "all"])
def test_an_engine_that_writes_integers_with_a_fraction_gets_errors_not_a_crash(tmp_path, capsys, field):
    code = main(["run", "--engine", f"{ODD} float:{field}", "--id", SCENARIO, "--edition", "current",
                 "--report", str(tmp_path / "r.md"), "--html", str(tmp_path / "r.html"), "--timeout", "30"])
    assert code == 1, capsys.readouterr().err
    doc = json.loads((tmp_path / "r.results.json").read_text())
    [result] = doc["results"]
    assert result["verdict"] == "error"
    assert "the observations break the schema at $." in result["reason"]
    assert "is not an integer: write it without a fraction or an exponent" in result["reason"]
    assert "raised" not in result["reason"]


@pytest.mark.parametrize("where", ["checks", "checkpoints"])
def test_a_results_file_with_a_step_written_with_a_fraction_is_refused_by_every_reader(tmp_path, capsys, where):
    results = documents()[3][1]
    results["results"][0][where][0]["step"] = float(results["results"][0][where][0]["step"])
    path = tmp_path / "odd.results.json"
    path.write_text(json.dumps(results))
    capsys.readouterr()
    for command in (["report", str(path), "--format", "markdown", "--out", str(tmp_path / "r.md")],
                    ["report", str(path), "--format", "html", "--out", str(tmp_path / "r.html")],
                    ["matrix", str(path), "--markdown", str(tmp_path / "m.md"), "--html", str(tmp_path / "m.html")],
                    ["run", "--rerun-failed", str(path), "--report", str(tmp_path / "again.md")]):
        assert main(command) == 2, command
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and f"{path}: $.results[0].{where}[0].step: " in err, err
    assert not any(p.name != "odd.results.json" for p in tmp_path.iterdir())  # nothing half-written


def test_a_scenario_with_a_mode_written_with_a_fraction_is_refused(tmp_path, capsys):
    """The reference engine would take mode 1.0 for a mode and fail to index by it."""
    teferi = scenario("axes-teferis-protection-cast-in-the-other-players-turn")
    [step] = [s for s in teferi["steps"] if "mode" in s][:1] or [None]
    assert step is not None
    index = teferi["steps"].index(step)
    step["mode"] = float(step["mode"])
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "odd.json").write_text(json.dumps(teferi))
    assert main(["validate", str(folder)]) == 2
    assert f"odd.json: $.steps[{index}].mode: 1.0 is not an integer" in capsys.readouterr().err
    assert main(["run", "--scenarios", str(folder), "--report", str(tmp_path / "r.md")]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "$.steps" in err and not (tmp_path / "r.md").exists()


# --- contradictions ---------------------------------------------------------------------------

def _twice(observation: dict[str, Any], how: str) -> dict[str, Any]:
    state = observation["checkpoints"][0]["state"]
    if how == "permanent":
        lie = copy.deepcopy(state["permanents"][0])
        lie["tapped"] = not lie["tapped"]
        state["permanents"].append(lie)
    elif how == "permanent and card":
        first = state["permanents"][0]
        state["cards"].append({"id": first["id"], "name": first["name"], "owner": first["owner"], "zone": "exile"})
    elif how == "player":
        state["players"].append(dict(state["players"][0], life=3))
    elif how == "two hands":
        holder = next(p for p in state["players"] if p["hand"])
        next(p for p in state["players"] if p is not holder)["hand"].append(holder["hand"][0])
    elif how == "hand and card elsewhere":
        card = next(p for p in state["players"] if p["hand"])["hand"][0]
        next(c for c in state["cards"] if c["id"] == card)["zone"] = "exile"
    elif how == "graveyard and battlefield":
        state["players"][0]["graveyard"].append(state["permanents"][0]["id"])
    return observation


@pytest.mark.parametrize("how", ["permanent", "permanent and card", "player", "two hands", "hand and card elsewhere",
                                 "graveyard and battlefield"])
def test_an_object_named_twice_is_an_error_with_the_entries(how):
    shackles = scenario()
    honest = observed(shackles)
    assert any(p["hand"] for p in honest["checkpoints"][0]["state"]["players"]), "the scenario needs a card in hand"
    assert judge(shackles, "current", honest, INFO).verdict is Verdict.PASS
    lying = _twice(observed(shackles), how)
    assert schemas.problems("observation", lying) == []  # the schema can't say it
    result = judge(shackles, "current", lying, INFO)
    assert result.verdict is Verdict.ERROR and result.checks == ()
    assert "the observations contradict themselves" in result.reason
    assert result.evidence["entries"].count("\n") >= 1  # each entry on its line, with its place
    assert result.checkpoints  # the boards are kept to be shown


def _impossible(observation: dict[str, Any], how: str) -> dict[str, Any]:
    state = observation["checkpoints"][0]["state"]
    first, second = state["permanents"][:2]
    if how == "attached to itself":
        first["attached_to"] = first["id"]
    elif how == "attached in a loop":
        first["attached_to"], second["attached_to"] = second["id"], first["id"]
    elif how == "attached to what is not there":
        first["attached_to"] = "nothing-of-the-kind"
    elif how == "a ghost controller":
        first["controller"] = "Nobody"
    elif how == "a ghost owner of a card":
        state["cards"].append({"id": "ghostly", "name": first["name"], "owner": "Nobody", "zone": "exile"})
    elif how == "a ghost active player":
        state["turn"]["active"] = "Nobody"
    elif how == "phased out under a ghost":
        first["phased"] = {"status": "out", "how": "directly", "under": "Nobody"}
    elif how == "in another's hand":
        holder = next(p for p in state["players"] if p["hand"])
        other = next(p for p in state["players"] if p is not holder)
        card = holder["hand"].pop(0)
        other["hand"].append(card)
    elif how == "said to be in a hand that does not hold it":
        holder = next(p for p in state["players"] if p["hand"])
        holder["hand"].pop(0)
    return observation


@pytest.mark.parametrize("how", ["attached to itself", "attached in a loop", "attached to what is not there",
                                 "a ghost controller", "a ghost owner of a card", "a ghost active player",
                                 "phased out under a ghost", "in another's hand",
                                 "said to be in a hand that does not hold it"])
def test_a_board_that_cannot_be_is_an_error_not_a_pass(how):
    """The schema allows any id and any name: a permanent attached to itself or in a loop, or a
    player the state does not list, is a board no game can have, and no check of it is judged."""
    shackles = scenario()
    assert len(observed(shackles)["checkpoints"][0]["state"]["permanents"]) >= 2, "the scenario needs two permanents"
    lying = _impossible(observed(shackles), how)
    assert schemas.problems("observation", lying) == []  # the schema can't say it
    result = judge(shackles, "current", lying, INFO)
    assert result.verdict is Verdict.ERROR and result.checks == ()
    assert "the observations contradict themselves" in result.reason and result.evidence["entries"]


def test_a_long_chain_or_loop_of_attachments_is_walked_once_not_once_per_permanent():
    """A hostile engine's board of 20,000 permanents each attached to the one before (within the line
    limit): walked from every permanent in turn it took minutes for 3,000 (a hang); each is walked once.
    The alarm fails the test instead of hanging it."""
    import signal

    def give_up(signum, frame):
        raise TimeoutError("the attachments of 20,000 permanents took more than 30 s to check")
    shackles = scenario()
    for loop in (False, True):
        board = observed(shackles)
        state = board["checkpoints"][0]["state"]
        model = state["permanents"][0]
        chain = [dict(model, id=f"link-{i}", attached_to=f"link-{i - 1}" if i else None) for i in range(20_000)]
        if loop:
            chain[0]["attached_to"] = chain[-1]["id"]
        state["permanents"] += chain
        previous = signal.signal(signal.SIGALRM, give_up)
        signal.alarm(30)
        try:
            result = judge(shackles, "current", board, INFO)
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
        assert result.verdict is Verdict.ERROR  # the chain's permanents entered with no event, besides
        assert ('"link-0" attached, through others, to itself' in result.reason) is loop, result.reason


@pytest.mark.parametrize("mode", ["duplicate-permanent", "duplicate-player", "two-zones"])
def test_an_engine_that_contradicts_itself_is_never_judged(tmp_path, capsys, mode):
    code = main(["run", "--engine", f"{ODD} {mode}", "--id", SCENARIO, "--id", "qa-collective-unconscious",
                 "--report", str(tmp_path / "r.md"), "--html", str(tmp_path / "r.html"), "--timeout", "30"])
    assert code == 1, capsys.readouterr().err
    doc = json.loads((tmp_path / "r.results.json").read_text())
    assert {r["verdict"] for r in doc["results"]} == {"error"}
    assert all("contradict themselves" in r["reason"] and r["evidence"]["entries"] for r in doc["results"])
    assert "Evidence, entries" in (tmp_path / "r.md").read_text()
    assert main(["report", str(tmp_path / "r.results.json"), "--format", "html", "--out", str(tmp_path / "a.html")]) == 0


# --- strings that aren't text ----------------------------------------------------------------

def test_a_byte_that_is_not_utf8_in_an_argument_is_read_back(tmp_path, capsys):
    """Python gives the byte 0xff of an argument as the lone surrogate U+DCFF (as it gives a file
    name): the results file records it as the text \\udcff, and every reader reads it back."""
    report = tmp_path / "r\udcff.md"
    results = tmp_path / "r.results.json"
    assert main(["run", "--id", SCENARIO, "--edition", "current", "--report", str(report),
                 "--results", str(results), "--engine", f"{sys.executable} -m phasecheck engine --bad\udcff"]) == 3
    text = results.read_text(encoding="utf-8")  # UTF-8 whole
    assert '--bad\\\\udcff' in text
    assert "--bad\\udcff" in json.loads(text)["command"][-1]
    for command in (["report", str(results), "--format", "markdown", "--out", str(tmp_path / "again.md")],
                    ["report", str(results), "--format", "html", "--out", str(tmp_path / "again.html")],
                    ["matrix", str(results), "--markdown", str(tmp_path / "m.md"), "--html", str(tmp_path / "m.html")],
                    ["run", "--rerun-failed", str(results), "--edition", "current",
                     "--report", str(tmp_path / "rerun.md")]):
        assert main(command) == 0, (command, capsys.readouterr().err)
    assert "unrecognized arguments: --bad\\udcff" in (tmp_path / "again.md").read_text()  # the engine's stderr


def test_every_lone_surrogate_is_written_as_its_escape():
    value = {"k\udcff": ["\ud800", "a\udfffb", "plain", "\\udcff"]}
    text = strictjson.dumps(value, sort_keys=True)
    text.encode("utf-8")
    assert strictjson.parse(text.encode("utf-8")) == {"k\\udcff": ["\\ud800", "a\\udfffb", "plain", "\\udcff"]}
    assert strictjson.dumps({"a": "é"}) == json.dumps({"a": "é"}, ensure_ascii=False)


# --- odd but valid observations -----------------------------------------------------------------

ODD_STRINGS = st.sampled_from(["", " ", "Amy", "\u202e", "a" * 300, "0", "-", "null", "\U0001F600"])
ODD_INTEGERS = st.sampled_from([0, -1, 1, 2, 10**29, -(10**29), 1000001])


def _odd(value: Any, draw: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return draw(ODD_INTEGERS) if draw(st.integers(0, 3)) == 0 else value
    if isinstance(value, str):
        return draw(ODD_STRINGS) if draw(st.integers(0, 3)) == 0 else value
    if isinstance(value, dict):
        return {k: _odd(v, draw) for k, v in value.items()}
    if isinstance(value, list):
        items = [_odd(v, draw) for v in value]
        return items[: draw(st.integers(0, len(items)))] if items and draw(st.integers(0, 5)) == 0 else items
    return value


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_valid_observation_is_judged_and_rendered_without_an_exception(data):
    """Observations made odd in every place the schema lets (empty and strange strings, huge and
    negative numbers, lists cut short): judged (any verdict), and the reports drawn."""
    shackles = scenario()
    odd = _odd(observed(shackles), data.draw)
    if not schemas.valid("observation")(odd):
        return
    result = judge(shackles, "current", odd, INFO)
    assert result.verdict in Verdict
    doc = document(RunOutcome(INFO, (result,)), ["phasecheck"], __import__("datetime").datetime(2026, 1, 1), "1")
    markdown(doc)
    html(doc)
    strictjson.parse(strictjson.dumps(doc).encode("utf-8"))


# --- whose fault -----------------------------------------------------------------------------------

def test_a_fault_of_the_judge_is_never_blamed_on_the_engine(monkeypatch):
    """Were the judge to raise on an answer (a fault of phasecheck's), the verdict is an error that
    says so, not "the engine raised"."""
    from phasecheck import runner
    from phasecheck.engines import ReferenceEngine

    def broken(*args: Any) -> Any:
        raise TypeError("list indices must be integers or slices, not float")

    engine = ReferenceEngine()
    info = engine.start()
    assert runner.run_one(engine, info, scenario(), "current").verdict is Verdict.PASS
    monkeypatch.setattr(runner, "evaluate", broken)
    result = runner.run_one(engine, info, scenario(), "current")
    assert result.verdict is Verdict.ERROR
    assert result.reason.startswith("phasecheck could not judge the engine's answer, a fault of phasecheck's")
    assert "TypeError" in result.reason and "the engine raised" not in result.reason
