"""phasecheck judges: every check of a scenario is evaluated here, against what an engine observed.

A check read from events ("has phased out", "has drawn 1 card") is sound only if the engine
reports every event of that kind: a count that must stay at or under a bound (including "has not
...") is judged only for the kinds of event the engine declares complete. Otherwise, when the
events the engine did report already meet the bound exactly, the check is *not judged*: it
neither passes nor fails, and says why.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from .catalogue import concepts

#: what an 'event' check counts, by its event (the rules concepts')
COUNTED = {count.event: count for count in concepts().event_counts}
NOT_REPORTED = "not reported by the engine"
COUNTED_EVENTS = {"cards drawn": "drew", "cards discarded": "discarded"}


@dataclass(frozen=True)
class CheckResult:
    step: int
    line: int | None
    text: str
    passed: bool
    expected: str
    observed: str
    #: False when the evidence can't decide it (events the engine does not report completely)
    judged: bool = True

    @property
    def failed(self) -> bool:
        return self.judged and not self.passed


def step_text(step: dict[str, Any]) -> str:
    """The Gherkin sentence of a step, or (for hand-written JSON) the step itself."""
    if "text" in step:
        return step["text"]
    return json.dumps({k: v for k, v in step.items() if k != "line"}, ensure_ascii=False, separators=(", ", ": "))


class Seen:
    """What a check can look at: the game at its checkpoint, and every event since the start."""

    def __init__(self, state: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.state = state
        self.events = events

    def permanent(self, pid: str) -> dict[str, Any] | None:
        return next((p for p in self.state["permanents"] if p["id"] == pid), None)

    def player(self, name: str) -> dict[str, Any] | None:
        return next((p for p in self.state["players"] if p["name"] == name), None)

    def card_name(self, cid: str) -> str | None:
        found = self.permanent(cid) or next((c for c in self.state["cards"] if c["id"] == cid), None)
        return found["name"] if found else None


def _on_permanent(field: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any], Seen], Any]:
    def observe(check: dict[str, Any], seen: Seen) -> Any:
        permanent = seen.permanent(check["permanent"])
        return "not on the battlefield" if permanent is None else field(permanent)
    return observe


def _on_player(field: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any], Seen], Any]:
    def observe(check: dict[str, Any], seen: Seen) -> Any:
        player = seen.player(check["player"])
        return "no such player" if player is None else field(player)
    return observe


def _phased(check: dict[str, Any]) -> Any:
    return {k: check[k] for k in ("status", "how", "under") if k in check}


def _phased_seen(check: dict[str, Any], seen: Seen) -> Any:
    permanent = seen.permanent(check["permanent"])
    if permanent is None:
        return "not on the battlefield"
    return {k: v for k, v in permanent["phased"].items() if k in _phased(check)}


def _zone_seen(check: dict[str, Any], seen: Seen) -> Any:
    permanent = seen.permanent(check["card"])
    if permanent is not None:
        return {"zone": "battlefield"}
    card = next((c for c in seen.state["cards"] if c["id"] == check["card"]), None)
    if card is None:
        return {"zone": "library or unknown"}
    return {"zone": card["zone"], **({"player": card["owner"]} if "player" in check else {})}


def _count_events(check: dict[str, Any], seen: Seen) -> int:
    """The events of the check's kind about its permanent: their subject field is the permanent, and
    their other fields are as the kind says ("entered the battlefield": a zone change to it)."""
    counted = COUNTED[check["event"]]
    return sum(1 for e in seen.events if e["type"] == counted.type and e.get(counted.subject) == check["permanent"]
               and all(e.get(key) == value for key, value in counted.where))


def _event_expected(check: dict[str, Any]) -> Any:
    return f"at least {check['at_least']}" if "at_least" in check else check["count"]


def _event_holds(check: dict[str, Any], seen: Seen) -> bool:
    count = _count_events(check, seen)
    return count >= check["at_least"] if "at_least" in check else count == check["count"]


def event_kind_bounded(check: dict[str, Any]) -> str | None:
    """The kind of event a check counts, where the count has an upper bound; else None."""
    if check["check"] == "event" and "at_least" not in check:
        return COUNTED[check["event"]].type
    return COUNTED_EVENTS.get(check["check"])


def _player_events(kind: str) -> Callable[[dict[str, Any], Seen], Any]:
    def observe(check: dict[str, Any], seen: Seen) -> Any:
        return sum(1 for e in seen.events if e["type"] == kind and e["player"] == check["player"])
    return observe


def _top_of_stack(check: dict[str, Any], seen: Seen) -> Any:
    if not seen.state["stack"]:
        return "the stack is empty"
    top = seen.state["stack"][0]
    if check["kind"] == "ability":
        return {"kind": top["kind"], "source": top["source"]}
    return {"kind": top["kind"], "name": top["name"]}


def _optional(*fields: str) -> Callable[[dict[str, Any]], Any]:
    """Fields an engine may leave out: a check that reads one it left out fails, saying so."""
    def read(record: dict[str, Any]) -> Any:
        if any(f not in record for f in fields):
            return NOT_REPORTED
        return record[fields[0]] if len(fields) == 1 else {f: sorted(record[f]) for f in fields}
    return read


def _mana(symbols: str) -> str:
    """"UU" as {U}{U}; nothing as "no mana"."""
    if symbols == NOT_REPORTED:
        return symbols
    return "".join(f"{{{symbol}}}" for symbol in symbols) or "no mana"


def _types(check: dict[str, Any]) -> Any:
    return {f: sorted(check[f]) for f in ("supertypes", "types", "subtypes")}


def _attachments_seen(check: dict[str, Any], seen: Seen) -> Any:
    """Exactly what is attached to the permanent as the game sees it, read from every permanent's
    attached_to: to a phased-in permanent, the phased-in ones (a phased-out Aura doesn't exist); to a
    phased-out one, those that phased out with it."""
    host = seen.permanent(check["permanent"])
    if host is None:
        return "not on the battlefield"
    return sorted(p["id"] for p in seen.state["permanents"]
                  if p["attached_to"] == host["id"] and p["phased"]["status"] == host["phased"]["status"])


def _imprinted(check: dict[str, Any], seen: Seen) -> Any:
    permanent = seen.permanent(check["permanent"])
    if permanent is None:
        return "not on the battlefield"
    return sorted(seen.card_name(i) or i for i in permanent["imprinted"])


#: check kind -> (what is expected, what was observed); a check holds when the two are equal
CHECKS: dict[str, tuple[Callable[[dict[str, Any]], Any], Callable[[dict[str, Any], Seen], Any]]] = {
    "phased": (_phased, _phased_seen),
    "controller": (lambda c: c["player"], _on_permanent(lambda p: p["controller"])),
    "attached": (lambda c: c["to"], _on_permanent(lambda p: p["attached_to"])),
    "attachments": (lambda c: sorted(c["attached"]), _attachments_seen),
    "face down": (lambda c: c["value"], _on_permanent(_optional("face_down"))),
    "types": (_types, _on_permanent(_optional("supertypes", "types", "subtypes"))),
    "mana pool": (lambda c: _mana(c["mana"]), _on_player(lambda p: _mana(_optional("mana_pool")(p)))),
    "tapped": (lambda c: c["tapped"], _on_permanent(lambda p: p["tapped"])),
    "counters": (lambda c: c["count"], lambda c, s: _on_permanent(lambda p: p["counters"].get(c["counter"], 0))(c, s)),
    "damage": (lambda c: c["amount"], _on_permanent(lambda p: p["damage"])),
    "power and toughness": (lambda c: f"{c['power']}/{c['toughness']}",
                            _on_permanent(lambda p: f"{p['power']}/{p['toughness']}")),
    "zone": (lambda c: {k: c[k] for k in ("zone", "player") if k in c}, _zone_seen),
    "combat": (lambda c: c["value"], lambda c, s: _on_permanent(lambda p: p[c["role"]])(c, s)),
    "can attack": (lambda c: c["value"], _on_permanent(lambda p: p["can_attack"])),
    "imprinted": (lambda c: [c["name"]], _imprinted),
    "life": (lambda c: c["life"], _on_player(lambda p: p["life"])),
    "hand size": (lambda c: c["count"], _on_player(lambda p: len(p["hand"]))),
    "cards drawn": (lambda c: c["count"], _player_events("drew")),
    "cards discarded": (lambda c: c["count"], _player_events("discarded")),
    "stack size": (lambda c: c["count"], lambda c, s: len(s.state["stack"])),
    "waiting triggers": (lambda c: c["count"], lambda c, s: len(s.state["waiting_triggers"])),
    "top of stack": (lambda c: {k: c[k] for k in ("kind", "source", "name") if k in c}, _top_of_stack),
    "step": (lambda c: {k: c[k] for k in ("player", "step", "turn") if k in c},
             lambda c, s: {"player": s.state["turn"]["active"], "step": s.state["turn"]["step"],
                           **({"turn": s.state["turn"]["number"]} if "turn" in c else {})}),
    "in game": (lambda c: c["value"], _on_player(lambda p: p["in_game"])),
}


def evaluate(index: int, check: dict[str, Any], seen: Seen, complete_events: frozenset[str]) -> CheckResult:
    line, text = check.get("line"), step_text(check)
    if check["check"] == "event":
        result = CheckResult(index, line, text, _event_holds(check, seen),
                             _show(_event_expected(check)), _show(_count_events(check, seen)))
    else:
        expected_of, observed_of = CHECKS[check["check"]]
        expected, observed = expected_of(check), observed_of(check, seen)
        result = CheckResult(index, line, text, expected == observed, _show(expected), _show(observed))
    kind = event_kind_bounded(check)
    if result.passed and kind is not None and kind not in complete_events:
        return CheckResult(index, line, text, False, result.expected,
                           f"{result.observed} reported, but the engine does not report every '{kind}' event "
                           "(capabilities.complete_events), so more may have happened", judged=False)
    return result


def evaluate_action(index: int, action: dict[str, Any], result: dict[str, Any]) -> CheckResult:
    """An action must be accepted, or — where the scenario says it is illegal — refused as illegal."""
    if action.get("illegal"):
        passed = not result["accepted"] and result.get("refusal") == "illegal"
        expected = "refused as illegal"
    else:
        passed = result["accepted"]
        expected = "accepted"
    observed = "accepted" if result["accepted"] else (
        f"refused as {result.get('refusal', 'illegal')}: {result.get('reason', 'no reason given')}")
    return CheckResult(index, action.get("line"), step_text(action), passed, expected, observed)


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_show(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
