Feature: Official rulings on Teferi's Protection
  The Commander 2017 release notes, reprinted as Teferi's Protection's Gatherer rulings
  (2017-08-25): what protection from everything does and doesn't do, the life total that can't
  change, and how the permanents it phases out behave. The rulings about life payments, life
  exchanges and replacement effects concern cards the pool doesn't have; rules/rulings.json says
  so for each.

  @id:ruling-teferis-protection-no-one-can-target-amy @rule:702.16b @rule:702.16e
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Under Teferi's Protection neither Nicole nor Amy herself can target Amy, but Nicole can still attack her
    Ruling: Protection from everything: nothing can target Amy, her own spells included, and all
      damage to her is prevented. Nothing stops Nicole from attacking her: the Hill Giant attacks,
      and its damage is prevented.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: protection from everything
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): can still attack you

    Given Nicole controls Hill Giant as "giant"
    And Amy has Teferi's Protection and Vision Charm in her hand
    And Nicole has Vision Charm in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole can't cast Vision Charm with mode 1, targeting Amy
    And Amy can't cast Vision Charm with mode 1, targeting Amy
    And Nicole attacks with "giant"
    Then "giant" is attacking
    When the game advances to Nicole's end step
    Then Amy has 20 life

  @id:ruling-teferis-protection-counters-a-spell-aimed-at-amy @rule:702.16b @rule:608.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Protection cast in response makes Nicole's Vision Charm lose its only target
    Ruling: Nicole casts Vision Charm to have Amy mill four cards. Amy answers with Teferi's
      Protection: when the Charm tries to resolve its only target is illegal, so it does nothing.
      Amy's library is untouched: the card she draws next is still its top card.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: spells targeting you have an illegal target

    Given Amy has Teferi's Protection in her hand
    And Nicole has Vision Charm in her hand as "charm"
    And it is Nicole's precombat main phase
    When Nicole casts Vision Charm with mode 1, targeting Amy
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "charm" is in Nicole's graveyard
    And the stack is empty
    When the game advances to Amy's precombat main phase
    Then "amy-library-1" is in Amy's hand

  @id:ruling-teferis-protection-soul-warden-gains-nothing @rule:603.2
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Soul Warden's ability resolves but Amy's life total can't change until her next turn
    Ruling: Amy casts Teferi's Protection in her main phase, then Soul Warden, which enters after the
      phasing and stays. When Nicole's Grizzly Bears enter, the Warden's ability resolves, but Amy's
      life can't change: she stays at 20. In Amy's next turn the effect is over, and the next
      creature to enter gives her 1 life.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: life-gain part does nothing

    Given Amy has Soul Warden in her hand as "warden"
    And Amy has Teferi's Protection and Hill Giant in her hand
    And Nicole has Grizzly Bears in her hand
    And it is Amy's precombat main phase
    When Amy casts Teferi's Protection
    And the stack resolves
    And Amy casts Soul Warden
    And the stack resolves
    Then "warden" is phased in
    When the game advances to Nicole's precombat main phase
    And Nicole casts Grizzly Bears
    And the stack resolves
    Then "warden" has triggered
    And Amy has 20 life
    When the game advances to Amy's precombat main phase
    And Amy casts Hill Giant
    And the stack resolves
    Then Amy has 21 life

  @id:ruling-teferis-protection-oblivion-ring-keeps-its-card @rule:702.26d @rule:702.26b
  @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Oblivion Ring phases out and in without leaving or entering: Nicole's Hill Giant stays exiled, Soul Warden gains nothing
    Ruling: Amy's Oblivion Ring has exiled Nicole's Hill Giant. Teferi's Protection phases out the
      Ring, Amy's Soul Warden and her Grizzly Bears. Phasing out is not leaving the battlefield: the
      Ring's leave ability doesn't trigger and the Giant stays in exile. At Amy's untap step all
      three phase in, which is not entering: the Ring exiles nothing more and the Warden doesn't
      trigger for the Bears.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: no leaves or enters abilities trigger
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): phased out as though it doesn't exist

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Soul Warden as "warden"
    And Amy controls Grizzly Bears as "bears"
    And Amy has Oblivion Ring in her hand as "ring"
    And Amy has Teferi's Protection in her hand
    And Nicole has Wrath of God in her hand
    And it is Amy's precombat main phase
    When Amy casts Oblivion Ring
    And Amy will choose target "giant"
    And the stack resolves
    Then "giant" is in exile
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "ring" is phased out directly
    And "ring" has triggered 1 time
    And "giant" is in exile
    When the game advances to Nicole's precombat main phase
    And Nicole casts Wrath of God
    And the stack resolves
    Then "bears" is on the battlefield
    And "warden" is on the battlefield
    When the game advances to Amy's upkeep
    Then "ring" is phased in
    And "bears" is phased in
    And "giant" is in exile
    And "ring" has triggered 1 time
    And "warden" has not triggered
    And no triggered abilities are waiting to be put on the stack

  @id:ruling-teferis-protection-ends-a-borrowed-creatures-control @rule:702.26f @rule:611.2b @rule:702.26a
  @edition:2009 @edition:2013 @edition:current
  Scenario: Vedalken Shackles phases out with the creature it took: the effect ends, and the creature phases in under Nicole's control at Amy's untap step
    Ruling: Amy's tapped Vedalken Shackles has taken Nicole's Grizzly Bears. Teferi's Protection
      phases out both. The Shackles' effect lasts for as long as the Shackles remain tapped, and it
      can't see a phased-out Shackles: it ends, so Nicole controls the phased-out Bears. They phased
      out under Amy's control, so they phase in at Amy's untap step, with the Shackles, under
      Nicole's control; the Shackles are still tapped but the effect doesn't come back.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: for as long as effects ignore phased-out objects
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): phases in under that player's control

    Given Amy controls Vedalken Shackles as "shackles", tapped
    And Amy controls 3 Islands
    And Amy controls Grizzly Bears owned by Nicole as "bears"
    And Amy controls "bears" through Vedalken Shackles, for as long as "shackles" remains tapped
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "bears" is phased out directly under Amy's control
    And "shackles" is phased out directly
    And "bears" is controlled by Nicole
    When the game advances to Nicole's upkeep
    Then "bears" is phased out
    When Amy will choose not to untap "shackles"
    And the game advances to Amy's upkeep
    Then "bears" is phased in
    And "shackles" is phased in
    And "shackles" is tapped
    And "bears" is controlled by Nicole

  @id:ruling-teferis-protection-attachments-counters-choices @rule:702.26g @rule:702.26d
  @edition:2009 @edition:2013 @edition:current
  Scenario: Callous Oppressor comes back with its Equipment, Nicole's Aura, its counters and its chosen type
    Ruling: Amy's Callous Oppressor (Nicole chose Bear as it entered) carries Amy's Vulshok
      Morningstar, Nicole's Pacifism and two +1/+1 counters. Teferi's Protection phases it out; the
      Morningstar and the Pacifism phase out with it, and all phase in together at Amy's untap step,
      still attached, counters kept. Bear is still the chosen type: the Oppressor can't take
      Nicole's Grizzly Bears, and takes her Hill Giant.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: Auras and Equipment phase in still attached
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): counters remain
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): choices are remembered

    Given Amy controls Callous Oppressor as "oppressor", with Bear chosen and with 2 +1/+1 counters
    And Amy controls Vulshok Morningstar as "morningstar", attached to "oppressor"
    And Nicole controls Pacifism as "pacifism", attached to "oppressor"
    And Nicole controls Grizzly Bears as "bears"
    And Nicole controls Hill Giant as "giant"
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "oppressor" is phased out directly
    And "morningstar" is phased out indirectly
    And "pacifism" is phased out indirectly
    When the game advances to Amy's precombat main phase
    Then "oppressor" is phased in
    And only "morningstar" and "pacifism" are attached to "oppressor"
    And "oppressor" has 2 +1/+1 counters
    And "oppressor" is 5/6
    When Amy can't activate "oppressor" targeting "bears"
    And Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy

  @id:ruling-teferis-protection-aura-on-nicoles-creature @rule:702.26i @rule:702.26b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Pacifism on Nicole's Hill Giant phases out alone, then phases in attached to it
    Ruling: Teferi's Protection phases out Amy's Pacifism, which is on Nicole's Hill Giant; the Giant
      stays. With the Pacifism gone the Giant can attack (Amy takes no damage). At Amy's untap step
      the Pacifism phases in attached to the Giant, which is still there and still a creature, so it
      can't attack again.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: attached to a permanent that isn't phasing out

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Teferi's Protection in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "pacifism" is phased out directly
    And "giant" is phased in
    When the game advances to Nicole's precombat main phase
    And Nicole attacks with "giant"
    Then "giant" is attacking
    When the game advances to Amy's upkeep
    Then "pacifism" is phased in
    And "pacifism" is attached to "giant"
    And "giant" can't attack

  @id:ruling-teferis-protection-aura-falls-off-a-departed-creature @rule:702.26i @rule:704.5m
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Amy's Pacifism phases in unattached when its creature has left meanwhile, and goes to her graveyard
    Ruling: Teferi's Protection phases out Amy's Pacifism, which is on Nicole's Hill Giant. In her
      turn Nicole returns the Giant to her hand. At Amy's untap step the Pacifism phases in with
      nothing to enchant and is put into Amy's graveyard.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: attached to a permanent that isn't phasing out

    Given Nicole controls Hill Giant as "giant"
    And Amy controls Pacifism as "pacifism", attached to "giant"
    And Amy has Teferi's Protection in her hand
    And Nicole has Boomerang in her hand
    And it is Amy's end step
    When Amy casts Teferi's Protection
    And the stack resolves
    And the game advances to Nicole's precombat main phase
    And Nicole casts Boomerang targeting "giant"
    And the stack resolves
    Then "giant" is in Nicole's hand
    When the game advances to Amy's upkeep
    Then "pacifism" is in Amy's graveyard

  @id:ruling-teferis-protection-borrowed-germ-comes-back-to-nicole @rule:702.26d @rule:702.26g @rule:702.26a
  @edition:current
  Scenario: A Germ token Amy borrowed phases out with Nicole's Batterskull still on it, and both phase in at Amy's untap step under Nicole's control
    Ruling: Amy takes Nicole's Phyrexian Germ with Act of Treason; Nicole keeps her Batterskull,
      which stays on the Germ. Teferi's Protection phases the Germ out, and the Batterskull with it.
      Act of Treason ends while the Germ is phased out. The token still exists; it phased out under
      Amy's control, so it phases in at Amy's untap step, Batterskull attached, controlled by Nicole.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: phased-out tokens phase back in
    Also: Gatherer ruling on Teferi's Protection (2017-08-25): phases in under that player's control
    Also: Gatherer ruling on Act of Treason (2019-07-12): doesn't gain control of Auras or Equipment

    Given Nicole controls a Phyrexian Germ token as "germ"
    And Nicole controls Batterskull as "batterskull", attached to "germ"
    And Amy has Act of Treason and Teferi's Protection in her hand
    And it is Amy's precombat main phase
    When Amy casts Act of Treason targeting "germ"
    And the stack resolves
    Then "germ" is controlled by Amy
    And "batterskull" is controlled by Nicole
    When Amy casts Teferi's Protection
    And the stack resolves
    Then "germ" is phased out directly under Amy's control
    And "batterskull" is phased out indirectly
    When the game advances to Nicole's upkeep
    Then "germ" is controlled by Nicole
    And "germ" is phased out
    When the game advances to Amy's upkeep
    Then "germ" is phased in
    And "germ" is controlled by Nicole
    And "batterskull" is attached to "germ"
    And "germ" is 4/4

  @id:ruling-teferis-protection-phasing-out-in-response @rule:702.26b @rule:608.2b
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Teferi's Protection in response to Boomerang phases out its target: Boomerang does nothing
    Ruling: Nicole casts Boomerang on Amy's Grizzly Bears. Amy answers with Teferi's Protection: the
      Bears phase out, so Boomerang's only target is illegal and it does nothing. The Bears stay on
      the battlefield, phased out.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: permanents phasing out become illegal targets

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Teferi's Protection in her hand
    And Nicole has Boomerang in her hand as "boomerang"
    And it is Nicole's precombat main phase
    When Nicole casts Boomerang targeting "bears"
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "bears" is on the battlefield
    And "bears" is phased out directly
    And "boomerang" is in Nicole's graveyard

  @id:ruling-teferis-protection-skipped-untap-step @rule:702.26m @rule:702.26a
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: When Amy's next turn has no untap step her permanents stay phased out, but Teferi's Protection ends as the turn begins
    Ruling: Amy casts Savor the Moment, then Teferi's Protection. Her extra turn has no untap step:
      her Grizzly Bears stay phased out through it, until her next real untap step. But the
      protection and the life lock last only until her next turn: in the extra turn she can target
      herself again, and her own Vision Charm mills her.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: untap step skipped

    Given Amy controls Grizzly Bears as "bears"
    And Amy has Savor the Moment, Teferi's Protection and Vision Charm in her hand
    And Nicole controls Hill Giant
    And it is Amy's precombat main phase
    When Amy casts Savor the Moment
    And the stack resolves
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "bears" is phased out directly
    When the game advances to Amy's upkeep
    Then "bears" is phased out
    When Amy casts Vision Charm with mode 1, targeting Amy
    And the stack resolves
    Then "amy-library-1" is in Amy's graveyard
    When the game advances to Amy's upkeep
    Then "bears" is phased in

  @id:ruling-teferis-protection-phased-in-creatures-can-tap @rule:702.26d @rule:302.6
  @edition:2003 @edition:2009 @edition:2013 @edition:current
  Scenario: Creatures that came under Amy's control the turn she cast Teferi's Protection can attack and tap once they phase in
    Ruling: Amy casts Grizzly Bears and Callous Oppressor, then Teferi's Protection. At her next
      untap step they phase in; she has controlled them continuously since that turn began, so the
      Bears can attack and the Oppressor can pay {T} to take Nicole's Hill Giant.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: can attack and pay {T} costs

    Given Amy controls Grizzly Bears as "bears", entered this turn
    And Amy controls Callous Oppressor as "oppressor", entered this turn, with Octopus chosen
    And Nicole controls Hill Giant as "giant"
    And Amy has Teferi's Protection in her hand
    And it is Amy's postcombat main phase
    When Amy casts Teferi's Protection
    And the stack resolves
    And the game advances to Amy's precombat main phase
    Then "bears" is phased in
    And "bears" can attack
    When Amy activates "oppressor" targeting "giant"
    And the stack resolves
    Then "giant" is controlled by Amy

  @id:ruling-teferis-protection-borrower-leaves-the-game @rule:702.26n @rule:800.4a
  @edition:current
  Scenario: Amy leaves the game before her next untap step: the borrowed Hill Giant phases in after her turn would have begun
    Ruling: Three players, Amy, Nicole and Oscar. Amy takes Nicole's Hill Giant with Act of Treason
      and casts Teferi's Protection; the Giant phases out under her control, and is Nicole's again
      once Act of Treason ends. Amy concedes in Nicole's turn. The Giant doesn't phase in at Oscar's
      untap step: Amy's turn would have begun after Oscar's, so it phases in at the next untap
      step after that, Nicole's.
    Source: Gatherer ruling on Teferi's Protection (2017-08-25)
    Passage: phases in under that player's control

    Given the players are Amy, Nicole and Oscar
    And Nicole controls Hill Giant as "giant"
    And Amy has Act of Treason and Teferi's Protection in her hand
    And it is Amy's precombat main phase
    When Amy casts Act of Treason targeting "giant"
    And the stack resolves
    And Amy casts Teferi's Protection
    And the stack resolves
    Then "giant" is phased out directly under Amy's control
    When the game advances to Nicole's precombat main phase
    Then "giant" is controlled by Nicole
    And "giant" is phased out
    When Amy concedes
    And the game advances to Oscar's upkeep
    Then "giant" is phased out
    When the game advances to Nicole's upkeep
    Then "giant" is phased in
    And "giant" is controlled by Nicole
