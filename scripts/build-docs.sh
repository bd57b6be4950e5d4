#!/usr/bin/env bash
# Builds the documentation site of the kit's library products with the Swift toolchain alone:
# symbol graphs from `swift package dump-symbol-graph`, then the toolchain's `docc convert` on each
# product's catalog (Sources/<Product>/<Product>.docc), with warnings as errors (a broken symbol
# link fails), transformed for static hosting into one folder with an index page linking them.
#
#   scripts/build-docs.sh                          # builds <scratch>/docs-site and prints coverage
#   scripts/build-docs.sh --serve                  # the same, then serves it on http://localhost:8000
#   scripts/build-docs.sh --serve 8123             # on another port
#   scripts/build-docs.sh --scratch-path .build-mine   # the build folder to build in and reuse
#   scripts/build-docs.sh --skip-build             # graphs extracted from the scratch path's last
#     debug build (`swift build`, any flags) with swift-symbolgraph-extract: nothing is compiled
#
# Each product's documentation coverage (docc's --experimental-documentation-coverage: how many
# public types, members and globals have a summary) is printed as it is built:
#
#   Evergreen documentation coverage (symbols with a summary):
#   Types           | 100% (90/90)    | …
#
# A protocol's requirement documents its implementations (`init(from:)` gets Decodable's words);
# a TaskLocal's `$current` is documented by a page in the catalog's Extensions folder.
# Every product in `fully_documented` must stay at 100%: one public declaration without a doc
# comment fails the build, naming it.
#
# Exits 1 when docc reports a warning or an error (its message names the file and line) or a
# fully documented product loses its 100%, 2 on a bad option or when the toolchain has no docc.
set -euo pipefail
cd "$(dirname "$0")/.."

products=(Evergreen EvergreenTesting Gherkin CucumberMessages SpecRun)
# The products whose every public declaration has a doc comment, kept so: all of them.
fully_documented=(Evergreen EvergreenTesting Gherkin CucumberMessages SpecRun)
scratch_path=".build"
serve_port=""
skip_build=""

usage() {
  echo "usage: scripts/build-docs.sh [--scratch-path PATH] [--skip-build] [--serve [PORT]]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path)
      [ $# -ge 2 ] || usage
      scratch_path="$2"; shift 2 ;;
    --skip-build)
      skip_build=1; shift ;;
    --serve)
      serve_port=8000; shift
      if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then serve_port="$1"; shift; fi ;;
    -h|--help)
      sed -n '2,/^set -e/{/^set -e/!p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *)
      echo "error: unknown option '$1'." >&2
      usage ;;
  esac
done

swift_path=$(command -v swift || true)
docc="$(dirname "$(readlink -f "${swift_path:-/nonexistent}")")/docc"
if [ -z "$swift_path" ] || [ ! -x "$docc" ]; then
  echo "error: no docc beside the swift command ($docc); install a Swift toolchain that ships it (5.9 or later)." >&2
  exit 2
fi

# One build, reused: dump-symbol-graph builds what is missing in the scratch path, then extracts
# the public symbols of every module into <scratch>/<triple>/symbolgraph (with --skip-build, the
# extraction alone, into <scratch>/symbol-graphs).
dump_log=$(mktemp)
trap 'rm -rf "$dump_log" "${staging:-}"' EXIT
symbol_graphs=""
if [ -n "$skip_build" ]; then
  # The same extraction dump-symbol-graph makes (public symbols, no synthesized members, the
  # standard library's words for its protocols' requirements), from the modules already built.
  modules="$scratch_path/debug/Modules"
  if [ ! -d "$modules" ]; then
    echo "error: --skip-build found no $modules; run swift build --scratch-path $scratch_path first." >&2
    exit 2
  fi
  symbol_graphs="$scratch_path/symbol-graphs"
  rm -rf "$symbol_graphs"
  mkdir -p "$symbol_graphs"
  triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)
  for product in "${products[@]}"; do
    if ! "$(dirname "$docc")/swift-symbolgraph-extract" -module-name "$product" -I "$modules" -target "$triple" \
      -output-dir "$symbol_graphs" -minimum-access-level public -skip-synthesized-members >"$dump_log" 2>&1; then
      cat "$dump_log" >&2
      echo "error: swift-symbolgraph-extract could not read $product from $modules; rebuild it." >&2
      exit 1
    fi
  done
