#!/usr/bin/env bash
# THE test command (`npm test`): typecheck, lint and format check, unit + integration tests (PGlite and a
# throwaway PostgreSQL), production build, browser tests in Debian's Chromium, several app servers behind nginx.
# Installs Chromium, PostgreSQL and nginx from Debian's packages when they are missing and we are root. Stops
# everything it started and removes its temp folders.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
# shellcheck source=lib/postgres.sh
source "${ROOT}/scripts/lib/postgres.sh"

export CI="${CI:-}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

STARTED_AT=$(date +%s)
SECTION_STARTED_AT=$STARTED_AT
CURRENT_SECTION="start-up"
WORK_DIR=""

section() {
  local now
  now=$(date +%s)
  if [[ "${CURRENT_SECTION}" != "start-up" ]]; then
    printf '    (%s took %ss)\n' "${CURRENT_SECTION}" "$((now - SECTION_STARTED_AT))"
  fi
  CURRENT_SECTION="$1"
  SECTION_STARTED_AT=$now
  printf '\n==================================================================\n'
  printf '==  %s\n' "$1"
  printf '==================================================================\n'
}

cleanup() {
  local status=$?
  set +e
  pg_stop_throwaway
  if [[ -n "${WORK_DIR}" ]]; then rm -rf "${WORK_DIR}"; fi
  local elapsed=$(($(date +%s) - STARTED_AT))
  if [[ ${status} -eq 0 ]]; then
    printf '\n==  ALL TESTS PASSED in %dm%02ds\n' $((elapsed / 60)) $((elapsed % 60))
  else
    printf '\n==  FAILED during "%s" (exit %d) after %dm%02ds\n' "${CURRENT_SECTION}" "${status}" $((elapsed / 60)) $((elapsed % 60)) >&2
  fi
  exit "${status}"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------------------------
section "Checking the machine (Node, Chromium, PostgreSQL, Java, nginx)"
node --version
if [[ ! -d node_modules ]]; then
  echo "node_modules is missing: run 'npm install' first (the README's test line is: npm install && npm test)" >&2
  exit 1
fi

missing_packages=()
if [[ ! -x "${CHROMIUM_PATH}" ]]; then missing_packages+=(chromium); fi
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then missing_packages+=(postgresql); fi
# Java runs the W3C Nu HTML checker (npm vnu-jar) in tests/e2e/html-validity.spec.ts.
if ! command -v java >/dev/null 2>&1; then missing_packages+=(default-jre-headless); fi
# nginx is the load balancer of the multi-server test (tests/multi-server/).
NGINX_BINARY="${NGINX_BINARY:-/usr/sbin/nginx}"
if [[ ! -x "${NGINX_BINARY}" ]]; then missing_packages+=(nginx); fi

if [[ ${#missing_packages[@]} -gt 0 ]]; then
  echo "Missing: ${missing_packages[*]}"
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "Cannot install ${missing_packages[*]}: not running as root. Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing_packages[*]}" >&2
    exit 1
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Cannot install ${missing_packages[*]}: apt-get not found (this script expects Debian)." >&2
    exit 1
  fi
  apt_packages=()
  for package in "${missing_packages[@]}"; do
    if [[ "${package}" == postgresql ]]; then
      apt_packages+=(postgresql-15)
    else
      apt_packages+=("${package}")
    fi
  done
  export DEBIAN_FRONTEND=noninteractive
  # Installed packages must not start services (Debian's nginx package would start a system nginx on port 80).
  policy_rc_d_added=""
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy_rc_d_added=1
  fi
  apt-get update
  if ! apt-get install -y --no-install-recommends "${apt_packages[@]}" fonts-liberation; then
    # Debian releases without postgresql-15 (newer ones): take whatever `postgresql` is.
    apt_packages=("${apt_packages[@]/postgresql-15/postgresql}")
    apt-get install -y --no-install-recommends "${apt_packages[@]}" fonts-liberation
  fi
  if [[ -n "${policy_rc_d_added}" ]]; then rm -f /usr/sbin/policy-rc.d; fi
fi
if [[ ! -x "${CHROMIUM_PATH}" ]]; then
  echo "Chromium is still missing at ${CHROMIUM_PATH} (set CHROMIUM_PATH to its location)." >&2
  exit 1
fi
"${CHROMIUM_PATH}" --version 2>/dev/null | grep -v 'unexpected operator' || true
if ! command -v java >/dev/null 2>&1; then
  echo "Java is missing (the HTML checker needs it): apt-get install -y default-jre-headless" >&2
  exit 1
fi
PG_BINDIR="$(pg_find_bindir)"
"${PG_BINDIR}/postgres" --version

# A private temp folder for everything this run creates (removed on exit).
WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/shop-test.XXXXXX")"
export SHOP_TEST_TMP="${WORK_DIR}"

# ---------------------------------------------------------------------------------------------------------
section "Typecheck (react-router typegen && tsc)"
npx react-router typegen
npx tsc

# ---------------------------------------------------------------------------------------------------------
section "Lint and format check (ESLint, Prettier)"
# eslint.config.js: recommended rules, React hooks rules, the import boundaries of README.md's "Layout".
npx eslint .
npx prettier --check .

# ---------------------------------------------------------------------------------------------------------
section "Starting a throwaway PostgreSQL for the integration tests"
pg_start_throwaway
export TEST_DATABASE_URL="${PG_THROWAWAY_URL}"
echo "PostgreSQL listening on 127.0.0.1:${PG_THROWAWAY_PORT} (data in ${PG_THROWAWAY_DIR})"

# ---------------------------------------------------------------------------------------------------------
section "Unit and integration tests (Vitest; PGlite and PostgreSQL)"
npx vitest run

section "Stopping PostgreSQL"
pg_stop_throwaway
unset TEST_DATABASE_URL

# ---------------------------------------------------------------------------------------------------------
section "Production build (react-router build)"
npx react-router build

section "JavaScript a shopper page downloads before any interaction (budget, Chromium)"
# The issue's budget: 120 KB on `/`, `/products` and a product page, every script the page downloads until the
# network is idle (lazy pieces included), bytes as the shop sends them, phone and laptop windows
# (docs/benchmarks.md#javascript-loaded-first). It starts the built shop on a port of its own.
node scripts/js-budget.mjs --budget-kb 120 --port 3290

# ---------------------------------------------------------------------------------------------------------
section "Browser tests (Playwright in ${CHROMIUM_PATH})"
# Every spec, on the embedded database; tests/e2e/faults-*.spec.ts start their own servers and PostgreSQL.
npx playwright test

# ---------------------------------------------------------------------------------------------------------
section "Browser journeys against PostgreSQL (shopper, checkout, search, admin, cancelling, tracking)"
pg_start_throwaway
"${PG_THROWAWAY_BINDIR}/psql" "${PG_THROWAWAY_URL}" -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE shop_e2e"
E2E_PG_URL="postgres://postgres@127.0.0.1:${PG_THROWAWAY_PORT}/shop_e2e"
echo "PostgreSQL listening on 127.0.0.1:${PG_THROWAWAY_PORT}; the e2e server uses ${E2E_PG_URL}"
E2E_DATABASE_URL="${E2E_PG_URL}" E2E_PORT=3270 E2E_OUTPUT_DIR=test-results-postgres npx playwright test \
  tests/e2e/shopper-journey.spec.ts tests/e2e/checkout.spec.ts tests/e2e/search.spec.ts \
  tests/e2e/admin-auth.spec.ts tests/e2e/admin-catalog.spec.ts tests/e2e/admin-orders.spec.ts \
  tests/e2e/order-cancel.spec.ts tests/e2e/order-tracking.spec.ts
# Proof that the journeys really ran on PostgreSQL: their orders are in it.
pg_orders="$("${PG_THROWAWAY_BINDIR}/psql" "${E2E_PG_URL}" -tA -c "SELECT count(*) FROM orders")"
if [[ "${pg_orders}" -lt 1 ]]; then
  echo "The browser journeys left no order in PostgreSQL: the e2e server did not use E2E_DATABASE_URL" >&2
  exit 1
fi
echo "${pg_orders} orders placed by the journeys are in PostgreSQL"
pg_stop_throwaway

# ---------------------------------------------------------------------------------------------------------
section "Several app servers behind nginx (PostgreSQL, S3-compatible storage, two servers, nginx)"
# tests/multi-server/: two built servers (one of them WEB_CONCURRENCY=2) on one PostgreSQL and one s3rver
# bucket, with Debian's nginx configured by deploy/nginx.conf in front; not part of the Vitest stage above.
"${NGINX_BINARY}" -v
pg_start_throwaway
"${PG_THROWAWAY_BINDIR}/psql" "${PG_THROWAWAY_URL}" -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE shop_multi"
MULTI_SERVER_DATABASE_URL="postgres://postgres@127.0.0.1:${PG_THROWAWAY_PORT}/shop_multi" NGINX_BINARY="${NGINX_BINARY}" \
  npx vitest run --config vitest.multi-server.config.ts
pg_stop_throwaway

section "Done"
