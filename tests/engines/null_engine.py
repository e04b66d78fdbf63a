"""The null engine: accepts every action, changes nothing, reports nothing.

It answers every scenario with the game exactly as the setup left it, at every checkpoint, with
no events, and claims to report every kind of event completely (the worst case: a claim it can
keep only because nothing ever changes). A sound suite passes it on no ruling that says
something happens.

    python tests/engines/null_engine.py
"""
from __future__ import annotations

import sys
from typing import Any, Mapping

from phasecheck.adapter import serve
from phasecheck.catalogue import concepts
from phasecheck.protocol import EVENT_KINDS
from phasecheck.steps.catalogue import CATALOGUE


def describe() -> Mapping[str, Any]:
    return {"name": "null", "version": "0", "editions": list(concepts().edition_names),
            "cards": sorted(CATALOGUE.cards), "tokens": sorted(CATALOGUE.tokens), "complete_events": list(EVENT_KINDS)}


def _hand(player: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(id, card) of each card in hand, with the ids the protocol gives unaliased cards."""
    return [(c["id"], c["card"]) if isinstance(c, dict) else (f"{player['name'].lower()}-hand-{i}", c)
            for i, c in enumerate(player["hand"], 1)]


def _permanent(p: Mapping[str, Any]) -> dict[str, Any]:
    name = p.get("card") or p["token"]
    entry = CATALOGUE.entry(name, "token" in p)
    seen = p["phased"]["status"] == "in"  # a phased-out permanent has no power or toughness to report
    return {"id": p["id"], "name": name, "owner": p["owner"], "controller": p["controller"], "token": "token" in p,
            "phased": p["phased"], "tapped": p["tapped"], "counters": p["counters"], "damage": p["damage"],
            "attached_to": p["attached_to"],
            "power": None if not seen else 2 if p["face_down"] else entry.power if entry else None,
            "toughness": None if not seen else 2 if p["face_down"] else entry.toughness if entry else None,
            "attacking": False, "blocking": False,
            "can_attack": False, "imprinted": [f"{p['id']}-exiled-{i}" for i, _ in enumerate(p["imprinted"], 1)],
            "face_down": p["face_down"], **_types(entry, p["face_down"])}


def _types(entry: Any, face_down: bool) -> dict[str, list[str]]:
    if face_down:
        return {"supertypes": [], "types": ["Creature"], "subtypes": []}
    return {"supertypes": sorted(entry.supertypes) if entry else [], "types": sorted(entry.types) if entry else [],
            "subtypes": sorted(entry.subtypes) if entry else []}


def setup_state(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The game as the setup describes it, as an observation's state."""
    players = setup["players"]
    cards = [{"id": cid, "name": card, "owner": p["name"], "zone": "hand"} for p in players for cid, card in _hand(p)]
    cards += [{"id": f"{p['id']}-exiled-{i}", "name": card, "owner": p["owner"], "zone": "exile"}
              for p in setup["permanents"] for i, card in enumerate(p["imprinted"], 1)]
    return {
        "turn": {"number": setup["turn"]["number"], "active": setup["turn"]["active"], "step": setup["turn"]["step"]},
        "players": [{"name": p["name"], "life": p["life"], "poison": 0, "in_game": True,
                     "hand": [cid for cid, _ in _hand(p)],
                     "library_size": p["library"] if isinstance(p["library"], int) else len(p["library"]),
                     "graveyard": [], "mana_pool": ""} for p in players],
        "permanents": [_permanent(p) for p in setup["permanents"]],
        "cards": sorted(cards, key=lambda c: c["id"]), "stack": [], "waiting_triggers": []}


def run(play: Mapping[str, Any], edition: str) -> Mapping[str, Any]:
    state = setup_state(play["setup"])
    steps = play["steps"]
    actions = [{"step": i, "accepted": True} for i, s in enumerate(steps) if "action" in s]
    checkpoints = [{"step": i, "state": state, "events": []} for i, s in enumerate(steps) if "observe" in s]
    return {"status": "observed", "actions": actions, "checkpoints": checkpoints}


if __name__ == "__main__":
    sys.exit(serve(describe, run))
