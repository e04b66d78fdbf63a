Feature: Neighbouring cases: several permanents phasing at once, and attachments older than their hosts
  Permanents that phase at the same moment phase together: each Aura or Equipment goes with its
  host, indirectly, whether it came onto the battlefield before or after it, and whatever order an
  engine keeps its permanents in. Under the 2003 rules phasing in also made a permanent new to play
  in some ways (502.15k, 502.15m), for every permanent phasing in at that moment.

  @id:axes-clever-concealment-two-creatures-and-an-older-equipment @rule:702.26h @rule:702.26g
  @edition:2009 @edition:2013 @edition:current
  Scenario: Clever Concealment phases out two creatures and the Equipment on one of them, set up before it: the Equipment phases out indirectly
    Ruling: Amy's Vulshok Morningstar came onto the battlefield before the Grizzly Bears it equips.
      She targets the Morningstar, the Bears and her Hill Giant with one Clever Concealment. The
      Morningstar would phase out both directly and indirectly, so it phases out indirectly, once,
      with the Bears; at Amy's next untap step it phases in with them, still attached.
    Source: cr-2026-702.26
    Passage: 702.26h
    Also: mtg-wiki-phasing: 702.25g
    Also: mtg-forum-de-phasing: 702.23g
    Also: it-wiki-fase: 702.25g
    Also: engine-bugs: case 11

    Given Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Clever Concealment targeting "morningstar", "bears" and "giant"
    And the stack resolves
    Then "bears" is phased out directly
    And "giant" is phased out directly
    And "morningstar" is phased out indirectly
    And "morningstar" has phased out 1 time
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "giant" is phased in
    And "morningstar" is phased in
    And "morningstar" is attached to "bears"
    And "bears" is 4/4

  @id:axes-untap-step-equipment-with-phasing-older-than-its-crocodile @rule:702.26h @rule:702.26g @rule:702.26a
  @edition:2009 @edition:2013 @edition:current
  Scenario: In the untap step a Vulshok Morningstar with phasing, older than the Sandbar Crocodile it equips, phases out indirectly with it, and the Curse on it too
    Ruling: Nicole's Teferi's Curse enchants Amy's Vulshok Morningstar, which gives it phasing; the
      Morningstar came onto the battlefield before the Sandbar Crocodile it equips. In Amy's untap
      step both have phasing: the Morningstar would phase out directly and indirectly at once, so it
      phases out indirectly, with the Crocodile, and the Curse with it. At Amy's next untap step they
      all phase in together, still attached.
    Source: cr-2026-702.26
    Passage: 702.26h
    Also: mtg-forum-de-phasing: 702.23g
    Also: it-wiki-fase: 702.25g

    Given Amy controls Vulshok Morningstar as "morningstar", attached to "crocodile"
    And Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Teferi's Curse as "curse", attached to "morningstar"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out directly
    And "morningstar" is phased out indirectly
    And "curse" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "morningstar" is phased out
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "morningstar" is phased in
    And "curse" is phased in
    And "morningstar" is attached to "crocodile"
    And "curse" is attached to "morningstar"
    And "crocodile" is 8/7

  @id:axes-older-grafted-exoskeleton-phases-out-without-unattaching @rule:702.26j @rule:702.26g
  @edition:2009 @edition:2013 @edition:current
  Scenario: A Grafted Exoskeleton set up before the Grizzly Bears it equips phases out and in with them without becoming unattached
    Ruling: Amy's Grafted Exoskeleton came onto the battlefield before the Grizzly Bears it equips.
      Reality Ripple phases out the Bears and, indirectly, the Exoskeleton: phasing is not becoming
      unattached, so its ability doesn't trigger and the Bears are not sacrificed. At Amy's next
      untap step both phase in, still attached, and the Bears are 4/4.
    Source: cr-2026-702.26
    Passage: 702.26j
    Also: engine-bugs: case 16

    Given Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "exoskeleton" is phased out indirectly
    And "exoskeleton" has not triggered
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "exoskeleton" is attached to "bears"
    And "exoskeleton" has not triggered
    And "bears" is on the battlefield
    And "bears" is 4/4

  @id:axes-2003-two-isles-one-borrowed-phase-in-together @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules two Teferi's Isles phasing in together both go, each to its owner's graveyard, though one is borrowed
    Ruling: Amy controls two phased-out Teferi's Isles, one of them Nicole's. Both phase in at Amy's
      untap step, at the same moment: under the legend rule of 2003 neither is the newer, so both go
      to their owners' graveyards, Amy's and Nicole's.
    Source: forum-2003-phasing
    Passage: 502.15k

    Given Amy controls Teferi's Isle as "isle", phased out
    And Amy controls Teferi's Isle owned by Nicole as "borrowed isle", phased out
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "isle" is in Amy's graveyard
    And "borrowed isle" is in Nicole's graveyard

  @id:axes-2003-phased-in-creatures-lose-their-haste-with-their-controller @rule:502.15m @rule:302.6 @rule:613.1b @edition:2003
  Scenario: Under the 2003 rules two Crocodiles phased out and in the turn they came into play can attack, until one of them changes controllers
    Ruling: Amy's two Sandbar Crocodiles came into play this turn. Time and Tide phases both out and a
      second one phases both in: under the 2003 rules each can now attack as though it had haste.
      That lasts until it changes controllers: once Nicole takes one with Dominate, it can't attack
      for her this turn, while Amy's other one still can; and when Amy takes it back with a Dominate
      of her own, it has just come under her control and can't attack for her either.
    Source: forum-2003-phasing
    Passage: 502.15m

    Given Amy controls Sandbar Crocodile as "first", entered this turn
    And Amy controls Sandbar Crocodile as "second", entered this turn
    And Amy has 2 Time and Tides in her hand
    And Amy has Dominate in her hand
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    Then "first" can't attack
    When Amy casts Time and Tide
    And the stack resolves
    Then "first" is phased out
    And "second" is phased out
    When Amy casts Time and Tide
    And the stack resolves
    Then "first" is phased in
    And "second" is phased in
    And "first" can attack
    And "second" can attack
    When Nicole casts Dominate with X = 5, targeting "first"
    And the stack resolves
    Then "first" is controlled by Nicole
    And "first" can't attack
    And "second" can attack
    When Amy casts Dominate with X = 5, targeting "first"
    And the stack resolves
    Then "first" is controlled by Amy
    And "first" can't attack
    And "second" can attack

  @id:axes-older-rules-token-leaves-its-attachments-phased-out @rule:702.26d @rule:702.26g @rule:704.5d
  @edition:2009 @edition:2013
  Scenario: Under the 2009 and 2013 rules a phased-out Germ ceases to exist, and the Equipment older than it and the Aura newer than it never phase back in
    Ruling: Amy's Vulshok Morningstar came onto the battlefield before her Phyrexian Germ, and Nicole's
      Teferi's Curse after it. Reality Ripple phases out the Germ; both attachments phase out with it,
      indirectly. A phased-out token ceases to exist, and what phased out with it phases in only
      with it: neither Amy's nor Nicole's untap step brings them back.
    Source: mtg-forum-de-phasing
    Passage: 702.23j
    Also: mtg-forum-de-phasing: summary, fifth point
    Also: mtg-wiki-phasing: 702.25k
    Also: it-wiki-fase: 702.25j

    Given Amy controls Vulshok Morningstar as "morningstar", attached to "germ"
    And Amy controls a Phyrexian Germ token as "germ"
    And Nicole controls Teferi's Curse as "curse", attached to "germ"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Reality Ripple targeting "germ"
    And the stack resolves
    Then "germ" has ceased to exist
    And "morningstar" is phased out indirectly
    And "curse" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "curse" is phased out
    And "morningstar" is phased out
    When the game advances to Amy's upkeep
    Then "morningstar" is phased out
    And "curse" is phased out
