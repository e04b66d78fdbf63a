"""Bad JSON scenarios, hand-written or generated: each is one line with the file and the line and
column or the JSON path, exit code 2, and `run` writes no report. The same checks as the
features get (tests/test_bad_features.py), named by JSON path."""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from phasecheck.cli import main

ROOT = Path(__file__).resolve().parent.parent
BASE = json.loads((ROOT / "scenarios/qa-collective-unconscious.json").read_text())


def scenario(**changes) -> dict:
    found = copy.deepcopy(BASE)
    found.update(changes)
    return found


def one_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("phasecheck: error: ") and "Traceback" not in err, err
    return lines[0]


def refused(tmp_path: Path, capsys, content: bytes | str | dict, where: str, words: str) -> None:
    """validate refuses it at ``where``; run refuses it the same way and writes nothing."""
    folder = tmp_path / "scenarios"
    folder.mkdir()
    data = json.dumps(content) if isinstance(content, dict) else content
    (folder / "s.json").write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    assert main(["validate", str(folder)]) == 2
    line = one_line(capsys.readouterr().err)
    assert f"s.json{where}" in line and words in line, line
    report = tmp_path / "report.md"
    assert main(["run", "--scenarios", str(folder), "--report", str(report)]) == 2
    assert one_line(capsys.readouterr().err) == line
    assert not report.exists() and not report.with_suffix(".results.json").exists()


# --- JSON itself -----------------------------------------------------------------------------

TEXT = json.dumps(BASE, indent=1)


@pytest.mark.parametrize("content, where, words", [
    ("[" * 100_000 + "]" * 100_000, ":1:65", "nested more than 64 deep"),
    ('{"id": ' + "[" * 70 + "]" * 70 + "}", ":1:71", "nested more than 64 deep"),
    (TEXT.replace('"life": 20', '"life": ' + "9" * 5000, 1), ":", "a number of 5000 digits is too large"),
    (TEXT.replace('"life": 20', '"life": -' + "1" * 40, 1), ":", "a number of 40 digits is too large"),
    (TEXT.replace('"title": "', '"title": "\\ud800', 1), ": $.title", "a string holds a lone surrogate"),
    (TEXT.replace('"hand": []', '"hand": ["\\udfff"]', 1), ": $.setup.players[1].hand[0]", "lone surrogate"),
    (TEXT.replace('"tapped": false', '"tapped": false, "tapped": true', 1), ": $.setup.permanents[0]",
     'the key "tapped" is given twice'),
    (TEXT.replace('"life": 20', '"life": NaN', 1), ":", "NaN is not a JSON number"),
    (TEXT.replace('"life": 20', '"life": -Infinity', 1), ":", "-Infinity is not a JSON number"),
    (TEXT.encode().replace(b'"title": "', b'"title": "\xe9', 1), ":3:", "not UTF-8 (byte 0xe9)"),
    ("", ":1:1", "not JSON: Expecting value"),
    ('{"id": "x",}', ":1:", "not JSON"),
])
def test_json_that_no_strict_reader_accepts(tmp_path, capsys, content, where, words):
    refused(tmp_path, capsys, content, where, words)


def test_a_byte_order_mark_before_json_is_fine(tmp_path, capsys):
    (tmp_path / "s.json").write_bytes(b"\xef\xbb\xbf" + TEXT.encode())
    assert main(["validate", str(tmp_path / "s.json")]) == 0


def test_a_file_too_large_is_not_read(tmp_path, capsys):
    big = scenario(description="x" * 300_000)
    refused(tmp_path, capsys, big, ": ", "the scenario file is larger than 256 KiB: not read")


@pytest.mark.parametrize("make, words", [
    (lambda p: p.mkdir(), "is a folder, not a scenario file"),
    (lambda p: os.mkfifo(p), "is not a regular file"),
])
def test_a_scenario_path_that_is_not_a_file(tmp_path, capsys, make, words):
    make(tmp_path / "s.json")
    assert main(["validate", str(tmp_path)]) == 2  # a FIFO would wait forever if it were opened
    assert words in one_line(capsys.readouterr().err)


