"""The bundled schemas compiled to plain Python predicates: valid or not, in microseconds.

jsonschema interprets a schema afresh for every instance, which costs milliseconds for a scenario
or an observation; a run validates hundreds of them. Here each schema is turned once into nested
closures that only answer "valid?"; :mod:`phasecheck.schemas` asks them first and asks jsonschema
(for its precise messages) only about what is invalid.

Only the keywords the bundled schemas use are compiled, with the meaning Draft 2020-12 gives them;
a schema using any other keyword is refused as it is compiled, so nothing is ever skipped silently.
``tests/test_compiled_schemas.py`` checks that the predicates agree with jsonschema on every
scenario, observation, results file and protocol message we have, and on many broken copies of them.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Mapping
from urllib.parse import urldefrag, urljoin

Check = Callable[[Any], bool]

#: keywords that say something about a schema but nothing about what is valid
ANNOTATIONS = frozenset({"$schema", "$id", "$defs", "$comment", "title", "description", "examples", "default"})


def _is_integer(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _is_string(value: Any) -> bool:
    return isinstance(value, str)


TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": _is_string,
    "integer": _is_integer,
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def equal(one: Any, other: Any) -> bool:
    """JSON equality: true is not 1, 1 is 1.0, and lists and objects compare item by item."""
    if isinstance(one, bool) or isinstance(other, bool):
        return isinstance(one, bool) and isinstance(other, bool) and one == other
    if isinstance(one, (list, tuple)) and isinstance(other, (list, tuple)):
        return len(one) == len(other) and all(equal(a, b) for a, b in zip(one, other))
    if isinstance(one, dict) and isinstance(other, dict):
        return one.keys() == other.keys() and all(equal(v, other[k]) for k, v in one.items())
    if isinstance(one, (dict, list, tuple)) or isinstance(other, (dict, list, tuple)):
        return False
    return one == other


def _unique(items: list[Any]) -> bool:
    return all(not equal(items[i], items[j]) for i in range(len(items)) for j in range(i + 1, len(items)))


class Compiler:
    """Compiles the schemas of one registry (``$id`` -> schema), following ``$ref`` between them."""

    def __init__(self, documents: Mapping[str, Mapping[str, Any]]) -> None:
        self.documents = dict(documents)
        self.compiled: dict[str, Check] = {}

    def compile_uri(self, uri: str) -> Check:
        """The predicate of the schema at ``uri`` (a document's $id, with a JSON pointer fragment or not)."""
        if uri not in self.compiled:
            target: list[Check] = []
            self.compiled[uri] = lambda value: target[0](value)  # a reference to itself waits for this
            document, fragment = urldefrag(uri)
            schema: Any = self.documents[document]
            for part in [p for p in fragment.split("/") if p]:
                schema = schema[part.replace("~1", "/").replace("~0", "~")]
            target.append(self.compile(schema, document))
            self.compiled[uri] = target[0]
        return self.compiled[uri]

    def compile(self, schema: Any, base: str) -> Check:
        if schema is True:
            return lambda value: True
        if schema is False:
            return lambda value: False
        unknown = set(schema) - ANNOTATIONS - set(KEYWORDS)
        if unknown:
            raise ValueError(f"the schema compiler does not know the keyword(s) {sorted(unknown)} (in {base})")
        base = urljoin(base, schema.get("$id", ""))
        keywords = [keyword for keyword in KEYWORDS if keyword in schema]
        checks: list[Check | None] = []
        if any(keyword in schema for keyword in OBJECT_SHAPE):  # the common case, in one pass over the object
            checks.append(_object_shape(self, schema, base))
            keywords = [k for k in keywords if k not in OBJECT_SHAPE and not (k == "type" and schema[k] == "object")]
        checks += [KEYWORDS[keyword](self, schema, base) for keyword in keywords]
        found = [c for c in checks if c is not None]
        if not found:
            return lambda value: True
        if len(found) == 1:
            return found[0]

        def every(value: Any) -> bool:
            for check in found:
                if not check(value):
                    return False
            return True
        return every


# --- the keywords: each returns a predicate (or None when it asks nothing) -------------------

def _type(compiler: Compiler, schema: dict, base: str) -> Check:
    names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
    tests = [TYPES[name] for name in names]
    if len(tests) == 1:
        return tests[0]

    def any_type(value: Any) -> bool:
        for test in tests:
            if test(value):
                return True
        return False
    return any_type


def _ref(compiler: Compiler, schema: dict, base: str) -> Check:
    uri = urljoin(base, schema["$ref"])
    if urldefrag(uri)[0] not in compiler.documents:
        raise ValueError(f"the schema compiler can't resolve $ref {schema['$ref']!r} (in {base})")
    return compiler.compile_uri(uri)


def _const(compiler: Compiler, schema: dict, base: str) -> Check:
    wanted = schema["const"]
    if isinstance(wanted, str):
        return lambda value: isinstance(value, str) and value == wanted
    return lambda value: equal(value, wanted)


def _enum(compiler: Compiler, schema: dict, base: str) -> Check:
    options = schema["enum"]
    if all(isinstance(o, str) for o in options):
        strings = frozenset(options)
        return lambda value: isinstance(value, str) and value in strings
    return lambda value: any(equal(value, o) for o in options)


#: the keywords _object_shape checks together
OBJECT_SHAPE = ("properties", "additionalProperties", "required")


def _object_shape(compiler: Compiler, schema: dict, base: str) -> Check:
    """properties, additionalProperties and required (and "type": "object"), in one pass."""
    if "patternProperties" in schema:
        raise ValueError("the schema compiler does not know patternProperties")
    properties = {name: compiler.compile(sub, base) for name, sub in schema.get("properties", {}).items()}
    required = tuple(schema.get("required", ()))
    additional = schema.get("additionalProperties", True)
    closed = additional is False
    extra = None if additional is True or closed else compiler.compile(additional, base)
    must_be_object = schema.get("type") == "object"

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return not must_be_object
        for name in required:
            if name not in value:
                return False
        for key, item in value.items():
            sub = properties.get(key)
            if sub is None:
                if closed or (extra is not None and not extra(item)):
                    return False
            elif not sub(item):
                return False
        return True
    return check


def _dependent_required(compiler: Compiler, schema: dict, base: str) -> Check:
    wanted = [(key, tuple(names)) for key, names in schema["dependentRequired"].items()]
    return lambda value: not isinstance(value, dict) or all(
        all(name in value for name in names) for key, names in wanted if key in value)


def _dependent_schemas(compiler: Compiler, schema: dict, base: str) -> Check:
    checks = [(key, compiler.compile(sub, base)) for key, sub in schema["dependentSchemas"].items()]
    return lambda value: not isinstance(value, dict) or all(check(value) for key, check in checks if key in value)


def _property_names(compiler: Compiler, schema: dict, base: str) -> Check:
    check = compiler.compile(schema["propertyNames"], base)
    return lambda value: not isinstance(value, dict) or all(check(name) for name in value)


def _count(kind: type | tuple[type, ...], keyword: str, at_least: bool) -> Callable[[Compiler, dict, str], Check]:
    def make(compiler: Compiler, schema: dict, base: str) -> Check:
        bound = schema[keyword]
        if at_least:
            return lambda value: not isinstance(value, kind) or len(value) >= bound
        return lambda value: not isinstance(value, kind) or len(value) <= bound
    return make


def _bound(keyword: str, at_least: bool) -> Callable[[Compiler, dict, str], Check]:
    def make(compiler: Compiler, schema: dict, base: str) -> Check:
        limit = schema[keyword]

        def check(value: Any) -> bool:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                return True
            return value >= limit if at_least else value <= limit
        return check
    return make


def _pattern(compiler: Compiler, schema: dict, base: str) -> Check:
    search = re.compile(schema["pattern"]).search
    return lambda value: not isinstance(value, str) or search(value) is not None


def _items(compiler: Compiler, schema: dict, base: str) -> Check:
    if "prefixItems" in schema:
        raise ValueError("the schema compiler does not know prefixItems")
    check = compiler.compile(schema["items"], base)

    def every_item(value: Any) -> bool:
        if isinstance(value, list):
            for item in value:
                if not check(item):
                    return False
        return True
    return every_item


def _unique_items(compiler: Compiler, schema: dict, base: str) -> Check | None:
    if not schema["uniqueItems"]:
        return None
    return lambda value: not isinstance(value, list) or _unique(value)


def _contains(compiler: Compiler, schema: dict, base: str) -> Check:
    check = compiler.compile(schema["contains"], base)
    return lambda value: not isinstance(value, list) or any(check(item) for item in value)


def _all_of(compiler: Compiler, schema: dict, base: str) -> Check:
    checks = [compiler.compile(sub, base) for sub in schema["allOf"]]

    def all_of(value: Any) -> bool:
        for check in checks:
            if not check(value):
                return False
        return True
    return all_of


def _any_of(compiler: Compiler, schema: dict, base: str) -> Check:
    checks = [compiler.compile(sub, base) for sub in schema["anyOf"]]

    def any_of(value: Any) -> bool:
        for check in checks:
            if check(value):
                return True
        return False
    return any_of


def _one_of(compiler: Compiler, schema: dict, base: str) -> Check:
    branches = schema["oneOf"]
    checks = [compiler.compile(sub, base) for sub in branches]

    def exactly_one(value: Any, candidates: list[Check]) -> bool:
        valid = 0
        for branch in candidates:
            if branch(value):
                valid += 1
                if valid > 1:
                    return False
        return valid == 1

    key, accepting = _discriminator(compiler, branches, base)
    if key is None:
        return lambda value: exactly_one(value, checks)
    by_value: dict[str, list[Check]] = {}
    for check, values in zip(checks, accepting):
        for name in values:
            by_value.setdefault(name, []).append(check)

    def dispatch(value: Any) -> bool:
        if not isinstance(value, dict) or key not in value:
            return exactly_one(value, checks)
        given = value[key]
        # a branch whose const or enum refuses the value is invalid: only the others can be valid
        return isinstance(given, str) and exactly_one(value, by_value.get(given, []))
    return dispatch


def _discriminator(compiler: Compiler, branches: list[Any], base: str) -> tuple[str | None, list[frozenset[str]]]:
    """A property that every branch of a oneOf pins to strings with const or enum ("check": "phased"),
    and the strings each branch accepts; (None, []) if there is none."""
    shapes = [_properties_of(compiler, branch, base) for branch in branches]
    if len(branches) < 2 or any(shape is None for shape in shapes):
        return None, []
    for key in shapes[0]:
        accepting = [_strings(shape.get(key)) for shape in shapes]
        if all(values is not None for values in accepting):
            return key, accepting
    return None, []


def _properties_of(compiler: Compiler, branch: Any, base: str) -> dict[str, Any] | None:
    """A branch's "properties", looking through a $ref that stands alone."""
    if not isinstance(branch, dict):
        return None
    if "properties" in branch:
        return branch["properties"]
    if set(branch) - ANNOTATIONS == {"$ref"}:
        document, fragment = urldefrag(urljoin(base, branch["$ref"]))
        target: Any = compiler.documents[document]
        for part in [p for p in fragment.split("/") if p]:
            target = target[part]
        return _properties_of(compiler, target, document)
    return None


def _strings(schema: Any) -> frozenset[str] | None:
    if isinstance(schema, dict) and isinstance(schema.get("const"), str):
        return frozenset({schema["const"]})
    if isinstance(schema, dict) and isinstance(schema.get("enum"), list) and all(isinstance(v, str) for v in schema["enum"]):
        return frozenset(schema["enum"])
    return None


def _not(compiler: Compiler, schema: dict, base: str) -> Check:
    check = compiler.compile(schema["not"], base)
    return lambda value: not check(value)


def _if(compiler: Compiler, schema: dict, base: str) -> Check:
    condition = compiler.compile(schema["if"], base)
    then = compiler.compile(schema.get("then", True), base)
    otherwise = compiler.compile(schema.get("else", True), base)
    return lambda value: then(value) if condition(value) else otherwise(value)


def _alone(compiler: Compiler, schema: dict, base: str) -> None:
    """Keywords compiled with others: then and else beside if, and the keywords of OBJECT_SHAPE."""
    return None


#: every keyword the compiler knows, cheapest first (a predicate stops at the first failure)
KEYWORDS: dict[str, Callable[[Compiler, dict, str], Check | None]] = {
    "type": _type, "const": _const, "enum": _enum, "required": _alone,
    "additionalProperties": _alone, "dependentRequired": _dependent_required,
    "minLength": _count(str, "minLength", True), "maxLength": _count(str, "maxLength", False),
    "minItems": _count(list, "minItems", True), "maxItems": _count(list, "maxItems", False),
    "minProperties": _count(dict, "minProperties", True), "maxProperties": _count(dict, "maxProperties", False),
    "minimum": _bound("minimum", True), "maximum": _bound("maximum", False), "pattern": _pattern,
    "uniqueItems": _unique_items, "propertyNames": _property_names, "properties": _alone,
    "items": _items, "contains": _contains, "dependentSchemas": _dependent_schemas,
    "$ref": _ref, "allOf": _all_of, "anyOf": _any_of, "oneOf": _one_of, "not": _not, "if": _if,
    "then": _alone, "else": _alone,
}
