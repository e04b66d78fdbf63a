Feature: Teferi's Protection
  Teferi's Protection phases out every permanent its caster controls, lands and tokens included,
  and until their next turn their life total can't change and they have protection from
  everything. These cases come from the Commander 2017 release notes; the card prompted the 2017
  change that lets phased-out tokens survive.

  @id:teferis-protection-phases-out-everything-you-control @rule:702.26b @rule:702.26g
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Protection phases out all of Amy's permanents and none of Nicole's; Wrath of God destroys none of Amy's
    Ruling: Amy's Grizzly Bears, her Island and her Glorious Anthem phase out, with Nicole's
      Pacifism on the Bears, which phases out indirectly. Nicole's Hill Giant stays. Nicole's Wrath of
      God then destroys only the Giant. Teferi's Protection is exiled as it resolves.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: phased out as though it doesn't exist
    Also: engine-bugs: case 1
    Also: engine-bugs: case 11

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Pacifism as "pacifism", attached to "bears"
    And Amy controls Island as "island"
    And Amy controls Glorious Anthem as "anthem"
    And Nicole controls Hill Giant as "giant"
    And Amy has Teferi's Protection in her hand as "protection"
    And Nicole has Wrath of God in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "bears" is phased out directly
    And "island" is phased out directly
    And "anthem" is phased out directly
    And "pacifism" is phased out indirectly
    And "giant" is phased in
    And "protection" is in exile
    When the game advances to Nicole's precombat main phase
    And Nicole casts Wrath of God
    And the stack resolves
    Then "giant" is in Nicole's graveyard
    And "bears" is on the battlefield
    And "bears" is phased out

  @id:teferis-protection-life-and-protection @rule:702.26b @rule:702.16b @rule:702.16e @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Until Amy's next turn her life total can't change and nothing can target or damage her
    Ruling: Nicole's Phyrexian Germ, with Batterskull, attacks Amy: the damage is prevented, so Amy
      loses no life and Nicole gains none from lifelink. Nicole can't target Amy with Vision Charm. As
      Amy's next turn begins the effects end and her permanents phase back in.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: protection from everything
    Also: engine-bugs: case 1

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls a Phyrexian Germ token as "germ"
    And Nicole controls Batterskull as "batterskull", attached to "germ"
    And Amy has Teferi's Protection in her hand
    And Nicole has Vision Charm in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole can't cast Vision Charm with mode 1, targeting Amy
    And Nicole attacks with "germ"
    And the game advances to Nicole's end step
    Then Amy has 20 life
    And Nicole has 20 life
    And "bears" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    When Nicole casts Vision Charm with mode 1, targeting Amy
    And the stack resolves
    Then "amy-library-4" is in Amy's graveyard

  @id:teferis-protection-tokens-come-back @rule:702.26d @edition:current
  Scenario: Tokens phased out by Teferi's Protection phase back in
    Ruling: A phased-out token still exists: Amy's Phyrexian Germ, with Batterskull on it, phases out
      with everything else and phases back in at her next untap step, Batterskull attached.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: phased-out tokens phase back in
    Also: engine-bugs: case 2

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "germ" is phased out directly
    And "batterskull" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "germ" is phased in
    And "batterskull" is attached to "germ"
    And "germ" is 4/4

  @id:teferis-protection-tokens-cease-to-exist @rule:702.23j @rule:702.25k @edition:2009 @edition:2013
  Scenario: Under the 2009 rules the token ceases to exist and its Equipment never phases back in
    Ruling: Under the rules before Commander 2017 the phased-out Germ ceases to exist; Batterskull,
      phased out indirectly with it, has nothing to phase in with and stays phased out.
    Source: mtg-forum-de-phasing
    Passage: summary, fifth point
    Also: engine-bugs: case 2

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "germ" has ceased to exist
    And "batterskull" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "batterskull" is phased out indirectly

  @id:teferis-protection-borrowed-creature @rule:702.26f @rule:702.26a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature borrowed with Act of Treason and phased out by Teferi's Protection comes back under its owner's control
    Ruling: Amy takes Nicole's Hill Giant with Act of Treason, then casts Teferi's Protection: the
      Giant phases out with her permanents. Act of Treason's effect ends at end of turn while the
      Giant is phased out. It phased out under Amy's control, so it phases in during Amy's next
      untap step, controlled by Nicole.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: phases in under that player's control
    Also: engine-bugs: case 3

    Given Nicole controls Hill Giant as "giant"
    And Amy has Act of Treason and Teferi's Protection in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Act of Treason targeting "giant"
    And the stack resolves
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    And "giant" is controlled by Nicole
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Nicole

  @id:teferis-protection-all-comes-back-as-it-was @rule:702.26d @rule:702.26g @edition:2009 @edition:2013 @edition:current
  Scenario: After Teferi's Protection, Auras and Equipment come back attached, counters and choices are kept, and creatures can attack and tap at once
    Ruling: Amy's Grizzly Bears with a +1/+1 counter and Vulshok Morningstar, her Callous Oppressor
      (Bear chosen as it entered) and Nicole's Pacifism on the Oppressor all phase out with Teferi's
      Protection and phase in at Amy's next untap step: the attachments come back attached, the
      counter and the choice are kept, and both creatures, never out of Amy's control, can attack or
      tap that turn.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: Auras and Equipment phase in still attached
    Also: engine-bugs: case 4
    Also: engine-bugs: case 5

    Given Amy controls Grizzly Bears as "bears", with 1 +1/+1 counter
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Amy controls Callous Oppressor as "oppressor", with Bear chosen
    And Nicole controls Pacifism as "pacifism", attached to "oppressor"
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "nicole bears"
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "morningstar" is phased out indirectly
    And "pacifism" is phased out indirectly
    When the game advances to Amy's precombat main phase
    Then "bears" is 5/5
    And "morningstar" is attached to "bears"
    And "pacifism" is attached to "oppressor"
    And "bears" can attack
    When Amy can't activate "oppressor" targeting "nicole bears"
    And Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    When Amy attacks with "bears"
    And the game advances to Amy's end step
    Then Nicole has 15 life
