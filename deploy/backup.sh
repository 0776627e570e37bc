#!/usr/bin/env bash
# Backs up the site: the database (pg_dump, custom format) and, when uploads are kept on disk, the
# uploads folder. Usage:
#   DATABASE_URL=postgres://... [DATA_DIR=/srv/guardians] deploy/backup.sh [OUT_DIR]
# Writes OUT_DIR/guardians-<UTC time>.dump and, when DATA_DIR/uploads exists,
# OUT_DIR/guardians-<UTC time>-uploads.tar.gz (OUT_DIR defaults to ./backups), and prints their paths
# last, one a line. Uploads in S3 (S3_BUCKET) are not copied: see docs/deployment.md.
# pg_dump must be at least as new as the server (pg_dump 15 refuses a PostgreSQL 18 server).
# The nodes may keep serving: pg_dump reads one consistent snapshot.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL: required (the database to back up)}"
out="${1:-./backups}"
redacted() { sed -E 's#(//[^:/@]+):[^@]*@#\1:***@#' <<<"$1"; }

mkdir -p "$out"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
dump="$out/guardians-$stamp.dump"

echo "backup: dumping $(redacted "$DATABASE_URL")" >&2
# Into a temporary name first: a dump that was cut short never looks like a finished backup.
pg_dump --format=custom --compress=6 --dbname="$DATABASE_URL" --file="$dump.partial"
# A dump pg_restore cannot read is no backup.
pg_restore --list "$dump.partial" >/dev/null
mv "$dump.partial" "$dump"
echo "backup: database -> $dump ($(du -h "$dump" | cut -f1))" >&2

uploads=""
# After the dump: every file a dumped row names was written before its row, so it is in the archive.
if [[ -n "${DATA_DIR:-}" && -d "$DATA_DIR/uploads" && -z "${S3_BUCKET:-}" ]]; then
  uploads="$out/guardians-$stamp-uploads.tar.gz"
  tar -czf "$uploads.partial" -C "$DATA_DIR" uploads
  mv "$uploads.partial" "$uploads"
  echo "backup: uploads ($(find "$DATA_DIR/uploads" -type f | wc -l) files) -> $uploads" >&2
elif [[ -n "${S3_BUCKET:-}" ]]; then
  echo "backup: uploads are in the S3 bucket '$S3_BUCKET': back it up with the store's own tools (docs/deployment.md)" >&2
fi

echo "$dump"
if [[ -n "$uploads" ]]; then echo "$uploads"; fi
