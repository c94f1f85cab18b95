"""The Slack outbox in the shared bot state, on SQLite and a real PostgreSQL: a kept call is
delivered by one replica (each leases what it delivers), a call a replica could not deliver
goes back to the others, and one whose deliverer died is taken once its lease runs out."""

from __future__ import annotations

from pathlib import Path

import pytest

import bot.state.outbox as outbox_module
from bot.state.outbox import Outbox
from bot.state.settings import StateSettings
from bot.state.store import open_state
from tests.postgres_server import PostgresServer


@pytest.fixture(params=["sqlite", "postgresql"])
def settings(request: pytest.FixtureRequest) -> StateSettings:
    if request.param == "sqlite":
        return StateSettings()
    server: PostgresServer = request.getfixturevalue("postgres")
    return StateSettings(url=server.new_database())


def test_a_kept_call_is_delivered_by_one_replica(
    settings: StateSettings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, two = open_state(settings, tmp_path), open_state(settings, tmp_path)
    try:
        first, second = Outbox(one), Outbox(two)
        first.keep("chat.update", {"channel": "C1", "ts": "1.1", "text": "答案 ✓"})
        first.keep("response_url", {"url": "https://hooks.slack.com/x", "body": {"text": "t"}})
        taken = second.take()
        assert [c.method for c in taken] == ["chat.update", "response_url"]  # oldest first
        assert taken[0].params["text"] == "答案 ✓"
        assert first.take() == []  # leased by the other replica
        second.release(taken[1].id)  # could not deliver it now: back to the others
        second.drop(taken[0].id)  # delivered
        assert first.pending() == 1
        monkeypatch.setattr(outbox_module, "LEASE_S", -1.0)  # leases that have already ended:
        assert [c.method for c in first.take()] == ["response_url"]  # first dies with it
        (retaken,) = second.take()
        assert retaken.method == "response_url"
        first.drop(retaken.id)
        assert first.pending() == 0 and second.take() == []
    finally:
        one.close()
        two.close()
