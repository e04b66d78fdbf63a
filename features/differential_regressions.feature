Feature: Differential regressions: disagreements found by playing generated games on two engines
  tests/test_differential.py plays generated scenarios on the reference engine and on phase.rs;
  each disagreement is shrunk and classified. A bug of an engine that no scenario of the suite
  catches yet is kept here, with the outcome the rules give (one phase.rs bug it found was already
  caught by rule-702-26f-control-until-end-of-turn-expires-while-phased-out).

  @id:diff-no-attackers-no-declare-blockers-step @rule:508.8 @edition:2003 @edition:2009 @edition:2013 @edition:current
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
