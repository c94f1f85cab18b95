"""The incremental indexing job.

Every CV is written so that a crash at any point leaves it either fully old or fully new:
  1. its registry record is written as ``pending``;
  2. its chunks are written (ids ``{doc_id}:{n}``);
  3. one registry call commits it and retires the version it replaces;
  4. the retired version's chunks and record are deleted.
Readers only trust chunks of committed records, and the next run repairs whatever a crash
left behind (pending or retired records and their chunks).

Large ingests are pipelined (`vectorstore.workers`): worker processes parse and chunk the
next CVs (`ingest.analysis`) and embed batches of chunks, while this process resolves
identities in file order and writes each batch as soon as its vectors arrive, in order.
"""

from __future__ import annotations

import functools
import logging
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import yaml
from langchain_core.embeddings import Embeddings

from ingest.analysis import Analysis, analyse
from ingest.config import IngestSettings
from ingest.errors import CVFileError
from ingest.identity import IdentityIndex, new_candidate_id
from ingest.models import Candidate, Chunk, DocumentRecord, FileOutcome, IngestReport, Profile
from ingest.parsers import SUPPORTED_SUFFIXES, content_hash, read_limited
from ingest.registry import build_candidates, load_records, write_records
from vectorstore.embeddings import available_cpus
from vectorstore.errors import UserFacingError
from vectorstore.store import CVStore
from vectorstore.workers import ProcessWorkers, ThreadWorkers, Workers, start_workers

log = logging.getLogger(__name__)

ProgressCallback = Callable[[str, int, int], None]
_BATCH_CHUNKS = 128  # chunks per embedding batch (64: more Chroma calls; 256: slower fill)
_MIN_FILES_FOR_WORKERS = 40  # fewer are done here: worker start-up ~2 s, break-even ~30 files


@dataclass
class _Prepared:
    """A parsed and chunked CV waiting to be embedded and written."""

    record: DocumentRecord
    chunks: list[Chunk]
    previous: DocumentRecord | None
    reprocess: bool
    old_chunk_count: int


LOCAL_PREFIXES = ("slack:",)  # sources that are not local files (never pruned)
# documents someone may expect to be read: reported as skipped (other files are ignored)
_REPORTED_SUFFIXES = {
    ".doc",
    ".xls",
    ".xlsx",
    ".ppt",
    ".pptx",
    ".rtf",
    ".odt",
    ".pages",
    ".html",
    ".htm",
    ".png",
    ".jpg",
    ".jpeg",
    ".tif",
    ".tiff",
    ".csv",
    ".epub",
    ".zip",
}


def chunk_metadata(chunk: Chunk, profile: Profile, candidate_name: str) -> dict[str, object]:
    """Chroma metadata of a chunk: what retrieval filters and citations need."""
    meta: dict[str, object] = {
        "doc_id": chunk.doc_id,
        "candidate_id": chunk.candidate_id,
        "candidate_name": candidate_name,
        "n": chunk.n,
        "section": chunk.section,
        "section_title": chunk.section_title,
        "entry_header": chunk.entry_header,
        "source": chunk.source,
        "file_name": chunk.file_name,
        "language": chunk.language,
    }
    optional: dict[str, object | None] = {
        "page": chunk.page,
        "employer": chunk.employer,
        "school": chunk.school,
    }
    meta.update({k: v for k, v in optional.items() if v is not None})
    lists = {
        "header_lines": chunk.header_lines,
        "names": profile.names,
        "employers": [e.employer for e in profile.employment],
        "schools": [e.school for e in profile.education],
        "degrees": sorted({e.degree for e in profile.education if e.degree}),
        "skills": profile.skills[:50],
        "venues": profile.venues[:50],
    }
    meta.update({k: list(dict.fromkeys(v)) for k, v in lists.items() if v})  # no empty lists
    return meta


