'use strict';
// The things that happen to cards and players: drawing, discarding, destroying, returning to
// hand, and leaving the game. Each reports its events as it happens.

const {
  player, playersInGame, moveCard, event, battlefield, takeAnswer,
} = require('./game');

// A player draws `count` cards, one at a time, from the top of their library. A draw from an
// empty library doesn't happen; the player loses at the next check of state-based actions (704.5b).
function draw(game, playerName, count = 1) {
  const drawer = player(game, playerName);
  for (let n = 0; n < count; n += 1) {
    if (drawer.library.length === 0) {
      drawer.drewFromEmptyLibrary = true;
      continue;
    }
    const id = drawer.library[0];
    moveCard(game, id, 'hand');
    event(game, { type: 'drew', player: playerName, card: id });
  }
}

// A player discards a card they choose: the one named by an answer given ahead of time if they
// hold one, otherwise the first card in hand order (the default every engine takes).
function discardChosen(game, playerName) {
  const holder = player(game, playerName);
  if (holder.hand.length === 0) return;
  const wanted = takeAnswer(game, playerName, 'card');
  const named = holder.hand.find((id) => game.objects[id].name === wanted);
  const id = named || holder.hand[0];
  moveCard(game, id, 'graveyard');
  event(game, { type: 'discarded', player: playerName, card: id });
}

// Destroy: each permanent goes to its owner's graveyard (701.8). This engine knows no
// regeneration and no indestructible. The permanents are the ones the effect found, which never
// include phased-out permanents (702.26b).
function destroy(game, permanents) {
  for (const permanent of permanents) moveCard(game, permanent.id, 'graveyard');
}

function returnToOwnersHand(game, permanent) {
  moveCard(game, permanent.id, 'hand');
}

// A player leaves the game (800.4a; conceding, 104.3a, or losing): everything they own leaves
// with it, phased-out permanents too (702.26k); a spell they own is taken off the stack; then
// any permanent they still control (one another player owns) is exiled. This engine has no
// control-changing effects to end. When at most one player is left, the game is over.
function leaveGame(game, playerName) {
  const leaver = player(game, playerName);
  leaver.inGame = false;
  event(game, { type: 'left game', player: playerName });
  for (const id of game.order) {
    const object = game.objects[id];
    if (object.owner !== playerName || object.zone === 'nowhere') continue;
    if (object.zone === 'stack') takeOffStack(game, id);
    moveCard(game, id, 'nowhere');
  }
  for (const permanent of battlefield(game)) {
    // Control that is not ownership comes from an effect (docs/engines.md, §2): it ends, and the
    // permanent returns to its owner, who has not controlled it since their turn began.
    if (permanent.controller === playerName && permanent.owner !== playerName) {
      Object.assign(permanent, { controller: permanent.owner, summoningSick: true });
    }
  }
  for (const permanent of battlefield(game)) {
    if (permanent.controller === playerName) moveCard(game, permanent.id, 'exile');
  }
  if (playersInGame(game).length <= 1) game.over = true;
}

function takeOffStack(game, id) {
  game.stack = game.stack.filter((item) => item.source !== id);
}

module.exports = { draw, discardChosen, destroy, returnToOwnersHand, leaveGame, takeOffStack };
