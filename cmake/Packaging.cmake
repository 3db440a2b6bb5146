# SPDX-License-Identifier: GPL-3.0-or-later
# `cpack -G DEB` in a build tree (scripts/package.sh): the Debian package of what
# `cmake --install` puts under /usr. Depends is worked out by dpkg-shlibdeps from the
# libraries the program links (Qt, ICU, zlib, OpenMP, ...), plus the fonts the figures need.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME attention-lab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The AttentionLab developers")
set(CPACK_PACKAGE_CONTACT "The AttentionLab developers <attention-lab@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "See how attention works in neural networks")
set(CPACK_PACKAGE_DESCRIPTION
  "AttentionLab computes attention weights and shows them, for teaching and for figures:\n\
every head and layer of a model as heatmaps, token lines and grids, the step-by-step\n\
computation softmax(QK^T/sqrt(d))V, positional encodings and the rotation that links\n\
positions, and the lecture notes' demonstrations. Offline; figures export as PNG, SVG\n\
and PDF from the window and from the command line (attention-lab export).")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # attention-lab_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# DejaVu Sans draws Latin, Cyrillic and Persian; Noto CJK the Chinese, Noto Color Emoji the
# emoji; Qt's own translations turn its standard dialogs into the chosen language.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
  "fonts-noto-cjk, fonts-noto-color-emoji, qt6-translations-l10n")
set(CPACK_STRIP_FILES ON)
include(CPack)
