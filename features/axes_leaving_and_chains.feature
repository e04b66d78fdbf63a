Feature: Neighbouring cases: each way of leaving the battlefield, and state-based actions in a chain
  A permanent leaves the battlefield for a graveyard, a hand or exile, with its owner when they
  leave the game, or by ceasing to exist; phasing out is none of these. Each way is a new object
  (400.7) and ends what lasts until it leaves; an Aura or Equipment left behind is dealt with by
  state-based actions, performed again and again until none applies (704.3), so one can make the
  next.

  @id:axes-aura-phased-out-alone-falls-off-an-exiled-borrowed-creature @rule:702.26i @rule:704.5m @rule:701.13a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Pacifism that phased out on its own phases in unattached and goes to the graveyard after its creature, one player's and another's, was exiled
    Ruling: Amy controls Nicole's Hill Giant through Dominate; Nicole's Pacifism enchants it. Nicole
      phases out only the Pacifism with Clever Concealment, then exiles the Giant with Oblivion Ring.
      The Pacifism stays out through Amy's untap step (it phased out under Nicole's control) and
      phases in at Nicole's: the creature it remembers has left the battlefield, so it phases in
      unattached and goes to Nicole's graveyard.
    Source: cr-2026-702.26
    Passage: 702.26i, phases in unattached
    Also: forum-2003-phasing: 502.15j, host left play
    Also: mtg-forum-de-phasing: 702.23h
    Also: it-wiki-fase: 702.25h
    Also: engine-bugs: case 15

    Given Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Dominate
    And Nicole controls Pacifism as "pacifism", attached to "giant"
    And Nicole has Clever Concealment in her hand
    And Nicole has Oblivion Ring in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Clever Concealment targeting "pacifism"
    And the stack resolves
    Then "pacifism" is phased out directly under Nicole's control
    When Nicole will choose target "giant"
    And Nicole casts Oblivion Ring
    And the stack resolves
    Then "giant" is in exile
    When the game advances to Amy's upkeep
    Then "pacifism" is phased out
    When the game advances to Nicole's upkeep
    Then "pacifism" is in Nicole's graveyard

  @id:axes-lethal-combat-damage-then-aura-and-equipment @rule:704.5g @rule:704.5m @rule:704.5n @rule:704.3 @rule:117.5
  @edition:2009 @edition:2013 @edition:current
  Scenario: Grizzly Bears dealt lethal combat damage die, and then the Aura on them goes to the graveyard and the Equipment becomes unattached, before anyone gets priority
    Ruling: Amy's Grizzly Bears, wearing her Vulshok Morningstar and Nicole's Teferi's Curse, attack
      and are blocked by Nicole's Sandbar Crocodile. Combat damage is dealt as the combat damage step
      begins, and before any player gets priority the state-based actions are performed until none
      applies: the Bears are destroyed for the lethal damage, and that makes the next ones: the Curse,
      attached to nothing, goes to Nicole's graveyard, and the Morningstar becomes unattached and
      stays. The Crocodile has 4 damage.
    Source: cr-2026
    Passage: 704.3, state-based actions are checked again until none applies

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole controls Teferi's Curse as "curse", attached to "bears"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "crocodile"
    And the game advances to Amy's combat damage step
    Then "bears" is in Amy's graveyard
    And "curse" is in Nicole's graveyard
    And "morningstar" is not attached to anything
    When the game advances to Amy's postcombat main phase
    Then "bears" is in Amy's graveyard
    And "curse" is in Nicole's graveyard
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
    And "crocodile" has 4 damage

  @id:axes-2003-lethal-combat-damage-then-aura-and-equipment @rule:704.5g @rule:704.5m @rule:704.5n @rule:704.3
  @edition:2003
  Scenario: Under the 2003 rules, Grizzly Bears dealt lethal combat damage as it resolves die, and then the Aura on them goes to the graveyard and the Equipment becomes unattached
    Ruling: As under today's rules, but combat damage uses the stack: it is dealt as it resolves, and
      then the state-based actions are performed until none applies: the Bears die, the Curse goes
      to Nicole's graveyard and the Morningstar becomes unattached.
    Source: cr-2003
    Passage: 310.4, damage dealt as assigned

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole controls Teferi's Curse as "curse", attached to "bears"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "crocodile"
    And the game advances to Amy's combat damage step
    Then "bears" is on the battlefield
    When the stack resolves
    Then "bears" is in Amy's graveyard
    And "curse" is in Nicole's graveyard
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
    And "crocodile" has 4 damage

  @id:axes-batterskull-leaves-its-germ-dies-and-the-aura-follows @rule:702.92a @rule:704.5f @rule:704.5d @rule:704.5m @rule:704.3 @rule:117.5
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull returned to hand leaves its Germ a 0/0: the Germ dies and ceases to exist, and the Aura on it goes to the graveyard
    Ruling: Amy returns Batterskull to her hand. The Phyrexian Germ it was attached to is a 0/0 again
      and goes to the graveyard; that makes the next state-based actions: the token in the graveyard
      ceases to exist, and Nicole's Teferi's Curse, attached to nothing, goes to her graveyard.
    Source: cr-2026
    Passage: 704.3, state-based actions are checked again until none applies
    Also: Gatherer ruling on Batterskull (2020-08-07): unequipped Germ dies

    Given Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy controls a Phyrexian Germ token as "germ"
    And Nicole controls Teferi's Curse as "curse", attached to "germ"
    And it is Amy's precombat main phase of turn 3
    When Amy activates "batterskull"
    And the stack resolves
    Then "batterskull" is in Amy's hand
    And "germ" has ceased to exist
    And "curse" is in Nicole's graveyard

  @id:axes-oblivion-ring-exiles-a-token-that-never-comes-back @rule:603.10a @rule:704.5d @rule:701.13a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oblivion Ring exiles a Phyrexian Germ, which ceases to exist, so its leaving ability returns nothing
    Ruling: Amy's Oblivion Ring exiles Nicole's Phyrexian Germ, leaving its Vulshok Morningstar
      unattached. A token in exile ceases to exist. When Amy returns the Ring to her hand with
      Boomerang, its leaves-the-battlefield ability triggers, looking back at the Ring, but there is
      no card to return.
    Source: cr-2026
    Passage: 704.5d, a token in exile ceases to exist

    Given Nicole controls a Phyrexian Germ token as "germ"
    And Nicole controls Vulshok Morningstar as "morningstar", attached to "germ"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy will choose target "germ"
    And Amy casts Oblivion Ring
    And the stack resolves
    Then "germ" has ceased to exist
    And "morningstar" is not attached to anything
    When Amy casts Boomerang targeting "ring"
    And the stack resolves
    Then "ring" is in Amy's hand
    And "ring" has triggered 2 times
    And "germ" has ceased to exist
    And the stack is empty

  @id:axes-attackers-bounced-and-phased-out @rule:506.4 @rule:702.26b @rule:510.1d @rule:400.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Of two attackers, one returned to hand and one phased out, neither deals combat damage, and the creature blocking the second deals none either
    Ruling: Amy attacks with Grizzly Bears and Hill Giant; Nicole's Sandbar Crocodile blocks the
      Giant. Nicole returns the Bears to Amy's hand with Boomerang (a new object, out of combat), and
      Amy phases out the Giant with Reality Ripple (the same object, removed from combat). Nicole
      takes no damage, and the Crocodile, whose attacker left combat, deals none.
    Source: cr-2026-702.26
    Passage: 702.26b, removed from combat
    Also: engine-bugs: case 8

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And Amy has Reality Ripple in her hand
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears" and "giant"
    And Nicole blocks "giant" with "crocodile"
    And Nicole casts Boomerang targeting "bears"
    And the stack resolves
    And Amy casts Reality Ripple targeting "giant"
    And the stack resolves
    Then "bears" is in Amy's hand
    And "giant" is phased out
    And "giant" is not attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And "crocodile" has 0 damage
    And "giant" has 0 damage

  @id:axes-counters-stay-through-phasing-not-through-a-hand @rule:400.7 @rule:702.26d @rule:122.1 @rule:110.5
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out creature keeps its +1/+1 counter and is the same object; one returned to hand and cast again is a new object without it
    Ruling: Amy's Grizzly Bears and Hill Giant each have a +1/+1 counter. She phases out the Bears
      with Reality Ripple: they keep the counter and are 3/3 while phased out. She returns the Giant
      to her hand with Boomerang and casts it again: a new object, a 3/3 with no counter. The Bears
      phase in at her next untap step, still 3/3 with their counter.
    Source: cr-2026-702.26
    Passage: 702.26d, counters remain
    Also: engine-bugs: case 7
    Also: forum-2003-phasing: 502.15h, counters

    Given Amy controls Grizzly Bears as "bears", with 1 +1/+1 counter
    And Amy controls Hill Giant as "giant", with 1 +1/+1 counter
    And Amy has Reality Ripple in her hand
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Boomerang targeting "giant"
    And the stack resolves
    Then "bears" is phased out
    And "bears" has 1 +1/+1 counter
    And "bears" is 3/3
    And "giant" is in Amy's hand
    When Amy casts Hill Giant
    And the stack resolves
    Then "giant" is on the battlefield
    And "giant" is 3/3
    And "giant" has 0 +1/+1 counters
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is 3/3
    And "bears" has 1 +1/+1 counter

  @id:axes-aura-phased-out-alone-does-not-find-a-new-object @rule:702.26i @rule:400.7 @rule:704.5m
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Pacifism that phased out on its own phases in unattached though a Hill Giant of the same card is back on the battlefield, a new object
    Ruling: Amy's Pacifism enchants Nicole's Hill Giant. Amy phases out only the Pacifism, then
      returns the Giant to Nicole's hand; Nicole casts it again. The Giant on the battlefield is a new
      object, not the one the Pacifism was attached to: at Amy's untap step the Pacifism phases in
      unattached and goes to her graveyard, and the Giant can attack in Nicole's next turn.
    Source: cr-2026-702.26
    Passage: 702.26i, phases in unattached
    Also: forum-2003-phasing: 502.15j, host left play
    Also: mtg-forum-de-phasing: 702.23h

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Clever Concealment in her hand
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Clever Concealment targeting "pacifism"
    And the stack resolves
    And Amy casts Boomerang targeting "giant"
    And the stack resolves
    Then "giant" is in Nicole's hand
    And "pacifism" is phased out directly
    When the game advances to Nicole's precombat main phase
    And Nicole casts Hill Giant
    And the stack resolves
    Then "giant" is on the battlefield
    When the game advances to Amy's upkeep
    Then "pacifism" is in Amy's graveyard
    And nothing is attached to "giant"
    When the game advances to Nicole's precombat main phase
    Then "giant" can attack
