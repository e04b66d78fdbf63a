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
BATTERSKULL = card("Batterskull", "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ "
                   "creature token, then attach this to it.)\nEquipped creature gets +4/+4 and has vigilance and "
                   "lifelink.\n{3}: Return Batterskull to its owner's hand.\nEquip {5}", ["Artifact"], "{5}",
                   ["Equipment"], keywords=["Living weapon", "Equip"])
BOOMERANG = card("Boomerang", "Return target permanent to its owner's hand.", ["Instant"], "{U}{U}")
EXOSKELETON = card("Grafted Exoskeleton", "Equipped creature gets +2/+2 and has infect.\nWhenever Grafted Exoskeleton "
                   "becomes unattached from a permanent, sacrifice that permanent.\nEquip {2}", ["Artifact"], "{4}",
                   ["Equipment"], keywords=["Equip"])
OBLIVION_RING = card("Oblivion Ring", "When Oblivion Ring enters, exile another target nonland permanent.\nWhen "
                     "Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its "
                     "owner's control.", ["Enchantment"], "{2}{W}")
OUBLIETTE = card("Oubliette", "When Oubliette enters, target creature phases out until Oubliette leaves the "
                 "battlefield. Tap that creature as it phases in this way.", ["Enchantment"], "{1}{B}{B}")
SCEPTER = card("Isochron Scepter", "Imprint — When Isochron Scepter enters, you may exile an instant card with mana "
               "value 2 or less from your hand.\n{2}, {T}: You may copy the exiled card. If you do, you may cast the "
               "copy without paying its mana cost.", ["Artifact"], "{2}")
# Two cards outside phasecheck's catalogue, which phase.rs parses whole: a control change of any permanent until end of
# turn, and a land put onto the battlefield at instant speed.
SEIZING = card("Word of Seizing", "Split second\nUntap target permanent and gain control of it until end of turn. It "
               "gains haste until end of turn.", ["Instant"], "{3}{R}{R}", keywords=["Split second"])
ATLAS = card("Walking Atlas", "{T}: You may put a land card from your hand onto the battlefield.",
             ["Artifact", "Creature"], "{2}", ["Construct"], pt=("1", "1"))


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
    bears = resolve_choosing(game, 0, "Grizzly Bears")
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


def cast_with_x(game, seat, name, x, object_id):
    """Cast ``name`` with this X, targeting this object, and let it resolve."""
    do(game, seat, "CastSpell", name)
    while game.waiting_for()["type"] != "Priority":
        if game.waiting_for()["type"] == "ChooseXValue":
            game.apply(seat, {"type": "ChooseX", "data": {"value": x}})
        else:
            target(game, seat, object_id)
    resolve(game)


def resolve_choosing(game, seat, name):
    """Resolve the stack; the player says yes to each "you may" and picks the card named ``name``; its id."""
    chosen = None
    while game.stack() or game.waiting_for()["type"] != "Priority":
        prompt = game.waiting_for()
        if prompt["type"] == "OptionalEffectChoice":
            game.apply(seat, {"type": "DecideOptionalEffect", "data": {"accept": True}})
        elif prompt["type"] == "EffectZoneChoice":
            chosen = next(c for c in prompt["data"]["cards"] if game.object(c)["name"] == name)
            game.apply(seat, {"type": "SelectCards", "data": {"cards": [chosen]}})
        else:
            game.apply(game.priority_player(), {"type": "PassPriority"})
    return chosen


def respond(game, seat, name, object_id):
    """The active player passes priority with something on the stack; ``seat`` casts ``name`` targeting
    this object in response, and it resolves (what it answered, and what triggered meanwhile, wait)."""
    game.apply(game.priority_player(), {"type": "PassPriority"})
    spell = do(game, seat, "CastSpell", name)
    target(game, seat, object_id)
    while any(entry["source_id"] == spell for entry in game.stack()):
        game.apply(game.priority_player(), {"type": "PassPriority"})


