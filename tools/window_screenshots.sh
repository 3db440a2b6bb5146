#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of every tab of the window on a 1280x720 screen, at the normal text size and at
# 18 pt, as a class sees them:
#
#   tools/window_screenshots.sh BINARY DIR         # writes DIR/window-<tab>-11pt.png and -18pt.png
#   tools/window_screenshots.sh BINARY DIR fa      # the same with the interface in Persian
#
# Without a language, and with xdotool installed, it also steps through the Lectures tab's
# chooser and writes DIR/window-lectures-<demo>-11pt.png and -18pt.png for each demonstration.
# Needs xvfb-run and ImageMagick's import (scripts/install-deps.sh does not install them).
set -euo pipefail
bin="$(realpath "$1")"
dir="$2"
lang="${3:-}"
mkdir -p "$dir"
tabs=(one-hot explorer model translator positional lectures captions vision)
demos=(pooling scores sqrt-d dictionary gat cost ran seq2seq) # the order of the lectures
for points in 11 18; do
  for tab in "${tabs[@]}"; do
    out="$(realpath "$dir")/window-$tab-${points}pt.png"
    xvfb-run -a -s "-screen 0 1280x720x24" bash -c "
      '$bin' --tab $tab --font-size $points ${lang:+--lang $lang} >/dev/null 2>&1 &
      app=\$!
      sleep 5
      import -window root '$out'
      kill \$app" || echo "screenshot failed: $tab at $points pt" >&2
  done
  [ -z "$lang" ] && command -v xdotool >/dev/null || continue
  prefix="$(realpath "$dir")/window-lectures"
  xvfb-run -a -s "-screen 0 1280x720x24" bash -c "
    '$bin' --tab lectures --font-size $points >/dev/null 2>&1 &
    app=\$!
    sleep 5
    # A click on the lecture chooser (under the tabs) opens its list, Escape closes it and
    # leaves it the keyboard; Home picks the first lecture, Down the next.
    xdotool mousemove 200 $((points == 18 ? 85 : 59)) click 1
    sleep 1
    xdotool key Escape Home
    for demo in ${demos[*]}; do
      sleep 4 # the cost demo measures when first shown
      import -window root '$prefix-'\$demo'-${points}pt.png'
      xdotool key Down
    done
    kill \$app" || echo "lecture screenshots failed at $points pt" >&2
done
