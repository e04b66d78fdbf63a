Feature: How a permanent phased, as the events report it (702.26g)
  Each scenario here kills mutants of the reference engine's phasing (python -m tests.mutation,
  docs/mutation.md) that every earlier scenario let live: an Aura or Equipment that phases in with
  its host phases in indirectly, and one that phased out on its own phases in directly, both in the
  untap step and when a spell phases the host out.

  @id:mutant-702-26g-phasing-in-with-its-host-is-indirect @rule:702.26g @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura phases out and in with its creature indirectly; one phased out on its own phases in directly
    Ruling: Amy's Grizzly Bears is phased out, with Nicole's Pacifism that phased out indirectly
      with it. Nicole's other Pacifism, on Amy's Hill Giant, phased out on its own. In Amy's
      untap step the Bears phase in directly and the Pacifism on them phases in with them,
      indirectly; in Nicole's the other Pacifism phases in directly, on the Giant. Then Nicole
      phases the Bears out with Reality Ripple: the Bears phase out directly, their Pacifism
      indirectly with them.
    Source: cr-2026-702.26
    Passage: 702.26g, phasing in only with its permanent
    Also: cr-2026-702.26: 702.26a, phasing in at the same time
    Also: forum-2003-phasing: 502.15i
    Also: mtg-forum-de-phasing: 702.23f
    Also: mtg-wiki-phasing: 702.25f

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", phased out
    And Nicole controls Pacifism as "bears' pacifism", attached to "bears" and phased out indirectly
    And Amy controls Hill Giant as "giant"
    And Nicole controls Pacifism as "giant's pacifism", attached to "giant" and phased out under Nicole's control
    And Nicole has Reality Ripple in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "bears" has phased in directly
    And "bears" has not phased in indirectly
    And "bears' pacifism" has phased in indirectly
    And "bears' pacifism" has not phased in directly
    And "giant's pacifism" has not phased in
    When the game advances to Nicole's upkeep
    Then "giant's pacifism" has phased in directly
    And "giant's pacifism" has not phased in indirectly
    And "giant's pacifism" is attached to "giant"
    When the game advances to Nicole's precombat main phase
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" has phased out directly
    And "bears" has not phased out indirectly
    And "bears' pacifism" has phased out indirectly
    And "bears' pacifism" has not phased out directly
