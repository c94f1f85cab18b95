"""The bot state (bot/state/): migrations at start-up, on SQLite and on a real PostgreSQL;
Slack events claimed once across replicas, with leases a dead replica's successor takes
over; threads and feedback shared between replicas; a state from before migrations kept."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from bot.answer.models import Answer
from bot.state.db import StateUnavailableError, state_url
from bot.state.settings import StateSettings
from bot.state.store import BotState, open_state
from bot.state.tables import metadata
from tests.chroma_server import free_port
from tests.postgres_server import PostgresServer


@pytest.fixture(params=["sqlite", "postgresql"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> StateSettings:
    """State settings of each kind: SQLite in tmp_path, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return StateSettings()
    server: PostgresServer = request.getfixturevalue("postgres")
    return StateSettings(url=server.new_database())


def test_migrations_build_exactly_the_tables_defined(
    settings: StateSettings, tmp_path: Path
) -> None:
    state = open_state(settings, tmp_path)
    try:
        with state.engine.connect() as conn:
            assert compare_metadata(MigrationContext.configure(conn), metadata) == []
            assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).all() == [
                (_head(),)
            ]
    finally:
        state.close()


def _heads() -> list[str]:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from bot.state.db import MIGRATIONS

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return list(ScriptDirectory.from_config(config).get_heads())


def _head() -> str:
    (head,) = _heads()
    return head


def test_the_revisions_form_one_chain() -> None:
    assert len(_heads()) == 1


def test_the_schema_head_a_current_database_is_checked_against_is_alembics_head() -> None:
    from bot.state.db import SCHEMA_HEAD

    assert _head() == SCHEMA_HEAD


def test_a_state_at_an_older_revision_is_migrated_to_the_head(
    settings: StateSettings, tmp_path: Path
) -> None:
    from alembic import command
    from alembic.config import Config

    from bot.state.db import MIGRATIONS, create_state_engine, migrate

    engine = create_state_engine(state_url(settings.url, tmp_path))
    try:
        with engine.begin() as conn:
            config = Config()
            config.set_main_option("script_location", str(MIGRATIONS))
            config.attributes["connection"] = conn
            command.upgrade(config, "0003")
        assert not sa.inspect(engine).has_table("audit_log")
        migrate(engine)
        with engine.connect() as conn:
            assert compare_metadata(MigrationContext.configure(conn), metadata) == []
            assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == (
                _head()
            )
    finally:
        engine.dispose()


