"""The bot state: Slack event claims (with leases), thread turns, shares, Slack file links
and feedback. A bot.sqlite3 written before migrations existed (same tables, no
alembic_version) is adopted: its threads, shares, links and feedback are copied over.

Revision ID: 0001
Revises:
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_LEGACY = ("events", "turns", "shares", "files", "feedback")

# INSERT … SELECT from the pre-migration tables (renamed _legacy_<name> first)
_ADOPT = {
    "events": "INSERT INTO events (event_id, claimed_by, claimed_at, lease_until, done_at) "
    "SELECT event_id, 'before-migrations', seen_at, seen_at, seen_at FROM _legacy_events",
    "turns": "INSERT INTO turns (channel, thread_ts, question, answer, at) "
    "SELECT channel, thread_ts, question, answer, at FROM _legacy_turns "
    "ORDER BY channel, thread_ts, n",
    "shares": "INSERT INTO shares (id, payload, at) SELECT id, payload, at FROM _legacy_shares",
    "files": "INSERT INTO files (source, permalink) SELECT source, permalink FROM _legacy_files",
    "feedback": "INSERT INTO feedback (at, user, channel, vote, question, candidates) "
    "SELECT at, user, channel, vote, question, candidates FROM _legacy_feedback ORDER BY id",
}


def upgrade() -> None:
    legacy = [t for t in _LEGACY if t in sa.inspect(op.get_bind()).get_table_names()]
    for name in legacy:
        op.rename_table(name, f"_legacy_{name}")
    op.create_table(
        "events",
        sa.Column("event_id", sa.String(255), primary_key=True),
        sa.Column("claimed_by", sa.String(255), nullable=False),
        sa.Column("claimed_at", sa.Float, nullable=False),
        sa.Column("lease_until", sa.Float, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="1"),
        sa.Column("done_at", sa.Float, nullable=True),
        sa.Column("body", sa.Text, nullable=True),
    )
    op.create_index("ix_events_open", "events", ["done_at", "lease_until"])
    op.create_table(
        "turns",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("channel", sa.String(64), nullable=False),
        sa.Column("thread_ts", sa.String(64), nullable=False),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_turns_thread", "turns", ["channel", "thread_ts"])
    op.create_table(
        "shares",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "files",
        sa.Column("source", sa.String(1024), primary_key=True),
        sa.Column("permalink", sa.Text, nullable=False),
    )
    op.create_table(
        "feedback",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("user", sa.String(64), nullable=False),
        sa.Column("channel", sa.String(64), nullable=False),
        sa.Column("vote", sa.String(16), nullable=False),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("candidates", sa.JSON, nullable=False),
    )
    for name in legacy:
        op.execute(_ADOPT[name])
        op.drop_table(f"_legacy_{name}")


def downgrade() -> None:
    for name in ("feedback", "files", "shares", "turns", "events"):
        op.drop_table(name)
