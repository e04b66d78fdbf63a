"""JSON as phasecheck reads it: strictly, within limits, and every problem said with where it is.

Python's own ``json`` accepts what no other JSON reader would, or fails in ways that are not a
message: a key given twice (the last silently wins), ``NaN`` and ``Infinity``, strings holding
a lone surrogate (which can't be written back out as UTF-8), integers of thousands of digits (a
``ValueError`` with no position), arrays nested thousands deep (a ``RecursionError``). Here each
is a :class:`JSONProblem` with a line and column or a JSON path, and a file larger than the
caller's limit is refused before it is read.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

#: deeper than any document phasecheck reads (a scenario is about 6 deep)
MAX_DEPTH = 64
#: more digits than any number phasecheck reads (the schemas' largest bound is a few digits)
MAX_DIGITS = 30
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_A_BRACKET = re.compile(r"[^\[\]{}]+")
_EMPTY = re.compile(r"\[\s*\]|\{\s*\}")
#: a lone surrogate can only come from a \u escape (UTF-8 text holds none)
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


class JSONProblem(ValueError):
    """Bad JSON: ``where`` is ``line:column`` or a JSON path (``$.a[0]``), or empty."""

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


def read(path: Path, max_bytes: int, what: str = "file") -> Any:
    """The JSON value in a file: a :class:`JSONProblem` for bad JSON, an ``OSError`` if unreadable."""
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise JSONProblem(f"the {what} is larger than {size_shown(max_bytes)}: not read")
    return parse(data)


def parse(data: bytes | str, max_values: int | None = None) -> Any:
    """One JSON value; a UTF-8 byte-order mark before it is allowed. ``max_values``: refuse, before
    making a single object, a text holding more values than that (each takes many times the bytes
    it is written in: a line of a few MiB can hold millions)."""
    text = decode(data) if isinstance(data, bytes) else data
    text = text.removeprefix("\ufeff")
    if max_values is not None:
        count = _values(text)
        if count > max_values:
            raise JSONProblem(f"holds {count:,} values, more than the {max_values:,} phasecheck reads in one")
    _check_depth(text)
    duplicated: list[tuple[Any, str]] = []
    try:
        value = json.loads(text, object_pairs_hook=_object(duplicated), parse_int=_integer(text),
                           parse_constant=_constant(text))
    except json.JSONDecodeError as error:
        raise JSONProblem(f"not JSON: {error.msg}", f"{error.lineno}:{error.colno}") from None
    except RecursionError:  # _check_depth keeps this from happening; never a traceback if it does
        raise JSONProblem(f"nested more than {MAX_DEPTH} deep") from None
    if duplicated:
        owner, key = duplicated[0]
        raise JSONProblem(f'the key "{_shown(key)}" is given twice', json_path(_path_to(value, owner) or ()))
    surrogate = _lone_surrogate(value, ()) if _ESCAPED_SURROGATE.search(text) or _has_surrogate(text) else None
    if surrogate is not None:
        raise JSONProblem("a string holds a lone surrogate (\\ud800-\\udfff), which is not a character",
                          json_path(surrogate))
    return value


#: a character no UTF-8 text holds: what Python makes of a byte that is not UTF-8 in a command-line
#: argument, a file name or an environment variable (U+DC80-U+DCFF), or any other lone surrogate
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def dumps(value: Any, **options: Any) -> str:
    """JSON text as phasecheck writes every file it reads back (results, expectations, scenarios):
    ``json.dumps`` with ``ensure_ascii=False`` and the ``options``, whose every string :func:`parse`
    reads back. A lone surrogate can't be written in UTF-8, and its JSON escape is refused on
    reading: each is written as the text of its escape, backslash included (the argument
    ``--report=r\\xff.md`` is recorded as ``r\\udcff.md``), as every report and the terminal show it."""
    text = json.dumps(value, ensure_ascii=False, **options)
    if _LONE_SURROGATE.search(text) is None:
        return text
    # a lone surrogate is only ever inside a string of the text: "\\" there is JSON for a backslash
    return _LONE_SURROGATE.sub(lambda found: f"\\\\u{ord(found.group()):04x}", text)


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        raise JSONProblem(f"not UTF-8 (byte 0x{data[error.start]:02x})", f"{line}:{column}") from None


def json_path(parts: tuple[Any, ...] | list[Any]) -> str:
    """("setup", "players", 0, "hand") -> $.setup.players[0].hand"""
    out = "$"
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", part):
            out += f".{part}"
        else:
            out += "[" + json.dumps(part, ensure_ascii=True) + "]"
    return out


def _position(text: str, offset: int) -> str:
    line = text.count("\n", 0, offset) + 1
    return f"{line}:{offset - (text.rfind(chr(10), 0, offset) + 1) + 1}"


def _check_depth(text: str) -> None:
    if _deepest(text) <= MAX_DEPTH:
        return
    depth = 0
    for token in _TOKENS.finditer(text):
        char = token.group()
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise JSONProblem(f"nested more than {MAX_DEPTH} deep", _position(text, token.start()))
        elif char in "]}":
            depth -= 1


def _deepest(text: str) -> int:
    """How deep the brackets outside strings nest, found quickly (the scan above says where)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0
    deepest = depth = 0
    for bracket in _NOT_A_BRACKET.sub("", _STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _values(text: str) -> int:
    """How many values a JSON text holds, counted without parsing it: one, and one more for each
    comma and each container that is not empty (strings taken out first)."""
    bare = _STRING.sub('""', text)
    empty = _EMPTY.subn("", bare)[1]  # counted without a list of them
    return 1 + bare.count(",") + bare.count("[") + bare.count("{") - empty


def _object(duplicated: list[tuple[Any, str]]):
    def make(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        made = dict(pairs)
        if len(made) != len(pairs) and not duplicated:
            seen: set[str] = set()
            key = next(k for k, _ in pairs if k in seen or seen.add(k))
            duplicated.append((made, key))
        return made
    return make


def _integer(text: str):
    def make(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            found = re.search(rf"(?<![\w.\"\\]){re.escape(digits)}", text)
            raise JSONProblem(f"a number of {len(digits.lstrip('-'))} digits is too large (at most {MAX_DIGITS})",
                              _position(text, found.start()) if found else "")
        return int(digits)
    return make


def _constant(text: str):
    def refuse(name: str) -> None:
        found = re.search(rf"(?<![\w\"]){re.escape(name)}", text)
        raise JSONProblem(f"not JSON: {name} is not a JSON number", _position(text, found.start()) if found else "")
    return refuse


def _path_to(value: Any, target: Any, path: tuple[Any, ...] = ()) -> tuple[Any, ...] | None:
    if value is target:
        return path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        found = _path_to(item, target, path + (key,))
        if found is not None:
            return found
    return None


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _lone_surrogate(value: Any, path: tuple[Any, ...]) -> tuple[Any, ...] | None:
    if isinstance(value, str):
        return path if _has_surrogate(value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            if _has_surrogate(key):
                return path
            found = _lone_surrogate(item, path + (key,))
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _lone_surrogate(item, path + (index,))
            if found is not None:
                return found
    return None


def _shown(text: str) -> str:
    return text.encode("utf-8", "backslashreplace").decode("utf-8")[:80]


def size_shown(count: int) -> str:
    return f"{count // (1 << 20)} MiB" if count >= 1 << 20 else f"{count // 1024} KiB"


def read_input(path: Path, max_bytes: int, what: str) -> Any:
    """A JSON file given by the user: every problem is an :class:`InputError` naming the file."""
    from .errors import InputError, readable

    readable(path, what)
    try:
        return read(path, max_bytes, what)
    except JSONProblem as problem:
        separator = ": " if problem.where.startswith("$") else ":"
        raise InputError(f"{path}{separator}{problem.where}" if problem.where else str(path),
                         problem.message) from None
    except OSError as error:
        raise InputError(str(path), f"can't read: {error.strerror or error}") from None
