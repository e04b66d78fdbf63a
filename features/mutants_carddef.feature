Feature: Neighbours of the cards' printed abilities that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/carddef.py (python -m
  tests.mutation, docs/mutation.md) that every earlier scenario let live: a choice a card does not
  offer is no choice, so an answer given ahead for it changes nothing.

  @id:mutant-502-3-no-choice-not-to-untap-without-the-ability @rule:502.3
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy answers that she keeps her Grizzly Bears and her Island tapped: they have no such ability, and untap; her Vedalken Shackles stay tapped
    Ruling: Vedalken Shackles says Amy may choose not to untap it during her untap step; Grizzly
      Bears and Island say nothing of the kind, so in her untap step she untaps them with all her
      other permanents, whatever she answered. She keeps only the Shackles tapped.
    Source: cr-2026
    Passage: 502.3, the active player untaps all their permanents, but those an effect keeps tapped
    Also: engine regression: "you may choose not to untap" given to every permanent

    Given the players are Amy and Nicole
    And Amy controls Grizzly Bears as "bears", tapped
    And Amy controls Island as "island", tapped
    And Amy controls Vedalken Shackles as "shackles", tapped
    And it is Nicole's end step
    When Amy will choose not to untap "bears"
    And Amy will choose not to untap "island"
    And Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "bears" is untapped
    And "island" is untapped
    And "shackles" is tapped
