Feature: Neighbours of casting, playing lands and activating that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/stack.py (and its callers) that
  every earlier scenario let live (python -m tests.mutation, docs/mutation.md): a sorcery, a land
  or an equip ability in each step where only an instant may come, and in the opponent's turn; a
  sorcery-speed action with the stack not empty; a land cast or a creature played; a card not in
  hand; the same target twice, too many targets or too few; an ability of a permanent its
  activator does not control; a noncreature artifact that entered this turn.

  @id:mutant-sorcery-timing-in-each-other-step @rule:307.1 @rule:702.6a
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Outside her own main phase Amy can cast an instant but not a sorcery, play a land or equip (<step>)
    Ruling: It is <step>, and the stack is empty. A sorcery can be cast, a land played and an equip
      ability activated only in the main phase of their controller's own turn with an empty stack:
      Amy can't cast Wrath of God, can't play her Island and can't equip Vulshok Morningstar. An
      instant can be cast whenever she has priority: her Giant Growth makes her Grizzly Bears 5/5.
    Source: cr-2026
    Passage: 307.1, sorcery timing
    Also: engine regression: sorcery timing, in each step but the main phases

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar"
    And Amy has Wrath of God, Island and Giant Growth in her hand
    And it is <step> of turn 3
    When Amy can't cast Wrath of God
    And Amy can't play Island
    And Amy can't activate "morningstar" targeting "bears"
    And Amy casts Giant Growth targeting "bears"
    And the stack resolves
    Then "bears" is 5/5
    And "bears" is on the battlefield
    And nothing is attached to "bears"
    And Amy has 2 cards in her hand

    Examples:
      | step                              |
      | Amy's upkeep                      |
      | Amy's draw step                   |
      | Amy's beginning of combat step    |
      | Amy's end step                    |
      | Nicole's precombat main phase     |

  @id:mutant-sorcery-timing-with-a-spell-on-the-stack @rule:307.1 @rule:702.6a
  @edition:2009 @edition:2013 @edition:current
  Scenario: With her Giant Growth on the stack Amy can't cast a sorcery, play a land or equip; once it resolves she can
    Ruling: In her precombat main phase Amy casts Giant Growth on her Grizzly Bears. While it is on
      the stack she can't cast Wrath of God, play her Island or equip Vulshok Morningstar: each needs
      an empty stack. Once it has resolved (the Bears are 5/5), she plays the Island and equips the
      Bears, which become 7/7.
    Source: cr-2026
    Passage: 307.1, sorcery timing
    Also: engine regression: sorcery timing, the stack not empty

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar"
    And Amy has Wrath of God, Island and Giant Growth in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "bears"
    And Amy can't cast Wrath of God
    And Amy can't play Island
    And Amy can't activate "morningstar" targeting "bears"
    Then the top of the stack is Giant Growth
    When the stack resolves
    Then "bears" is 5/5
    When Amy plays Island
    And Amy activates "morningstar" targeting "bears"
    And the stack resolves
    Then "morningstar" is attached to "bears"
    And "bears" is 7/7
    And Amy has 1 card in her hand

  @id:mutant-a-land-is-played-not-cast @rule:601.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy can't cast her Island, can't play her Grizzly Bears, and can't play or cast a card she does not hold
    Ruling: A land is played, never cast, and only a land is played: Amy can't cast the Island in her
      hand, nor play the Grizzly Bears in it as a land. The Teferi's Isle and the Boomerang are in
      Nicole's hand, not hers, so she can neither play the one nor cast the other. Nicole can't play
      a land in Amy's turn. Amy then plays the Island and casts the Bears.
    Source: cr-2026
    Passage: 305.1, playing a land
    Also: engine regression: playing a land, casting a spell, from the hand

    Given the players are Amy and Nicole
    And Amy has Island and Grizzly Bears in her hand
    And Nicole has Island, Teferi's Isle and Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy can't cast Island
    And Amy can't play Grizzly Bears
    And Amy can't play Teferi's Isle
    And Amy can't cast Boomerang
    And Nicole can't play Island
    And Amy plays Island
    And Amy casts Grizzly Bears
    And the stack resolves
    Then Amy has 0 cards in her hand
    And Nicole has 3 cards in her hand

  @id:mutant-targets-once-each-and-as-many-as-asked @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A target is chosen once per word "target": the same permanent twice, two for one, or none for one is refused
    Ruling: Clever Concealment may target any number of nonland permanents Amy controls, but the same
      one only once: Amy can't target her Grizzly Bears twice. Giant Growth has one target: Amy
      can't give it two, nor none. Clever Concealment on the Bears and the Hill Giant phases both
      out.
    Source: cr-2026
    Passage: 601.2c, targets chosen
    Also: engine regression: 601.2c, targets chosen

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy has Clever Concealment and Giant Growth in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy can't cast Clever Concealment targeting "bears" and "bears"
    And Amy can't cast Giant Growth targeting "bears" and "giant"
    And Amy can't cast Giant Growth
    And Amy casts Clever Concealment targeting "bears" and "giant"
    And the stack resolves
    Then "bears" is phased out
    And "giant" is phased out
    And Amy has 1 card in her hand

  @id:mutant-activate-only-what-you-control-phased-in @rule:602.2 @rule:302.6 @rule:702.26b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole can't activate Amy's Vedalken Shackles; Amy can, though it entered this turn, but not her phased-out one
    Ruling: Only a permanent's controller may activate its abilities: Nicole can't activate Amy's
      Vedalken Shackles, though she too controls 3 Islands. Amy can, though it entered the battlefield this turn: {T} in a cost needs
      the permanent under its controller's control since the turn began only if it is a creature.
      Her second Shackles is phased out, treated as though it does not exist: it can't be
      activated. The first Shackles gains Amy control of Nicole's Grizzly Bears (power 2, and Amy
      controls 3 Islands) for as long as it remains tapped.
    Source: cr-2026
    Passage: 602.2, activating an ability
    Also: engine regression: 602.2, 302.6: a noncreature permanent with {T}

    Given the players are Amy and Nicole
    And Amy controls Vedalken Shackles as "shackles", entered this turn
    And Amy controls Vedalken Shackles as "other shackles", phased out
    And Amy controls 3 Islands
    And Nicole controls 3 Islands
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 3
    When Nicole can't activate "shackles" targeting "bears"
    And Amy can't activate "other shackles" targeting "bears"
    And Amy activates "shackles" targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Amy
    And "shackles" is tapped
    And "other shackles" is untapped

  @id:mutant-a-player-who-left-is-no-target @rule:800.4a @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Once Nicole has left the game Amy can't target her, nor two players with one "target player"
    Ruling: Amy, Nicole and Oscar play. Nicole concedes and leaves the game: she can't be chosen as
      the target of Amy's Vision Charm (mode 1, "target player mills four cards"), though the other
      players are still in the game. Mode 1 has one target: Amy can't choose both Oscar and
      herself. She targets Oscar, who mills the four cards on top of his library.
    Source: cr-2026
    Passage: 800.4a, a player who left the game
    Also: engine regression: 800.4a, a player who left; 601.2c, one target per "target"

    Given the players are Amy, Nicole and Oscar
    And Amy has Vision Charm in her hand as "charm"
    And it is Amy's precombat main phase of turn 3
    When Nicole concedes
    Then Nicole is no longer in the game
    When Amy can't cast Vision Charm with mode 1, targeting Nicole
    And Amy can't cast Vision Charm with mode 1, targeting Oscar and Amy
    And Amy casts Vision Charm with mode 1, targeting Oscar
    And the stack resolves
    Then "oscar-library-4" is in Oscar's graveyard
    And "oscar-library-1" is in Oscar's graveyard
    And "charm" is in Amy's graveyard

  @id:mutant-two-targets-answered-for-a-one-target-trigger @rule:603.3d @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Two targets answered for Avalanche Riders' one-target trigger are not taken: the first legal target is
    Ruling: Amy answers ahead that Avalanche Riders' enter trigger targets Nicole's second Island and
      her first. The trigger has one target, so the answer is not a legal choice and is not taken:
      the trigger gets the default, the first legal target, Nicole's first Island, which is
      destroyed. The second Island stays.
    Source: engine-guide
    Passage: §7, an answer that is not a legal target
    Also: engine regression: an answer that is not a legal choice of targets

    Given the players are Amy and Nicole
    And Nicole controls Island as "first island"
    And Nicole controls Island as "second island"
    And Amy has Avalanche Riders in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Avalanche Riders
    And Amy will choose targets "second island" and "first island"
    And the stack resolves
    Then "first island" is in Nicole's graveyard
    And "second island" is on the battlefield

  @id:mutant-a-face-down-permanent-has-no-ability-to-activate @rule:708.2 @rule:602.2
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy can't activate the {T} ability of her face-down Callous Oppressor: face down, it has none
    Ruling: Amy's Callous Oppressor is face down: a 2/2 creature with no name and no abilities. It has
      been under her control since the turn began and is untapped, but she can't activate the
      ability printed on its card. Her face-up Callous Oppressor can.
    Source: cr-2026
    Passage: 708.2, a face-down permanent has no abilities
    Also: engine regression: 708.2, a face-down permanent has no abilities

    Given the players are Amy and Nicole
    And Amy controls Callous Oppressor as "hidden", face down
    And Amy controls Callous Oppressor as "oppressor", with Bear chosen
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy can't activate "hidden" targeting "giant"
    Then "hidden" is untapped
    When Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy

  @id:mutant-502-15m-haste-like-kept-through-dominate-of-its-controller @rule:502.15m @rule:302.6 @edition:2003
  Scenario: Under the 2003 rules Amy's Bears phased in the turn they came into play can attack, and still can after her own Dominate on them
    Ruling: Amy's Grizzly Bears came into play this turn; Nicole's Reality Ripple phases them out
      and Amy's Time and Tide phases them in: under the 2003 rules they can now attack as though they
      had haste, until they change controllers. Amy then casts Dominate on her own Bears: she
      already controls them, so their controller does not change, and they can still attack. They
      deal Nicole 2 damage.
    Source: forum-2003-phasing
    Passage: 502.15m
    Also: cr-2026: 302.6, continuously controlled since the turn began

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", entered this turn
    And Nicole has Reality Ripple in her hand
    And Amy has Time and Tide and Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    Then "bears" can't attack
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    And Amy casts Time and Tide
    And the stack resolves
    Then "bears" can attack
    When Amy casts Dominate with X = 2, targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Amy
    And "bears" can attack
    When Amy attacks with "bears"
    And the game advances to Amy's end step
    Then Nicole has 18 life
