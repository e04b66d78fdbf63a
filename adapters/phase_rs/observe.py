"""What phase.rs shows, in the protocol's words: the state at a checkpoint, and its events.

Everything here is read from phase.rs: its saved state, its current prompt and the events each
action returned. The adapter derives nothing from the rules. These are read the way phase.rs
defines them, which the guide spells out (docs/engines.md §13):

- ``phased.under``: phase.rs keeps no record of who controlled a permanent when it phased out; it
  phases a permanent in during its current controller's untap step, so that is what is reported.
- ``waiting_triggers``: phase.rs puts triggered abilities on the stack as soon as a player would
  receive priority, in the same call that begins the step or resolves an object. Where an
  ``advance`` stops, or a ``pass priority`` has resolved an object or begun a step (before anyone
  receives priority, when abilities that triggered are still waiting), two cases: if phase.rs
  asks a player to order several (``OrderTriggers``), those it lists are waiting and its stack is
  shown as it is; if it went on to give a player priority, what it stacked then (everything, as a
  step begins with an empty stack; what is above the objects left below the one that resolved)
  is reported as waiting, in the order phase.rs stacked it, and the rest as the stack.
- ``can_attack``: phase.rs is asked. A copy of the game is loaded at the beginning of combat of
  the creature's controller, with an empty stack, and passed to its declare attackers step: the
  creature can attack if phase.rs lists it among the valid attackers (phase.rs skips the step when
  it lists none). Nothing else in the game is touched.
- ``face_down``, ``supertypes``, ``types``, ``subtypes``: phase.rs's own (its current card types).
- events: phase.rs's own, what phased at once in the protocol's order (order.in_report_order), and
  two the adapter reads where phase.rs has none, ``triggered`` (every triggered ability phase.rs asks
  a player to order, Table.announce_waiting, or that appears on its stack, Table.newly_stacked_triggers:
  not one phase.rs removes alone for want of a target, which leaves no trace) and ``legend rule``
  (the legends a player did not keep when phase.rs asked, table._legend_rule).
- ``mana_pool``: the mana in phase.rs's pool that some object made. The unlimited mana of
  phase.rs's debug switch, which the adapter turns on to waive mana costs, is mana of no source
  and is left out; phase.rs spends it first, so the mana an object made stays, as it does when
  costs are waived.
"""
from __future__ import annotations

from typing import Any

from . import untap
from .order import in_report_order
from .table import STEPS, Table, Unexpressible, in_game

COUNTER_NAMES = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
MANA = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}
#: what phase.rs records about each stack entry, emptied with the stack
STACK_RECORDS = ("stack_trigger_firings", "stack_paid_facts")
#: phase.rs's journal of every rules command since the game was made (most of a saved game's size,
#: and of the time loading it takes), emptied in the copy that only asks which creatures could attack.
#: Its record of the mana spent this turn goes with it: phase.rs refuses a journal whose spent mana
#: names producers it no longer lists, and the payments it records are of spells and abilities, which
#: the copy's empty stack no longer holds (kept, half of the copies took the whole journal, 0.2 s a load
#: against 0.04; the same observations over explore's games of seed 1)
TRIM_JOURNAL = True
EMPTY_JOURNAL = {"entries": [], "nodes": [], "produced_mana": [], "spent_mana": [], "next_command_ordinal": 0,
                 "next_settlement_node_ordinal": 0}
ZONES = {"Library": "library", "Hand": "hand", "Stack": "stack", "Battlefield": "battlefield",
         "Graveyard": "graveyard", "Exile": "exile", "Command": "command"}


def observe(table: Table) -> dict[str, Any]:
    """The state of the game now (schemas/observation.schema.json, ``state``)."""
    saved = table.saved()
    state = saved["state"]
    objects = state["objects"]
    attackers = _valid_attackers(table, saved)
    waiting = min(table.waiting_on_stack, len(state["stack"]))
    permanents = [_permanent(table, state, objects[str(i)], attackers) for i in state["battlefield"]
                  if str(i) in objects]
    step = STEPS[state["phase"]]
    if table.untap_view is not None:  # shown at the end of the untap step (untap.py)
        step, waiting = "untap step", min(table.untap_view.stacked, len(state["stack"]))
    waiting_triggers = _stacked_waiting(table, state, waiting) + _waiting(table)
    if table.untap_view is not None:
        untap_step = untap.waiting(table)
        waiting_triggers = [w for w, key in zip(waiting_triggers, _waiting_keys(table, state, waiting))
                            if key in untap_step]
    return {
        "turn": {"number": state["turn_number"], "active": table.player(state["active_player"]), "step": step},
        "players": [_player(table, p) for p in state["players"] if p["id"] != table.idle],
        "permanents": sorted(permanents, key=lambda p: p["id"]),
        "cards": _cards(table, state),
        "stack": [_stack_item(table, objects, e) for e in reversed(state["stack"][:len(state["stack"]) - waiting])],
        "waiting_triggers": waiting_triggers,
    }


