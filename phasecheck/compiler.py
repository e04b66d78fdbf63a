"""Compile .feature files into scenario IR documents (the JSON in scenarios/)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler

from phasecheck.steps.scenario import ScenarioError, assemble, element, header

from .errors import InputError


def compile_feature(path: Path, root: Path) -> list[dict[str, Any]]:
    """Every scenario of one feature file, as IR documents, in file order."""
    relative = path.resolve().relative_to(root.resolve()).as_posix() if path.resolve().is_relative_to(
        root.resolve()) else path.as_posix()
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as error:
        raise InputError(str(path), f"can't read: {error.strerror}") from None
    try:
        document = Parser().parse(source)
    except (CompositeParserException, ParserException) as error:
        raise InputError(f"{relative}:{_error_line(error)}", _first_message(error)) from None
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
            scenarios.append(assemble(head, elements))
        except ScenarioError as error:
            raise InputError(f"{relative}:{error.line or line}", str(error)) from None
    return scenarios


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
        files += sorted(path.rglob("*.feature")) if path.is_dir() else [path]
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
