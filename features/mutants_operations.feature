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

  @id:mutant-614-1c-the-active-player-chooses-for-another-players-oppressor @rule:614.1c @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: With three players, <controller>'s Callous Oppressor enters in Amy's turn: Amy, the active player, chooses
    Ruling: <controller>'s Sneak Attack puts Callous Oppressor onto the battlefield in Amy's turn,
      with haste. Of <controller>'s opponents, Amy comes first in turn order from the active
      player, Amy herself, so she chooses the creature type, not <other>. She chooses Giant: her
      Hill Giant can't be taken, <other>'s Grizzly Bears can.
    Source: cr-2026
    Passage: 614.1c, "as ~ enters" choices
    Also: engine-guide: §7, the opponent who chooses is the first in turn order from the active player

    Given the players are Amy, Nicole and Oscar
    And <controller> controls Sneak Attack as "sneak attack"
    And <controller> has Callous Oppressor in her hand as "oppressor"
    And Amy controls Hill Giant as "giant"
    And <other> controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 4
    When Amy will choose the creature type Giant
    And <other> will choose the creature type Bear
    And <controller> activates "sneak attack"
    And the stack resolves
    And <controller> can't activate "oppressor" targeting "giant"
    And <controller> activates "oppressor" targeting "bears"
    And the stack resolves
    Then "bears" is controlled by <controller>
    And "giant" is controlled by Amy

    Examples:
      | controller | other  |
      | Nicole     | Oscar  |
      | Oscar      | Nicole |

  @id:mutant-303-4f-a-returned-aura-passes-over-what-it-cant-enchant @rule:303.4f @rule:603.10a
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: <aura> returned by Oblivion Ring enters attached to the one permanent it can enchant, not to a land or an enchantment before it
    Ruling: Amy's Oblivion Ring exiles Nicole's <aura>. When the Ring leaves, <aura> returns to the
      battlefield without being cast: Nicole chooses what it enchants, and it can be attached only
      to something it could enchant. Amy's Island and Glorious Anthem can't be enchanted by it; her
      Grizzly Bears are the one creature: <aura> returns attached to them.
    Source: cr-2026
    Passage: 303.4f, an Aura put onto the battlefield without being cast
    Also: Gatherer ruling on Oblivion Ring (2008-10-01): an exiled Aura returns to enchant something

    Given the players are Amy and Nicole
    And Amy controls Island as "a-island"
    And Amy controls Glorious Anthem as "anthem"
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls <aura> as "aura", attached to "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Oblivion Ring
    And Amy will choose target "aura"
    And the stack resolves
    Then "aura" is in exile
    When Amy casts Boomerang targeting "ring"
    And the stack resolves
    Then "aura" is on the battlefield
    And "aura" is attached to "bears"
    And nothing is attached to "a-island"
    And nothing is attached to "anthem"

    Examples:
      | aura           |
      | Pacifism       |
      | Teferi's Curse |

  @id:mutant-506-4-an-attacker-whose-owner-leaves-deals-no-damage @rule:506.4 @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An attacking Hill Giant whose owner leaves the game leaves combat with him: only the Bears deal combat damage
    Ruling: In a three-player game Amy attacks Nicole with her Grizzly Bears and with Oscar's Hill
      Giant, which she controls. Nicole doesn't block. Then Oscar concedes: every object he owns
      leaves the game with him, the Giant too, and a permanent that leaves the battlefield is
      removed from combat. Only the Bears deal combat damage: Nicole goes to 18 life.
    Source: cr-2026
    Passage: 800.4a, a player who leaves takes their objects
    Also: cr-2026: 506.4, a permanent that leaves the battlefield is removed from combat

    Given the players are Amy, Nicole and Oscar
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant owned by Oscar as "giant"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks Nicole with "bears" and "giant"
    And Oscar concedes
    Then Oscar is no longer in the game
    And "bears" is attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 18 life
    And Amy has 20 life

  @id:mutant-506-4-a-blocker-whose-owner-leaves-leaves-the-attacker-blocked @rule:506.4 @rule:800.4a @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A blocking Hill Giant whose owner leaves the game leaves combat: the Bears it blocked stay blocked and deal no damage
    Ruling: In a three-player game Amy attacks Nicole with her Grizzly Bears. Nicole blocks them with
      Oscar's Hill Giant, which she controls. Then Oscar concedes: every object he owns leaves the
      game with him, the Giant too, and it is removed from combat. The Bears stay blocked with no
      creature blocking them: they deal no combat damage and are dealt none. Nicole stays at 20
      life and the Bears are undamaged.
    Source: cr-2026
    Passage: 800.4a, a player who leaves takes their objects
    Also: cr-2026: 506.4, a permanent that leaves the battlefield is removed from combat
    Also: cr-2026: 510.1c, a blocked creature with no creatures blocking it assigns no combat damage

    Given the players are Amy, Nicole and Oscar
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant owned by Oscar as "giant"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks Nicole with "bears"
    And Nicole blocks "bears" with "giant"
    And Oscar concedes
    Then Oscar is no longer in the game
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And "bears" is on the battlefield
    And "bears" has 0 damage

  @id:mutant-diseased-vermin-a-second-infection-counter @rule:122.1 @rule:510.2 @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin with an infection counter deals combat damage again: it has 2 counters, and deals 2 damage at Amy's upkeep
    Ruling: Amy's Diseased Vermin already has an infection counter. It deals 1 combat damage to
      Nicole and gets another: it has 2 infection counters now. At the beginning of Amy's next
      upkeep it deals 2 damage, the number of its infection counters, to Nicole, whom it has dealt
      damage: Nicole goes from 20 to 19, then to 17.
    Source: cr-2026
    Passage: 122.1, counters: markers placed on an object, each one counted
    Also: cr-2026: 603.2, the triggered abilities of Diseased Vermin

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin", with 1 infection counter
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "vermin"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 19 life
    And "vermin" has 2 infection counters
    When the game advances to Amy's upkeep
    And the stack resolves
    Then Nicole has 17 life
    And "vermin" has 2 infection counters
