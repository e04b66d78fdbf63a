Feature: Neighbours of combat that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/combat.py that every earlier
  scenario let live (python -m tests.mutation, docs/mutation.md): an attack or a block tried with a
  spell on the stack, a damage assignment order given for an attacker with one blocker or none, an
  order that is not of the blockers, attackers and blockers after one with no power, lethal damage
  to a blocker with damage marked, divisions of combat damage that are and are not taken, and 2003
  combat damage on the stack to a player who has left while another stays.

  @id:mutant-117-4-no-attack-or-block-with-a-spell-on-the-stack @rule:117.4 @rule:508.1 @rule:509.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With a Giant Growth on the stack Amy can't move on to attack, nor Nicole to block; once it has resolved they can
    Ruling: A step ends only when all players pass in succession with the stack empty. Amy casts
      Giant Growth on her Grizzly Bears in her precombat main phase: while it is on the stack the
      game can't move on to her declare attackers step, so she can't attack yet; once it has
      resolved she attacks with the 5/5 Bears. In her declare attackers step Nicole casts Giant
      Growth on her Hill Giant: while it is on the stack the game can't move on to the declare
      blockers step, so she can't block yet; once it has resolved she blocks with the 6/6 Giant.
    Source: cr-2026
    Passage: 117.4, a step ends when all players pass in succession with the stack empty
    Also: engine-guide: §4, attack and block refused if the stack is not empty on the way

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Giant Growth in her hand
    And Nicole has Giant Growth in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "bears"
    And Amy can't attack with "bears"
    Then the stack holds 1 object
    And "bears" is not attacking
    And it is Amy's precombat main phase of turn 3
    When the stack resolves
    And Amy attacks with "bears"
    Then "bears" is attacking
    And "bears" is 5/5
    When Nicole casts Giant Growth targeting "giant"
    And Nicole can't block "bears" with "giant"
    Then the stack holds 1 object
    And "giant" is not blocking
    When the stack resolves
    And Nicole blocks "bears" with "giant"
    Then "giant" is blocking
    And "giant" is 6/6

  @id:mutant-509-2-no-damage-assignment-order-for-one-blocker-or-none @rule:509.1 @rule:510.1c
  @edition:2009 @edition:2013
  Scenario Outline: The damage assignment order Amy gave for her Hill Giant waits for a combat where two creatures block it (<first>)
    Ruling: Under the rules of Magic 2010 to Foundations, the attacking player announces a damage
      assignment order only for an attacking creature blocked by two or more creatures. Amy gives
      ahead the order "bears c", then "bears b", for her Hill Giant. In her turn 3 the Giant is
      <first>: no order is announced for it, and her answer waits. In her turn 5 Nicole blocks the
      Giant with "bears b" and then "bears c": the order is the one Amy gave, so the Giant assigns
      lethal damage, 2, to "bears c" first and the rest, 1, to "bears b". "bears c" dies; "bears b"
      has 1 damage.
    Source: m10-rules-changes
    Passage: the damage assignment order, for a creature blocked by multiple creatures
    Also: engine-guide: §7, an answer is used by the choice it is matched to

    Given the players are Amy and Nicole
    And Amy controls Hill Giant as "giant"
    And Amy controls Grizzly Bears as "amy bears"
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Grizzly Bears as "bears b"
    And Nicole controls Grizzly Bears as "bears c"
    And it is Amy's precombat main phase of turn 3
    When Amy will order the creatures blocking "giant" as "bears c" and "bears b"
    And Amy attacks with "giant" and "amy bears"
    And Nicole blocks <blocks>
    And the game advances to Amy's precombat main phase
    And Amy attacks with "giant"
    And Nicole blocks "giant" with "bears b" and "giant" with "bears c"
    And the game advances to Amy's postcombat main phase
    Then "bears c" is in Nicole's graveyard
    And "bears b" has 1 damage

    Examples:
      | first                   | blocks                     |
      | not blocked             | "amy bears" with "bears a" |
      | blocked by one creature | "giant" with "bears a"     |

  @id:mutant-509-2-an-order-not-of-the-blockers-is-not-taken @rule:509.1 @rule:510.1c
  @edition:2009 @edition:2013
  Scenario Outline: A damage assignment order that doesn't list each creature blocking once is not taken: the order the blocks were declared in is (<case>)
    Ruling: Under the rules of Magic 2010 to Foundations, the damage assignment order Amy announces
      for her Hill Giant, blocked by "bears b" and then "bears c", orders exactly the creatures
      blocking it. Her answer <answer> is not such an order, so the order is the one the blocks
      were declared in: the Giant assigns lethal damage, 2, to "bears b" and the rest, 1, to
      "bears c". "bears b" dies; "bears c" has 1 damage.
    Source: m10-rules-changes
    Passage: the damage assignment order, of the creatures blocking it
    Also: engine-guide: §7, an order that does not list each creature blocking it once is not taken

    Given the players are Amy and Nicole
    And Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Grizzly Bears as "bears b"
    And Nicole controls Grizzly Bears as "bears c"
    And it is Amy's precombat main phase of turn 3
    When Amy will order the creatures blocking "giant" as <order>
    And Amy attacks with "giant"
    And Nicole blocks "giant" with "bears b" and "giant" with "bears c"
    And the game advances to Amy's postcombat main phase
    Then "bears b" is in Nicole's graveyard
    And "bears c" has 1 damage
    And "bears a" has 0 damage

    Examples:
      | case                 | order                   | answer                                           |
      | one blocker left out | "bears c"               | (only "bears c")                                 |
      | a creature not blocking | "bears a" and "bears b" | ("bears a", which isn't blocking, then "bears b") |

  @id:mutant-510-1a-the-attackers-after-one-with-no-power @rule:510.1a @rule:510.1c @rule:510.1d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's 0/1 Callous Oppressor attacks first, then her Grizzly Bears and Hill Giant; Nicole's 0/1 Oppressor blocks the Giant: only the creatures with power deal combat damage
    Ruling: Each Callous Oppressor has a -1/-1 counter: it is 0/1, and a creature with 0 power
      assigns no combat damage. The other attackers still do: the unblocked Bears deal 2 damage to
      Nicole, and the Giant deals 3 to the Oppressor blocking it, which dies. Nicole's Oppressor
      deals the Giant no damage.
    Source: cr-2026
    Passage: 510.1a, a creature with 0 power assigns no combat damage
    Also: cr-2026: 510.1c and 510.1d, what blocked and blocking creatures assign

    Given the players are Amy and Nicole
    And Amy controls Callous Oppressor as "amy oppressor", with 1 -1/-1 counter
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Nicole controls Callous Oppressor as "nicole oppressor", with 1 -1/-1 counter
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "amy oppressor", "bears" and "giant"
    And Nicole blocks "giant" with "nicole oppressor"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 18 life
    And "nicole oppressor" is in Nicole's graveyard
    And "giant" has 0 damage
    And "amy oppressor" is on the battlefield

  @id:mutant-510-1c-lethal-damage-to-a-damaged-hill-giant @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Unanswered, Amy's Hill Giant blocked by a Hill Giant with 1 damage and then by Grizzly Bears assigns 2 to the Giant and 1 to the Bears
    Ruling: With no division given, each blocker in turn gets lethal damage, the rest going to the
      last: lethal damage to Nicole's Hill Giant, a 3/3 with 1 damage already marked, is 2. Amy's
      Giant assigns it 2 and the Bears the other 1: Nicole's Giant dies, the Bears have 1 damage.
    Source: cr-2026
    Passage: 510.1c, combat damage divided among the creatures blocking
    Also: engine-guide: §7, the default division: lethal damage, less the damage already marked, to each blocker in turn

    Given the players are Amy and Nicole
    And Amy controls Hill Giant as "giant"
    And Nicole controls Hill Giant as "hurt giant", with 1 damage
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "giant"
    And Nicole blocks "giant" with "hurt giant" and "giant" with "bears"
    And the game advances to Amy's postcombat main phase
    Then "hurt giant" is in Nicole's graveyard
    And "bears" has 1 damage
    And "giant" is in Amy's graveyard

  @id:mutant-510-1c-a-division-that-is-not-taken @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: A division of Amy's Hill Giant's combat damage that <case> is not taken: lethal damage to each blocker in turn is
    Ruling: Amy's Hill Giant (3 power) is blocked by "bears a" and then "bears b". The division she
      gives, <division>, <case>: it is not one the rules allow, so the Giant's damage goes as it
      does unanswered, lethal damage, 2, to "bears a" and the rest, 1, to "bears b".
    Source: cr-2026
    Passage: 510.1c, all of its combat damage divided among the creatures blocking it
    Also: engine-guide: §7, a division is taken if its amounts, each to a creature blocking, add up to the creature's power

    Given the players are Amy and Nicole
    And Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Grizzly Bears as "bears b"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "giant"
    And Amy will assign the combat damage of "giant" as <division>
    And Nicole blocks "giant" with "bears a" and "giant" with "bears b"
    And the game advances to Amy's postcombat main phase
    Then "bears a" is in Nicole's graveyard
    And "bears b" has 1 damage

    Examples:
      | case                          | division                          |
      | adds up to less than 3        | 1 to "bears a" and 1 to "bears b" |
      | adds up to more than 3        | 2 to "bears a" and 2 to "bears b" |
      | names one blocker twice       | 0 to "bears b" and 3 to "bears b" |

  @id:mutant-510-1c-all-of-it-to-the-second-blocker @rule:510.1c
  @edition:2003 @edition:current
  Scenario: Amy assigns all of her Hill Giant's combat damage to the second creature blocking it and none to the first: it is taken
    Ruling: Amy's Hill Giant (3 power) is blocked by "bears a" and then "bears b". With no damage
      assignment order (the 2003 rules, and the rules since Foundations), she divides its combat
      damage among its blockers as she chooses: 0 to "bears a" and 3 to "bears b" is such a
      division. "bears b" dies; "bears a" has no damage.
    Source: cr-2026
    Passage: 510.1c, divided as its controller chooses among them
    Also: cr-2003: 310.2c, divided as its controller chooses

    Given the players are Amy and Nicole
    And Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Grizzly Bears as "bears b"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "giant"
    And Amy will assign the combat damage of "giant" as 0 to "bears a" and 3 to "bears b"
    And Nicole blocks "giant" with "bears a" and "giant" with "bears b"
    And the game advances to Amy's postcombat main phase
    Then "bears b" is in Nicole's graveyard
    And "bears a" has 0 damage

  @id:mutant-510-1c-exactly-lethal-then-the-rest @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Sandbar Crocodile assigns exactly lethal damage to its first blocker, the rest to the second and none to the third: it is taken
    Ruling: Amy's Sandbar Crocodile (6 power) is blocked by "bears a", "bears b" and "bears c", in
      that order. She assigns 2 to "bears a", exactly lethal damage, 4 to "bears b" and none to
      "bears c". Where an edition has a damage assignment order, a blocker may be assigned damage
      once each one before it is assigned lethal damage: exactly lethal is enough. The division is
      taken: "bears a" and "bears b" die, "bears c" has no damage.
    Source: cr-2026
    Passage: 510.1c, divided as its controller chooses among them
    Also: m10-rules-changes: lethal damage to each blocker in the order before the next is assigned any

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Grizzly Bears as "bears b"
    And Nicole controls Grizzly Bears as "bears c"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "crocodile"
    And Amy will assign the combat damage of "crocodile" as 2 to "bears a" and 4 to "bears b"
    And Nicole blocks "crocodile" with "bears a", "crocodile" with "bears b" and "crocodile" with "bears c"
    And the game advances to Amy's postcombat main phase
    Then "bears a" is in Nicole's graveyard
    And "bears b" is in Nicole's graveyard
    And "bears c" has 0 damage

  @id:mutant-2003-combat-damage-to-a-player-who-left-while-another-stays @rule:800.4a @rule:510.2
  @edition:2003
  Scenario: Under the 2003 rules, Amy's combat damage on the stack to Nicole, who has left the game, is not dealt, though Oscar is still in it
    Ruling: Amy's Sandbar Crocodile attacks Nicole unblocked in a three-player game; its combat
      damage goes on the stack (2003, 310.1). Nicole concedes before it resolves: the damage
      assigned to her is not dealt, and Oscar, still in the game, is not dealt it either. Both stay
      at 20 life.
    Source: cr-2003
    Passage: 310.4, combat damage resolves as assigned
    Also: cr-2026: 800.4a, a player who leaves the game

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks Nicole with "crocodile"
    And the game advances to Amy's combat damage step
    Then the stack holds 1 object
    When Nicole concedes
    And the stack resolves
    Then Nicole has 20 life
    And Oscar has 20 life
    And Amy has 20 life

  @id:mutant-510-1a-a-division-waits-while-the-creature-has-no-power @rule:510.1a @rule:510.1c
  @edition:2009 @edition:2013 @edition:current
  Scenario: The division Amy gave for her 0/1 Callous Oppressor waits while it has no power, and is taken once it has
    Ruling: Amy's Callous Oppressor has a -1/-1 counter: it is 0/1. She gives ahead how it divides
      its combat damage: 3 to "bears a" and none to "bears b". In her turn 3 it attacks and Nicole's
      own 0/1 Oppressor blocks it: a creature with 0 power assigns no combat damage, so the division
      is not used. In her turn 5 Giant Growth makes it 3/4, and Nicole blocks it with "bears a" and
      then "bears b": now it assigns its 3 combat damage, as Amy gave it. "bears a" dies; "bears b"
      has no damage.
    Source: cr-2026
    Passage: 510.1a, creatures that would assign 0 damage don't assign combat damage at all
    Also: engine-guide: §7, a division is used the next time the creature assigns combat damage

    Given the players are Amy and Nicole
    And Amy controls Callous Oppressor as "oppressor", with 1 -1/-1 counter
    And Amy has Giant Growth in her hand
    And Nicole controls Callous Oppressor as "nicole oppressor", with 1 -1/-1 counter
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Grizzly Bears as "bears b"
    And it is Amy's precombat main phase of turn 3
    When Amy will assign the combat damage of "oppressor" as 3 to "bears a" and 0 to "bears b"
    And Amy attacks with "oppressor"
    And Nicole blocks "oppressor" with "nicole oppressor"
    And the game advances to Amy's precombat main phase
    And Amy casts Giant Growth targeting "oppressor"
    And the stack resolves
    And Amy attacks with "oppressor"
    And Nicole blocks "oppressor" with "bears a" and "oppressor" with "bears b"
    And the game advances to Amy's postcombat main phase
    Then "bears a" is in Nicole's graveyard
    And "bears b" has 0 damage
