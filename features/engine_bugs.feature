Feature: Phasing rulings that real engines got wrong
  Each scenario here guards against a bug an engine shipped, found by running this suite; the
  ruling itself is the rules', the source names the bug.

  @id:bug-phasing-triggers-after-a-cleanup-discard @rule:702.26a @rule:603.2 @rule:514.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Phasing triggers still trigger in the untap step after the previous turn's cleanup discard
    Ruling: Discarding to hand size in one turn's cleanup step changes nothing about the next untap
      step: Nicole's Teferi's Imp phases out there and its ability triggers, and goes on the stack
      in her upkeep.
    Source: cr-2026
    Passage: 603.2, an ability triggers whenever its event happens
    Also: engine bug: phase.rs 0.103.0 lost phasing triggers after a cleanup discard

    Given Amy has 9 Islands in her hand
    And Nicole has Grizzly Bears and Hill Giant in her hand
    And Nicole controls Teferi's Imp as "imp"
    And it is Amy's end step
    When the game advances to Nicole's upkeep
    Then Amy has discarded 2 cards
    And "imp" is phased out directly
    And 1 triggered ability is waiting to be put on the stack
    When the stack resolves
    Then Nicole has discarded 1 card
    And Nicole has 1 card in her hand
