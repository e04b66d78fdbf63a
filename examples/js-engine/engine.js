#!/usr/bin/env node
'use strict';
// phasecheck's engine protocol, version 2 (docs/engines.md): JSON lines over stdin and stdout.
// start -> started; run -> {seq, result}; stop -> exit. Logs go to stderr, never to stdout.

const readline = require('readline');
const { cardNames } = require('./cards');
const { play, EDITIONS } = require('./play');

const PROTOCOL = 2;

function started() {
  return {
    protocol: PROTOCOL, name: 'js-engine', version: '0.1.0', editions: EDITIONS,
    cards: cardNames(), tokens: [],
    // The kinds of event this engine reports every time they happen. Nothing in it attaches or
    // triggers, so "attached", "unattached" and "triggered" are left out rather than claimed.
    capabilities: {
      complete_events: ['phased out', 'phased in', 'zone change', 'tapped', 'untapped', 'drew', 'discarded'],
    },
  };
}

function run(message) {
  try {
    return { seq: message.seq, result: play(message.play, message.edition) };
  } catch (error) {
    const context = String(error.stack || error).split('\n').slice(0, 6).join('\n');
    return { seq: message.seq, result: { status: 'errored', reason: String(error.message || error), context } };
  }
}

function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

function main() {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    let message;
    try {
      message = JSON.parse(line);
    } catch (error) {
      process.stderr.write(`js-engine: not JSON: ${line.slice(0, 200)}\n`);
      return;
    }
    if (message.cmd === 'start') send(started());
    else if (message.cmd === 'run') send(run(message));
    else if (message.cmd === 'stop') lines.close();
    else process.stderr.write(`js-engine: unknown message ${JSON.stringify(message.cmd)}\n`);
  });
  // On stop or the end of stdin: stop reading; node exits (status 0) once stdout is flushed.
  lines.on('close', () => process.stdin.destroy());
}

main();