def read_sidecar_name(path: Path) -> str | None:
    """Operator override: `CV.pdf.meta.yaml` or `CV.meta.yaml` next to the file, `name:`."""
    for sidecar in (path.with_name(path.name + ".meta.yaml"), path.with_suffix(".meta.yaml")):
        if sidecar.is_file():
            try:
                data = yaml.safe_load(sidecar.read_text(encoding="utf-8")) or {}
            except (yaml.YAMLError, OSError, UnicodeDecodeError) as exc:
                raise CVFileError(f"unreadable sidecar {sidecar.name}: {exc}") from exc
            name = data.get("name") if isinstance(data, dict) else None
            return str(name).strip() if name else None
    return None


def read_cv(path: Path, name: str | None, max_bytes: int) -> tuple[bytes, str | None]:
    """A CV file's bytes and the name to use for its owner (given, or from its sidecar)."""
    return read_limited(path, max_bytes), name or read_sidecar_name(path)


@dataclass
class _ReadFile:
    """A file read for its turn: its bytes and name override, or why it could not be read,
    and its analysis when a worker is making it."""

    path: Path
    data: bytes = b""
    override: str | None = None
    error: Exception | None = None
    analysis: Future[Analysis] | None = None


def discover(paths: Iterable[Path]) -> tuple[list[Path], list[FileOutcome]]:
    """CV files under `paths` (recursively), and outcomes for paths that do not exist
    and for documents that are not in a CV format."""
    files: list[Path] = []
    outcomes: list[FileOutcome] = []
    for path in paths:
        if path.is_dir():
            for candidate in sorted(path.rglob("*")):
                if (
                    not candidate.is_file()
                    or candidate.name.startswith((".", "~$"))
                    or candidate.name.endswith(".meta.yaml")
                ):
                    continue
                if candidate.suffix.lower() in SUPPORTED_SUFFIXES:
                    files.append(candidate)
                elif candidate.suffix.lower() in _REPORTED_SUFFIXES:
                    outcomes.append(
                        FileOutcome(
                            path=str(candidate),
                            status="skipped",
                            message=f"not a CV format ({candidate.suffix or 'no extension'})",
                        )
                    )
        elif path.is_file():
            files.append(path)
        else:
            outcomes.append(
                FileOutcome(path=str(path), status="failed", message="no such file or directory")
            )
    unique = list(dict.fromkeys(p.resolve() for p in files))
    return unique, outcomes


