#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh into DATABASE_URL's database (which must exist: create
# it first for a new server). Usage:
#   DATABASE_URL=postgres://... [DATA_DIR=/srv/guardians] deploy/restore.sh DUMP [UPLOADS_ARCHIVE]
# Every object in the dump is dropped if present and created again (--clean --if-exists), owned by
# the user of DATABASE_URL (--no-owner, --no-acl: the target's roles need not match the source's),
# all in one transaction: a restore that fails leaves the database as it was. The uploads archive is
# unpacked into DATA_DIR/uploads; files already there are kept (their names never collide).
# Stop the API nodes and the indexer first: dropping a table waits for every query that uses it.
set -euo pipefail

dump="${1:?usage: deploy/restore.sh DUMP [UPLOADS_ARCHIVE]}"
uploads="${2:-}"
: "${DATABASE_URL:?DATABASE_URL: required (the database to restore into)}"
redacted() { sed -E 's#(//[^:/@]+):[^@]*@#\1:***@#' <<<"$1"; }

[[ -f "$dump" ]] || { echo "restore: no file $dump" >&2; exit 1; }
if [[ -n "$uploads" ]]; then
  [[ -f "$uploads" ]] || { echo "restore: no file $uploads" >&2; exit 1; }
  : "${DATA_DIR:?DATA_DIR: required to restore uploads (they go to DATA_DIR/uploads)}"
fi

echo "restore: $dump -> $(redacted "$DATABASE_URL")" >&2
pg_restore --clean --if-exists --no-owner --no-acl --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$dump"
echo "restore: database restored" >&2

if [[ -n "$uploads" ]]; then
  mkdir -p "$DATA_DIR"
  tar -xzf "$uploads" -C "$DATA_DIR" uploads
  echo "restore: uploads -> $DATA_DIR/uploads ($(find "$DATA_DIR/uploads" -type f | wc -l) files)" >&2
fi
