"""Hybrid retrieval over the chunk collection: dense (Chroma + the embedder) and lexical
(BM25 derived from Chroma), fused with reciprocal rank fusion.

The chunks of the committed CVs and their BM25 index are derived data. A process builds
them from Chroma once and writes them under `<data dir>/cache/retrieval/`, named by a stamp
of the registry (each committed CV's id, candidate and write time; the tokenizer's code), so
the next process loads them instead of scanning Chroma; any write that changes what is
committed changes the stamp, and a missing or unreadable copy is rebuilt."""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import orjson

from vectorstore import lexical
from vectorstore.bulk_load import collector_paused
from vectorstore.lexical import LexicalIndex, reciprocal_rank_fusion, tokenize
from vectorstore.store import CVStore, StoredRecord

if TYPE_CHECKING:
    from vectorstore.embedder import Embedder

log = logging.getLogger(__name__)

CACHE_FORMAT = "1"


@dataclass
class Hit:
    """A chunk found for a query, with the scores that found it."""

    index: int
    record: StoredRecord
    dense: float = 0.0  # cosine similarity (0 when not in the dense top list)
    lexical: float = 0.0  # BM25
    fused: float = 0.0

    @property
    def meta(self) -> dict[str, Any]:
        return self.record.metadata

    @property
    def text(self) -> str:
        return self.record.document


@dataclass
class ChunkSnapshot:
    """All chunks of committed CVs, as of one moment, with their BM25 index."""

    records: list[StoredRecord]
    lexical: LexicalIndex
    by_id: dict[str, int] = field(default_factory=dict)
    built_at: float = 0.0
    version: tuple[int, int] = (0, 0)
    stamp: str = ""  # the registry stamp it was built for (a key for data derived from it)


def registry_stamp(store: CVStore, committed: set[str]) -> str:
    """Changes whenever the chunks of the committed CVs may have: every write of a CV's
    chunks commits its registry record with a new time (and candidate)."""
    return stamp_of(
        (
            f"{r.id}|{r.metadata.get('candidate_id', '')}|{r.metadata.get('ingested_at', '')}"
            for r in store.get_records(where={"status": "committed"})
            if r.id in committed
        ),
        store.embedder_name,
    )


def stamp_of(entries: Iterable[str], embedder_name: str = "") -> str:
    """The stamp of a set of committed document versions ("doc id|version" each)."""
    digest = hashlib.sha256()
    for part in (CACHE_FORMAT, _tokenizer_code(), embedder_name, *sorted(entries)):
        digest.update(part.encode("utf-8") + b"\n")
    return digest.hexdigest()[:32]


_CODE: str | None = None


def _tokenizer_code() -> str:
    """A hash of the tokenizer's source: a copy made by other code is not reused."""
    global _CODE
    if _CODE is None:
        _CODE = hashlib.sha256(Path(lexical.__file__).read_bytes()).hexdigest()[:16]
    return _CODE


