#!/usr/bin/env node
// Writes tests/fixtures/tokenizer_json/cases.json: for each pipeline of a real family's
// tokenizer.json (GPT-2, SmolLM2, Llama 3, Qwen2) put around GPT-2's vocabulary and merges
// (tests/fixtures/gpt2_bpe), and for two small Llama 2-style files written here (llama2/,
// metaspace/), the token ids the reference implementation (the npm package
// @huggingface/tokenizers) gives a multilingual text set. tests/core/models/language/
// tst_tokenizer_json.cpp assembles the same tokenizer.json files and compares.
//   npm install --prefix /tmp/hft @huggingface/tokenizers
//   NODE_PATH=/tmp/hft/node_modules node tools/make_tokenizer_json_fixtures.mjs
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import { fileURLToPath } from 'url';

const require = createRequire(import.meta.url);
const { Tokenizer } = require(process.env.NODE_PATH + '/@huggingface/tokenizers');
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const bpe = path.join(root, 'tests', 'fixtures', 'gpt2_bpe');

const LLAMA3 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
const QWEN2 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
const byteLevel = useRegex => ({ type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: useRegex });
const split = pattern => ({ type: 'Split', pattern: { Regex: pattern }, behavior: 'Isolated', invert: false });
const added = (id, content) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });

