#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Tokenises a multilingual text set with the reference implementation of Hugging Face's
// tokenizer.json (the npm package @huggingface/tokenizers, pure JavaScript) and writes
// <folder>/../tokenizer_cases.json: [{text, ids}] without special tokens, for the folders given.
//   npm install --prefix /tmp/hft @huggingface/tokenizers
//   NODE_PATH=/tmp/hft/node_modules node tools/make_tokenizer_fixtures.mjs tests/fixtures/bert/bert/model
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire(import.meta.url);
const { Tokenizer } = require(process.env.NODE_PATH + '/@huggingface/tokenizers');

export const texts = [
  'The cat sat on the mat.',
  'Attention is all you need!',
  'UPPER case, Mixed Case and naïve café über',
  'Внимание: головы и слой, СЛОЙ!',
  '注意力机制是深度学习的核心。',
  'توجه چند سر در ترنسفورمر',
  'if (x[i] != y) { return "quoted"; } // code',
  'emoji 🤖🧠 and 👩‍👩‍👧 family',
  'numbers 3.14159, 2048 tokens, ٣٤ and ５',
  'spaces   between\t\ttabs\n\nnew lines   ',
  'headings—dashes…ellipsis',
  'unknownwordthatiswaytoolongforthevocabularytohandle',
  '',
  'x\u00a0y\u3000z\u2009w\u200bv',
];

for (const folder of process.argv.slice(2)) {
  const json = JSON.parse(fs.readFileSync(path.join(folder, 'tokenizer.json'), 'utf8'));
  const config = JSON.parse(fs.readFileSync(path.join(folder, 'tokenizer_config.json'), 'utf8'));
  const tokenizer = new Tokenizer(json, config);
  const cases = texts.map(text => ({ text, ids: tokenizer.encode(text, { add_special_tokens: false }).ids }));
  const out = path.join(folder, '..', 'tokenizer_cases.json');
  fs.writeFileSync(out, '[\n' + cases.map(c => JSON.stringify(c)).join(',\n') + '\n]\n');
  console.log(`${cases.length} texts -> ${out}`);
}
