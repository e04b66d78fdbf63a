Feature: Official rulings on the pool's phasing cards
  The Gatherer rulings of Teferi's Imp, Shimmering Efreet, Ertai's Familiar and Vision Charm, and
  of Inspired Charge, whose set of creatures is fixed as it resolves. Each scenario cites the
  ruling it plays (rules/rulings.json lists them all), with its neighbours: another player's
  turn, owner and controller, a phased-out permanent where the ruling's case has none.

  @id:ruling-teferis-imp-nothing-to-discard @rule:702.26a @rule:603.10b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Imp phases out with an empty hand: nothing happens, and it still draws when it phases in
    Ruling: Amy's hand is empty when her Teferi's Imp phases out: its discard ability does nothing
      and costs her nothing else. When the Imp phases back in at her following untap step, its
      other ability still draws her a card.
    Source: Gatherer ruling on Teferi's Imp (2004-10-04)
    Passage: no negative effect if you can't discard

    Given Amy controls Teferi's Imp as "imp"
    And Nicole controls Grizzly Bears
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "imp" is phased out directly
    And 1 triggered ability is waiting to be put on the stack
    When the stack resolves
    Then the stack is empty
    And Amy has discarded 0 cards
    And Amy has 0 cards in her hand
    And Amy has 20 life
    When the game advances to Amy's upkeep
    Then "imp" is phased in
    When the stack resolves
    Then Amy has drawn 2 cards
    And Amy has 2 cards in her hand

  @id:ruling-teferis-imp-controller-discards-not-owner @rule:702.26a @rule:603.10b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Imp borrowed with Dominate makes its controller discard, not its owner
    Ruling: Amy controls Nicole's Teferi's Imp through Dominate and has no card in her hand; Nicole
      has two. The Imp's abilities are Amy's: when it phases out Amy discards nothing and Nicole
      keeps her cards; when it phases in, Amy draws.
    Source: Gatherer ruling on Teferi's Imp (2004-10-04)
    Passage: no negative effect if you can't discard

    Given Amy controls Teferi's Imp owned by Nicole as "imp"
    And Amy controls "imp" through Dominate
    And Nicole has Giant Growth and Boomerang in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    And the stack resolves
    Then "imp" is phased out directly under Amy's control
    And Amy has discarded 0 cards
    And Nicole has discarded 0 cards
    And Nicole has 2 cards in her hand
    When the game advances to Amy's upkeep
    And the stack resolves
    Then "imp" is phased in
    And "imp" is controlled by Amy
    And Amy has drawn 2 cards
    And Nicole has discarded 0 cards

  @id:ruling-shimmering-efreet-alone-phases-itself-out @rule:702.26a @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Shimmering Efreet that phases in with no other creature must target itself and phases out again
    Ruling: Amy's Efreet phases in at her untap step. Nicole's only creature is phased out, so it
      doesn't exist for the Efreet's ability: the Efreet is the only creature it can target, and it
      phases itself out again.
    Source: Gatherer ruling on Shimmering Efreet (2004-10-04)
    Passage: no other creatures, phases itself back out

    Given Amy controls Shimmering Efreet as "efreet", phased out
    And Nicole controls Hill Giant as "giant", phased out
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "efreet" is phased in
    And "giant" is phased out
    When the stack resolves
    Then "efreet" is phased out directly
    And "giant" is phased out

  @id:ruling-shimmering-efreet-two-target-one-creature @rule:702.26a @rule:702.26b @rule:608.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Two Shimmering Efreets phasing in may both target the same creature, which phases out once
    Ruling: Both of Amy's Efreets phase in and both abilities target Nicole's Hill Giant. The first
      to resolve phases it out; the second then has a target that no longer exists and does
      nothing. Only the Giant phases out; the Efreets stay in.
    Source: Gatherer ruling on Shimmering Efreet (2004-10-04)
    Passage: two of these can target the same creature

    Given Amy controls Shimmering Efreet as "first efreet", phased out
    And Amy controls Shimmering Efreet as "second efreet", phased out
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    And Amy will choose target "giant"
    And Amy will choose target "giant"
    And the stack resolves
    Then "giant" is phased out directly under Nicole's control
    And "bears" is phased in
    And "first efreet" is phased in
    And "second efreet" is phased in
    And the stack is empty

  @id:ruling-ertais-familiar-resists-reality-ripple @rule:702.26a @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar that can't phase out ignores Nicole's Reality Ripple, in Nicole's turn too
    Ruling: In her own turn Amy activates Ertai's Familiar. In Nicole's turn, Nicole casts Reality
      Ripple on it: the Familiar can't phase out for any reason until Amy's next upkeep, so it stays,
      and its phase-out ability doesn't trigger. Nicole's Ripple on Amy's Island still works.
    Source: Gatherer ruling on Ertai's Familiar (2008-04-01)
    Passage: can't phase out for any reason

    Given Amy controls Ertai's Familiar as "familiar"
    And Amy controls Island as "island"
    And Nicole has Reality Ripple and Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy activates "familiar"
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole casts Reality Ripple targeting "familiar"
    And the stack resolves
    Then "familiar" is phased in
    And "familiar" has not phased out
    And "familiar" has not triggered
    When Nicole casts Reality Ripple targeting "island"
    And the stack resolves
    Then "island" is phased out directly under Amy's control

  @id:ruling-ertais-familiar-stays-through-teferis-protection @rule:702.26a @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Protection phases out everything Amy controls but an Ertai's Familiar that can't phase out
    Ruling: Amy activates Ertai's Familiar, then casts Teferi's Protection: all her other
      permanents phase out, but the Familiar can't phase out, whatever makes it, so it stays in.
    Source: Gatherer ruling on Ertai's Familiar (2008-04-01)
    Passage: can't phase out for any reason

    Given Amy controls Ertai's Familiar as "familiar"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy activates "familiar"
    And the stack resolves
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "bears" is phased out directly
    And "familiar" is phased in
    And "familiar" has not triggered

  @id:ruling-vision-charm-every-land-becomes-one-type @rule:702.26e
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vision Charm turns every land of the first type, whoever controls it, into the same basic type
    Ruling: Amy chooses Island and Swamp: her two Islands and Nicole's Island all become Swamps
      until end of turn; Nicole's Forest is not an Island and doesn't change.
    Source: Gatherer ruling on Vision Charm (2004-10-04)
    Passage: all lands changed become the same type

    Given Amy controls 2 Islands
    And Nicole controls Island as "nicole's island"
    And Nicole controls Forest as "forest"
    And Amy has Vision Charm in her hand
    And it is Amy's precombat main phase
    When Amy casts Vision Charm with mode 2, choosing "Island" and "Swamp"
    And the stack resolves
    Then "island-1" is a Basic Land — Swamp
    And "island-2" is a Basic Land — Swamp
    And "nicole's island" is a Basic Land — Swamp
    And "forest" is a Basic Land — Forest
    When the game advances to Nicole's upkeep
    Then "island-1" is a Basic Land — Island
    And "nicole's island" is a Basic Land — Island

  @id:ruling-inspired-charge-fixes-its-creatures-on-resolution @rule:702.26e @rule:611.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Inspired Charge pumps only the creatures Amy controls as it resolves, not one that phases in or that she takes later
    Ruling: As Inspired Charge resolves, Amy controls one phased-in Grizzly Bears; her other Bears is
      phased out and doesn't count. Time and Tide then phases that one in, and Act of Treason gives
      her Nicole's Hill Giant: neither gets +2/+1. The first Bears keeps it until end of turn.
    Source: Gatherer ruling on Inspired Charge (2016-09-20)
    Passage: set of creatures determined as it resolves

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Grizzly Bears as "hidden bears", phased out
    And Nicole controls Hill Giant as "giant"
    And Amy has Inspired Charge, Time and Tide and Act of Treason in her hand
    And it is Amy's precombat main phase
    When Amy casts Inspired Charge
    And the stack resolves
    Then "bears" is 4/3
    When Amy casts Time and Tide
    And the stack resolves
    Then "hidden bears" is phased in
    And "hidden bears" is 2/2
    When Amy casts Act of Treason targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "giant" is 3/3
    And "bears" is 4/3
