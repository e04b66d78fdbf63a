"""The phasecheck command: export, validate, run, engine, smoke, vocabulary.

Exit codes: 0 success; 1 a scenario did not pass, or scenarios/ is out of date; 2 bad input
(reported as one line naming the file and line, or the file and JSON path); 3 the engine could
not be started at all; 70 a bug in phasecheck (one line saying where; please report it); 130
interrupted (Ctrl-C), after writing what was run.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import sys
import traceback
import importlib
from pathlib import Path
from typing import Any, Sequence

from . import __version__, expectations, results, schemas, strictjson
from .errors import InputError, one_line
from .process import DEFAULT_MAX_RESTARTS, DEFAULT_START_TIMEOUT, DEFAULT_TIMEOUT, ProcessEngine
from .junit import junit
from .markdown import markdown
from .files import check_writable, write_atomically
from .report import summary_line
from .progress import Progress
from .parallel import run_parallel
from .runner import Engine, planned, select
from .steps import consistency
from .steps.phrases import slug

EDITIONS = ("2003", "2009", "current")
#: the package the suite's scenarios/ ship in (see pyproject.toml)
BUNDLED_SCENARIOS = "phasecheck.bundled_scenarios"
#: a scenario file larger than this is not read (the largest in the suite is a few KiB)
MAX_SCENARIO_BYTES = 256 << 10
#: the exit code of a bug in phasecheck itself (EX_SOFTWARE)
INTERNAL_ERROR = 70


def html(doc: Any) -> str:
    """The HTML ruling report (jinja2 is imported only when one is asked for)."""
    from .html import html as render

    return render(doc)


RENDERERS = {"markdown": markdown, "html": html, "junit": junit}


def compile_paths(paths: Sequence[Path], root: Path) -> list[dict[str, Any]]:
    """The features compiled to scenarios (Gherkin is imported only for export)."""
    from .compiler import compile_paths as compile_features

    return compile_features(paths, root)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8 is shown escaped, not a crash
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    args = parser.parse_args(argv)
    args.argv = argv
    try:
        return args.command(args)
    except InputError as error:
        print(error_line(error), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("phasecheck: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (| head): nothing more to say to it
        _silence_stdout()
        return 1
    except Exception as error:  # a bug of ours: one line that says where, never a traceback
        frame = traceback.extract_tb(error.__traceback__)[-1]
        print(f"phasecheck: internal error: {type(error).__name__}: {one_line(str(error))} "
              f"({Path(frame.filename).name}:{frame.lineno}); please report it", file=sys.stderr)
        return INTERNAL_ERROR


def _silence_stdout() -> None:
    """After a broken pipe, point standard output at /dev/null, so that flushing it on exit can't fail."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass


def error_line(error: InputError) -> str:
    return f"phasecheck: error: {one_line(error.where, 1000)}: {one_line(error.message)}"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="phasecheck", description=__doc__.splitlines()[0])
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
    run.add_argument("--edition", choices=EDITIONS, help="only this rules edition")
    run.add_argument("--source", action="append", dest="sources", metavar="DOCUMENT",
                     help="only scenarios from this source document (a part of its name, e.g. 001_; repeatable)")
    run.add_argument("--rerun-failed", type=Path, metavar="RESULTS",
                     help="only the scenario x edition runs that failed or errored in this results file")
    run.add_argument("--quiet", action="store_true", help="print only what needs attention and the summary")
    run.add_argument("--report", type=Path, default=None,
                     help="where to write the Markdown ruling report (default: reports/reference.md for the "
                          "in-process reference engine, reports/<engine name>.md for --engine; with -selection "
                          "before .md when --id, --rule or --edition selects scenarios)")
    run.add_argument("--results", type=Path, metavar="FILE",
                     help="where to write the results (JSON, schemas/results.schema.json), from which every report "
                          "is rendered (default: beside the Markdown report, .results.json)")
    run.add_argument("--html", type=Path, metavar="FILE", help="also write the HTML ruling report here")
    run.add_argument("--junit", type=Path, metavar="FILE", help="also write JUnit XML here")
    run.add_argument("--expect", type=Path, metavar="FILE",
                     help="expectations (schemas/expectations.schema.json): exit 0 only if every verdict is the "
                          "one expected; anything not listed must pass")
    run.add_argument("--update-expectations", action="store_true",
                     help="write the --expect file from this run (sorted; reasons and links already written are kept)")
    _engine_options(run)
    run.set_defaults(command=cmd_run)

    report = commands.add_parser("report", help="render a report from a results file (no engine needed)")
    report.add_argument("results", type=Path, metavar="RESULTS", help="a results file that phasecheck run wrote")
    report.add_argument("--format", choices=sorted(RENDERERS), default="markdown")
    report.add_argument("--out", type=Path, metavar="FILE", help="where to write it (default: standard output)")
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

    coverage = commands.add_parser("coverage", help="per edition, every subrule and statement of the rules index "
                                                    "with the scenarios that cover it; exit 1 if any has none")
    coverage.add_argument("--scenarios", type=Path, default=Path("scenarios"),
                          help="scenario folder (default: scenarios)")
    coverage.set_defaults(command=cmd_coverage)
    return parser


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text}") from None
    if not 0 < value <= 86400:
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most 86400 seconds: {text}")
    return value


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
    parser.add_argument("--jobs", type=_count, default=1, metavar="N",
                        help="run N engine processes at once (the verdicts and reports are those of a serial run)")
    parser.add_argument("--max-restarts", type=_count, default=DEFAULT_MAX_RESTARTS, metavar="N",
                        help=f"restarts of a misbehaving engine before the rest is not run (default "
                             f"{DEFAULT_MAX_RESTARTS})")


