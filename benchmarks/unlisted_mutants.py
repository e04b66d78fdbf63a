"""Mutants the fixed suite does not catch: plausible bugs of the kind issue 16 lists (rules checked
in one situation and not in the neighbouring ones), written to measure ``phasecheck explore``
beside the suite (``python benchmarks/explore_bench.py mutants``). ``python benchmarks/explore_bench.py
suite`` plays each against the JSON scenarios: none was killed by them when they were written; the
scenarios of neighbouring cases written since (issue 16) kill some (docs/benchmarks.md, "phasecheck
explore"). (Of the ones written with them, those the suite did kill went into tests/mutants/catalogue.py.)
"""
from __future__ import annotations

from tests.mutants.catalogue import Mutant

E = "phasecheck.engine."

UNLISTED = [
    Mutant("life-gain-while-it-cant-change", "\"your life total can't change\" stops only life loss (Teferi's Protection)",
           E + "operations", "def gain_life(game: \"Game\", player: str, amount: int) -> None:\n    if amount <= 0 or "
           "fx.player_has(game.state, player, fx.LIFE_CANT_CHANGE):",
           "def gain_life(game: \"Game\", player: str, amount: int) -> None:\n    if amount <= 0:"),
    Mutant("until-end-of-turn-ends-in-the-end-step",
           "\"until end of turn\" effects end as the end step begins, one step early (514.2)",
           E + "turns", "    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)\n",
           "    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)\n"
           "    if step is Step.END:\n        fx.end_matching(game.state, fx.UntilEndOfTurn)\n"),
    Mutant("flying-blocked-by-anything", "a creature without flying or reach can block a creature with flying",
           E + "combat", '        if "flying" in chars[attacker.oid].keywords and not {"flying", "reach"} & c.keywords:',
           "        if False:"),
    Mutant("damage-wears-off-in-the-end-step", "damage wears off as the end step begins, not in the cleanup step (514.2)",
           E + "turns", "    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)\n",
           "    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)\n"
           "    if step is Step.END:\n        for obj in game.state.battlefield():\n            obj.damage = 0\n"),
    Mutant("tapped-creature-blocks", "a tapped creature can block",
           E + "combat", '        if blocker.tapped or "can\'t block" in c.restrictions:',
           '        if "can\'t block" in c.restrictions:'),
    Mutant("pacifism-allows-blocking", "\"can't attack or block\" (Pacifism) stops attacking only",
           E + "cards.rules_cards", 'fx.AddRestrictions(frozenset({"can\'t attack", "can\'t block"}))',
           'fx.AddRestrictions(frozenset({"can\'t attack"}))'),
]
