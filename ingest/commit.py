"""The commit protocol: the one place that writes CVs to the index.

Every CV is written so that a crash at any point leaves it either fully old or fully new:
  1. its registry record is written as ``pending``;
  2. its chunks are written (ids ``{doc_id}:{n}``);
  3. one registry call commits it and retires the version it replaces;
  4. the retired version's chunks and record are deleted.
Readers only trust chunks of committed records, and `repair` (run before every ingest)
finishes or undoes whatever a crash left behind (pending or retired records and their
chunks).

`Committer` also keeps the registry as this process last saw it (records by content hash,
sources by path), so an ingest looks files up without a round trip per file.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ingest.corrections import IdentityDecision, load_decisions, write_decisions
from ingest.metadata import ChunkMetadata
from ingest.models import Candidate, Chunk, DocumentRecord
from ingest.registry import load_records, write_records
from vectorstore.store import CVStore


@dataclass
class Prepared:
    """A parsed and chunked CV whose identity is resolved, waiting to be embedded and
    written: `record` as it will be once committed, and what it replaces."""

    record: DocumentRecord
    chunks: list[Chunk]
    previous: DocumentRecord | None  # the committed version another file held at this path
    reprocess: bool  # the same content is committed already (re-read, e.g. a new name)
    old_chunk_count: int  # chunks of that committed version, when reprocessed


class Committer:
    """Writes CVs to the store, each as a unit, and removes them."""

    def __init__(self, store: CVStore) -> None:
        self.store = store
        self._records: dict[str, DocumentRecord] = {}
        self._by_source: dict[str, str] | None = None
        self._decisions: dict[str, IdentityDecision] = {}

    # -- what the registry holds (as last loaded or written here) --------------------------
    def reload(self) -> None:
        """Read the registry again from the store."""
        self._records = {r.doc_id: r for r in load_records(self.store)}
        self._by_source = None
        self._decisions = load_decisions(self.store)

    def record(self, doc_id: str) -> DocumentRecord | None:
        """The record of a content hash, in any status."""
        return self._records.get(doc_id)

    def decision(self, doc_id: str) -> IdentityDecision | None:
        """The identity decision made by hand for a CV, if any (`ingest.corrections`)."""
        return self._decisions.get(doc_id)

    def records(self) -> list[DocumentRecord]:
        return list(self._records.values())

    def committed(self) -> list[DocumentRecord]:
        """The records readers trust: complete CVs."""
        return [r for r in self._records.values() if r.status == "committed"]

    def owner_of(self, source: str) -> str | None:
        """The doc_id of the committed version that holds the file at `source`."""
        return self._sources().get(source)

    def _sources(self) -> dict[str, str]:
        """source path → doc_id of the committed version that holds it."""
        if self._by_source is None:
            self._by_source = {s: r.doc_id for r in self.committed() for s in r.sources}
        return self._by_source

    # -- writing ---------------------------------------------------------------------------
    def write_batch(self, batch: list[Prepared], vectors: np.ndarray) -> None:
        """Write embedded CVs (`vectors`: one row per chunk, in order): a few Chroma calls
        for the whole batch, while each CV still commits as a unit (pending → chunks →
        commit → clean up)."""
        if not batch:
            return
        chunks = [c for p in batch for c in p.chunks]
        pending = [  # only what `repair` needs: the full record comes with the commit
            DocumentRecord(doc_id=p.record.doc_id, status="pending", ingested_at=time.time())
            for p in batch
            if not p.reprocess
        ]
        write_records(self.store, pending)  # 1. pending
        metadatas = [
            ChunkMetadata.for_chunk(c, p.record.profile, p.record.profile.display_name)
            for p in batch
            for c in p.chunks
        ]
        self.store.add_chunks(
            [c.id for c in chunks],
            vectors,
            [c.text for c in chunks],
            [m.to_chroma() for m in metadatas],
        )  # 2. chunks
        for p in batch:
            if p.reprocess and p.old_chunk_count > len(p.chunks):
                doc_id = p.record.doc_id
                stale = [f"{doc_id}:{n}" for n in range(len(p.chunks), p.old_chunk_count)]
                self.store.delete_chunks(stale)
        commit: list[DocumentRecord] = [p.record for p in batch]
        retired: list[DocumentRecord] = []
        for p in batch:
            if p.previous is not None:
                source = p.record.sources[0]
                p.previous.sources = [s for s in p.previous.sources if s != source]
                if not p.previous.sources:
                    p.previous.status = "retired"
                    retired.append(p.previous)
                if p.previous not in commit:
                    commit.append(p.previous)
        inherited = [  # a new version of a file pinned by hand keeps the pin
            pin.model_copy(update={"doc_id": p.record.doc_id})
            for p in batch
            if p.previous is not None
            and (pin := self._decisions.get(p.previous.doc_id)) is not None
            and p.record.doc_id not in self._decisions
        ]
        write_decisions(self.store, inherited)
        self._decisions.update((d.doc_id, d) for d in inherited)
        write_records(self.store, commit)  # 3. commit, one call
        for p in batch:
            self._records[p.record.doc_id] = p.record
            self._sources()[p.record.sources[0]] = p.record.doc_id
        for old in retired:  # 4. clean up
            self._delete(old)

    def add_source(self, record: DocumentRecord, source: str) -> None:
        """The file at `source` holds a committed CV's content too (a copy)."""
        record.sources.append(source)
        self._sources()[source] = record.doc_id
        write_records(self.store, [record])

    def detach(self, record: DocumentRecord, source: str) -> None:
        """Remove `source` from a record; a record left with no source is deleted."""
        if self._by_source is not None and self._by_source.get(source) == record.doc_id:
            del self._by_source[source]
        record.sources = [s for s in record.sources if s != source]
        if record.sources:
            write_records(self.store, [record])
            return
        record.status = "retired"
        write_records(self.store, [record])
        self._delete(record)

    def _delete(self, record: DocumentRecord) -> None:
        """Delete a retired (or unfinished) version: its chunks, then its record."""
        self.store.delete_chunks_where({"doc_id": record.doc_id})
        self.store.delete_records([record.doc_id])
        self._records.pop(record.doc_id, None)

    # -- recovery and removal --------------------------------------------------------------
    def repair(self) -> int:
        """Finish or undo what an interrupted run left. Returns how many records it fixed."""
        self.reload()
        fixed = 0
        for record in self.records():
            if record.status in ("pending", "retired"):
                self._delete(record)
                fixed += 1
        # A crash between commit and retire can leave one path claimed by two versions.
        owner: dict[str, DocumentRecord] = {}
        for record in sorted(self.committed(), key=lambda r: r.ingested_at):
            for source in record.sources:
                older = owner.get(source)
                if older is not None and older.doc_id != record.doc_id:
                    self.detach(older, source)
                    fixed += 1
                owner[source] = record
        # A crash between writing an identity decision and applying it.
        return fixed + len(self.apply_decisions([]))

    # -- identity decisions made by hand ---------------------------------------------------
    def apply_decisions(self, decisions: list[IdentityDecision]) -> list[DocumentRecord]:
        """Record `decisions`, then move every committed CV whose person differs from its
        pin: its chunks' candidate first, then its record (the commit point, one call).
        Returns the records moved."""
        write_decisions(self.store, decisions)
        self._decisions.update((d.doc_id, d) for d in decisions)
        moved = []
        for record in self.committed():
            pin = self._decisions.get(record.doc_id)
            if pin is None or pin.candidate_id == record.candidate_id:
                continue
            chunks = self.store.get_chunks({"doc_id": record.doc_id})
            self.store.update_chunk_metadata(
                [c.id for c in chunks],
                [{**c.metadata, "candidate_id": pin.candidate_id} for c in chunks],
            )
            record.candidate_id = pin.candidate_id
            record.merge_reason = pin.describe() if pin.kind == "merge" else ""
            moved.append(record)
        write_records(self.store, moved)
        return moved

    def forget(self, candidate: Candidate) -> int:
        """Remove every chunk and registry entry of a person; keep only content-hash
        tombstones so the same files are not silently re-added. Returns chunks removed."""
        before = self.store.count_chunks()
        self.store.delete_chunks_where({"candidate_id": candidate.id})
        pinned = [d.doc_id for d in candidate.documents]
        self.store.delete_identity(pinned)
        for doc_id in pinned:
            self._decisions.pop(doc_id, None)
        tombstones = [
            DocumentRecord(doc_id=d.doc_id, status="forgotten", ingested_at=time.time())
            for d in candidate.documents
        ]
        write_records(self.store, tombstones)
        self.reload()
        return before - self.store.count_chunks()