def engine_from(args: argparse.Namespace) -> Engine:
    """The engine of a run: the reference engine in-process, or a command over the protocol (the
    reference engine too, served by ``phasecheck engine``, when several jobs run at once)."""
    jobs = getattr(args, "jobs", 1)
    if args.engine is None and jobs <= 1:
        from .engines import ReferenceEngine  # the rules engine is imported only when it plays here

        return ReferenceEngine()
    command = args.engine or [sys.executable, "-m", "phasecheck", "engine"]
    try:
        return ProcessEngine(command, timeout=args.timeout, start_timeout=args.start_timeout,
                             max_restarts=args.max_restarts)
    except ValueError as error:
        raise InputError("--engine", str(error)) from None


def cmd_report(args: argparse.Namespace) -> int:
    check_writable([("report", args.out)])
    rendered = RENDERERS[args.format](results.load(args.results))
    if args.out is None:
        sys.stdout.write(rendered)
    else:
        write_atomically(args.out, rendered)
        print(f"{args.format}: {args.out}")
    return 0


def cmd_matrix(args: argparse.Namespace) -> int:
    from . import matrix

    check_writable([("HTML matrix", args.html), ("Markdown matrix", args.markdown)])
    documents = [(path, results.load(path)) for path in args.results]
    for path, render in ((args.html, matrix.html), (args.markdown, matrix.markdown)):
        write_atomically(path, render(matrix.build(documents, path)))
        print(f"matrix: {path}")
    return 0


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


def cmd_coverage(args: argparse.Namespace) -> int:
    from .coverage import coverage, load_index, table

    index = load_index()
    result = coverage(index, load_scenarios([args.scenarios]))
    print(table(result, index), end="")
    for stray in result.strays:
        print(f"phasecheck: {stray}", file=sys.stderr)
    for entry in result.uncovered:
        print(f"phasecheck: no scenario covers {entry.key} (edition {entry.edition})", file=sys.stderr)
    covered = len(result.entries) - len(result.uncovered)
    print(f"{covered} of {len(result.entries)} rules and statements covered", file=sys.stderr)
    return 0 if result.complete else 1


def cmd_vocabulary(args: argparse.Namespace) -> int:
    from .steps.vocabulary import markdown_table

    print(markdown_table(), end="")
    return 0


# --- export ----------------------------------------------------------------------------------

def render(scenario: dict[str, Any]) -> str:
    return json.dumps(scenario, indent=2, ensure_ascii=False) + "\n"