def _waiting_keys(table: Table, state: dict[str, Any], count: int) -> list[tuple[int, str]]:
    """(source's object id, text) of each waiting trigger, in the order observe lists them."""
    stacked = [untap.stacked_key(e) for e in state["stack"][len(state["stack"]) - count:]] if count else []
    prompt = table.prompt
    ordered = [(t["source_id"], t["description"]) for t in prompt["data"]["triggers"]] \
        if prompt["type"] == "OrderTriggers" else []
    return stacked + ordered


def _player(table: Table, record: dict[str, Any]) -> dict[str, Any]:
    return {"name": table.player(record["id"]), "life": record["life"], "poison": record.get("poison_counters", 0),
            "in_game": in_game(record),
            "hand": [table.name_of(i) for i in record["hand"]], "library_size": len(record["library"]),
            "graveyard": [table.name_of(i) for i in reversed(record["graveyard"])],  # phase.rs: top last
            "mana_pool": _mana(table, record)}


def _mana(table: Table, record: dict[str, Any]) -> str:
    made = [pip["color"] for pip in (record.get("mana_pool") or {}).get("mana", []) if pip.get("source_id")]
    return "".join(symbol * made.count(color) for color, symbol in MANA.items())


def _is_creature(obj: dict[str, Any]) -> bool:
    return "Creature" in obj["card_types"]["core_types"]


def _valid_attackers(table: Table, saved: dict[str, Any]) -> set[int]:
    """The creatures phase.rs would let attack, each in its controller's declare attackers step now."""
    state = saved["state"]
    if table.prompt["type"] == "GameOver":
        return set()
    controllers = {state["objects"][str(i)]["controller"] for i in state["battlefield"]
                   if str(i) in state["objects"] and _is_creature(state["objects"][str(i)])}
    valid: set[int] = set()
    for seat in sorted(controllers):
        valid |= _attackers_of(table, saved, seat)
    return valid


def _attackers_of(table: Table, saved: dict[str, Any], seat: int) -> set[int]:
    """Load a copy of the game at ``seat``'s beginning of combat, stack and combat empty, and let
    every player pass: phase.rs's declare attackers prompt lists the valid attackers."""
    combat = dict(saved["state"], active_player=seat, priority_player=seat, phase="BeginCombat", stack=[],
                  combat=None, priority_pass_count=0, waiting_for={"type": "Priority", "data": {"player": seat}})
    combat |= {key: {} for key in STACK_RECORDS if key in combat}  # phase.rs's records of stack entries
    if combat.get("pending_trigger") is not None:  # a trigger waiting for its targets, left open by an advance
        combat["pending_trigger"] = None
    game = _loaded(table, dict(saved, state=combat))
    for _ in range(len(table.seats)):
        if game.waiting_for()["type"] != "Priority" or game.phase != "BeginCombat":
            break
        game.apply(game.priority_player(), {"type": "PassPriority"})
    prompt = game.waiting_for()
    if prompt["type"] == "DeclareAttackers" and prompt["data"]["player"] == seat:
        return set(prompt["data"]["valid_attacker_ids"])
    if prompt["type"] == "Priority" and game.phase != "BeginCombat":
        return set()  # phase.rs skipped the declare attackers step: no creature may attack
    raise Unexpressible(f"phase.rs asks for {prompt['type']} on the way to {table.player(seat)}'s declare attackers "
                        "step, where the adapter asks which creatures could attack")


def _loaded(table: Table, saved: dict[str, Any]) -> Any:
    """The saved game loaded, its journal emptied where phase.rs accepts that (else whole)."""
    journal = saved["state"].get("resolved_rules_journal")
    if TRIM_JOURNAL and isinstance(journal, dict):
        try:
            return table.engine.load_game(dict(saved, state=dict(saved["state"], resolved_rules_journal=dict(
                journal, **EMPTY_JOURNAL))))
        except ValueError:
            pass
    return table.engine.load_game(saved)


