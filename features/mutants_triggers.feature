Feature: Neighbours of triggered abilities that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/triggers.py that every
  earlier scenario let live (python -m tests.mutation, docs/mutation.md): a "leaves the
  battlefield" ability that must not trigger when another permanent leaves or phases out, face-down
  permanents with no triggered abilities, another Equipment becoming unattached, another creature
  dealing combat damage, another player's upkeep, a trigger with no legal target before another of
  the same player's, and a delayed trigger of the 2003 rules after another permanent phases out.

  @id:mutant-603-10a-another-permanent-leaving-or-phasing-out @rule:603.10a @rule:702.26d
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar doesn't trigger when Nicole's Grizzly Bears leave the battlefield, nor when her Sandbar Crocodile phases out
    Ruling: Ertai's Familiar: "When Ertai's Familiar phases out or leaves the battlefield, mill
      three cards." It triggers on its own leaving only. Amy returns Nicole's Grizzly Bears to
      Nicole's hand with Boomerang, and in Nicole's untap step her Sandbar Crocodile phases out (under
      the 2003 rules, phasing out is leaving play): neither is the Familiar, which doesn't trigger.
    Source: cr-2026
    Passage: 603.10a, leaves-the-battlefield abilities
    Also: forum-2003-phasing: 502.15d, phasing triggers

    Given the players are Amy and Nicole
    And Nicole controls Sandbar Crocodile as "crocodile"
    And Amy controls Ertai's Familiar as "familiar"
    And Nicole controls Grizzly Bears as "bears"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Boomerang targeting "bears"
    And the stack resolves
    Then "bears" is in Nicole's hand
    And "familiar" has not triggered
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    And "familiar" has not triggered
    And 0 triggered abilities are waiting to be put on the stack

  @id:mutant-708-2-face-down-permanents-trigger-nothing @rule:708.2 @rule:603.2 @rule:603.10a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's face-down Soul Warden doesn't trigger when her Grizzly Bears enter, nor her face-down Ertai's Familiar when it leaves
    Ruling: A face-down permanent is a 2/2 creature with no name and no abilities. Amy's face-down
      Soul Warden has no "whenever another creature enters" ability: her Grizzly Bears enter and it
      doesn't trigger. Her face-down Ertai's Familiar, returned to her hand by Boomerang, had no
      "leaves the battlefield" ability as it left: nothing triggers. Amy stays at 20 life.
    Source: cr-2026
    Passage: 708.2, a face-down permanent has no abilities
    Also: cr-2026: 603.10a, leaves-the-battlefield abilities look back at the permanent as it was

    Given the players are Amy and Nicole
    And Amy controls Soul Warden as "warden", face down
    And Amy controls Ertai's Familiar as "familiar", face down
    And Amy has Grizzly Bears in her hand as "bears"
    And Amy has Boomerang in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Grizzly Bears
    And the stack resolves
    Then "bears" is on the battlefield
    And "warden" has not triggered
    When Amy casts Boomerang targeting "familiar"
    And the stack resolves
    Then "familiar" is in Amy's hand
    And "familiar" has not triggered
    And the stack is empty
    And Amy has 20 life

  @id:mutant-603-10a-another-equipment-becoming-unattached @rule:603.10a @rule:701.3a
  @edition:2013 @edition:current
  Scenario Outline: Amy's Vulshok Morningstar moves from her Hill Giant to her other Bears: her Grafted Exoskeleton doesn't trigger (<case>)
    Ruling: Grafted Exoskeleton: "Whenever Grafted Exoskeleton becomes unattached from a permanent,
      sacrifice that permanent." Amy equips her Vulshok Morningstar, attached to her Hill Giant, to
      her other Grizzly Bears: the Morningstar becomes unattached from the Giant, not the
      Exoskeleton, which stays on her Bears and doesn't trigger. The Giant stays on the
      battlefield.
    Source: cr-2026
    Passage: 603.10a, "becomes unattached" abilities of the object that became unattached
    Also: cr-2026: 701.3a, attach

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Grizzly Bears as "other bears"
    And Amy controls <first>
    And Amy controls <second>
    And it is Amy's precombat main phase of turn 3
    When Amy activates "morningstar" targeting "other bears"
    And the stack resolves
    Then "morningstar" is attached to "other bears"
    And "exoskeleton" is attached to "bears"
    And "giant" is on the battlefield
    And "bears" is on the battlefield

    Examples:
      | case                   | first                                                    | second                                                   |
      | the Exoskeleton first  | Grafted Exoskeleton as "exoskeleton", attached to "bears" | Vulshok Morningstar as "morningstar", attached to "giant" |
      | the Morningstar first  | Vulshok Morningstar as "morningstar", attached to "giant" | Grafted Exoskeleton as "exoskeleton", attached to "bears" |

  @id:mutant-diseased-vermin-another-creatures-combat-damage @rule:603.2 @rule:510.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Diseased Vermin and Grizzly Bears deal combat damage to Nicole: the Vermin gets one infection counter, for its own damage only (<case>)
    Ruling: Diseased Vermin: "Whenever Diseased Vermin deals combat damage to a player, put an
      infection counter on it." It and Amy's Grizzly Bears attack Nicole unblocked: the Vermin's
      ability triggers once, for its own damage; the Bears' damage is not the Vermin's. It has 1
      infection counter; Nicole is at 17 life.
    Source: cr-2026
    Passage: 603.2, an ability triggers on the event it names

    Given the players are Amy and Nicole
    And Amy controls <first> as "<first id>"
    And Amy controls <second> as "<second id>"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "vermin" and "bears"
    And the game advances to Amy's postcombat main phase
    Then Nicole has 17 life
    And "vermin" has 1 infection counter
    And "vermin" has triggered 1 time

    Examples:
      | case            | first           | first id | second          | second id |
      | the Bears first | Grizzly Bears   | bears    | Diseased Vermin | vermin    |
      | the Vermin first | Diseased Vermin | vermin   | Grizzly Bears   | bears     |

  @id:mutant-603-2-nicoles-ivory-tower-not-in-amys-upkeep @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole's Ivory Tower doesn't trigger at the beginning of Amy's upkeep; it does at Nicole's
    Ruling: Ivory Tower: "At the beginning of your upkeep, you gain X life, where X is the number of
      cards in your hand minus 4." It triggers in its controller's upkeep only: at Amy's upkeep
      nothing triggers; at Nicole's it does, and Nicole, with 6 cards in hand, gains 2 life.
    Source: cr-2026
    Passage: 603.2, "at the beginning of your upkeep"

    Given the players are Amy and Nicole
    And Nicole controls Ivory Tower as "tower"
    And Nicole has 6 Islands in her hand
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then 0 triggered abilities are waiting to be put on the stack
    And the stack is empty
    When the game advances to Nicole's upkeep
    Then 1 triggered ability is waiting to be put on the stack
    When the stack resolves
    Then Nicole has 22 life

  @id:mutant-603-3d-a-trigger-with-no-target-then-another @rule:603.3d @rule:603.3b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: At Amy's upkeep Diseased Vermin's trigger has no legal target and is removed; her Ivory Tower's trigger still goes on the stack
    Ruling: Diseased Vermin has dealt no damage to Nicole: its upkeep trigger ("target opponent
      previously dealt damage by it") has no legal target and is removed from the stack as it
      would be put there. Ivory Tower's trigger, of the same player at the same time, still goes
      on the stack and resolves: Amy, with 5 cards in hand, gains 1 life.
    Source: cr-2026
    Passage: 603.3d, a triggered ability with no legal target is removed
    Also: cr-2026: 603.3b, the player puts their triggered abilities on the stack

    Given the players are Amy and Nicole
    And Amy controls Diseased Vermin as "vermin"
    And Amy controls Ivory Tower as "tower"
    And Amy has 5 Islands in her hand
    And it is Nicole's end step of turn 2
    When the game advances to Amy's upkeep
    Then 2 triggered abilities are waiting to be put on the stack
    When the stack resolves
    Then Amy has 21 life
    And the stack is empty

  @id:mutant-2003-a-delayed-trigger-after-another-permanent-phases-out @rule:702.26a @rule:603.7
  @edition:2003
  Scenario Outline: Under the 2003 rules, Sneak Attack's creature is sacrificed at the end step though <what> phased out
    Ruling: Amy's Sneak Attack puts her Grizzly Bears onto the battlefield: "sacrifice the creature
      at the beginning of the next end step". Then <what> phases out. Under the 2003 rules a
      delayed triggered ability that refers to a permanent can no longer affect it once that
      permanent phases out: only the phased-out permanent, not the Bears. At the end step the Bears
      are sacrificed.
    Source: forum-2003-phasing
    Passage: 502.15g

    Given the players are Amy and Nicole
    And Amy controls Island as "island"
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Grizzly Bears in her hand as "bears"
    And Amy has Hill Giant in her hand as "giant"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy activates "sneak attack"
    And the stack resolves
    Then "bears" is on the battlefield
    When Amy casts Hill Giant
    And the stack resolves
    And Amy casts Reality Ripple targeting "<target>"
    And the stack resolves
    Then "<target>" is phased out
    When the game advances to Amy's end step
    And the stack resolves
    Then "bears" is in Amy's graveyard

    Examples:
      | what                                  | target |
      | her Island, on the battlefield before | island |
      | her Hill Giant, cast after it         | giant  |
