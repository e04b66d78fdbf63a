"""An engine over the protocol: the one boundary where timeouts, restarts and evidence live.

:class:`EngineProcess` is one running process: it writes lines to its stdin, reads bounded lines
from its stdout on a thread (so a hang is a timeout, never a hang of phasecheck), and keeps the
tail of its stderr (so a flood of stderr neither blocks the engine nor fills memory).

:class:`ProcessEngine` speaks the protocol through it. Any misbehaviour on a run (a crash, a
hang, garbage, a line too long, a wrong seq) raises :class:`~phasecheck.errors.EngineFailure`
with the evidence, kills the process, and the next run starts a fresh one, up to a cap on
restarts. An observation that breaks its schema is returned as it is: the runner judges it an
error, and the conversation goes on.
"""
from __future__ import annotations

import collections
import os
import queue
import shlex
import signal
import subprocess
import threading
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from .errors import EngineFailure, EngineUnavailable
from .limits import DEFAULT_LINE_LIMIT, DEFAULT_MAX_RESTARTS, DEFAULT_START_TIMEOUT, DEFAULT_TIMEOUT
from .protocol import PROTOCOL_VERSION, ProtocolError, Ran, Run, Start, Started, Stop, decode

STDERR_TAIL = 4096
#: runs written to an engine that declared pipelining beyond the one whose answer is awaited
AHEAD = 1
SHOWN = 200


class _Timeout(Exception):
    pass


@dataclass(frozen=True)
class _Written:
    """A run written to an engine: to which process, with which seq, for which play and edition."""

    process: EngineProcess
    seq: int
    play: Mapping[str, Any] = field(compare=False)
    edition: str

    def is_for(self, play: Mapping[str, Any], edition: str) -> bool:
        return play is self.play and edition == self.edition


class _Ended(Exception):
    """The engine's stdout ended; ``partial`` is what it wrote after its last newline."""

    def __init__(self, partial: bytes) -> None:
        self.partial = partial


class _TooLong(Exception):
    def __init__(self, start: bytes) -> None:
        self.start = start


