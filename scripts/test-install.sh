#!/usr/bin/env bash
# Proves the installed bundle is relocatable: installs into a temporary prefix (and an artifact
# bundle), moves it, then runs `proscenium --version` and a `check` with no toolchain in sight —
# no `swift` on PATH, an empty PROSCENIUM_SWIFT_HOST, LD_LIBRARY_PATH elsewhere and, where a
# private mount namespace is allowed (`unshare -m`), the toolchain's library folder hidden
# under an empty folder for the tool's process only.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

scripts/install.sh --prefix "$work/prefix" --artifactbundle "$work/bundles"
mv "$work/prefix" "$work/moved"    # relocatable: nothing refers to the folder it was built for

toolchain_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift
clean_env=(env -i "HOME=$work" "PATH=/usr/bin:/bin" "PROSCENIUM_SWIFT_HOST=" "LD_LIBRARY_PATH=$work/nothing" "NO_COLOR=1")

run_checks() {
  local tool="$1" prefix=("${@:2}")
  local version
  version=$("${prefix[@]}" "${clean_env[@]}" "$tool" --version)
  [ -n "$version" ] || { echo "error: '$tool --version' printed nothing" >&2; exit 1; }
  set +e
  "${prefix[@]}" "${clean_env[@]}" "$tool" check --format xcode "$repository/Examples/Legacy" > "$work/report.txt"
  local status=$?
  set -e
  if [ "$status" -ne 1 ] || ! grep -q "(navigation_stack)" "$work/report.txt"; then
    echo "error: '$tool check Examples/Legacy' exited with $status, expected 1 with findings" >&2
    exit 1
  fi
  echo "ok: $tool --version ($version) and check (exit 1, $(wc -l < "$work/report.txt") findings)"
}

run_checks "$work/moved/bin/proscenium"
variant=$(ls "$work/bundles/proscenium.artifactbundle" | grep '^proscenium-')
grep -q "\"path\": \"$variant/bin/proscenium\"" "$work/bundles/proscenium.artifactbundle/info.json"
run_checks "$work/bundles/proscenium.artifactbundle/$variant/bin/proscenium"

if unshare -m --propagation private true 2>/dev/null; then
  mkdir -p "$work/empty"
  hidden=(unshare -m --propagation private sh -c "mount --bind '$work/empty' '$toolchain_lib' && exec \"\$0\" \"\$@\"")
  run_checks "$work/moved/bin/proscenium" "${hidden[@]}"
  echo "ok: with $toolchain_lib hidden"
else
  echo "note: no private mount namespace here, so the toolchain folder could not be hidden: only PATH, PROSCENIUM_SWIFT_HOST and LD_LIBRARY_PATH were"
fi
