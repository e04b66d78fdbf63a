'use strict';
// Combat (506-511): declaring attackers and blockers as the turn-based actions of their steps,
// combat damage, and removal from combat. Only what this engine's creatures need: no first
// strike or trample; damage divided among blockers as answered (510.1c), by default in the
// blockers' declared order.

const { is, hasKeyword } = require('./cards');
const { player, permanents, tap, event, takeAnswer } = require('./game');
const { powerAndToughness, canAttack } = require('./characteristics');
const { illegal, invalid } = require('./refusal');

// --- declaring ------------------------------------------------------------------------------------

// The turn-based action of the declare attackers step (508.1): the active player declares
// `declaration.attackers` attacking `declaration.defender` (an empty declaration when the game
// merely passes through the step). Attackers without vigilance become tapped (508.1f).
function declareAttackers(game, declaration) {
  const ids = declaration ? declaration.attackers : [];
  const defender = ids.length ? defendingPlayer(game, declaration.defender) : null;
  const attackers = ids.map((id) => legalAttacker(game, id, ids));
  for (const attacker of attackers) {
    if (!hasKeyword(attacker, 'vigilance')) tap(game, attacker);
    Object.assign(attacker, { attacking: true, defender, blocked: false, blockedBy: [] });
    event(game, { type: 'attacks', permanent: attacker.id, defender });
  }
  game.combat.attackersDeclared = attackers.length > 0;
}

function defendingPlayer(game, named) {
  const opponents = game.players.filter((p) => p.inGame && p.name !== game.turn.active);
  if (named === undefined) {
    if (opponents.length !== 1) throw illegal('with more than one opponent, the attack must name its defender');
    return opponents[0].name;
  }
  if (!player(game, named)) throw invalid(`there is no player ${named}`);
  if (!opponents.some((p) => p.name === named)) throw illegal(`${named} is not an opponent in the game`);
  return named;
}

function legalAttacker(game, id, ids) {
  const creature = game.objects[id];
  if (!creature) throw invalid(`there is no "${id}"`);
  if (ids.indexOf(id) !== ids.lastIndexOf(id)) throw illegal(`"${id}" can attack only once`);
  if (!permanents(game).includes(creature)) throw illegal(`"${id}" is not a permanent that exists (not on the battlefield, or phased out)`);
  if (creature.controller !== game.turn.active) throw illegal(`${game.turn.active} doesn't control "${id}"`);
  if (!canAttack(creature)) {
    throw illegal(`"${id}" can't attack: it is ${is(creature, 'Creature') ? 'tapped or summoning sick' : 'not a creature'}`);
  }
  return creature;
}

// The turn-based action of the declare blockers step (509.1): `declaration.player` declares every
// block of `declaration.blocks` at once (an empty declaration when the game merely passes through).
function declareBlockers(game, declaration) {
  const blocks = declaration ? declaration.blocks : [];
  const pairs = blocks.map((block) => legalBlock(game, declaration.player, block, blocks));
  for (const { blocker, attacker } of pairs) {
    Object.assign(blocker, { blocking: true, blockingAttacker: attacker.id });
    attacker.blocked = true;
    attacker.blockedBy.push(blocker.id);
  }
}

function legalBlock(game, blockingPlayer, block, blocks) {
  const blocker = game.objects[block.blocker];
  const attacker = game.objects[block.attacker];
  if (!blocker) throw invalid(`there is no "${block.blocker}"`);
  if (!attacker) throw invalid(`there is no "${block.attacker}"`);
  if (blocks.filter((b) => b.blocker === block.blocker).length > 1) throw illegal(`"${blocker.id}" can block only one attacker`);
  const exists = permanents(game);
  if (!exists.includes(blocker) || !is(blocker, 'Creature')) throw illegal(`"${blocker.id}" is not a creature that exists`);
  if (blocker.controller !== blockingPlayer) throw illegal(`${blockingPlayer} doesn't control "${blocker.id}"`);
  if (blocker.tapped) throw illegal(`"${blocker.id}" is tapped and can't block (509.1a)`);
  if (!exists.includes(attacker) || !attacker.attacking || attacker.defender !== blockingPlayer) {
    throw illegal(`"${attacker.id}" is not attacking ${blockingPlayer}`);
  }
  return { blocker, attacker };
}

