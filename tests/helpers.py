"""Small builders for engine tests: a game from a compact description."""
from __future__ import annotations

import signal
from typing import Any, Callable, Iterator

import pytest

from phasecheck.engine import Game, Step


def new_game(permanents: list[tuple] = (), hands: dict[str, list] | None = None, active: str = "Amy",
             step: Step = Step.PRECOMBAT_MAIN, turn: int = 2, players: tuple[str, ...] = ("Amy", "Nicole"),
             attachments: dict[str, str] | None = None) -> Game:
    """permanents: (label, card, controller, {keyword arguments of Game.add_permanent})."""
    game = Game()
    hands = hands or {}
    for name in players:
        game.add_player(name, hand=hands.get(name, []), library=["Island"] * 20)
    for entry in permanents:
        label, card, controller, *rest = entry
        options: dict[str, Any] = rest[0] if rest else {}
        owner = options.pop("owner", controller)
        game.add_permanent(label, card, owner, controller, **options)
    for label, host in (attachments or {}).items():
        game.attach_at_setup(label, host)
    game.begin(active, step, turn)
    return game


def permanent(game: Game, label: str):
    return next(p for p in game.observe().permanents if p.id == label)


def player(game: Game, name: str):
    return next(p for p in game.observe().players if p.name == name)


def card(game: Game, label: str):
    return next(c for c in game.observe().cards if c.id == label)


def time_bound(seconds: int) -> Callable[..., Iterator[None]]:
    """An autouse fixture for a test module: a test that would take longer than ``seconds`` (a hang,
    a deadlock) fails with a TimeoutError instead (``bounded_in_time = time_bound(60)``)."""
    @pytest.fixture(autouse=True)
    def bounded_in_time() -> Iterator[None]:
        def give_up(signum: int, frame: object) -> None:
            raise TimeoutError(f"the test took more than {seconds} s")
        previous = signal.signal(signal.SIGALRM, give_up)
        signal.alarm(seconds)
        yield
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return bounded_in_time
