"""Every Slack entry point passes one authorisation gate (bot/slack/gate.py): signed requests
over real HTTP into the Bolt app, the fake Slack Web API, the real engine over the example
CVs. The allowlist is one channel, two users, an admin (not in the user list) and an inbox
channel that is not in the channel allowlist."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from slack_bolt import App

from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.replies import NOT_YOURS, REFUSAL
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from bot.state.settings import StateSettings
from bot.state.store import Feedback, open_state
from tests.conftest import CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import SignedSlack, bot_app

SECRET = "authz-secret"
CHANNEL, INBOX, OTHER = "C0ALLOWED", "C0INBOX", "C0OTHER"
USER, USER2, ADMIN, OUTSIDER = "U0USER", "U0USER2", "U0ADMIN", "U0OUTSIDER"
DM = "D0USER"  # USER's DM with the bot
CONTACTS = ("priya.raman@example.com", "7946 0321")


@dataclass
class Bot:
    slack: SignedSlack
    fake: FakeSlack
    services: BotServices
    late_clicks: list[str]  # users whose clicks reached a listener added after the gate

    def posts(self, channel: str | None = None) -> list[dict[str, Any]]:
        return [p for p in self.fake.calls_to("chat.postMessage")
                if channel is None or p.get("channel") == channel]  # fmt: skip

    def votes(self) -> list[Feedback]:
        return open_state(StateSettings(), self.services.settings.data_dir).feedback()


@pytest.fixture(scope="module")
def bot(embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bot]:
    fake = FakeSlack().start()
    slack = SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token,
        SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url,
        CVBOT_SLACK_CHANNELS=CHANNEL,
        CVBOT_SLACK_USERS=f"{USER},{USER2}",  # admins are allowed users without being here
        CVBOT_SLACK_ADMINS=ADMIN,
        CVBOT_SLACK_INBOX=INBOX,
    )
    settings = Settings(data_dir=tmp_path_factory.mktemp("authz"), slack=slack)
    late_clicks: list[str] = []
    try:
        with bot_app(settings, embedder) as (app, services):
            _add_a_listener_later(app, late_clicks)
            server = make_http_server(app, "127.0.0.1", 0).start()
            try:
                yield Bot(SignedSlack(server.url, SECRET, fake.base), fake, services, late_clicks)
            finally:
                server.stop(timeout=60)
    finally:
        fake.stop()


def _add_a_listener_later(app: App, clicks: list[str]) -> None:
    """What another feature (a "show more" button) adds after the app is built, knowing
    nothing of the allowlist."""

    @app.action("show_more")
    def show_more(ack: Any, body: dict[str, Any]) -> None:
        ack()
        clicks.append(body["user"]["id"])

    @app.view("merge_form")
    def merge_form(ack: Any, body: dict[str, Any]) -> None:
        ack()
        clicks.append(f"view:{body['user']['id']}")


def _response(bot: Bot, url: str, count: int = 1) -> dict[str, Any]:
    return bot.fake.wait_for(url.removeprefix(bot.fake.base + "/"), count)[count - 1]


def _share_button(reply: dict[str, Any]) -> str:
    actions = [b for b in reply["blocks"] if b.get("block_id") == "share"]
    return str(actions[0]["elements"][0]["value"])


def test_a_share_posts_only_what_the_clicking_user_was_shown_where_it_was_shown(
    bot: Bot,
) -> None:
    # a /cv reply in USER's DM quotes a CV's contact line, unredacted (it is a DM)
    status, _, url = bot.slack.command("Whose email is priya.raman@example.com?", USER, DM)
    assert status == 200
    shown = _response(bot, url)
    assert all(c in json.dumps(shown, ensure_ascii=False) for c in CONTACTS)
    share_id = _share_button(shown)
    before = len(bot.posts())
    forged = [
        (USER, CHANNEL),  # the DM reply, posted into a channel
        (USER2, DM),  # another user's reply
        (USER2, CHANNEL),
        (ADMIN, CHANNEL),  # admins share only their own replies too
    ]
    for n, (user, channel) in enumerate(forged):
        response_url = f"{bot.fake.base}/response/forged{n}"
        status, _ = bot.slack.click("share_in_channel", share_id, user=user, channel=channel,
                                    block_id="share", response_url=response_url)  # fmt: skip
        assert status == 200
        assert _response(bot, response_url)["text"] == NOT_YOURS
    # outside the allowlist: refused before any listener runs
    for user, channel in [(OUTSIDER, DM), (OUTSIDER, CHANNEL), (USER, OTHER)]:
        response_url = f"{bot.fake.base}/response/outside-{user}-{channel}"
        bot.slack.click("share_in_channel", share_id, user=user, channel=channel,
                        block_id="share", response_url=response_url)  # fmt: skip
        assert _response(bot, response_url)["text"] == REFUSAL
    assert len(bot.posts()) == before  # 0 posts from forged shares

    # the real click posts in the DM where it was shown
    bot.slack.click("share_in_channel", share_id, user=USER, channel=DM, block_id="share")
    (posted,) = bot.fake.wait_for("chat.postMessage", before + 1)[before:]
    assert posted["channel"] == DM and "Priya Raman" in json.dumps(posted["blocks"])


def test_a_reply_shared_in_a_channel_has_no_contact_details(bot: Bot) -> None:
    _, _, url = bot.slack.command("Whose email is priya.raman@example.com?", USER, CHANNEL)
    shown = _response(bot, url)
    assert "Priya Raman" in json.dumps(shown, ensure_ascii=False)
    before = len(bot.posts())
    bot.slack.click("share_in_channel", _share_button(shown), user=USER, channel=CHANNEL,
                    block_id="share")  # fmt: skip
    (posted,) = bot.fake.wait_for("chat.postMessage", before + 1)[before:]
    assert posted["channel"] == CHANNEL
    assert "Priya Raman" in json.dumps(posted, ensure_ascii=False)
    everything_in_channels = json.dumps(
        [p for p in bot.posts() if not str(p.get("channel")).startswith("D")], ensure_ascii=False
    )
    assert not any(c in everything_in_channels for c in CONTACTS)


def _answer_feedback_block(bot: Bot, channel: str, user: str = USER) -> str:
    ts = f"{time.time():.6f}"
    bot.slack.mention("Who has worked at Huawei?", channel, user, ts)
    deadline = time.time() + 60
    while time.time() < deadline:
        for update in bot.fake.calls_to("chat.update"):
            placeholders = {p.get("_ts") for p in bot.posts(channel) if p.get("thread_ts") == ts}
            if update.get("ts") in placeholders and update.get("blocks"):
                actions = [b for b in update["blocks"] if b["type"] == "actions"]
                return str(actions[0]["block_id"])
        time.sleep(0.05)
    raise AssertionError("no answer")


def test_votes_count_only_from_the_allowlist_on_answers_given_there(bot: Bot) -> None:
    in_channel = _answer_feedback_block(bot, CHANNEL)
    in_dm = _answer_feedback_block(bot, DM)
    before = len(bot.votes())
    forged = (
        [(OUTSIDER, CHANNEL, in_channel)] * 10  # a user outside the allowlist
        + [(USER, OTHER, in_channel)] * 5  # a channel outside it
        + [(USER, CHANNEL, in_dm)] * 5  # a vote on a DM answer, claimed from a channel
    )
    for user, channel, block_id in forged:
        assert bot.slack.click("feedback_down", "down", user=user, channel=channel,
                               block_id=block_id)[0] == 200  # fmt: skip
    bot.slack.click("feedback_up", "up", user=USER2, channel=CHANNEL, block_id=in_channel)
    deadline = time.time() + 30
    while len(bot.votes()) == before and time.time() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)  # forged votes, had any been taken, were sent before the real one
    votes = bot.votes()[before:]
    assert [(v.vote, v.question) for v in votes] == [
        ("up", "Who has worked at Huawei?")
    ]  # 0 stored foreign votes


def test_every_entry_point_refuses_users_and_channels_outside_the_allowlist(bot: Bot) -> None:
    # a mention: refused in its thread
    for user, channel in [(OUTSIDER, CHANNEL), (USER, OTHER)]:
        ts = f"{time.time():.6f}"
        assert bot.slack.mention("Who has worked at Huawei?", channel, user, ts)[0] == 200
        deadline = time.time() + 30
        while not [p for p in bot.posts(channel) if p.get("thread_ts") == ts]:
            assert time.time() < deadline, "no refusal"
            time.sleep(0.05)
        (reply,) = [p for p in bot.posts(channel) if p.get("thread_ts") == ts]
        assert "not enabled here" in reply["text"]
    # /cv: the acknowledgement is the refusal, and nothing else is sent
    status, body, _ = bot.slack.command("who has worked at Huawei?", OUTSIDER, CHANNEL)
    assert status == 200 and json.loads(body) == {"response_type": "ephemeral", "text": REFUSAL}
    status, body, _ = bot.slack.command("reindex", ADMIN, OTHER)  # admins too, elsewhere
    assert json.loads(body)["text"] == REFUSAL
    # a DM from someone outside: refused; a channel message not addressed to cvbot: nothing
    before = len(bot.posts())
    bot.slack.event({"type": "message", "channel": "D0OUT", "channel_type": "im", "user": OUTSIDER,
                     "ts": "1700000500.000001", "text": "who knows Go?"})  # fmt: skip
    bot.slack.event({"type": "message", "channel": OTHER, "channel_type": "channel",
                     "user": USER, "ts": "1700000500.000002", "text": "lunch?"})  # fmt: skip
    (dm_reply,) = bot.fake.wait_for("chat.postMessage", before + 1)[before:]
    assert dm_reply["channel"] == "D0OUT" and "not enabled here" in dm_reply["text"]
    # buttons: /cv list pages, and a listener added after the app was built
    list_url = f"{bot.fake.base}/response/outsider-list"
    bot.slack.click("list_next", "1", user=OUTSIDER, channel=CHANNEL, response_url=list_url)
    assert _response(bot, list_url)["text"] == REFUSAL
    for user, channel in [(OUTSIDER, CHANNEL), (USER, OTHER), (OUTSIDER, None)]:
        assert bot.slack.click("show_more", "2", user=user, channel=channel)[0] == 200
    bot.slack.click("show_more", "2", user=USER, channel=None)  # in a modal: only who
    bot.slack.click("show_more", "2", user=USER2, channel=CHANNEL)
    assert bot.late_clicks == [USER, USER2]
    # a view submission (a modal added later): only from the allowlist
    for user in (OUTSIDER, USER):
        view = {"type": "view_submission", "team": {"id": "T1"}, "user": {"id": user},
                "view": {"id": "V1", "type": "modal", "callback_id": "merge_form",
                         "state": {"values": {}}}}  # fmt: skip
        assert bot.slack.interaction(view)[0] == 200
    assert bot.late_clicks == [USER, USER2, f"view:{USER}"]
    time.sleep(0.3)
    assert len(bot.posts()) == before + 1  # only the DM refusal


def _cv(name: str) -> bytes:
    return (
        f"# {name}\n{name.split()[0].lower()}@example.net\n\n## Experience\n"
        "### Kestrel Maritime Systems — Navigation Engineer, 2016 – Present\n"
        "- Wrote the sonar fusion module for autonomous survey boats.\n"
    ).encode()


def test_the_inbox_channel_works_without_being_in_the_channel_allowlist(bot: Bot) -> None:
    bot.fake.add_file("FIN1", "oluwaseun.md", _cv("Oluwaseun Haraldsdottir"), INBOX, "1700000601.1")
    before = len(bot.posts())
    bot.slack.event({"type": "file_shared", "file_id": "FIN1", "user_id": ADMIN,
                     "channel_id": INBOX})  # fmt: skip
    (reply,) = bot.fake.wait_for("chat.postMessage", before + 1, timeout=120)[before:]
    assert reply["thread_ts"] == "1700000601.1"
    assert reply["text"].startswith("✓ Indexed") and "Oluwaseun Haraldsdottir" in reply["text"]
    # someone outside the user allowlist: refused in the file's thread, nothing indexed
    bot.fake.add_file("FIN2", "mallory.md", _cv("Mallory Quist"), INBOX, "1700000602.1")
    bot.slack.event({"type": "file_shared", "file_id": "FIN2", "user_id": OUTSIDER,
                     "channel_id": INBOX})  # fmt: skip
    (refusal,) = bot.fake.wait_for("chat.postMessage", before + 2)[before + 1 :]
    assert refusal["thread_ts"] == "1700000602.1" and "not enabled here" in refusal["text"]
    names = [c.display_name for c in bot.services.engine.candidates()]
    assert "Oluwaseun Haraldsdottir" in names and "Mallory Quist" not in names


def test_an_upload_is_downloaded_only_from_slacks_file_host(bot: Bot) -> None:
    elsewhere = FakeSlack().start()  # any other host: it must never see the bot token
    try:
        bot.fake.add_file("FEV", "eve.md", _cv("Eve Lindqvist"), INBOX, "1700000603.1")
        info, _ = bot.fake.files["FEV"]
        info["url_private_download"] = f"{elsewhere.base}/download/FEV"
        before = len(bot.posts())
        bot.slack.event({"type": "file_shared", "file_id": "FEV", "user_id": USER,
                         "channel_id": INBOX})  # fmt: skip
        (reply,) = bot.fake.wait_for("chat.postMessage", before + 1)[before:]
        assert reply["text"] == "✗ eve.md: not downloaded: the file is not on Slack's file host."
        assert elsewhere.calls_to("GET /download/FEV") == []
        # the same file on the configured API host is downloaded (a control)
        info["url_private_download"] = f"{bot.fake.base}/download/FEV"
        bot.slack.event({"type": "file_shared", "file_id": "FEV", "user_id": USER,
                         "channel_id": INBOX})  # fmt: skip
        (indexed,) = bot.fake.wait_for("chat.postMessage", before + 2, timeout=120)[before + 1 :]
        assert indexed["text"].startswith("✓ Indexed") and "Eve Lindqvist" in indexed["text"]
    finally:
        elsewhere.stop()
