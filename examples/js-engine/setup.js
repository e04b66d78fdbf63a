'use strict';
// Builds the position a scenario starts from, directly: the permanents are put onto the
// battlefield as described (nothing enters, nothing triggers), and the game begins in the given
// step without performing that step's turn-based actions.

const { card } = require('./cards');
const { newGame, newPlayer, addCard, freshId, player, newPermanentStatus } = require('./game');

// What the scenario needs that this engine can't express: the scenario is skipped with this reason.
class Unsupported extends Error {}

function buildGame(setup) {
  refuseWhatThisEngineLacks(setup);
  const game = newGame();
  for (const p of setup.players) game.players.push(newPlayer(p.name, p.life));
  // The ids the engine makes step aside for the scenario's own.
  const kept = new Set(setup.players.flatMap((p) => p.hand.filter((c) => typeof c !== 'string').map((c) => c.id)));
  for (const described of setup.permanents) putOntoBattlefield(game, described);
  for (const p of setup.players) fillHand(game, p, kept);
  for (const p of setup.players) fillLibrary(game, p, kept);
  game.turn = { ...setup.turn };
  if (!player(game, game.turn.active)) throw new Error(`the active player ${game.turn.active} is not a player`);
  return game;
}

function refuseWhatThisEngineLacks(setup) {
  if (setup.effects.length > 0) {
    const e = setup.effects[0];
    throw new Unsupported(`no continuous effects in this engine: can't set up ${e.player} controlling "${e.permanent}" through ${e.source}`);
  }
  for (const p of setup.permanents) {
    if (p.token) throw new Unsupported(`no tokens in this engine: can't set up a ${p.token}`);
    if (p.attached_to !== null) {
      throw new Unsupported(`no Auras or Equipment in this engine: can't attach "${p.id}" to "${p.attached_to}"`);
    }
    if (p.phased.status === 'out' && p.phased.how === 'indirectly') {
      throw new Unsupported(`nothing is ever attached in this engine, so "${p.id}" can't be phased out indirectly`);
    }
    if (p.imprinted.length > 0) throw new Unsupported(`no imprint in this engine: can't exile cards with "${p.id}"`);
    if (p.face_down) throw new Unsupported(`no face-down permanents in this engine: can't set up "${p.id}" face down`);
    if (p.choices.length > 0) throw new Unsupported(`no choices made as a permanent enters in this engine ("${p.id}")`);
  }
}

function knownCard(name) {
  if (!card(name)) throw new Unsupported(`this engine does not support ${name}`);
  return name;
}

function knownPlayer(game, name, what) {
  if (!player(game, name)) throw new Error(`${what} ${name} is not a player of the scenario`);
  return name;
}

function putOntoBattlefield(game, described) {
  const owner = knownPlayer(game, described.owner, `the owner of "${described.id}",`);
  const permanent = addCard(game, described.id, knownCard(described.card), owner, 'battlefield');
  Object.assign(permanent, newPermanentStatus(knownPlayer(game, described.controller, 'the controller')), {
    tapped: described.tapped,
    phased: { ...described.phased },
    counters: { ...described.counters },
    damage: described.damage,
    summoningSick: described.entered_this_turn,
  });
  if (described.phased.status === 'out') knownPlayer(game, described.phased.under, 'phased out under');
}

// Cards in hand keep the id the scenario gives them; the others are <player>-hand-<n>, n the
// card's place in the hand, from 1, counting every card (docs/engines.md, section 6).
function fillHand(game, described, kept) {
  const prefix = described.name.toLowerCase();
  let place = 0;
  for (const entry of described.hand) {
    place += 1;
    if (typeof entry === 'string') {
      addCard(game, freshId(game, `${prefix}-hand-${place}`, kept), knownCard(entry), described.name, 'hand');
    } else {
      addCard(game, entry.id, knownCard(entry.card), described.name, 'hand');
    }
  }
}

// A library is a number of Islands, or the cards from the top down: <player>-library-<n>, n from
// 1 at the top.
function fillLibrary(game, described, kept) {
  const names = typeof described.library === 'number'
    ? Array(described.library).fill('Island') : described.library;
  const prefix = described.name.toLowerCase();
  names.forEach((name, n) => {
    addCard(game, freshId(game, `${prefix}-library-${n + 1}`, kept), knownCard(name), described.name, 'library');
  });
}

module.exports = { buildGame, Unsupported };
