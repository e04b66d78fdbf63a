Feature: Neighbouring cases: "you control" is not "you own"
  Cards say "you control": what counts, what can be targeted, whose upkeep it is. In a scenario where
  every permanent is controlled by its owner an engine that reads "you own" passes; in these, a
  player controls what another owns, and phasing doesn't change who that is (702.26d).

  @id:axes-clever-concealment-targets-what-amy-controls @rule:601.2c @rule:702.26a @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Clever Concealment can target a creature Amy controls but Nicole owns, and not one Nicole controls, and it phases in at Amy's untap step
    Ruling: Clever Concealment phases out nonland permanents its caster controls. Amy can't target
      Nicole's Hill Giant with it, but can target the Grizzly Bears of Nicole's that she controls
      through Dominate: they phase out under Amy's control and phase in at her next untap step, still
      hers.
    Source: cr-2026
    Passage: 601.2c, only legal targets can be chosen
    Also: engine-bugs: case 10

    Given Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Dominate
    And Nicole controls Hill Giant as "giant"
    And Amy has 2 Clever Concealments in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy can't cast Clever Concealment targeting "giant"
    And Amy casts Clever Concealment targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly under Amy's control
    And "giant" is phased in
    When the game advances to Nicole's upkeep
    Then "bears" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is controlled by Amy

  @id:axes-shackles-counts-the-islands-amy-controls @rule:702.26b @rule:613.1b @rule:602.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vedalken Shackles counts the Islands Amy controls, one of Nicole's among them, and not her phased-out one
    Ruling: Amy controls two Islands of her own, one of Nicole's, and a phased-out Island of her own:
      she controls three Islands that exist. Her Vedalken Shackles can take Nicole's Hill Giant, whose
      power is 3, but not her Sandbar Crocodile.
    Source: cr-2026-702.26
    Passage: 702.26b, does not exist
    Also: engine-bugs: case 12

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls 2 Islands
    And Amy controls Island owned by Nicole as "borrowed island"
    And Amy controls Island as "phased island", phased out
    And Nicole controls Hill Giant as "giant"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And it is Amy's precombat main phase of turn 3
    When Amy can't activate "shackles" targeting "crocodile"
    And Amy activates "shackles" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "shackles" is tapped

  @id:axes-collective-unconscious-counts-borrowed-creatures @rule:702.26b @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Collective Unconscious counts the creatures Amy controls, Nicole's Hill Giant among them, and not a phased-out one
    Ruling: Amy controls her Grizzly Bears, Nicole's Hill Giant through Dominate, and Nicole's Sandbar
      Crocodile, phased out. She controls two creatures that exist, one of them not hers: she draws
      two cards.
    Source: cr-2026-702.26
    Passage: 702.26b, first example
    Also: engine-bugs: case 12

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Dominate
    And Amy controls Sandbar Crocodile owned by Nicole as "crocodile", phased out
    And Amy controls "crocodile" through Dominate
    And Amy has Collective Unconscious in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Collective Unconscious
    And the stack resolves
    Then Amy has drawn 2 cards
    And Nicole has drawn 0 cards

  @id:axes-anthem-and-inspired-charge-go-by-control @rule:613.1b @rule:613.4c @rule:611.2c @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Glorious Anthem and Inspired Charge pump the creatures Amy controls, a borrowed one too, and not hers that Nicole controls, nor a phased-out one
    Ruling: Amy controls Glorious Anthem and Nicole's Hill Giant; Nicole controls Amy's Grizzly Bears;
      Amy's Sandbar Crocodile is phased out. The Anthem makes the Giant 4/4 and leaves the Bears 2/2
      and the phased-out Crocodile 6/5. Inspired Charge, cast by Amy, makes the Giant 6/5 until end of
      turn, in the end step too, and nothing else; after the cleanup step the Giant is 4/4 again.
    Source: cr-2026
    Passage: 613.1b, control-changing effects apply in layer 2
    Also: engine-bugs: case 13

    Given Amy controls Glorious Anthem as "anthem"
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Dominate
    And Nicole controls Grizzly Bears owned by Amy as "bears"
    And Nicole controls "bears" through Dominate
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy has Inspired Charge in her hand
    And it is Amy's precombat main phase of turn 3
    Then "giant" is 4/4
    And "bears" is 2/2
    And "crocodile" is 6/5
    When Amy casts Inspired Charge
    And the stack resolves
    Then "giant" is 6/5
    And "bears" is 2/2
    And "crocodile" is 6/5
    When the game advances to Amy's end step
    Then "giant" is 6/5
    When the game advances to Nicole's upkeep
    Then "giant" is 4/4
    And "crocodile" is 6/5

  @id:axes-equip-only-a-creature-amy-controls @rule:702.6a @rule:613.1b @rule:702.26g
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy can equip Vulshok Morningstar to Nicole's Grizzly Bears she controls, not to Nicole's Hill Giant, and it phases out with them
    Ruling: Equip attaches an Equipment to a creature its controller controls. Amy can't equip her
      Morningstar to Nicole's Hill Giant, but can to the Grizzly Bears of Nicole's she controls
      through Dominate: they are 4/4. Reality Ripple phases out the Bears and, indirectly, the
      Morningstar; both phase in at Amy's next untap step, still attached.
    Source: cr-2026
    Passage: 702.6a, equip a creature you control

    Given Amy controls Vulshok Morningstar as "morningstar"
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Dominate
    And Nicole controls Hill Giant as "giant"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy can't activate "morningstar" targeting "giant"
    And Amy activates "morningstar" targeting "bears"
    And the stack resolves
    Then "morningstar" is attached to "bears"
    And "bears" is 4/4
    When Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "morningstar" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "morningstar" is attached to "bears"
    And "bears" is 4/4

  @id:axes-diseased-vermin-three-players-only-the-one-it-damaged @rule:702.26d @rule:502.15h @rule:601.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With three players, Diseased Vermin phased out and back in can target only the opponent it damaged
    Ruling: Amy's Diseased Vermin deals combat damage to Nicole, not to Oscar, and gets an infection
      counter; then it phases out and in. At Amy's upkeep its ability targets an opponent it has
      damaged: Amy asks for Oscar, who is not one, so it can only target Nicole, who takes 1 damage.
    Source: forum-2003-phasing
    Passage: 502.15h, Diseased Vermin example
    Also: cr-2026-702.26: 702.26d, history

    Given the players are Amy, Nicole and Oscar
    And Amy controls Diseased Vermin as "vermin"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 4
    When Amy attacks Nicole with "vermin"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 19 life
    And "vermin" has 1 infection counter
    When Amy casts Reality Ripple targeting "vermin"
    And the stack resolves
    Then "vermin" is phased out
    When Amy will choose target Oscar
    And the game advances to Amy's upkeep
    Then "vermin" is phased in
    When the stack resolves
    Then Nicole has 18 life
    And Oscar has 20 life

  @id:axes-echo-for-riders-taken-in-amys-own-turn @rule:702.30a @rule:603.4 @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders Amy took in her own turn owe echo at her next upkeep, though Nicole's upkeep came between
    Ruling: Amy gains control of Nicole's Avalanche Riders in her own main phase, after her upkeep.
      They came under her control since the beginning of her last upkeep, so echo triggers at her next
      upkeep; Nicole's upkeep, which comes first, is not Amy's and changes nothing. Amy pays.
    Source: cr-2026
    Passage: 702.30a, echo

    Given Nicole controls Avalanche Riders as "riders"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Dominate with X = 4, targeting "riders"
    And the stack resolves
    And the game advances to Nicole's upkeep
    Then "riders" has not triggered
    When the game advances to Amy's upkeep
    Then "riders" has triggered 1 time
    When the stack resolves
    Then "riders" is controlled by Amy
    And "riders" is on the battlefield

  @id:axes-borrowed-creature-returns-to-its-owners-hand @rule:702.26i @rule:613.1b @rule:704.5n
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole returns her Grizzly Bears that Amy controls to her own hand, and Amy's Morningstar that phased out on them alone phases in unattached
    Ruling: Amy controls Nicole's Grizzly Bears through Dominate, and her Vulshok Morningstar, attached
      to them, has phased out on its own. Nicole casts Boomerang on the Bears: they go to their
      owner's hand, Nicole's. At Amy's untap step the Morningstar phases in; what it was attached to
      has left the battlefield, so it phases in unattached and stays on the battlefield.
    Source: cr-2026-702.26
    Passage: 702.26i, phases in unattached
    Also: engine-bugs: case 15
    Also: mtg-forum-de-phasing: summary, fourth point

    Given Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Dominate
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears" and phased out
    And Nicole has Boomerang in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Nicole's hand
    When the game advances to Amy's upkeep
    Then "morningstar" is phased in
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
