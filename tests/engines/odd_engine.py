"""A protocol engine whose answers the schema's words allow but no sound reader should take as
they are: the reference engine's answers, written by hand (not through the adapter helper, which
would refuse them), with one oddity.

    python tests/engines/odd_engine.py MODE

MODE is one of MODES:
- 'float:FIELD': every integer of the answer in a field named FIELD (or every integer, for
  FIELD 'all') written as a JSON number with a fraction (1.0): JSON Schema's "integer" takes it;
- 'duplicate-permanent': each checkpoint's first permanent listed again, its phased and tapped
  status the other way round (which entry is the board?);
- 'duplicate-player': each checkpoint's first player listed again, with another life total;
- 'two-zones': each checkpoint's first permanent also put in its owner's graveyard.
"""
from __future__ import annotations

import copy
import json
import sys
from typing import Any

from phasecheck import reference
from phasecheck.protocol import Started

MODES = ("float:FIELD", "duplicate-permanent", "duplicate-player", "two-zones")


def floats(value: Any, field: str, key: str | None = None) -> Any:
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int) and field in ("all", key):
        return float(value)
    if isinstance(value, dict):
        return {k: floats(v, field, k) for k, v in value.items()}
    if isinstance(value, list):
        return [floats(v, field, key) for v in value]
    return value


def odd(mode: str, observed: dict[str, Any]) -> dict[str, Any]:
    if mode.startswith("float:"):
        return floats(observed, mode.partition(":")[2])
    for checkpoint in observed.get("checkpoints", []):
        state = checkpoint["state"]
        if mode == "duplicate-permanent" and state["permanents"]:
            lie = copy.deepcopy(state["permanents"][0])
            lie["tapped"] = not lie["tapped"]
            lie["phased"] = {"status": "in"} if lie["phased"]["status"] == "out" else {
                "status": "out", "how": "directly", "under": lie["controller"]}
            state["permanents"].append(lie)
        elif mode == "duplicate-player":
            state["players"].append(dict(state["players"][0], life=state["players"][0]["life"] + 7))
        elif mode == "two-zones" and state["permanents"]:
            first = state["permanents"][0]
            next(p for p in state["players"] if p["name"] == first["owner"])["graveyard"].append(first["id"])
    return observed


def main(mode: str) -> int:
    for line in sys.stdin:
        message = json.loads(line)
        if message["cmd"] == "start":
            print(Started.from_description(reference.describe()).to_json(), flush=True)
        elif message["cmd"] == "run":
            observed = odd(mode, dict(reference.run(message["play"], message["edition"])))
            print(json.dumps({"seq": message["seq"], "result": observed}), flush=True)
        else:
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
