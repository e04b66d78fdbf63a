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

  @id:mutant-514-3a-a-game-that-ends-in-the-cleanup-step-stops-there @rule:104.2a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With Nicole at 0 life as the game begins in Amy's cleanup step, the state-based actions there end the game: no next turn begins
    Ruling: The game begins in Amy's cleanup step of turn 3, with Nicole at 0 life. In the cleanup
      step the state-based actions are performed: Nicole loses, and Amy, the one player left, wins.
      The game is over there, in Amy's cleanup step: no next turn begins, so Amy's Sandbar Crocodile
      does not phase out in an untap step and Amy draws no card.
    Source: cr-2026
    Passage: 514.3a, state-based actions in the cleanup step
    Also: cr-2026: 104.2a, a player still in the game wins once all their opponents have left it
    Also: cr-2003: 314.3, state-based actions in the cleanup step

    Given the players are Amy and Nicole
    And Nicole has 0 life
    And Amy controls Sandbar Crocodile as "crocodile"
    And it is Amy's cleanup step of turn 3
    When the game advances to Amy's end step
    Then Nicole is no longer in the game
    And Amy is in the game
    And it is Amy's cleanup step of turn 3
    And "crocodile" is phased in
    And Amy has drawn 0 cards

  @id:mutant-advance-to-a-player-who-left @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole has left the game: the game can't advance to her upkeep, which never comes, though Oscar would lose on the way
    Ruling: Amy, Nicole and Oscar play; Nicole concedes in Amy's turn. She has no more turns, so the
      game can't advance to Nicole's upkeep: the advance is refused, and the game stays in Amy's main
      phase (were it played on, Oscar, with one card in his library, would lose at his second draw
      step). Advancing to Oscar's upkeep is still possible.
    Source: cr-2026
    Passage: 800.4a, a player who leaves the game takes no more turns
    Also: engine-guide: §3, an advance to a step of a player who has left the game is refused

    Given the players are Amy, Nicole and Oscar
    And Oscar's library has 1 card
    And it is Amy's precombat main phase of turn 1
    When Nicole concedes
    And the game can't advance to Nicole's upkeep
    Then it is Amy's precombat main phase of turn 1
    And Oscar is in the game
    And Oscar has drawn 0 cards
    When the game advances to Oscar's upkeep
    Then it is Oscar's upkeep of turn 2

  @id:mutant-the-stack-resolves-two-hundred-objects @rule:117.4
  @edition:current
  Scenario: Time and Tide phases in 199 of Amy's Teferi's Imps: the stack resolves all 200 objects, and Amy draws 199 cards
    Ruling: Amy controls 199 Teferi's Imps, all phased out, and casts Time and Tide: they all phase
      in, and each Imp's "whenever it phases in, draw a card" triggers. All players pass until the
      stack is empty: Time and Tide and the 199 triggered abilities resolve, 200 objects, and Amy
      draws 199 cards. However many objects the stack holds, it resolves one by one until it is empty.
    Source: cr-2026
    Passage: 117.4, if all players pass in succession, the top object of the stack resolves
    Also: engine regression: a limit on how many objects resolve in a row

    Given the players are Amy and Nicole
    And Amy controls 199 Teferi's Imps, phased out
    And Amy's library has 250 cards
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Time and Tide
    And the stack resolves
    Then the stack is empty
    And Amy has drawn 199 cards
    And "teferi-s-imp-199" is phased in
