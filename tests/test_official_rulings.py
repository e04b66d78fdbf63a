"""rules/rulings.json, the official rulings on the pool's cards, and phasecheck coverage: every card
of the pool has an entry, every ruling is stated by scenarios that exist and cite it or says why it
doesn't apply, and what breaks that fails the command."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from phasecheck import schemas
from phasecheck.cli import main
from phasecheck.commands import load_scenarios
from phasecheck.errors import InputError
from phasecheck.rulings import RULINGS_FILE, load_rulings, problems
from phasecheck.catalogue import cards as the_pool

ROOT = Path(__file__).resolve().parent.parent
#: the names of the pool's cards
POOL = sorted(the_pool().cards)
SCENARIOS = load_scenarios([ROOT / "scenarios"])
#: a ruling of Teferi's Imp's, cited by its passage
IMP = "no negative effect if you can't discard"


def _raw() -> dict:
    return json.loads(RULINGS_FILE.read_text(encoding="utf-8"))


def _write(tmp_path: Path, raw: dict) -> Path:
    path = tmp_path / "rulings.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def _coverage(tmp_path: Path, raw: dict, capsys) -> tuple[int, str]:
    """phasecheck coverage of the committed scenarios with these rulings: its exit code and stderr."""
    code = main(["coverage", "--scenarios", str(ROOT / "scenarios"), "--rulings", str(_write(tmp_path, raw))])
    return code, capsys.readouterr().err


def _ruling(raw: dict, card: str, passage: str) -> dict:
    entry = next(c for c in raw["cards"] if c["card"] == card)
    return next(r for r in entry["rulings"] if r["passage"] == passage)


def test_the_rulings_file_is_valid_and_has_every_card_of_the_pool():
    assert schemas.problems("rulings", _raw()) == []
    cards = load_rulings()
    assert sorted(c.card for c in cards) == POOL
    assert problems(cards, SCENARIOS, POOL) == []
    rulings = [r for c in cards for r in c.rulings]
    assert all(bool(r.scenarios) != bool(r.not_applicable) for r in rulings)
    assert {c.card for c in cards if c.not_retrieved} == {"Clever Concealment"}


def test_coverage_shows_each_ruling_with_its_scenarios_or_its_reason(capsys):
    assert main(["coverage", "--scenarios", str(ROOT / "scenarios")]) == 0
    out, err = capsys.readouterr()
    assert "### Official rulings" in out
    assert ("| Teferi's Imp | Gatherer ruling, 2004-10-04: no negative effect if you can't discard |" in out
            and "`ruling-teferis-imp-nothing-to-discard`" in out)
    assert "not applicable: No card in the pool sets a life total." in out
    assert "| Boomerang | no ruling | | |" in out
    assert "| Clever Concealment | **not checked** |" in out
    assert ("| Slip Out the Back | Streets of New Capenna release notes, 2022-04-20: choices made as they entered are "
            "remembered |" in out and "`ruling-slip-out-the-back-chosen-type-is-remembered`" in out)
    assert "official rulings on 42 cards" in err


def test_a_ruling_with_neither_scenarios_nor_a_reason_fails_the_command(tmp_path, capsys):
    raw = _raw()
    del _ruling(raw, "Teferi's Imp", IMP)["scenarios"]
    with pytest.raises(InputError):
        load_rulings(_write(tmp_path, raw))
    code, err = _coverage(tmp_path, raw, capsys)
    assert code == 2
    assert str(tmp_path / "rulings.json") in err and "$.cards[" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("named, message", [
    ("ruling-no-such-scenario",
     "(Teferi's Imp, 2004-10-04, \"no negative effect if you can't discard\"): no scenario has the id "
     "ruling-no-such-scenario"),
    ("qa-collective-unconscious",
     "scenario qa-collective-unconscious does not cite it (Source or Also: \"Gatherer ruling on Teferi's Imp "
     "(2004-10-04): no negative effect if you can't discard\")"),
])
def test_a_ruling_naming_a_missing_scenario_or_one_that_does_not_cite_it_fails(tmp_path, capsys, named, message):
    raw = _raw()
    _ruling(raw, "Teferi's Imp", IMP)["scenarios"].append(named)
    code, err = _coverage(tmp_path, raw, capsys)
    assert code == 1
    assert message in err


def test_a_scenario_citing_a_ruling_the_file_does_not_list_fails(tmp_path, capsys):
    for path in (ROOT / "scenarios").glob("*.json"):
        shutil.copy(path, tmp_path)
    copied = tmp_path / "qa-collective-unconscious.json"
    scenario = json.loads(copied.read_text())
    scenario["source"]["also"] = [*scenario["source"].get("also", ()),
                                  {"document": "Gatherer ruling on Boomerang (2004-10-04)", "passage": "made up"}]
    copied.write_text(json.dumps(scenario))
    assert main(["coverage", "--scenarios", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert ('qa-collective-unconscious: cites "Gatherer ruling on Boomerang (2004-10-04): made up", a ruling the '
            "rulings file does not list") in err


def test_a_scenario_the_rulings_name_is_missing_from_the_folder(tmp_path, capsys):
    for path in (ROOT / "scenarios").glob("*.json"):
        if path.stem != "ruling-ivory-tower-counts-on-resolution":
            shutil.copy(path, tmp_path)
    assert main(["coverage", "--scenarios", str(tmp_path)]) == 1
    assert "no scenario has the id ruling-ivory-tower-counts-on-resolution" in capsys.readouterr().err


def test_cards_left_out_named_twice_or_outside_the_pool_are_reported():
    cards = load_rulings()
    imp = next(c for c in cards if c.card == "Teferi's Imp")
    others = [c for c in cards if c.card != "Teferi's Imp"]
    found = problems([*others, imp, imp], SCENARIOS, [*POOL, "Lotus Vale"])
    assert "Lotus Vale: no entry in the rulings file for this card of the pool" in found
    assert "Teferi's Imp: 2 entries in the rulings file" in found
    assert problems(cards, SCENARIOS, [n for n in POOL if n != "Boomerang"]) == [
        "Boomerang: in the rulings file, but not a card of the pool"]


def test_two_rulings_cited_alike_are_reported(tmp_path):
    raw = _raw()
    twin = _ruling(raw, "Teferi's Imp", IMP)
    next(c for c in raw["cards"] if c["card"] == "Teferi's Imp")["rulings"].append(dict(twin))
    found = problems(load_rulings(_write(tmp_path, raw)), SCENARIOS, POOL)
    assert sum("names two rulings" in p for p in found) == 2
