"""What one file means for the index, decided before anything is written: unchanged, one
more copy of a CV indexed already, a CV removed with `cvbot forget`, or a CV to write (new,
a new version of a path, or the same content under a new name) and whose CV it is (a
decision made by hand, `ingest.corrections`, else identity, resolved in file order, so that
two CVs of one person in one run are merged)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from ingest.analysis import Analysis
from ingest.commit import Committer, Prepared
from ingest.discovery import read_cv
from ingest.identity import IdentityIndex, new_candidate_id
from ingest.metadata import is_unknown_name
from ingest.models import DocumentRecord, FileOutcome
from ingest.parsers import content_hash
from ingest.registry import build_candidates


class Resolver:
    """Decides per file over the registry as `commit` holds it, plus the CVs prepared in
    this run and not yet written."""

    def __init__(
        self, commit: Committer, max_bytes: int, clock: Callable[[], float] = time.time
    ) -> None:
        self._commit = commit
        self._max_bytes = max_bytes
        self._clock = clock  # when a CV is written (retention counts from it)
        self._identities: IdentityIndex | None = None
        self._uncommitted: dict[str, Prepared] = {}  # doc_id → prepared, not yet written

    def reset(self) -> None:
        """The registry was reloaded or changed outside this run: rebuild identities."""
        self._identities = None

    def clear(self) -> None:
        """The run is over: CVs prepared and not written are dropped."""
        self._uncommitted.clear()

    def _identity(self) -> IdentityIndex:
        if self._identities is None:
            committed = build_candidates(self._commit.committed())
            self._identities = IdentityIndex.from_candidates(committed)
        return self._identities

    def already_indexed(self, path: Path, name: str | None) -> FileOutcome | None:
        """The outcome of a file indexed already with this content, name and path: a read
        and a hash, nothing parsed. None when it needs the full treatment."""
        try:
            data, override = read_cv(path, name, self._max_bytes)
        except Exception:  # unreadable: the full treatment reports why
            return None
        record = self._commit.record(content_hash(data))
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
            candidate_name=self.name_of(record.candidate_id),
        )

    def prepare(
        self,
        data: bytes,
        source: str,
        file_name: str,
        override: str | None,
        include_forgotten: bool,
        analysis: Callable[[], Analysis],
    ) -> FileOutcome | Prepared:
        """Analyse (parse, chunk) and resolve identity for one file; nothing is written yet
        except a second path for content committed already. `analysis` returns this file's
        analysis (computed here or by a worker)."""
        doc_id = content_hash(data)
        in_batch = self._uncommitted.get(doc_id)  # same content earlier in this run
        existing = self._commit.record(doc_id) or (in_batch.record if in_batch else None)
        owner = self._commit.owner_of(source)
        previous = self._commit.record(owner) if owner and owner != doc_id else None
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
                if in_batch is None:
                    self._commit.add_source(existing, source)
                else:
                    existing.sources.append(source)  # written with its commit
                if previous is not None:
                    self._commit.detach(previous, source)
            return self._unchanged(existing, source)
        analysed = analysis()
        profile = analysed.profile

        reprocess = existing is not None and existing.status == "committed"
        merge_reason = ""
        if reprocess and existing is not None:
            candidate_id, merge_reason = existing.candidate_id, existing.merge_reason
        elif previous is not None:
            candidate_id, merge_reason = previous.candidate_id, previous.merge_reason
        elif (pin := self._commit.decision(doc_id)) is not None:  # decided by hand
            candidate_id = pin.candidate_id
            merge_reason = pin.describe() if pin.kind == "merge" else ""
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
            ingested_at=self._clock(),
            profile=profile,
            merge_reason=merge_reason,
            name_override=override,
        )
        prepared = Prepared(
            record=record,
            chunks=chunks,
            previous=previous,
            reprocess=reprocess,
            old_chunk_count=existing.chunks if reprocess and existing is not None else 0,
        )
        self._uncommitted[doc_id] = prepared
        return prepared

    def written(self, batch: list[Prepared]) -> list[FileOutcome]:
        """The CVs of `batch` are committed: what became of each file."""
        for p in batch:
            self._uncommitted.pop(p.record.doc_id, None)
        outcomes = []
        for p in batch:
            record = p.record
            status = "updated" if p.previous is not None or p.reprocess else "added"
            merged_with = None
            if record.merge_reason and record.candidate_id != new_candidate_id(record.doc_id):
                merged_with = self.name_of(record.candidate_id)
            outcomes.append(
                FileOutcome(
                    path=record.sources[0],
                    status=status,
                    message=f"merged: {record.merge_reason}" if merged_with else "",
                    candidate_id=record.candidate_id,
                    candidate_name=self.name_of(record.candidate_id),
                    merged_with=merged_with,
                )
            )
        return outcomes

    def name_of(self, candidate_id: str) -> str:
        """Display name of a candidate (from the identity index: no pass over the registry)."""
        names = self._identity().names_of(candidate_id)
        real = [n for n in names if not is_unknown_name(n)]
        return (real or names or [candidate_id])[0]
