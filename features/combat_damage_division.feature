Feature: Dividing an attacker's combat damage among the creatures blocking it (510.1c)
  An attacker blocked by two or more creatures divides its combat damage among them as its
  controller chooses: since Foundations (November 2024) in any way that adds up to its power. From
  Magic 2010 until then the attacking player first put the blockers in a damage assignment order, as
  blockers were declared, and no blocker could be assigned damage while one before it was assigned
  less than lethal damage. The 2003 rules let the attacking player divide the damage freely, on the
  stack. A division that isn't a legal one is not taken: the default is lethal damage to each blocker
  in turn and the rest to the last.

  @id:division-all-to-one-blocker @rule:510.1c @rule:510.2 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy assigns all of her Sandbar Crocodile's damage to the Grizzly Bears, and none to the Hill Giant
    Ruling: Nicole blocks Amy's Sandbar Crocodile with Grizzly Bears and Hill Giant. Amy assigns all 6
      damage to the Bears: they die, and the Giant takes none and survives. The Crocodile takes 2 and 3
      and dies. It is a legal division in every edition: the Bears come first in the order the blocks
      were declared and are assigned lethal damage.
    Source: fdn-update-bulletin
    Passage: damage assignment order removed

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Amy will assign the combat damage of "crocodile" as 6 to "bears"
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "giant" is on the battlefield
    And "giant" has 0 damage
    And "crocodile" is in Amy's graveyard

  @id:division-less-than-lethal-to-the-first @rule:510.1c @edition:2003 @edition:current
  Scenario: Amy assigns 1 damage to the Grizzly Bears and 5 to the Hill Giant: the Bears survive
    Ruling: Today, and under the 2003 rules, the attacking player divides the damage as they like:
      1 to the Bears, which survive with 1 damage marked, and 5 to the Giant, which dies.
    Source: fdn-update-bulletin
    Passage: damage assignment order removed

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Amy will assign the combat damage of "crocodile" as 1 to "bears" and 5 to "giant"
    And the game advances to Amy's postcombat main phase
    Then "bears" is on the battlefield
    And "bears" has 1 damage
    And "giant" is in Nicole's graveyard

  @id:division-2009-out-of-order-takes-the-default @rule:510.1c @edition:2009 @edition:2013
  Scenario: Under the damage assignment order, 1 to the first blocker and 5 to the second is no legal division
    Ruling: From Magic 2010 to Foundations, with the Bears first in the damage assignment order (the
      order the blocks were declared), the Giant can be assigned damage only once the Bears are
      assigned lethal damage. Amy's division, 1 and 5, is not legal, so the default is taken: 2 to the
      Bears and 4 to the Giant. Both die.
    Source: m10-rules-changes
    Passage: damage assignment order

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Amy will assign the combat damage of "crocodile" as 1 to "bears" and 5 to "giant"
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "giant" is in Nicole's graveyard

  @id:division-2009-ordered-giant-first @rule:510.1c @edition:2009 @edition:2013
  Scenario: Under the damage assignment order, Amy puts the Hill Giant first and assigns it 5, and 1 to the Grizzly Bears
    Ruling: Amy announces the Giant first, then the Bears, as blockers are declared. 5 damage is
      lethal for the Giant, so the Bears may be assigned the last 1: the Giant dies, the Bears survive
      with 1 damage.
    Source: m10-rules-changes
    Passage: damage assignment order

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Amy will order the creatures blocking "crocodile" as "giant" and "bears"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Amy will assign the combat damage of "crocodile" as 1 to "bears" and 5 to "giant"
    And the game advances to Amy's postcombat main phase
    Then "bears" is on the battlefield
    And "bears" has 1 damage
    And "giant" is in Nicole's graveyard

  @id:division-2009-order-fixed-before-a-giant-growth @rule:510.1c @edition:2009 @edition:2013
  Scenario: Under the damage assignment order, the order is fixed as blockers are declared, before a Giant Growth
    Ruling: The Bears are first in the damage assignment order, fixed as blockers were declared. Nicole
      then casts Giant Growth on the Bears (5/5). Amy's later answer putting the Giant first comes too
      late, and her division, all 6 to the Giant, is not legal: the default assigns the Bears their
      lethal 5 and the Giant 1. The Bears die and the Giant survives.
    Source: m10-rules-changes
    Passage: damage assignment order

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole has Giant Growth in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Nicole casts Giant Growth targeting "bears"
    And the stack resolves
    And Amy will order the creatures blocking "crocodile" as "giant" and "bears"
    And Amy will assign the combat damage of "crocodile" as 6 to "giant"
    And the game advances to Amy's combat damage step
    Then "bears" is in Nicole's graveyard
    And "giant" has 1 damage
    And "giant" is on the battlefield

  @id:division-after-a-giant-growth-today @rule:510.1c @edition:current
  Scenario: Today Amy may assign all her Sandbar Crocodile's damage to the Hill Giant after Nicole pumps the Grizzly Bears
    Ruling: With no damage assignment order, Nicole's Giant Growth on the Bears protects nothing Amy
      has to respect: Amy assigns all 6 to the Giant, which dies; the Bears take none.
    Source: fdn-update-bulletin
    Passage: damage assignment order removed

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole has Giant Growth in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Nicole casts Giant Growth targeting "bears"
    And the stack resolves
    And Amy will assign the combat damage of "crocodile" as 6 to "giant"
    And the game advances to Amy's combat damage step
    Then "bears" has 0 damage
    And "giant" is in Nicole's graveyard

  @id:division-by-the-controller-not-the-owner @rule:510.1c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The player who controls the attacker divides its damage, not its owner
    Ruling: Amy attacks Nicole with Nicole's own Sandbar Crocodile, which Amy controls. Nicole blocks
      with Grizzly Bears and Hill Giant. Amy divides its damage (all 6 to the Bears); Nicole's answer
      for the Crocodile is not hers to give.
    Source: cr-2026
    Passage: 510.1c, the attacking creature's controller divides its damage
    Also: engine regression: dividing combat damage, owner and controller

    Given Amy controls Sandbar Crocodile owned by Nicole as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Nicole will assign the combat damage of "crocodile" as 6 to "giant"
    And Amy will assign the combat damage of "crocodile" as 6 to "bears"
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "giant" has 0 damage
    And "crocodile" is in Nicole's graveyard

  @id:division-in-the-other-players-turn @rule:510.1c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole attacks and Amy double-blocks: Nicole divides the damage, 3 and 3
    Ruling: In Nicole's turn her Sandbar Crocodile is blocked by Amy's Grizzly Bears and Hill Giant.
      Nicole assigns 3 to each: both die, and so does the Crocodile.
    Source: cr-2026
    Passage: 510.1c, the attacking creature's controller divides its damage
    Also: engine regression: dividing combat damage in the other player's turn

    Given Nicole controls Sandbar Crocodile as "crocodile"
    And Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And it is Nicole's precombat main phase of turn 4
    When Nicole attacks with "crocodile"
    And Amy blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Nicole will assign the combat damage of "crocodile" as 3 to "bears" and 3 to "giant"
    And the game advances to Nicole's postcombat main phase
    Then "bears" is in Amy's graveyard
    And "giant" is in Amy's graveyard
    And "crocodile" is in Nicole's graveyard

  @id:division-naming-a-phased-out-blocker @rule:510.1c @rule:702.26b @rule:506.4 @edition:2009 @edition:2013 @edition:current
  Scenario: A division that names a blocker that has phased out is not taken: all the damage goes to the one left
    Ruling: Amy means to assign 1 to the Bears and 5 to the Giant, but Nicole phases the Giant out: it
      is removed from combat, and the division no longer adds up among the creatures blocking. The
      default assigns all 6 to the Bears, the only blocker left.
    Source: cr-2026-702.26
    Passage: 702.26b, removed from combat
    Also: engine regression: dividing combat damage after a blocker leaves combat

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Nicole blocks "crocodile" with "bears" and "crocodile" with "giant"
    And Amy will assign the combat damage of "crocodile" as 1 to "bears" and 5 to "giant"
    And Nicole casts Reality Ripple targeting "giant"
    And the stack resolves
    And the game advances to Amy's postcombat main phase
    Then "bears" is in Nicole's graveyard
    And "giant" is phased out
    And "giant" has 0 damage
    And "crocodile" is on the battlefield
    And "crocodile" has 2 damage
