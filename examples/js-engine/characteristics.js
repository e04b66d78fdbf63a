'use strict';
// A permanent's power and toughness, and whether it could attack.

const { card, is, hasKeyword } = require('./cards');

// Printed power and toughness, then counters (+1/+1 and -1/-1; other kinds change nothing).
// This engine has no continuous effects that change power or toughness. null for a non-creature.
function powerAndToughness(permanent) {
  if (!is(permanent, 'Creature')) return { power: null, toughness: null };
  const printed = card(permanent.name);
  const counters = permanent.counters || {};
  const bonus = (counters['+1/+1'] || 0) - (counters['-1/-1'] || 0);
  return { power: printed.power + bonus, toughness: printed.toughness + bonus };
}

// Could it be declared as an attacker, were it its controller's declare attackers step now?
// A phased-in, untapped creature its controller has controlled continuously since their most
// recent turn began (302.6), or with haste, and not forbidden to attack (defender).
function canAttack(permanent) {
  return permanent.phased.status === 'in'
    && is(permanent, 'Creature')
    && !permanent.tapped
    && (!permanent.summoningSick || hasKeyword(permanent, 'haste'))
    && !hasKeyword(permanent, 'defender');
}

module.exports = { powerAndToughness, canAttack };
