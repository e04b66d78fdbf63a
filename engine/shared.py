"""Immutable values are shared, never copied, when a game state is copied for a transaction."""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def shared(cls: type[T]) -> type[T]:
    """Class decorator for frozen dataclasses: ``copy.deepcopy`` returns the very same object."""
    cls.__deepcopy__ = lambda self, memo: self  # type: ignore[attr-defined]
    return cls
