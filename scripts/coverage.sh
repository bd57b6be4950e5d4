#!/usr/bin/env bash
# Prints the line coverage of each kit target, measured by the last
# `swift test --enable-code-coverage` (run it first; this script does not run the tests), with the
# llvm-cov of the Swift toolchain. Only the target's own Sources/<Target> files count; apps,
# tests and the executables do not.
#
#   swift test --enable-code-coverage
#   scripts/coverage.sh                  # the table
#   scripts/coverage.sh --minimum 90     # the table, and exit 1 when a kit target is below 90%
#   scripts/coverage.sh --scratch-path .build-mine   # the build folder swift test used
#
#   Target               Lines  Missed   Cover
#   Evergreen             4210     180  95.72%
#   ...
#
# To see which lines a target misses (red counts of 0 in the left column):
#   LLVM_COV show BINARY -instr-profile PROFDATA Sources/<Target> | less -R
# (the exact command is printed under the table when a target is below the minimum).
# Exits 2 when there is nothing to read (no coverage run yet, no llvm-cov, a bad option).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(Evergreen EvergreenTesting EvergreenReporting CucumberMessages Gherkin SpecRun SpecRunInit DependencyRules)
minimum=""
scratch_path=".build"

usage() {
  echo "usage: scripts/coverage.sh [--minimum PERCENT] [--scratch-path PATH]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --minimum)
      [ $# -ge 2 ] || usage
      if ! [[ "$2" =~ ^[0-9]+([.][0-9]+)?$ ]] || awk -v m="$2" 'BEGIN { exit !(m > 100) }'; then
        echo "error: --minimum takes a percentage from 0 to 100, such as 90; got '$2'." >&2
        exit 2
      fi
      minimum="$2"; shift 2 ;;
    --scratch-path)
      [ $# -ge 2 ] || usage
      scratch_path="$2"; shift 2 ;;
    -h|--help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
      exit 0 ;;
    *)
      echo "error: unknown option '$1'." >&2
      usage ;;
  esac
done

# The toolchain's llvm-cov reads the toolchain's profile format; another one on PATH may not.
swift_bin="$(dirname "$(readlink -f "$(command -v swift || echo /nonexistent/swift)")")"
llvm_cov="${LLVM_COV:-}"
if [ -z "$llvm_cov" ]; then
  if [ -x "$swift_bin/llvm-cov" ]; then llvm_cov="$swift_bin/llvm-cov"
  elif command -v xcrun >/dev/null 2>&1; then llvm_cov="xcrun llvm-cov"
  elif command -v llvm-cov >/dev/null 2>&1; then llvm_cov="llvm-cov"
  else
    echo "error: llvm-cov was not found beside swift ($swift_bin) nor on PATH; set LLVM_COV to the toolchain's llvm-cov." >&2
    exit 2
  fi
fi

# `--show-codecov-path` names the JSON export; the merged profile and the test binary are beside it.
json_path="$(swift test --show-codecov-path --scratch-path "$scratch_path")"
codecov_folder="$(dirname "$json_path")"
build_folder="$(dirname "$codecov_folder")"
package_name="$(basename "$json_path" .json)"
profdata="$codecov_folder/default.profdata"
binary="$build_folder/${package_name}PackageTests.xctest"
if [ -d "$binary" ]; then
  binary="$binary/Contents/MacOS/${package_name}PackageTests"  # a bundle on macOS
fi
if [ ! -f "$profdata" ] || [ ! -f "$binary" ]; then
  echo "error: no coverage data in $scratch_path ($profdata and $binary are needed); run" >&2
  echo "  swift test --enable-code-coverage --scratch-path $scratch_path" >&2
  echo "first, then this script again." >&2
  exit 2
fi
if [ "$binary" -nt "$profdata" ]; then
  echo "warning: the test binary is newer than the coverage data; the figures are those of the last 'swift test --enable-code-coverage'." >&2
fi

below=()
printf '%-20s %7s %7s %8s\n' Target Lines Missed Cover
for target in "${targets[@]}"; do
  folder="$(pwd)/Sources/$target/"
  # The TOTAL row of the report over the target's folder: ... Lines Missed Cover ... (columns 8-10).
  total=$($llvm_cov report "$binary" -instr-profile "$profdata" "$folder" | awk '$1 == "TOTAL" { print $8, $9 }')
  read -r lines missed <<<"${total:-0 0}"
  if [ "$lines" -eq 0 ]; then
    echo "error: the coverage data has no line of Sources/$target; was it built with --enable-code-coverage from this checkout?" >&2
    exit 2
  fi
  cover=$(awk -v l="$lines" -v m="$missed" 'BEGIN { printf "%.2f", 100 * (l - m) / l }')
  printf '%-20s %7d %7d %7s%%\n' "$target" "$lines" "$missed" "$cover"
  if [ -n "$minimum" ] && awk -v c="$cover" -v m="$minimum" 'BEGIN { exit !(c < m) }'; then
    below+=("$target")
  fi
done

if [ ${#below[@]} -gt 0 ]; then
  echo "error: ${below[*]} cover(s) less than $minimum% of their lines. Add behaviour tests for the uncovered regions; see them with" >&2
  for target in "${below[@]}"; do
    echo "  $llvm_cov show $binary -instr-profile $profdata -show-line-counts-or-regions $(pwd)/Sources/$target/" >&2
  done
  exit 1
fi
