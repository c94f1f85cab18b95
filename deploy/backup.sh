#!/usr/bin/env bash
# Back up a cvbot deployment: the Chroma index, the bot state and the data dir's own
# vocabulary files, into DEST/cvbot-<UTC time>/ (the path is printed last).
#
#   deploy/backup.sh DEST
#
# Environment (the same the bot reads):
#   CVBOT_DATA_DIR    data dir: the embedded index (chroma/), the SQLite state (bot.sqlite3),
#                     orgs.yaml / skills.yaml
#   CHROMA_PATH       the Chroma server's --path; unset = the embedded index in the data dir
#   CVBOT_STATE__URL  PostgreSQL state (pg_dump); unset = the SQLite file in the data dir
#   CVBOT_BACKUP_PAUSE, CVBOT_BACKUP_RESUME
#                     with CHROMA_PATH: commands that stop and restart the Chroma server
#                     around the copy (e.g. "systemctl stop cvbot-chroma"); required, since a
#                     live server's files are not a consistent copy. Replicas answer again
#                     once it is back (a question meanwhile gets "index unavailable").
#
# The embedded index is copied under the data dir's own lock (the one cvbot takes), so the
# copy fails with a message instead of racing a running bot or ingest job. Nothing derived
# is copied (the cache/ folder rebuilds itself). See docs/DEPLOY.md.
set -euo pipefail

die() { echo "backup: $*" >&2; exit 2; }
[ $# -eq 1 ] || die "usage: deploy/backup.sh DEST"
data="${CVBOT_DATA_DIR:?set CVBOT_DATA_DIR (the data dir cvbot uses)}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
out="$1/cvbot-$stamp"
mkdir -p "$out"
python="${PYTHON:-python3}"

# -- the index ------------------------------------------------------------------------------
if [ -n "${CHROMA_PATH:-}" ]; then
  [ -d "$CHROMA_PATH" ] || die "CHROMA_PATH $CHROMA_PATH is not a directory"
  [ -n "${CVBOT_BACKUP_PAUSE:-}" ] && [ -n "${CVBOT_BACKUP_RESUME:-}" ] ||
    die "set CVBOT_BACKUP_PAUSE and CVBOT_BACKUP_RESUME to stop and restart the Chroma server"
  trap 'sh -c "$CVBOT_BACKUP_RESUME"' EXIT
  sh -c "$CVBOT_BACKUP_PAUSE"
  tar -C "$CHROMA_PATH" -czf "$out/chroma.tar.gz" .
  sh -c "$CVBOT_BACKUP_RESUME"
  trap - EXIT
else
  [ -d "$data/chroma" ] || die "no index in $data/chroma (set CHROMA_PATH for a Chroma server)"
  flock -n "$data/index.lock" tar -C "$data/chroma" -czf "$out/chroma.tar.gz" . ||
    die "the index in $data is in use (stop the bot or ingest job that holds it, then rerun)"
fi

# -- the bot state --------------------------------------------------------------------------
url="${CVBOT_STATE__URL:-}"
case "$url" in
  "")
    if [ -f "$data/bot.sqlite3" ]; then  # SQLite's online backup: consistent while in use
      "$python" -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).backup(sqlite3.connect(sys.argv[2]))' \
        "$data/bot.sqlite3" "$out/state.sqlite3"
    fi ;;
  postgres://*|postgresql://*|postgresql+psycopg://*)
    pg_dump --format=custom --no-owner --file="$out/state.pgdump" \
      "${url/postgresql+psycopg:/postgresql:}" || die "pg_dump of the state failed" ;;
  *) die "CVBOT_STATE__URL: only PostgreSQL URLs can be backed up here" ;;
esac

# -- the deployment's own vocabulary -------------------------------------------------------
for f in orgs.yaml skills.yaml; do
  if [ -f "$data/$f" ]; then cp "$data/$f" "$out/$f"; fi
done

(cd "$out" && sha256sum -- * > MANIFEST.sha256)
echo "$out"
