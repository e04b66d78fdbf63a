Feature: Neighbours of the game's clock and setup that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/game.py (the moments events
  happen at, the turns each player's most recent turn began, the moment the setup's permanents
  arrived) that every earlier scenario let live (python -m tests.mutation, docs/mutation.md): echo
  for a creature cast after its controller's upkeep, not only one set up as having entered; a {T}
  ability activated by the player whose turn it is not, in a turn past the first few; the 2003
  legend rule between two legends that both came into play during the game, and between a legend
  of the setup and one played after a long library was set up.

  @id:mutant-echo-for-riders-cast-after-amys-upkeep @rule:702.30a @rule:603.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Avalanche Riders cast after Amy's upkeep owe echo at her next upkeep, not at Nicole's
    Ruling: Amy's upkeep of turn 3 begins and ends; then, in her main phase, she casts Avalanche
      Riders. They came under her control after her last upkeep began, so echo triggers at her next
      upkeep (turn 5), and not at Nicole's upkeep, which comes first and is not hers.
    Source: cr-2026
    Passage: 702.30a, echo

    Given Amy has Avalanche Riders in her hand as "riders"
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    And the game advances to Amy's precombat main phase
    And Amy casts Avalanche Riders
    And the stack resolves
    Then "riders" is on the battlefield
    And "riders" has triggered 1 time
    When the game advances to Nicole's upkeep
    Then "riders" has triggered 1 time
    When the game advances to Amy's upkeep
    Then "riders" has triggered 2 times

  @id:mutant-tap-ability-in-the-other-players-late-turn @rule:302.6
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: In Amy's turn <turn>, Nicole taps Callous Oppressor she has controlled since before her own last turn
    Ruling: Nicole has controlled Callous Oppressor continuously since before her most recent turn
      began (the turn before Amy's turn <turn>), so she may activate its {T} ability in Amy's turn:
      she gains control of Amy's Hill Giant.
    Source: cr-2026
    Passage: 302.6, continuously controlled since their most recent turn began

    Given Nicole controls Callous Oppressor as "oppressor"
    And Amy controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn <turn>
    When Nicole activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "oppressor" is tapped

    Examples:
      | turn |
      | 3    |
      | 4    |
      | 7    |

  @id:mutant-2003-legend-rule-between-two-played-isles @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules, of two Teferi's Isles played in the game, the one played last stays
    Ruling: Amy plays a Teferi's Isle in her turn 3, Nicole plays one in her turn 4. The 2003 legend
      rule keeps the legendary permanent that has been in play the shortest time, whoever controls
      the other: Nicole's stays, Amy's goes to her graveyard.
    Source: cr-2003
    Passage: 420.5e, the legend rule
    Also: forum-2003-phasing: 502.15k

    Given Amy has Teferi's Isle in her hand as "amy's isle"
    And Nicole has Teferi's Isle in her hand as "nicole's isle"
    And it is Amy's precombat main phase of turn 3
    When Amy plays Teferi's Isle
    And the game advances to Nicole's precombat main phase
    And Nicole plays Teferi's Isle
    Then "amy's isle" is in Amy's graveyard
    And "nicole's isle" is on the battlefield

  @id:mutant-2003-legend-rule-setup-isle-after-a-long-library @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules a Teferi's Isle played stays over one of the setup, however many cards were set up before it
    Ruling: Amy's library holds 200 cards and she controls a Teferi's Isle as the game begins. She
      plays a second one: it is the one most recently come into play, so it stays and the other goes.
    Source: cr-2003
    Passage: 420.5e, the legend rule

    Given Amy's library has 200 cards
    And Amy controls Teferi's Isle as "old isle"
    And Amy has Teferi's Isle in her hand as "new isle"
    And it is Amy's precombat main phase of turn 3
    When Amy plays Teferi's Isle
    Then "old isle" is in Amy's graveyard
    And "new isle" is on the battlefield

  @id:mutant-2003-legend-rule-setup-isles-set-up-after-490-cards @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules, of two Teferi's Isles set up after a library of 490 cards, the one listed last stays
    Ruling: Amy's library holds 490 cards, Nicole's 20, and Amy controls two Teferi's Isles as the
      game begins, "first isle" listed before "second isle": the second came into play last (the
      setup's permanents arrive in the order they are listed, docs/engines.md §2). The 2003 legend
      rule keeps it; the first goes to Amy's graveyard as soon as a player would receive priority.
    Source: forum-2003-phasing
    Passage: 502.15k
    Also: engine-guide: §2, the setup's permanents arrive in the order they are listed

    Given the players are Amy and Nicole
    And Amy's library has 490 cards
    And Amy controls Teferi's Isle as "first isle"
    And Amy controls Teferi's Isle as "second isle"
    And it is Amy's precombat main phase of turn 3
    When all players pass priority
    Then "first isle" is in Amy's graveyard
    And "second isle" is on the battlefield

  @id:mutant-setup-controller-other-than-owner @rule:613.1b @rule:400.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: <controller> controls a Grizzly Bears that <owner> owns from the start, and Boomerang returns it to <owner>'s hand
    Ruling: As the game begins, <controller> controls Grizzly Bears that <owner> owns. <controller>
      controls it; when Amy's Boomerang returns it, it goes to its owner's hand, <owner>'s.
    Source: cr-2026
    Passage: 108.3 the owner, 110.2 the controller

    Given the players are Amy, Nicole and Oscar
    And <controller> controls Grizzly Bears owned by <owner> as "bears"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    Then "bears" is controlled by <controller>
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in <owner>'s hand

    Examples:
      | controller | owner  |
      | Nicole     | Amy    |
      | Oscar      | Nicole |
      | Amy        | Oscar  |

  @id:mutant-setup-phased-out-under-another-player @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Hill Giant, phased out under Amy's control as the game begins, stays out at Nicole's untap step and phases in at Amy's
    Ruling: Nicole controls Hill Giant, which phased out under Amy's control (Amy controlled it then).
      At Nicole's untap step it stays out: it phased out under Amy's control. At Amy's untap step it
      phases in, still Nicole's.
    Source: cr-2026
    Passage: 702.26a
    Also: forum-2003-phasing: 502.15h, control effect expired

    Given Nicole controls Hill Giant as "giant", phased out under Amy's control
    And it is Amy's end step of turn 3
    When the game advances to Nicole's untap step
    Then "giant" is phased out
    When the game advances to Amy's untap step
    Then "giant" is phased in
    And "giant" is controlled by Nicole

  @id:mutant-the-ids-the-game-gives-to-hand-cards @rule:601.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Cards of a hand the scenario does not name are known by the ids the game gives them, first to last
    Ruling: Amy holds Boomerang, then an Island, neither named by the scenario: the game calls them
      "amy-hand-1" and "amy-hand-2". She casts Boomerang on Nicole's Grizzly Bears: "amy-hand-1"
      goes to her graveyard as it resolves, "amy-hand-2" stays in her hand.
    Source: engine-guide
    Passage: §2, the ids the game gives

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Boomerang and 1 Island in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "amy-hand-1" is in Amy's graveyard
    And "amy-hand-2" is in Amy's hand
    And "bears" is in Nicole's hand

  @id:mutant-three-copies-of-one-imprinted-card @rule:607.2a @rule:601.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Isochron Scepter copies Reality Ripple in three of Amy's turns: the copies are "ripple-copy", "ripple-copy-2" and "ripple-copy-3"
    Ruling: Amy's Isochron Scepter has Reality Ripple imprinted. In each of her next three turns she
      activates it and casts a copy on Nicole's Hill Giant, which phases out and back in at Nicole's
      untap step. Each copy ceases to exist once it has resolved; a copy's id is the copied card's
      id with "-copy", then "-2", "-3", for an id already taken.
    Source: engine-guide
    Passage: §2, the ids the game gives
    Also: cr-2026: 707.10a, a copy of a spell ceases to exist as it leaves the stack

    Given Amy has Isochron Scepter in her hand as "scepter"
    And Amy has Reality Ripple in her hand as "ripple"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy casts Isochron Scepter
    And the stack resolves
    Then "scepter" has Reality Ripple imprinted
    When Amy will choose target "giant"
    And Amy activates "scepter"
    And the stack resolves
    Then "giant" is phased out
    And "ripple-copy" has ceased to exist
    When the game advances to Amy's precombat main phase
    Then "giant" is phased in
    When Amy will choose target "giant"
    And Amy activates "scepter"
    And the stack resolves
    Then "giant" is phased out
    And "ripple-copy-2" has ceased to exist
    When the game advances to Amy's precombat main phase
    And Amy will choose target "giant"
    And Amy activates "scepter"
    And the stack resolves
    Then "giant" is phased out
    And "ripple-copy-3" has ceased to exist
    And "ripple" is in exile

  @id:mutant-dominate-on-her-own-creature @rule:302.6 @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy casts Dominate on her own Grizzly Bears: control doesn't change, and they can still attack that turn
    Ruling: A control-changing effect that gives Amy control of a creature she already controls
      changes nothing: she has controlled the Bears continuously since her turn began, so they can
      attack, and deal Nicole 2 damage.
    Source: cr-2026
    Passage: 302.6, continuously controlled since their most recent turn began

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Dominate with X = 2, targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Amy
    And "bears" can attack
    When Amy attacks with "bears"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 18 life

  @id:mutant-two-divisions-answered-for-two-attackers @rule:510.1c
  @edition:2003 @edition:current
  Scenario Outline: Amy answers how each of two double-blocked Crocodiles divides its damage, <order>
    Ruling: Each of Amy's Sandbar Crocodiles is blocked by a Grizzly Bears and a Hill Giant. Amy
      divides each one's 6 damage as 1 to its Bears and 5 to its Giant, having said so ahead, <order>.
      Each answer is taken for the Crocodile it names: both Bears survive with 1 damage, both Giants die.
    Source: fdn-update-bulletin
    Passage: damage assignment order removed

    Given Amy controls Sandbar Crocodile as "first croc"
    And Amy controls Sandbar Crocodile as "second croc"
    And Nicole controls Grizzly Bears as "first bears"
    And Nicole controls Hill Giant as "first giant"
    And Nicole controls Grizzly Bears as "second bears"
    And Nicole controls Hill Giant as "second giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "first croc" and "second croc"
    And Nicole blocks "first croc" with "first bears" and "first croc" with "first giant" and "second croc" with "second bears" and "second croc" with "second giant"
    And Amy will assign the combat damage of "<answered first>" as 1 to "<its bears>" and 5 to "<its giant>"
    And Amy will assign the combat damage of "<answered second>" as 1 to "<other bears>" and 5 to "<other giant>"
    And the game advances to Amy's postcombat main phase
    Then "first bears" has 1 damage
    And "second bears" has 1 damage
    And "first giant" is in Nicole's graveyard
    And "second giant" is in Nicole's graveyard

    Examples:
      | order                         | answered first | its bears    | its giant    | answered second | other bears  | other giant  |
      | the first Crocodile's first   | first croc     | first bears  | first giant  | second croc     | second bears | second giant |
      | the second Crocodile's first  | second croc    | second bears | second giant | first croc      | first bears  | first giant  |

  @id:mutant-setup-control-effect-leaves-the-others-alone @rule:613.1b @rule:611.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A control effect of the setup on one borrowed permanent leaves another borrowed permanent where it is
    Ruling: As the game begins, Amy controls Nicole's Grizzly Bears (for no stated reason, so
      indefinitely) and Nicole's Hill Giant through Vedalken Shackles. Nicole phases the Shackles out:
      the Giant goes back to Nicole, the Bears stay Amy's.
    Source: cr-2026
    Passage: 611.2b
    Also: mtg-wiki-phasing: 702.25e

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    Then "bears" is controlled by Amy
    And "giant" is controlled by Amy
    When Nicole casts Reality Ripple targeting "shackles"
    And the stack resolves
    Then "shackles" is phased out
    And "giant" is controlled by Nicole
    And "bears" is controlled by Amy

  @id:mutant-an-answer-of-another-kind-does-not-keep-tapped @rule:502.3
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy answered which legend she keeps, naming Callous Oppressor: that is not a choice not to untap it, so it untaps
    Ruling: Amy's Callous Oppressor is tapped. She has answered ahead that she keeps "oppressor"
      (the legend rule's choice, which never comes), not that she chooses not to untap it. In her
      untap step it untaps, as it does unless she chooses otherwise.
    Source: cr-2026
    Passage: 502.3
    Also: engine-guide: §7, answers given ahead

    Given Amy controls Callous Oppressor as "oppressor", tapped
    And it is Nicole's end step of turn 2
    When Amy will keep "oppressor"
    And the game advances to Amy's untap step
    Then "oppressor" is untapped

  @id:mutant-a-division-answered-before-the-order @rule:510.1c
  @edition:2009 @edition:2013
  Scenario: Under the damage assignment order, Amy answers the division first and the order second: each answer is taken as what it is
    Ruling: Before attacking, Amy says how her Sandbar Crocodile will divide its damage (5 to the Hill
      Giant, 1 to the Grizzly Bears), then in which order she will put its blockers (the Giant
      first). The order is announced as blockers are declared, the division as damage is assigned:
      5 is lethal for the Giant, so the Bears may get the last 1. The Giant dies; the Bears survive.
    Source: m10-rules-changes
    Passage: damage assignment order

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy will assign the combat damage of "crocodile" as 1 to "bears" and 5 to "giant"
    And Amy will order the creatures blocking "crocodile" as "giant" and "bears"
    And Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And the game advances to Amy's postcombat main phase
    Then "bears" is on the battlefield
    And "bears" has 1 damage
    And "giant" is in Nicole's graveyard

  @id:mutant-104-4a-both-players-lose-to-mana-burn-at-once @rule:104.2a @rule:500.4 @rule:704.5a
  @edition:2003
  Scenario: Under the 2003 rules mana burn leaves both players at 0 life at once: the game is a draw, and it ends there
    Ruling: Amy and Nicole each have 1 life, and each taps an Island for {U} in Amy's precombat main
      phase and doesn't use it. As the phase ends the mana empties and each of them loses 1 life
      (mana burn), at once. The next time a player would receive priority, as Amy's beginning of
      combat step begins, both lose, at once: no player is left, the game is a draw, and it ends
      there. Amy's end step never comes.
    Source: cr-2003
    Passage: 300.3, mana burn
    Also: cr-2003: 102.4, if both players lose simultaneously, the game is a draw
    Also: cr-2026: 104.4a, if all the players remaining in a game lose simultaneously, the game is a draw

    Given the players are Amy and Nicole
    And Amy has 1 life
    And Nicole has 1 life
    And Amy controls an Island as "amy's island"
    And Nicole controls an Island as "nicole's island"
    And it is Amy's precombat main phase of turn 3
    When Amy activates "amy's island"
    And Nicole activates "nicole's island"
    And the game advances to Amy's end step
    Then Amy has 0 life
    And Nicole has 0 life
    And Amy is no longer in the game
    And Nicole is no longer in the game
    And it is Amy's beginning of combat step of turn 3

  @id:mutant-104-4a-three-players-and-mana-burn @rule:104.2a @rule:500.4 @rule:704.5a
  @edition:2003
  Scenario Outline: Under the 2003 rules mana burn leaves Amy and Nicole at 0 life, and Oscar, who had <oscar> life, at <after>: <outcome>
    Ruling: Amy, Nicole and Oscar each tap an Island for {U} in Amy's precombat main phase and don't
      use it. As the phase ends the mana empties and each of them loses 1 life (mana burn), at once.
      As Amy's beginning of combat step begins, every player at 0 life loses, at once. <ruling>
    Source: cr-2003
    Passage: 300.3, mana burn
    Also: cr-2003: 102.4, if both players lose simultaneously, the game is a draw
    Also: cr-2026: 104.4a, if all the players remaining in a game lose simultaneously, the game is a draw
    Also: cr-2026: 104.2a, a player still in the game wins if all their opponents have left it

    Given the players are Amy, Nicole and Oscar
    And Amy has 1 life
    And Nicole has 1 life
    And Oscar has <oscar> life
    And Amy controls an Island as "amy's island"
    And Nicole controls an Island as "nicole's island"
    And Oscar controls an Island as "oscar's island"
    And it is Amy's precombat main phase of turn 3
    When Amy activates "amy's island"
    And Nicole activates "nicole's island"
    And Oscar activates "oscar's island"
    And the game advances to Amy's end step
    Then Amy has 0 life
    And Nicole has 0 life
    And Oscar has <after> life
    And Amy is no longer in the game
    And Nicole is no longer in the game
    And Oscar <is> in the game
    And it is Amy's beginning of combat step of turn 3

    Examples:
      | outcome            | oscar | after | is           | ruling |
      | the game is a draw | 1     | 0     | is no longer | All three lose: no player is left, the game is a draw, and it ends there. |
      | Oscar wins         | 2     | 1     | is           | Oscar is the one player left: he wins, and the game ends there. |

  @id:mutant-104-2a-a-game-that-ends-at-the-first-priority-stops-there @rule:104.2a @rule:704.3
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: With Nicole at 0 life as the game begins in Amy's <step>, the game ends there: <outcome>
    Ruling: The game begins in Amy's <step> of turn 3, with Nicole at 0 life and Amy at <life>. The
      first time a player would receive priority, in that step, the state-based actions are
      performed: <ruling> The game is over there: the advance stops in Amy's <step>, and no later
      step begins (Amy draws no card).
    Source: cr-2026
    Passage: 704.3, whenever a player would get priority, state-based actions are performed first
    Also: cr-2026: 104.4a, if all the players remaining in a game lose simultaneously, the game is a draw
    Also: engine-guide: §3, an advance during which the game ends stops there and is accepted

    Given the players are Amy and Nicole
    And Amy has <life> life
    And Nicole has 0 life
    And it is Amy's <step> of turn 3
    When the game advances to Amy's end step
    Then Nicole is no longer in the game
    And Amy <is> in the game
    And it is Amy's <step> of turn 3
    And Amy has drawn 0 cards

    Examples:
      | outcome                 | step                 | life | is           | ruling |
      | Amy wins in her upkeep  | upkeep               | 20   | is           | Nicole loses, and Amy, the one player left, wins. |
      | Amy wins in her draw step | draw step          | 20   | is           | Nicole loses, and Amy, the one player left, wins. |
      | Amy wins in her main phase | precombat main phase | 20 | is          | Nicole loses, and Amy, the one player left, wins. |
      | a draw in her upkeep    | upkeep               | 0    | is no longer | both players lose, at once: no player is left, and the game is a draw. |

  @id:mutant-two-divisions-answered-the-later-attacker-first @rule:510.1c
  @edition:2003 @edition:current
  Scenario: Amy answers first how her later Crocodile divides its damage, then her earlier one: each answer is taken for the Crocodile it names
    Ruling: Amy's "croc b" and "croc a" attack, "croc b" set up and declared first; each is blocked by
      a Grizzly Bears and a Hill Giant. Amy says ahead, first for "croc a" and then for "croc b", that
      each divides its 6 damage as 1 to its Bears and 5 to its Giant. Each answer is taken for the
      Crocodile it names, whatever the order: both Bears survive with 1 damage, both Giants die.
    Source: fdn-update-bulletin
    Passage: damage assignment order removed
    Also: engine-guide: §7, an answer about one creature is taken for that creature

    Given Amy controls Sandbar Crocodile as "croc b"
    And Amy controls Sandbar Crocodile as "croc a"
    And Nicole controls Grizzly Bears as "bears b"
    And Nicole controls Hill Giant as "giant b"
    And Nicole controls Grizzly Bears as "bears a"
    And Nicole controls Hill Giant as "giant a"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "croc b" and "croc a"
    And Nicole blocks "croc b" with "bears b" and "croc b" with "giant b" and "croc a" with "bears a" and "croc a" with "giant a"
    And Amy will assign the combat damage of "croc a" as 1 to "bears a" and 5 to "giant a"
    And Amy will assign the combat damage of "croc b" as 1 to "bears b" and 5 to "giant b"
    And the game advances to Amy's postcombat main phase
    Then "bears a" has 1 damage
    And "bears b" has 1 damage
    And "giant a" is in Nicole's graveyard
    And "giant b" is in Nicole's graveyard

  @id:mutant-2003-legend-rule-setup-isle-after-six-long-libraries @rule:704.5j
  @edition:2003
  Scenario: Under the 2003 rules a Teferi's Isle played stays over one of the setup, after six libraries of 1000 cards were set up
    Ruling: Six players each have a library of 1000 cards, and Amy controls a Teferi's Isle as the game
      begins. She plays a second one: it is the one most recently come into play, so it stays and the
      other goes, however many cards the setup made before the first.
    Source: cr-2003
    Passage: 420.5e, the legend rule
    Also: engine-guide: §2, the setup's permanents arrive before the game begins

    Given the players are Amy, Nicole, Oscar, Paula, Quentin and Rita
    And Amy's library has 1000 cards
    And Nicole's library has 1000 cards
    And Oscar's library has 1000 cards
    And Paula's library has 1000 cards
    And Quentin's library has 1000 cards
    And Rita's library has 1000 cards
    And Amy controls Teferi's Isle as "old isle"
    And Amy has Teferi's Isle in her hand as "new isle"
    And it is Amy's precombat main phase of turn 3
    When Amy plays Teferi's Isle
    Then "old isle" is in Amy's graveyard
    And "new isle" is on the battlefield

  @id:mutant-a-copy-of-an-imprinted-card-is-on-the-stack-not-a-token @rule:704.5e @rule:601.2 @rule:607.2a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Isochron Scepter's copy of Boomerang waits on the stack until it resolves: a copy of a card is not a token
    Ruling: Amy activates her Isochron Scepter, Boomerang imprinted on it. As the ability resolves she
      casts a copy of Boomerang, which goes on the stack and stays there until it resolves. A copy of a
      card is not a token: it does not cease to exist for being in a zone other than the battlefield,
      only as it leaves the stack. Nicole's Grizzly Bears return to her hand.
    Source: cr-2026
    Passage: 704.5e, a copy of a card ceases to exist only in a zone other than the stack or the battlefield
    Also: cr-2026: 707.12, casting a copy of a card puts it on the stack
    Also: engine-guide: §2, the ids the game gives

    Given Amy controls Isochron Scepter as "scepter", with Boomerang imprinted
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 4
    When Amy will choose target "bears"
    And Amy activates "scepter"
    And the top of the stack resolves
    Then "scepter-exiled-1-copy" is on the stack
    And "scepter-exiled-1" is in exile
    And "bears" is on the battlefield
    When the stack resolves
    Then "bears" is in Nicole's hand
    And "scepter-exiled-1-copy" has ceased to exist
    And the stack is empty

  @id:mutant-a-spell-cast-from-the-hand-is-on-the-stack @rule:601.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Boomerang cast from Nicole's hand in Amy's turn is on the stack until it resolves, then in Nicole's graveyard
    Ruling: Nicole casts Boomerang in Amy's turn, targeting Amy's Grizzly Bears. The card is on the
      stack until it resolves; then it goes to its owner's graveyard and the Bears to Amy's hand.
    Source: cr-2026
    Passage: 601.2a, a spell being cast moves to the stack
    Also: cr-2026: 608.2n, an instant goes to its owner's graveyard as it resolves

    Given Nicole has Boomerang in her hand as "boomerang"
    And Amy controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase of turn 4
    When Nicole casts Boomerang targeting "bears"
    Then "boomerang" is on the stack
    And "bears" is on the battlefield
    When the stack resolves
    Then "boomerang" is in Nicole's graveyard
    And "bears" is in Amy's hand
