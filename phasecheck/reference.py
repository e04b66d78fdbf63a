"""The reference engine behind the same interface as any other engine: a play in, observations out.

This is an adapter, like the one a third-party engine writes: it turns a scenario's play (its
setup, actions and observe steps: schemas/play.schema.json, the very message every engine gets)
into engine calls and the engine's frozen snapshots and events into observation JSON. It sees no
check and judges nothing.
"""
from __future__ import annotations

from typing import Any, Callable

from phasecheck import engine
from phasecheck.engine import events as ev
from phasecheck.engine import observe

from . import __version__
from .protocol import EVENT_KINDS
from .steps.consistency import library_cards

NAME = "phasecheck-reference"


def describe() -> dict[str, Any]:
    """What the engine says of itself in answer to ``start``: it reports every kind of event."""
    return {"name": NAME, "version": __version__, "editions": list(engine.EDITIONS),
            "cards": engine.REGISTRY.card_names(), "tokens": engine.REGISTRY.token_names(),
            "complete_events": list(EVENT_KINDS)}


def run(play: dict[str, Any], edition: str | engine.Edition) -> dict[str, Any]:
    """Play one scenario's play; return the observations (schemas/observation.schema.json). The
    edition is its name, or the rules themselves (an :class:`~engine.Edition`)."""
    game = engine.Game(edition=engine.EDITIONS[edition] if isinstance(edition, str) else edition)
    try:
        set_up(game, play["setup"])
    except engine.UnknownCardError as error:
        return {"status": "skipped", "reason": str(error)}
    except engine.RulesError as error:
        return {"status": "errored", "reason": f"setup refused: {error}"}
    recording = Recording(game)
    for index, step in enumerate(play["steps"]):
        if "observe" in step:
            recording.checkpoint(index)
        else:
            recording.action(perform(game, index, step))
    return recording.observations()


class Recording:
    """The observations of a game as it is played, built step by step (what :func:`run` returns)."""

    def __init__(self, game: engine.Game) -> None:
        self.game = game
        self.actions: list[dict[str, Any]] = []
        self.checkpoints: list[dict[str, Any]] = []
        self._seen_events = 0
        #: whether an action was accepted since the last checkpoint
        self._acted = True

    def action(self, result: dict[str, Any]) -> None:
        """What became of an action (:func:`perform`'s result)."""
        self.actions.append(result)
        self._acted = self._acted or result["accepted"]

    def checkpoint(self, index: int) -> None:
        """The game now, and the events since the previous checkpoint, at step ``index``. After
        refused actions only, the state is the previous checkpoint's: a refusal changes nothing
        (Game.perform rolls it back; under Game.verify, it is observed anew and compared)."""
        game = self.game
        if not self._acted and len(game.state.log) == self._seen_events and not game.verify:
            self.checkpoints.append({"step": index, "state": self.checkpoints[-1]["state"], "events": []})
            return
        snapshot = observe.snapshot(game, self._seen_events)  # the events since the last checkpoint only
        state = state_view(snapshot)
        if not self._acted and game.verify and state != self.checkpoints[-1]["state"]:
            raise AssertionError("the game changed though every action since the last checkpoint was refused")
        self.checkpoints.append({"step": index, "state": state, "events": [_event(e) for e in snapshot.events]})
        self._seen_events += len(snapshot.events)
        self._acted = False

    def observations(self) -> dict[str, Any]:
        return {"status": "observed", "actions": self.actions, "checkpoints": self.checkpoints}


def set_up(game: engine.Game, setup: dict[str, Any]) -> None:
    for player in setup["players"]:
        hand = [(c["card"], c["id"]) if isinstance(c, dict) else c for c in player["hand"]]
        game.add_player(player["name"], life=player["life"], hand=hand, library=library_cards(player["library"]))
    for p in setup["permanents"]:
        phased = p["phased"]
        game.add_permanent(
            p["id"], p.get("card") or p["token"], p["owner"], p["controller"], token="token" in p,
            tapped=p["tapped"], phased_out=phased["status"] == "out", indirectly=phased.get("how") == "indirectly",
            phased_out_under=phased.get("under"), counters=p["counters"], damage=p["damage"],
            controlled_since_turn_began=not p["entered_this_turn"], linked=p["imprinted"], face_down=p["face_down"],
            choices=p["choices"])
    for p in setup["permanents"]:
        if p["attached_to"] is not None:
            game.attach_at_setup(p["id"], p["attached_to"])
    for effect in setup["effects"]:
        duration = effect["duration"]
        game.control_at_setup(effect["permanent"], effect["player"], duration["kind"], effect["source"],
                              duration.get("tapped"))
    turn = setup["turn"]
    game.begin(turn["active"], engine.Step(turn["step"]), turn["number"])


def _refs(refs: list[dict[str, str]]) -> tuple[engine.TargetRef, ...]:
    return tuple(engine.TargetRef(permanent=r.get("permanent"), player=r.get("player")) for r in refs)


def action_of(step: dict[str, Any]) -> engine.Action:
    kind = step["action"]
    if kind == "cast":
        return engine.CastSpell(step["player"], step["card"], _refs(step.get("targets", [])), step.get("mode"),
                                step.get("x", 0), tuple(step.get("choices", [])))
    if kind == "activate":
        return engine.ActivateAbility(step["player"], step["permanent"], step.get("ability", 1),
                                      _refs(step.get("targets", [])))
    if kind == "play land":
        return engine.PlayLand(step["player"], step["card"])
    if kind == "attack":
        return engine.DeclareAttackers(step["player"], tuple(step["attackers"]), step.get("defender"))
    if kind == "block":
        return engine.DeclareBlockers(step["player"], tuple((b["blocker"], b["attacker"]) for b in step["blocks"]))
    if kind == "resolve":
        return engine.ResolveStack(None if step["count"] == "all" else step["count"])
    if kind == "pass priority":
        return engine.PassPriority()
    if kind == "advance":
        return engine.AdvanceTo(step["player"], engine.Step(step["step"]))
    if kind == "answer":
        value = step["answer"]
        if step["choice"] == "targets":
            value = _refs(value)
        return engine.Answer(step["player"], step["choice"], value)
    if kind == "concede":
        return engine.Concede(step["player"])
    raise ValueError(f"unknown action {kind}")


