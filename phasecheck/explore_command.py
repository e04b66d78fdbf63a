"""``phasecheck explore``: the command, from its options to its outputs and exit code.

It starts the engines (one reference engine in-process and one engine per job), plays the games
(:mod:`phasecheck.explore`), shrinks the first game of each group not listed as known, on every job at once
(:mod:`phasecheck.findings`), and writes, into ``--out``: ``explore.md`` and ``explore.html``
(:mod:`phasecheck.explore_report`), ``features/<id>.feature`` and ``scenarios/<id>.json`` for each
new group, and ``known.json``, every group found, to triage from. Exit codes: 0 no new
disagreement, 1 some, 2 bad input, 3 the engine could not be started, 128 + the signal's number
when a signal stopped it (130 for Ctrl-C, 143 for SIGTERM: phasecheck.interrupt), after ending
every engine and writing whole what was found.
"""
from __future__ import annotations

import argparse
import shlex
import sys
import threading
import time
from pathlib import Path
from typing import Any

from . import interrupt, strictjson
from . import known as known_file
from .catalogue import concepts
from .escape import terminal
from .commands import jobs
from .engines import ReferenceEngine, engine_from
from .errors import EngineFailure, InputError
from .explore import Outcome, Plan, Tally, explore, game_shape
from .explore_report import document, html, markdown
from .files import check_writable, write_atomically, writing
from .findings import Finding, find
from .protocol import Started
from .runner import Engine

#: the files explore writes in --out, and the prefix of the scenarios it writes (the only ones it removes)
REPORT, PAGE, KNOWN = "explore.md", "explore.html", "known.json"
PREFIX = "explore-"


def cmd_explore(args: argparse.Namespace) -> int:
    entries = known_file.load(args.known)
    out: Path = args.out
    if out.exists() and not out.is_dir():
        raise InputError(str(out), "is not a folder: --out names the folder explore writes its report into")
    check_writable([("report", out / REPORT), ("HTML report", out / PAGE), ("known file", out / KNOWN)])
    first = engine_from(args)
    restarts = getattr(first, "shared_restarts", None)  # --max-restarts counts the whole run's
    engines = [first] + [engine_from(args, restarts) for _ in range(jobs(args) - 1)]
    try:
        with interrupt.guarded():  # a signal is raised only where no lock is held (phasecheck.interrupt)
            for engine in engines:
                launch = getattr(engine, "launch", None)
                if launch is not None:
                    launch()
        return _explore(args, engines, entries)
    finally:
        with interrupt.deferred(raise_after=False):
            for engine in engines:
                engine.stop()


def _explore(args: argparse.Namespace, engines: list[Engine], entries: tuple[known_file.Known, ...]) -> int:
    started: list[tuple[Engine, Started]] = []
    try:
        with interrupt.guarded():  # a signal is raised only where no lock is held (phasecheck.interrupt)
            for engine in engines:
                started.append((engine, engine.start()))
    except EngineFailure as failure:
        if not started:
            print(f"phasecheck: the engine could not be started: {terminal(failure.reason)}", file=sys.stderr)
            doc = document(engine={"name": "engine", "version": ""}, command=_command(args), seed=args.seed,
                           editions=[], plan="no game", tally=Tally(), findings=[], interrupted=False,
                           unavailable=failure.reason, reproduce="", rule_summaries={})
            with interrupt.deferred(raise_after=False):
                _write(args.out, doc, [], "engine")
            return interrupt.exit_code() if interrupt.received is not None else 3
    info = started[0][1]
    editions = _editions(args, info)  # bad input (an edition the engine does not declare) ends explore here
    with interrupt.held():  # a signal here is raised at the first check below
        reference = ReferenceEngine()
        reference_info = reference.start()
        plan = Plan(args.seed, editions, args.games if args.time is None else None, args.time)
        low, _, high = args.players.partition("-")
        shape = game_shape(info, (int(low), int(high or low)), odd_setups=not args.plain_setups)
        command = _command(args)
        tally, interrupted = Tally(), False
        groups: list[tuple[Finding | None, Any, known_file.Known | None]] = []
        handled: set[int] = set()  # the groups triaged, by their first game's number (merged ones too)
    try:
        with interrupt.guarded():  # raised only where no lock is held; the guard's end raises one held
            interrupt.check()  # a signal that came as the reference engine was made
            print(f"explore: {terminal(info.name)} {terminal(info.version)}, seed {args.seed}, editions {', '.join(editions)}, "
                  + (f"{plan.games} games" if plan.games is not None else f"{plan.seconds:g} seconds"), flush=True)
            progress = _Progress()
            tally, interrupted = explore(plan, shape, [((ReferenceEngine(), reference_info), pair) for pair in started],
                                         progress.outcome)
            progress.close(tally)
            if not interrupted:
                _triage(tally, entries, (reference, reference_info), started, info.name, args, command, groups,
                        handled)
    except KeyboardInterrupt:  # Ctrl-C, SIGTERM or SIGHUP (phasecheck.interrupt): what was found so far is reported
        interrupted = True
    with interrupt.deferred(raise_after=False):  # a signal now waits for every file to be whole
        not_shrunk = [g for g in sorted(tally.groups.values(), key=lambda g: g.first.number)
                      if g.first.number not in handled]  # found, but a signal came before they were shrunk
        doc = document(engine={"name": info.name, "version": info.version}, command=command, seed=args.seed,
                       editions=editions, plan=plan_text(plan), tally=tally, findings=groups, unshrunk=not_shrunk,
                       interrupted=interrupted,
                       unavailable=None, reproduce=_reproduce(args), rule_summaries=_summaries())
        _write(args.out, doc, groups, info.name)
    new = len(doc["new"])
    print(f"explore: {tally.played} games, {tally.disagreed} disagreed: {new} new group(s), {len(doc['known'])} known"
          + (f", {len(doc['unshrunk'])} not shrunk" if doc["unshrunk"] else "") + "; "
          f"report: {terminal(args.out / REPORT)}")
    if interrupted or interrupt.received is not None:
        print("phasecheck: interrupted: the games played so far are reported", file=sys.stderr)
        return interrupt.exit_code()
    return 1 if new or doc["unshrunk"] or tally.reference_failures or tally.ungrouped else 0


