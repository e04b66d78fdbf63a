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
