"""Starting the bot with a set-up mistake gives one line saying what to set or check (a
UserFacingError the CLI prints before exiting 2), before the index is touched."""

from __future__ import annotations

import logging
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.settings import SlackSettings
from bot.state.store import open_state
from tests.fake_slack import FakeSlack
from vectorstore.errors import UserFacingError

NO_SERVICES = cast(BotServices, None)  # the checks fail before anything uses the index


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeSlack]:
    slack = FakeSlack().start()
    yield slack
    slack.stop()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start_error(tmp_path: Path, *, http: bool = True, port: int = 0, **env: Any) -> str:
    from bot.slack.server import run

    settings = Settings(data_dir=tmp_path, slack=SlackSettings(**env))
    with pytest.raises(UserFacingError) as info:
        run(settings, NO_SERVICES, http=http, port=port, announce=lambda _: None)
    message = info.value.user_message
    assert "\n" not in message and "Traceback" not in message
    return message


def test_missing_or_wrong_kind_of_bot_token(tmp_path: Path, fake: FakeSlack) -> None:
    message = _start_error(tmp_path, SLACK_SIGNING_SECRET="s", CVBOT_SLACK_API_URL=fake.api_url)
    assert message.startswith("SLACK_BOT_TOKEN is not set") and "xoxb-" in message
    message = _start_error(tmp_path, SLACK_BOT_TOKEN="xapp-1-A1-2-abc", SLACK_SIGNING_SECRET="s")
    assert "app-level token" in message and "SLACK_APP_TOKEN" in message


def test_invalid_bot_token_is_named(tmp_path: Path, fake: FakeSlack) -> None:
    message = _start_error(
        tmp_path,
        SLACK_BOT_TOKEN="xoxb-revoked-or-mistyped",
        SLACK_SIGNING_SECRET="s",
        CVBOT_SLACK_API_URL=fake.api_url,
    )
    assert message.startswith("SLACK_BOT_TOKEN is not a valid token")
    assert "xoxb-revoked-or-mistyped" not in message  # secrets are never echoed


def test_http_mode_needs_the_signing_secret(tmp_path: Path, fake: FakeSlack) -> None:
    message = _start_error(
        tmp_path, SLACK_BOT_TOKEN=fake.bot_token, CVBOT_SLACK_API_URL=fake.api_url
    )
    assert message.startswith("SLACK_SIGNING_SECRET is not set")
    assert "SLACK_APP_TOKEN" in message  # the alternative: Socket Mode


def test_slack_unreachable(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{_closed_port()}/api/"
    message = _start_error(
        tmp_path, SLACK_BOT_TOKEN="xoxb-1", SLACK_SIGNING_SECRET="s", CVBOT_SLACK_API_URL=url
    )
    assert message.startswith(f"Cannot reach Slack at {url}")
    assert "CVBOT_SLACK_API_URL" in message


def test_port_in_use(tmp_path: Path, fake: FakeSlack) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = int(busy.getsockname()[1])
        message = _start_error(
            tmp_path,
            port=port,
            SLACK_BOT_TOKEN=fake.bot_token,
            SLACK_SIGNING_SECRET="s",
            CVBOT_SLACK_API_URL=fake.api_url,
        )
    assert message.startswith(f"Cannot listen on 127.0.0.1:{port}") and "--port" in message


def test_socket_mode_with_a_bad_app_token(tmp_path: Path, fake: FakeSlack) -> None:
    message = _start_error(
        tmp_path,
        http=False,
        SLACK_BOT_TOKEN=fake.bot_token,
        SLACK_APP_TOKEN="xoxb-not-an-app-token",
        CVBOT_SLACK_API_URL=fake.api_url,
    )
    assert message.startswith("SLACK_APP_TOKEN is not an app-level token")
    message = _start_error(
        tmp_path,
        http=False,
        SLACK_BOT_TOKEN=fake.bot_token,
        SLACK_APP_TOKEN="xapp-revoked",
        CVBOT_SLACK_API_URL=fake.api_url,
    )
    assert message.startswith("SLACK_APP_TOKEN is not a valid token")


def test_no_token_will_be_unused_warning(
    tmp_path: Path,
    fake: FakeSlack,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv("SLACK_BOT_TOKEN", fake.bot_token)  # as `cvbot serve` runs
    settings = Settings(
        data_dir=tmp_path,
        slack=SlackSettings(CVBOT_SLACK_CHANNELS="C1", CVBOT_SLACK_API_URL=fake.api_url),
    )
    with caplog.at_level(logging.INFO):
        build_app(settings, NO_SERVICES, open_state(settings.state, tmp_path))
    assert "will be unused" not in caplog.text
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_channel_name_where_an_id_belongs_is_refused_at_start(
    tmp_path: Path, fake: FakeSlack
) -> None:
    base = {"SLACK_BOT_TOKEN": fake.bot_token, "SLACK_SIGNING_SECRET": "s",
            "CVBOT_SLACK_API_URL": fake.api_url}  # fmt: skip
    message = _start_error(tmp_path, **base, CVBOT_SLACK_INBOX="#cv-inbox")
    assert message.startswith("CVBOT_SLACK_INBOX lists '#cv-inbox', which is not a channel id")
    message = _start_error(tmp_path, **base, CVBOT_SLACK_ADMINS="U0ADMIN,C0GENERAL")
    assert message.startswith("CVBOT_SLACK_ADMINS lists 'C0GENERAL', which is not a user id")
