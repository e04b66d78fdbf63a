Feature: Phasing is not a zone change, and a phased-in permanent keeps its history (702.26d)
  Phasing doesn't move a permanent to another zone or change its controller: no zone-change
  ability triggers, counters (and choices made as it entered) stay, and effects that look at a
  permanent's history don't see the phasing event as leaving or entering the battlefield or its
  controller's control. Under the 2003 rules phasing did move a card to a phased-out zone, but the
  rules then made it come back as the same permanent (502.15f, 502.15h); where the two models give
  different answers, the editions are told apart below and in the features on the older editions.

  @id:rule-702-26d-phasing-in-is-not-entering @rule:702.26d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Soul Warden does not see a creature phase in, and Ertai's Familiar triggers once as it phases out
    Ruling: Phasing in is not entering the battlefield, so Soul Warden's ability doesn't trigger when
      the Sandbar Crocodile phases in. Ertai's Familiar has one ability for "phases out or leaves the
      battlefield": it triggers once as the Familiar phases out, and Amy mills three cards in her
      upkeep.
    Source: cr-2026-702.26
    Passage: 702.26d, no zone-change triggers
    Also: engine-bugs: case 17
    Also: mtg-wiki-phasing: 702.25d
    Also: mtg-forum-de-phasing: 702.23d
    Also: it-wiki-fase: 702.25d
    Also: mtg-wiki-phasing: introduction, second paragraph
    Also: mtg-forum-de-phasing: Magic 2010 notes, zone model
    Also: it-wiki-fase: In fase
    Also: forum-2003-phasing: 502.15d, comes-into-play abilities

    Given Amy controls Soul Warden as "warden"
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Ertai's Familiar as "familiar"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "familiar" is phased out
    And "warden" has not triggered
    And "familiar" has triggered 1 time
    When the stack resolves
    Then Amy has 20 life
    And "amy-library-1" is in Amy's graveyard
    And "amy-library-3" is in Amy's graveyard
    And "crocodile" has not entered the battlefield

  @id:rule-702-26d-borrowed-creature-phases-in-for-its-borrower @rule:702.26d @rule:702.26a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Dominated Sandbar Crocodile phases out and in under Amy's control and can attack at once
    Ruling: Phasing changes no controller. Amy controls Nicole's Crocodile through Dominate; it phases
      out in Amy's untap step, stays out through Nicole's turn, and phases in during Amy's next untap
      step still under Amy's control. It has been under her control all along, so it can attack that
      very turn. Dominate's effect has no end, so it goes on affecting the Crocodile.
    Source: cr-2026-702.26
    Passage: 702.26d, no zone or control change
    Also: engine-bugs: case 10
    Also: forum-2003-phasing: 502.15g, unlimited effects
    Also: forum-2003-phasing: 502.15h, controller remembered
    Also: mtg-forum-de-phasing: summary, sixth point
    Also: mtg-forum-de-phasing: Magic 2010 notes, other effects continue
    Also: cr-2026-702.26: 702.26d, history

    Given Amy controls Sandbar Crocodile owned by Nicole as "crocodile"
    And Amy controls "crocodile" through Dominate
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out directly under Amy's control
    And "crocodile" is controlled by Amy
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    When the game advances to Amy's precombat main phase
    Then "crocodile" is phased in
    And "crocodile" is controlled by Amy
    And "crocodile" can attack
    When Amy attacks with "crocodile"
    And the game advances to Amy's end step
    Then Nicole has 14 life

  @id:rule-702-26d-tokens-stay @rule:702.26d @rule:704.5d @edition:current
  Scenario: A phased-out token stays on the battlefield and phases back in with its Aura
    Ruling: Tokens continue to exist while phased out. A Phyrexian Germ with two +1/+1 counters and
      Teferi's Curse phases out in Amy's untap step, the Curse with it, and both phase in at her next
      untap step, the counters still on the Germ.
    Source: cr-2026-702.26
    Passage: 702.26d, tokens continue to exist

    Given Amy controls a Phyrexian Germ token as "germ", with 2 +1/+1 counters
    And Nicole controls Teferi's Curse as "curse", attached to "germ"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "germ" is phased out
    And "curse" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "germ" is phased in
    And "germ" is 2/2
    And "curse" is attached to "germ"

  @id:rule-702-23j-tokens-cease-to-exist @rule:702.23j @rule:702.25k @rule:704.5d @edition:2003 @edition:2009 @edition:2013
  Scenario: Under the older rules a phased-out token ceases to exist, and its Aura never phases back in
    Ruling: Until August 2017 a phased-out token ceased to exist as a state-based action. The Germ
      phases out and is gone; Teferi's Curse, which phased out indirectly with it, would phase in
      only with the Germ, so it stays phased out for good.
    Source: mtg-forum-de-phasing
    Passage: 702.23j
    Also: mtg-forum-de-phasing: summary, fifth point
    Also: mtg-wiki-phasing: 702.25k
    Also: it-wiki-fase: 702.25j

    Given Amy controls a Phyrexian Germ token as "germ", with 2 +1/+1 counters
    And Nicole controls Teferi's Curse as "curse", attached to "germ"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "germ" has ceased to exist
    And "curse" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "curse" is phased out indirectly
    And "curse" is on the battlefield

  @id:rule-702-26d-counters-stay-slip-out-the-back @rule:702.26d @rule:613.4c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Slip Out the Back's +1/+1 counter is still there when the creature phases in
    Ruling: Counters stay on a permanent while it is phased out. Slip Out the Back puts a +1/+1
      counter on Grizzly Bears and phases them out; they phase in at Amy's next untap step as a 3/3.
    Source: cr-2026-702.26
    Passage: 702.26d, counters remain
    Also: engine-bugs: case 7
    Also: forum-2003-phasing: 502.15h, counters
    Also: it-wiki-fase: Fuori fase

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase
    When Amy casts Slip Out the Back targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "bears" has 1 +1/+1 counter
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" has 1 +1/+1 counter
    And "bears" is 3/3

  @id:rule-702-26d-phased-in-creature-can-tap-at-once @rule:702.26d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Callous Oppressor phases in and can use its tap ability that very turn
    Ruling: A creature that phases in is not summoning sick: it has been under its controller's
      control all along. Callous Oppressor phases in during Amy's untap step and she taps it at once
      to take Nicole's Hill Giant. The creature type chosen as it entered (Bear) is still chosen, so
      it still can't take Nicole's Grizzly Bears.
    Source: mtg-wiki-phasing
    Passage: introduction, second paragraph
    Also: mtg-forum-de-phasing: Magic 2010 notes, summoning sickness
    Also: forum-2003-phasing: 502.15h, choices
    Also: it-wiki-fase: Fuori fase
    Also: cr-2026-702.26: 702.26d, history

    Given Amy controls Callous Oppressor as "oppressor", phased out and with Bear chosen
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "oppressor" is phased in
    When Amy can't activate "oppressor" targeting "bears"
    And Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "oppressor" is tapped

  @id:rule-702-26d-echo-not-paid-again @rule:702.26d @rule:603.4 @rule:702.30a @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders phasing in does not make Amy pay echo again
    Ruling: Echo asks for payment only if the creature came under its controller's control since
      their last upkeep. Phasing in doesn't count as that, so Avalanche Riders that phase in during
      Amy's untap step don't trigger echo: she keeps them without paying.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, echo
    Also: mtg-forum-de-phasing: 702.23d
    Also: cr-2026-702.26: 702.26d, history

    Given Amy controls Avalanche Riders as "riders", phased out
    And it is Nicole's end step
    When Amy will choose no
    And the game advances to Amy's upkeep
    Then "riders" is phased in
    And no triggered abilities are waiting to be put on the stack
    When the game advances to Amy's draw step
    Then "riders" is on the battlefield
    And "riders" has not triggered

  @id:engine-echo-is-paid-after-entering @rule:702.26d @rule:603.4 @rule:702.30a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders that entered this turn trigger echo at their controller's next upkeep
    Ruling: The other side of the echo ruling: Riders that came under Amy's control this turn do
      trigger echo at her next upkeep, and if she doesn't pay, she sacrifices them.
    Source: cr-2026
    Passage: 702.30a, echo
    Also: engine-bugs: case 17

    Given Amy controls Avalanche Riders as "riders", entered this turn
    And it is Amy's end step
    When Amy will choose no
    And the game advances to Amy's upkeep
    Then "riders" has triggered 1 time
    When the stack resolves
    Then "riders" is in Amy's graveyard

  @id:rule-702-26d-face-down-stays-face-down @rule:702.26d @rule:110.5 @rule:708.2 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A face-down creature phases out and in still face down
    Ruling: Face down is a status, like phased out, and phasing doesn't change it: a face-down Hill
      Giant phased out by Reality Ripple phases in as the same face-down 2/2 creature with no name.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, old rules
    Also: forum-2003-phasing: 502.15f

    Given Amy controls Hill Giant as "hidden", face down
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    Then "hidden" is a Creature
    And "hidden" is 2/2
    When Nicole casts Reality Ripple targeting "hidden"
    And the stack resolves
    Then "hidden" is phased out
    When the game advances to Amy's upkeep
    Then "hidden" is phased in
    And "hidden" is face down
    And "hidden" is a Creature
    And "hidden" is 2/2