def _permanent(table: Table, state: dict[str, Any], obj: dict[str, Any], attackers: set[int]) -> dict[str, Any]:
    controller = table.player(obj["controller"])
    status = (obj.get("phase_status") or {}).get("status", "PhasedIn")
    phased: dict[str, Any] = {"status": "in"}
    if status == "PhasedOut":
        phased = {"status": "out", "how": obj["phase_status"]["cause"].lower(), "under": controller}
    attached = obj.get("attached_to")
    combat = _combat_roles(state)
    creature = _is_creature(obj) and status != "PhasedOut"  # a phased-out permanent has no P/T to report
    return {
        "id": table.name_of(obj["id"]), "name": card_name(obj), "owner": table.player(obj["owner"]),
        "controller": controller, "token": bool(obj.get("is_token")), "phased": phased, "tapped": obj["tapped"],
        "counters": {COUNTER_NAMES.get(k, k): n for k, n in sorted(obj.get("counters", {}).items()) if n},
        "damage": obj.get("damage_marked", 0),
        "attached_to": table.name_of(attached["data"]) if attached and attached.get("type") == "Object" else None,
        "power": obj.get("power") if creature else None, "toughness": obj.get("toughness") if creature else None,
        "attacking": obj["id"] in combat["attacking"], "blocking": obj["id"] in combat["blocking"],
        "can_attack": obj["id"] in attackers,
        "face_down": bool(obj.get("face_down")),
        "supertypes": sorted(obj["card_types"]["supertypes"]), "types": sorted(obj["card_types"]["core_types"]),
        "subtypes": sorted(obj["card_types"]["subtypes"]),
        "imprinted": [table.name_of(link["exiled_id"]) for link in state.get("exile_links", [])
                      if link["source_id"] == obj["id"] and str(link["exiled_id"]) in state["objects"]
                      and state["objects"][str(link["exiled_id"])]["zone"] == "Exile"],
    }


def card_name(obj: dict[str, Any]) -> str:
    """The name of the card an object is: a face-down permanent's characteristics have no name
    (708.2), and phase.rs keeps the card's own face, name and all, as its ``back_face``."""
    if obj.get("face_down") and not obj["name"]:
        return (obj.get("back_face") or {}).get("name") or ""
    return obj["name"]


def _combat_roles(state: dict[str, Any]) -> dict[str, set[int]]:
    combat = state.get("combat") or {}
    attacking = {a["object_id"] if isinstance(a, dict) else a[0] for a in combat.get("attackers", [])}
    blocking: set[int] = set()
    for key, value in (combat.get("blocker_to_attacker") or {}).items():
        blocking.add(int(key))
    for value in (combat.get("blocker_assignments") or {}).values():
        blocking |= {b for b in value} if isinstance(value, list) else set()
    return {"attacking": attacking, "blocking": blocking}


def _cards(table: Table, state: dict[str, Any]) -> list[dict[str, Any]]:
    """Every card, token or copy neither on the battlefield nor in a library. What a player who left
    the game owns has left it (800.4a): phase.rs keeps it in exile; the protocol says "nowhere"."""
    gone = {record["id"] for record in state["players"] if not _player(table, record)["in_game"]}
    cards = []
    for key, obj in state["objects"].items():
        zone = ZONES.get(obj["zone"])
        if zone in ("hand", "graveyard", "stack", "exile") and int(key) in table.names:
            cards.append({"id": table.name_of(int(key)), "name": card_name(obj), "owner": table.player(obj["owner"]),
                          "zone": "nowhere" if obj["owner"] in gone else zone})
    for object_id, scenario_id in table.names.items():
        if str(object_id) in state["objects"]:
            obj = state["objects"][str(object_id)]
            table.seen[object_id] = (obj["name"], obj["owner"])
        elif object_id in table.seen:  # a token or a copy that ceased to exist
            name, owner = table.seen[object_id]
            cards.append({"id": scenario_id, "name": name, "owner": table.player(owner), "zone": "nowhere"})
    return sorted(cards, key=lambda c: c["id"])


