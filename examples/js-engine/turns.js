'use strict';
// The turn: its steps in order, the turn-based actions of each, priority passing and the stack
// resolving, and the actions that move the game on (advance, pass priority, resolve).

const { player, battlefield, permanents, untap, event, MAX_HAND_SIZE } = require('./game');
const { untapStepPhasing } = require('./phasing');
const { draw, discardChosen } = require('./effects');
const { checkStateBasedActions } = require('./sba');
const { resolveTop } = require('./stack');
const { declareAttackers, declareBlockers, combatDamage, endCombat } = require('./combat');
const { illegal, invalid } = require('./refusal');

const STEPS = [
  'untap step', 'upkeep', 'draw step', 'precombat main phase',
  'beginning of combat step', 'declare attackers step', 'declare blockers step',
  'combat damage step', 'end of combat step', 'postcombat main phase', 'end step', 'cleanup step',
];
const MAIN_PHASES = ['precombat main phase', 'postcombat main phase'];
// Skipped when no creature has been declared as an attacker this combat (508.8).
const STEPS_NEEDING_ATTACKERS = ['declare blockers step', 'combat damage step'];
// No player receives priority in the untap step (502.4) nor, normally, in the cleanup step (514.3).
const STEPS_WITHOUT_PRIORITY = ['untap step', 'cleanup step'];

function getsPriority(game) {
  return !game.over && !STEPS_WITHOUT_PRIORITY.includes(game.turn.step);
}

function isMainPhase(game) {
  return MAIN_PHASES.includes(game.turn.step);
}

// --- from step to step --------------------------------------------------------------------------

// The step that begins when the current one ends, if it is in this turn (null after cleanup).
function upcomingStep(game) {
  if (game.turn.step === 'cleanup step') return null;
  let at = STEPS.indexOf(game.turn.step) + 1;
  while (STEPS_NEEDING_ATTACKERS.includes(STEPS[at]) && !game.combat.attackersDeclared) at += 1;
  return STEPS[at];
}

// The current step ends and the next begins: its turn-based actions happen (with `declaration`,
// the attack or the blocks declared in it), then the state-based actions (except in the untap
// step, where no player gets priority).
function nextStep(game, declaration = null) {
  for (const p of game.players) p.manaPool = '';   // mana empties between steps (500.4)
  if (game.turn.step === 'end of combat step') endCombat(game);
  const upcoming = upcomingStep(game);
  if (upcoming) game.turn.step = upcoming;
  else beginTurn(game, nextPlayer(game));
  beginStep(game, declaration);
}

// The next player in turn order who is still in the game takes the next turn. A player who has
// left is passed over; what phased out under their control phases in during the next untap step
// after their turn would have begun (702.26n).
function nextPlayer(game) {
  const at = game.players.findIndex((p) => p.name === game.turn.active);
  for (let n = 1; n < game.players.length; n += 1) {
    const candidate = game.players[(at + n) % game.players.length];
    if (candidate.inGame) return candidate.name;
    for (const permanent of battlefield(game)) {
      if (permanent.phased.status === 'out' && permanent.phased.under === candidate.name) {
        permanent.phasesInAtNextUntapStep = true;
      }
    }
  }
  return game.turn.active;
}

// A new turn begins. Its active player has now controlled each of their permanents continuously
// since their most recent turn began, phased-out ones too (702.26d: phasing doesn't change
// control), so none of them is summoning sick any more (302.6).
function beginTurn(game, activePlayer) {
  game.turn = { number: game.turn.number + 1, active: activePlayer, step: 'untap step' };
  game.combat = { attackersDeclared: false };
  for (const p of game.players) p.landsPlayedThisTurn = 0;
  for (const permanent of battlefield(game)) {
    if (permanent.controller === activePlayer) permanent.summoningSick = false;
  }
}

function beginStep(game, declaration) {
  const { active, step, number } = game.turn;
  event(game, { type: 'step', player: active, step, turn: number });
  if (step === 'untap step') untapStep(game);
  else if (step === 'draw step' && player(game, active).inGame) draw(game, active);
  else if (step === 'declare attackers step') declareAttackers(game, declaration);
  else if (step === 'declare blockers step') declareBlockers(game, declaration);
  else if (step === 'combat damage step') combatDamage(game);
  else if (step === 'cleanup step') cleanupStep(game);
  if (getsPriority(game)) checkStateBasedActions(game);
}

// 502.1: phasing first; then the active player untaps their permanents (502.3). Phased-out
// permanents don't exist as far as the untap is concerned.
function untapStep(game) {
  const active = game.turn.active;
  untapStepPhasing(game, active);
  for (const permanent of permanents(game)) {
    if (permanent.controller === active && permanent.tapped) untap(game, permanent);
  }
}

