"""What can be seen of a game at one moment, as frozen data."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .combat import could_attack, is_attacking, is_blocking
from .model import Zone

if TYPE_CHECKING:
    from .game import Game

_V = TypeVar("_V")


@dataclass(frozen=True)
class PermanentView:
    id: str
    name: str
    owner: str
    controller: str
    token: bool
    phased_out: bool
    #: "directly" or "indirectly" while phased out
    phased_out_how: str | None
    phased_out_under: str | None
    tapped: bool
    counters: tuple[tuple[str, int], ...]
    damage: int
    attached_to: str | None
    power: int | None
    toughness: int | None
    attacking: bool
    blocking: bool
    #: could be declared as an attacker, were it its controller's declare attackers step now
    can_attack: bool
    exiled_with: tuple[str, ...]
    face_down: bool
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]


@dataclass(frozen=True)
class CardView:
    """A card, token or copy that is neither on the battlefield nor hidden in a library."""

    id: str
    name: str
    owner: str
    zone: str


@dataclass(frozen=True)
class PlayerView:
    name: str
    life: int
    poison: int
    in_game: bool
    hand: tuple[str, ...]
    library_size: int
    graveyard: tuple[str, ...]
    #: mana symbols in WUBRGC order, e.g. "UU"
    mana_pool: str


@dataclass(frozen=True)
class StackObjectView:
    kind: str
    name: str
    controller: str
    source: str | None
    targets: tuple[str, ...]


@dataclass(frozen=True)
class WaitingTriggerView:
    source: str
    controller: str
    ability: str


@dataclass(frozen=True)
class Snapshot:
    turn: int
    active_player: str
    step: str
    players: tuple[PlayerView, ...]
    permanents: tuple[PermanentView, ...]
    cards: tuple[CardView, ...]
    stack: tuple[StackObjectView, ...]
    waiting_triggers: tuple[WaitingTriggerView, ...]
    events: tuple[Any, ...]


def snapshot(game: "Game", since_event: int = 0) -> Snapshot:
    state = game.state
    chars = game.chars()
    objects = state.objects

    def label(oid: int | None) -> str | None:
        obj = objects.get(oid) if oid is not None else None
        return obj.label if obj is not None else None

    permanents = []
    for obj in sorted(state.battlefield(), key=_label):
        c = chars[obj.oid]
        host = objects.get(obj.attached_to) if obj.attached_to is not None else None
        counters = obj.counters
        permanents.append(_view(
            PermanentView, id=obj.label, name=obj.name, owner=obj.owner, controller=c.controller, token=obj.token,
            phased_out=obj.phased_out,
            phased_out_how=("indirectly" if obj.phased_out_indirectly else "directly") if obj.phased_out else None,
            phased_out_under=obj.phased_out_under, tapped=obj.tapped,
            counters=tuple(sorted((k, v) for k, v in counters.items() if v)) if counters else (), damage=obj.damage,
            attached_to=host.label if host is not None and host.zone is _BATTLEFIELD else None,
            power=c.power, toughness=c.toughness, attacking=is_attacking(game, obj),
            blocking=is_blocking(game, obj), can_attack=could_attack(game, obj),
            exiled_with=tuple(l for l in (label(oid) for oid in obj.linked) if l) if obj.linked else (),
            face_down=obj.face_down, supertypes=_sorted(c.supertypes), types=_type_names(c.types),
            subtypes=_sorted(c.subtypes)))
    cards = tuple([_view(CardView, id=o.label, name=o.name, owner=o.owner, zone=o.zone._value_)
                   for o in sorted([o for o in objects.values() if o.zone in _SHOWN], key=_label)])
    players = tuple(_view(
        PlayerView, name=p.name, life=p.life, poison=p.poison, in_game=p.in_game,
        hand=tuple([objects[oid].label for oid in p.hand]), library_size=len(p.library),
        graveyard=tuple([objects[oid].label for oid in p.graveyard]),
        mana_pool="".join(sorted(p.mana_pool, key="WUBRGC".index)) if p.mana_pool else "") for p in state.players)
    stack = tuple(_view(
        StackObjectView, kind=item.kind, name=item.name, controller=item.controller,
        source=item.source_label,
        targets=tuple(t.player or t.label or "" for t in item.targets)) for item in reversed(state.stack))
    waiting = tuple(_view(WaitingTriggerView, source=t.source_label, controller=t.controller, ability=t.ability.text)
                    for t in state.pending_triggers)
    turn = state.turn
    return _view(Snapshot, turn=turn.number, active_player=turn.active, step=turn.step.value, players=players,
                 permanents=tuple(permanents), cards=cards, stack=stack, waiting_triggers=waiting,
                 events=tuple(state.log[since_event:]))


def _view(cls: type[_V], **fields: Any) -> _V:
    """A frozen view with these fields: what ``cls(**fields)`` makes, without the frozen dataclass's
    __init__ and its call for each field (a snapshot is taken at every checkpoint of every game)."""
    view = object.__new__(cls)
    view.__dict__.update(fields)
    return view


#: the zones a snapshot tells apart, read once (a class attribute of an Enum is slower to read)
_BATTLEFIELD, _LIBRARY = Zone.BATTLEFIELD, Zone.LIBRARY
#: the zones whose cards a snapshot shows one by one: not the battlefield (its permanents are shown
#: in full), not the libraries (hidden)
_SHOWN = frozenset(Zone) - {_BATTLEFIELD, _LIBRARY}


def _label(obj: Any) -> str:
    return obj.label


#: names sorted, by the frozen set they come from (a permanent's supertypes, types and subtypes are
#: a few sets shared by many permanents and moments); at most KEPT sets each, then begun again
_SORTED: dict[frozenset[Any], tuple[str, ...]] = {}
#: card types' names sorted, by the frozen set of card types they come from
_TYPE_NAMES: dict[frozenset[Any], tuple[str, ...]] = {}
KEPT = 1024


def _sorted(names: frozenset[str]) -> tuple[str, ...]:
    found = _SORTED.get(names)
    if found is None:
        if len(_SORTED) >= KEPT:
            _SORTED.clear()
        found = _SORTED[names] = tuple(sorted(names))
    return found


def _type_names(types: frozenset[Any]) -> tuple[str, ...]:
    found = _TYPE_NAMES.get(types)
    if found is None:
        if len(_TYPE_NAMES) >= KEPT:
            _TYPE_NAMES.clear()
        found = _TYPE_NAMES[types] = tuple(sorted(t.value for t in types))
    return found