def test_a_folder_with_no_scenario(tmp_path, capsys):
    assert main(["validate", str(tmp_path)]) == 2
    assert "no scenario (*.json) in this folder" in one_line(capsys.readouterr().err)
    assert main(["run", "--scenarios", str(tmp_path), "--report", str(tmp_path / "r.md")]) == 2
    assert "no scenario (*.json) in this folder" in one_line(capsys.readouterr().err)


def test_a_device_is_not_read(capsys):
    assert main(["validate", "/dev/zero"]) == 2
    assert "/dev/zero: is not a regular file" in one_line(capsys.readouterr().err)


# --- what the schema requires ----------------------------------------------------------------

def with_step(step: dict) -> dict:
    return scenario(steps=BASE["steps"] + [step])


STEP = f": $.steps[{len(BASE['steps'])}]"


@pytest.mark.parametrize("step, where, words", [
    ({"check": "event", "permanent": "first crocodile", "event": "phased in"}, STEP, "needs exactly one of: count, at_least"),
    ({"check": "event", "permanent": "first crocodile", "event": "phased in", "count": 0, "at_least": 1}, STEP,
     "may have only one of: count, at_least"),
    ({"check": "top of stack", "kind": "ability"}, STEP, "'source' is a required property"),
    ({"check": "top of stack", "kind": "spell"}, STEP, "'name' is a required property"),
    ({"check": "top of stack", "kind": "spell", "name": "Boomerang", "source": "first crocodile"}, STEP,
     "source is not allowed here"),
    ({"check": "phased", "permanent": "first crocodile", "status": "in", "how": "directly"}, STEP + ".status",
     "'out' was expected, because how is given"),
    ({"check": "zone", "card": "first crocodile", "zone": "battlefield", "player": "Amy"}, STEP + ".zone",
     "because player is given"),
    ({"check": "phased", "status": "in"}, STEP, "'permanent' is a required property"),
    ({"check": "counters", "permanent": "first crocodile", "counter": "", "count": 1}, STEP + ".counter",
     "at least 1"),
])
def test_a_check_missing_what_it_needs(tmp_path, capsys, step, where, words):
    refused(tmp_path, capsys, with_step(step), where, words)


@pytest.mark.parametrize("choice, answer, words", [
    ("may", "yes", "'yes' is not of type 'boolean'"),
    ("mode", "2", "'2' is not of type 'integer'"),
    ("mode", 0, "0 is less than the minimum of 1"),
    ("order", "first crocodile", "is not of type 'array'"),
    ("order", [], "has 0 items: at least 1"),
    ("targets", "first crocodile", "is not of type 'array'"),
    ("targets", [{"permanent": "first crocodile", "player": "Amy"}], "has 2 entries: at most 1"),
    ("keep tapped", True, "True is not of type 'string'"),
    ("keep", ["first crocodile"], "is not of type 'string'"),
    ("card", 3, "3 is not of type 'string'"),
])
def test_an_answer_of_the_wrong_type_for_its_choice(tmp_path, capsys, choice, answer, words):
    step = {"action": "answer", "player": "Amy", "choice": choice, "answer": answer}
    scenario_ = scenario(steps=[step] + BASE["steps"])
    refused(tmp_path, capsys, scenario_, ": $.steps[0].answer", words)


def test_a_scenario_with_no_check_is_invalid(tmp_path, capsys):
    actions = [s for s in BASE["steps"] if "action" in s]
    refused(tmp_path, capsys, scenario(steps=actions), ": $.steps", "a scenario that checks nothing can't fail")


def test_a_scenario_with_no_steps_is_invalid(tmp_path, capsys):
    refused(tmp_path, capsys, scenario(steps=[]), ": $.steps", "can't fail")


