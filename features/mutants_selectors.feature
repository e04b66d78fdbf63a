Feature: Neighbours of "creatures you control" that the machine-made mutants found unguarded (109.5, 613)
  Each scenario here kills mutants of the reference engine's engine/selectors.py (python -m
  tests.mutation, docs/mutation.md) that every earlier scenario let live: "you" on a static ability
  is the current controller of the permanent it is on, one player, whoever owns the permanent and
  whatever the players' names: not the players before or after them in any order.

  @id:mutant-109-5-anthem-of-the-second-player @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With three players, Nicole's Glorious Anthem, which Oscar owns, pumps the creatures Nicole controls and no one else's
    Ruling: Nicole controls Glorious Anthem, which Oscar owns. "Creatures you control get +1/+1":
      "you" is the Anthem's controller, Nicole. Her Hill Giant is 4/4, and so are Amy's Grizzly
      Bears that Nicole controls, 3/3; Amy's own Grizzly Bears stay 2/2, and Oscar's Hill Giant 3/3,
      as does the Hill Giant of Nicole's that Oscar controls.
    Source: cr-2026
    Passage: 109.5, "you" on a static ability is the current controller of the object it is on
    Also: cr-2026: 613.1b, control-changing effects apply in layer 2

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Glorious Anthem owned by Oscar as "anthem"
    And Nicole controls "anthem" through Dominate
    And Nicole controls Hill Giant as "nicole giant"
    And Nicole controls Grizzly Bears owned by Amy as "borrowed bears"
    And Nicole controls "borrowed bears" through Dominate
    And Amy controls Grizzly Bears as "amy bears"
    And Oscar controls Hill Giant as "oscar giant"
    And Oscar controls Hill Giant owned by Nicole as "lent giant"
    And Oscar controls "lent giant" through Dominate
    And it is Amy's precombat main phase of turn 4
    Then "nicole giant" is 4/4
    And "borrowed bears" is 3/3
    And "amy bears" is 2/2
    And "oscar giant" is 3/3
    And "lent giant" is 3/3
