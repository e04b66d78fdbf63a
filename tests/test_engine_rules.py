"""The rest of the engine's rules: timing, the stack, transactions, layers, combat, the legend rule."""
from __future__ import annotations

import copy

import pytest

from phasecheck.engine import (ActivateAbility, AdvanceTo, Answer, CastSpell, Concede, DeclareAttackers, DeclareBlockers, PassPriority,
                    Game, IllegalActionError, InvalidActionError, PlayLand, ResolveStack, SetupError, Step,
                    TargetRef, UnknownCardError)

from .helpers import card, new_game, permanent, player


def test_a_refused_action_leaves_the_game_exactly_as_it_was():
    game = new_game([("bears", "Grizzly Bears", "Amy")],
                    hands={"Amy": ["Wrath of God"]}, step=Step.UPKEEP)
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalActionError):
        game.perform(CastSpell("Amy", "Wrath of God"))  # a sorcery in the upkeep
    assert game.observe() == new_game([("bears", "Grizzly Bears", "Amy")], hands={"Amy": ["Wrath of God"]},
                                      step=Step.UPKEEP).observe()
    assert game.state.log == before.log and game.state.turn == before.turn


def test_sorceries_need_their_controllers_main_phase_and_an_empty_stack():
    game = new_game(hands={"Nicole": ["Wrath of God"], "Amy": ["Giant Growth", "Wrath of God"]},
                    permanents=[("bears", "Grizzly Bears", "Amy")])
    with pytest.raises(IllegalActionError, match="main phase"):
        game.perform(CastSpell("Nicole", "Wrath of God"))
    game.perform(CastSpell("Amy", "Giant Growth", (TargetRef(permanent="bears"),)))
    with pytest.raises(IllegalActionError, match="empty stack"):
        game.perform(CastSpell("Amy", "Wrath of God"))


def test_casting_a_card_not_in_hand_is_illegal_and_an_unknown_card_is_invalid():
    """docs/engines.md §3: a card of the game elsewhere is illegal to cast or play; a card that does
    not exist in this game at all (or in the catalogue) is invalid."""
    game = new_game(hands={"Nicole": ["Boomerang", "Teferi's Isle"]})
    with pytest.raises(IllegalActionError, match="no Boomerang in hand"):
        game.perform(CastSpell("Amy", "Boomerang"))
    with pytest.raises(IllegalActionError, match="no Teferi's Isle in hand"):
        game.perform(PlayLand("Amy", "Teferi's Isle"))
    with pytest.raises(InvalidActionError, match="no Giant Growth in this game"):
        game.perform(CastSpell("Amy", "Giant Growth"))
    with pytest.raises(InvalidActionError, match="no Forest in this game"):
        game.perform(PlayLand("Amy", "Forest"))
    with pytest.raises(UnknownCardError):
        game.perform(CastSpell("Amy", "Black Lotus"))
    with pytest.raises(InvalidActionError):
        game.perform(ActivateAbility("Amy", "nothing-here"))


def test_the_stack_resolves_last_in_first_out():
    game = new_game([("bears", "Grizzly Bears", "Amy")], hands={"Amy": ["Giant Growth"], "Nicole": ["Boomerang"]})
    game.perform(CastSpell("Amy", "Giant Growth", (TargetRef(permanent="bears"),)))
    game.perform(CastSpell("Nicole", "Boomerang", (TargetRef(permanent="bears"),)))
    assert [s.name for s in game.observe().stack] == ["Boomerang", "Giant Growth"]
    game.perform(ResolveStack(1))
    assert card(game, "bears").zone == "hand"
    game.perform(ResolveStack(1))
    assert card(game, "amy-hand-1").zone == "graveyard"  # Giant Growth lost its target


def test_until_end_of_turn_effects_end_in_the_cleanup_step():
    game = new_game([("bears", "Grizzly Bears", "Amy")], hands={"Amy": ["Giant Growth"]})
    game.perform(CastSpell("Amy", "Giant Growth", (TargetRef(permanent="bears"),)))
    game.perform(ResolveStack())
    assert permanent(game, "bears").power == 5
    game.perform(AdvanceTo("Nicole", Step.UPKEEP))
    assert permanent(game, "bears").power == 2


