Feature: Neighbours of the game's clock and setup that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/game.py (the moments events
  happen at, the turns each player's most recent turn began, the moment the setup's permanents
  arrived) that every earlier scenario let live (python -m tests.mutation, docs/mutation.md): echo
  for a creature cast after its controller's upkeep, not only one set up as having entered; a {T}
  ability activated by the player whose turn it is not, in a turn past the first few; the 2003
  legend rule between two legends that both came into play during the game, and between a legend
  of the setup and one played after a long library was set up.

  @id:mutant-echo-for-riders-cast-after-amys-upkeep @rule:702.30a @rule:603.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders cast after Amy's upkeep owe echo at her next upkeep, not at Nicole's
    Ruling: Amy's upkeep of turn 3 begins and ends; then, in her main phase, she casts Avalanche
      Riders. They came under her control after her last upkeep began, so echo triggers at her next
      upkeep (turn 5), and not at Nicole's upkeep, which comes first and is not hers.
    Source: cr-2026
    Passage: 702.30a, echo

    Given Amy has Avalanche Riders in her hand as "riders"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    And the game advances to Amy's precombat main phase
    And Amy casts Avalanche Riders
    And the stack resolves
    Then "riders" is on the battlefield
    And "riders" has triggered 1 time
    When the game advances to Nicole's upkeep
    Then "riders" has triggered 1 time
    When the game advances to Amy's upkeep
    Then "riders" has triggered 2 times

  @id:mutant-tap-ability-in-the-other-players-late-turn @rule:302.6
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: In Amy's turn <turn>, Nicole taps Callous Oppressor she has controlled since before her own last turn
    Ruling: Nicole has controlled Callous Oppressor continuously since before her most recent turn
      began (the turn before Amy's turn <turn>), so she may activate its {T} ability in Amy's turn:
      she gains control of Amy's Hill Giant.
    Source: cr-2026
    Passage: 302.6, continuously controlled since their most recent turn began

    Given Nicole controls Callous Oppressor as "oppressor"
    And Amy controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn <turn>
    When Nicole activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "oppressor" is tapped

    Examples:
      | turn |
      | 3    |
      | 4    |
      | 7    |

  @id:mutant-2003-legend-rule-between-two-played-isles @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules, of two Teferi's Isles played in the game, the one played last stays
    Ruling: Amy plays a Teferi's Isle in her turn 3, Nicole plays one in her turn 4. The 2003 legend
      rule keeps the legendary permanent that has been in play the shortest time, whoever controls
      the other: Nicole's stays, Amy's goes to her graveyard.
    Source: cr-2003
    Passage: 420.5e, the legend rule
    Also: forum-2003-phasing: 502.15k, a tie sends them all

    Given Amy has Teferi's Isle in her hand as "amy's isle"
    And Nicole has Teferi's Isle in her hand as "nicole's isle"
    And it is Amy's precombat main phase of turn 3
    When Amy plays Teferi's Isle
    And the game advances to Nicole's precombat main phase
    And Nicole plays Teferi's Isle
    Then "amy's isle" is in Amy's graveyard
    And "nicole's isle" is on the battlefield

  @id:mutant-2003-legend-rule-setup-isle-after-a-long-library @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules a Teferi's Isle played stays over one of the setup, however many cards were set up before it
    Ruling: Amy's library holds 200 cards and she controls a Teferi's Isle as the game begins. She
      plays a second one: it is the one most recently come into play, so it stays and the other goes.
    Source: cr-2003
    Passage: 420.5e, the legend rule

    Given Amy's library has 200 cards
    And Amy controls Teferi's Isle as "old isle"
    And Amy has Teferi's Isle in her hand as "new isle"
    And it is Amy's precombat main phase of turn 3
    When Amy plays Teferi's Isle
    Then "old isle" is in Amy's graveyard
    And "new isle" is on the battlefield
