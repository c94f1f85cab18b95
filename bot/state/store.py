"""`BotState`: what the Slack bot remembers, in the state database shared by its replicas.

* Slack events are claimed before any work (`claim_event`: one INSERT … ON CONFLICT under
  the event id, which updates an existing row only when its lease ran out unfinished), so
  however many replicas get an event and however often Slack retries it, one replica
  answers. A claim is a lease: the claiming replica renews it while it works (`renew`) and
  marks it finished (`finish_event`); a claim whose lease ran out unfinished (its replica
  died) can be taken over (`claim_event` again, or `take_over` for the stored request
  bodies a replica redoes).
* Thread turns (follow-ups read them), shares, Slack file links and feedback."""

from __future__ import annotations

import functools
import json
import os
import socket
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import sqlalchemy as sa
from pydantic import BaseModel
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Engine

from bot.answer.models import Answer, Turn
from bot.state import tables as t
from bot.state.db import StateUnavailableError, create_state_engine, describe, migrate, state_url
from bot.state.settings import StateSettings
from ingest.metadata import is_slack_source

# INSERT … ON CONFLICT per dialect (both speak it; SQLAlchemy spells it per dialect)
_INSERTS: dict[str, Callable[[sa.Table], Any]] = {
    "sqlite": sqlite.insert,
    "postgresql": postgresql.insert,
}
MAX_ATTEMPTS = 3  # an event whose claimer died this often is given up (it may be the cause)
EVENT_MEMORY_S = 86_400.0  # finished event ids are kept a day: Slack retries within minutes


class Feedback(BaseModel):
    vote: str
    question: str
    candidates: list[list[str]]  # [name, alias, ...] per named candidate


class OpenClaim(BaseModel):
    """An event claimed but never finished, whose lease ran out: its claimer died."""

    event_id: str
    body: str
    attempts: int


P = ParamSpec("P")
R = TypeVar("R")


def _guarded(method: Callable[P, R]) -> Callable[P, R]:
    """Database errors leave `BotState` as a one-line StateUnavailableError naming only the
    error's kind: PostgreSQL's own messages quote row values (a question, an answer), and
    errors reach logs. The original is not chained."""

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(*args, **kwargs)
        except sa.exc.SQLAlchemyError as exc:
            kind = type(getattr(exc, "orig", None) or exc).__name__
            message = (
                f"The bot state database failed ({kind}): check that it is running and "
                "CVBOT_STATE__URL."
            )
        raise StateUnavailableError(message)

    return call


