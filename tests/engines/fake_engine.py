"""A protocol engine that misbehaves on request (as Bowtie's envsonschema does): the reference
engine behind phasecheck's adapter helper, with one misbehaviour switched on.

    python tests/engines/fake_engine.py MODE [--on-id ID] [--after N] [--pid-file FILE] [--log FILE]
                                             [--one-at-a-time] [--size BYTES] [--helper HOW]
                                             [--ignore-sigterm] [--slow-restart SECONDS] [--name NAME]

MODE is one of MODES. The misbehaviour happens on every run unless --on-id names the one
scenario it happens on; 'exit-after' exits after answering N runs; 'chatty' writes N lines
nobody asked for after each answer; 'bloat' answers with about BYTES of boards, events and long
strings (within the schema); 'swarm' with an answer of BYTES made of empty lists (the most
objects a line of that size can hold), 'swarm-inside' the same as the observations' actions;
'chain' reports a chain of N permanents each attached to the one before; 'refuse-long' refuses
every action with a reason of 5,000 control characters (6 bytes each in JSON) and names every
permanent's controller the same way; 'daemon' starts, at its start, a daemon in a session of its
own with its stdio on /dev/null (its command line naming the --pid-file); 'misplaced' adds a
checkpoint past the play's last step; 'no-read' never reads another line after 'start'. --log
appends a line to FILE for each run as the engine takes it ("<id> <edition>"); --one-at-a-time
leaves the capability 'pipelining' out of the started message. Switches that combine with any mode: --helper starts a helper process that keeps the
engine's stdout and stderr open and sleeps for an hour, in the engine's process group ('group'),
in a group of its own ('own-group') or in a session of its own ('own-session'), its command line
naming the --pid-file; --ignore-sigterm ignores SIGTERM; --slow-restart sleeps SECONDS before
answering 'start' when the --pid-file shows an engine was started before (a restart); --name
gives the name the engine says it has.

An engine is given a scenario's play, never its id: this one, a test double that knows the suite,
tells which scenario it is playing by finding the scenario in scenarios/ whose play it is.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Mapping

from functools import lru_cache
from pathlib import Path

from phasecheck import reference
from phasecheck.adapter import serve
from phasecheck.play import play_of

SUITE = Path(__file__).resolve().parent.parent.parent / "scenarios"

MODES = ("well-behaved", "crash-at-start", "hang-at-start", "crash", "hang", "garbage", "partial-line",
         "wrong-seq", "bad-observation", "stderr-flood", "long-line", "exit-after", "undeclared-card",
         "silent-liar", "silent", "bad-started", "old-protocol", "ignores-stop", "inject", "chatty", "bloat",
         "chain", "misplaced", "no-read", "swarm", "swarm-inside", "refuse-long", "daemon")
#: hostile strings (tests/data/injection.json) that 'inject' puts in every string an engine says
CORPUS = json.loads((Path(__file__).resolve().parent.parent / "data/injection.json").read_text())["corpus"]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--on-id", default=None)
    parser.add_argument("--after", type=int, default=1)
    parser.add_argument("--pid-file", default=None)
    parser.add_argument("--log", default=None)
    parser.add_argument("--one-at-a-time", action="store_true")
    parser.add_argument("--size", type=int, default=3 * 1024 * 1024)
    parser.add_argument("--helper", choices=("group", "own-group", "own-session"), default=None)
    parser.add_argument("--ignore-sigterm", action="store_true")
    parser.add_argument("--slow-restart", type=float, default=0)
    parser.add_argument("--name", default=None)
    options = parser.parse_args()
    mode = options.mode
    restarted = bool(options.pid_file and os.path.exists(options.pid_file) and open(options.pid_file).read().strip())
    if options.pid_file:
        with open(options.pid_file, "a", encoding="utf-8") as handle:
            handle.write(f"{os.getpid()}\n")
    if options.ignore_sigterm:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if mode == "daemon":
        start_daemon(options.pid_file or "fake-engine-daemon")
    if options.helper:
        start_helper(options.helper, options.pid_file or "fake-engine-helper")
    if restarted and options.slow_restart:
        time.sleep(options.slow_restart)
    OPTIONS.update(vars(options))
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
        if options.name is not None:
            description["name"] = options.name
        if mode in ("silent", "chain", "bloat"):
            description["complete_events"] = []
        if mode == "inject":
            description |= {"name": f"inject {CORPUS[1]} {CORPUS[19]}"[:200], "version": CORPUS[2],
                            "cards": sorted(set(description["cards"]) | set(CORPUS)), "complete_events": []}
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
    code = serve(describe, run, stdout=WRITER, stdin=NoRead() if mode == "no-read" else None)
    if mode == "ignores-stop":
        time.sleep(3600)
    return code


class Writer:
    """stdout as the adapter helper writes to it, with the protocol-breaking misbehaviours."""

    mode = "well-behaved"
    #: the next message written breaks the protocol
    armed = False
    #: lines nobody asked for, written after the next message
    chatter = 0
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
            elif self.mode in ("swarm", "swarm-inside"):
                lists = "[" + "[]," * (OPTIONS["size"] // 3 - 40) + "[]]"
                result = lists if self.mode == "swarm" else '{"status":"observed","checkpoints":[],"actions":' + lists + "}"
                text = f'{{"seq":{message["seq"]},"result":{result}}}\n'
            elif self.mode == "inject":
                text = json.dumps(CORPUS, ensure_ascii=False).replace("\n", " ") + "\n"
            elif self.mode == "long-line":
                out.write('{"seq": 1, "result": "' + "x" * (100 * 1024 * 1024))
        out.write(text)
        if self.chatter and text.endswith("\n"):
            chatter, self.chatter = self.chatter, 0
            for number in range(chatter):
                out.write(json.dumps({"unasked": number, "padding": "." * 1000}) + "\n")

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
    if mode in ("garbage", "partial-line", "wrong-seq", "long-line", "swarm", "swarm-inside"):
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
            next(p for p in state["players"] if p["name"] == "Amy")["hand"].append("lotus")
    if mode == "inject":
        return inject(observed, runs)
    if mode == "chatty":
        WRITER.chatter = OPTIONS["after"]
    if mode == "bloat":
        return bloat(observed, OPTIONS["size"])
    if mode == "chain":
        return chain(observed, OPTIONS["after"])
    if mode == "refuse-long":
        return refuse_long(observed)
    if mode == "misplaced" and observed.get("checkpoints"):
        observed["checkpoints"].append(dict(observed["checkpoints"][-1], step=len(play["steps"]) + 5))
    if mode in ("silent-liar", "silent"):
        for checkpoint in observed.get("checkpoints", []):
            checkpoint["events"] = []
    return observed


def inject(observed: dict[str, Any], runs: int) -> Mapping[str, Any]:
    """The hostile strings in every string field an observation has: names, ids, players, reasons,
    the stack, waiting triggers, events; some runs skipped, errored or answered with a broken line."""
    pick = lambda k: CORPUS[(runs + k) % len(CORPUS)]  # noqa: E731
    sys.stderr.write("\n".join(CORPUS) + "\n")
    sys.stderr.flush()
    if runs % 5 == 0:
        return {"status": "skipped", "reason": pick(0)}
    if runs % 7 == 0:
        return {"status": "errored", "reason": pick(1), "context": pick(2)}
    if runs % 11 == 0:
        WRITER.armed = True  # the answer goes out as a line of hostile text
        return observed
    for action in observed.get("actions", [])[:1]:
        action |= {"accepted": False, "refusal": "invalid", "reason": f"{pick(3)} {CORPUS[19 + runs % 5]}"}
    for checkpoint in observed.get("checkpoints", []):
        state = checkpoint["state"]
        state["turn"]["step"] = pick(4)
        for index, permanent in enumerate(state["permanents"]):
            permanent["name"] = pick(5 + index)
            permanent["counters"][pick(6 + index)] = 1
            if index == 1:
                permanent["controller"] = pick(7)
            if index == 2:
                permanent["phased"] = {"status": "out", "how": "directly", "under": pick(8)}
        state["permanents"].append({
            "id": pick(9), "name": pick(10), "owner": pick(11), "controller": pick(12), "token": True,
            "phased": {"status": "in"}, "tapped": False, "counters": {pick(13): 2}, "damage": 0,
            "attached_to": state["permanents"][0]["id"] if state["permanents"] else None, "power": 1, "toughness": 1,
            "attacking": False, "blocking": False, "can_attack": False, "imprinted": [pick(15)]})
        state["cards"].append({"id": pick(16), "name": pick(17), "owner": pick(18), "zone": "exile"})
        state["stack"].insert(0, {"kind": "ability", "name": pick(19), "controller": pick(20), "source": pick(21),
                                  "targets": [pick(22)]})
        state["waiting_triggers"].append({"source": pick(23), "controller": pick(24), "ability": pick(0)})
        listed(state, [pick(k) for k in (7, 8, 11, 12, 18, 20, 24)])
        checkpoint["events"] += [{"type": "triggered", "source": pick(1), "controller": pick(2), "ability": pick(3)},
                                 {"type": "zone change", "card": pick(9), "from": "hand", "to": "battlefield"}]
    return observed


def bloat(observed: dict[str, Any], size: int) -> Mapping[str, Any]:
    """An answer of about ``size`` bytes, valid against the schema: the last checkpoint's board
    copied many times over with long names, and as many events."""
    checkpoints = observed.get("checkpoints") or []
    if not checkpoints:
        return observed
    state = checkpoints[-1]["state"]
    count = max(size // 2600, 1)
    state["permanents"] += [dict(p, id=f"bloat-{i}-{p['id']}", counters={"x" * 1000: 1})
                            for i in range(count) for p in state["permanents"][:1]]
    checkpoints[-1]["events"] += [{"type": "triggered", "source": f"bloat-{i}", "controller": "Amy",
                                   "ability": "y" * 1000} for i in range(count)]
    return observed


def refuse_long(observed: dict[str, Any]) -> Mapping[str, Any]:
    """Every action refused with a reason of 5,000 control characters, every controller named so."""
    if observed.get("status") != "observed":
        return observed
    for action in observed["actions"]:
        action |= {"accepted": False, "refusal": "illegal", "reason": "\x01" * 5000}
    for checkpoint in observed["checkpoints"]:
        for permanent in checkpoint["state"]["permanents"]:
            permanent["controller"] = "\x01" * 5000
        listed(checkpoint["state"], ["\x01" * 5000])  # a player of the board, so the board is judged
    return observed


def listed(state: dict[str, Any], names: list[str]) -> None:
    """Players of these names added to a board that does not list them yet (in no hand, no library),
    so that the board names only players it lists and is judged, not refused (phasecheck.evidence)."""
    known = {player["name"] for player in state["players"]}
    for name in dict.fromkeys(names):
        if name not in known:
            state["players"].append({"name": name, "life": 20, "poison": 0, "in_game": True, "hand": [],
                                     "library_size": 0, "graveyard": []})


def start_daemon(marker: str) -> None:
    """A classic daemon: forked twice, in a session of its own, stdio on /dev/null, every other
    file closed, its parent gone; it sleeps an hour (``marker`` in its command line)."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.closerange(3, 1024)
            os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(3600)", marker])
        os._exit(0)
    os.wait()


