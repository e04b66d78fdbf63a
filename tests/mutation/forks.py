"""Run jobs each in a forked child, a few at a time, each within its own time and memory.

A child is a fork of this process, so it starts with everything the parent has imported and read
(the harness, the scenarios) and no new Python process is started per job. Its result comes back
pickled through a pipe. A child that overruns its time is killed; one that dies without answering
is reported with how it died. A job's time may be counted in CPU seconds (``cpu``): the kernel
stops the child when it has computed that long, however loaded the machine, so a slow but finite
mutant is not taken for a hung one because other work shared the cores; the wall-clock time then
only catches a child that waits without computing.
"""
from __future__ import annotations

import math
import os
import pickle
import resource
import selectors
import signal
import sys
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

#: no child may use more memory than this (a mutant that builds an endless list is stopped)
MEMORY_LIMIT = 4 << 30


@dataclass(frozen=True)
class Job:
    key: Any
    call: Callable[[], Any]
    timeout: float
    #: the child leads a process group of its own, and is killed with everything it forked
    group: bool = False
    #: the CPU seconds the child may use (None: only the wall-clock ``timeout`` counts)
    cpu: float | None = None


@dataclass(frozen=True)
class Done:
    key: Any
    #: what the call returned, when it returned
    value: Any = None
    #: why there is no value: "timeout", "died: ...", or "raised: ..."
    failure: str | None = None
    seconds: float = 0.0


@dataclass
class _Child:
    job: Job
    pid: int
    fd: int
    started: float
    data: bytearray


def _in_child(job: Job, write_fd: int) -> None:
    try:
        if job.group:
            os.setpgid(0, 0)
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        soft = MEMORY_LIMIT if hard == resource.RLIM_INFINITY else min(MEMORY_LIMIT, hard)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        if job.cpu is not None:  # SIGXCPU, whose default action ends the child, once it has used this much
            _, hard = resource.getrlimit(resource.RLIMIT_CPU)
            used = resource.getrusage(resource.RUSAGE_SELF)
            limit = math.ceil(used.ru_utime + used.ru_stime + job.cpu)
            resource.setrlimit(resource.RLIMIT_CPU, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard))
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        sys.dont_write_bytecode = True
        try:
            answer = ("value", job.call())
        except BaseException as error:  # noqa: BLE001 - whatever happens is the answer
            frame = traceback.extract_tb(error.__traceback__)[-1]
            answer = ("raised", f"{type(error).__name__}: {error} ({os.path.basename(frame.filename)}:{frame.lineno})")
        payload = pickle.dumps(answer)
        view = memoryview(payload)
        while view:
            view = view[os.write(write_fd, view):]
    finally:
        os._exit(0)


def _start(job: Job) -> _Child:
    read_fd, write_fd = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        _in_child(job, write_fd)
    os.close(write_fd)
    if job.group:  # in the parent too, so that a kill right away finds the group
        try:
            os.setpgid(pid, pid)
        except OSError:
            pass
    os.set_blocking(read_fd, False)
    return _Child(job, pid, read_fd, time.monotonic(), bytearray())


def _finish(child: _Child, timed_out: bool) -> Done:
    seconds = time.monotonic() - child.started
    if timed_out:
        _kill(child)
    _, status = os.waitpid(child.pid, 0)
    os.close(child.fd)
    if timed_out:
        return Done(child.job.key, failure="timeout", seconds=seconds)
    if child.data:
        kind, value = pickle.loads(bytes(child.data))
        if kind == "value":
            return Done(child.job.key, value=value, seconds=seconds)
        return Done(child.job.key, failure=f"raised {value}", seconds=seconds)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGXCPU:  # its CPU time ran out
        return Done(child.job.key, failure="timeout", seconds=seconds)
    how = (f"signal {signal.Signals(-os.waitstatus_to_exitcode(status)).name}"
           if os.WIFSIGNALED(status) else f"exit code {os.waitstatus_to_exitcode(status)}")
    return Done(child.job.key, failure=f"died ({how}) without answering", seconds=seconds)


def run(jobs: Iterable[Job], parallel: int) -> Iterator[Done]:
    """Each job's outcome, as the jobs end (not in order). Stopping the iteration (or Ctrl-C)
    kills the children still running."""
    pending = iter(jobs)
    running: dict[int, _Child] = {}
    selector = selectors.DefaultSelector()
    try:
        while True:
            while len(running) < max(parallel, 1):
                job = next(pending, None)
                if job is None:
                    break
                child = _start(job)
                running[child.fd] = child
                selector.register(child.fd, selectors.EVENT_READ)
            if not running:
                return
            now = time.monotonic()
            wait = min(c.started + c.job.timeout for c in running.values()) - now
            for key, _ in selector.select(timeout=max(wait, 0)):
                child = running[key.fd]
                chunk = _read(child.fd)
                if chunk:
                    child.data += chunk
                elif chunk is not None:  # end of file: the child has answered or died
                    selector.unregister(child.fd)
                    del running[child.fd]
                    yield _finish(child, timed_out=False)
            now = time.monotonic()
            for child in [c for c in running.values() if now >= c.started + c.job.timeout]:
                selector.unregister(child.fd)
                del running[child.fd]
                yield _finish(child, timed_out=True)
    finally:
        for child in running.values():
            _kill(child)
            os.waitpid(child.pid, 0)
            os.close(child.fd)
        selector.close()


def _kill(child: _Child) -> None:
    if child.job.group:
        try:
            os.killpg(child.pid, signal.SIGKILL)
            return
        except ProcessLookupError:  # the group is not made yet, or is gone: the child alone
            pass
    os.kill(child.pid, signal.SIGKILL)


def _read(fd: int) -> bytes | None:
    """What is in the pipe (b"" at its end), or None if nothing is there yet."""
    try:
        return os.read(fd, 1 << 20)
    except BlockingIOError:
        return None
