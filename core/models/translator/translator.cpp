#include "core/models/translator/translator.h"

#include "core/base/check.h"

namespace attn {

namespace {

constexpr std::size_t kMaxTextBytes = 100000;

/// text -> its words in vocab, checked against the limits; what names the text in messages.
EncodedWords encodeChecked(const TranslatorVocab& vocab, const std::string& text, int maxWords,
                           const std::string& what) {
    require(text.size() <= kMaxTextBytes,
            Message("attn", "%1 has %2 bytes; a translator reads at most %3")
                .arg(what)
                .arg(text.size())
                .arg(kMaxTextBytes));
    EncodedWords e = encodeWords(vocab, text);
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
                       std::shared_ptr<const TranslatorModel> model)
    : config_(std::move(config)), source_(std::move(source)), target_(std::move(target)),
      model_(std::move(model)) {
    require(model_ != nullptr, Message("attn", "a translator needs a model"));
}

std::string Translator::kindName() const {
    return config_.kind == TranslatorKind::BahdanauGru ? "bahdanau-gru" : "transformer-seq2seq";
}

Translation Translator::translate(const std::string& text, int maxWords) const {
    const EncodedWords source = encodeChecked(source_, text, config_.maxSourceWords, "the text");
    std::vector<int> ids = source.ids;
    ids.push_back(TranslatorVocab::eos);
    const int steps =
        maxWords <= 0 || maxWords > config_.maxTargetWords ? config_.maxTargetWords : maxWords;
    return finish(model_->run(ids, {}, steps), source);
}

Translation Translator::teacherForced(const std::string& sourceText,
                                      const std::string& targetText) const {
    const EncodedWords source =
        encodeChecked(source_, sourceText, config_.maxSourceWords, "the source text");
    const EncodedWords target =
        encodeChecked(target_, targetText, config_.maxTargetWords - 1, "the target text");
    std::vector<int> ids = source.ids, forced = target.ids;
    ids.push_back(TranslatorVocab::eos);
    forced.push_back(TranslatorVocab::eos);
    return finish(model_->run(ids, forced, int(forced.size())), source);
}

Translation Translator::finish(Translation t, const EncodedWords& source) const {
    t.sourceWords = source.words;
    t.sourceWords.push_back("<eos>");
    t.sourceUnknown = source.unknown;
    t.sourceUnknown.push_back(false);
    t.sourceIds = source.ids;
    t.sourceIds.push_back(TranslatorVocab::eos);
    t.targetWords.clear();
    t.decoderInputWords.assign(1, "<bos>");
    for (int id : t.targetIds)
        t.targetWords.push_back(target_.word(id));
    for (std::size_t i = 0; i + 1 < t.targetWords.size(); ++i)
        t.decoderInputWords.push_back(t.targetWords[i]);
    if (t.targetWords.empty()) t.decoderInputWords.clear();
    t.finished = !t.targetIds.empty() && t.targetIds.back() == TranslatorVocab::eos;
    std::vector<std::string> words = t.targetWords;
    if (t.finished) words.pop_back();
    t.targetText = joinWords(words);
    return t;
}

} // namespace attn
