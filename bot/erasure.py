"""Erasure: the one path that removes people from everything cvbot keeps — `cvbot forget`,
`/cv forget` and the retention sweep all go through `erase`.

What a person leaves behind, and how each is removed:
* their chunks and registry records in Chroma (`Indexer.forget`: chunks deleted, records
  replaced by content-hash tombstones that carry no personal data);
* what Chroma keeps of deleted records (its write log, deleted vectors in the HNSW files,
  the full-text index, SQLite free pages): `CVStore.purge` rebuilds both collections and,
  embedded, VACUUMs chroma.sqlite3;
* derived copies under `<data dir>/cache/` (chunk snapshot and BM25 index, fact index, chunk
  vectors, candidate records): removed whole (they are rebuilt by the next question), after
  the engine's cache writers have finished, and the engine forgets what it holds in memory;
* the bot's state (thread memory, shared replies, feedback, upload links): the rows that
  mention them are deleted and the database VACUUMed (`bot/state/erasure.py`);
* the audit trail keeps who looked at them, under a pseudonym (`person_hash`) only: their
  names and contacts in recorded requests are masked, and the erasure itself is recorded
  under that pseudonym (`AuditLog.redact`, `AuditLog.record`).

`tests/test_erasure.py` proves it: afterwards no file under the data directory contains
the person's name, e-mail address or a distinctive phrase of their CV.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bot.audit import SYSTEM, Actor, AuditLog, person_hash

if TYPE_CHECKING:
    from bot.answer.engine import AnswerEngine
    from bot.state.store import BotState
    from ingest.job import Indexer
    from ingest.models import Candidate


@dataclass
class Erased:
    """What was removed for one person (no personal data: the audit keeps this)."""

    person: str  # a hash of the candidate id, never the name
    documents: int
    chunks: int


def person_terms(candidate: Candidate) -> list[str]:
    """What identifies a person in stored text: id, names, contacts, files."""
    profile = candidate.merged_profile()
    terms = [candidate.id, *candidate.names, *profile.emails, *profile.phones]
    for doc in candidate.documents:
        terms += [doc.doc_id, *doc.sources]
    return list(dict.fromkeys(t for t in terms if t))


def erase(
    indexer: Indexer,
    people: list[Candidate],
    *,
    state: BotState | None = None,
    engine: AnswerEngine | None = None,
    audit: AuditLog | None = None,
    actor: Actor | None = None,
    cause: str = "forget",
    now: float | None = None,
) -> list[Erased]:
    """Remove `people` from every store (see the module doc); `actor` asked for it (the
    audit records it as `cause`: forget, retention). The caller holds the index's write
    lock (the bot's `write_lock`; a CLI process holds the data-dir lock)."""
    if not people:
        return []
    erased = [Erased(person_hash(p.id), len(p.documents), indexer.forget(p)) for p in people]
    if audit is not None:
        for person, done in zip(people, erased, strict=True):
            profile = person.merged_profile()
            parts = [w for n in person.names for w in n.split() if len(w) >= 3]
            terms = [*person.names, *parts, *profile.emails, *profile.phones]
            audit.redact(terms, done.person)
            summary = f"{done.documents} CV(s), {done.chunks} passages"
            audit.record(actor or SYSTEM, cause, summary, [person.id], now=now)
    indexer.store.purge()
    if engine is not None:
        engine.flush()  # a snapshot or a record book being written must not land after it
        engine.invalidate()
    drop_caches(indexer.store.data_dir)
    if state is not None:  # last: its VACUUM also clears the audit's rewritten pages
        from bot.state.erasure import erase_mentions

        erase_mentions(state, [t for p in people for t in person_terms(p)])
    return erased


def drop_caches(data_dir: Path) -> None:
    """Remove the derived copies under `<data dir>/cache/` (rebuilt by the next question)."""
    shutil.rmtree(data_dir / "cache", ignore_errors=True)
