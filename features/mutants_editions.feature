Feature: Neighbours of the editions' own rules that the machine-made mutants found unguarded
  Each scenario here kills mutants of the reference engine's engine/editions.py (the hooks where an
  edition's rules differ) that every earlier scenario let live (python -m tests.mutation,
  docs/mutation.md): mana burn, under the 2003 rules, for a player who has left the game.

  @id:mutant-2003-no-mana-burn-for-a-player-who-left @rule:800.4a @rule:500.4
  @edition:2003
  Scenario: Under the 2003 rules Nicole, who left the game with {U} in her mana pool, loses no life to mana burn
    Ruling: With three players, Nicole taps her Island for {U} in Amy's precombat main phase, then
      leaves the game. As the phase ends mana pools empty and each player loses 1 life for each unused
      mana; Nicole is no longer a player of the game, and loses nothing. Amy and Oscar had no mana.
    Source: cr-2003
    Passage: 300.3, mana burn
    Also: cr-2026: 800.4a, a player who leaves the game
    Also: engine regression: mana burn for a player no longer in the game

    Given the players are Amy, Nicole and Oscar
    And Nicole controls an Island as "nicole's island"
    And it is Amy's precombat main phase of turn 3
    When Nicole activates "nicole's island"
    And Nicole concedes
    And the game advances to Amy's end step
    Then Nicole is no longer in the game
    And Nicole has 20 life
    And Amy has 20 life
    And Oscar has 20 life
