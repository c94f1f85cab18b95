"""Outbox rows leased by the replica delivering them (two replicas never send one twice);
the journal is gone: acknowledged Slack work (events and `/cv`) is redone through its event
claim instead (bot/slack/claims.py), so a restart no longer redoes it twice.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("outbox") as batch:  # batch: SQLite cannot ALTER much
        batch.add_column(sa.Column("lease_until", sa.Float, nullable=False, server_default="0"))
    op.drop_table("journal")


def downgrade() -> None:
    op.create_table(
        "journal",
        sa.Column("key", sa.String(255), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
    )
    with op.batch_alter_table("outbox") as batch:
        batch.drop_column("lease_until")
