"""What a Slack message asks is read before anything tokenises or embeds it: leading
broadcasts and mentions are not part of the question, a 40,000-character word costs what a
normal question costs, and a question over the length budget gets a message saying so.
Signed requests over real HTTP, the fake Slack, the real engine over the example CVs."""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Iterator
from typing import Any

import pytest

from bot.settings import Settings
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from tests.conftest import CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import SignedSlack, bot_app

SECRET = "questions-secret"
CHANNEL, USER = "C0ASK", "U0ASK"


@pytest.fixture(scope="module")
def slack(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[SignedSlack, FakeSlack]]:
    fake = FakeSlack().start()
    settings = Settings(data_dir=tmp_path_factory.mktemp("questions"), slack=SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS=CHANNEL))  # fmt: skip
    try:
        with bot_app(settings, embedder) as (app, _):
            server = make_http_server(app, "127.0.0.1", 0).start()
            try:
                yield SignedSlack(server.url, SECRET, fake.base), fake
            finally:
                server.stop(timeout=60)
    finally:
        fake.stop()


def _final_reply(fake: FakeSlack, ts: str, timeout: float = 60) -> dict[str, Any]:
    """The bot's last word in the thread: the update of its placeholder, or its one post."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        posts = [p for p in fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
        updates = [u for u in fake.calls_to("chat.update") if u.get("ts") in
                   {p.get("_ts") for p in posts}]  # fmt: skip
        if updates:
            return updates[-1]
        if posts and not posts[0]["text"].startswith("Searching"):
            return posts[0]
        time.sleep(0.05)
    raise AssertionError("no reply")


def _ask(slack: tuple[SignedSlack, FakeSlack], text: str) -> dict[str, Any]:
    signed, fake = slack
    ts = f"{time.time():.6f}"
    status, _ = signed.event({"type": "app_mention", "user": USER, "channel": CHANNEL,
                              "ts": ts, "text": text})  # fmt: skip
    assert status == 200
    return _final_reply(fake, ts)


@pytest.mark.parametrize("lead", ["<!channel>", "<!here|@here>", "@channel", "<@U0OTHER>"])
def test_a_leading_broadcast_or_mention_is_not_part_of_the_question(
    slack: tuple[SignedSlack, FakeSlack], lead: str
) -> None:
    reply = _ask(slack, f"{lead} <@UBOT> who has worked at Huawei?")
    assert "Na Li" in json.dumps(reply["blocks"], ensure_ascii=False)


def test_a_40000_character_word_costs_what_a_normal_question_costs(
    slack: tuple[SignedSlack, FakeSlack],
) -> None:
    _ask(slack, "<@UBOT> who knows Go?")  # everything a question needs is loaded
    tracemalloc.start()
    try:
        started = time.monotonic()
        reply = _ask(slack, "<@UBOT> " + "a" * 40_000)
        took = time.monotonic() - started
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "No candidate found" in reply["text"]
    assert peak < 150e6, f"{peak / 1e6:.0f} MB"  # it was ~700 MB and ~20 s before the cap
    assert took < 10


def test_a_question_over_the_budget_gets_a_message_instead_of_an_answer(
    slack: tuple[SignedSlack, FakeSlack],
) -> None:
    signed, fake = slack
    long_question = "who has worked on " + "distributed GPU scheduling " * 200  # ~5,400 chars
    reply = _ask(slack, "<@UBOT> " + long_question)
    assert "too long for one question" in reply["text"] and "4,000 characters" in reply["text"]
    assert not reply["text"].startswith("Searching")
    _, _, url = signed.command(long_question, USER, CHANNEL)
    (response,) = fake.wait_for(url.removeprefix(fake.base + "/"))
    assert "too long for one question" in response["text"]