def test_control_effects_apply_in_timestamp_order():
    game = new_game([("bears", "Grizzly Bears", "Nicole")], hands={"Amy": ["Dominate"], "Nicole": ["Dominate"]})
    game.perform(CastSpell("Amy", "Dominate", (TargetRef(permanent="bears"),), x=2))
    game.perform(ResolveStack())
    assert permanent(game, "bears").controller == "Amy"
    game.perform(CastSpell("Nicole", "Dominate", (TargetRef(permanent="bears"),), x=2))
    game.perform(ResolveStack())
    assert permanent(game, "bears").controller == "Nicole"


def test_dominate_checks_mana_value_against_x():
    game = new_game([("croc", "Sandbar Crocodile", "Nicole")], hands={"Amy": ["Dominate"]})
    with pytest.raises(IllegalActionError, match="not a legal target"):
        game.perform(CastSpell("Amy", "Dominate", (TargetRef(permanent="croc"),), x=4))


def test_a_stolen_creature_is_summoning_sick_until_its_new_controllers_next_turn():
    game = new_game([("bears", "Grizzly Bears", "Nicole")], hands={"Amy": ["Dominate"]})
    game.perform(CastSpell("Amy", "Dominate", (TargetRef(permanent="bears"),), x=2))
    game.perform(ResolveStack())
    with pytest.raises(IllegalActionError, match="since the turn began"):
        game.perform(DeclareAttackers("Amy", ("bears",)))
    game.perform(AdvanceTo("Amy", Step.PRECOMBAT_MAIN))
    game.perform(DeclareAttackers("Amy", ("bears",)))
    assert permanent(game, "bears").attacking


def test_combat_damage_kills_and_lifelink_and_vigilance_work():
    game = new_game([("germ", "Phyrexian Germ", "Amy", {"token": True}), ("skull", "Batterskull", "Amy"),
                     ("giant", "Hill Giant", "Nicole")], attachments={"skull": "germ"})
    game.perform(DeclareAttackers("Amy", ("germ",)))
    assert not permanent(game, "germ").tapped
    game.perform(DeclareBlockers("Nicole", (("giant", "germ"),)))
    game.perform(AdvanceTo("Amy", Step.END_OF_COMBAT))
    assert card(game, "giant").zone == "graveyard"
    assert player(game, "Amy").life == 24 and permanent(game, "germ").damage == 3


def test_living_weapon_makes_a_germ_and_attaches_to_it():
    game = new_game(hands={"Amy": ["Batterskull"]})
    game.perform(CastSpell("Amy", "Batterskull"))
    game.perform(ResolveStack())
    germ = permanent(game, "amy-hand-1-phyrexian-germ")
    assert germ.token and (germ.power, germ.toughness) == (4, 4)
    assert permanent(game, "amy-hand-1").attached_to == germ.id


def test_a_token_that_leaves_the_battlefield_ceases_to_exist():
    game = new_game([("germ", "Phyrexian Germ", "Amy", {"token": True, "counters": {"+1/+1": 1}})],
                    hands={"Nicole": ["Boomerang"]})
    game.perform(CastSpell("Nicole", "Boomerang", (TargetRef(permanent="germ"),)))
    game.perform(ResolveStack())
    assert card(game, "germ").zone == "nowhere"


def test_a_zero_toughness_creature_dies_before_anyone_gets_priority():
    game = new_game([("germ", "Phyrexian Germ", "Amy", {"token": True}), ("bears", "Grizzly Bears", "Amy")],
                    hands={"Amy": ["Giant Growth", "Giant Growth"]})
    with pytest.raises(IllegalActionError, match="not a legal target"):
        game.perform(CastSpell("Amy", "Giant Growth", (TargetRef(permanent="germ"),)))
    game.perform(CastSpell("Amy", "Giant Growth", (TargetRef(permanent="bears"),)))
    assert card(game, "germ").zone == "nowhere"