def _stack_item(table: Table, objects: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    kind = entry["kind"]
    data = kind.get("data") or {}
    ability = data.get("ability") or {}
    spell = kind["type"] == "Spell"
    source = entry.get("source_id")
    name = objects[str(entry["id"])]["name"] if spell and str(entry["id"]) in objects else (
        ability.get("description") or data.get("description") or kind["type"])
    targets = [_target(table, t) for t in (ability.get("targets") or data.get("targets") or [])]
    return {"kind": "spell" if spell else "ability", "name": name, "controller": table.player(entry["controller"]),
            "source": table.name_of(entry["id"] if spell else source) if (spell or source is not None) else None,
            "targets": targets}


def _target(table: Table, target: dict[str, Any]) -> str:
    if "Player" in target:
        return table.player(target["Player"])
    return table.name_of(target["Object"])


def _stacked_waiting(table: Table, state: dict[str, Any], count: int) -> list[dict[str, Any]]:
    """The ``count`` entries phase.rs stacked last, bottom first: the abilities waiting at the stop."""
    waiting = []
    for entry in state["stack"][len(state["stack"]) - count:]:
        item = _stack_item(table, state["objects"], entry)
        source = state["objects"].get(str(entry.get("source_id")))
        waiting.append({"source": item["source"], "controller": item["controller"],
                        "ability": item["name"].replace("~", source["name"]) if source else item["name"]})
    return waiting


def _waiting(table: Table) -> list[dict[str, Any]]:
    prompt = table.prompt
    if prompt["type"] != "OrderTriggers":
        return []
    player = table.player(prompt["data"]["player"])
    return [{"source": table.name_of(t["source_id"]), "controller": player,
             "ability": t["description"].replace("~", t["source_name"])} for t in prompt["data"]["triggers"]]


# --- events ----------------------------------------------------------------------------------

def events(table: Table, raw: list[dict[str, Any]], turn: dict[str, Any]) -> list[dict[str, Any]]:
    """phase.rs's events in the protocol's words and order (order.in_report_order); ``turn`` (active player,
    number) is kept current."""
    found: list[dict[str, Any]] = []
    for event in in_report_order(table, raw):
        found += _event(table, event["type"], event.get("data") or {}, turn)
    return found


def _event(table: Table, kind: str, data: dict[str, Any], turn: dict[str, Any]) -> list[dict[str, Any]]:
    name = table.name_of
    if kind == "PermanentPhasedOut":
        return [{"type": "phased out", "permanent": name(data["object_id"]), "indirectly": bool(data.get("indirect"))}]
    if kind == "PermanentPhasedIn":
        how = table.phased_how.get(data["object_id"], "directly")
        return [{"type": "phased in", "permanent": name(data["object_id"]), "indirectly": how == "indirectly"}]
    if kind == "ZoneChanged":
        return [{"type": "zone change", "card": name(data["object_id"]),
                 "from": ZONES.get(data.get("from")) if data.get("from") else None,
                 "to": ZONES.get(data.get("to"), "nowhere") if data.get("to") else "nowhere"}]
    if kind in ("PermanentTapped", "PermanentUntapped"):
        return [{"type": "tapped" if kind == "PermanentTapped" else "untapped", "permanent": name(data["object_id"])}]
    if kind == "CardDrawn":
        return [{"type": "drew", "player": table.player(data["player_id"]), "card": name(data["object_id"])}]
    if kind == "Discarded":
        return [{"type": "discarded", "player": table.player(data["player_id"]), "card": name(data["object_id"])}]
    if kind == "LifeChanged":
        return [{"type": "life", "player": table.player(data["player_id"]), "amount": data["amount"]}]
    if kind == "DamageDealt" and data.get("amount", 0) > 0:
        target = data["target"]
        return [{"type": "damage", "source": name(data["source_id"]), "amount": data["amount"],
                 "target": table.player(target["Player"]) if "Player" in target else name(target["Object"]),
                 "combat": bool(data.get("is_combat"))}]
    if kind == "LegendRule":  # the adapter's own (table._legend_rule)
        return [{"type": "legend rule", "permanent": name(data["object_id"])}]
    if kind == "TriggeredAbilityStacked":  # the adapter's own (Table.newly_stacked_triggers)
        if data["source_id"] is None or data["source_name"] is None:  # of no object: counted for none
            table.unattributed_trigger = True
            return []
        return [{"type": "triggered", "source": name(data["source_id"]), "controller": table.player(data["controller"]),
                 "ability": data["description"].replace("~", data["source_name"])}]
    if kind == "SpellCast":
        return [{"type": "cast", "player": table.player(data["controller"]), "card": name(data["object_id"])}]
    if kind == "TurnStarted":
        turn.update(active=data["player_id"], number=data["turn_number"])
    if kind == "PhaseChanged" and data.get("phase") in STEPS:
        return [{"type": "step", "player": table.player(turn["active"]), "step": STEPS[data["phase"]],
                 "turn": turn["number"]}]
    if kind == "AttackersDeclared":
        return [{"type": "attacks", "permanent": name(attacker),
                 "defender": table.player(defender["data"]) if defender.get("type") == "Player" else name(defender["data"])}
                for attacker, defender in data.get("attacks", [])]
    return []
