// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Word vocabularies of the translators and the word splitting both languages share.
#include <string>
#include <unordered_map>
#include <vector>

namespace attn {

/// A word list: id = index. Ids 0..3 are always "<pad>", "<bos>", "<eos>", "<unk>".
struct TranslatorVocab {
    static constexpr int pad = 0, bos = 1, eos = 2, unk = 3;

    std::vector<std::string> words;           ///< (V) id -> word
    std::unordered_map<std::string, int> ids; ///< word -> id
    int unknownId = unk; ///< the id an unknown word gets (Marian's "<unk>" is 1)

    int size() const { return int(words.size()); } ///< V
    /// The id of word, or unknownId when it is not in the list.
    int id(const std::string& word) const;
    bool contains(const std::string& word) const { return ids.count(word) != 0; }
    /// The word of id; "<unk>" for an id outside [0,V).
    const std::string& word(int id) const;
};

/// words:(V) -> vocabulary. Throws InputError (naming origin) when the first four are not
/// the special words, a word is empty or repeated, or V > 1000000.
TranslatorVocab makeTranslatorVocab(std::vector<std::string> words,
                                    const std::string& origin = "vocabulary");

/// Reads a JSON array of strings (at most 16 MB) and checks it as makeTranslatorVocab does.
TranslatorVocab readTranslatorVocab(const std::string& path);

/// Reads a Marian vocab.json: an object mapping each piece to its id, the ids 0..V-1 each
/// once, "<unk>" among them (unknownId). Throws InputError naming the file otherwise.
TranslatorVocab readPieceVocab(const std::string& path);

/// UTF-8 text -> words: lowercased (ASCII and the accented Latin letters of French:
/// "É" -> "é"), split at white space, punctuation (. , ; : ! ? " ( ) ...) becomes a word of its
/// own, and an apostrophe stays with the word before it ("l'arbre" -> "l'", "arbre";
/// "j'aime" -> "j'", "aime"; the typographic ’ is read as '). Other characters (accents,
/// any script) are kept as they are. Invalid UTF-8 bytes are kept too.
std::vector<std::string> splitWords(const std::string& text);

/// words -> one sentence: spaces between words except before . , ; : ! ? ) and after ( and
/// an apostrophe ("l'" "arbre" -> "l'arbre").
std::string joinWords(const std::vector<std::string>& words);

/// A text split and looked up in a vocabulary.
struct EncodedWords {
    std::vector<std::string> words; ///< (n) as splitWords gives them
    std::vector<int> ids;           ///< (n) vocabulary ids, unk for unknown words
    std::vector<bool> unknown;      ///< (n) true where the word is not in the vocabulary
    /// The unknown words, in order, each once.
    std::vector<std::string> unknownWords() const;
};

/// text -> words, ids and unknown flags (no <eos> appended).
EncodedWords encodeWords(const TranslatorVocab& vocab, const std::string& text);

} // namespace attn
