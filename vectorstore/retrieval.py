"""Hybrid retrieval over the chunk collection: dense (Chroma + the embedder) and lexical
(BM25 rebuilt from Chroma), fused with reciprocal rank fusion."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from vectorstore.lexical import LexicalIndex, reciprocal_rank_fusion, tokenize
from vectorstore.store import CVStore, StoredRecord


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


class HybridRetriever:
    """Finds chunks for a query. The lexical index is derived from Chroma and rebuilt when
    the store changes, so a restarted process or another replica sees the same data."""

    def __init__(self, store: CVStore, embedder: Embeddings, max_age_s: float = 30.0) -> None:
        self.store = store
        self.embedder = embedder
        self.max_age_s = max_age_s
        self._snapshot: ChunkSnapshot | None = None
        self._lock = threading.Lock()

    def snapshot(self, committed: set[str]) -> ChunkSnapshot:
        """The current chunks of `committed` documents (rebuilt only when they changed)."""
        version = (self.store.count_chunks(), hash(frozenset(committed)))
        with self._lock:
            snap = self._snapshot
            fresh = snap is not None and time.time() - snap.built_at < self.max_age_s
            if snap is not None and snap.version == version and fresh:
                return snap
            records = [r for r in self.store.get_chunks() if r.metadata.get("doc_id") in committed]
            records.sort(key=lambda r: (r.metadata.get("doc_id", ""), r.metadata.get("n", 0)))
            snap = ChunkSnapshot(
                records=records,
                lexical=LexicalIndex([r.document for r in records]),
                by_id={r.id: i for i, r in enumerate(records)},
                built_at=time.time(),
                version=version,
            )
            self._snapshot = snap
            return snap

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
