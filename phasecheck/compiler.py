"""Compile .feature files into scenario IR documents (the JSON in scenarios/)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler

from phasecheck.steps.scenario import ScenarioError, assemble_located, element, header
from phasecheck.steps.phrases import unreadable

from .citations import cited
from . import schemas, strictjson
from .errors import InputError, readable
from .escape import visible

#: a feature file larger than this is not read (the suite's largest is a few dozen KiB)
MAX_FEATURE_BYTES = 1 << 20


def compile_feature(path: Path, root: Path) -> list[dict[str, Any]]:
    """Every scenario of one feature file, as IR documents, in file order."""
    relative = path.resolve().relative_to(root.resolve()).as_posix() if path.resolve().is_relative_to(
        root.resolve()) else path.as_posix()
    document = _parse(path, relative)
    document["uri"] = relative
    nodes = _index(document)
    scenarios = []
    for pickle in Compiler().compile(document):
        scenario_node = nodes[pickle["astNodeIds"][0]]
        line = scenario_node["location"]["line"]
        try:
            example = nodes.get(pickle["astNodeIds"][1]) if len(pickle["astNodeIds"]) > 1 else None
            head = header(pickle["name"], scenario_node.get("description", ""), [t["name"] for t in pickle["tags"]],
                          line, relative, example)
            elements = []
            for step in pickle["steps"]:
                step_line = nodes[step["astNodeIds"][0]]["location"]["line"]
                if "argument" in step:
                    raise ScenarioError("steps take no data tables or doc strings", step_line)
                elements.append(element(step["type"], step["text"], step_line))
            scenario, lines = assemble_located(head, elements)
            scenario["source"] = cited(scenario["source"])
        except ScenarioError as error:
            raise InputError(f"{relative}:{error.line or line}", str(error)) from None
        for parts, message in schemas.located_problems("scenario", scenario)[:1]:
            raise InputError(f"{relative}:{lines.of(parts, scenario)}",
                             f"{message} (in the scenario it compiles to, at {strictjson.json_path(parts)})")
        scenarios.append(scenario)
    return scenarios


def _parse(path: Path, relative: str) -> dict[str, Any]:
    """The Gherkin document of a feature file that holds at least one scenario."""
    readable(path, "feature file")
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FEATURE_BYTES + 1)
    except OSError as error:
        raise InputError(relative, f"can't read: {error.strerror or error}") from None
    if len(data) > MAX_FEATURE_BYTES:
        raise InputError(relative, f"the feature file is larger than {MAX_FEATURE_BYTES >> 20} MiB: not read")
    try:
        source = strictjson.decode(data).removeprefix("\ufeff")
    except strictjson.JSONProblem as problem:
        raise InputError(f"{relative}:{problem.where.split(':')[0]}", f"{problem.message}: a feature file is "
                                                                      "UTF-8 text") from None
    _check_characters(source, relative)
    try:
        document = Parser().parse(source)
    except (CompositeParserException, ParserException) as error:
        raise InputError(f"{relative}:{_error_line(error)}", _first_message(error)) from None
    feature = document.get("feature")
    if not feature:
        raise InputError(f"{relative}:1", "no Feature: the file is empty, or holds only comments")
    _check_scenarios(feature, relative)
    return document


def _check_characters(source: str, relative: str) -> None:
    """A feature file is text: each line holds nothing a line can't (steps.phrases.unreadable: an
    escape sequence, a bidirectional override), which would be carried into titles and reports."""
    for number, line in enumerate(source.split("\n"), 1):
        bad = unreadable(line.removesuffix("\r"))
        if bad is not None:
            raise InputError(f"{relative}:{number}", f"the line holds {visible(bad)}, which a feature file's text "
                                                     "can't hold")


def _check_scenarios(feature: dict[str, Any], relative: str) -> None:
    """A feature holds scenarios; an outline has Examples, and each Examples table has rows."""
    scenarios = [child["scenario"] for child in _children(feature) if "scenario" in child]
    if not scenarios:
        raise InputError(f"{relative}:{feature['location']['line']}", "the feature has no scenario")
    for scenario in scenarios:
        where = f"{relative}:{scenario['location']['line']}"
        if "Outline" in scenario["keyword"] or "Template" in scenario["keyword"] or scenario["examples"]:
            if not scenario["examples"]:
                raise InputError(where, f"the {scenario['keyword']} has no Examples table, so no scenario")
        for examples in scenario["examples"]:
            if not examples.get("tableHeader") or not examples.get("tableBody"):
                raise InputError(f"{relative}:{examples['location']['line']}",
                                 "the Examples table has no rows, so no scenario")


def _children(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The children of a feature, and of each of its rules."""
    found = []
    for child in node.get("children", []):
        found.append(child)
        if "rule" in child:
            found += _children(child["rule"])
    return found


def _index(document: dict[str, Any]) -> dict[str, Any]:
    """AST node id -> node; an Examples row id -> its values by column."""
    nodes: dict[str, Any] = {}

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            if "id" in node and "location" in node:
                nodes[node["id"]] = node
            if "tableHeader" in node and node.get("tableHeader"):
                columns = [cell["value"] for cell in node["tableHeader"]["cells"]]
                for row in node.get("tableBody", []):
                    nodes[row["id"]] = dict(zip(columns, (cell["value"] for cell in row["cells"])))
                return
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    visit(document.get("feature") or {})
    return nodes


def _first_message(error: Exception) -> str:
    inner = getattr(error, "errors", None)
    message = str(inner[0] if inner else error)
    return message.split(": ", 1)[1] if message.startswith("(") and ": " in message else message


def _error_line(error: Exception) -> int:
    inner = getattr(error, "errors", None)
    first = inner[0] if inner else error
    location = getattr(first, "location", None) or {}
    return location.get("line") or 1


def compile_paths(paths: list[Path], root: Path) -> list[dict[str, Any]]:
    """All scenarios of these feature files (and folders of them); ids must be unique."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(path.rglob("*.feature"))
            if not found:
                raise InputError(str(path), "no .feature file in this folder")
            files += found
        else:
            files.append(path)
    scenarios: list[dict[str, Any]] = []
    seen: dict[str, str] = {}
    for file in files:
        for scenario in compile_feature(file, root):
            where = f"{scenario['origin']['file']}:{scenario['origin']['line']}"
            if scenario["id"] in seen:
                raise InputError(where, f'duplicate scenario id "{scenario["id"]}" (also at {seen[scenario["id"]]})')
            seen[scenario["id"]] = where
            scenarios.append(scenario)
    return scenarios
