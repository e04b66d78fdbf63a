Feature: Neighbours of rules that hand-written plausible bugs found unguarded
  Each scenario here kills a plausible bug of the reference engine, written by hand as engines ship
  them, that every earlier scenario let live: a rule the suite plays, in the case next to the one it
  had: a skipped untap step, the player whose turn it isn't, a phased-out permanent that isn't a
  creature, a blocker whose attacker left combat, a creature one player owns and another controls.

  @id:neighbour-502-3-a-skipped-untap-step-untaps-nothing @rule:502.3 @rule:500.7 @rule:702.26m
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In an extra turn without an untap step, Amy's tapped Grizzly Bears stay tapped
    Ruling: Amy casts Savor the Moment: she takes an extra turn and skips its untap step, so nothing
      untaps in it (nor phases). Her tapped Grizzly Bears stay tapped in that turn's upkeep, and untap
      in her next untap step, after Nicole's turn.
    Source: cr-2026
    Passage: 502.3, the active player untaps their permanents in the untap step
    Also: engine regression: a skipped untap step

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", tapped
    And Amy has Savor the Moment in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Savor the Moment
    And the stack resolves
    And the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 4
    And "bears" is tapped
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 6
    And "bears" is untapped

  @id:neighbour-514-1-only-the-active-player-discards @rule:514.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In Amy's cleanup step only Amy discards to seven cards; Nicole discards in her own
    Ruling: Amy and Nicole each hold nine cards as Amy's turn ends. In Amy's cleanup step only the
      active player, Amy, discards down to her maximum hand size: Nicole keeps nine. Nicole draws a
      tenth in her draw step and discards three in her own cleanup step.
    Source: cr-2026
    Passage: 514.1, the active player discards down to their maximum hand size
    Also: engine regression: the cleanup step's discard, the player whose turn it isn't

    Given Amy has 9 Islands in her hand
    And Nicole has 9 Islands in her hand
    And it is Amy's end step
    When the game advances to Nicole's upkeep
    Then Amy has discarded 2 cards
    And Nicole has discarded 0 cards
    And Amy has 7 cards in her hand
    And Nicole has 9 cards in her hand
    When the game advances to Amy's upkeep
    Then Nicole has discarded 3 cards
    And Amy has discarded 2 cards
    And Nicole has 7 cards in her hand

  @id:neighbour-time-and-tide-leaves-a-phased-out-artifact-out @rule:702.26a @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Time and Tide phases in Amy's phased-out Sandbar Crocodile, not her phased-out Ivory Tower
    Ruling: Time and Tide phases in all phased-out creatures, and only them: Amy's phased-out Ivory
      Tower, an artifact, stays phased out until her next untap step, where it phases in.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: engine regression: an effect that phases in some phased-out permanents

    Given the players are Amy and Nicole
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Ivory Tower as "tower", phased out
    And Amy has Time and Tide in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Time and Tide
    And the stack resolves
    Then "crocodile" is phased in
    And "tower" is phased out
    When the game advances to Amy's upkeep
    Then "tower" is phased in

  @id:neighbour-510-1d-a-blocker-whose-attacker-left-combat-deals-no-damage @rule:510.1d @rule:506.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole blocks Amy's Hill Giant and then takes it with Dominate: her Grizzly Bears deal it no damage
    Ruling: Nicole blocks Amy's attacking Hill Giant with Grizzly Bears, then takes the Giant with
      Dominate. Its controller has changed, so it is removed from combat; the Bears block no creature
      now and assign no combat damage, and the Giant deals none. No one is dealt damage.
    Source: cr-2026
    Passage: 510.1d, a blocking creature blocking no creatures assigns no combat damage
    Also: engine regression: removal from combat when the controller changes

    Given Amy controls Hill Giant as "giant"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "giant"
    And Nicole blocks "giant" with "bears"
    And Nicole casts Dominate with X = 4, targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "giant" is not attacking
    When the game advances to Amy's postcombat main phase
    Then "giant" has 0 damage
    And "bears" has 0 damage
    And "bears" is on the battlefield
    And Nicole has 20 life

  @id:neighbour-702-15b-lifelink-gains-the-controller-life @rule:702.15b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Grizzly Bears, controlled by Amy and equipped with Batterskull, gain Amy life
    Ruling: Amy controls Nicole's Grizzly Bears and has equipped them with her Batterskull (+4/+4,
      vigilance, lifelink). They attack Nicole unblocked: Nicole loses 6 life, and the controller of
      the source of the damage, Amy, not its owner, gains 6.
    Source: cr-2026
    Passage: 702.15b, lifelink: the source's controller gains that much life
    Also: engine regression: owner and controller

    Given Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls Batterskull as "batterskull", attached to "bears"
    And it is Amy's precombat main phase of turn 3
    Then "bears" is 6/6
    When Amy attacks with "bears"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 14 life
    And Amy has 26 life

  @id:neighbour-704-5j-the-controller-chooses-in-anothers-turn @rule:704.5j
  @edition:2013 @edition:current
  Scenario: In Amy's turn, Nicole, who controls two Teferi's Isles, chooses which one she keeps
    Ruling: The player who controls two legendary permanents with the same name chooses one of them
      to keep, whose turn it is or not: Nicole keeps the first Teferi's Isle, and the second goes to
      her graveyard.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule, the player whose turn it isn't

    Given the players are Amy and Nicole
    And Nicole controls Teferi's Isle as "first isle"
    And Nicole controls Teferi's Isle as "second isle"
    And it is Amy's precombat main phase
    When Nicole will keep "first isle"
    And all players pass priority
    Then "first isle" is on the battlefield
    And "second isle" is in Nicole's graveyard

  @id:neighbour-514-3a-no-priority-in-a-cleanup-step-that-performs-nothing @rule:514.3a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Damage wears off Amy's Grizzly Bears in her cleanup step; no state-based action follows, so the turn ends
    Ruling: In Amy's cleanup step the damage marked on her Grizzly Bears wears off. The game then
      checks the state-based actions, but none is performed and nothing triggered, so no player gets
      priority and there is no other cleanup step: when the players pass, Nicole's turn begins.
    Source: cr-2026
    Passage: 514.3a, state-based actions in the cleanup step
    Also: cr-2003: 314.3, state-based actions in the cleanup step

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", with 1 damage
    And it is Amy's end step of turn 3
    When all players pass priority
    Then it is Amy's cleanup step of turn 3
    And "bears" has 0 damage
    When all players pass priority
    Then it is Nicole's untap step of turn 4
    And "bears" is on the battlefield

  @id:neighbour-608-2b-one-of-two-targets-illegal @rule:608.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Clever Concealment with one of its two targets phased out still phases out the other
    Ruling: Amy casts Clever Concealment targeting her Grizzly Bears and her Hill Giant. Nicole
      answers with Reality Ripple on the Bears. Only one target is illegal as Clever Concealment
      resolves, so it resolves, and the Giant phases out.
    Source: cr-2026
    Passage: 608.2b, a spell whose targets are all illegal does nothing
    Also: engine regression: a spell with some of its targets illegal

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy has Clever Concealment in her hand
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy casts Clever Concealment targeting "bears" and "giant"
    And Nicole casts Reality Ripple targeting "bears"
    And the top of the stack resolves
    Then "bears" is phased out
    When the stack resolves
    Then "giant" is phased out

  @id:neighbour-702-16e-prevented-damage-is-not-dealt @rule:702.16e @rule:603.3d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin whose combat damage to Nicole was prevented can't target her later
    Ruling: Nicole casts Teferi's Protection in Amy's turn; Amy's Diseased Vermin attacks her and its
      damage is prevented, so it has never dealt damage to her and gets no infection counter. At
      Amy's next upkeep its ability has no legal target and is removed: Nicole stays at 20 life.
    Source: cr-2026
    Passage: 702.16e, damage to a player with protection from everything is prevented
    Also: engine regression: prevented damage remembered as dealt

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin", with 2 infection counters
    And Nicole has Teferi's Protection in her hand
    And it is Amy's precombat main phase of turn 3
    When Nicole casts Teferi's Protection
    And the stack resolves
    Then Nicole has 0 cards in her hand
    When Amy attacks with "vermin"
    Then "vermin" is attacking
    When the game advances to Amy's postcombat main phase
    Then "vermin" has 2 infection counters
    And Nicole has 20 life
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 5
    When all players pass priority
    Then Nicole has 20 life
    And the stack is empty

  @id:neighbour-704-5b-a-draw-from-an-empty-library-outside-the-draw-step @rule:704.5b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy draws from her empty library with Collective Unconscious in her main phase and loses
    Ruling: Amy's library is empty. She casts Collective Unconscious with a creature on the
      battlefield: she must draw a card and can't, so she loses the next time state-based actions
      are checked, in her main phase as well as in a draw step.
    Source: cr-2026
    Passage: 704.5b, a player who drew from an empty library loses
    Also: engine regression: a draw from an empty library outside the draw step

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy has Collective Unconscious in her hand
    And Amy's library has 0 cards
    And it is Amy's precombat main phase
    When Amy casts Collective Unconscious
    And the stack resolves
    Then Amy is no longer in the game

  @id:neighbour-603-7-sneak-attack-in-nicoles-turn @rule:603.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A creature Amy puts onto the battlefield with Sneak Attack in Nicole's turn is sacrificed at Nicole's end step
    Ruling: Amy activates Sneak Attack in Nicole's main phase and puts Grizzly Bears onto the
      battlefield. "At the beginning of the next end step" is Nicole's end step that turn, not Amy's
      next one, and the delayed ability is Amy's: she sacrifices the Bears then.
    Source: cr-2026
    Passage: 603.7, a delayed triggered ability triggers the next time its event happens
    Also: engine regression: "the next end step" read as "your next end step"

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Grizzly Bears in her hand as "bears"
    And it is Nicole's precombat main phase of turn 2
    When Amy activates "sneak attack"
    And the stack resolves
    Then "bears" is on the battlefield
    When the game advances to Nicole's end step
    And all players pass priority
    Then "bears" is in Amy's graveyard

  @id:neighbour-500-4-mana-burn-while-life-cant-change @rule:500.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Unused mana costs Amy no life while her life total can't change
    Ruling: Amy taps Teferi's Isle for two mana and then casts Teferi's Protection. The mana empties
      unused as her main phase ends; under the 2003 rules that is mana burn, a loss of life, which a
      life total that can't change doesn't suffer. (Later editions have no mana burn.)
    Source: cr-2003
    Passage: 300.3, mana burn
    Also: engine regression: mana burn while a life total can't change

    Given the players are Amy and Nicole
    And Amy controls Teferi's Isle as "isle"
    And Amy has Teferi's Protection in her hand
    And it is Amy's precombat main phase
    When Amy activates "isle"
    Then Amy has {U}{U} in her mana pool
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "isle" is phased out
    When the game advances to Amy's end of combat step
    Then Amy has 20 life
    And Amy has no mana in her mana pool

  @id:neighbour-702-9b-a-flyer-blocks-a-flyer @rule:702.9b @rule:509.1 @rule:510.1a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Teferi's Imp, which has flying, can block Amy's Shimmering Efreet, which has flying
    Ruling: A creature with flying can be blocked only by creatures with flying or reach. Teferi's
      Imp has flying, so it can block Amy's attacking Shimmering Efreet. The Efreet deals its 2 combat
      damage to the Imp, which dies, and the Imp deals 1 to the Efreet; none reaches Nicole.
    Source: cr-2026
    Passage: 702.9b, flying
    Also: engine regression: a flyer blocking a flyer

    Given the players are Amy and Nicole
    And Amy controls Shimmering Efreet as "efreet"
    And Nicole controls Teferi's Imp as "imp"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "efreet"
    And Nicole blocks "efreet" with "imp"
    Then "imp" is blocking
    When the game advances to Amy's end of combat step
    Then "imp" is in Nicole's graveyard
    And "efreet" has 1 damage
    And Nicole has 20 life

  @id:neighbour-603-2-vermin-combat-damage-to-a-creature-gets-no-counter @rule:603.2 @rule:510.1a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Diseased Vermin blocked by Grizzly Bears deals combat damage to the Bears only, and gets no infection counter
    Ruling: Amy's Diseased Vermin, made 4/4 by Giant Growth, attacks and is blocked by Nicole's
      Grizzly Bears. It deals its combat damage to the Bears, a creature, not to a player: its
      ability "Whenever Diseased Vermin deals combat damage to a player" doesn't trigger. The Bears
      die, the Vermin survives with 2 damage and no infection counter, and Nicole loses no life.
    Source: cr-2026
    Passage: 603.2, a triggered ability triggers only on its trigger event
    Also: engine regression: combat damage to a creature counted as combat damage to a player

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin"
    And Amy has Giant Growth in her hand
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "vermin"
    And the stack resolves
    And Amy attacks with "vermin"
    And Nicole blocks "vermin" with "bears"
    And the game advances to Amy's end of combat step
    Then "bears" is in Nicole's graveyard
    And "vermin" has 2 damage
    And "vermin" has 0 infection counters
    And Nicole has 20 life
    And the stack is empty
    And no triggered abilities are waiting to be put on the stack

  @id:neighbour-603-7-sneak-attack-triggers-once @rule:603.7 @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Sneak Attack's delayed ability triggers at the next end step only, so the Grizzly Bears phased out then survive
    Ruling: Amy puts Grizzly Bears onto the battlefield with Sneak Attack. Its delayed ability
      triggers at the next end step, Amy's; in response Nicole phases the Bears out with Reality
      Ripple, so the ability can't sacrifice them. A delayed triggered ability triggers only once, the
      next time its event occurs: at Amy's next end step, after the Bears phased in, nothing triggers
      and the Bears stay.
    Source: cr-2026
    Passage: 603.7, a delayed triggered ability triggers only once
    Also: engine regression: a delayed triggered ability that triggers again

    Given the players are Amy and Nicole
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Grizzly Bears in her hand as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "sneak attack"
    And the stack resolves
    Then "bears" is on the battlefield
    And "bears" is controlled by Amy
    When the game advances to Amy's end step
    Then 1 triggered ability is waiting to be put on the stack
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And the stack is empty
    When the game advances to Nicole's end step
    Then no triggered abilities are waiting to be put on the stack
    When the game advances to Amy's end step
    Then it is Amy's end step of turn 5
    And "bears" is phased in
    And no triggered abilities are waiting to be put on the stack
    When the game advances to Nicole's upkeep
    Then "bears" is on the battlefield
    And "bears" is controlled by Amy

  @id:neighbour-500-4-the-other-players-mana-empties-each-step @rule:500.4
  @edition:2009 @edition:2013 @edition:current
  Scenario: The mana Nicole adds in Amy's upkeep empties from Nicole's mana pool as the upkeep ends
    Ruling: Since Magic 2010 unused mana empties from each player's mana pool as each step ends (before,
      as each phase ended), the active player's and every other player's. Nicole taps her Island for
      {U} in Amy's upkeep and doesn't use it: as the upkeep ends her mana pool empties, and she loses
      no life.
    Source: cr-2026
    Passage: 500.4, each player's mana pool empties as each step and phase ends
    Also: engine regression: only the active player's mana pool empties

    Given the players are Amy and Nicole
    And Nicole controls an Island as "island"
    And it is Amy's upkeep of turn 3
    When Nicole activates "island"
    Then Nicole has {U} in her mana pool
    And "island" is tapped
    When the game advances to Amy's draw step
    Then Nicole has no mana in her mana pool
    And Nicole has 20 life

  @id:neighbour-107-5-tapped-shackles-cant-be-activated-again @rule:107.5
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Vedalken Shackles, kept tapped, can't be activated again until it untaps
    Ruling: Amy's Vedalken Shackles is tapped, holding Nicole's Grizzly Bears. Its ability costs {T}:
      a tapped permanent can't pay it, so Amy can't activate it again to take Nicole's Hill Giant too.
      At her next untap step she untaps the Shackles, the Bears go back to Nicole, and Amy can then
      activate it to take the Giant.
    Source: cr-2026
    Passage: 107.5, a {T} cost can't be paid by a tapped permanent
    Also: engine regression: a tap cost paid by a tapped permanent

    Given the players are Amy and Nicole
    And Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls 3 Islands
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy can't activate "shackles" targeting "giant"
    Then the stack is empty
    And "giant" is controlled by Nicole
    And "bears" is controlled by Amy
    When the game advances to Amy's upkeep
    Then "shackles" is untapped
    And "bears" is controlled by Nicole
    When Amy activates "shackles" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "shackles" is tapped

  @id:neighbour-701-21a-echo-for-riders-nicole-took-in-response @rule:701.21a @rule:702.30a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders Nicole takes in response to Amy's echo trigger are not sacrificed
    Ruling: Amy's Avalanche Riders came under her control after her last upkeep, so echo triggers at
      her next one. In response Nicole takes the Riders with Dominate. Amy doesn't pay the echo cost,
      but she can't sacrifice a permanent she doesn't control: the Riders stay on the battlefield,
      Nicole's.
    Source: cr-2026
    Passage: 701.21a, a player can sacrifice only a permanent they control
    Also: engine bug: the reference engine sacrificed the Riders for Amy (found by a helper reading it, hunt 3)

    Given the players are Amy and Nicole
    And Amy controls Avalanche Riders as "riders", entered this turn
    And Nicole has Dominate in her hand
    And it is Nicole's end step of turn 2
    When Amy will choose no
    And the game advances to Amy's upkeep
    Then 1 triggered ability is waiting to be put on the stack
    When Nicole casts Dominate with X = 4, targeting "riders"
    And the stack resolves
    Then "riders" is on the battlefield
    And "riders" is controlled by Nicole
    And the stack is empty
