"""Every mutant cosmic-ray's operators make of the engine's rules modules, each with a stable identity.

cosmic-ray is used as a library: its operators say where they can mutate a module and make the
mutated source; its runner (which rewrites the file on disk and starts a test command per mutant)
is not. A mutant's identity does not move when lines are added above it: the module, the
function it is in, the operator, the text of the line it changes, and which of the identical
mutants of that line it is (``occurrence``, most often 0).
"""
from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

import cosmic_ray.plugins
from cosmic_ray.ast import ast_nodes, get_ast
from cosmic_ray.mutating import mutate_code

from .config import CONFIG, Config, ConfigError

Position = tuple[int, int]
REMOVE_DECORATOR = "core/RemoveDecorator"


@dataclass(frozen=True)
class Mutant:
    #: the module's file, relative to the checkout (``engine/phasing.py``)
    path: str
    #: the name it is imported by (``phasecheck.engine.phasing``)
    module: str
    #: cosmic-ray's operator (``core/ReplaceComparisonOperator_Eq_NotEq``)
    operator: str
    #: cosmic-ray's index of this operator's mutation in the module: what ``mutate_code`` takes
    index: int
    start: Position
    end: Position
    #: the function or class it is in, dotted (``Edition2003.on_phased_out``), or ``<module>``
    function: str
    #: the line it changes, stripped
    line: str
    #: which of the mutants with the same module, function, operator and line it is
    occurrence: int
    #: the lines of the statement it is in, whose execution means the mutated code may run
    statement: tuple[int, ...]

    @property
    def key(self) -> tuple[str, str, str, str, int]:
        return (self.path, self.function, self.operator, self.line, self.occurrence)

    @property
    def name(self) -> str:
        """One line naming it: where, and what the operator does."""
        short = self.operator.split("/", 1)[-1]
        suffix = f" #{self.occurrence}" if self.occurrence else ""
        return f"{self.path}:{self.start[0]} {self.function} {short}{suffix}: {self.line}"


def operators(config: Config) -> list[tuple[str, object]]:
    """cosmic-ray's operators, by name, but those the configuration leaves out (it must leave out
    those that need arguments: they would need a study's own variable names)."""
    chosen = []
    for name in cosmic_ray.plugins.operator_names():
        if name in config.operators_left_out:
            continue
        operator_class = cosmic_ray.plugins.get_operator(name)
        if operator_class.arguments():
            raise ConfigError(f"{CONFIG}: $.operators_left_out: {name} needs arguments; leave it out, with the reason")
        chosen.append((name, operator_class()))
    return chosen


def module_name(path: str) -> str:
    """``engine/cards/common.py`` -> ``phasecheck.engine.cards.common`` (the installed name)."""
    parts = list(Path(path).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(["phasecheck", *parts])


class _Statements:
    """For each line of a module: the dotted name of the function or class it is in, and the
    lines of the innermost statement that holds it (a compound statement's own lines only: its
    header, ``else:``, ``except ...:``, not the statements of its blocks)."""

    def __init__(self, source: str) -> None:
        self.names: dict[int, str] = {}
        self.owner: dict[int, tuple[int, ...]] = {}
        self._visit(ast.parse(source).body, "<module>", ())

    def _visit(self, statements: list[ast.stmt], scope: str, enclosing: tuple[str, ...]) -> None:
        for statement in statements:
            first = min([statement.lineno, *(d.lineno for d in getattr(statement, "decorator_list", ()))])
            children = list(_child_blocks(statement))
            inner = {line for child in children for s in child
                     for line in range(_first_line(s), s.end_lineno + 1)}
            own = tuple(line for line in range(first, statement.end_lineno + 1) if line not in inner)
            name = scope
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = ".".join((*enclosing, statement.name))
            for line in own:
                self.names[line] = scope if line < statement.lineno else name
                self.owner[line] = own
            for child in children:
                self._visit(child, name, tuple(name.split(".")) if name != "<module>" else ())


def _first_line(statement: ast.stmt) -> int:
    return min([statement.lineno, *(d.lineno for d in getattr(statement, "decorator_list", ()))])


def _child_blocks(statement: ast.stmt) -> Iterator[list[ast.stmt]]:
    for field in ("body", "orelse", "finalbody"):
        block = getattr(statement, field, None)
        if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
            yield block
    for handler in getattr(statement, "handlers", ()):
        yield handler.body
    for case in getattr(statement, "cases", ()):
        yield case.body


def _annotation_spans(source: str) -> list[tuple[Position, Position]]:
    """Where the module's annotations are (``from __future__ import annotations``: never evaluated)."""
    spans = []
    for node in ast.walk(ast.parse(source)):
        annotations: list[ast.expr] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                             arguments.vararg, arguments.kwarg):
                if argument is not None and argument.annotation is not None:
                    annotations.append(argument.annotation)
            if node.returns is not None:
                annotations.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
        spans += [((a.lineno, a.col_offset), (a.end_lineno, a.end_col_offset)) for a in annotations]
    return spans


