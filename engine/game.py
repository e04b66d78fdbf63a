"""The game: one state, one edition, one card registry, and the operations that drive it.

Setup methods build a starting position; :meth:`Game.perform` applies one action as a
transaction (a refused action leaves the state exactly as it was); :meth:`Game.observe` returns
what can be seen, as frozen data.
"""
from __future__ import annotations

import copy
from operator import is_
from typing import Any, Sequence

from ..catalogue import concepts
from . import effects as fx
from . import operations as ops
from . import sba, triggers
from .cards import REGISTRY, CardRegistry
from .editions import CURRENT, Edition
from .errors import IllegalActionError, InvalidActionError, RulesError, SetupError
from .model import (CHANGES, CREATURE, SETS, CardType, GameObject, GameState, Player, Step, TurnState, Zone,
                    made)


#: the moments at which the setup's permanents arrived: before any moment of the game, in timestamp order
SETUP_ARRIVALS = -10 ** 9


class Game:
    #: for tests: compare characteristics given from the cache with a fresh computation, and the
    #: state after a rollback with a deep copy taken before the action
    verify = False

    def __init__(self, edition: Edition = CURRENT, cards: CardRegistry = REGISTRY) -> None:
        self.edition = edition
        self.cards = cards
        self.state = GameState(players=[], turn=TurnState(number=1, active="", step=Step.PRECOMBAT_MAIN))
        self._started = False
        self._entered_this_turn: set[str] = set()
        #: the last characteristics computed, and what they were computed from
        self._chars_cache: tuple[Any, ...] | None = None
        #: the state, and what the state-based actions read of it (:meth:`settled`), when they were
        #: last looked for, found nothing and changed nothing
        self._settled: tuple[GameState, tuple[Any, ...]] | None = None
        #: the trigger sources last found, and the characteristics they were found with
        self.kept_sources: tuple[Any, tuple[Any, ...]] | None = None

    # --- setup -----------------------------------------------------------------------------

    def add_player(self, name: str, life: int = 20, hand: Sequence[str | tuple[str, str]] = (),
                   library: Sequence[str] = ()) -> None:
        """A player; hand cards are names, or (name, label) pairs to follow a card by its label."""
        if any(p.name == name for p in self.state.players):
            raise SetupError(f"player {name} is set up twice")
        player = Player(name=name, life=life)
        self.state.players.append(player)
        for i, card in enumerate(hand, 1):
            card, label = card if isinstance(card, tuple) else (card, f"{name.lower()}-hand-{i}")
            if self.state.find(label) is not None:
                raise SetupError(f'the id "{label}" is used twice')
            obj = self._new_card(card, name, Zone.HAND, label)
            player.hand.append(obj.oid)
        for i, card in enumerate(library, 1):
            obj = self._new_card(card, name, Zone.LIBRARY, f"{name.lower()}-library-{i}")
            player.library.append(obj.oid)

    def add_permanent(self, label: str, card: str, owner: str, controller: str | None = None, *,
                      token: bool = False, tapped: bool = False, phased_out: bool = False,
                      indirectly: bool = False, phased_out_under: str | None = None,
                      counters: dict[str, int] | None = None, damage: int = 0,
                      controlled_since_turn_began: bool = True,
                      linked: Sequence[str] = (), face_down: bool = False,
                      choices: Sequence[str] = ()) -> None:
        """Put a permanent onto the starting battlefield. Attachments come later (:meth:`attach_at_setup`)."""
        if self.state.find(label) is not None:
            raise SetupError(f'the id "{label}" is used twice')
        for name in (owner, controller or owner, phased_out_under or owner):
            self._require_player(name, SetupError)
        definition = self.cards.token(card) if token else self.cards.card(card)
        if not definition.is_permanent_card:
            raise SetupError(f"{card} is not a permanent card and can't be on the battlefield")
        obj = self._new_card(card, owner, Zone.BATTLEFIELD, label, definition=definition, token=token)
        controller = controller or owner
        obj.tapped = tapped
        obj.phased_out = phased_out
        obj.phased_out_indirectly = phased_out and indirectly
        obj.phased_out_under = (phased_out_under or controller) if phased_out else None
        obj.counters = dict(counters or {})
        obj.damage = damage
        obj.face_down = face_down
        obj.choices = tuple(choices)
        # setup is moment 0; what came under its controller's control this turn did so after their upkeep
        obj.control_moment = -1
        if not controlled_since_turn_began:
            self._entered_this_turn.add(label)
            obj.control_moment = 0
        # the setup's permanents arrived before the game began, in the order they are listed (their
        # timestamps): the 2003 legend rule keeps the one listed last
        obj.arrived = SETUP_ARRIVALS + obj.timestamp
        if controller != owner:
            self.state.effects.append(fx.ContinuousEffect(
                timestamp=self.state.take_timestamp(), modification=fx.SetController(controller),
                affected=frozenset({obj.oid}), duration=fx.Indefinitely(), source_label=None))
        for i, name in enumerate(linked, 1):
            exiled = self._new_card(name, owner, Zone.EXILE, f"{label}-exiled-{i}")
            obj.linked += (exiled.oid,)

    def control_at_setup(self, label: str, player: str, duration: str = "indefinitely",
                         source: str | None = None, while_tapped: str | None = None) -> None:
        """A control effect in force as the game starts: ``duration`` is "indefinitely", "until end of
        turn", or "for as long as" (``while_tapped`` names the permanent that must remain tapped)."""
        obj = self.state.find(label, Zone.BATTLEFIELD)
        if obj is None:
            raise SetupError(f'"{label}" is not on the battlefield')
        self._require_player(player, SetupError)
        if duration == "for as long as":
            keeper = self.state.find(while_tapped or "", Zone.BATTLEFIELD)
            if keeper is None or not keeper.exists or not keeper.tapped:
                raise SetupError(f'"{label}" is controlled for as long as "{while_tapped}" remains tapped, '
                                 "but that is not a tapped, phased-in permanent")
            lasting: fx.Duration = fx.ForAsLongAs(fx.SourceRemainsTapped(keeper.oid))
        else:
            lasting = {"indefinitely": fx.Indefinitely(), "until end of turn": fx.UntilEndOfTurn()}[duration]
        self.state.effects = [e for e in self.state.effects
                              if not (e.source_label is None and e.affected == frozenset({obj.oid}))]
        self.state.effects.append(fx.ContinuousEffect(
            timestamp=self.state.take_timestamp(), modification=fx.SetController(player),
            affected=frozenset({obj.oid}), duration=lasting, source_label=source))

    def attach_at_setup(self, label: str, to: str) -> None:
        obj = self.state.find(label, Zone.BATTLEFIELD)
        host = self.state.find(to, Zone.BATTLEFIELD)
        if obj is None or host is None:
            raise SetupError(f'"{label}" is attached to "{to}", which is not on the battlefield')
        if not (obj.definition.is_aura or obj.definition.is_equipment):
            raise SetupError(f'"{label}" ({obj.name}) is not an Aura or Equipment and can\'t be attached')
        obj.attached_to = host.oid

    def begin(self, active: str, step: Step, turn_number: int = 1) -> None:
        """Fix the turn and check the position; no turn-based action of that step happens."""
        self._require_player(active, SetupError)
        self.state.turn = TurnState(number=turn_number, active=active, step=step)
        for player in self.state.players:  # the others' most recent turns came before this one
            player.last_turn = turn_number if player.name == active else turn_number - 1
        chars = self.chars()
        for obj in self.state.battlefield():  # this turn, or before every player's most recent turn
            since = turn_number if obj.label in self._entered_this_turn else turn_number - 2
            obj.controlled_since = (chars[obj.oid].controller, since)
            if obj.phased_out_indirectly:
                host = self.state.objects.get(obj.attached_to) if obj.attached_to is not None else None
                if host is None or not host.phased_out:
                    raise SetupError(f'"{obj.label}" phased out indirectly but is not attached to a '
                                     "phased-out permanent")
        self._started = True
        self.refresh()

    # --- actions ---------------------------------------------------------------------------

    def perform(self, action: Any) -> None:
        """Apply one action; if the rules refuse it, restore the state and re-raise."""
        if not self._started:
            raise SetupError("the game has not begun")
        if self.over:
            raise IllegalActionError("the game is over: one player or none is left in it (104.2a)")
        before = copy.deepcopy(self.state) if self.verify else None
        savepoint = self.state.savepoint()
        try:
            action.apply(self)
        except RulesError:
            self.state = savepoint.roll_back()
            if before is not None and (self.state != before or list(self.state.objects) != list(before.objects)):
                raise AssertionError("the rollback did not restore the state (or the order of its objects)")
            raise
        except BaseException:
            savepoint.keep()  # not a refusal of the rules: the state stays as the action left it, as ever
            raise
        savepoint.keep()

    def observe(self) -> Any:
        from .observe import snapshot
        return snapshot(self)

    # --- what the rules consult -------------------------------------------------------------

    def chars(self) -> dict[int, fx.Characteristics]:
        """Every permanent's characteristics after every continuous effect (613). Computed anew only
        when something they depend on has changed since the last time: the game state itself (a
        rollback), a characteristic field of any object (model.CHARACTERISTIC_FIELDS), or the list of
        continuous effects. The answer is shared: the rules read it and never change it."""
        state, cache = self.state, self._chars_cache
        if (cache is not None and cache[0] is state and cache[1] == CHANGES[0] and len(cache[2]) == len(state.effects)
                and all(map(is_, cache[2], state.effects))):
            if self.verify:
                self._verify_kept(cache[3])
            return cache[3]
        chars = fx.compute(state)
        self._chars_cache = (state, CHANGES[0], tuple(state.effects), chars)
        return chars

    def _verify_kept(self, chars: dict[int, fx.Characteristics]) -> None:
        """For tests (``verify``): what is kept equals what a fresh computation gives."""
        state = self.state
        if chars != fx.compute(state):
            raise AssertionError("the characteristics kept are not those of the game now")
        if state.existing() != [o for o in state.objects.values() if o.exists]:
            raise AssertionError("the permanents kept are not those on the battlefield now")

    def settled(self) -> tuple[Any, ...]:
        """What the state-based actions and :meth:`refresh` read, as a value that changes whenever any
        of it does: every field of every object and the players' life, poison, presence and draws from
        an empty library (each set is counted, model.SETS; the table of objects and rollbacks,
        CHANGES), the continuous effects, the creatures in combat, and whether a batch is open."""
        state, combat = self.state, self.state.combat
        return (SETS[0], CHANGES[0], state.batch_depth, tuple(state.effects),
                None if combat is None else (tuple(combat.attackers), tuple(combat.blockers)))

    def is_settled(self) -> bool:
        """Whether nothing the state-based actions read has changed since they were last looked for,
        found nothing and changed nothing (see :meth:`settle`)."""
        return self._settled is not None and self._settled[0] is self.state and self._settled[1] == self.settled()

    def settle(self, before: tuple[Any, ...]) -> None:
        """The state-based actions were looked for and none applied: if nothing changed meanwhile (the
        state is still as ``before``), looking again finds nothing and changes nothing until it does."""
        if before == self.settled():
            self._settled = (self.state, before)

    def controller(self, obj: GameObject) -> str:
        return self.chars()[obj.oid].controller

    def player(self, name: str) -> Player:
        return self._require_player(name, InvalidActionError)

    @property
    def over(self) -> bool:
        """104.2a, 104.4a: once a player has left, the game is over when one player or none is left
        in it (a game set up for one player goes on)."""
        players = self.state.players
        remaining = sum([p.in_game for p in players])
        return remaining <= 1 and remaining < len(players)

    def opponents(self, name: str) -> list[str]:
        return [p.name for p in self.state.players if p.name != name and p.in_game]

    def apnap(self) -> list[str]:
        """Players in game, the active player first, then in turn order (101.4)."""
        names = [p.name for p in self.state.players]
        start = names.index(self.state.turn.active)
        ordered = names[start:] + names[:start]
        return [n for n in ordered if self.state.player(n).in_game]

    def ask(self, player: str, kind: str, default: Any) -> Any:
        """The player's answer to a choice: the first answer of that kind given ahead, or the default."""
        queue = self.state.answers.get(player, [])
        for i, (answer_kind, value) in enumerate(queue):
            if answer_kind == kind:
                del queue[i]
                return value
        return default

    def ask_about(self, player: str, kind: str, creature: str, default: Any) -> Any:
        """The player's answer to a choice about one creature (how its combat damage is divided): the
        first answer of that kind given ahead that names it (``{"creature": label, ...}``), or the default."""
        queue = self.state.answers.get(player, [])
        for i, (answer_kind, value) in enumerate(queue):
            if answer_kind == kind and value["creature"] == creature:
                del queue[i]
                return value
        return default

    def answered(self, player: str, kind: str, value: Any) -> bool:
        """Whether the player gave this very answer ahead (consuming it if so)."""
        queue = self.state.answers.get(player, [])
        for i, (answer_kind, given) in enumerate(queue):
            if answer_kind == kind and given == value:
                del queue[i]
                return True
        return False

    # --- events ----------------------------------------------------------------------------

    def batch(self) -> "Batch":
        """Group events that happen at once: triggers are looked for when the outermost batch ends."""
        return Batch(self)

    def emit(self, event: Any) -> None:
        self.state.log.append(event)
        self.state.batch_events.append(event)

    def refresh(self) -> None:
        """End "for as long as" effects that can no longer hold, note control changes, and take out
        of combat what 506.4 removes: a permanent whose controller changed or that is no longer a
        creature (leaving the battlefield and phasing out remove it where they happen). Not done
        again while the game is settled (:meth:`settle`): nothing it reads has changed since the
        refresh that ended the state-based actions' last look, which changed nothing."""
        settled = self.is_settled()
        if settled and not self.verify:
            return
        before = copy.deepcopy(self.state) if settled else None
        fx.end_expired(self.state)
        chars = self.chars()
        for obj in self.state.battlefield():
            c = chars[obj.oid]
            if obj.controlled_since is not None and obj.controlled_since[0] != c.controller:
                ops.remove_from_combat(self, obj)
            elif CREATURE not in c.types:
                ops.remove_from_combat(self, obj)
            if obj.controlled_since is None or obj.controlled_since[0] != c.controller:
                obj.controlled_since = (c.controller, self.state.turn.number)
                obj.control_moment = self.moment()
                obj.haste_like_for = None
        if before is not None and self.state != before:
            raise AssertionError("a refresh was skipped where it would have changed the game")

    def priority_point(self) -> None:
        """What happens each time a player would receive priority (117.5, 704.3, 603.3)."""
        for _ in range(100):
            acted = sba.check(self)
            if self.state.pending_triggers:
                triggers.put_on_stack(self)
                acted = True
            if not acted:
                return
        raise RulesError("state-based actions and triggers did not settle")

    # --- helpers ---------------------------------------------------------------------------

    def _require_player(self, name: str, error: type[Exception]) -> Player:
        for player in self.state.players:
            if player.name == name:
                return player
        raise error(f"there is no player named {name}")

    def moment(self) -> int:
        """Now, as a number that only grows: how many events have happened, plus one (setup is 0)."""
        return len(self.state.log) + 1

    def default_choice(self, kind: str) -> Any:
        """The answer to a named choice no one answered, where the rules concepts give it as a value
        (the creature type Advisor; docs/engines.md §7)."""
        return concepts().answer_kind(kind).default_value

    def new_object(self, definition: Any, owner: str, zone: Zone, label: str, *,
                   token: bool = False, copy_: bool = False) -> GameObject:
        state = self.state
        moment = self.moment()  # (read once: an object is made for every card of every library)
        obj = made(oid=state.take_oid(), label=label, definition=definition, owner=owner, zone=zone,
                   token=token, copy=copy_, timestamp=state.take_timestamp(), control_moment=moment, arrived=moment)
        state.objects[obj.oid] = obj
        return obj

    def _new_card(self, name: str, owner: str, zone: Zone, label: str, *, definition: Any = None,
                  token: bool = False) -> GameObject:
        definition = definition or self.cards.card(name)
        return self.new_object(definition, owner, zone, label, token=token)

    def unique_label(self, base: str) -> str:
        labels = {o.label for o in self.state.objects.values()}
        if base not in labels:
            return base
        n = 2
        while f"{base}-{n}" in labels:
            n += 1
        return f"{base}-{n}"


class Batch:
    """Events that happen at once (:meth:`Game.batch`): ``with game.batch():``. As the outermost
    batch ends, the triggers are looked for and the game is refreshed; a batch left by an exception
    looks for nothing (the action it is part of is refused, or the game stops)."""

    __slots__ = ("game", "state")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.state = game.state

    def __enter__(self) -> None:
        state = self.state
        if state.batch_depth == 0:
            state.batch_before = triggers.sources(self.game)
            state.batch_events = []
        state.batch_depth += 1

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        state = self.state
        state.batch_depth -= 1
        if kind is None and state.batch_depth == 0:
            events, before = state.batch_events, state.batch_before
            state.batch_events, state.batch_before = [], None
            triggers.collect(self.game, events, before)
            self.game.refresh()