def _editions(args: argparse.Namespace, info: Started) -> tuple[str, ...]:
    """The editions the games are played in, in turn: the rules concepts' that the engine declares."""
    declared = tuple(e for e in concepts().edition_names if e in info.editions)
    if args.edition is not None:
        if args.edition not in declared:
            raise InputError("--edition", f"the engine does not declare the {args.edition} rules "
                                          f"(it declares {terminal(', '.join(sorted(info.editions))) or 'none'})")
        return (args.edition,)
    if not declared:
        raise InputError("--engine", "the engine declares no edition the reference engine plays")
    return declared


def _triage(tally: Tally, entries: tuple[known_file.Known, ...], reference: tuple[Engine, Started],
            engines: list[tuple[Engine, Started]], name: str, args: argparse.Namespace, command: str,
            found: list[tuple[Finding | None, Any, known_file.Known | None]], handled: set[int]) -> None:
    """Into ``found``, each group: known without shrinking (an entry naming no cards), else shrunk,
    then matched against the entries naming cards; groups that shrink to the same game's key are
    merged. The groups are shrunk on every engine at once (one per job), and taken in the order of
    their first games whatever the order they were shrunk in (on Ctrl-C, those shrunk by then)."""
    groups = sorted(tally.groups.values(), key=lambda g: g.first.number)
    unshrunk = [known_file.match([e for e in entries if not e.needs_cards], g.first.difference.kind,
                                 g.first.difference.about, ()) for g in groups]
    findings = _shrunk([g for g, entry in zip(groups, unshrunk) if entry is None], reference, engines, name, args,
                       command)
    merged: dict[tuple[str, tuple[str, ...]], int] = {}
    for group, entry in zip(groups, unshrunk):
        if entry is not None:
            found.append((None, group, entry))
            handled.add(group.first.number)
            continue
        finding = findings.get(group.first.number)
        if finding is None:  # interrupted before it was shrunk: reported as found, not shrunk
            continue
        handled.add(group.first.number)
        if finding.key in merged:
            found[merged[finding.key]][1].count += group.count
            continue
        merged[finding.key] = len(found)
        found.append((finding, group, known_file.match(entries, finding.difference.kind, finding.difference.about,
                                                       finding.key[1])))
    if findings.interrupted:
        raise KeyboardInterrupt


class _Findings(dict[int, Finding]):
    """The groups shrunk, by their first game's number; whether a signal stopped the shrinking."""

    interrupted = False


