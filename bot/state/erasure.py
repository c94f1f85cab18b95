"""Erasing a person from the bot state (`bot/erasure.py` calls it): every row that mentions
one of their terms (id, names, e-mail addresses, files; compared case-insensitively in the
decoded text) is deleted — whole threads (a thread's memory is its turns), shares (and the
"show more" pages kept there), feedback, upload links, Slack calls waiting in the outbox —
and the request bodies kept for unfinished Slack events are cleared. Then the
space is reclaimed so that no free page keeps them: SQLite is VACUUMed (and its WAL
truncated), PostgreSQL's tables rewritten with VACUUM FULL (its WAL archives and backups
are the operator's)."""

from __future__ import annotations

import json

import sqlalchemy as sa

from bot.state import tables as t
from bot.state.store import BotState


def _decoded(value: object) -> str:
    """A stored value as text, JSON unescaped (so '\\u9648' reads as '陈')."""
    if value is None:
        return ""
    if not isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if value[:1] in ("{", "["):
        try:
            return json.dumps(json.loads(value), ensure_ascii=False)
        except ValueError:
            return value
    return value


def erase_mentions(state: BotState, terms: list[str]) -> int:
    """Remove what the state holds about the person `terms` describe; returns rows changed."""
    wanted = [term.casefold() for term in terms if len(term.strip()) >= 2]

    def mentions(*values: object) -> bool:
        text = " ".join(_decoded(v) for v in values).casefold()
        return any(term in text for term in wanted)

    removed = 0
    with state.engine.begin() as conn:
        turns = t.turns.c
        rows = conn.execute(sa.select(turns.channel, turns.thread_ts, turns.question, turns.answer))
        for channel, thread_ts in {(r[0], r[1]) for r in rows.all() if mentions(r[2], r[3])}:
            thread = (turns.channel == channel) & (turns.thread_ts == thread_ts)
            removed += conn.execute(sa.delete(t.turns).where(thread)).rowcount
        for table, key, columns in (
            (t.shares, t.shares.c.id, [t.shares.c.payload]),
            (t.feedback, t.feedback.c.id, [t.feedback.c.question, t.feedback.c.candidates]),
            (t.files, t.files.c.source, [t.files.c.source, t.files.c.permalink]),
            (t.outbox, t.outbox.c.id, [t.outbox.c.params]),
        ):
            for row in conn.execute(sa.select(key, *columns)).all():
                if mentions(*row[1:]):
                    removed += conn.execute(sa.delete(table).where(key == row[0])).rowcount
        events = t.events.c
        for event_id, body in conn.execute(
            sa.select(events.event_id, events.body).where(events.body.is_not(None))
        ).all():
            if mentions(body):
                query = sa.update(t.events).where(events.event_id == event_id).values(body=None)
                removed += conn.execute(query).rowcount
    reclaim(state)
    return removed


def reclaim(state: BotState) -> None:
    """Rewrite the database so deleted rows leave no bytes behind."""
    with state.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        if state.engine.dialect.name == "sqlite":
            conn.execute(sa.text("VACUUM"))
            conn.execute(sa.text("PRAGMA wal_checkpoint(TRUNCATE)"))
        else:
            names = ", ".join(table.name for table in t.metadata.sorted_tables)
            conn.execute(sa.text(f"VACUUM FULL {names}"))
