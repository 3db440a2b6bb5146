#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs a built package in a fresh Debian 12 root and runs it there, as a user who has
# nothing else would: apt resolves Depends, then the program must print its version, export
# figures of the sample content (the explorer, the shipped language model and translator, a
# Persian caption) and leave its menu entry, icons and manual page in place. Run as root.
#   tools/check_package.sh build-package/attention-lab_0.1.0_amd64.deb [ROOT]
# ROOT (default /tmp/attention-lab-root) is made with debootstrap when it does not exist
# (apt-get install debootstrap; about 5 minutes and 250 MB).
set -euo pipefail
deb="$(realpath "$1")"
root="${2:-/tmp/attention-lab-root}"
[ -d "$root/usr" ] || debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
cp "$deb" "$root/tmp/"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
trap 'umount "$root/proc"' EXIT
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
  DEBIAN_FRONTEND=noninteractive QT_QPA_PLATFORM=offscreen /bin/bash -euo pipefail -c "
apt-get update -q >/dev/null
apt-get install -y -q /tmp/$(basename "$deb") >/tmp/apt.log
echo \"downloaded: \$(du -sh /var/cache/apt/archives | cut -f1)\"
attention-lab --version
cd /tmp
attention-lab export --view heatmap --out explorer.png
attention-lab export --view heatmap --tokens model --embedding model --model-layer 1 --out model.png
attention-lab export --view translator-heatmap --out translator.png >/dev/null
attention-lab export --view caption --lang fa --out caption-fa.svg >/dev/null
ls -l explorer.png model.png translator.png caption-fa.svg
ls /usr/share/applications/attention-lab.desktop /usr/share/icons/hicolor/*/apps/attention-lab.* \
  /usr/share/man/man1/attention-lab.1 /usr/share/attention-lab/sample_models
echo 'check_package: installed and ran'
" 2>&1 | grep -v XDG_RUNTIME_DIR
