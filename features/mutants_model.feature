Feature: Neighbours of the game's own nouns that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/model.py (the table of objects
  and its order after a refused action, the creatures blocking each attacker, the first object's
  id) and of the cards' behaviours that every earlier scenario let live (python -m tests.mutation,
  docs/mutation.md): two attackers each blocked by its own creature; triggers on one event after an
  advance was refused; an ability of the first object a game makes; an ability that resolves after
  its source has left; a name that comes from one place compared with the same name from another.

  @id:mutant-two-attackers-each-deal-damage-to-their-own-blocker @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy attacks with Hill Giant and Grizzly Bears, each blocked by one creature: each deals its damage to its own blocker only
    Ruling: Nicole's Grizzly Bears block Amy's Hill Giant and Nicole's Hill Giant blocks Amy's Grizzly
      Bears. Each attacking creature assigns its combat damage to the creature blocking it, and only
      to that one: Nicole's Bears are dealt 3 and die, Nicole's Giant is dealt 2 and survives; Amy's
      Giant is dealt 2 and survives, Amy's Bears are dealt 3 and die.
    Source: cr-2026
    Passage: 510.1c, a blocked creature assigns its combat damage to the creatures blocking it

    Given the players are Amy and Nicole
    And Amy controls Hill Giant as "giant"
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Grizzly Bears as "nicole's bears"
    And Nicole controls Hill Giant as "nicole's giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "giant" and "bears"
    And Nicole blocks "giant" with "nicole's bears" and "bears" with "nicole's giant"
    And the game advances to Amy's end step
    Then "nicole's giant" has 2 damage
    And "giant" has 2 damage
    And "nicole's bears" is in Nicole's graveyard
    And "bears" is in Amy's graveyard

  @id:mutant-phase-out-triggers-in-timestamp-order-after-a-refused-advance @rule:603.3b @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: After an advance that was refused, two Teferi's Imps phasing out at once still trigger in timestamp order
    Ruling: Amy, Nicole and Oscar play; Nicole concedes. With Amy's Boomerang on the stack targeting
      "imp b", the game can't advance to Nicole's upkeep: the advance is refused and the game goes on
      as if it had not been tried, Boomerang still on the stack and "imp b" on the battlefield, older
      than "imp a". Amy casts Time and Tide: both Imps phase out at once and both trigger. Unasked,
      the older Imp's trigger goes on the stack first, so "imp a"'s is on top.
    Source: engine-guide
    Passage: §7, the order of triggers that trigger at once
    Also: cr-2026: 603.3b, the player puts their triggered abilities on the stack in any order
    Also: engine-guide: §3, an action refused changes nothing

    Given the players are Amy, Nicole and Oscar
    And Amy controls Teferi's Imp as "imp b"
    And Amy controls Teferi's Imp as "imp a"
    And Amy has Boomerang, Time and Tide and 2 Islands in her hand
    And it is Amy's precombat main phase of turn 1
    When Nicole concedes
    And Amy casts Boomerang targeting "imp b"
    And the game can't advance to Nicole's upkeep
    Then "imp b" is on the battlefield
    And the stack holds 1 object
    When Amy casts Time and Tide
    And the top of the stack resolves
    Then "imp a" is phased out
    And "imp b" is phased out
    And the stack holds 3 objects
    And the top of the stack is an ability of "imp a"

  @id:mutant-an-ability-of-the-first-permanent-set-up @rule:602.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With no card in any hand or library, Batterskull, the first object of the game, returns to Amy's hand
    Ruling: Neither player has a card in hand or library, so Amy's Batterskull is the first object the
      game has. Amy activates its "{3}: Return Batterskull to its owner's hand" and it resolves:
      Batterskull is in Amy's hand.
    Source: cr-2026
    Passage: 602.2, activating an ability
    Also: engine regression: an object whose id is 0 taken for no object

    Given the players are Amy and Nicole
    And Amy's library has 0 cards
    And Nicole's library has 0 cards
    And Amy controls Batterskull as "batterskull"
    And it is Amy's precombat main phase of turn 3
    When Amy activates "batterskull"
    And the stack resolves
    Then "batterskull" is in Amy's hand

  @id:mutant-ertais-familiar-ability-resolves-after-it-left @rule:113.7a @rule:400.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar returned to Amy's hand in response to its own ability: the ability resolves and does nothing
    Ruling: Amy activates Ertai's Familiar's "{U}: Until your next upkeep, Ertai's Familiar can't phase
      out" and, in response, returns it to her hand with Boomerang. It leaves the battlefield (Amy mills
      three cards). The ability exists independently of its source and still resolves, but the card in
      Amy's hand is a new object: nothing happens, and the stack is empty.
    Source: cr-2026
    Passage: 113.7a, an ability on the stack exists independently of its source
    Also: cr-2026: 400.7, an object that moves to another zone becomes a new object

    Given the players are Amy and Nicole
    And Amy controls Ertai's Familiar as "familiar"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "familiar"
    And Amy casts Boomerang targeting "familiar"
    And the stack resolves
    Then "familiar" is in Amy's hand
    And the stack is empty
    And Amy has 1 card in her hand

  @id:mutant-sneak-attack-sacrifice-after-act-of-treason-on-her-own-creature @rule:701.21a @rule:603.7
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy casts Act of Treason on the Hill Giant she put onto the battlefield with Sneak Attack: she still sacrifices it at the end step
    Ruling: Amy puts Hill Giant onto the battlefield with Sneak Attack, then casts Act of Treason on
      it: she gains control of it until end of turn, though she controls it already. At the beginning
      of the end step Sneak Attack's delayed trigger tells her to sacrifice it, and she controls it:
      it goes to her graveyard.
    Source: cr-2026
    Passage: 701.21a, a player can sacrifice only a permanent they control
    Also: cr-2026: 603.7, delayed triggered abilities

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Hill Giant in her hand as "giant"
    And Amy has Act of Treason in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "sneak attack"
    And the stack resolves
    And Amy casts Act of Treason targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    When the game advances to Amy's end step
    And the stack resolves
    Then "giant" is in Amy's graveyard

  @id:mutant-diseased-vermin-stolen-after-it-damaged-its-new-controller @rule:603.3d
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy steals Nicole's Diseased Vermin that dealt her damage: at Amy's upkeep it has no opponent to target
    Ruling: Nicole's Diseased Vermin deals combat damage to Amy and gets an infection counter. Amy
      gains control of it with Vedalken Shackles and keeps the Shackles tapped. At Amy's upkeep the
      Vermin's ability triggers, but its target must be an opponent of Amy's previously dealt damage by
      it: Nicole was never dealt damage by it, and Amy, who would choose herself, is not her own
      opponent. With no legal target the ability is removed as it would be put on the stack, and
      Amy's life stays 19.
    Source: cr-2026
    Passage: 603.3d, a triggered ability with no legal target is removed from the stack
    Also: cr-2026: 102.2, a player's opponents

    Given the players are Amy and Nicole
    And Nicole controls Diseased Vermin as "vermin"
    And Amy controls Vedalken Shackles as "shackles"
    And Amy controls 2 Islands
    And it is Nicole's precombat main phase of turn 2
    When Nicole attacks with "vermin"
    And the game advances to Nicole's postcombat main phase
    Then Amy has 19 life
    And "vermin" has 1 infection counter
    When Amy activates "shackles" targeting "vermin"
    And the stack resolves
    Then "vermin" is controlled by Amy
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "vermin" is controlled by Amy
    When Amy will choose target Amy
    And all players pass priority
    Then it is Amy's draw step of turn 3
    And Amy has 19 life
    And Nicole has 20 life

  @id:mutant-echo-for-riders-put-onto-the-battlefield-in-amys-upkeep @rule:702.30a @rule:603.4
  @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders put onto the battlefield with Sneak Attack during Amy's upkeep owe echo at her next upkeep
    Ruling: During Amy's upkeep she puts Avalanche Riders onto the battlefield with Sneak Attack: they
      came under her control after that upkeep began. She phases them out with Reality Ripple, so
      Sneak Attack's delayed trigger can't make her sacrifice them at the end step; they phase in at
      her next untap step, and at her next upkeep echo triggers, since they came under her control
      after the beginning of her last upkeep.
    Source: cr-2026
    Passage: 702.30a, echo
    Also: cr-2026: 603.4, an intervening "if" clause

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Avalanche Riders in her hand as "riders"
    And Amy has Reality Ripple in her hand
    And it is Nicole's postcombat main phase of turn 2
    When the game advances to Amy's upkeep
    And Amy activates "sneak attack"
    And the stack resolves
    Then "riders" is on the battlefield
    When Amy casts Reality Ripple targeting "riders"
    And the stack resolves
    Then "riders" is phased out
    When the game advances to Amy's upkeep
    Then "riders" is phased in
    And "riders" has triggered 2 times
