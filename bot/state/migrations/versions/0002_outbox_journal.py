"""The Slack outbox (Web API calls Slack could not take yet) and the journal of acknowledged
work not finished yet.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("method", sa.String(64), nullable=False),
        sa.Column("params", sa.JSON, nullable=False),
    )
    op.create_table(
        "journal",
        sa.Column("key", sa.String(255), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("journal")
    op.drop_table("outbox")
