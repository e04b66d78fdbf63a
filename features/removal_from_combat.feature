Feature: A permanent that phases out is removed from combat
  Rule 702.26b (with 506.4): a permanent that phases out is removed from combat. An attacking
  creature that phases out deals no combat damage and is no longer attacking.

  @id:combat-attacker-phased-out-deals-no-damage @rule:702.26b @rule:506.4 @edition:current
  Scenario: An attacking creature that phases out is removed from combat and deals no damage
    Ruling: The attacker phases out after it was declared; it is removed from combat at once, so
      it is no longer attacking and deals no combat damage. It stays phased out, tapped.
    Source: beyond-the-seeds.md
    Passage: case 8 (engine bug: phased-out attacker still deals combat damage)

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