def replica_id() -> str:
    """Who claims: host, pid and a random part (pids repeat across containers)."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class BotState:
    def __init__(self, engine: Engine, *, lease_s: float = 60.0) -> None:
        self.engine = engine
        self.lease_s = lease_s
        self.owner = replica_id()
        dialect = engine.dialect.name
        if dialect not in _INSERTS:
            raise StateUnavailableError(
                f"the bot state needs SQLite or PostgreSQL, not {dialect} (CVBOT_STATE__URL)"
            )
        self._insert = _INSERTS[dialect]
        self._claim = self._claim_statement()
        e = t.events.c
        self._finish = (
            t.events.update()
            .where(e.event_id == sa.bindparam("finished_id"))
            .values(done_at=sa.bindparam("finished_at"), body=None)
        )

    def _claim_statement(self) -> sa.Executable:
        """INSERT the claim, or on conflict take it over only if its lease ran out unfinished:
        one statement, built once (building it per event cost ~1 ms of Python per ack).
        RETURNING, not rowcount: psycopg reports -1 for INSERT … ON CONFLICT."""
        e = t.events.c
        insert = self._insert(t.events).values(
            event_id=sa.bindparam("event_id"),
            claimed_by=sa.bindparam("owner"),
            claimed_at=sa.bindparam("now"),
            lease_until=sa.bindparam("until"),
            body=sa.bindparam("body"),
        )
        return insert.on_conflict_do_update(
            index_elements=[e.event_id],
            set_={
                "claimed_by": insert.excluded.claimed_by,
                "claimed_at": insert.excluded.claimed_at,
                "lease_until": insert.excluded.lease_until,
                "attempts": e.attempts + 1,
            },
            where=e.done_at.is_(None) & (e.lease_until < sa.bindparam("now")),
        ).returning(e.event_id)

    def close(self) -> None:
        self.engine.dispose()

    @_guarded
    def ping(self) -> bool:
        """True when the database answers (readiness); raises when it does not."""
        with self.engine.connect() as conn:
            return conn.execute(sa.text("SELECT 1")).scalar() == 1

    # -- Slack events ------------------------------------------------------------------------
    @_guarded
    def claim_event(self, event_id: str, body: str | None = None) -> bool:
        """True when this replica now holds the event: the first time its id is seen, or when
        the replica that claimed it let its lease run out unfinished (it died). False for a
        retry or a duplicate of an event held or finished elsewhere. `body` is kept until the
        event is finished, for a replica that has to take it over."""
        now = time.time()
        values = {"event_id": event_id, "owner": self.owner, "now": now,
                  "until": now + self.lease_s, "body": body}  # fmt: skip
        with self.engine.begin() as conn:
            return conn.execute(self._claim, values).first() is not None

    def _take(self, conn: sa.Connection, event_id: str, now: float) -> bool:
        e = t.events.c
        taken = conn.execute(
            t.events.update()
            .where(e.event_id == event_id, e.done_at.is_(None), e.lease_until < now)
            .values(
                claimed_by=self.owner,
                claimed_at=now,
                lease_until=now + self.lease_s,
                attempts=e.attempts + 1,
            )
            .returning(e.event_id)
        )
        return taken.first() is not None

    @_guarded
    def renew(self, event_ids: Sequence[str]) -> None:
        """Extend this replica's leases on events it is still working on."""
        if not event_ids:
            return
        e = t.events.c
        with self.engine.begin() as conn:
            conn.execute(
                t.events.update()
                .where(e.event_id.in_(list(event_ids)), e.claimed_by == self.owner)
                .values(lease_until=time.time() + self.lease_s)
            )

    @_guarded
    def finish_event(self, event_id: str) -> None:
        """The event is handled: never answered again; its request body is dropped."""
        with self.engine.begin() as conn:
            conn.execute(self._finish, {"finished_id": event_id, "finished_at": time.time()})

    @_guarded
    def open_claims(self, limit: int = 20) -> list[OpenClaim]:
        """Unfinished events whose claimer's lease ran out (oldest first). Those tried
        `MAX_ATTEMPTS` times are closed instead of returned."""
        e = t.events.c
        now = time.time()
        with self.engine.begin() as conn:
            conn.execute(
                t.events.update()
                .where(e.done_at.is_(None), e.lease_until < now, e.attempts >= MAX_ATTEMPTS)
                .values(done_at=now, body=None)
            )
            rows = conn.execute(
                sa.select(e.event_id, e.body, e.attempts)
                .where(e.done_at.is_(None), e.lease_until < now, e.body.is_not(None))
                .order_by(e.claimed_at)
                .limit(limit)
            ).all()
        return [OpenClaim(event_id=r.event_id, body=r.body, attempts=r.attempts) for r in rows]

    @_guarded
    def forget_events(self, older_than_s: float = EVENT_MEMORY_S) -> int:
        """Drop finished events older than `older_than_s` (Slack stops retrying an event
        after minutes); returns how many."""
        e = t.events.c
        with self.engine.begin() as conn:
            gone = conn.execute(
                t.events.delete()
                .where(e.done_at.is_not(None), e.done_at < time.time() - older_than_s)
                .returning(e.event_id)
            )
            return len(gone.all())

    @_guarded
    def take_over(self, claim: OpenClaim) -> bool:
        """Claim an open claim for this replica (False if another replica was first)."""
        with self.engine.begin() as conn:
            return self._take(conn, claim.event_id, time.time())

    # -- threads -----------------------------------------------------------------------------
    @_guarded
    def add_turn(self, channel: str, thread_ts: str, question: str, answer: Answer) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                t.turns.insert().values(
                    channel=channel,
                    thread_ts=thread_ts,
                    question=question,
                    answer=answer.model_dump_json(),
                    at=time.time(),
                )
            )

    @_guarded
    def history(self, channel: str, thread_ts: str, limit: int = 5) -> list[Turn]:
        c = t.turns.c
        query = (
            sa.select(c.question, c.answer)
            .where(c.channel == channel, c.thread_ts == thread_ts)
            .order_by(c.id.desc())
            .limit(limit)
        )
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
        return [
            Turn(question=r.question, answer=Answer.model_validate_json(r.answer))
            for r in reversed(rows)
        ]

    @_guarded
    def is_bot_thread(self, channel: str, thread_ts: str) -> bool:
        c = t.turns.c
        query = sa.select(c.id).where(c.channel == channel, c.thread_ts == thread_ts).limit(1)
        with self.engine.connect() as conn:
            return conn.execute(query).first() is not None

    # -- shares and files --------------------------------------------------------------------
    @_guarded
    def put_share(self, share_id: str, payload: dict[str, object]) -> None:
        self._upsert(t.shares, {"id": share_id, "payload": payload, "at": time.time()})

    @_guarded
    def get_share(self, share_id: str) -> dict[str, object] | None:
        query = sa.select(t.shares.c.payload).where(t.shares.c.id == share_id)
        with self.engine.connect() as conn:
            payload = conn.execute(query).scalar_one_or_none()
        return json.loads(payload) if isinstance(payload, str) else payload

    @_guarded
    def put_file(self, source: str, permalink: str) -> None:
        self._upsert(t.files, {"source": source, "permalink": permalink})

    @_guarded
    def file_links(self, sources: list[str]) -> dict[str, str]:
        """Slack permalinks of CVs that came from Slack uploads."""
        wanted = sorted({s for s in sources if is_slack_source(s)})
        if not wanted:
            return {}
        c = t.files.c
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(c.source, c.permalink).where(c.source.in_(wanted)))
            return {r.source: r.permalink for r in rows}

    def _upsert(self, table: sa.Table, row: dict[str, Any]) -> None:
        keys = [c.name for c in table.primary_key.columns]
        insert = self._insert(table).values(row)
        update = {k: insert.excluded[k] for k in row if k not in keys}
        with self.engine.begin() as conn:
            conn.execute(insert.on_conflict_do_update(index_elements=keys, set_=update))

    # -- feedback ----------------------------------------------------------------------------
    @_guarded
    def add_feedback(
        self, user: str, channel: str, vote: str, question: str, candidates: list[list[str]]
    ) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                t.feedback.insert().values(
                    at=time.time(),
                    user=user,
                    channel=channel,
                    vote=vote,
                    question=question,
                    candidates=candidates,
                )
            )

    @_guarded
    def feedback(self) -> list[Feedback]:
        c = t.feedback.c
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(c.vote, c.question, c.candidates).order_by(c.id)).all()
        return [Feedback(vote=r.vote, question=r.question, candidates=r.candidates) for r in rows]


