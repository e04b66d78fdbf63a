"""What a run prints as it goes: on a terminal, one progress line kept up to date (count, current
scenario, elapsed) with the verdicts that need attention above it; elsewhere (CI, a file), one
plain line per verdict; with --quiet, nothing but what needs attention (with --expect, nothing: the
gate says what needs attention once the run is over, its verdict first)."""
from __future__ import annotations

import time
from typing import TextIO

from .escape import terminal
from .report import verdict_text
from .runner import ScenarioResult, Verdict


class Progress:
    def __init__(self, stream: TextIO, total: int, quiet: bool = False, silent: bool = False) -> None:
        self.stream = stream
        self.total = total
        self.quiet = quiet
        self.silent = silent
        self.done = 0
        self.began = time.monotonic()
        self.live = not quiet and stream.isatty()

    def result(self, result: ScenarioResult) -> None:
        self.done += 1
        if self.silent:
            return
        attention = result.verdict in (Verdict.FAIL, Verdict.ERROR)
        if self.live:
            self._clear()
            if attention:
                print(verdict_text(result), file=self.stream)
            elapsed = time.monotonic() - self.began
            line = f"[{self.done}/{self.total}] {terminal(result.id)} [{terminal(result.edition)}] {elapsed:.1f} s"
            self.stream.write(line[:200])
            self.stream.flush()
        elif not self.quiet or attention:
            print(verdict_text(result), file=self.stream, flush=True)

    def close(self) -> None:
        if self.live:
            self._clear()

    def _clear(self) -> None:
        self.stream.write("\r\033[K")
