Feature: Neighbours of rules that hand-written plausible bugs found unguarded
  Each scenario here kills a plausible bug of the reference engine, written by hand as engines ship
  them, that every earlier scenario let live: a rule the suite plays, in the case next to the one it
  had: a skipped untap step, the player whose turn it isn't, a phased-out permanent that isn't a
  creature, a blocker whose attacker left combat, a creature one player owns and another controls.

  @id:neighbour-502-3-a-skipped-untap-step-untaps-nothing @rule:502.3 @rule:500.7 @rule:702.26m
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In an extra turn without an untap step, Amy's tapped Grizzly Bears stay tapped
    Ruling: Amy casts Savor the Moment: she takes an extra turn and skips its untap step, so nothing
      untaps in it (nor phases). Her tapped Grizzly Bears stay tapped in that turn's upkeep, and untap
      in her next untap step, after Nicole's turn.
    Source: cr-2026
    Passage: 502.3, the active player untaps their permanents in the untap step
    Also: engine regression: a skipped untap step

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", tapped
    And Amy has Savor the Moment in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Savor the Moment
    And the stack resolves
    And the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 4
    And "bears" is tapped
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 6
    And "bears" is untapped

  @id:neighbour-514-1-only-the-active-player-discards @rule:514.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In Amy's cleanup step only Amy discards to seven cards; Nicole discards in her own
    Ruling: Amy and Nicole each hold nine cards as Amy's turn ends. In Amy's cleanup step only the
      active player, Amy, discards down to her maximum hand size: Nicole keeps nine. Nicole draws a
      tenth in her draw step and discards three in her own cleanup step.
    Source: cr-2026
    Passage: 514.1, the active player discards down to their maximum hand size
    Also: engine regression: the cleanup step's discard, the player whose turn it isn't

    Given Amy has 9 Islands in her hand
    And Nicole has 9 Islands in her hand
    And it is Amy's end step
    When the game advances to Nicole's upkeep
    Then Amy has discarded 2 cards
    And Nicole has discarded 0 cards
    And Amy has 7 cards in her hand
    And Nicole has 9 cards in her hand
    When the game advances to Amy's upkeep
    Then Nicole has discarded 3 cards
    And Amy has discarded 2 cards
    And Nicole has 7 cards in her hand

  @id:neighbour-time-and-tide-leaves-a-phased-out-artifact-out @rule:702.26a @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Time and Tide phases in Amy's phased-out Sandbar Crocodile, not her phased-out Ivory Tower
    Ruling: Time and Tide phases in all phased-out creatures, and only them: Amy's phased-out Ivory
      Tower, an artifact, stays phased out until her next untap step, where it phases in.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: engine regression: an effect that phases in some phased-out permanents

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Ivory Tower as "tower", phased out
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Time and Tide
    And the stack resolves
    Then "crocodile" is phased in
    And "tower" is phased out
    When the game advances to Amy's upkeep
    Then "tower" is phased in

  @id:neighbour-510-1d-a-blocker-whose-attacker-left-combat-deals-no-damage @rule:510.1d @rule:506.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole blocks Amy's Hill Giant and then takes it with Dominate: her Grizzly Bears deal it no damage
    Ruling: Nicole blocks Amy's attacking Hill Giant with Grizzly Bears, then takes the Giant with
      Dominate. Its controller has changed, so it is removed from combat; the Bears block no creature
      now and assign no combat damage, and the Giant deals none. No one is dealt damage.
    Source: cr-2026
    Passage: 510.1d, a blocking creature blocking no creatures assigns no combat damage
    Also: engine regression: removal from combat when the controller changes

    Given Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "giant"
    And Nicole blocks "giant" with "bears"
    And Nicole casts Dominate with X = 4, targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "giant" is not attacking
    When the game advances to Amy's postcombat main phase
    Then "giant" has 0 damage
    And "bears" has 0 damage
    And "bears" is on the battlefield
    And Nicole has 20 life

  @id:neighbour-702-15b-lifelink-gains-the-controller-life @rule:702.15b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Grizzly Bears, controlled by Amy and equipped with Batterskull, gain Amy life
    Ruling: Amy controls Nicole's Grizzly Bears and has equipped them with her Batterskull (+4/+4,
      vigilance, lifelink). They attack Nicole unblocked: Nicole loses 6 life, and the controller of
      the source of the damage, Amy, not its owner, gains 6.
    Source: cr-2026
    Passage: 702.15b, lifelink: the source's controller gains that much life
    Also: engine regression: owner and controller

    Given Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls Batterskull as "batterskull", attached to "bears"
    And it is Amy's precombat main phase of turn 3
    Then "bears" is 6/6
    When Amy attacks with "bears"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 14 life
    And Amy has 26 life

  @id:neighbour-704-5j-the-controller-chooses-in-anothers-turn @rule:704.5j
  @edition:2013 @edition:current
  Scenario: In Amy's turn, Nicole, who controls two Teferi's Isles, chooses which one she keeps
    Ruling: The player who controls two legendary permanents with the same name chooses one of them
      to keep, whose turn it is or not: Nicole keeps the first Teferi's Isle, and the second goes to
      her graveyard.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule, the player whose turn it isn't

    Given the players are Amy and Nicole
    And Nicole controls Teferi's Isle as "first isle"
    And Nicole controls Teferi's Isle as "second isle"
    And it is Amy's precombat main phase
    When Nicole will keep "first isle"
    And all players pass priority
    Then "first isle" is on the battlefield
    And "second isle" is in Nicole's graveyard

  @id:neighbour-514-3a-no-priority-in-a-cleanup-step-that-performs-nothing @rule:514.3a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Damage wears off Amy's Grizzly Bears in her cleanup step; no state-based action follows, so the turn ends
    Ruling: In Amy's cleanup step the damage marked on her Grizzly Bears wears off. The game then
      checks the state-based actions, but none is performed and nothing triggered, so no player gets
      priority and there is no other cleanup step: when the players pass, Nicole's turn begins.
    Source: cr-2026
    Passage: 514.3a, state-based actions in the cleanup step
    Also: cr-2003: 314.3, state-based actions in the cleanup step

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", with 1 damage
    And it is Amy's end step of turn 3
    When all players pass priority
    Then it is Amy's cleanup step of turn 3
    And "bears" has 0 damage
    When all players pass priority
    Then it is Nicole's untap step of turn 4
    And "bears" is on the battlefield
