#!/bin/sh
# Installs every Debian package Hoshi needs to build, run, test and check
# itself (Debian 12, as root). Safe to run again: apt-get skips what is there.
set -eu
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  build-essential cmake pkg-config \
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core \
  libcriterion-dev gnugo clang-format clang libclang-rt-14-dev \
  libfontconfig-dev libcairo2-dev libpango1.0-dev poppler-utils fonts-droid-fallback \
  xvfb xauth xdotool imagemagick libgl1-mesa-dri \
  xserver-xorg-core xserver-xorg-video-dummy x11-xserver-utils \
  gettext librsvg2-bin gzip groff-base dpkg-dev file desktop-file-utils appstream lintian >/dev/null
echo "install-deps: all packages are installed"