def test_the_legend_rule_keeps_the_newest_unless_told_otherwise():
    game = new_game([("old", "Teferi's Isle", "Amy")], hands={"Amy": ["Teferi's Isle"]})
    game.perform(PlayLand("Amy", "Teferi's Isle"))
    game.perform(AdvanceTo("Amy", Step.POSTCOMBAT_MAIN))
    assert card(game, "old").zone == "graveyard"
    assert permanent(game, "amy-hand-1").tapped


def test_one_land_per_turn():
    game = new_game(hands={"Amy": ["Island", "Island"]})
    game.perform(PlayLand("Amy", "Island"))
    with pytest.raises(IllegalActionError, match="already played a land"):
        game.perform(PlayLand("Amy", "Island"))


def test_equip_is_sorcery_speed_and_moves_the_equipment():
    game = new_game([("star", "Vulshok Morningstar", "Amy"), ("bears", "Grizzly Bears", "Amy"),
                     ("giant", "Hill Giant", "Amy")], attachments={"star": "bears"})
    game.perform(ActivateAbility("Amy", "star", 1, (TargetRef(permanent="giant"),)))
    game.perform(ResolveStack())
    assert permanent(game, "star").attached_to == "giant" and permanent(game, "giant").power == 5
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    with pytest.raises(IllegalActionError, match="main phase"):
        game.perform(ActivateAbility("Amy", "star", 1, (TargetRef(permanent="bears"),)))


def test_triggers_go_on_the_stack_in_the_order_their_controller_answers():
    game = new_game([("tower", "Ivory Tower", "Amy"), ("a", "Teferi's Imp", "Amy"),
                     ("b", "Teferi's Imp", "Amy", {"phased_out": True})], active="Nicole", step=Step.END,
                    hands={"Amy": ["Island"] * 5})
    game.perform(Answer("Amy", "order", ["b", "tower", "a"]))
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    game.perform(ResolveStack(1))
    assert player(game, "Amy").life == 20  # discard first, so the Tower counted 4 cards
    game.perform(ResolveStack())
    assert len(player(game, "Amy").hand) == 5


def test_a_player_who_concedes_takes_their_permanents_and_loses_control_effects():
    game = new_game([("bears", "Grizzly Bears", "Amy", {"owner": "Nicole"}), ("croc", "Sandbar Crocodile", "Amy")],
                    players=("Amy", "Nicole", "Oscar"))
    game.perform(Concede("Amy"))
    assert permanent(game, "bears").controller == "Nicole"
    assert card(game, "croc").zone == "nowhere"
    assert not player(game, "Amy").in_game


def test_setup_contradictions_are_refused():
    game = Game()
    game.add_player("Amy")
    game.add_permanent("bears", "Grizzly Bears", "Amy")
    with pytest.raises(SetupError, match="used twice"):
        game.add_permanent("bears", "Grizzly Bears", "Amy")
    with pytest.raises(SetupError, match="not an Aura or Equipment"):
        game.add_permanent("giant", "Hill Giant", "Amy")
        game.attach_at_setup("giant", "bears")
    with pytest.raises(SetupError, match="not a permanent card"):
        game.add_permanent("wrath", "Wrath of God", "Amy")
    with pytest.raises(SetupError, match="no player named"):
        game.add_permanent("x", "Grizzly Bears", "Zed")


def test_the_same_actions_give_the_same_observations():
    def play() -> object:
        game = new_game([("tower", "Ivory Tower", "Amy"), ("a", "Teferi's Imp", "Amy"),
                         ("croc", "Sandbar Crocodile", "Nicole")], hands={"Amy": ["Island"] * 6},
                        active="Nicole", step=Step.END)
        game.perform(AdvanceTo("Amy", Step.END))
        game.perform(AdvanceTo("Nicole", Step.END))
        return game.observe()

    assert play() == play()


def test_keep_tapped_answers_apply_to_the_permanent_they_name():
    game = new_game([("one", "Vedalken Shackles", "Amy", {"tapped": True}),
                     ("two", "Vedalken Shackles", "Amy", {"tapped": True})], active="Nicole", step=Step.END)
    game.perform(Answer("Amy", "keep tapped", "two"))
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert not permanent(game, "one").tapped and permanent(game, "two").tapped