def shown(data: bytes | str) -> str:
    """At most SHOWN characters of a line, for a message."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    text = text.rstrip("\n")
    return text if len(text) <= SHOWN else text[:SHOWN] + f"... ({len(text)} characters)"


def split_command(command: str | Sequence[str]) -> list[str]:
    """A command line split as a shell would split it, without a shell."""
    argv = shlex.split(command) if isinstance(command, str) else list(command)
    if not argv:
        raise ValueError("the engine command is empty")
    return argv


class EngineProcess:
    """One engine process and its three pipes."""

    def __init__(self, argv: Sequence[str], line_limit: int = DEFAULT_LINE_LIMIT) -> None:
        self.argv = list(argv)
        self.line_limit = line_limit
        self._lines: queue.Queue[tuple[str, bytes]] = queue.Queue()
        self._stderr: collections.deque[bytes] = collections.deque()
        self._stderr_size = 0
        self._stderr_lock = threading.Lock()
        try:
            self.popen = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, start_new_session=True)
        except OSError as error:
            raise EngineUnavailable(f"can't run {shlex.join(self.argv)}: {error.strerror or error}") from None
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # --- the reading threads ---------------------------------------------------------------

    def _read_stdout(self) -> None:
        stream = self.popen.stdout
        assert stream is not None
        try:
            while True:
                chunk = stream.readline(self.line_limit + 1)
                if chunk.endswith(b"\n"):
                    self._lines.put(("line", chunk))
                elif len(chunk) > self.line_limit:
                    self._lines.put(("too long", chunk[:SHOWN]))
                    return
                else:
                    self._lines.put(("end", chunk))
                    return
        except (OSError, ValueError):
            self._lines.put(("end", b""))

    def _read_stderr(self) -> None:
        stream = self.popen.stderr
        assert stream is not None
        try:
            while chunk := stream.read1(65536):
                with self._stderr_lock:
                    self._stderr.append(chunk)
                    self._stderr_size += len(chunk)
                    while self._stderr_size - len(self._stderr[0]) >= STDERR_TAIL:
                        self._stderr_size -= len(self._stderr.popleft())
        except (OSError, ValueError):
            pass

    # --- talking ---------------------------------------------------------------------------

    def send(self, line: str) -> None:
        stdin = self.popen.stdin
        assert stdin is not None
        try:
            stdin.write(line.encode("utf-8") + b"\n")
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # the engine is gone: reading its answer will say so, with its exit code

    def receive(self, timeout: float) -> bytes:
        """The next line; raises _Timeout, _Ended or _TooLong."""
        try:
            kind, data = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise _Timeout() from None
        if kind == "line":
            return data
        if kind == "too long":
            raise _TooLong(data)
        self._lines.put((kind, data))  # stays ended
        raise _Ended(data)

    # --- ending ----------------------------------------------------------------------------

    def exit_code(self, wait: float = 1.0) -> int | None:
        try:
            return self.popen.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        """Kill the engine and everything it started (it runs in a session of its own)."""
        if self.popen.poll() is None:
            try:
                os.killpg(self.popen.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                self.popen.kill()
        self.popen.wait()
        for stream in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    def close(self, grace: float) -> bool:
        """Ask the engine to stop, give it ``grace`` seconds to exit, then kill it; whether it exited."""
        self.send(Stop().to_json())
        try:
            if self.popen.stdin is not None:
                self.popen.stdin.close()
        except OSError:
            pass
        exited = self.exit_code(grace) is not None
        self.kill()
        return exited

    def stderr_tail(self) -> str:
        with self._stderr_lock:
            data = b"".join(self._stderr)
        return data[-STDERR_TAIL:].decode("utf-8", "replace")

    def evidence(self, **more: Any) -> dict[str, Any]:
        found: dict[str, Any] = {k: v for k, v in more.items() if v is not None}
        code = self.popen.poll()
        if code is not None:
            found["exit_code"] = code
        tail = self.stderr_tail()
        if tail:
            found["stderr"] = tail
        return found


class ProcessEngine:
    """An engine command, spoken to over the protocol, restarted after any misbehaviour.

    An engine that declares ``pipelining`` is written the run after the one it is playing (from
    the runs :meth:`announce` named), so it never waits while phasecheck judges an answer.
    """

    def __init__(self, command: str | Sequence[str], *, timeout: float = DEFAULT_TIMEOUT,
                 start_timeout: float = DEFAULT_START_TIMEOUT, max_restarts: int = DEFAULT_MAX_RESTARTS,
                 line_limit: int = DEFAULT_LINE_LIMIT) -> None:
        self.argv = split_command(command)
        self.timeout = timeout
        self.start_timeout = start_timeout
        self.max_restarts = max_restarts
        self.line_limit = line_limit
        self.restarts = 0
        self.info: Started | None = None
        self._process: EngineProcess | None = None
        self._launched: EngineProcess | EngineUnavailable | None = None
        self._seq = 0
        #: runs announced and not yet written; runs written whose answers are not yet read
        self._planned: collections.deque[tuple[Mapping[str, Any], str]] = collections.deque()
        self._written: collections.deque[_Written] = collections.deque()

    @property
    def command(self) -> str:
        return shlex.join(self.argv)

    # --- the engine interface --------------------------------------------------------------

    def launch(self) -> None:
        """Start the process and write ``start`` now, without waiting: the engine loads while the
        caller does other work, and :meth:`start` then reads its answer."""
        if self._launched is None:
            try:
                self._launched = self._begin()
            except EngineUnavailable as failure:
                self._launched = failure

    def start(self) -> Started:
        self.launch()
        launched, self._launched = self._launched, None
        if isinstance(launched, EngineUnavailable):
            raise launched
        assert launched is not None
        self.info = self._introduce(launched)
        return self.info

    def announce(self, runs: Sequence[tuple[Mapping[str, Any], str]]) -> None:
        """The runs the caller will ask for next, in order: up to AHEAD of them are written ahead to
        an engine that declared pipelining, so that it is never kept waiting for the next."""
        self._planned = collections.deque(runs)

    def run(self, play: Mapping[str, Any], edition: str) -> Mapping[str, Any]:
        written = self._written_for(play, edition)
        self._write_ahead()  # the engine has the next run before it has finished this one
        line = self._answer(written.process, self.timeout, f"answering run {written.seq}")
        try:
            ran = Ran.parse(decode(line))
        except ProtocolError as error:
            raise self._broken(written.process, f"the engine's answer is not a 'ran' message: {error}", line) from None
        if ran.seq != written.seq:
            raise self._broken(written.process, f"the engine answered seq {ran.seq} to run {written.seq}", line)
        return ran.result

    def stop(self) -> None:
        self.stop_cleanly(grace=2.0)

    def stop_cleanly(self, grace: float) -> bool:
        """Send stop; whether the engine exited by itself within ``grace`` seconds (it is killed if not)."""
        launched, self._launched = self._launched, None
        if isinstance(launched, EngineProcess):
            launched.kill()
        process, self._process = self._process, None
        self._planned.clear()
        self._written.clear()
        return process.close(grace) if process is not None else True

    # --- the boundary ----------------------------------------------------------------------

    def _written_for(self, play: Mapping[str, Any], edition: str) -> _Written:
        """The run asked for, written to the engine: now, or (as announced) already."""
        if self._written and self._written[0].process is not self._process:
            # the process they were written to was killed: they are written again, to a fresh one
            self._planned.extendleft((w.play, w.edition) for w in reversed(self._written))
            self._written.clear()
        if self._written:
            written = self._written.popleft()
            if not written.is_for(play, edition):
                raise ValueError(f"run {written.seq} was announced, and another play is asked for")
            return written
        if self._planned and self._planned[0][0] is play and self._planned[0][1] == edition:
            self._planned.popleft()
        if self._process is None:
            self._restart()
        assert self._process is not None
        return self._write(self._process, play, edition)

    def _write_ahead(self) -> None:
        """Write announced runs until AHEAD are waiting, if the engine takes runs written ahead."""
        process = self._process
        if process is None or self.info is None or not self.info.pipelining:
            return
        while self._planned and len(self._written) < AHEAD:
            self._written.append(self._write(process, *self._planned.popleft()))

    def _write(self, process: EngineProcess, play: Mapping[str, Any], edition: str) -> _Written:
        self._seq += 1
        process.send(Run(self._seq, edition, play).to_json())
        return _Written(process, self._seq, play, edition)

    def _begin(self) -> EngineProcess:
        """A fresh process, written ``start``; EngineUnavailable if it can't be run."""
        process = EngineProcess(self.argv, self.line_limit)
        process.send(Start().to_json())
        return process

    def _introduce(self, process: EngineProcess) -> Started:
        """The engine's answer to ``start``; EngineUnavailable if it is not one."""
        self._seq = 0
        try:
            line = self._answer(process, self.start_timeout, "answering start")
        except EngineFailure as failure:
            raise EngineUnavailable(failure.reason, failure.evidence) from None
        try:
            started = Started.parse(decode(line))
        except ProtocolError as error:
            failure = self._broken(process, f"the engine's answer to start is not a 'started' message: {error}", line)
            raise EngineUnavailable(failure.reason, failure.evidence) from None
        if started.protocol != PROTOCOL_VERSION:
            failure = self._broken(process, f"the engine speaks protocol {started.protocol}; phasecheck speaks "
                                            f"{PROTOCOL_VERSION}", line)
            raise EngineUnavailable(failure.reason, failure.evidence) from None
        self._process = process
        return started

    def _spawn(self) -> Started:
        """A fresh process, started and introduced; EngineUnavailable if it can't be."""
        return self._introduce(self._begin())

    def _restart(self) -> None:
        if self.restarts >= self.max_restarts:
            raise EngineFailure(f"not run: the engine was restarted {self.restarts} times, the most allowed "
                                "(--max-restarts)")
        self.restarts += 1
        try:
            self._spawn()
        except EngineUnavailable as failure:
            raise EngineFailure(f"the engine could not be restarted: {failure.reason}", failure.evidence) from None

    def _answer(self, process: EngineProcess, timeout: float, doing: str) -> bytes:
        """The engine's next line, or an EngineFailure (the process killed) that says what went wrong."""
        try:
            return process.receive(timeout)
        except _Timeout:
            raise self._broken(process, f"the engine did not finish {doing} within {timeout:g} s") from None
        except _TooLong as long:
            raise self._broken(process, f"the engine wrote a line longer than {self.line_limit} bytes while "
                                        f"{doing}", long.start) from None
        except _Ended as ended:
            code = process.exit_code()
            how = f"exited with code {code}" if code is not None else "closed its output"
            if ended.partial:
                how += " in the middle of a line"
            raise self._broken(process, f"the engine {how} while {doing}",
                               ended.partial or None) from None

    def _broken(self, process: EngineProcess, reason: str, line: bytes | None = None) -> EngineFailure:
        """Kill a process whose conversation can't go on; the failure carries the evidence."""
        process.kill()
        if process is self._process:
            self._process = None
        return EngineFailure(reason, process.evidence(line=shown(line) if line else None))
