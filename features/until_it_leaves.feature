Feature: "Until it leaves the battlefield": every way of leaving, and phasing, which is none
  Oubliette phases a creature out until Oubliette leaves the battlefield and taps it as it phases in
  that way (610.4). Whatever way Oubliette leaves (returned to a hand, exiled, leaving the game with
  its owner) the wait ends and the creature phases in, tapped. Phasing out is not leaving the
  battlefield (702.26d): an Oubliette that phases out holds its creature still. A creature that
  phases in some other way (Time and Tide) phases in untapped, and Oubliette leaving later does
  nothing more to it. Under the 2003 rules phasing out did leave play: an Oubliette phasing out let
  its creature go.

  @id:until-oubliette-exiled-releases-its-creature @rule:610.4 @rule:603.10a @rule:701.13a @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole exiles Amy's Oubliette with Oblivion Ring: her Hill Giant phases in, tapped
    Ruling: Oubliette holds Nicole's Hill Giant. Nicole exiles Oubliette with Oblivion Ring: Oubliette
      has left the battlefield, so the Giant phases in, and it is tapped as it phases in this way.
    Source: Gatherer ruling on Oubliette (2020-08-07)
    Passage: phases in immediately after it leaves
    Also: engine-bugs: case 9

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Nicole has Oblivion Ring in her hand as "ring"
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "giant" is phased out
    When the game advances to Nicole's precombat main phase
    And Nicole casts Oblivion Ring
    And Nicole will choose target "oubliette"
    And the stack resolves
    Then "oubliette" is in exile
    And "giant" is phased in
    And "giant" is tapped
    And "giant" is controlled by Nicole
    And "giant" can't attack

  @id:until-oubliette-leaves-with-its-owner @rule:610.4 @rule:800.4a @rule:702.26k @edition:2009 @edition:2013 @edition:current
  Scenario: Oscar, whose Oubliette holds Nicole's Hill Giant, leaves the game: the Giant phases in, tapped
    Ruling: In a three-player game Oscar's Oubliette holds Nicole's Hill Giant. Oscar concedes: all he
      owns leaves the game with him, Oubliette too, so the Giant's wait has ended: it phases in,
      tapped, still Nicole's.
    Source: cr-2026
    Passage: 610.4, phases in when that event happens
    Also: engine regression: "until" effects when a player leaves the game

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Hill Giant as "giant"
    And Oscar has Oubliette in his hand as "oubliette"
    And it is Oscar's precombat main phase
    When Oscar casts Oubliette
    And Oscar will choose target "giant"
    And the stack resolves
    Then "giant" is phased out
    When Oscar concedes
    Then Oscar is no longer in the game
    And "oubliette" has ceased to exist
    And "giant" is phased in
    And "giant" is tapped
    And "giant" is controlled by Nicole

  @id:until-oubliette-phased-out-holds-its-creature @rule:610.4 @rule:702.26d @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Oubliette phases out: it has not left the battlefield, and Nicole's Hill Giant stays phased out
    Ruling: Oubliette holds Nicole's Hill Giant. Amy phases Oubliette out with Clever Concealment.
      Phasing out is not leaving the battlefield, so the Giant stays phased out, through Nicole's
      untap step and after Oubliette phases back in at Amy's.
    Source: cr-2026-702.26
    Passage: 702.26d, no zone or control change

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    And Amy casts Clever Concealment targeting "oubliette"
    And the stack resolves
    Then "oubliette" is phased out
    And "giant" is phased out
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    When the game advances to Amy's upkeep
    Then "oubliette" is phased in
    And "giant" is phased out
    And "giant" has phased in 0 times

  @id:until-2003-oubliette-phasing-out-leaves-play @rule:610.4 @rule:502.15d @edition:2003
  Scenario: Under the 2003 rules Amy's Oubliette phasing out leaves play, and Nicole's Hill Giant phases in, tapped
    Ruling: Under the 2003 rules a permanent that phased out left play for the phased-out zone. When
      Amy phases out her Oubliette, it has left play: the Giant it held phases in, tapped as it phases
      in that way. When Oubliette phases back in, it does nothing more.
    Source: forum-2003-phasing
    Passage: 502.15d, leaves-play

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    And Amy casts Clever Concealment targeting "oubliette"
    And the stack resolves
    Then "oubliette" is phased out
    And "giant" is phased in
    And "giant" is tapped
    When the game advances to Amy's upkeep
    Then "oubliette" is phased in
    And "giant" is phased in

  @id:until-creature-phased-in-another-way-is-untapped @rule:610.4 @rule:702.26c @edition:2009 @edition:2013 @edition:current
  Scenario: Time and Tide phases in the creature Oubliette holds: untapped, and Oubliette leaving later changes nothing
    Ruling: Oubliette holds Nicole's Hill Giant; Time and Tide phases in all phased-out creatures. The
      Giant phases in, but not "this way": Oubliette's "tap that creature as it phases in this way"
      doesn't apply, and it stays untapped. When Amy later returns Oubliette to her hand, the Giant,
      already phased in, is not tapped either.
    Source: cr-2026
    Passage: 610.4a, phased in by another effect first
    Also: engine regression: "as it phases in this way"

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Nicole has Time and Tide in her hand
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    And Nicole casts Time and Tide
    And the stack resolves
    Then "giant" is phased in
    And "giant" is untapped
    When Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "oubliette" is in Amy's hand
    And "giant" is untapped
    And "giant" has phased in 1 time
    And "giant" has not become tapped

  @id:until-oubliette-returned-in-its-owners-opponents-turn @rule:610.4 @rule:502.3 @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette returned to Amy's hand in Nicole's upkeep: the Hill Giant phases in tapped and stays tapped that turn
    Ruling: Amy returns her Oubliette to her hand with Boomerang in Nicole's upkeep, after Nicole's
      untap step. The Giant phases in tapped, and Nicole's untap step has passed: it stays tapped and
      can't attack this turn.
    Source: cr-2026
    Passage: 610.4, phases in when that event happens
    Also: engine regression: "until" effects ending in another player's turn

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    And the game advances to Nicole's upkeep
    And Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "giant" is phased in
    And "giant" is tapped
    When the game advances to Nicole's precombat main phase
    Then "giant" is tapped
    And "giant" can't attack

  @id:until-oubliette-releases-a-creature-with-its-aura @rule:610.4 @rule:702.26g @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette holds a Hill Giant wearing Pacifism: both phase in when Oubliette leaves, and only the Giant is tapped
    Ruling: The Giant phases out directly and its Pacifism indirectly. When Oubliette leaves, the Giant
      phases in, Pacifism with it, still attached; Oubliette taps only "that creature".
    Source: cr-2026-702.26
    Passage: 702.26g, phasing in only with its permanent
    Also: engine regression: "as it phases in this way"

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "pacifism" is phased out indirectly
    When Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "giant" is phased in
    And "pacifism" is phased in
    And "pacifism" is attached to "giant"
    And "giant" is tapped
    And "pacifism" is untapped
