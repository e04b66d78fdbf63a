"""An engine over the protocol: the one boundary where processes, timeouts, restarts and evidence live.

:class:`EngineProcess` is one running engine and everything it starts: it runs in a session (and
process group) of its own, and ending it ends them all — the group, any process of its session
that moved to another group, and any process still holding one of its pipes (a helper started
through a wrapper script or a build tool inherits them). Its stdout and stderr are read by two
threads from the raw pipes, never through a lock the stop could wait on: stdout a line at a time
within the line limit (only lines asked for are kept; any other is counted and dropped, and the
next answer's result notes how many), stderr keeping its last 4 KiB. Lines are written to its stdin without blocking: an engine that reads
nothing can't hold phasecheck.

Every process started is recorded the moment it exists (no signal can come between, see
:mod:`phasecheck.interrupt`); :func:`shutdown`, which ``phasecheck`` calls as it exits whatever
happened, ends every one still alive and refuses to start another.

What an engine starts can't escape either way on Linux (:mod:`phasecheck.lineage`): phasecheck
adopts its orphans, ends every descendant holding the engine's token or started since its first
engine, and its engines die with it, even when it is killed. An engine starts in an empty private
working directory (removed when it ends), never the caller's: it can't read the suite's scenarios
(the answers) by a relative path; the command's relative paths are made absolute first.

Memory: at most BUFFERED_LINES lines of any engines (each within the line limit) are held at once
in the whole run, and one answer at a time is parsed and judged (:meth:`ProcessEngine.observing`):
whatever engines write, phasecheck's memory stays bounded (docs/benchmarks.md measures it).
"""
from __future__ import annotations

import collections
import contextlib
import os
import select
import shlex
import shutil
import subprocess
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

from . import interrupt, lineage, strictjson
from .errors import EngineFailure, EngineUnavailable
from .limits import (BUFFERED_LINES, DEFAULT_LINE_LIMIT, DEFAULT_MAX_RESTARTS, DEFAULT_START_TIMEOUT,
                     DEFAULT_TIMEOUT, MAX_ANSWER_VALUES, STDERR_TAIL)
from .protocol import PROTOCOL_VERSION, ProtocolError, Ran, Run, Start, Started, Stop

#: runs written to an engine that declared pipelining beyond the one whose answer is awaited
AHEAD = 1
#: the reason of a run, or a (re)start, that a stop of the engine cut short
STOPPED = "not run: the run was stopped"
SHOWN = 200
#: how much of a pipe is read at once
CHUNK = 16 * 1024
#: how long ending a process waits for its pipes to close before it looks for who holds them
PIPES_GRACE = 0.5
#: how long after an engine's process exits its stdout may still be read (a line it wrote last)
EXITED_GRACE = 0.3

#: every process started and not yet ended; shutdown() ends them and begins a new epoch, in
#: which no engine made in an earlier one starts a process (a --jobs worker still running)
_LIVE: set[EngineProcess] = set()
_LIVE_LOCK = threading.Lock()
_epoch = 0
#: the lines of engines held in memory at once, in the whole run (each within the line limit)
_BUFFERS = threading.BoundedSemaphore(BUFFERED_LINES)
#: one answer at a time is parsed and judged: its objects take many times its size
_ONE_ANSWER = threading.Lock()


#: engine processes are started from this one thread, which lives as long as phasecheck: a parent-
#: death signal is sent when the *thread* that started a process ends (a --jobs worker's restart)
_SPAWNER = ThreadPoolExecutor(1, thread_name_prefix="phasecheck engine spawner")


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