_FUTURE_ANNOTATIONS = re.compile(r"^from __future__ import (?:[\w, ]*\b)?annotations\b", re.MULTILINE)


def _decorator(lines: list[str], start: Position) -> str:
    """The name of the decorator at ``start`` (``@dataclass(frozen=True)`` -> ``dataclass``)."""
    text = lines[start[0] - 1][start[1]:].lstrip("@ ")
    return re.match(r"[\w.]*", text).group(0)


def mutants_of(path: str, source: str, config: Config) -> list[Mutant]:
    """Every mutant of one module, in the order of its text."""
    statements = _Statements(source)
    lines = source.splitlines()
    skip_annotations = config.skip_annotations and _FUTURE_ANNOTATIONS.search(source) is not None
    annotations = _annotation_spans(source) if skip_annotations else []
    nodes = list(ast_nodes(get_ast(source)))
    found = []
    for name, operator in operators(config):
        index = 0
        for node in nodes:
            for start, end in operator.mutation_positions(node):
                kept = name == REMOVE_DECORATOR and _decorator(lines, start) in config.decorators_kept
                if not kept and not any(a <= start and end <= b for a, b in annotations):
                    found.append((start, name, index, end))
                index += 1
    found.sort()
    seen: Counter[tuple[str, str, str]] = Counter()
    made = []
    for start, name, index, end in found:
        line = lines[start[0] - 1].strip()
        function = statements.names.get(start[0], "<module>")
        occurrence = seen[(function, name, line)]
        seen[(function, name, line)] += 1
        made.append(Mutant(path=path, module=module_name(path), operator=name, index=index, start=start, end=end,
                           function=function, line=line, occurrence=occurrence,
                           statement=statements.owner.get(start[0], (start[0],))))
    return made


def all_mutants(root: Path, config: Config) -> list[Mutant]:
    """Every mutant of every module the configuration names."""
    made: list[Mutant] = []
    for path in config.modules(root):
        made += mutants_of(path, (root / path).read_text(encoding="utf-8"), config)
    return made


def mutated_source(root: Path, mutant: Mutant) -> str:
    """The module's source with the mutant applied."""
    operator = cosmic_ray.plugins.get_operator(mutant.operator)()
    code = mutate_code((root / mutant.path).read_text(encoding="utf-8"), operator, mutant.index)
    if code is None:
        raise ValueError(f"{mutant.name}: cosmic-ray made no mutation")
    return code


#: module path -> its source, its parso tree, and for each operator where each of its mutations is
_PREPARED: dict[str, tuple[str, Any, dict[str, list[tuple[Any, int]]]]] = {}


def prepare(root: Path, path: str, operator_names: Iterable[str]) -> None:
    """Parse a module once, in the process that then forks a child per mutant of it: each child
    makes its mutant from the tree it inherits (:func:`mutated_in_child`), and parsing the module
    again in every child was a tenth of a second a mutant."""
    source = (root / path).read_text(encoding="utf-8")
    tree = get_ast(source)
    nodes = list(ast_nodes(tree))
    places = {}
    for name in set(operator_names):
        operator = cosmic_ray.plugins.get_operator(name)()
        places[name] = [(node, k) for node in nodes for k, _ in enumerate(operator.mutation_positions(node))]
    _PREPARED[path] = (source, tree, places)


def mutated_in_child(root: Path, mutant: Mutant) -> tuple[str, str]:
    """The module's source and :func:`mutated_source`, from the tree :func:`prepare` made, which it
    changes: only for a forked child that ends after this mutant (the parent's tree is left as it
    was). Without a prepared tree, the file and :func:`mutated_source` itself."""
    prepared = _PREPARED.pop(mutant.path, None)
    if prepared is None or mutant.operator not in prepared[2]:
        return (root / mutant.path).read_text(encoding="utf-8"), mutated_source(root, mutant)
    source, tree, places = prepared
    node, k = places[mutant.operator][mutant.index]
    made = cosmic_ray.plugins.get_operator(mutant.operator)().mutate(node, k)
    parent = node.parent
    if parent is None:
        return source, made.get_code() if made is not None else ""
    at = next(i for i, child in enumerate(parent.children) if child is node)
    if made is None:
        del parent.children[at]
    else:
        parent.children[at] = made
        made.parent = parent
    return source, tree.get_code()


def changed_text(original: str, mutated: str, mutant: Mutant) -> str:
    """The mutated line(s), stripped, as a reviewer reads them beside ``mutant.line``."""
    before, after = original.splitlines(), mutated.splitlines()
    first, last = mutant.start[0], mutant.end[0] + len(after) - len(before)
    changed = [line.strip() for line in after[first - 1:last]]
    return "\n".join(changed) if changed else "(the line is removed)"


def keyed(mutants: Iterable[Mutant]) -> dict[tuple[str, str, str, str, int], Mutant]:
    return {m.key: m for m in mutants}
