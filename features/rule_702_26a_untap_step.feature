Feature: Phasing in the untap step (702.26a, 702.26m, 702.26p)
  Phasing is a static ability that changes the untap step: as a player's untap step begins, before
  anything untaps, their phased-in permanents with phasing phase out and, at the same moment, the
  permanents that phased out under their control phase in. The rule has read the same since the
  2003 text (502.15a-c) under three numbers, so these scenarios hold in every edition.

  @id:rule-702-26a-only-the-active-players-permanents-phase @rule:702.26a @rule:502.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Only the active player's permanents with phasing phase out in their untap step
    Ruling: In Amy's untap step only Amy's Sandbar Crocodile phases out; Nicole's waits for
      Nicole's untap step, and Amy's Grizzly Bears, which have no phasing, never phase.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing out
    Also: mtg-wiki-phasing: 702.25a
    Also: forum-2003-phasing: 502.15a
    Also: forum-2003-phasing: 502.15b
    Also: mtg-forum-de-phasing: 702.23a
    Also: it-wiki-fase: 702.25a
    Also: mtg-wiki-phasing: Sandbar Crocodile
    Also: it-wiki-fase: introduction

    Given Amy controls Sandbar Crocodile as "amy crocodile"
    And Nicole controls Sandbar Crocodile as "nicole crocodile"
    And Amy controls Grizzly Bears as "bears"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "amy crocodile" is phased out directly under Amy's control
    And "nicole crocodile" is phased in
    And "bears" is phased in
    When the game advances to Nicole's upkeep
    Then "nicole crocodile" is phased out directly under Nicole's control
    And "amy crocodile" is phased out

  @id:rule-702-26a-in-and-out-at-once @rule:702.26a @rule:502.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Phasing out and phasing in happen at the same moment, so nothing phases twice
    Ruling: One Sandbar Crocodile is phased in and one phased out. In Amy's untap step the first
      phases out and the second phases in at the same moment: the one that has just phased in is
      not phased out again, and each phases once.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: mtg-forum-de-phasing: summary, first point
    Also: mtg-forum-de-phasing: summary, second point

    Given Amy controls Sandbar Crocodile as "first crocodile"
    And Amy controls Sandbar Crocodile as "second crocodile", phased out
    And it is Nicole's end step
    When the game advances to Amy's untap step
    Then "first crocodile" is phased out
    And "second crocodile" is phased in
    And "second crocodile" has not phased out
    And "first crocodile" has phased out 1 time
    And "second crocodile" has phased in 1 time

  @id:rule-702-26a-tapped-phases-out-tapped-and-untaps-after-phasing-in @rule:702.26a @rule:502.1 @rule:110.5
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A tapped permanent phases out tapped, and one that phases in untaps in the same untap step
    Ruling: Phasing comes before untapping. A tapped Sandbar Crocodile phases out still tapped and
      stays tapped while phased out; a tapped one that phases in is untapped right after, like any
      other permanent of the active player.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing out
    Also: forum-2003-phasing: 502.15h, tapped status

    Given Amy controls Sandbar Crocodile as "going", tapped
    And Amy controls Sandbar Crocodile as "coming", phased out and tapped
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "going" is phased out
    And "going" is tapped
    And "coming" is phased in
    And "coming" is untapped

  @id:rule-702-26p-two-instances-of-phasing @rule:702.26p @rule:702.26a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Sandbar Crocodile with Teferi's Curse has phasing twice and still phases once
    Ruling: Teferi's Curse gives the Crocodile a second instance of phasing. Multiple instances are
      redundant: it phases out once in Amy's untap step and phases in once in the next one.
    Source: cr-2026-702.26
    Passage: 702.26p
    Also: mtg-wiki-phasing: 702.25n
    Also: forum-2003-phasing: 502.15p
    Also: mtg-forum-de-phasing: 702.23m
    Also: it-wiki-fase: 702.25m

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Teferi's Curse as "curse", attached to "crocodile"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out
    And "crocodile" has phased out 1 time
    And "curse" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" has phased in 1 time
    And "curse" is attached to "crocodile"
