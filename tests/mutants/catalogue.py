"""The mutation catalogue: small wrong rules of the kind real engines have shipped.

Each mutant replaces one piece of the reference engine's source (``old``, present exactly once
in ``module``) with a wrong rule (``new``), and names the bug it imitates. The JSON scenarios
alone must kill every one: ``python -m tests.mutants.run`` plays the suite against each.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mutant:
    name: str
    #: the engine bug it imitates, in a line
    imitates: str
    module: str
    old: str
    new: str


E = "phasecheck.engine."

#: 702.26b: a phased-out permanent is treated as though it does not exist
DOES_NOT_EXIST = [
    Mutant("phased-out-counted", "phased-out permanents are counted as existing (draw for each creature counts them)",
           E + "model", "lambda: [o for o in self.objects.values() if o.exists]",
           "lambda: [o for o in self.objects.values() if o.zone is Zone.BATTLEFIELD]"),
    Mutant("phased-out-targetable", "a phased-out permanent can still be targeted",
           E + "stack", "if obj is None or not obj.exists:", "if obj is None or obj.zone is not Zone.BATTLEFIELD:"),
    Mutant("phased-out-statics-apply", "a phased-out permanent's static abilities still apply (Glorious Anthem)",
           E + "effects", "if not o.phased_out and not o.face_down", "if not o.face_down"),
    Mutant("phased-out-abilities-activate", "a phased-out permanent's activated abilities can be activated",
           E + "stack", "    if obj.phased_out:\n        raise IllegalActionError", "    if False:\n        raise IllegalActionError"),
    Mutant("phased-out-triggers", "a phased-out permanent's triggered abilities still trigger",
           E + "triggers", "for o in game.state.existing() if o.definition.triggered",
           "for o in game.state.battlefield() if o.definition.triggered"),
    Mutant("sba-see-phased-out", "state-based actions destroy a phased-out creature with lethal damage",
           E + "sba", "    to_graveyard: list[GameObject] = []\n    for obj in state.existing():",
           "    to_graveyard: list[GameObject] = []\n    for obj in state.battlefield():"),
    Mutant("phased-out-attacks-and-blocks", "a phased-out creature can be declared as an attacker or blocker",
           E + "combat", "    if not obj.exists:\n        raise IllegalActionError(f'\"{label}\" is not a phased-in",
           "    if obj.zone is not Zone.BATTLEFIELD:\n        raise IllegalActionError(f'\"{label}\" is not a phased-in"),
    Mutant("resolved-effect-includes-phased-out",
           "an effect from a resolved spell affects permanents that were phased out as it resolved (702.26e)",
           E + "effects", "return frozenset(o.oid for o in objects if o.exists)",
           "return frozenset(o.oid for o in objects if o.zone is Zone.BATTLEFIELD)"),
]

#: 702.26b, 506.4: removed from combat
COMBAT = [
    Mutant("stays-in-combat", "a creature that phases out stays in combat",
           E + "phasing", "ops.remove_from_combat(game, obj)  # 702.26b, 506.4", "pass"),
    Mutant("blocker-stays-in-combat", "a blocker that phases out is still blocking (only attackers are removed)",
           E + "operations", "    combat.blockers.pop(obj.oid, None)\n", ""),
    Mutant("attacker-unblocked-when-blocker-leaves",
           "an attacker whose blocker phased out becomes unblocked and deals damage to the player",
           E + "combat", "        if oid not in combat.blocked:", "        if not blockers:"),
]

#: 702.26a, 702.26m, 702.26p: the untap step
UNTAP_STEP = [
    Mutant("phases-in-for-owner", "a permanent phases in during its owner's untap step, not its controller's",
           E + "phasing", "and (o.phased_out_under == player or", "and (o.owner == player or"),
    Mutant("phased-out-under-owner", "a permanent is recorded as phased out under its owner, not its controller",
           E + "phasing", "obj.phased_out_under = chars[obj.oid].controller", "obj.phased_out_under = obj.owner"),
    Mutant("skipped-untap-still-phases", "phasing happens even when the untap step is skipped",
           E + "turns", "        begin_step(game, Step.UPKEEP, ending)  # 702.26m",
           "        phasing.untap_step_phasing(game, active)\n        begin_step(game, Step.UPKEEP, ending)  # 702.26m"),
    Mutant("untap-before-phasing", "permanents untap before phasing in the untap step",
           E + "turns", '''    phasing.untap_step_phasing(game, active)
    chars = game.chars()
    for obj in game.state.existing():
        if chars[obj.oid].controller != active or not obj.tapped:
            continue
        if obj.definition.may_stay_tapped and game.answered(active, "keep tapped", obj.label):
            continue
        ops.untap(game, obj)''', '''    chars = game.chars()
    for obj in game.state.existing():
        if chars[obj.oid].controller != active or not obj.tapped:
            continue
        if obj.definition.may_stay_tapped and game.answered(active, "keep tapped", obj.label):
            continue
        ops.untap(game, obj)
    phasing.untap_step_phasing(game, active)'''),
    Mutant("one-phasing-per-instance", "a permanent with two instances of phasing phases once per instance (702.26p)",
           E + "phasing", '''                 if chars[o.oid].controller == player and chars[o.oid].has("phasing")]''',
           '''                 if chars[o.oid].controller == player and chars[o.oid].has("phasing")]
    going_out += [o for o in going_out if "phasing" in o.definition.keywords
                  and any(a.attached_to == o.oid for a in game.state.battlefield())]'''),
    Mutant("out-then-in-one-after-the-other",
           "phasing out and phasing in are not simultaneous: what phases in is phased out again",
           E + "phasing", "    phase(game, going_out, coming_in)\n\n\ndef player_turn_passed_over",
           "    phase(game, (), coming_in)\n    phase(game, [o for o in game.state.existing() if game.chars()[o.oid].controller"
           " == player and game.chars()[o.oid].has('phasing')], ())\n\n\ndef player_turn_passed_over"),
    Mutant("untap-step-triggers-on-the-stack-at-once",
           "abilities that trigger in the untap step go on the stack at once, though no one gets priority there",
           E + "turns", "    if step is UPKEEP:  # after its triggers",
           "    if step is UNTAP:\n        game.priority_point()\n    if step is UPKEEP:  # after its triggers"),
    Mutant("cant-phase-out-ignored", "\"can't phase out\" (Ertai's Familiar) is ignored",
           E + "phasing", "return obj.exists and CANT_PHASE_OUT not in game.chars()[obj.oid].restrictions",
           "return obj.exists"),
]

#: 702.26d: no zone change, history kept
HISTORY = [
    Mutant("phasing-in-is-entering", "phasing in is treated as entering the battlefield (enters-tapped, imprint)",
           E + "phasing", "            game.emit(ev.PhasedIn(obj.label, obj.oid, indirectly))",
           "            game.emit(ev.PhasedIn(obj.label, obj.oid, indirectly))\n"
           "            obj.tapped = obj.tapped or obj.definition.enters_tapped\n"
           "            game.emit(ev.ZoneChanged(obj.label, obj.oid, obj.oid, None, 'battlefield'))"),
    Mutant("tokens-vanish", "phased-out tokens cease to exist under the current rules",
           E + "editions", '''        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return False''', '''        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return True'''),
    Mutant("counters-lost", "counters fall off a permanent as it phases out",
           E + "phasing", "            ops.remove_from_combat(game, obj)  # 702.26b, 506.4",
           "            ops.remove_from_combat(game, obj)  # 702.26b, 506.4\n            obj.counters = {}"),
    Mutant("phases-in-untapped", "a permanent always phases in untapped (its tapped status is forgotten)",
           E + "phasing", "            obj.phased_out_indirectly = False\n",
           "            obj.phased_out_indirectly = False\n            obj.tapped = False\n"),
    Mutant("face-down-turns-face-up", "a face-down permanent phases in face up",
           E + "phasing", "            obj.phased_out_under = None\n",
           "            obj.phased_out_under = None\n            obj.face_down = False\n"),
    Mutant("choices-forgotten", "choices made as a permanent entered are forgotten when it phases in",
           E + "phasing", "            if not indirectly:\n                _reattach_or_fall_off(game, obj)",
           "            obj.choices = ()\n            if not indirectly:\n                _reattach_or_fall_off(game, obj)"),
    Mutant("damage-history-forgotten", "a permanent forgets whom it has damaged when it phases out (Diseased Vermin)",
           E + "phasing", "            game.edition.on_phased_out(game, obj)",
           "            game.edition.on_phased_out(game, obj)\n            obj.damaged_players = ()"),
    Mutant("phased-in-is-summoning-sick", "a creature that phases in is summoning sick, as if it had just come under control",
           E + "phasing", "            game.edition.on_phased_in(game, obj, moment)",
           "            game.edition.on_phased_in(game, obj, moment)\n"
           "            obj.controlled_since = (game.controller(obj), game.state.turn.number)"),
    Mutant("phasing-resets-control", "phasing in ends the control effects on a permanent (it comes back to its owner)",
           E + "phasing", "            if tap:\n                ops.tap(game, obj)",
           "            if tap:\n                ops.tap(game, obj)\n"
           "            game.state.effects = [e for e in game.state.effects if obj.oid not in e.affected]"),
    Mutant("zone-change-on-phasing-out", "phasing out is reported and handled as leaving the battlefield",
           E + "phasing", "            game.emit(ev.PhasedOut(obj.label, obj.oid, indirectly))",
           "            game.emit(ev.PhasedOut(obj.label, obj.oid, indirectly))\n"
           "            game.emit(ev.ZoneChanged(obj.label, obj.oid, obj.oid, 'battlefield', 'exile'))"),
]

#: 702.26e, 702.26f: effects and durations
EFFECTS = [
    Mutant("for-as-long-as-sees-phased-out", '"for as long as" effects keep seeing a phased-out source',
           E + "effects", "return source is not None and source.exists and source.tapped",
           "return source is not None and source.zone is Zone.BATTLEFIELD and source.tapped"),
    Mutant("cleanup-skips-phased-out", "the cleanup step leaves damage on phased-out permanents",
           E + "turns", "    for obj in game.state.battlefield():\n        if obj.damage:",
           "    for obj in game.state.existing():\n        if obj.damage:"),
    Mutant("delayed-trigger-hits-phased-out", "a delayed trigger affects a permanent that is phased out (Sneak "
           "Attack's sacrifice)", E + "operations", "    if not obj.exists or game.controller(obj) != player:",
           "    if obj.zone is not Zone.BATTLEFIELD or game.controller(obj) != player:"),
    Mutant("until-phases-in-at-untap", "a permanent phased out \"until\" something happens phases in at its untap step",
           E + "phasing", " and o.phased_out_until is None\n", "\n"),
    Mutant("until-never-ends", "a permanent phased out until Oubliette leaves never phases in",
           E + "operations", "    release_until(game, obj.oid)", "    pass"),
    Mutant("control-change-stays-in-combat", "a creature whose controller changes goes on attacking or blocking (506.4)",
           E + "game", "            if obj.controlled_since is not None and obj.controlled_since[0] != c.controller:\n"
           "                ops.remove_from_combat(self, obj)\n            elif", "            if"),
    Mutant("until-ends-only-on-a-zone-change", "an \"until ~ leaves the battlefield\" wait ends when it moves to a zone, "
           "not when it ceases to exist or leaves the game with its owner",
           E + "operations", "        obj.zone = Zone.NOWHERE\n        if left_battlefield:\n            _after_leaving(game, obj)",
           "        obj.zone = Zone.NOWHERE"),
    Mutant("until-ends-on-phasing-out", "an \"until ~ leaves the battlefield\" wait ends when that permanent phases out",
           E + "phasing", "        if game.edition.phasing_out_is_leaving():  # 2003", "        if True:  # 2003"),
    Mutant("taps-whatever-phased-it-in", "Oubliette's creature is tapped as it phases in, whatever phased it in",
           E + "phasing", "(o, False, released and o.tap_as_it_phases_in)", "(o, False, o.tap_as_it_phases_in)"),
    Mutant("oubliette-taps-at-phase-out", "Oubliette taps the creature as it phases out instead of as it phases in",
           E + "phasing", "obj.phased_out_until, obj.tap_as_it_phases_in = until.oid, tap_as_it_phases_in",
           "obj.phased_out_until, obj.tap_as_it_phases_in = until.oid, tap_as_it_phases_in\n"
           "                ops.tap(game, obj)"),
]

#: 702.26g-j: attachments
ATTACHMENTS = [
    Mutant("no-indirect-phasing", "Auras and Equipment stay behind when their permanent phases out",
           E + "phasing", "indirect_out = _attached_closure(game, going_out, phased_out=False)", "indirect_out = []"),
    Mutant("indirect-stays-out", "Auras and Equipment that phased out indirectly don't phase in with their permanent",
           E + "phasing", "indirect_in = _attached_closure(game, coming_in, phased_out=True)", "indirect_in = []"),
    Mutant("indirect-phases-in-alone", "an indirectly phased-out Aura phases in by itself at its controller's untap step",
           E + "phasing", "if o.phased_out and not o.phased_out_indirectly and o.phased_out_until is None",
           "if o.phased_out and o.phased_out_until is None"),
    Mutant("one-level-of-attachments", "an Aura on an Equipment stays behind when the equipped creature phases out",
           E + "phasing", "                found.append(obj)\n                frontier.append(obj.oid)",
           "                found.append(obj)"),
    Mutant("direct-wins-over-indirect", "an Aura targeted with its creature phases out directly (702.26h)",
           E + "phasing", "direct_out = [o for o in going_out if o.oid not in indirect_oids]  # 702.26h",
           "direct_out = going_out\n    indirect_out = [o for o in indirect_out if o not in going_out]"),
    Mutant("direct-aura-phases-in-unattached", "an Aura that phased out on its own phases in unattached, host or not",
           E + "phasing", "    if host is None or host.zone is not Zone.BATTLEFIELD:\n        obj.attached_to = None",
           "    obj.attached_to = None"),
    Mutant("phasing-out-unattaches", "an Equipment phasing out \"becomes unattached\" (702.26j)",
           E + "phasing", "            game.edition.on_phased_out(game, obj)",
           "            game.edition.on_phased_out(game, obj)\n"
           "            if not indirectly and obj.attached_to is not None:\n"
           "                game.emit(ev.BecameUnattached(obj.label, obj.oid, '', obj.attached_to))"),
    Mutant("unattached-equipment-dies", "an unattached Equipment is put into the graveyard like an Aura",
           E + "sba", "            ops.unattach(game, obj)  # 704.5n", "            to_graveyard.append(obj)"),
]

#: 702.26k, 702.26n: players leaving
LEAVING = [
    Mutant("phased-out-stays-after-owner-leaves", "phased-out permanents stay when their owner leaves the game",
           E + "sba", "if obj.owner == name and obj.zone is not Zone.NOWHERE:",
           "if obj.owner == name and obj.zone is not Zone.NOWHERE and not obj.phased_out:"),
    Mutant("never-phases-in-after-controller-left",
           "a permanent that phased out under a player who left the game never phases in (702.26n)",
           E + "turns", "        phasing.player_turn_passed_over(game, candidate.name)\n", ""),
]

#: players: Teferi's Protection
PLAYERS = [
    Mutant("protection-does-not-prevent-damage", "protection from everything doesn't prevent damage to the player",
           E + "operations", "    if to_player is not None and fx.player_has(game.state, to_player, fx.PROTECTION_FROM_EVERYTHING):\n"
           "        return", "    if False:\n        return"),
    Mutant("protected-player-targetable", "a player with protection from everything can be targeted",
           E + "stack", "        if fx.player_has(game.state, target.player, fx.PROTECTION_FROM_EVERYTHING):\n"
           "            return False", "        if False:\n            return False"),
    Mutant("trigger-controlled-by-owner", "a triggered ability is controlled by its source's owner, not its controller",
           E + "triggers", "    return tuple([SourceView(o.oid, o.label, chars[o.oid].controller, o.definition.triggered)",
           "    return tuple([SourceView(o.oid, o.label, o.owner, o.definition.triggered)"),
    Mutant("game-goes-on-a-step-after-it-ends", "a game that ends as a player would first receive priority (a player "
           "at 0 life from the setup) moves on to the next step, whose turn-based actions happen (104.2a, 704.3)",
           E + "turns", "        if game.over:\n            return  # 104.2a: it ended as a player would have received priority",
           "        if False:\n            return  # 104.2a: it ended as a player would have received priority"),
]

#: the editions: each difference applied where it does not belong, or missing where it does
EDITIONS = [
    Mutant("current-phasing-out-is-leaving", "phasing out is leaving the battlefield under today's rules",
           E + "editions", '''        nothing that lasts "until" the permanent leaves ends."""
        return False''', '''        nothing that lasts "until" the permanent leaves ends."""
        return True'''),
    Mutant("current-removes-damage", "phasing out removes damage under today's rules",
           E + "editions", '''        stays marked, and effects that affect it simply run their course."""
