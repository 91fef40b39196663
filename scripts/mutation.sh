#!/usr/bin/env bash
# Mutation testing with StrykerJS: packages/core (rules and machines) and packages/i18n's money
# and date formatting. Slow on purpose (every mutant re-runs the tests that cover it), so it is
# not part of npm test. Prints the score per file and each surviving mutant.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
start=$(date +%s)
run() {
  local dir=$1 config=$2 tests=${3:-}
  echo "== $dir: stryker run $config" >&2
  (cd "$dir" && MUTATION_TESTS=$tests pnpm exec stryker run "$config" --reporters json,progress "${@:4}")
}
run packages/i18n stryker.config.json "" "$@"
run packages/core stryker.rules.config.json rules "$@"
run packages/core stryker.machines.config.json machines "$@"
echo
node scripts/mutation-table.mjs packages/core/reports/mutation/rules.json packages/core/reports/mutation/machines.json \
  packages/i18n/reports/mutation/mutation.json
echo
echo "took $(( $(date +%s) - start )) s on $(nproc) cores, $(date -u +%Y-%m-%d)"
