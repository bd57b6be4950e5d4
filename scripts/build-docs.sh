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
#   scripts/build-docs.sh --symbol-graphs DIR      # graphs a build already wrote (no build here):
#     swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc DIR
#
# Each product's documentation coverage (docc's --experimental-documentation-coverage: how many
# public types, members and globals have a summary) is printed as it is built:
#
#   Evergreen documentation coverage (symbols with a summary):
#   Types           | 100% (90/90)    | …
#
# Exits 1 when docc reports a warning or an error (its message names the file and line), 2 on a
# bad option or when the toolchain has no docc.
set -euo pipefail
cd "$(dirname "$0")/.."

products=(Evergreen EvergreenTesting Gherkin CucumberMessages SpecRun)
scratch_path=".build"
serve_port=""
symbol_graphs=""

usage() {
  echo "usage: scripts/build-docs.sh [--scratch-path PATH] [--symbol-graphs DIR] [--serve [PORT]]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path)
      [ $# -ge 2 ] || usage
      scratch_path="$2"; shift 2 ;;
    --symbol-graphs)
      [ $# -ge 2 ] || usage
      if [ ! -d "$2" ]; then
        echo "error: --symbol-graphs $2 is not a folder; build with -Xswiftc -emit-symbol-graph-dir -Xswiftc $2 first." >&2
        exit 2
      fi
      symbol_graphs="$2"; shift 2 ;;
    --serve)
      serve_port=8000; shift
      if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then serve_port="$1"; shift; fi ;;
    -h|--help)
      sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
# the public symbols of every module into <scratch>/<triple>/symbolgraph.
dump_log=$(mktemp)
trap 'rm -rf "$dump_log" "${staging:-}"' EXIT
if [ -z "$symbol_graphs" ]; then
  if ! swift package --scratch-path "$scratch_path" dump-symbol-graph --skip-inherited-docs --skip-synthesized-members >"$dump_log" 2>&1; then
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
    --experimental-documentation-coverage \
    --coverage-summary-level brief >"$staging/$product.log"; then
    cat "$staging/$product.log" >&2
    echo "error: docc convert failed for $catalog; fix the warnings above (each names its file and line)." >&2
    exit 1
  fi
  echo "$product documentation coverage (public symbols with a summary, curated, with a code listing):"
  sed -n '/Abstract/,$p' "$staging/$product.log" | sed '/^$/d'
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