def _shrunk(groups: list[Any], reference: tuple[Engine, Started], engines: list[tuple[Engine, Started]], name: str,
            args: argparse.Namespace, command: str) -> _Findings:
    """Each group shrunk, each engine (one per job) in a thread of its own taking the next group."""
    findings, lock, stop = _Findings(), threading.Lock(), threading.Event()
    waiting = iter(groups)
    errors: list[BaseException] = []
    deadline = time.monotonic() + args.shrink_total  # all the shrinking together (--shrink-total)

    def work(engine: tuple[Engine, Started]) -> None:
        try:
            while not stop.is_set():
                with lock:
                    left = deadline - time.monotonic()
                    group = next(waiting, None) if left > 0 else None
                if group is None:
                    return
                difference = group.first.difference
                print(f"explore: shrinking game {group.first.number}: {terminal(difference.kind)} "
                      f"({terminal(difference.about) or 'a player'})", flush=True)
                finding = find(group, name, reference, engine, args.shrink_tries, min(args.shrink_time, left),
                               command, stopped=stop.is_set)
                if finding is None:
                    return
                print(f"explore: shrunk game {group.first.number} in {finding.shrinking['seconds']} s "
                      f"({finding.shrinking['tried']} games tried)", flush=True)
                with lock:
                    findings[group.first.number] = finding
        except BaseException as error:  # noqa: BLE001 (given to the main thread, which raises it)
            errors.append(error)
            stop.set()

    threads = [threading.Thread(target=work, args=(engine,), daemon=True) for engine in engines[:max(len(groups), 1)]]
    for thread in threads:
        thread.start()
    try:
        while any(t.is_alive() for t in threads):
            interrupt.check()
            time.sleep(0.01)
    except KeyboardInterrupt:
        findings.interrupted = True
        stop.set()
        for engine, _ in engines:  # a game waiting on an engine's answer ends now, not at --timeout
            engine.stop()
        for thread in threads:
            thread.join()
    if errors:
        raise errors[0]
    return findings


def plan_text(plan: Plan) -> str:
    return f"{plan.games} games" if plan.games is not None else f"as many games as {plan.seconds:g} seconds allow"


def _command(args: argparse.Namespace) -> str:
    return shlex.join(["phasecheck", *args.argv])


def _reproduce(args: argparse.Namespace) -> str:
    engine = ["--engine", args.engine] if args.engine else []
    return shlex.join(["phasecheck", "run", *engine, "--scenarios", str(args.out / "scenarios"), "--id"]) + " {id}"


def _summaries() -> dict[str, str]:
    from .coverage import load_index

    return {r["rule"]: r["summary"] for r in load_index()["rules"]}


def _write(out: Path, doc: dict[str, Any], groups: list[tuple[Finding | None, Any, Any]], engine: str) -> None:
    """Every output, each file written whole; scenarios of an earlier run that this one did not find
    again are removed (only explore's own: ``features/explore-*.feature``, ``scenarios/explore-*.json``).
    Another phasecheck writing the same folder writes before or after, never in between."""
    with writing([out / REPORT], folders=[out / "features", out / "scenarios"]):
        _write_all(out, doc, groups, engine)


def _write_all(out: Path, doc: dict[str, Any], groups: list[tuple[Finding | None, Any, Any]], engine: str) -> None:
    written = set()
    for finding, _, entry in groups:
        if finding is None or entry is not None:
            continue
        write_atomically(out / "features" / f"{finding.id}.feature", finding.feature)
        write_atomically(out / "scenarios" / f"{finding.id}.json",
                         strictjson.dumps(finding.scenario, indent=2) + "\n")
        written.add(finding.id)
    for folder, suffix in (("features", ".feature"), ("scenarios", ".json")):
        for stale in sorted((out / folder).glob(f"{PREFIX}*{suffix}")) if (out / folder).is_dir() else []:
            if stale.name[:-len(suffix)] not in written:
                stale.unlink(missing_ok=True)
    write_atomically(out / KNOWN, known_file.render(engine, [
        {"kind": g["kind"], "about": g["about"], "cards": g["cards"],
         "reason": g["known"]["reason"] if g["known"] else f"to triage: {g['title']}"}
        | ({"link": g["known"]["link"]} if g["known"] and g["known"]["link"] else {})
        for g in doc["new"] + doc["known"]]))
    write_atomically(out / REPORT, markdown(doc))
    write_atomically(out / PAGE, html(doc))


class _Progress:
    """A line now and then: games played, how many disagreed, games a second."""

    def __init__(self) -> None:
        self.began = time.monotonic()
        self.said = self.began
        self.disagreed = 0
        self.count = 0

    def outcome(self, outcome: Outcome) -> None:
        self.count += 1
        self.disagreed += outcome.status == "disagreed"
        now = time.monotonic()
        if now - self.said >= 10:
            self.said = now
            print(f"explore: {self.count} games, {self.disagreed} disagreed ({self.count / (now - self.began):.1f} "
                  "games/s)", flush=True)

    def close(self, tally: Tally) -> None:
        elapsed = time.monotonic() - self.began
        print(f"explore: played {tally.played} games in {elapsed:.1f} s", flush=True)
