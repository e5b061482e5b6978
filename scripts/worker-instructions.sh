#!/usr/bin/env bash
# Instruction counts of the isolated check's worker processes, under callgrind.
#
#   scripts/worker-instructions.sh [--jobs N] PATH...
#
# callgrind cannot follow the supervisor when it starts its workers, so the command line is run
# natively and each worker is started through `valgrind --tool=callgrind` instead (the
# `PROSCENIUM_WORKER_WRAPPER` variable). Every rule is on and the per-file time budget is lifted
# (valgrind runs about 60 times slower). For each worker it prints the instructions in all and
# those spent checking files (`CheckEngine.check`): the rest is what isolation costs that worker
# (starting, planning, coding outcomes, answering deferred conditions). The supervisor's own
# share is not counted here. Checking in process counts the same files' work once, so
# `scripts/instruction-ratio.sh` and this together show the cost of isolation in instructions.
set -euo pipefail
jobs=2
if [ "${1:-}" = "--jobs" ]; then
  jobs=$2
  shift 2
fi
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/worker-instructions.sh [--jobs N] PATH..." >&2
  exit 2
fi
command -v valgrind > /dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
command -v python3 > /dev/null || { echo "error: python3 is not installed" >&2; exit 2; }
cd "$(dirname "$0")/.."
swift build -c release --product proscenium > /dev/null
binary="$(swift build -c release --show-bin-path)/proscenium"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

"$binary" rules --format json | python3 -c '
import json, sys
rules = json.load(sys.stdin)
rules = rules["rules"] if isinstance(rules, dict) else rules
print(json.dumps({"rules": {rule["id"]: True for rule in rules}, "limits": {"seconds_per_100kb": 100000}}))
' > "$out/config.json"
cat > "$out/wrap.sh" << EOF
#!/bin/sh
exec valgrind --tool=callgrind --callgrind-out-file="$out/worker.%p.out" "\$@" 2>> "$out/workers.log"
EOF
chmod +x "$out/wrap.sh"

status=0
PROSCENIUM_WORKER_WRAPPER="$out/wrap.sh" "$binary" check --config "$out/config.json" --no-cache --jobs "$jobs" \
  --format json "$@" > /dev/null 2> "$out/check.err" || status=$?
if [ "$status" -gt 1 ] || grep -q "without worker isolation" "$out/check.err"; then
  cat "$out/check.err" >&2
  exit 2
fi
# The supervisor does not wait for its workers to exit: wait here until callgrind has written
# every profile.
while pgrep -f "callgrind-out-file=$out/" > /dev/null; do sleep 1; done
total=0
for file in "$out"/worker.*.out; do
  callgrind_annotate --inclusive=yes "$file" > "$file.txt" 2> /dev/null
  all=$(sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' "$file.txt" | tr -d ,)
  checking=$(grep 'EngineV5check_7overlay' "$file.txt" | sed -n '1s/^ *\([0-9,]*\) .*/\1/p' | tr -d ,)
  echo "worker: $all instructions, $checking checking files, $((all - checking)) for isolation"
  total=$((total + all))
done
echo "all workers: $total instructions"
