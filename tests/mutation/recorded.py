"""The unmutated engine's recording, kept on disk by what it depends on.

Recording every run under coverage is the mutation run's first step and its longest single job
(a few minutes on an idle machine, far more on a loaded one). Its outcome depends only on the
code and data the runs read: every folder installed as the ``phasecheck`` package (the engine
and the steps included), the scenarios, the catalogue, the
Python and coverage versions, the modules mutated and the tool's own code. So it is kept in ``.mutation-cache/``
(ignored by git), named by a hash of all of those, and played again only when one of them
changes: a second run of ``--module`` or ``--only`` after editing a feature file compiles the
scenarios anew and records again; one after editing nothing starts at once.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import sys
from pathlib import Path
from typing import Callable, Sequence

from .play import Recording

#: what the runs read: a change to any file under these records again (and to the mutation
#: tool's own code, which plays them; not to its equivalents lists, which the recording ignores)
#: every folder installed under the phasecheck namespace (pyproject.toml's package-dir), the engine
#: and the steps included
INPUTS = ("phasecheck", "engine", "steps", "schemas", "scenarios", "catalogue", "rules", "adapters")
TOOL = "tests/mutation"
FOLDER = ".mutation-cache"


def key(root: Path, paths: Sequence[str]) -> str:
    """A hash of every input of the recording, and of the modules it follows."""
    import coverage

    digest = hashlib.sha256()
    for part in (sys.version, coverage.__version__, *paths):
        digest.update(part.encode() + b"\0")
    for top in INPUTS:
        for path in sorted((root / top).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(path.relative_to(root).as_posix().encode() + b"\0")
                digest.update(hashlib.sha256(path.read_bytes()).digest())
    for path in sorted((root / TOOL).glob("*.py")):
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:32]


def load(root: Path, name: str) -> Recording | None:
    """The kept recording of this hash, or None (none kept, or one that cannot be read)."""
    try:
        with open(root / FOLDER / f"{name}.pickle", "rb") as file:
            found = pickle.load(file)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        return None
    return found if isinstance(found, Recording) else None


def keep(root: Path, name: str, recording: Recording) -> None:
    """Keep this recording, whole (written aside, then renamed), and only it: older ones go."""
    folder = root / FOLDER
    folder.mkdir(exist_ok=True)
    aside = folder / f".{name}.{os.getpid()}.tmp"
    with open(aside, "wb") as file:
        pickle.dump(recording, file, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(aside, folder / f"{name}.pickle")
    for old in folder.glob("*.pickle"):
        if old.stem != name:
            old.unlink(missing_ok=True)


def recording(root: Path, paths: Sequence[str], make: Callable[[], Recording | str], fresh: bool
              ) -> Recording | str:
    """The recording: the kept one when its inputs are unchanged (and ``fresh`` is not asked),
    otherwise a new one from ``make``, kept. ``make`` returns a reason instead when it fails."""
    name = key(root, paths)
    found = None if fresh else load(root, name)
    if found is not None:
        return found
    made = make()
    if isinstance(made, Recording):
        keep(root, name, made)
    return made


def kept(root: Path) -> Recording | None:
    """The kept recording of the engine as it is now, or None (no run of the tool has made it):
    what the hand-written catalogue (tests/mutants) orders its runs by."""
    from .config import ConfigError, load as load_config

    try:
        paths = load_config().modules(root)
    except ConfigError:
        return None
    return load(root, key(root, paths))
