"""Bad feature files, as a careless or hostile user writes them: each is one line naming the file and
line, exit code 2, nothing written. (tests/test_bad_input.py has the first ones.)"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from phasecheck.cli import main

HEADER = """\
Feature: f
  @id:one @rule:702.26b @edition:current
  Scenario: s
    Ruling: r
    Source: s
    Passage: p

"""


def export(tmp_path: Path, capsys, content: bytes | str, name: str = "f.feature") -> tuple[int, str]:
    folder = tmp_path / "features"
    folder.mkdir(exist_ok=True)
    data = content.encode("utf-8") if isinstance(content, str) else content
    (folder / name).write_bytes(data)
    code = main(["export", "--features", str(folder), "--out", str(tmp_path / "scenarios")])
    return code, capsys.readouterr().err


def refused(tmp_path: Path, capsys, content: bytes | str, where: str, words: str) -> None:
    code, err = export(tmp_path, capsys, content)
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("phasecheck: error: ") and "Traceback" not in err, err
    assert f"features/f.feature:{where}" in lines[0] if where else "features" in lines[0], err
    assert words in lines[0], err
    assert not (tmp_path / "scenarios").exists()  # nothing half-written


def steps(*lines: str) -> str:
    return HEADER + "".join(f"    {line}\n" for line in lines)


# --- files that are not a feature with scenarios ---------------------------------------------

@pytest.mark.parametrize("content, where", [
    (b"Feature: caf\xe9\n", "1:"), (HEADER.encode() + b'    Given Amy controls Grizzly Bears as "b\xff"\n', "8:"),
    (b"\xff\xfeF\x00e\x00", "1:"),  # UTF-16
])
def test_a_feature_file_that_is_not_utf8(tmp_path, capsys, content, where):
    refused(tmp_path, capsys, content, where, "not UTF-8")


@pytest.mark.parametrize("title, shown", [
    ("a \x1b]0;owned\x07 title", "\\x1b"), ("a \x00 title", "\\x00"), ("right\u202eleft", "\\u202e"),
    ("a\u2028line", "\\u2028"),
])
def test_a_control_or_format_character_in_a_line(tmp_path, capsys, title, shown):
    """Carried into titles and reports, it would act there (an escape sequence, a right-to-left
    override): a feature file is text, and says where it is not."""
    text = steps('Given Amy controls Grizzly Bears as "b"').replace("Scenario: s", f"Scenario: {title}")
    refused(tmp_path, capsys, text, "3:", f"the line holds {shown}")


@pytest.mark.parametrize("title", ["a family \U0001f468\u200d\U0001f469\u200d\U0001f467", "soft\u00adhyphen",
                                   "no\u00a0break", "mark\u200eof direction", "a\ttab"])
def test_invisible_characters_that_are_text_are_fine(tmp_path, capsys, title):
    text = steps('Given Amy controls Grizzly Bears as "b"', 'Then "b" is phased in')
    code, err = export(tmp_path, capsys, text.replace("Scenario: s", f"Scenario: {title}").replace("\n", "\r\n"))
    assert code == 0, err
    assert json.loads((tmp_path / "scenarios/one.json").read_text())["title"] == title


def test_a_utf8_byte_order_mark_is_fine(tmp_path, capsys):
    text = steps('Given Amy controls Grizzly Bears as "b"', 'Then "b" is phased in')
    code, err = export(tmp_path, capsys, b"\xef\xbb\xbf" + text.encode())
    assert code == 0, err
    with_mark = (tmp_path / "scenarios/one.json").read_text()
    code, err = export(tmp_path, capsys, text)
    assert code == 0 and (tmp_path / "scenarios/one.json").read_text() == with_mark


@pytest.mark.parametrize("content, where, words", [
    ("", "1", "no Feature: the file is empty"),
    ("# only a comment\n\n", "1", "no Feature"),
    ("Feature: nothing here\n", "1", "the feature has no scenario"),
    ("Feature: f\n  Background:\n    Given Amy has 3 life\n", "1", "the feature has no scenario"),
    ("Feature: f\n  Rule: r\n", "1", "the feature has no scenario"),
    (HEADER.replace("Scenario:", "Scenario Outline:") + '    Given Amy controls <card> as "b"\n'
     '    Then "b" is phased in\n', "3", "the Scenario Outline has no Examples table"),
    (HEADER.replace("Scenario:", "Scenario Outline:") + '    Given Amy controls <card> as "b"\n'
     '    Then "b" is phased in\n\n    Examples:\n      | card |\n', "11", "the Examples table has no rows"),
    (HEADER.replace("Scenario:", "Scenario Outline:") + '    Given Amy controls <card> as "b"\n'
     '    Then "b" is phased in\n\n    Examples:\n', "11", "the Examples table has no rows"),
    (HEADER, "3", "the scenario has no steps"),
    (steps('Given Amy controls Grizzly Bears as "b"'), "3", "checks nothing can't fail"),
    (steps('Given Amy controls Grizzly Bears as "b"', "And Amy has Boomerang in her hand",
           'When Amy casts Boomerang targeting "b"'), "3", "checks nothing can't fail"),
    (HEADER.replace("@rule:702.26b", "@rule:702.26x2"), "3", '"702.26x2" is not a rule number'),
    (HEADER.replace("@rule:702.26b", "@rule:" + "9" * 5000), "3", "is not a rule number"),
    (HEADER.replace("@id:one", "@id:" + "a" * 300), "3", "an id is at most 200 characters"),
])
def test_a_feature_with_no_scenario_or_a_scenario_that_checks_nothing(tmp_path, capsys, content, where, words):
    refused(tmp_path, capsys, content, where, words)


def test_a_scenario_whose_only_outcome_is_a_refused_action_is_fine(tmp_path, capsys):
    text = steps("Given Amy has Wrath of God in her hand", "And it is Amy's upkeep", "When Amy can't cast Wrath of God")
    code, err = export(tmp_path, capsys, text)
    assert code == 0, err
    assert json.loads((tmp_path / "scenarios/one.json").read_text())["steps"][0]["illegal"] is True


def test_an_empty_features_folder(tmp_path, capsys):
    (tmp_path / "features").mkdir()
    assert main(["export", "--features", str(tmp_path / "features"), "--out", str(tmp_path / "scenarios")]) == 2
    assert "no .feature file in this folder" in capsys.readouterr().err
    assert not (tmp_path / "scenarios").exists()


def test_a_folder_named_like_a_feature_file(tmp_path, capsys):
    (tmp_path / "features" / "odd.feature").mkdir(parents=True)
    assert main(["export", "--features", str(tmp_path / "features"), "--out", str(tmp_path / "scenarios")]) == 2
    assert "is a folder, not a feature file" in capsys.readouterr().err


def test_no_features_folder_says_what_to_pass(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["export"]) == 2
    assert "features: no such folder of features (pass --features FOLDER" in capsys.readouterr().err


# --- absurd sizes ----------------------------------------------------------------------------

@pytest.mark.parametrize("line, where, words", [
    ("Amy has 100000000 Islands in her hand", "9", "a count is at most 1000: 100000000 is too large"),
    ("Amy's library has 1000000000 cards", "9", "a count is at most 1000"),
    ("Amy controls 100000000 Grizzly Bears", "9", "a count is at most 1000"),
    ("Amy controls 1000 Grizzly Bears", "9", "more than 200 permanents on the battlefield"),
    ("Amy has 101 Islands in her hand", "9", "more than 100 cards in Amy's hand"),
    ("Amy has " + "9" * 5000 + " life", "9", "a life total is at most 1000000: 999999999999... (5000 digits)"),
    ("it is Amy's upkeep of turn 99999", "9", "a turn number is at most 1000"),
    ('Amy controls Grizzly Bears as "c", with 5000 +1/+1 counters', "9", "a count is at most 1000"),
])
def test_absurd_sizes_are_refused_with_the_limit(tmp_path, capsys, line, where, words):
    refused(tmp_path, capsys, steps('Given Amy controls Grizzly Bears as "b"', f"And {line}",
                                    'Then "b" is phased in'), where, words)


def test_a_hand_that_grows_past_the_limit_over_several_steps(tmp_path, capsys):
    text = steps('Given Amy controls Grizzly Bears as "b"', *["And Amy has 40 Islands in her hand"] * 3,
                 'Then "b" is phased in')
    refused(tmp_path, capsys, text, "11", "more than 100 cards in Amy's hand")


def test_a_power_too_large_in_a_check(tmp_path, capsys):
    refused(tmp_path, capsys, steps('Given Amy controls Grizzly Bears as "b"', 'Then "b" is 99999999/2'), "9",
            "power is at most 1000000")


# --- setups that contradict the cards --------------------------------------------------------

@pytest.mark.parametrize("lines, where, words", [
    (['Given Amy controls Island as "land"', 'And Amy controls Vulshok Morningstar as "m", attached to "land"'],
     "9", '"m" (Vulshok Morningstar) can\'t be attached to "land" (Island, not a creature): Equipment equips'),
    (['Given Amy controls Island as "land"', 'And Amy controls Teferi\'s Curse as "c", attached to "land"'],
     "9", 'it says "Enchant artifact or creature"'),
    (['Given Amy controls Teferi\'s Curse as "c", attached to "c"'], "8", '"c" is attached to itself'),
    (['Given Amy controls Teferi\'s Curse as "c", attached to "d"', 'And Amy controls Teferi\'s Curse as "d", '
      'attached to "c"'], "8", "can't be attached"),
    (['Given Amy controls Grizzly Bears as "a"', 'And Amy controls Hill Giant as "g"',
      'And Amy controls Vulshok Morningstar as "m", attached to "a", attached to "g"'], "10",
     'it says both attached to "a" and attached to "g"'),
    (['Given Amy controls Grizzly Bears as "a", tapped, untapped'], "8", "it says both tapped and untapped"),
    (['Given Amy controls Grizzly Bears as "a", phased out, phased out indirectly'], "8", "it says both"),
    (['Given Amy controls Grizzly Bears as "a", with 2 +1/+1 counters and with 1 +1/+1 counter'], "8",
     "gives +1/+1 counters a second time"),
    (['Given Amy controls Grizzly Bears as "a", with Boomerang imprinted'], "8",
     'Grizzly Bears has no imprint ability (its text has no "Imprint")'),
    (['Given Amy controls Boomerang as "a"'], "8", "Boomerang is an instant, not a permanent card"),
    (['Given Amy controls Wrath of God'], "8", "Wrath of God is a sorcery, not a permanent card"),
    (['Given Amy controls Island as "a", with 2 damage'], "8", "Island is not a creature: damage can't be marked"),
    (['Given Amy controls Grizzly Bears as "a"', 'And Amy controls Hill Giant as "a"'], "9",
     'the id "a" is used twice (first at line 8)'),
    (['Given Amy has Boomerang in her hand as "a"', 'And Amy controls Grizzly Bears as "a"'], "9",
     'the id "a" is used twice (first at line 8)'),
    (['Given Amy has Boomerang in her hand as "x"', 'And Nicole has Boomerang in her hand as "x"'], "9",
     'the id "x" is used twice (first at line 8)'),
    (['Given Amy has Boomerang in her hand', 'And Amy controls Grizzly Bears as "amy-hand-1"'], "9",
     'the id "amy-hand-1" is the one the game gives to card 1 of Amy\'s hand'),
    (['Given Amy has 12 life', 'And Amy has 15 life'], "9", "Amy's life total is given twice (first on line 8)"),
    (['Given Amy has 12 life', 'And Amy has 12 life'], "9", "Amy's life total is given twice"),
    (["Given Amy's library has 3 cards", "And Amy's library is Boomerang"], "9", "Amy's library is given twice"),
    (["Given it is Amy's upkeep", "And it is Amy's end step"], "9", "whose turn and which step it is is given twice"),
    (["Given the players are Amy and Nicole", "And the players are Nicole and Amy"], "9",
     "the players are given twice"),
    (["Given the players are Amy and Amy"], "8", "the player Amy is set up twice"),
    (["Given Nicole has Boomerang in her hand", "When Amy can't cast Boomerang", "And Amy can't play Forest"],
     "10", "no card of this game is Forest"),
])
def test_a_setup_that_contradicts_the_cards_or_itself(tmp_path, capsys, lines, where, words):
    refused(tmp_path, capsys, steps(*lines, "Then Amy has 20 life"), where, words)


@pytest.mark.parametrize("alias", ["b-whatever", "amy-hand-3", "amy-library-21", "b-exiled-1", "amy-nonsense",
                                   "b-copy-copy-x", "b-1"])
def test_a_check_on_an_alias_that_only_looks_like_a_generated_id(tmp_path, capsys, alias):
    text = steps('Given Amy controls Grizzly Bears as "b"', "And Amy has Boomerang and Island in her hand",
                 f'Then "{alias}" is phased in')
    refused(tmp_path, capsys, text, "10", f'no permanent or card has the id "{alias}"')


@pytest.mark.parametrize("alias", ["amy-hand-2", "amy-library-20", "nicole-library-1", "scepter-exiled-1",
                                   "batterskull-phyrexian-germ", "batterskull-phyrexian-germ-2",
                                   "scepter-exiled-1-copy"])
def test_the_ids_the_game_gives_are_accepted(tmp_path, capsys, alias):
    text = steps('Given Amy controls Batterskull as "batterskull"',
                 'And Amy controls Isochron Scepter as "scepter", with Boomerang imprinted',
                 "And Amy has Boomerang and Island in her hand", "And Nicole has 20 life",
                 f'Then "{alias}" is phased in')
    code, err = export(tmp_path, capsys, text)
    assert code == 0, err
    assert json.loads((tmp_path / "scenarios/one.json").read_text())["steps"][0]["permanent"] == alias


def test_an_aura_on_what_it_can_enchant_and_equipment_on_a_creature_are_fine(tmp_path, capsys):
    text = steps('Given Amy controls Grizzly Bears as "bears"', 'And Amy controls Vedalken Shackles as "shackles"',
                 'And Nicole controls Teferi\'s Curse as "curse", attached to "shackles"',
                 'And Amy controls Vulshok Morningstar as "m", attached to "bears"', 'Then "bears" is 4/4')
    code, err = export(tmp_path, capsys, text)
    assert code == 0, err
