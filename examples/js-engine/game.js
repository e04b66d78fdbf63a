'use strict';
// The game state: players, the objects of the game and the zones they are in, the turn, the
// stack, and the events since the last checkpoint. The state is plain data, so a refused action
// can put the game back exactly as it was (structuredClone before, restore after).
//
// Every card is an object with an id that it keeps from zone to zone (the scenario follows the
// physical card). A permanent is an object in the zone 'battlefield'; phased-out permanents stay
// on the battlefield (702.26d) but the game treats them as though they don't exist (702.26b):
// every question the rules ask about "permanents" goes through `permanents()` below, which
// leaves them out.

const { is } = require('./cards');

const MAX_HAND_SIZE = 7;

function newGame() {
  return {
    players: [],          // in turn order
    objects: {},          // id -> object
    order: [],            // ids in the order the objects came into being (for the observation)
    battlefield: [],      // ids, in timestamp order
    exile: [],
    stack: [],            // bottom first; each item: {kind, name, controller, source, targets}
    turn: null,           // {number, active, step}
    events: [],           // since the last checkpoint
    answers: [],          // answers given ahead of time: {player, choice, answer}
    combat: { attackersDeclared: false },   // this turn's combat, until the end of combat step ends
    over: false,          // the game has ended (at most one player is left in it)
  };
}

function newPlayer(name, life) {
  return {
    name, life, poison: 0, inGame: true,
    hand: [], library: [], graveyard: [],   // ids; library top first
    drewFromEmptyLibrary: false,            // for the state-based action 704.5b
    landsPlayedThisTurn: 0,
    manaPool: '',                           // mana symbols; costs are waived, mana is still made
  };
}

// --- ids ------------------------------------------------------------------------------------

// A second object that would get an id already in use (or kept for an object the scenario
// names) gets the id, then -2, -3, ...
function freshId(game, wanted, kept = new Set()) {
  const free = (id) => !(id in game.objects) && !kept.has(id);
  if (free(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    if (free(`${wanted}-${n}`)) return `${wanted}-${n}`;
  }
}

// Brings a card into the game, in a zone, under no one's control yet.
function addCard(game, id, name, owner, zone) {
  if (id in game.objects) throw new Error(`two objects with the id "${id}"`);
  game.objects[id] = { id, name, owner, zone, token: false, incarnation: 0 };
  game.order.push(id);
  zoneList(game, owner, zone).push(id);
  return game.objects[id];
}

// --- players ----------------------------------------------------------------------------------

function player(game, name) {
  return game.players.find((p) => p.name === name) || null;
}

function playersInGame(game) {
  return game.players.filter((p) => p.inGame);
}

// --- zones ------------------------------------------------------------------------------------

function zoneList(game, owner, zone) {
  switch (zone) {
    case 'library': case 'hand': case 'graveyard': return player(game, owner)[zone];
    case 'battlefield': return game.battlefield;
    case 'exile': return game.exile;
    case 'stack': case 'nowhere': return [];   // the stack keeps its own items; nowhere is no list
    default: throw new Error(`unknown zone ${zone}`);
  }
}

// Moves a card from its zone to another (400.7: it becomes a new object, but keeps its id).
// Leaving the battlefield forgets its status, counters and damage; entering gives it the
// status of a new permanent: untapped, phased in, summoning sick, under `controller`.
function moveCard(game, id, to, controller) {
  const object = game.objects[id];
  const from = object.zone;
  const list = zoneList(game, object.owner, from);
  const at = list.indexOf(id);
  if (at >= 0) list.splice(at, 1);
  if (from === 'battlefield') forgetPermanentStatus(object);
  object.zone = to;
  object.incarnation += 1;
  zoneList(game, object.owner, to).push(id);
  if (to === 'battlefield') {
    Object.assign(object, newPermanentStatus(controller || object.owner));
  }
  event(game, { type: 'zone change', card: id, from, to });
}

function newPermanentStatus(controller) {
  return {
    controller, tapped: false, phased: { status: 'in' }, counters: {}, damage: 0,
    attachedTo: null, summoningSick: true,
    attacking: false, defender: null, blocked: false, blockedBy: [], blocking: false, blockingAttacker: null,
  };
}

// What a card is wherever it is; everything else about it belongs to the permanent it was.
const CARD_PROPERTIES = ['id', 'name', 'owner', 'zone', 'token', 'incarnation'];

function forgetPermanentStatus(object) {
  for (const key of Object.keys(object)) {
    if (!CARD_PROPERTIES.includes(key)) delete object[key];
  }
}

// --- what the game sees -------------------------------------------------------------------------

// Every permanent on the battlefield, phased in or out (for the observation and phasing only).
function battlefield(game) {
  return game.battlefield.map((id) => game.objects[id]);
}

// The permanents that exist as far as the game is concerned: phased-out permanents are treated
// as though they don't exist (702.26b), so they are never counted, destroyed or targeted.
function permanents(game) {
  return battlefield(game).filter((p) => p.phased.status === 'in');
}

function creatures(game) {
  return permanents(game).filter((p) => is(p, 'Creature'));
}

function isPermanent(object) {
  return object.zone === 'battlefield';
}

function exists(object) {
  return isPermanent(object) && object.phased.status === 'in';
}

// --- events -----------------------------------------------------------------------------------

function event(game, happened) {
  game.events.push(happened);
}

function tap(game, permanent) {
  permanent.tapped = true;
  event(game, { type: 'tapped', permanent: permanent.id });
}

function untap(game, permanent) {
  permanent.tapped = false;
  event(game, { type: 'untapped', permanent: permanent.id });
}

// --- answers given ahead of time (the "answer" action) ----------------------------------------

// The next queued answer of this kind by this player, used up; or undefined (take the default).
// `about`, if given, picks only an answer whose `creature` is that id (a "combat damage" answer).
function takeAnswer(game, playerName, choice, about) {
  const at = game.answers.findIndex((a) => a.player === playerName && a.choice === choice
    && (about === undefined || a.answer.creature === about));
  if (at < 0) return undefined;
  return game.answers.splice(at, 1)[0].answer;
}

module.exports = {
  MAX_HAND_SIZE, newGame, newPlayer, freshId, addCard, player, playersInGame,
  moveCard, battlefield, permanents, creatures, isPermanent, exists, event, tap, untap,
  takeAnswer, newPermanentStatus,
};