# --- absurd sizes ----------------------------------------------------------------------------

def setup_change(path: tuple, value) -> dict:
    found = copy.deepcopy(BASE)
    parent = found
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return found


@pytest.mark.parametrize("path, value, words", [
    (("setup", "players", 0, "hand"), ["Island"] * 101, "has 101 items: at most 100"),
    (("setup", "players", 0, "hand"), ["Island"] * 2000, "has 2000 items: at most 100"),
    (("setup", "players", 0, "library"), 10**8, "100000000 is greater than the maximum of 1000"),
    (("setup", "players", 0, "library"), 10**9, "1000000000 is greater than the maximum of 1000"),
    (("setup", "players", 0, "library"), ["Island"] * 1001, "has 1001 items: at most 1000"),
    (("setup", "players", 0, "life"), 10**20, "is greater than the maximum of 1000000"),
    (("setup", "turn", "number"), 10**6, "is greater than the maximum of 1000"),
    (("setup", "permanents", 0, "counters"), {"+1/+1": 10**9}, "is greater than the maximum of 1000"),
    (("setup", "permanents", 0, "damage"), 10**9, "is greater than the maximum of 1000"),
    (("setup", "permanents"), [BASE["setup"]["permanents"][0]] * 201, "has 201 items: at most 200"),
    (("steps",), BASE["steps"][-1:] * 1001, "has 1001 items: at most 1000"),
    (("setup", "players"), [BASE["setup"]["players"][0]] * 9, "has 9 items: at most 8"),
    (("steps", 0, "card"), "X" * 300, "is 300 characters long: at most 200"),
])
def test_absurd_sizes_are_refused_with_the_limit(tmp_path, capsys, path, value, words):
    where = ": $." + ".".join(f"{p}" if isinstance(p, str) else f"[{p}]" for p in path).replace(".[", "[")
    refused(tmp_path, capsys, setup_change(path, value), where, words)


# --- setups that contradict the cards, by JSON path ------------------------------------------

def permanent(pid: str, card: str, **fields) -> dict:
    return {"id": pid, "card": card, "owner": "Amy", "controller": "Amy", "tapped": False,
            "phased": {"status": "in"}, "counters": {}, "damage": 0, "attached_to": None,
            "entered_this_turn": False, "imprinted": [], "face_down": False, "choices": []} | fields


def board(*permanents: dict, hand: list | None = None) -> dict:
    found = copy.deepcopy(BASE)
    found["setup"]["permanents"] = list(permanents)
    if hand is not None:
        found["setup"]["players"][0]["hand"] = hand
    found["steps"] = [{"check": "life", "player": "Amy", "life": 20}]
    return found


