#!/usr/bin/env bash
# npm test: install what is missing (Chromium included) and run every test: lint, types,
# unit and machine tests, API tests inside workerd, and the Playwright journeys.
source "$(dirname "$0")/lib.sh"

ensure_deps
ensure_chromium
cd "$ROOT"

log "Lint and format (biome)"
pnpm exec biome check .

log "Type check"
# Packages export their sources: no package waits for another to be checked first.
pnpm -r --workspace-concurrency=2 --no-sort run typecheck

# Vitest gives each run one worker less than the machine's cores: one on a 2-core runner. Two
# packages at a time (in any order: tests need no other package built) keep both cores busy.
log "Unit, machine and API tests"
pnpm -r --workspace-concurrency=2 --no-sort --filter './packages/*' --filter './apps/*' run test

log "Production build: the bundle and the Worker it makes (apps/web/test-production)"
pnpm --filter @tiffin/web run test:production

ensure_dev_vars
# The journeys' database is migrated and seeded while the development build runs.
E2E_STATE="$ROOT/.wrangler/e2e-state"
rm -rf "$E2E_STATE"
prepare_database "$E2E_STATE" &
database=$!
build_web dev
wait "$database"

log "Playwright journeys (Chromium)"
pnpm --filter @tiffin/e2e run test
