Feature: The "in a nutshell" summary of seed 001
  The rulings page opens with a summary of how phasing works. The claims that no question and
  answer plays already are played here, under the current rules.

  @id:summary-no-responding-to-phasing @rule:702.26a @rule:502.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nobody can respond to phasing, which is a turn-based action in the untap step
    Ruling: Phasing happens as the untap step begins, as a turn-based action that doesn't use the
      stack, and no player gets priority in the untap step; so no one can respond to a permanent
      phasing in or out.
    Source: judges-phasing-review
    Passage: In a nutshell, third point (the phasing event is a turn-based action)

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's end step
    When the game advances to Amy's untap step
    Then "crocodile" is phased out
    And the stack is empty
    When Nicole can't cast Reality Ripple targeting "crocodile"
    Then Nicole has 1 card in her hand

  @id:summary-phasing-is-not-entering-batterskull @rule:702.26d @rule:702.26i @rule:704.5n @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull phased out on its own leaves its Germ to die, and phasing in makes no new Germ
    Ruling: Phasing out is not leaving the battlefield and phasing in is not entering it. Batterskull
      phased out directly stops giving its Germ +4/+4, so the 0/0 token dies; when Batterskull
      phases in, its creature is gone, so it is attached to nothing, and its living weapon ability
      (an "enters" trigger) does not trigger: no new Germ.
    Source: judges-phasing-review
    Passage: In a nutshell, fourth and fifth points

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole has Vision Charm in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Vision Charm with mode 3, targeting "batterskull"
    And the stack resolves
    Then "batterskull" is phased out directly
    And "germ" has ceased to exist
    When the game advances to Amy's upkeep
    Then "batterskull" is phased in
    And "batterskull" is not attached to anything
    And "batterskull" has not entered the battlefield
    And no triggered abilities are waiting to be put on the stack
    And "batterskull" has not triggered

  @id:summary-counters-stay @rule:702.26d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Counters stay on a permanent while it is phased out
    Ruling: Phasing out is not leaving the battlefield, so the permanent keeps its counters and
      phases in with them.
    Source: judges-phasing-review
    Passage: In a nutshell, sixth point (counters remain)
    Also: forum-2003-phasing: 502.15h, counters
    Also: cr-2026-702.26: 702.26d, counters remain

    Given Amy controls Sandbar Crocodile as "crocodile", with 2 +1/+1 counters
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out
    And "crocodile" has 2 +1/+1 counters
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" has 2 +1/+1 counters
    And "crocodile" is 8/7

  @id:summary-phases-in-for-its-controller @rule:702.26a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A permanent phases back in during the untap step of the player who controlled it, not its owner's
    Ruling: A permanent that phases out phases in during the next untap step of the player who
      controlled it when it phased out, whoever owns it.
    Source: judges-phasing-review
    Passage: In a nutshell, last point
    Also: mtg-forum-de-phasing: summary, sixth point

    Given Amy controls Sandbar Crocodile owned by Nicole as "crocodile"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" is controlled by Amy
