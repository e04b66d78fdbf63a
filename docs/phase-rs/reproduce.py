"""Reproduce the phase.rs bugs phasecheck found, with phase.rs alone (``pip install phase-python``).

    python docs/phase-rs/reproduce.py [BUG ...]

Each bug plays a short game through phase.rs's public Python API, with the cards' Oracle text as
MTGJSON records, and prints what phase.rs does and what the rules say should happen. Mana costs
are paid with phase.rs's unlimited-mana debug switch, as phasecheck's adapter does. Without
arguments every bug is run; the exit status is the number of bugs that still show.
"""
from __future__ import annotations

import json
import sys

import phase


def card(name, text, types, cost=None, subtypes=(), supertypes=(), keywords=(), pt=None):
    record = {"name": name, "text": text, "types": types, "manaCost": cost, "subtypes": list(subtypes),
              "supertypes": list(supertypes), "keywords": list(keywords), "layout": "normal", "manaValue": 0,
              "colors": [], "colorIdentity": [], "identifiers": {}, "legalities": {}}
    if pt:
        record["power"], record["toughness"] = pt
    return phase.build_oracle_face(record, None)


ISLAND = card("Island", "({T}: Add {U}.)", ["Land"], subtypes=["Island"], supertypes=["Basic"])
TEFERIS_ISLE = card("Teferi's Isle", "Phasing\nTeferi's Isle enters tapped.\n{T}: Add {U}{U}.", ["Land"],
                    supertypes=["Legendary"], keywords=["Phasing"])
SHACKLES = card("Vedalken Shackles", "You may choose not to untap Vedalken Shackles during your untap step.\n"
                "{2}, {T}: Gain control of target creature with power less than or equal to the number of "
                "Islands you control for as long as Vedalken Shackles remains tapped.", ["Artifact"], "{3}")
BEARS = card("Grizzly Bears", "", ["Creature"], "{1}{G}", ["Bear"], pt=("2", "2"))
RIPPLE = card("Reality Ripple", "Target artifact, creature, or land phases out.", ["Instant"], "{1}{U}")
TOWER = card("Ivory Tower", "At the beginning of your upkeep, you gain X life, where X is the number of cards "
             "in your hand minus 4.", ["Artifact"], "{1}")
IMP = card("Teferi's Imp", "Flying\nPhasing\nWhenever Teferi's Imp phases out, discard a card.\n"
           "Whenever Teferi's Imp phases in, draw a card.", ["Creature"], "{2}{U}", ["Imp"],
           keywords=["Flying", "Phasing"], pt=("1", "1"))

GIANT = card("Hill Giant", "", ["Creature"], "{3}{R}", ["Giant"], pt=("3", "3"))
TREASON = card("Act of Treason", "Gain control of target creature until end of turn. Untap that creature. It gains "
               "haste until end of turn.", ["Sorcery"], "{2}{R}")
SNEAK_ATTACK = card("Sneak Attack", "{R}: You may put a creature card from your hand onto the battlefield. That "
                    "creature gains haste. Sacrifice the creature at the beginning of the next end step.",
                    ["Enchantment"], "{3}{R}")
PROTECTION = card("Teferi's Protection", "Until your next turn, your life total can't change and you gain "
                  "protection from everything. All permanents you control phase out. Exile Teferi's Protection.",
                  ["Instant"], "{2}{W}")
VISION_CHARM = card("Vision Charm", "Choose one —\n• Target player mills four cards.\n• Choose a land type and a basic "
                    "land type. Each land of the first chosen type becomes the second chosen type until end of turn."
                    "\n• Target artifact phases out.", ["Instant"], "{U}")

DOMINATE = card("Dominate", "Gain control of target creature with mana value X or less.", ["Instant"],
                "{X}{1}{U}")
CONCEALMENT = card("Clever Concealment", "Convoke\nAny number of target nonland permanents you control phase out.",
                   ["Instant"], "{2}{W}{W}", keywords=["Convoke"])
ANTHEM = card("Glorious Anthem", "Creatures you control get +1/+1.", ["Enchantment"], "{1}{W}{W}")
VERMIN = card("Diseased Vermin", "Whenever Diseased Vermin deals combat damage to a player, put an infection counter "
              "on it.\nAt the beginning of your upkeep, Diseased Vermin deals X damage to target opponent previously "
              "dealt damage by it, where X is the number of infection counters on it.", ["Creature"], "{2}{B}", ["Rat"],
              pt=("1", "1"))
