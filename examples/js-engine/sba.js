'use strict';
// State-based actions (704): checked whenever a player would receive priority, all performed at
// once, then checked again until none applies. Phased-out permanents are treated as though they
// don't exist (702.26b): no state-based action looks at them (a phased-out creature with lethal
// damage is destroyed only once it has phased in).

const { playersInGame, creatures, permanents, moveCard, event } = require('./game');
const { powerAndToughness } = require('./characteristics');
const { leaveGame } = require('./effects');

// Performs the state-based actions until none applies; true if any was performed.
function checkStateBasedActions(game) {
  let performedAny = false;
  for (;;) {
    if (game.over) return performedAny;
    const losers = playersWhoLose(game);
    const dying = creaturesThatDie(game);
    const annihilating = permanents(game).filter(hasBothKindsOfCounters);
    if (losers.length + dying.length + annihilating.length === 0) return performedAny;
    performedAny = true;
    for (const permanent of dying) moveCard(game, permanent.id, 'graveyard');
    for (const permanent of annihilating) annihilateCounters(game, permanent);
    for (const p of game.players) p.drewFromEmptyLibrary = false;
    for (const loser of losers) leaveGame(game, loser.name);
  }
}

// 704.5a: 0 or less life; 704.5b: drew from an empty library; 704.5c: ten or more poison counters.
function playersWhoLose(game) {
  return playersInGame(game).filter((p) => p.life <= 0 || p.drewFromEmptyLibrary || p.poison >= 10);
}

// 704.5f: toughness 0 or less, put into its owner's graveyard; 704.5g: lethal damage, destroyed.
function creaturesThatDie(game) {
  return creatures(game).filter((creature) => {
    const { toughness } = powerAndToughness(creature);
    return toughness <= 0 || creature.damage >= toughness;
  });
}

// 704.5q: a permanent with both +1/+1 and -1/-1 counters loses as many of each as it can.
function hasBothKindsOfCounters(permanent) {
  return (permanent.counters['+1/+1'] || 0) > 0 && (permanent.counters['-1/-1'] || 0) > 0;
}

function annihilateCounters(game, permanent) {
  const removed = Math.min(permanent.counters['+1/+1'], permanent.counters['-1/-1']);
  for (const kind of ['+1/+1', '-1/-1']) {
    permanent.counters[kind] -= removed;
    if (permanent.counters[kind] === 0) delete permanent.counters[kind];
    event(game, { type: 'counters', permanent: permanent.id, counter: kind, amount: -removed });
  }
}

module.exports = { checkStateBasedActions };
