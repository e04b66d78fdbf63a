Feature: Official rulings on the pool's Equipment
  Batterskull (living weapon) and Grafted Exoskeleton (infect, and a sacrifice when it becomes
  unattached): their Gatherer rulings, each with the phasing case next to it, where an Equipment
  phasing out is neither unattaching nor leaving.

  @id:ruling-batterskull-germ-survives-its-entry @rule:704.3 @rule:702.92a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull's Germ enters as a 0/0 but is a 4/4 before state-based actions look, and Soul Warden sees it enter
    Ruling: Batterskull's living weapon creates a 0/0 Germ and attaches Batterskull to it in the
      same ability, before state-based actions are checked: the Germ lives, a 4/4. It entered the
      battlefield, so Amy's Soul Warden gives her 1 life.
    Source: Gatherer ruling on Batterskull (2020-08-07)
    Passage: Germ enters as a 0/0 and Batterskull attaches

    Given Amy controls Soul Warden
    And Amy has Batterskull in her hand as "batterskull"
    And it is Amy's precombat main phase
    When Amy casts Batterskull
    And the stack resolves
    Then "batterskull" is attached to "batterskull-phyrexian-germ"
    And "batterskull-phyrexian-germ" is 4/4
    And Amy has 21 life

  @id:ruling-batterskull-phased-out-before-returning @rule:702.26b @rule:704.5f @rule:702.26i
  @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull phased out in response to its own return ability stays phased out, and its Germ dies
    Ruling: Amy activates Batterskull's ability to return it to her hand. Nicole answers by phasing
      Batterskull out with Vision Charm. The Germ is no longer equipped: a 0/0, it dies. When the
      ability resolves Batterskull is phased out, treated as though it doesn't exist, so it isn't
      returned. At Amy's untap step it phases in unattached, the Germ being gone.
    Source: Gatherer ruling on Batterskull (2020-08-07)
    Passage: return ability only while on the battlefield
    Also: Gatherer ruling on Batterskull (2020-08-07): unequipped Germ dies

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole has Vision Charm in her hand
    And it is Amy's precombat main phase
    When Amy activates "batterskull"
    And Nicole casts Vision Charm with mode 3, targeting "batterskull"
    And the top of the stack resolves
    Then "batterskull" is phased out directly
    And "germ" has ceased to exist
    When the stack resolves
    Then "batterskull" is on the battlefield
    And "batterskull" is phased out
    When the game advances to Amy's upkeep
    Then "batterskull" is phased in
    And "batterskull" is not attached to anything

  @id:ruling-batterskull-equipped-elsewhere-germ-dies @rule:704.5f @rule:702.6a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull moved to the Grizzly Bears leaves the Germ a 0/0, which dies
    Ruling: Amy equips her Grizzly Bears with the Batterskull that was on her Germ: the Germ is a
      0/0 again and dies (a token, it then ceases to exist); the Bears are 6/6.
    Source: Gatherer ruling on Batterskull (2020-08-07)
    Passage: unequipped Germ dies

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase
    When Amy activates ability 2 of "batterskull" targeting "bears"
    And the stack resolves
    Then "germ" has ceased to exist
    And "batterskull" is attached to "bears"
    And "bears" is 6/6

  @id:ruling-batterskull-stays-when-the-germ-is-destroyed @rule:704.5n
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Wrath of God destroys the Germ; Batterskull stays on the battlefield, unattached
    Ruling: Nicole's Wrath of God destroys Amy's Germ. Batterskull isn't a creature: it stays on the
      battlefield, attached to nothing.
    Source: Gatherer ruling on Batterskull (2020-08-07)
    Passage: Germ destroyed, Batterskull remains

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole has Wrath of God in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Wrath of God
    And the stack resolves
    Then "germ" has ceased to exist
    And "batterskull" is on the battlefield
    And "batterskull" is not attached to anything

  @id:ruling-grafted-exoskeleton-ten-poison-counters @rule:702.90b @rule:704.5c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ten infect damage gives Nicole ten poison counters: she loses the game, with her life total untouched
    Ruling: Amy's Hill Giant carries Grafted Exoskeleton (5/5, infect); Giant Growth and Inspired
      Charge make it 10/9. It deals 10 damage to Nicole as poison counters, not life loss: with ten
      she loses the game, though she still has 20 life. In a three-player game the game goes on.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: ten or more poison counters
    Also: Gatherer ruling on Grafted Exoskeleton (2011-01-01): infect applies to all damage

    Given the players are Amy, Nicole and Oscar
    And Amy controls Hill Giant as "giant"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "giant"
    And Amy has Giant Growth and Inspired Charge in her hand
    And it is Amy's precombat main phase
    When Amy casts Giant Growth targeting "giant"
    And the stack resolves
    And Amy casts Inspired Charge
    And the stack resolves
    Then "giant" is 10/9
    When Amy attacks Nicole with "giant"
    And the game advances to Amy's end step
    Then Nicole is no longer in the game
    And Oscar is in the game

  @id:ruling-grafted-exoskeleton-counters-on-creatures @rule:702.90b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Infect damage to a creature is -1/-1 counters, and they stay after the turn
    Ruling: Nicole's Sandbar Crocodile blocks Amy's Grizzly Bears wearing Grafted Exoskeleton (4/4,
      infect). The Bears deal their damage as four -1/-1 counters: the Crocodile is 2/1 with no
      damage marked, and still 2/1 the next turn.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: infect applies to all damage
    Also: Gatherer ruling on Grafted Exoskeleton (2011-01-01): -1/-1 counters stay

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "crocodile"
    And the game advances to Amy's end step
    Then "crocodile" has 4 -1/-1 counters
    And "crocodile" has 0 damage
    And "crocodile" is 2/1
    When the game advances to Nicole's precombat main phase
    Then "crocodile" is 2/1

  @id:ruling-grafted-exoskeleton-infect-and-lifelink @rule:702.90b @rule:702.15b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Germ with Batterskull and Grafted Exoskeleton has lifelink and infect: Amy gains life, Nicole loses none
    Ruling: Infect damage is still damage: Amy's Germ, with Batterskull and Grafted Exoskeleton
      (6/6, lifelink, infect), deals 6 damage to Nicole. Amy gains 6 life from lifelink; Nicole gets
      poison counters instead of losing life.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: damage from a source with infect is damage

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "germ"
    And it is Amy's precombat main phase
    When Amy attacks with "germ"
    And the game advances to Amy's end step
    Then Amy has 26 life
    And Nicole has 20 life
    And Nicole is in the game

  @id:ruling-grafted-exoskeleton-prevented-damage-gives-no-poison @rule:702.90b @rule:702.16e
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ten infect damage to a player under Teferi's Protection is prevented: no poison counters, she stays in the game
    Ruling: Amy casts Teferi's Protection. Nicole's Hill Giant with Grafted Exoskeleton, made 10/9,
      attacks her: all of it is prevented, so Amy gets no poison counters and stays in the game.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: prevented damage gives no counters

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Grafted Exoskeleton as "exoskeleton", attached to "giant"
    And Amy has Teferi's Protection in her hand
    And Nicole has Giant Growth and Inspired Charge in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole casts Giant Growth targeting "giant"
    And the stack resolves
    And Nicole casts Inspired Charge
    And the stack resolves
    Then "giant" is 10/9
    When Nicole attacks Amy with "giant"
    Then "giant" is attacking
    When the game advances to Nicole's end step
    Then Amy is in the game
    And Amy has 20 life

  @id:ruling-grafted-exoskeleton-unattached-by-equip @rule:702.6a @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Equipping Grafted Exoskeleton to another creature unattaches it: Amy sacrifices the first
    Ruling: Amy moves her Grafted Exoskeleton from her Grizzly Bears to her Hill Giant. It became
      unattached from the Bears, so she sacrifices them.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: ways it becomes unattached

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And it is Amy's precombat main phase
    When Amy activates "exoskeleton" targeting "giant"
    And the stack resolves
    Then "exoskeleton" is attached to "giant"
    And "bears" is in Amy's graveyard

  @id:ruling-grafted-exoskeleton-leaving-unattaches @rule:603.2 @rule:603.10a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Grafted Exoskeleton returned to Amy's hand becomes unattached: she sacrifices the creature
    Ruling: Nicole returns Amy's Grafted Exoskeleton to her hand. Leaving the battlefield, it
      becomes unattached from the Grizzly Bears, and Amy sacrifices them.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: ways it becomes unattached

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole has Boomerang in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Boomerang targeting "exoskeleton"
    And the stack resolves
    Then "exoskeleton" is in Amy's hand
    And "bears" is in Amy's graveyard

  @id:ruling-grafted-exoskeleton-cant-sacrifice-what-amy-lost @rule:613.1b @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Grafted Exoskeleton becomes unattached from a creature Nicole has taken: Amy can't sacrifice it
    Ruling: Nicole takes Amy's Grizzly Bears with Dominate; Amy's Grafted Exoskeleton stays on them.
      Amy then moves the Exoskeleton to her Hill Giant: its ability triggers, but Amy can sacrifice
      only what she controls, so the Bears stay, Nicole's.
    Source: Gatherer ruling on Grafted Exoskeleton (2011-01-01)
    Passage: can't sacrifice what you don't control

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase
    When Nicole casts Dominate targeting "bears", with X = 2
    And the stack resolves
    Then "bears" is controlled by Nicole
    And "exoskeleton" is attached to "bears"
    When Amy activates "exoskeleton" targeting "giant"
    And the stack resolves
    Then "exoskeleton" is attached to "giant"
    And "exoskeleton" has triggered
    And "bears" is on the battlefield
    And "bears" is controlled by Nicole
