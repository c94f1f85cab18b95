"""The bot's own state, shared by every replica and the CLI: Slack event claims (exactly one
reply per event), thread turns (follow-ups), shares, Slack file links and feedback.

* `settings.py` — `StateSettings` (``CVBOT_STATE__URL``: unset = SQLite ``bot.sqlite3`` in
  the data dir; ``postgresql://user@host:port/db`` = PostgreSQL through psycopg 3).
* `db.py` — the engine for a URL and `migrate`, which runs Alembic programmatically at
  start-up under a lock (a PostgreSQL advisory lock, or a file lock beside the SQLite file),
  so replicas starting together migrate once. Users need no alembic.ini.
* `tables.py` — the SQLAlchemy table definitions; `store.py` — `BotState`, the API the Slack
  listeners and the CLI use, and `open_state(settings.state, settings.data_dir)`.
  (This package imports nothing itself: `bot.settings` imports `settings.py`, and every
  CLI command would otherwise pay for SQLAlchemy.)
* `migrations/` — Alembic's `env.py` and `versions/`, one revision file per schema change.

Adding a table (an audit trail, an outbox…):

1. define it in `tables.py` (or in your own module on the same `metadata`, imported by
   `tables.py`) and give `BotState` (or your own class over `state.engine`) the methods that
   use it: never raw dicts across the boundary, return pydantic models;
2. add a revision file `migrations/versions/NNNN_<what>.py` with ``revision = "NNNN"`` and
   ``down_revision`` = the newest existing revision (one chain: two files with the same
   ``down_revision`` are two heads and start-up fails), whose ``upgrade()`` calls
   ``op.create_table(...)`` with the same columns, written out (a revision never imports
   `tables.py`: it must keep meaning what it meant when it was written). Copy
   `migrations/script.py.mako`'s layout, or generate one with Alembic against a scratch
   database: ``alembic -x … revision`` is not needed; ``python -m bot.state.revision "what"``
   prints a new file's skeleton with the right ``down_revision``;
3. ``tests/test_state.py::test_migrations_build_exactly_the_tables_defined`` compares a
   freshly migrated database with `tables.metadata` on SQLite (and PostgreSQL when
   ``initdb`` is installed), so a table without a revision, or the reverse, fails there.
"""
