#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image. It makes the
# Workbench binary available at $AUTOGRADER_ROOT/bin/workbench for run_autograder.
#
#   AUTOGRADER_ROOT  default /autograder (set it only to try the kit elsewhere)
#   WORKBENCH_BIN    a ready-built workbench binary to copy, with the libraries beside it
#                    (libLessons.so, and libWorkbenchSwift.so for the learner's Swift). Without
#                    it, a binary the zip holds as source/workbench is used, with those
#                    libraries if the zip holds them too (a standalone binary, built on Linux
#                    x86_64 with `WORKBENCH_STANDALONE=1 swift build -c release --product
#                    workbench --static-swift-stdlib`, needs neither, nor Swift); without that,
#                    the Workbench package in $AUTOGRADER_ROOT/source (Package.swift, Packages/
#                    and Sources/, put in the zip) is built with Swift, which must then be
#                    installed
set -euo pipefail

root=${AUTOGRADER_ROOT:-/autograder}
source_dir=$root/source
bin_dir=$root/bin

# The binary links libedit (the shell's line editor) and libyaml (lesson front matter), which
# slim images lack.
present() { # PACKAGE LIBRARY
  if command -v dpkg-query >/dev/null 2>&1 &&
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'; then
    return 0
  fi
  { ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true; } | grep -q "$2 "
}
missing=()
present libedit2 'libedit\.so\.2' || missing+=(libedit2)
present libyaml-0-2 'libyaml-0\.so\.2' || missing+=(libyaml-0-2)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup.sh: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
  else
    echo "setup.sh: ${missing[*]} missing and cannot be installed here (needs root and apt-get)" >&2
  fi
fi

# The binary BINARY, and the libraries it loads from its own folder when they are beside it.
install_binary() { # BINARY
  local folder=.
  case $1 in */*) folder=${1%/*} ;; esac
  cp "$1" "$bin_dir/workbench"
  for library in libLessons.so libWorkbenchSwift.so; do
    if [ -f "$folder/$library" ]; then cp "$folder/$library" "$bin_dir/$library"; fi
  done
}

mkdir -p "$bin_dir"
if [ -n "${WORKBENCH_BIN:-}" ]; then
  echo "setup.sh: copying $WORKBENCH_BIN"
  install_binary "$WORKBENCH_BIN"
elif [ -f "$source_dir/workbench" ] && [ -x "$source_dir/workbench" ]; then
  echo "setup.sh: copying the binary in the zip, $source_dir/workbench"
  install_binary "$source_dir/workbench"
elif command -v swift >/dev/null 2>&1; then
  echo "setup.sh: building the Workbench in $source_dir"
  (cd "$source_dir" && swift build -c release --product workbench && swift build -c release --product WorkbenchSwift)
  install_binary "$source_dir/.build/release/workbench"
else
  cat >&2 <<'MESSAGE'
setup.sh: error: no Swift toolchain to build the Workbench with.
Install Swift 6 in this image first (https://www.swift.org/install/linux/), or set
WORKBENCH_BIN to a workbench binary built for Linux.
MESSAGE
  exit 1
fi
chmod +x "$bin_dir/workbench"
"$bin_dir/workbench" --version
