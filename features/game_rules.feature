Feature: The game rules the phasing rulings stand on
  Every ruling of the suite plays whole turns; these scenarios pin down the parts of the turn an
  engine must get right for the rulings to mean anything: the cleanup step's discard, state-based
  actions before anyone gets priority, and where a card returned to a hand goes in it.

  @id:game-cleanup-discards-to-seven @rule:514.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In the cleanup step the active player discards down to seven cards
    Ruling: At the start of the cleanup step, the active player discards until they hold seven
      cards; the first cards in hand order go when no choice is given.
    Source: cr-2026
    Passage: 514.1, discarding to maximum hand size
    Also: engine regression: no discard to maximum hand size

    Given Amy has Grizzly Bears in her hand as "first"
    And Amy has 8 Islands in her hand
    And it is Amy's end step
    When the game advances to Nicole's upkeep
    Then Amy has 7 cards in her hand
    And Amy has discarded 2 cards
    And "first" is in Amy's graveyard

  @id:game-state-based-actions-before-priority @rule:704.3 @rule:117.5 @rule:510.2 @rule:704.5g @edition:2009 @edition:2013 @edition:current
  Scenario: A creature dealt lethal combat damage dies before anyone gets priority
    Ruling: When the combat damage step begins, damage is dealt; before any player gets priority,
      state-based actions put the creature with lethal damage into its owner's graveyard.
    Source: cr-2026
    Passage: 704.3, state-based actions before a player receives priority
    Also: engine regression: state-based actions waited for the next action

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And all players pass priority
    Then it is Amy's combat damage step
    And "bears" is in Amy's graveyard
    And "giant" has 2 damage

  @id:game-a-card-returned-to-hand-joins-the-end @rule:400.1 @rule:701.9 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A card returned to a hand joins it at the end, so the first card in hand order is the oldest
    Ruling: A hand has no order of its own; the suite's default choice takes "the first eligible card
      in hand order", where cards are in the order they joined the hand. Teferi's Imp's discard,
      with no card chosen, takes the card that was there first, not the one Boomerang returned.
    Source: engine-guide
    Passage: §4, the order of a hand: a returned card joins the end
    Also: engine regression: a returned card went to the front of the hand

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
    Source: cr-2026
    Passage: 302.6, since the start of its controller's most recent turn
    Also: engine bug: the reference engine counted "since its controller's most recent turn began" from the turn going on (found by phasecheck explore, against phase.rs and the JavaScript example engine)

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

  @id:game-drawing-from-an-empty-library-loses @rule:121.4 @rule:704.5b @rule:104.2a @rule:504.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A player who has to draw from an empty library loses the game
    Ruling: Amy's library is empty when her draw step begins. She draws nothing, and the next time
      state-based actions are checked she loses: Nicole is left alone, and the game is over.
    Source: cr-2026
    Passage: 704.5b, drawing from an empty library
    Also: engine regression: drawing from an empty library

    Given Amy's library has 0 cards
    And it is Amy's upkeep of turn 3
    When the game advances to Amy's draw step
    Then Amy is no longer in the game
    And Nicole is in the game

  @id:game-the-draw-step-draws-a-card @rule:504.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The active player draws a card as their draw step begins, and the other player doesn't
    Ruling: As Amy's draw step begins she draws the top card of her library; Nicole draws nothing.
    Source: cr-2026
    Passage: 504.1, the active player draws a card
    Also: engine regression: the draw step

    Given it is Amy's upkeep of turn 3
    When the game advances to Amy's draw step
    Then Amy has drawn 1 card
    And Nicole has drawn 0 cards
    And "amy-library-1" is in Amy's hand

  @id:game-combat-ends-with-the-end-of-combat-step @rule:511.3 @rule:508.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Creatures stay attacking through the end of combat step and leave combat as it ends
    Ruling: Amy's Sandbar Crocodile, unblocked, is still attacking in the end of combat step; as that
      step ends it is removed from combat, and in the postcombat main phase it is no longer
      attacking. It stays tapped.
    Source: cr-2026
    Passage: 511.3, removed from combat as the end of combat step ends
    Also: engine regression: the end of combat

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And the game advances to Amy's end of combat step
    Then "crocodile" is attacking
    When the game advances to Amy's postcombat main phase
    Then "crocodile" is not attacking
    And "crocodile" is tapped

  @id:game-trigger-without-a-legal-target-is-removed @rule:603.3d @rule:603.6a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A triggered ability with no legal target is removed instead of going on the stack
    Ruling: Avalanche Riders enters while there is no land on the battlefield. Its ability triggers,
      but it has no legal target, so it is removed from the stack as it would be put there.
    Source: cr-2026
    Passage: 603.3d, a trigger with no legal target is removed
    Also: engine regression: triggers with no legal target

    Given Amy has Avalanche Riders in her hand as "riders"
    And it is Amy's precombat main phase of turn 3
    When Amy casts Avalanche Riders
    And the stack resolves
    Then "riders" is on the battlefield
    And "riders" has triggered 1 time
    And the stack is empty
    And no triggered abilities are waiting to be put on the stack

  @id:game-flying-is-blocked-only-by-flying-or-reach @rule:702.9b @rule:509.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature without flying or reach can't block Teferi's Imp, which has flying
    Ruling: Amy attacks with Teferi's Imp, which has flying. Nicole's Hill Giant can't block it, and the
      Imp deals Nicole 1 damage.
    Source: cr-2026
    Passage: 702.9b, flying
    Also: engine regression: flying

    Given Amy controls Teferi's Imp as "imp"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "imp"
    And Nicole can't block "imp" with "giant"
    Then "giant" is not blocking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 19 life

  @id:game-infect-damage-is-counters @rule:702.90b @rule:704.5q @rule:120.3 @edition:2009 @edition:2013 @edition:current
  Scenario: Combat damage from a creature with infect is -1/-1 counters, which remove the +1/+1 counter there was
    Ruling: Nicole's Hill Giant wearing Grafted Exoskeleton (5/5, infect) attacks, and Amy blocks with her
      Sandbar Crocodile with a +1/+1 counter (7/6). The Giant's damage is five -1/-1 counters, no marked
      damage; one of them and the +1/+1 counter remove each other, leaving four: the Crocodile is 2/1
      and survives, and the Giant, dealt 7 damage, dies.
    Source: cr-2026
    Passage: 702.90b, infect
    Also: engine regression: infect

    Given Nicole controls Hill Giant as "giant"
    And Nicole controls Grafted Exoskeleton as "exoskeleton", attached to "giant"
    And Amy controls Sandbar Crocodile as "crocodile", with 1 +1/+1 counter
    And it is Nicole's precombat main phase of turn 3
    When Nicole attacks with "giant"
    And Amy blocks "giant" with "crocodile"
    And the game advances to Nicole's postcombat main phase
    Then "crocodile" has 4 -1/-1 counters
    And "crocodile" has 0 +1/+1 counters
    And "crocodile" has 0 damage
    And "crocodile" is 2/1
    And "giant" is in Nicole's graveyard