CROCODILE = card("Sandbar Crocodile", "Phasing", ["Creature"], "{4}{U}", ["Crocodile"], keywords=["Phasing"],
                 pt=("6", "5"))
MORNINGSTAR = card("Vulshok Morningstar", "Equipped creature gets +2/+2.\nEquip {2}", ["Artifact"], "{2}",
                   ["Equipment"], keywords=["Equip"])


def new_game(cards, deck0, deck1, *others):
    """Seat 0 (Amy) and seat 1 (Nicole), and seat 2 (Oscar) if a third deck is given (phase.rs's
    FreeForAll format, which seats more than two), Amy first; every mana cost is paid by unlimited
    mana."""
    engine = phase.Engine.from_json(json.dumps({c["name"].lower(): c for c in cards}))
    config = engine.new_game(["Island"], ["Island"]).state()["state"]["format_config"] | {"allow_debug_actions": True}
    if others:
        config |= {"format": "FreeForAll", "max_players": 2 + len(others)}
    game = engine.new_game(deck0, deck1, extra_players=list(others) or None, seed=1, first_player=0,
                           format_config=config)
    seats = range(2 + len(others))
    while game.waiting_for()["type"] == "MulliganDecision":
        for pending in game.waiting_for()["data"]["pending"]:
            game.apply(pending["player"], {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
    saved = game.state()
    saved["state"]["debug_mode"] = True
    game = engine.load_game(saved)
    for seat in seats:
        game.apply(seat, {"type": "Debug", "data": {"type": "SetInfiniteMana",
                                                    "data": {"player_id": seat, "enabled": True}}})
    return game


def play_until(game, done, on_prompt=lambda game, prompt: False, lands=True):
    """Pass priority until done(): nobody attacks, Nicole plays a land in each of her main phases
    (so she never discards to hand size; ``lands=False``: she never does), discards and trigger
    orders take the first choice, and on_prompt may answer a prompt first."""
    while not done(game):
        prompt = game.waiting_for()
        data = prompt.get("data") or {}
        if on_prompt(game, prompt):
            continue
        if prompt["type"] == "DeclareAttackers":
            game.apply(data["player"], {"type": "DeclareAttackers", "data": {"attacks": [], "bands": []}})
            continue
        if prompt["type"] in ("DiscardChoice", "DiscardToHandSize"):
            game.apply(data["player"], {"type": "SelectCards", "data": {"cards": data["cards"][:data["count"]]}})
            continue
        if prompt["type"] == "OrderTriggers":
            order = list(range(len(data["triggers"])))
            game.apply(data["player"], {"type": "OrderTriggers", "data": {"order": order}})
            continue
        land = next((a for a in game.actions() if a.kind == "PlayLand"), None)
        if lands and land and game.priority_player() == 1 and game.phase == "PreCombatMain":
            game.apply(1, land)
        game.apply(game.priority_player(), {"type": "PassPriority"})


def do(game, seat, kind, name):
    """Cast, play or activate (kind) the first object named ``name`` phase.rs offers; its id."""
    action = next(a for a in game.actions() if a.kind == kind
                  and game.object(a.data.get("object_id", a.data.get("source_id")))["name"] == name)
    game.apply(seat, action)
    return action.data.get("object_id", action.data.get("source_id"))


def resolve(game):
    while game.stack():
        game.apply(game.priority_player(), {"type": "PassPriority"})


def cast(game, seat, name):
    """Cast the first card named ``name`` and let it resolve; its id."""
    object_id = do(game, seat, "CastSpell", name)
    resolve(game)
    return object_id


def at(turn, step):
    return lambda game: game.turn == turn and game.phase == step


def phased(game, object_id):
    return (game.object(object_id).get("phase_status") or {"status": "PhasedIn"})["status"]


def untap_while_phased_out() -> bool:
    """702.26b: a phased-out permanent doesn't untap in the untap step it phased out in."""
    game = new_game([TEFERIS_ISLE, ISLAND], ["Teferi's Isle"] * 10 + ["Island"] * 50, ["Island"] * 60)
    play_until(game, at(1, "PreCombatMain"))
    isle = do(game, 0, "PlayLand", "Teferi's Isle")
    print(f"turn 1: Amy plays Teferi's Isle; it is {'tapped' if game.object(isle)['tapped'] else 'untapped'}")
    play_until(game, at(3, "Upkeep"))
    tapped = game.object(isle)["tapped"]
    print(f"turn 3, Amy's upkeep: the Isle is {phased(game, isle)}, {'tapped' if tapped else 'untapped'}"
          " (should be: phased out, tapped)")
    return not tapped


def control_survives_phase_out() -> bool:
    """702.26f, 611.2b: a "for as long as" effect ends when the permanent it tracks phases out."""
    game = new_game([SHACKLES, BEARS, RIPPLE, ISLAND], ["Vedalken Shackles"] * 20 + ["Island"] * 40,
                    ["Grizzly Bears"] * 25 + ["Reality Ripple"] * 25 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    do(game, 0, "PlayLand", "Island")
    shackles = do(game, 0, "CastSpell", "Vedalken Shackles")
    resolve(game)
    play_until(game, at(2, "PreCombatMain"))
    bears = do(game, 1, "CastSpell", "Grizzly Bears")
    resolve(game)
    play_until(game, at(3, "PreCombatMain"))
    do(game, 0, "PlayLand", "Island")
    do(game, 0, "ActivateAbility", "Vedalken Shackles")
    resolve(game)
    print(f"turn 3: Amy's Shackles takes the Bears; the Bears are controlled by seat {game.object(bears)['controller']}")
    game.apply(0, {"type": "PassPriority"})
    do(game, 1, "CastSpell", "Reality Ripple")
    if game.waiting_for()["type"] == "TargetSelection":
        game.apply(1, {"type": "ChooseTarget", "data": {"target": {"Object": shackles}}})
    resolve(game)
    controller = game.object(bears)["controller"]
    print(f"Nicole phases the Shackles out ({phased(game, shackles)}): the Bears are controlled by seat "
          f"{controller} (should be: seat 1, Nicole)")
    return controller == 0


def no_untap_choice_after_phasing_in() -> bool:
    """702.26a, 502.3: a permanent that phased in may stay tapped ("you may choose not to untap")."""
    game = new_game([SHACKLES, BEARS, RIPPLE, ISLAND], ["Vedalken Shackles"] * 20 + ["Island"] * 40,
                    ["Reality Ripple"] * 50 + ["Island"] * 10)
    asked = []

    def keep_tapped(game, prompt):
        if prompt["type"] != "UntapChoice":
            return False
        asked.append(prompt["data"]["candidates"])
        game.apply(0, {"type": "ChooseUntap", "data": {"object_id": prompt["data"]["candidates"][0], "untap": False}})
        return True

    play_until(game, at(1, "PreCombatMain"))
    shackles = do(game, 0, "CastSpell", "Vedalken Shackles")
    resolve(game)
    play_until(game, at(3, "PreCombatMain"))
    game.apply(0, {"type": "Debug", "data": {"type": "SetTapped", "data": {"object_id": shackles, "tapped": True}}})
    game.apply(0, {"type": "PassPriority"})
    do(game, 1, "CastSpell", "Reality Ripple")
    if game.waiting_for()["type"] == "TargetSelection":
        game.apply(1, {"type": "ChooseTarget", "data": {"target": {"Object": shackles}}})
    resolve(game)
    print(f"turn 3: Nicole phases Amy's tapped Shackles out ({phased(game, shackles)})")
    play_until(game, at(5, "Upkeep"), keep_tapped)
    tapped = game.object(shackles)["tapped"]
    print(f"turn 5: the Shackles phased in ({phased(game, shackles)}); phase.rs offered the untap choice "
          f"{len(asked)} time(s); the Shackles are {'tapped' if tapped else 'untapped'} "
          "(should be: asked once, kept tapped)")
    return not asked


def imps_phasing_at_turn_5(lands: bool = True):
    """Amy's Ivory Tower and two Teferi's Imps, one phasing out and one in as her turn 5 begins."""
    game = new_game([TOWER, IMP, ISLAND], ["Ivory Tower"] * 10 + ["Teferi's Imp"] * 20 + ["Island"] * 30,
                    ["Island"] * 60)
    play_until(game, at(1, "PreCombatMain"), lands=lands)
    do(game, 0, "CastSpell", "Ivory Tower")
    resolve(game)
    do(game, 0, "CastSpell", "Teferi's Imp")
    resolve(game)
    play_until(game, at(3, "PreCombatMain"), lands=lands)
    do(game, 0, "CastSpell", "Teferi's Imp")
    resolve(game)
    play_until(game, lambda game: game.turn == 5 and game.phase == "Upkeep"
               or game.waiting_for()["type"] == "OrderTriggers", lands=lands)
    return game


def upkeep_trigger_stacked_first() -> bool:
    """603.3b: triggers from the untap step and the upkeep's beginning go on the stack together."""
    game = imps_phasing_at_turn_5()
    stacked = [entry["kind"]["data"]["ability"]["description"] for entry in game.stack()]
    prompt = game.waiting_for()
    waiting = [t["description"] for t in prompt["data"].get("triggers", [])]
    print(f"turn 5, Amy's upkeep: on the stack already: {stacked}")
    print(f"phase.rs asks Amy ({prompt['type']}) to order only: {waiting}")
    print("(should be: nothing on the stack yet, all three to order together)")
    return bool(stacked)


def phasing_triggers_lost_after_cleanup_discard() -> bool:
    """603.2, 702.26a: the Imps' abilities trigger as they phase, whatever happened in the cleanup step."""
    game = imps_phasing_at_turn_5(lands=False)  # Nicole holds 8 cards in her cleanup steps and discards
    imps = [t["description"] for t in (game.waiting_for()["data"] or {}).get("triggers", [])]
    imps += [e["kind"]["data"]["ability"]["description"] for e in game.stack()
             if e["kind"]["data"]["ability"]["description"].startswith("Whenever")]
    print(f"turn 5, Amy's upkeep, after Nicole discarded to hand size: Imp abilities triggered: {imps}"
          " (should be: both)")
    return not imps


def target(game, seat, object_id):
    """Answer phase.rs's target prompt, if it asks, with this object."""
    if game.waiting_for()["type"] == "TargetSelection":
        game.apply(seat, {"type": "ChooseTarget", "data": {"target": {"Object": object_id}}})


def control_shown_after_the_effect_ended() -> bool:
    """702.26f: a control effect may end while its permanent is phased out; then it no longer applies."""
    game = new_game([TREASON, RIPPLE, GIANT, ISLAND], ["Act of Treason"] * 20 + ["Reality Ripple"] * 20
                    + ["Island"] * 20, ["Hill Giant"] * 30 + ["Island"] * 30)
    play_until(game, at(2, "PreCombatMain"))
    giant = do(game, 1, "CastSpell", "Hill Giant")
    resolve(game)
    play_until(game, at(3, "PreCombatMain"))
    do(game, 0, "CastSpell", "Act of Treason")
    target(game, 0, giant)
    resolve(game)
    do(game, 0, "CastSpell", "Reality Ripple")
    target(game, 0, giant)
    resolve(game)
    print(f"turn 3: Amy takes Nicole's Hill Giant with Act of Treason and phases it out ({phased(game, giant)})")
    play_until(game, at(4, "Upkeep"))
    effects = [e["source_name"] for e in game.state()["state"]["transient_continuous_effects"]]
    controller = game.object(giant)["controller"]
    print(f"turn 4, Nicole's upkeep: phase.rs's continuous effects: {effects}; the phased-out Giant is controlled "
          f"by seat {controller} (should be: seat 1, Nicole)")
    return controller == 0


def blocker_stops_blocking() -> bool:
    """509.1g, 506.4: a blocking creature stays blocking when the attacker it blocks leaves combat."""
    game = new_game([BEARS, RIPPLE, GIANT, ISLAND], ["Grizzly Bears"] * 20 + ["Reality Ripple"] * 20 + ["Island"] * 20,
                    ["Hill Giant"] * 30 + ["Island"] * 30)
    play_until(game, at(1, "PreCombatMain"))
    bears = do(game, 0, "CastSpell", "Grizzly Bears")
    resolve(game)
    play_until(game, at(2, "PreCombatMain"))
    giant = do(game, 1, "CastSpell", "Hill Giant")
    resolve(game)
    play_until(game, lambda game: game.waiting_for()["type"] == "DeclareAttackers" and game.turn == 3)
    game.apply(0, {"type": "DeclareAttackers", "data": {"attacks": [[bears, {"type": "Player", "data": 1}]],
                                                         "bands": []}})
    while game.waiting_for()["type"] != "DeclareBlockers":
        game.apply(game.priority_player(), {"type": "PassPriority"})
    game.apply(1, {"type": "DeclareBlockers", "data": {"assignments": [[giant, bears]]}})
    print(f"turn 3: Amy's Bears attack, Nicole's Giant ({giant}) blocks them: phase.rs's combat has blockers {combat_blockers(game)}")
    do(game, 0, "CastSpell", "Reality Ripple")
    target(game, 0, bears)
    resolve(game)
    blocking = combat_blockers(game)
    print(f"Amy phases the Bears out ({phased(game, bears)}): blockers {blocking} (should be: [{giant}], the Giant)")
    return giant not in blocking


def combat_blockers(game):
    return sorted(int(b) for b in (game.state()["state"]["combat"] or {}).get("blocker_to_attacker", {}))


def delayed_sacrifice_of_a_phased_out_creature() -> bool:
    """702.26b: a delayed trigger can't affect a phased-out permanent (Sneak Attack's sacrifice)."""
    game = new_game([SNEAK_ATTACK, BEARS, RIPPLE, ISLAND], ["Sneak Attack"] * 10 + ["Grizzly Bears"] * 30
                    + ["Island"] * 20, ["Reality Ripple"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    do(game, 0, "CastSpell", "Sneak Attack")
    resolve(game)
    play_until(game, at(3, "PreCombatMain"))
    do(game, 0, "ActivateAbility", "Sneak Attack")
    bears = None
    while game.stack() or game.waiting_for()["type"] != "Priority":
        prompt = game.waiting_for()
        if prompt["type"] == "OptionalEffectChoice":
            game.apply(0, {"type": "DecideOptionalEffect", "data": {"accept": True}})
        elif prompt["type"] == "EffectZoneChoice":
            bears = next(c for c in prompt["data"]["cards"] if game.object(c)["name"] == "Grizzly Bears")
            game.apply(0, {"type": "SelectCards", "data": {"cards": [bears]}})
        else:
            game.apply(game.priority_player(), {"type": "PassPriority"})
    game.apply(0, {"type": "PassPriority"})
    do(game, 1, "CastSpell", "Reality Ripple")
    target(game, 1, bears)
    resolve(game)
    print(f"turn 3: Amy puts Grizzly Bears onto the battlefield with Sneak Attack; Nicole phases them out "
          f"({phased(game, bears)})")
    play_until(game, at(3, "End"))
    resolve(game)
    zone = game.object(bears)["zone"]
    print(f"turn 3, end step: Sneak Attack's delayed trigger resolves; the Bears are in zone {zone} "
          "(should be: Battlefield, phased out)")
    return zone != "Battlefield"


def protection_ends_at_end_of_turn() -> bool:
    """611.2a, 702.16b: Teferi's Protection's protection from everything lasts until its caster's next turn."""
    game = new_game([PROTECTION, VISION_CHARM, ISLAND], ["Teferi's Protection"] * 30 + ["Island"] * 30,
                    ["Vision Charm"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    do(game, 0, "CastSpell", "Teferi's Protection")
    resolve(game)
    print(f"turn 1: Amy casts Teferi's Protection; effects: {protection_effects(game)}")
    play_until(game, at(2, "PreCombatMain"))
    print(f"turn 2, Nicole's main phase: effects: {protection_effects(game)}")
    do(game, 1, "CastSpell", "Vision Charm")
    game.apply(1, {"type": "SelectModes", "data": {"indices": [0]}})
    legal = game.waiting_for()["data"]["selection"]["current_legal_targets"]
    print(f"Nicole casts Vision Charm (target player mills four cards): legal targets {legal} "
          "(should be: Nicole only, {'Player': 1})")
    return {"Player": 0} in legal


def protection_effects(game):
    """Teferi's Protection's effects in force, as (what, how long)."""
    def what(modification):
        return modification.get("mode") or f"{modification['type']} {modification.get('keyword')}"

    def until(duration):
        return "until end of turn" if duration == "UntilEndOfTurn" else "until Amy's next turn" if (
            isinstance(duration, dict) and "UntilNextTurnOf" in duration) else str(duration)
    return [f"{what(m)} {until(e['duration'])}" for e in game.state()["state"]["transient_continuous_effects"]
            for m in e["modifications"]]


def none_chosen_phases_out_everything() -> bool:
    """115.6: "any number of target ..." allows no target; a spell cast with none phases nothing out."""
    game = new_game([CONCEALMENT, BEARS, ANTHEM, ISLAND], ["Grizzly Bears"] * 20 + ["Glorious Anthem"] * 20
                    + ["Clever Concealment"] * 20, ["Island"] * 60)
    play_until(game, at(1, "PreCombatMain"))
    bears, anthem = cast(game, 0, "Grizzly Bears"), cast(game, 0, "Glorious Anthem")
    do(game, 0, "CastSpell", "Clever Concealment")
    while game.waiting_for()["type"] != "Priority":
        prompt = game.waiting_for()
        if prompt["type"] == "TargetSelection":  # no target at all
            game.apply(0, {"type": "ChooseTarget", "data": {"target": None}})
        else:  # ManaPayment (convoke): pay with mana, tap no creature
            game.apply(0, {"type": "PassPriority"})
    chosen = game.stack()[-1]["kind"]["data"]["ability"]["targets"]
    resolve(game)
    print(f"turn 1: Amy casts Clever Concealment with targets {chosen}; the Bears are {phased(game, bears)}, the "
          f"Anthem is {phased(game, anthem)} (should be: both PhasedIn)")
    return phased(game, bears) != "PhasedIn"


def vermin_without_a_victim() -> bool:
    """603.3d: Diseased Vermin's upkeep ability needs an opponent it damaged; with none it is removed."""
    game = new_game([VERMIN, ISLAND], ["Diseased Vermin"] * 30 + ["Island"] * 30, ["Island"] * 60)
    play_until(game, at(1, "PreCombatMain"))
    cast(game, 0, "Diseased Vermin")
    play_until(game, lambda game: game.turn == 3 and game.phase == "Upkeep" and game.stack())
    targets = [entry["kind"]["data"]["ability"].get("targets") for entry in game.stack()]
    print(f"turn 3, Amy's upkeep: the Vermin, which never dealt damage, has its ability on the stack targeting "
          f"{targets} (should be: no ability on the stack, Nicole was never dealt damage by it)")
    return bool(targets)


def attachment_back_as_host_leaves() -> bool:
    """702.26a, 702.26g: an Equipment phased out on its own phases in while its creature phases out; it
    was phased out as the creature phased out, so it does not phase out with it."""
    game = new_game([CROCODILE, MORNINGSTAR, RIPPLE, ISLAND], ["Sandbar Crocodile"] * 20
                    + ["Vulshok Morningstar"] * 20 + ["Island"] * 20, ["Reality Ripple"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    crocodile, morningstar = cast(game, 0, "Sandbar Crocodile"), cast(game, 0, "Vulshok Morningstar")
    do(game, 0, "ActivateAbility", "Vulshok Morningstar")
    target(game, 0, crocodile)
    resolve(game)
    play_until(game, at(2, "PreCombatMain"))
    do(game, 1, "CastSpell", "Reality Ripple")
    target(game, 1, morningstar)
    resolve(game)
    print(f"turn 2: Nicole phases out Amy's Morningstar, attached to the Crocodile ({phased(game, morningstar)}); "
          f"the Crocodile is {phased(game, crocodile)}")
    play_until(game, at(3, "Upkeep"))
    print(f"turn 3, Amy's upkeep: the Crocodile is {phased(game, crocodile)}, the Morningstar "
          f"{phased(game, morningstar)} (should be: PhasedIn)")
    return phased(game, morningstar) != "PhasedIn"


def control_outlives_its_player() -> bool:
    """800.4a, 702.26n: when a player leaves, the effects giving them control end; what phased out
    under them phases in after their turn would have begun."""
    game = new_game([DOMINATE, BEARS, RIPPLE, ISLAND], ["Dominate"] * 30 + ["Reality Ripple"] * 30,
                    ["Grizzly Bears"] * 60, ["Island"] * 60)
    play_until(game, at(2, "PreCombatMain"), lands=False)
    bears = cast(game, 1, "Grizzly Bears")
    play_until(game, at(4, "PreCombatMain"), lands=False)
    do(game, 0, "CastSpell", "Dominate")
    while game.waiting_for()["type"] != "Priority":
        prompt = game.waiting_for()
        if prompt["type"] == "ChooseXValue":
            game.apply(0, {"type": "ChooseX", "data": {"value": 2}})
        else:
            target(game, 0, bears)
    resolve(game)
    do(game, 0, "CastSpell", "Reality Ripple")
    target(game, 0, bears)
    resolve(game)
    print(f"turn 4: Amy takes Nicole's Bears with Dominate and phases them out ({phased(game, bears)}, "
          f"controlled by seat {game.object(bears)['controller']})")
    game.apply(0, {"type": "Concede", "data": {"player_id": 0}})
    controller = game.object(bears)["controller"]
    print(f"Amy concedes: the Bears are controlled by seat {controller} (should be: seat 1, Nicole)")
    later = game.turn + 4  # Nicole and Oscar have each had two turns: Amy's would have begun between them
    play_until(game, at(later, "Upkeep"), lands=False)
    print(f"turn {later}: the Bears are {phased(game, bears)} (should be: PhasedIn, since the untap step that followed "
          "the turn Amy's would have been)")
    return controller == 0 or phased(game, bears) != "PhasedIn"


def phased_out_ability_activated() -> bool:
    """702.26b: the activated abilities of a phased-out permanent can't be activated."""
    game = new_game([SNEAK_ATTACK, CONCEALMENT, BEARS, ISLAND], ["Sneak Attack"] * 20 + ["Clever Concealment"] * 20
                    + ["Grizzly Bears"] * 20, ["Island"] * 60)
    play_until(game, at(1, "PreCombatMain"))
    attack = cast(game, 0, "Sneak Attack")
    do(game, 0, "CastSpell", "Clever Concealment")
    while game.waiting_for()["type"] != "Priority":
        if game.waiting_for()["type"] == "TargetSelection":
            slot = game.waiting_for()["data"]["selection"]
            game.apply(0, {"type": "ChooseTarget",
                           "data": {"target": {"Object": attack} if not slot.get("selected_slots") else None}})
        else:
            game.apply(0, {"type": "PassPriority"})
    resolve(game)
    offered = [a for a in game.actions() if a.kind == "ActivateAbility" and a.data.get("source_id") == attack]
    print(f"turn 1: Amy phases out her Sneak Attack with Clever Concealment ({phased(game, attack)}); phase.rs offers "
          f"{len(offered)} activation(s) of its ability (should be: none)")
    return bool(offered)


OPPRESSOR_TEXT = ("You may choose not to untap Callous Oppressor during your untap step.\n{}\n{{T}}: Gain control of "
                  "target creature that isn't of the chosen type for as long as Callous Oppressor remains tapped.")


def chosen_type_restriction_dropped() -> bool:
    """115.1, 601.2c: "target creature that isn't of the chosen type" can't target a creature of that type."""
    dropped = False
    for choosing in ("As Callous Oppressor enters, an opponent chooses a creature type.",  # the Oracle text
                     "As Callous Oppressor enters, choose a creature type."):  # one phase.rs parses whole
        face = card("Callous Oppressor", OPPRESSOR_TEXT.format(choosing), ["Creature"], "{1}{U}{U}", ["Octopus"],
                    pt=("1", "2"))
        ability = next(a for a in face["abilities"] if a["kind"] == "Activated")
        target = ability["effect"]["target"]
        print(f'"{choosing}": the gain-control ability targets {json.dumps(target)} (should be: a creature that is '
              "not of the chosen type)")
        dropped = dropped or "Chosen" not in json.dumps(target)
    return dropped


BUGS = {"untap-while-phased-out": untap_while_phased_out,
        "control-survives-phase-out": control_survives_phase_out,
        "no-untap-choice-after-phasing-in": no_untap_choice_after_phasing_in,
        "upkeep-trigger-stacked-first": upkeep_trigger_stacked_first,
        "phasing-triggers-lost-after-cleanup-discard": phasing_triggers_lost_after_cleanup_discard,
        "control-shown-after-the-effect-ended": control_shown_after_the_effect_ended,
        "blocker-stops-blocking": blocker_stops_blocking,
        "delayed-sacrifice-of-a-phased-out-creature": delayed_sacrifice_of_a_phased_out_creature,
        "protection-ends-at-end-of-turn": protection_ends_at_end_of_turn,
        "none-chosen-phases-out-everything": none_chosen_phases_out_everything,
        "vermin-without-a-victim": vermin_without_a_victim,
        "attachment-back-as-host-leaves": attachment_back_as_host_leaves,
        "control-outlives-its-player": control_outlives_its_player,
        "phased-out-ability-activated": phased_out_ability_activated,
        "chosen-type-restriction-dropped": chosen_type_restriction_dropped}


def main(names: list[str]) -> int:
    shown = 0
    for name in names or list(BUGS):
        print(f"== {name}")
        still = BUGS[name]()
        print("   -> the bug shows" if still else "   -> fixed")
        shown += still
    return shown


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
