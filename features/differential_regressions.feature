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
    Source: cr-2026
    Passage: 508.8, no attackers, no declare blockers step
    Also: engine bug: the reference engine played a declare blockers step with no attackers (found by differential testing; phase.rs was right)

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And it is Amy's declare attackers step of turn 2
    When all players pass priority
    Then it is Amy's end of combat step of turn 2
    And "bears" is not attacking

  @id:diff-any-number-of-targets-none-chosen @rule:115.6 @edition:current
  Scenario: Clever Concealment cast with no target phases nothing out
    Ruling: "Any number of target nonland permanents you control" lets its caster choose no target
      at all: the spell is then not targeted and phases nothing out. It does not fall back on every
      nonland permanent its controller controls.
    Source: cr-2026
    Passage: 115.6, targeted only if a target is chosen
    Also: engine bug: phase.rs phased out every nonland permanent its caster controlled (found by differential testing)

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Glorious Anthem as "anthem"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Clever Concealment
    And the stack resolves
    Then "bears" is phased in
    And "anthem" is phased in
    And "bears" is 3/3

  @id:diff-diseased-vermin-needs-a-victim @rule:603.3d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin that has damaged no opponent deals no damage at its controller's upkeep
    Ruling: Diseased Vermin's upkeep ability targets "an opponent previously dealt damage by it". A
      Vermin with infection counters that has dealt no damage to Nicole this game has no legal
      target: its ability is removed from the stack and Nicole loses no life.
    Source: cr-2026
    Passage: 603.3d, a trigger with no legal target is removed
    Also: engine bug: phase.rs's Diseased Vermin dealt damage to an opponent it had never damaged (found by differential testing)

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin", with 2 infection counters
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    And all players pass priority
    Then Nicole has 20 life
    And it is Amy's draw step of turn 3

  @id:diff-attachment-phases-in-as-its-host-phases-out @rule:702.26a @rule:702.26g @edition:2009 @edition:2013 @edition:current
  Scenario: An Equipment that phased out on its own phases in even as its creature phases out
    Ruling: Amy's Vulshok Morningstar phased out on its own, attached to her Sandbar Crocodile. In
      her untap step the Crocodile phases out and, at the same time, the Morningstar phases in
      (702.26a: all at once). The Morningstar was phased out as the Crocodile phased out, so it does
      not phase out with it: it ends the untap step phased in.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: engine bug: phase.rs phased the Equipment in, then out again with its creature (found by differential testing)

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile"
    And Amy controls Vulshok Morningstar as "morningstar", phased out, attached to "crocodile"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out
    And "morningstar" is phased in

  @id:diff-phased-out-ability-cannot-be-activated @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The activated ability of a phased-out Sneak Attack can't be activated
    Ruling: A phased-out permanent is treated as though it does not exist: none of its activated
      abilities can be activated, whether mana abilities or not. Amy's Sneak Attack is phased out,
      so she can't activate its ability.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: engine bug: phase.rs offered the activated abilities of a phased-out permanent, but its mana abilities (found by differential testing)

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "attack", phased out
    And Amy has Grizzly Bears in her hand
    And it is Amy's precombat main phase
    When Amy can't activate "attack"
    Then the stack is empty
    And Amy has 1 card in her hand

  @id:diff-phases-in-after-its-control-ended-stays-tapped @rule:502.3 @rule:702.26a @rule:702.26f @edition:current
  Scenario: A borrowed Giant whose control effect ended while it was phased out phases in tapped and stays tapped
    Ruling: In her turn 1 Amy took Nicole's Hill Giant until end of turn with Act of Treason, and
      it phased out under her control, tapped. The effect ends in Amy's cleanup step while the Giant
      is phased out (702.26f): Nicole controls it again. It does not phase in during Nicole's untap
      step; in Amy's next untap step it phases in, since it phased out under her control
      (702.26a), but Amy untaps only the permanents she controls (502.3): the Giant stays tapped.
      It untaps in Nicole's next untap step.
    Source: cr-2026
    Passage: 502.3, the active player untaps the permanents they control
    Also: engine bug: phase.rs untapped the Giant as it phased in during Amy's untap step (found by phasecheck explore, explore-tapped-c01821b1)

    Given the players are Amy and Nicole
    And Amy controls Hill Giant owned by Nicole as "giant", tapped, phased out
    And Amy controls "giant" through Act of Treason, until end of turn
    And it is Amy's end step of turn 1
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Nicole
    And "giant" is tapped
    When the game advances to Nicole's upkeep
    Then "giant" is untapped

  @id:diff-phases-in-under-its-lasting-control-untaps @rule:502.3 @rule:702.26a @edition:current
  Scenario: A borrowed Giant still under its borrower's control phases in and untaps in the borrower's untap step
    Ruling: The neighbour of the scenario above: Amy took Nicole's Hill Giant for good with Dominate,
      and it phased out under her control, tapped. In Amy's next untap step it phases in (702.26a) and, since Amy
      still controls it, she untaps it with the rest of her permanents (502.3).
    Source: cr-2026
    Passage: 502.3, the active player untaps the permanents they control

    Given the players are Amy and Nicole
    And Amy controls Hill Giant owned by Nicole as "giant", tapped, phased out
    And Amy controls "giant" through Dominate
    And it is Nicole's upkeep of turn 2
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Amy
    And "giant" is untapped

  @id:diff-a-face-down-creature-has-mana-value-0 @rule:708.2 @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Dominate with X = 0 can take Nicole's face-down Callous Oppressor, which has no mana cost; her face-up one needs X = 3
    Ruling: A face-down permanent has no mana cost, so its mana value is 0: Amy's Dominate with
      X = 0 can target Nicole's face-down Callous Oppressor and gain control of it, and it stays
      face down. Nicole's face-up Callous Oppressor has mana value 3: Dominate with X = 2 can't
      target it.
    Source: cr-2026
    Passage: 708.2, a face-down permanent has no mana cost
    Also: engine bug: the reference engine gave a face-down permanent its card's mana value (found by phasecheck explore on phase.rs; phase.rs was right)

    Given the players are Amy and Nicole
    And Amy has Dominate in her hand
    And Nicole controls Callous Oppressor as "hidden", face down
    And Nicole controls Callous Oppressor as "oppressor", with Bear chosen
    And it is Amy's precombat main phase of turn 3
    When Amy can't cast Dominate targeting "oppressor", with X = 2
    And Amy casts Dominate targeting "hidden", with X = 0
    And the stack resolves
    Then "hidden" is controlled by Amy
    And "hidden" is face down
    And "oppressor" is controlled by Nicole

  @id:diff-a-face-down-creature-has-mana-value-0-whoever-owns-it @rule:708.2 @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: On Amy's turn, Nicole's Dominate with X = 0 takes the face-down Hill Giant Amy owns and Oscar controls; Oscar's face-up Hill Giant needs X = 4
    Ruling: A face-down permanent's mana value is 0 whoever owns it, whoever controls it and whose
      turn it is: Nicole, in Amy's turn, takes the face-down Hill Giant that Amy owns and Oscar
      controls with a Dominate where X = 0, and it stays face down. Oscar's face-up Hill Giant has
      mana value 4: X = 3 can't target it, X = 4 can.
    Source: cr-2026
    Passage: 708.2, a face-down permanent has no mana cost

    Given the players are Amy, Nicole and Oscar
    And Nicole has 2 Dominates in her hand
    And Oscar controls Hill Giant owned by Amy as "hidden", face down
    And Oscar controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Nicole can't cast Dominate targeting "giant", with X = 3
    And Nicole casts Dominate targeting "giant", with X = 4
    And Nicole casts Dominate targeting "hidden", with X = 0
    And the stack resolves
    Then "hidden" is controlled by Nicole
    And "hidden" is face down
    And "hidden" is 2/2
    And "giant" is controlled by Nicole
    And "giant" is 3/3

  @id:diff-a-phased-out-face-down-creature-cant-be-targeted @rule:708.2 @rule:702.26b @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out face-down creature can't be Dominated, even with X = 0; once it phases in, it can
    Ruling: Mana value 0 or not, a phased-out permanent is treated as though it does not exist: it
      can't be the target of Amy's Dominate. It phases in, still face down, at Nicole's untap step,
      and then Amy's Dominate with X = 0 takes it.
    Source: cr-2026
    Passage: 702.26b, phased-out permanents are treated as though they do not exist
    Also: cr-2026-702.26: 702.26b, can't affect or be affected

    Given the players are Amy and Nicole
    And Amy has 2 Dominates in her hand
    And Nicole controls Hill Giant as "hidden", face down, phased out
    And it is Amy's end step of turn 3
    When Amy can't cast Dominate targeting "hidden", with X = 0
    And the game advances to Nicole's upkeep
    Then "hidden" is phased in
    And "hidden" is face down
    When Amy casts Dominate targeting "hidden", with X = 0
    And the stack resolves
    Then "hidden" is controlled by Amy
    And "hidden" is face down
