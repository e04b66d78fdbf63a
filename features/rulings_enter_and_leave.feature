Feature: Official rulings on entering, leaving and resolving
  Oblivion Ring, Soul Warden, Ivory Tower and Isochron Scepter: their Gatherer rulings are about
  what enters, what leaves and what is counted when. Each scenario cites the ruling it plays; the
  phasing side of the same questions (phasing is neither entering nor leaving) is in the other
  rulings_ features.

  @id:ruling-oblivion-ring-leaves-before-it-exiles @rule:603.2 @rule:603.10a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oblivion Ring that leaves before its exile ability resolves exiles the card for good
    Ruling: Amy's Oblivion Ring enters and targets Nicole's Hill Giant. Nicole answers by returning
      the Ring to Amy's hand: its leave ability triggers and resolves first, with nothing to return.
      The exile ability resolves next: the Giant is exiled, and nothing will ever bring it back.
    Source: Gatherer ruling on Oblivion Ring (2007-10-01)
    Passage: leaves before its first ability resolves

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oblivion Ring in her hand as "ring"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And the top of the stack resolves
    And Nicole casts Boomerang targeting "ring"
    And the stack resolves
    Then "ring" is in Amy's hand
    And "giant" is in exile
    And the stack is empty

  @id:ruling-oblivion-ring-returns-an-aura @rule:303.4f @rule:603.10a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Pacifism exiled by Oblivion Ring comes back attached to a creature, without targeting
    Ruling: Amy's Oblivion Ring exiles Nicole's Pacifism from Amy's Grizzly Bears, which can attack
      again. When the Ring leaves, the Pacifism returns to the battlefield under Nicole's control.
      It isn't cast and targets nothing: it enters attached to a creature Nicole chooses, here the
      only one, the Bears.
    Source: Gatherer ruling on Oblivion Ring (2008-10-01)
    Passage: an exiled Aura returns to enchant something

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Pacifism as "pacifism", attached to "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "pacifism"
    And the stack resolves
    Then "pacifism" is in exile
    And "bears" can attack
    When Amy casts Boomerang targeting "ring"
    And the stack resolves
    Then "pacifism" is on the battlefield
    And "pacifism" is controlled by Nicole
    And "pacifism" is attached to "bears"
    And "bears" can't attack

  @id:ruling-oblivion-ring-aura-with-nothing-to-enchant-stays-exiled @rule:303.4g @rule:603.10a
  @edition:2009 @edition:2013 @edition:current
  Scenario: An exiled Pacifism with no creature to enchant stays in exile when Oblivion Ring leaves
    Ruling: Amy's Oblivion Ring exiles Nicole's Pacifism. By the time the Ring leaves, the only
      creature left is phased out, which is as if it didn't exist: Pacifism can't enter attached to
      anything, so it stays in exile.
    Source: Gatherer ruling on Oblivion Ring (2008-10-01)
    Passage: an exiled Aura returns to enchant something

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Pacifism as "pacifism", attached to "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Reality Ripple and Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "pacifism"
    And the stack resolves
    And Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Boomerang targeting "ring"
    And the stack resolves
    Then "ring" is in Amy's hand
    And "pacifism" is in exile

  @id:ruling-oblivion-ring-what-the-exiled-creature-loses @rule:704.5m @rule:704.5n @rule:400.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oblivion Ring exiles a creature: its Aura goes to the graveyard, its Equipment stays unattached, its counters are gone
    Ruling: Amy's Oblivion Ring exiles Nicole's Hill Giant, which has Amy's Pacifism, Nicole's Vulshok
      Morningstar and two +1/+1 counters. The Pacifism goes to Amy's graveyard; the Morningstar stays
      on the battlefield, attached to nothing. When the Ring leaves, the Giant comes back as a new
      object: a 3/3 with no counters.
    Source: Gatherer ruling on Oblivion Ring (2012-07-01)
    Passage: Auras go to the graveyard, Equipment stays

    Given Nicole controls Hill Giant as "giant", with 2 +1/+1 counters
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Nicole controls Vulshok Morningstar as "morningstar", attached to "giant"
    And Amy has Oblivion Ring in her hand as "ring"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "giant"
    And the stack resolves
    Then "giant" is in exile
    And "pacifism" is in Amy's graveyard
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
    When Nicole casts Boomerang targeting "ring"
    And the stack resolves
    Then "giant" is on the battlefield
    And "giant" has 0 +1/+1 counters
    And "giant" is 3/3

  @id:ruling-soul-warden-gain-is-not-optional @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Soul Warden's life gain isn't a choice, and Nicole's creatures count too
    Ruling: Amy's Soul Warden triggers whenever another creature enters, Nicole's included, and Amy
      gains the life: the ability offers no "may". Nicole's Grizzly Bears enter: Amy has 21 life.
    Source: Gatherer ruling on Soul Warden (2005-08-01)
    Passage: gaining life is not optional

    Given Amy controls Soul Warden as "warden"
    And Nicole has Grizzly Bears in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Grizzly Bears
    And the stack resolves
    Then "warden" has triggered 1 time
    And Amy has 21 life
    And Nicole has 20 life

  @id:ruling-ivory-tower-counts-on-resolution @rule:608.2h
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ivory Tower counts Amy's hand as its ability resolves; four or fewer cards, no effect
    Ruling: Amy's upkeep begins with six cards in her hand, and Ivory Tower's ability triggers. With
      the ability on the stack she casts two Giant Growths: as it resolves she holds four cards, so
      she gains nothing, and loses nothing either.
    Source: Gatherer ruling on Ivory Tower (2004-10-04)
    Passage: four or fewer cards, no effect

    Given Amy controls Ivory Tower as "tower"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth, Giant Growth and 4 Islands in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    And Amy casts Giant Growth targeting "bears"
    And Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then Amy has 4 cards in her hand
    And "tower" has triggered 1 time
    And Amy has 20 life

  @id:ruling-isochron-scepter-copies-after-leaving @rule:113.7a @rule:607.2a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Isochron Scepter returned to Amy's hand with its ability on the stack still copies its Giant Growth
    Ruling: Amy activates Isochron Scepter, with Giant Growth imprinted. Nicole answers by returning
      the Scepter to Amy's hand. The ability exists apart from the Scepter: it resolves, Amy copies
      the exiled Giant Growth and casts the copy on her Grizzly Bears.
    Source: Gatherer ruling on Isochron Scepter (2020-08-07)
    Passage: Scepter leaves with the ability on the stack

    Given Amy controls Isochron Scepter as "scepter", with Giant Growth imprinted
    And Amy controls Grizzly Bears as "bears"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy activates "scepter"
    And Nicole casts Boomerang targeting "scepter"
    And Amy will choose target "bears"
    And the stack resolves
    Then "scepter" is in Amy's hand
    And "bears" is 5/5
    And the stack is empty

  @id:ruling-isochron-scepter-uncast-copy-ceases-to-exist @rule:704.5e
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A copy Amy chooses not to cast as Isochron Scepter's ability resolves ceases to exist
    Ruling: Amy activates Isochron Scepter and copies the imprinted Giant Growth, but doesn't cast
      the copy: she can cast it only while the ability resolves, and the uncast copy ceases to
      exist. Nothing is on the stack; the Bears stay 2/2; Giant Growth stays imprinted.
    Source: Gatherer ruling on Isochron Scepter (2020-08-07)
    Passage: cast the copy while the ability resolves
    Also: Gatherer ruling on Isochron Scepter (2020-08-07): an uncast copy ceases to exist

    Given Amy controls Isochron Scepter as "scepter", with Giant Growth imprinted
    And Amy controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase
    When Amy activates "scepter"
    And Amy will choose yes
    And Amy will choose no
    And the stack resolves
    Then the stack is empty
    And "scepter" is tapped
    And "bears" is 2/2
    And "scepter" has Giant Growth imprinted
    And Amy has 0 cards in her hand