def open_state(settings: StateSettings, data_dir: Path) -> BotState:
    """The bot state of `settings` (SQLite in `data_dir` when no URL is set), migrated to the
    current schema. Raises StateUnavailableError with one line when it cannot be opened."""
    url = state_url(settings.url, data_dir)
    engine = create_state_engine(url)
    try:
        for attempt in range(3):  # a SQLite file a replica starting beside us has just locked
            try:
                migrate(engine)
                break
            except sa.exc.OperationalError as exc:
                if attempt == 2 or "database is locked" not in str(exc.orig or exc):
                    raise
                time.sleep(0.2 * (attempt + 1))
    except sa.exc.OperationalError as exc:
        engine.dispose()
        reason = str(exc.orig or exc).strip().splitlines()[0] if exc.orig else type(exc).__name__
        raise StateUnavailableError(
            f"Cannot open the bot state at {describe(url)} ({reason}): check CVBOT_STATE__URL "
            "and that the database is running."
        ) from exc
    return BotState(engine, lease_s=settings.lease_s)


def feedback_eval_set(state: BotState) -> dict[str, object]:
    """👍 answers as an eval set (gold = the people named), for `cvbot eval`."""
    people: dict[str, list[str]] = {}
    questions = []
    for item in state.feedback():
        if item.vote != "up":
            continue
        gold = []
        for names in item.candidates:
            key = next((k for k, v in people.items() if set(v) & set(names)), None)
            if key is None:
                key = f"P{len(people) + 1}"
                people[key] = [n.lower() for n in names]
            gold.append(key)
        questions.append({"q": item.question, "gold": gold})
    return {"people": people, "questions": questions}
