"""SIGINT, SIGTERM and SIGHUP, at any moment: phasecheck stops, ends every engine it started, and
writes whole reports of what ran.

While a command runs (:func:`handled`), the first of these signals raises :class:`Interrupted` (a
``KeyboardInterrupt``) in the main thread, where the run turns it into an interrupted outcome;
later ones are only noted, since phasecheck is stopping already. Inside :func:`deferred` blocks —
starting an engine process, stopping the engines after the last verdict, writing the reports — a
signal is held until the block ends: an engine is never started without being recorded (so it can
always be ended), and a report is never half-written.

Inside :func:`guarded` blocks — the whole exchange with the engines, where the main thread takes
locks, waits on conditions and queues, and writes progress; and the reading of the suite before a
run, where library code (a schema validator's callback into Python) could take an exception raised
in it for a failure of its own and swallow it — a signal is never raised where it
lands (an exception raised between taking a lock and the ``try`` that releases it leaves the lock
held forever, and the stop that follows would wait on it): it is held, and raised at the next
:func:`check`, which the exchange calls wherever it waits (at least every tenth of a second) and
between runs, or when the block ends. So a signal stops a run within a fraction of a second, and
always at a point where every lock is free.

The exit code of a command a signal stopped is 128 + the signal's number: 130 for SIGINT (Ctrl-C),
143 for SIGTERM, 129 for SIGHUP.
"""
from __future__ import annotations

import contextlib
import signal
import threading
from typing import Iterator

SIGNALS = tuple(s for s in (getattr(signal, "SIGINT", None), getattr(signal, "SIGTERM", None),
                            getattr(signal, "SIGHUP", None)) if s is not None)


class Interrupted(KeyboardInterrupt):
    """A signal asked phasecheck to stop."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum

    @property
    def exit_code(self) -> int:
        return 128 + self.signum


#: how deep the main thread is in deferred blocks, and in guarded ones; the signal held meanwhile;
#: whether a signal has already been raised in this command (phasecheck is stopping: later signals
#: are noted, not raised)
_depth = 0
_guarded = 0
#: outside a command, in the phasecheck process (:func:`early`): a signal is only noted and held
_early = False
#: how deep the main thread is in blocks whose signal waits for the caller's next check (:func:`held`)
_holding = 0
_held: int | None = None
_raised = False
#: the last signal received in this command: its exit code is 128 + its number
received: int | None = None


def _on_signal(signum: int, frame: object) -> None:
    global _held, _raised, received
    received = signum
    if _raised:
        return
    if _depth > 0 or _guarded > 0 or _early or _holding > 0:
        _held = _held or signum
        return
    _raised = True
    raise Interrupted(signum)


@contextlib.contextmanager
def handled() -> Iterator[None]:
    """While the block runs, the first signal raises :class:`Interrupted`; later ones are noted
    (phasecheck is stopping already). The handlers before it are put back after. Only the main
    thread can install handlers: elsewhere this does nothing."""
    global received, _raised, _held, _early
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    was_early, _early = _early, False
    if not was_early:  # a signal held since the process began stays held: the command raises it
        received, _held = None, None
    _raised = False
    previous = {s: signal.signal(s, _on_signal) for s in SIGNALS}
    try:
        yield
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
        _early = was_early


@contextlib.contextmanager
def deferred(raise_after: bool = True) -> Iterator[None]:
    """A block no signal cuts short. One that arrives meanwhile is raised when the block ends (or,
    ``raise_after`` False, only noted in :data:`received`: the caller ends as a signal asks, after
    finishing what it was doing). In the main thread; other threads never receive signals, so for
    them this does nothing."""
    global _depth, _held, _raised
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1
        if _depth == 0 and _guarded == 0 and _holding == 0 and not _early and _held is not None:
            held, _held = _held, None
            if not _raised:
                _raised = True
                if raise_after:
                    raise Interrupted(held)


def early() -> None:
    """The phasecheck process begins (its entry points call this before they import anything else):
    from now on a signal is noted and held, never raised (no traceback from an import, no death
    by a signal's default action), until a command (:func:`handled`) raises it at its first
    check, and again after the command, until the process exits with the command's code."""
    global _early
    if threading.current_thread() is threading.main_thread():
        _early = True
        for s in SIGNALS:
            signal.signal(s, _on_signal)


@contextlib.contextmanager
def held() -> Iterator[None]:
    """A short block (launching an engine) a signal neither cuts nor ends: it stays held, for the
    caller's next :func:`check`, where the caller can still do what an interrupt asks (write the
    reports of a run). In the main thread; elsewhere this does nothing."""
    global _holding
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _holding += 1
    try:
        yield
    finally:
        _holding -= 1


def ending() -> None:
    """The phasecheck process ends with its command's code: a signal from now on is ignored (as
    Python finalizes, it would otherwise put back the default action, which kills)."""
    if threading.current_thread() is threading.main_thread():
        for s in SIGNALS:
            signal.signal(s, signal.SIG_IGN)


@contextlib.contextmanager
def guarded() -> Iterator[None]:
    """A block where a signal is raised only at a :func:`check` (or when the block ends), never
    where it lands. In the main thread; elsewhere this does nothing."""
    global _guarded
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _guarded += 1
    try:
        yield
    finally:
        _guarded -= 1
    check()


def check() -> None:
    """Raise :class:`Interrupted` now if a signal is held and no deferred block is open: called by
    the main thread at points where it holds no lock. Elsewhere (other threads) it does nothing."""
    global _held, _raised
    if _held is None or _depth > 0 or _holding > 0 or threading.current_thread() is not threading.main_thread():
        return
    held, _held = _held, None
    if not _raised:
        _raised = True
        raise Interrupted(held)


def exit_code(default: int = 130) -> int:
    """The exit code of a run a signal stopped: 128 + the signal's number."""
    return 128 + received if received is not None else default
