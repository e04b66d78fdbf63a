"""``phasecheck smoke``: does an adapter speak the protocol? Start, one tiny scenario, stop, each
stage reported with exactly what went wrong."""
from __future__ import annotations

from typing import Any, Mapping

from . import interrupt
from .escape import terminal, terminal_lines
from .process import ProcessEngine
from .protocol import Started
from .report import verdict_text
from .play import play_of
from .runner import EngineFailure, Verdict, judge
from .steps.catalogue import CATALOGUE


def tiny_scenario(info: Started) -> dict[str, Any]:
    """One permanent the engine declares (a basic land if it has one), one pass of priority, two checks."""
    edition = "current" if "current" in info.editions else info.editions[0]
    permanents = sorted((n for n in info.cards if (e := CATALOGUE.card(n)) is not None and e.is_permanent),
                        key=lambda n: ("Basic" not in CATALOGUE.cards[n].supertypes, n))
    setup_permanents = [{"id": "permanent", "card": permanents[0], "owner": "Amy", "controller": "Amy",
                         "tapped": False, "phased": {"status": "in"}, "counters": {}, "damage": 0,
                         "attached_to": None, "entered_this_turn": False, "imprinted": [],
                         "face_down": False, "choices": []}] if permanents else []
    steps: list[dict[str, Any]] = [
        {"action": "pass priority", "text": "all players pass priority"},
        {"check": "step", "player": "Amy", "step": "beginning of combat step",
         "text": "it is Amy's beginning of combat step"}]
    if permanents:
        steps.append({"check": "controller", "permanent": "permanent", "player": "Amy",
                      "text": f'"permanent" ({permanents[0]}) is controlled by Amy'})
    return {"id": "smoke", "title": "Passing priority in an empty main phase moves the game on",
            "description": "A protocol check: the engine sets up a tiny game, passes priority once, reports.",
            "rules": ["117.4"], "editions": [edition],
            "source": {"document": "phasecheck smoke", "passage": "protocol check"},
            "setup": {"players": [{"name": "Amy", "life": 20, "hand": [], "library": []},
                                  {"name": "Nicole", "life": 20, "hand": [], "library": []}],
                      "turn": {"active": "Amy", "step": "precombat main phase", "number": 2},
                      "permanents": setup_permanents, "effects": []},
            "steps": steps}


#: the exit codes, as ``phasecheck run``'s: the engine could not be started at all; it misbehaved later
UNSTARTABLE, MISBEHAVED = 3, 1


def _failed(stage: str, failure: EngineFailure) -> int:
    print(f"{stage}: FAILED: {terminal(failure.reason)}")
    for key, value in sorted(failure.evidence.items()):
        print(f"  {key.replace('_', ' ')}: " + "\n    ".join(terminal_lines(str(value).strip())))
    return UNSTARTABLE if stage == "start" else MISBEHAVED


def smoke(command: str, timeout: float) -> int:
    with interrupt.guarded():  # a signal is raised only where no lock is held (phasecheck.interrupt)
        return _smoke(ProcessEngine(command, timeout=timeout, start_timeout=timeout, max_restarts=0), timeout)


def _smoke(engine: ProcessEngine, timeout: float) -> int:
    try:
        info = engine.start()
    except EngineFailure as failure:
        return _failed("start", failure)
    print(f"start: ok: {terminal(info.name)} {terminal(info.version)}; editions {', '.join(info.editions)}; {len(info.cards)} cards, "
          f"{len(info.tokens)} tokens; complete events: {', '.join(sorted(info.complete_events)) or 'none'}")
    scenario = tiny_scenario(info)
    edition = scenario["editions"][0]
    play = play_of(scenario)
    try:
        observed: Mapping[str, Any] = engine.run(play.message, edition)
    except EngineFailure as failure:
        engine.stop()
        return _failed("run", failure)
    result = judge(scenario, edition, observed, info, play)
    if result.verdict is Verdict.ERROR:
        print(f"run: FAILED: {verdict_text(result)}")
        engine.stop()
        return MISBEHAVED
    print(f"run: ok: the answer is well formed ({result.verdict.value} on the tiny scenario"
          + (f": {verdict_text(result)}" if result.verdict is not Verdict.PASS else "") + ")")
    if engine.stop_cleanly(grace=timeout):
        print("stop: ok: the engine exited")
        return 0
    print(f"stop: FAILED: the engine did not exit within {timeout:g} s of 'stop' and the end of its input")
    return MISBEHAVED
