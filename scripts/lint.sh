#!/usr/bin/env bash
# Checks that Sources, Tests and Package.swift follow the house style in .swift-format, with the
# swift-format that ships in the Swift toolchain. Prints each finding as `file:line:column: error:
# [Rule] …` and exits 1 when there is any, 2 when swift-format cannot be found.
#
#   scripts/lint.sh            # lint the whole package (what .ci/run does, first)
#   scripts/lint.sh PATH...    # lint only these files or folders
#
# Most findings are fixed by the formatter itself; run it on the files you changed, then lint again:
#   swift-format format --in-place --parallel --recursive PATH...
# A finding it cannot fix (a name, a closure argument) is yours to fix by hand.
# SWIFT_FORMAT chooses the executable (default: `swift-format` on PATH, else `swift format`).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${SWIFT_FORMAT:-}" ]; then
  if ! command -v "$SWIFT_FORMAT" >/dev/null 2>&1; then
    echo "error: SWIFT_FORMAT is '$SWIFT_FORMAT', which is not an executable; point it at the toolchain's swift-format or unset it." >&2
    exit 2
  fi
  formatter=("$SWIFT_FORMAT")
elif command -v swift-format >/dev/null 2>&1; then
  formatter=(swift-format)
elif command -v swift >/dev/null 2>&1 && swift format --version >/dev/null 2>&1; then
  formatter=(swift format)
else
  echo "error: swift-format was not found; it ships with the Swift toolchain (6.0 or later): put the toolchain's usr/bin on PATH or set SWIFT_FORMAT." >&2
  exit 2
fi

if [ $# -eq 0 ]; then
  set -- Sources Tests Package.swift
fi

# swift-format skips a path that does not exist without a word; here it is an error.
for path in "$@"; do
  if [ ! -e "$path" ]; then
    echo "error: $path does not exist (paths are relative to the package root, $(pwd)); name a file or folder to lint." >&2
    exit 2
  fi
done

set +e
# swift-format reports some findings more than once (a rule visiting nested nodes): each is shown once.
findings=$("${formatter[@]}" lint --strict --parallel --recursive --configuration .swift-format "$@" 2>&1 | awk '!seen[$0]++')
status=$?  # pipefail: swift-format's own status unless awk fails
set -e
if [ -n "$findings" ]; then
  echo "$findings" >&2
fi
if [ "$status" -ne 0 ] || [ -n "$findings" ]; then
  count=$(grep -c ': error: \|: warning: ' <<<"$findings" || true)
  if [ "$count" -eq 0 ]; then
    echo "error: swift-format lint failed (exit $status) without a finding; check the paths (relative to the package root) and .swift-format." >&2
    exit 2
  fi
  echo "error: swift-format found $count place(s) that differ from the house style (.swift-format). Fix them with" >&2
  echo "  swift-format format --in-place --parallel --recursive $*" >&2
  echo "then lint again with scripts/lint.sh; the rules it cannot fix are listed in CONTRIBUTING.md (\"Formatting\")." >&2
  exit 1
fi
echo "lint: $* follow .swift-format."
