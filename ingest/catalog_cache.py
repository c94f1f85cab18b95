"""Built alias catalogs (organisations, skills) on disk, so that a new process loads the
catalog an earlier one built instead of building it again (~0.2 s of every cold `cvbot
ask`: thousands of aliases folded, spelled and keyed).

A copy is named by the catalog's kind, the digest of the files it was built from (the
built-in file and the user's) and the digest of ingest's source code, so an edited catalog
file or a new release never reuses an old copy. It lives in the user cache directory
(`vectorstore.user_cache`), is written aside and renamed into place (a reader never sees half
of one), and the newest few of each kind are kept. The files are pickles of cvbot's own
objects, trusted like the user's other files; an unreadable copy is built again."""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
from pathlib import Path
from typing import Any

from ingest.source_digest import ingest_source_digest
from vectorstore.user_cache import user_cache_root

log = logging.getLogger(__name__)

FORMAT = "1"
KEEP = 6  # copies of one kind (several data directories with their own catalog files)


def _path(kind: str, files_digest: str) -> Path:
    parts = (FORMAT, kind, files_digest, ingest_source_digest())
    key = hashlib.sha256("|".join(parts).encode()).hexdigest()[:24]
    return user_cache_root() / "catalogs" / f"{kind.lower()}-{key}.pickle"


def read_built(kind: str, files_digest: str, expected: type) -> Any | None:
    """The catalog of this kind built from these files by this code, if a copy exists."""
    path = _path(kind, files_digest)
    try:
        with path.open("rb") as handle:
            built = pickle.load(handle)
    except FileNotFoundError:
        return None
    except Exception as exc:  # a damaged copy: build it again (and overwrite it)
        log.info("catalog cache %s not used (%s)", path.name, type(exc).__name__)
        return None
    return built if isinstance(built, expected) else None


def write_built(kind: str, files_digest: str, built: object) -> None:
    """Keep a built catalog for the next process; a cache that cannot be written is only a
    slower start."""
    path = _path(kind, files_digest)
    tmp = path.with_name(f"{path.name}.tmp-{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tmp.open("wb") as handle:
            pickle.dump(built, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        older = sorted(
            path.parent.glob(f"{kind.lower()}-*.pickle"), key=lambda p: p.stat().st_mtime_ns
        )
        for stale in older[:-KEEP]:
            stale.unlink(missing_ok=True)
    except Exception as exc:
        log.info("catalog cache not written (%s)", type(exc).__name__)
        tmp.unlink(missing_ok=True)
