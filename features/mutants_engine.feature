Feature: Neighbours of the engine's game rules that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's rules modules (engine/stack.py,
  combat.py, sba.py, game.py, turns.py) that every earlier scenario let live (python -m
  tests.mutation, docs/mutation.md): the player not attacked, a creature with no power, the card
  after another in a hand, an ability other than the first, a turn number past the small ones, a
  player leaving with a spell on the stack and a control effect of someone else's in force.

  @id:mutant-only-the-attacked-player-blocks @rule:509.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: With three players, only the player a creature attacks may block it (<attacked> attacked)
    Ruling: With two opponents, an attack must say which one it attacks. Amy attacks <attacked> with
      Sandbar Crocodile. <other> is not a defending player: his or her creature can't block it.
      <attacked>'s can.
    Source: cr-2026
    Passage: 509.1a, the defending player chooses blockers
    Also: engine regression: blockers, three players

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile as "crocodile"
    And <attacked> controls Grizzly Bears as "attacked's bears"
    And <other> controls Hill Giant as "other's giant"
    And it is Amy's precombat main phase of turn 4
    When Amy can't attack with "crocodile"
    And Amy attacks <attacked> with "crocodile"
    And <other> can't block "crocodile" with "other's giant"
    And <attacked> blocks "crocodile" with "attacked's bears"
    Then "attacked's bears" is blocking
    And "other's giant" is not blocking

    Examples:
      | attacked | other  |
      | Nicole   | Oscar  |
      | Oscar    | Nicole |

  @id:mutant-a-creature-with-no-power-deals-no-combat-damage @rule:510.1a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A 0/1 Callous Oppressor attacking unblocked deals no damage
    Ruling: Callous Oppressor with a -1/-1 counter is 0/1. It attacks Nicole and is not blocked: a
      creature with 0 power assigns no combat damage, so Nicole stays at 20 life.
    Source: cr-2026
    Passage: 510.1a, combat damage equal to its power
    Also: engine regression: 0 power, no combat damage

    Given the players are Amy and Nicole
    And Amy controls Callous Oppressor as "oppressor", with 1 -1/-1 counter
    And it is Amy's precombat main phase of turn 4
    Then "oppressor" is 0/1
    When Amy attacks with "oppressor"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 20 life

  @id:mutant-cast-the-card-named-not-the-first-in-hand @rule:601.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy casts the second card of her hand; it goes to her graveyard as it resolves, the first stays
    Ruling: Amy holds Boomerang, then Reality Ripple. She casts Reality Ripple on Nicole's Grizzly
      Bears: they phase out, Reality Ripple goes to Amy's graveyard as it resolves, and Boomerang
      stays in her hand.
    Source: cr-2026
    Passage: 601.2a, the card cast moves to the stack
    Also: engine regression: the spell cast is the card named; an instant goes to the graveyard as it resolves

    Given the players are Amy and Nicole
    And Nicole controls Grizzly Bears as "bears"
    And Amy has Boomerang in her hand as "boomerang"
    And Amy has Reality Ripple in her hand as "ripple"
    And it is Amy's precombat main phase
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "ripple" is in Amy's graveyard
    And "boomerang" is in Amy's hand

  @id:mutant-an-illegal-target-answered-for-a-trigger-falls-back @rule:603.3d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An answer naming an illegal target for Avalanche Riders' trigger is not taken: the first legal target is
    Ruling: Amy answers ahead that Avalanche Riders' enter trigger targets Nicole's Grizzly Bears,
      which is not a land and can't be its target. The answer is not taken: the trigger gets the
      default, the first legal target, Nicole's Island, which is destroyed. The Bears stay.
    Source: engine-guide
    Passage: §7, an answer that is not a legal target
    Also: engine regression: an answer that is not a legal target

    Given the players are Amy and Nicole
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Island as "island"
    And Amy has Avalanche Riders in her hand
    And it is Amy's precombat main phase
    When Amy casts Avalanche Riders
    And Amy will choose target "bears"
    And the stack resolves
    Then "island" is in Nicole's graveyard
    And "bears" is on the battlefield

  @id:mutant-equip-is-a-second-ability-and-needs-no-untapped-equipment @rule:702.6a @rule:302.6
  @edition:2013 @edition:current
  Scenario: A tapped Batterskull equips with its second activated ability; a tapped Vedalken Shackles can't be activated
    Ruling: Equip taps nothing: Amy's tapped Batterskull equips her Grizzly Bears with its second
      activated ability ({3}: return is the first) and stays tapped; the Bears get +4/+4. Her Ertai's
      Familiar that entered this turn activates its {U} ability, which has no {T}. Her tapped
      Vedalken Shackles can't be activated: {T} is part of its cost.
    Source: cr-2026
    Passage: 602.2, activating an ability
    Also: engine regression: a second ability; {T} in the cost or not

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Batterskull as "batterskull", tapped
    And Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Ertai's Familiar as "familiar", entered this turn
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy can't activate "shackles" targeting "giant"
    And Amy activates ability 2 of "batterskull" targeting "bears"
    And the stack resolves
    Then "batterskull" is attached to "bears"
    And "batterskull" is tapped
    And "bears" is 6/6
    When Amy activates "familiar"
    And the stack resolves
    Then "familiar" is untapped
    And the stack is empty

  @id:mutant-summoning-sick-on-a-late-turn @rule:302.6
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: On turn 300 a creature that entered this turn still can't attack or use {T}
    Ruling: On turn 300 as on turn 3: Amy's Grizzly Bears and Callous Oppressor, which entered this
      turn, can't attack and the Oppressor can't use its {T} ability; her Hill Giant, under her
      control since before the turn began, can attack.
    Source: cr-2026
    Passage: 302.6, summoning sickness
    Also: engine regression: summoning sickness, on a late turn

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", entered this turn
    And Amy controls Callous Oppressor as "oppressor", entered this turn
    And Amy controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 300
    Then "bears" can't attack
    And "giant" can attack
    When Amy can't activate "oppressor" targeting "crocodile"
    And Amy can't attack with "bears"

  @id:mutant-leaving-the-game-with-a-spell-on-the-stack @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole leaves the game with her Giant Growth on the stack: it leaves with her
    Ruling: Nicole casts Giant Growth on her Grizzly Bears and, with it on the stack, concedes. Every
      object she owns leaves the game with her, the spell on the stack too: the stack is empty, and
      Giant Growth has ceased to exist.
    Source: cr-2026
    Passage: 800.4a, a player who leaves takes what they own
    Also: engine regression: 800.4a, a spell on the stack

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Giant Growth in her hand as "growth"
    And it is Amy's precombat main phase
    When Nicole casts Giant Growth targeting "bears"
    And Nicole concedes
    Then the stack is empty
    And "growth" has ceased to exist
    And "bears" has ceased to exist

  @id:mutant-leaving-the-game-ends-only-that-players-control-effects @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: When Nicole leaves, her control effect ends and Oscar's stays
    Ruling: Nicole controls Amy's Hill Giant and Oscar controls Amy's Grizzly Bears, each through
      Dominate. Nicole leaves the game: the effect that gave her control of the Giant ends, and Amy
      controls it again; the effect that gives Oscar control of the Bears is not hers, and stays.
    Source: cr-2026
    Passage: 800.4a, effects giving the player who left control end
    Also: engine regression: 800.4a, effects giving the player who left control end, and no other

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Hill Giant owned by Amy as "giant"
    And Nicole controls "giant" through Dominate
    And Oscar controls Grizzly Bears owned by Amy as "bears"
    And Oscar controls "bears" through Dominate
    And it is Amy's precombat main phase
    When Nicole concedes
    Then "giant" is controlled by Amy
    And "bears" is controlled by Oscar

  @id:mutant-keep-tapped-only-the-permanent-named @rule:502.3
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Amy chooses not to untap "<kept>" only: her other "may choose not to untap" permanent untaps
    Ruling: Amy's Vedalken Shackles and Callous Oppressor are both tapped; each says she may choose
      not to untap it. She chooses to keep only the <kept> tapped: in her untap step it stays
      tapped, and the <other> untaps.
    Source: cr-2026
    Passage: 502.3, permanents kept from untapping
    Also: engine regression: "you may choose not to untap", one permanent named

    Given the players are Amy and Nicole
    And Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Callous Oppressor as "oppressor", tapped
    And it is Nicole's end step
    When Amy will choose not to untap "<kept>"
    And the game advances to Amy's upkeep
    Then "<kept>" is tapped
    And "<other>" is untapped

    Examples:
      | kept      | other     |
      | oppressor | shackles  |
      | shackles  | oppressor |

  @id:mutant-imprinted-card-id @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario: The card imprinted on Isochron Scepter at setup is "scepter-exiled-1", in exile
    Ruling: A card set up as exiled with a permanent gets the id of its permanent followed by
      "-exiled-1" (docs/engines.md): Isochron Scepter's imprinted Giant Growth is "scepter-exiled-1",
      in exile.
    Source: engine-guide
    Passage: §6, the ids of cards imprinted at setup
    Also: engine regression: the ids of cards the setup exiles with a permanent

    Given the players are Amy and Nicole
    And Amy controls Isochron Scepter as "scepter", with Giant Growth imprinted
    Then "scepter" has Giant Growth imprinted
    And "scepter-exiled-1" is in exile

  @id:mutant-a-refused-attack-from-the-upkeep-undoes-its-draw @rule:302.6 @rule:504.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An attack refused after moving on from the upkeep leaves the game as it was, the draw undone
    Ruling: In her upkeep Amy tries to attack with Grizzly Bears that entered this turn. Reaching the
      declare attackers step takes the game through her draw step, where she draws; the attack is
      refused (the Bears are summoning sick), so nothing of it happened: it is still her upkeep and
      she holds no card. Then she draws in her draw step, and again in her next turn, each time the
      card on top of her library.
    Source: engine-guide
    Passage: §3, a refused action
    Also: engine regression: a refused action did not leave the game exactly as it was

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", entered this turn
    And it is Amy's upkeep of turn 3
    When Amy can't attack with "bears"
    Then it is Amy's upkeep of turn 3
    And Amy has 0 cards in her hand
    When the game advances to Amy's precombat main phase
    Then Amy has drawn 1 card
    And Amy has 1 card in her hand
    When the game advances to Amy's next precombat main phase
    Then Amy has drawn 2 cards
    And Amy has 2 cards in her hand

  @id:mutant-default-division-counts-damage-already-marked @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Unanswered, a blocked creature's damage gives an already damaged blocker only what is left of lethal
    Ruling: Amy's Sandbar Crocodile (6 power) is blocked by Nicole's Grizzly Bears, which already have
      1 damage, and then by her Sandbar Crocodile. With no division given, each blocker in turn gets
      lethal damage, and lethal damage counts the damage already marked: 1 to the Bears, the other 5
      to Nicole's Crocodile. Both die.
    Source: engine-guide
    Passage: §7, the default division of combat damage
    Also: engine regression: lethal damage, less the damage already marked (120.6)

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears", with 1 damage
    And Nicole controls Sandbar Crocodile as "nicole's crocodile"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "nicole's crocodile"
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "nicole's crocodile" is in Nicole's graveyard

  @id:mutant-a-division-that-leaves-a-blocker-out @rule:510.1c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A division naming two of three blockers gives the third none
    Ruling: Amy's Sandbar Crocodile (6 power) is blocked by Nicole's Grizzly Bears, Hill Giant and
      Sandbar Crocodile, in that order. Amy assigns 5 to the Bears and 1 to the Giant: all 6, and
      (where an edition has a damage assignment order) the Bears get lethal damage before the Giant
      gets any. Nicole's Crocodile, not named, gets none. The Bears die; the Giant has 1 damage.
    Source: cr-2026
    Passage: 510.1c, a blocked creature's damage divided among its blockers
    Also: engine regression: a division that names some of the blockers

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile as "nicole's crocodile"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "crocodile"
    And Amy will order the creatures blocking "crocodile" as "bears", "giant" and "nicole's crocodile"
    And Amy will assign the combat damage of "crocodile" as 5 to "bears" and 1 to "giant"
    And Nicole blocks "crocodile" with "bears", "crocodile" with "giant" and "crocodile" with "nicole's crocodile"
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "giant" has 1 damage
    And "nicole's crocodile" has 0 damage

  @id:mutant-2003-combat-damage-on-the-stack-to-a-player-who-left @rule:800.4a @rule:510.2
  @edition:2003
  Scenario: Under the 2003 rules, combat damage on the stack to a player who has left the game is not dealt
    Ruling: Amy's Sandbar Crocodile attacks Oscar unblocked; its combat damage goes on the stack
      (2003, 310). Oscar concedes before it resolves: it resolves with no player to damage, and Oscar,
      gone, loses no life.
    Source: cr-2003
    Passage: 310.1, combat damage goes on the stack
    Also: engine regression: combat damage on the stack (2003), to a player who has left

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 4
    When Amy attacks Oscar with "crocodile"
    And the game advances to Amy's combat damage step
    Then the stack holds 1 object
    When Oscar concedes
    And the stack resolves
    Then Oscar has 20 life
    And Nicole has 20 life
    And Amy has 20 life

  @id:mutant-two-triggers-in-the-order-chosen @rule:603.3b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Two of Amy's triggered abilities go on the stack in the order she chooses (<case>)
    Ruling: Amy's Teferi's Imp phases in in her untap step ("draw a card") and her Ivory Tower
      triggers as her upkeep begins; both wait until she would receive priority, and she puts them
      on the stack in the order she chooses. With five cards in hand, the Tower resolving first
      counts five (she gains 1); the Imp's draw resolving first makes it six (she gains 2).
    Source: cr-2026
    Passage: 603.3b, a player orders their triggered abilities
    Also: engine regression: two triggers of one player, ordered by her (603.3b)

    Given the players are Amy and Nicole
    And Amy controls Ivory Tower as "ivory tower"
    And Amy controls Teferi's Imp as "teferi's imp", phased out
    And Amy has 5 Islands in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "teferi's imp" is phased in
    And 2 triggered abilities are waiting to be put on the stack
    When Amy will put her triggered abilities on the stack in the order <order>
    And the stack resolves
    Then Amy has <life> life
    And Amy has 6 cards in her hand

    Examples:
      | case                 | order                             | life |
      | the draw resolves first | "ivory tower" and "teferi's imp" | 22   |
      | the tower resolves first | "teferi's imp" and "ivory tower" | 21   |

  @id:mutant-who-may-attack-and-block-with-what @rule:508.1 @rule:509.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Only the active player attacks, with creatures she controls; only the player attacked blocks, with his own
    Ruling: In Amy's turn Nicole can't attack; Amy can't attack with Nicole's Hill Giant, nor with her
      Vulshok Morningstar, which is not a creature; she attacks with her Grizzly Bears, and Nicole
      can't block them with Amy's own Hill Giant, only with hers. In Nicole's turn it is the other
      way round: Amy can't attack, and can't block Nicole's attacking Giant with Nicole's Grizzly
      Bears, only with her own Giant.
    Source: cr-2026
    Passage: 508.1a, the active player chooses attackers
    Also: engine regression: attackers and blockers: whose turn, whose creatures

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "amy's giant"
    And Amy controls Vulshok Morningstar as "morningstar"
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "nicole's bears"
    And it is Amy's precombat main phase of turn 3
    When Nicole can't attack with "giant"
    And Amy can't attack with "giant"
    And Amy can't attack with "morningstar"
    And Amy attacks with "bears"
    And Nicole can't block "bears" with "amy's giant"
    And Nicole blocks "bears" with "giant"
    Then "giant" is blocking
    And "amy's giant" is not blocking
    When the game advances to Nicole's precombat main phase
    And Amy can't attack with "amy's giant"
    And Nicole can't attack with "amy's giant"
    And Nicole attacks with "giant"
    And Amy can't block "giant" with "nicole's bears"
    And Amy blocks "giant" with "amy's giant"
    Then "amy's giant" is blocking
    And "nicole's bears" is not blocking
