// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A long text through a language model, its attention on demand: the pass keeps each layer's
// queries and keys (core/models/decoder/long_text.h), and a head's rows, its overview or the
// heads' profiles are computed from them when asked, so 16,000 tokens need memory in
// proportion to T, not T². The window reads a text on a worker thread (readText), the command
// line at once (setText).
#include "core/models/language/language_model.h"
#include "ui/common/document.h"

#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <memory>
#include <optional>
#include <vector>

namespace attn::ui {

class LongTextDocument : public Document {
    Q_OBJECT

  public:
    /// Cells along each side of a head's overview (fewer for a shorter text).
    static constexpr int kOverviewCells = 320;

    explicit LongTextDocument(QObject* parent = nullptr);
    ~LongTextDocument() override;

    /// The model to read texts with (a decoder; an encoder is refused when a text is set).
    /// Forgets the text read with the model before.
    void setModel(std::shared_ptr<const LanguageModel> model);
    /// Encodes text and runs the pass at once (no overview, no profiles: the command line asks
    /// for rows); on failure keeps the text and pass before and emits errorOccurred. True on
    /// success.
    bool setText(const QString& text);
    /// The same on the worker thread, with the shown head's overview and its layer's profiles
    ///: busyChanged(true) now, resultsChanged or errorOccurred
    /// when done (a text asked for meanwhile is read next). name says where the text came from
    /// ("genesis.txt"). False, with errorOccurred, for no model or an empty text.
    bool readText(const QString& text, const QString& name = {});
    /// Shows head `head` of `layer` (from 0): its overview and its layer's profiles, computed
    /// on the worker (at once without a text).
    void setHead(int layer, int head);
    bool busy() const { return m_running; }

    int tokens() const { return m_pass ? m_pass->tokens : 0; }
    int layers() const { return m_pass ? int(m_pass->queries.size()) : 0; }
    int heads() const { return m_pass ? m_pass->heads : 0; }
    int layer() const { return m_layer; }
    int head() const { return m_head; }
    QStringList tokenLabels() const { return m_tokens; }
    QString textName() const { return m_name; }
    /// Seconds the last text took to read, to its first view (the pass and the overview).
    double seconds() const { return m_seconds; }
    /// The shown head's overview (C,C), headOverview's; empty before a text.
    const Eigen::MatrixXf& overview() const { return m_overview; }
    /// The shown layer's heads' profiles (H); empty before a text.
    const std::vector<HeadProfile>& layerProfiles() const { return m_profiles; }
    /// The window of the model's sliding attention in the shown layer, 0 for none.
    int window() const;

    /// Rows [first, first + count) (from 0) of head `head` of `layer` (from 0): (count,T);
    /// empty, with problem set, when there is no text or the range does not exist.
    RowMatrixXf headRows(int layer, int head, int first, int count, QString* problem) const;
    /// Every head's profile over the text (empty, with problem set, before a text).
    std::vector<HeadProfile> profiles(QString* problem) const;

  signals:
    void busyChanged(bool busy);

  private:
    struct Job {
        std::shared_ptr<const LanguageModel> model;
        QString text, name;                       ///< empty text: the pass below, another head
        std::shared_ptr<const LongTextPass> pass; ///< read before, for another head
        int layer = 0, head = 0;
        bool views = true;    ///< the head's overview too
        bool profiles = true; ///< its layer's profiles too (after the overview, in the window)
    };
    struct Result {
        std::shared_ptr<const LongTextPass> pass;
        QStringList tokens;
        Eigen::MatrixXf overview;
        double seconds = 0;
    };
    /// No model or no text: the refusal, else empty.
    QString refusal(const QString& text) const;
    static Result compute(const Job& job);
    /// Runs job now, or on the worker when background (the profiles there after the overview),
    /// keeping what was shown on failure.
    bool run(Job job, bool background);
    void finish(const Job& job, Result result);

    std::shared_ptr<const LanguageModel> m_model;
    std::shared_ptr<const LongTextPass> m_pass;
    QStringList m_tokens;
    QString m_name;
    int m_layer = 0, m_head = 0;
    Eigen::MatrixXf m_overview;
    std::vector<HeadProfile> m_profiles;
    double m_seconds = 0;
    QThreadPool m_pool; ///< one worker
    bool m_running = false;
    std::optional<Job> m_queued;
};

} // namespace attn::ui
