Feature: What a phased-out permanent is while it is phased out
  A phased-out permanent keeps its characteristics: the game treats it as though it does not exist,
  so no static ability of another permanent applies to it (702.26b) and no new effect from a
  resolving spell includes it (702.26e), but its counters stay (702.26d) and the effects that
  already applied to it run their course (702.26f). Engines report a phased-out creature's power and
  toughness as they stand while it is phased out (docs/engines.md, section 4). Under the 2003 rules
  phasing out also ended the effects of limited duration that referred to it (502.15g).

  @id:phased-out-power-and-toughness @rule:702.26b @rule:702.26d @rule:702.26f @rule:613.4c
  @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out Grizzly Bears keeps its counter and its Giant Growth, but not the Glorious Anthem's bonus
    Ruling: Amy's Grizzly Bears have a +1/+1 counter and Amy's Glorious Anthem makes them 4/4; Giant
      Growth makes them 7/7. Once they phase out, the Anthem no longer affects them, while the
      counter and Giant Growth's effect still do: 6/6. Giant Growth ends in the cleanup step; when
      the Bears phase in at Amy's untap step they are 4/4 again.
    Source: cr-2026-702.26
    Passage: 702.26f, effects may expire

    Given Amy controls Grizzly Bears as "bears", with 1 +1/+1 counter
    And Amy controls Glorious Anthem as "anthem"
    And Amy has Giant Growth in her hand
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then "bears" is 7/7
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" is 6/6
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is 4/4

  @id:phased-out-power-and-toughness-2003 @rule:702.26b @rule:502.15g @edition:2003
  Scenario: Under the 2003 rules a phased-out Grizzly Bears loses its Giant Growth as it phases out, and keeps its counter
    Ruling: Under the 2003 rules phasing out ended the effects of limited duration that referred to
      the Bears: Giant Growth no longer applies to them, and the Anthem doesn't reach the phased-out
      zone. Phased out, they are 3/3 (their counter); back in play they are 4/4.
    Source: forum-2003-phasing
    Passage: 502.15g, Giant Growth example

    Given Amy controls Grizzly Bears as "bears", with 1 +1/+1 counter
    And Amy controls Glorious Anthem as "anthem"
    And Amy has Giant Growth in her hand
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then "bears" is 7/7
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" is 3/3
    When the game advances to Amy's upkeep
    Then "bears" is 4/4

  @id:phased-out-not-in-a-new-effect @rule:702.26e @rule:702.26b @rule:611.2c
  @edition:2009 @edition:2013 @edition:current
  Scenario: An effect that begins while a creature is phased out leaves it out, then and after it phases in
    Ruling: Amy's Grizzly Bears are phased out when she casts Inspired Charge (creatures you control
      get +2/+1 until end of turn).
      The effect's set of creatures is fixed as it resolves and leaves the phased-out Bears out: they
      stay 2/2 while phased out, and her Hill Giant is 5/4.
    Source: cr-2026-702.26
    Passage: 702.26e

    Given Amy controls Grizzly Bears as "bears", phased out
    And Amy controls Hill Giant as "giant"
    And Amy has Inspired Charge in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Inspired Charge
    And the stack resolves
    Then "giant" is 5/4
    And "bears" is 2/2
