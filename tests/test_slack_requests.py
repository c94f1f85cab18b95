"""Requests are validated before they are parsed: the signature and timestamp first, then
the body. Every malformed request is a 4xx and one log line, never a traceback (real HTTP
into the Bolt app; the index is empty, no request here gets that far)."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from urllib.parse import urlencode

import pytest

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from bot.state.settings import StateSettings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import SignedSlack
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

SECRET = "requests-secret"
JSON, FORM = "application/json", "application/x-www-form-urlencoded"


@pytest.fixture(scope="module")
def slack(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[SignedSlack]:
    data = tmp_path_factory.mktemp("requests")
    fake = FakeSlack().start()
    settings = Settings(data_dir=data, slack=SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS="C1"))  # fmt: skip
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    services = BotServices(
        settings, AnswerEngine(store, embedder), Indexer(store, embedder, settings.ingest)
    )
    server = make_http_server(
        build_app(settings, services, open_state(StateSettings(), data)), "127.0.0.1", 0
    ).start()
    try:
        yield SignedSlack(server.url, SECRET, fake.base)
    finally:
        server.stop(timeout=60)
        fake.stop()
        store.close()


def _modal_without_type() -> str:
    view = {"type": "view_submission", "user": {"id": "U1"}, "view": {"id": "V1"}}
    return urlencode({"payload": json.dumps(view)})


MALFORMED = {
    "malformed JSON, signed": ('{"type": "event_callback", "event": {', JSON, None, 400),
    "malformed form payload, signed": ("payload=%7Bnot+json", FORM, None, 400),
    "a body that is not UTF-8, signed": (b"\xff\xfe{\x00}", JSON, None, 400),
    "a JSON list, signed": ("[1, 2, 3]", JSON, None, 400),
    "an event that is a string, signed": (
        '{"type": "event_callback", "event_id": "Ev1", "event": "app_mention"}',
        JSON,
        None,
        400,
    ),
    "a modal without its type, signed": (_modal_without_type(), FORM, None, 404),
    "malformed JSON, unsigned": ('{"type": ', JSON, "unsigned", 401),
    "malformed form, unsigned": ("payload=%7B", FORM, "unsigned", 401),
    "a timestamp that is not a number": ('{"type": "x"}', JSON, "1700000000abc", 401),
    "a stale timestamp": ('{"type": "x"}', JSON, "1000000000", 401),
}


@pytest.mark.parametrize("case", list(MALFORMED))
def test_a_malformed_request_is_a_4xx_and_one_log_line_without_a_traceback(
    slack: SignedSlack, caplog: pytest.LogCaptureFixture, case: str
) -> None:
    body, content_type, timestamp, expected = MALFORMED[case]
    headers: dict[str, str] = {}
    if timestamp == "unsigned":
        headers = {"X-Slack-Signature": "", "X-Slack-Request-Timestamp": ""}
    elif timestamp is not None:
        headers = {"X-Slack-Request-Timestamp": timestamp}
    with caplog.at_level(logging.INFO):
        status, _ = slack.post(body, content_type, headers=headers)
    assert status == expected
    logged = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(logged) == 1, [r.getMessage() for r in logged]
    assert logged[0].exc_info is None and "Traceback" not in caplog.text
    if timestamp not in (None, "unsigned"):
        assert timestamp not in caplog.text  # the header's value is not logged


def test_a_well_formed_request_still_gets_through(slack: SignedSlack) -> None:
    status, body, _ = slack.command("help", "U1", "C1")
    assert status == 200 and "Working on" in body
