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

1. define it in `tables.py` on the same `metadata`, and give `BotState` (or your own class
   over `state.engine`, in its own module here) the methods that use it: typed arguments
   and pydantic models out, never raw dicts across the boundary;
2. ``python -m bot.state.revision "audit trail"`` writes
   `migrations/versions/NNNN_audit_trail.py`, chained after the newest revision (its
   ``down_revision``); fill in ``upgrade()`` with ``op.create_table(...)`` and the same
   columns written out (a revision never imports `tables.py`: it must keep meaning what it
   meant when it was written; see `0001_bot_state.py`), and ``downgrade()``. The revisions
   form one chain: two files with the same ``down_revision`` are two heads, and start-up
   refuses them (merge by re-pointing the later one's ``down_revision``);
3. `tests/test_state.py` checks, on SQLite and a real PostgreSQL, that a freshly migrated
   database has exactly the tables and columns of `tables.metadata` and that the chain has
   one head: a table without a revision, or the reverse, fails there. Start-up applies the
   new revision on every replica's next start (one migrates, under the lock).
"""
