"""The audit trail: who (a Slack user, or a local user at the terminal) asked or did what,
when, where (the Slack channel), and which candidates they were shown.

It never holds CV text or contact details: the question as asked (e-mail addresses and
phone numbers in it masked, 500 characters at most) and, for people, a pseudonym
(`person_hash` of the candidate id) that is turned back into a name only when the audit is
read and only while the person is indexed. Entries are only appended; two things change
them: the audit's own retention (`PrivacySettings.audit_retention_days`, pruned by the
retention sweep) and erasure, which withholds the requests that showed the erased person,
masks their names in the others, and records the erasure itself under their pseudonym, so
"who looked at this person" stays answerable without anything of them.

The table (`audit_log`, `bot/state/tables.py`, revision 0004) lives in the bot's state
database: SQLite `<data dir>/bot.sqlite3`, or the PostgreSQL database the replicas share
(`CVBOT_STATE__URL`). `cvbot audit` and the admin-only `/cv audit` read it.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import re
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime

from pydantic import BaseModel
from sqlalchemy import delete, select, update
from sqlalchemy.engine import Engine

from bot.state.tables import audit_log as audit_table
from ingest.language import EMAIL, PHONE_LIKE
from ingest.models import Candidate
from ingest.registry import find_candidate

QUERY_LIMIT = 500


def person_hash(candidate_id: str) -> str:
    """A stable pseudonym of a candidate for records that outlive them (the audit)."""
    return "person-" + hashlib.sha256(candidate_id.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Actor:
    """Who did something, and where: `surface` is slack, cli or chat (the terminal chat)."""

    user: str
    surface: str
    channel: str | None = None

    @classmethod
    def local(cls, surface: str = "cli") -> Actor:
        try:
            name = getpass.getuser()
        except (KeyError, OSError):
            name = "unknown"
        return cls(f"local:{name}", surface)

    @classmethod
    def slack(cls, user: str | None, channel: str | None) -> Actor:
        return cls(user or "unknown", "slack", channel)


SYSTEM = Actor("system:retention", "serve")


class AuditEntry(BaseModel):
    at: str  # ISO 8601, UTC
    user: str
    surface: str
    channel: str | None
    action: str
    query: str
    people: list[str]  # person hashes
    names: list[str | None] = []  # their names while indexed (filled in when read)


def clean_query(text: str) -> str:
    """What is kept of a request: contacts masked, whitespace folded, capped."""
    text = EMAIL.sub("[email]", text)
    text = PHONE_LIKE.sub("[phone]", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text[:QUERY_LIMIT]


class AuditLog:
    """Append-only entries in the state database (see the module doc)."""

    def __init__(self, engine: Engine) -> None:
        """Over the state database's engine (`BotState.engine`, migrated by `open_state`)."""
        self.engine = engine
        self._lock = threading.Lock()

    def record(
        self,
        actor: Actor,
        action: str,
        query: str = "",
        candidate_ids: list[str] | None = None,
        *,
        now: float | None = None,
    ) -> None:
        people = [person_hash(c) for c in dict.fromkeys(candidate_ids or [])]
        row = {
            "at": time.time() if now is None else now,
            "actor": actor.user[:200],
            "surface": actor.surface,
            "channel": actor.channel,
            "action": action[:40],
            "query": clean_query(query),
            "people": json.dumps(people),
        }
        with self._lock, self.engine.begin() as db:
            db.execute(audit_table.insert().values(**row))

    def entries(
        self,
        *,
        person: str | None = None,
        user: str | None = None,
        since: float | None = None,
        names: dict[str, str] | None = None,
    ) -> list[AuditEntry]:
        """Entries oldest first; `person` is a person hash, `names` maps hashes to names."""
        query = select(audit_table).order_by(audit_table.c.at, audit_table.c.id)
        if user is not None:
            query = query.where(audit_table.c.actor == user)
        if since is not None:
            query = query.where(audit_table.c.at >= since)
        if person is not None:
            query = query.where(audit_table.c.people.contains(f'"{person}"'))
        with self.engine.connect() as db:
            rows = db.execute(query).mappings().all()
        names = names or {}
        out = []
        for row in rows:
            people = json.loads(row["people"])
            out.append(
                AuditEntry(
                    at=datetime.fromtimestamp(row["at"], UTC).isoformat(timespec="seconds"),
                    user=row["actor"],
                    surface=row["surface"],
                    channel=row["channel"],
                    action=row["action"],
                    query=row["query"],
                    people=people,
                    names=[names.get(p) for p in people],
                )
            )
        return out

    def prune(self, before: float) -> int:
        """The audit's own retention: drop entries older than `before`."""
        with self._lock, self.engine.begin() as db:
            return db.execute(delete(audit_table).where(audit_table.c.at < before)).rowcount

    def redact(self, terms: list[str], person: str) -> int:
        """Erasure: requests that showed the erased person (`person`, their pseudonym) are
        withheld (a question can quote their CV), and `terms` (their names, contacts) are
        masked in every other request. Returns the entries changed."""
        wanted = [t for t in terms if len(t.strip()) >= 2]
        pattern = re.compile("|".join(re.escape(t) for t in wanted), re.I) if wanted else None
        withheld = f"[withheld: {person} erased]"
        changed = 0
        with self._lock, self.engine.begin() as db:
            rows = db.execute(select(audit_table.c.id, audit_table.c.query, audit_table.c.people))
            for row_id, text, people in rows.all():
                if person in json.loads(people):
                    masked = withheld
                else:
                    masked = pattern.sub(f"[{person}]", text) if pattern else text
                if masked != text:
                    db.execute(
                        update(audit_table).where(audit_table.c.id == row_id).values(query=masked)
                    )
                    changed += 1
        return changed


def names_of(people: list[Candidate]) -> dict[str, str]:
    """{person hash: display name} of the people indexed now."""
    return {person_hash(c.id): c.display_name for c in people}


def person_filter(people: list[Candidate], query: str | None) -> str | None:
    """The person hash to filter on: a name or id of someone indexed, or a pseudonym as
    the audit shows it (`person-…`, for someone since erased)."""
    if not query:
        return None
    if query.startswith("person-"):
        return query
    return person_hash(find_candidate(people, query).id)


def format_entry(entry: AuditEntry) -> str:
    """One line of `cvbot audit` and `/cv audit`."""
    where = f" in {entry.channel}" if entry.channel else ""
    shown = [name or person for name, person in zip(entry.names, entry.people, strict=True)]
    asked = f" “{entry.query}”" if entry.query else ""
    people = f" → {', '.join(shown)}" if shown else ""
    return f"{entry.at} · {entry.user} ({entry.surface}{where}) · {entry.action}{asked}{people}"
