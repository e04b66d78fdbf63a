Feature: Phasing caused by spells and abilities, and what triggers on phasing
  Spells and abilities phase permanents out (and Time and Tide in) at any time, simultaneously
  when they say so. A permanent phased out by a spell or ability phases in at its controller's next
  untap step, unless it phased out "until" something happens (610.4). Abilities that trigger on
  phasing in the untap step wait until the upkeep to be put on the stack, since no player gets
  priority in the untap step.

  @id:time-and-tide-simultaneous @rule:702.26a @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Time and Tide phases creatures in and out at the same moment, outside the untap step
    Ruling: Time and Tide names phased-out creatures, so it affects them: Amy's phased-out Grizzly
      Bears and Sandbar Crocodile phase in, and at the same moment her phased-in Crocodile, which has
      phasing, phases out. The Crocodile that has just phased in is not phased out again, and the
      Pacifism on the outgoing one goes with it, indirectly.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: engine-bugs: case 19
    Also: engine-bugs: case 11
    Also: mtg-wiki-phasing: introduction, first paragraph
    Also: mtg-forum-de-phasing: summary, sixth point

    Given Amy controls Sandbar Crocodile as "outgoing"
    And Nicole controls Pacifism as "pacifism", attached to "outgoing"
    And Amy controls Sandbar Crocodile as "incoming", phased out
    And Amy controls Grizzly Bears as "bears", phased out
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase
    When Amy casts Time and Tide
    And the stack resolves
    Then "outgoing" is phased out directly
    And "pacifism" is phased out indirectly
    And "incoming" is phased in
    And "bears" is phased in
    And "incoming" has not phased out

  @id:spell-on-a-target-that-phased-out @rule:702.26b @rule:608.2b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Boomerang on a creature that phases out in response does nothing, and the creature stays
    Ruling: Amy casts Boomerang on Nicole's Grizzly Bears; Nicole answers with Reality Ripple on her
      own Bears. When Boomerang resolves its only target is phased out, so it is an illegal target:
      Boomerang does nothing and goes to the graveyard, and the Bears stay on the battlefield.
    Source: cr-2026
    Passage: 608.2b, all its targets illegal
    Also: engine-bugs: case 6

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Boomerang in her hand as "boomerang"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Boomerang targeting "bears"
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" is on the battlefield
    And "boomerang" is in Amy's graveyard

  @id:rule-502-15n-target-phases-out-and-back-in @rule:502.15n @rule:702.26d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A spell whose target phases out and back in before it resolves affects it normally
    Ruling: The same Boomerang, but Amy then phases the Bears back in with Time and Tide before
      Boomerang resolves. Phasing doesn't make a new object, so the target is still legal and the
      Bears return to Nicole's hand.
    Source: forum-2003-phasing
    Passage: 502.15n

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Boomerang and Time and Tide in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Boomerang targeting "bears"
    And Nicole casts Reality Ripple targeting "bears"
    And the top of the stack resolves
    Then "bears" is phased out
    When Amy casts Time and Tide
    And the top of the stack resolves
    Then "bears" is phased in
    When the stack resolves
    Then "bears" is in Nicole's hand

  @id:oubliette-phases-out-until-it-leaves @rule:610.4 @rule:702.26j @rule:702.26a @edition:2009 @edition:2013 @edition:current
  Scenario: Oubliette's creature stays phased out through untap steps, and phases in tapped when Oubliette leaves
    Ruling: Oubliette phases Nicole's Hill Giant out until Oubliette leaves the battlefield: the
      Giant doesn't phase in at Nicole's untap steps. Phasing out doesn't tap it. When Amy returns
      Oubliette to her hand, the Giant phases in, and Oubliette has it tapped as it does.
    Source: cr-2026
    Passage: 610.4a, no phasing in at its controller's untap step
    Also: engine-bugs: case 9
    Also: cr-2026-702.26: 702.26e, unless they refer to it as phased out

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "giant" is phased out directly
    And "giant" is untapped
    And "giant" has not become tapped
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    When the game advances to Amy's precombat main phase
    And Amy casts Boomerang targeting "oubliette"
    And the stack resolves
    Then "oubliette" is in Amy's hand
    And "giant" is phased in
    And "giant" is tapped
    And "giant" is controlled by Nicole

  @id:shimmering-efreet-trigger-waits-for-the-upkeep @rule:702.26a @rule:502.1 @rule:502.4 @rule:603.3b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Shimmering Efreet's phase-in trigger waits for the upkeep, and its target is chosen then
    Ruling: The Efreet phases in during Amy's untap step and its ability triggers, but no one gets
      priority in the untap step: the ability waits, and goes on the stack in the upkeep, where Amy
      chooses its target, Nicole's Hill Giant, which phases out.
    Source: cr-2026
    Passage: 502.4, no player receives priority in the untap step
    Also: engine-bugs: case 18
    Also: forum-2003-phasing: 502.15d, upkeep
    Also: forum-2003-phasing: 502.15d, phasing triggers

    Given Amy controls Shimmering Efreet as "efreet", phased out
    And Nicole controls Hill Giant as "giant"
    And it is Nicole's end step
    When the game advances to Amy's untap step
    Then "efreet" is phased in
    And 1 triggered ability is waiting to be put on the stack
    And the stack is empty
    When the game advances to Amy's upkeep
    And Amy will choose target "giant"
    And the stack resolves
    Then "giant" is phased out directly under Nicole's control

  @id:ertais-familiar-cant-phase-out @rule:702.26a @rule:701.17a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar that can't phase out stays in through Amy's untap step, then phases out as usual
    Ruling: In Nicole's end step Amy activates Ertai's Familiar: until her next upkeep it can't phase
      out. Her untap step comes before that upkeep, so the Familiar stays phased in and nothing
      triggers; the effect then ends, and at her following untap step the Familiar phases out and
      its ability mills three cards in the upkeep.
    Source: Gatherer ruling on Ertai's Familiar (2008-04-01)
    Passage: can't phase out for any reason
    Also: engine-bugs: case 18

    Given Amy controls Ertai's Familiar as "familiar"
    And it is Nicole's end step
    When Amy activates "familiar"
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "familiar" is phased in
    And "familiar" has not phased out
    And no triggered abilities are waiting to be put on the stack
    When the game advances to Amy's upkeep
    Then "familiar" is phased out
    And "familiar" has triggered 1 time
    When the stack resolves
    Then "amy-library-2" is in Amy's graveyard
