"""The phasecheck command: export, validate, run.

Exit codes: 0 success; 1 a scenario did not pass, or scenarios/ is out of date; 2 bad input
(reported as one line naming the file and line, or the file and JSON path).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

from . import schemas
from .compiler import compile_paths
from .engines import ReferenceEngine
from .errors import InputError
from .report import markdown, summary_line, verdict_text, write_atomically
from .runner import Verdict, run_all, select

EDITIONS = ("2003", "2009", "current")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.command(args)
    except InputError as error:
        print(f"phasecheck: error: {error}", file=sys.stderr)
        return 2


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

    run = commands.add_parser("run", help="run the JSON scenarios on the reference engine and write the report")
    run.add_argument("--scenarios", type=Path, default=Path("scenarios"), help="scenario folder (default: scenarios)")
    run.add_argument("--id", action="append", dest="ids", metavar="ID", help="only this scenario (repeatable)")
    run.add_argument("--rule", action="append", dest="rules", metavar="RULE",
                     help="only scenarios exercising this rule or a sub-rule of it, e.g. 702.26 (repeatable)")
    run.add_argument("--edition", choices=EDITIONS, help="only this rules edition")
    run.add_argument("--report", type=Path, default=None,
                     help="where to write the Markdown ruling report (default: reports/reference.md, or "
                          "reports/reference-selection.md when --id, --rule or --edition selects scenarios)")
    run.set_defaults(command=cmd_run)

    vocabulary = commands.add_parser("vocabulary", help="print every step sentence with its example (Markdown)")
    vocabulary.set_defaults(command=cmd_vocabulary)
    return parser


def cmd_vocabulary(args: argparse.Namespace) -> int:
    from .steps.vocabulary import markdown_table

    print(markdown_table(), end="")
    return 0


# --- export ----------------------------------------------------------------------------------

def render(scenario: dict[str, Any]) -> str:
    return json.dumps(scenario, indent=2, ensure_ascii=False) + "\n"


def cmd_export(args: argparse.Namespace) -> int:
    if not args.features.is_dir():
        raise InputError(str(args.features), "no such folder of features")
    scenarios = compile_paths([args.features], args.features.resolve().parent)
    for scenario in scenarios:
        problems = schemas.problems("scenario", scenario)
        if problems:
            where = f"{scenario['origin']['file']}:{scenario['origin']['line']}"
            raise InputError(where, f"compiles to a scenario that breaks the schema at {problems[0][0]}: "
                                    f"{problems[0][1]}")
    wanted = {f"{s['id']}.json": render(s) for s in scenarios}
    existing = {p.name: p for p in args.out.glob("*.json")} if args.out.is_dir() else {}
    changed = sorted(n for n, text in wanted.items()
                     if n not in existing or existing[n].read_text(encoding="utf-8") != text)
    stale = sorted(set(existing) - set(wanted))
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
        existing[name].unlink()
    print(f"exported {len(wanted)} scenarios to {args.out} ({len(changed)} written, {len(stale)} removed)")
    return 0


# --- validate and load -----------------------------------------------------------------------

def scenario_files(paths: Sequence[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(path.glob("*.json"))
        else:
            files.append(path)
    return files


def read_scenario(file: Path, seen: dict[str, Path]) -> dict[str, Any]:
    """One JSON scenario, checked against the schema and against the ids already ``seen``."""
    try:
        scenario = json.loads(file.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise InputError(f"{file}:{error.lineno}:{error.colno}", f"not JSON: {error.msg}") from None
    except FileNotFoundError:
        raise InputError(str(file), "no such file or folder") from None
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(str(file), f"can't read: {error}") from None
    problems = schemas.problems("scenario", scenario)
    if problems:
        path, message = problems[0]
        raise InputError(f"{file}: {path}", message)
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
            print(f"phasecheck: error: {error}", file=sys.stderr)
            bad += 1
    if bad:
        return 2
    print(f"{count} scenarios are valid")
    return 0


# --- run -------------------------------------------------------------------------------------

def cmd_run(args: argparse.Namespace) -> int:
    scenarios = select(load_scenarios([args.scenarios]), args.ids, args.rules, args.edition)
    if not scenarios:
        raise InputError(str(args.scenarios), "no scenario matches the selection")
    engine = ReferenceEngine()
    results = run_all(engine, scenarios, args.edition)
    for result in results:
        print(verdict_text(result))
    print(summary_line(results))
    selective = bool(args.ids or args.rules or args.edition)
    report = args.report or Path("reports/reference-selection.md" if selective else "reports/reference.md")
    write_atomically(report, markdown(results, engine.describe()))
    print(f"ruling report: {report}")
    return 0 if all(r.verdict in (Verdict.PASS, Verdict.SKIP) for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
