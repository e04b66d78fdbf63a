"""The bundled JSON Schemas, and validation that reports each problem with its JSON path."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

#: the repository's schemas/ folder: read in place in a source checkout (an editable install), and
#: shipped inside the distribution as this package otherwise
CHECKOUT = Path(__file__).resolve().parent.parent / "schemas"
BUNDLE = "phasecheck.bundled_schemas"
NAMES = ("scenario", "observation", "catalogue", "protocol", "expectations", "results")


@lru_cache(maxsize=None)
def _registry() -> Registry:
    return Registry().with_resources(
        (schema(name)["$id"], Resource.from_contents(schema(name))) for name in NAMES)


@lru_cache(maxsize=None)
def schema(name: str) -> dict[str, Any]:
    filename = f"{name}.schema.json"
    if (CHECKOUT / filename).is_file():
        return json.loads((CHECKOUT / filename).read_text(encoding="utf-8"))
    return json.loads(resources.files(BUNDLE).joinpath(filename).read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def validator(name: str) -> Draft202012Validator:
    """A validator for a whole schema ("scenario") or one of its definitions ("protocol#started")."""
    schema_name, _, definition = name.partition("#")
    if definition:
        return Draft202012Validator({"$ref": f"{schema(schema_name)['$id']}#/$defs/{definition}"},
                                    registry=_registry())
    return Draft202012Validator(schema(schema_name), registry=_registry())


def problems(name: str, instance: Any) -> list[tuple[str, str]]:
    """(JSON path, message) for every way the instance breaks the schema, most specific first."""
    found = []
    for error in sorted(validator(name).iter_errors(instance), key=lambda e: list(e.absolute_path)):
        deepest = _deepest(error)
        found.append((deepest.json_path, deepest.message))
    return found


def _deepest(error: Any) -> Any:
    """For oneOf/anyOf failures, the sub-error that got furthest into the instance."""
    while error.context:
        error = max(error.context, key=lambda e: (len(e.absolute_path), -len(e.schema_path)))
    return error
