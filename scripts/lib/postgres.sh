# shellcheck shell=bash
# Throwaway PostgreSQL clusters for tests and tools. Source this file, then:
#
#   pg_start_throwaway            # initdb + start; exports PG_THROWAWAY_URL (postgres://postgres@127.0.0.1:PORT/postgres)
#   ...                           # PG_THROWAWAY_DIR, PG_THROWAWAY_PORT, PG_THROWAWAY_BINDIR are set too
#   pg_stop_throwaway             # stop it and delete its folder (safe to call twice, safe in a trap)
#
#   pg_find_bindir                # prints the bin folder of the installed PostgreSQL (15 preferred), or fails
#
# The cluster lives in a fresh mktemp folder (in memory when /dev/shm has room), trusts local connections,
# listens on 127.0.0.1 only (on a free port, or PG_THROWAWAY_PORT if set before starting) and keeps its unix
# socket inside its own folder, so it never touches a system cluster. PostgreSQL refuses to run as root: as
# root it runs as the `postgres` user.
# Durability is switched off (fsync, synchronous_commit, full_page_writes): the data is thrown away anyway.

PG_THROWAWAY_DIR="${PG_THROWAWAY_DIR:-}"
PG_THROWAWAY_PORT="${PG_THROWAWAY_PORT:-}"
PG_THROWAWAY_BINDIR="${PG_THROWAWAY_BINDIR:-}"
PG_THROWAWAY_URL="${PG_THROWAWAY_URL:-}"

pg_find_bindir() {
  local preferred="${PG_VERSION_PREFERRED:-15}"
  if [[ -x "/usr/lib/postgresql/${preferred}/bin/initdb" ]]; then
    echo "/usr/lib/postgresql/${preferred}/bin"
    return 0
  fi
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "${candidate}/initdb" ]]; then
      echo "${candidate}"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  echo "pg_find_bindir: no PostgreSQL server binaries (initdb) found under /usr/lib/postgresql/*/bin or on PATH" >&2
  return 1
}

# Runs a command as the user that owns the cluster: `postgres` when we are root, ourselves otherwise.
_pg_as_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

_pg_free_port() {
  node -e '
    const server = require("node:net").createServer();
    server.listen(0, "127.0.0.1", () => { console.log(server.address().port); server.close(); });
  '
}

# /dev/shm when it is a tmpfs with at least 2 GB free (containers often give it 64 MB), else /tmp. Copying a
# database (CREATE DATABASE … TEMPLATE, about 60 per test run) on a disk's file system cost the server 170 ms
# of system time each under the suite's load, and PostgreSQL used 24 s of CPU during the Vitest stage; in
# memory 4.5 s (docs/benchmarks.md#test-suite). Durability is off anyway.
_pg_parent_folder() {
  local available
  if [[ "$(stat -f -c %T /dev/shm 2>/dev/null)" == "tmpfs" ]]; then
    available="$(df --output=avail -B1 /dev/shm 2>/dev/null | tail -n 1 | tr -d ' ')"
    if [[ "${available}" =~ ^[0-9]+$ && "${available}" -ge $((2 * 1024 * 1024 * 1024)) ]]; then
      echo /dev/shm
      return 0
    fi
  fi
  echo /tmp
}

pg_start_throwaway() {
  if [[ -n "${PG_THROWAWAY_DIR}" && -d "${PG_THROWAWAY_DIR}" ]]; then
    echo "pg_start_throwaway: a throwaway cluster is already running in ${PG_THROWAWAY_DIR}" >&2
    return 1
  fi
  PG_THROWAWAY_BINDIR="$(pg_find_bindir)" || return 1

  if [[ "$(id -u)" -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
    echo "pg_start_throwaway: running as root but there is no 'postgres' user to run PostgreSQL as" >&2
    return 1
  fi

  # In memory when it can be, else under /tmp (not $TMPDIR, which may be a private folder the postgres user
  # cannot enter). PG_THROWAWAY_PARENT chooses.
  PG_THROWAWAY_DIR="$(mktemp -d "${PG_THROWAWAY_PARENT:-$(_pg_parent_folder)}/shop-pg.XXXXXX")" || return 1
  chmod 700 "${PG_THROWAWAY_DIR}"
  if [[ "$(id -u)" -eq 0 ]]; then
    chown postgres: "${PG_THROWAWAY_DIR}"
  fi

  local data="${PG_THROWAWAY_DIR}/data" log="${PG_THROWAWAY_DIR}/postgres.log"
  local locale="C.UTF-8"
  if ! locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then locale="C"; fi
  if ! _pg_as_owner "${PG_THROWAWAY_BINDIR}/initdb" --pgdata="${data}" --username=postgres --auth=trust \
    --encoding=UTF8 --locale="${locale}" --no-sync >"${PG_THROWAWAY_DIR}/initdb.log" 2>&1; then
    echo "pg_start_throwaway: initdb failed:" >&2
    cat "${PG_THROWAWAY_DIR}/initdb.log" >&2
    return 1
  fi

  local attempt
  for attempt in 1 2 3; do
    if [[ -z "${PG_THROWAWAY_PORT}" || "${attempt}" -gt 1 ]]; then
      PG_THROWAWAY_PORT="$(_pg_free_port)" || return 1
    fi
    if _pg_as_owner "${PG_THROWAWAY_BINDIR}/pg_ctl" --pgdata="${data}" --log="${log}" --wait --timeout=60 \
      -o "-c listen_addresses=127.0.0.1 -p ${PG_THROWAWAY_PORT} -k ${PG_THROWAWAY_DIR} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null; then
      PG_THROWAWAY_URL="postgres://postgres@127.0.0.1:${PG_THROWAWAY_PORT}/postgres"
      export PG_THROWAWAY_DIR PG_THROWAWAY_PORT PG_THROWAWAY_BINDIR PG_THROWAWAY_URL
      return 0
    fi
    echo "pg_start_throwaway: start on port ${PG_THROWAWAY_PORT} failed (attempt ${attempt}):" >&2
    tail -n 20 "${log}" >&2 || true
  done
  return 1
}

pg_stop_throwaway() {
  if [[ -z "${PG_THROWAWAY_DIR}" ]]; then return 0; fi
  if [[ -d "${PG_THROWAWAY_DIR}/data" && -f "${PG_THROWAWAY_DIR}/data/postmaster.pid" ]]; then
    _pg_as_owner "${PG_THROWAWAY_BINDIR}/pg_ctl" --pgdata="${PG_THROWAWAY_DIR}/data" --mode=immediate --wait \
      --timeout=30 stop >/dev/null 2>&1 || {
      # Last resort: kill the postmaster by the pid it wrote.
      local pid
      pid="$(head -n 1 "${PG_THROWAWAY_DIR}/data/postmaster.pid" 2>/dev/null || true)"
      if [[ -n "${pid}" ]]; then kill -9 "${pid}" 2>/dev/null || true; fi
    }
  fi
  rm -rf "${PG_THROWAWAY_DIR}"
  PG_THROWAWAY_DIR=""
  PG_THROWAWAY_URL=""
  PG_THROWAWAY_PORT=""
}
