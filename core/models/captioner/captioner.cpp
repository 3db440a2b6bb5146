// SPDX-License-Identifier: GPL-3.0-or-later
// The captioner's forward pass: patch features, then one GRU step with additive attention
// per word (see captioner.h for the equations).
#include "core/models/captioner/captioner.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

constexpr int kMostWords = 200;

struct Step {
    Eigen::VectorXf alpha;         ///< (N)
    Eigen::VectorXf probabilities; ///< (V)
};

class Decoder {
  public:
    Decoder(const Captioner& model, const RgbImage& image)
        : m_(model), w_(model.weights), features_(captionerFeatures(model, image)) {
        // keys:(N, A) = features W_f^T + b_f, the part of the scores that does not change.
        keys_ = (features_ * w_.attFeature.transpose()).rowwise() + w_.attFeatureBias.transpose();
        const Eigen::VectorXf mean = features_.colwise().mean().transpose();
        hidden_ = (w_.initWeight * mean + w_.initBias).array().tanh().matrix();
        context_ = mean;
    }

    /// Reads word (the previous one, or <start>) and attends: -> alpha, p(next word).
    Step step(int word) {
        const int h = m_.config.hiddenDim;
        Eigen::VectorXf x(w_.embedding.cols() + features_.cols());
        x << w_.embedding.row(word).transpose(), context_;
        hidden_ = w_.gru.step(x, hidden_);

        const Eigen::RowVectorXf query = (w_.attHidden * hidden_).transpose();
        const Eigen::VectorXf scores =
            ((keys_.rowwise() + query).array().tanh().matrix() * w_.attVector);
        Step s;
        s.alpha = softmaxVector(scores);
        context_ = features_.transpose() * s.alpha;
        Eigen::VectorXf joined(h + features_.cols());
        joined << hidden_, context_;
        s.probabilities = softmaxVector(w_.outWeight * joined + w_.outBias);
        return s;
    }

    /// alpha:(N) -> (G, G), row-major over the grid.
    Eigen::MatrixXf grid(const Eigen::VectorXf& alpha) const {
        const int g = m_.config.gridSize();
        Eigen::MatrixXf map(g, g);
        for (int i = 0; i < g; ++i)
            for (int j = 0; j < g; ++j)
                map(i, j) = alpha(i * g + j);
        return map;
    }

  private:
    const Captioner& m_;
    const CaptionerWeights& w_;
    Eigen::MatrixXf features_; ///< (N, D)
    Eigen::MatrixXf keys_;     ///< (N, A)
    Eigen::VectorXf hidden_;   ///< (H), the GRU state after the words read so far
    Eigen::VectorXf context_;  ///< (D), the context of the last step, read with the next word
};

/// image at the model's size, resized when it is not.
RgbImage modelInput(const Captioner& model, const RgbImage& image) {
    checkRgbImage(image, model.config.patchSize);
    if (image.width == model.config.imageSize && image.height == model.config.imageSize)
        return image;
    return resizeArea(image, model.config.imageSize);
}

} // namespace

RgbImage resizeForCaptioner(const Captioner& model, const RgbImage& image) {
    return modelInput(model, image);
}

Eigen::MatrixXf captionerFeatures(const Captioner& model, const RgbImage& image) {
    const CaptionerConfig& c = model.config;
    checkRgbImage(image, c.imageSize);
    require(
        image.width == c.imageSize && image.height == c.imageSize,
        Message("attn",
                "the captioner's features need a %1x%2 image, got %3x%4 (use resizeForCaptioner)")
            .arg(c.imageSize)
            .arg(c.imageSize)
            .arg(image.width)
            .arg(image.height));
    const int g = c.gridSize(), p = c.patchSize;
    Eigen::MatrixXf patches(c.patches(), p * p * 3); // (N, P*P*3), each row (py, px, channel)
    for (int gy = 0; gy < g; ++gy)
        for (int gx = 0; gx < g; ++gx)
            for (int py = 0; py < p; ++py)
                for (int px = 0; px < p; ++px)
                    for (int ch = 0; ch < 3; ++ch)
                        patches(gy * g + gx, (py * p + px) * 3 + ch) =
                            image.at(gx * p + px, gy * p + py, ch);
    const CaptionerWeights& w = model.weights;
    const Eigen::MatrixXf e =
        ((patches * w.patchWeight.transpose()).rowwise() + w.patchBias.transpose() + w.position)
            .cwiseMax(0.0f);
    const Eigen::MatrixXf mixed =
        ((e * w.mixWeight.transpose()).rowwise() + w.mixBias.transpose()).cwiseMax(0.0f);
    return e + mixed;
}

CaptionResult caption(const Captioner& model, const RgbImage& image, int maxWords) {
    require(
        maxWords >= 1 && maxWords <= kMostWords,
        Message("attn", "a caption has 1 to %1 words, asked for %2").arg(kMostWords).arg(maxWords));
    Decoder decoder(model, modelInput(model, image));
    CaptionResult result;
    int word = model.startId;
    for (int t = 0; t < maxWords; ++t) {
        const Step s = decoder.step(word);
        Eigen::Index best = 0;
        s.probabilities.maxCoeff(&best);
        if (int(best) == model.endId) {
            result.finished = true;
            break;
        }
        word = int(best);
        result.words.push_back(model.vocabulary[std::size_t(best)]);
        result.known.push_back(true);
        result.probability.push_back(s.probabilities(best));
        result.attention.push_back(decoder.grid(s.alpha));
    }
    return result;
}

CaptionResult teacherForced(const Captioner& model, const RgbImage& image,
                            const std::vector<std::string>& words) {
    require(!words.empty() && int(words.size()) <= kMostWords,
            Message("attn", "a typed caption needs 1 to %1 words, got %2")
                .arg(kMostWords)
                .arg(words.size()));
    Decoder decoder(model, modelInput(model, image));
    CaptionResult result;
    int previous = model.startId;
    for (const std::string& w : words) {
        const int id = model.idOf(w);
        const Step s = decoder.step(previous);
        result.words.push_back(w);
        result.known.push_back(id != model.unknownId || w == "<unk>");
        result.probability.push_back(s.probabilities(id));
        result.attention.push_back(decoder.grid(s.alpha));
        previous = id;
    }
    result.finished = true;
    return result;
}

bool looksLikeTrainingScene(const RgbImage& image) {
    if (image.width != kSceneSize || image.height != kSceneSize ||
        image.rgb.size() != std::size_t(kSceneSize) * kSceneSize * 3)
        return false;
    unsigned char palette[5][3];
    backgroundBytes(palette[0]);
    for (int i = 0; i < 4; ++i)
        colourBytes(ShapeColour(i), palette[i + 1]);
    int background = 0, matching = 0;
    const int pixels = kSceneSize * kSceneSize;
    for (int p = 0; p < pixels; ++p) {
        for (int k = 0; k < 5; ++k) {
            float distance = 0;
            for (int c = 0; c < 3; ++c)
                distance =
                    std::max(distance, std::abs(image.rgb[std::size_t(p) * 3 + std::size_t(c)] -
                                                palette[k][c] / 255.0f));
            if (distance < 0.1f) {
                ++matching;
                if (k == 0) ++background;
                break;
            }
        }
    }
    return background >= pixels / 2 && matching >= pixels * 9 / 10;
}

} // namespace attn
