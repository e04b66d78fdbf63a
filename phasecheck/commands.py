"""The commands that read, write and run scenarios: export, validate, run, report, matrix,
coverage (``phasecheck.cli`` reads the command line and calls them)."""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path
from typing import Any, Iterable, Sequence

from . import __version__, expectations, gate, interrupt, results, schemas, strictjson
from . import suite as suite_versions
from .errors import InputError, error_line
from .escape import terminal
from .files import check_writable, write_atomically, writing
from .junit import junit
from .markdown import markdown_chunks
from .parallel import run_parallel
from .progress import Progress
from .report import summary_line
from .engines import Engines
from .runner import NOT_PLAYED, RunOutcome, planned, select
from .steps import consistency
from .steps.phrases import slug

#: the package the suite's scenarios/ ship in (see pyproject.toml)
BUNDLED_SCENARIOS = "phasecheck.bundled_scenarios"
#: where a run writes when not told where: a folder of its own, that a checkout's .gitignore lists
#: (the committed reports/ are written by scripts/refresh-reports, reproducibly)
OUTPUT_FOLDER = Path("phasecheck-reports")
#: a scenario file larger than this is not read (the largest in the suite is a few KiB)
MAX_SCENARIO_BYTES = 256 << 10


def html(doc: Any) -> Iterable[str]:
    """The HTML ruling report, in pieces (jinja2 is imported only when one is asked for)."""
    from .html import html_chunks

    return html_chunks(doc)


#: each format, rendered a piece at a time from a results document
RENDERERS = {"markdown": markdown_chunks, "html": html, "junit": junit}


def compile_paths(paths: Sequence[Path], root: Path) -> list[dict[str, Any]]:
    """The features compiled to scenarios (Gherkin is imported only for export)."""
    from .compiler import compile_paths as compile_features

    return compile_features(paths, root)


def cmd_report(args: argparse.Namespace) -> int:
    check_writable([("report", args.out)])
    doc = results.load(args.results)
    if args.expect is not None:
        if args.format != "junit":
            raise InputError("--expect", "only the JUnit report follows expectations: add --format junit")
        verdict = gate.classify(expectations.load(args.expect), doc, _suite_ids(), suite_versions.load(), args.fail_on)
        rendered: Iterable[str] = junit(doc, verdict)
    else:
        rendered = RENDERERS[args.format](doc)
    if args.out is None:
        for piece in rendered:
            sys.stdout.write(piece)
    else:
        write_atomically(args.out, rendered)
        print(f"{args.format}: {args.out}")
    return 0


def _suite_ids() -> set[str]:
    """The ids of the suite a run in this folder plays (said before, if it is the installed one)."""
    return {s["id"] for s in load_scenarios([suite_folder(None)])}


def cmd_suite(args: argparse.Namespace) -> int:
    """The suite's version and changelog; --check: exit 1 if scenarios/ is not the latest release;
    --release: record one."""
    versions = suite_versions.load()
    if args.release is None and not args.check:
        print(suite_versions.changelog(versions), end="")
        return 0
    scenarios = load_scenarios([args.scenarios])
    change = suite_versions.pending(versions, scenarios)
    if args.check:
        if not change:
            print(f"the scenarios are suite version {versions.version}")
            return 0
        for label, ids in (("added", change.added), ("changed", change.changed), ("removed", change.removed)):
            for i in ids:
                print(f"{label} since suite version {versions.version}: {i}")
        print(f"phasecheck: {suite_versions.SUITE_FILE.name} does not record the scenarios: run "
              "`phasecheck suite --release`", file=sys.stderr)
        return 1
    if not change:
        print(f"nothing changed since suite version {versions.version}: nothing released")
        return 0
    document = suite_versions.released(versions, scenarios, args.release or None)
    write_atomically(suite_versions.SUITE_FILE, suite_versions.render(document))
    print(f"suite version {document['releases'][-1]['version']}: {len(change.added)} scenario(s) added, "
          f"{len(change.changed)} changed, {len(change.removed)} removed ({suite_versions.SUITE_FILE})")
    return 0


