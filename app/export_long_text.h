// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `attention-lab export --model DIR --text T` for texts too long to keep every head's
// attention: `--what attention --model-layer L --model-head H [--rows A:B]` writes one head's
// rows, `--what head-profile` every head's profile, both computed on demand
// (ui/model/longtextdocument.h).
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

namespace attn::app {

/// --rows A:B: rows A to B - 1 counted from 0, as a NumPy slice.
const QCommandLineOption& rowsOption();
/// --text-file PATH: the text of a language model's exports read from a UTF-8 file (a long
/// text does not fit on a command line).
const QCommandLineOption& textFileOption();
/// The text of --text-file, else of --text; CommandError for a file that cannot be read, is not
/// a regular file (a FIFO is not waited on), is larger than 16 MB or is not UTF-8.
QString modelText(const QCommandLineParser& p);
/// Whether --what attention asks for one head (--model-layer, --model-head or --rows given).
bool wantsOneHead(const QCommandLineParser& p);
/// Writes float32 (B - A, T) rows of the head --model-layer, --model-head (1-based, default 1)
/// of --text's attention to path (.npy); (T, T) without --rows.
void writeHeadRows(const QCommandLineParser& p, const QString& path);
/// Writes every head's profile over --text to path (.csv).
void writeHeadProfiles(const QCommandLineParser& p, const QString& path);

} // namespace attn::app
