"""The incremental indexing job.

Every CV is written so that a crash at any point leaves it either fully old or fully new:
  1. its registry record is written as ``pending``;
  2. its chunks are written (ids ``{doc_id}:{n}``);
  3. one registry call commits it and retires the version it replaces;
  4. the retired version's chunks and record are deleted.
Readers only trust chunks of committed records, and the next run repairs whatever a crash
left behind (pending or retired records and their chunks).
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import yaml
from langchain_core.embeddings import Embeddings

from ingest.chunking import chunk_cv
from ingest.config import IngestSettings
from ingest.errors import CVFileError
from ingest.identity import match_candidate, new_candidate_id
from ingest.models import Candidate, Chunk, DocumentRecord, FileOutcome, IngestReport, Profile
from ingest.parsers import SUPPORTED_SUFFIXES, content_hash, parse_bytes, read_limited
from ingest.profile import extract_profile
from ingest.registry import build_candidates, load_records, write_records
from ingest.sections import split_sections
from vectorstore.errors import UserFacingError
from vectorstore.store import CVStore

log = logging.getLogger(__name__)

ProgressCallback = Callable[[str, int, int], None]
LOCAL_PREFIXES = ("slack:",)  # sources that are not local files (never pruned)


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


def discover(paths: Iterable[Path]) -> tuple[list[Path], list[FileOutcome]]:
    """CV files under `paths` (recursively), and outcomes for paths that do not exist."""
    files: list[Path] = []
    missing: list[FileOutcome] = []
    for path in paths:
        if path.is_dir():
            for candidate in sorted(path.rglob("*")):
                if (
                    candidate.is_file()
                    and candidate.suffix.lower() in SUPPORTED_SUFFIXES
                    and not candidate.name.startswith((".", "~$"))
                    and not candidate.name.endswith(".meta.yaml")
                ):
                    files.append(candidate)
        elif path.is_file():
            files.append(path)
        else:
            missing.append(
                FileOutcome(path=str(path), status="failed", message="no such file or directory")
            )
    unique = list(dict.fromkeys(p.resolve() for p in files))
    return unique, missing


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

    # -- state ---------------------------------------------------------------------
    def _reload(self) -> None:
        self._records = {r.doc_id: r for r in load_records(self.store)}

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
        files, missing = discover(paths)
        report = IngestReport(outcomes=list(missing))
        for i, path in enumerate(files, start=1):
            if progress:
                progress(path.name, i, len(files))
            work = functools.partial(self._ingest_path, path, name, include_forgotten)
            report.outcomes.append(self._guarded(path, work))
        if prune:
            report.outcomes.extend(self.prune())
        return report

    def ingest_bytes(
        self, data: bytes, source: str, file_name: str, name: str | None = None
    ) -> FileOutcome:
        """Index one CV received as bytes (e.g. a Slack upload); `source` names it."""
        self.repair()
        return self._guarded(
            Path(file_name), lambda: self._ingest_data(data, source, file_name, name, False)
        )

    def _guarded(self, path: Path, work: Callable[[], FileOutcome]) -> FileOutcome:
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

    def _ingest_path(self, path: Path, name: str | None, include_forgotten: bool) -> FileOutcome:
        data = read_limited(path, self.max_bytes)
        override = name or read_sidecar_name(path)
        return self._ingest_data(data, str(path), path.name, override, include_forgotten)

    def _ingest_data(
        self,
        data: bytes,
        source: str,
        file_name: str,
        override: str | None,
        include_forgotten: bool,
    ) -> FileOutcome:
        doc_id = content_hash(data)
        existing = self._records.get(doc_id)
        previous = next(
            (r for r in self._committed() if source in r.sources and r.doc_id != doc_id), None
        )
        if existing is not None and existing.status == "forgotten" and not include_forgotten:
            return FileOutcome(
                path=source,
                status="skipped",
                message="this CV was removed with `cvbot forget`; not re-added "
                "(use --include-forgotten to add it again)",
            )
        if (
            existing is not None
            and existing.status == "committed"
            and existing.name_override == override
        ):
            if source not in existing.sources:
                existing.sources.append(source)
                write_records(self.store, [existing])
                if previous is not None:
                    self._detach(previous, source)
            return FileOutcome(
                path=source,
                status="unchanged",
                message=""
                if len(existing.sources) == 1
                else "same content as "
                + ", ".join(Path(s).name for s in existing.sources if s != source),
                candidate_id=existing.candidate_id,
                candidate_name=self._name_of(existing.candidate_id),
            )
        parsed = parse_bytes(data, source, file_name, self.max_bytes)
        sections = split_sections(parsed)
        profile = extract_profile(parsed, sections, override)

        merge_reason = ""
        candidate_id: str
        if existing is not None and existing.status == "committed":
            candidate_id, merge_reason = existing.candidate_id, existing.merge_reason
        elif previous is not None:
            candidate_id = previous.candidate_id
            merge_reason = previous.merge_reason
        else:
            others = [c for c in build_candidates(self._committed())]
            decision = match_candidate(profile, others)
            if decision is not None:
                candidate_id, merge_reason = decision.candidate_id, decision.reason
            else:
                candidate_id = new_candidate_id(doc_id)

        chunks = chunk_cv(
            parsed,
            sections,
            candidate_id,
            self.settings.chunk_tokens,
            self.settings.chunk_overlap_lines,
        )
        if not chunks:
            raise CVFileError("no indexable text after parsing")
        if self.embedder is None:
            raise RuntimeError("this Indexer was opened without an embedder")
        vectors = self.embedder.embed_documents([c.text for c in chunks])
        display = profile.display_name

        record = DocumentRecord(
            doc_id=doc_id,
            status="pending",
            candidate_id=candidate_id,
            sources=[source],
            file_name=file_name,
            format=parsed.format,
            chunks=len(chunks),
            ingested_at=time.time(),
            profile=profile,
            merge_reason=merge_reason,
            name_override=override,
        )
        reprocess = existing is not None and existing.status == "committed"
        if not reprocess:
            write_records(self.store, [record])  # 1. pending
        self.store.add_chunks(  # 2. chunks
            [c.id for c in chunks],
            vectors,
            [c.text for c in chunks],
            [chunk_metadata(c, profile, display) for c in chunks],
        )
        if reprocess and existing is not None and existing.chunks > len(chunks):
            stale = [f"{doc_id}:{n}" for n in range(len(chunks), existing.chunks)]
            self.store.chunks.delete(ids=stale)
        record.status = "committed"
        batch = [record]
        if previous is not None:
            previous.sources = [s for s in previous.sources if s != source]
            if not previous.sources:
                previous.status = "retired"
            batch.append(previous)
        write_records(self.store, batch)  # 3. commit (one call)
        self._records[doc_id] = record
        if previous is not None and previous.status == "retired":  # 4. clean up
            self.store.delete_chunks({"doc_id": previous.doc_id})
            self.store.delete_records([previous.doc_id])
            self._records.pop(previous.doc_id, None)
        status = "updated" if previous is not None or reprocess else "added"
        merged_with = None
        if merge_reason and candidate_id != new_candidate_id(doc_id):
            merged_with = self._name_of(candidate_id, exclude=doc_id)
        return FileOutcome(
            path=source,
            status=status,
            message=f"merged: {merge_reason}" if merged_with and status == "added" else "",
            candidate_id=candidate_id,
            candidate_name=self._name_of(candidate_id),
            merged_with=merged_with,
        )

    def _name_of(self, candidate_id: str, exclude: str | None = None) -> str:
        records = [
            r for r in self._committed() if r.candidate_id == candidate_id and r.doc_id != exclude
        ]
        for candidate in build_candidates(records):
            return candidate.display_name
        return candidate_id

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
