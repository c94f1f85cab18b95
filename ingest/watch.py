"""`--watch`: poll folders and index CVs as they arrive, change or disappear. The change
detection (`FolderWatch`: each file's size and mtime) is shared by `cvbot ingest --watch`
and `cvbot serve --watch`, so an unchanged folder costs one directory walk per poll."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

from ingest.job import Indexer, discover
from ingest.models import IngestReport

FolderState = dict[Path, tuple[int, float]]


def folder_state(paths: list[Path]) -> FolderState:
    """Size and mtime of every CV file under `paths`."""
    files, _ = discover(paths)
    state: FolderState = {}
    for f in files:
        try:
            st = f.stat()
        except OSError:
            continue
        state[f] = (st.st_size, st.st_mtime)
    return state


class FolderWatch:
    """Notices when files under `paths` appear, change or disappear since the last state
    marked `seen` (a failed indexing run is not marked, so the next poll retries it)."""

    def __init__(self, paths: list[Path]) -> None:
        self.paths = list(paths)
        self._seen: FolderState | None = None

    def changed(self) -> FolderState | None:
        """The current state if it differs from the one last seen (always at first)."""
        state = folder_state(self.paths)
        return None if state == self._seen else state

    def seen(self, state: FolderState) -> None:
        self._seen = state


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
    folders = FolderWatch(paths)
    polls = 0
    while max_polls is None or polls < max_polls:
        state = folders.changed()
        if state is not None:
            yield indexer.ingest(paths, prune=prune, name=name)
            folders.seen(state)
        polls += 1
        if max_polls is not None and polls >= max_polls:
            return
        time.sleep(interval)
