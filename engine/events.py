"""Game events: what happened, as data. Triggers and observations both read them."""
from __future__ import annotations

from dataclasses import dataclass

from .shared import shared


@shared
@dataclass(frozen=True)
class PhasedOut:
    permanent: str
    oid: int
    indirectly: bool
    kind = "phased out"


@shared
@dataclass(frozen=True)
class PhasedIn:
    permanent: str
    oid: int
    indirectly: bool
    kind = "phased in"


@shared
@dataclass(frozen=True)
class ZoneChanged:
    permanent: str
    old_oid: int | None
    new_oid: int
    from_zone: str | None
    to_zone: str
    kind = "zone change"

    @property
    def entered_battlefield(self) -> bool:
        return self.to_zone == "battlefield"

    @property
    def left_battlefield(self) -> bool:
        return self.from_zone == "battlefield"


@shared
@dataclass(frozen=True)
class BecameTapped:
    permanent: str
    kind = "became tapped"


@shared
@dataclass(frozen=True)
class BecameUntapped:
    permanent: str
    kind = "became untapped"


@shared
@dataclass(frozen=True)
class BecameAttached:
    permanent: str
    to: str
    kind = "became attached"


@shared
@dataclass(frozen=True)
class BecameUnattached:
    permanent: str
    oid: int
    from_permanent: str
    from_oid: int | None = None
    kind = "became unattached"


@shared
@dataclass(frozen=True)
class CountersPut:
    permanent: str
    counter: str
    amount: int
    kind = "counters put"


@shared
@dataclass(frozen=True)
class Drew:
    player: str
    card: str
    kind = "drew"


@shared
@dataclass(frozen=True)
class Discarded:
    player: str
    card: str
    kind = "discarded"


@shared
@dataclass(frozen=True)
class LifeChanged:
    player: str
    amount: int
    kind = "life changed"


@shared
@dataclass(frozen=True)
class DamageDealt:
    source: str
    source_oid: int
    target: str
    amount: int
    combat: bool
    to_player: bool
    kind = "damage dealt"


@shared
@dataclass(frozen=True)
class SpellCast:
    player: str
    card: str
    kind = "spell cast"


@shared
@dataclass(frozen=True)
class AbilityTriggered:
    source: str
    controller: str
    ability: str
    kind = "ability triggered"


@shared
@dataclass(frozen=True)
class StepBegan:
    player: str
    step: str
    turn: int
    kind = "step began"


@shared
@dataclass(frozen=True)
class AttackerDeclared:
    permanent: str
    defender: str
    kind = "attacker declared"


@shared
@dataclass(frozen=True)
class RemovedFromCombat:
    permanent: str
    kind = "removed from combat"


@shared
@dataclass(frozen=True)
class LegendRule:
    """A legendary permanent put into its owner's graveyard by the legend rule (704.5j)."""

    permanent: str
    kind = "legend rule"


@shared
@dataclass(frozen=True)
class ManaAdded:
    player: str
    mana: str
    source: str
    kind = "mana"


@shared
@dataclass(frozen=True)
class PlayerLeftGame:
    player: str
    kind = "player left the game"

