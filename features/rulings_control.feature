Feature: Official rulings on the pool's control cards
  Vedalken Shackles, Act of Treason and Sneak Attack: who controls what, for how long, and what
  phasing changes about it. Each scenario cites the Gatherer ruling it plays, with a phasing
  neighbour where the ruling's case has none.

  @id:ruling-vedalken-shackles-checks-only-when-activated-and-resolving @rule:611.2b @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vedalken Shackles keeps the Bears however big they grow and however few Islands Amy keeps
    Ruling: Amy has two Islands and takes Nicole's Grizzly Bears with Vedalken Shackles. Power and
      Islands count only when the ability is activated and when it resolves: when Giant Growth
      makes the Bears 5/5 and an Island phases out, Amy keeps them, for as long as the Shackles
      stay tapped.
    Source: Gatherer ruling on Vedalken Shackles (2004-12-01)
    Passage: power and Islands matter only on activation and resolution

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls Island as "first island"
    And Amy controls Island as "second island"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Giant Growth and Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy activates "shackles" targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Amy
    When Nicole casts Giant Growth targeting "bears"
    And the stack resolves
    And Nicole casts Reality Ripple targeting "first island"
    And the stack resolves
    Then "bears" is 5/5
    And "first island" is phased out
    And "bears" is controlled by Amy

  @id:ruling-vedalken-shackles-island-phases-out-before-resolution @rule:608.2b @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An Island phased out in response leaves Vedalken Shackles' target too big as the ability resolves
    Ruling: Amy activates Vedalken Shackles on Nicole's Grizzly Bears with two Islands. Nicole
      answers by phasing out one Island: as the ability resolves Amy controls one Island, the Bears'
      power 2 is too much, the target is illegal and the ability does nothing.
    Source: Gatherer ruling on Vedalken Shackles (2004-12-01)
    Passage: power and Islands matter only on activation and resolution

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls Island as "first island"
    And Amy controls Island as "second island"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    When Amy activates "shackles" targeting "bears"
    And Nicole casts Reality Ripple targeting "first island"
    And the stack resolves
    Then "first island" is phased out
    And "bears" is controlled by Nicole
    And "shackles" is tapped

  @id:ruling-vedalken-shackles-returned-to-hand @rule:611.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vedalken Shackles returned to Amy's hand ends its control effect
    Ruling: Amy controls Nicole's Grizzly Bears through her tapped Vedalken Shackles. Nicole returns
      the Shackles to Amy's hand: the effect ends and Nicole gets her Bears back.
    Source: Gatherer ruling on Vedalken Shackles (2004-12-01)
    Passage: effect ends if it leaves the battlefield

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls 2 Islands
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Boomerang in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Boomerang targeting "shackles"
    And the stack resolves
    Then "shackles" is in Amy's hand
    And "bears" is controlled by Nicole

  @id:ruling-vedalken-shackles-phased-out-ends-the-effect @rule:702.26f @rule:611.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vedalken Shackles phased out by Vision Charm end their effect, which doesn't come back when they phase in tapped
    Ruling: Nicole phases out Amy's tapped Vedalken Shackles with Vision Charm. The Shackles haven't
      left the battlefield, but an effect lasting for as long as they remain tapped can't see them:
      it ends and the Bears go back to Nicole. At Amy's untap step the Shackles phase in, still
      tapped (Amy chooses not to untap them), and the Bears stay Nicole's.
    Source: Gatherer ruling on Vedalken Shackles (2004-12-01)
    Passage: effect ends if it leaves the battlefield
    Also: cr-2026-702.26: 702.26f, for as long as

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls 2 Islands
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Vision Charm in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Vision Charm with mode 3, targeting "shackles"
    And the stack resolves
    Then "shackles" is phased out directly
    And "bears" is controlled by Nicole
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "shackles" is phased in
    And "shackles" is tapped
    And "bears" is controlled by Nicole

  @id:ruling-act-of-treason-on-amys-own-creature @rule:302.6 @rule:613.1b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Act of Treason may target Amy's own tapped creature: it untaps and can attack
    Ruling: Act of Treason can target any creature, one Amy already controls included. Her Hill
      Giant, tapped and new this turn, untaps, gains haste and can attack. A phased-out creature
      can't be targeted at all.
    Source: Gatherer ruling on Act of Treason (2019-07-12)
    Passage: can target any creature

    Given Amy controls Hill Giant as "giant", tapped, entered this turn
    And Amy controls Grizzly Bears as "bears", phased out
    And Nicole controls Sandbar Crocodile
    And Amy has Act of Treason and Act of Treason in her hand
    And it is Amy's precombat main phase
    When Amy can't cast Act of Treason targeting "bears"
    And Amy casts Act of Treason targeting "giant"
    And the stack resolves
    Then "giant" is untapped
    And "giant" is controlled by Amy
    And "giant" can attack

  @id:ruling-act-of-treason-leaves-the-equipment @rule:613.1b @rule:702.6a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Act of Treason takes Nicole's Hill Giant but not the Vulshok Morningstar on it
    Ruling: Amy takes Nicole's Hill Giant with Act of Treason. The Vulshok Morningstar attached to
      it stays Nicole's, and stays attached: the Giant attacks as a 5/5 under Amy's control, while
      Amy can't move the Morningstar.
    Source: Gatherer ruling on Act of Treason (2019-07-12)
    Passage: doesn't gain control of Auras or Equipment

    Given Nicole controls Hill Giant as "giant"
    And Nicole controls Vulshok Morningstar as "morningstar", attached to "giant"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Act of Treason in her hand
    And it is Amy's precombat main phase
    When Amy casts Act of Treason targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "morningstar" is controlled by Nicole
    And "morningstar" is attached to "giant"
    And "giant" is 5/5
    When Amy can't activate "morningstar" targeting "bears"
    And Amy attacks with "giant"
    Then "giant" is attacking
    When the game advances to Amy's end step
    Then Nicole has 15 life

  @id:ruling-sneak-attack-no-sacrifice-when-nicole-took-it @rule:603.7
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Sneak Attack's creature isn't sacrificed at the end step if Nicole controls it by then
    Ruling: Amy puts Hill Giant onto the battlefield with Sneak Attack. Before the end step Nicole
      takes it with Dominate: Amy no longer controls it, so the delayed ability can't make her
      sacrifice it, and Nicole keeps it.
    Source: Gatherer ruling on Sneak Attack (2020-08-07)
    Passage: only if you still control it

    Given Amy controls Sneak Attack as "sneak attack"
    And Amy has Hill Giant in her hand as "giant"
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase
    When Amy activates "sneak attack"
    And the stack resolves
    Then "giant" is on the battlefield
    When Nicole casts Dominate targeting "giant", with X = 4
    And the stack resolves
    Then "giant" is controlled by Nicole
    When the game advances to Amy's end step
    And the stack resolves
    Then "giant" is on the battlefield
    And "giant" is controlled by Nicole

  @id:ruling-sneak-attack-phased-out-creature-is-not-sacrificed @rule:603.7 @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Sneak Attack's creature phased out at the end step is not sacrificed, then or after it phases in
    Ruling: Amy puts Hill Giant onto the battlefield with Sneak Attack, then phases it out with
      Reality Ripple. At the end step the delayed ability resolves while the Giant is phased out:
      it can't be sacrificed. The ability is spent: when the Giant phases in at Amy's untap step, it
      stays.
    Source: Gatherer ruling on Sneak Attack (2020-08-07)
    Passage: only if you still control it

    Given Amy controls Sneak Attack as "sneak attack"
    And Amy has Hill Giant in her hand as "giant"
    And Amy has Reality Ripple in her hand
    And Nicole controls Grizzly Bears
    And it is Amy's precombat main phase
    When Amy activates "sneak attack"
    And the stack resolves
    And Amy casts Reality Ripple targeting "giant"
    And the stack resolves
    Then "giant" is phased out directly
    When the game advances to Amy's end step
    And the stack resolves
    Then "giant" is on the battlefield
    And "giant" is phased out
    When the game advances to Amy's precombat main phase
    Then "giant" is phased in
    And "giant" is on the battlefield
