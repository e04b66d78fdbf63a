"""The classes of difference the regression gate tells apart (phasecheck.gate), defined once: the
command line reads them without loading the harness."""

#: every class that can fail the gate, in the order they are reported
CLASSES = ("regression", "changed-failure", "new-failure", "unexpected-skip", "stale", "no-such-scenario")
#: the classes that fail the gate unless --fail-on or the file's fail_on say otherwise: all but
#: new-failure, so that a suite that grows never breaks an engine's gate by itself
DEFAULT_FAIL_ON = ("regression", "changed-failure", "unexpected-skip", "stale", "no-such-scenario")
