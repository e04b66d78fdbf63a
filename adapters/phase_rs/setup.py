"""Build a scenario's starting position in phase.rs.

phase.rs starts a game from decks and can load any game state back from JSON. So: start a game
whose decks hold exactly the cards of the setup (hands, libraries, permanents, imprinted cards,
and one card face per token), keep the opening hands, then rewrite the saved state so that every
object is where the setup says — in the hand, in the library in order, on the battlefield with its
status, counters, damage and attachments — at the given step of the given turn, and load it. No
card "enters the battlefield" and nothing triggers. Finally each player is given unlimited mana
with phase.rs's debug action, which is how the protocol's "mana costs are waived" is expressed,
and each face-down permanent is turned face down with another.
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from .cards import CardPool
from .table import IDLE, PHASES, Table, Unexpressible

SEED = 26  # any fixed number: phase.rs shuffles the decks with it, and the setup reorders them anyway
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
#: steps in which phase.rs gives no player priority: a game can't be loaded to wait there
NO_PRIORITY = ("untap step", "cleanup step")


def check(setup: dict[str, Any]) -> None:
    """Refuse, with the reason, a setup phase.rs has no way to hold."""
    turn = setup["turn"]
    if turn["number"] == 1 and turn["step"] == "upkeep":
        raise Unexpressible("phase.rs skips the draw step of turn 1, the first turn of its game (103.8a), while the "
                            "setup's turn 1 need not be the game's first: a game can't begin before that draw step")
    if setup["turn"]["step"] in NO_PRIORITY:
        raise Unexpressible(f"phase.rs gives no player priority in the {setup['turn']['step']}, so a game "
                            "can't be set up to begin there")
    for permanent in setup["permanents"]:
        phased = permanent["phased"]
        if phased["status"] == "out" and phased["under"] != permanent["controller"]:
            raise Unexpressible(
                f'"{permanent["id"]}" phased out under {phased["under"]} but is controlled by '
                f"{permanent['controller']}: phase.rs keeps no record of who controlled a permanent when it "
                "phased out (it phases permanents in during their controller's untap step)")


def decks(setup: dict[str, Any]) -> dict[str, list[str]]:
    """Every card each player owns in the setup, by name (token faces included)."""
    owned: dict[str, list[str]] = {p["name"]: [] for p in setup["players"]}
    for player in setup["players"]:
        owned[player["name"]] += [c["card"] if isinstance(c, dict) else c for c in player["hand"]]
        owned[player["name"]] += library_of(player)
    for permanent in setup["permanents"]:
        owned[permanent["owner"]].append(permanent.get("card") or permanent["token"])
        owned[permanent["owner"]] += permanent["imprinted"]
    return owned


def faces_in_game(pool: CardPool, setup: dict[str, Any]) -> set[str]:
    """The name of every card or token the game built from ``setup`` may hold: the cards the
    players own, the spare card of :func:`build`, and every token phase.rs could create."""
    return {name for cards in decks(setup).values() for name in cards} | set(spare(pool)) | set(pool.tokens)


def spare(pool: CardPool) -> list[str]:
    """The card each deck gets so that phase.rs starts the game (:func:`build`)."""
    return pool.cards[:1]


def library_of(player: dict[str, Any]) -> list[str]:
    """The library, top first: a number of cards means that many Islands (the protocol's rule)."""
    library = player["library"]
    return ["Island"] * library if isinstance(library, int) else list(library)


def build(pool: CardPool, setup: dict[str, Any]) -> Table:
    check(setup)
    alone = len(setup["players"]) == 1
    if alone:  # phase.rs seats two players or more: an idle seat, out of the turn order (_idle)
        setup = dict(setup, players=setup["players"] + [{"name": IDLE, "life": 20, "hand": [], "library": 0}])
    players = [p["name"] for p in setup["players"]]
    # phase.rs starts no game with an empty library: each deck gets one spare card, taken out of
    # the game again when the state is rewritten
    owned = {name: cards + spare(pool) for name, cards in decks(setup).items()}
    active = players.index(setup["turn"]["active"])
    game = pool.engine.new_game(owned[players[0]], owned[players[1]],
                                extra_players=[owned[p] for p in players[2:]] or None, seed=SEED,
                                first_player=active, format_config=_format(pool, len(players)))
    table = Table(pool.engine, game, players)
    table.unparsed_on_entering = {face.name: face.unparsed_on_entering[0] for face in pool.faces.values()
                                  if face.unparsed_on_entering}
    _keep_opening_hands(table)
    saved = game.state()
    _arrange(table, pool, saved["state"], setup)
    if alone:
        _idle(table, saved["state"])
    table.load(saved)
    if alone:
        table.idle_record = table.record_of_idle()
    table.active = saved["state"]["active_player"]
    table.waive_costs(True)
    _turn_face_down(table, setup)
    for permanent in setup["permanents"]:
        if permanent["face_down"]:
            table.apply(0, {"type": "Debug", "data": {"type": "SetFaceState", "data": {"object_id": table.object_id(permanent["id"]), "face_down": True}}})
    table.pending_events.clear()
    for object_id, obj in saved["state"]["objects"].items():
        table.seen[int(object_id)] = (obj["name"], obj["owner"])
    return table


def _turn_face_down(table: Table, setup: dict[str, Any]) -> None:
    """Each face-down permanent of the setup is turned face down with phase.rs's debug action
    (``SetFaceState``): phase.rs then gives it a face-down permanent's characteristics (708.2) and
    keeps the card's own face to turn face up, as it does for a morph cast face down."""
    for permanent in setup["permanents"]:
        if permanent["face_down"]:
            table.apply(table.seat(permanent["controller"]), {"type": "Debug", "data": {
                "type": "SetFaceState", "data": {"object_id": table.object_id(permanent["id"]), "face_down": True}}})


def _idle(table: Table, state: dict[str, Any]) -> None:
    """The idle seat of a one-player setup: in the game (so that phase.rs does not end it, 104.2a),
    but out of phase.rs's seat order, so that it never takes a turn or gets priority: every turn is
    the one player's, as in a one-player game. It holds no card, and Table.check_idle skips the
    scenario as soon as anything involves it."""
    table.idle = len(table.seats) - 1
    state["seat_order"] = [seat for seat in state["seat_order"] if seat != table.idle]


def _format(pool: CardPool, players: int) -> dict[str, Any]:
    """The default format (Standard, two seats), allowing the debug actions (unlimited mana); for
    three players or more, phase.rs's FreeForAll with that many seats (the rules of a multiplayer
    game: 800.4a when a player leaves), otherwise the same."""
    if pool.format_config is None:
        any_card = pool.cards[:1]
        probe = pool.engine.new_game(any_card, any_card, seed=SEED)
        pool.format_config = probe.state()["state"]["format_config"] | {"allow_debug_actions": True}
    if players <= 2:
        return pool.format_config
    return pool.format_config | {"format": "FreeForAll", "max_players": players}


def _keep_opening_hands(table: Table) -> None:
    while table.prompt["type"] == "MulliganDecision":
        for pending in table.prompt["data"]["pending"]:
            table.apply(pending["player"], {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})


def _arrange(table: Table, pool: CardPool, state: dict[str, Any], setup: dict[str, Any]) -> None:
    """Rewrite a saved state: every object where the setup puts it, the game at its step."""
    objects = state["objects"]
    unused: dict[tuple[int, str], list[int]] = defaultdict(list)
    for key in sorted(objects, key=int):
        unused[(objects[key]["owner"], objects[key]["name"])].append(int(key))

    def take(owner: str, card: str, scenario_id: str) -> dict[str, Any]:
        object_id = unused[(table.seat(owner), card)].pop(0)
        table.name(object_id, scenario_id)
        return objects[str(object_id)]

    for seat, player in enumerate(setup["players"]):
        name, record = player["name"], state["players"][seat]
        hand = []
        for n, entry in enumerate(player["hand"], start=1):
            card, wanted = (entry["card"], entry["id"]) if isinstance(entry, dict) else (entry, None)
            hand.append(_place(take(name, card, wanted or f"{name.lower()}-hand-{n}"), "Hand"))
        library = [_place(take(name, card, f"{name.lower()}-library-{n}"), "Library")
                   for n, card in enumerate(library_of(player), start=1)]
        record.update(life=player["life"], hand=hand, library=library, graveyard=[], has_drawn_this_turn=False,
                      cards_drawn_this_turn=0, cards_drawn_this_step=0, lands_played_this_turn=0)
    turn = setup["turn"]
    battlefield, exile, links = [], [], []
    for timestamp, permanent in enumerate(setup["permanents"], start=1):
        obj = take(permanent["owner"], permanent.get("card") or permanent["token"], permanent["id"])
        _permanent(table, obj, permanent, timestamp, turn["number"])
        obj["chosen_attributes"] = chosen_attributes(pool, permanent)
        battlefield.append(obj["id"])
        for n, card in enumerate(permanent["imprinted"], start=1):
            exiled = take(permanent["owner"], card, f"{permanent['id']}-exiled-{n}")
            exiled["exiled_by"] = table.seat(permanent["controller"])
            exile.append(_place(exiled, "Exile"))
            links.append({"exiled_id": exiled["id"], "kind": "TrackedBySource", "source_id": obj["id"]})
    for permanent in setup["permanents"]:
        if permanent["attached_to"] is not None:
            attachment, host = table.objects[permanent["id"]], table.object_id(permanent["attached_to"])
            objects[str(attachment)]["attached_to"] = {"type": "Object", "data": host}
            objects[str(host)].setdefault("attachments", []).append(attachment)
    effects = [_control_effect(table, state, effect, n, len(setup["permanents"]) + n)
               for n, effect in enumerate(setup["effects"] + _unnamed_control(setup), start=1)]
    for leftovers in unused.values():  # the spare cards: out of the game
        for object_id in leftovers:
            del objects[str(object_id)]
    active = table.seat(turn["active"])
    state.update(battlefield=battlefield, exile=exile, exile_links=links, stack=[], active_player=active,
                 priority_player=active, phase=PHASES[turn["step"]], turn_number=turn["number"],
                 waiting_for={"type": "Priority", "data": {"player": active}}, debug_mode=True,
                 zone_changes_this_turn=[], lands_played_this_turn=0, lands_played_this_turn_by_player={},
                 priority_pass_count=0, next_timestamp=len(setup["permanents"]) + len(effects) + 1,
                 transient_continuous_effects=effects, next_continuous_effect_id=len(effects) + 1)


DURATIONS = {"indefinitely": "Permanent", "until end of turn": "UntilEndOfTurn"}


def _unnamed_control(setup: dict[str, Any]) -> list[dict[str, Any]]:
    """A permanent controlled by a player other than its owner that no effect of the setup names is
    controlled through an effect of unknown source that lasts indefinitely (docs/engines.md §2):
    like every control effect it ends when its player leaves the game, and the permanent goes back
    to its owner (800.4a), where a permanent simply controlled by that player would be exiled."""
    named = {effect["permanent"] for effect in setup["effects"]}
    return [{"effect": "control", "player": p["controller"], "permanent": p["id"], "source": "",
             "duration": {"kind": "indefinitely"}}
            for p in setup["permanents"] if p["controller"] != p["owner"] and p["id"] not in named]


def _control_effect(table: Table, state: dict[str, Any], effect: dict[str, Any], number: int,
                    timestamp: int) -> dict[str, Any]:
    """A control effect in force, as phase.rs keeps the one a resolved spell or ability makes.

    The permanent's own controller (without the effect) is its owner. The effect's source is the
    permanent that must remain tapped, or else a permanent of the setup with the source's name, or
    else no object at all (phase.rs keeps the source's name).
    """
    target = table.object_id(effect["permanent"])
    obj = state["objects"][str(target)]
    obj["base_controller"] = obj["owner"]
    duration = effect["duration"]
    record: dict[str, Any] = {
        "id": number, "affected": {"type": "SpecificObject", "id": target}, "controller": table.seat(effect["player"]),
        "modifications": [{"type": "ChangeController"}], "source_name": effect["source"], "timestamp": timestamp,
        "source_id": _source(table, state, effect)}
    if duration["kind"] == "for as long as":
        if table.object_id(duration["tapped"]) != record["source_id"]:
            raise Unexpressible("phase.rs's 'for as long as' control effects track their own source being tapped, "
                                "not another permanent")
        recipient = {"object_id": target, "incarnation": obj.get("incarnation", 0)}
        record |= {"duration": {"ForAsLongAs": {"condition": {"type": "SourceIsTapped"}}},
                   "affected_recipient": recipient, "duration_subject": recipient}
    else:
        record["duration"] = DURATIONS[duration["kind"]]
    return record


def _source(table: Table, state: dict[str, Any], effect: dict[str, Any]) -> int:
    if effect["duration"]["kind"] == "for as long as":
        return table.object_id(effect["duration"]["tapped"])
    for object_id in state["battlefield"]:
        if state["objects"][str(object_id)]["name"] == effect["source"]:
            return object_id
    return 0


#: the choices a permanent makes as it enters, in its Oracle text's words, as phase.rs keeps them
CHOICE_KINDS = {"creature type": "CreatureType", "color": "Color", "basic land type": "BasicLandType",
                "card type": "CardType"}
_CHOICE = re.compile(r"\bchooses? an? (" + "|".join(sorted(CHOICE_KINDS, key=len, reverse=True)) + r")\b")


def chosen_attributes(pool: CardPool, permanent: dict[str, Any]) -> list[dict[str, Any]]:
    """The setup's ``choices`` of a permanent as phase.rs's chosen attributes: each choice is of the
    kind its card's Oracle text names, in Oracle order ("an opponent chooses a creature type")."""
    if not permanent["choices"]:
        return []
    text = pool.entry(permanent.get("card") or permanent["token"]).face.get("oracle_text") or ""
    kinds = [CHOICE_KINDS[kind] for kind in _CHOICE.findall(text)]
    if len(kinds) != len(permanent["choices"]):
        raise Unexpressible(f'"{permanent["id"]}" entered with choices made ({", ".join(permanent["choices"])}) '
                            "that the adapter can't match to the choices its Oracle text names")
    return [{"type": kind, "value": value} for kind, value in zip(kinds, permanent["choices"])]


def _place(obj: dict[str, Any], zone: str) -> int:
    obj["zone"] = zone
    return obj["id"]


def _permanent(table: Table, obj: dict[str, Any], permanent: dict[str, Any], timestamp: int, turn: int) -> None:
    controller = table.seat(permanent["controller"])
    obj.update(zone="Battlefield", controller=controller, base_controller=controller, tapped=permanent["tapped"],
               damage_marked=permanent["damage"], timestamp=timestamp, attached_to=None, attachments=[],
               counters={COUNTERS.get(kind, kind): n for kind, n in permanent["counters"].items() if n})
    if "token" in permanent:
        obj["is_token"] = True
    # echo (phase.rs's ``echo_due``): what came under its controller's control this turn did so since
    # their last upkeep began; what has been under it since the turn began did not (docs/engines.md §2)
    obj["echo_due"] = permanent["entered_this_turn"]
    if permanent["entered_this_turn"]:
        obj.update(entered_battlefield_turn=turn, summoning_sick=True)
    else:
        obj["entered_battlefield_turn"] = None
        obj.pop("summoning_sick", None)
    phased = permanent["phased"]
    if phased["status"] == "out":
        how = phased["how"]
        obj["phase_status"] = {"status": "PhasedOut", "cause": how.capitalize()}
        table.phased_how[obj["id"]] = how