def cmd_export(args: argparse.Namespace) -> int:
    if not args.features.is_dir():
        raise InputError(str(args.features), "no such folder of features (pass --features FOLDER, or run "
                                             "from the top of the checkout)")
    if args.out.exists() and not args.out.is_dir():
        raise InputError(str(args.out), "is not a folder: --out names the folder the scenarios go to")
    scenarios = compile_paths([args.features], args.features.resolve().parent)
    if not scenarios:  # compile_paths refuses a suite with no scenario; never replace one with nothing
        raise InputError(str(args.features), "no scenario in any feature file: nothing exported, nothing removed")
    wanted = {f"{s['id']}.json": render(s) for s in scenarios}
    prefix = f"{args.features.resolve().name}/"
    ours = exported_files(args.out, prefix)
    changed = sorted(n for n, text in wanted.items() if _text(args.out / n) != text)
    foreign = [n for n in changed if (args.out / n).exists() and not _exported(args.out / n, prefix)]
    if foreign:
        raise InputError(str(args.out / foreign[0]), "exists and was not written by phasecheck export from "
                                                     f"{args.features}: move it away, then export again")
    stale = sorted(set(ours) - set(wanted))
    if args.check:
        for name in changed:
            print(f"out of date: {args.out / name}")
        for name in stale:
            print(f"no longer compiled from any feature: {args.out / name}")
        if changed or stale:
            print("phasecheck: scenarios/ is out of date: run `phasecheck export`", file=sys.stderr)
            return 1
        print(f"{len(wanted)} scenarios are up to date in {args.out}")
        return 0
    for name in changed:
        write_atomically(args.out / name, wanted[name])
    for name in stale:
        ours[name].unlink(missing_ok=True)  # another export may have removed it already
    print(f"exported {len(wanted)} scenarios to {args.out} ({len(changed)} written, {len(stale)} removed)")
    return 0


def exported_files(folder: Path, features: str) -> dict[str, Path]:
    """The JSON files in ``folder`` that export wrote from the features folder named ``features``
    ("features/"): scenarios whose origin is a feature file in it. Any other file is left alone."""
    return {path.name: path for path in (sorted(folder.glob("*.json")) if folder.is_dir() else [])
            if _exported(path, features)}


def _exported(path: Path, features: str) -> bool:
    """Whether a file is a scenario export compiled from the features folder named ``features``
    (read now: another export may have written it since the folder was listed)."""
    try:
        scenario = strictjson.read(path, MAX_SCENARIO_BYTES)
    except (OSError, strictjson.JSONProblem):
        return False
    origin = scenario.get("origin") if isinstance(scenario, dict) else None
    return isinstance(origin, dict) and str(origin.get("file", "")).startswith(features)