def test_vision_charm_can_turn_forests_into_islands_for_vedalken_shackles():
    game = new_game([("shackles", "Vedalken Shackles", "Amy"), ("f1", "Forest", "Amy"), ("f2", "Forest", "Amy"),
                     ("giant", "Hill Giant", "Nicole"), ("island", "Island", "Amy")],
                    hands={"Amy": ["Vision Charm"]})
    with pytest.raises(IllegalActionError):
        game.perform(ActivateAbility("Amy", "shackles", 1, (TargetRef(permanent="giant"),)))
    game.perform(CastSpell("Amy", "Vision Charm", mode=2, choices=("Forest", "Island")))
    game.perform(ResolveStack())
    game.perform(ActivateAbility("Amy", "shackles", 1, (TargetRef(permanent="giant"),)))
    game.perform(ResolveStack())
    assert permanent(game, "giant").controller == "Amy"


def test_named_choices_are_checked_as_the_spell_is_cast():
    game = new_game(hands={"Amy": ["Vision Charm"]})
    with pytest.raises(InvalidActionError, match="not one of"):
        game.perform(CastSpell("Amy", "Vision Charm", mode=2, choices=("Forest", "Desert")))
    with pytest.raises(InvalidActionError, match="takes 2 named choice"):
        game.perform(CastSpell("Amy", "Vision Charm", mode=2))


def test_two_creatures_can_block_one_attacker():
    game = new_game([("croc", "Sandbar Crocodile", "Amy"), ("bears", "Grizzly Bears", "Nicole"),
                     ("giant", "Hill Giant", "Nicole")])
    game.perform(DeclareAttackers("Amy", ("croc",)))
    game.perform(DeclareBlockers("Nicole", (("bears", "croc"), ("giant", "croc"))))
    game.perform(AdvanceTo("Amy", Step.POSTCOMBAT_MAIN))
    assert [card(game, c).zone for c in ("bears", "giant", "croc")] == ["graveyard"] * 3
    assert [e.amount for e in game.state.log if type(e).__name__ == "DamageDealt" and e.source == "croc"] == [2, 4]
    with pytest.raises(IllegalActionError):
        game.perform(DeclareBlockers("Nicole", (("bears", "croc"),)))


def test_a_creature_that_entered_this_turn_cannot_attack_and_one_that_was_there_can():
    game = new_game([("new", "Grizzly Bears", "Amy", {"controlled_since_turn_began": False}),
                     ("old", "Grizzly Bears", "Amy")])
    with pytest.raises(IllegalActionError, match="since the turn began"):
        game.perform(DeclareAttackers("Amy", ("new",)))
    game.perform(DeclareAttackers("Amy", ("old",)))
    assert permanent(game, "old").attacking and not permanent(game, "new").attacking


def test_a_setup_control_effect_lasts_as_long_as_it_says():
    game = new_game([("shackles", "Vedalken Shackles", "Amy", {"tapped": True}),
                     ("bears", "Grizzly Bears", "Amy", {"owner": "Nicole"}),
                     ("giant", "Hill Giant", "Amy", {"owner": "Nicole"})], hands={"Nicole": ["Vision Charm"]})
    game.control_at_setup("bears", "Amy", "for as long as", "Vedalken Shackles", while_tapped="shackles")
    game.control_at_setup("giant", "Amy", "until end of turn", "Dominate")
    game.perform(CastSpell("Nicole", "Vision Charm", (TargetRef(permanent="shackles"),), mode=3))
    game.perform(ResolveStack())
    assert permanent(game, "bears").controller == "Nicole" and permanent(game, "giant").controller == "Amy"
    game.perform(AdvanceTo("Nicole", Step.UPKEEP))
    assert permanent(game, "giant").controller == "Nicole"


