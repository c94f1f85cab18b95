"""The state database: an SQLAlchemy engine for a URL (SQLite or PostgreSQL) and its
migrations, applied at start-up under a lock so replicas starting at once migrate once.

* ``postgresql://user@host:port/db`` (or ``postgres://``) uses psycopg 3, the driver the
  package installs; ``postgresql+<driver>://`` picks another one.
* SQLite runs in WAL mode with ``synchronous=NORMAL`` (an fsync per claimed event made 50
  concurrent acks queue for ~250 ms) and waits up to 10 s for another process's write.
* Errors name the SQL statement but never its parameters (questions, answers, event
  bodies): they reach logs.
* `migrate` holds a PostgreSQL advisory lock (in the migrating transaction) or, for SQLite,
  a file lock beside the database, then runs Alembic to the newest revision; the second
  replica to get the lock finds the schema current and does nothing.
* A database already at `SCHEMA_HEAD` is left alone without importing Alembic or taking the
  lock: one indexed read, where Alembic's set-up cost every CLI command ~0.1 s."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import URL, Engine, make_url

from vectorstore.errors import UserFacingError

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# pg_advisory_xact_lock key of the migrations: int64 of b"cvbotmig"
_PG_MIGRATION_LOCK = int.from_bytes(b"cvbotmig", "big") & 0x7FFF_FFFF_FFFF_FFFF
_DRIVERS = {"postgresql": "postgresql+psycopg", "postgres": "postgresql+psycopg"}
_SQLITE_BUSY_MS = 10_000
_PG_CONNECT_TIMEOUT_S = 5
# the newest revision under migrations/versions (a test checks it against Alembic's head)
SCHEMA_HEAD = "0004"


class StateUnavailableError(UserFacingError):
    """The state database cannot be reached or opened."""


def state_url(url: str | None, data_dir: Path) -> URL:
    """The SQLAlchemy URL: the configured one with its driver made explicit, or SQLite
    `bot.sqlite3` in the data dir."""
    if not url:
        return URL.create("sqlite", database=str(data_dir / "bot.sqlite3"))
    try:
        parsed = make_url(url)
    except sa.exc.ArgumentError as exc:
        raise StateUnavailableError(
            f"CVBOT_STATE__URL is not a database URL ({exc}): use e.g. "
            "postgresql://cvbot@db:5432/cvbot"
        ) from exc
    return parsed.set(drivername=_DRIVERS.get(parsed.drivername, parsed.drivername))


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # the wait first: switching to WAL takes a lock that a replica starting at the same moment
    # may hold ("database is locked" without it)
    cursor.execute(f"PRAGMA busy_timeout={_SQLITE_BUSY_MS}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def create_state_engine(url: URL) -> Engine:
    """An engine for the state database (a SQLite file's folder is created)."""
    if url.get_backend_name() == "sqlite":
        if url.database and url.database != ":memory:":
            Path(url.database).parent.mkdir(parents=True, exist_ok=True)
        # one connection, handed from thread to thread by the pool: SQLite has one writer
        # at a time anyway, and threads queueing in Python wake at once, where connections
        # contending for SQLite's lock sleep in its busy handler (acks p99 +40-140 ms)
        engine = sa.create_engine(
            url,
            connect_args={"check_same_thread": False},
            hide_parameters=True,
            poolclass=sa.pool.QueuePool,
            pool_size=1,
            max_overflow=0,
            pool_timeout=60,
        )
        sa.event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    # pre-ping: a replica keeps working across a PostgreSQL restart; a connection attempt
    # gives up after 5 s (an unreachable host would otherwise hold a Slack ack for minutes)
    return sa.create_engine(
        url,
        hide_parameters=True,  # errors never carry a question's text or an answer
        pool_pre_ping=True,
        pool_size=5,
        max_overflow=10,
        connect_args={"connect_timeout": _PG_CONNECT_TIMEOUT_S},
    )


@contextmanager
def _migration_lock(engine: Engine) -> Iterator[sa.Connection]:
    """A connection in a transaction that only one process holds at a time."""
    if engine.dialect.name == "postgresql":
        with engine.begin() as conn:
            conn.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
            yield conn
        return
    from filelock import FileLock

    database = engine.url.database or ""
    lock = FileLock(f"{database}.migrate.lock") if database not in ("", ":memory:") else None
    if lock is None:
        with engine.begin() as conn:
            yield conn
        return
    with lock, engine.begin() as conn:
        yield conn


def schema_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None when it has no Alembic version table."""
    with engine.connect() as conn:
        if not sa.inspect(conn).has_table("alembic_version"):
            return None
        return conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision (a no-op when it is current)."""
    if schema_revision(engine) == SCHEMA_HEAD:
        return
    # alembic logs each plugin it sets up (at import) and each step at INFO: noise for users
    logging.getLogger("alembic").setLevel(logging.WARNING)
    from alembic import command
    from alembic.config import Config

    with _migration_lock(engine) as conn:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = conn
        command.upgrade(config, "head")


def describe(url: URL) -> str:
    """The URL without its password, for messages and logs."""
    return url.render_as_string(hide_password=True)
