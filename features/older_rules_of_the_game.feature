Feature: Rules of the game that changed between the editions, besides phasing
  The 2003 rules put combat damage on the stack (310): the damage assigned as the combat damage step
  began waited there, players could act, and it was dealt as assigned when it resolved, even by a
  creature no longer in play, but not to one. Mana emptied from the mana pools at the end of each
  phase, and each unused mana made its player lose 1 life (mana burn). +1/+1 and -1/-1 counters
  stayed side by side until Shadowmoor (2008). Magic 2010 made combat damage a turn-based action,
  emptied mana pools at the end of each step with no mana burn, and kept the counters rule, as the
  rules do today.

  @id:older-2003-combat-damage-uses-the-stack @rule:510.2 @rule:704.3 @edition:2003
  Scenario: Under the 2003 rules combat damage goes on the stack, and is dealt when it resolves
    Ruling: Amy's Grizzly Bears attack and Nicole's Hill Giant blocks. As the combat damage step
      begins, the damage is assigned and put on the stack as one object: nothing is dealt yet. When
      the stack resolves, the Bears take 3 and die, and the Giant has 2 damage.
    Source: cr-2003
    Passage: 310, combat damage on the stack

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And all players pass priority
    Then it is Amy's combat damage step
    And the stack holds 1 object
    And "bears" is on the battlefield
    And "giant" has 0 damage
    When the stack resolves
    Then "bears" is in Amy's graveyard
    And "giant" has 2 damage

  @id:older-2003-phased-out-attacker-still-deals-its-damage @rule:510.2 @rule:702.26b @edition:2003
  Scenario: Under the 2003 rules an attacker phased out with its damage on the stack still deals it, and takes none
    Ruling: With the combat damage on the stack, Amy phases out her blocked Grizzly Bears. The damage
      is dealt as it was assigned: the Bears, out of play, still deal their 2 to the Giant, but the
      Giant's 3 assigned to the Bears are not dealt, since the Bears are no longer in play.
    Source: cr-2003
    Passage: 310.4, damage dealt as assigned

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And all players pass priority
    And Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" has 0 damage
    And "giant" has 2 damage

  @id:older-2003-blocker-returned-to-hand-deals-its-damage @rule:510.2 @edition:2003
  Scenario: Under the 2003 rules a blocker returned to its owner's hand with the damage on the stack still deals its damage
    Ruling: With the combat damage on the stack, Nicole returns her blocking Hill Giant to her hand.
      The Giant's damage is dealt as assigned, from the Giant as it last existed: the Bears die. The
      Bears' damage to the Giant is not dealt.
    Source: cr-2003
    Passage: 310.4, damage dealt as assigned

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And all players pass priority
    And Nicole casts Boomerang targeting "giant"
    And the stack resolves
    Then "giant" is in Nicole's hand
    And "bears" is in Amy's graveyard

  @id:older-combat-damage-is-dealt-as-the-step-begins @rule:510.2 @rule:510.1a @edition:2009 @edition:2013 @edition:current
  Scenario: Since Magic 2010 combat damage is dealt as the combat damage step begins, with nothing on the stack
    Ruling: Amy's unblocked Sandbar Crocodile deals its damage as the combat damage step begins, before
      any player could act: Nicole has 14 life and the stack is empty.
    Source: m10-rules-changes
    Passage: combat damage no longer uses the stack

    Given Amy controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And the game advances to Amy's combat damage step
    Then Nicole has 14 life
    And the stack is empty

  @id:older-2003-unblocked-damage-waits-on-the-stack @rule:510.2 @edition:2003
  Scenario: Under the 2003 rules an unblocked Sandbar Crocodile's damage waits on the stack
    Ruling: As the combat damage step begins, the Crocodile's damage goes on the stack; Nicole still
      has 20 life until it resolves.
    Source: cr-2003
    Passage: 310, combat damage on the stack

    Given Amy controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And the game advances to Amy's combat damage step
    Then Nicole has 20 life
    And the stack holds 1 object
    When the stack resolves
    Then Nicole has 14 life

  @id:older-2003-mana-burn @rule:500.4 @edition:2003
  Scenario: Under the 2003 rules unused mana stays until the phase ends, then burns its player
    Ruling: Amy taps her Island for {U} in her upkeep. The mana stays through her draw step, in the
      same phase; as the beginning phase ends it empties, and Amy loses 1 life for it.
    Source: cr-2003
    Passage: 300.3, mana burn

    Given Amy controls an Island as "island"
    And it is Amy's upkeep of turn 3
    When Amy activates "island"
    Then Amy has {U} in her mana pool
    When the game advances to Amy's draw step
    Then Amy has {U} in her mana pool
    And Amy has 20 life
    When the game advances to Amy's precombat main phase
    Then Amy has no mana in her mana pool
    And Amy has 19 life

  @id:older-mana-empties-each-step-without-burn @rule:500.4 @edition:2009 @edition:2013 @edition:current
  Scenario: Since Magic 2010 unused mana empties as each step ends, and costs no life
    Ruling: Amy taps her Island for {U} in her upkeep. It is gone as the upkeep ends, and Amy loses no
      life for it.
    Source: m10-rules-changes
    Passage: mana burn removed, mana empties each step

    Given Amy controls an Island as "island"
    And it is Amy's upkeep of turn 3
    When Amy activates "island"
    Then Amy has {U} in her mana pool
    When the game advances to Amy's draw step
    Then Amy has no mana in her mana pool
    And Amy has 20 life

  @id:older-2003-mana-burn-of-the-other-player @rule:500.4 @edition:2003
  Scenario: Under the 2003 rules mana burn hits the player whose mana it is, in another player's turn too
    Ruling: In Amy's end step Nicole taps her Island for {U} and doesn't use it. As the ending phase
      ends the mana empties and Nicole loses 1 life; Amy loses none.
    Source: cr-2003
    Passage: 300.3, mana burn

    Given Nicole controls an Island as "island"
    And it is Amy's end step of turn 3
    When Nicole activates "island"
    And the game advances to Nicole's upkeep
    Then Nicole has 19 life
    And Amy has 20 life

  @id:older-counters-annihilate @rule:704.5q @rule:122.1 @rule:613.4c @edition:2009 @edition:2013 @edition:current
  Scenario: +1/+1 and -1/-1 counters on one creature remove each other
    Ruling: Amy's Grizzly Bears have two +1/+1 counters and one -1/-1 counter. The next time
      state-based actions are checked, one of each is removed: one +1/+1 counter stays, and the Bears
      are 3/3.
    Source: shm-rules-changes
    Passage: +1/+1 and -1/-1 counters

    Given Amy controls Grizzly Bears as "bears", with 2 +1/+1 counters and with 1 -1/-1 counter
    And it is Amy's precombat main phase of turn 3
    When all players pass priority
    Then "bears" has 1 +1/+1 counter
    And "bears" has 0 -1/-1 counters
    And "bears" is 3/3

  @id:older-2003-counters-stay-side-by-side @rule:704.5q @rule:122.1 @edition:2003
  Scenario: Under the 2003 rules +1/+1 and -1/-1 counters stay side by side
    Ruling: Amy's Grizzly Bears have two +1/+1 counters and one -1/-1 counter. Before Shadowmoor no
      rule removed them: both kinds stay, and the Bears are 3/3.
    Source: shm-rules-changes
    Passage: +1/+1 and -1/-1 counters

    Given Amy controls Grizzly Bears as "bears", with 2 +1/+1 counters and with 1 -1/-1 counter
    And it is Amy's precombat main phase of turn 3
    When all players pass priority
    Then "bears" has 2 +1/+1 counters
    And "bears" has 1 -1/-1 counter
    And "bears" is 3/3

  @id:older-phased-out-counters-wait-for-phasing-in @rule:704.5q @rule:702.26b @rule:702.26d @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out creature's +1/+1 and -1/-1 counters stay until it phases in
    Ruling: State-based actions don't see a phased-out permanent: Amy's phased-out Bears keep their
      +1/+1 and -1/-1 counters. Once they phase in at her untap step, the counters remove each other.
    Source: cr-2026-702.26
    Passage: 702.26d, counters remain

    Given Amy controls Grizzly Bears as "bears", phased out, with 2 +1/+1 counters and with 1 -1/-1 counter
    And it is Nicole's precombat main phase of turn 3
    When all players pass priority
    Then "bears" has 2 +1/+1 counters
    And "bears" has 1 -1/-1 counter
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" has 1 +1/+1 counter
    And "bears" has 0 -1/-1 counters
