Feature: Neighbours of the primitive operations and of combat that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/operations.py and
  engine/combat.py that every earlier scenario let live (python -m tests.mutation,
  docs/mutation.md): a card discarded that is not the first in hand, an answer naming a card not
  in hand, a block with a tapped creature or one that can't block or is already blocking, a block
  with nothing attacking, an attack declared once the declare attackers step has begun.

  @id:mutant-discard-the-card-chosen-not-the-first @rule:701.9 @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Teferi's Imp phases out and Amy discards the one card she chooses (<chosen>)
    Ruling: Amy's Teferi's Imp phases out in her untap step: "whenever Teferi's Imp phases out,
      discard a card". She holds Island, Boomerang and Giant Growth, in that order, and answers that
      she discards <chosen>. She discards one card: <discarded>; the other two stay in her hand (a
      card she does not hold can't be chosen, so the default, the first card in her hand, is
      discarded).
    Source: cr-2026
    Passage: 701.9, discard
    Also: engine regression: the card chosen, and only one

    Given the players are Amy and Nicole
    And Amy controls Teferi's Imp as "imp"
    And Amy has Island in her hand as "island"
    And Amy has Boomerang in her hand as "boomerang"
    And Amy has Giant Growth in her hand as "growth"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "imp" is phased out
    When Amy will choose the card <chosen>
    And the stack resolves
    Then Amy has discarded 1 card
    And "<discarded>" is in Amy's graveyard
    And Amy has 2 cards in her hand
    And "<kept>" is in Amy's hand

    Examples:
      | chosen       | discarded | kept      |
      | Boomerang    | boomerang | island    |
      | Giant Growth | growth    | boomerang |
      | Wrath of God | island    | growth    |

  @id:mutant-who-can-block-and-when @rule:509.1 @rule:506.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole can't block with nothing attacking, with a tapped creature, with a creature under Pacifism, nor with one creature twice
    Ruling: Before Amy attacks, Nicole can't declare a block. Amy attacks with Grizzly Bears and
      Hill Giant. Nicole's tapped Sandbar Crocodile can't block, nor can her Grizzly Bears enchanted
      by Pacifism ("can't attack or block"); her Hill Giant can block one attacker, not both at
      once. It blocks Amy's Bears.
    Source: cr-2026
    Passage: 509.1a, the defending player chooses blockers
    Also: engine regression: 509.1a-c, the blockers declared

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile as "crocodile", tapped
    And Nicole controls Grizzly Bears as "pacified"
    And Nicole controls Pacifism as "pacifism", attached to "pacified"
    And Nicole controls Hill Giant as "blocker"
    And it is Amy's precombat main phase of turn 3
    When Nicole can't block "bears" with "blocker"
    And Amy attacks with "bears" and "giant"
    And Nicole can't block "bears" with "crocodile"
    And Nicole can't block "giant" with "pacified"
    And Nicole can't block "bears" with "blocker" and "giant" with "blocker"
    And Nicole blocks "bears" with "blocker"
    Then "blocker" is blocking
    And "crocodile" is not blocking
    And "pacified" is not blocking

  @id:mutant-no-attack-once-the-step-has-begun @rule:508.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In her declare attackers step, attackers already declared, Amy can't declare an attack
    Ruling: It is Amy's declare attackers step: attackers are declared as the step begins, so that
      declaration is over and Amy can't declare her Grizzly Bears as an attacker now.
    Source: cr-2026
    Passage: 508.1, declaring attackers
    Also: engine regression: 508.1, declaring attackers is the step's turn-based action

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And it is Amy's declare attackers step of turn 3
    When Amy can't attack with "bears"
    Then "bears" is not attacking
    And "bears" is untapped

  @id:mutant-upkeep-damage-is-not-combat-damage @rule:510.2 @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin's upkeep damage is not combat damage: it gets no second infection counter
    Ruling: Amy's Diseased Vermin deals 1 combat damage to Nicole and gets an infection counter. At
      Amy's next upkeep it deals 1 damage to Nicole, the number of its infection counters: that
      damage is dealt by a triggered ability, not in combat, so "whenever Diseased Vermin deals
      combat damage to a player" does not trigger again. Nicole is at 18 life; the Vermin still has
      1 infection counter.
    Source: cr-2026
    Passage: 510.2, combat damage
    Also: engine regression: combat damage and other damage

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "vermin"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 19 life
    And "vermin" has 1 infection counter
    When the game advances to Amy's upkeep
    And the stack resolves
    Then Nicole has 18 life
    And "vermin" has 1 infection counter
    And the stack is empty
