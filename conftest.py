"""pytest wiring: the step vocabulary as a plugin, --edition, and markers from scenario tags."""
from __future__ import annotations

from typing import Any

import pytest

pytest_plugins = ["steps.bdd"]

TAG_MARKERS = {"id": "scenario_id", "rule": "rule", "edition": "edition"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--edition", choices=("2003", "2009", "current"), default=None,
                     help="judge the features under this rules edition only (default: every edition they list)")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """@rule:702.26b becomes the marker rule("702.26b"); likewise @id: and @edition:."""
    key, _, value = tag.partition(":")
    if key in TAG_MARKERS and value:
        getattr(pytest.mark, TAG_MARKERS[key])(value)(function)
        return True
    return None
