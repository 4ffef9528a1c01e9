#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on a free loopback port, and removes the
# cluster afterwards. Two roles, as in production (docs/operations.md, "Database roles"): DATABASE_URL
# connects as portal_server, which owns nothing; DATABASE_OWNER_URL as portal, the owner, which runs
# the migrations. Needs Debian's postgresql package (apt-get install postgresql).
# Usage: scripts/with-postgres.sh npx jest --selectProjects server
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL is not installed: run 'apt-get install -y postgresql'." >&2
  exit 1
fi

dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
free_port='const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
port=$(node -e "$free_port")
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root; the cluster belongs to the postgres user.
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

# A throw-away cluster: durability off, for speed.
pg_fast='-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200'

stop() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -A trust -U portal -E UTF8 --no-locale >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 $pg_fast" \
  start >/dev/null

# The server's own role: it may log in, nothing more until the owner grants it (server/db/roles.ts).
"$bindir/psql" -q -h 127.0.0.1 -p "$port" -U portal -d postgres -c 'CREATE ROLE portal_server LOGIN' >/dev/null

echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (server role portal_server, owner portal)"
DATABASE_URL="postgres://portal_server@127.0.0.1:$port/postgres" \
  DATABASE_OWNER_URL="postgres://portal@127.0.0.1:$port/postgres" "$@"
