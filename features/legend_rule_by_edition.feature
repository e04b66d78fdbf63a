Feature: The legend rule in each edition
  The legend rule changed twice in the span the suite plays. Under the August 2003 rules all but the
  legendary permanent that came into play most recently went to their owners' graveyards, whoever
  controlled them, and a tie sent them all. From Champions of Kamigawa (October 2004) to the day
  before Magic 2014 (July 2013) every legendary permanent sharing a name with another went, whoever
  controlled them. Since Magic 2014 each player who controls two or more of one name keeps one of
  them. Phasing in meets the legend rule like any other arrival, and a phased-out legend meets it
  not at all. Each scenario is played in every edition where its expectations hold.

  @id:legend-rule-2009-both-of-one-controller-go @rule:704.5j @edition:2009
  Scenario: Under the 2009 rules a second Teferi's Isle sends both Isles to the graveyard
    Ruling: Amy plays a Teferi's Isle while she controls another. The legend rule of Magic 2010 keeps
      neither: both go to her graveyard.
    Source: m14-update-bulletin
    Passage: the legend rule before Magic 2014

    Given Amy controls Teferi's Isle as "old"
    And Amy has Teferi's Isle in her hand as "new"
    And it is Amy's precombat main phase
    When Amy plays Teferi's Isle
    Then "old" is in Amy's graveyard
    And "new" is in Amy's graveyard
    And "old" has been put into a graveyard by the legend rule
    And "new" has been put into a graveyard by the legend rule

  @id:legend-rule-two-controllers-each-keeps-theirs @rule:704.5j @edition:2013 @edition:current
  Scenario: Two players each control a Teferi's Isle: the legend rule leaves both alone
    Ruling: Amy controls a Teferi's Isle and Nicole plays one. Today's legend rule looks at one
      player's legends at a time: each controls one Isle, so both stay.
    Source: m14-update-bulletin
    Passage: the legend rule since Magic 2014

    Given Amy controls Teferi's Isle as "amy's isle"
    And Nicole has Teferi's Isle in her hand as "nicole's isle"
    And it is Nicole's precombat main phase
    When Nicole plays Teferi's Isle
    Then "amy's isle" is on the battlefield
    And "nicole's isle" is on the battlefield
    And "amy's isle" has not been put into a graveyard by the legend rule
    And "nicole's isle" has not been put into a graveyard by the legend rule

  @id:legend-rule-2009-two-controllers-both-go @rule:704.5j @edition:2009
  Scenario: Under the 2009 rules two players' Teferi's Isles both go
    Ruling: Amy controls a Teferi's Isle and Nicole plays one. Before Magic 2014 the legend rule
      looked at every legend on the battlefield, whoever controlled it: both Isles go, each to its
      owner's graveyard.
    Source: m14-update-bulletin
    Passage: the legend rule before Magic 2014

    Given Amy controls Teferi's Isle as "amy's isle"
    And Nicole has Teferi's Isle in her hand as "nicole's isle"
    And it is Nicole's precombat main phase
    When Nicole plays Teferi's Isle
    Then "amy's isle" is in Amy's graveyard
    And "nicole's isle" is in Nicole's graveyard

  @id:legend-rule-2003-two-controllers-the-newest-stays @rule:704.5j @edition:2003
  Scenario: Under the 2003 rules the Isle that came into play last stays, whoever controls the other
    Ruling: Amy controls a Teferi's Isle and Nicole plays one. The 2003 legend rule kept the one that
      had been in play the shortest time, whoever controlled them: Nicole's stays, Amy's goes.
    Source: forum-2003-phasing
    Passage: 502.15k

    Given Amy controls Teferi's Isle as "amy's isle"
    And Nicole has Teferi's Isle in her hand as "nicole's isle"
    And it is Nicole's precombat main phase
    When Nicole plays Teferi's Isle
    Then "amy's isle" is in Amy's graveyard
    And "amy's isle" has been put into a graveyard by the legend rule
    And "nicole's isle" is on the battlefield

  @id:legend-rule-borrowed-legend-goes-to-its-owner @rule:704.5j @edition:2013 @edition:current
  Scenario: Amy controls Nicole's Teferi's Isle and plays her own: the one she doesn't keep goes to its owner
    Ruling: Amy controls a Teferi's Isle that Nicole owns and plays one of her own. She controls two
      legends of one name and keeps one, by default the newest: Nicole's Isle goes to Nicole's
      graveyard, not Amy's.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule, owner and controller

    Given Amy controls Teferi's Isle owned by Nicole as "borrowed isle"
    And Amy has Teferi's Isle in her hand as "own isle"
    And it is Amy's precombat main phase
    When Amy plays Teferi's Isle
    Then "borrowed isle" is in Nicole's graveyard
    And "borrowed isle" has been put into a graveyard by the legend rule
    And "own isle" is on the battlefield

  @id:legend-rule-borrowed-legend-kept-by-answer @rule:704.5j @edition:2013 @edition:current
  Scenario: Amy may keep the Teferi's Isle she borrowed and put her own into her graveyard
    Ruling: Amy controls Nicole's Teferi's Isle and plays her own; she chooses to keep Nicole's. Her
      own Isle goes to her graveyard.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule, owner and controller

    Given Amy controls Teferi's Isle owned by Nicole as "borrowed isle"
    And Amy has Teferi's Isle in her hand as "own isle"
    And it is Amy's precombat main phase
    When Amy will keep "borrowed isle"
    And Amy plays Teferi's Isle
    Then "own isle" is in Amy's graveyard
    And "borrowed isle" is on the battlefield
    And "borrowed isle" is controlled by Amy

  @id:legend-rule-2009-borrowed-legends-go-to-their-owners @rule:704.5j @edition:2009
  Scenario: Under the 2009 rules a borrowed Teferi's Isle and Amy's own both go, each to its owner
    Ruling: Amy controls Nicole's Teferi's Isle and plays her own. Both go: Nicole's to Nicole's
      graveyard, Amy's to Amy's, whatever Amy answers.
    Source: m14-update-bulletin
    Passage: the legend rule before Magic 2014

    Given Amy controls Teferi's Isle owned by Nicole as "borrowed isle"
    And Amy has Teferi's Isle in her hand as "own isle"
    And it is Amy's precombat main phase
    When Amy will keep "borrowed isle"
    And Amy plays Teferi's Isle
    Then "borrowed isle" is in Nicole's graveyard
    And "own isle" is in Amy's graveyard

  @id:legend-rule-three-players-one-isle-each @rule:704.5j @edition:2013 @edition:current
  Scenario: Three players, one Teferi's Isle each, and Oscar plays a second: only Oscar loses one
    Ruling: Amy and Nicole each control a Teferi's Isle; Oscar controls one and plays another. Only
      Oscar controls two of one name: he keeps the newest, the older goes; Amy's and Nicole's stay.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule, one player at a time

    Given the players are Amy, Nicole and Oscar
    And Amy controls Teferi's Isle as "amy's isle"
    And Nicole controls Teferi's Isle as "nicole's isle"
    And Oscar controls Teferi's Isle as "oscar's old isle"
    And Oscar has Teferi's Isle in his hand as "oscar's new isle"
    And it is Oscar's precombat main phase
    When Oscar plays Teferi's Isle
    Then "oscar's old isle" is in Oscar's graveyard
    And "oscar's new isle" is on the battlefield
    And "amy's isle" is on the battlefield
    And "nicole's isle" is on the battlefield

  @id:legend-rule-2009-three-players-phased-out-legend-stays @rule:704.5j @rule:702.26b @edition:2009
  Scenario: Under the 2009 rules, two players' Teferi's Isles go when one is played; a third player's phased-out one stays
    Ruling: Amy controls a Teferi's Isle, Nicole's Isle is phased out, and Oscar plays one. Every
      legend of that name on the battlefield goes to its owner's graveyard, but a phased-out Isle is
      treated as though it does not exist: Nicole's stays, phased out.
    Source: m14-update-bulletin
    Passage: the legend rule before Magic 2014

    Given the players are Amy, Nicole and Oscar
    And Amy controls Teferi's Isle as "amy's isle"
    And Nicole controls Teferi's Isle as "nicole's isle", phased out
    And Oscar has Teferi's Isle in his hand as "oscar's isle"
    And it is Oscar's precombat main phase
    When Oscar plays Teferi's Isle
    Then "amy's isle" is in Amy's graveyard
    And "oscar's isle" is in Oscar's graveyard
    And "nicole's isle" is phased out
    And "nicole's isle" has not been put into a graveyard by the legend rule

  @id:legend-rule-phasing-in-meets-another-players-legend @rule:704.5j @rule:702.26a @edition:2013 @edition:current
  Scenario: Amy's Teferi's Isle phases in while Nicole controls one: both stay
    Ruling: Amy's Isle, phased out, phases in during her untap step while Nicole controls an Isle of
      her own. Each player controls one: the legend rule leaves both alone.
    Source: cr-2026
    Passage: 704.5j, the legend rule
    Also: engine regression: the legend rule applied to a phased-out legend

    Given Amy controls Teferi's Isle as "amy's isle", phased out
    And Nicole controls Teferi's Isle as "nicole's isle"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "amy's isle" is phased in
    And "amy's isle" is on the battlefield
    And "nicole's isle" is on the battlefield

  @id:legend-rule-2009-phasing-in-meets-another-players-legend @rule:704.5j @rule:702.26a @edition:2009
  Scenario: Under the 2009 rules, Amy's Teferi's Isle phasing in sends both Isles to the graveyard
    Ruling: Amy's Isle phases in during her untap step while Nicole controls an Isle. Phasing in is
      not entering, but once both exist the legend rule of its day sends both away.
    Source: m14-update-bulletin
    Passage: the legend rule before Magic 2014

    Given Amy controls Teferi's Isle as "amy's isle", phased out
    And Nicole controls Teferi's Isle as "nicole's isle"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "amy's isle" is in Amy's graveyard
    And "nicole's isle" is in Nicole's graveyard
    And "amy's isle" has not entered the battlefield

  @id:legend-rule-2003-phasing-in-sends-the-other-away @rule:704.5j @rule:502.15k @edition:2003
  Scenario: Under the 2003 rules, Amy's Teferi's Isle phasing in sends Nicole's Isle to the graveyard
    Ruling: Amy's Isle phases in during her untap step while Nicole controls an Isle. Under the 2003
      rules a permanent phasing in returns to play, so it is the legend in play the shortest time:
      it stays, and Nicole's goes.
    Source: forum-2003-phasing
    Passage: 502.15k

    Given Amy controls Teferi's Isle as "amy's isle", phased out
    And Nicole controls Teferi's Isle as "nicole's isle"
    And it is Nicole's end step
    When the game advances to Amy's upkeep
    Then "amy's isle" is phased in
    And "nicole's isle" is in Nicole's graveyard
    And "nicole's isle" has been put into a graveyard by the legend rule
