#!/bin/sh
# Rewrites imports of the simulated API from its old place (src/mocks, tests/mocks) to the
# workspace package @pecaja/simulated-api (and a test's path to the handlers' sources).
# Idempotent: run it again after merging branches that still import '@/mocks/...'.
# Run from the repository root: sh scripts/rewrite-simulated-api-imports.sh
set -e
grep -rlE "@/mocks/|'(\.\./)+src/mocks/|'\./mocks/browser'|join\('src', 'mocks'" src tests server packages \
  --include='*.ts' --include='*.tsx' --include='*.mts' --include='*.mjs' --include='*.js' |
  xargs -r sed -i -E "s#@/mocks/#@pecaja/simulated-api/#g; s#'(\.\./)+src/mocks/#'@pecaja/simulated-api/#g; s#'\./mocks/browser'#'@pecaja/simulated-api/browser'#g; s#join\('src', 'mocks'#join('packages', 'simulated-api', 'src'#g"
# The package's own tests sit one folder deeper than tests/mocks did.
sed -i -E "s#'\.\./support/#'../../../tests/support/#g; s#'\.\./\.\./(locales/|public')#'../../../\1#g" \
  packages/simulated-api/tests/*.test.ts packages/simulated-api/tests/*.test.tsx