def cmd_matrix(args: argparse.Namespace) -> int:
    from . import matrix

    check_writable([("HTML matrix", args.html), ("Markdown matrix", args.markdown)])
    documents = [(path, results.load(path)) for path in args.results]
    for path, render in ((args.html, matrix.html), (args.markdown, matrix.markdown)):
        write_atomically(path, render(matrix.build(documents, path)))
        print(f"matrix: {path}")
    return 0


def cmd_coverage(args: argparse.Namespace) -> int:
    from . import rulings
    from .catalogue import cards as the_pool
    from .coverage import axes_table, coverage, load_index, table

    index = load_index()
    rulings_file = args.rulings or rulings.RULINGS_FILE
    cards = rulings.load_rulings(rulings_file)
    scenarios = load_scenarios([args.scenarios])
    result = coverage(index, scenarios)
    print(table(result, index), end="")
    print(axes_table(result), end="")
    print(rulings.table(cards), end="")
    for stray in result.strays:
        print(f"phasecheck: {stray}", file=sys.stderr)
    for entry in result.uncovered:
        print(f"phasecheck: no scenario covers {entry.key} (edition {entry.edition})", file=sys.stderr)
    for cell in result.uncovered_cells:
        print(f"phasecheck: no scenario covering {cell.key} (edition {cell.edition}) exhibits "
              f"{cell.axis}: {cell.case}", file=sys.stderr)
    wrong = rulings.problems(cards, scenarios, the_pool().cards)
    for problem in wrong:
        print(f"phasecheck: {rulings_file}: {problem}", file=sys.stderr)
    covered = len(result.entries) - len(result.uncovered)
    print(f"{covered} of {len(result.entries)} rules and statements covered", file=sys.stderr)
    print(f"{len(result.cells) - len(result.uncovered_cells)} of {len(result.cells)} cases of the rule x axis "
          "table covered", file=sys.stderr)
    print(rulings.summary_line(cards), file=sys.stderr)
    return 0 if result.complete and not wrong else 1


# --- export ----------------------------------------------------------------------------------


def render(scenario: dict[str, Any]) -> str:
    return strictjson.dumps(scenario, indent=2) + "\n"


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
    linked = [n for n in sorted(wanted) if (args.out / n).is_symlink()]
    if linked:  # never written through, whether it points inside --out, outside it or nowhere
        raise InputError(str(args.out / linked[0]), "is a symbolic link: export writes only regular files in --out: "
                                                    "move it away, then export again")
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
    with writing(folders=[args.out]):  # two exports into one folder write one after the other
        for name in changed:
            write_atomically(args.out / name, wanted[name], follow_links=False)
        for name in stale:
            ours[name].unlink(missing_ok=True)  # another export may have removed it already
    print(f"exported {len(wanted)} scenarios to {args.out} ({len(changed)} written, {len(stale)} removed)")
    return 0


def exported_files(folder: Path, features: str) -> dict[str, Path]:
    """The JSON files in ``folder`` that export wrote from the features folder named ``features``
    ("features/"): scenarios whose origin is a feature file in it. Any other file is left alone."""
    return {path.name: path for path in (sorted(folder.glob("*.json")) if folder.is_dir() else [])
            if not path.is_symlink() and _exported(path, features)}


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
    """Read and validate JSON scenarios, in the order of their ids (what every run and report
    follows, whatever the files are named); the first problem is raised as an InputError."""
    seen: dict[str, Path] = {}
    return sorted((read_scenario(file, seen) for file in scenario_files(paths)), key=lambda s: s["id"])


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


def cmd_run(args: argparse.Namespace, engines: Engines) -> int:
    """Run the suite on the engines (:class:`~phasecheck.engines.Engines`: the first already launched)."""
    if args.update_expectations and args.expect is None:
        raise InputError("--update-expectations", "say which file with --expect FILE")
    if args.update_expectations and args.max_fail is not None:
        raise InputError("--update-expectations", "needs every run played: drop --max-fail (-x)")
    return _run(args, engines)


def _run(args: argparse.Namespace, engines: Engines) -> int:
    date = results.run_date()
    try:
        return _prepared_run(args, engines, date)
    except _InterruptedBeforeRunning:
        # a signal while the suite was read (the engine is already loading): whole, empty reports
        outcome = RunOutcome(None, (), interrupted=True)
        with interrupt.deferred(raise_after=False):
            write_reports(args, results.document(outcome, ["phasecheck", *args.argv], date, None, args.reproducible))
        print("phasecheck: interrupted: 0 verdicts written", file=sys.stderr)
        return interrupt.exit_code()


