#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the manual page attention-lab.1 (roff) to stdout from the program's own --help and
# `export --help`, so that the page lists exactly the options the program parses:
#   tools/make_manpage.sh BUILT_PROGRAM VERSION > attention-lab.1
set -eu
program="$1"
version="$2"
export QT_QPA_PLATFORM=offscreen

# Help text -> roff: the text before "Options:" verbatim (it holds small tables), each option
# a tagged paragraph with its wrapped description joined.
to_roff() {
  awk '
    function esc(s) { gsub(/\\/, "\\e", s); gsub(/-/, "\\-", s); return s }
    function flush() { if (opt != "") { print ".TP"; print "\\fB" esc(opt) "\\fR"; print esc(desc) }
                       opt = ""; desc = "" }
    NR == 1 { next }                                  # "Usage: <path> ...": the synopsis says it
    /^Options:$/ { print ".fi"; print ".SS Options"; options = 1; next }
    !options { line = esc($0); if (line ~ /^[.\047]/) line = "\\&" line; print line; next }
    /^  -/ { flush(); o = $0; sub(/^  /, "", o); d = o; sub(/  +.*$/, "", o)
             if (d ~ /  +/) { sub(/^[^ ]+( [^ ]+)*  +/, "", d) } else { d = "" }
             opt = o; desc = d; next }
    /^   +/ { d = $0; sub(/^ +/, "", d); desc = desc " " d; next }
    END { flush() }'
}

cat <<HEADER
.TH ATTENTION-LAB 1 "" "AttentionLab $version" "User Commands"
.SH NAME
attention-lab \- see how attention works in neural networks
.SH SYNOPSIS
\fBattention-lab\fR [\fIoptions\fR]
.br
\fBattention-lab export\fR \fB\-\-out\fR \fIFILE\fR [\fIoptions\fR]
.SH DESCRIPTION
.nf
HEADER
"$program" --help | to_roff
echo ".SH EXPORT"
echo ".nf"
"$program" export --help | to_roff
cat <<'FOOTER'
.SH FILES
.TP
\fI~/.config/AttentionLab/attention-lab.json\fR
The window's settings.
.TP
\fI<prefix>/share/attention-lab/sample_models\fR
The models shipped with the program (or the folder named by \fBATTN_SAMPLE_MODELS\fR).
FOOTER
