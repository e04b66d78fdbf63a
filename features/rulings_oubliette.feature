Feature: Official rulings on Oubliette
  Oubliette phases a creature out until Oubliette leaves the battlefield, and taps it as it phases
  back in. Its Gatherer rulings (Double Masters, 2020-08-07) restate what phasing is, case by case:
  each scenario here plays one with Oubliette, with the neighbour the ruling leaves open (another
  way of leaving, owner and controller, Oubliette itself phasing out).

  @id:ruling-oubliette-leaves-before-its-ability-resolves @rule:610.4 @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette returned to its owner's hand before its ability resolves phases nothing out
    Ruling: Amy's Oubliette enters and its ability targets Nicole's Hill Giant. Nicole answers by
      returning Oubliette to Amy's hand. Oubliette has already left when the ability resolves, so
      the Giant doesn't phase out and isn't tapped.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: leaves before its triggered ability resolves

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the top of the stack resolves
    And Nicole casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "oubliette" is in Amy's hand
    And "oubliette" has entered the battlefield 1 time
    And "oubliette" has triggered 1 time
    And "giant" is phased in
    And "giant" is untapped
    And "giant" has not phased out
    And the stack is empty

  @id:ruling-oubliette-phased-out-creature-does-not-exist @rule:702.26b @rule:610.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Soul Warden under Oubliette can't be targeted, can't attack and doesn't trigger
    Ruling: Amy's Oubliette phases out Nicole's Soul Warden. While it is phased out it is treated as
      though it doesn't exist: Nicole can't target it with Giant Growth, it can't attack in her
      turn, and its ability doesn't trigger when her Grizzly Bears enter.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: treated as though it doesn't exist

    Given Nicole controls Soul Warden as "warden"
    And Amy has Oubliette in her hand
    And Nicole has Giant Growth and Grizzly Bears in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "warden" is phased out directly
    When the game advances to Nicole's precombat main phase
    Then "warden" is phased out
    And "warden" can't attack
    When Nicole can't cast Giant Growth targeting "warden"
    And Nicole casts Grizzly Bears
    And the stack resolves
    Then Nicole has 20 life
    And "warden" has not triggered

  @id:ruling-oubliette-phasing-in-is-not-entering @rule:702.26d @rule:610.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The creature Oubliette releases phases in without entering the battlefield: Soul Warden doesn't trigger
    Ruling: Nicole's Hill Giant, phased out by Amy's Oubliette, phases in when Amy returns Oubliette
      to her hand. Phasing in is not entering the battlefield: Amy's Soul Warden doesn't trigger.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: no leaves or enters abilities trigger
    Also: cr-2026-702.26: 702.26d, no zone-change triggers

    Given Amy controls Soul Warden as "warden"
    And Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "giant" is phased out directly
    When Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "giant" is phased in
    And "giant" is tapped
    And "giant" has not entered the battlefield
    And "warden" has not triggered
    And Amy has 20 life

  @id:ruling-oubliette-phased-out-does-not-release @rule:702.26d @rule:610.4 @rule:702.26b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette phased out by Teferi's Protection has not left the battlefield: its creature stays phased out
    Ruling: Amy's Oubliette holds Nicole's Hill Giant. Amy casts Teferi's Protection: Oubliette
      phases out, which is not leaving the battlefield, so the Giant doesn't phase in, neither then
      nor at Nicole's untap step. When Oubliette phases back in at Amy's untap step nothing changes;
      only when Oubliette really leaves does the Giant phase in, tapped.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: waiting until it leaves the battlefield
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): until leaves the battlefield

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Teferi's Protection and Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "oubliette" is phased out directly
    And "giant" is phased out
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    When the game advances to Amy's precombat main phase
    Then "oubliette" is phased in
    And "giant" is phased out
    When Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "giant" is phased in
    And "giant" is tapped

  @id:ruling-oubliette-ends-a-for-as-long-as-effect @rule:702.26f @rule:611.2b @rule:610.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette on a tapped Callous Oppressor ends its control effect for good
    Ruling: Amy's tapped Callous Oppressor has taken Nicole's Grizzly Bears for as long as it
      remains tapped. Nicole's Oubliette phases the Oppressor out: the effect can no longer see it,
      so it ends and the Bears go back to Nicole. The Oppressor phases in tapped when Oubliette
      leaves, but the ended effect doesn't come back.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: for as long as effects ignore phased-out objects
    Also: cr-2026-702.26: 702.26f, for as long as

    Given Amy controls Callous Oppressor as "oppressor", tapped
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Callous Oppressor, for as long as "oppressor" remains tapped
    And Nicole has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Oubliette
    And Nicole will choose target "oppressor"
    And the stack resolves
    Then "oppressor" is phased out directly
    And "bears" is controlled by Nicole
    When Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "oppressor" is phased in
    And "oppressor" is tapped
    And "bears" is controlled by Nicole

  @id:ruling-oubliette-attachments-and-counters-come-back @rule:702.26g @rule:702.26d @rule:610.4
  @edition:2009 @edition:2013 @edition:current
  Scenario: The creature comes back from Oubliette with its Aura, its Equipment and its counters
    Ruling: Nicole's Grizzly Bears carry her Vulshok Morningstar, Amy's Pacifism and a +1/+1
      counter. Amy's Oubliette phases the Bears out; the Morningstar and Pacifism phase out with
      them. When Oubliette leaves, all three phase in together, still attached, and the counter is
      still there.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: Auras and Equipment phase out with it
    Also: cr-2026-702.26: 702.26d, counters remain

    Given Nicole controls Grizzly Bears as "bears", with 1 +1/+1 counter
    And Nicole controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Amy controls Pacifism as "pacifism", attached to "bears"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "bears" is phased out directly
    And "morningstar" is phased out indirectly
    And "pacifism" is phased out indirectly
    When Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "bears" is phased in
    And only "morningstar" and "pacifism" are attached to "bears"
    And "bears" has 1 +1/+1 counter
    And "bears" is 5/5

  @id:ruling-oubliette-chosen-type-is-remembered @rule:702.26d @rule:610.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Callous Oppressor back from Oubliette still has its chosen creature type
    Ruling: As Nicole's Callous Oppressor entered, Amy chose Bear. Amy's Oubliette phases it out;
      when Oubliette leaves it phases in, tapped, with Bear still chosen: in Nicole's next turn it
      can't take Amy's Grizzly Bears, and it can take her Hill Giant.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: choices made as it entered are remembered

    Given Nicole controls Callous Oppressor as "oppressor", with Bear chosen
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And Amy will choose target "oppressor"
    And the stack resolves
    And Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "oppressor" is phased in
    And "oppressor" is tapped
    When the game advances to Nicole's precombat main phase
    Then "oppressor" is untapped
    When Nicole can't activate "oppressor" targeting "bears"
    And Nicole activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "bears" is controlled by Amy

  @id:ruling-oubliette-exiled-releases-a-dominated-creature @rule:610.4 @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette's creature skips its controller's untap steps and phases in the moment Oblivion Ring exiles Oubliette
    Ruling: Amy's Oubliette phases out the Hill Giant that Nicole controls through Dominate (Amy owns
      it). It stays out through Nicole's and Amy's untap steps. When Amy's Oblivion Ring exiles
      Oubliette, the Giant phases in at once, tapped, still controlled by Nicole.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: phases in immediately after it leaves

    Given Nicole controls Hill Giant owned by Amy as "giant"
    And Nicole controls "giant" through Dominate
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Oblivion Ring in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "giant" is phased out directly under Nicole's control
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    When the game advances to Amy's precombat main phase
    Then "giant" is phased out
    When Amy casts Oblivion Ring
    And Amy will choose target "oubliette"
    And the stack resolves
    Then "oubliette" is in exile
    And "giant" is phased in
    And "giant" is tapped
    And "giant" is controlled by Nicole
