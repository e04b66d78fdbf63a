"""pytest wiring of the harness: options, markers from tags, and judging each feature scenario,
one test per scenario x edition.

Each test is named as phasecheck's JUnit names its case, ``<scenario id>[<edition>]`` (node id
``tests/test_rulings.py::qa-collective-unconscious[current]``): ``pytest -k qa-collective-unconscious``
selects a scenario, ``-k current`` an edition, ``--lf`` reruns what failed.

When a scenario's steps are done, the IR they built must equal the JSON that ``phasecheck
export`` wrote; that IR is then run on the engine under test (the reference engine in-process,
or ``--engine CMD`` over the protocol) and judged by the same code as ``phasecheck run``.

Tags become markers with keyword arguments, so ``-m`` can select them:
``-m "rule(number='702.26b')"``, ``-m "edition(name='2009')"``, ``-m "scenario_id(id='qa-collective-unconscious')"``.
``--rule`` (a rule and its subrules) and ``--id`` (wildcards) select as ``phasecheck run`` does.
"""
from __future__ import annotations

import fnmatch
import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from .catalogue import concepts
from .steps.phrases import slug
from .citations import cited
from .steps.scenario import assemble, header

TAG_MARKERS = {"id": ("scenario_id", "id"), "rule": ("rule", "number"), "edition": ("edition", "name")}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("phasecheck")
    group.addoption("--engine", default=None, metavar="CMD",
                    help="judge the features on this engine over the protocol (default: the reference engine, "
                         "in-process); only the features run")
    group.addoption("--edition", choices=concepts().edition_names, default=None,
                    help="judge the features under this rules edition only (default: every edition they list)")
    group.addoption("--rule", action="append", default=None, metavar="RULE",
                    help="only scenarios exercising this rule or a subrule of it (repeatable)")
    group.addoption("--id", action="append", default=None, metavar="ID",
                    help="only scenarios with this id; * and ? are wildcards (repeatable)")
    group.addoption("--engine-timeout", type=float, default=None, metavar="SECONDS",
                    help="time limit of one scenario over the protocol")


def pytest_configure(config: pytest.Config) -> None:
    for marker, keyword in TAG_MARKERS.values():
        config.addinivalue_line("markers", f"{marker}({keyword}): from the @{marker.split('_')[-1]}: tags of a scenario")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """@rule:702.26b becomes the marker rule(number="702.26b"); likewise @id: and @edition:. A
    scenario (it has an @id: tag) is judged once per edition: its test takes the edition."""
    key, _, value = tag.partition(":")
    if key in TAG_MARKERS and value:
        marker, keyword = TAG_MARKERS[key]
        getattr(pytest.mark, marker)(**{keyword: value})(function)
        if key == "id":
            pytest.mark.usefixtures("phasecheck_edition")(function)
        return True
    return None


@pytest.fixture
def phasecheck_edition(request: pytest.FixtureRequest) -> str:
    """The rules edition a scenario's test judges it under (one test per edition it lists)."""
    return request.param


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "phasecheck_edition" not in metafunc.fixturenames:
        return
    listed = [m.kwargs["name"] for m in metafunc.definition.iter_markers("edition") if "name" in m.kwargs]
    wanted = metafunc.config.getoption("--edition")
    editions = [e for e in concepts().edition_names if e in listed and wanted in (None, e)]
    metafunc.parametrize("phasecheck_edition", editions, ids=editions)


