"""A digest of ingest's own source code: part of the name of every cache of what its rules
derive (built catalogs, candidate records, the facts of lines), so that a new release or an
edited rule never reuses an old copy."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path


@cache
def ingest_source_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
