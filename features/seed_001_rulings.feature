Feature: The phasing rulings of seed 001
  The nine questions and answers of the "in a nutshell" rulings page (seed 001), under the
  current rules. Each scenario states the question, the ruling in our own words, and plays it.

  @id:qa-teferis-isle-phases-in-untapped @rule:702.26d @rule:702.26a @rule:502.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Isle phases in untapped
    Question: Teferi's Isle enters the battlefield tapped. Doesn't it phase in tapped too?
    Ruling: No. Phasing in is not entering the battlefield, so "enters tapped" does not apply; and
      phasing happens before the untap step's untapping anyway.
    Source: judges-phasing-review
    Passage: Q&A on Teferi's Isle
    Also: forum-2003-phasing: 502.15d, comes-into-play effects
    Also: cr-2026-702.26: 702.26d, no zone-change triggers

    Given Amy controls Teferi's Isle as "isle", phased out
    And Nicole controls an Island
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "isle" is phased in
    And "isle" is untapped
    And "isle" has not entered the battlefield
    And "isle" has not become tapped

  @id:qa-teferis-isle-enters-tapped-only-when-played @rule:702.26d @rule:702.26a @rule:110.5 @rule:614.1d @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Isle enters tapped when played, keeps its status while phased out, and phases in without entering
    Question: Teferi's Isle enters the battlefield tapped. Doesn't it phase in tapped too?
    Ruling: Only playing it makes it enter tapped. It phases out at its controller's next untap step
      still tapped, and phases in one turn later; phasing in is not entering, and it then untaps.
    Source: judges-phasing-review
    Passage: Q&A on Teferi's Isle
    Also: mtg-forum-de-phasing: summary, second point

    Given Amy has Teferi's Isle in her hand as "isle"
    And Nicole controls an Island
    And it is Amy's precombat main phase
    When Amy plays Teferi's Isle
    Then "isle" is tapped
    And "isle" has entered the battlefield 1 time
    When the game advances to Amy's upkeep
    Then "isle" is phased out directly
    And "isle" is tapped
    When the game advances to Amy's upkeep
    Then "isle" is phased in
    And "isle" is untapped
    And "isle" has entered the battlefield 1 time

  @id:qa-collective-unconscious @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out Sandbar Crocodile is not counted by Collective Unconscious
    Question: Amy controls two Sandbar Crocodiles, one of them phased out, and casts Collective
      Unconscious. How many cards does she draw?
    Ruling: One. A phased-out permanent is treated as though it does not exist, so Amy controls one
      creature when the spell counts.
    Source: judges-phasing-review
    Passage: Q&A on Collective Unconscious

    Given Amy controls Sandbar Crocodile as "first crocodile"
    And Amy controls Sandbar Crocodile as "second crocodile", phased out
    And Amy has Collective Unconscious in her hand
    And Nicole controls Grizzly Bears
    And it is Amy's precombat main phase
    When Amy casts Collective Unconscious
    And the stack resolves
    Then Amy has drawn 1 card
    And Amy has 1 card in her hand
    And "second crocodile" is phased out

  @id:qa-savor-the-moment-crocodile-attacks @rule:702.26m @rule:702.26a @rule:500.7 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With the untap step skipped, Sandbar Crocodile stays phased in and attacks in the extra turn
    Question: Amy casts Sandbar Crocodile and then Savor the Moment. Can the Crocodile attack in her
      extra turn?
    Ruling: Yes. Phasing happens in the untap step; the extra turn has none, so nothing phases in or
      out and the Crocodile, under her control since before that turn began, can attack. It phases
      out at her next untap step that does happen.
    Source: judges-phasing-review
    Passage: Q&A on Savor the Moment
    Also: forum-2003-phasing: 502.15c
    Also: mtg-forum-de-phasing: 702.23k
    Also: mtg-wiki-phasing: 702.25m
    Also: it-wiki-fase: 702.25k
    Also: mtg-forum-de-phasing: summary, seventh point
    Also: cr-2026-702.26: 702.26m

    Given Amy has Sandbar Crocodile in her hand as "crocodile"
    And Amy has Savor the Moment in her hand
    And Nicole controls an Island
    And it is Amy's precombat main phase of turn 3
    When Amy casts Sandbar Crocodile
    And the stack resolves
    And Amy casts Savor the Moment
    And the stack resolves
    And the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 4
    And "crocodile" is phased in
    And "crocodile" has not phased out
    When Amy attacks with "crocodile"
    Then "crocodile" is attacking
    When the game advances to Amy's end step
    Then Nicole has 14 life
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 6
    And "crocodile" is phased out

  @id:qa-savor-the-moment-phased-out-stays-out @rule:702.26m @rule:702.26a @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A phased-out permanent does not phase in during an extra turn without an untap step
    Question: Amy controls a phased-out Sandbar Crocodile and casts Savor the Moment. Does the
      Crocodile phase in during the extra turn?
    Ruling: No. The extra turn's untap step is skipped, and phasing happens only in the untap step;
      the Crocodile phases in during Amy's next turn that has one.
    Source: judges-phasing-review
    Passage: Q&A on Savor the Moment, the note on phased-out permanents
    Also: forum-2003-phasing: 502.15c
    Also: mtg-forum-de-phasing: 702.23k
    Also: mtg-wiki-phasing: 702.25m
    Also: it-wiki-fase: 702.25k
    Also: cr-2026-702.26: 702.26m

    Given Amy controls Sandbar Crocodile as "crocodile", phased out
    And Amy has Savor the Moment in her hand
    And Nicole controls an Island
    And it is Amy's precombat main phase of turn 3
    When Amy casts Savor the Moment
    And the stack resolves
    And the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 4
    And "crocodile" is phased out
    When the game advances to Nicole's upkeep
    Then "crocodile" is phased out
    When the game advances to Amy's upkeep
    Then it is Amy's upkeep of turn 6
    And "crocodile" is phased in

  @id:qa-vedalken-shackles-phased-out @rule:702.26f @rule:611.2b @rule:702.26b @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Phasing out Vedalken Shackles ends its control effect for good
    Question: Amy steals Nicole's Grizzly Bears with Vedalken Shackles; Nicole then phases the
      Shackles out with Vision Charm. What happens?
    Ruling: The Bears go back to Nicole at once. The effect lasts "for as long as Vedalken Shackles
      remains tapped", and the game can't see a phased-out Shackles, so the duration ends; it does
      not come back when the Shackles phases in, even if Amy keeps it tapped.
    Source: judges-phasing-review
    Passage: Q&A on Vedalken Shackles and Vision Charm
    Also: forum-2003-phasing: 502.15h, tapped status
    Also: cr-2026-702.26: 702.26f, for as long as

    Given Amy controls Vedalken Shackles as "shackles"
    And Amy controls 2 Islands
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Vision Charm in her hand
    And it is Amy's precombat main phase
    When Amy activates "shackles" targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Amy
    And "shackles" is tapped
    When Nicole casts Vision Charm with mode 3, targeting "shackles"
    And the stack resolves
    Then "shackles" is phased out directly
    And "bears" is controlled by Nicole
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "shackles" is phased in
    And "shackles" is tapped
    And "bears" is controlled by Nicole

  @id:qa-vulshok-morningstar-phased-out-in-combat @rule:702.26b @rule:702.26i @rule:704.5n @edition:2009 @edition:2013 @edition:current
  Scenario: An Equipment phased out in combat stops pumping, and phases in unattached
    Question: Amy attacks with Grizzly Bears equipped with Vulshok Morningstar. Nicole blocks with
      Hill Giant and phases the Morningstar out with Reality Ripple. What happens?
    Ruling: The Bears are a 2/2 again and die to the Giant's 3 damage, dealing only 2. At Amy's next
      untap step the Morningstar phases in; the creature it was attached to is gone, so it phases in
      attached to nothing and stays on the battlefield.
    Source: judges-phasing-review
    Passage: Q&A on Vulshok Morningstar and Reality Ripple, with its note
    Also: mtg-forum-de-phasing: summary, fourth point

    Given Amy controls Grizzly Bears as "bears"
    And Amy controls Vulshok Morningstar as "morningstar", attached to "bears"
    And Nicole controls Hill Giant as "giant"
    And Nicole has Reality Ripple in her hand
    And it is Amy's precombat main phase
    Then "bears" is 4/4
    When Amy attacks with "bears"
    And Nicole blocks "bears" with "giant"
    And Nicole casts Reality Ripple targeting "morningstar"
    And the stack resolves
    Then "morningstar" is phased out directly
    And "bears" is 2/2
    When the game advances to Amy's postcombat main phase
    Then "bears" is in Amy's graveyard
    And "giant" has 2 damage
    And Nicole has 20 life
    When the game advances to Amy's upkeep
    Then "morningstar" is phased in
    And "morningstar" is on the battlefield
    And "morningstar" is not attached to anything
    And "morningstar" has not become unattached

  @id:qa-dominate-teferis-curse @rule:702.26a @rule:702.26d @rule:702.26g @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: A Dominated creature with Teferi's Curse phases with its controller and stays Dominated
    Question: Amy casts Dominate on Nicole's Grizzly Bears; Nicole then enchants the Bears with
      Teferi's Curse. What happens?
    Ruling: The Bears now have phasing and phase out and in during Amy's untap steps, since Amy
      controls them. Phasing changes neither zone nor object, so Dominate keeps applying: the Bears
      phase back in under Amy's control, with the Curse, which phased out indirectly, still on them.
    Source: judges-phasing-review
    Passage: Q&A on Dominate and Teferi's Curse, with its note
    Also: forum-2003-phasing: 502.15i

    Given Nicole controls Grizzly Bears as "bears"
    And Amy has Dominate in her hand
    And Nicole has Teferi's Curse in her hand as "curse"
    And it is Amy's precombat main phase
    When Amy casts Dominate targeting "bears", with X = 2
    And the stack resolves
    Then "bears" is controlled by Amy
    When the game advances to Nicole's precombat main phase
    And Nicole casts Teferi's Curse targeting "bears"
    And the stack resolves
    Then "curse" is attached to "bears"
    And "bears" is controlled by Amy
    When the game advances to Amy's upkeep
    Then "bears" is phased out directly
    And "curse" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "bears" is phased out
    And "curse" is phased out
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is controlled by Amy
    And "curse" is phased in
    And "curse" is attached to "bears"

  @id:qa-ivory-tower-teferis-imps @rule:702.26a @rule:603.3b @rule:603.10b @rule:502.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Ivory Tower and two Teferi's Imps: <case>
    Question: Amy controls Ivory Tower and two Teferi's Imps, one phased out and one phased in. What
      happens as her turn begins?
    Ruling: In the untap step one Imp phases out and the other phases in, at the same time; each
      one's ability triggers (the phase-out one looking back in time), but nothing goes on the stack
      until the upkeep, where Ivory Tower triggers too. Amy puts all three on the stack in any order
      she likes, so the life she gains depends on her hand when the Tower's ability resolves.
    Source: judges-phasing-review
    Passage: Q&A on Ivory Tower and Teferi's Imp, with its note
    Also: forum-2003-phasing: 502.15d, phasing triggers
    Also: forum-2003-phasing: 502.15d, upkeep

    Given Amy controls Ivory Tower as "tower"
    And Amy controls Teferi's Imp as "imp a"
    And Amy controls Teferi's Imp as "imp b", phased out
    And Amy has 5 Islands in her hand
    And Nicole controls an Island
    And it is Nicole's end step
    When the game advances to Amy's untap step
    Then "imp a" is phased out
    And "imp b" is phased in
    And "imp a" has triggered
    And "imp b" has triggered
    And the stack is empty
    And 2 triggered abilities are waiting to be put on the stack
    When the game advances to Amy's upkeep
    Then the stack is empty
    And 3 triggered abilities are waiting to be put on the stack
    When Amy will put her triggered abilities on the stack in the order <order>
    And the stack resolves
    Then Amy has <life> life
    And Amy has drawn 1 card
    And Amy has discarded 1 card
    And Amy has 5 cards in her hand

    Examples:
      | case                              | order                             | life |
      | tower first                       | "imp a", "imp b" and "tower"      | 21   |
      | draw then discard then tower      | "tower", "imp a" and "imp b"      | 21   |
      | discard then draw then tower      | "tower", "imp b" and "imp a"      | 21   |
      | draw then tower then discard      | "imp a", "tower" and "imp b"      | 22   |
      | discard then tower then draw      | "imp b", "tower" and "imp a"      | 20   |
      | tower then discard then draw      | "imp b", "imp a" and "tower"      | 21   |

  @id:qa-ivory-tower-teferis-imps-from-the-upkeep @rule:603.3b @rule:702.26a @rule:502.1 @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Ivory Tower and two Teferi's Imps, seen from the upkeep: <case>
    Question: The same board as above, watched only from Amy's upkeep on. Can the Tower's ability
      go on the stack between the two Imps' abilities?
    Ruling: Yes. The Imps' abilities trigger in the untap step, where nobody gets priority, and the
      Tower's triggers as the upkeep begins; none of them is on the stack before Amy would first
      receive priority in her upkeep, so she puts all three there together in the order she
      chooses.
    Source: judges-phasing-review
    Passage: Q&A on Ivory Tower and Teferi's Imp, with its note

    Given Amy controls Ivory Tower as "tower"
    And Amy controls Teferi's Imp as "imp a"
    And Amy controls Teferi's Imp as "imp b", phased out
    And Amy has 5 Islands in her hand
    And Nicole controls an Island
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "imp a" is phased out
    And "imp b" is phased in
    And the stack is empty
    And 3 triggered abilities are waiting to be put on the stack
    When Amy will put her triggered abilities on the stack in the order <order>
    And the stack resolves
    Then Amy has <life> life
    And Amy has 5 cards in her hand

    Examples:
      | case                              | order                             | life |
      | draw then tower then discard      | "imp a", "tower" and "imp b"      | 22   |
      | discard then tower then draw      | "imp b", "tower" and "imp a"      | 20   |

  @id:qa-isochron-scepter-phases-in-same-object @rule:702.26d @rule:702.26c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Isochron Scepter phases in still imprinted and does not imprint again
    Question: Amy controls an Isochron Scepter imprinted with Boomerang; Nicole phases it out with
      Vision Charm. What happens during Amy's next turn?
    Ruling: The Scepter phases in as the same object: Boomerang is still imprinted and the Scepter
      still works. Phasing in is not entering, so its imprint ability does not trigger and Amy
      can't imprint another card.
    Source: judges-phasing-review
    Passage: Q&A on Isochron Scepter and Vision Charm
    Also: forum-2003-phasing: 502.15f
    Also: forum-2003-phasing: 502.15d, comes-into-play abilities

    Given Amy controls Isochron Scepter as "scepter", with Boomerang imprinted
    And Amy has Boomerang in her hand
    And Nicole controls Grizzly Bears as "bears"
    And Nicole has Vision Charm in her hand
    And it is Nicole's precombat main phase
    When Nicole casts Vision Charm with mode 3, targeting "scepter"
    And the stack resolves
    Then "scepter" is phased out
    When the game advances to Amy's upkeep
    Then "scepter" is phased in
    And "scepter" has Boomerang imprinted
    And "scepter" has not entered the battlefield
    And no triggered abilities are waiting to be put on the stack
    And Amy has 1 card in her hand
    When Amy will choose target "bears"
    And Amy activates "scepter"
    And the stack resolves
    Then "bears" is in Nicole's hand
    And "scepter" is tapped
    And "scepter" has Boomerang imprinted

  @id:qa-batterskull-germ-teferis-curse @rule:702.26d @rule:702.26g @rule:702.26a @edition:current
  Scenario: A Germ token with Teferi's Curse phases out with Batterskull and comes back
    Question: Amy controls a Batterskull attached to a Germ token; Nicole enchants the Germ with
      Teferi's Curse. What happens?
    Ruling: At Amy's next untap step the Germ phases out, and Batterskull and the Curse phase out
      indirectly with it. A phased-out token still exists, so at Amy's following untap step the Germ
      phases in, with Batterskull and the Curse attached to it again.
    Source: judges-phasing-review
    Passage: Q&A on Batterskull and Teferi's Curse

    Given Amy controls a Phyrexian Germ token as "germ"
    And Amy controls Batterskull as "batterskull", attached to "germ"
    And Nicole has Teferi's Curse in her hand as "curse"
    And it is Nicole's precombat main phase
    Then "germ" is 4/4
    When Nicole casts Teferi's Curse targeting "germ"
    And the stack resolves
    Then "curse" is attached to "germ"
    When the game advances to Amy's upkeep
    Then "germ" is phased out directly
    And "batterskull" is phased out indirectly
    And "curse" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "germ" is phased out
    And "curse" is phased out indirectly
    When the game advances to Amy's upkeep
    Then "germ" is phased in
    And "germ" is on the battlefield
    And "batterskull" is attached to "germ"
    And "curse" is attached to "germ"
    And "germ" is 4/4
