Feature: Auras, Equipment and phasing (702.26g to 702.26j)
  When a permanent phases out, everything attached to it phases out "indirectly" and comes back
  only with it (702.26g), even what is attached to what is attached to it. An object that would
  phase out directly and indirectly at once phases out indirectly (702.26h). An Aura or Equipment
  that phased out directly phases in attached to what it was attached to, if that is still there
  (702.26i). None of this is becoming attached or unattached (702.26j). The 2003 rules said the same
  of local enchantments (502.15i, 502.15j); Equipment, new that year, they did not mention, so the
  scenarios with Equipment hold in the later editions.

  @id:rule-702-26g-attachments-of-attachments @rule:702.26g @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura on an Equipment on a creature phases out and in with the creature
    Ruling: Teferi's Curse enchants Vulshok Morningstar, which equips Grizzly Bears. When the Bears
      phase out, the Morningstar phases out indirectly, and so does the Curse, attached to it. All
      three phase in together at Amy's next untap step, still attached as before.
    Source: cr-2026-702.26
    Passage: 702.26g, phasing out indirectly
    Also: mtg-wiki-phasing: 702.25f
    Also: mtg-forum-de-phasing: 702.23f
    Also: mtg-forum-de-phasing: summary, third point
    Also: it-wiki-fase: 702.25f
    Also: it-wiki-fase: Fuori fase indiretto

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole controls Teferi's Curse as "curse", attached to "morningstar"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "morningstar" is phased out indirectly
    And "curse" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "morningstar" is phased in
    And "curse" is phased in
    And only "morningstar" is attached to "bears"
    And "curse" is attached to "morningstar"
    And "bears" is 4/4

  @id:rule-702-26g-indirect-aura-waits-for-its-host @rule:702.26g @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura that phased out indirectly does not phase in by itself in its controller's untap step
    Ruling: Nicole's Pacifism phased out with Amy's Grizzly Bears. Nicole's untap step comes first,
      but an indirectly phased-out Aura phases in only with the permanent it is attached to: it stays
      out until Amy's untap step, when both phase in and the Bears still can't attack.
    Source: cr-2026-702.26
    Passage: 702.26g, phasing in only with its permanent
    Also: forum-2003-phasing: 502.15i
    Also: mtg-wiki-phasing: introduction, second paragraph
    Also: forum-2003-phasing: 502.15i, phases in with its permanent

    Given Amy controls Grizzly Bears as "bears", phased out
    And Nicole controls Pacifism as "pacifism", attached to "bears" and phased out indirectly
    And it is Amy's end step
    When the game advances to Nicole's upkeep
    Then "pacifism" is phased out indirectly
    When the game advances to Amy's precombat main phase
    Then "bears" is phased in
    And "pacifism" is phased in
    And "pacifism" is attached to "bears"
    And "bears" can't attack

  @id:rule-702-26h-direct-and-indirect-at-once @rule:702.26h @rule:702.26g @edition:2009 @edition:2013 @edition:current
  Scenario: Clever Concealment targets a creature and its Aura: the Aura phases out indirectly
    Ruling: Amy phases out her Sandbar Crocodile and the Pacifism on it with one Clever Concealment.
      The Aura would phase out both directly and indirectly, so it phases out indirectly only: it
      comes back with the Crocodile at Amy's next untap step, attached to it.
    Source: cr-2026-702.26
    Passage: 702.26h
    Also: mtg-wiki-phasing: 702.25g
    Also: mtg-forum-de-phasing: 702.23g
    Also: it-wiki-fase: 702.25g

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Pacifism as "pacifism", attached to "bears"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Clever Concealment targeting "bears" and "pacifism"
    And the stack resolves
    Then "bears" is phased out directly
    And "pacifism" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "pacifism" is phased in
    And "pacifism" is attached to "bears"

  @id:rule-702-26i-aura-phases-in-attached @rule:702.26i @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura that phased out on its own phases in attached to the same creature
    Ruling: Amy phases out only her Pacifism, which enchants Nicole's Hill Giant. The Pacifism
      remembers the Giant: at Amy's next untap step it phases in attached to it again, and the Giant
      can't attack in Nicole's turn.
    Source: cr-2026-702.26
    Passage: 702.26i, phases in attached
    Also: forum-2003-phasing: 502.15j
    Also: mtg-wiki-phasing: 702.25h
    Also: mtg-forum-de-phasing: 702.23h
    Also: it-wiki-fase: 702.25h
    Also: mtg-forum-de-phasing: summary, fourth point

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    When Amy casts Clever Concealment targeting "pacifism"
    And the stack resolves
    Then "pacifism" is phased out directly
    And nothing is attached to "giant"
    And "giant" can attack
    When the game advances to Amy's upkeep
    Then "pacifism" is phased in
    And "pacifism" is attached to "giant"
    And "pacifism" has not become attached
    When the game advances to Nicole's precombat main phase
    Then "giant" can't attack

  @id:rule-702-26i-aura-phases-in-to-nothing @rule:702.26i @rule:704.5m @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura that phased out on its own, whose creature has left, phases in unattached and goes to the graveyard
    Ruling: While Amy's Pacifism is phased out, Nicole's Hill Giant returns to her hand. At Amy's
      untap step the Pacifism phases in; the Giant is no longer on the battlefield, so it phases in
      attached to nothing and is put into Amy's graveyard. No "becomes unattached" event happens.
    Source: cr-2026-702.26
    Passage: 702.26i, phases in unattached
    Also: engine-bugs: case 15
    Also: forum-2003-phasing: 502.15j, host left play
    Also: mtg-wiki-phasing: 702.25h
    Also: mtg-forum-de-phasing: 702.23h
    Also: it-wiki-fase: 702.25h

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Clever Concealment and Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Clever Concealment targeting "pacifism"
    And the stack resolves
    And Amy casts Boomerang targeting "giant"
    And the stack resolves
    Then "giant" is in Nicole's hand
    And "pacifism" is phased out
    When the game advances to Amy's upkeep
    Then "pacifism" is in Amy's graveyard
    And "pacifism" has not become unattached

  @id:rule-702-26i-equipment-phases-in-to-nothing @rule:702.26i @rule:704.5n @edition:2009 @edition:2013 @edition:current
  Scenario: An Equipment that phased out on its own, whose creature has left, phases in unattached and stays
    Ruling: The same with an Equipment: Vulshok Morningstar phased out while its Grizzly Bears were
      returned to Amy's hand. It phases in attached to nothing and, unlike an Aura, stays on the
      battlefield.
    Source: cr-2026-702.26
    Passage: 702.26i, phases in unattached
    Also: engine-bugs: case 15
    Also: mtg-forum-de-phasing: summary, fourth point

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole has Vision Charm and Boomerang in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Vision Charm with mode 3, targeting "morningstar"
    And the stack resolves
    And Nicole casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Amy's hand
    When the game advances to Amy's upkeep
    Then "morningstar" is phased in
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything

  @id:rule-702-26j-grafted-exoskeleton @rule:702.26j @edition:2009 @edition:2013 @edition:current
  Scenario: Grafted Exoskeleton phasing out and in is not becoming unattached: nothing is sacrificed
    Ruling: Grafted Exoskeleton makes Amy sacrifice the creature it becomes unattached from. Phasing
      out is not becoming unattached: when Nicole phases the Exoskeleton out, and when it phases back
      in attached to the Bears, nothing triggers. When Amy later moves it to her Hill Giant, it does
      become unattached from the Bears, and she sacrifices them.
    Source: cr-2026-702.26
    Passage: 702.26j
    Also: engine-bugs: case 16
    Also: mtg-wiki-phasing: 702.25i

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole has Vision Charm in her hand
    And it is Nicole's precombat main phase
    Then "bears" is 4/4
    When Nicole casts Vision Charm with mode 3, targeting "exoskeleton"
    And the stack resolves
    Then "exoskeleton" is phased out directly
    And "bears" is 2/2
    When the game advances to Amy's precombat main phase
    Then "exoskeleton" is phased in
    And "exoskeleton" is attached to "bears"
    And "exoskeleton" has not triggered
    And "exoskeleton" has not become unattached
    And "bears" is on the battlefield
    When Amy activates "exoskeleton" targeting "giant"
    And the stack resolves
    Then "exoskeleton" is attached to "giant"
    And "exoskeleton" has triggered 1 time
    And "bears" is in Amy's graveyard

  @id:rule-702-26j-host-phasing-with-exoskeleton @rule:702.26j @rule:702.26g @edition:2009 @edition:2013 @edition:current
  Scenario: A creature phasing out with Grafted Exoskeleton triggers nothing either
    Ruling: When the equipped creature phases out, the Exoskeleton phases out indirectly with it; it
      stays attached, and neither phasing out nor phasing back in makes it become unattached.
    Source: cr-2026-702.26
    Passage: 702.26j

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole has Reality Ripple in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "exoskeleton" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "exoskeleton" is attached to "bears"
    And "exoskeleton" has not triggered
    And "bears" is 4/4