// What each family's tokenizer.json has besides its vocabulary and merges.
const pipelines = {
  gpt2: { added_tokens: [added(50256, '<|endoftext|>')], normalizer: null,
          pre_tokenizer: byteLevel(true), post_processor: byteLevel(true), ignore_merges: false },
  smollm2: { added_tokens: [added(50256, '<|endoftext|>'), added(50257, '<|im_start|>')], normalizer: null,
             pre_tokenizer: { type: 'Sequence', pretokenizers: [{ type: 'Digits', individual_digits: true }, byteLevel(true)] },
             post_processor: byteLevel(true), ignore_merges: false },
  llama3: { added_tokens: [added(50257, '<|begin_of_text|>'), added(50258, '<|eot_id|>')], normalizer: null,
            pre_tokenizer: { type: 'Sequence', pretokenizers: [split(LLAMA3), byteLevel(false)] },
            post_processor: { type: 'Sequence', processors: [byteLevel(true), {
              type: 'TemplateProcessing',
              single: [{ SpecialToken: { id: '<|begin_of_text|>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }],
              pair: [{ SpecialToken: { id: '<|begin_of_text|>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } },
                     { SpecialToken: { id: '<|begin_of_text|>', type_id: 1 } }, { Sequence: { id: 'B', type_id: 1 } }],
              special_tokens: { '<|begin_of_text|>': { id: '<|begin_of_text|>', ids: [50257], tokens: ['<|begin_of_text|>'] } } }] },
            ignore_merges: true },
  qwen2: { added_tokens: [added(50256, '<|endoftext|>'), added(50257, '<|im_start|>'), added(50258, '<|im_end|>')],
           normalizer: { type: 'NFC' },
           pre_tokenizer: { type: 'Sequence', pretokenizers: [split(QWEN2), byteLevel(false)] },
           post_processor: byteLevel(false), ignore_merges: false },
};

export const texts = [
  'Hello world', "The cat's toy isn't here; they'll see we've I'm you'd",
  "DON'T SHOUT, IT'S LOUD", 'Надо сдавать лабораторные до срока выполнения',
  '注意力机制是深度学习的核心。', 'توجه چند سر در ترنسفورمر', 'emoji 🤖🧠 and 👩‍👩‍👧 family',
  'spaces   between\t\ttabs\n\nnew lines   ', '   leading and trailing   ', 'line one\r\n\r\n  line two\n',
  'numbers 3.14159, 2048 tokens, 1234567 and ٣٤ and ５', "CAPS'S 'quoted' \"double\" --dashes-- ...ellipsis!!!",
  'cafe\u0301 vs café, e\u0301', 'if (x[i] != y) {\n    return "quoted";\n}',
  '<|im_start|>user\nhi<|im_end|>', 'text<|endoftext|>more <|begin_of_text|>', '', 'a',
  ' leading space', 'two</s><s>specials',
];

const vocab = JSON.parse(fs.readFileSync(path.join(bpe, 'vocab.json'), 'utf8'));
const merges = fs.readFileSync(path.join(bpe, 'merges.txt'), 'utf8').split('\n').slice(1).filter(l => l.length);
const out = {};
for (const [name, p] of Object.entries(pipelines)) {
  const json = { version: '1.0', truncation: null, padding: null, added_tokens: p.added_tokens,
                 normalizer: p.normalizer, pre_tokenizer: p.pre_tokenizer, post_processor: p.post_processor,
                 decoder: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
                 model: { type: 'BPE', dropout: null, unk_token: null, continuing_subword_prefix: '',
                          end_of_word_suffix: '', fuse_unk: false, byte_fallback: false,
                          ignore_merges: p.ignore_merges, vocab, merges } };
  const tokenizer = new Tokenizer(json, {});
  out[name] = { pipeline: Object.fromEntries(Object.entries(json).filter(([k]) => k !== 'model')),
                ignore_merges: p.ignore_merges,
                cases: texts.map(text => ({ text, ids: tokenizer.encode(text).ids })) };
}
// Llama 2's form (BPE over characters with byte fallback, "▁" for spaces), with a vocabulary
// learned here: 3 special tokens, the 256 <0xXX> bytes, the characters of a small English and
// Russian corpus and 300 merges; everything else (Chinese, Persian, emoji) falls back to bytes.
// Written whole (it is small) in the two shapes checkpoints have: normalizers Prepend + Replace
// (Llama 2, TinyLlama) and a Metaspace pre-tokenizer (newer conversions).
function learnPieces(corpus, mergeCount) {
  const vocab = { '<unk>': 0, '<s>': 1, '</s>': 2 };
  for (let b = 0; b < 256; ++b) vocab[`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`] = 3 + b;
  const words = corpus.split(/(?= )/).map(w => [...('▁' + w.trim()).replace(/ /g, '▁')]);
  for (const w of words) for (const c of w) if (!(c in vocab)) vocab[c] = Object.keys(vocab).length;
  const merges = [];
  for (let m = 0; m < mergeCount; ++m) {
    const counts = new Map();
    for (const w of words) for (let i = 0; i + 1 < w.length; ++i) {
      const key = w[i] + ' ' + w[i + 1];
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    let best = null;
    for (const [key, n] of counts) if (!best || n > counts.get(best)) best = key;
    if (!best) break;
    const [a, b] = best.split(' ');
    merges.push(best);
    if (!((a + b) in vocab)) vocab[a + b] = Object.keys(vocab).length;
    for (const w of words) for (let i = 0; i + 1 < w.length; ++i)
      if (w[i] === a && w[i + 1] === b) w.splice(i, 2, a + b);
  }
  return { vocab, merges };
}
const corpus = 'the cat sat on the mat and the dog sat on the log . attention is all you need ; ' +
  'heads attend to the tokens they need , the queries and the keys and the values . ' +
  'Надо сдавать лабораторные до срока выполнения , внимание и головы слоя .';
const pieces = learnPieces(corpus, 300);
const template = { type: 'TemplateProcessing',
  single: [{ SpecialToken: { id: '<s>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }],
  pair: [{ SpecialToken: { id: '<s>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } },
         { SpecialToken: { id: '<s>', type_id: 1 } }, { Sequence: { id: 'B', type_id: 1 } }],
  special_tokens: { '<s>': { id: '<s>', ids: [1], tokens: ['<s>'] } } };
const pieceModel = { type: 'BPE', dropout: null, unk_token: '<unk>', continuing_subword_prefix: null,
  end_of_word_suffix: null, fuse_unk: true, byte_fallback: true, vocab: pieces.vocab, merges: pieces.merges };
const pieceDecoder = { type: 'Sequence', decoders: [
  { type: 'Replace', pattern: { String: '▁' }, content: ' ' }, { type: 'ByteFallback' },
  { type: 'Fuse' }, { type: 'Strip', content: ' ', start: 1, stop: 0 }] };
const pieceFiles = {
  llama2: { version: '1.0', truncation: null, padding: null,
            added_tokens: [0, 1, 2].map(id => added(id, ['<unk>', '<s>', '</s>'][id])),
            normalizer: { type: 'Sequence', normalizers: [{ type: 'Prepend', prepend: '▁' },
                                                         { type: 'Replace', pattern: { String: ' ' }, content: '▁' }] },
            pre_tokenizer: null, post_processor: template, decoder: pieceDecoder, model: pieceModel },
  metaspace: { version: '1.0', truncation: null, padding: null,
               added_tokens: [0, 1, 2].map(id => added(id, ['<unk>', '<s>', '</s>'][id])),
               normalizer: null,
               pre_tokenizer: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'first', split: false },
               post_processor: template, decoder: pieceDecoder, model: pieceModel },
};
for (const [name, json] of Object.entries(pieceFiles)) {
  const dir = path.join(root, 'tests', 'fixtures', 'tokenizer_json', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'tokenizer.json'), JSON.stringify(json) + '\n');
  const tokenizer = new Tokenizer(json, {});
  out[name] = { file: `${name}/tokenizer.json`,
                cases: texts.map(text => ({ text, ids: tokenizer.encode(text).ids })) };
}

const file = path.join(root, 'tests', 'fixtures', 'tokenizer_json', 'cases.json');
fs.writeFileSync(file, JSON.stringify(out, null, 1) + '\n');
console.log(`${Object.keys(out).length} pipelines x ${texts.length} texts -> ${file}`);
