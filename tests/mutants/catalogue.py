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
           E + "turns", "        begin_step(game, Step.UPKEEP)  # 702.26m",
           "        phasing.untap_step_phasing(game, active)\n        begin_step(game, Step.UPKEEP)  # 702.26m"),
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
           E + "turns", "    if step is Step.UPKEEP:  # after its triggers",
           "    if step is Step.UNTAP:\n        game.priority_point()\n    if step is Step.UPKEEP:  # after its triggers"),
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
           E + "turns", "    for obj in game.state.battlefield():\n        obj.damage = 0",
           "    for obj in game.state.existing():\n        obj.damage = 0"),
    Mutant("delayed-trigger-hits-phased-out", "a delayed trigger affects a permanent that is phased out (Sneak Attack)",
           E + "stack", "return [o for o in found if o is not None and o.exists]",
           "return [o for o in found if o is not None and o.zone is Zone.BATTLEFIELD]"),
    Mutant("until-phases-in-at-untap", "a permanent phased out \"until\" something happens phases in at its untap step",
           E + "phasing", " and o.phased_out_until is None\n", "\n"),
    Mutant("until-never-ends", "a permanent phased out until Oubliette leaves never phases in",
           E + "operations", "            release_until(game, obj.oid)", "            pass"),
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
           E + "triggers", "    return [SourceView(o.oid, o.label, chars[o.oid].controller, o.definition.triggered)",
           "    return [SourceView(o.oid, o.label, o.owner, o.definition.triggered)"),
]

#: the editions: each difference applied where it does not belong, or missing where it does
EDITIONS = [
    Mutant("current-phasing-out-is-leaving", "phasing out triggers leaves-the-battlefield abilities under today's rules",
           E + "editions", '''        """702.26d: phasing out is not leaving the battlefield; no zone-change trigger triggers."""
        return False''', '''        """702.26d: phasing out is not leaving the battlefield; no zone-change trigger triggers."""
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
    Mutant("2003-no-leaves-triggers", "phasing out doesn't trigger leaves-play abilities under the 2003 rules",
           E + "editions", '''        """502.15d: permanents phasing out trigger leaves-play abilities as usual."""
        return True''', '''        """502.15d: permanents phasing out trigger leaves-play abilities as usual."""
        return False'''),
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

MUTANTS: list[Mutant] = GAME_RULES + DOES_NOT_EXIST + COMBAT + UNTAP_STEP + HISTORY + EFFECTS + ATTACHMENTS + LEAVING + PLAYERS + EDITIONS
