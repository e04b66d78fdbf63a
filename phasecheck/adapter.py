"""For Python engine authors: implement two functions, get an engine that speaks the protocol.

    from phasecheck.adapter import serve

    def describe():
        return {"name": "my-engine", "version": "1.2", "editions": ["current"],
                "cards": ["Island", "Grizzly Bears"], "tokens": [],
                "complete_events": ["phased out", "phased in"]}

    def run(play, edition):
        ...  # set up, act, observe: return the observations (schemas/observation.schema.json)

    if __name__ == "__main__":
        raise SystemExit(serve(describe, run))

``run`` is given a scenario's play (schemas/play.schema.json: the setup, then the actions and the
``{"observe": true}`` steps where a checkpoint is taken), never the scenario itself.
``serve`` reads the protocol's messages from stdin and answers on stdout. While ``describe`` and
``run`` are called, anything they print goes to stderr, so it can't break the conversation. An
exception in ``run`` becomes an ``errored`` answer with the traceback's last lines; observations
that break their schema become an ``errored`` answer that names the JSON path.
"""
from __future__ import annotations

import contextlib
import sys
import traceback
from typing import Any, Callable, Mapping, TextIO

from . import schemas
from .protocol import ProtocolError, Ran, Run, Start, Started, Stop, decode, parse_request

Describe = Callable[[], Mapping[str, Any]]
RunScenario = Callable[[Mapping[str, Any], str], Mapping[str, Any]]


def _errored(reason: str, context: str | None = None) -> dict[str, Any]:
    return {"status": "errored", "reason": reason, **({"context": context} if context else {})}


def _observe(run: RunScenario, request: Run) -> str:
    """The 'ran' message answering a run: the observations (checked against their schema), or an
    errored result saying what went wrong."""
    try:
        with contextlib.redirect_stdout(sys.stderr):
            result = run(request.play, request.edition)
    except Exception as error:
        tail = "".join(traceback.format_exception(error)[-3:]).strip()
        return Ran(request.seq, _errored(f"the engine raised {type(error).__name__}: {error}", tail)).to_json()
    problems = schemas.problems("observation", result)
    if problems:
        path, message = problems[0]
        return Ran(request.seq, _errored(f"the adapter's observations break the schema at {path}: {message}")).to_json()
    return Ran(request.seq, result).to_json(result_checked=True)


def serve(describe: Describe, run: RunScenario, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Answer the protocol until ``stop`` or the end of input; 0, or 2 on a message that is not one."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout

    def answer(line: str) -> None:
        stdout.write(line + "\n")
        stdout.flush()

    for line in stdin:
        if not line.strip():
            continue
        try:
            request = parse_request(decode(line))
        except ProtocolError as error:
            print(f"phasecheck adapter: not a protocol message: {error}", file=sys.stderr)
            return 2
        if isinstance(request, Stop):
            return 0
        if isinstance(request, Start):
            with contextlib.redirect_stdout(sys.stderr):
                started = Started.from_description(describe(), pipelining=True)  # this loop reads one line at a time
            answer(started.to_json())
        else:
            answer(_observe(run, request))
    return 0
