Feature: A creature whose controller changes is removed from combat (506.4)
  506.4 removes a permanent from combat when it leaves the battlefield, when its controller changes,
  when it phases out, when an effect removes it, and when it stops being a creature. Whatever changes
  the controller (a spell that gains control, a control effect that ends, the owner taking their
  creature back) the creature stops attacking or blocking and deals and takes no combat damage; an
  attacker whose blocker is removed stays blocked. A new control effect that leaves the controller as
  it was changes nothing. The rules of 2003 (306.2) and of Magic 2010 (506.4) said the same.

  @id:combat-stolen-attacker-is-removed-from-combat @rule:506.4 @rule:613.1b @rule:508.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Nicole gains control of Amy's attacking Grizzly Bears: they are removed from combat
    Ruling: Amy attacks Nicole with Grizzly Bears and Nicole takes them with Dominate. Their
      controller has changed, so they are removed from combat: they no longer attack and deal no
      damage to Nicole, and they stay tapped.
    Source: cr-2026
    Passage: 506.4, removed from combat when its controller changes
    Also: engine regression: removal from combat when the controller changes

    Given Amy controls Grizzly Bears as "bears"
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole casts Dominate with X = 2, targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Nicole
    And "bears" is not attacking
    And "bears" is tapped
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And Amy has 20 life

  @id:combat-stolen-blocker-is-removed-from-combat @rule:506.4 @rule:509.1 @rule:509.1h @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy gains control of the Hill Giant blocking her Grizzly Bears: it stops blocking, and the Bears stay blocked
    Ruling: Nicole blocks Amy's Grizzly Bears with Hill Giant, and Amy, the active player, takes the
      Giant with Dominate. It is removed from combat and deals no damage; the Bears remain blocked, so
      they deal no damage to Nicole either, and take none.
    Source: cr-2026
    Passage: 509.1h, a blocked creature stays blocked
    Also: engine regression: removal from combat when the controller changes

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And Amy casts Dominate with X = 4, targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "giant" is not blocking
    And "bears" is attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And "bears" has 0 damage
    And "bears" is on the battlefield
    And "giant" has 0 damage

  @id:combat-control-effect-ends-attacker-leaves-combat @rule:506.4 @rule:702.26f @rule:611.2b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: The Hill Giant Amy attacks with through Vedalken Shackles goes back to Nicole when the Shackles phase out
    Ruling: Amy took Nicole's Hill Giant with Vedalken Shackles, for as long as the Shackles remain
      tapped, and attacks Nicole with it. Nicole phases the Shackles out with Vision Charm: a
      phased-out permanent can't be seen, so the control effect ends and the Giant is Nicole's again.
      Its controller changed: it is removed from combat and deals Nicole no damage.
    Source: cr-2026
    Passage: 506.4, removed from combat when its controller changes
    Also: engine regression: removal from combat when a control effect ends
    Also: judges-phasing-review: Q&A on Vedalken Shackles and Vision Charm

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls Hill Giant owned by Nicole as "giant"
    And Amy controls "giant" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Nicole has Vision Charm in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "giant"
    Then "giant" is attacking
    When Nicole casts Vision Charm with mode 3, targeting "shackles"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "giant" is not attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life

  @id:combat-third-player-steals-an-attacker @rule:506.4 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: In a three-player game Oscar takes the Sandbar Crocodile Amy attacks Nicole with
    Ruling: Amy attacks Nicole with Sandbar Crocodile; Oscar, who is not in this combat, gains
      control of it with Dominate. It is removed from combat: Nicole takes no damage, and Oscar
      doesn't become an attacker either.
    Source: cr-2026
    Passage: 506.4, removed from combat when its controller changes
    Also: engine regression: removal from combat when the controller changes

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sandbar Crocodile as "crocodile"
    And Oscar has Dominate in his hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks Nicole with "crocodile"
    And Oscar casts Dominate with X = 5, targeting "crocodile"
    And the stack resolves
    Then "crocodile" is controlled by Oscar
    And "crocodile" is not attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And Oscar has 20 life

  @id:combat-borrowed-attacker-with-haste-taken-back @rule:506.4 @rule:702.10b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy borrows Nicole's Hill Giant with Act of Treason and attacks; Nicole takes it back and it leaves combat
    Ruling: Act of Treason gives Amy Nicole's Hill Giant and haste, and Amy attacks Nicole with it.
      Nicole, its owner, gains control of it again with Dominate: its controller has changed, so it
      is removed from combat and Nicole takes no damage.
    Source: cr-2026
    Passage: 506.4, removed from combat when its controller changes
    Also: engine regression: removal from combat when the controller changes, owner and controller

    Given Nicole controls Hill Giant as "giant"
    And Amy has Act of Treason in her hand
    And Nicole has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Act of Treason targeting "giant"
    And the stack resolves
    And Amy attacks with "giant"
    Then "giant" is attacking
    When Nicole casts Dominate with X = 4, targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "giant" is not attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life

  @id:combat-control-effect-to-the-same-player-keeps-attacking @rule:506.4 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy casts Dominate on her own attacking Sandbar Crocodile: its controller doesn't change, and it stays in combat
    Ruling: A control effect that gives Amy a creature she already controls doesn't change its
      controller, so nothing removes it from combat: the Crocodile goes on attacking and deals its
      damage.
    Source: cr-2026
    Passage: 506.4, removed from combat when its controller changes
    Also: engine regression: removal from combat when the controller changes

    Given Amy controls Sandbar Crocodile as "crocodile"
    And Amy has Dominate in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "crocodile"
    And Amy casts Dominate with X = 5, targeting "crocodile"
    And the stack resolves
    Then "crocodile" is attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 14 life
