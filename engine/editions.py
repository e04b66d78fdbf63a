"""Rules editions: one class per edition, each difference one overridable hook.

Like a chess variant, an edition declares what it is and overrides the few hooks where its
rules differ; the rules modules call the hooks and never test an edition's name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import sba

if TYPE_CHECKING:
    from .game import Game
    from .model import GameObject


class Edition:
    """The current rules (702.26, since August 2017, in the 2026 text)."""

    name = "current"
    description = "Comprehensive Rules 702.26a-p (2026 text): tokens survive phasing"

    def phased_out_token_ceases_to_exist(self, token: "GameObject") -> bool:
        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return False

    def phasing_out_triggers_leaves_abilities(self) -> bool:
        """702.26d: phasing out is not leaving the battlefield; no zone-change trigger triggers."""
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


CURRENT = Edition()

EDITIONS: dict[str, Edition] = {CURRENT.name: CURRENT}
