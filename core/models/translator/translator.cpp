// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/translator/translator.h"

#include "core/base/check.h"

namespace attn {

namespace {

constexpr std::size_t kMaxTextBytes = 100000;

/// text -> its tokens (encode(text)), checked against the limits; what names the text in
/// messages.
template <typename Encode>
EncodedWords encodeChecked(Encode encode, const std::string& text, int maxWords,
                           const std::string& what) {
    require(text.size() <= kMaxTextBytes,
            Message("attn", "%1 has %2 bytes; a translator reads at most %3")
                .arg(what)
                .arg(text.size())
                .arg(kMaxTextBytes));
    EncodedWords e = encode(text);
    require(!e.words.empty(),
            Message("attn", "%1 is empty: type a sentence to translate").arg(what));
    require(
        int(e.words.size()) <= maxWords,
        Message("attn",
                "%1 has %2 words; this translator reads at most %3 (split the text into sentences)")
            .arg(what)
            .arg(e.words.size())
            .arg(maxWords));
    return e;
}

} // namespace

Translator::Translator(TranslatorConfig config, TranslatorVocab source, TranslatorVocab target,
                       std::shared_ptr<const TranslatorModel> model,
                       std::shared_ptr<const TranslatorTokenizer> tokenizer)
    : config_(std::move(config)), source_(std::move(source)), target_(std::move(target)),
      model_(std::move(model)), tokenizer_(std::move(tokenizer)) {
    require(model_ != nullptr, Message("attn", "a translator needs a model"));
    if (!tokenizer_) tokenizer_ = wordTokenizer(source_, target_);
}

std::string Translator::kindName() const {
    switch (config_.kind) {
    case TranslatorKind::BahdanauGru:
        return "bahdanau-gru";
    case TranslatorKind::TransformerSeq2Seq:
        return "transformer-seq2seq";
    case TranslatorKind::Marian:
        return "marian";
    }
    return {};
}

Translation Translator::translate(const std::string& text, int maxWords) const {
    const auto source =
        encodeChecked([&](const std::string& s) { return tokenizer_->encodeSource(s); }, text,
                      config_.maxSourceWords, "the text");
    std::vector<int> ids = source.ids;
    ids.push_back(config_.sourceEnd);
    const int steps =
        maxWords <= 0 || maxWords > config_.maxTargetWords ? config_.maxTargetWords : maxWords;
    return finish(model_->run(ids, {}, steps), source);
}

Translation Translator::teacherForced(const std::string& sourceText,
                                      const std::string& targetText) const {
    const EncodedWords source =
        encodeChecked([&](const std::string& s) { return tokenizer_->encodeSource(s); }, sourceText,
                      config_.maxSourceWords, "the source text");
    const EncodedWords target =
        encodeChecked([&](const std::string& s) { return tokenizer_->encodeTarget(s); }, targetText,
                      config_.maxTargetWords - 1, "the target text");
    std::vector<int> ids = source.ids, forced = target.ids;
    ids.push_back(config_.sourceEnd);
    forced.push_back(config_.targetEnd);
    return finish(model_->run(ids, forced, int(forced.size())), source);
}

Translation Translator::finish(Translation t, const EncodedWords& source) const {
    t.sourceWords = source.words;
    t.sourceWords.push_back(source_.word(config_.sourceEnd));
    t.sourceUnknown = source.unknown;
    t.sourceUnknown.push_back(false);
    t.sourceIds = source.ids;
    t.sourceIds.push_back(config_.sourceEnd);
    t.targetWords.clear();
    t.decoderInputWords.assign(1, target_.word(config_.decoderStart));
    for (int id : t.targetIds)
        t.targetWords.push_back(target_.word(id));
    for (std::size_t i = 0; i + 1 < t.targetWords.size(); ++i)
        t.decoderInputWords.push_back(t.targetWords[i]);
    if (t.targetWords.empty()) t.decoderInputWords.clear();
    t.finished = !t.targetIds.empty() && t.targetIds.back() == config_.targetEnd;
    std::vector<std::string> words = t.targetWords;
    if (t.finished) words.pop_back();
    t.targetText = tokenizer_->joinTarget(words);
    return t;
}

} // namespace attn
