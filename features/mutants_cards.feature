Feature: Neighbours of the cards' own rules that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's card behaviours (engine/cards/, and the
  card definitions in engine/carddef.py) that every earlier scenario let live (python -m
  tests.mutation, docs/mutation.md): a card's text played from the other seat, a mana value on the
  line of a "mana value X or less", an answer naming the second eligible card, a source that has
  phased out before its ability resolves.

  @id:mutant-equip-only-a-creature-you-control-from-the-second-seat @rule:702.6a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole can't equip her Vulshok Morningstar to Amy's creature, but can to the one of Amy's she controls
    Ruling: Equip is "attach to target creature you control". In Nicole's main phase her Vulshok
      Morningstar can't target the Grizzly Bears Amy controls; it can target the Hill Giant Amy owns
      that Nicole controls through Dominate, and becomes attached to it.
    Source: cr-2026
    Passage: 702.6a, equip a creature you control
    Also: engine regression: equip targets a creature you control, whoever owns it

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant owned by Amy as "giant"
    And Nicole controls "giant" through Dominate
    And Nicole controls Vulshok Morningstar as "morningstar"
    And it is Nicole's precombat main phase
    When Nicole can't activate "morningstar" targeting "bears"
    And Nicole activates "morningstar" targeting "giant"
    And the stack resolves
    Then "morningstar" is attached to "giant"
    And "giant" is 5/5
    And "bears" is 2/2

  @id:mutant-clever-concealment-only-permanents-you-control-from-the-second-seat @rule:702.26b
  @edition:current
  Scenario: Nicole's Clever Concealment can't target Amy's permanent, but can her own and the one of Amy's she controls
    Ruling: Clever Concealment targets nonland permanents its caster controls. Nicole can't target
      Amy's Grizzly Bears with it; she can target her own Hill Giant and the Sandbar Crocodile she
      controls through Dominate though Amy owns it, and both phase out under Nicole's control.
    Source: cr-2026
    Passage: 601.2c, only legal targets are chosen
    Also: engine regression: "you control" targets, cast from the second seat

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile owned by Amy as "crocodile"
    And Nicole controls "crocodile" through Dominate
    And Nicole has Clever Concealment in her hand
    And it is Nicole's precombat main phase
    When Nicole can't cast Clever Concealment targeting "bears"
    And Nicole casts Clever Concealment targeting "giant" and "crocodile"
    And the stack resolves
    Then "giant" is phased out directly under Nicole's control
    And "crocodile" is phased out directly under Nicole's control
    And "bears" is phased in

  @id:mutant-grafted-exoskeleton-cant-sacrifice-what-you-dont-control @rule:701.21a
  @edition:2013 @edition:current
  Scenario: Nicole's Grafted Exoskeleton moved off a creature Amy controls: Nicole can't sacrifice it
    Ruling: Nicole's Grafted Exoskeleton is attached to Grizzly Bears that Amy controls. Nicole
      equips it to her Hill Giant: it becomes unattached from the Bears and its ability tells Nicole
      to sacrifice them, but a player can sacrifice only a permanent they control, so the Bears stay
      on the battlefield under Amy's control.
    Source: cr-2026
    Passage: 701.21a, sacrifice only a permanent you control
    Also: engine regression: sacrifice only what you control (701.21a)

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Nicole's precombat main phase
    Then "bears" is 4/4
    When Nicole activates "exoskeleton" targeting "giant"
    And the stack resolves
    Then "exoskeleton" is attached to "giant"
    And "exoskeleton" has triggered
    And "bears" is on the battlefield
    And "bears" is controlled by Amy
    And "bears" is 2/2
    And "giant" is 5/5

  @id:mutant-avalanche-riders-destroys-its-target-land @rule:603.3d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Avalanche Riders' enter trigger destroys the land it targets, whoever controls it (<whose>)
    Ruling: When Avalanche Riders enters, its controller destroys target land: the land chosen, an
      opponent's or her own, goes to its owner's graveyard, and the other land stays.
    Source: cr-2026
    Passage: 603.6a, enters-the-battlefield abilities
    Also: engine regression: an enter trigger that destroys its target

    Given the players are Amy and Nicole
    And Amy controls Forest as "forest"
    And Nicole controls Island as "island"
    And Amy has Avalanche Riders in her hand
    And it is Amy's precombat main phase
    When Amy casts Avalanche Riders
    And Amy will choose target "<target>"
    And the stack resolves
    Then "<target>" is in <owner>'s graveyard
    And "<other>" is on the battlefield

    Examples:
      | whose      | target | owner  | other  |
      | opponent's | island | Nicole | forest |
      | her own    | forest | Amy    | island |

  @id:mutant-oblivion-ring-exiled-token-never-returns @rule:704.5d
  @edition:2013 @edition:current
  Scenario: A Phyrexian Germ exiled by Oblivion Ring ceases to exist, and nothing returns when the Ring leaves
    Ruling: Amy's Oblivion Ring exiles Nicole's Phyrexian Germ token; a token in exile ceases to
      exist (704.5d), and Nicole's Batterskull, unattached, stays on the battlefield. When Nicole
      returns the Ring to Amy's hand, its ability has no card to return: the Germ does not come back,
      and Amy's Soul Warden sees no creature enter.
    Source: cr-2026
    Passage: 704.5d, a token in a zone other than the battlefield
    Also: engine regression: a token exiled "until" never comes back

    Given the players are Amy and Nicole
    And Nicole controls a Phyrexian Germ token as "germ"
    And Nicole controls Batterskull as "batterskull", attached to "germ"
    And Amy controls Soul Warden as "warden"
    And Amy has Oblivion Ring in her hand as "ring"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "germ"
    And the stack resolves
    Then "germ" has ceased to exist
    And "batterskull" is not attached to anything
    And Amy has 20 life
    When Nicole casts Boomerang targeting "ring"
    And the stack resolves
    Then "ring" is in Amy's hand
    And "germ" has ceased to exist
    And "germ" has not entered the battlefield
    And Amy has 20 life

  @id:mutant-dominate-mana-value-on-the-line @rule:601.2c
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Dominate with X <x> takes a creature of mana value <x>, and X <below> can't target it (<creature>)
    Ruling: Dominate gains control of target creature with mana value X or less. Shimmering Efreet's
      mana value is 3, Soul Warden's 1: with X equal to it Amy gains control; with X one less she
      can't target it.
    Source: cr-2026
    Passage: 601.2c, only legal targets are chosen
    Also: engine regression: mana value X or less, on the line

    Given the players are Amy and Nicole
    And Nicole controls <creature> as "target"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase
    When Amy can't cast Dominate targeting "target", with X = <below>
    And Amy casts Dominate targeting "target", with X = <x>
    And the stack resolves
    Then "target" is controlled by Amy

    Examples:
      | creature          | x | below |
      | Shimmering Efreet | 3 | 2     |
      | Soul Warden       | 1 | 0     |

  @id:mutant-dominate-a-token-has-mana-value-0 @rule:601.2c
  @edition:2013 @edition:current
  Scenario: Dominate with X 0 takes a Phyrexian Germ token, whose mana value is 0
    Ruling: A token that is not a copy has no mana cost, so its mana value is 0: Dominate with X 0
      gains control of Nicole's Phyrexian Germ. Her Batterskull stays hers, still attached to it.
    Source: cr-2026
    Passage: 202.3, mana value
    Also: engine regression: a token's mana value

    Given the players are Amy and Nicole
    And Nicole controls a Phyrexian Germ token as "germ"
    And Nicole controls Batterskull as "batterskull", attached to "germ"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase
    When Amy casts Dominate targeting "germ", with X = 0
    And the stack resolves
    Then "germ" is controlled by Amy
    And "batterskull" is controlled by Nicole
    And "batterskull" is attached to "germ"

  @id:mutant-isochron-scepter-imprint-mana-value-and-answer @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Isochron Scepter imprints only an instant of mana value 2 or less, the one Amy names (<case>)
    Ruling: As Isochron Scepter enters, Amy may exile an instant card with mana value 2 or less from
      her hand. Dominate (X is 0 in hand) has mana value 3 and can't be chosen; of Boomerang and
      Reality Ripple, both of mana value 2, she exiles the one she names.
    Source: cr-2026
    Passage: 607.2a, cards exiled with a permanent
    Also: engine regression: imprint, mana value 2 or less, the card chosen

    Given the players are Amy and Nicole
    And Amy has <hand> in her hand
    And Amy has Isochron Scepter in her hand as "scepter"
    And it is Amy's precombat main phase
    When Amy will choose the card <named>
    And Amy casts Isochron Scepter
    And the stack resolves
    Then Amy has <left> cards in her hand
    And "scepter" has <imprinted> imprinted

    Examples:
      | case                       | hand                        | named          | left | imprinted      |
      | the named second card      | Boomerang and Reality Ripple | Reality Ripple | 1    | Reality Ripple |
      | mana value 3 passed over   | Dominate and Boomerang      | Dominate       | 1    | Boomerang      |

  @id:mutant-isochron-scepter-nothing-to-imprint @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Isochron Scepter with only Dominate in hand imprints nothing
    Ruling: Dominate's mana value is 3 in Amy's hand (X is 0 there), more than 2: Isochron Scepter
      can't exile it, and Amy keeps it.
    Source: cr-2026
    Passage: 202.3e, X is 0 off the stack
    Also: engine regression: imprint, mana value 2 or less

    Given the players are Amy and Nicole
    And Amy has Dominate in her hand as "dominate"
    And Amy has Isochron Scepter in her hand as "scepter"
    And it is Amy's precombat main phase
    When Amy casts Isochron Scepter
    And the stack resolves
    Then "dominate" is in Amy's hand
    And Amy has 1 card in her hand

  @id:mutant-diseased-vermin-counter-trigger-after-it-phased-out @rule:702.26b @rule:510.2
  @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin phased out before its combat damage trigger resolves gets no infection counter
    Ruling: Amy's Diseased Vermin deals combat damage to Nicole; its ability triggers. In response
      Nicole phases it out with Reality Ripple. The ability resolves and can't put a counter on the
      Vermin, treated as though it does not exist; it phases in later with no infection counter.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: engine regression: a trigger whose source phased out before it resolves

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "vermin"
    And the game advances to Amy's combat damage step
    Then Nicole has 19 life
    When Nicole casts Reality Ripple targeting "vermin"
    And the stack resolves
    Then "vermin" is phased out
    And "vermin" has 0 infection counters
    When the game advances to Amy's upkeep
    Then "vermin" is phased in
    And "vermin" has 0 infection counters

  @id:mutant-batterskull-return-after-it-phased-out @rule:702.26b
  @edition:2013 @edition:current
  Scenario: Batterskull phased out in response to its own "return to hand" stays on the battlefield
    Ruling: Amy activates Batterskull's "{3}: Return Batterskull to its owner's hand". In response
      Nicole phases Batterskull out with Vision Charm. The ability resolves, but Batterskull is
      treated as though it does not exist: it stays on the battlefield, phased out. The Germ, left
      0/0, dies.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: engine regression: an ability whose source phased out before it resolves

    Given the players are Amy and Nicole
    And Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole has Vision Charm in her hand
    And it is Amy's precombat main phase
    When Amy activates "batterskull"
    And Nicole casts Vision Charm with mode 3, targeting "batterskull"
    And the stack resolves
    Then "batterskull" is phased out directly under Amy's control
    And "batterskull" is on the battlefield
    And Amy has 0 cards in her hand

  @id:mutant-soul-warden-another-creature-of-either-player @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Soul Warden gains Amy 1 life for each other creature that enters, Nicole's or her own, and not for itself
    Ruling: Soul Warden: whenever another creature enters, you gain 1 life. Amy casts Soul Warden:
      it sees itself enter and does nothing. Nicole's Hill Giant enters: Amy gains 1. Amy's Grizzly
      Bears enter: Amy gains 1 more.
    Source: cr-2026
    Passage: 603.6a, enters-the-battlefield abilities
    Also: engine regression: "another creature enters", any controller

    Given the players are Amy and Nicole
    And Amy has Soul Warden and Grizzly Bears in her hand
    And Nicole has Hill Giant in her hand
    And it is Amy's precombat main phase
    When Amy casts Soul Warden
    And the stack resolves
    Then Amy has 20 life
    When Amy casts Grizzly Bears
    And the stack resolves
    Then Amy has 21 life
    When the game advances to Nicole's precombat main phase
    And Nicole casts Hill Giant
    And the stack resolves
    Then Amy has 22 life

  @id:mutant-living-weapon-germ-enters-untapped @rule:702.92a @rule:110.5
  @edition:2013 @edition:current
  Scenario: Batterskull's Phyrexian Germ enters untapped, equipped
    Ruling: Batterskull enters; its living weapon ability creates a 0/0 Phyrexian Germ and attaches
      Batterskull to it. The Germ, like every permanent, enters untapped (110.5b), a 4/4.
    Source: cr-2026
    Passage: 110.5b, permanents enter untapped
    Also: engine regression: a token made in the game enters untapped

    Given the players are Amy and Nicole
    And Amy has Batterskull in her hand as "batterskull"
    And it is Amy's precombat main phase
    When Amy casts Batterskull
    And the stack resolves
    Then "batterskull-phyrexian-germ" is untapped
    And "batterskull" is attached to "batterskull-phyrexian-germ"
    And "batterskull-phyrexian-germ" is 4/4

  @id:mutant-infect-nine-and-ten-poison-counters @rule:704.5c @rule:702.90b
  @edition:2013 @edition:current
  Scenario Outline: Infect combat damage gives <poison> poison counters: Nicole <result>
    Ruling: Grizzly Bears with Grafted Exoskeleton and <counters> +1/+1 counters deal <poison> combat
      damage with infect to Nicole: she gets that many poison counters and loses no life. A player
      with ten or more poison counters loses the game (704.5c), ten or eleven; with nine she plays on. The Bears,
      which attacked, stay tapped.
    Source: cr-2026
    Passage: 704.5c, ten or more poison counters
    Also: engine regression: poison counters, nine and ten

    Given the players are Amy, Nicole and Oscar
    And Amy controls Grizzly Bears as "bears", with <counters> +1/+1 counters
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks Nicole with "bears"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And Nicole <in> in the game
    And "bears" is tapped

    Examples:
      | poison | counters | result           | in          |
      | 9      | 5        | plays on         | is          |
      | 10     | 6        | loses the game   | is no longer |
      | 11     | 7        | loses the game   | is no longer |

  @id:mutant-spells-cast-from-the-second-seat-count-what-nicole-controls @rule:613.1b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Inspired Charge and Collective Unconscious count the creatures she controls, a borrowed one too, and none of Amy's
    Ruling: In Nicole's main phase she controls her Hill Giant and a Grizzly Bears Amy owns; Amy
      controls her own Grizzly Bears and a Hill Giant Nicole owns. Nicole's Inspired Charge gives +2/+1
      to the two creatures Nicole controls only, and her Collective Unconscious draws her a card for
      each of those two. Amy's creatures are not hers, whoever owns them.
    Source: cr-2026
    Passage: 108.3 the owner, 110.2 the controller ("you control")
    Also: engine regression: "creatures you control" cast by the second player

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "amy's bears"
    And Amy controls Hill Giant owned by Nicole as "amy's borrowed giant"
    And Nicole controls Hill Giant as "nicole's giant"
    And Nicole controls Grizzly Bears owned by Amy as "nicole's borrowed bears"
    And Nicole has Inspired Charge in her hand
    And Nicole has Collective Unconscious in her hand
    And it is Nicole's precombat main phase of turn 4
    When Nicole casts Inspired Charge
    And the stack resolves
    Then "nicole's giant" is 5/4
    And "nicole's borrowed bears" is 4/3
    And "amy's bears" is 2/2
    And "amy's borrowed giant" is 3/3
    When Nicole casts Collective Unconscious
    And the stack resolves
    Then Nicole has drawn 2 cards
    And Amy has drawn 0 cards

  @id:mutant-teferis-protection-cast-from-the-second-seat @rule:702.26a @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Teferi's Protection phases out the permanents she controls, a borrowed one too, and none of Amy's
    Ruling: "All permanents you control phase out": Nicole's Hill Giant and the Grizzly Bears Amy owns
      but Nicole controls phase out. Amy's Grizzly Bears and the Hill Giant Nicole owns but Amy controls
      stay.
    Source: cr-2026
    Passage: 702.26a, permanents phase out; 110.2, the controller
    Also: engine regression: "permanents you control" cast by the second player

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "amy's bears"
    And Amy controls Hill Giant owned by Nicole as "amy's borrowed giant"
    And Nicole controls Hill Giant as "nicole's giant"
    And Nicole controls Grizzly Bears owned by Amy as "nicole's borrowed bears"
    And Nicole has Teferi's Protection in her hand
    And it is Nicole's precombat main phase of turn 4
    When Nicole casts Teferi's Protection
    And the stack resolves
    Then "nicole's giant" is phased out
    And "nicole's borrowed bears" is phased out
    And "amy's bears" is phased in
    And "amy's borrowed giant" is phased in

  @id:mutant-vedalken-shackles-counts-its-controllers-islands-only @rule:602.2 @rule:601.2c
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: <player>'s Vedalken Shackles counts the one Island <player> controls, not <other>'s three
    Ruling: Vedalken Shackles targets a creature with power less than or equal to the number of
      Islands its controller controls. <player> controls one Island, <other> three: <player> can't
      target <other>'s Hill Giant (power 3), and can target <other>'s Soul Warden (power 1).
    Source: cr-2026
    Passage: 601.2c, only legal targets are chosen
    Also: engine regression: "Islands you control" counted for the second player, or for both

    Given the players are Amy and Nicole
    And <player> controls Vedalken Shackles as "shackles"
    And <player> controls an Island as "own island"
    And <other> controls 3 Islands
    And <other> controls Hill Giant as "giant"
    And <other> controls Soul Warden as "warden"
    And it is <player>'s precombat main phase of turn 4
    When <player> can't activate "shackles" targeting "giant"
    And <player> activates "shackles" targeting "warden"
    And the stack resolves
    Then "warden" is controlled by <player>
    And "giant" is controlled by <other>

    Examples:
      | player | other  |
      | Amy    | Nicole |
      | Nicole | Amy    |

  @id:mutant-vedalken-shackles-a-creature-with-no-power @rule:601.2c
  @edition:2009 @edition:2013 @edition:current
  Scenario: With no Island, Amy's Vedalken Shackles can take a creature whose power is 0
    Ruling: Nicole's Callous Oppressor has a -1/-1 counter: it is 0/1. Power 0 is less than or equal
      to the number of Islands Amy controls, none: she can target it and gains control of it.
    Source: cr-2026
    Passage: 601.2c, only legal targets are chosen
    Also: engine regression: a power of 0 counted as more

    Given the players are Amy and Nicole
    And Amy controls Vedalken Shackles as "shackles"
    And Nicole controls Callous Oppressor as "oppressor", with 1 -1/-1 counter
    And it is Amy's precombat main phase of turn 4
    Then "oppressor" is 0/1
    When Amy activates "shackles" targeting "oppressor"
    And the stack resolves
    Then "oppressor" is controlled by Amy

  @id:mutant-ertais-familiar-mills-three-cards @rule:702.26a @rule:701.13a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar phases out at Amy's untap step and mills three cards: she draws the fourth
    Ruling: Ertai's Familiar has phasing: it phases out at Amy's untap step, and its ability mills
      three cards, the top three of her library. In her draw step she draws the fourth.
    Source: cr-2026
    Passage: 701.13a, mill
    Also: engine regression: mill a number of cards other than the one the card says

    Given the players are Amy and Nicole
    And Amy controls Ertai's Familiar as "familiar"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's precombat main phase
    Then "familiar" is phased out
    And "amy-library-3" is in Amy's graveyard
    And "amy-library-4" is in Amy's hand

  @id:mutant-vision-charm-mills-four-cards @rule:701.13a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Vision Charm makes Amy mill four cards: she draws the fifth
    Ruling: In Nicole's end step Nicole's Vision Charm makes Amy mill four cards, the top four of her
      library. In her draw step she draws the fifth.
    Source: cr-2026
    Passage: 701.13a, mill
    Also: engine regression: mill a number of cards other than the one the card says

    Given the players are Amy and Nicole
    And Nicole has Vision Charm in her hand
    And it is Nicole's end step of turn 2
    When Nicole casts Vision Charm with mode 1, targeting Amy
    And the stack resolves
    And the game advances to Amy's precombat main phase
    Then "amy-library-4" is in Amy's graveyard
    And "amy-library-5" is in Amy's hand

  @id:mutant-isochron-scepter-imprint-unanswered-or-declined @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Isochron Scepter enters with Giant Growth and Boomerang in Amy's hand: <case>
    Ruling: As Isochron Scepter enters, Amy may exile an instant card with mana value 2 or less from
      her hand: Giant Growth (mana value 1) and Boomerang (2) both can be. <ruling>
    Source: cr-2026
    Passage: 607.2a, cards exiled with a permanent
    Also: engine-guide: §7, answers given ahead

    Given the players are Amy and Nicole
    And Amy has Giant Growth in her hand as "growth"
    And Amy has Boomerang in her hand as "boomerang"
    And Amy has Isochron Scepter in her hand as "scepter"
    And it is Amy's precombat main phase
    When Amy will choose <answer>
    And Amy casts Isochron Scepter
    And the stack resolves
    Then "scepter" is on the battlefield
    And "growth" is <growth>
    And "boomerang" is <boomerang>

    Examples:
      | case                                  | answer              | growth          | boomerang       | ruling |
      | she declines, and keeps both          | no                  | in Amy's hand   | in Amy's hand   | She chooses not to: both stay in her hand. |
      | she names a card she can't exile      | the card Dominate   | in exile        | in Amy's hand   | She names Dominate, which is not in her hand: the first eligible card, Giant Growth, is exiled. |
      | she names Boomerang, after Giant Growth | the card Boomerang | in Amy's hand   | in exile        | She names Boomerang: it is exiled, not Giant Growth before it. |
      | she names Giant Growth, of mana value 1 | the card Giant Growth | in exile     | in Amy's hand   | She names Giant Growth, of mana value less than 2: it is exiled. |

  @id:mutant-isochron-scepter-imprint-unanswered @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Unanswered, Isochron Scepter exiles the first eligible card of Amy's hand
    Ruling: Amy holds Giant Growth, then Boomerang, both eligible, and gives no answer: the default is
      the first eligible card in hand order, Giant Growth.
    Source: engine-guide
    Passage: §7, the first eligible card in hand order
    Also: cr-2026: 607.2a, cards exiled with a permanent

    Given the players are Amy and Nicole
    And Amy has Giant Growth in her hand as "growth"
    And Amy has Boomerang in her hand as "boomerang"
    And Amy has Isochron Scepter in her hand as "scepter"
    And it is Amy's precombat main phase
    When Amy casts Isochron Scepter
    And the stack resolves
    Then "scepter" has Giant Growth imprinted
    And "boomerang" is in Amy's hand

  @id:mutant-reality-ripple-named-after-boomerang @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy holds Reality Ripple, then Boomerang, and names Boomerang: Boomerang is exiled
    Ruling: Both are instants of mana value 2. Amy names Boomerang, the second: it is the card exiled.
    Source: cr-2026
    Passage: 607.2a, cards exiled with a permanent
    Also: engine-guide: §7, answers given ahead

    Given the players are Amy and Nicole
    And Amy has Reality Ripple in her hand as "ripple"
    And Amy has Boomerang in her hand as "boomerang"
    And Amy has Isochron Scepter in her hand as "scepter"
    And it is Amy's precombat main phase
    When Amy will choose the card Boomerang
    And Amy casts Isochron Scepter
    And the stack resolves
    Then "boomerang" is in exile
    And "ripple" is in Amy's hand

  @id:mutant-sneak-attack-the-creature-chosen @rule:602.2
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Amy's Sneak Attack, her hand holding <first> then <second>: <case>
    Ruling: Sneak Attack lets Amy put a creature card from her hand onto the battlefield. <ruling>
    Source: cr-2026
    Passage: 608.2d, choices made as it resolves
    Also: engine-guide: §7, answers given ahead

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has <first> in her hand as "first"
    And Amy has <second> in her hand as "second"
    And it is Amy's precombat main phase of turn 4
    When Amy will choose <answer>
    And Amy activates "sneak attack"
    And the stack resolves
    Then "first" is <where first>
    And "second" is <where second>

    Examples:
      | case                               | first         | second        | answer                  | where first        | where second       | ruling |
      | she names the second, Grizzly Bears | Hill Giant   | Grizzly Bears | the card Grizzly Bears  | in Amy's hand      | on the battlefield | She names Grizzly Bears: it enters, not the Hill Giant before it. |
      | she names the second, Hill Giant   | Grizzly Bears | Hill Giant    | the card Hill Giant     | in Amy's hand      | on the battlefield | She names Hill Giant: it enters, not the Grizzly Bears before it. |
      | she names a card she doesn't hold  | Grizzly Bears | Hill Giant    | the card Soul Warden    | on the battlefield | in Amy's hand      | She names Soul Warden, which she doesn't hold: the first creature card of her hand enters. |

  @id:mutant-sneak-attack-creature-taken-is-not-sacrificed @rule:701.21a @rule:603.7
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Sneak Attack creature taken by Amy's Vedalken Shackles is not sacrificed at the end step
    Ruling: Nicole puts Hill Giant onto the battlefield with Sneak Attack; Amy takes it with Vedalken
      Shackles (three Islands). At the beginning of the end step Nicole's delayed trigger tells her to
      sacrifice it, but a player can sacrifice only a permanent she controls: it stays, Amy's.
    Source: cr-2026
    Passage: 701.21a, a player can sacrifice only a permanent they control
    Also: engine regression: a delayed "sacrifice" of a permanent another player controls

    Given the players are Amy and Nicole
    And Nicole controls Sneak Attack as "sneak attack"
    And Nicole has Hill Giant in her hand as "giant"
    And Amy controls Vedalken Shackles as "shackles"
    And Amy controls 3 Islands
    And it is Nicole's precombat main phase of turn 4
    When Nicole activates "sneak attack"
    And the stack resolves
    Then "giant" is on the battlefield
    When Amy activates "shackles" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    When the game advances to Nicole's end step
    And the stack resolves
    Then "giant" is on the battlefield
    And "giant" is controlled by Amy

  @id:mutant-oblivion-ring-with-no-other-nonland-permanent @rule:603.3d @rule:601.2c
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Oblivion Ring enters with only lands besides it: its ability has no target and is removed
    Ruling: Oblivion Ring's ability targets "another target nonland permanent": an Island can't be
      chosen, nor the Ring itself. With no legal target the ability is removed from the stack; the
      Island and the Ring stay.
    Source: cr-2026
    Passage: 603.3d, a triggered ability with no legal target is removed
    Also: engine regression: "another target nonland permanent"

    Given the players are Amy and Nicole
    And Amy controls an Island as "island"
    And Nicole controls an Island as "nicole's island"
    And Amy has Oblivion Ring in her hand as "ring"
    And it is Amy's precombat main phase of turn 4
    When Amy casts Oblivion Ring
    And the stack resolves
    Then "ring" is on the battlefield
    And "island" is on the battlefield
    And "nicole's island" is on the battlefield
    And the stack is empty

  @id:mutant-isochron-scepter-owner-leaves-with-the-imprinted-card @rule:800.4a @rule:607.2a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Isochron Scepter ability resolves after Nicole, who owns the Scepter and its Boomerang, has left: nothing is copied
    Ruling: Amy controls Nicole's Isochron Scepter, Boomerang imprinted on it. Amy activates it; Nicole
      leaves the game before it resolves. Everything Nicole owns leaves with her, the Scepter and the
      exiled Boomerang too. Amy's ability still resolves, but there is no exiled card to copy: Oscar's
      Grizzly Bears stay.
    Source: cr-2026
    Passage: 800.4a, objects a player owns leave the game with them
    Also: engine regression: a copy of an imprinted card that has left the game

    Given the players are Amy, Nicole and Oscar
    And Amy controls Isochron Scepter owned by Nicole as "scepter", with Boomerang imprinted
    And Oscar controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 4
    When Amy activates "scepter"
    And Nicole concedes
    And the stack resolves
    Then "scepter" has ceased to exist
    And "bears" is on the battlefield
    And the stack is empty

  @id:mutant-diseased-vermin-the-second-players-upkeep @rule:603.3d @rule:702.26b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Diseased Vermin deals damage to Amy at Nicole's upkeep; phased out before its ability resolves, it deals none
    Ruling: Nicole's Diseased Vermin, with an infection counter, deals combat damage to Amy and gets a
      second counter. At Nicole's next upkeep its ability targets Amy, an opponent it dealt damage to,
      and deals her 2 damage. At the upkeep after that Amy phases the Vermin out in response: the
      ability resolves, but the Vermin is treated as though it does not exist and deals no damage.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: cr-2026: 115.1, "target opponent" of the ability's controller
    Also: engine regression: "target opponent" for the second player; a source that phased out

    Given the players are Amy and Nicole
    And Nicole controls Diseased Vermin as "vermin", with 1 infection counter
    And Amy has Reality Ripple in her hand
    And it is Nicole's precombat main phase of turn 4
    When Nicole attacks with "vermin"
    And the game advances to Nicole's postcombat main phase
    Then Amy has 19 life
    And "vermin" has 2 infection counters
    When the game advances to Nicole's upkeep
    And the stack resolves
    Then Amy has 17 life
    When the game advances to Nicole's upkeep
    And Amy casts Reality Ripple targeting "vermin"
    And the stack resolves
    Then "vermin" is phased out
    And Amy has 17 life

  @id:mutant-diseased-vermin-with-no-counter-deals-no-damage @rule:702.26b @rule:122.1
  @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin that got no infection counter deals 0 damage at Amy's upkeep
    Ruling: Amy's Diseased Vermin deals combat damage to Nicole; Nicole phases it out before its
      ability puts an infection counter on it, so it has none. At Amy's upkeep its ability targets
      Nicole and deals X damage, X being the number of infection counters on it: 0.
    Source: cr-2026
    Passage: 122.1, counters
    Also: engine regression: no counter counted as one

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy attacks with "vermin"
    And the game advances to Amy's combat damage step
    And Nicole casts Reality Ripple targeting "vermin"
    And the stack resolves
    Then Nicole has 19 life
    When the game advances to Amy's upkeep
    And the stack resolves
    Then "vermin" has 0 infection counters
    And Nicole has 19 life

  @id:mutant-shackles-target-phased-out-in-response @rule:608.2b @rule:702.26b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole phases her Grizzly Bears out in response to Amy's Vedalken Shackles: the ability does nothing
    Ruling: Amy's Vedalken Shackles targets Nicole's Grizzly Bears; in response Nicole phases them out
      with Reality Ripple. As the ability resolves its target is illegal (treated as though it does not
      exist): it does nothing. The Bears stay Nicole's; the Shackles stay tapped.
    Source: cr-2026
    Passage: 608.2b, an illegal target
    Also: engine regression: a control ability whose target phased out

    Given the players are Amy and Nicole
    And Amy controls Vedalken Shackles as "shackles"
    And Amy controls 3 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy activates "shackles" targeting "bears"
    And Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" is controlled by Nicole
    And "shackles" is tapped

  @id:mutant-batterskull-returned-before-living-weapon-resolves @rule:702.92a @rule:704.5f
  @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull returned to Amy's hand before its living weapon ability resolves: the Germ is created alone, and dies
    Ruling: Batterskull enters and its living weapon ability triggers. In response Nicole returns
      Batterskull to Amy's hand with Boomerang. The ability still creates the 0/0 Germ, but there is no
      Batterskull to attach: the Germ is put into the graveyard as a state-based action and ceases to
      exist.
    Source: cr-2026
    Passage: 702.92a, living weapon
    Also: cr-2026: 704.5f, toughness 0
    Also: engine regression: attaching an Equipment that has left the battlefield

    Given the players are Amy and Nicole
    And Amy has Batterskull in her hand as "batterskull"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy casts Batterskull
    And the top of the stack resolves
    Then "batterskull" is on the battlefield
    When Nicole casts Boomerang targeting "batterskull"
    And the stack resolves
    Then "batterskull" is in Amy's hand
    And "batterskull-phyrexian-germ" has ceased to exist

  @id:mutant-equip-in-response-phased-out @rule:608.2b @rule:702.26b @rule:702.6a
  @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Amy moves her Vulshok Morningstar from her Grizzly Bears to her Hill Giant; Nicole phases <phased> out in response
    Ruling: Amy activates equip targeting her Hill Giant; in response Nicole's Reality Ripple phases
      <phased> out. <ruling> The Morningstar stays attached to the Bears.
    Source: cr-2026
    Passage: 702.26b, treated as though they do not exist
    Also: cr-2026: 608.2b, an illegal target
    Also: engine regression: equip resolving for a target or an Equipment that phased out

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy activates "morningstar" targeting "giant"
    And Nicole casts Reality Ripple targeting "<phased>"
    And the stack resolves
    Then "<phased>" is phased out
    And "morningstar" is attached to "bears"

    Examples:
      | phased      | ruling |
      | giant       | The equip ability's target is illegal as it resolves: it does nothing. |
      | morningstar | The Morningstar is treated as though it does not exist: the ability can't attach it. |

  @id:mutant-dominate-x-above-the-mana-value @rule:601.2c
  @edition:2009 @edition:2013 @edition:current
  Scenario: Dominate with X 3 takes Grizzly Bears, of mana value 2
    Ruling: Dominate gains control of target creature with mana value X or less: with X 3, Nicole's
      Grizzly Bears (mana value 2) can be targeted.
    Source: cr-2026
    Passage: 601.2c, only legal targets are chosen
    Also: engine regression: mana value X or less taken as exactly X

    Given the players are Amy and Nicole
    And Nicole controls Grizzly Bears as "bears"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase
    When Amy casts Dominate targeting "bears", with X = 3
    And the stack resolves
    Then "bears" is controlled by Amy

  @id:mutant-ertais-familiar-ability-after-it-phased-out @rule:702.26b @rule:608.2b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar phased out before its "can't phase out" ability resolves gets no such effect: it phases out at Amy's next untap step
    Ruling: Amy activates Ertai's Familiar ("Until your next upkeep, Ertai's Familiar can't phase
      out"); in response Nicole phases it out with Reality Ripple. The ability resolves, but the
      Familiar is treated as though it does not exist: nothing applies to it. In Nicole's turn her Time
      and Tide phases it in. At Amy's next untap step the Familiar, which has phasing, phases out.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: engine regression: an ability whose source phased out before it resolves

    Given the players are Amy and Nicole
    And Amy controls Ertai's Familiar as "familiar"
    And Nicole has Reality Ripple in her hand
    And Nicole has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "familiar"
    And Nicole casts Reality Ripple targeting "familiar"
    And the stack resolves
    Then "familiar" is phased out
    When the game advances to Nicole's precombat main phase
    And Nicole casts Time and Tide
    And the stack resolves
    Then "familiar" is phased in
    When the game advances to Amy's upkeep
    Then "familiar" is phased out

  @id:mutant-shackles-returned-before-its-ability-resolves @rule:611.2b @rule:608.2h
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole returns Amy's Vedalken Shackles to her hand in response to its ability: Amy gains no control
    Ruling: Amy's Vedalken Shackles targets Nicole's Grizzly Bears; in response Nicole returns the
      Shackles to Amy's hand with Boomerang. The ability resolves, but its effect lasts "for as long as
      Vedalken Shackles remains tapped", a duration already over: it does nothing, and the Bears stay
      Nicole's.
    Source: cr-2026
    Passage: 611.2b, a "for as long as" duration that ends before the effect begins
    Also: engine regression: a control ability whose source has left the battlefield

    Given the players are Amy and Nicole
    And Amy controls Vedalken Shackles as "shackles"
    And Amy controls 3 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy activates "shackles" targeting "bears"
    And Nicole casts Boomerang targeting "shackles"
    And the stack resolves
    Then "shackles" is in Amy's hand
    And "bears" is controlled by Nicole

  @id:mutant-sneak-attack-declined-then-accepted @rule:602.2
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy declines to put a creature onto the battlefield with Sneak Attack, then does so the second time
    Ruling: Sneak Attack's ability says "you may": the first time it resolves Amy chooses not to, and
      her Hill Giant stays in her hand. She activates it again and, unanswered, puts the Giant onto the
      battlefield.
    Source: cr-2026
    Passage: 608.2d, choices made as it resolves
    Also: engine-guide: §7, answers given ahead

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Hill Giant in her hand as "giant"
    And it is Amy's precombat main phase of turn 4
    When Amy will choose no
    And Amy activates "sneak attack"
    And the stack resolves
    Then "giant" is in Amy's hand
    When Amy activates "sneak attack"
    And the stack resolves
    Then "giant" is on the battlefield
