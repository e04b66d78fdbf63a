'use strict';
// Phasing (702.26). Phasing is a status, not a zone: a permanent that phases out stays on the
// battlefield, keeps its counters, damage, tapped status and controller, and is never "put onto"
// or "taken off" the battlefield (702.26d): no zone change, no entering, no leaving.
//
// This engine knows no Aura, Equipment or Fortification, so nothing ever phases out
// "indirectly" (702.26g): setups that attach something are skipped (see setup.js).

const { hasKeyword } = require('./cards');
const { battlefield, event } = require('./game');
const { removeFromCombat } = require('./combat');

// A permanent phases out directly: under the control of its controller, who is the player in
// whose untap step it will phase back in (702.26a).
function phaseOut(game, permanent) {
  permanent.phased = { status: 'out', how: 'directly', under: permanent.controller };
  event(game, { type: 'phased out', permanent: permanent.id, indirectly: false });
  // A permanent that phases out is removed from combat (702.26b, 506.4).
  if (permanent.attacking || permanent.blocking) {
    removeFromCombat(permanent);
    event(game, { type: 'removed from combat', permanent: permanent.id });
  }
}

// A permanent phases in: the game once again treats it as though it exists (702.26c).
function phaseIn(game, permanent) {
  permanent.phased = { status: 'in' };
  delete permanent.phasesInAtNextUntapStep;
  event(game, { type: 'phased in', permanent: permanent.id, indirectly: false });
}

// The phasing event of the untap step (702.26a, 502.1), before anything untaps: the phased-in
// permanents with phasing the active player controls phase out and, simultaneously, the
// permanents that phased out under that player's control phase in. Both sets are taken before
// anything changes, so a permanent that phases in now doesn't phase out again this step.
function untapStepPhasing(game, activePlayer) {
  const everything = battlefield(game);
  const goingOut = everything.filter((p) => p.phased.status === 'in'
    && p.controller === activePlayer && hasKeyword(p, 'phasing'));
  const comingIn = everything.filter((p) => p.phased.status === 'out' && p.phased.how === 'directly'
    && (p.phased.under === activePlayer || p.phasesInAtNextUntapStep));
  for (const permanent of everything) {
    if (goingOut.includes(permanent)) phaseOut(game, permanent);
    else if (comingIn.includes(permanent)) phaseIn(game, permanent);
  }
}

module.exports = { phaseOut, phaseIn, untapStepPhasing };
