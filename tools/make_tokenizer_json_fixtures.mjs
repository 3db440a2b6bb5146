#!/usr/bin/env node
// Writes tests/fixtures/tokenizer_json/cases.json: for each pipeline of a real family's
// tokenizer.json (GPT-2, SmolLM2, Llama 3, Qwen2) put around GPT-2's vocabulary and merges
// (tests/fixtures/gpt2_bpe), the token ids the reference implementation (the npm package
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
const file = path.join(root, 'tests', 'fixtures', 'tokenizer_json', 'cases.json');
fs.writeFileSync(file, JSON.stringify(out, null, 1) + '\n');
console.log(`${Object.keys(out).length} pipelines x ${texts.length} texts -> ${file}`);
