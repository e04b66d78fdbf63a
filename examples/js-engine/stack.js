'use strict';
// The stack: targets, and resolving the top object (608).

const { card, is } = require('./cards');
const state = require('./game');
const effects = require('./effects');
const { phaseOut } = require('./phasing');
const { illegal, invalid } = require('./refusal');

const { isPermanent, moveCard, creatures } = state;

// --- targets ----------------------------------------------------------------------------------

// Why `reference` can't be chosen for the target `spec`, or null if it can. `reference` is a
// scenario reference, {permanent: id} or {player: name}; an unknown id or name is `invalid`.
function targetProblem(game, spec, reference) {
  if ('player' in reference) {
    if (!state.player(game, reference.player)) throw invalid(`there is no player ${reference.player}`);
    if (!state.player(game, reference.player).inGame) return `${reference.player} has left the game`;
    return spec.player ? null : `${reference.player} is a player, not a permanent`;
  }
  const object = game.objects[reference.permanent];
  if (!object) throw invalid(`there is no "${reference.permanent}"`);
  if (!spec.permanent) return `"${object.id}" is not a player`;
  if (!isPermanent(object)) return `"${object.id}" is not on the battlefield`;
  if (object.phased.status === 'out') {
    return `"${object.id}" is phased out: it is treated as though it doesn't exist and can't be targeted (702.26b)`;
  }
  if (spec.types && !spec.types.some((type) => is(object, type))) {
    return `"${object.id}" is not ${spec.types.join(' or ').toLowerCase()}`;
  }
  return null;
}

// Chooses the targets of a spell as it is cast (601.2c): one legal target for each "target" in
// its text, in Oracle order. Returns the targets as the stack keeps them: each one remembers which
// object it was, so that an object that has since changed zones is no longer the same (400.7).
function chooseTargets(game, definition, references, name) {
  const specs = definition.targets || [];
  if (references.length !== specs.length) {
    throw illegal(`${name} has ${specs.length} target(s), ${references.length} given`);
  }
  return specs.map((spec, n) => {
    const problem = targetProblem(game, spec, references[n]);
    if (problem) throw illegal(problem);
    const reference = { ...references[n] };
    if ('permanent' in reference) reference.incarnation = game.objects[reference.permanent].incarnation;
    return reference;
  });
}

// Is this target still legal as the spell resolves (608.2b)? The same object, still a legal choice.
function stillLegal(game, spec, target) {
  if ('permanent' in target
      && game.objects[target.permanent].incarnation !== target.incarnation) return false;
  return targetProblem(game, spec, target) === null;
}

// --- resolving ----------------------------------------------------------------------------------

// What a spell may do as it resolves (cards.js uses only these).
function doings(game) {
  return {
    creaturesControlledBy: (name) => creatures(game).filter((c) => c.controller === name),
    allCreatures: () => creatures(game),
    draw: (name, count) => effects.draw(game, name, count),
    destroy: (permanents) => effects.destroy(game, permanents),
    returnToOwnersHand: (permanent) => effects.returnToOwnersHand(game, permanent),
    phaseOut: (permanent) => phaseOut(game, permanent),
  };
}

// The top object of the stack resolves (608.2). A spell whose targets have all become illegal
// doesn't resolve: it is removed from the stack and put into its owner's graveyard (608.2b).
// An instant or sorcery does what it says, then goes to its owner's graveyard (608.2n); a
// permanent spell enters the battlefield under its controller's control (608.3).
function resolveTop(game) {
  const item = game.stack.pop();
  const definition = card(item.name);
  const specs = definition.targets || [];
  const legal = item.targets.filter((target, n) => stillLegal(game, specs[n], target));
  if (specs.length > 0 && legal.length === 0) {
    moveCard(game, item.source, 'graveyard');
    return;
  }
  if (!is(item, 'Instant') && !is(item, 'Sorcery')) {
    moveCard(game, item.source, 'battlefield', item.controller);
    return;
  }
  const legalTargets = legal.map((t) => ('permanent' in t ? game.objects[t.permanent] : t.player));
  definition.resolve({ controller: item.controller, legalTargets }, doings(game));
  moveCard(game, item.source, 'graveyard');
}

module.exports = { chooseTargets, resolveTop };
