'use strict';
// Plays one scenario from a fresh game: builds the setup, performs each action in order (putting
// the game back exactly as it was when an action is refused), and takes a checkpoint at every
// check whose previous step is not a check.

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

function play(scenario, edition) {
  if (!EDITIONS.includes(edition)) return skipped(`this engine does not implement the ${edition} rules`);
  const lacking = scenario.steps.find((step) => 'action' in step && !(step.action in PERFORM));
  if (lacking) return skipped(`this engine has no "${lacking.action}" action, needed at step ${scenario.steps.indexOf(lacking)}`);
  let game;
  try {
    game = buildGame(scenario.setup);
  } catch (error) {
    if (error instanceof Unsupported) return skipped(error.message);
    throw error;
  }
  const results = [];
  const checkpoints = [];
  scenario.steps.forEach((step, index) => {
    if ('check' in step) {
      if (index === 0 || !('check' in scenario.steps[index - 1])) {
        checkpoints.push({ step: index, state: observe(game), events: game.events });
        game.events = [];
      }
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