class SnapshotCache:
    """Snapshots on disk, one directory per stamp (written aside, then renamed into place,
    so a reader never sees half of one; older ones are removed)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _path(self, stamp: str) -> Path:
        return self.directory / f"snapshot-{stamp}"

    def load(self, stamp: str) -> tuple[list[StoredRecord], LexicalIndex] | None:
        path = self._path(stamp)
        if not path.is_dir():
            return None
        try:
            rows = orjson.loads((path / "records.json").read_bytes())
            records = [StoredRecord(i, d, m) for i, d, m in rows]
            index = LexicalIndex.load(path / "lexical")
            if index.size != len(records):
                raise ValueError("records and index differ in size")
            return records, index
        except Exception as exc:  # derived data: rebuild it from Chroma
            log.warning("rebuilding the retrieval cache %s (%s)", path, exc)
            shutil.rmtree(path, ignore_errors=True)
            return None

    def save(self, stamp: str, records: list[StoredRecord], index: LexicalIndex) -> None:
        final = self._path(stamp)
        if final.is_dir():
            return
        tmp = self.directory / f".tmp-{stamp}-{os.getpid()}-{threading.get_ident()}"
        try:
            tmp.mkdir(parents=True, exist_ok=True)
            rows = [[r.id, r.document, r.metadata] for r in records]
            (tmp / "records.json").write_bytes(orjson.dumps(rows))
            index.save(tmp / "lexical")
            os.rename(tmp, final)
        except OSError as exc:  # a read-only or full disk only costs the next process time
            log.info("could not write the retrieval cache (%s)", exc)
            shutil.rmtree(tmp, ignore_errors=True)
            return
        for old in self.directory.iterdir():
            if old.name.startswith("snapshot-") and old != final:
                shutil.rmtree(old, ignore_errors=True)


class HybridRetriever:
    """Finds chunks for a query. The lexical index is derived from Chroma and rebuilt when
    the store changes, so a restarted process or another replica sees the same data."""

    def __init__(
        self,
        store: CVStore,
        embedder: Embedder,
        max_age_s: float = 30.0,
        cache_dir: Path | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.max_age_s = max_age_s
        self.cache = SnapshotCache(cache_dir or store.data_dir / "cache" / "retrieval")
        self._snapshot: ChunkSnapshot | None = None
        self._key: tuple[int, int] | None = None  # (chunk count, committed set) when checked
        self._stamp = ""
        self._versions: Mapping[str, str] | None = None  # the last mapping given to snapshot
        self._lock = threading.Lock()
        self._saving: threading.Thread | None = None

    def flush(self) -> None:
        """Wait until the snapshot being written to the cache is written."""
        if self._saving is not None:
            self._saving.join()

    def snapshot(self, committed: set[str] | Mapping[str, str]) -> ChunkSnapshot:
        """The current chunks of `committed` documents; a new stamp loads the snapshot
        written by an earlier process, or builds it from Chroma and writes it.

        `committed` maps each document id to a token of its committed version (candidate
        and write time, from the registry the caller has just read): the stamp is then
        computed from it, with no Chroma call, and not at all when the caller passes the
        very mapping of its last call (the same registry read). Given only the ids,
        the registry is read for the stamp when the chunk count or the set changes, or
        every `max_age_s`."""
        with self._lock:
            snap = self._snapshot
            if isinstance(committed, Mapping):
                if snap is not None and committed is self._versions:
                    return snap  # the same registry read as the last call: nothing changed
                stamp = stamp_of(
                    (f"{d}|{v}" for d, v in committed.items()), self.store.embedder_name
                )
                key = None
            else:
                # the chunk count is the cheap check between calls; a process's first call
                # skips it (Chroma's first touch of the chunk collection loads its vector
                # index, which a question that needs no vector never uses)
                key = (
                    None
                    if snap is None
                    else (self.store.count_chunks(), hash(frozenset(committed)))
                )
                if (
                    snap is not None
                    and self._key == key
                    and time.time() - snap.built_at < self.max_age_s
                ):
                    return snap
                stamp = registry_stamp(self.store, committed)
            versions = committed if isinstance(committed, Mapping) else None
            if snap is not None and stamp == self._stamp:
                snap.built_at = time.time()
                self._key, self._versions = key, versions
                return snap
            snap = self._load(stamp, committed)
            self._snapshot, self._key, self._stamp = snap, key, stamp
            self._versions = versions
            return snap

    def _load(self, stamp: str, committed: Iterable[str]) -> ChunkSnapshot:
        """The snapshot of `stamp` from the cache, else built from Chroma (and written)."""
        with collector_paused():  # ~10 million objects at 10,000 people
            cached = self.cache.load(stamp)
            if cached is not None:
                records, index = cached
            else:
                wanted = set(committed)
                records = [r for r in self.store.get_chunks() if r.metadata.get("doc_id") in wanted]
                records.sort(key=lambda r: (r.metadata.get("doc_id", ""), r.metadata.get("n", 0)))
                index = LexicalIndex([r.document for r in records])
                # written after the answer: a non-daemon thread, so a CLI process still
                # finishes the copy before it exits
                self._saving = threading.Thread(
                    target=self.cache.save, args=(stamp, records, index), name="cvbot-cache"
                )
                self._saving.start()
            return ChunkSnapshot(
                records=records,
                lexical=index,
                by_id={r.id: i for i, r in enumerate(records)},
                built_at=time.time(),
                version=(len(records), int(stamp[:15], 16)),
                stamp=stamp,
            )

    def embed_query(self, text: str) -> np.ndarray:
        return np.asarray(self.embedder.embed_query(text), dtype=np.float32)

    def search(
        self,
        query: str,
        snap: ChunkSnapshot,
        k: int = 60,
        query_vector: np.ndarray | None = None,
    ) -> list[Hit]:
        """Fused dense + BM25 hits among the chunks of `snap` (from `snapshot()`)."""
        if not snap.records:
            return []
        vector = query_vector if query_vector is not None else self.embed_query(query)
        dense_hits = self.store.query_chunks(vector.tolist(), n_results=min(k * 2, 200))
        dense: dict[int, float] = {}
        for record, distance in dense_hits:
            i = snap.by_id.get(record.id)
            if i is not None:
                dense[i] = 1.0 - distance
        lexical_scores = snap.lexical.scores(query)
        lexical_rank = [int(i) for i in np.argsort(-lexical_scores)[:k] if lexical_scores[i] > 0]
        dense_rank = sorted(dense, key=lambda i: -dense[i])[:k]
        fused = reciprocal_rank_fusion([dense_rank, lexical_rank])
        hits = [
            Hit(
                index=i,
                record=snap.records[i],
                dense=dense.get(i, 0.0),
                lexical=float(lexical_scores[i]),
                fused=score,
            )
            for i, score in fused.items()
        ]
        hits.sort(key=lambda h: -h.fused)
        return hits[:k]


__all__ = ["ChunkSnapshot", "Hit", "HybridRetriever", "tokenize"]
