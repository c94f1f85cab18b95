"""The audit trail (`bot/audit.py`): who asked or did what, when, where, and which people
they were shown (pseudonyms).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("actor", sa.String(200), nullable=False),
        sa.Column("surface", sa.String(20), nullable=False),
        sa.Column("channel", sa.String(100), nullable=True),
        sa.Column("action", sa.String(40), nullable=False),
        sa.Column("query", sa.Text, nullable=False),
        sa.Column("people", sa.Text, nullable=False),
    )
    op.create_index("ix_audit_log_at", "audit_log", ["at"])
    op.create_index("ix_audit_log_actor", "audit_log", ["actor"])


def downgrade() -> None:
    op.drop_index("ix_audit_log_actor", "audit_log")
    op.drop_index("ix_audit_log_at", "audit_log")
    op.drop_table("audit_log")
