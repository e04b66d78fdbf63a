Feature: Neighbouring cases: whose turn, whose permanent, and more than two players
  Each rule below was checked in the one situation its first scenario used: two players, the
  active player acting, a permanent its owner controls. These are its neighbours on the axes where
  engines go wrong (docs/axes.md): a third player, the other player's turn, a permanent one player
  owns and another controls. phasecheck coverage derives which of those each scenario exhibits.

  @id:axes-three-players-each-untap-step-phases-its-own @rule:702.26a @rule:702.26g @rule:502.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With three players, each untap step phases only its player's permanents, and an Aura set up before its creature goes with it
    Ruling: Nicole's Teferi's Curse, older than the Grizzly Bears it enchants, gives Amy's Bears
      phasing. In Amy's untap step the Bears phase out and the Curse phases out with them,
      indirectly; Nicole's and Oscar's Sandbar Crocodiles wait for their own untap steps. Neither
      Nicole's nor Oscar's untap step brings the Bears back: they phased out under Amy's control, so
      they phase in at her next untap step, with the Curse still on them.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing out
    Also: cr-2026-702.26: 702.26g, phasing out indirectly
    Also: forum-2003-phasing: 502.15b
    Also: forum-2003-phasing: 502.15i
    Also: mtg-forum-de-phasing: 702.23a
    Also: mtg-forum-de-phasing: 702.23f
    Also: it-wiki-fase: 702.25a
    Also: it-wiki-fase: 702.25f

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Teferi's Curse as "curse", attached to "bears"
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Sandbar Crocodile as "nicole crocodile"
    And Oscar controls Sandbar Crocodile as "oscar crocodile"
    And it is Oscar's end step of turn 3
    When the game advances to Amy's upkeep
    Then "bears" is phased out directly under Amy's control
    And "curse" is phased out indirectly
    And "nicole crocodile" is phased in
    And "oscar crocodile" is phased in
    When the game advances to Nicole's upkeep
    Then "nicole crocodile" is phased out directly under Nicole's control
    And "bears" is phased out
    And "oscar crocodile" is phased in
    When the game advances to Oscar's upkeep
    Then "oscar crocodile" is phased out directly under Oscar's control
    And "bears" is phased out
    And "curse" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "curse" is phased in
    And "curse" is attached to "bears"
    And "nicole crocodile" is phased out
    And "oscar crocodile" is phased out

  @id:axes-702-26n-phases-in-before-its-owners-untap-step @rule:702.26n @rule:800.4a @edition:current
  Scenario: A permanent that phased out under a departed player phases in at the first untap step after that player's turn would have begun, not its owner's
    Ruling: Amy, Nicole and Oscar play in that order. Amy controls Oscar's Sandbar Crocodile through
      Dominate, and it is phased out under her control. Amy leaves in Nicole's turn: Oscar controls
      the Crocodile again, but it stays out through Oscar's own untap step. Amy's turn would have
      begun after Oscar's, so it phases in at the next untap step after that one: Nicole's, not
      its owner's.
    Source: cr-2026-702.26
    Passage: 702.26n, phases in after the departed player's turn

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile owned by Oscar as "crocodile", phased out
    And Amy controls "crocodile" through Dominate
    And it is Nicole's precombat main phase of turn 2
    When Amy concedes
    Then "crocodile" is controlled by Oscar
    And "crocodile" is phased out directly under Amy's control
    When the game advances to Oscar's upkeep
    Then "crocodile" is phased out
    When the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 4
    And "crocodile" is phased in
    And "crocodile" is controlled by Oscar

  @id:axes-time-and-tide-three-players-triggers-in-apnap-order @rule:603.3b @rule:603.10b @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Time and Tide phases out three players' Teferi's Imps at once in Nicole's turn; their triggers go on the stack in APNAP order
    Ruling: Amy, Nicole and Oscar each control a Teferi's Imp. Nicole casts Time and Tide in her turn:
      the three Imps phase out at once and each one's discard ability triggers, looking back at an
      Imp that is no longer there. They go on the stack in APNAP order from Nicole, the active
      player: hers first, then Oscar's, then Amy's, which is on top and resolves first. Each Imp
      phases in at its own controller's next untap step.
    Source: cr-2026
    Passage: 603.3b, triggered abilities put on the stack in APNAP order
    Also: engine-bugs: case 19

    Given the players are Amy, Nicole and Oscar
    And Amy controls Teferi's Imp as "amy imp"
    And Nicole controls Teferi's Imp as "nicole imp"
    And Oscar controls Teferi's Imp as "oscar imp"
    And Amy has 2 Islands in her hand
    And Nicole has Time and Tide in her hand
    And Nicole has Island in her hand
    And Oscar has 2 Islands in his hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Time and Tide
    And the top of the stack resolves
    Then "amy imp" is phased out
    And "nicole imp" is phased out
    And "oscar imp" is phased out
    And the stack holds 3 objects
    And the top of the stack is an ability of "amy imp"
    When the stack resolves
    Then Amy has discarded 1 card
    And Nicole has discarded 1 card
    And Oscar has discarded 1 card
    When the game advances to Oscar's upkeep
    Then "oscar imp" is phased in
    And "amy imp" is phased out
    And "nicole imp" is phased out
    When the game advances to Amy's upkeep
    Then "amy imp" is phased in
    And "nicole imp" is phased out

  @id:axes-a-third-player-at-0-life-leaves-and-the-game-goes-on @rule:704.5a @rule:104.2a @rule:702.26k @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In a three-player game a player brought to 0 life leaves with everything he owns, phased-out permanents too, and the game goes on
    Ruling: Amy's Grizzly Bears attack Oscar, who has 2 life. At 0 life he loses and leaves the game:
      his Hill Giant and his phased-out Sandbar Crocodile leave with him. Amy and Nicole are still
      playing, so the game goes on, and Oscar's turns are passed over.
    Source: cr-2026
    Passage: 704.5a, a player with 0 or less life loses
    Also: cr-2026-702.26: 702.26k

    Given the players are Amy, Nicole and Oscar
    And Oscar has 2 life
    And Amy controls Grizzly Bears as "bears"
    And Oscar controls Hill Giant as "giant", tapped
    And Oscar controls Sandbar Crocodile as "crocodile", phased out
    And it is Amy's precombat main phase of turn 4
    When Amy attacks Oscar with "bears"
    And the game advances to Amy's end step
    Then Oscar is no longer in the game
    And "giant" has ceased to exist
    And "crocodile" has ceased to exist
    And Amy is in the game
    And Nicole is in the game
    When the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 5
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 6

  @id:axes-savor-the-moment-turn-order-resumes @rule:500.7 @rule:702.26m @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: After Nicole's extra turn without an untap step, Amy's turn comes and phasing resumes in each player's untap step
    Ruling: Nicole casts Savor the Moment: she takes an extra turn and skips its untap step, so her
      Sandbar Crocodile doesn't phase out. Then the turn order resumes: in Amy's untap step only
      Amy's Crocodile phases out, and in Nicole's next regular turn hers does.
    Source: cr-2026-702.26
    Passage: 702.26m
    Also: forum-2003-phasing: 502.15c
    Also: mtg-forum-de-phasing: 702.23k

    Given Amy controls Sandbar Crocodile as "amy crocodile"
    And Nicole controls Sandbar Crocodile as "nicole crocodile"
    And Nicole has Savor the Moment in her hand
    And it is Nicole's precombat main phase of turn 2
    When Nicole casts Savor the Moment
    And the stack resolves
    And the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 3
    And "nicole crocodile" is phased in
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 4
    And "amy crocodile" is phased out
    And "nicole crocodile" is phased in
    When the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 5
    And "nicole crocodile" is phased out

  @id:axes-dominated-crocodile-can-attack-after-phasing @rule:302.6 @rule:702.26d @rule:702.26a @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Sandbar Crocodile Amy took in Nicole's turn can't attack then, phases out and in under her control, and can attack when it is back
    Ruling: Amy casts Dominate on Nicole's Sandbar Crocodile in Nicole's end step: it has not been
      under Amy's control since her turn began, so it couldn't attack. It phases out in Amy's untap
      step and in at her next one, under her control all along (phasing changes no control, and
      under the 2003 rules a permanent that phases in could attack anyway): in that turn it can
      attack.
    Source: cr-2026-702.26
    Passage: 702.26d, history
    Also: forum-2003-phasing: 502.15m

    Given Nicole controls Sandbar Crocodile as "crocodile"
    And Amy has Dominate in her hand
    And it is Nicole's end step of turn 2
    When Amy casts Dominate with X = 5, targeting "crocodile"
    And the stack resolves
    Then "crocodile" is controlled by Amy
    And "crocodile" can't attack
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out directly under Amy's control
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    When the game advances to Amy's precombat main phase
    Then it is Amy's precombat main phase of turn 5
    And "crocodile" is phased in
    And "crocodile" is controlled by Amy
    And "crocodile" can attack

  @id:axes-echo-for-a-borrowed-avalanche-riders @rule:702.30a @rule:701.21a @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders Amy took in Nicole's turn owe echo at Amy's upkeep, and sacrificed they go to Nicole's graveyard
    Ruling: Amy gains control of Nicole's Avalanche Riders with Dominate in Nicole's end step. They
      came under Amy's control after her last upkeep, so echo triggers at her next one, for her. She
      doesn't pay, and sacrifices them: they go to their owner's graveyard, Nicole's.
    Source: cr-2026
    Passage: 702.30a, echo

    Given Nicole controls Avalanche Riders as "riders"
    And Amy has Dominate in her hand
    And it is Nicole's end step of turn 2
    When Amy casts Dominate with X = 4, targeting "riders"
    And the stack resolves
    Then "riders" is controlled by Amy
    When Amy will choose no
    And the game advances to Amy's upkeep
    Then "riders" has triggered 1 time
    When the stack resolves
    Then "riders" is in Nicole's graveyard

  @id:axes-wrath-sends-a-borrowed-creature-to-its-owner @rule:701.8a @rule:702.26b @rule:702.26d @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Wrath of God puts a borrowed Grizzly Bears into its owner's graveyard and spares a borrowed creature that is phased out
    Ruling: Amy controls two of Nicole's creatures through Dominate; one of them, a Hill Giant, is
      phased out. Her Wrath of God destroys the Bears, which go to Nicole's graveyard, and can't touch
      the phased-out Giant. The Giant phases in at Amy's next untap step, still hers.
    Source: cr-2026-702.26
    Passage: 702.26b, second example

    Given Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Dominate
    And Amy controls Hill Giant owned by Nicole as "giant", phased out
    And Amy controls "giant" through Dominate
    And Amy has Wrath of God in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Wrath of God
    And the stack resolves
    Then "bears" is in Nicole's graveyard
    And "giant" is phased out
    And "giant" is controlled by Amy
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Amy

  @id:axes-borrowed-crocodile-phases-in-and-untaps-for-its-controller @rule:502.3 @rule:702.26a @rule:502.1
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A tapped, phased-out Sandbar Crocodile Amy borrowed phases in and untaps in her untap step, not its owner's
    Ruling: Amy controls Nicole's Sandbar Crocodile, tapped and phased out under her control, and
      Nicole's Grizzly Bears, tapped. In Amy's untap step the Crocodile phases in, then everything
      Amy controls untaps: the Crocodile and the borrowed Bears. Nicole's own tapped Hill Giant
      waits for Nicole's untap step.
    Source: cr-2026-702.26
    Passage: 702.26a, phasing in at the same time
    Also: engine-bugs: case 10

    Given Amy controls Sandbar Crocodile owned by Nicole as "crocodile", phased out and tapped
    And Amy controls "crocodile" through Dominate
    And Amy controls Grizzly Bears owned by Nicole as "bears", tapped
    And Amy controls "bears" through Dominate
    And Nicole controls Hill Giant as "giant", tapped
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" is untapped
    And "bears" is untapped
    And "giant" is tapped
    When the game advances to Nicole's upkeep
    Then "giant" is untapped
    And "crocodile" is phased in

  @id:axes-702-26p-borrowed-crocodile-with-teferis-curse @rule:702.26p @rule:702.26a @rule:702.26g
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A borrowed Sandbar Crocodile with Teferi's Curse has phasing twice and phases once, in its controller's untap steps
    Ruling: Amy controls Nicole's Sandbar Crocodile through Dominate, and Nicole's Teferi's Curse
      gives it a second instance of phasing. The instances are redundant: it phases out once, in
      Amy's untap step (she controls it), and the Curse goes with it. Neither Nicole's untap step
      (she owns both) nor a second instance brings anything back early: they phase in once, in Amy's
      next untap step.
    Source: cr-2026-702.26
    Passage: 702.26p
    Also: forum-2003-phasing: 502.15p
    Also: mtg-forum-de-phasing: 702.23m
    Also: it-wiki-fase: 702.25m

    Given Amy controls Sandbar Crocodile owned by Nicole as "crocodile"
    And Amy controls "crocodile" through Dominate
    And Nicole controls Teferi's Curse as "curse", attached to "crocodile"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then "crocodile" is phased out directly under Amy's control
    And "crocodile" has phased out 1 time
    And "curse" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    And "curse" is phased out
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in
    And "crocodile" has phased in 1 time
    And "crocodile" is controlled by Amy
    And "curse" is attached to "crocodile"

  @id:axes-702-26n-departed-in-her-own-turn @rule:702.26n @rule:800.4a @rule:104.3a
  @edition:current
  Scenario: A player who leaves in her own turn: what phased out under her control phases in only after her next turn would have begun, not at the next untap step
    Ruling: Amy, Nicole and Oscar play in that order. Amy controls Oscar's Sandbar Crocodile through
      Dominate, phased out under her control, and concedes in her own turn. Her next turn would have
      begun after Nicole's and Oscar's, so the Crocodile stays out through both of their untap steps
      and phases in at the next untap step after that: Nicole's second one.
    Source: cr-2026-702.26
    Passage: 702.26n, phases in after the departed player's turn

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile owned by Oscar as "crocodile", phased out
    And Amy controls "crocodile" through Dominate
    And it is Amy's precombat main phase of turn 1
    When Amy concedes
    Then "crocodile" is controlled by Oscar
    When the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 2
    And "crocodile" is phased out
    When the game advances to Oscar's upkeep
    Then "crocodile" is phased out
    When the game advances to Nicole's upkeep
    Then it is Nicole's upkeep of turn 4
    And "crocodile" is phased in

  @id:axes-borrowed-attacker-phases-in-for-amy-but-stays-tapped @rule:702.26a @rule:502.3 @rule:702.26f @rule:611.2a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Hill Giant Amy borrowed with Act of Treason, attacked with and phased out, phases in at her untap step under Nicole's control and stays tapped
    Ruling: Amy takes Nicole's Hill Giant with Act of Treason, attacks with it, then phases it out
      with Reality Ripple. Act of Treason's control ends at the end of the turn, while the Giant is
      phased out: it is Nicole's again. It phased out under Amy's control, so it stays out (and
      tapped) through Nicole's untap step and phases in at Amy's; there Amy untaps only what she
      controls, so Nicole's Giant stays tapped until Nicole's next untap step.
    Source: cr-2026
    Passage: 702.26a, phasing in under the player it phased out under
    Also: engine-bugs: case 3
    Also: cr-2026-702.26: 702.26f, effects may expire
    Also: forum-2003-phasing: 502.15h, control effect expired

    Given Nicole controls Hill Giant as "giant"
    And Amy has Act of Treason in her hand
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Act of Treason targeting "giant"
    And the stack resolves
    And Amy attacks with "giant"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 17 life
    And "giant" is tapped
    When Amy casts Reality Ripple targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    When the game advances to Nicole's upkeep
    Then "giant" is controlled by Nicole
    And "giant" is phased out
    And "giant" is tapped
    When the game advances to Amy's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Nicole
    And "giant" is tapped
    When the game advances to Nicole's upkeep
    Then "giant" is untapped
