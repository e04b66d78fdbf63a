Feature: Neighbours of the turn's steps that the machine-made mutants found unguarded (500-514)
  Each scenario here kills mutants of the reference engine's turn structure (engine/turns.py;
  python -m tests.mutation, docs/mutation.md) that every earlier scenario let live: echo paid
  once is owed no more, since the permanent has been under its controller's control since the
  beginning of their last upkeep.

  @id:mutant-702-30a-echo-paid-is-owed-no-more @rule:702.30a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders Amy took and paid echo for don't owe it again at her next upkeep
    Ruling: Amy gains control of Nicole's Avalanche Riders with Dominate in Nicole's end step. Echo
      triggers at Amy's next upkeep, and she pays it (mana costs are waived, so she chooses to pay):
      the Riders stay. At her following upkeep they have been under her control since the beginning
      of her last upkeep, so echo doesn't trigger again.
    Source: cr-2026
    Passage: 702.30a, echo

    Given Nicole controls Avalanche Riders as "riders"
    And Amy has Dominate in her hand
    And it is Nicole's end step of turn 2
    When Amy casts Dominate with X = 4, targeting "riders"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "riders" has triggered 1 time
    When the stack resolves
    Then "riders" is controlled by Amy
    When the game advances to Amy's upkeep
    Then "riders" has triggered 1 time
    And "riders" is controlled by Amy

  @id:mutant-514-1-discard-to-seven @rule:514.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: With <held> cards in her hand at her cleanup step, Amy discards <discarded>
    Ruling: Amy's maximum hand size is seven. In her cleanup step she discards down to it: with
      <held> cards in her hand she discards <discarded>, and keeps <kept>.
    Source: cr-2026
    Passage: 514.1, discarding to maximum hand size
    Also: cr-2003: 314.1, discarding to maximum hand size

    Given Amy has <held> Islands in her hand
    And it is Amy's end step of turn 2
    When the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 3
    And Amy has discarded <discarded> cards
    And Amy has <kept> cards in her hand

    Examples:
      | held | discarded | kept |
      | 8    | 1         | 7    |
      | 7    | 0         | 7    |

  @id:mutant-305-2-one-land-in-each-turn @rule:305.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A player plays one land in each of her turns: one again in her next turn, and not two
    Ruling: Amy plays an Island in her turn, and can't play a second one. In her next turn she may
      play a land again, one: she plays an Island, and can't play another.
    Source: cr-2026
    Passage: 305.2, one land each turn

    Given the players are Amy and Nicole
    And Amy has 4 Islands in her hand
    And it is Amy's precombat main phase of turn 1
    When Amy plays Island
    And Amy can't play Island
    And the game advances to Amy's precombat main phase
    And Amy plays Island
    And Amy can't play Island
    Then Amy has 3 cards in her hand
    And it is Amy's precombat main phase of turn 3

  @id:mutant-514-3a-legend-rule-in-the-cleanup-step @rule:704.5j @rule:702.26a
  @edition:current
  Scenario: A control effect that ends in the cleanup step makes the legend rule apply there, before the next untap step
    Ruling: Amy controls Nicole's Teferi's Isle until end of turn; Nicole controls another Teferi's
      Isle. In Amy's cleanup step the control effect ends and Nicole controls both: the game checks
      the state-based actions then (514.3a), and the legend rule has Nicole keep one, the newer, and
      put the other into her graveyard. Only the one she kept is there to phase out in her untap
      step.
    Source: cr-2026
    Passage: 514.3a, state-based actions in the cleanup step
    Also: cr-2026: 704.5j, the legend rule

    Given the players are Amy and Nicole
    And Amy controls Teferi's Isle owned by Nicole as "borrowed isle"
    And Amy controls "borrowed isle" through Dominate, until end of turn
    And Nicole controls Teferi's Isle as "isle"
    And it is Amy's end step of turn 2
    When the game advances to Nicole's upkeep
    Then "borrowed isle" is in Nicole's graveyard
    And "borrowed isle" has been put into a graveyard by the legend rule
    And "isle" is phased out

  @id:mutant-advance-to-the-step-the-game-is-in @rule:117.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Advancing to the step the game is already in goes on to that step of the player's next turn
    Ruling: Amy casts Grizzly Bears in her precombat main phase, and the game advances to her
      precombat main phase: the Bears resolve, the game stays in this main phase, and then passes on
      to the next time it begins, in her next turn. Nicole's turn comes between.
    Source: engine-guide
    Passage: advance, if it is that step now, the same step of a later turn

    Given the players are Amy and Nicole
    And Amy has Grizzly Bears in her hand
    And it is Amy's precombat main phase of turn 1
    When Amy casts Grizzly Bears
    And the game advances to Amy's precombat main phase
    Then it is Amy's precombat main phase of turn 3
    And Amy has 1 card in her hand
