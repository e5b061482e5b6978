#!/usr/bin/env bash
# Builds `proscenium` in release mode and installs it as a relocatable bundle:
#
#   PREFIX/bin/proscenium            the tool, with the run path $ORIGIN/../lib/proscenium
#   PREFIX/lib/proscenium/*.so       the toolchain libraries it links (SwiftSyntax, the Swift
#                                    runtime, Foundation), so it runs with no toolchain installed
#
# Usage: scripts/install.sh [--prefix DIR] [--artifactbundle DIR]
#   --prefix DIR           where to install (default /usr/local)
#   --artifactbundle DIR   also write DIR/proscenium.artifactbundle (SwiftPM artifact bundle
#                          layout with info.json) holding the same files
#
# The extra run path is passed to this release build only; the development build and its flags
# in Package.swift are untouched.
set -euo pipefail

prefix=/usr/local
bundle_folder=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --artifactbundle) bundle_folder="${2:?--artifactbundle needs a folder}"; shift 2 ;;
    --artifactbundle=*) bundle_folder="${1#--artifactbundle=}"; shift ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1'" >&2; echo "hint: scripts/install.sh [--prefix DIR] [--artifactbundle DIR]" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
swift build -c release --product proscenium -Xlinker -rpath -Xlinker '$ORIGIN/../lib/proscenium'
binary="$(swift build -c release --show-bin-path)/proscenium"

# The libraries to ship: every one the loader resolves inside a Swift toolchain
# (…/usr/lib/swift/linux and …/usr/lib/swift/host); system libraries (libc, libstdc++) stay.
libraries=$(ldd "$binary" | awk '$2 == "=>" && $3 ~ /\/lib\/swift\/(linux|host)\// { print $3 }' | sort -u)
if [ -z "$libraries" ]; then
  echo "error: found no toolchain libraries linked by $binary" >&2
  exit 1
fi
missing=$(ldd "$binary" | awk '/not found/ { print $1 }')
if [ -n "$missing" ]; then
  echo "error: the built tool links libraries the loader cannot find: $missing" >&2
  exit 1
fi

# Installs the tool and its libraries under $1, through a staging folder and renames, so an
# interrupted install never leaves a tool without its libraries.
install_into() {
  local root="$1"
  mkdir -p "$root/bin" "$root/lib"
  local staging
  staging=$(mktemp -d "$root/lib/.proscenium-install.XXXXXX")
  mkdir -p "$staging/lib"
  for library in $libraries; do cp -L "$library" "$staging/lib/"; done
  cp "$binary" "$staging/proscenium"
  chmod 755 "$staging/proscenium"
  rm -rf "$root/lib/proscenium.old"
  if [ -e "$root/lib/proscenium" ]; then mv "$root/lib/proscenium" "$root/lib/proscenium.old"; fi
  mv "$staging/lib" "$root/lib/proscenium"
  mv -f "$staging/proscenium" "$root/bin/proscenium"
  rm -rf "$root/lib/proscenium.old" "$staging"
}

install_into "$prefix"
echo "installed $prefix/bin/proscenium ($(echo "$libraries" | wc -l | tr -d ' ') libraries in $prefix/lib/proscenium)"

if [ -n "$bundle_folder" ]; then
  version=$("$prefix/bin/proscenium" --version | awk '{ print $NF }')
  triple="$(uname -m)-unknown-linux-gnu"
  variant="proscenium-$version-linux-$(uname -m)"
  bundle="$bundle_folder/proscenium.artifactbundle"
  rm -rf "$bundle"
  mkdir -p "$bundle/$variant"
  install_into "$bundle/$variant"
  cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "proscenium": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/proscenium",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
  echo "wrote $bundle"
fi
