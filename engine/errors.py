"""The engine's narrow error types.

An *invalid* action is malformed: it names a player, permanent or card that does not exist.
An *illegal* action is well formed but the rules forbid it in the current game state.
A setup that contradicts itself is a :class:`SetupError`.
"""


class RulesError(Exception):
    """Base class of everything the engine refuses."""


class InvalidActionError(RulesError):
    """The action names something that does not exist in this game."""


class IllegalActionError(RulesError):
    """The rules forbid the action now; the game state is left unchanged."""


class UnknownCardError(InvalidActionError):
    """No card of that name is in the engine's card registry."""


class SetupError(RulesError):
    """A starting position that contradicts itself."""


class DataMismatch(Exception):
    """The engine and the suite data it reads disagree (an edition with no hooks, a card whose
    behaviours the catalogue lacks): a mistake in the engine or the data, found as it loads."""
