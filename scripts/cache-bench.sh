#!/usr/bin/env bash
# Measures the check cache on one project: a cold run (empty cache), a warm run over the
# unchanged project, and a run after editing 1% of its Swift files; then compares the JSON report
# of a warm run with the cold run's, byte for byte. Works on a copy: the project is not touched.
#
# usage: scripts/cache-bench.sh PROJECT [PROSCENIUM] [RUNS]
#   PROSCENIUM  the executable to measure (default: .build/release/proscenium)
#   RUNS        timed runs of each kind; the median is printed (default: 5)
set -euo pipefail

project=${1:?usage: scripts/cache-bench.sh PROJECT [PROSCENIUM] [RUNS]}
tool=$(realpath "${2:-.build/release/proscenium}")
runs=${3:-5}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -a "$project" "$work/project"
cache="$work/cache"
cd "$work/project"

# Milliseconds one check takes; its report goes to $1.
timed() {
  local start end
  start=$(date +%s%N)
  "$tool" check --quiet --format json --output "$1" --cache-path "$cache" . >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

cold=()
for _ in $(seq "$runs"); do
  rm -rf "$cache"
  cold+=("$(timed "$work/cold.json")")
done

warm=()
for _ in $(seq "$runs"); do warm+=("$(timed "$work/warm.json")"); done

# 1% of the Swift files, at least one, spread over the project; each run appends a new comment,
# so every timed run meets them changed.
mapfile -t all < <(find . -name '*.swift' -not -path '*/.build/*' | sort)
step=100
((${#all[@]} < step)) && step=${#all[@]}
touched=()
for ((i = 0; i < ${#all[@]}; i += step)); do touched+=("${all[$i]}"); done
edited=()
for run in $(seq "$runs"); do
  for file in "${touched[@]}"; do printf '\n// cache benchmark edit %s\n' "$run" >>"$file"; done
  edited+=("$(timed "$work/edited.json")")
done

c=$(median "${cold[@]}")
w=$(median "${warm[@]}")
e=$(median "${edited[@]}")
echo "project: $project (${#all[@]} Swift files, ${#touched[@]} edited per run), $runs runs each, medians"
echo "cold (empty cache):        ${c} ms"
echo "warm (unchanged):          ${w} ms  ($(awk "BEGIN { printf \"%.1f\", 100 * $w / $c }")% of cold)"
echo "after editing 1% of files: ${e} ms  ($(awk "BEGIN { printf \"%.1f\", 100 * $e / $c }")% of cold)"
if cmp -s "$work/cold.json" "$work/warm.json"; then
  echo "JSON report of the warm run: byte-identical to the cold run's"
else
  echo "JSON report of the warm run: DIFFERS from the cold run's"
  exit 1
fi
