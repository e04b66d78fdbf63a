Feature: A permanent that phases out is removed from combat (702.26b, 506.4)
  A permanent that phases out is removed from combat: an attacker or blocker that phases out stops
  attacking or blocking and deals and takes no combat damage, and a phased-out creature can't be
  declared as an attacker or a blocker at all. The current text says so in 702.26b; the Italian
  seed's 702.25b already did, and under the 2003 rules phasing out left play, which removed a
  creature from combat just the same.

  @id:combat-attacker-phased-out-deals-no-damage @rule:702.26b @rule:506.4 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: An attacking creature that phases out is removed from combat and deals no damage
    Ruling: The attacker phases out after it was declared; it is removed from combat at once, so
      it is no longer attacking and deals no combat damage. It stays phased out, tapped.
    Source: cr-2026-702.26
    Passage: 702.26b, removed from combat
    Also: engine-bugs: case 8
    Also: it-wiki-fase: 702.25b, removal from combat

    Given Amy controls Grizzly Bears as "bears"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    Then "bears" is attacking
    When Nicole casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out directly
    And "bears" is not attacking
    And "bears" is tapped
    When the game advances to Amy's end step
    Then Nicole has 20 life

  @id:combat-blocker-phased-out @rule:702.26b @rule:506.4 @rule:509.1h @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A blocker that phases out is removed from combat; the attacker stays blocked and deals no damage
    Ruling: Nicole blocks with Hill Giant, then phases the Giant out. The Giant is no longer
      blocking and neither deals nor takes damage; Amy's Grizzly Bears stay blocked, so they deal no
      damage to Nicole either.
    Source: cr-2026-702.26
    Passage: 702.26b, removed from combat
    Also: it-wiki-fase: 702.25b, removal from combat

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    Then "giant" is blocking
    When Nicole casts Reality Ripple targeting "giant"
    And the stack resolves
    Then "giant" is phased out
    And "giant" is not blocking
    And "bears" is attacking
    When the game advances to Amy's postcombat main phase
    Then Nicole has 20 life
    And "bears" has 0 damage
    And "giant" has 0 damage

  @id:combat-blocked-attacker-phased-out @rule:702.26b @rule:506.4 @rule:510.1d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A blocked attacker that phases out is removed from combat; its blocker deals no damage
    Ruling: Nicole's Hill Giant blocks Amy's Grizzly Bears, and Amy phases her Bears out to save
      them. The Bears leave combat and take no damage; the Giant is still a blocking creature but has
      nothing to deal damage to. The Bears phase in unharmed at Amy's next untap step.
    Source: cr-2026-702.26
    Passage: 702.26b, removed from combat
    Also: it-wiki-fase: 702.25b, removal from combat

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" is not attacking
    And "giant" is blocking
    When the game advances to Amy's end step
    Then "bears" has 0 damage
    And "giant" has 0 damage
    And Nicole has 20 life
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is 2/2

  @id:combat-phased-out-creatures-cannot-attack-or-block @rule:702.26b @rule:506.4 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out creature can't be declared as an attacker or as a blocker
    Ruling: Amy's phased-out Sandbar Crocodile can't attack, and Nicole's phased-out Hill Giant
      can't block; Amy's Grizzly Bears attack and, unblocked, deal 2 damage.
    Source: cr-2026-702.26
    Passage: 702.26b, does not exist

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant", phased out
    And it is Amy's precombat main phase of turn 3
    Then "crocodile" can't attack
    When Amy can't attack with "crocodile"
    And Amy attacks with "bears"
    And Nicole can't block "bears" with "giant"
    And the game advances to Amy's end step
    Then Nicole has 18 life
