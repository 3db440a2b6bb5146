#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a pseudo-translation of a .ts file: every message translated as ⟦source⟧, so that a
build with it shows at a glance which words of the window or of a figure are not wrapped in
tr() (they appear without the brackets). Key sequences (Ctrl+E) stay as they are; --rtl also
translates QT_LAYOUT_DIRECTION to RTL, to see the window mirrored.

    tools/pseudo_translate.py resources/translations/attention-lab_fa.ts /tmp/fa.ts --rtl

Never commit the output over a real translation."""
import argparse
import re
import xml.etree.ElementTree as ET

parser = argparse.ArgumentParser()
parser.add_argument("source")
parser.add_argument("output")
parser.add_argument("--rtl", action="store_true")
args = parser.parse_args()

tree = ET.parse(args.source)
for message in tree.getroot().iter("message"):
    source = message.findtext("source") or ""
    translation = message.find("translation")
    translation.attrib.pop("type", None)
    if source == "QT_LAYOUT_DIRECTION":
        translation.text = "RTL" if args.rtl else "LTR"
    elif re.fullmatch(r"(Ctrl|Alt|Shift|Meta)\+.*", source):
        translation.text = source
    else:
        translation.text = "⟦" + source + "⟧"
tree.write(args.output, encoding="utf-8", xml_declaration=True)
