Feature: Neighbours of the state-based actions that the machine-made mutants found unguarded (704)
  Each scenario here kills mutants of the reference engine's state-based actions (engine/sba.py;
  python -m tests.mutation, docs/mutation.md) that every earlier scenario let live: a life total
  below 0, not only at 0, with the game going on for the players left.

  @id:mutant-704-5a-life-below-zero @rule:704.5a @rule:104.3b @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: With three players, combat damage that leaves a player at <after> life <outcome>
    Ruling: Amy has <life> life. Nicole attacks her with Hill Giant, a 3/3, and nobody blocks: the
      combat damage leaves Amy at <after> life. A player with 0 or less life loses the game the
      next time state-based actions are checked; with Oscar still in it, the game goes on to
      Oscar's turn.
    Source: Comprehensive Rules (2026)
    Passage: 704.5a, 0 or less life
    Also: Comprehensive Rules, August 2003: 420.5a, 0 or less life

    Given the players are Amy, Nicole and Oscar
    And Amy has <life> life
    And Nicole controls Hill Giant as "giant"
    And it is Nicole's precombat main phase of turn 2
    When Nicole attacks Amy with "giant"
    And the game advances to Oscar's upkeep
    Then Amy has <after> life
    And Amy <is> in the game
    And Nicole is in the game
    And it is Oscar's upkeep of turn 3

    Examples:
      | life | after | outcome             | is                |
      | 3    | 0     | loses the game      | is no longer      |
      | 2    | -1    | loses the game      | is no longer      |
      | 1    | -2    | loses the game      | is no longer      |
      | 4    | 1     | stays in the game   | is                |
