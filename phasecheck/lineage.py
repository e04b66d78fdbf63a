"""The processes an engine starts, wherever they go: who descends from whom, and ending them all.

On Linux (elsewhere only the process group, the session and the pipes are ended; see
:mod:`phasecheck.process`): phasecheck is a child subreaper (``prctl(PR_SET_CHILD_SUBREAPER)``),
so a daemon an engine starts (forked twice, in a session of its own, its stdio on /dev/null) is
re-parented to phasecheck, not to init. Each engine's environment carries a token (TOKEN) its
descendants inherit: ending an engine ends every process of its tree and every descendant of
phasecheck holding its token; :func:`left` is every descendant of phasecheck since the first
engine, token or not, which phasecheck ends as it exits. And every engine dies with phasecheck
(``prctl(PR_SET_PDEATHSIG, SIGKILL)`` set in the child before the engine's program runs,
:func:`die_with`): even a SIGKILL of phasecheck, which no handler sees, ends the engine. What that
leaves (docs/engines.md): after a SIGKILL of phasecheck, a process the engine started in another
session lives on (only a cgroup could hold it).

An engine starts in an empty private folder; its command's relative paths (:func:`resolved`) and
PYTHONPATH's (:func:`environment`) are made absolute first.
"""
from __future__ import annotations

import collections
import contextlib
import errno
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any, Sequence


#: the environment variable that marks every process of an engine (inherited by its descendants)
TOKEN = "PHASECHECK_ENGINE"
#: linux/prctl.h
PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36


def _libc_prctl() -> Any:
    """libc's prctl, on Linux; None elsewhere (or if it can't be had)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        function = ctypes.CDLL(None, use_errno=True).prctl
        function.restype = ctypes.c_int
        return function
    except (ImportError, OSError, AttributeError):
        return None


PRCTL = _libc_prctl()
#: whether phasecheck is a child subreaper already; the descendants it had when its first engine
#: of this epoch started ((pid, start time): never ended by it)
_subreaper = False
_before: set[tuple[int, int]] | None = None
def begin(engines_alive: bool) -> None:
    """A command begins: what phasecheck has come to be the ancestor of is counted from its first
    engine on (a process started before, by a caller of phasecheck in the same process, is never
    ended by it)."""
    global _before
    if not engines_alive:
        _before = None


def left() -> set[tuple[int, int]]:
    """Every descendant of phasecheck since its first engine of this epoch (which ends: the next
    engine counts from itself again)."""
    global _before
    before, _before = _before, None
    return set() if before is None else descendants(os.getpid(), processes()) - before


def adopt() -> None:
    """Make phasecheck the parent of every orphan of its engines (once), and note the descendants
    it has before its first engine of this epoch starts."""
    global _subreaper, _before
    if PRCTL is None:
        return
    if not _subreaper:
        _subreaper = PRCTL(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    if _before is None:
        _before = descendants(os.getpid(), processes())


def processes() -> dict[int, tuple[int, int, str]]:
    """Every process: its parent's pid, its start time, its state (from /proc; empty elsewhere)."""
    found: dict[int, tuple[int, int, str]] = {}
    with contextlib.suppress(OSError):
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                with open(f"/proc/{entry.name}/stat", "rb") as stat:
                    fields = stat.read().rsplit(b")", 1)[1].split()
                found[int(entry.name)] = (int(fields[1]), int(fields[19]), fields[0].decode())
            except (OSError, IndexError, ValueError):
                continue
    return found


def descendants(root: int, processes: dict[int, tuple[int, int, str]]) -> set[tuple[int, int]]:
    """The descendants of ``root`` ((pid, start time): a pid used again is not the same process)."""
    children: dict[int, list[int]] = collections.defaultdict(list)
    for pid, (parent, _, _) in processes.items():
        children[parent].append(pid)
    found: set[tuple[int, int]] = set()
    todo = list(children.get(root, ()))
    while todo:
        pid = todo.pop()
        if pid in processes and (pid, processes[pid][1]) not in found:
            found.add((pid, processes[pid][1]))
            todo += children.get(pid, ())
    return found


