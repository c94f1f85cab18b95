"""`--watch`: poll folders and index CVs as they arrive or change."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

from ingest.job import Indexer, discover
from ingest.models import IngestReport


def _snapshot(paths: list[Path]) -> dict[Path, tuple[int, float]]:
    files, _ = discover(paths)
    snap: dict[Path, tuple[int, float]] = {}
    for f in files:
        try:
            st = f.stat()
        except OSError:
            continue
        snap[f] = (st.st_size, st.st_mtime)
    return snap


def watch_paths(
    indexer: Indexer,
    paths: list[Path],
    interval: float,
    *,
    prune: bool = False,
    name: str | None = None,
    max_polls: int | None = None,
) -> Iterator[IngestReport]:
    """Index `paths` now, then again whenever a file appears, changes or disappears."""
    last: dict[Path, tuple[int, float]] | None = None
    polls = 0
    while max_polls is None or polls < max_polls:
        snap = _snapshot(paths)
        if snap != last:
            yield indexer.ingest(paths, prune=prune, name=name)
            last = snap
        polls += 1
        if max_polls is not None and polls >= max_polls:
            return
        time.sleep(interval)
