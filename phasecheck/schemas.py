"""The bundled JSON Schemas, and validation that reports each problem with its JSON path."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schemas"
NAMES = ("scenario", "observation")


@lru_cache(maxsize=None)
def _registry() -> Registry:
    resources = []
    for path in sorted(SCHEMA_DIR.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


@lru_cache(maxsize=None)
def schema(name: str) -> dict[str, Any]:
    return json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(schema(name), registry=_registry())


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
