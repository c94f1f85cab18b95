"""The bot state's tables (SQLAlchemy Core). The migrations in `migrations/versions/` create
them; `tests/test_state.py` checks that a migrated database matches these definitions, so a
table or column added here without a revision (or the reverse) fails the tests."""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

# One row per Slack event id: the replica that claimed it, until when (a lease: a claim not
# finished in time is taken over), when it was finished, and the request body while it is
# unfinished (what a replica taking over a dead one's claim needs; cleared when finished).
events = sa.Table(
    "events",
    metadata,
    sa.Column("event_id", sa.String(255), primary_key=True),
    sa.Column("claimed_by", sa.String(255), nullable=False),
    sa.Column("claimed_at", sa.Float, nullable=False),
    sa.Column("lease_until", sa.Float, nullable=False),
    sa.Column("attempts", sa.Integer, nullable=False, server_default="1"),
    sa.Column("done_at", sa.Float, nullable=True),
    sa.Column("body", sa.Text, nullable=True),
    sa.Index("ix_events_open", "done_at", "lease_until"),
)

# Questions and answers of a Slack thread, in order (follow-ups read them).
turns = sa.Table(
    "turns",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("channel", sa.String(64), nullable=False),
    sa.Column("thread_ts", sa.String(64), nullable=False),
    sa.Column("question", sa.Text, nullable=False),
    sa.Column("answer", sa.Text, nullable=False),  # Answer.model_dump_json()
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("ix_turns_thread", "channel", "thread_ts"),
)

# Replies behind a "Share in channel" or 👍/👎 button.
shares = sa.Table(
    "shares",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("payload", sa.JSON, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

# Slack permalinks of CVs indexed from Slack uploads.
files = sa.Table(
    "files",
    metadata,
    sa.Column("source", sa.String(1024), primary_key=True),
    sa.Column("permalink", sa.Text, nullable=False),
)

# 👍/👎 votes on answers (`cvbot feedback-export`).
feedback = sa.Table(
    "feedback",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.Column("user", sa.String(64), nullable=False),
    sa.Column("channel", sa.String(64), nullable=False),
    sa.Column("vote", sa.String(16), nullable=False),
    sa.Column("question", sa.Text, nullable=False),
    sa.Column("candidates", sa.JSON, nullable=False),  # [[name, alias, ...] per candidate]
)

# Web API calls (and response_url posts) Slack could not take yet, oldest first: delivered
# when Slack is back and deleted then (bot/slack/delivery.py). A replica delivering a row
# leases it, so two replicas never send the same one (bot/state/outbox.py).
outbox = sa.Table(
    "outbox",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.Column("method", sa.String(64), nullable=False),  # chat.update, ..., "response_url"
    sa.Column("params", sa.JSON, nullable=False),
    sa.Column("lease_until", sa.Float, nullable=False, server_default="0"),
)