// 514.1: the active player discards down to their maximum hand size; 514.2: damage is removed
// from every permanent, phased-out ones included. If state-based actions are then performed,
// players get priority (everyone passes) and another cleanup step follows (514.3a).
function cleanupStep(game) {
  for (;;) {
    const active = player(game, game.turn.active);
    while (active.inGame && active.hand.length > MAX_HAND_SIZE) discardChosen(game, active.name);
    for (const permanent of battlefield(game)) permanent.damage = 0;
    if (!checkStateBasedActions(game) || game.over) return;
    event(game, { type: 'step', player: game.turn.active, step: 'cleanup step', turn: game.turn.number });
  }
}

// All players pass in succession with something on the stack: its top resolves, then the
// state-based actions are checked before anyone gets priority again.
function resolveOne(game) {
  resolveTop(game);
  checkStateBasedActions(game);
}

// --- the actions that move the game on --------------------------------------------------------

// 704.3: as a player would receive priority, the state-based actions are performed first. They
// may end the game (a setup with a player at 0 life): then nobody receives priority, and whatever
// was to pass or resolve stops there. In a cleanup step (one a game is set up in included) they
// are looked for too (514.3a): if any is performed and the game goes on, the players get priority
// and another cleanup step follows.
function priorityPoint(game) {
  if (getsPriority(game)) {
    checkStateBasedActions(game);
  } else if (game.turn.step === 'cleanup step' && !game.over && checkStateBasedActions(game) && !game.over) {
    event(game, { type: 'step', player: game.turn.active, step: 'cleanup step', turn: game.turn.number });
    cleanupStep(game);
  }
}

// "resolve": objects resolve until `count` have, or (all, or a count larger than what can
// resolve) until the stack is empty.
function resolve(game, { count }) {
  if (game.over) throw illegal('the game is over');
  if (game.stack.length === 0) throw illegal('the stack is empty');
  if (!getsPriority(game)) throw illegal(`no player gets priority in the ${game.turn.step}`);
  priorityPoint(game);
  for (let resolved = 0; game.stack.length > 0 && !game.over; resolved += 1) {
    if (count !== 'all' && resolved === count) return;
    resolveOne(game);
  }
}

// "pass priority": every player passes once. The top of the stack resolves or, with an empty
// stack, the game moves to the next step.
function passPriority(game) {
  if (game.over) throw illegal('the game is over');
  priorityPoint(game);
  if (game.over) return;
  if (game.stack.length > 0) resolveOne(game);
  else nextStep(game);
}

// "advance": all players pass (resolving whatever is on the stack) until `step` of `player`'s
// turn begins the next time; stop right after its turn-based and state-based actions. Refused if
// it has not begun within STEP_LIMIT passes (docs/engines.md §3: a declare blockers or combat
// damage step never begins in a turn where nobody attacks, 508.8), or if `player` leaves the game
// on the way and the game goes on without them. If the game ends on the way, it stops there.
const STEP_LIMIT = 200;

function advance(game, { player: playerName, step }) {
  const target = player(game, playerName);
  if (!target) throw invalid(`there is no player ${playerName}`);
  if (game.over) throw illegal('the game is over');
  if (!target.inGame) throw illegal(`${playerName} has left the game: no turn of theirs begins`);
  for (let passes = 0; passes < STEP_LIMIT; passes += 1) {
    priorityPoint(game);
    if (game.over) return;   // the game ended as a player would receive priority: it stops there
    if (game.stack.length > 0) {
      resolveOne(game);
    } else {
      nextStep(game);
      if (game.turn.active === playerName && game.turn.step === step) return;
    }
    if (game.over) return;   // the game ended on the way: nothing begins any more
    if (!target.inGame) throw illegal(`${playerName} has left the game: no turn of theirs begins`);
  }
  throw illegal(`${playerName}'s ${step} doesn't begin within ${STEP_LIMIT} passes`);
}

// "attack" and "block": all players pass, with an empty stack, until `step` of this turn begins,
// its declaration being the step's turn-based action. Refused if the stack is not empty on the
// way, or if the step has begun already or won't begin this turn.
function passToStepOfThisTurn(game, step, declaration) {
  if (game.over) throw illegal('the game is over');
  for (;;) {
    if (game.stack.length > 0) throw illegal('the stack is not empty');
    const upcoming = upcomingStep(game);
    if (upcoming === step) {
      nextStep(game, declaration);
      return;
    }
    if (!upcoming || STEPS.indexOf(upcoming) > STEPS.indexOf(step)) {
      throw illegal(`the ${step} of turn ${game.turn.number} has begun already or won't begin`);
    }
    nextStep(game);
  }
}

module.exports = { getsPriority, isMainPhase, resolve, passPriority, advance, passToStepOfThisTurn };
