// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What `attention-lab export` can write: figures chosen with --view NAME and numbers chosen
// with --what NAME. Each family of views lives in its own export_<family>.cpp and is listed
// once in exportFamilies() (exportviews.cpp).
#include "app/cliutil.h"
#include "core/attention/layer_heads.h"
#include "core/base/tensor.h"
#include "ui/common/figureexport.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <vector>

namespace attn::app {

/// Where and how large the figure is written; the same for every view.
struct FigureRequest {
    QString path;                               ///< .png, .svg or .pdf, already checked
    ui::ExportOptions size;                     ///< already validated
    double fontPoints = 11;                     ///< --font-size, already checked
    const QCommandLineParser* parser = nullptr; ///< for the family's own options
    const FigureOptions* figure = nullptr;      ///< the shared options (text, heads, ...)
};

/// Lays figure out for r's size (the widget is never shown) and writes it to r.path; throws
/// CommandError with the reason.
void writeFigure(QCustomPlot& figure, const FigureRequest& r);

/// A group of views and data exports with the options they read.
struct ExportFamily {
    QList<QCommandLineOption> options; ///< added to the parser of `export`
    QStringList views;                 ///< names for --view
    QStringList data;                  ///< names for --what
    /// Builds the figure called view and writes it; throws CommandError with the reason.
    std::function<void(const QString& view, const FigureRequest& request)> writeView;
    /// The file extensions the numbers called what can be written as; {".npy"} when not set.
    std::function<QStringList(const QString& what)> dataExtensions;
    /// Writes the numbers called what to path; throws CommandError with the reason.
    std::function<void(const QString& what, const QCommandLineParser& parser, const QString& path)>
        writeData;
};

/// The first figure (one-hot and heads): --view overview, the default.
ExportFamily overviewExports();
/// The positional-encoding lab: pe-matrix, pe-curves, ... and --what pe, pe-rotation.
ExportFamily positionalExports();

/// Positions in models: one prompt (--text) through up to four --model folders, each layer's
/// attention by distance (export_model_distance.cpp).
ExportFamily modelDistanceExports();

/// The attention explorer: heatmap, grid, lines, steps, compare and --what
/// weights|scores|...|output|tokens.
ExportFamily explorerExports();

/// A language model's attention for --text: --what attention|rollout with --model DIR (its tokens:
/// the explorer's --what tokens).
ExportFamily modelExports();

/// A translator's attention for --text: --what alignment|cross-attention|encoder-attention|
/// decoder-attention with --model DIR; prints the translation.
ExportFamily translatorExports();

/// attention: [layer][head] of (T,T), at least one of each -> a float32 (layers, heads, T, T)
/// .npy at path, written straight from the matrices (no copy of them is made). Throws
/// CommandError naming path when the write fails.
void writeAttention(const LayerHeadAttention& attention, const QString& path);

/// Vision transformers (ViT, DINO) over a photo: --view vit-head|vit-heads|vit-threshold|
/// vit-patch|vit-rollout and --what vit-attention|vit-rollout with --model DIR --image FILE.
ExportFamily visionExports();

/// The shape captioner: --what caption-attention with --model DIR --image FILE [--caption TEXT].
ExportFamily captionerExports();

/// The Captions tab's figures: --view caption|caption-grid, with --frames DIR for the play
/// sequence (export_caption_views.cpp).
ExportFamily captionViewExports();

/// The demonstrations of the Lectures tab: pooling, scores, ... (see ui::lectureDemos()).
ExportFamily lectureExports();

/// Every family, in the order --help lists them.
std::vector<ExportFamily> exportFamilies();

} // namespace attn::app
