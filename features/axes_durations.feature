Feature: Neighbouring cases: each duration ends where it should, and not a step early
  "Until end of turn" lasts through the end step and ends in the cleanup step (514.2), phased-out
  permanent or not; "until your next upkeep" and "until your next turn" end as that player's upkeep
  or turn begins, whoever's turn they began in; an effect that begins while a permanent is phased
  out leaves it out for as long as it lasts. The older rules differ: under the 2003 rules phasing
  out ended the effects of limited duration on the permanent (502.15g).

  @id:axes-vision-charm-skips-a-phased-out-island @rule:702.26e @rule:702.26b @rule:110.5 @rule:305.7 @rule:611.2c
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Vision Charm turns Amy's Islands into Swamps until end of turn, but not the phased-out one, in the end step too
    Ruling: Amy phases out one of her two Islands with Reality Ripple, then casts Vision Charm: each
      Island becomes a Swamp until end of turn. The set of lands it affects is fixed as it resolves
      and leaves out the phased-out Island, which keeps its type line while phased out. In the end
      step the other Island is still a Swamp; the effect ends in the cleanup step, and when the
      phased-out Island phases in at Amy's next untap step both are Islands.
    Source: cr-2026-702.26
    Passage: 702.26e

    Given Amy controls Island as "phased island"
    And Amy controls Island as "island"
    And Amy has Reality Ripple in her hand
    And Amy has Vision Charm in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Reality Ripple targeting "phased island"
    And the stack resolves
    And Amy casts Vision Charm with mode 2, choosing "Island" and "Swamp"
    And the stack resolves
    Then "island" is a Basic Land — Swamp
    And "phased island" is phased out
    And "phased island" is a Basic Land — Island
    When the game advances to Amy's end step
    Then "island" is a Basic Land — Swamp
    And "phased island" is a Basic Land — Island
    When the game advances to Nicole's upkeep
    Then "island" is a Basic Land — Island
    And "phased island" is phased out
    When the game advances to Amy's upkeep
    Then "phased island" is phased in
    And "phased island" is a Basic Land — Island

  @id:axes-giant-growth-lasts-through-the-end-step-while-phased-out @rule:702.26f @rule:514.2 @rule:611.2a @rule:122.1 @rule:110.5 @rule:613.4c
  @edition:2009 @edition:2013 @edition:current
  Scenario: Giant Growth on Grizzly Bears that then phase out still applies to them in the end step, and ends in the cleanup step while they are out
    Ruling: Amy's Grizzly Bears have a +1/+1 counter; she casts Giant Growth on them, then phases
      them out with Reality Ripple. Phasing out doesn't end the effect: phased out, the Bears are 6/6,
      in the end step too. The effect ends in Amy's cleanup step, though they are phased out then:
      in Nicole's turn they are 3/3 (their counter), and so when they phase in.
    Source: cr-2026-702.26
    Passage: 702.26f, effects may expire
    Also: mtg-forum-de-phasing: Magic 2010 notes, limited-duration effects
    Also: mtg-forum-de-phasing: 702.23e
    Also: it-wiki-fase: 702.25e

    Given Amy controls Grizzly Bears as "bears", with 1 +1/+1 counter
    And Amy has Giant Growth in her hand
    And Amy has Reality Ripple in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "bears"
    And the stack resolves
    And Amy casts Reality Ripple targeting "bears"
    And the stack resolves
    Then "bears" is phased out
    And "bears" is 6/6
    When the game advances to Amy's end step
    Then "bears" is phased out
    And "bears" is 6/6
    And "bears" has 1 +1/+1 counter
    When the game advances to Nicole's upkeep
    Then "bears" is phased out
    And "bears" is 3/3
    When the game advances to Amy's upkeep
    Then "bears" is phased in
    And "bears" is 3/3

  @id:axes-2003-time-and-tide-two-crocodiles-lose-damage-and-giant-growth @rule:502.15e @rule:502.15g @edition:2003
  Scenario: Under the 2003 rules, Time and Tide phasing out two Crocodiles at once removes each one's damage and ends each one's Giant Growth, for the rest of the turn
    Ruling: Amy's two Sandbar Crocodiles have 2 and 3 damage, and each gets a Giant Growth. Time and
      Tide phases both out at once: under the 2003 rules phasing out removes all damage from each,
      and the Giant Growths can no longer affect them. A second Time and Tide phases them back in
      the same turn: they are 6/5 with no damage, and still 6/5 in the end step.
    Source: forum-2003-phasing
    Passage: 502.15g
    Also: forum-2003-phasing: 502.15g, Giant Growth example
    Also: forum-2003-phasing: 502.15e

    Given Amy controls Sandbar Crocodile as "first", with 2 damage
    And Amy controls Sandbar Crocodile as "second", with 3 damage
    And Amy has 2 Giant Growths in her hand
    And Amy has 2 Time and Tides in her hand
    And it is Amy's precombat main phase of turn 3
    When Amy casts Giant Growth targeting "first"
    And the stack resolves
    And Amy casts Giant Growth targeting "second"
    And the stack resolves
    Then "first" is 9/8
    And "second" is 9/8
    When Amy casts Time and Tide
    And the stack resolves
    Then "first" is phased out
    And "second" is phased out
    And "first" has 0 damage
    And "second" has 0 damage
    And "first" is 6/5
    And "second" is 6/5
    When Amy casts Time and Tide
    And the stack resolves
    Then "first" is phased in
    And "second" is phased in
    And "first" is 6/5
    When the game advances to Amy's end step
    Then "first" is 6/5
    And "second" is 6/5
    And "second" has 0 damage

  @id:axes-ertais-familiar-activated-in-its-own-turn @rule:611.2a @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar's "until your next upkeep", activated in Amy's own turn, still holds in her next untap step and ends at her upkeep, not Nicole's
    Ruling: Amy activates Ertai's Familiar in her own main phase: until her next upkeep it can't phase
      out. Nicole's upkeep comes first and doesn't end the effect; it still holds in Amy's next untap
      step, so the Familiar doesn't phase out then. It ends as her upkeep begins, and at her
      following untap step the Familiar phases out.
    Source: cr-2026
    Passage: 611.2a, until your next upkeep
    Also: engine-bugs: case 18
    Also: Gatherer ruling on Ertai's Familiar (2008-04-01): can't phase out for any reason

    Given Amy controls Ertai's Familiar as "familiar"
    And it is Amy's precombat main phase of turn 3
    When Amy activates "familiar"
    And the stack resolves
    And the game advances to Nicole's upkeep
    Then "familiar" is phased in
    When the game advances to Amy's untap step
    Then it is Amy's untap step of turn 5
    And "familiar" is phased in
    When the game advances to Amy's upkeep
    Then "familiar" is phased in
    When the game advances to Amy's untap step
    Then it is Amy's untap step of turn 7
    And "familiar" is phased out

  @id:axes-ertais-familiar-activated-in-the-other-players-turn @rule:611.2a @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Ertai's Familiar's "until your next upkeep", activated in Nicole's turn, holds in Amy's untap step and is over from her upkeep
    Ruling: Amy activates Ertai's Familiar in Nicole's end step: it can't phase out until Amy's next
      upkeep. That covers Amy's untap step, which comes first, so the Familiar stays in; the effect
      ends as her upkeep begins, and at her following untap step the Familiar phases out.
    Source: cr-2026
    Passage: 611.2a, until your next upkeep
    Also: engine-bugs: case 18
    Also: Gatherer ruling on Ertai's Familiar (2008-04-01): can't phase out for any reason

    Given Amy controls Ertai's Familiar as "familiar"
    And it is Nicole's end step of turn 2
    When Amy activates "familiar"
    And the stack resolves
    And the game advances to Amy's untap step
    Then it is Amy's untap step of turn 3
    And "familiar" is phased in
    When the game advances to Amy's upkeep
    Then "familiar" is phased in
    When the game advances to Amy's untap step
    Then it is Amy's untap step of turn 5
    And "familiar" is phased out

  @id:axes-teferis-protection-cast-in-the-other-players-turn @rule:702.16b @rule:702.16e @rule:611.2a @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Protection cast in Nicole's turn protects Amy through that turn's end step and ends as Amy's turn begins
    Ruling: Amy casts Teferi's Protection in Nicole's main phase. Until Amy's next turn she has
      protection from everything: Nicole's attacking Hill Giant deals her no damage, and in Nicole's
      end step Nicole can't target her with Vision Charm. Amy's turn ends the effect: in her upkeep
      Nicole can target her, and Amy mills four cards. Amy's Grizzly Bears phase in at her untap step.
    Source: cr-2026
    Passage: 611.2a, until your next turn
    Also: engine-bugs: case 1
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): spells targeting you have an illegal target

    Given Amy controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Teferi's Protection in her hand
    And Nicole has 2 Vision Charms in her hand
    And it is Nicole's precombat main phase of turn 2
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "bears" is phased out
    When Nicole attacks with "giant"
    And the game advances to Nicole's end step
    Then Amy has 20 life
    When Nicole can't cast Vision Charm with mode 1, targeting Amy
    And the game advances to Amy's upkeep
    Then "bears" is phased in
    When Nicole casts Vision Charm with mode 1, targeting Amy
    And the stack resolves
    Then "amy-library-1" is in Amy's graveyard
    And "amy-library-4" is in Amy's graveyard

  @id:axes-teferis-protection-over-before-amys-upkeep @rule:611.2a @rule:702.26a @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Protection ends as Amy's turn begins, so the life her Ivory Tower gives her at her upkeep is gained
    Ruling: Amy casts Teferi's Protection in Nicole's turn; her Ivory Tower phases out with everything
      else she controls. While the spell's effect lasts her life total can't change. It lasts until
      her next turn, which begins before her upkeep: the Tower phases in at her untap step, and at her
      upkeep its ability, with six cards in her hand, makes her gain 2 life.
    Source: cr-2026
    Passage: 611.2a, until your next turn
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): life-gain part does nothing

    Given Amy controls Ivory Tower as "tower"
    And Amy has Teferi's Protection in her hand
    And Amy has 6 Islands in her hand
    And it is Nicole's precombat main phase of turn 2
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "tower" is phased out
    When the game advances to Amy's upkeep
    Then "tower" is phased in
    And Amy has 20 life
    When the stack resolves
    Then Amy has 22 life
