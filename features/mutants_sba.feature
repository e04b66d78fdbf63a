Feature: Neighbours of the state-based actions that the machine-made mutants found unguarded (704)
  Each scenario here kills mutants of the reference engine's state-based actions (engine/sba.py;
  python -m tests.mutation, docs/mutation.md) that every earlier scenario let live: a life total
  below 0, not only at 0, with the game going on for the players left.

  @id:mutant-704-5a-life-below-zero @rule:704.5a @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: With three players, combat damage that leaves a player at <after> life <outcome>
    Ruling: Amy has <life> life. Nicole attacks her with Hill Giant, a 3/3, and nobody blocks: the
      combat damage leaves Amy at <after> life. A player with 0 or less life loses the game the
      next time state-based actions are checked; with Oscar still in it, the game goes on to
      Oscar's turn.
    Source: cr-2026
    Passage: 704.5a, 0 or less life
    Also: cr-2003: 420.5a, 0 or less life

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

  @id:mutant-704-5g-one-damage-is-lethal-to-a-1-1 @rule:704.5g @rule:510.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Two Soul Wardens trade in combat: 1 damage is lethal damage to a 1/1
    Ruling: Amy's Soul Warden attacks and Nicole's Soul Warden blocks it. Each deals 1 combat damage
      to the other: a creature with toughness 1 and 1 damage marked on it has lethal damage, and
      both are put into their owners' graveyards.
    Source: cr-2026
    Passage: 704.5g, lethal damage
    Also: cr-2003: 420.5c, lethal damage

    Given the players are Amy and Nicole
    And Amy controls Soul Warden as "amy's warden"
    And Nicole controls Soul Warden as "nicole's warden"
    And it is Amy's precombat main phase of turn 2
    When Amy attacks with "amy's warden"
    And Nicole blocks "amy's warden" with "nicole's warden"
    And the game advances to Amy's postcombat main phase
    Then "amy's warden" is in Amy's graveyard
    And "nicole's warden" is in Nicole's graveyard
    And Nicole has 20 life

  @id:mutant-704-5f-toughness-below-zero @rule:704.5f @rule:702.90b
  @edition:2013 @edition:current
  Scenario Outline: Infect gives a blocking <blocker> four -1/-1 counters: at <after> it is put into the graveyard
    Ruling: Amy's Grizzly Bears with Grafted Exoskeleton, a 4/4 with infect, attack Nicole, and her
      <blocker> blocks them. The Bears deal their 4 damage as four -1/-1 counters: the <blocker> is
      <after>, with no damage marked on it. A creature with toughness 0 or less is put into its
      owner's graveyard, below 0 as at 0.
    Source: cr-2026
    Passage: 704.5f, toughness 0 or less
    Also: cr-2026: 702.90c, infect damage to a creature

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole controls <blocker> as "blocker"
    And it is Amy's precombat main phase of turn 2
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "blocker"
    And the game advances to Amy's postcombat main phase
    Then "blocker" is in Nicole's graveyard
    And "bears" is on the battlefield
    And Nicole has 20 life

    Examples:
      | blocker       | after  |
      | Grizzly Bears | -2/-2  |
      | Hill Giant    | -1/-1  |

  @id:mutant-704-3-a-player-leaving-then-lethal-damage @rule:704.3 @rule:704.5a @rule:704.5g @rule:800.4a
  @edition:2009 @edition:2013 @edition:current
  Scenario: The state-based actions are checked again after a player leaves: a creature her Equipment kept alive dies
    Ruling: Oscar's Grizzly Bears have 2 damage marked on them, and Oscar controls Amy's Vulshok
      Morningstar, attached to them: they are 4/4. Nicole's Hill Giant deals 3 combat damage to Amy,
      who has 3 life. The state-based actions make Amy leave the game, and with her every object she
      owns, the Morningstar too. The Bears are now 2/2 with 2 damage: the state-based actions are
      checked again, before anyone gets priority, and put them into Oscar's graveyard.
    Source: cr-2026
    Passage: 704.3, checked again until none is performed
    Also: cr-2026: 800.4a, a player who leaves takes their objects

    Given the players are Amy, Nicole and Oscar
    And Amy has 3 life
    And Nicole controls Hill Giant as "giant"
    And Oscar controls Grizzly Bears as "bears", with 2 damage
    And Oscar controls Vulshok Morningstar owned by Amy as "morningstar", attached to "bears"
    And it is Nicole's precombat main phase of turn 2
    When Nicole attacks Amy with "giant"
    And the game advances to Nicole's combat damage step
    Then Amy is no longer in the game
    And "bears" is in Oscar's graveyard

  @id:mutant-800-4a-another-players-spell-stays-on-the-stack @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: When a player leaves the game, the spells of the players who stay are still on the stack
    Ruling: In a three-player game Nicole casts Boomerang targeting Oscar's Grizzly Bears, and Amy
      concedes while it is on the stack. Only what Amy owns or controls leaves with her: Nicole's
      Boomerang stays on the stack, resolves, and the Bears return to Oscar's hand.
    Source: cr-2026
    Passage: 800.4a, a player who leaves takes their objects

    Given the players are Amy, Nicole and Oscar
    And Oscar controls Grizzly Bears as "bears"
    And Nicole has Boomerang in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Boomerang targeting "bears"
    And Amy concedes
    Then Amy is no longer in the game
    And the stack holds 1 object
    When the stack resolves
    Then "bears" is in Oscar's hand
