"""The results of the whole suite on an engine, played once: in CI, ``.ci/run`` has just played it
(``phasecheck run``, the same checkout) for its regression gate and committed-report checks, and says
where (``PHASECHECK_FRESH_RESULTS``: the folder of ``<name>.results.json``), so the tests judge those
results instead of playing every scenario on that engine a second time. Anywhere else the tests play
the suite themselves. A results file for another suite (a scenario added, changed or gone) is refused."""
from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

import pytest

from phasecheck import results
from phasecheck import suite as suite_versions
from phasecheck.runner import RunOutcome

#: the environment variable naming the folder of results .ci/run has just made
FRESH = "PHASECHECK_FRESH_RESULTS"


def suite_results(name: str, suite: list[dict[str, Any]], play: Callable[[], RunOutcome]) -> dict[str, Any]:
    """The results document of ``suite`` on the engine ``name`` (reports/<name>.results.json's name):
    CI's fresh one when it says where, else ``play()``'s."""
    folder = os.environ.get(FRESH)
    if not folder:
        return results.document(play(), ["pytest"], datetime.now(timezone.utc), suite_versions.load().version,
                                reproducible=True)
    path = Path(folder) / f"{name}.results.json"
    if not path.is_file():
        pytest.fail(f"{FRESH}={folder}, but it holds no {path.name}", pytrace=False)
    doc = results.load(path)
    scenarios = {s["id"]: s for s in suite}
    if doc["scenarios"] != scenarios:
        pytest.fail(f"{path} was not made from this suite (scenarios/): unset {FRESH}", pytrace=False)
    return doc
