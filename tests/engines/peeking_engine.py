"""The peeking engine: an engine (or an adapter written in a hurry) that looks for the answers in
what it is sent, so that it could refuse whatever is flagged illegal and echo what is expected.

It declares every card and edition, reads every message, and answers each run ``skipped`` with
what it found: ``peeked: nothing`` or ``peeked: <what> at <where>; ...``. With --log FILE it also
appends every line it reads to FILE, for a test to search. What it looks for (:func:`findings`):

- anything beside the play in a run message (a scenario, its id, title, question, ruling, source,
  rules, editions);
- anything beside the setup and the steps in the play;
- in the steps: a check, or a step that is neither an action nor a bare observe point; an
  ``illegal`` flag; an expected value; the Gherkin line or sentence of a step;
- around it (:func:`surroundings`): anything in the folder it starts in (the suite's checkout,
  whose scenarios/ holds the answers, if it were started there).

    python tests/engines/peeking_engine.py [--log FILE]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Iterator, Mapping

from phasecheck.catalogue import concepts
from phasecheck.protocol import EVENT_KINDS, PROTOCOL_VERSION
from phasecheck.steps.catalogue import CATALOGUE

#: what a run message may hold, and a play, and an action beside its own fields
RUN_KEYS = {"cmd", "seq", "edition", "play"}
PLAY_KEYS = {"setup", "steps"}
#: what gives the answers away, wherever it is found in a step
TELLING = {"check": "a check", "illegal": "an illegal flag", "expected": "an expected value",
           "text": "a step's sentence", "line": "a step's line"}
#: what a check names, as opposed to what it expects of it
CHECKED = {"check", "permanent", "player", "card", "line", "text"}
#: what gives the scenario away, wherever it is found in the message
ABOUT = {"scenario": "the scenario", "title": "a title", "question": "a question", "description": "a ruling",
         "rules": "rule numbers", "editions": "the scenario's editions", "origin": "the feature file",
         "document": "a source", "passage": "a source's passage", "also": "other sources"}


def findings(message: Mapping[str, Any]) -> list[str]:
    """Every trace of what the engine is judged against, found in one message."""
    found = [f"{ABOUT.get(key, repr(key))} at $.{key}" for key in message if key not in RUN_KEYS]
    play = message.get("play")
    if isinstance(play, Mapping):
        found += [f"{ABOUT.get(key, repr(key))} at $.play.{key}" for key in play if key not in PLAY_KEYS]
        for index, step in enumerate(play.get("steps", ())):
            where = f"$.play.steps[{index}]"
            if "observe" in step and set(step) != {"observe"}:
                found.append(f"more than a point to observe at {where}: {sorted(set(step) - {'observe'})}")
            elif "observe" not in step and "action" not in step:
                found.append(f"a step that is neither an action nor an observe point at {where}")
            found += [f"{TELLING[key]} at {where}.{key}" for key in step if key in TELLING]
            if "check" in step:
                found += [f"an expected value at {where}.{key}" for key in step if key not in CHECKED]
    found += [f"{ABOUT[key]} at {path}" for key, path in _keys(message, "$") if key in ABOUT and path.count(".") > 1]
    return found


def surroundings() -> list[str]:
    """What the engine's working directory holds (it should be empty: the engine's own)."""
    entries = sorted(os.listdir("."))
    found = [f"the scenarios at {os.path.abspath('scenarios')}"] if os.path.isdir("scenarios") else []
    return found + ([f"{len(entries)} entries in the working directory: {', '.join(entries[:5])}"] if entries else [])


def _keys(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every key of every object in a JSON value, with its path."""
    if isinstance(value, Mapping):
        for key, inner in value.items():
            yield key, f"{path}.{key}"
            yield from _keys(inner, f"{path}.{key}")
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _keys(inner, f"{path}[{index}]")


def started() -> dict[str, Any]:
    return {"protocol": PROTOCOL_VERSION, "name": "peeking", "version": "0",
            "editions": list(concepts().edition_names), "cards": sorted(CATALOGUE.cards),
            "tokens": sorted(CATALOGUE.tokens),
            "capabilities": {"complete_events": list(EVENT_KINDS), "pipelining": True}}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", default=None)
    options = parser.parse_args()
    around = surroundings()
    log = open(options.log, "a", encoding="utf-8") if options.log else None
    for line in sys.stdin:
        if log is not None:
            log.write(line if line.endswith("\n") else line + "\n")
            log.flush()
        message = json.loads(line)
        if message.get("cmd") == "start":
            answer: dict[str, Any] = started()
        elif message.get("cmd") == "run":
            found = around + findings(message)
            reason = "peeked: " + ("; ".join(found) if found else "nothing")
            answer = {"seq": message["seq"], "result": {"status": "skipped", "reason": reason}}
        else:
            break
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
