"""Rules editions: one class per edition, each difference one overridable hook.

Like a chess variant, an edition declares what it is and overrides the few hooks where its
rules differ; the rules modules call the hooks and never test an edition's name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..catalogue import concepts
from . import combat
from . import effects as fx
from . import operations as ops
from . import sba, triggers
from .errors import DataMismatch

if TYPE_CHECKING:
    from .game import Game
    from .model import GameObject, Step


class Edition:
    """The current rules (702.26, since August 2017, in the 2026 text)."""

    name = "current"

    def phased_out_token_ceases_to_exist(self, token: "GameObject") -> bool:
        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return False

    def phasing_out_is_leaving(self) -> bool:
        """702.26d: phasing out is not leaving the battlefield: no zone-change trigger triggers, and
        nothing that lasts "until" the permanent leaves ends."""
        return False

    def on_phased_out(self, game: "Game", obj: "GameObject") -> None:
        """What else happens to a permanent as it phases out: nothing (702.26d, 702.26f): damage
        stays marked, and effects that affect it simply run their course."""

    def on_phased_in(self, game: "Game", obj: "GameObject", moment: int) -> None:
        """What else happens to a permanent as it phases in: nothing (702.26d): its history is
        unbroken, so it neither comes under its controller's control again nor arrives anew."""

    def legend_rule(self, game: "Game", chars: dict) -> list["GameObject"]:
        """704.5j: the legendary permanents the legend rule puts into their owners' graveyards."""
        return sba.one_per_controller(game, chars)

    def damage_assignment_order(self, game: "Game", attacker: "GameObject", blockers: list[int]) -> tuple[int, ...] | None:
        """510.1c (since Foundations): no damage assignment order; the attacking player divides an
        attacker's combat damage among its blockers as they choose."""
        return None

    def combat_damage_uses_the_stack(self) -> bool:
        """510.2: combat damage is dealt as the combat damage step begins, without using the stack."""
        return False

    def empty_mana_pools(self, game: "Game", ending: "Step", beginning: "Step") -> None:
        """500.4: unused mana empties from each player's mana pool as each step ends, with no other result."""
        for player in game.state.players:
            player.mana_pool = []

    def counters_annihilate(self) -> bool:
        """704.5q: a permanent with both +1/+1 and -1/-1 counters loses the same number of each."""
        return True


class Edition2013(Edition):
    """Magic 2014 to Commander 2017 (702.2x as numbered then): phasing is a status, as today, but
    phased-out tokens cease to exist. The legend rule is today's: each player keeps one of their
    own legends of a name."""

    name = "2013"

    def phased_out_token_ceases_to_exist(self, token: "GameObject") -> bool:
        """702.25k (as the seeds quote it): phased-out tokens cease to exist as a state-based action."""
        return True

    def damage_assignment_order(self, game: "Game", attacker: "GameObject", blockers: list[int]) -> tuple[int, ...] | None:
        """509.2 of its day (Magic 2010 to Foundations): right after blockers are declared, the attacking
        player orders each attacker's blockers, and its damage must be lethal to one before the next gets any."""
        return combat.announce_damage_assignment_order(game, attacker, blockers)


class Edition2009(Edition2013):
    """Magic 2010 to the day before Magic 2014 (702.23, later 702.24): as 2013, but the legend rule
    of its day: every legendary permanent that shares a name with another goes to its owner's
    graveyard, whoever controls them."""

    name = "2009"

    def legend_rule(self, game: "Game", chars: dict) -> list["GameObject"]:
        """704.5k of its day: two or more legendary permanents with the same name are all put into
        their owners' graveyards."""
        return sba.all_of_one_name(game, chars)


class Edition2003(Edition2009):
    """The August 2003 rules (502.15): phasing out moved a permanent to the phased-out zone, and
    phasing in brought the same permanent back into play."""

    name = "2003"

    def phasing_out_is_leaving(self) -> bool:
        """502.15d: permanents phasing out leave play for the phased-out zone: they trigger
        leaves-play abilities as usual, and what lasts until they leave play ends."""
        return True

    def on_phased_out(self, game: "Game", obj: "GameObject") -> None:
        """502.15e: its damage is removed. 502.15g: effects of limited duration and delayed
        triggered abilities that reference it can no longer affect it (unlimited ones still can)."""
        obj.damage = 0
        fx.stop_affecting(game.state, obj.oid, limited_only=True)
        triggers.forget(game, obj.oid)

    def on_phased_in(self, game: "Game", obj: "GameObject", moment: int) -> None:
        """502.15m: it can attack and tap as though it had haste, until it changes controllers.
        Phasing in returns it to play: for the old legend rule it has just come into play (with its
        old timestamp, 502.15k), and it has come under its controller's control again (so echo is
        paid again, as the Magic 2010 notes say it was)."""
        obj.haste_like_for = game.controller(obj)
        obj.arrived = obj.control_moment = moment

    def legend_rule(self, game: "Game", chars: dict) -> list["GameObject"]:
        """The old legend rule: all but the legendary permanent most recently come into play go,
        whoever controls them; a tie (two phasing in at once, 502.15k) sends them all."""
        return sba.newest_arrival_stays(game, chars)

    def damage_assignment_order(self, game: "Game", attacker: "GameObject", blockers: list[int]) -> tuple[int, ...] | None:
        """310.2c (2003): a blocked creature's damage is divided among its blockers as its controller
        chooses; there was no damage assignment order."""
        return None

    def combat_damage_uses_the_stack(self) -> bool:
        """310.1-310.4 (2003): combat damage assignments go on the stack as one object; players get
        priority, and the damage is dealt as assigned when it resolves."""
        return True

    def empty_mana_pools(self, game: "Game", ending: "Step", beginning: "Step") -> None:
        """300.3 (2003): mana pools empty at the end of each phase, not each step, and each unused mana
        makes its player lose 1 life (mana burn)."""
        if ending.phase == beginning.phase:
            return
        for player in game.state.players:
            unused, player.mana_pool = len(player.mana_pool), []
            if unused and player.in_game:
                ops.lose_life(game, player.name, unused)

    def counters_annihilate(self) -> bool:
        """Before Shadowmoor (2008) +1/+1 and -1/-1 counters stayed side by side."""
        return False


def _registered(*hooks: type[Edition]) -> dict[str, Edition]:
    """Every edition of the rules concepts (catalogue/concepts.json) with its class of hooks, joined
    by name, in the data's order. The data names the editions; this module only plays them."""
    by_name = {cls.name: cls for cls in hooks}
    named = concepts().edition_names
    unplayed = [name for name in named if name not in by_name]
    unnamed = [name for name in by_name if name not in named]
    if unplayed or unnamed:
        raise DataMismatch(f"the editions of the rules concepts ({', '.join(named)}) and the engine's hooks "
                         f"({', '.join(by_name)}) differ: " + "; ".join(
                             [*(f"{n} has no hooks" for n in unplayed), *(f"{n} is no edition" for n in unnamed)]))
    return {name: by_name[name]() for name in named}


EDITIONS: dict[str, Edition] = _registered(Edition2003, Edition2009, Edition2013, Edition)
#: the edition whose dates run to this day: a game's rules unless it names others
CURRENT = next(EDITIONS[e.name] for e in concepts().editions if e.ends is None)