def controller_change_stays_in_combat() -> bool:
    """506.4: a creature whose controller changes is removed from combat."""
    game = new_game([BEARS, DOMINATE, ISLAND], ["Grizzly Bears"] * 30 + ["Island"] * 30,
                    ["Dominate"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    bears = cast(game, 0, "Grizzly Bears")
    play_until(game, lambda game: game.waiting_for()["type"] == "DeclareAttackers" and game.turn == 3)
    game.apply(0, {"type": "DeclareAttackers", "data": {"attacks": [[bears, {"type": "Player", "data": 1}]],
                                                         "bands": []}})
    game.apply(0, {"type": "PassPriority"})
    cast_with_x(game, 1, "Dominate", 2, bears)
    attackers = combat_attackers(game)
    print(f"turn 3: Amy's Bears ({bears}) attack Nicole, who takes them with Dominate: they are controlled by seat "
          f"{game.object(bears)['controller']}; phase.rs's combat has attackers {attackers} (should be: [])")
    play_until(game, at(3, "PostCombatMain"), no_blocks)
    life = game.player(1)["life"]
    print(f"after combat: Nicole has {life} life (should be: 20, the Bears removed from combat deal no damage)")
    return bool(attackers) or life != 20


def combat_attackers(game):
    return [a["object_id"] for a in (game.state()["state"]["combat"] or {}).get("attackers", [])]


def ability_acts_on_its_phased_out_source() -> bool:
    """702.26b: an ability that resolves after its source phased out can't affect that source."""
    game = new_game([BATTERSKULL, RIPPLE, ISLAND], ["Batterskull"] * 30 + ["Island"] * 30,
                    ["Reality Ripple"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    batterskull = cast(game, 0, "Batterskull")
    do(game, 0, "ActivateAbility", "Batterskull")  # {3}: Return Batterskull to its owner's hand.
    respond(game, 1, "Reality Ripple", batterskull)
    print(f"turn 1: Amy activates Batterskull's return to hand; Nicole phases it out in response "
          f"({phased(game, batterskull)})")
    resolve(game)
    zone = game.object(batterskull)["zone"]
    print(f"the ability resolves: Batterskull is in zone {zone} (should be: Battlefield, phased out)")
    game = new_game([BEARS, GIANT, MORNINGSTAR, RIPPLE, ISLAND], ["Grizzly Bears"] * 20 + ["Hill Giant"] * 20
                    + ["Vulshok Morningstar"] * 20, ["Reality Ripple"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    bears, giant = cast(game, 0, "Grizzly Bears"), cast(game, 0, "Hill Giant")
    morningstar = cast(game, 0, "Vulshok Morningstar")
    do(game, 0, "ActivateAbility", "Vulshok Morningstar")
    target(game, 0, bears)
    resolve(game)
    do(game, 0, "ActivateAbility", "Vulshok Morningstar")
    target(game, 0, giant)
    respond(game, 1, "Reality Ripple", morningstar)
    print(f"turn 1: Amy moves her Morningstar from the Bears ({bears}) to the Giant ({giant}); Nicole phases it out in "
          f"response ({phased(game, morningstar)})")
    resolve(game)
    host = (game.object(morningstar)["attached_to"] or {}).get("data")
    print(f"the equip ability resolves: the phased-out Morningstar is attached to {host} (should be: {bears}, the "
          "Bears)")
    game = new_game([VERMIN, RIPPLE, ISLAND], ["Diseased Vermin"] * 30 + ["Island"] * 30,
                    ["Reality Ripple"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    vermin = cast(game, 0, "Diseased Vermin")
    play_until(game, lambda game: game.waiting_for()["type"] == "DeclareAttackers" and game.turn == 3)
    game.apply(0, {"type": "DeclareAttackers", "data": {"attacks": [[vermin, {"type": "Player", "data": 1}]],
                                                         "bands": []}})
    play_until(game, lambda game: bool(game.stack()), no_blocks)
    respond(game, 1, "Reality Ripple", vermin)
    print(f"turn 3: Amy's Diseased Vermin deals Nicole combat damage; Nicole phases it out in response to its ability "
          f"({phased(game, vermin)})")
    resolve(game)
    counters = game.object(vermin)["counters"].get("infection", 0)
    print(f"the ability resolves: the phased-out Vermin has {counters} infection counter(s) (should be: 0)")
    return zone != "Battlefield" or host != bears or counters != 0


def no_blocks(game, prompt):
    """An ``on_prompt`` for play_until: Nicole declares no blockers."""
    if prompt["type"] != "DeclareBlockers":
        return False
    game.apply(1, {"type": "DeclareBlockers", "data": {"assignments": []}})
    return True


def sacrifice_of_what_another_player_controls() -> bool:
    """701.21a: a player can sacrifice only a permanent they control (Sneak Attack's delayed sacrifice)."""
    game = new_game([SNEAK_ATTACK, GIANT, DOMINATE, ISLAND], ["Sneak Attack"] * 10 + ["Hill Giant"] * 30
                    + ["Island"] * 20, ["Dominate"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    cast(game, 0, "Sneak Attack")
    play_until(game, at(3, "PreCombatMain"))
    do(game, 0, "ActivateAbility", "Sneak Attack")
    giant = resolve_choosing(game, 0, "Hill Giant")
    game.apply(0, {"type": "PassPriority"})
    cast_with_x(game, 1, "Dominate", 4, giant)
    print(f"turn 3: Amy puts Hill Giant onto the battlefield with Sneak Attack; Nicole takes it with Dominate "
          f"(controlled by seat {game.object(giant)['controller']})")
    play_until(game, at(3, "End"))
    resolve(game)
    zone = game.object(giant)["zone"]
    print(f"turn 3, end step: Amy's delayed sacrifice resolves; the Giant is in zone {zone} (should be: Battlefield, "
          "Nicole's)")
    return zone != "Battlefield"


def no_state_based_actions_in_cleanup() -> bool:
    """514.3a, 704.5j: the legend rule applies in the cleanup step, as a control effect ends there."""
    game = new_game([SEIZING, TEFERIS_ISLE, ATLAS, ISLAND], ["Word of Seizing"] * 60,
                    ["Teferi's Isle"] * 30 + ["Walking Atlas"] * 30)
    play_until(game, at(2, "PreCombatMain"), lands=False)
    cast(game, 1, "Walking Atlas")
    play_until(game, at(4, "PreCombatMain"), lands=False)
    borrowed = do(game, 1, "PlayLand", "Teferi's Isle")
    play_until(game, at(5, "PreCombatMain"), lands=False)
    do(game, 0, "CastSpell", "Word of Seizing")
    target(game, 0, borrowed)
    resolve(game)
    game.apply(0, {"type": "PassPriority"})
    do(game, 1, "ActivateAbility", "Walking Atlas")
    isle = resolve_choosing(game, 1, "Teferi's Isle")
    print(f"turn 5: Amy takes Nicole's Teferi's Isle ({borrowed}) with Word of Seizing until end of turn; Nicole puts "
          f"another ({isle}) onto the battlefield with Walking Atlas")
    play_until(game, at(5, "End"), lands=False)
    events = []
    while game.turn == 5:
        events += [e["type"] for e in game.apply(game.priority_player(), {"type": "PassPriority"}).events]
    steps = [e for e in events if e in ("ControllerChanged", "TurnStarted", "PermanentPhasedOut")]
    where = [(game.object(i)["zone"], phased(game, i)) for i in (borrowed, isle)]
    print(f"turn 5, cleanup step, to turn 6's upkeep, phase.rs's events: {steps}; the Isles are "
          f"{'; '.join(f'{i}: {zone}, {status}' for i, (zone, status) in zip((borrowed, isle), where))} (should be: "
          "one in Nicole's graveyard by the legend rule in the cleanup step, the other phased out)")
    play_until(game, lambda game: game.turn == 8 and game.phase == "Upkeep", lands=False)
    print(f"turn 8, Nicole's upkeep: both Isles phase in together, and phase.rs applies the legend rule to them "
          f"({game.waiting_for()['type']})")
    return all(zone == "Battlefield" for zone, _ in where)


def no_unattach_trigger_as_equipment_leaves() -> bool:
    """603.10c: an Equipment that leaves the battlefield becomes unattached; Grafted Exoskeleton's ability triggers."""
    game = new_game([BEARS, EXOSKELETON, BOOMERANG, ISLAND], ["Grizzly Bears"] * 30 + ["Grafted Exoskeleton"] * 30,
                    ["Boomerang"] * 50 + ["Island"] * 10)
    play_until(game, at(1, "PreCombatMain"))
    bears, exoskeleton = cast(game, 0, "Grizzly Bears"), cast(game, 0, "Grafted Exoskeleton")
    do(game, 0, "ActivateAbility", "Grafted Exoskeleton")
    target(game, 0, bears)
    resolve(game)
    play_until(game, at(2, "PreCombatMain"))
    do(game, 1, "CastSpell", "Boomerang")
    target(game, 1, exoskeleton)
    resolve(game)
    zone = game.object(bears)["zone"]
    print(f"turn 2: Nicole returns Amy's Grafted Exoskeleton, attached to her Bears, to her hand (zone "
          f"{game.object(exoskeleton)['zone']}); the Bears are in zone {zone} (should be: Graveyard, sacrificed)")
    return zone == "Battlefield"


def oblivion_ring_exiles_nothing_after_leaving() -> bool:
    """113.7a and the card's ruling: the Ring's exile ability resolves after the Ring has left, and exiles for good."""
    game = new_game([GIANT, OBLIVION_RING, BOOMERANG, ISLAND], ["Oblivion Ring"] * 60,
                    ["Hill Giant"] * 30 + ["Boomerang"] * 30)
    play_until(game, at(2, "PreCombatMain"))
    giant = cast(game, 1, "Hill Giant")
    play_until(game, at(3, "PreCombatMain"))
    ring = do(game, 0, "CastSpell", "Oblivion Ring")
    game.apply(0, {"type": "PassPriority"})
    game.apply(1, {"type": "PassPriority"})
    target(game, 0, giant)
    respond(game, 1, "Boomerang", ring)
    stack = [entry["kind"]["data"]["ability"]["description"].split(",")[0] for entry in game.stack()]
    print(f"turn 3: Amy's Oblivion Ring enters, its ability targeting Nicole's Giant; Nicole returns the Ring to Amy's "
          f"hand (zone {game.object(ring)['zone']}); on the stack, from the bottom: {stack}")
    zones = []
    while game.stack():
        left = len(game.stack())
        while len(game.stack()) == left:
            game.apply(game.priority_player(), {"type": "PassPriority"})
        zones.append(game.object(giant)["zone"])
    print(f"the two abilities resolve, the leave ability first: after each the Giant is in zone {zones} (should be: "
          "Battlefield, then Exile, for good)")
    return zones[-1] != "Exile"


def oubliette_phases_out_after_leaving() -> bool:
    """610.4 and the card's ruling: Oubliette gone before its ability resolves, the creature doesn't phase out."""
    game = new_game([GIANT, OUBLIETTE, BOOMERANG, ISLAND], ["Oubliette"] * 60, ["Hill Giant"] * 30 + ["Boomerang"] * 30)
    play_until(game, at(2, "PreCombatMain"))
    giant = cast(game, 1, "Hill Giant")
    play_until(game, at(3, "PreCombatMain"))
    oubliette = do(game, 0, "CastSpell", "Oubliette")
    game.apply(0, {"type": "PassPriority"})
    game.apply(1, {"type": "PassPriority"})
    target(game, 0, giant)
    respond(game, 1, "Boomerang", oubliette)
    print(f"turn 3: Amy's Oubliette enters, its ability targeting Nicole's Giant; Nicole returns Oubliette to Amy's "
          f"hand (zone {game.object(oubliette)['zone']})")
    resolve(game)
    print(f"the ability resolves: the Giant is {phased(game, giant)} (should be: PhasedIn)")
    play_until(game, at(6, "Upkeep"))
    status = phased(game, giant)
    print(f"turn 6, after two of Nicole's untap steps: the Giant is {status} (should be: PhasedIn)")
    return status != "PhasedIn"


def oubliette_hold_outlives_its_owner() -> bool:
    """610.4, 800.4a: Oubliette leaves the game with its owner, and the creature it held phases in at once, tapped."""
    game = new_game([GIANT, OUBLIETTE, ISLAND], ["Island"] * 60, ["Hill Giant"] * 60, ["Oubliette"] * 60)
    play_until(game, at(2, "PreCombatMain"), lands=False)
    giant = cast(game, 1, "Hill Giant")
    play_until(game, at(3, "PreCombatMain"), lands=False)
    oubliette = do(game, 2, "CastSpell", "Oubliette")
    resolve(game)
    target(game, 2, giant)
    resolve(game)
    print(f"turn 3: Oscar's Oubliette phases out Nicole's Giant ({phased(game, giant)})")
    game.apply(2, {"type": "Concede", "data": {"player_id": 2}})
    giant_now = game.object(giant)
    status = phased(game, giant)
    print(f"Oscar concedes: Oubliette is in zone {game.object(oubliette)['zone']}; the Giant is {status}, "
          f"{'tapped' if giant_now['tapped'] else 'untapped'} (should be: PhasedIn, tapped)")
    play_until(game, at(4, "Upkeep"), lands=False)
    print(f"turn 4, Amy's upkeep: the Giant is {phased(game, giant)} (should be: PhasedIn)")
    return status != "PhasedIn"


def scepter_copies_a_departed_players_card() -> bool:
    """800.4a, 607.2a: the card imprinted on Isochron Scepter leaves the game with its owner; nothing is copied."""
    game = new_game([SCEPTER, BOOMERANG, SEIZING, BEARS, ISLAND], ["Word of Seizing"] * 60,
                    ["Isochron Scepter"] * 30 + ["Boomerang"] * 30, ["Grizzly Bears"] * 60)
    play_until(game, at(2, "PreCombatMain"), lands=False)
    scepter = do(game, 1, "CastSpell", "Isochron Scepter")
    boomerang = resolve_choosing(game, 1, "Boomerang")
    play_until(game, at(3, "PreCombatMain"), lands=False)
    bears = cast(game, 2, "Grizzly Bears")
    play_until(game, at(4, "PreCombatMain"), lands=False)
    do(game, 0, "CastSpell", "Word of Seizing")
    target(game, 0, scepter)
    resolve(game)
    do(game, 0, "ActivateAbility", "Isochron Scepter")
    print("turn 4: Amy takes Nicole's Isochron Scepter, Boomerang imprinted on it, with Word of Seizing, and "
          "activates it; Nicole concedes")
    game.apply(1, {"type": "Concede", "data": {"player_id": 1}})
    print(f"Nicole has left: her Boomerang is in zone {game.object(boomerang)['zone']} (should be: out of the game)")
    copied = False
    while game.stack() or game.waiting_for()["type"] != "Priority":
        prompt = game.waiting_for()
        if prompt["type"] == "OptionalEffectChoice":
            game.apply(0, {"type": "DecideOptionalEffect", "data": {"accept": True}})
        elif prompt["type"] == "CopyRetarget":  # the copy of Boomerang asks for its target
            copied = True
            game.apply(0, {"type": "ChooseTarget", "data": {"target": {"Object": bears}}})
        else:
            game.apply(game.priority_player(), {"type": "PassPriority"})
    zone = game.object(bears)["zone"]
    print(f"Amy's ability resolves: a copy of Boomerang {'was' if copied else 'was not'} cast, and Oscar's Bears are "
          f"in zone {zone} (should be: no copy, the Bears on the Battlefield)")
    return copied or zone != "Battlefield"


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
        "chosen-type-restriction-dropped": chosen_type_restriction_dropped,
        "controller-change-stays-in-combat": controller_change_stays_in_combat,
        "ability-acts-on-its-phased-out-source": ability_acts_on_its_phased_out_source,
        "sacrifice-of-what-another-player-controls": sacrifice_of_what_another_player_controls,
        "no-state-based-actions-in-cleanup": no_state_based_actions_in_cleanup,
        "no-unattach-trigger-as-equipment-leaves": no_unattach_trigger_as_equipment_leaves,
        "oblivion-ring-exiles-nothing-after-leaving": oblivion_ring_exiles_nothing_after_leaving,
        "oubliette-phases-out-after-leaving": oubliette_phases_out_after_leaving,
        "oubliette-hold-outlives-its-owner": oubliette_hold_outlives_its_owner,
        "scepter-copies-a-departed-players-card": scepter_copies_a_departed_players_card}


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
