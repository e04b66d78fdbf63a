"""Bad input, reported as one line that says where: file and line, or file and JSON path."""
from __future__ import annotations


class InputError(Exception):
    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message
