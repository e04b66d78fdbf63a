Feature: Phased-out permanents when a player leaves the game (702.26k, 702.26n)
  In a multiplayer game a player who leaves takes everything they own with them, phased-out
  permanents included, and no zone-change ability triggers for those (702.26k). A permanent that
  phased out under the control of a player who has left has no untap step of theirs to wait for: it
  phases in at the next untap step after that player's turn would have begun (702.26n). The older
  texts already had the first rule (502.15 is silent; 702.23i and 702.25j say it).

  @id:rule-702-26k-phased-out-permanents-leave-with-their-owner @rule:702.26k @rule:702.26n @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out Ertai's Familiar leaves the game with its owner, and its leaving ability does not trigger
    Ruling: Amy controls Nicole's Ertai's Familiar through Dominate; it is phased out. Nicole leaves
      the game: everything she owns leaves with her, the phased-out Familiar too, and its "when it
      leaves the battlefield" ability doesn't trigger. Oscar's own Sandbar Crocodile stays.
    Source: cr-2026-702.26
    Passage: 702.26k
    Also: mtg-wiki-phasing: 702.25j
    Also: mtg-forum-de-phasing: 702.23i
    Also: it-wiki-fase: 702.25i
    Also: cr-2026-702.26: 702.26n, leave the game

    Given the players are Amy, Nicole and Oscar
    And Amy controls Ertai's Familiar owned by Nicole as "familiar", phased out
    And Amy controls "familiar" through Dominate
    And Oscar controls Sandbar Crocodile as "crocodile", phased out
    And it is Amy's precombat main phase
    When Nicole concedes
    Then Nicole is no longer in the game
    And "familiar" has ceased to exist
    And "familiar" has not triggered
    And "crocodile" is on the battlefield
    And no triggered abilities are waiting to be put on the stack

  @id:rule-702-26n-phases-in-after-a-departed-players-turn @rule:702.26n @rule:800.4a @edition:current
  Scenario: A permanent that phased out under a player who has left phases in after that player's turn would have begun
    Ruling: Amy controls Nicole's Sandbar Crocodile through Dominate, and it is phased out under her
      control. Amy leaves the game: the Dominate effect ends, so Nicole controls the Crocodile again,
      but it phased out under Amy's control and Amy has no more untap steps. It stays out through
      Oscar's turn; Amy's turn would have begun after his, so it phases in at the next untap step
      after that: Nicole's.
    Source: cr-2026-702.26
    Passage: 702.26n, phases in after the departed player's turn

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile owned by Nicole as "crocodile", phased out
    And Amy controls "crocodile" through Dominate
    And it is Nicole's precombat main phase
    When Amy concedes
    Then "crocodile" is controlled by Nicole
    And "crocodile" is phased out directly under Amy's control
    When the game advances to Oscar's upkeep
    Then "crocodile" is phased out
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased in
    And "crocodile" is controlled by Nicole
