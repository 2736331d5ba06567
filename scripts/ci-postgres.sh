#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the publisher's server test pass.
#   eval "$(scripts/ci-postgres.sh)"        # start; prints export TEST_DATABASE_URL=... and PG_CI_DIR=...
#   scripts/ci-postgres.sh --stop           # stop the cluster started above (uses $PG_CI_DIR) and remove it
# Installs Debian's postgresql when initdb/pg_ctl are missing. PostgreSQL refuses to run as root, so as root the
# cluster belongs to the postgres user. Everything but the final export lines goes to stderr.
set -euo pipefail

PORT="${PG_CI_PORT:-55432}"
DB="${PG_CI_DB:-publisher_test}"

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop() {
  local dir="${PG_CI_DIR:-}"
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then echo "ci-postgres: nothing to stop (PG_CI_DIR unset or gone)" >&2; return 0; fi
  local bin; bin="$(find_bin)"
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast stop >&2 || true
  rm -rf "$dir"
  echo "ci-postgres: stopped and removed $dir" >&2
}

if [ "${1:-}" = "--stop" ]; then stop; exit 0; fi

if ! BIN="$(find_bin)"; then
  echo "ci-postgres: installing postgresql" >&2
  apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  BIN="$(find_bin)"
fi

# A free port: the preferred one, else the next few.
while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done

DIR="$(mktemp -d /tmp/pg-ci.XXXXXX)"
chmod 755 "$DIR"
if [ "$(id -u)" = "0" ]; then chown postgres "$DIR"; fi
as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >&2 2>&1 || as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >&2
as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >&2
as_owner "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -qc "CREATE DATABASE $DB" >&2 \
  || as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB" >&2

echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/$DB"
echo "export PG_CI_DIR=$DIR"
