"""The limits a run puts on an engine over the protocol, and on what phasecheck keeps and writes:
stated once here, read everywhere (``--timeout`` and the others' defaults, the caps on answers,
boards and results files). docs/engines.md tells engine authors the ones they meet;
docs/benchmarks.md measures the memory they bound."""

#: seconds an engine may take over one scenario
DEFAULT_TIMEOUT = 30.0
#: seconds an engine may take to answer ``start``
DEFAULT_START_TIMEOUT = 60.0
#: fresh processes after the first, in one run (all --jobs workers together)
DEFAULT_MAX_RESTARTS = 10
#: the longest line read from an engine (the largest answer of the suite is under 100 KiB)
DEFAULT_LINE_LIMIT = 4 * 1024 * 1024
#: the most JSON values a line from an engine may hold (the largest answer of the suite holds
#: about 1,100): a line is refused before it is parsed, since each value takes many times the bytes
#: it is written in
MAX_ANSWER_VALUES = 250_000
#: lines of engines held in memory at once in a whole run, whatever --jobs is (each at most the
#: line limit): an engine's reading waits while they are all taken
BUFFERED_LINES = 4
#: the tail of an engine's stderr kept as evidence
STDERR_TAIL = 4096

#: what a result keeps of an engine's answer, beyond its verdict and checks: text the engine wrote
#: (reasons, observed values) is cut to MAX_TEXT characters, the strings of a kept board to
#: MAX_BOARD_TEXT; a result keeps its boards up to MAX_RESULT_BOARDS bytes (as JSON), a run up to
#: MAX_RUN_BOARDS; whatever is cut or not kept is said in the result's notes
MAX_TEXT = 2000
MAX_BOARD_TEXT = 200
MAX_RESULT_BOARDS = 256 * 1024
MAX_RUN_BOARDS = 12 * 1024 * 1024
#: the one size limit of results files: ``run`` never writes a larger one, and ``report``,
#: ``matrix`` and ``--rerun-failed`` read any it wrote
MAX_RESULTS_BYTES = 16 * 1024 * 1024