class _InterruptedBeforeRunning(Exception):
    pass


class _NothingToRun(Exception):
    pass


def _prepared_run(args: argparse.Namespace, engines: Engines, date: Any) -> int:
    try:
        # a signal is raised at a check, never where it lands: reading the suite compiles schemas and
        # fills caches, and a validator of a library could take the interrupt for a failure of its own
        with interrupt.guarded():
            try:
                prepared = _prepare(args)
            except Exception:
                interrupt.check()  # a signal that came as the suite was read stops the run before anything else
                raise
    except KeyboardInterrupt:
        raise _InterruptedBeforeRunning from None
    except _NothingToRun as nothing:
        print(nothing)
        return 0
    return _play(args, engines, date, *prepared)


def _prepare(args: argparse.Namespace) -> tuple[Any, ...]:
    interrupt.check()  # a signal held since phasecheck began, or while its engine was launched
    folder = suite_folder(args.scenarios)
    suite = load_scenarios([folder])
    only = _failed_before(args.rerun_failed) if args.rerun_failed else None
    if only == set():
        raise _NothingToRun(f"nothing failed or errored in {args.rerun_failed}: nothing to run again")
    scenarios = select(suite, args.ids, args.rules, args.edition, args.sources)
    if only is not None:
        scenarios = [s for s in scenarios if any(s["id"] == i for i, _ in only)]
    if not scenarios:
        raise InputError(str(folder), "no scenario matches the selection")
    least = results.floor(scenarios, len(planned(scenarios, args.edition, only)))
    if least > results.MAX_BYTES:  # the results file can always be made to fit: checked before anything runs
        raise InputError(str(folder), f"the results of these scenarios would take at least "
                                      f"{strictjson.size_shown(least)}, over the {strictjson.size_shown(results.MAX_BYTES)} "
                                      "a results file may be: select fewer scenarios")
    outputs(args, None)  # every output the run may write can be written: checked before anything runs
    previous = expectations.load(args.expect) if args.expect and not (
        args.update_expectations and not args.expect.exists()) else None
    return suite, scenarios, only, previous, suite_versions.load()


def _play(args: argparse.Namespace, engines: Engines, date: Any, suite: list[dict[str, Any]],
          scenarios: list[dict[str, Any]], only: set[tuple[str, str]] | None,
          previous: expectations.Expectations | None, versions: suite_versions.Suite) -> int:
    gating = previous is not None and not args.update_expectations
    with interrupt.held():  # a signal now is raised at the run's first check, where it still writes its reports
        progress = Progress(sys.stdout, len(planned(scenarios, args.edition, only)), args.quiet,
                            silent=gating and args.quiet)  # the gate says what needs attention, after the run
    try:
        # the outputs' names depend on the engine's: checked again as soon as it has said it
        outcome = run_parallel(engines, jobs(args), scenarios, args.edition, progress.result, only,
                               on_started=lambda info: outputs(args, info.name if info else None),
                               max_fail=args.max_fail)
    finally:
        with interrupt.deferred(raise_after=False):
            progress.close()
    with interrupt.deferred(raise_after=False):  # from the last verdict on, a signal waits for every report to be whole
        if outcome.unavailable is not None:
            print(f"phasecheck: the engine could not be started: {terminal(outcome.unavailable.reason)}",
                  file=sys.stderr)
        doc = results.document(outcome, ["phasecheck", *args.argv], date, versions.version, args.reproducible)
        verdict = None
        if gating:
            assert previous is not None
            verdict = gate.classify(previous, doc, {s["id"] for s in suite}, versions, args.fail_on)
            for line in ([verdict.verdict_line(str(args.expect))] + ([verdict.upgrade] if verdict.upgrade else [])
                         + verdict.lines()):
                print(terminal(line))
        print(summary_line(outcome.results))
        write_reports(args, doc, verdict)
    if outcome.interrupted or interrupt.received is not None:
        unplayed = sum(r.reason == NOT_PLAYED for r in outcome.results) if outcome.interrupted else 0
        print(f"phasecheck: interrupted: {len(outcome.results) - unplayed} verdicts written"
              + (f", {unplayed} run(s) not played (skipped, saying so)" if unplayed else "")
              + ("" if outcome.interrupted else " (every one: the run was complete)"), file=sys.stderr)
        return interrupt.exit_code()
    if outcome.unavailable is not None:
        return 3
    if outcome.stopped_early:
        print(f"phasecheck: stopped after {args.max_fail} failure(s) (--max-fail): "
              f"{outcome.stopped_early} scenario x edition run(s) not played", file=sys.stderr)
    if args.update_expectations:
        name = outcome.engine.name if outcome.engine else "engine"
        write_atomically(args.expect, expectations.render(expectations.updated(
            previous, name, doc, {s["id"] for s in suite}, versions.version)))
        print(f"expectations written: {args.expect}")
        return 0
    if verdict is None:
        return 0 if outcome.passed and not outcome.stopped_early else 1
    return 0 if verdict.passed and not outcome.stopped_early else 1


