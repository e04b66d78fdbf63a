'use strict';
// The game as the observation reports it (docs/engines.md, section 4).

const { battlefield } = require('./game');
const { powerAndToughness, canAttack } = require('./characteristics');

const OFF_THE_BATTLEFIELD = ['hand', 'graveyard', 'stack', 'exile', 'nowhere'];

function observe(game) {
  return {
    turn: { number: game.turn.number, active: game.turn.active, step: game.turn.step },
    players: game.players.map((p) => ({
      name: p.name, life: p.life, poison: p.poison, in_game: p.inGame,
      hand: [...p.hand], library_size: p.library.length, graveyard: [...p.graveyard],
      mana_pool: [...p.manaPool].sort((a, b) => 'WUBRGC'.indexOf(a) - 'WUBRGC'.indexOf(b)).join(''),
    })),
    // Every permanent on the battlefield, phased in or out.
    permanents: battlefield(game).map((p) => observePermanent(p)),
    cards: game.order.map((id) => game.objects[id])
      .filter((o) => OFF_THE_BATTLEFIELD.includes(o.zone))
      .map((o) => ({ id: o.id, name: o.name, owner: o.owner, zone: o.zone })),
    stack: [...game.stack].reverse().map((item) => ({
      kind: item.kind, name: item.name, controller: item.controller, source: item.source,
      targets: item.targets.map((t) => ('permanent' in t ? t.permanent : t.player)),
    })),
    waiting_triggers: [],   // nothing in this engine triggers
  };
}

function observePermanent(permanent) {
  // A phased-out creature's power and toughness as they stand while it is phased out (its counters,
  // the effects that still apply to it; this engine has no static abilities of other permanents).
  const { power, toughness } = powerAndToughness(permanent);
  return {
    id: permanent.id, name: permanent.name, owner: permanent.owner,
    controller: permanent.controller, token: permanent.token, phased: { ...permanent.phased },
    tapped: permanent.tapped, counters: { ...permanent.counters }, damage: permanent.damage,
    attached_to: permanent.attachedTo, power, toughness,
    attacking: permanent.attacking, blocking: permanent.blocking,
    can_attack: canAttack(permanent), imprinted: [],
  };
}

module.exports = { observe };
