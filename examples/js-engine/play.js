'use strict';
// Plays one run's play from a fresh game: builds the setup, performs each action in order (putting
// the game back exactly as it was when an action is refused), and takes a checkpoint at every
// observe step.

const { buildGame, Unsupported } = require('./setup');
const { observe } = require('./observe');
const { Refusal } = require('./refusal');
const turns = require('./turns');
const actions = require('./actions');

const EDITIONS = ['current'];

const PERFORM = {
  'cast': actions.cast,
  'activate': actions.activate,
  'play land': actions.playLand,
  'attack': actions.attack,
  'block': actions.block,
  'answer': actions.answer,
  'concede': actions.concede,
  'resolve': turns.resolve,
  'pass priority': turns.passPriority,
  'advance': turns.advance,
};

function play(given, edition) {
  if (!EDITIONS.includes(edition)) return skipped(`this engine does not implement the ${edition} rules`);
  const lacking = given.steps.find((step) => 'action' in step && !(step.action in PERFORM));
  if (lacking) return skipped(`this engine has no "${lacking.action}" action, needed at step ${given.steps.indexOf(lacking)}`);
  let game;
  try {
    game = buildGame(given.setup);
  } catch (error) {
    if (error instanceof Unsupported) return skipped(error.message);
    throw error;
  }
  const results = [];
  const checkpoints = [];
  given.steps.forEach((step, index) => {
    if (step.observe) {
      checkpoints.push({ step: index, state: observe(game), events: game.events });
      game.events = [];
    } else {
      results.push({ step: index, ...perform(game, step) });
    }
  });
  return { status: 'observed', actions: results, checkpoints };
}

// Performs one action; a refusal puts every part of the game back as it was.
function perform(game, step) {
  const before = structuredClone(game);
  try {
    PERFORM[step.action](game, step);
    return { accepted: true };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    for (const key of Object.keys(game)) delete game[key];
    Object.assign(game, before);
    return { accepted: false, refusal: error.refusal, reason: error.message };
  }
}

function skipped(reason) {
  return { status: 'skipped', reason };
}

module.exports = { play, EDITIONS };
