"""Properties of the engine over generated boards and action sequences (hypothesis)."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from phasecheck.engine import (AdvanceTo, Answer, CastSpell, DeclareAttackers, Game, ResolveStack, RulesError, Step,
                    TargetRef)
from phasecheck.engine import phasing

CREATURES = ["Grizzly Bears", "Hill Giant", "Sandbar Crocodile", "Teferi's Imp"]
ATTACHMENTS = ["Vulshok Morningstar", "Teferi's Curse", "Batterskull"]
PLAYERS = ("Amy", "Nicole")

board = st.lists(
    st.tuples(st.sampled_from(CREATURES), st.sampled_from(PLAYERS), st.booleans(), st.integers(0, 2)),
    min_size=1, max_size=5)
attachment_plan = st.lists(st.tuples(st.sampled_from(ATTACHMENTS), st.integers(0, 4)), max_size=3)


def build(creatures, attachments, hand=("Island", "Island", "Island")) -> Game:
    game = Game()
    for name in PLAYERS:
        game.add_player(name, hand=list(hand), library=["Island"] * 30)
    for i, (card, controller, tapped, counters) in enumerate(creatures):
        game.add_permanent(f"c{i}", card, controller, tapped=tapped,
                           counters={"+1/+1": counters} if counters else None)
    for j, (card, host) in enumerate(attachments):
        host_label = f"c{host % len(creatures)}"
        controller = game.state.find(host_label).owner
        game.add_permanent(f"a{j}", card, controller)
        game.attach_at_setup(f"a{j}", host_label)
    game.begin("Amy", Step.PRECOMBAT_MAIN, 2)
    return game


def view(game: Game) -> dict:
    return {p.id: (p.controller, p.tapped, p.counters, p.attached_to, p.power, p.toughness, p.phased_out)
            for p in game.observe().permanents}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board, attachment_plan, st.data())
def test_phasing_out_and_back_in_restores_the_same_objects(creatures, attachments, data):
    game = build(creatures, attachments)
    before, oids = view(game), {o.label: o.oid for o in game.state.battlefield()}
    chosen = data.draw(st.lists(st.sampled_from(sorted(before)), min_size=1, unique=True))
    direct = [game.state.find(label) for label in chosen]
    phasing.phase_out(game, direct)
    for obj in game.state.battlefield():
        if obj.phased_out_indirectly:
            host = game.state.objects[obj.attached_to]
            assert host.phased_out
    came_back = [o for o in game.state.battlefield() if o.phased_out and not o.phased_out_indirectly]
    phasing.phase(game, (), came_back)
    assert view(game) == before
    assert {o.label: o.oid for o in game.state.battlefield()} == oids


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 6), st.sampled_from(CREATURES))
def test_a_permanent_with_phasing_alternates_on_each_of_its_controllers_untap_steps(turns, card):
    game = Game()
    for name in PLAYERS:
        game.add_player(name, library=["Island"] * 30, hand=["Island"] * 3)
    game.add_permanent("subject", card, "Amy")
    game.add_permanent("curse", "Teferi's Curse", "Nicole")
    game.attach_at_setup("curse", "subject")
    game.begin("Nicole", Step.END, 1)
    for n in range(1, turns + 1):
        game.perform(AdvanceTo("Amy", Step.UPKEEP))
        subject = game.state.find("subject")
        assert subject.phased_out == (n % 2 == 1)
        assert game.state.find("curse").phased_out == subject.phased_out


ACTIONS = st.sampled_from([
    AdvanceTo("Amy", Step.UPKEEP), AdvanceTo("Nicole", Step.PRECOMBAT_MAIN), AdvanceTo("Amy", Step.PRECOMBAT_MAIN),
    CastSpell("Amy", "Reality Ripple", (TargetRef(permanent="c0"),)),
    CastSpell("Nicole", "Reality Ripple", (TargetRef(permanent="a0"),)),
    CastSpell("Amy", "Wrath of God"), CastSpell("Nicole", "Collective Unconscious"),
    DeclareAttackers("Amy", ("c0",)), DeclareAttackers("Nicole", ("c1",)),
    Answer("Amy", "order", ["c0"]), ResolveStack(), ResolveStack(1),
])


def play(creatures, attachments, actions):
    game = build(creatures, attachments, hand=("Island", "Reality Ripple", "Wrath of God", "Collective Unconscious"))
    outcomes = []
    for action in actions:
        try:
            game.perform(action)
            outcomes.append("accepted")
        except RulesError as error:
            outcomes.append(type(error).__name__)
    return outcomes, game.observe()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board, attachment_plan, st.lists(ACTIONS, max_size=8))
def test_any_sequence_of_actions_is_deterministic_and_raises_only_rules_errors(creatures, attachments, actions):
    first = play(creatures, attachments, actions)
    assert first == play(creatures, attachments, actions)
    _, snapshot = first
    labels = {p.id: p for p in snapshot.permanents}
    for p in snapshot.permanents:
        if p.phased_out_how == "indirectly":
            assert p.attached_to in labels and labels[p.attached_to].phased_out