def perform(game: engine.Game, index: int, step: dict[str, Any]) -> dict[str, Any]:
    """Perform the action step ``index``: whether the engine accepted it, or how and why it refused
    (a refusal changes nothing)."""
    try:
        game.perform(action_of(step))
    except engine.IllegalActionError as error:
        return {"step": index, "accepted": False, "refusal": "illegal", "reason": str(error)}
    except engine.InvalidActionError as error:
        return {"step": index, "accepted": False, "refusal": "invalid", "reason": str(error)}
    return {"step": index, "accepted": True}


def state_view(snapshot: engine.Snapshot) -> dict[str, Any]:
    return {
        "turn": {"number": snapshot.turn, "active": snapshot.active_player, "step": snapshot.step},
        "players": [{"name": p.name, "life": p.life, "poison": p.poison, "in_game": p.in_game,
                     "hand": list(p.hand), "library_size": p.library_size, "graveyard": list(p.graveyard),
                     "mana_pool": p.mana_pool} for p in snapshot.players],
        "permanents": [_permanent(p) for p in snapshot.permanents],
        "cards": [{"id": c.id, "name": c.name, "owner": c.owner, "zone": c.zone} for c in snapshot.cards],
        "stack": [{"kind": s.kind, "name": s.name, "controller": s.controller, "source": s.source,
                   "targets": list(s.targets)} for s in snapshot.stack],
        "waiting_triggers": [{"source": t.source, "controller": t.controller, "ability": t.ability}
                             for t in snapshot.waiting_triggers],
    }


def _permanent(p: Any) -> dict[str, Any]:
    phased: dict[str, Any] = {"status": "out" if p.phased_out else "in"}
    if p.phased_out:
        phased |= {"how": p.phased_out_how, "under": p.phased_out_under}
    return {"id": p.id, "name": p.name, "owner": p.owner, "controller": p.controller, "token": p.token,
            "phased": phased, "tapped": p.tapped, "counters": dict(p.counters), "damage": p.damage,
            "attached_to": p.attached_to,
            "power": p.power, "toughness": p.toughness,
            "attacking": p.attacking, "blocking": p.blocking, "can_attack": p.can_attack,
            "imprinted": list(p.exiled_with), "face_down": p.face_down, "supertypes": list(p.supertypes),
            "types": list(p.types), "subtypes": list(p.subtypes)}


def _event(event: Any) -> dict[str, Any]:
    view = _EVENT_VIEWS.get(type(event))
    if view is None:
        raise ValueError(f"no observation for event {event!r}")
    return view(event)


#: each of the engine's events as an observation sees it, by the event's class
_EVENT_VIEWS: dict[type, Callable[[Any], dict[str, Any]]] = {
    ev.PhasedOut: lambda e: {"type": e.kind, "permanent": e.permanent, "indirectly": e.indirectly},
    ev.PhasedIn: lambda e: {"type": e.kind, "permanent": e.permanent, "indirectly": e.indirectly},
    ev.ZoneChanged: lambda e: {"type": "zone change", "card": e.permanent, "from": e.from_zone, "to": e.to_zone},
    ev.BecameTapped: lambda e: {"type": "tapped", "permanent": e.permanent},
    ev.BecameUntapped: lambda e: {"type": "untapped", "permanent": e.permanent},
    ev.RemovedFromCombat: lambda e: {"type": e.kind, "permanent": e.permanent},
    ev.BecameAttached: lambda e: {"type": "attached", "permanent": e.permanent, "to": e.to},
    ev.BecameUnattached: lambda e: {"type": "unattached", "permanent": e.permanent, "from": e.from_permanent},
    ev.AbilityTriggered: lambda e: {"type": "triggered", "source": e.source, "controller": e.controller,
                                    "ability": e.ability},
    ev.Drew: lambda e: {"type": e.kind, "player": e.player, "card": e.card},
    ev.Discarded: lambda e: {"type": e.kind, "player": e.player, "card": e.card},
    ev.LifeChanged: lambda e: {"type": "life", "player": e.player, "amount": e.amount},
    ev.DamageDealt: lambda e: {"type": "damage", "source": e.source, "target": e.target, "amount": e.amount,
                               "combat": e.combat},
    ev.SpellCast: lambda e: {"type": "cast", "player": e.player, "card": e.card},
    ev.CountersPut: lambda e: {"type": "counters", "permanent": e.permanent, "counter": e.counter,
                               "amount": e.amount},
    ev.StepBegan: lambda e: {"type": "step", "player": e.player, "step": e.step, "turn": e.turn},
    ev.AttackerDeclared: lambda e: {"type": "attacks", "permanent": e.permanent, "defender": e.defender},
    ev.PlayerLeftGame: lambda e: {"type": "left game", "player": e.player},
    ev.LegendRule: lambda e: {"type": "legend rule", "permanent": e.permanent},
    ev.ManaAdded: lambda e: {"type": "mana", "player": e.player, "mana": e.mana, "source": e.source},
}
