"""Game events: what happened, as data. Triggers and observations both read them."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PhasedOut:
    permanent: str
    oid: int
    indirectly: bool
    kind = "phased out"


@dataclass(frozen=True)
class PhasedIn:
    permanent: str
    oid: int
    indirectly: bool
    kind = "phased in"


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


@dataclass(frozen=True)
class BecameTapped:
    permanent: str
    kind = "became tapped"


@dataclass(frozen=True)
class BecameUntapped:
    permanent: str
    kind = "became untapped"


@dataclass(frozen=True)
class BecameAttached:
    permanent: str
    to: str
    kind = "became attached"


@dataclass(frozen=True)
class BecameUnattached:
    permanent: str
    oid: int
    from_permanent: str
    kind = "became unattached"


@dataclass(frozen=True)
class CountersPut:
    permanent: str
    counter: str
    amount: int
    kind = "counters put"


@dataclass(frozen=True)
class Drew:
    player: str
    card: str
    kind = "drew"


@dataclass(frozen=True)
class Discarded:
    player: str
    card: str
    kind = "discarded"


@dataclass(frozen=True)
class LifeChanged:
    player: str
    amount: int
    kind = "life changed"


@dataclass(frozen=True)
class DamageDealt:
    source: str
    source_oid: int
    target: str
    amount: int
    combat: bool
    to_player: bool
    kind = "damage dealt"


@dataclass(frozen=True)
class SpellCast:
    player: str
    card: str
    kind = "spell cast"


@dataclass(frozen=True)
class AbilityTriggered:
    source: str
    controller: str
    ability: str
    kind = "ability triggered"


@dataclass(frozen=True)
class StepBegan:
    player: str
    step: str
    turn: int
    kind = "step began"


@dataclass(frozen=True)
class AttackerDeclared:
    permanent: str
    defender: str
    kind = "attacker declared"


@dataclass(frozen=True)
class RemovedFromCombat:
    permanent: str
    kind = "removed from combat"


@dataclass(frozen=True)
class PlayerLeftGame:
    player: str
    kind = "player left the game"

