Feature: A phased-out permanent is treated as though it does not exist (702.26b, 702.26c)
  A phased-out permanent can't affect or be affected by anything, except rules and effects that
  name phased-out permanents. The rule gives two examples; the seeds quote them under the older
  numbers 702.23b and 702.25b, and the 2003 rules reached the same answers with a phased-out zone.

  @id:rule-702-26b-draw-for-each-creature @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Drawing a card for each creature you control skips the phased-out one
    Ruling: You control three creatures, one of them phased out, and cast a spell that draws a card
      for each creature you control: you draw two cards.
    Source: cr-2026-702.26
    Passage: 702.26b, first example
    Also: mtg-wiki-phasing: 702.25b, first example
    Also: mtg-forum-de-phasing: 702.23b, first example
    Also: it-wiki-fase: 702.25b, first example

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Hill Giant as "giant"
    And Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy has Collective Unconscious in her hand
    And Nicole controls an Island
    When Amy casts Collective Unconscious
    And the stack resolves
    Then Amy has drawn 2 cards
    And "crocodile" is phased out

  @id:rule-702-26b-destroy-all-creatures @rule:702.26b @rule:701.8a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Destroying all creatures spares the phased-out one
    Ruling: You control a phased-out creature and cast a spell that destroys all creatures: the
      phased-out creature is not destroyed, and phases in later as usual.
    Source: cr-2026-702.26
    Passage: 702.26b, second example
    Also: mtg-wiki-phasing: 702.25b, second example
    Also: mtg-forum-de-phasing: 702.23b, second example
    Also: it-wiki-fase: 702.25b, second example

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Wrath of God in her hand
    And it is Amy's precombat main phase
    When Amy casts Wrath of God
    And the stack resolves
    Then "crocodile" is on the battlefield
    And "crocodile" is phased out
    And "bears" is in Amy's graveyard
    And "giant" is in Nicole's graveyard
    When the game advances to Amy's upkeep
    Then "crocodile" is phased in

  @id:rule-702-26b-cannot-be-targeted @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out permanent can't be the target of a spell
    Ruling: A phased-out permanent can't be affected by anything, so it can't be chosen as a target;
      the engine must refuse the spell.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: mtg-wiki-phasing: 702.25b
    Also: mtg-forum-de-phasing: 702.23b
    Also: it-wiki-fase: 702.25b
    Also: mtg-wiki-phasing: introduction, first paragraph

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Nicole has Boomerang in her hand
    And it is Amy's precombat main phase
    When Nicole can't cast Boomerang targeting "crocodile"
    Then "crocodile" is on the battlefield
    And "crocodile" is phased out
    And Nicole has 1 card in her hand

  @id:rule-702-26b-static-abilities-of-a-phased-out-permanent @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out Glorious Anthem pumps nothing, and pumps again once it phases in
    Ruling: A phased-out permanent can't affect anything: its static abilities don't apply. While
      Glorious Anthem is phased out, Amy's Grizzly Bears are 2/2; when it phases in, 3/3 again.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: engine-bugs: case 13

    Given Amy controls Glorious Anthem as "anthem"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Clever Concealment in her hand
    And it is Amy's precombat main phase
    Then "bears" is 3/3
    When Amy casts Clever Concealment targeting "anthem"
    And the stack resolves
    Then "anthem" is phased out directly
    And "bears" is 2/2
    When the game advances to Amy's upkeep
    Then "anthem" is phased in
    And "bears" is 3/3

  @id:rule-702-26b-phased-out-abilities-cannot-be-activated @rule:702.26b @rule:702.26c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out land can't be tapped for mana; once phased in, it can
    Ruling: A phased-out permanent's activated abilities can't be activated: a phased-out Teferi's
      Isle gives no mana. When it phases in it exists again, and tapping it adds {U}{U}.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected
    Also: engine-bugs: case 14
    Also: mtg-wiki-phasing: 702.25c
    Also: mtg-forum-de-phasing: 702.23c
    Also: it-wiki-fase: 702.25c

    Given Amy controls Teferi's Isle as "isle", phased out
    And Amy controls Vedalken Shackles as "shackles", phased out
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase
    When Amy can't activate "isle"
    And Amy can't activate "shackles" targeting "bears"
    Then Amy has no mana in her mana pool
    When the game advances to Amy's upkeep
    And Amy activates "isle"
    Then "isle" is tapped
    And Amy has {U}{U} in her mana pool

  @id:rule-702-26b-phased-out-islands-are-not-counted @rule:702.26b @rule:702.26c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out Island does not count for Vedalken Shackles until it phases in
    Ruling: Vedalken Shackles can take a creature with power up to the number of Islands Amy
      controls. A phased-out Island doesn't exist for that count, so Shackles can't take a 2-power
      creature with one Island phased in and one phased out; once both are in, it can.
    Source: cr-2026-702.26
    Passage: 702.26b, does not exist
    Also: engine-bugs: case 12

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls Island as "island"
    And Amy controls Island as "phased island", phased out
    And Nicole controls Grizzly Bears as "bears"
    And it is Amy's precombat main phase
    When Amy can't activate "shackles" targeting "bears"
    And the game advances to Amy's precombat main phase
    And Amy activates "shackles" targeting "bears"
    And the stack resolves
    Then "phased island" is phased in
    And "bears" is controlled by Amy

  @id:rule-702-26b-phased-out-triggers-nothing @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out Soul Warden does not see a creature enter, and a phased-out Ivory Tower does not trigger
    Ruling: A phased-out permanent's triggered abilities don't trigger: Soul Warden doesn't gain
      Amy life when Grizzly Bears enter, and Ivory Tower, given phasing by Teferi's Curse, phases
      out as Amy's turn begins and doesn't trigger at the beginning of her upkeep.
    Source: cr-2026-702.26
    Passage: 702.26b, can't affect or be affected

    Given Amy controls Soul Warden as "warden", phased out
    And Amy controls Ivory Tower as "tower"
    And Nicole controls Teferi's Curse as "curse", attached to "tower"
    And Amy has Grizzly Bears in her hand as "bears"
    And Amy has 6 Islands in her hand
    And it is Amy's precombat main phase
    When Amy casts Grizzly Bears
    And the stack resolves
    Then "bears" is on the battlefield
    And Amy has 20 life
    And "warden" has not triggered
    When the game advances to Amy's upkeep
    Then "warden" is phased in
    And "tower" is phased out
    And "tower" has not triggered
    And no triggered abilities are waiting to be put on the stack

  @id:rule-702-26b-state-based-actions-skip-phased-out @rule:702.26b @rule:514.2 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out creature with lethal damage is not destroyed; the damage wears off in the cleanup step
    Ruling: State-based actions don't see a phased-out permanent, so a phased-out Grizzly Bears with
      2 damage marked on it is not destroyed. The cleanup step removes damage from every permanent,
      phased-out ones included, and the Bears phase in unharmed.
    Source: cr-2026-702.26
    Passage: 702.26b, does not exist
    Also: mtg-forum-de-phasing: Magic 2010 notes, damage

    Given Amy controls Grizzly Bears as "bears", phased out and with 2 damage
    And it is Nicole's precombat main phase
    When all players pass priority
    Then "bears" is on the battlefield
    And "bears" has 2 damage
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" has 0 damage
    And "bears" is 2/2

  @id:rule-702-26c-phased-in-exists-again @rule:702.26c @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A permanent that phases in can be targeted and counted again
    Ruling: While the Crocodile is phased out Nicole can't target it. Once it phases in, the game
      treats it as existing: Collective Unconscious counts it, and Boomerang can target it.
    Source: cr-2026-702.26
    Passage: 702.26c
    Also: mtg-wiki-phasing: 702.25c
    Also: mtg-forum-de-phasing: 702.23c
    Also: it-wiki-fase: 702.25c

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy has Collective Unconscious in her hand
    And Nicole has Boomerang in her hand
    And it is Nicole's end step
    When Nicole can't cast Boomerang targeting "crocodile"
    And the game advances to Amy's precombat main phase
    And Amy casts Collective Unconscious
    And the stack resolves
    Then "crocodile" is phased in
    And Amy has drawn 2 cards
    When Nicole casts Boomerang targeting "crocodile"
    And the stack resolves
    Then "crocodile" is in Amy's hand
