Feature: Neighbours of the phasing rules the machine-made mutants found unguarded (702.26a, 702.26g, 702.26i)
  Each scenario here kills mutants of the reference engine that every earlier scenario let live
  (python -m tests.mutation, docs/mutation.md): the same rule, in the case next to the one the
  suite already had. An Aura that phased out on its own keeps its own way while the creature it is
  on phases out and in; a permanent phased out in its controller's own turn waits for that
  player's untap step, not the next one of anybody; what phased out under the other player stays
  out in this player's untap step. The last four kill bugs written by hand (docs/benchmarks.md,
  "Plausible bugs written by hand"): the 2003 rules' haste-like exemption and Auras phasing in on
  a creature still phased out, Oubliette's wait ended by Time and Tide, and Time and Tide with
  phasing that an Aura gives.

  @id:neighbour-702-26g-aura-phased-out-on-its-own-keeps-its-own-way @rule:702.26g @rule:702.26a @rule:702.26i
  @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura already phased out on its own neither phases out again nor phases in with its creature
    Ruling: Nicole's Pacifism on Amy's Grizzly Bears is phased out directly, under Nicole's control;
      Amy's Vulshok Morningstar equips the Bears. Reality Ripple phases the Bears out: the Morningstar
      phases out indirectly with them, and the Pacifism, already phased out, stays phased out
      directly. In Amy's untap step the Bears phase in with the Morningstar; the Pacifism phased out
      under Nicole's control and phases in only in Nicole's untap step, attached to the Bears, which
      are still on the battlefield.
    Source: cr-2026-702.26
    Passage: 702.26g, phasing in only with its permanent
    Also: cr-2026-702.26: 702.26a, phasing in at the same time
    Also: cr-2026-702.26: 702.26i, phases in attached
    Also: mtg-forum-de-phasing: 702.23f
    Also: mtg-wiki-phasing: 702.25f

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Pacifism as "pacifism", attached to "bears" and phased out
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly under Amy's control
    And "morningstar" is phased out indirectly
    And "pacifism" is phased out directly under Nicole's control
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "morningstar" is phased in
    And "pacifism" is phased out directly under Nicole's control
    And only "morningstar" is attached to "bears"
    When the game advances to Nicole's upkeep
    Then "pacifism" is phased in
    And "pacifism" is attached to "bears"
    And "bears" can't attack

  @id:neighbour-702-26a-phased-out-in-its-controllers-own-turn @rule:702.26a
  @edition:2009 @edition:2013 @edition:current
  Scenario: A permanent phased out in its controller's own turn stays out through the other player's untap step
    Ruling: Amy's Sandbar Crocodile phases in in her untap step. Later that turn she phases it out
      with Reality Ripple, under her own control: it stays out through Nicole's untap step and phases
      in only in Amy's next one. Nicole's phased-out Crocodile, which phased out under Nicole's
      control, stays out in Amy's untap step and phases in in Nicole's.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: mtg-forum-de-phasing: 702.23a
    Also: mtg-wiki-phasing: 702.25a

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "amy's crocodile", phased out
    And Nicole controls Sandbar Crocodile as "nicole's crocodile", phased out
    And Amy has Reality Ripple in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "amy's crocodile" is phased in
    And "nicole's crocodile" is phased out directly under Nicole's control
    When Amy casts Reality Ripple targeting "amy's crocodile"
    And the stack resolves
    Then "amy's crocodile" is phased out directly under Amy's control
    When the game advances to Nicole's upkeep
    Then "amy's crocodile" is phased out directly under Amy's control
    And "nicole's crocodile" is phased in
    When the game advances to Amy's upkeep
    Then "amy's crocodile" is phased in

  @id:neighbour-702-26i-equipment-whose-creature-left-with-its-owner @rule:702.26i @rule:800.4a
  @edition:2009 @edition:2013 @edition:current
  Scenario: An Equipment that phased out on its own phases in unattached when its creature has left the game with its owner
    Ruling: Amy's Vulshok Morningstar phased out on its own while attached to Grizzly Bears that Amy
      controls through Dominate but Nicole owns. Nicole leaves the game, and the Bears leave with
      her. In Amy's untap step the Morningstar phases in: what it was attached to is no longer on the
      battlefield, so it phases in attached to nothing, and stays on the battlefield. It never
      becomes unattached: it phases in that way (702.26j).
    Source: cr-2026-702.26
    Passage: 702.26i, phases in unattached
    Also: mtg-forum-de-phasing: 702.23h
    Also: mtg-wiki-phasing: 702.25h

    Given the players are Amy, Nicole and Oscar
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Dominate
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears" and phased out
    And it is Oscar's precombat main phase
    When Nicole concedes
    Then "bears" has ceased to exist
    When the game advances to Amy's upkeep
    Then "morningstar" is phased in
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
    And "morningstar" has not become unattached

  @id:neighbour-702-26n-only-what-phased-out-under-the-departed-player @rule:702.26n @rule:702.26a @rule:800.4a
  @edition:current
  Scenario: When a departed player's turn is passed over, what phased out under the other players keeps waiting for their untap steps
    Ruling: Amy leaves the game during Oscar's turn. Oscar's Grizzly Bears phased out under his own
      control. Amy's turn, which would have come next, is passed over; that changes nothing for the
      Bears: they phased out under Oscar, not under the player who left, so they stay out through
      Nicole's untap step and phase in in Oscar's.
    Source: cr-2026-702.26
    Passage: 702.26n, phases in after the departed player's turn
    Also: cr-2026-702.26: 702.26a, phasing in at the same time

    Given the players are Amy, Nicole and Oscar
    And Oscar controls Grizzly Bears as "bears", phased out
    And Nicole controls Sandbar Crocodile as "crocodile"
    And it is Oscar's precombat main phase
    When Amy concedes
    And the game advances to Nicole's upkeep
    Then "bears" is phased out directly under Oscar's control
    And "crocodile" is phased out
    When the game advances to Oscar's upkeep
    Then "bears" is phased in

  @id:neighbour-702-26n-the-player-before-the-departed-one @rule:702.26n @rule:702.26a @rule:800.4a
  @edition:current
  Scenario: What phased out under the player whose turn comes before a departed player's waits for that player's own untap step
    Ruling: Nicole leaves the game during Amy's turn. Amy's Grizzly Bears are phased out under her
      control. Nicole's turn is passed over; the Bears did not phase out under her, so they do not
      phase in in the next untap step, Oscar's: they phase in in Amy's own.
    Source: cr-2026-702.26
    Passage: 702.26n, phases in after the departed player's turn
    Also: cr-2026-702.26: 702.26a, phasing in at the same time

    Given the players are Amy, Nicole and Oscar
    And Amy controls Grizzly Bears as "bears", phased out
    And it is Amy's precombat main phase
    When Nicole concedes
    And the game advances to Oscar's upkeep
    Then "bears" is phased out directly under Amy's control
    When the game advances to Amy's upkeep
    Then "bears" is phased in

  @id:neighbour-702-26a-phasing-in-never-taps @rule:702.26a @rule:702.26c
  @edition:2009 @edition:2013 @edition:current
  Scenario: A Sandbar Crocodile phases in, out and in again over Amy's untap steps and never becomes tapped
    Ruling: Phasing in is not tapping. Amy's Sandbar Crocodile phases in in one of her untap steps,
      out in the next, and in again in the one after: it is never tapped, not even for a moment
      before the untap step untaps Amy's permanents.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: cr-2026-702.26: 702.26c
    Also: mtg-forum-de-phasing: 702.23a

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" has not become tapped
    And "crocodile" is untapped

  @id:neighbour-702-23h-equipment-whose-token-ceased-to-exist @rule:702.23h @rule:702.23j @rule:704.5d
  @edition:2009 @edition:2013
  Scenario: Under the older rules an Equipment that phased out on its own phases in unattached when its token has ceased to exist
    Ruling: Amy's Vulshok Morningstar phased out on its own while attached to her Phyrexian Germ
      token. Nicole phases the Germ out with Reality Ripple; under these rules a phased-out token
      ceases to exist. In Amy's untap step the Morningstar phases in: what it was attached to is no
      longer on the battlefield, so it phases in attached to nothing (it never becomes unattached).
    Source: mtg-forum-de-phasing
    Passage: 702.23h
    Also: mtg-forum-de-phasing: 702.23j
    Also: mtg-wiki-phasing: 702.25h
    Also: mtg-wiki-phasing: 702.25k

    Given the players are Amy and Nicole
    And Amy controls a Phyrexian Germ token as "germ", with 2 +1/+1 counters
    And Amy controls Vulshok Morningstar as "morningstar", attached to "germ" and phased out
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "germ"
    And the stack resolves
    Then "germ" has ceased to exist
    When the game advances to Amy's upkeep
    Then "morningstar" is phased in
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
    And "morningstar" has not become unattached

  @id:neighbour-502-15m-haste-like-for-the-controller-not-the-owner @rule:502.15m @edition:2003
  Scenario: Under the 2003 rules a borrowed creature that phased in can attack for the player who controls it
    Ruling: Amy has controlled Nicole's Grizzly Bears through Dominate only since this turn, so the
      Bears can't attack. Nicole phases them out with Reality Ripple; Dominate's effect is of unlimited
      duration and still applies to them. Amy's Time and Tide phases them back in, still Amy's: under
      the 2003 rules a permanent that phases in can attack and tap as though it had haste, until it
      changes controllers, so Amy can attack Nicole with them.
    Source: forum-2003-phasing
    Passage: 502.15m
    Also: engine regression: the haste-like exemption of a phased-in permanent given to its owner instead of its controller

    Given Amy controls Grizzly Bears owned by Nicole as "bears", entered this turn
    And Amy controls "bears" through Dominate
    And Nicole has Reality Ripple in her hand
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    Then "bears" can't attack
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    When Amy casts Time and Tide
    And the stack resolves
    Then "bears" is phased in
    And "bears" is controlled by Amy
    And "bears" can attack
    When Amy attacks with "bears"
    And the game advances to Amy's end step
    Then Nicole has 18 life

  @id:neighbour-610-4-time-and-tide-ends-the-wait-for-oubliette @rule:610.4 @rule:702.26a @rule:702.26c
  @edition:2009 @edition:2013 @edition:current
  Scenario: A creature Oubliette held, phased in by Time and Tide and phased out again by Reality Ripple, phases in at its controller's next untap step
    Ruling: Oubliette phases Nicole's Hill Giant out until Oubliette leaves the battlefield. Time and
      Tide phases it in: that "until" is over. Amy then phases it out with Reality Ripple, an ordinary
      phasing out with no "until": it phases in during Nicole's next untap step, although Oubliette is
      still on the battlefield, and it is not tapped, since it doesn't phase in "this way".
    Source: cr-2026
    Passage: 610.4a, phased in by another effect first
    Also: cr-2026-702.26: 702.26a, phasing in at the same time
    Also: engine regression: a creature's wait for Oubliette kept after it phased in another way

    Given Nicole controls Hill Giant as "giant"
    And Amy has Oubliette in her hand as "oubliette"
    And Nicole has Time and Tide in her hand
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Oubliette
    And the stack resolves
    Then "giant" is phased out
    When Nicole casts Time and Tide
    And the stack resolves
    Then "giant" is phased in
    When Amy casts Reality Ripple targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Nicole's control
    When the game advances to Nicole's upkeep
    Then "giant" is phased in
    And "giant" is untapped
    And "giant" has phased in 2 times
    And "oubliette" is on the battlefield

  @id:neighbour-502-15j-aura-phases-in-on-a-phased-out-creature @rule:702.26i @rule:704.5m @edition:2003
  Scenario: Under the 2003 rules an Aura that phases in on a creature still phased out goes to the graveyard
    Ruling: Amy phases out her Pacifism, which enchants Nicole's Hill Giant, with Clever Concealment.
      In Nicole's turn Nicole phases out the Giant with Reality Ripple. At Amy's untap step the
      Pacifism phases in, but the Giant is still in the phased-out zone: it has left play, so the
      Pacifism returns to play and is then put into Amy's graveyard. At Nicole's untap step the Giant
      phases in unenchanted and can attack.
    Source: forum-2003-phasing
    Passage: 502.15j, host left play
    Also: engine regression: an Aura attached to a phased-out permanent treated as legally attached

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Clever Concealment in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Clever Concealment targeting "pacifism"
    And the stack resolves
    Then "pacifism" is phased out directly under Amy's control
    When the game advances to Nicole's precombat main phase
    And Nicole casts Reality Ripple targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Nicole's control
    And "pacifism" is phased out
    When the game advances to Amy's upkeep
    Then "pacifism" is in Amy's graveyard
    And "giant" is phased out
    When the game advances to Nicole's precombat main phase
    Then "giant" is phased in
    And nothing is attached to "giant"
    And "giant" can attack

  @id:neighbour-time-and-tide-phases-out-what-teferis-curse-gave-phasing @rule:702.26a @rule:702.26g
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Time and Tide phases out a creature whose phasing comes from Teferi's Curse
    Ruling: Amy's Grizzly Bears have phasing only because Amy's Teferi's Curse enchants them. Time and
      Tide phases out all creatures with phasing, whatever gives them phasing: the Bears phase out, and
      the Curse with them, indirectly. Both phase in at Amy's next untap step, the Curse still on the
      Bears.
    Source: cr-2026
    Passage: 702.26a, creatures with phasing
    Also: engine regression: Time and Tide looking only at printed phasing

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Teferi's Curse as "curse", attached to "bears"
    And Nicole has Time and Tide in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Time and Tide
    And the stack resolves
    Then "bears" is phased out directly under Amy's control
    And "curse" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "curse" is phased in
    And "curse" is attached to "bears"
