'use strict';
// A refused action: `illegal` when the rules forbid it now, `invalid` when it names something
// that does not exist. Thrown by the code that performs an action; the caller puts the game
// back as it was before the action (a refused action leaves the game exactly as it was).

class Refusal extends Error {
  constructor(refusal, reason) {
    super(reason);
    this.refusal = refusal;
  }
}

const illegal = (reason) => new Refusal('illegal', reason);
const invalid = (reason) => new Refusal('invalid', reason);

module.exports = { Refusal, illegal, invalid };
