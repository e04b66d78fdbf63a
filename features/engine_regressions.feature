Feature: Engine regressions: the game rules around phasing
  Bugs an engine can ship in the rules that phasing leans on: timing, the stack, combat, control
  effects, tokens, the legend rule, players leaving. None of these is a ruling on phasing, but each
  ruling of the suite needs them right, and they hold in every edition the suite plays.

  @id:engine-sorcery-timing @rule:307.1 @rule:601.2 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A sorcery needs its caster's main phase and an empty stack
    Ruling: Nicole can't cast Wrath of God in Amy's turn, and Amy can't while her Giant Growth is on
      the stack; once it has resolved, she can.
    Source: cr-2026
    Passage: 307.1, sorcery timing
    Also: engine regression: sorceries cast at instant speed

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth and Wrath of God in her hand
    And Nicole has Wrath of God in her hand
    And it is Amy's precombat main phase
    When Nicole can't cast Wrath of God
    And Amy casts Giant Growth targeting "bears"
    And Amy can't cast Wrath of God
    And the stack resolves
    And Amy casts Wrath of God
    And the stack resolves
    Then "bears" is in Amy's graveyard

  @id:engine-stack-last-in-first-out @rule:608.2b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The stack resolves last in, first out, and a spell whose target is gone does nothing
    Ruling: Nicole answers Giant Growth with Boomerang; Boomerang resolves first, returning the
      Bears, and Giant Growth, its target gone, does nothing and goes to the graveyard.
    Source: cr-2026
    Passage: 608.2b, all its targets illegal
    Also: engine regression: the stack resolved in the wrong order

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth in her hand as "growth"
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Giant Growth targeting "bears"
    And Nicole casts Boomerang targeting "bears"
    Then the top of the stack is Boomerang
    When the top of the stack resolves
    Then "bears" is in Amy's hand
    When the stack resolves
    Then "growth" is in Amy's graveyard

  @id:engine-control-effects-in-timestamp-order @rule:613.7 @rule:613.1b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The later of two control effects wins
    Ruling: Amy and then Nicole cast Dominate on Nicole's Grizzly Bears: the later effect applies
      last, so Nicole controls them. Dominate checks X against the target's mana value: it can't
      take a Sandbar Crocodile with X = 4.
    Source: cr-2026
    Passage: 613.7, timestamp order within a layer
    Also: engine regression: control effects applied out of timestamp order

    Given Nicole controls Grizzly Bears as "bears"
    And Nicole controls Sandbar Crocodile as "crocodile"
    And Amy has Dominate and Dominate in her hand
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase
    When Amy can't cast Dominate targeting "crocodile", with X = 4
    And Amy casts Dominate targeting "bears", with X = 2
    And the stack resolves
    Then "bears" is controlled by Amy
    When Nicole casts Dominate targeting "bears", with X = 2
    And the stack resolves
    Then "bears" is controlled by Nicole

  @id:engine-stolen-creature-is-summoning-sick @rule:302.6 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature that came under Amy's control this turn can't attack until her next turn
    Ruling: Grizzly Bears taken with Dominate, and Grizzly Bears that entered this turn, can't attack
      this turn; the Bears Amy has controlled since the turn began can. Next turn the stolen Bears
      can attack too.
    Source: cr-2026
    Passage: 302.6, summoning sickness
    Also: engine regression: summoning sickness

    Given Nicole controls Grizzly Bears as "stolen"
    And Amy controls Grizzly Bears as "new", entered this turn
    And Amy controls Grizzly Bears as "old"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Dominate targeting "stolen", with X = 2
    And the stack resolves
    Then "stolen" can't attack
    And "new" can't attack
    And "old" can attack
    When Amy can't attack with "stolen"
    And Amy attacks with "old"
    And the game advances to Amy's precombat main phase
    Then "stolen" can attack
    And Nicole has 18 life

  @id:engine-combat-lifelink-vigilance @rule:510.2 @rule:702.15b @rule:702.20b @rule:120.3 @rule:508.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Germ with Batterskull attacks without tapping, kills its blocker and gains Amy life
    Ruling: Batterskull gives the Germ +4/+4, vigilance and lifelink: it attacks and stays untapped,
      Nicole's Teferi's Imp blocks and dies, and the 4 damage it deals gains Amy 4 life.
    Source: cr-2026
    Passage: 702.15b, lifelink
    Also: engine regression: lifelink and vigilance from an Equipment

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole controls Teferi's Imp as "imp"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "germ"
    And Nicole blocks "germ" with "imp"
    And the game advances to Amy's end step
    Then Amy has 24 life
    And "germ" is untapped
    And "imp" is in Nicole's graveyard

  @id:engine-two-blockers @rule:509.1 @rule:510.1c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Two creatures block one attacker; unanswered, its damage is lethal to the first blocker and the rest to the second
    Ruling: Nicole blocks Amy's Sandbar Crocodile with Grizzly Bears and Hill Giant. Amy says nothing of
      how to divide the Crocodile's 6 damage, so it takes the default: lethal damage to each blocker in
      the order the blocks were declared, the rest to the last one: 2 to the Bears and 4 to the Giant.
      All three die.
    Source: engine-guide
    Passage: §7, the default division of combat damage
    Also: engine regression: several blockers on one attacker

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "giant" is in Nicole's graveyard
    And "crocodile" is in Amy's graveyard

  @id:engine-living-weapon-and-tokens @rule:702.92a @rule:704.5d @rule:704.5f @rule:704.5n
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull makes a Germ; without Batterskull the 0/0 Germ dies, and a token that leaves ceases to exist
    Ruling: Casting Batterskull makes a 0/0 Germ with Batterskull on it, a 4/4. Wrath of God destroys
      the Germ, which, a token off the battlefield, ceases to exist; Batterskull stays, unattached.
    Source: cr-2026
    Passage: 702.92a, living weapon
    Also: engine regression: living weapon, tokens leaving the battlefield

    Given Amy has Batterskull in her hand as "batterskull"
    And Amy has Wrath of God in her hand
    And it is Amy's precombat main phase
    When Amy casts Batterskull
    And the stack resolves
    Then "batterskull-phyrexian-germ" is 4/4
    And "batterskull" is attached to "batterskull-phyrexian-germ"
    When Amy casts Wrath of God
    And the stack resolves
    Then "batterskull-phyrexian-germ" has ceased to exist
    And "batterskull" is on the battlefield
    And "batterskull" is not attached to anything
    And "batterskull" has become unattached

  @id:engine-batterskull-returns-to-hand @rule:704.5f @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Batterskull returned to its owner's hand leaves its Germ to die
    Ruling: Amy returns Batterskull to her hand with its own ability; the Germ, a 0/0 again, dies and
      ceases to exist. In her hand Batterskull's abilities can't be activated.
    Source: cr-2026
    Passage: 704.5f, toughness 0 or less
    Also: engine regression: abilities of a card in hand; a 0/0 creature

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole controls an Island
    When Amy activates "batterskull"
    And the stack resolves
    Then "batterskull" is in Amy's hand
    And "germ" has ceased to exist
    When Amy can't activate ability 2 of "batterskull"

  @id:engine-legend-rule-keeps-the-newest @rule:704.5j @edition:2003 @edition:2013 @edition:current
  Scenario: The legend rule keeps the newer of two Teferi's Isles unless told otherwise
    Ruling: Amy plays a second Teferi's Isle: she keeps one, by default the newest, and the older goes
      to her graveyard.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule
    Also: forum-2003-phasing: 502.15k

    Given Amy controls Teferi's Isle as "old"
    And Amy has Teferi's Isle in her hand as "new"
    And it is Amy's precombat main phase
    When Amy plays Teferi's Isle
    Then "old" is in Amy's graveyard
    And "old" has been put into a graveyard by the legend rule
    And "new" is tapped

  @id:engine-legends-alternate-with-phasing @rule:702.26a @rule:704.5j @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Two Teferi's Isles, one phased out, take turns without ever meeting the legend rule
    Ruling: Amy plays a Teferi's Isle while her other one is phased out: the phased-out one doesn't
      exist, so the legend rule doesn't apply. At her next untap step one phases out as the other
      phases in: they never exist at the same time.
    Source: cr-2026-702.26
    Passage: 702.26b, does not exist
    Also: engine regression: the legend rule applied to a phased-out legend

    Given Amy controls Teferi's Isle as "old", phased out
    And Amy has Teferi's Isle in her hand as "new"
    And Nicole controls an Island
    When Amy plays Teferi's Isle
    And the game advances to Amy's postcombat main phase
    Then "new" is on the battlefield
    And "old" is phased out
    When the game advances to Amy's upkeep
    Then "new" is phased out
    And "old" is phased in
    And "old" has not been put into a graveyard by the legend rule
    And "new" has not been put into a graveyard by the legend rule

  @id:engine-one-land-a-turn @rule:305.2 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A player plays one land a turn
    Ruling: Amy plays an Island; she can't play a second one the same turn.
    Source: cr-2026
    Passage: 305.2, one land each turn
    Also: engine regression: land drops

    Given Amy has 2 Islands in her hand
    And Nicole controls an Island
    And it is Amy's precombat main phase
    When Amy plays Island
    And Amy can't play Island
    Then Amy has 1 card in her hand

  @id:engine-equip @rule:702.6a @rule:602.2 @rule:701.3a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Equip moves an Equipment at sorcery speed
    Ruling: Amy moves Vulshok Morningstar from her Grizzly Bears to her Hill Giant in her main phase;
      she can't move it back in her upkeep.
    Source: cr-2026
    Passage: 702.6a, equip only as a sorcery
    Also: engine regression: equip at instant speed

    Given Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And it is Amy's precombat main phase
    When Amy activates "morningstar" targeting "giant"
    And the stack resolves
    Then "morningstar" is attached to "giant"
    And "giant" is 5/5
    And "bears" is 2/2
    When the game advances to Amy's upkeep
    And Amy can't activate "morningstar" targeting "bears"

  @id:engine-concede-takes-everything @rule:800.4a @rule:104.3a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A player who concedes takes what they own, and their control effects end
    Ruling: Amy controls Nicole's Grizzly Bears and her own Sandbar Crocodile, then concedes: the
      Crocodile leaves the game with her and the Bears go back to Nicole.
    Source: cr-2026
    Passage: 800.4a, a player who leaves takes what they own
    Also: engine regression: a player leaving the game

    Given the players are Amy, Nicole and Oscar
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls Sandbar Crocodile as "crocodile"
    When Amy concedes
    Then "bears" is controlled by Nicole
    And "crocodile" has ceased to exist
    And Amy is no longer in the game

  @id:engine-keep-tapped-answers @rule:502.3 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: "You may choose not to untap" applies to the permanent it names
    Ruling: Amy has two tapped Vedalken Shackles and chooses to keep the second tapped: the first
      untaps in her untap step, the second doesn't.
    Source: cr-2026
    Passage: 502.3, permanents kept from untapping
    Also: engine regression: "may choose not to untap" applied to the wrong permanent

    Given Amy controls Vedalken Shackles as "one", tapped
    And Amy controls Vedalken Shackles as "two", tapped
    And it is Nicole's end step
    When Amy will choose not to untap "two"
    And the game advances to Amy's upkeep
    Then "one" is untapped
    And "two" is tapped

  @id:engine-land-type-change-and-mana @rule:305.7 @rule:305.6 @rule:605.3b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vision Charm makes Forests Islands: they count for Vedalken Shackles and tap for blue
    Ruling: Amy's Shackles can't take Nicole's 3-power Hill Giant with one Island. Vision Charm turns
      her Forests into Islands until end of turn: now she has three, and a Forest taps for {U}.
    Source: cr-2026
    Passage: 305.7, a land's new land type
    Also: engine regression: a land's type changed (305.7)

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls Forest as "forest"
    And Amy controls Forest as "other forest"
    And Amy controls Island as "island"
    And Nicole controls Hill Giant as "giant"
    And Amy has Vision Charm in her hand
    And it is Amy's precombat main phase
    When Amy can't activate "shackles" targeting "giant"
    And Amy casts Vision Charm with mode 2, choosing "Forest" and "Island"
    And the stack resolves
    Then "forest" is a Basic Land — Island
    When Amy activates "forest"
    Then Amy has {U} in her mana pool
    When Amy activates "shackles" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy

  @id:engine-setup-control-effects @rule:611.2b @rule:702.26f @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Control effects in force at the start last as long as they say
    Ruling: Amy controls Nicole's Grizzly Bears through Vedalken Shackles and Nicole's Hill Giant
      through Dominate until end of turn. Phasing the Shackles out ends the first at once; the second
      lasts until the cleanup step.
    Source: cr-2026-702.26
    Passage: 702.26f, for as long as
    Also: engine regression: control effects at setup
    Also: mtg-wiki-phasing: 702.25e

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Dominate, until end of turn
    And Nicole has Reality Ripple in her hand
    Then "bears" is controlled by Amy
    And "bears" can attack
    When Nicole casts Reality Ripple targeting "shackles"
    And all players pass priority
    Then "bears" is controlled by Nicole
    And "bears" can't attack
    And "giant" is controlled by Amy
    When the game advances to Nicole's upkeep
    Then "giant" is controlled by Nicole

  @id:engine-pass-priority @rule:117.4 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Passing priority resolves the top of the stack, or moves to the next step
    Ruling: With Giant Growth on the stack, all players passing resolves it; with an empty stack, it
      moves the game to the beginning of combat.
    Source: cr-2026
    Passage: 117.4, all players pass in succession
    Also: engine regression: priority

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth in her hand
    And it is Amy's precombat main phase
    When Amy casts Giant Growth targeting "bears"
    And all players pass priority
    Then "bears" is 5/5
    And it is Amy's precombat main phase
    When all players pass priority
    Then it is Amy's beginning of combat step

  @id:engine-curse-on-shackles @rule:702.26f @rule:702.26g @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Curse on Vedalken Shackles ends the steal at Amy's untap step
    Ruling: Nicole gives Amy's Vedalken Shackles phasing with Teferi's Curse: in Amy's untap step the
      Shackles phase out, the Curse with them, and the Bears they took go back to Nicole.
    Source: cr-2026-702.26
    Passage: 702.26f, for as long as
    Also: engine regression: phasing granted to an artifact by an Aura

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls 3 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Teferi's Curse in her hand as "curse"
    When Amy activates "shackles" targeting "bears"
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole casts Teferi's Curse targeting "shackles"
    And the stack resolves
    Then "bears" is controlled by Amy
    When the game advances to Amy's upkeep
    Then "shackles" is phased out
    And "curse" is phased out indirectly
    And "bears" is controlled by Nicole

  @id:engine-aura-of-a-bounced-creature @rule:704.5m @rule:400.7 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An Aura whose creature leaves the battlefield goes to its owner's graveyard
    Ruling: Amy returns Nicole's cursed Grizzly Bears to Nicole's hand: Amy's Teferi's Curse, attached
      to nothing, goes to Amy's graveyard.
    Source: cr-2026
    Passage: 704.5m, an Aura attached to nothing
    Also: engine regression: state-based actions for Auras

    Given Nicole controls Grizzly Bears as "bears"
    And Amy controls Teferi's Curse as "curse", attached to "bears"
    And Amy has Boomerang in her hand
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Nicole's hand
    And "curse" is in Amy's graveyard

  @id:engine-scepter-imprints-and-copies @rule:702.26b @rule:704.5e @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Isochron Scepter imprints Reality Ripple from hand and casts a copy of it
    Ruling: Isochron Scepter enters and Amy exiles Reality Ripple with it; activating it casts a copy
      that phases out Nicole's Hill Giant. The copy, once resolved, ceases to exist; the card stays
      in exile.
    Source: cr-2026
    Passage: 704.5e, a copy of a spell off the stack ceases to exist
    Also: engine regression: imprint and copies

    Given Amy has Isochron Scepter in her hand as "scepter"
    And Amy has Reality Ripple in her hand as "ripple"
    And Nicole controls Hill Giant as "giant"
    When Amy casts Isochron Scepter
    And the stack resolves
    Then "scepter" has Reality Ripple imprinted
    And Amy has 0 cards in her hand
    When Amy will choose target "giant"
    And Amy activates "scepter"
    And the stack resolves
    Then "giant" is phased out
    And "ripple-copy" has ceased to exist
    And "ripple" is in exile

  @id:engine-dominated-imp-triggers-for-its-controller @rule:702.26a @rule:603.3a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Dominated Teferi's Imp phases in Amy's untap step and its trigger is Amy's
    Ruling: Amy controls Nicole's Teferi's Imp through Dominate: it phases out in Amy's untap step,
      and its "discard a card" ability is controlled by Amy, who discards.
    Source: cr-2026
    Passage: 603.3a, a triggered ability's controller
    Also: engine regression: a trigger controlled by the source's owner instead of its controller

    Given Nicole controls Teferi's Imp as "imp"
    And Amy has Dominate and 2 Islands in her hand
    And Nicole has 3 Islands in her hand
    When Amy casts Dominate targeting "imp", with X = 3
    And the stack resolves
    And the game advances to Amy's upkeep
    Then "imp" is phased out
    And 1 triggered ability is waiting to be put on the stack
    When the stack resolves
    Then Amy has discarded 1 card
    And Nicole has discarded 0 cards

  @id:engine-no-phasing-triggers-without-an-untap-step @rule:702.26m @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In a turn without an untap step, Teferi's Imp neither phases nor triggers
    Ruling: Savor the Moment's extra turn has no untap step: the Imp doesn't phase and nothing
      triggers, and the phased-out Teferi's Isle stays out (and can't be tapped for mana). Both
      phase at Amy's next untap step that happens.
    Source: cr-2026-702.26
    Passage: 702.26m
    Also: engine regression: phasing triggers in a skipped untap step

    Given Amy controls Teferi's Isle as "isle", phased out
    And Amy controls Teferi's Imp as "imp"
    And Amy has Savor the Moment in her hand
    And Nicole controls an Island
    When Amy can't activate "isle"
    And Amy casts Savor the Moment
    And the stack resolves
    And the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 2
    And "imp" has not triggered
    And "imp" is phased in
    And no triggered abilities are waiting to be put on the stack
    And "isle" is phased out
    When the game advances to Amy's upkeep
    Then "imp" is phased out
    And "isle" is phased in

  @id:engine-two-player-game-over-on-concession @rule:104.2a @rule:104.3a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: When one of two players concedes, the game is over and nothing more can be done in it
    Ruling: Amy and Nicole play a two-player game, and Amy concedes. Nicole is the only player left,
      so she wins and the game is over: she can't cast the Boomerang in her hand any more.
    Source: cr-2026
    Passage: 104.2a, the last player in the game wins
    Also: engine regression: the game went on with one player in it

    Given the players are Amy and Nicole
    And Nicole has Boomerang in her hand
    And Nicole controls Grizzly Bears as "bears"
    And it is Nicole's precombat main phase
    When Amy concedes
    Then Amy is no longer in the game
    And Nicole is in the game
    When Nicole can't cast Boomerang targeting "bears"

  @id:engine-two-player-game-over-in-combat @rule:104.2a @rule:704.5a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Combat damage that leaves one of two players at 0 life ends the game there
    Ruling: Amy has 2 life, and Nicole's Grizzly Bears attack her unblocked. The combat damage leaves
      her at 0 life: she loses, and with one player left the game is over. The game advances no
      further, and Nicole can't cast the Boomerang in her hand.
    Source: cr-2026
    Passage: 104.2a, the last player in the game wins
    Also: engine regression: the game went on with one player in it

    Given the players are Amy and Nicole
    And Amy has 2 life
    And Nicole has Boomerang in her hand
    And Nicole controls Grizzly Bears as "bears"
    And it is Nicole's precombat main phase
    When Nicole attacks with "bears"
    And the game advances to Amy's upkeep
    Then Amy has 0 life
    And Amy is no longer in the game
    And Nicole is in the game
    When Nicole can't cast Boomerang targeting "bears"

  @id:engine-state-based-actions-after-a-pass-resolves @rule:117.5 @rule:704.5d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: When a pass of priority resolves a spell, the state-based actions happen before anyone gets priority
    Ruling: Amy casts Boomerang on her Phyrexian Germ token (a 0/0 kept alive by a +1/+1 counter), and
      all players pass: Boomerang resolves and the Germ goes to her hand, where a token ceases to
      exist as a state-based action, before anyone gets priority again. Her hand is empty.
    Source: cr-2026
    Passage: 704.5d, a token in a zone other than the battlefield
    Also: engine regression: a token stayed in a hand after a pass of priority resolved what bounced it

    Given the players are Amy and Nicole
    And Amy controls a Phyrexian Germ token as "germ", with 1 +1/+1 counter
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Boomerang targeting "germ"
    And all players pass priority
    Then "germ" has ceased to exist
    And Amy has 0 cards in her hand

  @id:engine-legend-rule-before-an-activation @rule:704.5j @rule:117.5 @edition:2013 @edition:current
  Scenario: An activation waits for the legend rule: the Isle Amy did not keep can't be activated, the one she kept can
    Ruling: Amy controls two Teferi's Isles as the game begins. Before she can activate either one she
      would receive priority, and the state-based actions come first (117.5): she keeps the first Isle
      and the second goes to her graveyard, so its ability can't be activated (a refused action
      changes nothing). The first Isle's ability can: it becomes tapped, and the second Isle is gone.
    Source: cr-2026
    Passage: 117.5, state-based actions before a player receives priority
    Also: engine regression: an ability activated of a legend the legend rule had removed as its controller got priority

    Given the players are Amy and Nicole
    And Amy controls Teferi's Isle as "first isle"
    And Amy controls Teferi's Isle as "second isle"
    And it is Amy's precombat main phase
    When Amy will keep "first isle"
    And Amy can't activate "second isle"
    And Amy activates "first isle"
    Then "first isle" is tapped
    And "first isle" is on the battlefield
    And "second isle" is in Amy's graveyard
    And "second isle" has been put into a graveyard by the legend rule

  @id:engine-legend-rule-before-an-activation-2009 @rule:704.5j @rule:117.5 @edition:2009
  Scenario: Under the 2009 legend rule neither of two Isles can be activated: both go before Amy gets priority
    Ruling: Under the legend rule of Magic 2010 to Magic 2014, two legendary permanents with one name
      all go to their owners' graveyards. Amy's two Teferi's Isles go as she would receive priority
      (117.5), so neither one's ability can be activated; once the players pass priority, both are
      in her graveyard.
    Source: m14-update-bulletin
    Passage: the legend rule before Magic 2014
    Also: engine regression: an ability activated of a legend the legend rule had removed as its controller got priority

    Given the players are Amy and Nicole
    And Amy controls Teferi's Isle as "first isle"
    And Amy controls Teferi's Isle as "second isle"
    And it is Amy's precombat main phase
    When Amy can't activate "second isle"
    And Amy can't activate "first isle"
    And all players pass priority
    Then "first isle" is in Amy's graveyard
    And "second isle" is in Amy's graveyard
