"""Hypothesis strategies over the product's game generator (``phasecheck/generation.py``): every
choice the generator makes is drawn from Hypothesis, so a failing game shrinks to a short one.

The state machine (``test_engine_state_machine.py``), the differential runs
(``test_differential.py``) and the generation tests (``test_generation.py``) share them.

How many examples a property runs is a Hypothesis profile chosen by ``PHASECHECK_PROPERTIES``:
``ci`` (the default, bounded) or ``long``; ``PHASECHECK_PROPERTIES_EXAMPLES=N`` sets the number
(README.md, "Generated games and differential runs").
"""
from __future__ import annotations

import os
from typing import Any, Sequence, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from phasecheck import engine, generation
from phasecheck.generation import (CARDS, EDITIONS, EVERYTHING, GAMES, Pool, Shape, known_ids, new_game,  # noqa: F401
                                   observed_checks, perform, scenario_document)

T = TypeVar("T")

# --- how long ---------------------------------------------------------------------------------

_COMMON = dict(deadline=None, print_blob=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
settings.register_profile("properties-ci", max_examples=25, stateful_step_count=12, derandomize=True, **_COMMON)
settings.register_profile("properties-long", max_examples=1000, stateful_step_count=30, **_COMMON)


def profile(ci: int, long: int | None = None) -> settings:
    """The settings of one property: ``ci`` examples by default, ``long`` (or the profile's) with
    PHASECHECK_PROPERTIES=long, exactly N with PHASECHECK_PROPERTIES_EXAMPLES=N."""
    mode = os.environ.get("PHASECHECK_PROPERTIES", "ci")
    chosen = settings(settings.get_profile(f"properties-{mode}"))
    examples = ci if mode == "ci" else (long or chosen.max_examples)
    if os.environ.get("PHASECHECK_PROPERTIES_EXAMPLES"):
        examples = int(os.environ["PHASECHECK_PROPERTIES_EXAMPLES"])
    return settings(chosen, max_examples=examples)


# --- Hypothesis as the generator's chooser ------------------------------------------------------

class HypothesisChooser:
    """Every choice drawn from Hypothesis (integers shrink towards the low end, options towards the
    first)."""

    def __init__(self, draw: Any) -> None:
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))

    def choice(self, options: Sequence[T]) -> T:
        return self.draw(st.sampled_from(options))

    def boolean(self) -> bool:
        return self.draw(st.booleans())


#: cards left out of the games generated for phase.rs: text phase.rs does not parse (Callous Oppressor,
#: Ertai's Familiar, Time and Tide: the adapter declares them, but skips a game that puts that text to
#: work; docs/phase-rs/README.md) or, for Avalanche Riders, echo and a land to destroy in most games
NOT_IN_PHASE_RS = frozenset({"Avalanche Riders", "Callous Oppressor", "Ertai's Familiar", "Time and Tide"})
#: what the phase.rs adapter can express (adapters/phase_rs/setup.py): two players, its cards
PHASE_RS = Shape(pool=Pool.of(frozenset(CARDS) - NOT_IN_PHASE_RS), players=(2, 2), odd_setups=False, concede=False,
                 libraries=(20, 10), library_lists=False)


@st.composite
def setups(draw: Any, shape: Shape = EVERYTHING) -> dict[str, Any]:
    return generation.setups(HypothesisChooser(draw), shape)


@st.composite
def actions(draw: Any, game: engine.Game, known: set[str], shape: Shape = EVERYTHING) -> dict[str, Any]:
    return generation.actions(HypothesisChooser(draw), game, known, shape)


@st.composite
def scenarios(draw: Any, shape: Shape = EVERYTHING, editions: tuple[str, ...] = EDITIONS,
              edition: str = "current") -> dict[str, Any]:
    return generation.scenarios(HypothesisChooser(draw), shape, editions, edition)
