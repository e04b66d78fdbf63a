Feature: Continuous effects, delayed triggers and phased-out permanents (702.26e, 702.26f)
  An effect from a resolved spell affects only the objects it saw as it began: a permanent that was
  phased out then is left out for good (702.26e). Effects that do affect a permanent run their
  course while it is phased out and may end meanwhile (702.26f); "for as long as" effects that track
  it end as it phases out. The 2003 rules were harsher: effects of limited duration and delayed
  triggers that referred to a permanent could no longer affect it once it had phased out
  (502.15g); the scenarios that show the difference say which edition they hold in.

  @id:rule-702-26e-resolved-effects-skip-phased-out @rule:702.26e @rule:702.26b @rule:611.2c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Inspired Charge leaves out a creature that was phased out as it resolved; Glorious Anthem does not
    Ruling: Inspired Charge gives the creatures Amy controls +2/+1 until end of turn; her Sandbar
      Crocodile is phased out as it resolves, so it is not one of them, even after Time and Tide
      phases it in the same turn. Glorious Anthem is a static ability, not a resolved effect: it
      applies to the Crocodile as soon as the Crocodile exists again.
    Source: cr-2026-702.26
    Passage: 702.26e

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Glorious Anthem
    And Amy has Inspired Charge and Time and Tide in her hand
    And it is Amy's precombat main phase
    When Amy casts Inspired Charge
    And the stack resolves
    Then "bears" is 5/4
    When Amy casts Time and Tide
    And the stack resolves
    Then "crocodile" is phased in
    And "crocodile" is 7/6
    And "bears" is 5/4

  @id:rule-702-26f-giant-growth-still-applies-after-phasing-in @rule:702.26f @edition:2009 @edition:2013 @edition:current
  Scenario: A creature that phases out and back in the same turn still has Giant Growth's bonus
    Ruling: Since Magic 2010 an effect of limited duration simply runs its course: it doesn't end
      because the creature phased out. Grizzly Bears get +3/+3 until end of turn, are phased out by
      Reality Ripple and phased back in by Time and Tide the same turn: they are 5/5.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, limited-duration effects
    Also: mtg-forum-de-phasing: 702.23e
    Also: mtg-wiki-phasing: 702.25e
    Also: it-wiki-fase: 702.25e

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth and Time and Tide in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    When Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    And "bears" is 5/5

  @id:rule-502-15g-giant-growth-example @rule:502.15g @edition:2003
  Scenario: Under the 2003 rules Giant Growth no longer applies to a creature that phased out and back in
    Ruling: The 2003 rules' own example: a creature with Giant Growth's +3/+3 phases out and, somehow,
      back in the same turn; Giant Growth has a limited duration, so it no longer affects the
      creature, which is a 2/2 again.
    Source: forum-2003-phasing
    Passage: 502.15g, Giant Growth example
    Also: forum-2003-phasing: 502.15g

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth and Time and Tide in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then "bears" is 5/5
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    And "bears" is 2/2

  @id:rule-702-26f-until-end-of-turn-expires-while-phased-out @rule:702.26f @rule:514.2 @rule:611.2a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Giant Growth wears off while the creature is phased out; it phases in a 2/2
    Ruling: Giant Growth lasts until end of turn. The Bears phase out the same turn and phase in at
      Amy's next untap step; the effect ended in the cleanup step meanwhile, so they are 2/2.
    Source: cr-2026-702.26
    Passage: 702.26f, effects may expire
    Also: mtg-wiki-phasing: 702.25e
    Also: mtg-forum-de-phasing: 702.23e

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then "bears" is 5/5
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is 2/2

  @id:rule-702-26f-control-until-end-of-turn-expires-while-phased-out @rule:702.26f @rule:702.26a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature borrowed with Act of Treason goes back to its owner while phased out, and phases in at the borrower's untap step
    Ruling: Amy takes Nicole's Sandbar Crocodile with Act of Treason, then phases it out. The
      control effect ends at end of turn while it is phased out: Nicole controls it again. It phased
      out under Amy's control, so it phases in during Amy's next untap step, not Nicole's, and is
      then Nicole's.
    Source: cr-2026-702.26
    Passage: 702.26f, effects may expire
    Also: engine-bugs: case 10
    Also: forum-2003-phasing: 502.15h, control effect expired

    Given Nicole controls Sandbar Crocodile as "crocodile"
    And Amy has Act of Treason and Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Act of Treason targeting "crocodile"
    And the stack resolves
    Then "crocodile" is controlled by Amy
    When Amy casts Reality Ripple targeting "crocodile"
    And the stack resolves
    And the game advances to Nicole's upkeep
    Then "crocodile" is phased out directly under Amy's control
    And "crocodile" is controlled by Nicole
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" is controlled by Nicole

  @id:rule-702-26f-for-as-long-as-callous-oppressor @rule:702.26f @rule:611.2b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Phasing out Callous Oppressor ends its control effect, even if it phases in still tapped
    Ruling: Callous Oppressor keeps Nicole's Hill Giant for as long as it remains tapped. When the
      Oppressor phases out, the game can't see it remain tapped, so the effect ends for good: the
      Giant is Nicole's again, and stays hers after the Oppressor phases in tapped.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, for as long as (Callous Oppressor)
    Also: mtg-wiki-phasing: 702.25e
    Also: mtg-forum-de-phasing: 702.23e
    Also: it-wiki-fase: 702.25e
    Also: cr-2026-702.26: 702.26f, for as long as

    Given Amy controls Callous Oppressor as "oppressor", with Bear chosen
    And Nicole controls Hill Giant as "giant"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    When Nicole casts Reality Ripple targeting "oppressor"
    And the stack resolves
    Then "oppressor" is phased out
    And "giant" is controlled by Nicole
    When Amy will choose not to untap "oppressor"
    And the game advances to Amy's upkeep
    Then "oppressor" is phased in
    And "oppressor" is tapped
    And "giant" is controlled by Nicole

  @id:rule-702-26f-stolen-creature-phases-in-still-stolen @rule:702.26f @edition:2009 @edition:2013 @edition:current
  Scenario: A creature taken by Vedalken Shackles phases out and in and is still Amy's while the Shackles stay tapped
    Ruling: The Shackles' effect tracks the Shackles, not the creature: the creature phasing out
      doesn't end it. Nicole phases out the Grizzly Bears that Amy took; they phased out under Amy's
      control, so they phase in at Amy's untap step, and the Shackles, which Amy keeps tapped, still
      give her control of them.
    Source: cr-2026-702.26
    Passage: 702.26f, effects may expire
    Also: mtg-forum-de-phasing: Magic 2010 notes, other effects continue

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls 2 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy activates "shackles" targeting "bears"
    And the stack resolves
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly under Amy's control
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is controlled by Amy

  @id:rule-502-15g-stolen-creature-phases-in-for-its-owner @rule:502.15g @rule:502.15h @edition:2003
  Scenario: Under the 2003 rules a creature taken by Vedalken Shackles phases back in under its owner's control
    Ruling: Under the 2003 rules an effect of limited duration that refers to a permanent can't
      affect it again once it has phased out. "For as long as" is a limited duration: the Bears phase
      in at Amy's untap step (she controlled them when they phased out) but under Nicole's control.
    Source: forum-2003-phasing
    Passage: 502.15h, control effect expired
    Also: forum-2003-phasing: 502.15g

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls 2 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy activates "shackles" targeting "bears"
    And the stack resolves
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly under Amy's control
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is controlled by Nicole

  @id:rule-702-26f-delayed-trigger-while-phased-out @rule:702.26f @rule:603.7 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Sneak Attack's delayed sacrifice does nothing to a creature that is phased out at the end step
    Ruling: Sneak Attack puts Grizzly Bears onto the battlefield, to be sacrificed at the beginning of
      the next end step. Nicole phases the Bears out; the delayed trigger still triggers at the end
      step but can't find them, so it does nothing. They phase in at Amy's next untap step and stay.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, delayed triggers
    Also: forum-2003-phasing: 502.15g

    Given Amy controls Sneak Attack as "sneak attack"
    And Amy has Grizzly Bears in her hand as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "sneak attack"
    And the stack resolves
    Then "bears" is on the battlefield
    And "bears" can attack
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And the game advances to Amy's end step
    And the stack resolves
    Then "sneak attack" has triggered 1 time
    And "bears" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is on the battlefield

  @id:rule-702-26f-delayed-trigger-after-phasing-back-in @rule:702.26f @rule:603.7 @rule:701.21a @edition:2009 @edition:2013 @edition:current
  Scenario: Sneak Attack's delayed sacrifice still gets a creature that phased out and back in before the end step
    Ruling: Since Magic 2010 a delayed trigger keeps track of a permanent through phasing: the Bears
      phase out and back in (Time and Tide) before the end step, so they are sacrificed.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, delayed triggers

    Given Amy controls Sneak Attack as "sneak attack"
    And Amy has Grizzly Bears in her hand as "bears"
    And Amy has Time and Tide in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "sneak attack"
    And the stack resolves
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    When the game advances to Amy's end step
    And the stack resolves
    Then "bears" is in Amy's graveyard

  @id:rule-502-15g-delayed-trigger-forgets-phased-out @rule:502.15g @edition:2003
  Scenario: Under the 2003 rules a delayed trigger can't affect a creature that phased out, even once it is back
    Ruling: Under the 2003 rules a delayed triggered ability that refers to a permanent can't affect
      it again once it has phased out: the Bears phase out and back in before the end step, and Sneak
      Attack's delayed trigger doesn't sacrifice them. The haste Sneak Attack gave them has no
      duration, so they keep it.
    Source: forum-2003-phasing
    Passage: 502.15g
    Also: forum-2003-phasing: 502.15g, unlimited effects

    Given Amy controls Sneak Attack as "sneak attack"
    And Amy has Grizzly Bears in her hand as "bears"
    And Amy has Time and Tide in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "sneak attack"
    And the stack resolves
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    When the game advances to Amy's end step
    And the stack resolves
    Then "sneak attack" has triggered 1 time
    And "bears" is on the battlefield