class Line:
    """A line read from an engine, holding one of the run's line buffers until released; and how
    many lines nobody asked for the engine wrote just before it (dropped), the first one's start."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.unasked = 0
        self.unasked_first = b""
        self._held = True

    def release(self) -> None:
        if self._held:
            self._held = False
            self.data = b""
            _BUFFERS.release()


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


def shutdown() -> None:
    """End every engine process still alive, and every other process phasecheck has come to be the
    parent or ancestor of since its first engine (a daemon an engine left); no engine made before
    starts another."""
    global _epoch
    with _LIVE_LOCK:
        _epoch += 1
        live = list(_LIVE)
    for process in live:
        process.kill()
    with _LIVE_LOCK:
        leaders = {process.pid for process in _LIVE}
        strays = lineage.left()
    lineage.end(strays, leaders)


def begin() -> None:
    """A command begins (see lineage.begin)."""
    with _LIVE_LOCK:
        lineage.begin(bool(_LIVE))


def _popen(argv: Sequence[str], folder: str, token: str) -> subprocess.Popen:
    """The engine's process, started in ``folder`` with its token, dying with phasecheck."""
    return subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                            start_new_session=True, cwd=folder, env=lineage.environment(token, argv),
                            preexec_fn=lineage.die_with(os.getpid()) if lineage.PRCTL is not None else None)


def live() -> int:
    """How many engine processes are alive."""
    with _LIVE_LOCK:
        return len(_LIVE)


def epoch() -> int:
    return _epoch


