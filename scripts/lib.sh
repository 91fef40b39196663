# Shared by start.sh, test.sh and bench.sh: make a fresh machine (Node 20 + npm) ready.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="10.34.9"
export CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_SEND_METRICS=false
export PNPM_HOME="${PNPM_HOME:-$HOME/.local/share/pnpm}"
export PATH="$ROOT/node_modules/.bin:$PNPM_HOME:$PATH"

log() { printf '\033[1m▸ %s\033[0m\n' "$*"; }

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
    hash -r
  fi
}

ensure_deps() {
  ensure_pnpm
  log "Installing dependencies"
  (cd "$ROOT" && pnpm install --frozen-lockfile --prefer-offline --reporter=silent)
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  log "Installing Chromium from Debian's packages"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

# Migrates and seeds a local D1. $1: persist dir (optional; wrangler's default otherwise).
prepare_database() {
  local persist=()
  if [ -n "${1:-}" ]; then persist=(--persist-to "$1"); fi
  log "Migrating the local database${1:+ in $1}"
  (cd "$ROOT" && pnpm exec wrangler d1 migrations apply DB --local "${persist[@]}" >/dev/null)
  log "Seeding the demo marketplace"
  (cd "$ROOT" && node apps/api/seed/run.mjs "${persist[@]}" >/dev/null)
}

build_web() {
  log "Building the storefront"
  (cd "$ROOT/apps/web" && pnpm exec remix vite:build >/dev/null)
}
