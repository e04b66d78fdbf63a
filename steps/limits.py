"""How big a scenario may be: the bounds of schemas/scenario.schema.json, for the step vocabulary.

The schema is where every engine and every path (the CLI, pytest, the protocol) gets these
bounds. The vocabulary needs them too, earlier: "Amy has 100000000 Islands in her hand" must be
refused while it is read, before a hundred million names are made. A test keeps the two equal.
"""
from __future__ import annotations

#: players in a game
MAX_PLAYERS = 8
#: cards in one hand
MAX_HAND = 100
#: cards in one library, as a number or as a list
MAX_LIBRARY = 1000
#: permanents on the starting battlefield
MAX_PERMANENTS = 200
#: steps (actions and checks) of one scenario
MAX_STEPS = 1000
#: any other count: counters, damage, X, cards drawn, objects on the stack, a number in a sentence
MAX_COUNT = 1000
#: a life total, power or toughness, either way from 0
MAX_LIFE = 1_000_000
#: a turn number
MAX_TURN = 1000
#: a mode or an ability, counted from 1 in Oracle order
MAX_CHOICE = 20
#: the characters of an alias (a scenario's id of a permanent or card)
MAX_ALIAS = 100

#: where each bound is in the schema: JSON pointer -> value (a test keeps them equal)
SCHEMA_BOUNDS = {
    "/$defs/setup/properties/players/maxItems": MAX_PLAYERS,
    "/$defs/setup_player/properties/hand/maxItems": MAX_HAND,
    "/$defs/setup_player/properties/library/oneOf/0/maximum": MAX_LIBRARY,
    "/$defs/setup_player/properties/library/oneOf/1/maxItems": MAX_LIBRARY,
    "/$defs/setup/properties/permanents/maxItems": MAX_PERMANENTS,
    "/properties/steps/maxItems": MAX_STEPS,
    "/$defs/count/maximum": MAX_COUNT,
    "/$defs/life/maximum": MAX_LIFE,
    "/$defs/life/minimum": -MAX_LIFE,
    "/$defs/turn_number/maximum": MAX_TURN,
    "/$defs/choice_number/maximum": MAX_CHOICE,
    "/$defs/id/maxLength": MAX_ALIAS,
}
