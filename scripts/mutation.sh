#!/usr/bin/env bash
# Mutation testing with StrykerJS: packages/core (rules and machines) and packages/i18n's money
# and date formatting. Slow on purpose (every mutant re-runs the tests that cover it), so it is
# not part of npm test. Prints the score per file and each surviving mutant.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
start=$(date +%s)
for pkg in i18n core; do
  echo "== @tiffin/$pkg: stryker run" >&2
  (cd "packages/$pkg" && pnpm exec stryker run --reporters json,progress "$@")
done
echo
node scripts/mutation-table.mjs packages/core/reports/mutation/mutation.json packages/i18n/reports/mutation/mutation.json
echo
echo "took $(( $(date +%s) - start )) s on $(nproc) cores, $(date -u +%Y-%m-%d)"