@pytest.mark.parametrize("document, where, words", [
    (board(permanent("land", "Island"), permanent("m", "Vulshok Morningstar", attached_to="land")),
     ".setup.permanents[1].attached_to", "Equipment equips creatures"),
    (board(permanent("land", "Island"), permanent("c", "Teferi's Curse", attached_to="land")),
     ".setup.permanents[1].attached_to", 'it says "Enchant artifact or creature"'),
    (board(permanent("c", "Teferi's Curse", attached_to="c")), ".setup.permanents[0].attached_to",
     '"c" is attached to itself'),
    (board(permanent("b", "Grizzly Bears", attached_to="b")), ".setup.permanents[0].attached_to",
     '"b" is attached to itself'),
    (board(permanent("g", "Hill Giant", attached_to="b"), permanent("b", "Grizzly Bears")),
     ".setup.permanents[0].attached_to", "is not an Aura, Equipment or Fortification"),
    (board(permanent("b", "Grizzly Bears", imprinted=["Boomerang"])), ".setup.permanents[0].imprinted",
     "Grizzly Bears has no imprint ability"),
    (board(permanent("s", "Isochron Scepter", imprinted=["Black Lotus"])), ".setup.permanents[0].imprinted[0]",
     "unknown card: Black Lotus"),
    (board(permanent("x", "Boomerang")), ".setup.permanents[0].card", "Boomerang is an instant, not a permanent"),
    (board(permanent("x", "Black Lotus")), ".setup.permanents[0].card", "unknown card: Black Lotus"),
    (board(permanent("i", "Island", damage=1)), ".setup.permanents[0].damage", "Island is not a creature"),
    (board(permanent("a", "Island"), permanent("a", "Island")), ".setup.permanents[1].id",
     'the id "a" is used twice (first at $.setup.permanents[0].id)'),
    (board(permanent("a", "Island"), hand=[{"card": "Boomerang", "id": "a"}]), ".setup.permanents[0].id",
     'the id "a" is used twice (first at $.setup.players[0].hand[0].id)'),
    (board(permanent("amy-hand-1", "Island"), hand=["Boomerang"]), ".setup.permanents[0].id",
     'is the one the game gives to card 1 of Amy\'s hand'),
    (board(permanent("a", "Island", owner="Zed")), ".setup.permanents[0].owner", "Zed is not one of the players"),
    (board(permanent("a", "Island", phased={"status": "out", "how": "indirectly", "under": "Amy"})),
     ".setup.permanents[0].phased", "phased out indirectly but is attached to nothing"),
])
def test_a_setup_that_contradicts_the_cards_or_itself(tmp_path, capsys, document, where, words):
    refused(tmp_path, capsys, document, ":" + " $" + where, words)


def test_a_tapped_and_untapped_permanent_is_a_key_given_twice(tmp_path, capsys):
    text = json.dumps(board(permanent("a", "Island"))).replace('"tapped": false', '"tapped": true, "tapped": false')
    refused(tmp_path, capsys, text, ": $.setup.permanents[0]", 'the key "tapped" is given twice')


@pytest.mark.parametrize("alias", ["first crocodile-x", "amy-hand-2", "amy-library-21", "amy-anything",
                                   "first crocodile-exiled-1"])
def test_a_check_on_an_alias_that_only_looks_like_a_generated_id(tmp_path, capsys, alias):
    step = {"check": "phased", "permanent": alias, "status": "in"}
    refused(tmp_path, capsys, scenario(steps=[step]), ": $.steps[0].permanent",
            f'no permanent or card has the id "{alias}"')


@pytest.mark.parametrize("step, where, words", [
    ({"action": "cast", "player": "Zed", "card": "Boomerang"}, ".player", "Zed is not one of the players"),
    ({"action": "cast", "player": "Amy", "card": "Black Lotus"}, ".card", "unknown card: Black Lotus"),
    ({"action": "play land", "player": "Amy", "card": "Forest", "illegal": True}, ".card",
     "no card of this game is Forest"),
    ({"action": "cast", "player": "Amy", "card": "Boomerang", "targets": [{"player": "Zed"}]}, ".targets[0].player",
     "Zed is not one of the players"),
])
def test_a_step_that_names_what_is_not_there(tmp_path, capsys, step, where, words):
    refused(tmp_path, capsys, scenario(steps=[step] + BASE["steps"]), ": $.steps[0]" + where, words)


def test_the_console_shows_one_line_for_bad_json(tmp_path):
    (tmp_path / "s.json").write_text("[" * 5000)
    done = subprocess.run([sys.executable, "-m", "phasecheck", "validate", str(tmp_path / "s.json")],
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "nested more than 64 deep" in done.stderr


def test_the_vocabulary_and_the_schema_have_the_same_limits():
    from phasecheck import schemas
    from phasecheck.steps.limits import SCHEMA_BOUNDS

    schema = schemas.schema("scenario")
    for pointer, bound in SCHEMA_BOUNDS.items():
        found = schema
        for part in pointer.strip("/").split("/"):
            found = found[int(part)] if isinstance(found, list) else found[part]
        assert found == bound, pointer
