"""The phasecheck command: a conformance suite for the phasing rules of Magic: The Gathering.

Exit codes: 0 success; 1 a scenario did not pass, or scenarios/ is out of date; 2 bad input
(reported as one line naming the file and line, or the file and JSON path); 3 the engine could
not be started at all; 70 a bug in phasecheck (one line saying where; please report it); 128 + the
signal's number when a signal stopped it — 130 SIGINT (Ctrl-C), 143 SIGTERM, 129 SIGHUP — after
ending every engine and writing whole reports of what was run (phasecheck.interrupt).

This module reads the command line and imports only what the command given needs: ``phasecheck
engine``, the reference engine's process in every run over the protocol, starts without the
harness (:mod:`phasecheck.commands` holds the other commands).
"""
from __future__ import annotations

import argparse
import io
import os
import sys
import traceback
from pathlib import Path
from typing import Callable, Sequence

from . import interrupt
from .catalogue import DataError, concepts
from .errors import InputError, error_line, one_line
from .gateclasses import CLASSES as GATE_CLASSES
from .limits import DEFAULT_MAX_RESTARTS, DEFAULT_START_TIMEOUT, DEFAULT_TIMEOUT

#: the formats ``phasecheck report`` renders (phasecheck.commands.RENDERERS)
FORMATS = ("html", "junit", "markdown")
#: the exit code of a bug in phasecheck itself (EX_SOFTWARE)
INTERNAL_ERROR = 70


def _command(name: str) -> Callable[[argparse.Namespace], int]:
    """A command of :mod:`phasecheck.commands`, imported when it runs."""
    def command(args: argparse.Namespace) -> int:
        from . import commands

        return getattr(commands, name)(args)
    command.__name__ = name
    return command


cmd_export, cmd_validate, cmd_report, cmd_matrix, cmd_coverage, cmd_suite = map(
    _command, ("cmd_export", "cmd_validate", "cmd_report", "cmd_matrix", "cmd_coverage", "cmd_suite"))


def cmd_run(args: argparse.Namespace) -> int:
    with interrupt.held():  # a signal waits for the run's first check, where it can still write its reports
        from .engines import Engines

        engines = Engines(args)  # an engine's process starts now, and loads while the harness does
        try:
            from . import commands
        except BaseException:
            engines.discard()
            raise
    try:
        return commands.cmd_run(args, engines)
    finally:
        engines.discard()

