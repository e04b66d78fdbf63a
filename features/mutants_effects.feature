Feature: Neighbours of continuous effects and events that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/effects.py and
  engine/events.py that every earlier scenario let live (python -m tests.mutation,
  docs/mutation.md): Teferi's Protection protecting only its caster with three players, Soul
  Warden and a creature card that goes to a hand, Glorious Anthem past a phased-out creature, and
  a token created while a "leaves the battlefield" ability waits for its source to leave.

  @id:mutant-702-16e-teferis-protection-protects-only-its-caster @rule:702.16e @rule:702.16b
  @edition:current
  Scenario Outline: With three players, <caster>'s Teferi's Protection does not protect <attacked>: Oscar's Hill Giant deals <attacked> 3 damage
    Ruling: <caster> casts Teferi's Protection: until <caster>'s next turn <caster>'s life total
      can't change and <caster> has protection from everything. It gives nothing to any other
      player. In Oscar's turn his Hill Giant attacks <attacked>, unblocked: <attacked> is dealt 3
      damage and goes to 17 life.
    Source: cr-2026
    Passage: 702.16e, protection from everything on a player
    Also: cr-2026: 702.16b, protection on a player

    Given the players are Amy, Nicole and Oscar
    And <caster> has Teferi's Protection in her hand
    And Oscar controls Hill Giant as "giant"
    And it is <caster>'s precombat main phase of turn <turn>
    When <caster> casts Teferi's Protection
    And the stack resolves
    And the game advances to Oscar's precombat main phase
    And Oscar attacks <attacked> with "giant"
    And the game advances to Oscar's postcombat main phase
    Then <attacked> has 17 life
    And <caster> has 20 life

    Examples:
      | caster | attacked | turn |
      | Amy    | Nicole   | 4    |
      | Nicole | Amy      | 5    |

  @id:mutant-soul-warden-a-creature-card-going-to-a-hand-does-not-enter @rule:603.2 @rule:603.6a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Soul Warden doesn't trigger when a creature returns to its owner's hand, nor when one dies
    Ruling: Soul Warden: "Whenever another creature enters, you gain 1 life." Amy returns Nicole's
      Grizzly Bears to Nicole's hand with Boomerang, and Wrath of God destroys Nicole's Hill Giant and
      the Warden itself: a creature card moving to a hand or a graveyard is not a creature entering
      the battlefield. Amy stays at 20 life.
    Source: cr-2026
    Passage: 603.2, an ability triggers on the event it names
    Also: cr-2026: 603.6a, enters-the-battlefield abilities trigger when a permanent enters

    Given the players are Amy and Nicole
    And Amy controls Soul Warden as "warden"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Boomerang and Wrath of God in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Nicole's hand
    And "warden" has not triggered
    When Amy casts Wrath of God
    And the stack resolves
    Then "giant" is in Nicole's graveyard
    And "warden" is in Amy's graveyard
    And "warden" has not triggered
    And Amy has 20 life

  @id:mutant-702-26b-glorious-anthem-past-a-phased-out-creature @rule:702.26b @rule:613.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Glorious Anthem gives +1/+1 to Amy's Grizzly Bears and Hill Giant, though a creature of hers before them is phased out
    Ruling: Glorious Anthem: "Creatures you control get +1/+1." Amy's Sandbar Crocodile is phased
      out: treated as though it doesn't exist, it gets nothing. Her other creatures still do: the
      Grizzly Bears are 3/3, the Hill Giant 4/4.
    Source: cr-2026-702.26
    Passage: 702.26b, does not exist

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Glorious Anthem as "anthem"
    And Amy controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    Then "bears" is 3/3
    And "giant" is 4/4

  @id:mutant-603-10a-a-token-created-is-not-a-permanent-leaving @rule:603.10a
  @edition:2013 @edition:current
  Scenario: Batterskull's Germ token is created while Ertai's Familiar and Oblivion Ring are on the battlefield: neither "leaves the battlefield" ability triggers
    Ruling: Amy's Ertai's Familiar ("When Ertai's Familiar phases out or leaves the battlefield,
      mill three cards") and Oblivion Ring, which has exiled Nicole's Grizzly Bears, are on the
      battlefield when Amy casts Batterskull: its living weapon creates a Phyrexian Germ token and
      attaches Batterskull to it. A token being created is no permanent leaving the battlefield:
      neither ability triggers, and the Bears stay in exile.
    Source: cr-2026
    Passage: 603.10a, leaves-the-battlefield abilities trigger on a permanent leaving

    Given the players are Amy and Nicole
    And Amy controls Ertai's Familiar as "familiar"
    And Nicole controls Grizzly Bears as "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Batterskull in her hand as "batterskull"
    And it is Amy's precombat main phase of turn 3
    When Amy casts Oblivion Ring
    And Amy will choose target "bears"
    And the stack resolves
    Then "bears" is in exile
    When Amy casts Batterskull
    And the stack resolves
    Then "batterskull" is attached to "batterskull-phyrexian-germ"
    And "familiar" has not triggered
    And "ring" has triggered 1 time
    And "bears" is in exile

  @id:mutant-305-7-vision-charm-may-name-a-nonbasic-land-type @rule:305.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Vision Charm may choose Urza's, a land type that is not basic, as the first type: no land of hers is one, so none changes
    Ruling: Vision Charm's second mode: "Choose a land type and a basic land type." The first may
      be any land type, Urza's too, not only a basic one: Amy may cast it choosing Urza's and
      Island. No land she controls is an Urza's, so none becomes an Island: her Forest stays a
      Forest.
    Source: cr-2026
    Passage: 305.7, an effect that sets a land's subtype
    Also: cr-2026: 205.3i, the land types, basic and not

    Given the players are Amy and Nicole
    And Amy controls Forest as "forest"
    And Amy has Vision Charm in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Vision Charm with mode 2, choosing "Urza's" and "Island"
    Then the stack holds 1 object
    When the stack resolves
    Then the stack is empty
    And "forest" is a Basic Land — Forest

  @id:mutant-205-3i-vision-charm-names-the-newer-land-types @rule:305.7
  @edition:current
  Scenario Outline: Amy's Vision Charm may choose <type> as the first type, a land type of the 2026 rules
    Ruling: The 2026 rules list seventeen land types (205.3i), among them Cave, Planet, Sphere and
      Town, which came with cards printed since 2023. Vision Charm's second mode chooses "a land
      type": Amy may choose <type> and Island. No land she controls is one, so her Forest stays a
      Forest.
    Source: cr-2026
    Passage: 205.3i, the land types
    Also: cr-2026: 305.7, an effect that sets a land's subtype

    Given the players are Amy and Nicole
    And Amy controls Forest as "forest"
    And Amy has Vision Charm in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Vision Charm with mode 2, choosing "<type>" and "Island"
    Then the stack holds 1 object
    When the stack resolves
    Then the stack is empty
    And "forest" is a Basic Land — Forest

    Examples:
      | type   |
      | Cave   |
      | Planet |
      | Sphere |
      | Town   |