def _text(path: Path) -> str | None:
    """A file's text, or None if it is not there (or went away: another export may be running)."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


# --- validate and load -----------------------------------------------------------------------

def scenario_files(paths: Sequence[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(path.glob("*.json"))
            if not found:
                raise InputError(str(path), "no scenario (*.json) in this folder")
            files += found
        else:
            files.append(path)
    return files


def read_scenario(file: Path, seen: dict[str, Path]) -> dict[str, Any]:
    """One JSON scenario, checked against the schema, against the cards, and against the ids
    already ``seen``."""
    scenario = strictjson.read_input(file, MAX_SCENARIO_BYTES, "scenario file")
    problems = schemas.problems("scenario", scenario)
    if problems:
        path, message = problems[0]
        raise InputError(f"{file}: {path}", message)
    for parts, message in consistency.problems(scenario):
        raise InputError(f"{file}: {strictjson.json_path(parts)}", message)
    if scenario["id"] in seen:
        raise InputError(f"{file}: $.id", f'duplicate scenario id "{scenario["id"]}" (also in {seen[scenario["id"]]})')
    seen[scenario["id"]] = file
    return scenario


def load_scenarios(paths: Sequence[Path]) -> list[dict[str, Any]]:
    """Read and validate JSON scenarios; the first problem is raised as an InputError."""
    seen: dict[str, Path] = {}
    return [read_scenario(file, seen) for file in scenario_files(paths)]


def cmd_validate(args: argparse.Namespace) -> int:
    """Every problem in every file, one line each."""
    seen: dict[str, Path] = {}
    bad = count = 0
    for file in scenario_files(args.paths):
        try:
            read_scenario(file, seen)
            count += 1
        except InputError as error:
            print(error_line(error), file=sys.stderr)
            bad += 1
    if bad:
        return 2
    print(f"{count} scenarios are valid")
    return 0


# --- run -------------------------------------------------------------------------------------

def cmd_run(args: argparse.Namespace) -> int:
    if args.update_expectations and args.expect is None:
        raise InputError("--update-expectations", "say which file with --expect FILE")
    folder = suite_folder(args.scenarios)
    suite = load_scenarios([folder])
    only = _failed_before(args.rerun_failed) if args.rerun_failed else None
    if only == set():
        print(f"nothing failed or errored in {args.rerun_failed}: nothing to run again")
        return 0
    scenarios = select(suite, args.ids, args.rules, args.edition, args.sources)
    if only is not None:
        scenarios = [s for s in scenarios if any(s["id"] == i for i, _ in only)]
    if not scenarios:
        raise InputError(str(folder), "no scenario matches the selection")
    check_writable([("results file", _results_path(args, None)), ("ruling report", _report_path(args, None)),
                    ("HTML report", args.html), ("JUnit XML", args.junit),
                    ("expectations file", args.expect if args.update_expectations else None)])
    previous = expectations.load(args.expect) if args.expect and not (
        args.update_expectations and not args.expect.exists()) else None
    engine_from(args)  # a bad --engine is bad input before anything runs
    date = results.run_date()
    progress = Progress(sys.stdout, len(planned(scenarios, args.edition, only)), args.quiet)
    try:
        outcome = run_parallel(lambda: engine_from(args), args.jobs, scenarios, args.edition, progress.result, only)
    finally:
        progress.close()
    if outcome.unavailable is not None:
        print(f"phasecheck: the engine could not be started: {outcome.unavailable.reason}", file=sys.stderr)
    print(summary_line(outcome.results))
    write_reports(args, results.document(outcome, ["phasecheck", *args.argv], date))
    if outcome.interrupted:
        print(f"phasecheck: interrupted: {len(outcome.results)} verdicts written", file=sys.stderr)
        return 130
    if outcome.unavailable is not None:
        return 3
    if args.expect is None:
        return 0 if outcome.passed else 1
    suite_ids = {s["id"] for s in suite}
    if args.update_expectations:
        name = outcome.engine.name if outcome.engine else "engine"
        write_atomically(args.expect, expectations.render(expectations.updated(previous, name, outcome.results,
                                                                               suite_ids)))
        print(f"expectations written: {args.expect}")
        return 0
    assert previous is not None
    comparison = expectations.compare(previous, outcome.results, suite_ids)
    for line in comparison.lines():
        print(line)
    print("every verdict is as expected" if comparison.as_expected else
          f"phasecheck: {len(comparison.lines())} result(s) differ from {args.expect}")
    return 0 if comparison.as_expected else 1


def _failed_before(path: Path) -> set[tuple[str, str]]:
    return {(r["id"], r["edition"]) for r in results.load(path)["results"] if r["verdict"] in ("fail", "error")}


def suite_folder(given: Path | None) -> Path:
    """The folder of scenarios to run: the one given; else scenarios/ here; else the suite installed
    with phasecheck (said on standard output, so a run is never of an unknown suite)."""
    if given is not None:
        return given
    if Path("scenarios").is_dir():
        return Path("scenarios")
    bundled = bundled_suite()
    if bundled is None:
        raise InputError("scenarios", "no such folder here, and no suite is installed with phasecheck: pass "
                                      "--scenarios FOLDER (the scenarios/ folder of a checkout)")
    print(f"scenarios: no scenarios/ folder here, so the suite installed with phasecheck {__version__} ({bundled})")
    return bundled


def bundled_suite() -> Path | None:
    """The scenarios shipped inside the distribution; in an editable install, the checkout's own."""
    try:
        folders = [Path(p) for p in importlib.import_module(BUNDLED_SCENARIOS).__path__]
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parent.parent
        folders = [checkout / "scenarios"] if (checkout / "features").is_dir() else []
    return next((f for f in folders if f.is_dir() and any(f.glob("*.json"))), None)


def _default_path(args: argparse.Namespace, engine_name: str | None, suffix: str) -> Path:
    name = "reference" if args.engine is None else slug(engine_name or "engine") or "engine"
    selective = bool(args.ids or args.rules or args.edition or args.sources or args.rerun_failed)
    return Path("reports") / f"{name}{'-selection' if selective else ''}{suffix}"


def _report_path(args: argparse.Namespace, engine_name: str | None) -> Path:
    return args.report or _default_path(args, engine_name, ".md")


def _results_path(args: argparse.Namespace, engine_name: str | None) -> Path:
    """--results, else beside the Markdown report."""
    if args.results:
        return args.results
    if args.report:
        return args.report.with_name(args.report.stem + ".results.json")
    return _default_path(args, engine_name, ".results.json")


def write_reports(args: argparse.Namespace, doc: dict[str, Any]) -> None:
    """The results file first, then every format asked for, each rendered from it."""
    name = doc["engine"]["name"] if doc["engine"] else None
    written = _results_path(args, name)
    write_atomically(written, results.render(doc))
    print(f"results: {written}")
    markdown_path = _report_path(args, name)
    for label, path, fmt in (("ruling report", markdown_path, "markdown"), ("HTML report", args.html, "html"),
                             ("JUnit XML", args.junit, "junit")):
        if path is not None:
            write_atomically(path, RENDERERS[fmt](doc))
            print(f"{label}: {path}")


if __name__ == "__main__":
    sys.exit(main())
