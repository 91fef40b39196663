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
pnpm -r --workspace-concurrency=2 run typecheck

log "Unit, machine and API tests"
pnpm -r --workspace-concurrency=1 --filter './packages/*' --filter './apps/*' run test

log "Production build: the bundle and the Worker it makes (apps/web/test-production)"
pnpm --filter @tiffin/web run test:production

ensure_dev_vars
build_web dev
E2E_STATE="$ROOT/.wrangler/e2e-state"
rm -rf "$E2E_STATE"
prepare_database "$E2E_STATE"

log "Playwright journeys (Chromium)"
pnpm --filter @tiffin/e2e run test