else
  if ! swift package --scratch-path "$scratch_path" dump-symbol-graph --skip-synthesized-members >"$dump_log" 2>&1; then
    cat "$dump_log" >&2
    echo "error: swift package dump-symbol-graph failed; the build errors are above." >&2
    exit 1
  fi
  symbol_graphs=$(sed -n 's/^Files written to //p' "$dump_log" | tail -1)
  if [ -z "$symbol_graphs" ] || [ ! -d "$symbol_graphs" ]; then
    cat "$dump_log" >&2
    echo "error: swift package dump-symbol-graph did not say where it wrote the symbol graphs." >&2
    exit 1
  fi
fi

# Fails when the Abstract column of docc's summary (`Members | 99% (375/377) | …`) is short of
# 100% in any row, naming the declarations without a summary.
require_full_coverage() {
  local product="$1" log="$2" coverage_json="$3"
  local short
  short=$(sed -n 's/^\([A-Za-z]*\) *| [^(]*(\([0-9]*\)\/\([0-9]*\)).*/\1 \2 \3/p' "$log" | awk '$2 != $3')
  [ -z "$short" ] && return 0
  echo "error: $product is no longer fully documented; these public declarations have no doc comment:" >&2
  if command -v python3 >/dev/null; then
    python3 -c 'import json, sys
missing = [entry["referencePath"].split("/documentation/", 1)[1] for entry in json.load(open(sys.argv[1]))
           if entry["kind"]["isSymbol"] and not entry["hasAbstract"]]
print("\n".join("  " + path for path in sorted(missing)))' "$coverage_json" >&2
  else
    echo "  (see the entries with \"hasAbstract\":false in $coverage_json)" >&2
  fi
  echo "Write a /// comment above each (one line is fine), or make it package or internal if no user needs it." >&2
  exit 1
}

site="$scratch_path/docs-site"
staging=$(mktemp -d)
rm -rf "$site"
mkdir -p "$site"
for product in "${products[@]}"; do
  catalog="Sources/$product/$product.docc"
  if [ ! -d "$catalog" ]; then
    echo "error: $catalog is missing; every documented product needs a catalog with a $product.md root page." >&2
    exit 1
  fi
  # A module's own graph and its extensions of other modules' types (Evergreen@Swift…).
  mkdir -p "$staging/$product"
  if [ ! -f "$symbol_graphs/$product.symbols.json" ]; then
    echo "error: $symbol_graphs has no $product.symbols.json; build the $product target with the symbol graph flags first." >&2
    exit 1
  fi
  cp "$symbol_graphs/$product.symbols.json" "$staging/$product/"
  find "$symbol_graphs" -maxdepth 1 -name "$product@*.symbols.json" -exec cp {} "$staging/$product/" \;
  if ! "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$staging/$product" \
    --output-path "$site/$product" \
    --fallback-display-name "$product" \
    --fallback-bundle-identifier "evergreen.$product" \
    --transform-for-static-hosting \
    --hosting-base-path "$product" \
    --warnings-as-errors \
    --enable-inherited-docs \
    --experimental-documentation-coverage \
    --coverage-summary-level brief >"$staging/$product.log"; then
    cat "$staging/$product.log" >&2
    echo "error: docc convert failed for $catalog; fix the warnings above (each names its file and line)." >&2
    exit 1
  fi
  echo "$product documentation coverage (public symbols with a summary, curated, with a code listing):"
  sed -n '/Abstract/,$p' "$staging/$product.log" | sed '/^$/d'
  if [[ " ${fully_documented[*]} " == *" $product "* ]]; then
    require_full_coverage "$product" "$staging/$product.log" "$site/$product/documentation-coverage.json"
  fi
done

{
  echo '<!doctype html>'
  echo '<html lang="en"><head><meta charset="utf-8"><title>Evergreen documentation</title></head>'
  echo '<body><h1>Evergreen documentation</h1><ul>'
  for product in "${products[@]}"; do
    lowercase=$(echo "$product" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$product/documentation/$lowercase/\">$product</a></li>"
  done
  echo '</ul></body></html>'
} >"$site/index.html"
echo "Documentation site: $site/index.html"

if [ -n "$serve_port" ]; then
  echo "Serving $site on http://localhost:$serve_port/ (Ctrl-C stops)."
  exec python3 -m http.server "$serve_port" --directory "$site"
fi
