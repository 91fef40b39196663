# Shared by start.sh, test.sh and bench.sh: make a fresh machine (Node 20 + npm) ready.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="10.34.9"
export CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_SEND_METRICS=false
export PNPM_HOME="${PNPM_HOME:-$HOME/.local/share/pnpm}"
export PATH="$ROOT/node_modules/.bin:$PNPM_HOME:$PATH"

# Each step says how long the script has run, so a slow step shows in CI's log.
log() { printf '\033[1m▸ %02d:%02d %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

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

# Debian's Chromium, and what the web push journey's desktop notification server runs on
# (e2e/scripts/notification-server.py: a private D-Bus session, python3-dbus and python3-gi).
BROWSER_PACKAGES=(chromium dbus-daemon python3-dbus python3-gi)

ensure_chromium() {
  local missing=()
  for package in "${BROWSER_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then return; fi
  log "Installing ${missing[*]} from Debian's packages"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
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

# Development settings for `wrangler dev` in the git-ignored .dev.vars (missing keys only).
ensure_dev_vars() {
  (cd "$ROOT" && node scripts/dev-vars.mjs)
}

# Builds the storefront. $1 = "dev" keeps the development tools (the /dev/ui gallery) in the
# build, for `wrangler dev apps/web/worker.dev.ts`; without it the build is production's.
build_web() {
  if [ "${1:-}" = "dev" ]; then
    log "Building the storefront (with development tools)"
    (cd "$ROOT/apps/web" && DEV_TOOLS=1 pnpm exec remix vite:build >/dev/null)
  else
    log "Building the storefront"
    (cd "$ROOT/apps/web" && env -u DEV_TOOLS pnpm exec remix vite:build >/dev/null)
  fi
}

# The development Worker entry: the production one plus the development tools.
DEV_ENTRY="apps/web/worker.dev.ts"
