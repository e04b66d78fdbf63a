Feature: The game rules the phasing rulings stand on
  Every ruling of the suite plays whole turns; these scenarios pin down the parts of the turn an
  engine must get right for the rulings to mean anything: the cleanup step's discard, state-based
  actions before anyone gets priority, and where a card returned to a hand goes in it.

  @id:game-cleanup-discards-to-seven @rule:514.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In the cleanup step the active player discards down to seven cards
    Ruling: At the start of the cleanup step, the active player discards until they hold seven
      cards; the first cards in hand order go when no choice is given.
    Source: engine regression: no discard to maximum hand size
    Passage: rule 514.1 (the turn structure every ruling plays through)

    Given Amy has Grizzly Bears in her hand as "first"
    And Amy has 8 Islands in her hand
    And it is Amy's end step
    When the game advances to Nicole's upkeep
    Then Amy has 7 cards in her hand
    And Amy has discarded 2 cards
    And "first" is in Amy's graveyard

  @id:game-state-based-actions-before-priority @rule:704.3 @rule:117.5 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature dealt lethal combat damage dies before anyone gets priority
    Ruling: When the combat damage step begins, damage is dealt; before any player gets priority,
      state-based actions put the creature with lethal damage into its owner's graveyard.
    Source: engine regression: state-based actions waited for the next action
    Passage: rules 704.3 and 117.5

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And all players pass priority
    Then it is Amy's combat damage step
    And "bears" is in Amy's graveyard
    And "giant" has 2 damage

  @id:game-a-card-returned-to-hand-joins-the-end @rule:400.1 @rule:701.8 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A card returned to a hand joins it at the end, so the first card in hand order is the oldest
    Ruling: A hand has no order of its own; the suite's default choice takes "the first eligible card
      in hand order", where cards are in the order they joined the hand. Teferi's Imp's discard,
      with no card chosen, takes the card that was there first, not the one Boomerang returned.
    Source: engine regression: a returned card went to the front of the hand
    Passage: docs/engines.md, hand order and the default card choice

    Given the players are Amy and Nicole
    And Amy has Hill Giant in her hand as "giant"
    And Amy has Boomerang in her hand
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Teferi's Imp as "imp"
    And it is Amy's precombat main phase of turn 3
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    And the game advances to Amy's upkeep
    And the stack resolves
    Then "imp" is phased out
    And "giant" is in Amy's graveyard
    And "bears" is in Amy's hand

  @id:game-summoning-sick-until-its-controllers-next-turn @rule:302.6 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature that came under Nicole's control in her turn can't attack or tap in Amy's turn, and can in her next
    Ruling: Nicole's Callous Oppressor came under her control in her turn 2. In Amy's turn 3,
      Nicole's most recent turn is still turn 2, which began before the Oppressor was hers: it has
      not been under her control continuously since her most recent turn began, so it could not
      attack were it her declare attackers step, and its {T} ability can't be activated. In
      Nicole's turn 4 it can.
    Source: engine bug: the reference engine counted "since its controller's most recent turn began" from the turn going on
    Passage: found by phasecheck explore, a disagreement with phase.rs and the JavaScript example engine

    Given the players are Amy and Nicole
    And Nicole controls Callous Oppressor as "oppressor", with Bear chosen, entered this turn
    And Amy controls Hill Giant as "giant"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "oppressor" can't attack
    When Nicole can't activate "oppressor" targeting "giant"
    And the game advances to Nicole's upkeep
    Then "oppressor" can attack
    When Nicole activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