def chain(observed: dict[str, Any], length: int) -> Mapping[str, Any]:
    """Every board with ``length`` more permanents, each attached to the one before (a copy of the
    first permanent of the board)."""
    for checkpoint in observed.get("checkpoints") or []:
        permanents = checkpoint["state"]["permanents"]
        if not permanents:
            continue
        first = permanents[0]
        permanents += [dict(first, id=f"chain-{i}", attached_to=f"chain-{i - 1}" if i else first["id"],
                            phased=first["phased"]) for i in range(length)]
    return observed


def start_helper(how: str, marker: str) -> None:
    """A helper process that inherits stdout and stderr and sleeps an hour (``marker`` in its command line)."""
    options: dict[str, Any] = {"own-group": {"process_group": 0}, "own-session": {"start_new_session": True}}.get(how, {})
    if how == "own-group" and sys.version_info < (3, 11):
        options = {"preexec_fn": lambda: os.setpgid(0, 0)}
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)", marker], stdin=subprocess.DEVNULL,
                     **options)


class NoRead:
    """stdin as an engine that reads 'start' and then never another line sees it."""

    def __iter__(self):
        yield sys.stdin.readline()
        time.sleep(3600)


OPTIONS: dict[str, Any] = {}
WRITER = Writer()

if __name__ == "__main__":
    sys.exit(main())
