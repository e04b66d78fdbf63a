"""The bundled JSON Schemas, and validation that reports each problem with its JSON path.

Validation is JSON Schema 2020-12 with one rule stricter (:data:`INTEGER`): where a schema means
an integer, a number written with a fraction or an exponent (``1.0``, ``1e0``) is refused."""
from __future__ import annotations

import itertools
import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator

from . import strictjson

if TYPE_CHECKING:  # jsonschema is imported only to word what is invalid: most runs never need it
    from jsonschema import Draft202012Validator
    from referencing import Registry

#: the repository's schemas/ folder: read in place in a source checkout (an editable install), and
#: shipped inside the distribution as this package otherwise
CHECKOUT = Path(__file__).resolve().parent.parent / "schemas"
BUNDLE = "phasecheck.bundled_schemas"
#: the problems of one instance worded at most (the first is what every caller reports); the errors
#: each keyword reports in a large instance; how many items of each list and object the pruned
#: copies a large instance is worded from keep, the smaller first
MAX_PROBLEMS = 100
ERRORS_PER_KEYWORD = 20
PRUNED = (50, 2000, 20_000)
NAMES = ("scenario", "play", "observation", "catalogue", "protocol", "expectations", "results", "rules", "terms",
         "concepts", "rulings", "known", "suite")


#: the keyword every place the schemas mean an integer gets, in the copies validation reads
#: (:func:`_validated`): JSON Schema's "integer" is any number with no fraction, 1.0 and 1e0 too,
#: which phasecheck's readers would take for an int and then not treat as one (a list index, a
#: count to repeat): here an integer is a JSON integer, written without a fraction or exponent
INTEGER = "phasecheckInteger"


