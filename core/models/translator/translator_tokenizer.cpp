// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/translator/translator_tokenizer.h"

#include "core/base/check.h"
#include "core/io/file_read.h"
#include "core/models/common/sentencepiece_model.h"

#include <sentencepiece_processor.h>

namespace attn {

namespace {

class WordTokenizer : public TranslatorTokenizer {
  public:
    WordTokenizer(TranslatorVocab source, TranslatorVocab target)
        : source_(std::move(source)), target_(std::move(target)) {}
    EncodedWords encodeSource(const std::string& text) const override {
        return encodeWords(source_, text);
    }
    EncodedWords encodeTarget(const std::string& text) const override {
        return encodeWords(target_, text);
    }
    std::string joinTarget(const std::vector<std::string>& tokens) const override {
        return joinWords(tokens);
    }

  private:
    TranslatorVocab source_, target_;
};

/// A side's SentencePiece model, which a Marian folder must have.
std::unique_ptr<sentencepiece::SentencePieceProcessor> loadSpm(const std::string& path) {
    require(isRegularFile(path), Message("attn", "%1 is missing (a Marian translator needs its "
                                                 "SentencePiece models)")
                                     .arg(path));
    return loadSentencePiece(path);
}

class SentencePieceTokenizer : public TranslatorTokenizer {
  public:
    SentencePieceTokenizer(const std::string& sourceSpm, const std::string& targetSpm,
                           TranslatorVocab vocab)
        : source_(loadSpm(sourceSpm)), target_(loadSpm(targetSpm)), vocab_(std::move(vocab)) {}

    EncodedWords encodeSource(const std::string& text) const override {
        return encode(*source_, text);
    }
    EncodedWords encodeTarget(const std::string& text) const override {
        return encode(*target_, text);
    }
    std::string joinTarget(const std::vector<std::string>& tokens) const override {
        std::vector<std::string> pieces;
        for (const std::string& t : tokens)
            if (t != "</s>" && t != "<unk>" && t != "<pad>") pieces.push_back(t);
        std::string text;
        const auto status = target_->Decode(pieces, &text);
        require(
            status.ok(),
            Message("attn", "the translation's pieces do not decode: %1").arg(status.ToString()));
        // MarianTokenizer: a "▁" the target model did not join (a piece of the other side's
        // model) becomes a space, and the ends are stripped.
        const std::string underline = "\xE2\x96\x81";
        for (std::size_t at = text.find(underline); at != std::string::npos;
             at = text.find(underline, at + 1))
            text.replace(at, underline.size(), " ");
        const char* const space = " \t\n\r\f\v";
        const std::size_t first = text.find_first_not_of(space);
        if (first == std::string::npos) return {};
        return text.substr(first, text.find_last_not_of(space) - first + 1);
    }

  private:
    /// MarianTokenizer._tokenize: a leading language code as one token, then the pieces.
    EncodedWords encode(const sentencepiece::SentencePieceProcessor& sp,
                        const std::string& text) const {
        std::vector<std::string> tokens;
        std::string rest = text;
        const std::size_t line = text.find('\n');
        const std::size_t close = text.rfind("<<", line == std::string::npos ? line : line - 1);
        if (text.rfind(">>", 0) == 0 && close != std::string::npos && close >= 3) {
            tokens.push_back(text.substr(0, close + 2)); // ">>ru<<", as the greedy >>.+<<
            rest = text.substr(close + 2);
        }
        std::vector<std::string> pieces;
        const auto status = sp.Encode(rest, &pieces);
        require(status.ok(),
                Message("attn", "the text cannot be split into pieces: %1").arg(status.ToString()));
        tokens.insert(tokens.end(), pieces.begin(), pieces.end());
        EncodedWords e;
        for (const std::string& t : tokens) {
            e.words.push_back(t);
            e.ids.push_back(vocab_.id(t));
            e.unknown.push_back(!vocab_.contains(t));
        }
        return e;
    }

    std::unique_ptr<sentencepiece::SentencePieceProcessor> source_, target_;
    TranslatorVocab vocab_;
};

} // namespace

std::shared_ptr<const TranslatorTokenizer> wordTokenizer(TranslatorVocab source,
                                                         TranslatorVocab target) {
    return std::make_shared<WordTokenizer>(std::move(source), std::move(target));
}

std::shared_ptr<const TranslatorTokenizer> sentencePieceTokenizer(const std::string& sourceSpm,
                                                                  const std::string& targetSpm,
                                                                  TranslatorVocab vocab) {
    return std::make_shared<SentencePieceTokenizer>(sourceSpm, targetSpm, std::move(vocab));
}

} // namespace attn
