#!/usr/bin/env bash
# npm run bench: the benchmarks (never timed assertions in tests). Each script prints its own
# numbers; this runs them in turn on a built Worker and local databases of their own.
source "$(dirname "$0")/lib.sh"

ensure_deps
ensure_chromium
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

# Storefront: first-load JavaScript of the home route, then Lighthouse on a served build.
build_web
run_bench e2e/scripts/bundle-size.mjs
run_bench e2e/scripts/lighthouse.mjs
