Feature: Where the 2003 rules and the later rules disagree
  Until Magic 2010 a phased-out permanent was in the phased-out zone (502.15), and several things
  followed that the status model of July 2009 changed: phasing out triggered leaves-play abilities
  and removed damage, a permanent that phased in could attack as though it had haste and came
  under its controller's control again (so echo was paid again), and two legends phasing in
  together both died. Each scenario here gives one edition's answer; its pair gives the other's.

  @id:rule-502-15d-phasing-out-triggers-leaves-play @rule:502.15d @edition:2003
  Scenario: Under the 2003 rules Oblivion Ring phasing out triggers its leaves-play ability
    Ruling: Phasing out a permanent triggered its leaves-play abilities. Amy phases out her Oblivion
      Ring, and Nicole's Grizzly Bears, exiled by it, return to the battlefield. When the Ring
      phases back in nothing triggers (phasing in was not coming into play), so the Bears stay.
    Source: forum-2003-phasing
    Passage: 502.15d, leaves-play

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "bears"
    And the stack resolves
    Then "bears" is in exile
    When Amy casts Clever Concealment targeting "ring"
    And the stack resolves
    Then "ring" is phased out
    And "bears" is on the battlefield
    When the game advances to Amy's upkeep
    Then "ring" is phased in
    And "bears" is on the battlefield
    And "ring" has triggered 2 times

  @id:rule-702-26d-phasing-out-triggers-no-leaves-ability @rule:702.26d @edition:2009 @edition:2013 @edition:current
  Scenario: Since 2009 Oblivion Ring phasing out triggers nothing, and its card stays exiled
    Ruling: Phasing out is not leaving the battlefield: Oblivion Ring's leaves ability doesn't
      trigger, and Nicole's Grizzly Bears stay in exile while the Ring is phased out and after it
      phases back in.
    Source: mtg-forum-de-phasing
    Passage: summary, second point
    Also: mtg-forum-de-phasing: Magic 2010 notes, zone model

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "bears"
    And the stack resolves
    And Amy casts Clever Concealment targeting "ring"
    And the stack resolves
    Then "ring" is phased out
    And "bears" is in exile
    When the game advances to Amy's upkeep
    Then "ring" is phased in
    And "bears" is in exile
    And "ring" has triggered 1 time

  @id:engine-oblivion-ring-returns-when-it-leaves @rule:603.10a @rule:608.2h @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Oblivion Ring returns the card it exiled when it leaves the battlefield
    Ruling: The ordinary case, to show the ability works: when Oblivion Ring is returned to Amy's
      hand, its leaves-the-battlefield ability returns Nicole's Bears to the battlefield.
    Source: cr-2026
    Passage: 603.10a, leaves-the-battlefield abilities look back in time
    Also: engine regression: leaves-the-battlefield triggers (Oblivion Ring)

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "bears"
    And the stack resolves
    Then "bears" is in exile
    When Nicole casts Boomerang targeting "ring"
    And the stack resolves
    Then "ring" is in Amy's hand
    And "bears" is on the battlefield
    And "bears" is controlled by Nicole

  @id:rule-502-15e-damage-removed-on-phasing-out @rule:502.15e @edition:2003
  Scenario: Under the 2003 rules the damage on a creature is removed as it phases out
    Ruling: Grizzly Bears with 1 damage phase out: under the 2003 rules the damage is removed at
      once.
    Source: forum-2003-phasing
    Passage: 502.15e

    Given Amy controls Grizzly Bears as "bears", with 1 damage
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" has 0 damage

  @id:rule-702-26b-damage-stays-marked-until-cleanup @rule:702.26b @rule:514.2 @edition:2009 @edition:2013 @edition:current
  Scenario: Since 2009 damage stays marked on a phased-out creature until the cleanup step
    Ruling: Damage is no longer removed as a permanent phases out. Grizzly Bears with 1 damage phase
      out and keep it; it is removed in the cleanup step as usual, phased out or not.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, damage

    Given Amy controls Grizzly Bears as "bears", with 1 damage
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" has 1 damage
    When the game advances to Nicole's upkeep
    Then "bears" is phased out
    And "bears" has 0 damage

  @id:rule-502-15m-haste-like-after-phasing-in @rule:502.15m @edition:2003
  Scenario: Under the 2003 rules a creature that phased in can attack as though it had haste, even the turn it came into play
    Ruling: Grizzly Bears came into play this turn, phased out, and phased back in the same turn.
      Under the 2003 rules a permanent that phases in can attack and tap as though it had haste,
      even in the turn it came into play.
    Source: forum-2003-phasing
    Passage: 502.15m

    Given Amy controls Grizzly Bears as "bears", entered this turn
    And Nicole has Reality Ripple in her hand
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    Then "bears" can't attack
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    And "bears" can attack
    When Amy attacks with "bears"
    And the game advances to Amy's end step
    Then Nicole has 18 life

  @id:rule-702-26d-no-haste-after-phasing-in @rule:702.26d @edition:2009 @edition:2013 @edition:current
  Scenario: Since 2009 a creature that phased in is as summoning sick as it was before
    Ruling: Phasing changes no part of a permanent's history: Grizzly Bears that came under Amy's
      control this turn, phased out and back in, still haven't been under her control since the
      turn began, and can't attack.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, summoning sickness
    Also: cr-2026-702.26: 702.26d, history

    Given Amy controls Grizzly Bears as "bears", entered this turn
    And Nicole has Reality Ripple in her hand
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    And "bears" can't attack
    When Amy can't attack with "bears"

  @id:rule-502-15k-two-legends-phase-in-together @rule:502.15k @edition:2003
  Scenario: Under the 2003 rules two Teferi's Isles that phase in together both go to the graveyard
    Ruling: Permanents that phase in keep their timestamps but still phase in at the same moment:
      two legends with the same name phasing in together are both put into their owners'
      graveyards by the old legend rule.
    Source: forum-2003-phasing
    Passage: 502.15k

    Given Amy controls Teferi's Isle as "first isle", phased out
    And Amy controls Teferi's Isle as "second isle"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "second isle"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "first isle" has been put into a graveyard by the legend rule
    And "second isle" has been put into a graveyard by the legend rule
    And "first isle" is in Amy's graveyard
    And "second isle" is in Amy's graveyard

  @id:rule-704-5j-two-legends-phase-in-together @rule:704.5j @rule:702.26a @edition:2013 @edition:current
  Scenario: Two Teferi's Isles that phase in together: Amy keeps the one she chooses
    Ruling: Under today's legend rule Amy chooses one of her two legendary Isles and puts the other
      into her graveyard; she keeps the first.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time

    Given Amy controls Teferi's Isle as "first isle", phased out
    And Amy controls Teferi's Isle as "second isle"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "second isle"
    And the stack resolves
    And Amy will keep "first isle"
    And the game advances to Amy's upkeep
    Then "first isle" is on the battlefield
    And "first isle" has not been put into a graveyard by the legend rule
    And "second isle" has been put into a graveyard by the legend rule
    And "second isle" is in Amy's graveyard

  @id:rule-702-26d-legend-keeps-its-timestamp @rule:702.26d @rule:704.5j @edition:2013 @edition:current
  Scenario: A legend that phases in keeps its old timestamp, so the newer one is kept by default
    Ruling: Phasing in doesn't give a permanent a new timestamp. Both Isles are Amy's, and the second
      came onto the battlefield later. When both phase in together and Amy gives no answer, she keeps
      the newest, and a permanent that has just phased in is not new: the second Isle stays, the
      first goes.
    Source: forum-2003-phasing
    Passage: 502.15k

    Given Amy controls Teferi's Isle as "first isle", phased out
    And Amy controls Teferi's Isle as "second isle"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "second isle"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "second isle" is on the battlefield
    And "first isle" has been put into a graveyard by the legend rule

  @id:rule-502-15-echo-paid-again @rule:502.15f @rule:502.15d @edition:2003
  Scenario: Under the 2003 rules Avalanche Riders phasing in trigger echo again
    Ruling: A permanent phasing in returned to play under its controller's control, so echo, which
      asks whether it came under their control since their last upkeep, triggered again: Amy
      doesn't pay, and sacrifices the Riders.
    Source: mtg-forum-de-phasing
    Passage: Magic 2010 notes, echo

    Given Amy controls Avalanche Riders as "riders", phased out
    And it is Nicole's end step
    When Amy will choose no
    And the game advances to Amy's upkeep
    Then "riders" is phased in
    And "riders" has triggered 1 time
    When the stack resolves
    Then "riders" is in Amy's graveyard

  @id:rule-502-15h-diseased-vermin @rule:502.15h @rule:702.26d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin remembers its counters and whom it has damaged through phasing
    Ruling: The 2003 rules' example, which every edition answers the same way: Diseased Vermin deals
      combat damage to Nicole and gets an infection counter, then phases out. When it phases in it
      still has the counter and still knows it has damaged Nicole, so at Amy's upkeep it deals 1
      damage to her.
    Source: forum-2003-phasing
    Passage: 502.15h, Diseased Vermin example
    Also: forum-2003-phasing: 502.15f

    Given Amy controls Diseased Vermin as "vermin"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "vermin"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 19 life
    And "vermin" has 1 infection counter
    When Nicole casts Reality Ripple targeting "vermin"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "vermin" is phased in
    And "vermin" has 1 infection counter
    When the stack resolves
    Then Nicole has 18 life