def end(found: set[tuple[int, int]], leaders: set[int]) -> None:
    """Kill these processes (each only if it is still the same one), then reap those that are
    phasecheck's children now (orphans it adopted), but the ``leaders`` (engines the subprocess
    module waits for)."""
    if not found:
        return
    current = processes()
    for pid, started in found:
        if pid in current and current[pid][1] == started:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
    _reap({pid for pid, _ in found} - leaders)


def _reap(pids: set[int]) -> None:
    """Wait (a little) for those of ``pids`` that are phasecheck's children."""
    me = os.getpid()
    deadline = time.monotonic() + 2.0
    waiting = {pid for pid in pids if processes().get(pid, (0,))[0] == me}
    while waiting and time.monotonic() < deadline:
        for pid in list(waiting):
            try:
                if os.waitpid(pid, os.WNOHANG)[0] == pid:
                    waiting.discard(pid)
            except ChildProcessError:
                waiting.discard(pid)
        if waiting:
            time.sleep(0.02)


def marked(token: str, candidates: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """The processes of ``candidates`` whose environment holds the engine's token."""
    needle = f"{TOKEN}={token}\0".encode()
    found = set()
    for pid, started in candidates:
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/environ", "rb") as environ:
                if needle in environ.read() + b"\0":
                    found.add((pid, started))
    return found


def die_with(parent: int) -> Any:
    """What a child runs before its program: it is sent SIGKILL when phasecheck (``parent``) ends,
    and ends now if phasecheck has already (the race between its start and the prctl)."""
    prctl = PRCTL

    def preexec() -> None:
        if prctl is not None:
            prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
    return preexec


def resolved(argv: Sequence[str], here: Path | None = None) -> list[str]:
    """The command with its relative paths made absolute (from ``here``, the current folder): each
    word that holds a "/" (not an option) and names a file or folder. The engine runs elsewhere."""
    here = here or Path.cwd()
    found = []
    for word in argv:
        if "/" in word and not word.startswith("-") and not os.path.isabs(word) and (here / word).exists():
            word = str((here / word).absolute())
        found.append(word)
    return found


def environment(token: str, argv: Sequence[str] = (), here: Path | None = None) -> dict[str, str]:
    """The engine's environment: phasecheck's, with the engine's token, and PYTHONPATH's relative
    folders made absolute; for a command with ``-m`` (``python -m package.engine``, which finds its
    module in the folder it starts in), the folder phasecheck runs in (``here``) added to PYTHONPATH."""
    here = here or Path.cwd()
    found = {**os.environ, TOKEN: token}
    folders = [str(here / p) for p in found.get("PYTHONPATH", "").split(os.pathsep) if p]
    if "-m" in argv[1:]:
        folders.append(str(here.absolute()))
    if folders:
        found["PYTHONPATH"] = os.pathsep.join(folders)
    return found


def kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def pipe_names(fds: list[int]) -> set[str]:
    """What /proc shows for our ends of the engine's pipes ("pipe:[1234]"): the engine's ends are the same."""
    names = set()
    for fd in fds:
        with contextlib.suppress(OSError):
            names.add(os.readlink(f"/proc/self/fd/{fd}"))
    return names


def kill_strays(session: int | None, pipes: set[str]) -> None:
    """Kill every process (but this one) of the engine's ``session`` — one may have moved to a group
    of its own — and every process holding one of the ``pipes``. Linux only (/proc); elsewhere the
    process group is what is ended."""
    proc = Path("/proc")
    if not proc.is_dir():
        return
    me = os.getpid()
    for entry in proc.iterdir():
        if not entry.name.isdigit() or int(entry.name) == me:
            continue
        pid = int(entry.name)
        try:
            fields = (entry / "stat").read_bytes().rsplit(b")", 1)[1].split()
            if (session is not None and int(fields[3]) == session) or (pipes and _holds(entry, pipes)):
                os.kill(pid, signal.SIGKILL)
        except (OSError, IndexError, ValueError):
            continue


def _holds(entry: Path, pipes: set[str]) -> bool:
    try:
        for fd in os.scandir(entry / "fd"):
            with contextlib.suppress(OSError):
                if os.readlink(fd.path) in pipes:
                    return True
    except OSError as error:
        if error.errno not in (errno.EACCES, errno.ENOENT, errno.EPERM):
            raise
    return False
