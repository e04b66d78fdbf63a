"""Bad input, reported as one line that says where: file and line, or file and JSON path; and an
engine that misbehaves, with the evidence."""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any, Mapping

#: what a one-line message may show of the user's own text
MAX_MESSAGE = 400


class InputError(Exception):
    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


def error_line(error: InputError) -> str:
    """Bad input as phasecheck reports it: one line on standard error."""
    return f"phasecheck: error: {one_line(error.where, 1000)}: {one_line(error.message)}"


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """Text fit for one line of a terminal: control characters and lone surrogates escaped, and cut
    short (with "...") where it quotes more than anyone can read."""
    from .escape import terminal

    shown = terminal(text[:limit * 2])
    return shown if len(shown) <= limit else shown[:limit - 3] + "..."


def readable(path: Path, what: str) -> None:
    """A file the user named must be a regular file: a folder, a FIFO or a device is refused
    before it is opened (reading a FIFO would wait forever; a device may never end)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise InputError(str(path), f"no such {what}") from None
    except OSError as error:
        raise InputError(str(path), f"can't read: {error.strerror or error}") from None
    if stat.S_ISDIR(mode):
        raise InputError(str(path), f"is a folder, not a {what}")
    if not stat.S_ISREG(mode):
        raise InputError(str(path), f"is not a regular file (a device, a FIFO or a socket), not a {what}")


class EngineFailure(Exception):
    """The engine misbehaved: why, and the evidence (stderr tail, offending line, exit code)."""

    def __init__(self, reason: str, evidence: Mapping[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.evidence = dict(evidence or {})


class EngineUnavailable(EngineFailure):
    """The engine could not be started at all."""
