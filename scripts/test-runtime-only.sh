#!/usr/bin/env bash
# Proves that an app depending only on the runtime never resolves, downloads or builds SwiftSyntax.
#
#   scripts/test-runtime-only.sh
#
# The manifest's macOS branch takes swift-syntax as a package behind the `Checker` trait.
# `PROSCENIUM_SYNTAX_FROM_PACKAGE=1` selects that branch here, and no network is needed: a client
# that depends on Proscenium with `traits: []` must build offline with no swift-syntax checkout and
# no checker objects, while the same client with the default traits must reach for swift-syntax
# (the control, which shows the first half can fail).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PROSCENIUM_SYNTAX_FROM_PACKAGE=1

# Writes a client package into $1 whose dependency on Proscenium carries the arguments in $2.
write_client() {
  mkdir -p "$1/Sources/Client"
  cat > "$1/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Client",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Proscenium", path: "$root"$2)],
  targets: [
    .target(
      name: "Client",
      dependencies: [
        .product(name: "Proscenium", package: "Proscenium"),
        .product(name: "ProsceniumTesting", package: "Proscenium"),
      ])
  ]
)
MANIFEST
  cat > "$1/Sources/Client/Client.swift" <<'SOURCE'
import Proscenium
import ProsceniumTesting

public let initialState: LoadingState<Int> = .idle
SOURCE
}

echo "== runtime only (traits: []): builds offline without swift-syntax"
write_client "$work/runtime-only" ", traits: []"
(cd "$work/runtime-only" && swift build 2>&1 | tail -3)
if [ -e "$work/runtime-only/.build/checkouts/swift-syntax" ] || grep -qs swift-syntax "$work/runtime-only/Package.resolved"; then
  echo "error: the runtime-only client resolved swift-syntax" >&2
  exit 1
fi
tool_objects=$(find "$work/runtime-only/.build" \( -path '*/ProsceniumCheck.build/*' -o -path '*/ProsceniumSyntax.build/*' \
  -o -path '*/ProsceniumRules.build/*' -o -path '*/ProsceniumCLI.build/*' -o -path '*/ProsceniumGenerator.build/*' \
  -o -iname '*SwiftSyntax*' \) -name '*.o' | head -5)
if [ -n "$tool_objects" ]; then
  echo "error: the runtime-only client compiled checker code or SwiftSyntax:" >&2
  echo "$tool_objects" >&2
  exit 1
fi

echo "== control (default traits): the same client reaches for swift-syntax"
write_client "$work/default-traits" ""
control_log="$work/control.log"
(cd "$work/default-traits" && timeout 300 swift package resolve > "$control_log" 2>&1) || true
if ! grep -q "swift-syntax" "$control_log"; then
  echo "error: with the default traits the client did not ask for swift-syntax; the check above proves nothing" >&2
  cat "$control_log" >&2
  exit 1
fi
echo "ok: a runtime-only client leaves swift-syntax out; the default traits bring it in"
