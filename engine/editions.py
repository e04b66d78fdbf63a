"""Rules editions: one class per edition, each difference one overridable hook.

Like a chess variant, an edition declares what it is and overrides the few hooks where its
rules differ; the rules modules call the hooks and never test an edition's name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import GameObject


class Edition:
    """The current rules (702.26, since August 2017, in the 2026 text)."""

    name = "current"
    description = "Comprehensive Rules 702.26a-p (2026 text): tokens survive phasing"

    def phased_out_token_ceases_to_exist(self, token: "GameObject") -> bool:
        """702.26d: tokens continue to exist on the battlefield while phased out."""
        return False

    def phasing_out_removes_from_combat(self) -> bool:
        """702.26b / 506.4."""
        return True


CURRENT = Edition()

EDITIONS: dict[str, Edition] = {CURRENT.name: CURRENT}