def test_replicas_starting_at_once_migrate_once(settings: StateSettings, tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from bot.state.settings import StateSettings;"
        "from bot.state.store import open_state;"
        "s = open_state(StateSettings(url=sys.argv[1] or None), Path(sys.argv[2]));"
        "print(s.claim_event('E1'))"
    )
    procs = [
        subprocess.Popen([sys.executable, "-c", code, settings.url or "", str(tmp_path)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for _ in range(2)
    ]  # fmt: skip
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [err for _, err in results]
    assert sorted(out.strip() for out, _ in results) == ["False", "True"]
    state = open_state(settings, tmp_path)
    try:
        with state.engine.connect() as conn:
            assert conn.execute(sa.text("SELECT count(*) FROM alembic_version")).scalar() == 1
    finally:
        state.close()


def test_an_event_is_claimed_by_exactly_one_of_racing_replicas(
    settings: StateSettings, tmp_path: Path
) -> None:
    replicas = [open_state(settings, tmp_path) for _ in range(3)]
    won: Counter[str] = Counter()
    lock = threading.Lock()

    def deliver(state: BotState) -> None:
        for n in range(30):
            if state.claim_event(f"Ev{n}"):
                with lock:
                    won[f"Ev{n}"] += 1

    threads = [threading.Thread(target=deliver, args=(s,)) for s in replicas for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for state in replicas:
        state.close()
    assert won == Counter({f"Ev{n}": 1 for n in range(30)})


def test_a_dead_replicas_claim_is_taken_over_once_after_its_lease(
    settings: StateSettings, tmp_path: Path
) -> None:
    short = settings.model_copy(update={"lease_s": 0.5})
    dead, alive, other = (open_state(short, tmp_path) for _ in range(3))
    try:
        assert dead.claim_event("E1", body='{"event_id": "E1"}')
        assert dead.claim_event("E2", body='{"event_id": "E2"}')
        assert not alive.claim_event("E1")  # held: a retry while the claimer works
        assert alive.open_claims() == []
        time.sleep(0.3)
        dead.renew(["E2"])  # E2's claimer is alive and renews; E1's is dead
        time.sleep(0.35)
        (claim,) = alive.open_claims()
        assert (claim.event_id, claim.body, claim.attempts) == ("E1", '{"event_id": "E1"}', 1)
        assert alive.take_over(claim)
        assert not other.take_over(claim) and not other.claim_event("E1")
        alive.finish_event("E1")
        time.sleep(0.6)
        assert [c.event_id for c in other.open_claims()] == ["E2"]  # no renewals since
        assert not other.claim_event("E1")  # finished: never again
    finally:
        for state in (dead, alive, other):
            state.close()


def test_finished_event_ids_are_forgotten_after_a_day_and_open_ones_kept(
    settings: StateSettings, tmp_path: Path
) -> None:
    state = open_state(settings, tmp_path)
    try:
        assert state.claim_event("Old", body="{}") and state.claim_event("Open", body="{}")
        state.finish_event("Old")
        assert state.forget_events(older_than_s=3600) == 0  # finished just now: kept
        assert state.forget_events(older_than_s=-1) == 1  # "a day" later
        assert state.claim_event("Old")  # Slack stopped retrying long ago
        assert not state.claim_event("Open")  # unfinished claims are never dropped
    finally:
        state.close()


def test_an_event_whose_claimers_keep_dying_is_given_up(tmp_path: Path) -> None:
    state = open_state(StateSettings(lease_s=0.05), tmp_path)
    try:
        assert state.claim_event("E1", body="{}")
        for _ in range(2):
            time.sleep(0.1)
            (claim,) = state.open_claims()
            assert state.take_over(claim)
        time.sleep(0.1)
        assert state.open_claims() == []  # three claimers died: it may be the cause
        assert not state.claim_event("E1")
    finally:
        state.close()


def _answer(question: str) -> Answer:
    return Answer(question=question, language="en", candidates=[])


def test_threads_shares_and_feedback_written_by_one_replica_are_read_by_another(
    settings: StateSettings, tmp_path: Path
) -> None:
    one, two = open_state(settings, tmp_path), open_state(settings, tmp_path)
    try:
        one.add_turn("C1", "1.1", "Who has worked at Huawei?", _answer("Who has worked at Huawei?"))
        two.add_turn("C1", "1.1", "and which of them has a PhD?", _answer("and a PhD?"))
        assert one.is_bot_thread("C1", "1.1") and not one.is_bot_thread("C1", "2.2")
        assert [t.question for t in one.history("C1", "1.1")] == [
            "Who has worked at Huawei?",
            "and which of them has a PhD?",
        ]
        one.put_share("s1", {"answer": {"question": "q"}})
        two.put_share("s1", {"answer": {"question": "q2"}})
        assert one.get_share("s1") == {"answer": {"question": "q2"}}
        two.put_file("slack:F1/cv.pdf", "https://test.slack.com/files/F1")
        assert one.file_links(["slack:F1/cv.pdf", "/cvs/a.pdf"]) == {
            "slack:F1/cv.pdf": "https://test.slack.com/files/F1"
        }
        two.add_feedback("U1", "C1", "up", "Who has worked at Huawei?", [["Na Li", "李娜"]])
        (vote,) = one.feedback()
        assert (vote.vote, vote.candidates) == ("up", [["Na Li", "李娜"]])
    finally:
        one.close()
        two.close()


_OLD_SCHEMA = """
CREATE TABLE events (event_id TEXT PRIMARY KEY, seen_at REAL);
CREATE TABLE turns (channel TEXT, thread_ts TEXT, n INTEGER, question TEXT, answer TEXT,
  at REAL, PRIMARY KEY (channel, thread_ts, n));
CREATE TABLE shares (id TEXT PRIMARY KEY, payload TEXT, at REAL);
CREATE TABLE files (source TEXT PRIMARY KEY, permalink TEXT);
CREATE TABLE feedback (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL, user TEXT,
  channel TEXT, vote TEXT, question TEXT, candidates TEXT);
"""


def test_a_state_from_before_migrations_keeps_its_threads_and_feedback(tmp_path: Path) -> None:
    old = sqlite3.connect(tmp_path / "bot.sqlite3")
    old.executescript(_OLD_SCHEMA)
    first, second = _answer("first?"), _answer("second?")
    old.executemany(
        "INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?)",
        [("C1", "1.1", 1, "second?", second.model_dump_json(), 2.0),
         ("C1", "1.1", 0, "first?", first.model_dump_json(), 1.0)],
    )  # fmt: skip
    old.execute("INSERT INTO events VALUES ('Ev1', 1.0)")
    old.execute("INSERT INTO shares VALUES ('s1', '{\"answer\": {}}', 1.0)")
    old.execute("INSERT INTO files VALUES ('slack:F1/cv.pdf', 'https://p/F1')")
    old.execute(
        "INSERT INTO feedback (at, user, channel, vote, question, candidates) "
        "VALUES (1.0, 'U1', 'C1', 'up', 'first?', '[[\"Na Li\"]]')"
    )
    old.commit()
    old.close()
    state = open_state(StateSettings(), tmp_path)
    try:
        assert [t.question for t in state.history("C1", "1.1")] == ["first?", "second?"]
        assert not state.claim_event("Ev1")  # delivered before the upgrade: not again
        assert state.get_share("s1") == {"answer": {}}
        assert state.file_links(["slack:F1/cv.pdf"]) == {"slack:F1/cv.pdf": "https://p/F1"}
        assert [(f.question, f.candidates) for f in state.feedback()] == [("first?", [["Na Li"]])]
    finally:
        state.close()


def test_a_plain_postgresql_url_uses_the_driver_the_package_installs() -> None:
    for plain in ("postgresql://cvbot@db:5432/cvbot", "postgres://cvbot@db:5432/cvbot"):
        assert state_url(plain, Path("/unused")).drivername == "postgresql+psycopg"
    chosen = state_url("postgresql+psycopg2://cvbot@db/cvbot", Path("/unused"))
    assert chosen.drivername == "postgresql+psycopg2"
    assert state_url(None, Path("/data")).database == "/data/bot.sqlite3"


def test_an_unreachable_state_database_is_one_line_without_the_password(tmp_path: Path) -> None:
    url = f"postgresql://cvbot:s3cret@127.0.0.1:{free_port()}/cvbot"
    with pytest.raises(StateUnavailableError) as info:
        open_state(StateSettings(url=url), tmp_path)
    message = info.value.user_message
    assert message.startswith("Cannot open the bot state at postgresql+psycopg://cvbot:***@")
    assert "\n" not in message and "s3cret" not in message and "CVBOT_STATE__URL" in message
    with pytest.raises(StateUnavailableError) as bad:
        open_state(StateSettings(url="not a url"), tmp_path)
    assert "CVBOT_STATE__URL is not a database URL" in bad.value.user_message


def test_a_database_error_never_carries_the_question_text(
    settings: StateSettings, tmp_path: Path
) -> None:
    state = open_state(settings, tmp_path)
    try:
        with pytest.raises(StateUnavailableError) as info:  # no thread: NOT NULL violated
            state.add_turn("C1", None, "Who has a confidential past?", _answer("q"))  # type: ignore[arg-type]
        message = info.value.user_message
        assert message.startswith("The bot state database failed (")
        assert "confidential" not in message
        assert info.value.__cause__ is None and info.value.__context__ is None  # not chained
    finally:
        state.close()
