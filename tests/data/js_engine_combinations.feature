@edition:current @rule:702.26b
Feature: Combinations of the JavaScript engine's cards that no ruling names
  Not part of the suite: tests/test_js_engine.py plays these on examples/js-engine/ to check that
  it gets combinations of its cards right by the rules, not only the scenarios that name them.

  @id:js-ripple-then-wrath
  Scenario: A creature phased out by Reality Ripple survives Wrath of God and phases in for good
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Reality Ripple and Wrath of God in her hand
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    When Amy casts Wrath of God
    And the stack resolves
    Then "bears" is on the battlefield
    And "giant" is in Nicole's graveyard
    When the game advances to Nicole's upkeep
    Then "bears" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" can attack
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" has phased out 1 time

  @id:js-boomerang-in-response-to-ripple
  Scenario: Boomerang in response to Reality Ripple leaves Reality Ripple without a target
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole has Reality Ripple and Boomerang in her hand
    When Nicole casts Reality Ripple targeting "crocodile"
    And Nicole casts Boomerang targeting "crocodile"
    When the stack resolves
    Then "crocodile" is in Amy's hand
    And "nicole-hand-1" is in Nicole's graveyard
    And "crocodile" has not phased out

  @id:js-ripple-in-response-to-boomerang
  Scenario: Reality Ripple in response to Boomerang leaves Boomerang without a target
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole has Boomerang and Reality Ripple in her hand
    When Nicole casts Boomerang targeting "crocodile"
    And Nicole casts Reality Ripple targeting "crocodile"
    And the top of the stack resolves
    Then "crocodile" is phased out
    When the stack resolves
    Then "crocodile" is on the battlefield
    And "crocodile" is phased out
    And Nicole has 0 cards in her hand
    And Amy has 0 cards in her hand

  @id:js-sorcery-timing
  Scenario: Sorceries wait for their caster's main phase and an empty stack; instants don't
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Wrath of God and Collective Unconscious in her hand
    And Nicole has Wrath of God and Boomerang in her hand
    When Nicole can't cast Wrath of God
    And Nicole casts Boomerang targeting "bears"
    And Amy can't cast Wrath of God
    And the stack resolves
    Then "bears" is in Amy's hand
    When the game advances to Amy's upkeep
    And Amy can't cast Collective Unconscious
    Then Amy has 3 cards in her hand

  @id:js-draw-from-empty-library
  Scenario: Drawing more cards than the library holds loses the game
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy has Collective Unconscious in her hand
    And Amy's library has 1 card
    When Amy casts Collective Unconscious
    And the stack resolves
    Then Amy has drawn 1 card
    And Amy is no longer in the game

  @id:js-phased-out-island
  Scenario: A phased-out Island can't be tapped for mana, and phases in at its controller's untap step
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls an Island as "island"
    And Amy controls an Island as "other island", phased out
    When Amy activates "island"
    And Amy can't activate "other island"
    And Nicole can't activate "island"
    Then "island" is tapped
    When the game advances to Amy's untap step
    Then "island" is untapped
    And "other island" is phased in
    And "other island" is untapped

  @id:js-cleanup-discard
  Scenario: The active player discards down to seven cards in the cleanup step
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy has 9 Islands in her hand
    When the game advances to Nicole's upkeep
    Then Amy has 7 cards in her hand
    And Amy has discarded 2 cards
    And "amy-hand-1" is in Amy's graveyard

  @id:js-phasing-keeps-control-continuous
  Scenario: A creature cast this turn is summoning sick; phasing out and in doesn't make it sick again
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy has Sandbar Crocodile in her hand as "crocodile"
    When Amy casts Sandbar Crocodile
    And the stack resolves
    Then "crocodile" can't attack
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" can attack

  @id:js-damage-leaves-phased-out-creature
  Scenario: Damage is removed from a phased-out creature in the cleanup step, so it phases in alive
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Sandbar Crocodile as "crocodile", phased out, with 5 damage
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" has 0 damage

  @id:js-one-land-a-turn
  Scenario: One land a turn, in its player's own main phase
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy has 2 Islands in her hand
    And Nicole has an Island in her hand
    When Amy plays Island
    And Amy can't play Island
    And Nicole can't play Island
    Then "amy-hand-1" is on the battlefield
    And "amy-hand-2" is in Amy's hand

  @id:js-phased-out-leaves-with-its-owner
  Scenario: A phased-out permanent leaves the game with its owner
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    When Amy concedes
    Then Amy is no longer in the game
    And "crocodile" has ceased to exist

  @id:js-phases-in-after-its-controller-left
  Scenario: What phased out under a player who left phases in after that player's turn would have begun
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Sandbar Crocodile as "crocodile", phased out under Amy's control
    And it is Oscar's end step
    When Amy concedes
    And the game advances to Nicole's upkeep
    Then "crocodile" is phased in
    And it is Nicole's upkeep of turn 2

  @id:js-unblocked-attacker
  Scenario: An unblocked attacker deals its combat damage to the defending player
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    When Amy attacks with "giant"
    Then "giant" is attacking
    And "giant" is tapped
    When the game advances to Amy's end step
    Then Nicole has 17 life
    And "giant" is not attacking

  @id:js-blocked-attacker
  Scenario: A blocked attacker and its blocker deal damage to each other
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    Then "giant" is blocking
    When all players pass priority
    Then "bears" is in Amy's graveyard
    And "giant" has 2 damage
    And Nicole has 20 life
    When the game advances to Nicole's upkeep
    Then "giant" has 0 damage

  @id:js-blocker-phased-out
  Scenario: A blocker phased out after blocks is removed from combat; the attacker stays blocked and deals no damage
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    And Amy has Reality Ripple in her hand
    When Amy attacks with "giant"
    And Nicole blocks "giant" with "bears"
    And Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is not blocking
    When the game advances to Amy's end step
    Then Nicole has 20 life
    And "giant" has 0 damage
    And "bears" is phased out

  @id:js-who-can-attack-and-block
  Scenario: Summoning-sick and phased-out creatures can't attack; a phased-out creature can't block
    Ruling: see the title
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy controls Grizzly Bears as "new bears", entered this turn
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile as "other crocodile", phased out
    When Amy can't attack with "new bears"
    And Amy can't attack with "crocodile"
    And Amy attacks with "giant"
    And Nicole can't block "giant" with "other crocodile"
    When the game advances to Amy's postcombat main phase
    And Amy can't attack with "giant"
    Then Nicole has 17 life

  @id:js-advance-to-a-step-nobody-reaches-ends-with-the-game
  Scenario: Advancing to a declare blockers step while nobody attacks goes on until the game ends
    Ruling: see the title (docs/engines.md §3: an advance is refused only if its step does not begin
      within 200 steps; if the game ends on the way, it stops there and is accepted)
    Source: tests/data/js_engine_combinations.feature
    Passage: engine regression

    Given Amy's library has 1 card
    And Nicole's library has 30 cards
    And it is Amy's end of combat step of turn 2
    When the game advances to Nicole's declare blockers step
    Then Amy is no longer in the game
    And it is Amy's draw step of turn 6
