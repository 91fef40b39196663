#!/usr/bin/env bash
# npm run bench: the benchmarks (never timed assertions in tests). Each script prints its own
# numbers; this runs them in turn on a built Worker and local databases of their own.
source "$(dirname "$0")/lib.sh"

ensure_deps
ensure_chromium
ensure_dev_vars
cd "$ROOT"
mkdir -p bench-results

run_bench() {
  local script="$1"
  shift
  if [ -f "$script" ]; then
    log "bench: $script"
    # A script exits non-zero when a number is over its target; report it and go on.
    node "$script" "$@" || log "bench: $script reported a number over its target"
  fi
}

# API latency at scale (p50/p95), each on its own seeded database.
run_bench apps/api/bench/search.mjs
run_bench apps/api/bench/orders.mjs

# Storefront: first-load JavaScript of the home route, then Lighthouse on a served build
# (its own database copy and port, so a running `npm start` is left alone).
build_web
run_bench e2e/scripts/bundle-size.mjs

# The production Worker under load (autocannon): one table of pages and API calls, with its
# compressed size and start time; then where a render's time goes (calls and D1 statements).
run_bench apps/web/bench/load.mjs --port 8806
# Signed-out browsing alone and with orders (one per 20 views), in alternating slices: the hit rate and
# throughput side by side (docs/perf/mixed-load.md).
run_bench apps/web/bench/mixed-load.mjs --port 8808 --duration 60
run_bench apps/web/bench/render-breakdown.mjs --no-build --runs 20
# From a staff status change (the seller API) to the customer's order page stream receiving it.
run_bench apps/web/bench/status-live.mjs --port 8807

BENCH_STATE="$ROOT/.wrangler/bench-web-state"
BENCH_PORT=8797
prepare_database "$BENCH_STATE"
log "Serving the build on 127.0.0.1:$BENCH_PORT for Lighthouse"
# The deploy bundle on wrangler's local runtime (ADR 029), with .dev.vars read as `wrangler dev`
# read them; NODE_ENV as a deploy bundles it (React's production build).
NODE_ENV=production setsid node scripts/serve-local.mjs --config wrangler.toml --port "$BENCH_PORT" \
  --persist-to "$BENCH_STATE" >"$ROOT/bench-results/wrangler-web.log" 2>&1 &
SERVER_PID=$!
trap 'kill -- -"$SERVER_PID" 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  if curl -fs "http://127.0.0.1:$BENCH_PORT/api/v1/rest/settings" >/dev/null; then break; fi
  sleep 1
done
BASE_URL="http://127.0.0.1:$BENCH_PORT" run_bench e2e/scripts/lighthouse.mjs
