"""Alembic's environment: migrate the connection `bot.state.db.migrate` passes in (inside
its transaction and lock), comparing against `bot.state.tables.metadata`."""

from __future__ import annotations

from alembic import context

from bot.state.tables import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