class EngineProcess:
    """One engine process, its session, and its three pipes."""

    def __init__(self, argv: Sequence[str], line_limit: int = DEFAULT_LINE_LIMIT, since: int | None = None) -> None:
        """Start the process; ``since``: the epoch of the engine that asks (it is refused if
        phasecheck has ended its engines since)."""
        self.argv = list(argv)
        self.line_limit = line_limit
        self._lock = threading.Condition()
        #: lines asked for (start, each run) and not yet read; lines read, waiting to be taken
        self._asked = 0
        self._lines: collections.deque[tuple[str, Line | bytes]] = collections.deque()
        self._unasked = 0
        self._unasked_first = b""
        self._stderr = collections.deque[bytes]()
        self._stderr_size = 0
        self._returncode: int | None = None
        self._ended = False
        #: receivers waiting for a line; whether the stdout reader is blocked reading the pipe
        self._waiting = 0
        self._in_read = False
        self.token = uuid.uuid4().hex
        self._readers: list[threading.Thread] = []  # none yet: kill() may come before they start
        with interrupt.deferred(), _LIVE_LOCK:  # started and recorded at once, or not at all
            if since is not None and since != _epoch:
                raise EngineUnavailable("phasecheck is stopping: no engine is started")
            lineage.adopt()
            self.folder = tempfile.mkdtemp(prefix="phasecheck-engine-")
            try:
                argv = lineage.resolved(self.argv)
                if threading.current_thread() is threading.main_thread():
                    self.popen = _popen(argv, self.folder, self.token)
                else:  # from the thread that lives as long as phasecheck (see _SPAWNER)
                    self.popen = _SPAWNER.submit(_popen, argv, self.folder, self.token).result()
            except OSError as error:
                shutil.rmtree(self.folder, ignore_errors=True)
                raise EngineUnavailable(f"can't run {shlex.join(self.argv)}: {error.strerror or error}") from None
            _LIVE.add(self)
        assert self.popen.stdin and self.popen.stdout and self.popen.stderr
        os.set_blocking(self.popen.stdin.fileno(), False)
        self._pipes = lineage.pipe_names([f.fileno() for f in (self.popen.stdin, self.popen.stdout, self.popen.stderr)])
        self._readers = [threading.Thread(target=self._read_stdout, daemon=True, name=f"engine {self.pid} stdout"),
                         threading.Thread(target=self._read_stderr, daemon=True, name=f"engine {self.pid} stderr")]
        for reader in self._readers:
            reader.start()

    @property
    def pid(self) -> int:
        return self.popen.pid

    # --- the reading threads ---------------------------------------------------------------

    def _read_stdout(self) -> None:
        """Lines off stdout: those asked for kept (each holding a buffer of the run's), any other
        counted and dropped, the rest of a line too long dropped."""
        fd = self.popen.stdout.fileno()  # type: ignore[union-attr]
        line: bytearray | None = None  # the line being kept, if one is
        dropping: str | None = None  # "unasked" or "too long": the rest of this line is dropped
        buffer: Line | None = None
        try:
            while True:
                self._in_read = True  # blocked here: nothing is left in the pipe
                chunk = os.read(fd, CHUNK)
                self._in_read = False
                if not chunk:
                    break
                while chunk:
                    if line is None and dropping is None:  # a line begins
                        if self._wanted() and self._hold_buffer():
                            line, buffer = bytearray(), Line(b"")
                        else:
                            dropping = "unasked"
                            self._note_unasked()
                    end = chunk.find(b"\n")
                    piece, chunk = (chunk, b"") if end < 0 else (chunk[:end + 1], chunk[end + 1:])
                    if dropping is not None:
                        if dropping == "unasked":
                            self._show_unasked(piece)
                        if end >= 0:
                            dropping = None
                        continue
                    assert line is not None and buffer is not None
                    line += piece
                    if len(line) - (end >= 0) > self.line_limit:
                        self._deliver("too long", bytes(line[:SHOWN]))
                        buffer.release()
                        line, buffer = None, None
                        dropping = "too long" if end < 0 else None
                    elif end >= 0:
                        buffer.data = bytes(line)
                        self._deliver("line", buffer)
                        line, buffer = None, None
        except OSError:
            pass
        finally:
            if buffer is not None:
                buffer.release()
            self._deliver("end", bytes(line[:SHOWN]) if line else b"")

    def _wanted(self) -> bool:
        """Whether the line that begins is an answer (something asked is not answered yet). A line
        is kept only once its reader waits for it: a line kept before could hold one of the run's
        buffers while the reader that could free it waits for another engine's line, forever."""
        with self._lock:
            while self._asked > 0 and not self._waiting and not self._ended:
                self._lock.wait(0.1)
            return self._asked > 0 and not self._ended

    def _hold_buffer(self) -> bool:
        """One of the run's line buffers for the line that begins; False once the process is ending."""
        while not self._ended:
            if _BUFFERS.acquire(timeout=0.05):
                return True
        return False

    def _note_unasked(self) -> None:
        with self._lock:
            self._unasked += 1

    def _show_unasked(self, piece: bytes) -> None:
        """The start of the first line nobody asked for (since the last line delivered), for the note."""
        with self._lock:
            if self._unasked == 1 and len(self._unasked_first) < SHOWN:
                self._unasked_first += piece.rstrip(b"\n")[:SHOWN - len(self._unasked_first)]

    def _deliver(self, kind: str, data: Line | bytes) -> None:
        with self._lock:
            if kind != "end":
                self._asked -= 1
            if isinstance(data, Line):  # the lines nobody asked for go with the next line, in the order written
                data.unasked, data.unasked_first = self._unasked, self._unasked_first
                self._unasked, self._unasked_first = 0, b""
            self._lines.append((kind, data))
            self._lock.notify_all()

    def _read_stderr(self) -> None:
        fd = self.popen.stderr.fileno()  # type: ignore[union-attr]
        try:
            while chunk := os.read(fd, CHUNK):
                with self._lock:
                    self._stderr.append(chunk)
                    self._stderr_size += len(chunk)
                    while self._stderr_size - len(self._stderr[0]) >= STDERR_TAIL:
                        self._stderr_size -= len(self._stderr.popleft())
        except OSError:
            pass

    # --- talking ---------------------------------------------------------------------------

    def send(self, line: str, answered: bool = True, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Write a line to the engine's stdin (``answered``: it asks for one line back), within
        ``timeout`` seconds: an engine that does not read its input is a timeout, never a hang."""
        if answered:
            with self._lock:
                self._asked += 1
        data = memoryview(line.encode("utf-8") + b"\n")
        fd = self.popen.stdin.fileno()  # type: ignore[union-attr]
        deadline = time.monotonic() + timeout
        try:
            while data:
                try:
                    data = data[os.write(fd, data):]
                except BlockingIOError:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        raise _Timeout() from None
                    interrupt.check()  # no lock is held here
                    select.select([], [fd], [], min(remaining, 0.1))
        except (BrokenPipeError, OSError, ValueError):
            pass  # the engine is gone: reading its answer will say so, with its exit code

    def receive(self, timeout: float) -> Line:
        """The next line asked for; raises _Timeout, _Ended or _TooLong."""
        deadline = time.monotonic() + timeout
        with self._lock:
            self._waiting += 1  # the reader may keep the line now
            self._lock.notify_all()
            try:
                kind, data = self._next(deadline)
            finally:
                self._waiting -= 1
        if kind == "too long":
            raise _TooLong(data)  # type: ignore[arg-type]
        assert isinstance(data, Line)
        return data

    def _next(self, deadline: float) -> tuple[str, Line | bytes]:
        """The next line read (holding the lock); _Timeout or _Ended if there is none to come."""
        gone: float | None = None  # when the engine's process was first seen to have exited
        while not self._lines:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Timeout()
            interrupt.check()  # the lock is held by the with block around: raising releases it
            self._lock.wait(min(remaining, 0.1))
            if self._lines:
                break
            if gone is None and self.exit_code(0) is not None:
                gone = time.monotonic()
            if gone is not None and self._in_read and time.monotonic() - gone > EXITED_GRACE:
                # it exited, and all it wrote is read (the reader waits on an empty pipe): something it
                # started holds stdout open
                raise _Ended(b"")
        kind, data = self._lines[0]
        if kind == "end":
            raise _Ended(data)  # type: ignore[arg-type]
        self._lines.popleft()
        return kind, data

    # --- ending ----------------------------------------------------------------------------

    def exit_code(self, wait: float = 1.0) -> int | None:
        """The engine's exit code once it has exited (waiting up to ``wait`` seconds), or None.
        The process is not reaped here, so its process group can't be another's when it is ended."""
        if self._returncode is not None:
            return self._returncode
        deadline = time.monotonic() + wait
        while True:
            try:
                found = os.waitid(os.P_PID, self.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                return self.popen.returncode
            if found is not None:
                return found.si_status if found.si_code == os.CLD_EXITED else -found.si_status
            if time.monotonic() >= deadline:
                return None
            interrupt.check()
            time.sleep(min(0.02, max(deadline - time.monotonic(), 0)))

    def kill(self) -> None:
        """End the engine and everything it started: its process group, the rest of its session, and
        whoever still holds its pipes. Then reap it and close the pipes. Safe to call twice."""
        with self._lock:
            if self._ended:
                return
            self._ended = True
        everyone = lineage.processes()
        tree = lineage.descendants(self.pid, everyone)  # before the leader goes: its orphans leave its tree
        lineage.kill_group(self.pid)  # the leader is not reaped yet: its group and session are still its own
        lineage.kill_strays(self.pid, set())
        with _LIVE_LOCK:
            leaders = {process.pid for process in _LIVE}
        lineage.end(tree | lineage.marked(self.token, lineage.descendants(os.getpid(), everyone)), leaders)
        self.popen.wait()
        self._returncode = self.popen.returncode
        if not self._wait_for_readers(PIPES_GRACE):
            lineage.kill_strays(None, self._pipes)  # a process outside the session holds a pipe
            self._wait_for_readers(PIPES_GRACE * 4)
        with self._lock:
            for kind, data in self._lines:
                if isinstance(data, Line):
                    data.release()
            self._lines = collections.deque([item for item in self._lines if item[0] == "end"] or
                                            [("end", b"")])
        for stream, reader in ((self.popen.stdin, None), (self.popen.stdout, self._readers[0]),
                               (self.popen.stderr, self._readers[1])):
            if reader is None or not reader.is_alive():  # a pipe still read stays open: never reused under it
                with contextlib.suppress(OSError):
                    stream.close()  # type: ignore[union-attr]
        with _LIVE_LOCK:
            _LIVE.discard(self)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _wait_for_readers(self, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        for reader in self._readers:
            reader.join(max(deadline - time.monotonic(), 0))
        return not any(reader.is_alive() for reader in self._readers)

    def close(self, grace: float) -> bool:
        """Ask the engine to stop, give it ``grace`` seconds to exit, then end it and all it started;
        whether it exited by itself."""
        with contextlib.suppress(_Timeout):
            self.send(Stop().to_json(), answered=False, timeout=min(grace, 1.0))
        with contextlib.suppress(OSError):
            self.popen.stdin.close()  # type: ignore[union-attr]
        exited = self.exit_code(grace) is not None
        self.kill()
        return exited

    def stderr_tail(self) -> str:
        with self._lock:
            data = b"".join(self._stderr)
        return data[-STDERR_TAIL:].decode("utf-8", "replace")

    def evidence(self, **more: Any) -> dict[str, Any]:
        found: dict[str, Any] = {k: v for k, v in more.items() if v is not None}
        code = self.exit_code(0)
        if code is not None:
            found["exit_code"] = code
        tail = self.stderr_tail()
        if tail:
            found["stderr"] = tail
        return found


def _ran(data: bytes) -> tuple[Ran | None, str]:
    """The 'ran' message of a line, or None and what is wrong with it. Nothing of a line that is
    not one outlives this call: not even through the traceback of the error, whose frames hold
    everything parsed (a line can hold millions of objects)."""
    try:
        return Ran.parse(decode_answer(data)), ""
    except ProtocolError as error:
        return None, str(error)


def decode_answer(data: bytes) -> Any:
    """A line of an engine as JSON, holding at most MAX_ANSWER_VALUES values (refused before any
    object is made: the objects of a value take many times its bytes); a ProtocolError if not."""
    try:
        return strictjson.parse(data, max_values=MAX_ANSWER_VALUES)
    except strictjson.JSONProblem as problem:
        raise ProtocolError(problem.message, problem.where or None) from None


class Restarts:
    """The restarts of a whole run, shared by every engine of it (``--jobs`` workers): at most
    ``limit`` fresh processes after the first ones."""

    def __init__(self, limit: int = DEFAULT_MAX_RESTARTS) -> None:
        self.limit = limit
        self.count = 0
        self._lock = threading.Lock()

    def take(self) -> bool:
        with self._lock:
            if self.count >= self.limit:
                return False
            self.count += 1
            return True


class ProcessEngine:
    """An engine command, spoken to over the protocol, restarted after any misbehaviour.

    An engine that declares ``pipelining`` is written the run after the one it is playing (from
    the runs :meth:`announce` named), so it never waits while phasecheck judges an answer.
    """

    def __init__(self, command: str | Sequence[str], *, timeout: float = DEFAULT_TIMEOUT,
                 start_timeout: float = DEFAULT_START_TIMEOUT, max_restarts: int = DEFAULT_MAX_RESTARTS,
                 line_limit: int = DEFAULT_LINE_LIMIT, restarts: Restarts | None = None) -> None:
        self.argv = split_command(command)
        self.timeout = timeout
        self.start_timeout = start_timeout
        #: the run's restarts, shared with the other engines of the run (--jobs)
        self.shared_restarts = restarts or Restarts(max_restarts)
        self.line_limit = line_limit
        self.restarts = 0
        self.stopped = False
        self._epoch = _epoch
        self.info: Started | None = None
        self._process: EngineProcess | None = None
        self._launched: EngineProcess | EngineUnavailable | None = None
        #: the process whose answer to start is awaited (a restart, in another thread): stop ends it
        self._starting: EngineProcess | None = None
        self._starting_lock = threading.Lock()
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
        with self.observing(play, edition) as (observed, _):
            return observed

    @contextlib.contextmanager
    def observing(self, play: Mapping[str, Any], edition: str) -> Iterator[tuple[Mapping[str, Any], tuple[str, ...]]]:
        """The engine's observations of a run, and notes on its answer (lines nobody asked for that
        came before it, dropped), yielded while no other answer of the run is parsed or judged: an
        answer's objects take many times its size, and one at a time keeps phasecheck's memory
        bounded. The caller judges in the block and keeps only what it needs."""
        written = self._written_for(play, edition)
        try:
            self._write_ahead()  # the engine has the next run before it has finished this one
        except _Timeout:
            raise self._broken(written.process, f"the engine did not read the run written ahead of run "
                                                f"{written.seq} within {self.timeout:g} s") from None
        line = self._answer(written.process, self.timeout, f"answering run {written.seq}")
        try:
            with _ONE_ANSWER:
                ran, problem = _ran(line.data)  # the objects of an answer that is not one are gone already
                if ran is None:
                    raise self._broken(written.process, f"the engine's answer is not a 'ran' message: {problem}",
                                       line.data)
                if ran.seq != written.seq:
                    seq, ran = ran.seq, None
                    raise self._broken(written.process, f"the engine answered seq {seq} to run {written.seq}",
                                       line.data)
                notes = (f"the engine wrote {line.unasked} line(s) nobody asked for before this answer, dropped "
                         f"(the first: {shown(line.unasked_first)})",) if line.unasked else ()
                line.release()  # parsed: its bytes are no longer needed
                yield ran.result, notes
                del ran  # judged: the answer goes before the next one is parsed
        finally:
            line.release()

    def stop(self) -> None:
        self.stop_cleanly(grace=2.0)

    def stop_cleanly(self, grace: float) -> bool:
        """Send stop; whether the engine exited by itself within ``grace`` seconds (it is ended, with
        everything it started, either way). No run is started after it."""
        with self._starting_lock:
            self.stopped = True
            starting, self._starting = self._starting, None
        if starting is not None:  # a (re)start waiting for the engine's answer ends now, not at --start-timeout
            starting.kill()
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
        process = self._process
        assert process is not None
        try:
            return self._write(process, play, edition)
        except _Timeout:
            raise self._broken(process, f"the engine did not read run {self._seq} within {self.timeout:g} s") from None

    def _write_ahead(self) -> None:
        """Write announced runs until AHEAD are waiting, if the engine takes runs written ahead."""
        process = self._process
        if process is None or self.info is None or not self.info.pipelining:
            return
        while self._planned and len(self._written) < AHEAD:
            self._written.append(self._write(process, *self._planned.popleft()))

    def _write(self, process: EngineProcess, play: Mapping[str, Any], edition: str) -> _Written:
        """Write a run (raises _Timeout if the engine does not read it in time)."""
        self._seq += 1
        process.send(Run(self._seq, edition, play).to_json(), timeout=self.timeout)
        return _Written(process, self._seq, play, edition)

    def _begin(self) -> EngineProcess:
        """A fresh process, written ``start``; EngineUnavailable if it can't be run."""
        process = EngineProcess(self.argv, self.line_limit, since=self._epoch)
        try:
            process.send(Start().to_json(), timeout=self.start_timeout)
        except _Timeout:
            process.kill()
            raise EngineUnavailable(f"the engine did not read 'start' within {self.start_timeout:g} s") from None
        return process

    def _introduce(self, process: EngineProcess) -> Started:
        """The engine's answer to ``start``; EngineUnavailable if it is not one, or if the engine
        is stopped meanwhile (from another thread: the process is then ended at once)."""
        self._seq = 0
        with self._starting_lock:
            if self.stopped:
                process.kill()
                raise EngineUnavailable(STOPPED)
            self._starting = process
        try:
            line = self._answer(process, self.start_timeout, "answering start")
        except EngineFailure as failure:
            raise EngineUnavailable(STOPPED if self.stopped else failure.reason, failure.evidence) from None
        finally:
            with self._starting_lock:
                self._starting = None
        try:
            started = Started.parse(decode_answer(line.data))
        except ProtocolError as error:
            failure = self._broken(process, f"the engine's answer to start is not a 'started' message: {error}",
                                   line.data)
            raise EngineUnavailable(failure.reason, failure.evidence) from None
        finally:
            line.release()
        if started.protocol != PROTOCOL_VERSION:
            failure = self._broken(process, f"the engine speaks protocol {started.protocol}; phasecheck speaks "
                                            f"{PROTOCOL_VERSION}")
            raise EngineUnavailable(failure.reason, failure.evidence) from None
        with self._starting_lock:
            if self.stopped:  # stopped while it answered: it plays nothing
                process.kill()
                raise EngineUnavailable(STOPPED)
            self._process = process
        return started

    def _spawn(self) -> Started:
        """A fresh process, started and introduced; EngineUnavailable if it can't be."""
        return self._introduce(self._begin())

    @property
    def max_restarts(self) -> int:
        return self.shared_restarts.limit

    def _restart(self) -> None:
        if self.stopped:
            raise EngineFailure(STOPPED)
        if not self.shared_restarts.take():
            raise EngineFailure(f"not run: the engine was restarted {self.shared_restarts.count} times in this run, "
                                "the most allowed (--max-restarts)")
        self.restarts += 1
        try:
            self._spawn()
        except EngineUnavailable as failure:
            raise EngineFailure(f"the engine could not be restarted: {failure.reason}", failure.evidence) from None

    def _answer(self, process: EngineProcess, timeout: float, doing: str) -> Line:
        """The engine's next line, or an EngineFailure (the process ended) that says what went wrong."""
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
