"""Identity corrections made by hand: `cvbot merge A B` (B's CVs become A's) and `cvbot
split PERSON FILE` (that CV becomes a person of its own), also `/cv merge` and `/cv split`.

A decision pins CVs, by content hash, to a person: every CV of the people involved gets an
`IdentityDecision` in the store's identity collection (beside the registry, kept by
`ingest --rebuild`), so that

* resolution consults the pins before automatic matching (`Resolver.prepare`), so
  re-indexing the same files, or indexing them into a rebuilt index, gives the same people;
* a new version of a pinned file inherits its pin (`Committer.write_batch`);
* `Committer.repair` re-applies a pin a record disagrees with (a crash between writing the
  decision and applying it);
* `forget` deletes the pins of the person's CVs with them.

Decisions hold no names or file names (only content hashes, candidate ids, who and when),
so erasing a person leaves nothing of them in another person's decisions. `cvbot show`
lists them beside the automatic merge reasons.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel

from ingest.models import Candidate
from vectorstore.errors import UserFacingError
from vectorstore.store import CVStore


class IdentityDecision(BaseModel):
    """One CV (content hash) pinned to a person by hand."""

    doc_id: str
    candidate_id: str
    kind: Literal["merge", "split"]
    by: str = ""
    at: float = 0.0

    def describe(self) -> str:
        when = datetime.fromtimestamp(self.at, UTC).strftime("%Y-%m-%d") if self.at else "?"
        return f"manual {self.kind} by {self.by or 'unknown'} on {when}"


def load_decisions(store: CVStore) -> dict[str, IdentityDecision]:
    return {
        d.doc_id: d
        for d in (IdentityDecision.model_validate_json(r.document) for r in store.get_identity())
    }


def write_decisions(store: CVStore, decisions: list[IdentityDecision]) -> None:
    store.upsert_identity([d.doc_id for d in decisions], [d.model_dump_json() for d in decisions])


def split_candidate_id(doc_id: str) -> str:
    """The id of a person split off from another with this CV (never the id the CV's
    person had: that one may be derived from this very CV)."""
    return "cand-" + hashlib.sha256(f"split:{doc_id}".encode()).hexdigest()[:12]


def plan_merge(into: Candidate, other: Candidate, by: str, at: float) -> list[IdentityDecision]:
    """Every CV of both people pinned to `into`."""
    if into.id == other.id:
        raise UserFacingError(f"{into.display_name} ({into.id}) is already one person.")
    docs = [*into.documents, *other.documents]
    return [IdentityDecision(doc_id=d.doc_id, candidate_id=into.id, kind="merge", by=by, at=at)
            for d in docs]  # fmt: skip


def plan_split(person: Candidate, file: str, by: str, at: float) -> list[IdentityDecision]:
    """The CV named `file` (its file name, a path it was indexed from, or its content
    hash) pinned to a new person; the person's other CVs pinned to them."""
    chosen = [
        d
        for d in person.documents
        if file in (d.file_name, d.doc_id) or file in d.sources or d.doc_id.startswith(file)
    ]
    if not chosen:
        names = ", ".join(d.file_name for d in person.documents)
        raise UserFacingError(f"{person.display_name} has no CV {file!r} (their CVs: {names}).")
    if len(chosen) == len(person.documents):
        raise UserFacingError(
            f"{file!r} is every CV of {person.display_name}: there is nothing to split from."
        )
    moved = chosen[0].doc_id
    return [
        IdentityDecision(
            doc_id=d.doc_id,
            candidate_id=split_candidate_id(moved) if d in chosen else person.id,
            kind="split",
            by=by,
            at=at,
        )
        for d in person.documents
    ]
