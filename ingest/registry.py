"""The candidate registry: one record per CV file (content hash) in its own Chroma
collection, next to the chunks. Candidates are the committed records grouped by
`candidate_id`, so there is no second copy of the truth to keep in step."""

from __future__ import annotations

from collections import defaultdict

from ingest.metadata import is_unknown_name
from ingest.models import Candidate, DocumentRecord
from ingest.names import latin_key, name_keys
from vectorstore.bulk_load import collector_paused
from vectorstore.errors import UserFacingError
from vectorstore.store import CVStore


def record_metadata(record: DocumentRecord) -> dict[str, str | int | float | list[str]]:
    meta: dict[str, str | int | float | list[str]] = {
        "status": record.status,
        "candidate_id": record.candidate_id,
        "ingested_at": record.ingested_at,
    }
    if record.sources:
        meta["sources"] = record.sources
    return meta


def load_records(store: CVStore) -> list[DocumentRecord]:
    with collector_paused():  # ~12,000 profiles at 10,000 people
        return [DocumentRecord.model_validate_json(r.document) for r in store.get_records()]


def write_records(store: CVStore, records: list[DocumentRecord]) -> None:
    """Write several records in one Chroma call (the commit point of an update)."""
    if records:
        store.upsert_records(
            [r.doc_id for r in records],
            [r.model_dump_json() for r in records],
            [record_metadata(r) for r in records],
        )


def build_candidates(records: list[DocumentRecord]) -> list[Candidate]:
    groups: dict[str, list[DocumentRecord]] = defaultdict(list)
    for record in records:
        if record.status == "committed":
            groups[record.candidate_id].append(record)
    candidates: list[Candidate] = []
    for candidate_id, docs in groups.items():
        docs.sort(key=lambda d: d.ingested_at)
        names: list[str] = []
        overrides = [d.name_override for d in docs if d.name_override]
        for name in overrides + [n for d in docs for n in d.profile.names]:
            if name not in names and not is_unknown_name(name):
                names.append(name)
        if not names:
            names = [docs[0].profile.display_name]
        reasons = [f"{d.file_name}: {d.merge_reason}" for d in docs if d.merge_reason]
        candidates.append(
            Candidate(id=candidate_id, names=names, documents=docs, merge_reasons=reasons)
        )
    candidates.sort(key=lambda c: c.display_name.lower())
    return candidates


def find_candidate(candidates: list[Candidate], query: str) -> Candidate:
    """Look a person up by id, name or alias in any script. Raises on none or several."""
    q = query.strip()
    exact = [c for c in candidates if c.id == q or (c.id.startswith(q) and len(q) >= 8)]
    if len(exact) == 1:
        return exact[0]
    lowered = q.lower()
    by_name = [c for c in candidates if any(n.lower() == lowered for n in c.names)]
    if not by_name:
        keys = name_keys([q]) | ({latin_key(q)} if len(latin_key(q)) >= 2 else set())
        by_name = [c for c in candidates if keys & name_keys(c.names)]
    if not by_name:
        by_name = [c for c in candidates if any(lowered in n.lower() for n in c.names)]
    if len(by_name) == 1:
        return by_name[0]
    if not by_name:
        raise UserFacingError(f"No candidate matches {query!r}. `cvbot candidates` lists them.")
    listing = ", ".join(f"{c.display_name} ({c.id})" for c in by_name[:10])
    raise UserFacingError(f"{query!r} matches several candidates: {listing}. Use the id.")
