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

MUTANTS: list[Mutant] = [
    Mutant("phased-out-counted", "phased-out permanents are counted as existing (draw for each creature counts them)",
           E + "model", "return [o for o in self.objects.values() if o.exists]",
           "return [o for o in self.objects.values() if o.zone is Zone.BATTLEFIELD]"),
    Mutant("phased-out-targetable", "a phased-out permanent can still be targeted",
           E + "stack", "if obj is None or not obj.exists:", "if obj is None or obj.zone is not Zone.BATTLEFIELD:"),
    Mutant("no-indirect-phasing", "Auras and Equipment stay behind when their permanent phases out",
           E + "phasing", "indirect_out = _attached_closure(game, going_out, phased_out=False)", "indirect_out = []"),
    Mutant("tokens-vanish", "phased-out tokens cease to exist under the current rules",
           E + "editions", '''        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return False''', '''        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return True'''),
    Mutant("phases-in-for-owner", "a permanent phases in during its owner's untap step, not its controller's",
           E + "phasing", "and (o.phased_out_under == player or", "and (o.owner == player or"),
    Mutant("skipped-untap-still-phases", "phasing happens even when the untap step is skipped",
           E + "turns", "        begin_step(game, Step.UPKEEP)  # 702.26m",
           "        phasing.untap_step_phasing(game, active)\n        begin_step(game, Step.UPKEEP)  # 702.26m"),
    Mutant("for-as-long-as-sees-phased-out", '"for as long as" effects keep seeing a phased-out source',
           E + "effects", "return source is not None and source.exists and source.tapped",
           "return source is not None and source.zone is Zone.BATTLEFIELD and source.tapped"),
    Mutant("stays-in-combat", "a creature that phases out stays in combat",
           E + "phasing", "ops.remove_from_combat(game, obj)  # 702.26b, 506.4", "pass"),
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
    Mutant("phasing-in-is-entering", "phasing in is treated as entering the battlefield (enters-tapped, imprint)",
           E + "phasing", "            game.emit(ev.PhasedIn(obj.label, obj.oid, indirectly))",
           "            game.emit(ev.PhasedIn(obj.label, obj.oid, indirectly))\n"
           "            obj.tapped = obj.tapped or obj.definition.enters_tapped\n"
           "            game.emit(ev.ZoneChanged(obj.label, obj.oid, obj.oid, None, 'battlefield'))"),
    Mutant("no-cleanup-discard", "the active player keeps more than seven cards through the cleanup step",
           E + "turns", "    if excess > 0:\n        ops.discard(game, active, excess)", "    pass"),
    Mutant("state-based-actions-wait", "state-based actions wait for the next action instead of happening "
           "before anyone gets priority", E + "turns",
           "        sba.check(game)  # 117.5: before anyone gets priority", "        pass  # 117.5"),
    Mutant("returned-card-first-in-hand", "a card returned to a hand goes to its front, so default choices "
           "take it first", E + "operations", "at_top = top and to is not Zone.HAND", "at_top = top"),
]