''', '''        stays marked, and effects that affect it simply run their course."""
        obj.damage = 0
'''),
    Mutant("current-ends-limited-effects", "phasing out ends the effects of limited duration on a permanent (Giant Growth)",
           E + "editions", '''        stays marked, and effects that affect it simply run their course."""
''', '''        stays marked, and effects that affect it simply run their course."""
        fx.stop_affecting(game.state, obj.oid, limited_only=True)
'''),
    Mutant("current-haste-after-phasing-in", "a creature that phases in can attack as though it had haste under today's rules",
           E + "editions", '''        unbroken, so it neither comes under its controller's control again nor arrives anew."""
''', '''        unbroken, so it neither comes under its controller's control again nor arrives anew."""
        obj.haste_like_for = game.controller(obj)
'''),
    Mutant("current-echo-after-phasing-in", "phasing in makes echo due again under today's rules",
           E + "editions", '''        unbroken, so it neither comes under its controller's control again nor arrives anew."""
''', '''        unbroken, so it neither comes under its controller's control again nor arrives anew."""
        obj.control_moment = moment
'''),
    Mutant("current-old-legend-rule", "the old legend rule (all legends of a name, ties all die) under today's rules",
           E + "editions", '''        """704.5j: the legendary permanents the legend rule puts into their owners' graveyards."""
        return sba.one_per_controller(game, chars)''', '''        """704.5j: the legendary permanents the legend rule puts into their owners' graveyards."""
        return sba.newest_arrival_stays(game, chars)'''),
    Mutant("2009-tokens-survive", "phased-out tokens survive under the 2009 and 2013 rules (and 2003's)",
           E + "editions", '''        """702.25k (as the seeds quote it): phased-out tokens cease to exist as a state-based action."""
        return True''', '''        """702.25k (as the seeds quote it): phased-out tokens cease to exist as a state-based action."""
        return False'''),
    Mutant("2009-legend-rule-per-controller", "the Magic 2014 legend rule under the 2009 rules: each player keeps one",
           E + "editions", "        return sba.all_of_one_name(game, chars)", "        return sba.one_per_controller(game, chars)"),
    Mutant("2003-no-leaves-triggers", "phasing out isn't leaving play under the 2003 rules",
           E + "editions", '''        leaves-play abilities as usual, and what lasts until they leave play ends."""
        return True''', '''        leaves-play abilities as usual, and what lasts until they leave play ends."""
        return False'''),
    Mutant("2003-combat-damage-at-once", "combat damage is dealt at once, not put on the stack, under the 2003 rules",
           E + "editions", '''        priority, and the damage is dealt as assigned when it resolves."""
        return True''', '''        priority, and the damage is dealt as assigned when it resolves."""
        return False'''),
    Mutant("combat-damage-on-the-stack-today", "combat damage uses the stack under today's rules",
           E + "editions", '''        """510.2: combat damage is dealt as the combat damage step begins, without using the stack."""
        return False''', '''        """510.2: combat damage is dealt as the combat damage step begins, without using the stack."""
        return True'''),
    Mutant("2003-damage-to-a-creature-out-of-play", "combat damage on the stack is dealt to a creature that has phased out",
           E + "combat", "if creature is None or not creature.exists or", "if creature is None or"),
    Mutant("2003-no-mana-burn", "unused mana costs no life under the 2003 rules",
           E + "editions", "            if unused and player.in_game:\n                ops.lose_life(game, player.name, unused)",
           "            pass"),
    Mutant("2003-mana-empties-each-step", "mana empties as each step ends under the 2003 rules",
           E + "editions", "        if ending.phase == beginning.phase:\n            return\n", ""),
    Mutant("counters-never-annihilate", "+1/+1 and -1/-1 counters stay side by side under today's rules",
           E + "editions", '''        """704.5q: a permanent with both +1/+1 and -1/-1 counters loses the same number of each."""
        return True''', '''        """704.5q: a permanent with both +1/+1 and -1/-1 counters loses the same number of each."""
        return False'''),
    Mutant("2003-counters-annihilate", "+1/+1 and -1/-1 counters remove each other under the 2003 rules",
           E + "editions", '''        """Before Shadowmoor (2008) +1/+1 and -1/-1 counters stayed side by side."""
        return False''', '''        """Before Shadowmoor (2008) +1/+1 and -1/-1 counters stayed side by side."""
        return True'''),
    Mutant("division-ignored", "an attacker's damage is always divided the default way, whatever its controller answers",
           E + "combat", "    if chosen is not None:\n        division = _division(", "    if False:\n        division = _division("),
    Mutant("damage-assignment-order-today", "today's rules keep the damage assignment order of Magic 2010",
           E + "editions", '''        attacker's combat damage among its blockers as they choose."""
        return None''', '''        attacker's combat damage among its blockers as they choose."""
        return combat.announce_damage_assignment_order(game, attacker, blockers)'''),
    Mutant("no-damage-assignment-order-2009", "no damage assignment order under the 2009 and 2013 rules",
           E + "editions", "        return combat.announce_damage_assignment_order(game, attacker, blockers)",
           "        return None"),
    Mutant("2003-keeps-damage", "phasing out keeps damage under the 2003 rules",
           E + "editions", "        obj.damage = 0\n        fx.stop_affecting", "        fx.stop_affecting"),
    Mutant("2003-limited-effects-survive", "effects of limited duration survive phasing under the 2003 rules",
           E + "editions", "        fx.stop_affecting(game.state, obj.oid, limited_only=True)\n        triggers.forget",
           "        triggers.forget"),
    Mutant("2003-delayed-triggers-remember", "delayed triggers still affect a permanent that phased out, under the 2003 rules",
           E + "editions", "        triggers.forget(game, obj.oid)\n", ""),
    Mutant("2003-no-haste-like", "no haste-like exemption for a permanent that phases in, under the 2003 rules",
           E + "editions", "        obj.haste_like_for = game.controller(obj)\n        obj.arrived", "        obj.arrived"),
    Mutant("2003-echo-not-due", "phasing in doesn't make echo due again under the 2003 rules",
           E + "editions", "obj.arrived = obj.control_moment = moment", "obj.arrived = moment"),
    Mutant("2003-new-legend-rule", "today's legend rule under the 2003 rules: two legends phasing in together, one stays",
           E + "editions", "        return sba.newest_arrival_stays(game, chars)", "        return sba.one_per_controller(game, chars)"),
]

#: the turn the rulings play through (found by the JavaScript engine's author)
GAME_RULES = [
    Mutant("no-cleanup-discard", "the active player keeps more than seven cards through the cleanup step",
           E + "turns", "    if excess > 0:\n        ops.discard(game, active, excess)", "    pass"),
    Mutant("state-based-actions-wait", "state-based actions wait for the next action instead of happening "
           "before anyone gets priority", E + "turns",
           "        sba.check(game)  # 117.5: before anyone gets priority", "        pass  # 117.5"),
    Mutant("state-based-actions-wait-after-resolving", "a pass of priority that resolves a spell leaves the "
           "state-based actions for later (a bounced token stays in a hand)", E + "turns",
           "            sba.check(game)  # 117.5, once it has resolved",
           "            pass  # 117.5, once it has resolved"),
    Mutant("game-goes-on-with-one-player", "a two-player game goes on after one player has left it (104.2a)",
           E + "game", "        return remaining <= 1 and remaining < len(players)", "        return False"),
    Mutant("returned-card-first-in-hand", "a card returned to a hand goes to its front, so default choices "
           "take it first", E + "operations", "at_top = top and to is not Zone.HAND", "at_top = top"),
    Mutant("summoning-sick-since-this-turn", "a creature is summoning sick unless controlled since the turn going "
           "on began, not its controller's most recent turn (302.6): in another player's turn its {T} abilities "
           "can be activated the turn after it came under its controller's control",
           E + "stack", "    return since is None or since >= game.state.player(chars.controller).last_turn",
           "    return since is None or since >= game.state.turn.number"),
    # written to measure phasecheck explore (benchmarks/unlisted_mutants.py), and killed by the suite
    Mutant("hand-size-eight", "the cleanup step discards down to eight cards, not seven (514.1)",
           E + "turns", "MAXIMUM_HAND_SIZE = 7", "MAXIMUM_HAND_SIZE = 8"),
    Mutant("lifelink-ignored", "damage from a source with lifelink gains its controller no life (Batterskull)",
           E + "operations", '        if "lifelink" in keywords:\n            gain_life', '        if False:\n            gain_life'),
    Mutant("haste-ignored", "a creature with haste still can't attack the turn it came under its controller's control",
           E + "stack", '    if "haste" in chars.keywords or obj.haste_like_for == chars.controller:',
           "    if obj.haste_like_for == chars.controller:"),
    Mutant("vigilance-ignored", "an attacking creature with vigilance becomes tapped (Batterskull)",
           E + "combat", '            if "vigilance" not in chars[obj.oid].keywords:', "            if True:"),
]

#: docs/engines.md's contract where an engine would otherwise guess (features/engine_contract.feature)
CONTRACT = [
    Mutant("no-priority-around-actions", "state-based actions and waiting triggers are dealt with only when players "
           "pass, never around a spell cast, an ability activated or a land played (117.3c)", E + "game",
           '        """What happens each time a player would receive priority (117.5, 704.3, 603.3)."""\n',
           '        """What happens each time a player would receive priority (117.5, 704.3, 603.3)."""\n'
           '        import sys\n'
           '        if sys._getframe(1).f_code.co_name in ("require_priority", "cast", "activate", "play_land"):\n'
           '            return\n'),
    Mutant("mana-ability-without-priority", "a mana ability is activated without priority: in the untap step, "
           "and with triggers left waiting (605.3a)", E + "stack",
           "    else:  # a mana ability too, when no cost asks for mana (605.3a)\n        require_priority(game, what)",
           "    elif not ability.mana:\n        require_priority(game, what)"),
    Mutant("setup-in-id-order", "the adapter puts the setup's permanents onto the battlefield in id order, not in "
           "the order listed (their timestamps)", "phasecheck.reference",
           'for p in setup["permanents"]:\n        phased = p["phased"]',
           'for p in sorted(setup["permanents"], key=lambda p: p["id"]):\n        phased = p["phased"]'),
    Mutant("triggers-in-id-order", "triggers that trigger at once go on the stack in the order of their sources' ids",
           E + "triggers", "mine = [t for t in waiting if t.controller == player]",
           "mine = sorted((t for t in waiting if t.controller == player), key=lambda t: t.source_label)"),
    Mutant("triggers-in-timestamp-order-only", "triggers that trigger at once go on the stack by their sources' "
           "timestamps alone, what phases in mixed with what phases out", E + "triggers",
           "mine = [t for t in waiting if t.controller == player]",
           "mine = sorted((t for t in waiting if t.controller == player), "
           "key=lambda t: getattr(game.state.objects.get(t.source_oid), 'timestamp', 0))"),
    Mutant("copy-takes-the-last-mode", "a copy cast with no mode given takes the last mode, not the first",
           E + "stack", 'game.ask(player, "mode", 1 if definition.modes else None)',
           'game.ask(player, "mode", len(definition.modes) if definition.modes else None)'),
    Mutant("opponent-after-the-controller", "\"an opponent chooses\" asks the last of the controller's opponents in "
           "the order of the players, not the first", E + "operations",
           "game.ask(opponents[0], kind", "game.ask(opponents[-1], kind"),
    Mutant("departed-library-stays", "a player who leaves the game leaves their library behind",
           E + "sba", "if obj.owner == name and obj.zone is not Zone.NOWHERE:",
           "if obj.owner == name and obj.zone not in (Zone.NOWHERE, Zone.LIBRARY):"),
    Mutant("echo-due-for-the-whole-setup", "every permanent of the setup owes echo at its controller's next upkeep",
           E + "game", "        obj.control_moment = -1\n", "        obj.control_moment = 0\n"),
]


#: what the official rulings on the pool's cards showed (rules/rulings.json)
RULINGS = [
    Mutant("leaving-does-not-unattach", "an Equipment that leaves the battlefield doesn't become unattached "
           "(Grafted Exoskeleton returned to its owner's hand)", E + "operations",
           "    if obj.attached_to is not None:\n        host = game.state.objects.get(obj.attached_to)\n        game.emit",
           "    if False:\n        host = game.state.objects.get(obj.attached_to)\n        game.emit"),
    Mutant("unattached-does-not-look-back", "\"becomes unattached\" abilities don't look back, so an Equipment "
           "that leaves doesn't trigger", E + "triggers",
           "the battlefield too.\"\"\"\n\n    looks_back = True", "the battlefield too.\"\"\"\n\n    looks_back = False"),
    Mutant("aura-returns-unattached", "an Aura put onto the battlefield without being cast enters attached to "
           "nothing (and goes to the graveyard)", E + "operations",
           "        attach_to = _something_to_enchant(game, obj, controller)\n        if attach_to is None:\n"
           "            return obj", "        pass"),
    Mutant("scepter-needs-its-source", "Isochron Scepter's ability copies nothing once the Scepter has left",
           E + "cards.seed_cards", "scepter = r.last_known_source()", "scepter = r.source"),
]

#: the neighbouring cases of the rules (docs/axes.md): each bug passes wherever its rule was checked in
#: one situation only, and the features/axes_*.feature scenarios kill it
NEIGHBOURS = [
    Mutant("until-end-of-turn-ends-in-the-end-step", "\"until end of turn\" effects end as the end step begins, "
           "a step early (514.2)", E + "turns",
           "    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)\n",
           "    fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)\n"
           "    if step is Step.END:\n        fx.end_matching(game.state, fx.UntilEndOfTurn)\n"),
    Mutant("until-next-upkeep-ends-at-any-upkeep", "\"until your next upkeep\" ends at the next upkeep, whoever's "
           "(Ertai's Familiar activated in its own turn)", E + "turns",
           "fx.end_matching(game.state, fx.UntilStepOf, player=turn.active, step=step._value_)",
           "fx.end_matching(game.state, fx.UntilStepOf, step=step._value_)"),
    Mutant("2003-haste-like-for-the-first-only", "under the 2003 rules only the first of several permanents phasing "
           "in at once can attack as though it had haste", E + "phasing",
           "            game.edition.on_phased_in(game, obj, moment)",
           "            if obj is phasing_in[0][0]:\n                game.edition.on_phased_in(game, obj, moment)"),
    Mutant("2003-phasing-out-for-the-first-only", "under the 2003 rules phasing out removes the damage and ends the "
           "limited effects of only the first of several permanents phasing out at once", E + "phasing",
           "            game.edition.on_phased_out(game, obj)",
           "            if obj is (direct_out + indirect_out)[0]:\n                game.edition.on_phased_out(game, obj)"),
    Mutant("2003-haste-like-survives-control-change", "under the 2003 rules a phased-in permanent that changes "
           "controllers and comes back keeps attacking as though it had haste", E + "game",
           "                obj.haste_like_for = None", "                pass"),
    Mutant("departed-controllers-permanents-phase-in-for-the-owner", "a permanent that phased out under a player "
           "who left phases in at its owner's untap step (702.26n)", E + "phasing",
           "and (o.phased_out_under == player or o.phase_in_at_next_untap)",
           "and (o.phased_out_under == player or o.phase_in_at_next_untap or (o.owner == player and not "
           "game.state.player(o.phased_out_under).in_game))"),
    Mutant("apnap-others-in-reverse", "after the active player, the other players put their triggers on the stack "
           "in reverse turn order (three players)", E + "game",
           "        return [n for n in ordered if self.state.player(n).in_game]",
           "        ordered = ordered[:1] + ordered[1:][::-1]\n        return [n for n in ordered if self.state.player(n).in_game]"),
    Mutant("one-pass-of-state-based-actions", "state-based actions are performed once, not again until none applies, "
           "before a player gets priority (704.3)", E + "sba",
           "    for _ in range(100):\n        now = game.settled()", "    for _ in range(1):\n        now = game.settled()"),
    Mutant("attachment-before-its-host-phases-directly", "an Equipment or Aura that comes before its host among the "
           "permanents phasing out phases out directly (702.26h)", E + "phasing",
           "    direct_out = [o for o in going_out if o.oid not in indirect_oids]  # 702.26h",
           "    direct_out = [o for i, o in enumerate(going_out) if o.oid not in indirect_oids or not any(h.oid == "
           "o.attached_to for h in going_out[:i])]  # 702.26h\n    indirect_out = [o for o in indirect_out if o not in direct_out]"),
    Mutant("echo-at-the-owners-upkeep", "echo is due if the permanent came under its controller's control since its "
           "owner's last upkeep", E + "cards.rules_cards",
           "game.state.player(game.controller(obj)).last_upkeep_moment", "game.state.player(obj.owner).last_upkeep_moment"),
    Mutant("beginning-of-your-step-for-the-owner", "\"at the beginning of your upkeep\" triggers at the owner's upkeep, "
           "not the controller's", E + "triggers",
           "                and event.player == source.controller\n",
           "                and event.player == game.state.objects[source.oid].owner\n"),
    Mutant("untap-what-you-own", "the active player untaps the permanents they own, not those they control (502.3)",
           E + "turns", "        if chars[obj.oid].controller != active or not obj.tapped:",
           "        if obj.owner != active or not obj.tapped:"),
    Mutant("sacrifice-to-controllers-graveyard", "a sacrificed permanent goes to its controller's graveyard",
           E + "operations",
           "        return None\n    return move(game, obj, Zone.GRAVEYARD)",
           "        return None\n    obj.owner = game.controller(obj)\n    return move(game, obj, Zone.GRAVEYARD)"),
    Mutant("destroy-to-controllers-graveyard", "a destroyed permanent goes to its controller's graveyard",
           E + "operations",
           "def destroy(game: \"Game\", obj: GameObject) -> GameObject:\n    return move(game, obj, Zone.GRAVEYARD)",
           "def destroy(game: \"Game\", obj: GameObject) -> GameObject:\n    obj.owner = game.controller(obj)\n"
           "    return move(game, obj, Zone.GRAVEYARD)"),
    Mutant("clever-concealment-any-nonland", "Clever Concealment can target nonland permanents its caster doesn't "
           "control", E + "cards.rules_cards",
           "return L not in game.chars()[obj.oid].types and game.controller(obj) == controller",
           "return L not in game.chars()[obj.oid].types"),
    Mutant("shackles-islands-you-own", "Vedalken Shackles counts the Islands its controller owns, not those they "
           "control", E + "cards.seed_cards",
           "if chars[o.oid].controller == player and L in chars[o.oid].types and \"Island\" in chars[o.oid].subtypes)",
           "if o.owner == player and L in chars[o.oid].types and \"Island\" in chars[o.oid].subtypes)"),
    Mutant("collective-unconscious-creatures-you-own", "Collective Unconscious counts the creatures its caster owns",
           E + "cards.seed_cards",
           "count = sum(1 for o in ops.creatures(r.game) if chars[o.oid].controller == r.controller)",
           "count = sum(1 for o in ops.creatures(r.game) if o.owner == r.controller)"),
    Mutant("anthem-creatures-you-own", "Glorious Anthem pumps the creatures its owner owns", E + "selectors",
           "return CardType.CREATURE in chars.types and chars.controller == source_chars.controller",
           "return CardType.CREATURE in chars.types and candidate.owner == source.owner"),
    Mutant("inspired-charge-creatures-you-own", "Inspired Charge pumps the creatures its caster owns",
           E + "cards.rules_cards", "if C in chars[o.oid].types and chars[o.oid].controller == r.controller]",
           "if C in chars[o.oid].types and o.owner == r.controller]"),
    Mutant("equip-any-creature", "an Equipment can be attached to a creature its controller doesn't control",
           E + "cards.common", "    return game.controller(obj) == controller\n\n\nCREATURE_YOU_CONTROL",
           "    return True\n\n\nCREATURE_YOU_CONTROL"),
    Mutant("vermin-any-opponent", "Diseased Vermin's upkeep ability can target an opponent it never damaged",
           E + "cards.seed_cards",
           "return player != controller and source is not None and player in source.damaged_players",
           "return player != controller"),
    Mutant("aura-reattaches-to-a-new-object-of-the-same-name", "an Aura that phased out on its own phases in "
           "attached to a new object of the same card, its creature having left and come back (702.26i, 400.7)",
           E + "phasing",
           "    host = game.state.objects.get(obj.attached_to)\n    if host is None or host.zone is not Zone.BATTLEFIELD:\n"
           "        obj.attached_to = None",
           "    host = game.state.objects.get(obj.attached_to) or game.state.last_known.get(obj.attached_to)\n"
           "    same = host and next((o for o in game.state.battlefield() if o.label == host.label), None)\n"
           "    obj.attached_to = same.oid if same else None"),
    Mutant("boomerang-to-controllers-hand", "a permanent returned to its owner's hand goes to its controller's",
           E + "cards.seed_cards", "    if target is not None:\n        ops.move(r.game, target, Zone.HAND)",
           "    if target is not None:\n        target.owner = r.game.controller(target)\n        ops.move(r.game, target, Zone.HAND)"),
    Mutant("no-state-based-actions-in-cleanup", "the cleanup step gives priority only for triggered abilities, so the "
           "state-based actions a control effect ending there calls for wait for the next turn (514.3a)",
           E + "turns", "    performed = sba.check(game)\n    return performed or bool(", "    return bool("),
    # plausible bugs written by hand (2026-11-27) that no scenario caught: features/neighbours_rules.feature
    Mutant("skipped-untap-step-still-untaps", "a skipped untap step (Savor the Moment) skips only phasing: the "
           "active player's permanents still untap (502.3)",
           E + "turns", "        begin_step(game, Step.UPKEEP, ending)  # 702.26m",
           "        for obj in game.state.existing():\n            if game.controller(obj) == active:\n"
           "                ops.untap(game, obj)\n        begin_step(game, Step.UPKEEP, ending)  # 702.26m"),
    Mutant("cleanup-discards-every-player", "every player, not only the active player, discards to seven cards in "
           "the cleanup step (514.1)",
           E + "turns", "    excess = len(game.state.player(active).hand) - MAXIMUM_HAND_SIZE\n    if excess > 0:\n"
           "        ops.discard(game, active, excess)",
           "    for each in game.apnap():\n        excess = len(game.state.player(each).hand) - MAXIMUM_HAND_SIZE\n"
           "        if excess > 0:\n            ops.discard(game, each, excess)"),
    Mutant("time-and-tide-phases-in-everything", "Time and Tide phases in every phased-out permanent, not only the "
           "creatures", E + "cards.seed_cards", "    coming_in = [o for o in creatures_ if o.phased_out]",
           "    coming_in = [o for o in r.game.state.battlefield() if o.phased_out]"),
    Mutant("blocker-damages-removed-attacker", "a blocker deals combat damage to the attacker it blocked after that "
           "attacker was removed from combat (510.1d)", E + "combat",
           "if power and attacker is not None and attacker.zone is Zone.BATTLEFIELD and attacker_oid in combat.attackers:",
           "if power and attacker is not None and attacker.exists:"),
    Mutant("lifelink-to-owner", "lifelink gains life for the source's owner, not its controller (702.15b)",
           E + "operations", "    controller = chars.controller if chars else source.owner\n",
           "    controller = source.owner\n"),
    Mutant("legend-choice-by-active-player", "the active player, not the legends' controller, chooses which legend "
           "to keep (704.5j)", E + "sba", "            keep_label = game.ask(controller, \"keep\", newest.label)",
           "            keep_label = game.ask(game.state.turn.active, \"keep\", newest.label)"),
    # a second hunt the same day: features/neighbours_rules.feature
    Mutant("partial-fizzle-counters-all", "a spell with several targets doesn't resolve if any one of them is "
           "illegal (608.2b)", E + "stack", "if specs and not any(_still_legal(game, resolution, i)",
           "if specs and not all(_still_legal(game, resolution, i)"),
    Mutant("prevented-damage-counts-as-dealt", "a player whose damage was prevented is remembered as dealt damage "
           "(Diseased Vermin)", E + "operations", "        return  # 702.16e: damage from any source",
           "        if to_player not in source.damaged_players:\n            source.damaged_players += (to_player,)\n"
           "        return  # 702.16e: damage from any source"),
    Mutant("empty-library-only-in-draw-step", "drawing from an empty library loses only in the draw step (704.5b)",
           E + "operations", "                game.state.player(player).drew_from_empty_library = True",
           "                game.state.player(player).drew_from_empty_library = game.state.turn.step.name == \"DRAW\""),
    Mutant("sneak-attack-sacrifice-at-your-end-step", "Sneak Attack's delayed ability waits for its controller's end "
           "step, not the next end step (603.7)", E + "cards.rules_cards",
           "BeginningOfTheNextStep(Step.END),\n    _sacrifice_the_creature)",
           "BeginningOfYourStep(Step.END),\n    _sacrifice_the_creature)"),
    Mutant("delayed-trigger-controlled-by-active-player", "a delayed triggered ability is controlled by the active "
           "player when it triggers (603.7d)", E + "triggers",
           "            fired.append(PendingTrigger(delayed.controller, delayed.source_oid",
           "            fired.append(PendingTrigger(game.state.turn.active, delayed.source_oid"),
    Mutant("2003-mana-burn-while-life-cant-change", "2003: mana burn lowers a life total that can't change",
           E + "editions", "                ops.lose_life(game, player.name, unused)",
           "                player.life -= unused"),
    # a third hunt (the same evening: docs/benchmarks.md): features/neighbours_phasing.feature and neighbours_rules.feature
    Mutant("2003-haste-like-for-owner",
           "2003: a phased-in permanent can attack as though it had haste only for its owner, not its controller "
           "(502.15m)", E + "editions", "obj.haste_like_for = game.controller(obj)", "obj.haste_like_for = obj.owner"),
    Mutant("stale-until-after-time-and-tide",
           "a creature Oubliette phased out and Time and Tide phased in keeps waiting for Oubliette the next time it "
           "phases out (610.4, 702.26a)", E + "phasing",
           "obj.phased_out_until, obj.tap_as_it_phases_in, obj.phase_in_at_next_untap = None, False, False",
           "obj.phase_in_at_next_untap = False"),
    Mutant("attached-to-phased-out-host-is-legal",
           "2003: an Aura that phased in attached to a permanent still phased out is legally attached (502.15j)",
           E + "sba", "    if host is None or not host.exists:\n        return False",
           "    if host is None or host.zone is not Zone.BATTLEFIELD:\n        return False"),
    Mutant("time-and-tide-printed-phasing-only",
           "Time and Tide phases out only creatures with printed phasing, not one Teferi's Curse gives phasing",
           E + "cards.seed_cards", 'going_out = [o for o in creatures_ if o.exists and chars[o.oid].has("phasing")]',
           'going_out = [o for o in creatures_ if o.exists and "phasing" in o.definition.keywords]'),
    Mutant("flyer-cant-block-flyer", "only reach lets a creature block a flyer: a creature with flying can't (702.9b)",
           E + "combat", 'not {"flying", "reach"} & c.keywords', '"reach" not in c.keywords'),
    Mutant("combat-damage-to-creature-is-to-player",
           "\"deals combat damage to a player\" triggers on combat damage to a creature too (Diseased Vermin, 603.2)",
           E + "triggers", "event.source_oid == source.oid and event.to_player\n", "event.source_oid == source.oid\n"),
    Mutant("delayed-trigger-triggers-every-time",
           "a delayed triggered ability stays after triggering and triggers again at the next such event (603.7)",
           E + "triggers", "            game.state.delayed_triggers.remove(delayed)\n", ""),
    Mutant("mana-empties-for-active-player-only", "only the active player's mana pool empties as a step ends (500.4)",
           E + "editions", "        for player in game.state.players:\n            player.mana_pool = []\n",
           "        game.state.player(game.state.turn.active).mana_pool = []\n"),
    Mutant("tapped-permanent-pays-tap-cost", "a {T} ability can be activated while its permanent is tapped (107.5)",
           E + "stack", "        if obj.tapped:\n            raise IllegalActionError(f'\"{label}\" is tapped')\n",
           "        if False:\n            raise IllegalActionError(f'\"{label}\" is tapped')\n"),
    # and those the suite already killed (the same day's two hunts: docs/benchmarks.md)
    Mutant("equipment-falls-off-stolen-creature",
           "an Equipment becomes unattached (704.5n) when the equipped creature is controlled by another "
           "player",
           E + "sba", "        return CardType.CREATURE in chars[host.oid].types\n",
           "        return CardType.CREATURE in chars[host.oid].types and chars[host.oid].controller == "
           "chars[obj.oid].controller\n"),
    Mutant("cleanup-heals-only-active-players",
           "the cleanup step removes damage only from the active player's permanents (514.2)",
           E + "turns", "    for obj in game.state.battlefield():\n        if obj.damage:",
           "    for obj in game.state.battlefield():\n        if obj.damage and game.controller(obj) == "
           "active:"),
    Mutant("time-and-tide-skips-until-creatures",
           "Time and Tide leaves a creature phased out \"until\" an event (Oubliette) phased out",
           E + "cards.seed_cards", "    coming_in = [o for o in creatures_ if o.phased_out]",
           "    coming_in = [o for o in creatures_ if o.phased_out and o.phased_out_until is None]"),
    Mutant("oubliette-release-strands-attachments",
           "a creature phasing in as Oubliette leaves comes back without its Auras and Equipment",
           E + "phasing", "    indirect_in = _attached_closure(game, coming_in, phased_out=True)",
           "    indirect_in = [] if released else _attached_closure(game, coming_in, phased_out=True)"),
    Mutant("opponents-attachments-stay-behind",
           "only Auras/Equipment its controller controls phase out with a permanent (an opponent's Pacifism "
           "stays)",
           E + "phasing", "            if obj.oid not in seen:\n",
           "            if obj.oid not in seen and (phased_out or game.chars()[obj.oid].controller == "
           "game.chars()[oid].controller):\n"),
    Mutant("counters-annihilate-while-phased-out",
           "+1/+1 and -1/-1 counters annihilate on a phased-out permanent (704.5q applied to it)",
           E + "sba", "    legends = game.edition.legend_rule(game, chars)\n",
           "    for obj in state.battlefield():\n        both = min(obj.counters.get(\"+1/+1\", 0), "
           "obj.counters.get(\"-1/-1\", 0))\n        if both and obj.phased_out and "
           "game.edition.counters_annihilate():\n            ops.remove_counters(game, obj, \"+1/+1\", "
           "both)\n            ops.remove_counters(game, obj, \"-1/-1\", both)\n            acted = True\n    "
           "legends = game.edition.legend_rule(game, chars)\n"),
    Mutant("oblivion-ring-returns-under-its-controller",
           "Oblivion Ring returns the card under the Ring's controller's control, not its owner's",
           E + "cards.rules_cards", "            ops.put_onto_battlefield(r.game, card, card.owner)",
           "            ops.put_onto_battlefield(r.game, card, r.controller)"),
    Mutant("teferis-protection-what-you-own",
           "Teferi's Protection phases out the permanents its caster owns, not controls",
           E + "cards.rules_cards", "    phasing.phase_out(game, [o for o in game.state.existing() if chars[o.oid].controller == you])",
           "    phasing.phase_out(game, [o for o in game.state.existing() if o.owner == you])"),
    Mutant("phases-out-in-owners-untap",
           "a permanent with phasing phases out in its owner's untap step, not its controller's",
           E + "phasing", "                 if chars[o.oid].controller == player and chars[o.oid].has(\"phasing\")]",
           "                 if o.owner == player and chars[o.oid].has(\"phasing\")]"),
    Mutant("until-your-next-turn-ends-at-any-turn",
           "\"until your next turn\" ends as the next turn begins, whoever's (three players)",
           E + "turns", "    fx.end_matching(state, fx.UntilTurnOf, player=active)",
           "    fx.end_matching(state, fx.UntilTurnOf)"),
    Mutant("oubliette-taps-attachments-too",
           "the Auras and Equipment phasing in with Oubliette's creature are tapped too",
           E + "phasing", "(o, True, False) for o in indirect_in]",
           "(o, True, released) for o in indirect_in]"),
    Mutant("cant-phase-out-only-in-untap-step",
           "\"can't phase out\" (Ertai's Familiar) stops only phasing in the untap step, not a spell phasing "
           "it out",
           E + "phasing", "return obj.exists and CANT_PHASE_OUT not in game.chars()[obj.oid].restrictions",
           "return obj.exists and (game.state.turn.step._value_ != 'untap step' or CANT_PHASE_OUT not in "
           "game.chars()[obj.oid].restrictions)"),
    Mutant("phases-in-for-current-controller",
           "a phased-out permanent phases in in its current controller's untap step, not that of the player "
           "it phased out under",
           E + "phasing", "and (o.phased_out_under == player or o.phase_in_at_next_untap)",
           "and (game.chars()[o.oid].controller == player or o.phase_in_at_next_untap)"),
    Mutant("legend-rule-by-owner",
           "the legend rule groups legends by owner, not controller (704.5j)",
           E + "sba", "_legends(game, chars, lambda c: (c.controller, c.name))",
           "_legends(game, chars, lambda c: (game.state.objects[c.oid].owner, c.name))"),
    Mutant("departed-players-control-effects-remain",
           "control effects giving a departed player control don't end (800.4a)",
           E + "sba", "        state.effects = [e for e in state.effects\n                         if "
           "getattr(e.modification, \"player\", None) != name]\n",
           ""),
    Mutant("time-and-tide-only-casters-creatures",
           "Time and Tide phases out only the creatures with phasing its caster controls",
           E + "cards.seed_cards", "    going_out = [o for o in creatures_ if o.exists and chars[o.oid].has(\"phasing\")]",
           "    going_out = [o for o in creatures_ if o.exists and chars[o.oid].has(\"phasing\") and "
           "chars[o.oid].controller == r.controller]"),
    Mutant("reattach-only-to-own-creature",
           "a directly phased-out Aura/Equipment phases in unattached if its host is now controlled by "
           "another player (702.26i)",
           E + "phasing", "    if host is None or host.zone is not Zone.BATTLEFIELD:\n        obj.attached_to = None",
           "    if host is None or host.zone is not Zone.BATTLEFIELD or game.controller(host) != "
           "game.controller(obj):\n        obj.attached_to = None"),
    Mutant("target-condition-not-rechecked",
           "on resolution only a target's existence and type are rechecked, not conditions like 'you control' "
           "(608.2b)",
           E + "stack", "        if target.oid is None or not is_legal_target(self.game, specs[index], target, "
           "self.controller, self.x,",
           "        if target.oid is None or not is_legal_target(self.game, "
           "__import__('dataclasses').replace(specs[index], condition=None), target, self.controller, self.x,"),
    Mutant("lethal-ignores-marked-damage",
           "lethal damage for dividing combat damage ignores damage already marked (120.6)",
           E + "combat", "    return max((game.chars()[creature.oid].toughness or 0) - creature.damage, 0)",
           "    return max((game.chars()[creature.oid].toughness or 0), 0)"),
    Mutant("block-attacker-of-another-player",
           "a player may block a creature attacking another player (509.1a, three players)",
           E + "combat", "        if combat.attackers.get(attacker.oid) != player:",
           "        if attacker.oid not in combat.attackers:"),
    Mutant("2003-departed-source-deals-no-damage",
           "2003: combat damage on the stack from a source that left play isn't dealt",
           E + "combat", "            source = objects.get(source_oid) or last_known.get(source_oid)",
           "            source = objects.get(source_oid)"),
    Mutant("protection-prevents-noncombat-only",
           "protection from everything prevents only noncombat damage to a player",
           E + "operations", "    if to_player is not None and fx.player_has(game.state, to_player, "
           "fx.PROTECTION_FROM_EVERYTHING):",
           "    if to_player is not None and not combat and fx.player_has(game.state, to_player, "
           "fx.PROTECTION_FROM_EVERYTHING):"),
    Mutant("lifelink-on-prevented-damage",
           "lifelink gains life even when the damage was prevented",
           E + "operations", "        return  # 702.16e: damage from any source",
           "        _c = game.chars().get(source.oid)\n        if _c and \"lifelink\" in _c.keywords:\n       "
           "     gain_life(game, _c.controller, amount)\n        return  # 702.16e: damage from any source"),
    Mutant("poison-eleven",
           "a player loses with more than ten poison counters, not ten (704.5c)",
           E + "sba", "player.poison >= 10",
           "player.poison > 10"),
    Mutant("infect-to-players-as-life-loss",
           "infect damage to a player causes life loss, not poison counters (702.90b)",
           E + "operations", "            if \"infect\" in keywords:\n                game.state.player(to_player).poison += "
           "amount",
           "            if False:\n                game.state.player(to_player).poison += amount"),
    Mutant("vermin-counts-noncombat-damage",
           "'deals combat damage to a player' triggers on noncombat damage too (Diseased Vermin)",
           E + "triggers", "event.to_player\n                and event.combat)",
           "event.to_player)"),
    Mutant("sacrifice-what-you-dont-control",
           "a player sacrifices a permanent another player controls (Sneak Attack's delayed trigger, Grafted "
           "Exoskeleton, echo: 701.21a)",
           E + "operations", "    if not obj.exists or game.controller(obj) != player:\n        return None",
           "    if not obj.exists:\n        return None"),
    Mutant("equip-at-instant-speed",
           "equip can be activated at instant speed (702.6a)",
           E + "cards.common", "targets=(CREATURE_YOU_CONTROL,),\n                            sorcery_speed=True)",
           "targets=(CREATURE_YOU_CONTROL,),\n                            sorcery_speed=False)"),
    Mutant("teferis-protection-ends-at-end-of-turn",
           "Teferi's Protection's life and protection effects end at end of turn, not at your next turn",
           E + "cards.rules_cards", "    until = fx.UntilTurnOf(you)\n",
           "    until = fx.UntilEndOfTurn()\n"),
    Mutant("dominate-x-strictly-less",
           "Dominate takes creatures with mana value less than X only",
           E + "cards.seed_cards", "return (0 if obj.face_down else obj.definition.mana_value) <= x",
           "return (0 if obj.face_down else obj.definition.mana_value) < x"),
    Mutant("shackles-power-strictly-less",
           "Vedalken Shackles takes creatures with power less than the Islands only",
           E + "cards.seed_cards", "    return power <= _islands_controlled(game, controller)",
           "    return power < _islands_controlled(game, controller)"),
    Mutant("scepter-imprint-under-two",
           "Isochron Scepter can imprint only instants with mana value less than 2",
           E + "cards.seed_cards", "c.definition.mana_value <= 2]",
           "c.definition.mana_value < 2]"),
    Mutant("2003-mana-burn-active-player-only",
           "2003: only the active player suffers mana burn",
           E + "editions", "            if unused and player.in_game:",
           "            if unused and player.in_game and player.name == game.state.turn.active:"),
    Mutant("triggers-nap-first",
           "non-active players' triggers go on the stack first (603.3b reversed)",
           E + "triggers", "    for player in game.apnap():\n        mine",
           "    for player in reversed(game.apnap()):\n        mine"),
    Mutant("tokens-in-graveyard-linger",
           "a token put into a graveyard doesn't cease to exist (704.5d)",
           E + "sba", "if obj.token and obj.zone not in (Zone.BATTLEFIELD, Zone.NOWHERE):",
           "if obj.token and obj.zone not in (Zone.BATTLEFIELD, Zone.NOWHERE, Zone.GRAVEYARD):"),
    Mutant("noncreature-tap-abilities-summoning-sick",
           "a noncreature permanent's {T} ability can't be activated the turn it came under your control "
           "(302.6)",
           E + "stack", "        if CardType.CREATURE in chars.types and summoning_sick(game, obj):",
           "        if summoning_sick(game, obj):"),
    Mutant("lose-below-zero-life",
           "a player loses only with less than 0 life (704.5a)",
           E + "sba", "player.life <= 0",
           "player.life < 0"),
    Mutant("spell-copy-lingers-in-graveyard",
           "a copy of a spell put into a graveyard doesn't cease to exist (704.5e)",
           E + "sba", "elif obj.copy and obj.zone not in (Zone.STACK, Zone.NOWHERE):",
           "elif obj.copy and obj.zone not in (Zone.STACK, Zone.NOWHERE, Zone.GRAVEYARD):"),
    Mutant("infect-to-creatures-as-damage",
           "infect damage to a creature is marked as damage, not -1/-1 counters (702.90c)",
           E + "operations", "            if \"infect\" in keywords:\n                put_counters",
           "            if False:\n                put_counters"),
    Mutant("oblivion-ring-targets-itself",
           "Oblivion Ring's 'another target' can be the Ring itself",
           E + "cards.rules_cards", "    return L not in game.chars()[obj.oid].types and (source is None or obj.oid != source.oid)",
           "    return L not in game.chars()[obj.oid].types"),
    Mutant("departed-players-spells-stay-on-stack",
           "a player who leaves the game leaves their spells and abilities on the stack (800.4a)",
           E + "sba", "        state.stack = [item for item in state.stack if item.controller != name]",
           "        pass"),
    Mutant("act-of-treason-no-haste",
           "Act of Treason doesn't give haste",
           E + "cards.rules_cards", "    ops.add_effect(r.game, fx.GainKeywords(frozenset({\"haste\"})), [target], "
           "fx.UntilEndOfTurn(), r.source_label)\n",
           ""),
]

MUTANTS: list[Mutant] = (GAME_RULES + DOES_NOT_EXIST + COMBAT + UNTAP_STEP + HISTORY + EFFECTS + ATTACHMENTS + LEAVING
                         + PLAYERS + EDITIONS + CONTRACT + RULINGS + NEIGHBOURS)
