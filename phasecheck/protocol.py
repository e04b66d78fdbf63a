"""The engine protocol's messages: frozen classes, validated against schemas/protocol.schema.json
both when they are written and when they are read.

Reading a line never raises anything but :class:`ProtocolError`, whatever the line holds.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from . import schemas, strictjson
from .catalogue import concepts

PROTOCOL_VERSION = 2
#: the kinds of event an engine may declare complete, in order (the rules concepts' mandatory ones)
EVENT_KINDS = concepts().mandatory_events


class ProtocolError(ValueError):
    """A line that is not the message the protocol expects here; ``path`` is its JSON path, if any."""

    def __init__(self, message: str, path: str | None = None) -> None:
        super().__init__(f"{message} (at {path})" if path else message)
        self.path = path


def _check(definition: str, instance: Any) -> None:
    found = schemas.problems(f"protocol#{definition}", instance)
    if found:
        path, message = found[0]
        raise ProtocolError(message, path)


def _encode(definition: str, message: dict[str, Any]) -> str:
    _check(definition, message)
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def decode(line: str | bytes) -> Any:
    """A line as JSON; a :class:`ProtocolError` if it is not one JSON value."""
    try:
        return strictjson.parse(line)
    except strictjson.JSONProblem as error:
        raise ProtocolError(error.message, error.where or None) from None


@dataclass(frozen=True)
class Start:
    """phasecheck -> engine: the first message."""

    protocol: int = PROTOCOL_VERSION

    def to_json(self) -> str:
        return _encode("start", {"cmd": "start", "protocol": self.protocol})

    @classmethod
    def parse(cls, message: Any) -> "Start":
        _check("start", message)
        return cls(message["protocol"])


@dataclass(frozen=True)
class Started:
    """engine -> phasecheck: who the engine is and what it supports."""

    name: str
    version: str
    editions: tuple[str, ...]
    cards: frozenset[str]
    tokens: frozenset[str]
    complete_events: frozenset[str] = frozenset()
    protocol: int = PROTOCOL_VERSION
    #: the engine takes its messages one at a time, so the next run may be written before it answers
    pipelining: bool = False

    def to_json(self) -> str:
        capabilities: dict[str, Any] = {"complete_events": [k for k in EVENT_KINDS if k in self.complete_events]}
        if self.pipelining:
            capabilities["pipelining"] = True
        return _encode("started", {
            "protocol": self.protocol, "name": self.name, "version": self.version,
            "editions": list(self.editions), "cards": sorted(self.cards), "tokens": sorted(self.tokens),
            "capabilities": capabilities})

    def complete_in(self, observed: Mapping[str, Any]) -> frozenset[str]:
        """The kinds of event the engine reported every time they happened in one run: those it
        always reports, and those its observations of that run say it reported completely there
        (``complete_events`` of an observed result, docs/engines.md §8)."""
        return self.complete_events | frozenset(observed.get("complete_events", ()))

    @classmethod
    def parse(cls, message: Any) -> "Started":
        _check("started", message)
        return cls(name=message["name"], version=message["version"], editions=tuple(message["editions"]),
                   cards=frozenset(message["cards"]), tokens=frozenset(message["tokens"]),
                   complete_events=frozenset(message["capabilities"].get("complete_events", ())),
                   protocol=message["protocol"], pipelining=message["capabilities"].get("pipelining", False))

    @classmethod
    def from_description(cls, description: Mapping[str, Any], pipelining: bool = False) -> "Started":
        """From what an engine says of itself: name, version, editions, cards, tokens, complete_events."""
        return cls(name=description["name"], version=description["version"],
                   editions=tuple(description["editions"]), cards=frozenset(description["cards"]),
                   tokens=frozenset(description.get("tokens", ())),
                   complete_events=frozenset(description.get("complete_events", ())), pipelining=pipelining)


@dataclass(frozen=True)
class Run:
    """phasecheck -> engine: play one scenario under one edition. ``play`` is the scenario's play
    (schemas/play.schema.json, :mod:`phasecheck.play`), never the scenario itself."""

    seq: int
    edition: str
    play: Mapping[str, Any] = field(hash=False)

    def to_json(self) -> str:
        return _encode("run", {"cmd": "run", "seq": self.seq, "edition": self.edition, "play": self.play})

    @classmethod
    def parse(cls, message: Any) -> "Run":
        _check("run", message)
        return cls(message["seq"], message["edition"], message["play"])


@dataclass(frozen=True)
class Ran:
    """engine -> phasecheck: the observations of one run.

    Reading checks the envelope only: an observation that breaks its schema is the engine's
    wrong answer to one scenario (an ``error`` verdict), not a broken conversation.
    """

    seq: int
    result: Mapping[str, Any] = field(hash=False)

    def to_json(self, result_checked: bool = False) -> str:
        """The message, checked against the schema: all of it, or (``result_checked``: the caller has
        just checked the result against the observation schema) the envelope, which is then all
        that is left to check."""
        return _encode("ran_envelope" if result_checked else "ran", {"seq": self.seq, "result": self.result})

    @classmethod
    def parse(cls, message: Any) -> "Ran":
        _check("ran_envelope", message)
        return cls(message["seq"], message["result"])


@dataclass(frozen=True)
class Stop:
    """phasecheck -> engine: the last message; the engine exits."""

    def to_json(self) -> str:
        return _encode("stop", {"cmd": "stop"})


REQUESTS = {"start": Start, "run": Run}


def parse_request(message: Any) -> Start | Run | Stop:
    """A message an engine receives, as its class."""
    command = message.get("cmd") if isinstance(message, dict) else None
    if command == "stop":
        _check("stop", message)
        return Stop()
    if command not in REQUESTS:
        raise ProtocolError(f"unknown command {command!r} (start, run or stop)", "$.cmd")
    return REQUESTS[command].parse(message)