def _values(item: pytest.Item, marker: str, keyword: str) -> list[str]:
    return [m.kwargs[keyword] for m in item.iter_markers(marker) if keyword in m.kwargs]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from .runner import rule_matches

    engine, rules, ids = config.getoption("--engine"), config.getoption("--rule"), config.getoption("--id")
    if not (engine or rules or ids):
        return
    keep, drop = [], []
    for item in items:
        scenario_ids = _scenario_ids(item)
        wanted = bool(scenario_ids)  # only the features run when a selection or an engine is given
        if wanted and rules:
            wanted = any(rule_matches(s, r) for s in rules for r in _values(item, "rule", "number"))
        if wanted and ids:
            wanted = any(fnmatch.fnmatchcase(i, p) for p in ids for i in scenario_ids)
        (keep if wanted else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_itemcollected(item: pytest.Item) -> None:
    """A scenario's test is named ``<scenario id>[<edition>]``, as phasecheck's JUnit names the case
    (the test function's own name stays a keyword: ``-k`` still finds it); renamed as soon as it is
    collected, so the cache (--lf) and every report read these node ids."""
    callspec = getattr(item, "callspec", None)
    ids = _scenario_ids(item)
    if callspec is None or "phasecheck_edition" not in callspec.params or len(ids) != 1:
        return
    name = f"{ids[0]}[{callspec.params['phasecheck_edition']}]"
    item.extra_keyword_matches.add(item.originalname)
    item.name = name
    if hasattr(item, "_id"):  # pytest 9: a NodeId, parsed as the cache parses the ids it keeps
        from _pytest.nodeid import NodeId

        item._id = NodeId.parse(f"{item.parent.nodeid}::{name}")  # type: ignore[union-attr]
    else:
        item._nodeid = f"{item.nodeid.split('::')[0]}::{name}"


def _scenario_ids(item: pytest.Item) -> list[str]:
    """The scenario's id; a Scenario Outline row's id adds its first column, as the compiler does."""
    ids = _values(item, "scenario_id", "id")
    callspec = getattr(item, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example") if callspec is not None else None
    if example:
        return [f"{i}-{slug(next(iter(example.values())))}" for i in ids]
    return ids


@pytest.fixture(scope="session")
def phasecheck_engine(request: pytest.FixtureRequest) -> Iterator[tuple[Any, Any]]:
    """The engine under test, started once for the session: (engine, what it declared) or (None, failure)."""
    from .engines import ReferenceEngine
    from .process import DEFAULT_TIMEOUT, ProcessEngine
    from .runner import EngineFailure

    command = request.config.getoption("--engine")
    timeout = request.config.getoption("--engine-timeout") or DEFAULT_TIMEOUT
    engine = ReferenceEngine() if command is None else ProcessEngine(command, timeout=timeout)
    try:
        info = engine.start()
    except EngineFailure as failure:
        yield None, failure
        return
    yield engine, info
    engine.stop()


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    if any(s.failed for s in scenario.steps):
        return
    from .report import verdict_text
    from .runner import Verdict, run_one

    root = request.config.rootpath
    example = request.getfixturevalue("_pytest_bdd_example") or None
    rule_tags = scenario.rule.tags if scenario.rule is not None else set()
    head = header(scenario.name, scenario.description, sorted(scenario.tags | feature.tags | rule_tags),
                  scenario.line_number, Path(feature.filename).resolve().relative_to(root).as_posix(), example)
    ir = assemble(head, request.getfixturevalue("phasecheck_elements"))
    ir["source"] = cited(ir["source"])  # as the compiler gives it (phasecheck.citations)
    exported = root / "scenarios" / f"{ir['id']}.json"
    if not exported.is_file() or json.loads(exported.read_text(encoding="utf-8")) != ir:
        pytest.fail(f"{exported.relative_to(root)} is not what this scenario compiles to: run `phasecheck export`",
                    pytrace=False)
    engine, info = request.getfixturevalue("phasecheck_engine")
    if engine is None:
        pytest.fail(f"the engine could not be started: {info.reason}", pytrace=False)
    result = run_one(engine, info, ir, request.getfixturevalue("phasecheck_edition"))
    if result.verdict in (Verdict.FAIL, Verdict.ERROR):
        pytest.fail(verdict_text(result), pytrace=False)
    if result.verdict is Verdict.SKIP:
        pytest.skip(f"not judged: {result.reason}")
