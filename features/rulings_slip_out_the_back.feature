Feature: Official rulings on Slip Out the Back
  Slip Out the Back puts a +1/+1 counter on a creature and phases it out until its controller's next
  untap step. The Streets of New Capenna release notes (2022-04-20) restate what phasing is in seven
  notes on the card: each scenario here plays one with Slip Out the Back as the phasing card, and
  checks the counter the spell itself puts, with the neighbours the note leaves open (a creature
  Amy controls but Nicole owns, the spell cast in the other player's turn, an attacker and a
  blocker, an Aura and an Equipment, a token, a "for as long as" effect whose condition names the
  phased-out creature and one whose condition names another permanent). Slip Out the Back was
  printed in 2022: the older editions play its Oracle text under their own rules (docs/editions.md),
  and where those rules give another answer the scenario leaves the edition out and a twin plays
  that edition's answer.

  @id:ruling-slip-out-the-back-phased-out-creature-does-not-exist @rule:702.26b @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Soul Warden Amy took from Nicole and phased out in Nicole's turn can't be targeted, can't block and doesn't trigger
    Ruling: Amy controls Nicole's Soul Warden through Dominate. In Nicole's turn Amy casts Slip Out
      the Back on it. While it is phased out it is treated as though it doesn't exist: Nicole can't
      target it with Giant Growth, Wrath of God doesn't destroy it, its ability doesn't trigger when
      Nicole's Grizzly Bears enter, and it can't block Nicole's Hill Giant. It phases in at Amy's
      untap step, still Amy's, a 2/2 with the spell's counter.
    Source: snc-release-notes
    Passage: treated as though they don't exist
    Also: cr-2026-702.26: 702.26b, does not exist

    Given Amy controls Soul Warden owned by Nicole as "warden"
    And Amy controls "warden" through Dominate
    And Nicole controls Hill Giant as "giant"
    And Amy has Slip Out the Back in her hand
    And Nicole has Giant Growth, Grizzly Bears and Wrath of God in her hand
    And it is Nicole's precombat main phase of turn 4
    When Amy casts Slip Out the Back targeting "warden"
    And the stack resolves
    Then "warden" is phased out directly under Amy's control
    And "warden" has 1 +1/+1 counter
    When Nicole can't cast Giant Growth targeting "warden"
    And Nicole casts Grizzly Bears
    And the stack resolves
    Then "warden" has not triggered
    And Amy has 20 life
    When Nicole attacks with "giant"
    And Amy can't block "giant" with "warden"
    And the game advances to Nicole's postcombat main phase
    Then Amy has 17 life
    When Nicole casts Wrath of God
    And the stack resolves
    Then "giant" is in Nicole's graveyard
    And "warden" is on the battlefield
    And "warden" is phased out
    When the game advances to Amy's upkeep
    Then "warden" is phased in
    And "warden" is controlled by Amy
    And "warden" has 1 +1/+1 counter
    And "warden" is 2/2

  @id:ruling-slip-out-the-back-aura-and-equipment-phase-with-it @rule:702.26g @rule:702.26j @rule:702.26d
  @edition:2009 @edition:2013 @edition:current
  Scenario: Grizzly Bears phase out with Amy's Equipment and Nicole's Pacifism, and all come back together at Amy's untap step
    Ruling: Amy's Grizzly Bears carry her Vulshok Morningstar and Grafted Exoskeleton and Nicole's
      Pacifism. Amy casts Slip Out the Back on the Bears: the Equipment and the Aura phase out with
      them, indirectly. Pacifism doesn't phase in at Nicole's untap step, though Nicole controls it:
      all four phase in together at Amy's, still attached. The Exoskeleton never became unattached,
      so it doesn't make Amy sacrifice the Bears; they are 7/7 with the counter, and Pacifism stops
      them attacking again.
    Source: snc-release-notes
    Passage: Auras and Equipment phase out at the same time
    Also: cr-2026-702.26: 702.26g, phasing in only with its permanent
    Also: cr-2026-702.26: 702.26j

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Amy controls Grafted Exoskeleton as "exoskeleton", attached to "bears"
    And Nicole controls Pacifism as "pacifism", attached to "bears"
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Slip Out the Back targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "morningstar" is phased out indirectly
    And "exoskeleton" is phased out indirectly
    And "pacifism" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "pacifism" is phased out indirectly
    And "bears" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "pacifism" is phased in
    And only "morningstar", "exoskeleton" and "pacifism" are attached to "bears"
    And "exoskeleton" has not triggered
    And "bears" is on the battlefield
    And "bears" has 1 +1/+1 counter
    And "bears" is 7/7
    And "bears" can't attack

  @id:ruling-slip-out-the-back-aura-phases-with-it-in-every-edition @rule:702.26g @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Pacifism phases out with Amy's Hill Giant and comes back on it at Amy's untap step
    Ruling: Nicole's Pacifism enchants Amy's Hill Giant. Nicole casts Slip Out the Back on the Giant
      in her own turn: Pacifism phases out with it, indirectly, and phases in with it at Amy's next
      untap step, still attached. The Giant is 4/4 and still can't attack. Every edition agrees: the
      2003 rules phased local enchantments out with their permanent too.
    Source: snc-release-notes
    Passage: Auras and Equipment phase out at the same time
    Also: forum-2003-phasing: 502.15i, phases in with its permanent
    Also: cr-2026-702.26: 702.26g, phasing out indirectly

    Given Amy controls Hill Giant as "giant"
    And Nicole controls Pacifism as "pacifism", attached to "giant"
    And Nicole has Slip Out the Back in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Slip Out the Back targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    And "pacifism" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "pacifism" is phased in
    And "pacifism" is attached to "giant"
    And "giant" has 1 +1/+1 counter
    And "giant" is 4/4
    And "giant" can't attack

  @id:ruling-slip-out-the-back-phases-in-before-untapping @rule:702.26a @rule:502.1 @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A tapped Callous Oppressor phased out in Nicole's end step phases in, untaps and taps for its ability that turn
    Ruling: Amy's Callous Oppressor is tapped. In Nicole's end step Amy casts Slip Out the Back on it.
      At Amy's untap step it phases in first and is then untapped with Amy's other permanents, with
      the spell's counter (a 2/3). It has been under Amy's control all along (the 2003 rules said
      it could attack and tap as though it had haste): it can attack that turn, and Amy pays its
      {T} cost at once to take Nicole's Hill Giant.
    Source: snc-release-notes
    Passage: phase back in during their controller's untap step
    Also: cr-2026-702.26: 702.26a, phasing in at the same time
    Also: forum-2003-phasing: 502.15m

    Given Amy controls Callous Oppressor as "oppressor", tapped and with Bear chosen
    And Nicole controls Hill Giant as "giant"
    And Amy has Slip Out the Back in her hand
    And it is Nicole's end step of turn 2
    When Amy casts Slip Out the Back targeting "oppressor"
    And the stack resolves
    Then "oppressor" is phased out directly
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 3
    And "oppressor" is phased in
    And "oppressor" is untapped
    And "oppressor" has 1 +1/+1 counter
    And "oppressor" is 2/3
    And "oppressor" can attack
    When the game advances to Amy's precombat main phase
    And Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "oppressor" is tapped

  @id:ruling-slip-out-the-back-phases-in-at-its-controllers-untap-step @rule:702.26a @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Hill Giant Amy controls but Nicole owns phases in at Amy's untap step, not at Nicole's, and can attack
    Ruling: Amy controls Nicole's Hill Giant through Dominate, attacks with it and then casts Slip Out
      the Back on it. It phased out under Amy's control, so it stays out through Nicole's untap step,
      though Nicole owns it, and phases in at Amy's, still Amy's, untapped, a 4/4 with the counter,
      and able to attack that turn.
    Source: snc-release-notes
    Passage: phase back in during their controller's untap step
    Also: cr-2026-702.26: 702.26a, phasing out
    Also: forum-2003-phasing: 502.15b

    Given Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Dominate
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "giant"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 17 life
    When Amy casts Slip Out the Back targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    When the game advances to Nicole's upkeep
    Then "giant" is phased out
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Amy
    And "giant" is untapped
    And "giant" has 1 +1/+1 counter
    And "giant" is 4/4
    And "giant" can attack

  @id:ruling-slip-out-the-back-token-keeps-its-counter @rule:702.26d @rule:702.26g @rule:702.26a
  @edition:current
  Scenario: A Phyrexian Germ token phased out with its Batterskull in Nicole's turn comes back at Amy's untap step with the counter
    Ruling: Amy casts Slip Out the Back on her Phyrexian Germ token, which carries her Batterskull,
      in Nicole's end step. Today a phased-out token stays on the battlefield: at Amy's untap step
      the Germ phases in with the spell's counter and the Batterskull still attached, a 5/5.
    Source: snc-release-notes
    Passage: phase back in during their controller's untap step
    Also: cr-2026-702.26: 702.26d, tokens continue to exist

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy has Slip Out the Back in her hand
    And it is Nicole's end step of turn 2
    When Amy casts Slip Out the Back targeting "germ"
    And the stack resolves
    Then "germ" is phased out directly
    And "batterskull" is phased out indirectly
    And "germ" has 1 +1/+1 counter
    When the game advances to Amy's upkeep
    Then "germ" is phased in
    And "batterskull" is phased in
    And "batterskull" is attached to "germ"
    And "germ" has 1 +1/+1 counter
    And "germ" is 5/5

  @id:ruling-slip-out-the-back-2009-token-ceases-to-exist @rule:702.26d @rule:702.26g
  @edition:2009 @edition:2013
  Scenario: Under the 2009 and 2013 rules the Germ token Slip Out the Back phases out ceases to exist, stranding its Batterskull
    Ruling: The twin of the scenario above for the editions where the rules differ: a phased-out
      token ceased to exist. The Germ, counter and all, is gone; the Batterskull that phased out with
      it phases in only with it, so Amy's untap step doesn't bring it back.
    Source: mtg-forum-de-phasing
    Passage: 702.23j
    Also: mtg-wiki-phasing: 702.25k

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Amy has Slip Out the Back in her hand
    And it is Nicole's end step of turn 2
    When Amy casts Slip Out the Back targeting "germ"
    And the stack resolves
    Then "germ" has ceased to exist
    And "batterskull" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "batterskull" is phased out indirectly
    And "batterskull" is on the battlefield

  @id:ruling-slip-out-the-back-attacker-removed-from-combat @rule:702.26b @rule:506.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy saves her blocked Grizzly Bears with Slip Out the Back: they leave combat and neither deal nor take damage
    Ruling: Nicole's Hill Giant blocks Amy's attacking Grizzly Bears. Amy casts Slip Out the Back on
      the Bears: they are removed from combat, so they deal no damage and the Giant deals them none.
      They phase in at Amy's next untap step, a 3/3 with the counter and no damage.
    Source: snc-release-notes
    Passage: attacking or blocking creature is removed from combat
    Also: cr-2026-702.26: 702.26b, removed from combat

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And Amy casts Slip Out the Back targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "bears" is not attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And "giant" has 0 damage
    And "bears" has 0 damage
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is not attacking
    And "bears" has 0 damage
    And "bears" has 1 +1/+1 counter
    And "bears" is 3/3

  @id:ruling-slip-out-the-back-blocker-removed-from-combat @rule:702.26b @rule:506.4 @rule:509.1h
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole phases out her blocking Grizzly Bears in Amy's turn: Amy's Hill Giant stays blocked and deals no damage
    Ruling: Nicole blocks Amy's Hill Giant with her Grizzly Bears, then casts Slip Out the Back on
      them. The Bears are removed from combat and take no damage; the Giant stays blocked, so it deals
      no damage to Nicole either. The Bears phase in at Nicole's untap step, a 3/3 with the counter.
    Source: snc-release-notes
    Passage: attacking or blocking creature is removed from combat
    Also: cr-2026-702.26: 702.26b, removed from combat

    Given Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "giant"
    And Nicole blocks "giant" with "bears"
    And Nicole casts Slip Out the Back targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly under Nicole's control
    And "bears" is not blocking
    And "giant" is attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And "giant" has 0 damage
    And "bears" has 0 damage
    When the game advances to Nicole's upkeep
    Then "bears" is phased in
    And "bears" is not blocking
    And "bears" has 1 +1/+1 counter
    And "bears" is 3/3

  @id:ruling-slip-out-the-back-no-leaves-or-enters-triggers @rule:702.26d
  @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders phased out by Slip Out the Back come back without entering: no Soul Warden life, no echo
    Ruling: Amy's Avalanche Riders have been hers since before her last upkeep. Amy casts Slip Out
      the Back on them. Phasing out is not leaving the battlefield and phasing in is not entering
      it: when they phase in at Amy's untap step neither their own enters ability (destroy target
      land) nor her Soul Warden triggers, and since they didn't come under her control again, echo
      doesn't ask her to pay again.
    Source: snc-release-notes
    Passage: no leaves or enters abilities trigger
    Also: cr-2026-702.26: 702.26d, no zone-change triggers
    Also: cr-2026-702.26: 702.26d, history
    Also: mtg-forum-de-phasing: Magic 2010 notes, echo

    Given Amy controls Avalanche Riders as "riders"
    And Amy controls Soul Warden as "warden"
    And Nicole controls Forest as "forest"
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Slip Out the Back targeting "riders"
    And the stack resolves
    Then "riders" is phased out directly
    When the game advances to Amy's upkeep
    Then "riders" is phased in
    And "riders" has not entered the battlefield
    When the game advances to Amy's precombat main phase
    Then "riders" has not triggered
    And "warden" has not triggered
    And "riders" is on the battlefield
    And "riders" has 1 +1/+1 counter
    And "forest" is on the battlefield
    And Amy has 20 life

  @id:ruling-slip-out-the-back-2003-echo-again @rule:702.26d @edition:2003
  Scenario: Under the 2003 rules Avalanche Riders phased out by Slip Out the Back come back into play: echo again, but no Soul Warden life
    Ruling: The 2003 twin of the release notes' ruling, where the rules of the day differ: phasing
      out left play and phasing in returned to play under Amy's control, so echo triggers again and
      Amy, not paying, sacrifices the Riders. Comes-into-play abilities didn't trigger on phasing in
      even then: the Riders' own (destroy target land) doesn't, and Soul Warden gives her no life.
    Source: forum-2003-phasing
    Passage: 502.15f
    Also: forum-2003-phasing: 502.15d, comes-into-play abilities
    Also: mtg-forum-de-phasing: Magic 2010 notes, echo

    Given Amy controls Avalanche Riders as "riders"
    And Amy controls Soul Warden as "warden"
    And Nicole controls Forest as "forest"
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Slip Out the Back targeting "riders"
    And the stack resolves
    Then "riders" is phased out directly
    When Amy will choose no
    And the game advances to Amy's upkeep
    Then "riders" is phased in
    And "riders" has triggered 1 time
    When the stack resolves
    Then "riders" is in Amy's graveyard
    And "forest" is on the battlefield
    And "warden" has not triggered
    And Amy has 20 life

  @id:ruling-slip-out-the-back-for-as-long-as-on-another-permanent-lasts @rule:702.26f @rule:611.2b @rule:702.26a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole phases out her Hill Giant that Amy holds with Vedalken Shackles: the Shackles stay tapped, so it comes back as Amy's
    Ruling: Amy holds Nicole's Hill Giant with Vedalken Shackles for as long as the Shackles remain
      tapped. In her own turn Nicole casts Slip Out the Back on the Giant. The effect ignores the
      phased-out Giant, but its duration asks only whether the Shackles remain tapped, and they do:
      it goes on. The Giant phased out under Amy's control and phases in at Amy's untap step, where
      Amy keeps the Shackles tapped: it is still Amy's, a 4/4 with the counter.
    Source: snc-release-notes
    Passage: for as long as effects ignore phased-out objects
    Also: cr-2026-702.26: 702.26f, for as long as
    Also: cr-2026-702.26: 702.26d, no zone or control change

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Slip Out the Back in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Slip Out the Back targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    When the game advances to Nicole's end step
    Then "giant" is phased out
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "giant" is phased in
    And "shackles" is tapped
    And "giant" is controlled by Amy
    And "giant" has 1 +1/+1 counter
    And "giant" is 4/4

  @id:ruling-slip-out-the-back-2003-limited-control-effect-ends @rule:702.26f @rule:611.2b
  @edition:2003
  Scenario: Under the 2003 rules the Hill Giant Amy holds with Vedalken Shackles comes back from Slip Out the Back as Nicole's
    Ruling: The 2003 twin of the scenario above, where the rules of the day differ: an effect of
      limited duration that names a permanent could no longer affect it once it phased out. The
      Shackles' control effect lets go of the Giant as it phases out. It phased out under Amy's
      control, so it phases in at Amy's untap step, but as Nicole's, though Amy keeps the Shackles
      tapped.
    Source: forum-2003-phasing
    Passage: 502.15g
    Also: forum-2003-phasing: 502.15h, control effect expired

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Slip Out the Back in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Slip Out the Back targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "giant" is phased in
    And "shackles" is tapped
    And "giant" is controlled by Nicole
    And "giant" has 1 +1/+1 counter
    And "giant" is 4/4

  @id:ruling-slip-out-the-back-ends-for-as-long-as-on-its-source @rule:702.26f @rule:611.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole phases out Amy's tapped Callous Oppressor: the Grizzly Bears it took come back to Nicole for good
    Ruling: Amy's tapped Callous Oppressor holds Nicole's Grizzly Bears for as long as it remains
      tapped. Nicole casts Slip Out the Back on the Oppressor: the effect can't see it any more, so it
      ends and the Bears are Nicole's at once. The Oppressor phases in at Amy's untap step and Amy
      keeps it tapped, but the ended effect doesn't come back.
    Source: snc-release-notes
    Passage: for as long as effects ignore phased-out objects
    Also: cr-2026-702.26: 702.26f, for as long as
    Also: mtg-forum-de-phasing: Magic 2010 notes, for as long as (Callous Oppressor)

    Given Amy controls Callous Oppressor as "oppressor", tapped
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Callous Oppressor, for as long as "oppressor" remains tapped
    And Nicole has Slip Out the Back in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Slip Out the Back targeting "oppressor"
    And the stack resolves
    Then "oppressor" is phased out directly under Amy's control
    And "bears" is controlled by Nicole
    When Amy will choose not to untap "oppressor"
    And the game advances to Amy's upkeep
    Then "oppressor" is phased in
    And "oppressor" is tapped
    And "oppressor" has 1 +1/+1 counter
    And "bears" is controlled by Nicole

  @id:ruling-slip-out-the-back-chosen-type-is-remembered @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Callous Oppressor comes back from Slip Out the Back with its chosen creature type
    Ruling: Amy controls Nicole's Callous Oppressor through Dominate; Bear was chosen as it entered.
      Amy casts Slip Out the Back on it in her own turn. It stays out through Nicole's untap step,
      and Amy can't activate it in Nicole's turn; it phases in at Amy's with Bear still chosen: it
      can't take Nicole's Grizzly Bears, and it takes her Hill Giant.
    Source: snc-release-notes
    Passage: choices made as they entered are remembered
    Also: cr-2026-702.26: 702.26d, history
    Also: forum-2003-phasing: 502.15h, choices

    Given Amy controls Callous Oppressor owned by Nicole as "oppressor", with Bear chosen
    And Amy controls "oppressor" through Dominate
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Slip Out the Back in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Slip Out the Back targeting "oppressor"
    And the stack resolves
    Then "oppressor" is phased out directly under Amy's control
    When the game advances to Nicole's upkeep
    Then "oppressor" is phased out
    When Amy can't activate "oppressor" targeting "giant"
    And the game advances to Amy's precombat main phase
    Then "oppressor" is phased in
    And "oppressor" is controlled by Amy
    And "oppressor" has 1 +1/+1 counter
    When Amy can't activate "oppressor" targeting "bears"
    And Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "bears" is controlled by Nicole
