Feature: The examples of rule 702.26b
  A phased-out permanent is treated as though it does not exist. The rule gives two examples;
  the seeds quote them under the older numbers 702.23b and 702.25b.

  @id:rule-702-26b-draw-for-each-creature @rule:702.26b @edition:current
  Scenario: Drawing a card for each creature you control skips the phased-out one
    Ruling: You control three creatures, one of them phased out, and cast a spell that draws a card
      for each creature you control: you draw two cards.
    Source: 702.26-current.md (also 000_9835bc97fe2f353d.txt, 702.25b)
    Passage: rule 702.26b, first example

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy has Collective Unconscious in her hand
    And Nicole controls an Island
    When Amy casts Collective Unconscious
    And the stack resolves
    Then Amy has drawn 2 cards
    And "crocodile" is phased out

  @id:rule-702-26b-destroy-all-creatures @rule:702.26b @edition:current
  Scenario: Destroying all creatures spares the phased-out one
    Ruling: You control a phased-out creature and cast a spell that destroys all creatures: the
      phased-out creature is not destroyed, and phases in later as usual.
    Source: 702.26-current.md (also 003_fa889167a6ffc4bb.txt, 702.23b, with Wrath of God)
    Passage: rule 702.26b, second example

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Wrath of God in her hand
    And it is Amy's precombat main phase
    When Amy casts Wrath of God
    And the stack resolves
    Then "crocodile" is on the battlefield
    And "crocodile" is phased out
    And "bears" is in Amy's graveyard
    And "giant" is in Nicole's graveyard
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in

  @id:rule-702-26b-cannot-be-targeted @rule:702.26b @edition:current
  Scenario: A phased-out permanent can't be the target of a spell
    Ruling: A phased-out permanent can't be affected by anything, so it can't be chosen as a target;
      the engine must refuse the spell.
    Source: 702.26-current.md
    Passage: rule 702.26b, "It can't affect or be affected by anything else in the game"

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Nicole can't cast Boomerang targeting "crocodile"
    Then "crocodile" is on the battlefield
    And "crocodile" is phased out
    And Nicole has 1 card in her hand
