"""The incremental indexing job. `Indexer` is the front door; the work is done by:

* `ingest.discovery`: which files to read (and the operator's name overrides);
* `ingest.pipeline`: reading ahead, analysis (parse, chunk) and embedding, in worker
  processes for large ingests;
* `ingest.resolve`: what each file means for the index (unchanged, a copy, a new version,
  forgotten) and whose CV it is;
* `ingest.commit`: the only writer, which commits each CV as a unit so that a crash
  leaves it fully old or fully new, and repairs what a crash left.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from ingest.commit import Committer, Prepared
from ingest.config import IngestSettings
from ingest.corrections import IdentityDecision, plan_merge, plan_split
from ingest.discovery import discover as discover  # re-exported (ingest.watch, benches)
from ingest.errors import CVFileError
from ingest.metadata import is_local_source
from ingest.models import Candidate, DocumentRecord, FileOutcome, IngestReport
from ingest.pipeline import BATCH_CHUNKS as _BATCH_CHUNKS  # noqa: F401  (bench/ingest_throughput)
from ingest.pipeline import AnalysisLimits, Pipeline, ReadFile
from ingest.record_refresh import RefreshReport, is_stale, refresh_profiles
from ingest.registry import build_candidates
from ingest.resolve import Resolver
from vectorstore.embedder import Embedder
from vectorstore.embeddings import available_cpus
from vectorstore.errors import UserFacingError
from vectorstore.store import CVStore
from vectorstore.workers import ProcessWorkers, Workers, start_workers

log = logging.getLogger(__name__)

ProgressCallback = Callable[[str, int, int], None]
_MIN_FILES_FOR_WORKERS = 40  # fewer are done here: worker start-up ~2 s, break-even ~30 files


class Indexer:
    """Indexes CV files into the store, incrementally."""

    def __init__(
        self,
        store: CVStore,
        embedder: Embedder | None,
        settings: IngestSettings,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.max_bytes = int(settings.max_file_mb * 1_000_000)
        self.limits = AnalysisLimits(
            self.max_bytes, settings.chunk_tokens, settings.chunk_overlap_lines
        )
        self._commit = Committer(store)
        self._resolver = Resolver(self._commit, self.max_bytes, clock)
        self._clock = clock
        self._workers: Workers | None = None  # kept open by `embedding_workers()`

    # -- what is indexed -----------------------------------------------------------------
    def _reload(self) -> None:
        self._commit.reload()
        self._resolver.reset()

    def candidates(self) -> list[Candidate]:
        self._reload()
        return build_candidates(self._commit.records())

    def committed(self) -> list[DocumentRecord]:
        """The CVs in the index (their registry records), as the store has them now."""
        self._reload()
        return self._commit.committed()

    def repair(self) -> int:
        """Finish or undo what an interrupted run left. Returns how many records it fixed."""
        self._resolver.reset()
        return self._commit.repair()

    def refresh_records(self, *, stale_only: bool = True) -> RefreshReport:
        """Re-read the stored profiles (the candidate records' facts) from the CV files,
        without re-embedding: those an older extractor read, or every one
        (`cvbot reindex --records`)."""
        committed = self.committed()
        if stale_only and not any(is_stale(r) for r in committed):
            return RefreshReport(current=len(committed))
        report = refresh_profiles(self.store, committed, self.max_bytes, stale_only=stale_only)
        self._reload()
        return report

    # -- ingestion -----------------------------------------------------------------------
    def ingest(
        self,
        paths: list[Path],
        *,
        prune: bool = False,
        name: str | None = None,
        include_forgotten: bool = False,
        progress: ProgressCallback | None = None,
    ) -> IngestReport:
        self.repair()
        self.refresh_records()  # profiles read by an older extractor
        files, outcomes = discover(paths)
        report = IngestReport(outcomes=outcomes)
        todo: list[Path] = []
        for path in files:
            known = self._resolver.already_indexed(path, name)
            if known is None:
                todo.append(path)
            else:
                report.outcomes.append(known)
        workers = self.workers() if len(todo) >= _MIN_FILES_FOR_WORKERS else 1
        pipeline = Pipeline(
            self._require_embedder, workers, self.limits, self._write, shared=self._workers
        )
        try:
            for i, read in enumerate(pipeline.read(todo, name), start=1):
                if progress:
                    progress(read.path.name, i, len(todo))
                work = functools.partial(self._prepare_read, read, include_forgotten, pipeline)
                prepared = self._guarded(read.path, work)
                if isinstance(prepared, FileOutcome):
                    report.outcomes.append(prepared)
                else:
                    report.outcomes.extend(pipeline.add(prepared))
            report.outcomes.extend(pipeline.finish())
        finally:
            pipeline.close()
            self._resolver.clear()
        if prune:
            report.outcomes.extend(self.prune())
        return report

    @contextmanager
    def embedding_workers(self) -> Iterator[None]:
        """Start the embedding workers now and keep them for every `ingest` inside the
        block (otherwise each large ingest starts and stops its own)."""
        workers = start_workers(self._require_embedder(), self.workers())
        try:
            if isinstance(workers, ProcessWorkers):
                workers.warm_up()
            self._workers = workers
            yield
        finally:
            self._workers = None
            workers.close()

    def workers(self) -> int:
        """Embedding worker processes of a large ingest (1 = embed in this process)."""
        configured = self.settings.embed_workers
        return configured if configured is not None else available_cpus()

    def _require_embedder(self) -> Embedder:
        if self.embedder is None:
            raise RuntimeError("this Indexer was opened without an embedder")
        return self.embedder

    def ingest_bytes(
        self, data: bytes, source: str, file_name: str, name: str | None = None
    ) -> FileOutcome:
        """Index one CV received as bytes (e.g. a Slack upload); `source` names it."""
        self.repair()
        analysis = functools.partial(self.limits.analyse, data, source, file_name, name)
        work = functools.partial(
            self._resolver.prepare, data, source, file_name, name, False, analysis
        )
        try:
            prepared = self._guarded(Path(file_name), work)
            if isinstance(prepared, FileOutcome):
                return prepared
            texts = [c.text for c in prepared.chunks]
            vectors = np.asarray(self._require_embedder().embed_documents(texts), np.float32)
            return self._write([prepared], vectors)[0]
        finally:
            self._resolver.clear()

    def _guarded(
        self, path: Path, work: Callable[[], FileOutcome | Prepared]
    ) -> FileOutcome | Prepared:
        try:
            return work()
        except CVFileError as exc:
            return FileOutcome(path=str(path), status="failed", message=exc.user_message)
        except UserFacingError:
            raise  # store down, lock, embedder mismatch: stop the batch, nothing is lost
        except Exception as exc:
            log.exception("internal error while indexing a file (%s)", type(exc).__name__)
            return FileOutcome(
                path=str(path), status="failed", message=f"internal error ({type(exc).__name__})"
            )

    def _prepare_read(
        self, read: ReadFile, include_forgotten: bool, pipeline: Pipeline
    ) -> FileOutcome | Prepared:
        if read.error is not None:
            raise read.error
        return self._resolver.prepare(
            read.data,
            str(read.path),
            read.path.name,
            read.override,
            include_forgotten,
            functools.partial(pipeline.analysis, read),
        )

    def _write(self, batch: list[Prepared], vectors: np.ndarray) -> list[FileOutcome]:
        """Commit embedded CVs and say what became of each file."""
        self._commit.write_batch(batch, vectors)
        return self._resolver.written(batch)

    # -- removal -------------------------------------------------------------------------
    def prune(self) -> list[FileOutcome]:
        """Remove CVs whose files are gone from disk."""
        outcomes: list[FileOutcome] = []
        for record in self._commit.committed():
            local = [s for s in record.sources if is_local_source(s)]
            gone = [s for s in local if not Path(s).exists()]
            for source in gone:
                self._commit.detach(record, source)
            if gone and not record.sources:
                outcomes.append(
                    FileOutcome(
                        path=gone[0],
                        status="removed",
                        candidate_id=record.candidate_id,
                        message="file no longer exists",
                    )
                )
        return outcomes

    # -- identity corrections (`ingest.corrections`) ------------------------------------
    def merge(self, into: Candidate, other: Candidate, by: str) -> list[DocumentRecord]:
        """Make `other`'s CVs `into`'s, for good. Returns the records moved."""
        return self._decide(plan_merge(into, other, by, self._clock()))

    def split(self, person: Candidate, file: str, by: str) -> list[DocumentRecord]:
        """Make the CV `file` of `person` a person of its own, for good."""
        return self._decide(plan_split(person, file, by, self._clock()))

    def _decide(self, decisions: list[IdentityDecision]) -> list[DocumentRecord]:
        self.repair()
        moved = self._commit.apply_decisions(decisions)
        self._resolver.reset()
        return moved

    def decisions(self, candidate: Candidate) -> list[IdentityDecision]:
        """The decisions made by hand about a person's CVs."""
        found = (self._commit.decision(d.doc_id) for d in candidate.documents)
        return [d for d in found if d is not None]

    def forget(self, candidate: Candidate) -> int:
        """Remove every chunk and registry entry of a person; keep only content-hash
        tombstones so the same files are not silently re-added. Returns chunks removed."""
        removed = self._commit.forget(candidate)
        self._resolver.reset()
        return removed