def _is_int_value(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _means_integer(node: dict[str, Any]) -> bool:
    """An integer is meant: "type": "integer" (alone or with others but "number"), or a "const" or
    "enum" naming one."""
    kinds = node.get("type")
    kinds = [kinds] if isinstance(kinds, str) else kinds if isinstance(kinds, list) else []
    return ("integer" in kinds and "number" not in kinds) or _is_int_value(node.get("const")) or (
        isinstance(node.get("enum"), list) and any(_is_int_value(v) for v in node["enum"]))


def _strict(node: Any) -> Any:
    """A copy of a schema whose every integer-meaning subschema also has the :data:`INTEGER` keyword."""
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    copied = {key: (value if key in ("const", "enum", "default", "examples") else _strict(value))
              for key, value in node.items()}
    return copied | ({INTEGER: True} if _means_integer(node) else {})


@lru_cache(maxsize=None)
def _validated(name: str) -> dict[str, Any]:
    """The schema as validation reads it: integers strict (:data:`INTEGER`)."""
    return _strict(schema(name))


def _not_integer(instance: Any) -> str | None:
    """What is wrong with a value where an integer is meant: a number written with a fraction or
    an exponent (only a float: booleans, strings and the rest are the "type" keyword's to refuse)."""
    if isinstance(instance, float):
        return f"{instance!r} is not an integer: write it without a fraction or an exponent"
    return None


class _StrictInteger:
    """The :data:`INTEGER` keyword for jsonschema-rs."""

    def __init__(self, parent_schema: Any, value: Any, schema_path: Any) -> None:
        pass

    def validate(self, instance: Any) -> None:
        if isinstance(instance, float):  # (called for every integer of every instance: _not_integer only then)
            raise ValueError(_not_integer(instance))


def _strict_integer(validator: Any, value: Any, instance: Any, schema: Any) -> Iterator[Any]:
    """The :data:`INTEGER` keyword for jsonschema."""
    from jsonschema import ValidationError

    problem = _not_integer(instance)
    if value and problem:
        yield ValidationError(problem)


@lru_cache(maxsize=None)
def _strict_kind() -> Any:
    from jsonschema import Draft202012Validator, validators

    return validators.extend(Draft202012Validator, {INTEGER: _strict_integer})


@lru_cache(maxsize=None)
def _unmarked(name: str) -> dict[str, Any]:
    """The schema as jsonschema reads it: strict, and without "$schema", which would make jsonschema
    read it (when a "$ref" leads to it) with its own Draft 2020-12 validator instead of ours."""
    return {k: v for k, v in _validated(name).items() if k != "$schema"}


@lru_cache(maxsize=None)
def _registry() -> Registry:
    from referencing import Registry
    from referencing.jsonschema import DRAFT202012

    return Registry().with_resources(
        (schema(name)["$id"], DRAFT202012.create_resource(_unmarked(name))) for name in NAMES)


@lru_cache(maxsize=None)
def schema(name: str) -> dict[str, Any]:
    filename = f"{name}.schema.json"
    if (CHECKOUT / filename).is_file():
        return strictjson.parse((CHECKOUT / filename).read_bytes())
    from importlib import resources  # an installed (not editable) phasecheck: the bundled copy

    return strictjson.parse(resources.files(BUNDLE).joinpath(filename).read_bytes())


@lru_cache(maxsize=None)
def validator(name: str, capped: bool = False) -> Draft202012Validator:
    """A validator for a whole schema ("scenario") or one of its definitions ("protocol#started");
    ``capped``: each keyword reports at most ERRORS_PER_KEYWORD errors (for large instances)."""
    kind = _capped_kind() if capped else _strict_kind()
    schema_name, _, definition = name.partition("#")
    if definition:
        return kind({"$ref": f"{schema(schema_name)['$id']}#/$defs/{definition}"}, registry=_registry())
    return kind(_unmarked(schema_name), registry=_registry())


@lru_cache(maxsize=None)
def _capped_kind() -> Any:
    """Draft 2020-12 whose every keyword stops after ERRORS_PER_KEYWORD errors: wording what is wrong
    with a list of a million bad items looks at a few of them, not at all (nor holds an error each)."""
    from jsonschema import validators

    def capped(check: Callable[..., Any]) -> Callable[..., Any]:
        def keyword(validator: Any, value: Any, instance: Any, schema: Any) -> Any:
            return itertools.islice(check(validator, value, instance, schema) or (), ERRORS_PER_KEYWORD)
        return keyword

    strict = _strict_kind()
    return validators.extend(strict, {k: capped(check) for k, check in strict.VALIDATORS.items()})


@lru_cache(maxsize=None)
def valid(name: str) -> Callable[[Any], bool]:
    """Whether an instance is valid against a schema ("scenario") or a definition ("protocol#started"):
    jsonschema-rs's compiled validator, tens of microseconds where jsonschema takes milliseconds.
    It only says yes or no; jsonschema words what is wrong (``located_problems``)."""
    import jsonschema_rs

    registry = jsonschema_rs.Registry([(schema(each)["$id"], _validated(each)) for each in NAMES])
    schema_name, _, definition = name.partition("#")
    uri = schema(schema_name)["$id"] + (f"#/$defs/{definition}" if definition else "")
    return jsonschema_rs.Draft202012Validator({"$ref": uri}, registry=registry,
                                              keywords={INTEGER: _StrictInteger}).is_valid


def load_valid(path: Path, name: str, what: str) -> Any:
    """One of the suite's JSON data files (the rules index, the rulings), checked against its
    schema; bad input is one line naming the file, and the JSON path where the schema is broken."""
    from .errors import InputError, readable

    readable(path, what)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise InputError(str(path), f"can't read the {what}: {error}") from None
    found = problems(name, data)
    if found:
        raise InputError(f"{path}: {found[0][0]}", found[0][1])
    return data


def problems(name: str, instance: Any) -> list[tuple[str, str]]:
    """(JSON path, message) for every way the instance breaks the schema, most specific first."""
    return [(strictjson.json_path(path), message) for path, message in located_problems(name, instance)]


def located_problems(name: str, instance: Any) -> list[tuple[tuple[Any, ...], str]]:
    """(path as keys and indexes, message) for every way the instance breaks the schema: none at
    all, at once, for a valid instance; jsonschema's own account of the invalid ones.

    A large instance (an engine's answer may hold a million items) is worded from a pruned copy
    (the first items of each list and object) that still breaks the schema, with each keyword's
    errors capped: its time and memory stay those of a small one."""
    if valid(name)(instance):
        return []
    checker = validator(name)
    for keep in PRUNED:
        pruned, cut = _pruned(instance, keep)
        if not cut:
            break  # small: worded as it is, every error
        checker = validator(name, capped=True)
        if not valid(name)(pruned):
            instance = pruned
            break
    else:
        return [((), f"breaks the schema past the first {PRUNED[-1]:,} items of a list or object: too large to say "
                     "where")]
    found = []
    first = itertools.islice(checker.iter_errors(instance), MAX_PROBLEMS)
    for error in sorted(first, key=lambda e: [str(p) for p in e.absolute_path]):
        deepest = _deepest(error)
        found.append(_unknown_kind(deepest) or (tuple(deepest.absolute_path), _message(deepest)))
    return found


def _pruned(value: Any, keep: int) -> tuple[Any, bool]:
    """A copy of a JSON value with at most ``keep`` items in each list and object (the first ones),
    and whether anything was left out. Depth is bounded (strictjson reads at most 64 levels)."""
    if isinstance(value, list):
        items = [_pruned(v, keep) for v in value[:keep]]
        return [v for v, _ in items], len(value) > keep or any(c for _, c in items)
    if isinstance(value, dict):
        pairs = [(k, _pruned(v, keep)) for k, v in itertools.islice(value.items(), keep)]
        return {k: v for k, (v, _) in pairs}, len(value) > keep or any(c for _, (_, c) in pairs)
    return value, False


def _unknown_kind(error: Any) -> tuple[tuple[Any, ...], str] | None:
    """A oneOf whose every branch wants another value of one property ("check": "vibes"): that
    value is not one of theirs."""
    if error.validator != "oneOf" or not error.context:
        return None
    wanted: list[Any] = []
    where = None
    for branch in _branches(error).values():
        kinds = [e for e in branch if _mismatches(e) and e.validator in ("const", "enum")]
        if not kinds:
            return None
        wanted += [kinds[0].validator_value] if kinds[0].validator == "const" else kinds[0].validator_value
        if where not in (None, tuple(kinds[0].absolute_path)):
            return None
        where = tuple(kinds[0].absolute_path)
    assert where is not None
    return where, f"{kinds[0].instance!r} is not one of {sorted(set(wanted), key=wanted.index)}"


def _mismatches(error: Any, depth: int = 0) -> int:
    """How many of a oneOf branch's failures say it is meant for another kind of thing (its "check",
    "action" or "choice" is another, its type is another, it has properties it does not know)
    rather than that this thing is wrong."""
    level = depth + len(error.relative_path)
    if error.validator in ("oneOf", "anyOf") and error.context:
        return min(sum(_mismatches(e, level) for e in branch) for branch in _branches(error).values())
    path = [p for p in error.relative_schema_path if p != "$ref"]
    if error.validator in ("const", "enum") and level == 1 and len(path) == 4 and path[1] == "properties":
        return 1
    if error.validator in ("type", "additionalProperties") and level == 0:
        return 1
    return 0


def _branches(error: Any) -> dict[int, list[Any]]:
    branches: dict[int, list[Any]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    return branches


def _deepest(error: Any) -> Any:
    """For oneOf/anyOf failures, the error in the branch meant for this kind of thing (the one whose
    "check", "action" or "choice" matched), and within it the one furthest into the instance."""
    while error.context:
        branches = _branches(error)
        best = min(branches.values(), key=lambda errors: (
            sum(_mismatches(e) for e in errors), -max(len(e.absolute_path) for e in errors)))
        if all(e.validator == "required" for e in error.context) and len(branches) > 1:
            return error  # "needs one of ..." says it better than any one branch
        if all(sum(_mismatches(e) for e in errors) for errors in branches.values()) and _unknown_kind(error):
            return error  # no branch is for this kind of thing
        error = max(best, key=lambda e: (len(e.absolute_path), e.validator in ("oneOf", "anyOf"), -len(e.schema_path)))
    return error


def _message(error: Any) -> str:
    """jsonschema's message, made short: a count instead of the whole list it quotes."""
    instance, bound = error.instance, error.validator_value
    if error.validator in ("maxItems", "minItems", "maxProperties"):
        word = "at most" if error.validator.startswith("max") else "at least"
        return f"has {len(instance)} {'items' if isinstance(instance, list) else 'entries'}: {word} {bound}"
    if error.validator in ("maxLength", "minLength"):
        word = "at most" if error.validator == "maxLength" else "at least"
        return f"is {len(instance)} characters long: {word} {bound}"
    if error.validator == "contains":
        return error.schema.get("description") or "has no item of the kind it must have"
    if error.validator in ("oneOf", "anyOf") and all(set(b) == {"required"} for b in bound):
        keys = ", ".join(k for b in bound for k in b["required"])
        return f"needs exactly one of: {keys}" if error.context else f"may have only one of: {keys}"
    if error.validator == "not" and set(bound) == {"required"}:
        return f"{', '.join(bound['required'])} is not allowed here"
    if "dependentSchemas" in error.schema_path:
        given = list(error.schema_path)[list(error.schema_path).index("dependentSchemas") + 1]
        return f"{error.message}, because {given} is given"
    if error.validator == "required" and isinstance(error.schema, dict) and error.schema.get("description"):
        return f"{error.message}: {error.schema['description']}"
    shown = repr(instance)
    if len(shown) > 60 and error.message.startswith(shown):
        short = f"a list of {len(instance)} items" if isinstance(instance, list) else (
            "an object" if isinstance(instance, dict) else shown[:50] + "...")
        return short + error.message[len(shown):]
    return error.message