class Indexer:
    """Indexes CV files into the store, incrementally."""

    def __init__(
        self, store: CVStore, embedder: Embeddings | None, settings: IngestSettings
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.max_bytes = int(settings.max_file_mb * 1_000_000)
        self._records: dict[str, DocumentRecord] = {}
        self._identities: IdentityIndex | None = None
        self._by_source: dict[str, str] | None = None
        self._uncommitted: dict[str, _Prepared] = {}  # doc_id → prepared, not yet written
        self._workers: Workers | None = None  # kept open by `embedding_workers()`

    # -- state ---------------------------------------------------------------------
    def _reload(self) -> None:
        self._records = {r.doc_id: r for r in load_records(self.store)}
        self._identities = None
        self._by_source = None

    def _sources(self) -> dict[str, str]:
        """source path → doc_id of the committed version that holds it."""
        if self._by_source is None:
            self._by_source = {s: r.doc_id for r in self._committed() for s in r.sources}
        return self._by_source

    def _identity(self) -> IdentityIndex:
        if self._identities is None:
            self._identities = IdentityIndex.from_candidates(build_candidates(self._committed()))
        return self._identities

    def _committed(self) -> list[DocumentRecord]:
        return [r for r in self._records.values() if r.status == "committed"]

    def candidates(self) -> list[Candidate]:
        self._reload()
        return build_candidates(list(self._records.values()))

    def repair(self) -> int:
        """Finish or undo what an interrupted run left. Returns how many records it fixed."""
        self._reload()
        fixed = 0
        for record in list(self._records.values()):
            if record.status in ("pending", "retired"):
                self.store.delete_chunks({"doc_id": record.doc_id})
                self.store.delete_records([record.doc_id])
                del self._records[record.doc_id]
                fixed += 1
        # A crash between commit and retire can leave one path claimed by two versions.
        owner: dict[str, DocumentRecord] = {}
        for record in sorted(self._committed(), key=lambda r: r.ingested_at):
            for source in record.sources:
                older = owner.get(source)
                if older is not None and older.doc_id != record.doc_id:
                    self._detach(older, source)
                    fixed += 1
                owner[source] = record
        return fixed

    def _detach(self, record: DocumentRecord, source: str) -> None:
        """Remove `source` from a record; a record left with no source is deleted."""
        if self._by_source is not None and self._by_source.get(source) == record.doc_id:
            del self._by_source[source]
        record.sources = [s for s in record.sources if s != source]
        if record.sources:
            write_records(self.store, [record])
            return
        record.status = "retired"
        write_records(self.store, [record])
        self.store.delete_chunks({"doc_id": record.doc_id})
        self.store.delete_records([record.doc_id])
        self._records.pop(record.doc_id, None)

    # -- ingestion -----------------------------------------------------------------
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
        files, outcomes = discover(paths)
        report = IngestReport(outcomes=outcomes)
        todo: list[Path] = []
        for path in files:
            known = self._already_indexed(path, name)
            if known is None:
                todo.append(path)
            else:
                report.outcomes.append(known)
        workers = self.workers() if len(todo) >= _MIN_FILES_FOR_WORKERS else 1
        pipeline = _Pipeline(self, workers)
        try:
            batch: list[_Prepared] = []
            for i, read in enumerate(pipeline.read(todo, name), start=1):
                if progress:
                    progress(read.path.name, i, len(todo))
                work = functools.partial(self._prepare_read, read, include_forgotten, pipeline)
                prepared = self._guarded(read.path, work)
                if isinstance(prepared, FileOutcome):
                    report.outcomes.append(prepared)
                    continue
                batch.append(prepared)
                if sum(len(p.chunks) for p in batch) >= _BATCH_CHUNKS:
                    report.outcomes.extend(pipeline.put(batch))
                    batch = []
            report.outcomes.extend(pipeline.put(batch))
            report.outcomes.extend(pipeline.drain())
        finally:
            pipeline.close()
            self._uncommitted.clear()
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

    def _require_embedder(self) -> Embeddings:
        if self.embedder is None:
            raise RuntimeError("this Indexer was opened without an embedder")
        return self.embedder

    def ingest_bytes(
        self, data: bytes, source: str, file_name: str, name: str | None = None
    ) -> FileOutcome:
        """Index one CV received as bytes (e.g. a Slack upload); `source` names it."""
        self.repair()
        analysis = functools.partial(self.analyse, data, source, file_name, name)
        work = functools.partial(self._prepare_data, data, source, file_name, name, False, analysis)
        try:
            prepared = self._guarded(Path(file_name), work)
            if isinstance(prepared, FileOutcome):
                return prepared
            texts = [c.text for c in prepared.chunks]
            vectors = np.asarray(self._require_embedder().embed_documents(texts), np.float32)
            return self._write([prepared], vectors)[0]
        finally:
            self._uncommitted.clear()

    def _guarded(
        self, path: Path, work: Callable[[], FileOutcome | _Prepared]
    ) -> FileOutcome | _Prepared:
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

    def _already_indexed(self, path: Path, name: str | None) -> FileOutcome | None:
        """The outcome of a file indexed already with this content, name and path: a read
        and a hash, nothing parsed. None when it needs the full treatment."""
        try:
            data, override = read_cv(path, name, self.max_bytes)
        except Exception:  # unreadable: the full treatment reports why
            return None
        record = self._records.get(content_hash(data))
        if (
            record is None
            or record.status != "committed"
            or record.name_override != override
            or str(path) not in record.sources
        ):
            return None
        return self._unchanged(record, str(path))

    def _unchanged(self, record: DocumentRecord, source: str) -> FileOutcome:
        others = [s for s in record.sources if s != source]
        return FileOutcome(
            path=source,
            status="unchanged",
            message="same content as " + ", ".join(Path(s).name for s in others) if others else "",
            candidate_id=record.candidate_id,
            candidate_name=self._name_of(record.candidate_id),
        )

    def analyse(self, data: bytes, source: str, file_name: str, override: str | None) -> Analysis:
        """`ingest.analysis.analyse` with this indexer's limits and chunk sizes."""
        return analyse(data, source, file_name, override, *self._analysis_settings())

    def _analysis_settings(self) -> tuple[int, int, int]:
        s = self.settings
        return self.max_bytes, s.chunk_tokens, s.chunk_overlap_lines

    def _prepare_read(
        self, read: _ReadFile, include_forgotten: bool, pipeline: _Pipeline
    ) -> FileOutcome | _Prepared:
        if read.error is not None:
            raise read.error
        source, file_name = str(read.path), read.path.name
        return self._prepare_data(
            read.data,
            source,
            file_name,
            read.override,
            include_forgotten,
            functools.partial(pipeline.analysis, read),
        )

    def _prepare_data(
        self,
        data: bytes,
        source: str,
        file_name: str,
        override: str | None,
        include_forgotten: bool,
        analysis: Callable[[], Analysis],
    ) -> FileOutcome | _Prepared:
        """Analyse (parse, chunk) and resolve identity for one file; nothing is written yet.
        `analysis` returns this file's analysis (computed here or by a worker)."""
        doc_id = content_hash(data)
        in_batch = self._uncommitted.get(doc_id)  # same content earlier in this run
        existing = self._records.get(doc_id) or (in_batch.record if in_batch else None)
        owner = self._sources().get(source)
        previous = self._records.get(owner) if owner and owner != doc_id else None
        if previous is not None and previous.status != "committed":
            previous = None
        if existing is not None and existing.status == "forgotten" and not include_forgotten:
            return FileOutcome(
                path=source,
                status="skipped",
                message="this CV was removed with `cvbot forget`; not re-added "
                "(use --include-forgotten to add it again)",
            )
        if in_batch is not None or (
            existing is not None
            and existing.status == "committed"
            and existing.name_override == override
        ):
            assert existing is not None
            if source not in existing.sources:
                existing.sources.append(source)
                if in_batch is None:
                    self._sources()[source] = existing.doc_id
                if in_batch is None:
                    write_records(self.store, [existing])
                if previous is not None:
                    self._detach(previous, source)
            return self._unchanged(existing, source)
        analysed = analysis()
        profile = analysed.profile

        reprocess = existing is not None and existing.status == "committed"
        merge_reason = ""
        if reprocess and existing is not None:
            candidate_id, merge_reason = existing.candidate_id, existing.merge_reason
        elif previous is not None:
            candidate_id, merge_reason = previous.candidate_id, previous.merge_reason
        else:
            decision = self._identity().match(profile)
            if decision is not None:
                candidate_id, merge_reason = decision.candidate_id, decision.reason
            else:
                candidate_id = new_candidate_id(doc_id)
        chunks = analysed.chunks
        for chunk in chunks:
            chunk.candidate_id = candidate_id
        self._identity().add(candidate_id, profile)
        record = DocumentRecord(
            doc_id=doc_id,
            status="committed",  # as it will be once flushed (identity matching sees it)
            candidate_id=candidate_id,
            sources=[source],
            file_name=file_name,
            format=analysed.format,
            chunks=len(chunks),
            ingested_at=time.time(),
            profile=profile,
            merge_reason=merge_reason,
            name_override=override,
        )
        prepared = _Prepared(
            record=record,
            chunks=chunks,
            previous=previous,
            reprocess=reprocess,
            old_chunk_count=existing.chunks if reprocess and existing is not None else 0,
        )
        self._uncommitted[doc_id] = prepared
        return prepared

    def _write(self, batch: list[_Prepared], vectors: np.ndarray) -> list[FileOutcome]:
        """Write embedded CVs: a few Chroma calls for the whole batch, while each CV still
        commits as a unit (pending → chunks → commit)."""
        if not batch:
            return []
        chunks = [c for p in batch for c in p.chunks]
        pending = [  # only what `repair` needs: the full record comes with the commit
            DocumentRecord(doc_id=p.record.doc_id, status="pending", ingested_at=time.time())
            for p in batch
            if not p.reprocess
        ]
        write_records(self.store, pending)  # 1. pending
        metadatas = [
            chunk_metadata(c, p.record.profile, p.record.profile.display_name)
            for p in batch
            for c in p.chunks
        ]
        self.store.add_chunks(
            [c.id for c in chunks], vectors, [c.text for c in chunks], metadatas
        )  # 2. chunks
        for p in batch:
            if p.reprocess and p.old_chunk_count > len(p.chunks):
                doc_id = p.record.doc_id
                stale = [f"{doc_id}:{n}" for n in range(len(p.chunks), p.old_chunk_count)]
                self.store.chunks.delete(ids=stale)
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
        write_records(self.store, commit)  # 3. commit, one call
        for p in batch:
            self._records[p.record.doc_id] = p.record
            self._sources()[p.record.sources[0]] = p.record.doc_id
            self._uncommitted.pop(p.record.doc_id, None)
        for old in retired:  # 4. clean up
            self.store.delete_chunks({"doc_id": old.doc_id})
            self.store.delete_records([old.doc_id])
            self._records.pop(old.doc_id, None)
        outcomes = []
        for p in batch:
            record = p.record
            status = "updated" if p.previous is not None or p.reprocess else "added"
            merged_with = None
            if record.merge_reason and record.candidate_id != new_candidate_id(record.doc_id):
                merged_with = self._name_of(record.candidate_id)
            outcomes.append(
                FileOutcome(
                    path=record.sources[0],
                    status=status,
                    message=f"merged: {record.merge_reason}" if merged_with else "",
                    candidate_id=record.candidate_id,
                    candidate_name=self._name_of(record.candidate_id),
                    merged_with=merged_with,
                )
            )
        return outcomes

    def _name_of(self, candidate_id: str) -> str:
        """Display name of a candidate (from the identity index: no pass over the registry)."""
        names = self._identity().names_of(candidate_id)
        real = [n for n in names if not n.startswith("Unknown (")]
        return (real or names or [candidate_id])[0]

    # -- removal -------------------------------------------------------------------
    def prune(self) -> list[FileOutcome]:
        """Remove CVs whose files are gone from disk."""
        outcomes: list[FileOutcome] = []
        for record in self._committed():
            local = [s for s in record.sources if not s.startswith(LOCAL_PREFIXES)]
            gone = [s for s in local if not Path(s).exists()]
            for source in gone:
                self._detach(record, source)
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

    def forget(self, candidate: Candidate) -> int:
        """Remove every chunk and registry entry of a person; keep only content-hash
        tombstones so the same files are not silently re-added. Returns chunks removed."""
        before = self.store.count_chunks()
        self.store.delete_chunks({"candidate_id": candidate.id})
        tombstones = [
            DocumentRecord(doc_id=d.doc_id, status="forgotten", ingested_at=time.time())
            for d in candidate.documents
        ]
        write_records(self.store, tombstones)
        self._reload()
        return before - self.store.count_chunks()


class _Pipeline:
    """CVs on their way to the store. Files are read ahead and analysed by the workers;
    batches of prepared CVs are embedded by them and written, in order, once their vectors
    are back. Up to one batch more than the workers run at once waits in line, so they
    never idle while this process resolves identities and writes."""

    def __init__(self, indexer: Indexer, workers: int) -> None:
        self._indexer = indexer
        self._n_workers = workers
        self._workers = indexer._workers
        self._owned: Workers | None = None
        self._inflight: deque[tuple[list[_Prepared], list[str], Future[np.ndarray]]] = deque()

    def _open(self) -> Workers:
        if self._workers is None:
            embedder = self._indexer._require_embedder()
            self._workers = self._owned = start_workers(embedder, self._n_workers)
        return self._workers

    # -- reading and analysis (parse, chunk) -------------------------------------------
    def read(self, paths: list[Path], name: str | None) -> Iterator[_ReadFile]:
        """The files, read in order a few ahead, each sent to a worker for analysis as it
        is read (a file whose content turns out to need none, the same content earlier in
        this run, only wastes its worker's time). Each file is read once: what is analysed
        is what gets indexed."""
        if not paths:
            return
        try:
            self._open().start()  # worker processes load the model while files are read
        except BrokenProcessPool:
            self._fall_back()
        ahead: deque[_ReadFile] = deque()
        files = iter(paths)
        window = 4 * self._open().parallelism
        while True:
            while len(ahead) < window and (path := next(files, None)) is not None:
                ahead.append(self._read(path, name))
            if not ahead:
                return
            yield ahead.popleft()

    def _read(self, path: Path, name: str | None) -> _ReadFile:
        try:
            data, override = read_cv(path, name, self._indexer.max_bytes)
        except Exception as exc:  # reported in its turn
            return _ReadFile(path, error=exc)
        read = _ReadFile(path, data, override)
        workers = self._open()
        if isinstance(workers, ProcessWorkers):
            args = (data, str(path), path.name, override, *self._indexer._analysis_settings())
            try:
                read.analysis = workers.call(analyse, *args)
            except BrokenProcessPool:
                self._fall_back()
        return read

    def analysis(self, read: _ReadFile) -> Analysis:
        """The worker's analysis of this file, or one made here (no worker, or it died)."""
        if read.analysis is not None:
            try:
                return read.analysis.result()
            except BrokenProcessPool:
                self._fall_back()
        return self._indexer.analyse(read.data, str(read.path), read.path.name, read.override)

    # -- embedding and writing -----------------------------------------------------------
    def put(self, batch: list[_Prepared]) -> list[FileOutcome]:
        """Queue a batch for embedding; returns the outcomes of batches written meanwhile."""
        if not batch:
            return []
        texts = [c.text for p in batch for c in p.chunks]
        try:
            future = self._open().embed(texts)
        except BrokenProcessPool:
            future = self._fall_back().embed(texts)
        self._inflight.append((batch, texts, future))
        outcomes: list[FileOutcome] = []
        while len(self._inflight) > self._open().parallelism + 1:
            outcomes.extend(self._write_oldest())
        return outcomes

    def drain(self) -> list[FileOutcome]:
        outcomes: list[FileOutcome] = []
        while self._inflight:
            outcomes.extend(self._write_oldest())
        return outcomes

    def _write_oldest(self) -> list[FileOutcome]:
        batch, texts, future = self._inflight.popleft()
        try:
            vectors = future.result()
        except BrokenProcessPool:
            vectors = self._fall_back().embed(texts).result()
        return self._indexer._write(batch, vectors)

    def _fall_back(self) -> Workers:
        """A worker process died or could not start: work in this process from now on."""
        if not isinstance(self._workers, ThreadWorkers):
            log.warning("worker processes failed; analysing and embedding in this process")
            if self._owned is not None:
                self._owned.close()
            self._workers = self._owned = ThreadWorkers(self._indexer._require_embedder())
        return self._workers

    def close(self) -> None:
        """Stop the workers this pipeline started; batches not yet written are dropped
        (nothing of them is in the store)."""
        self._inflight.clear()
        if self._owned is not None:
            self._owned.close()
