#!/bin/sh
# Rebuild every file in ../cvs except the hand-written .txt and .md (those are the sources themselves).
set -e
cd "$(dirname "$0")"
sh ewan/build.sh >/dev/null
sh lin/build.sh >/dev/null
sh fei/build.sh >/dev/null
(cd .. && src/.venv/bin/python src/make_docx.py)
.venv/bin/python check_evidence.py