def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = _parser()
    except DataError as error:  # the rules concepts (PHASECHECK_CONCEPTS) can't be read
        print(error_line(InputError(error.where, error.message)), file=sys.stderr)
        return 2
    argv = list(sys.argv[1:] if argv is None else argv)
    for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8 is shown escaped, not a crash
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    args = parser.parse_args(argv)
    args.argv = argv
    with interrupt.handled():
        try:
            if args.command is not cmd_run:  # run raises it where it can still write its reports
                interrupt.check()  # a signal held since phasecheck began
            _begin_engines()
            return args.command(args)
        except InputError as error:
            print(error_line(error), file=sys.stderr)
            return 2
        except DataError as error:  # the suite data (PHASECHECK_CATALOGUE, PHASECHECK_CONCEPTS) can't be read
            print(error_line(InputError(error.where, error.message)), file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            print("phasecheck: interrupted", file=sys.stderr)
            return interrupt.exit_code()
        except BrokenPipeError:  # the reader went away (| head): nothing more to say to it
            _silence_stdout()
            return 1
        except Exception as error:  # a bug of ours: one line that says where, never a traceback
            frame = traceback.extract_tb(error.__traceback__)[-1]
            print(f"phasecheck: internal error: {type(error).__name__}: {one_line(str(error))} "
                  f"({Path(frame.filename).name}:{frame.lineno}); please report it", file=sys.stderr)
            return INTERNAL_ERROR
        finally:
            with interrupt.deferred(raise_after=False):
                _end_engines()


def _begin_engines() -> None:
    engines = sys.modules.get("phasecheck.process")
    if engines is not None:
        engines.begin()


def _end_engines() -> None:
    """Nothing phasecheck started is alive when it exits, whatever happened (engines are started
    only by phasecheck.process: if it was never imported, none was)."""
    engines = sys.modules.get("phasecheck.process")
    if engines is not None:
        engines.shutdown()


def _silence_stdout() -> None:
    """After a broken pipe, point standard output at /dev/null, so that flushing it on exit can't fail."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass


EPILOG = """exit codes: 0 success; 1 a scenario did not pass (with --expect: the gate failed), or what is
checked is out of date; 2 bad input (one line naming the file and line or JSON path); 3 the engine
could not be started; 70 a bug in phasecheck; 128 + the signal's number when a signal stopped it.
`phasecheck COMMAND --help` tells each command's options."""


def _parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(prog="phasecheck", formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"phasecheck {__version__} (suite {_suite_version()})")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")

    export = commands.add_parser("export", help="compile the features into JSON scenarios")
    export.add_argument("--features", type=Path, default=Path("features"), help="feature folder (default: features)")
    export.add_argument("--out", type=Path, default=Path("scenarios"), help="output folder (default: scenarios)")
    export.add_argument("--check", action="store_true", help="write nothing; exit 1 if the output is out of date")
    export.set_defaults(command=cmd_export)

    validate = commands.add_parser("validate", help="check JSON scenarios against the schema")
    validate.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="scenario files or folders")
    validate.set_defaults(command=cmd_validate)

    run = commands.add_parser("run", help="run the JSON scenarios on an engine and write the ruling report")
    run.add_argument("--scenarios", type=Path, default=None,
                     help="scenario folder (default: scenarios, or else the suite installed with phasecheck)")
    run.add_argument("--id", action="append", dest="ids", metavar="ID",
                     help="only scenarios with this id; * and ? are wildcards (repeatable)")
    run.add_argument("--rule", action="append", dest="rules", metavar="RULE",
                     help="only scenarios exercising this rule or a subrule of it, e.g. 702.26 (repeatable)")
    run.add_argument("--edition", choices=concepts().edition_names, help="only this rules edition")
    run.add_argument("--source", action="append", dest="sources", metavar="DOCUMENT",
                     help="only scenarios from this source document (a part of its name, e.g. 001_; repeatable)")
    run.add_argument("--rerun-failed", type=Path, metavar="RESULTS",
                     help="only the scenario x edition runs that failed or errored in this results file")
    run.add_argument("--quiet", action="store_true",
                     help="print only what needs attention and the summary (with --expect: the gate's verdict first, "
                          "then what fails it and what is new, nothing of the verdicts as expected)")
    run.add_argument("-x", "--exitfirst", dest="max_fail", action="store_const", const=1,
                     help="stop at the first fail or error (the reports hold the verdicts given until then)")
    run.add_argument("--max-fail", type=_positive, metavar="N", dest="max_fail",
                     help="stop after N fails and errors (the reports hold the verdicts given until then)")
    run.add_argument("--reproducible", action="store_true",
                     help="leave out of the results and reports what changes from one run to the next (the date, "
                          "the command line, the durations): for files kept under version control")
    run.add_argument("--report", type=Path, default=None,
                     help="where to write the Markdown ruling report (default: phasecheck-reports/reference.md for the "
                          "in-process reference engine, phasecheck-reports/<engine name>.md for --engine (the name as a slug; "
                          "an engine named reference or matrix gets <name>_engine.md); with -selection "
                          "before .md when --id, --rule or --edition selects scenarios)")
    run.add_argument("--results", type=Path, metavar="FILE",
                     help="where to write the results (JSON, schemas/results.schema.json), from which every report "
                          "is rendered (default: beside the Markdown report, .results.json)")
    run.add_argument("--html", type=Path, metavar="FILE", help="also write the HTML ruling report here")
    run.add_argument("--junit", type=Path, metavar="FILE", help="also write JUnit XML here")
    run.add_argument("--expect", type=Path, metavar="FILE",
                     help="the regression gate (docs/ci.md): expectations (schemas/expectations.schema.json: rules "
                          "and entries; anything neither names must pass; a skip the engine declared needs none); "
                          "exit 0 unless a difference of a class --fail-on names is found")
    run.add_argument("--fail-on", type=_classes, metavar="CLASSES",
                     help="the classes of difference that fail the gate, comma-separated, from: "
                          f"{', '.join(GATE_CLASSES)} (default: the file's fail_on, else all but new-failure)")
    run.add_argument("--update-expectations", action="store_true",
                     help="write the --expect file from this run (sorted; reasons and links already written are kept)")
    _engine_options(run)
    run.set_defaults(command=cmd_run)

    report = commands.add_parser("report", help="render a report from a results file (no engine needed)")
    report.add_argument("results", type=Path, metavar="RESULTS", help="a results file that phasecheck run wrote")
    report.add_argument("--format", choices=FORMATS, default="markdown")
    report.add_argument("--out", type=Path, metavar="FILE", help="where to write it (default: standard output)")
    report.add_argument("--expect", type=Path, metavar="FILE",
                        help="JUnit following these expectations, as run --expect writes it")
    report.add_argument("--fail-on", type=_classes, metavar="CLASSES", help="as run --fail-on")
    report.set_defaults(command=cmd_report)

    matrix = commands.add_parser("matrix", help="combine results files into a compliance matrix (HTML and Markdown)")
    matrix.add_argument("results", type=Path, nargs="+", metavar="RESULTS", help="results files, one column each")
    matrix.add_argument("--html", type=Path, default=Path("reports/matrix.html"), metavar="FILE",
                        help="where to write the HTML matrix (default: reports/matrix.html)")
    matrix.add_argument("--markdown", type=Path, default=Path("reports/matrix.md"), metavar="FILE",
                        help="where to write the Markdown matrix (default: reports/matrix.md)")
    matrix.set_defaults(command=cmd_matrix)

    serve = commands.add_parser("engine", help="serve the reference engine over the engine protocol (stdin/stdout)")
    serve.set_defaults(command=cmd_engine)

    smoke = commands.add_parser("smoke", help="check that an engine speaks the protocol: start, one tiny scenario, stop")
    smoke.add_argument("--engine", required=True, metavar="CMD", help="the engine's command line")
    smoke.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                       help=f"time limit of each stage (default {DEFAULT_TIMEOUT:g})")
    smoke.set_defaults(command=cmd_smoke)

    vocabulary = commands.add_parser("vocabulary", help="print every step sentence with its example (Markdown)")
    vocabulary.set_defaults(command=cmd_vocabulary)

    explore = commands.add_parser("explore", help="generated games on the reference engine and an engine: every "
                                                  "disagreement shrunk to a scenario (the step after a green run)")
    explore.add_argument("--games", type=_games, default=100, metavar="N", help="how many games (default 100)")
    explore.add_argument("--time", type=_seconds, default=None, metavar="SECONDS",
                         help="as many games as this allows, instead of --games (how many depends on the machine)")
    explore.add_argument("--seed", type=_seed, default=0, metavar="S",
                         help="the games' seed (default 0): the same seed, engine and version, the same games")
    explore.add_argument("--edition", choices=concepts().edition_names, help="only this rules edition (default: every one the engine "
                                                             "declares, in turn)")
    explore.add_argument("--players", choices=("2", "3", "2-3"), default="2-3",
                         help="how many players the games seat (default 2-3: two or three)")
    explore.add_argument("--plain-setups", action="store_true",
                         help="no odd setups: face-down permanents, permanents phased out under another player, "
                              "games beginning in an untap or cleanup step (for an engine that can't set them up)")
    explore.add_argument("--known", type=Path, metavar="FILE",
                         help="disagreements already triaged (schemas/known.schema.json): reported apart, not shrunk "
                              "again where they name no cards, and not making the exit code 1")
    explore.add_argument("--out", type=Path, default=Path("reports/explore"), metavar="DIR",
                         help="where the report, the known file and the scenarios go (default reports/explore)")
    explore.add_argument("--shrink-tries", type=_games, default=300, metavar="N",
                         help="how many games shrinking one disagreement may try (default 300)")
    explore.add_argument("--shrink-time", type=_seconds, default=60.0, metavar="SECONDS",
                         help="time limit of shrinking one disagreement (default 60; a shrinking it stops is said "
                              "in the report, which then depends on the machine's speed)")
    explore.add_argument("--shrink-total", type=_seconds, default=600.0, metavar="SECONDS",
                         help="time limit of all the shrinking together (default 600): the groups not shrunk by then "
                              "are reported as found, not shrunk (a run lasts its games, then at most this)")
    _engine_options(explore)
    explore.set_defaults(command=cmd_explore)

    coverage = commands.add_parser("coverage", help="per edition, every subrule and statement of the rules index "
                                                    "with the scenarios that cover it, then every official ruling "
                                                    "on the pool's cards; exit 1 if any has none")
    coverage.add_argument("--scenarios", type=Path, default=Path("scenarios"),
                          help="scenario folder (default: scenarios)")
    coverage.add_argument("--rulings", type=Path, metavar="FILE",
                          help="the official rulings on the pool's cards (default: rules/rulings.json)")
    coverage.set_defaults(command=cmd_coverage)

    suite = commands.add_parser("suite", help="the suite's version and changelog (scenarios added, changed, removed)")
    suite.add_argument("--check", action="store_true",
                       help="exit 1 if the scenarios are not the latest release (what a release would record)")
    suite.add_argument("--release", nargs="?", const="", metavar="VERSION",
                       help="record a release of what changed since the latest (default version: the next number)")
    suite.add_argument("--scenarios", type=Path, default=Path("scenarios"), help="scenario folder (default: scenarios)")
    suite.set_defaults(command=cmd_suite)
    parser.description = (f"{__doc__.splitlines()[0]}\n\ncommands: {', '.join(commands.choices)}")
    return parser