def test_a_for_as_long_as_setup_effect_needs_its_permanent_tapped():
    game = Game()
    for name in ("Amy", "Nicole"):
        game.add_player(name)
    game.add_permanent("shackles", "Vedalken Shackles", "Amy")
    game.add_permanent("bears", "Grizzly Bears", "Nicole", "Amy")
    with pytest.raises(SetupError, match="remains tapped"):
        game.control_at_setup("bears", "Amy", "for as long as", "Vedalken Shackles", while_tapped="shackles")


def test_passing_priority_resolves_the_top_object_or_moves_to_the_next_step():
    game = new_game([("bears", "Grizzly Bears", "Amy")], hands={"Amy": ["Giant Growth"]})
    game.perform(CastSpell("Amy", "Giant Growth", (TargetRef(permanent="bears"),)))
    game.perform(PassPriority())
    assert permanent(game, "bears").power == 5 and game.state.turn.step is Step.PRECOMBAT_MAIN
    game.perform(PassPriority())
    assert game.state.turn.step is Step.BEGINNING_OF_COMBAT


def test_can_attack_reflects_tapped_status_summoning_sickness_and_phasing():
    game = new_game([("ready", "Grizzly Bears", "Amy"), ("tapped", "Grizzly Bears", "Amy", {"tapped": True}),
                     ("new", "Grizzly Bears", "Amy", {"controlled_since_turn_began": False}),
                     ("out", "Grizzly Bears", "Amy", {"phased_out": True}), ("land", "Island", "Amy")])
    assert {p.id: p.can_attack for p in game.observe().permanents} == {
        "ready": True, "tapped": False, "new": False, "out": False, "land": False}


def test_an_until_your_next_turn_effect_ends_as_that_players_turn_begins():
    from phasecheck.engine import effects as fx
    from phasecheck.engine import operations as ops

    game = new_game([("bears", "Grizzly Bears", "Nicole")])
    ops.gain_control(game, "Amy", [game.state.find("bears")], fx.UntilTurnOf("Amy"), source_label=None)
    game.perform(AdvanceTo("Nicole", Step.END))
    assert permanent(game, "bears").controller == "Amy"
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert permanent(game, "bears").controller == "Nicole"


def test_a_refused_action_that_changed_much_first_is_undone_exactly():
    """The rollback undoes what the action did before it was refused: a draw, steps, damage, counters."""
    game = new_game([("bears", "Grizzly Bears", "Amy", {"counters": {"+1/+1": 1}, "damage": 1}),
                     ("curse", "Teferi's Curse", "Nicole"), ("shackles", "Vedalken Shackles", "Amy")],
                    attachments={"curse": "bears"}, hands={"Amy": ["Giant Growth", "Island"]}, step=Step.UPKEEP)
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalActionError, match="not a creature"):
        game.perform(DeclareAttackers("Amy", ("shackles",), None))  # passes the draw step and the main phase first
    assert game.state == before
    game.perform(AdvanceTo("Amy", Step.DRAW))
    assert len(player(game, "Amy").hand) == 3


def test_objects_are_changed_by_new_values_only():
    """What an object holds is replaced when it changes, so the transaction's journal sees every change."""
    from phasecheck.engine import operations as ops

    game = new_game([("bears", "Grizzly Bears", "Amy")])
    bears = game.state.find("bears")
    assert isinstance(bears.linked, tuple) and isinstance(bears.damaged_players, tuple)
    counters = bears.counters
    ops.put_counters(game, bears, "+1/+1", 1)
    assert counters == {} and bears.counters == {"+1/+1": 1}


def test_an_ability_of_a_legend_the_legend_rule_removes_before_priority_cant_be_activated():
    """Two Teferi's Isles of Amy's: as she would get priority to activate one, the legend rule keeps
    the other (704.5j, 117.5); the activation is refused and changes nothing, and the one kept can."""
    game = new_game([("first", "Teferi's Isle", "Amy"), ("second", "Teferi's Isle", "Amy")])
    game.perform(Answer("Amy", "keep", "first"))
    before = game.observe()
    with pytest.raises(IllegalActionError, match="left the battlefield"):
        game.perform(ActivateAbility("Amy", "second"))
    assert game.observe() == before
    game.perform(ActivateAbility("Amy", "first"))
    assert card(game, "second").zone == "graveyard"
