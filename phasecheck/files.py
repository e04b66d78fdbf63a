"""The files phasecheck writes: whole or not at all, only where a file belongs, with normal permissions.

An output path the user gives may name a folder, a device (``/dev/null``), a FIFO, a place that
can't be written, or a path through a file. Each is refused with one line before any work is done
(:func:`check_writable`) and again when the file is written (:func:`write_atomically`), which
never replaces anything but a regular file: writing by renaming a temporary file over a device
would replace the device itself.
"""
from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path
from typing import Iterable

from .errors import InputError


def target(path: Path) -> Path:
    """Where writing ``path`` puts the file (a symbolic link is followed, as ``open`` would); an
    :class:`InputError` if a file can't be written there."""
    resolved = Path(os.path.realpath(path))
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


def write_atomically(path: Path, text: str) -> None:
    """Write the whole file or nothing: a temporary file in the same folder, then a rename. A new
    file gets the permissions any program's new file gets (0666 less the umask); a file replaced
    keeps its own."""
    resolved = target(path)
    temporary = resolved.parent / f".{resolved.name}.{secrets.token_hex(4)}.tmp"
    try:
        resolved.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", newline="\n") as handle:
                handle.write(text)
            if resolved.exists():
                os.chmod(temporary, stat.S_IMODE(os.stat(resolved).st_mode))
            os.replace(temporary, resolved)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise
    except OSError as error:
        raise InputError(str(path), f"can't write: {error.strerror or error}") from None