def jobs(args: argparse.Namespace) -> int:
    """--jobs, else one engine process per CPU for an engine over the protocol (one for the
    reference engine in-process, which a process per CPU would not make faster to start)."""
    if args.jobs is not None:
        return args.jobs
    return 1 if args.engine is None else max(1, min(os.cpu_count() or 1, 8))


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


#: the default names no engine over the protocol takes: the in-process reference engine's, the
#: matrix's (a slug never holds "_": an engine given one of these gets "<it>_engine", no other's)
RESERVED_NAMES = frozenset({"reference", "matrix"})


def default_name(engine_name: str | None) -> str:
    """The stem of an engine's default output files: the slug of its name (so two names with the same
    slug share them), never another engine's default, the in-process reference engine's or the
    matrix's: a slug that is one of RESERVED_NAMES, that ends in "-selection" (the suffix of a
    selective run's) or that is empty gets a stem no slug can be."""
    stem = slug(engine_name or "")
    if not stem:
        return "unnamed_engine"
    if stem in RESERVED_NAMES or stem.endswith("-selection"):
        return f"{stem}_engine"
    return stem


def _default_path(args: argparse.Namespace, engine_name: str | None, suffix: str) -> Path:
    name = "reference" if args.engine is None else default_name(engine_name)
    selective = bool(args.ids or args.rules or args.edition or args.sources or args.rerun_failed)
    return OUTPUT_FOLDER / f"{name}{'-selection' if selective else ''}{suffix}"


def _report_path(args: argparse.Namespace, engine_name: str | None) -> Path:
    return args.report or _default_path(args, engine_name, ".md")


def _results_path(args: argparse.Namespace, engine_name: str | None) -> Path:
    """--results, else beside the Markdown report."""
    if args.results:
        return args.results
    if args.report:
        return args.report.with_name(args.report.stem + ".results.json")
    return _default_path(args, engine_name, ".results.json")


def outputs(args: argparse.Namespace, engine_name: str | None) -> None:
    """Every file the run will write, for an engine of this name, can be written, and each is its own."""
    check_writable([("results file", _results_path(args, engine_name)),
                    ("ruling report", _report_path(args, engine_name)),
                    ("HTML report", args.html), ("JUnit XML", args.junit),
                    ("expectations file", args.expect if args.update_expectations else None)])


def write_reports(args: argparse.Namespace, doc: dict[str, Any], verdict: gate.GateOutcome | None = None) -> None:
    """The results file first (made to fit the size of one: results.fitted), then every format
    asked for, each rendered from it (JUnit following the gate's ``verdict``, if there is one)."""
    name = doc["engine"]["name"] if doc["engine"] else None
    written = _results_path(args, name)
    doc, text = results.fitted(doc, str(written))
    formats = [("ruling report", _report_path(args, name), "markdown"), ("HTML report", args.html, "html"),
               ("JUnit XML", args.junit, "junit")]
    # another run writing the same outputs writes them before or after these: each set whole, never mixed
    with writing([written, *(path for _, path, _ in formats if path is not None)]):
        write_atomically(written, text)
        del text
        print(f"results: {written}")
        for label, path, fmt in formats:
            if path is not None:
                write_atomically(path, junit(doc, verdict) if fmt == "junit" else RENDERERS[fmt](doc))
                print(f"{label}: {path}")
