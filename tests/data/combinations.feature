@edition:current @rule:702.26b
Feature: Combinations of the card pool that no ruling names
  Not part of the suite: a test plays these to check that the engine gets combinations of its
  cards right, and that new situations need no new Python.

  @id:combination-1
  Scenario: Curse on Shackles ends the steal at Amy's untap step
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls 3 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Teferi's Curse in her hand as "curse"
    When Amy activates "shackles" targeting "bears"
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole casts Teferi's Curse targeting "shackles"
    And the stack resolves
    Then "bears" is controlled by Amy
    When the game advances to Amy's upkeep
    Then "shackles" is phased out
    And "curse" is phased out indirectly
    And "bears" is controlled by Nicole

  @id:combination-2
  Scenario: Boomerang the cursed creature
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Nicole controls Grizzly Bears as "bears"
    And Amy controls Teferi's Curse as "curse", attached to "bears"
    And Amy has Boomerang in her hand
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Nicole's hand
    And "curse" is in Amy's graveyard

  @id:combination-3
  Scenario: Scepter imprints from hand and copies Reality Ripple
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy has Isochron Scepter in her hand as "scepter"
    And Amy has Reality Ripple in her hand
    And Nicole controls Hill Giant as "giant"
    When Amy casts Isochron Scepter
    And the stack resolves
    Then "scepter" has Reality Ripple imprinted
    And Amy has 0 cards in her hand
    When Amy will choose target "giant"
    And Amy activates "scepter"
    And the stack resolves
    Then "giant" is phased out

  @id:combination-4
  Scenario: Dominated Imp triggers for its controller
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Nicole controls Teferi's Imp as "imp"
    And Amy has Dominate and 2 Islands in her hand
    And Nicole has 3 Islands in her hand
    When Amy casts Dominate targeting "imp", with X = 3
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "imp" is phased out
    And 1 triggered ability is waiting to be put on the stack
    When the stack resolves
    Then Amy has discarded 1 card
    And Nicole has discarded 0 cards

  @id:combination-5
  Scenario: Wrath kills the germ, Batterskull stays unattached; Batterskull bounce kills germ
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy has Wrath of God in her hand
    When Amy casts Wrath of God
    And the stack resolves
    Then "germ" has ceased to exist
    And "batterskull" is not attached to anything
    And "batterskull" has become unattached
    And Nicole has 20 life

  @id:combination-6
  Scenario: Batterskull returns to hand
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole controls an Island
    When Amy activates "batterskull"
    And the stack resolves
    Then "batterskull" is in Amy's hand
    And "germ" has ceased to exist
    When Amy can't activate ability 2 of "batterskull"

  @id:combination-7
  Scenario: Two Isles, one phased out; phase in -> legend rule
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls Teferi's Isle as "old", phased out
    And Amy has Teferi's Isle in her hand as "new"
    And Nicole controls an Island
    When Amy plays Teferi's Isle
    And the game advances to Amy's postcombat main phase
    Then "new" is on the battlefield
    And "old" is phased out
    When Amy will keep "old"
    And the game advances to Amy's upkeep
    Then "new" is phased out
    And "old" is phased in

  @id:combination-8
  Scenario: Giant Growth then phase out; phases in normal size
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth in her hand
    And Nicole has Reality Ripple in her hand
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then "bears" is 5/5
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is 2/2

  @id:combination-9
  Scenario: Batterskull germ attacks with lifelink and vigilance
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole controls Teferi's Imp as "imp"
    When Amy attacks with "germ"
    And Nicole blocks "germ" with "imp"
    And the game advances to Amy's end step
    Then Amy has 24 life
    And "germ" is untapped
    And "imp" is in Nicole's graveyard

  @id:combination-10
  Scenario: phased-out isle can't be tapped for mana; Savor + Imp no triggers
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls Teferi's Isle as "isle", phased out
    And Amy controls Teferi's Imp as "imp"
    And Amy has Savor the Moment in her hand
    And Nicole controls an Island
    When Amy can't activate "isle"
    And Amy casts Savor the Moment
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "imp" has not triggered
    And "imp" is phased in
    And no triggered abilities are waiting to be put on the stack
    And "isle" is phased out

  @id:combination-setup-shackles-effect
  Scenario: A control effect in force at the start ends when its Shackles phase out
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Reality Ripple in her hand
    Then "bears" is controlled by Amy
    And "bears" can attack
    When Nicole casts Reality Ripple targeting "shackles"
    And all players pass priority
    Then "bears" is controlled by Nicole
    And "bears" can't attack
    And "shackles" can't attack

  @id:combination-until-end-of-turn-control-phased-out
  Scenario: A control effect until end of turn ends while the creature is phased out; it phases in for its borrower
    Ruling: see the title
    Source: tests/data/combinations.feature
    Passage: engine regression

    Given Amy controls Sandbar Crocodile owned by Nicole as "crocodile"
    And Amy controls "crocodile" through Dominate, until end of turn
    And Nicole has Reality Ripple in her hand
    When Nicole casts Reality Ripple targeting "crocodile"
    And the stack resolves
    And the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    And "crocodile" is controlled by Nicole
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" is controlled by Nicole
