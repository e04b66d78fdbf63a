'use strict';
// The cards this engine knows: their printed characteristics and, for an instant or a sorcery,
// what it does when it resolves. The rules in the other modules never name a card: adding a card
// means adding an entry here.
//
// A spell's `resolve(spell, game)` receives the spell (its controller and the targets still
// legal as it resolves) and `game`, the small set of things a spell may do (see stack.js).

const CARDS = {
  'Island': {
    types: ['Land'], subtypes: ['Island'], supertypes: ['Basic'],
    // {T}: Add {U}. The only activated ability is a mana ability: it doesn't use the stack.
    abilities: [{ mana: 'U', cost: { tap: true } }],
  },

  'Grizzly Bears': { types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 },

  'Hill Giant': { types: ['Creature'], subtypes: ['Giant'], power: 3, toughness: 3 },

  // Phasing (702.26a): it phases out in its controller's untap step, and back in in the next.
  'Sandbar Crocodile': {
    types: ['Creature'], subtypes: ['Crocodile'], power: 6, toughness: 5, keywords: ['phasing'],
  },

  // Draw a card for each creature you control.
  'Collective Unconscious': {
    types: ['Sorcery'],
    resolve(spell, game) {
      const creatures = game.creaturesControlledBy(spell.controller).length;
      game.draw(spell.controller, creatures);
    },
  },

  // Destroy all creatures. They can't be regenerated.
  'Wrath of God': {
    types: ['Sorcery'],
    resolve(spell, game) {
      game.destroy(game.allCreatures());
    },
  },

  // Return target permanent to its owner's hand.
  'Boomerang': {
    types: ['Instant'],
    targets: [{ permanent: true }],
    resolve(spell, game) {
      for (const permanent of spell.legalTargets) game.returnToOwnersHand(permanent);
    },
  },

  // Target artifact, creature, or land phases out.
  'Reality Ripple': {
    types: ['Instant'],
    targets: [{ permanent: true, types: ['Artifact', 'Creature', 'Land'] }],
    resolve(spell, game) {
      for (const permanent of spell.legalTargets) game.phaseOut(permanent);
    },
  },
};

function card(name) {
  return CARDS[name] || null;
}

function cardNames() {
  return Object.keys(CARDS).sort();
}

function is(object, type) {
  const definition = card(object.name);
  return Boolean(definition && definition.types.includes(type));
}

function hasKeyword(object, keyword) {
  const definition = card(object.name);
  return Boolean(definition && (definition.keywords || []).includes(keyword));
}

module.exports = { card, cardNames, is, hasKeyword };
