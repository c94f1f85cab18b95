#!/usr/bin/env bash
# Restore a backup made by deploy/backup.sh into the deployment the environment names (the
# same variables as backup.sh). Stop the bot replicas, ingest jobs and the Chroma server
# first; start them again afterwards (the replicas migrate the state if cvbot is newer).
#
#   deploy/restore.sh BACKUP_DIR [--force]
#
# Without --force it refuses to overwrite an existing index or SQLite state. PostgreSQL is
# restored with pg_restore --clean into the database of CVBOT_STATE__URL (create it first).
set -euo pipefail

die() { echo "restore: $*" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: deploy/restore.sh BACKUP_DIR [--force]"
src="$1"
force="${2:-}"
[ -z "$force" ] || [ "$force" = "--force" ] || die "unknown option $force"
data="${CVBOT_DATA_DIR:?set CVBOT_DATA_DIR (the data dir cvbot uses)}"
[ -f "$src/chroma.tar.gz" ] || die "$src is not a cvbot backup (no chroma.tar.gz)"
(cd "$src" && sha256sum --quiet -c MANIFEST.sha256) || die "$src is damaged (checksums differ)"

index="${CHROMA_PATH:-$data/chroma}"
if [ -n "$(ls -A "$index" 2>/dev/null)" ]; then
  [ -n "$force" ] || die "$index is not empty (stop what uses it; --force replaces it)"
  rm -rf "$index"
fi
mkdir -p "$index"
tar -C "$index" -xzf "$src/chroma.tar.gz"

url="${CVBOT_STATE__URL:-}"
if [ -f "$src/state.pgdump" ]; then
  [ -n "$url" ] || die "the backup holds a PostgreSQL state: set CVBOT_STATE__URL"
  pg_restore --clean --if-exists --no-owner --dbname="${url/postgresql+psycopg:/postgresql:}" \
    "$src/state.pgdump" || die "pg_restore of the state failed"
elif [ -f "$src/state.sqlite3" ]; then
  [ -z "$url" ] || die "the backup holds a SQLite state but CVBOT_STATE__URL is set"
  if [ -f "$data/bot.sqlite3" ] && [ -z "$force" ]; then
    die "$data/bot.sqlite3 exists (--force replaces it)"
  fi
  rm -f "$data/bot.sqlite3" "$data/bot.sqlite3-wal" "$data/bot.sqlite3-shm"
  cp "$src/state.sqlite3" "$data/bot.sqlite3"
fi

for f in orgs.yaml skills.yaml; do
  if [ -f "$src/$f" ]; then cp "$src/$f" "$data/$f"; fi
done
echo "restored $src"
