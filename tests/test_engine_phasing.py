"""The phasing rules (702.26), each with a small game on the reference engine."""
from __future__ import annotations

import pytest

from phasecheck.engine import (ActivateAbility, AdvanceTo, Answer, CastSpell, DeclareAttackers, DeclareBlockers,
                    IllegalActionError, ResolveStack, Step, TargetRef)
from phasecheck.engine import events as ev
from phasecheck.engine import phasing

from .helpers import card, new_game, permanent, player


def test_702_26a_phasing_permanents_phase_out_and_phased_out_ones_phase_in_at_once():
    game = new_game([("in", "Sandbar Crocodile", "Amy"), ("out", "Sandbar Crocodile", "Amy", {"phased_out": True}),
                     ("plain", "Grizzly Bears", "Amy")], active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UNTAP))
    assert permanent(game, "in").phased_out and not permanent(game, "out").phased_out
    assert not permanent(game, "plain").phased_out
    batch = [e for e in game.state.log if isinstance(e, (ev.PhasedOut, ev.PhasedIn))]
    assert [type(e).__name__ for e in batch] == ["PhasedOut", "PhasedIn"]


def test_702_26a_only_the_active_players_permanents_phase():
    game = new_game([("amy", "Sandbar Crocodile", "Amy"), ("nicole", "Sandbar Crocodile", "Nicole")],
                    active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert permanent(game, "amy").phased_out and not permanent(game, "nicole").phased_out


def test_a_permanent_phases_in_at_the_untap_step_of_the_player_it_phased_out_under():
    game = new_game([("bears", "Grizzly Bears", "Amy",
                      {"owner": "Nicole", "phased_out": True, "phased_out_under": "Amy"})],
                    active="Amy", step=Step.END)
    game.perform(AdvanceTo("Nicole", Step.UPKEEP))
    assert permanent(game, "bears").phased_out
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert not permanent(game, "bears").phased_out


def test_702_26b_a_phased_out_creature_is_not_counted_and_not_destroyed():
    game = new_game([("a", "Grizzly Bears", "Amy"), ("b", "Grizzly Bears", "Amy", {"phased_out": True})],
                    hands={"Amy": ["Collective Unconscious", "Wrath of God"]})
    game.perform(CastSpell("Amy", "Collective Unconscious"))
    game.perform(ResolveStack())
    assert len(player(game, "Amy").hand) == 2  # Wrath of God and one card drawn
    game.perform(CastSpell("Amy", "Wrath of God"))
    game.perform(ResolveStack())
    assert card(game, "a").zone == "graveyard"
    assert permanent(game, "b").phased_out


def test_702_26b_a_phased_out_permanent_cannot_be_targeted():
    game = new_game([("croc", "Sandbar Crocodile", "Amy", {"phased_out": True})], hands={"Nicole": ["Boomerang"]})
    with pytest.raises(IllegalActionError):
        game.perform(CastSpell("Nicole", "Boomerang", (TargetRef(permanent="croc"),)))


def test_702_26b_static_abilities_of_a_phased_out_equipment_do_not_apply():
    game = new_game([("bears", "Grizzly Bears", "Amy"), ("star", "Vulshok Morningstar", "Amy")],
                    attachments={"star": "bears"}, hands={"Nicole": ["Reality Ripple"]})
    assert (permanent(game, "bears").power, permanent(game, "bears").toughness) == (4, 4)
    game.perform(CastSpell("Nicole", "Reality Ripple", (TargetRef(permanent="star"),)))
    game.perform(ResolveStack())
    assert (permanent(game, "bears").power, permanent(game, "bears").toughness) == (2, 2)


def test_702_26b_a_phased_out_land_cannot_be_tapped_for_mana():
    game = new_game([("isle", "Teferi's Isle", "Amy", {"phased_out": True})])
    with pytest.raises(IllegalActionError, match="phased out"):
        game.perform(ActivateAbility("Amy", "isle"))


def test_506_4_a_phased_out_attacker_is_removed_from_combat_and_deals_no_damage():
    game = new_game([("bears", "Grizzly Bears", "Amy")], hands={"Nicole": ["Reality Ripple"]})
    game.perform(DeclareAttackers("Amy", ("bears",)))
    assert permanent(game, "bears").attacking
    game.perform(CastSpell("Nicole", "Reality Ripple", (TargetRef(permanent="bears"),)))
    game.perform(ResolveStack())
    assert not permanent(game, "bears").attacking
    game.perform(AdvanceTo("Amy", Step.END))
    assert player(game, "Nicole").life == 20


def test_702_26d_counters_and_tokens_stay_through_phasing():
    game = new_game([("germ", "Phyrexian Germ", "Amy", {"token": True, "counters": {"+1/+1": 2}}),
                     ("curse", "Teferi's Curse", "Amy")], attachments={"curse": "germ"},
                    active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert permanent(game, "germ").phased_out
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    germ = permanent(game, "germ")
    assert not germ.phased_out and germ.counters == (("+1/+1", 2),) and germ.power == 2


def test_702_26d_phasing_keeps_the_object_and_triggers_no_zone_change():
    game = new_game([("croc", "Sandbar Crocodile", "Amy")], active="Nicole", step=Step.END)
    oid = game.state.find("croc").oid
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert game.state.find("croc").oid == oid
    assert not any(isinstance(e, ev.ZoneChanged) and e.permanent == "croc" for e in game.state.log)


def test_702_26d_a_creature_that_phases_in_can_attack():
    game = new_game([("croc", "Sandbar Crocodile", "Amy", {"phased_out": True})], active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    game.perform(DeclareAttackers("Amy", ("croc",)))
    assert permanent(game, "croc").attacking


def test_702_26f_a_for_as_long_as_effect_ends_when_its_source_phases_out_and_stays_ended():
    game = new_game([("shackles", "Vedalken Shackles", "Amy"), ("island", "Island", "Amy"),
                     ("island-2", "Island", "Amy"), ("bears", "Grizzly Bears", "Nicole")],
                    hands={"Nicole": ["Vision Charm"]})
    game.perform(ActivateAbility("Amy", "shackles", 1, (TargetRef(permanent="bears"),)))
    game.perform(ResolveStack())
    assert permanent(game, "bears").controller == "Amy"
    game.perform(CastSpell("Nicole", "Vision Charm", (TargetRef(permanent="shackles"),), mode=3))
    game.perform(ResolveStack())
    assert permanent(game, "bears").controller == "Nicole"
    game.perform(Answer("Amy", "keep tapped", "shackles"))
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert permanent(game, "shackles").tapped and permanent(game, "bears").controller == "Nicole"


def test_vedalken_shackles_counts_only_phased_in_islands():
    game = new_game([("shackles", "Vedalken Shackles", "Amy"), ("island", "Island", "Amy"),
                     ("island-2", "Island", "Amy", {"phased_out": True}), ("bears", "Grizzly Bears", "Nicole")])
    with pytest.raises(IllegalActionError, match="not a legal target"):
        game.perform(ActivateAbility("Amy", "shackles", 1, (TargetRef(permanent="bears"),)))


def test_702_26g_attachments_phase_out_indirectly_and_only_come_back_with_their_host():
    game = new_game([("croc", "Sandbar Crocodile", "Amy"), ("star", "Vulshok Morningstar", "Amy"),
                     ("curse", "Teferi's Curse", "Nicole")], attachments={"star": "croc", "curse": "croc"},
                    active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert permanent(game, "star").phased_out_how == "indirectly"
    assert permanent(game, "curse").phased_out_how == "indirectly"
    game.perform(AdvanceTo("Nicole", Step.UPKEEP))
    assert permanent(game, "curse").phased_out  # an indirectly phased-out Aura does not phase in by itself
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert permanent(game, "curse").attached_to == "croc" and permanent(game, "star").attached_to == "croc"


def test_702_26h_an_object_phasing_out_directly_and_indirectly_phases_out_indirectly():
    game = new_game([("croc", "Grizzly Bears", "Amy"), ("star", "Vulshok Morningstar", "Amy")],
                    attachments={"star": "croc"})
    with game.batch():
        phasing.phase_out(game, [game.state.find("star"), game.state.find("croc")])
    assert permanent(game, "star").phased_out_how == "indirectly"
    assert permanent(game, "croc").phased_out_how == "directly"


def test_702_26i_a_directly_phased_out_aura_whose_host_left_phases_in_unattached_and_is_put_into_the_graveyard():
    game = new_game([("bears", "Grizzly Bears", "Amy"), ("curse", "Teferi's Curse", "Amy")],
                    attachments={"curse": "bears"}, hands={"Amy": ["Boomerang"]})
    phasing.phase_out(game, [game.state.find("curse")])
    game.perform(CastSpell("Amy", "Boomerang", (TargetRef(permanent="bears"),)))
    game.perform(ResolveStack())
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert card(game, "curse").zone == "graveyard"
    assert not any(isinstance(e, ev.BecameUnattached) for e in game.state.log)


def test_702_26m_a_skipped_untap_step_has_no_phasing():
    game = new_game([("in", "Sandbar Crocodile", "Amy"), ("out", "Sandbar Crocodile", "Amy", {"phased_out": True})],
                    hands={"Amy": ["Savor the Moment"]})
    game.perform(CastSpell("Amy", "Savor the Moment"))
    game.perform(ResolveStack())
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert game.state.turn.number == 3
    assert not permanent(game, "in").phased_out and permanent(game, "out").phased_out


def test_603_10b_a_phase_out_trigger_looks_back_and_waits_for_the_upkeep():
    game = new_game([("imp", "Teferi's Imp", "Amy")], hands={"Amy": ["Island", "Island"]},
                    active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UNTAP))
    assert [t.source_label for t in game.state.pending_triggers] == ["imp"]
    assert not game.state.stack
    with pytest.raises(IllegalActionError, match="untap step"):
        game.perform(ResolveStack())
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    game.perform(ResolveStack())
    assert len(player(game, "Amy").hand) == 1 and len(player(game, "Amy").graveyard) == 1


def test_phasing_in_does_not_trigger_enters_abilities():
    game = new_game([("scepter", "Isochron Scepter", "Amy", {"phased_out": True, "linked": ["Boomerang"]})],
                    hands={"Amy": ["Giant Growth"]}, active="Nicole", step=Step.END)
    game.perform(AdvanceTo("Amy", Step.UPKEEP))
    assert not game.state.pending_triggers
    assert permanent(game, "scepter").exiled_with == ("scepter-exiled-1",)


def test_a_spell_whose_only_target_phases_out_in_response_does_nothing():
    game = new_game([("bears", "Grizzly Bears", "Nicole")], hands={"Amy": ["Boomerang"], "Nicole": ["Reality Ripple"]})
    game.perform(CastSpell("Amy", "Boomerang", (TargetRef(permanent="bears"),)))
    game.perform(CastSpell("Nicole", "Reality Ripple", (TargetRef(permanent="bears"),)))
    game.perform(ResolveStack())
    assert permanent(game, "bears").phased_out
    assert card(game, "amy-hand-1").zone == "graveyard"


def test_blocked_attacker_whose_blocker_phases_out_stays_blocked_and_deals_no_damage():
    game = new_game([("bears", "Grizzly Bears", "Amy"), ("giant", "Hill Giant", "Nicole")],
                    hands={"Nicole": ["Reality Ripple"]})
    game.perform(DeclareAttackers("Amy", ("bears",)))
    game.perform(DeclareBlockers("Nicole", (("giant", "bears"),)))
    game.perform(CastSpell("Nicole", "Reality Ripple", (TargetRef(permanent="giant"),)))
    game.perform(ResolveStack())
    game.perform(AdvanceTo("Amy", Step.END))
    assert player(game, "Nicole").life == 20
    assert permanent(game, "bears").damage == 0
