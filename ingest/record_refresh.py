"""Re-deriving stored profiles (and so the candidate records built from them) when the
extractor changes, without re-embedding: each CV is read again from its file, its profile
extracted anew and its registry row rewritten; its chunks stay as they are.

`PROFILE_VERSION` (ingest/profile.py) is stored on every profile. An ingest re-derives the
profiles older than it (`stale_only=True`); `cvbot reindex --records` re-derives every
profile. A CV whose file is gone or has changed since it was indexed keeps its profile (an
ingest of the new file replaces it as usual); one that fails to parse keeps it too.
"""

from __future__ import annotations

import logging
from pathlib import Path

from pydantic import BaseModel, Field

from ingest.errors import CVFileError
from ingest.metadata import is_local_source
from ingest.models import DocumentRecord
from ingest.parsers import content_hash, parse_bytes, read_limited
from ingest.profile import PROFILE_VERSION, extract_profile
from ingest.registry import write_records
from ingest.sections import split_sections
from vectorstore.store import CVStore

log = logging.getLogger(__name__)


class RefreshReport(BaseModel):
    updated: int = 0
    current: int = 0  # already read by this extractor (stale_only)
    missing: list[str] = Field(default_factory=list)  # file gone or changed since indexed
    failed: list[str] = Field(default_factory=list)  # "<file>: <reason>"


def is_stale(record: DocumentRecord) -> bool:
    return record.status == "committed" and record.profile.version < PROFILE_VERSION


def _file_of(record: DocumentRecord, max_bytes: int) -> tuple[Path, bytes] | None:
    """The record's file as indexed: a local source whose bytes still hash to its doc_id."""
    for source in record.sources:
        path = Path(source)
        if not is_local_source(source) or not path.is_file():
            continue
        try:
            data = read_limited(path, max_bytes)
        except (OSError, CVFileError):
            continue
        if content_hash(data) == record.doc_id:
            return path, data
    return None


def refresh_profiles(
    store: CVStore, records: list[DocumentRecord], max_bytes: int, *, stale_only: bool
) -> RefreshReport:
    """Re-read the committed CVs' profiles from their files; returns what was done. Writes
    the changed registry rows a Chroma write batch at a time (a server refuses a call over
    its maximum, ~5,000 rows; each row stands alone, so a run stopped between batches
    leaves the rest stale, to be refreshed by the next run)."""
    report = RefreshReport()
    changed: list[DocumentRecord] = []

    def flush() -> None:
        write_records(store, changed)
        report.updated += len(changed)
        changed.clear()

    for record in records:
        if record.status != "committed":
            continue
        if stale_only and not is_stale(record):
            report.current += 1
            continue
        found = _file_of(record, max_bytes)
        if found is None:
            report.missing.append(record.file_name)
            continue
        path, data = found
        try:
            parsed = parse_bytes(data, str(path), record.file_name, max_bytes)
            profile = extract_profile(parsed, split_sections(parsed), record.name_override)
        except CVFileError as exc:
            report.failed.append(f"{record.file_name}: {exc}")
            continue
        changed.append(record.model_copy(update={"profile": profile}))
        if len(changed) >= store.settings.write_batch:
            flush()
    flush()
    if report.missing:
        log.info("profiles kept for %d CV(s) whose files are gone or changed", len(report.missing))
    return report
