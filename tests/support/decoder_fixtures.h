// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The random family folders of tests/fixtures/decoders and token ids to read with them.
#include "core/models/decoder/decoder.h"

#include <QString>

#include <random>
#include <vector>

namespace testing {

/// tests/fixtures/decoders/<name>/model, or the folder name itself when it is an absolute path.
inline attn::DecoderModel loadDecoderFixture(const QString& name) {
    const QString dir = name.startsWith(QLatin1Char('/'))
                            ? name
                            : QStringLiteral(ATTN_FIXTURE_DIR "/decoders/") + name + "/model";
    return attn::loadDecoder(dir.toStdString());
}

/// count ids of m's vocabulary drawn from seed (the same seed, the same ids).
inline std::vector<int> randomTokenIds(const attn::DecoderModel& m, int count, unsigned seed) {
    std::mt19937 gen(seed);
    std::uniform_int_distribution<int> id(0, m.config.vocabSize - 1);
    std::vector<int> ids(static_cast<std::size_t>(count));
    for (int& i : ids)
        i = id(gen);
    return ids;
}

} // namespace testing
