#!/usr/bin/env bash
# Instruction counts of the checker against its parse-only baseline, under callgrind.
#
#   scripts/instruction-ratio.sh PATH...
#
# Runs `proscenium-bench --mode baseline` and `--mode check` (every rule on, one job) under
# `valgrind --tool=callgrind`, both at once, and prints each mode's instruction count and the
# ratio baseline/check: the share of the baseline's throughput the check keeps, counted in
# instructions. Unlike seconds, the counts repeat exactly for the same binary and files whatever
# else the machine is doing, so a change's effect shows even on a busy machine. Cache misses
# are not counted: the timed benchmark stays the figure of record. Expect 15-25 minutes for
# 140k lines; valgrind runs about 60 times slower than native.
set -euo pipefail
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/instruction-ratio.sh PATH..." >&2
  exit 2
fi
command -v valgrind > /dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
cd "$(dirname "$0")/.."
swift build -c release --product proscenium-bench > /dev/null
bench="$(swift build -c release --show-bin-path)/proscenium-bench"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for mode in baseline check; do
  valgrind --tool=callgrind --callgrind-out-file="$out/$mode.out" "$bench" --mode "$mode" --jobs 1 "$@" \
    > "$out/$mode.log" 2>&1 &
done
wait
count() { sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/$1.log"; }
base=$(count baseline)
check=$(count check)
echo "baseline instructions: $base"
echo "check instructions:    $check"
awk -v b="$base" -v c="$check" 'BEGIN { printf "check/baseline throughput (instructions): %.1f%%\n", 100 * b / c }'
