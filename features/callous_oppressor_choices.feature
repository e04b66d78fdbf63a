Feature: A choice an opponent makes as a permanent enters
  As Callous Oppressor enters, an opponent of its controller chooses a creature type, and its
  ability can take only a creature that isn't of that type. The choice is answered ahead of time
  ("Nicole will choose the creature type Bear"); which opponent chooses, when there are several,
  is the first of the controller's opponents in turn order from the active player
  (docs/engines.md §7). Each answer below changes what the Oppressor can take.

  @id:callous-oppressor-chosen-type @rule:614.1c @rule:601.2c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario Outline: Callous Oppressor can't take a creature of the type Nicole chose as it entered: <chosen>
    Ruling: Nicole, Amy's only opponent, chooses the creature type as the Oppressor enters. A creature
      of that type can't be the target of its ability; a creature of any other type can, and Amy
      takes it.
    Source: cr-2026
    Passage: 614.1c, a choice made as a permanent enters
    Also: engine bug: the reference engine refused an answer of the kind "creature type" (issue 15)

    Given Amy has Callous Oppressor in her hand as "oppressor"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Nicole will choose the creature type <chosen>
    And Amy casts Callous Oppressor
    And the stack resolves
    And the game advances to Amy's precombat main phase
    And Amy can't activate "oppressor" targeting "<kept>"
    And Amy activates "oppressor" targeting "<taken>"
    And the stack resolves
    Then "<taken>" is controlled by Amy
    And "<kept>" is controlled by Nicole

    Examples:
      | chosen | kept  | taken |
      | Bear   | bears | giant |
      | Giant  | giant | bears |

  @id:callous-oppressor-unanswered-type @rule:614.1c @rule:601.2c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Unanswered, the creature type is Advisor, and the Oppressor can take the Grizzly Bears
    Ruling: With no answer given, the opponent's choice takes the suite's default, Advisor: neither
      the Grizzly Bears nor the Hill Giant is of that type, so the Oppressor can take the Bears.
    Source: engine-guide
    Passage: §7, the default creature type
    Also: engine bug: the reference engine refused an answer of the kind "creature type" (issue 15)

    Given Amy has Callous Oppressor in her hand as "oppressor"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And it is Amy's precombat main phase of turn 3
    When Amy casts Callous Oppressor
    And the stack resolves
    And the game advances to Amy's precombat main phase
    And Amy activates "oppressor" targeting "bears"
    And the stack resolves
    Then "bears" is controlled by Amy
    And "giant" is controlled by Nicole

  @id:callous-oppressor-three-players-next-opponent @rule:614.1c @rule:601.2c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With three players, the opponent after the active player chooses: Oscar, as Nicole's Oppressor enters in her turn
    Ruling: Nicole casts the Oppressor in her own turn. Of her opponents, Oscar comes first in turn
      order from her, the active player, so his answer, Bear, is the choice; Amy's answer is never
      asked for. Oscar's Grizzly Bears can't be taken; Amy's Hill Giant can.
    Source: engine-guide
    Passage: §7, which opponent chooses
    Also: engine bug: the reference engine refused an answer of the kind "creature type" (issue 15)

    Given the players are Amy, Nicole and Oscar
    And Nicole has Callous Oppressor in her hand as "oppressor"
    And Amy controls Hill Giant as "giant"
    And Oscar controls Grizzly Bears as "bears"
    And it is Nicole's precombat main phase of turn 2
    When Amy will choose the creature type Giant
    And Oscar will choose the creature type Bear
    And Nicole casts Callous Oppressor
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole can't activate "oppressor" targeting "bears"
    And Nicole activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Nicole
    And "bears" is controlled by Oscar

  @id:callous-oppressor-three-players-active-opponent @rule:614.1c @rule:601.2c @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: With three players, the active player chooses as Amy's Oppressor enters in Oscar's turn
    Ruling: Amy's Sneak Attack puts the Oppressor onto the battlefield in Oscar's turn, and it has
      haste. Turn order from the active player starts with Oscar, an opponent of Amy's, so he
      chooses, not Nicole, who comes next after Amy. He chooses Bear: his Grizzly Bears can't be
      taken; Nicole's Hill Giant can.
    Source: engine-guide
    Passage: §7, which opponent chooses
    Also: engine bug: the reference engine refused an answer of the kind "creature type" (issue 15)

    Given the players are Amy, Nicole and Oscar
    And Amy controls Sneak Attack as "sneak attack"
    And Amy has Callous Oppressor in her hand as "oppressor"
    And Nicole controls Hill Giant as "giant"
    And Oscar controls Grizzly Bears as "bears"
    And it is Oscar's precombat main phase of turn 3
    When Nicole will choose the creature type Giant
    And Oscar will choose the creature type Bear
    And Amy activates "sneak attack"
    And the stack resolves
    And Amy can't activate "oppressor" targeting "bears"
    And Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy
    And "bears" is controlled by Oscar
