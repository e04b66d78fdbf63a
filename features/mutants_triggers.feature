Feature: Neighbours of triggered abilities that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/triggers.py that every
  earlier scenario let live (python -m tests.mutation, docs/mutation.md): a "leaves the
  battlefield" ability that must not trigger when another permanent leaves or phases out.

  @id:mutant-603-10a-another-permanent-leaving-or-phasing-out @rule:603.10a @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar doesn't trigger when Nicole's Grizzly Bears leave the battlefield, nor when her Sandbar Crocodile phases out
    Ruling: Ertai's Familiar: "When Ertai's Familiar phases out or leaves the battlefield, mill
      three cards." It triggers on its own leaving only. Amy returns Nicole's Grizzly Bears to
      Nicole's hand with Boomerang, and in Nicole's untap step her Sandbar Crocodile phases out (under
      the 2003 rules, phasing out is leaving play): neither is the Familiar, which doesn't trigger.
    Source: cr-2026
    Passage: 603.10a, leaves-the-battlefield abilities
    Also: forum-2003-phasing: 502.15d, phasing out triggers leaves-play abilities of the permanent that phases out

    Given the players are Amy and Nicole
    And Nicole controls Sandbar Crocodile as "crocodile"
    And Amy controls Ertai's Familiar as "familiar"
    And Nicole controls Grizzly Bears as "bears"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Nicole's hand
    And "familiar" has not triggered
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    And "familiar" has not triggered
    And 0 triggered abilities are waiting to be put on the stack
