Feature: Neighbours of the phasing rules the machine-made mutants found unguarded (702.26a, 702.26g, 702.26i)
  Each scenario here kills mutants of the reference engine that every earlier scenario let live
  (python -m tests.mutation, docs/mutation.md): the same rule, in the case next to the one the
  suite already had. An Aura that phased out on its own keeps its own way while the creature it is
  on phases out and in; a permanent phased out in its controller's own turn waits for that
  player's untap step, not the next one of anybody; what phased out under the other player stays
  out in this player's untap step.

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
