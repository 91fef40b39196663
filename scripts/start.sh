#!/usr/bin/env bash
# npm start: install what is missing, migrate and seed the local D1 (kept between runs),
# write the development settings (.dev.vars) when missing, build with the development tools,
# and serve the storefront and its API at http://127.0.0.1:8787.
source "$(dirname "$0")/lib.sh"

ensure_deps
ensure_dev_vars
prepare_database
build_web dev
log "Serving http://127.0.0.1:8787"
log "Development tools are on: the order simulator moves each order on by itself once its slot is near (docs/decisions/032); production never runs it"
cd "$ROOT"
# The demo chat lives in its Durable Object: written through the API once the Worker answers.
node apps/api/seed/chats.mjs "http://127.0.0.1:${PORT:-8787}" &
exec pnpm exec wrangler dev "$DEV_ENTRY" --ip 127.0.0.1 --port "${PORT:-8787}"
