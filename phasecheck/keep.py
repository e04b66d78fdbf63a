"""What a result keeps of an engine's answer: only what its verdict and the reports need, within
stated caps (:mod:`phasecheck.limits`), and a visible note for whatever was cut or not kept.

An answer is judged whole; then it is let go, and the result keeps copies: the engine's text
(reasons, observed values) cut to MAX_TEXT characters, and the boards at the checkpoints with
every string cut to MAX_BOARD_TEXT characters, as long as they fit the result's share
(MAX_RESULT_BOARDS bytes of JSON) and the run's (MAX_RUN_BOARDS). So a run's memory and its results
file stay bounded whatever engines answer, and ``phasecheck report`` reads back any results file
``phasecheck run`` wrote.
"""
from __future__ import annotations

import json
import threading
from typing import Any, Iterable, Mapping

from .limits import MAX_BOARD_TEXT, MAX_RESULT_BOARDS, MAX_RUN_BOARDS, MAX_TEXT


def text(value: str, limit: int = MAX_TEXT) -> str:
    """At most ``limit`` characters of what an engine wrote, saying how long it was if cut."""
    return value if len(value) <= limit else value[:limit] + f"... (cut: {len(value)} characters)"


def evidence(found: Mapping[str, Any]) -> dict[str, Any]:
    """The evidence of an engine's failure (its stderr's tail, the line it wrote), each text cut to MAX_TEXT."""
    return {key: text(value) if isinstance(value, str) else value for key, value in found.items()}


def _copy(value: Any, cut: list[int]) -> Any:
    """A copy of a board (JSON the observation schema has checked: a few levels deep), each string
    cut to MAX_BOARD_TEXT characters; ``cut`` counts the strings cut."""
    if isinstance(value, str):
        if len(value) > MAX_BOARD_TEXT:
            cut[0] += 1
            return text(value, MAX_BOARD_TEXT)
        return value
    if isinstance(value, dict):
        return {_copy(k, cut): _copy(v, cut) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v, cut) for v in value]
    return value


class Keeper:
    """The boards the results of one run keep, within the run's share (thread-safe: --jobs workers
    keep theirs at once)."""

    def __init__(self, run_budget: int = MAX_RUN_BOARDS, result_budget: int = MAX_RESULT_BOARDS) -> None:
        self.run_budget = run_budget
        self.result_budget = result_budget
        self.used = 0
        self._lock = threading.Lock()

    def boards(self, checkpoints: Iterable[Mapping[str, Any]]) -> tuple[tuple[dict[str, Any], ...], tuple[str, ...]]:
        """Copies of the checkpoints to keep, in order, and the notes on what was cut or not kept."""
        kept: list[dict[str, Any]] = []
        notes: list[str] = []
        cut = [0]
        used = 0
        for checkpoint in checkpoints:
            board = _copy(checkpoint, cut)
            size = len(json.dumps(board, ensure_ascii=False, separators=(",", ":")))
            if used + size > self.result_budget:
                notes.append(f"the board at step {checkpoint['step']} ({size // 1024} KiB) and any after it: a result "
                             f"keeps at most {self.result_budget // 1024} KiB of boards")
                break
            with self._lock:
                if self.used + size > self.run_budget:
                    notes.append(f"the board at step {checkpoint['step']} and any after it: the run's boards reached "
                                 f"{self.run_budget >> 20} MiB, the most a run keeps")
                    break
                self.used += size
            used += size
            kept.append(board)
        if cut[0]:
            notes.insert(0, f"{cut[0]} string(s) of the boards were longer than {MAX_BOARD_TEXT} characters and were cut")
        return tuple(kept), tuple(notes)