def _suite_version() -> str:
    from .suite import SUITE_FILE

    try:  # read as plain JSON: --version never fails for a broken suite file (`phasecheck suite` says why)
        import json

        return str(json.loads(SUITE_FILE.read_text(encoding="utf-8"))["releases"][-1]["version"])
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return "unknown"


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text}") from None
    if not 0 < value <= 86400:
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most 86400 seconds: {text}")
    return value


def _games(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) <= 10**9:
        raise argparse.ArgumentTypeError(f"not a whole number from 1 to 1000000000: {text}")
    return int(text)


def _seed(text: str) -> int:
    if not text.isdigit() or int(text) >= 2**63:
        raise argparse.ArgumentTypeError(f"not a whole number from 0 to 2**63 - 1: {text}")
    return int(text)


def _positive(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 1_000_000:
        raise argparse.ArgumentTypeError(f"not a whole number from 1 to 1000000: {text}")
    return int(text)


def _classes(text: str) -> tuple[str, ...]:
    chosen = tuple(c.strip() for c in text.split(",") if c.strip())
    unknown = [c for c in chosen if c not in GATE_CLASSES]
    if unknown:
        raise argparse.ArgumentTypeError(f"no such class: {unknown[0]} (the classes: {', '.join(GATE_CLASSES)})")
    return chosen


def _count(text: str) -> int:
    if not text.isdigit() or int(text) > 1000:
        raise argparse.ArgumentTypeError(f"not a whole number from 0 to 1000: {text}")
    return int(text)


def _engine_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", metavar="CMD", default=None,
                        help='an engine that speaks the protocol, as a command line ("java -jar my.jar"; split '
                             "like a shell would, run without one). Default: the reference engine, in-process")
    parser.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"time limit of one scenario (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--start-timeout", type=_seconds, default=DEFAULT_START_TIMEOUT, metavar="SECONDS",
                        help=f"time limit of the engine's start (default {DEFAULT_START_TIMEOUT:g})")
    parser.add_argument("--jobs", type=_count, default=None, metavar="N",
                        help="run N engine processes at once; the verdicts and reports are those of a serial run "
                             "(default: one per CPU, at most 8, for --engine; 1 for the in-process reference engine)")
    parser.add_argument("--max-restarts", type=_count, default=DEFAULT_MAX_RESTARTS, metavar="N",
                        help=f"restarts of a misbehaving engine before the rest is not run (default "
                             f"{DEFAULT_MAX_RESTARTS})")


def cmd_explore(args: argparse.Namespace) -> int:
    from .explore_command import cmd_explore as explore

    return explore(args)


def cmd_engine(args: argparse.Namespace) -> int:
    from . import reference
    from .adapter import serve

    return serve(reference.describe, reference.run)


def cmd_smoke(args: argparse.Namespace) -> int:
    from .smoke import smoke

    try:
        return smoke(args.engine, args.timeout)
    except ValueError as error:
        raise InputError("--engine", str(error)) from None


def cmd_vocabulary(args: argparse.Namespace) -> int:
    from .steps.vocabulary import markdown_table

    print(markdown_table(), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
