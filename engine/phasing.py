"""Phasing (702.26): permanents phase out and in; attachments follow indirectly."""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Iterable

from . import events as ev
from . import operations as ops
from .model import GameObject, Zone

if TYPE_CHECKING:
    from .game import Game

ATTACHMENT_SUBTYPES = frozenset({"Aura", "Equipment", "Fortification"})
CANT_PHASE_OUT = "can't phase out"


def _attached_closure(game: "Game", hosts: Iterable[GameObject], *, phased_out: bool) -> list[GameObject]:
    """Everything attached, directly or through other attachments, to the hosts (702.26g)."""
    attached: dict[int, list[GameObject]] = {}  # host oid -> what is attached to it, phased out or in as asked
    for obj in game.state.battlefield():
        if obj.attached_to is not None and obj.phased_out == phased_out:
            attached.setdefault(obj.attached_to, []).append(obj)
    found: list[GameObject] = []
    seen: set[int] = set()
    frontier = deque(h.oid for h in hosts)
    while frontier:
        oid = frontier.popleft()
        for obj in attached.get(oid, ()):
            if obj.oid not in seen:
                if phased_out and not obj.phased_out_indirectly:
                    continue
                seen.add(obj.oid)
                found.append(obj)
                frontier.append(obj.oid)
    return found


def can_phase_out(game: "Game", obj: GameObject) -> bool:
    return obj.exists and CANT_PHASE_OUT not in game.chars()[obj.oid].restrictions


def phase(game: "Game", going_out: Iterable[GameObject], coming_in: Iterable[GameObject], *,
          until: GameObject | None = None, tap_as_it_phases_in: bool = False, released: bool = False) -> None:
    """Phase permanents out and in, all at once, as one event.

    ``until``: the permanents that phase out directly stay out until that permanent leaves the
    battlefield (610.4), not just until their controller's next untap step; ``tap_as_it_phases_in``:
    and they are tapped as they phase in that way. ``released``: the permanents coming in do so
    that way (their "until" has ended), so what was to happen as they phase in this way happens;
    phasing in any other way (Time and Tide) ends the wait but does nothing more.
    """
    going_out = [o for o in going_out if can_phase_out(game, o)]
    coming_in = [o for o in coming_in if o.zone is Zone.BATTLEFIELD and o.phased_out]
    if not going_out and not coming_in:
        return
    chars = game.chars()
    indirect_out = _attached_closure(game, going_out, phased_out=False)
    indirect_oids = {o.oid for o in indirect_out}
    direct_out = [o for o in going_out if o.oid not in indirect_oids]  # 702.26h
    indirect_in = _attached_closure(game, coming_in, phased_out=True)
    with game.batch():
        for obj, indirectly in [(o, False) for o in direct_out] + [(o, True) for o in indirect_out]:
            obj.phased_out = True
            obj.phased_out_indirectly = indirectly
            obj.phased_out_under = chars[obj.oid].controller
            if not indirectly and until is not None:
                obj.phased_out_until, obj.tap_as_it_phases_in = until.oid, tap_as_it_phases_in
            ops.remove_from_combat(game, obj)  # 702.26b, 506.4
            game.edition.on_phased_out(game, obj)
            game.emit(ev.PhasedOut(obj.label, obj.oid, indirectly))
        if game.edition.phasing_out_is_leaving():  # 2003: the phased-out zone is out of play
            for obj in direct_out + indirect_out:
                release_until(game, obj.oid)
        moment = game.moment()
        phasing_in = [(o, False, released and o.tap_as_it_phases_in) for o in coming_in] + [
            (o, True, False) for o in indirect_in]
        for obj, indirectly, _ in phasing_in:  # all at once (702.26a): the hooks below see them all in
            obj.phased_out = False
            obj.phased_out_indirectly = False
            obj.phased_out_under = None
            obj.phased_out_until, obj.tap_as_it_phases_in, obj.phase_in_at_next_untap = None, False, False
            if not indirectly:
                _reattach_or_fall_off(game, obj)
        for obj, indirectly, tap in phasing_in:
            game.edition.on_phased_in(game, obj, moment)
            game.emit(ev.PhasedIn(obj.label, obj.oid, indirectly))
            if tap:
                ops.tap(game, obj)


def _reattach_or_fall_off(game: "Game", obj: GameObject) -> None:
    """702.26i: a directly phased-out attachment phases in attached if its host is still there.

    No "becomes unattached" event: phasing never triggers those (702.26j). State-based actions
    then deal with an Aura attached to nothing (704.5m).
    """
    if obj.attached_to is None:
        return
    host = game.state.objects.get(obj.attached_to)
    if host is None or host.zone is not Zone.BATTLEFIELD:
        obj.attached_to = None


def phase_out(game: "Game", objects: Iterable[GameObject]) -> None:
    phase(game, objects, ())


def release_until(game: "Game", oid: int) -> None:
    """610.4: what phased out until the object ``oid`` left the battlefield phases in now, "this way"."""
    waiting = [o for o in game.state.battlefield() if o.phased_out and o.phased_out_until == oid]
    phase(game, (), waiting, released=True)


def untap_step_phasing(game: "Game", player: str) -> None:
    """702.26a: the active player's phasing permanents phase out; what phased out under them phases in.

    What phased out "until" something happens stays out (610.4); what phased out under a player
    who has left the game and whose turn would have begun phases in now, whoever's untap step it
    is (702.26n).
    """
    chars = game.chars()
    going_out = [o for o in game.state.existing()
                 if chars[o.oid].controller == player and chars[o.oid].has("phasing")]
    coming_in = [o for o in game.state.battlefield()
                 if o.phased_out and not o.phased_out_indirectly and o.phased_out_until is None
                 and (o.phased_out_under == player or o.phase_in_at_next_untap)]
    phase(game, going_out, coming_in)


def player_turn_passed_over(game: "Game", player: str) -> None:
    """702.26n: the turn of a player who left would have begun: what phased out under them phases
    in at the next untap step."""
    for obj in game.state.battlefield():
        if obj.phased_out and not obj.phased_out_indirectly and obj.phased_out_under == player:
            obj.phase_in_at_next_untap = True
