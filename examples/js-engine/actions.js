'use strict';
// The actions a player takes: casting a spell, activating an ability, playing a land, giving an
// answer ahead of time, conceding. Each checks everything first and throws a refusal before it
// changes anything (and the caller restores the game anyway, so a refusal can never leave a trace).

const { card, is } = require('./cards');
const { player, moveCard, event, exists, isPermanent, tap } = require('./game');
const { chooseTargets } = require('./stack');
const { getsPriority, isMainPhase, passToStepOfThisTurn } = require('./turns');
const { leaveGame } = require('./effects');
const { checkStateBasedActions } = require('./sba');
const { illegal, invalid } = require('./refusal');

// The player taking an action that needs priority: they exist, are in the game, and a player
// gets priority now.
function playerWithPriority(game, name) {
  const actor = player(game, name);
  if (!actor) throw invalid(`there is no player ${name}`);
  if (game.over) throw illegal('the game is over');
  if (!actor.inGame) throw illegal(`${name} has left the game`);
  if (!getsPriority(game)) throw illegal(`no player gets priority in the ${game.turn.step}`);
  return actor;
}

function cardInHand(game, actor, name) {
  const id = actor.hand.find((inHand) => game.objects[inHand].name === name);
  if (!id) throw illegal(`${actor.name} has no ${name} in their hand to cast or play`);
  return game.objects[id];
}

// Sorcery timing (307.1, 301.1, 305.1): the active player, in a main phase, with an empty stack.
function sorceryTimingProblem(game, actor) {
  if (game.turn.active !== actor.name) return `it is ${game.turn.active}'s turn, not ${actor.name}'s`;
  if (!isMainPhase(game)) return `it is the ${game.turn.step}, not a main phase`;
  if (game.stack.length > 0) return 'the stack is not empty';
  return null;
}

// "cast" (601.2): the card moves from its owner's hand to the stack with its targets. Mana costs
// are waived. An instant may be cast whenever its caster has priority; anything else needs
// sorcery timing.
function cast(game, action) {
  const actor = playerWithPriority(game, action.player);
  const spell = cardInHand(game, actor, action.card);
  const definition = card(spell.name);
  if (is(spell, 'Land')) throw illegal(`${spell.name} is a land: it is played, not cast`);
  for (const option of ['mode', 'x', 'choices']) {
    if (option in action) throw invalid(`${spell.name} has no ${option === 'x' ? 'X' : option}`);
  }
  if (!is(spell, 'Instant')) {
    const problem = sorceryTimingProblem(game, actor);
    if (problem) throw illegal(`${spell.name} can't be cast now: ${problem}`);
  }
  const targets = chooseTargets(game, definition, action.targets || [], spell.name);
  moveCard(game, spell.id, 'stack');
  game.stack.push({ kind: 'spell', name: spell.name, controller: actor.name, source: spell.id, targets });
  event(game, { type: 'cast', player: actor.name, card: spell.id });
  checkStateBasedActions(game);
}

// "activate" (602): the `ability`-th activated ability of a permanent its controller controls.
// The only ones this engine knows are mana abilities, which resolve at once (605.3).
function activate(game, action) {
  const actor = playerWithPriority(game, action.player);
  const source = game.objects[action.permanent];
  if (!source) throw invalid(`there is no "${action.permanent}"`);
  if (!isPermanent(source)) throw illegal(`"${source.id}" is not on the battlefield`);
  if (!exists(source)) throw illegal(`"${source.id}" is phased out: it can't do anything (702.26b)`);
  const ability = (card(source.name).abilities || [])[action.ability - 1];
  if (!ability) throw invalid(`${source.name} has no activated ability ${action.ability}`);
  if (source.controller !== actor.name) throw illegal(`${actor.name} doesn't control "${source.id}"`);
  if ((action.targets || []).length > 0) throw illegal(`${source.name}'s ability has no target`);
  if (ability.cost.tap) {
    if (source.tapped) throw illegal(`"${source.id}" is already tapped`);
    if (is(source, 'Creature') && source.summoningSick) throw illegal(`"${source.id}" is summoning sick (302.6)`);
    tap(game, source);
  }
  actor.manaPool += ability.mana;   // mana costs are waived, so the mana is never spent
  checkStateBasedActions(game);
}

// "play land" (305.1, 305.2): in its owner's main phase, with an empty stack, once a turn.
function playLand(game, action) {
  const actor = playerWithPriority(game, action.player);
  const land = cardInHand(game, actor, action.card);
  if (!is(land, 'Land')) throw illegal(`${land.name} is not a land`);
  const problem = sorceryTimingProblem(game, actor);
  if (problem) throw illegal(`${actor.name} can't play a land now: ${problem}`);
  if (actor.landsPlayedThisTurn >= 1) throw illegal(`${actor.name} has already played a land this turn`);
  moveCard(game, land.id, 'battlefield', actor.name);
  actor.landsPlayedThisTurn += 1;
  checkStateBasedActions(game);
}

// "attack": the active player moves on to the declare attackers step of this turn and declares
// these attackers (508.1).
function attack(game, action) {
  const attacker = player(game, action.player);
  if (!attacker) throw invalid(`there is no player ${action.player}`);
  if (game.turn.active !== attacker.name) throw illegal(`it is ${game.turn.active}'s turn: only they attack`);
  passToStepOfThisTurn(game, 'declare attackers step', action);
}

// "block": the game moves on to the declare blockers step of this turn, and the player declares
// these blocks (509.1).
function block(game, action) {
  if (!player(game, action.player)) throw invalid(`there is no player ${action.player}`);
  passToStepOfThisTurn(game, 'declare blockers step', action);
}

// "answer": kept for the next choice of that kind the player makes (see game.takeAnswer).
function answer(game, action) {
  if (!player(game, action.player)) throw invalid(`there is no player ${action.player}`);
  game.answers.push({ player: action.player, choice: action.choice, answer: action.answer });
}

// "concede" (104.3a): the player leaves the game.
function concede(game, action) {
  const actor = player(game, action.player);
  if (!actor) throw invalid(`there is no player ${action.player}`);
  if (game.over) throw illegal('the game is over');
  if (!actor.inGame) throw illegal(`${actor.name} has already left the game`);
  leaveGame(game, actor.name);
  if (getsPriority(game)) checkStateBasedActions(game);
}

module.exports = { cast, activate, playLand, attack, block, answer, concede };
