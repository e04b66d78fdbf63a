"""The limits a run puts on an engine over the protocol (``--timeout`` and the others' defaults)."""

#: seconds an engine may take over one scenario
DEFAULT_TIMEOUT = 30.0
#: seconds an engine may take to answer ``start``
DEFAULT_START_TIMEOUT = 60.0
#: fresh processes after the first, in one run
DEFAULT_MAX_RESTARTS = 10
#: the longest line read from an engine
DEFAULT_LINE_LIMIT = 64 * 1024 * 1024
