"""A protocol engine that misbehaves on request (as Bowtie's envsonschema does): the reference
engine behind phasecheck's adapter helper, with one misbehaviour switched on.

    python tests/engines/fake_engine.py MODE [--on-id ID] [--after N] [--pid-file FILE] [--log FILE]
                                             [--one-at-a-time]

MODE is one of MODES. The misbehaviour happens on every run unless --on-id names the one
scenario it happens on; 'exit-after' exits after answering N runs. --log appends a line to FILE
for each run as the engine takes it ("<id> <edition>"); --one-at-a-time leaves the capability
'pipelining' out of the started message.

An engine is given a scenario's play, never its id: this one, a test double that knows the suite,
tells which scenario it is playing by finding the scenario in scenarios/ whose play it is.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Mapping

from functools import lru_cache
from pathlib import Path

from phasecheck import reference
from phasecheck.adapter import serve
from phasecheck.play import play_of

SUITE = Path(__file__).resolve().parent.parent.parent / "scenarios"

MODES = ("well-behaved", "crash-at-start", "hang-at-start", "crash", "hang", "garbage", "partial-line",
         "wrong-seq", "bad-observation", "stderr-flood", "long-line", "exit-after", "undeclared-card",
         "silent-liar", "silent", "bad-started", "old-protocol", "ignores-stop")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--on-id", default=None)
    parser.add_argument("--after", type=int, default=1)
    parser.add_argument("--pid-file", default=None)
    parser.add_argument("--log", default=None)
    parser.add_argument("--one-at-a-time", action="store_true")
    options = parser.parse_args()
    mode = options.mode
    if options.pid_file:
        with open(options.pid_file, "a", encoding="utf-8") as handle:
            handle.write(f"{os.getpid()}\n")
    if mode == "crash-at-start":
        print("fake engine: cannot load my card database", file=sys.stderr)
        return 3
    if mode == "hang-at-start":
        time.sleep(3600)
    if mode in ("bad-started", "old-protocol"):
        sys.stdin.readline()
        if mode == "bad-started":
            answer = {"protocol": 2, "name": "fake", "version": "0", "editions": "current"}
        else:  # the protocol before the play message
            answer = {"protocol": 1, "name": "fake", "version": "0", "editions": ["current"], "cards": [],
                      "tokens": [], "capabilities": {}}
        print(json.dumps(answer), flush=True)
        time.sleep(3600)
    runs = 0

    def describe() -> Mapping[str, Any]:
        description = dict(reference.describe())
        if mode == "silent":
            description["complete_events"] = []
        return description

    def run(play: Mapping[str, Any], edition: str) -> Mapping[str, Any]:
        nonlocal runs
        runs += 1
        if options.log:
            with open(options.log, "a", encoding="utf-8") as handle:
                handle.write(f"{scenario_of(play)} {edition}\n")
        if mode == "exit-after" and runs > options.after:
            sys.exit(0)
        if options.on_id is not None and scenario_of(play) != options.on_id:
            return reference.run(play, edition)
        return misbehave(mode, play, edition, runs)

    WRITER.mode = mode
    WRITER.one_at_a_time = options.one_at_a_time
    code = serve(describe, run, stdout=WRITER)
    if mode == "ignores-stop":
        time.sleep(3600)
    return code


class Writer:
    """stdout as the adapter helper writes to it, with the protocol-breaking misbehaviours."""

    mode = "well-behaved"
    #: the next message written breaks the protocol
    armed = False
    #: the started message goes out without the capability 'pipelining'
    one_at_a_time = False

    def write(self, text: str) -> None:
        out = sys.__stdout__
        if self.one_at_a_time and '"capabilities"' in text and '"seq"' not in text:
            message = json.loads(text)
            message["capabilities"].pop("pipelining", None)
            text = json.dumps(message) + "\n"
        if self.armed:
            self.armed = False
            message = json.loads(text)
            if self.mode == "garbage":
                text = "Segmentation fault? no: just some words\n"
            elif self.mode == "partial-line":
                out.write(text[:25])
                out.flush()
                os._exit(0)
            elif self.mode == "wrong-seq":
                message["seq"] += 1
                text = json.dumps(message) + "\n"
            elif self.mode == "long-line":
                out.write('{"seq": 1, "result": "' + "x" * (100 * 1024 * 1024))
        out.write(text)

    def flush(self) -> None:
        sys.__stdout__.flush()


@lru_cache(maxsize=1)
def _suite() -> dict[str, str]:
    """The id of each scenario of the suite, by its play (as canonical JSON)."""
    ids: dict[str, str] = {}
    for path in sorted(SUITE.glob("*.json")):
        scenario = json.loads(path.read_text(encoding="utf-8"))
        key = json.dumps(play_of(scenario).message, sort_keys=True)
        ids[key] = f"{ids[key]}|{scenario['id']}" if key in ids else scenario["id"]
    return ids


def scenario_of(play: Mapping[str, Any]) -> str:
    """The id of the scenario of the suite whose play this is (ids joined by | when several share it)."""
    return _suite().get(json.dumps(play, sort_keys=True), "a scenario not in the suite")


def misbehave(mode: str, play: Mapping[str, Any], edition: str, runs: int) -> Mapping[str, Any]:
    if mode == "crash":
        print("fake engine: assertion failed in combat.rs:42", file=sys.stderr)
        os._exit(101)
    if mode == "hang":
        time.sleep(3600)
    observed = dict(reference.run(play, edition))
    if mode in ("garbage", "partial-line", "wrong-seq", "long-line"):
        WRITER.armed = True
    if mode == "bad-observation":
        return {"status": "observed", "actions": "all of them"}
    if mode == "stderr-flood":
        chunk = "fake engine: debug " + "." * 1000 + "\n"
        for _ in range(20_000):
            sys.stderr.write(chunk)
        sys.stderr.flush()
    if mode == "undeclared-card":
        state = observed["checkpoints"][0]["state"] if observed.get("checkpoints") else None
        if state is not None:
            state["cards"].append({"id": "lotus", "name": "Black Lotus", "owner": "Amy", "zone": "hand"})
    if mode in ("silent-liar", "silent"):
        for checkpoint in observed.get("checkpoints", []):
            checkpoint["events"] = []
    return observed


WRITER = Writer()

if __name__ == "__main__":
    sys.exit(main())
