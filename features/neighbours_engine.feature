Feature: Neighbours of engine rules the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine that every earlier scenario let live
  (python -m tests.mutation, docs/mutation.md): a rule the suite plays, in the case next to the one
  it had: the next turn, a creature that flies, fewer cards than the count starts at.

  @id:neighbour-305-2-a-land-again-next-turn @rule:305.2 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A player who played a land this turn plays another in her next turn
    Ruling: Amy plays an Island in her turn; in her next turn she may play one again: the one land
      a turn is counted anew each turn.
    Source: cr-2026
    Passage: 305.2, one land each turn
    Also: engine regression: land drops

    Given the players are Amy and Nicole
    And Amy has 2 Islands in her hand
    And it is Amy's precombat main phase
    When Amy plays Island
    And the game advances to Amy's precombat main phase
    And Amy plays Island
    Then Amy has 1 card in her hand

  @id:neighbour-509-1-flying-attacker-and-a-blocker-without-flying @rule:509.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Grizzly Bears can't block a flying Shimmering Efreet
    Ruling: Amy's Shimmering Efreet, a 2/2 flyer, attacks Nicole. Nicole's Grizzly Bears have neither
      flying nor reach and can't block it; the Efreet deals 2 damage to Nicole.
    Source: cr-2026
    Passage: 702.9b, flying
    Also: engine regression: a flying attacker and a blocker without flying or reach

    Given the players are Amy and Nicole
    And Amy controls Shimmering Efreet as "efreet"
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase
    Then "efreet" is 2/2
    When Amy attacks with "efreet"
    And Nicole can't block "efreet" with "bears"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 18 life

  @id:neighbour-ivory-tower-with-few-cards @rule:603.2 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ivory Tower gains nothing with fewer than five cards in hand
    Ruling: Ivory Tower: at the beginning of Amy's upkeep she gains 1 life for each card in her hand
      beyond four. With two cards in her hand she gains nothing.
    Source: Gatherer ruling on Ivory Tower (2004-10-04)
    Passage: four or fewer cards, no effect
    Also: engine regression: a triggered ability counting cards in hand

    Given the players are Amy and Nicole
    And Amy controls Ivory Tower as "tower"
    And Amy has 2 Islands in her hand
    And it is Nicole's precombat main phase
    When the game advances to Amy's draw step
    Then "tower" has triggered
    And Amy has 20 life
