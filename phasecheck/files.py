"""The files phasecheck writes: whole or not at all, only where a file belongs, with normal permissions,
and never mixed with another phasecheck's (:func:`writing`).

An output path the user gives may name a folder, a device (``/dev/null``), a FIFO, a place that
can't be written, or a path through a file. Each is refused with one line before any work is done
(:func:`check_writable`) and again when the file is written (:func:`write_atomically`), which
never replaces anything but a regular file: writing by renaming a temporary file over a device
would replace the device itself.
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import secrets
import stat
import time
from pathlib import Path
from typing import Iterable, Iterator

from .errors import InputError


def target(path: Path, follow_links: bool = True) -> Path:
    """Where writing ``path`` puts the file (a symbolic link is followed, as ``open`` would, unless
    ``follow_links`` is False: then a link there is refused); an :class:`InputError` if a file
    can't be written there."""
    resolved = Path(os.path.realpath(path)) if follow_links else Path(os.path.realpath(path.parent)) / path.name
    if not follow_links and os.path.islink(resolved):
        raise InputError(str(path), "is a symbolic link: phasecheck writes here only regular files, never through a link")
    try:
        mode = os.stat(resolved).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise InputError(str(path), f"can't write here: {error.strerror or error}") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise InputError(str(path), "is a folder: give the name of a file to write")
    if mode is not None and not stat.S_ISREG(mode):
        raise InputError(str(path), "is not a regular file (a device, a FIFO or a socket): phasecheck only writes "
                                    "regular files")
    folder = _existing_ancestor(resolved.parent)
    if not folder.is_dir():
        raise InputError(str(path), f"can't write here: {folder} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise InputError(str(path), f"can't write here: {folder} is not writable")
    return resolved


def _existing_ancestor(folder: Path) -> Path:
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder


def check_writable(paths: Iterable[tuple[str, Path | None]]) -> None:
    """Before a run: every output can be written, and no two outputs are the same file."""
    seen: dict[Path, str] = {}
    for what, path in paths:
        if path is None:
            continue
        resolved = target(path)
        if resolved in seen:
            raise InputError(str(path), f"is both the {seen[resolved]} and the {what}: give each its own file")
        seen[resolved] = what


def write_atomically(path: Path, text: str | Iterable[str], follow_links: bool = True) -> None:
    """Write the whole file or nothing: a temporary file in the same folder, then a rename. A new
    file gets the permissions any program's new file gets (0666 less the umask); a file replaced
    keeps its own. ``text`` may come in pieces (a large report is never held whole)."""
    resolved = target(path, follow_links)
    temporary = resolved.parent / f".{resolved.name}.{secrets.token_hex(4)}.tmp"
    try:
        resolved.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", newline="\n") as handle:
                if isinstance(text, str):
                    handle.write(text)
                else:
                    for piece in text:
                        handle.write(piece)
            if resolved.exists():
                os.chmod(temporary, stat.S_IMODE(os.stat(resolved).st_mode))
            os.replace(temporary, resolved)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise
    except OSError as error:
        raise InputError(str(path), f"can't write: {error.strerror or error}") from None


#: how long a run waits for another writing into the same folder before it gives up
LOCK_WAIT = 60.0


@contextlib.contextmanager
def writing(paths: Iterable[Path] = (), folders: Iterable[Path] = (), wait: float = LOCK_WAIT) -> Iterator[None]:
    """Hold every folder the files (``paths``) go to, and the ``folders`` (an exclusive lock on the
    folder itself, so nothing is left behind): two phasecheck commands writing the same outputs
    write them one after the other, each set whole, never a mix of both. An InputError if another
    holds one for ``wait`` seconds."""
    folders = sorted({target(path).parent for path in paths} | {Path(os.path.realpath(f)) for f in folders})
    held: list[int] = []
    try:
        for folder in folders:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
            except OSError as error:
                raise InputError(str(folder), f"can't write here: {error.strerror or error}") from None
            held.append(fd)
            deadline = time.monotonic() + wait
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise InputError(str(folder), f"another phasecheck has been writing here for {wait:g} s: "
                                                      "nothing written") from None
                    time.sleep(0.05)
        yield
    finally:
        for fd in held:
            os.close(fd)
