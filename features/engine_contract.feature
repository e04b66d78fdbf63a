Feature: The engine author's contract: what docs/engines.md settles where an engine would guess
  Where the rules leave a choice to a player (the order of triggers, a mode, which opponent) or a
  setup leaves something unsaid (which permanent is older, whether echo is due), docs/engines.md
  fixes one answer, the same for every engine, so that every run is the same game. Each scenario
  here fails an engine that guesses otherwise; each expected value also holds by the rules, the
  fixed answer being one the rules allow.

  @id:contract-setup-order-is-timestamp-order @rule:613.7 @rule:704.5j @rule:117.5
  @edition:2003 @edition:2013 @edition:current
  Scenario: The setup's permanents get their timestamps in the order they are listed
    Ruling: Amy controls two Teferi's Isles from the start. The setup lists "isle b" first, so it is
      the older; the legend rule, as Amy first receives priority, keeps the newest by default (in
      2003 the rule itself kept the one that came into play last): "isle a", listed last, stays.
    Source: engine-guide
    Passage: §2, the order of permanents is their timestamp order

    Given Amy controls Teferi's Isle as "isle b"
    And Amy controls Teferi's Isle as "isle a"
    And it is Amy's precombat main phase
    When all players pass priority
    Then "isle b" is in Amy's graveyard
    And "isle a" is on the battlefield

  @id:contract-casting-performs-state-based-actions @rule:117.3c @rule:117.5 @rule:704.5g
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Casting a spell performs the state-based actions before the next check
    Ruling: The setup is taken as it is: the Bears start with lethal damage. Amy must receive
      priority to cast Boomerang, and receives it again once it is cast; each time the state-based
      actions are performed first, so the Bears are already in her graveyard while Boomerang waits
      on the stack.
    Source: engine-guide
    Passage: §3, priority around an action

    Given Amy controls Grizzly Bears as "bears", with 2 damage
    And Nicole controls Hill Giant as "giant"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase
    When Amy casts Boomerang targeting "giant"
    Then "bears" is in Amy's graveyard
    And the top of the stack is Boomerang
    And the stack holds 1 object

  @id:contract-casting-puts-waiting-triggers-on-the-stack @rule:117.3c @rule:117.5 @rule:603.3b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Casting a spell puts the waiting triggered abilities on the stack first
    Ruling: The game stops as Amy's upkeep begins, with Ivory Tower's ability waiting. Amy casts
      Giant Growth: she receives priority to do so, so the Tower's ability goes on the stack first,
      and Giant Growth above it. It resolves first; the Tower's ability then counts her 5 cards.
    Source: engine-guide
    Passage: §3, priority around an action

    Given Amy controls Ivory Tower as "tower"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Giant Growth and 5 Islands in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then 1 triggered ability is waiting to be put on the stack
    When Amy casts Giant Growth targeting "bears"
    Then the stack holds 2 objects
    And the top of the stack is Giant Growth
    And no triggered abilities are waiting to be put on the stack
    When the stack resolves
    Then "bears" is 5/5
    And Amy has 21 life

  @id:contract-activating-puts-waiting-triggers-on-the-stack @rule:117.3c @rule:117.5
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Activating an ability puts the waiting triggered abilities on the stack first
    Ruling: With Ivory Tower's ability waiting as Amy's upkeep begins, Amy activates Vedalken
      Shackles: the Tower's ability goes on the stack before the Shackles' ability, which is on top.
    Source: engine-guide
    Passage: §3, priority around an action

    Given Amy controls Ivory Tower as "tower"
    And Amy controls Vedalken Shackles as "shackles"
    And Amy controls 2 Islands
    And Nicole controls Grizzly Bears as "bears"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    And Amy activates "shackles" targeting "bears"
    Then the stack holds 2 objects
    And the top of the stack is an ability of "shackles"
    And no triggered abilities are waiting to be put on the stack

  @id:contract-a-mana-ability-needs-priority @rule:605.3a @rule:117.3c @rule:117.5 @rule:502.4
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A mana ability needs priority like any other: not in the untap step, and waiting triggers go on the stack first
    Ruling: No player gets priority in the untap step, so Amy can't tap her Island for mana there.
      In her upkeep, with Ivory Tower's ability waiting, she can: she receives priority to do so,
      so the Tower's ability goes on the stack first. The mana ability itself never uses the stack.
    Source: engine-guide
    Passage: §3, priority around an action

    Given Amy controls Ivory Tower as "tower"
    And Amy controls Island as "island"
    And it is Nicole's end step
    When the game advances to Amy's untap step
    And Amy can't activate "island"
    And the game advances to Amy's upkeep
    And Amy activates "island"
    Then Amy has {U} in her mana pool
    And "island" is tapped
    And the stack holds 1 object
    And the top of the stack is an ability of "tower"
    And no triggered abilities are waiting to be put on the stack

  @id:contract-simultaneous-triggers-in-timestamp-order @rule:603.3b @rule:613.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Abilities that trigger on one event go on the stack in their sources' timestamp order
    Ruling: Both of Amy's Ivory Towers trigger as her upkeep begins. She may put them on the stack
      in either order; unasked, the older source's ability goes first: "tower b", listed first in
      the setup, goes on the stack first, so "tower a"'s resolves first.
    Source: engine-guide
    Passage: §7, the order of triggers that trigger at once

    Given Amy controls Ivory Tower as "tower b"
    And Amy controls Ivory Tower as "tower a"
    And Amy has 6 Islands in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then 2 triggered abilities are waiting to be put on the stack
    When the top of the stack resolves
    Then the stack holds 1 object
    And the top of the stack is an ability of "tower b"

  @id:contract-phase-out-triggers-before-phase-in-triggers @rule:603.3b @rule:702.26a @rule:603.10b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In the untap step, what phases out triggers ahead of what phases in
    Ruling: In Amy's untap step "imp a" phases out and "imp b", older, phases in, at the same time.
      Unasked, the triggers wait in the order of the events as they are reported, everything that
      phases out before everything that phases in, and only then by timestamp: the discard goes on
      the stack first and the draw above it, so Amy draws before she discards.
    Source: engine-guide
    Passage: §7, the order of triggers that trigger at once

    Given Amy controls Teferi's Imp as "imp b", phased out
    And Amy controls Teferi's Imp as "imp a"
    And Amy has 2 Islands in her hand
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then 2 triggered abilities are waiting to be put on the stack
    When the top of the stack resolves
    Then Amy has drawn 1 card
    And Amy has discarded 0 cards
    And the top of the stack is an ability of "imp a"

  @id:contract-a-copy-takes-the-first-mode @rule:700.2a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A copy cast with no mode given takes the first mode
    Ruling: Isochron Scepter casts a copy of its imprinted Vision Charm, and Amy must choose a mode
      for it as she casts it. Unasked, the copy takes the first mode: target player mills four
      cards. Amy targets Nicole.
    Source: engine-guide
    Passage: §7, the mode of a copy

    Given Amy controls Isochron Scepter as "scepter", with Vision Charm imprinted
    And it is Amy's precombat main phase
    When Amy will choose target Nicole
    And Amy activates "scepter"
    And the stack resolves
    Then "nicole-library-1" is in Nicole's graveyard
    And "nicole-library-4" is in Nicole's graveyard
    And "scepter-exiled-1" is in exile

  @id:contract-a-departed-players-library-leaves-with-them @rule:800.4a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A player who leaves the game takes their library and hand with them
    Ruling: Nicole concedes a three-player game. Everything she owns leaves the game with her, her
      library and her hand included: those cards are nowhere now, and Amy and Oscar play on.
    Source: engine-guide
    Passage: §3, concede

    Given the players are Amy, Nicole and Oscar
    And Nicole has 2 Islands in her hand
    And it is Amy's precombat main phase
    When Nicole concedes
    Then Nicole is no longer in the game
    And Nicole has 0 cards in her hand
    And "nicole-library-1" has ceased to exist
    And "nicole-library-20" has ceased to exist
    And "nicole-hand-1" has ceased to exist
    And Oscar is in the game

  @id:contract-echo-is-not-due-for-what-was-there-before-the-turn @rule:702.30a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Echo is not due for a permanent that did not enter this turn
    Ruling: Avalanche Riders that have not entered this turn were under Amy's control before her last
      upkeep began, so echo is not due at her next one. (Riders that entered this turn owe it:
      engine-echo-is-paid-after-entering.)
    Source: engine-guide
    Passage: §2, echo at setup

    Given Amy controls Avalanche Riders as "riders"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep
    And no triggered abilities are waiting to be put on the stack
    When the game advances to Amy's draw step
    Then Amy has drawn 1 card
    And "riders" is on the battlefield
    And "riders" has not triggered