// --- combat damage (510) ----------------------------------------------------------------------

// Every attacking and blocking creature assigns its combat damage, then all of it is dealt at
// once. An unblocked attacker deals its damage to the player it attacks; a blocked one to its
// blockers still in combat, lethal damage to each in order and the rest to the last (none if
// they are all gone: it stays blocked, 509.1h); a blocker to the attacker it blocks.
function combatDamage(game) {
  const assigned = [];
  for (const attacker of permanents(game).filter((p) => p.attacking)) {
    const power = Math.max(0, powerAndToughness(attacker).power);
    if (!attacker.blocked) {
      assigned.push({ source: attacker, player: attacker.defender, amount: power });
      continue;
    }
    const blockers = attacker.blockedBy.map((id) => game.objects[id]).filter((b) => b.blocking);
    assignAmongBlockers(game, attacker, blockers, power, assigned);
  }
  for (const blocker of permanents(game).filter((p) => p.blocking)) {
    const attacker = game.objects[blocker.blockingAttacker];
    if (!attacker.attacking) continue;
    assigned.push({ source: blocker, creature: attacker, amount: Math.max(0, powerAndToughness(blocker).power) });
  }
  for (const damage of assigned.filter((d) => d.amount > 0)) dealCombatDamage(game, damage);
}

// 510.1c: the attacker's controller divides its damage among its blockers as they choose: their
// "combat damage" answer for this creature, if its amounts go to creatures blocking it now and add
// up to its power; otherwise the default, lethal damage to each in order and the rest to the last.
function assignAmongBlockers(game, attacker, blockers, power, assigned) {
  const chosen = takeAnswer(game, attacker.controller, 'combat damage', attacker.id);
  if (chosen) {
    const ids = blockers.map((b) => b.id);
    const named = chosen.damage.map((d) => d.permanent);
    const total = chosen.damage.reduce((sum, d) => sum + d.amount, 0);
    if (total === power && named.every((id) => ids.includes(id)) && new Set(named).size === named.length) {
      for (const d of chosen.damage) assigned.push({ source: attacker, creature: game.objects[d.permanent], amount: d.amount });
      return;
    }
  }
  let left = power;
  blockers.forEach((blocker, n) => {
    const lethal = Math.max(0, powerAndToughness(blocker).toughness - blocker.damage);
    const amount = n === blockers.length - 1 ? left : Math.min(left, lethal);
    assigned.push({ source: attacker, creature: blocker, amount });
    left -= amount;
  });
}

function dealCombatDamage(game, { source, player: playerName, creature, amount }) {
  if (playerName) {
    player(game, playerName).life -= amount;
    event(game, { type: 'damage', source: source.id, target: playerName, amount, combat: true });
    event(game, { type: 'life', player: playerName, amount: -amount });
  } else {
    creature.damage += amount;
    event(game, { type: 'damage', source: source.id, target: creature.id, amount, combat: true });
  }
}

// --- removal from combat ------------------------------------------------------------------------

// A permanent is removed from combat (506.4): it stops being an attacking or blocking creature.
function removeFromCombat(permanent) {
  Object.assign(permanent, {
    attacking: false, blocking: false, defender: null, blocked: false, blockedBy: [], blockingAttacker: null,
  });
}

// As the end of combat step ends, every creature is removed from combat (511.3).
function endCombat(game) {
  for (const permanent of game.battlefield.map((id) => game.objects[id])) removeFromCombat(permanent);
  game.combat = { attackersDeclared: false };
}

module.exports = { declareAttackers, declareBlockers, combatDamage, removeFromCombat, endCombat };
