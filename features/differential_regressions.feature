Feature: Differential regressions: disagreements found by playing generated games on two engines
  tests/test_differential.py plays generated scenarios on the reference engine and on phase.rs;
  each disagreement is shrunk, classified, and the ones that are a bug of an engine are kept here,
  with the outcome the rules give.

  @id:diff-no-attackers-no-declare-blockers-step @rule:508.8 @edition:2003 @edition:2009 @edition:current
  Scenario: With no creature attacking, combat goes from declare attackers to end of combat
    Ruling: When no creature is declared as an attacker, the declare blockers and combat damage
      steps are skipped: passing priority in the declare attackers step leads to the end of combat
      step.
    Source: engine bug: the reference engine played a declare blockers step with no attackers
    Passage: tests/test_differential.py, a disagreement with phase.rs (phase.rs was right)

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And it is Amy's declare attackers step of turn 2
    When all players pass priority
    Then it is Amy's end of combat step of turn 2
    And "bears" is not attacking

  @id:diff-until-end-of-turn-control-ends-while-phased-out @rule:702.26f @rule:514.2 @edition:2009 @edition:current
  Scenario: An until-end-of-turn control effect ends on schedule while its permanent is phased out
    Ruling: A phased-out permanent keeps being affected by the effects that already affected it, and
      those effects end when their duration says: Bob's Act of Treason ends in the cleanup step of
      his turn even though the Bears are phased out, and Nicole controls them again.
    Source: engine bug: phase.rs 0.103.0 keeps an until-end-of-turn control effect on a phased-out permanent
    Passage: tests/test_differential.py, a disagreement with the reference engine

    Given the players are Nicole and Bob
    And Bob controls Grizzly Bears owned by Nicole as "bears", phased out directly
    And Bob controls "bears" through Act of Treason, until end of turn
    And it is Bob's end step of turn 3
    When the game advances to Nicole's upkeep
    Then "bears" is controlled by Nicole
    And "bears" is phased out directly
