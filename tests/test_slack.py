"""The Slack bot over real HTTP: signed requests into the Bolt app, a local fake of the
Slack Web API, the real engine and index."""

from __future__ import annotations

import http.client
import io
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.blocks import answer_blocks, escape
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import event_callback, mention, signed_headers
from tests.slack_preview import save
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

SECRET = "test-signing-secret"
CHANNEL, INBOX, OTHER = "C0ALLOWED", "C0INBOX", "C0OTHER"
USER, ADMIN = "U0USER", "U0ADMIN"


class Bot:
    def __init__(self, url: str, fake: FakeSlack, services: BotServices) -> None:
        self.url = url
        self.fake = fake
        self.services = services
        self._n = 0

    def post(self, body: str, content_type: str, *, timestamp: int | None = None,
             secret: str = SECRET, retry: int | None = None) -> tuple[int, str]:  # fmt: skip
        headers = signed_headers(secret, body, content_type, timestamp)
        if retry is not None:
            headers["X-Slack-Retry-Num"] = str(retry)
            headers["X-Slack-Retry-Reason"] = "http_timeout"
        request = urllib.request.Request(self.url, data=body.encode(), headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()

    def event(
        self, event: dict[str, Any], event_id: str | None = None, **kw: Any
    ) -> tuple[int, str]:
        self._n += 1
        body = event_callback(event, event_id or f"Ev{time.time_ns()}{self._n}")
        return self.post(json.dumps(body), "application/json", **kw)

    def mention(self, text: str, channel: str = CHANNEL, user: str = USER, ts: str | None = None,
                **kw: Any) -> tuple[int, str]:  # fmt: skip
        return self.event(mention(text, ts or f"{time.time():.6f}", channel, user), **kw)

    def command(self, text: str, user: str = USER, channel: str = CHANNEL) -> tuple[int, str]:
        self._n += 1
        form = {"command": "/cv", "text": text, "user_id": user, "channel_id": channel,
                "team_id": "T1", "response_url": f"{self.fake.base}/response/{self._n}",
                "trigger_id": "1.2.3"}  # fmt: skip
        return self.post(urlencode(form), "application/x-www-form-urlencoded")

    def responses(self, count: int = 1) -> list[dict[str, Any]]:
        found = self.fake.wait_for(f"response/{self._n}", count)
        return found


@pytest.fixture(scope="module")
def bot(embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bot]:
    data = tmp_path_factory.mktemp("slackbot")
    fake = FakeSlack().start()
    slack = SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token,
        SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url,
        CVBOT_SLACK_CHANNELS=f"{CHANNEL},{INBOX}",
        CVBOT_SLACK_ADMINS=ADMIN,
        CVBOT_SLACK_INBOX=INBOX,
    )
    settings = Settings(data_dir=data, slack=slack)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    indexer = Indexer(store, embedder, settings.ingest)
    indexer.ingest([EXAMPLES])
    services = BotServices(settings, AnswerEngine(store, embedder), indexer)
    services.watch_paths = [EXAMPLES]
    app = build_app(settings, services, open_state(settings.state, data))
    server = make_http_server(app, "127.0.0.1", 0).start()
    try:
        yield Bot(server.url, fake, services)
    finally:
        server.stop(timeout=60)
        fake.stop()
        store.close()


def _updates_for(fake: FakeSlack, placeholder_ts: str) -> list[dict[str, Any]]:
    return [u for u in fake.calls_to("chat.update") if u.get("ts") == placeholder_ts]


def _ask(bot: Bot, text: str, **kw: Any) -> dict[str, Any]:
    """Mention the bot; return its final answer (the update of its placeholder reply)."""
    ts = kw.pop("ts", None) or f"{time.time():.6f}"
    status, _ = bot.mention(text, ts=ts, **kw)
    assert status == 200
    deadline = time.time() + 60
    while time.time() < deadline:
        posts = [p for p in bot.fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
        if posts:
            placeholder = posts[0]
            updates = _updates_for(bot.fake, placeholder.get("_ts", ""))
            if updates:
                return updates[-1] | {"thread_ts": ts}
        time.sleep(0.05)
    raise AssertionError("no answer")


def _texts(blocks: list[dict[str, Any]]) -> str:
    out = []
    for b in blocks:
        if b["type"] == "section":
            out.append(b["text"]["text"])
        elif b["type"] == "context":
            out += [e["text"] for e in b["elements"]]
    return "\n".join(out)


def test_health_and_signatures(bot: Bot) -> None:
    health = bot.url.replace("/slack/events", "/healthz")
    with urllib.request.urlopen(health, timeout=10) as response:
        assert response.status == 200
        assert json.loads(response.read())["status"] == "ok"
    host, port = urllib.parse.urlsplit(bot.url)[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    conn.putrequest("POST", "/slack/events")
    conn.putheader("Content-Length", "5000000")  # refused before a byte of it is read
    conn.endheaders()
    assert conn.getresponse().status == 413
    conn.close()
    body = json.dumps({"type": "event_callback", "event_id": "EvX", "event": {}})
    assert bot.post(body, "application/json", secret="wrong")[0] == 401
    assert bot.post(body, "application/json", timestamp=int(time.time()) - 360)[0] == 401


def test_mention_is_answered_in_thread_with_sources(bot: Bot) -> None:
    reply = _ask(bot, "Who has worked on GPU sharing at Alibaba?")
    text = _texts(reply["blocks"])
    assert "Chen Wei" in text
    for other in ("Li Na", "李娜", "Lucas Martin"):
        assert other not in text
    assert "chen_wei" in text  # the source context block names the CV file
    assert any(b["type"] == "actions" for b in reply["blocks"])  # 👍 / 👎
    assert bot.fake.calls_to("reactions.add")[-1]["name"] == "eyes"
    assert reply["thread_ts"]


def test_follow_up_in_thread_without_mention(bot: Bot) -> None:
    root = f"{time.time():.6f}"
    first = _ask(bot, "Who has worked at Alibaba?", ts=root)
    assert "Chen Wei" in _texts(first["blocks"]) and "Na Li" in _texts(first["blocks"])
    before = len(bot.fake.calls_to("chat.update"))
    bot.event({"type": "message", "channel": CHANNEL, "channel_type": "channel", "user": USER,
               "ts": f"{time.time():.6f}", "thread_ts": root,
               "text": "and which of them worked on RDMA?"})  # fmt: skip
    updates = bot.fake.wait_for("chat.update", before + 1)
    text = _texts(updates[-1]["blocks"])
    assert "Na Li" in text
    assert "Chen Wei" not in text


def test_retried_event_is_answered_once(bot: Bot) -> None:
    before = len(bot.fake.calls_to("chat.postMessage"))
    ts = f"{time.time():.6f}"
    assert bot.mention("Who knows React?", ts=ts, event_id="EvRETRY1")[0] == 200
    assert bot.mention("Who knows React?", ts=ts, event_id="EvRETRY1", retry=1)[0] == 200
    # both were acknowledged, so both had been through dedup: wait for the answer
    deadline = time.time() + 30
    while time.time() < deadline:
        posts = [
            p for p in bot.fake.calls_to("chat.postMessage")[before:] if p.get("thread_ts") == ts
        ]
        if posts and _updates_for(bot.fake, posts[0].get("_ts", "")):
            break
        time.sleep(0.05)
    time.sleep(0.3)  # a second answer would have posted its placeholder by now
    posts = bot.fake.calls_to("chat.postMessage")[before:]
    assert len([p for p in posts if p.get("thread_ts") == ts]) == 1


def test_disallowed_channel_is_refused(bot: Bot) -> None:
    before = len(bot.fake.calls_to("chat.postMessage"))
    bot.mention("Who knows React?", channel=OTHER)
    post = bot.fake.wait_for("chat.postMessage", before + 1)[before]
    assert post["channel"] == OTHER and "not enabled here" in post["text"]


def test_cv_subcommands(bot: Bot) -> None:
    for text, expected in [
        ("help", "/cv summary"),
        ("list", "7 candidates"),
        ("summary 陈伟", "Alibaba"),
        ("compare Chen Wei and Lucas Martin on GPU scheduling", "Lucas Martin"),
        ("match Kubernetes GPU scheduling. Go and CUDA.", "Chen Wei"),
        ("who has worked at Huawei?", "Na Li"),
    ]:
        status, _ = bot.command(text)
        assert status == 200
        (response,) = bot.responses()
        assert response["response_type"] == "ephemeral"
        assert expected in response["text"] or expected in json.dumps(
            response["blocks"], ensure_ascii=False
        )
        assert any(b["type"] == "actions" for b in response["blocks"])  # share in channel


def test_cv_list_keeps_the_people_a_filter_names(bot: Bot) -> None:
    # Slack sends ">" as "&gt;"
    bot.command("list tier=985 and degree&gt;=master")
    (response,) = bot.responses()
    shown = json.dumps(response["blocks"], ensure_ascii=False)
    assert "Chen Wei" in shown and "李娜" in shown and "王芳" in shown
    assert "Priya Raman" not in shown and "Lucas Martin" not in shown
    bot.command("list degree&gt;=wizard")
    (refused,) = bot.responses()
    assert "does not know 'wizard'" in refused["text"]


def test_cv_compare_and_match_are_block_kit_replies(bot: Bot, tmp_path: Path) -> None:
    bot.command("compare Chen Wei and Lucas Martin on GPU scheduling")
    (compared,) = bot.responses()
    sections = [b["text"]["text"] for b in compared["blocks"] if b["type"] == "section"]
    assert [s.split("\n")[0].split(" — ")[0] for s in sections] == ["*Chen Wei*", "*Lucas Martin*"]
    chen = sections[0]
    assert "• skills:" in chen
    quotes = [ln for ln in chen.split("\n") if ln.startswith("> ")]  # Slack shows a quote
    assert quotes and all(ln.rstrip(")").endswith((".pdf", ".docx", ".md")) for ln in quotes)
    assert "/" not in "".join(ln.rsplit("(", 1)[-1] for ln in quotes)  # file names, no paths
    assert compared["text"].startswith("Chen Wei · Lucas Martin — GPU scheduling")

    bot.command("match Kubernetes GPU scheduling. Go and CUDA.")
    (ranked,) = bot.responses()
    body = _texts(ranked["blocks"])
    assert body.startswith("*Best matches:*\n1. ") and "score" in body
    assert ranked["text"].startswith("Best matches: ")
    save(tmp_path, "compare_and_match", [compared, ranked])


def test_admin_only_commands(bot: Bot) -> None:
    bot.command("reindex", user=USER)
    assert "only admins" in bot.responses()[0]["text"]
    bot.command("reindex", user=ADMIN)
    assert "Re-indexed" in bot.responses()[0]["text"]
    bot.command("forget Nobody Such", user=ADMIN)
    assert "No candidate matches" in bot.responses()[0]["text"]


def _pdf(lines: list[str]) -> bytes:
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf)
    for i, line in enumerate(lines):
        c.drawString(50, 800 - 16 * i, line)
    c.save()
    return buf.getvalue()


def test_uploaded_cv_is_indexed_and_answerable(bot: Bot) -> None:
    data = _pdf(
        [
            "Nadia Petrova",
            "nadia.petrova@example.org",
            "Experience",
            "Example Robotics Ltd",
            "Staff Engineer 2019 - Present",
            "- Built the ROS navigation stack for delivery robots.",
            "Education",
            "Sofia University",
            "B.Sc. in Computer Science 2010 - 2014",
        ]
    )
    bot.fake.add_file("F1", "../../nadia petrova.pdf", data, INBOX, "1700000001.000001")
    before = len(bot.fake.calls_to("chat.postMessage"))
    bot.event({"type": "file_shared", "file_id": "F1", "user_id": USER, "channel_id": INBOX})
    reply = bot.fake.wait_for("chat.postMessage", before + 1)[before]
    assert reply["thread_ts"] == "1700000001.000001"
    assert "Indexed" in reply["text"] and "Nadia Petrova" in reply["text"]
    assert ".." not in reply["text"].split(":")[0]  # no path traversal in the stored name
    answer = _ask(bot, "Who built a ROS navigation stack?")
    assert "Nadia Petrova" in _texts(answer["blocks"])
    assert "<https://test.slack.com/files/U1/F1/" in _texts(answer["blocks"])  # source links
    # the same file again adds nothing
    before = len(bot.fake.calls_to("chat.postMessage"))
    bot.fake.add_file("F2", "nadia copy.pdf", data, INBOX, "1700000002.000001")
    bot.event({"type": "file_shared", "file_id": "F2", "user_id": USER, "channel_id": INBOX})
    again = bot.fake.wait_for("chat.postMessage", before + 1)[before]
    assert "already indexed" in again["text"]


def test_corrupt_upload_gets_an_error_reply(bot: Bot) -> None:
    bot.fake.add_file(
        "F3", "broken.pdf", b"%PDF-1.7 this is not really a pdf", INBOX, "1700000003.000001"
    )
    before = len(bot.fake.calls_to("chat.postMessage"))
    bot.event({"type": "file_shared", "file_id": "F3", "user_id": USER, "channel_id": INBOX})
    reply = bot.fake.wait_for("chat.postMessage", before + 1)[before]
    assert reply["text"].startswith("✗ broken.pdf")


def test_rate_limited_post_is_retried_and_arrives_once(bot: Bot) -> None:
    bot.fake.fail["chat.postMessage"] = [429]
    before = len(bot.fake.calls_to("chat.postMessage"))
    ts = f"{time.time():.6f}"
    bot.mention("Who knows React?", ts=ts)
    posts = bot.fake.wait_for("chat.postMessage", before + 1)
    assert bot.fake.calls_to("chat.postMessage#429")
    assert len([p for p in posts[before:] if p.get("thread_ts") == ts]) == 1


def test_quoted_cv_text_cannot_ping_or_link() -> None:
    assert escape("<!channel> hi @here <@U123> <http://x|y>") == (
        "&lt;!channel&gt; hi @\u200bhere &lt;@U123&gt; &lt;http://x|y&gt;"
    )
    from bot.answer.models import Answer, CandidateResult, Evidence

    answer = Answer(question="q", language="en", candidates=[CandidateResult(
        id="c", name="X <!here>", evidence=[Evidence(source="s", file_name="f.pdf",
        quote="mail x@y.org or +1 415 555 0134 <!channel>", section="Header")])])  # fmt: skip
    text = json.dumps(answer_blocks(answer, redact_contacts=True), ensure_ascii=False)
    assert "<!" not in text and "x@y.org" not in text and "555 0134" not in text


def test_tokens_and_cv_text_are_not_logged(bot: Bot, caplog: pytest.LogCaptureFixture) -> None:
    import logging

    with caplog.at_level(logging.INFO):
        reply = _ask(bot, "Who has worked at Huawei?")
    assert "Na Li" in _texts(reply["blocks"])
    logged = caplog.text
    assert bot.fake.bot_token not in logged and SECRET not in logged
    assert "Huawei" not in logged and "华为" not in logged


def test_feedback_buttons_are_stored_as_an_eval_set(bot: Bot) -> None:
    from bot.state.store import feedback_eval_set

    reply = _ask(bot, "Who has worked at Huawei?")
    actions = next(b for b in reply["blocks"] if b["type"] == "actions")
    payload = {
        "type": "block_actions",
        "team": {"id": "T1"},
        "api_app_id": "A1",
        "user": {"id": USER},
        "channel": {"id": CHANNEL},
        "container": {"type": "message", "channel_id": CHANNEL},
        "response_url": f"{bot.fake.base}/response/feedback",
        "trigger_id": "1.2.3",
        "actions": [{"type": "button", "action_id": "feedback_up", "value": "up",
                     "block_id": actions["block_id"], "action_ts": f"{time.time():.6f}"}],
    }  # fmt: skip
    status, _ = bot.post(urlencode({"payload": json.dumps(payload)}),
                         "application/x-www-form-urlencoded")  # fmt: skip
    assert status == 200
    state = open_state(bot.services.settings.state, bot.services.settings.data_dir)
    deadline = time.time() + 30  # the vote is stored just after the ack
    asked: list[Any] = []
    while not asked and time.time() < deadline:
        eval_set = feedback_eval_set(state)
        questions: list[Any] = eval_set["questions"]  # type: ignore[assignment]
        asked = [q for q in questions if q["q"] == "Who has worked at Huawei?"]
        time.sleep(0.1)
    assert asked and len(asked[0]["gold"]) == 1
    (key,) = asked[0]["gold"]
    assert "na li" in eval_set["people"][key]  # type: ignore[index]


def _click(bot: Bot, action_id: str, value: str, response_url: str) -> int:
    payload = {
        "type": "block_actions", "team": {"id": "T1"}, "api_app_id": "A1",
        "user": {"id": USER}, "channel": {"id": CHANNEL},
        "container": {"type": "message", "channel_id": CHANNEL, "is_ephemeral": True},
        "response_url": response_url, "trigger_id": "1.2.3",
        "actions": [{"type": "button", "action_id": action_id, "value": value,
                     "block_id": "list_pages", "action_ts": f"{time.time():.6f}"}],
    }  # fmt: skip
    form = urlencode({"payload": json.dumps(payload)})
    return bot.post(form, "application/x-www-form-urlencoded")[0]


def test_cv_summary_is_a_card_with_file_names_only(bot: Bot, tmp_path: Path) -> None:
    assert bot.command("summary Chen Wei")[0] == 200
    (response,) = bot.responses()
    blocks = response["blocks"]
    assert blocks[0]["type"] == "header" and "Chen Wei" in blocks[0]["text"]["text"]
    fields = [f["text"] for b in blocks if b["type"] == "section" for f in b.get("fields", [])]
    assert any(f.startswith("*Current role*") and "Alibaba" in f for f in fields)
    assert any(f.startswith("*Education*") for f in fields)
    assert any(f.startswith("*Skills*") for f in fields)
    seen = save(tmp_path, "cv_summary", [response])
    assert "chen_wei_en.pdf" in seen and "chen_wei_zh.docx" in seen
    assert str(EXAMPLES) not in json.dumps(response, ensure_ascii=False)  # no server paths
    assert "Share in channel" in seen


def test_cv_summary_asked_in_chinese_is_a_chinese_card(bot: Bot) -> None:
    bot.command("summary 陈伟")
    (response,) = bot.responses()
    header = response["blocks"][0]["text"]["text"]
    assert header.startswith("陈伟") and "Chen Wei" in header  # both scripts, asked one first
    fields = [f["text"] for b in response["blocks"] for f in b.get("fields", [])]
    assert [f.split("\n")[0] for f in fields][:3] == ["*当前职位*", "*教育背景*", "*技能*"]


def test_cv_summary_of_an_unknown_name_points_to_cv_list(bot: Bot) -> None:
    bot.command("summary Nobody Such")
    (response,) = bot.responses()
    assert "No candidate matches" in response["text"]
    assert "`/cv list`" in response["text"] and "cvbot candidates" not in response["text"]


def test_cv_list_is_paginated(bot: Bot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.slack.listeners.commands as commands

    monkeypatch.setattr(commands, "PAGE_SIZE", 3)
    bot.command("list")
    (first,) = bot.responses()
    seen = save(tmp_path, "list_page_1", [first])
    total = len(bot.services.engine.candidates())
    pages = -(-total // 3)
    assert f"{total} candidates indexed · page 1 of {pages}" in seen and "Next ›" in seen
    assert "Previous" not in seen
    names_1 = [line for line in seen.splitlines() if line.startswith("• ")]
    assert len(names_1) == 3
    response_url = f"{bot.fake.base}/response/list-next"
    assert _click(bot, "list_next", "1", response_url) == 200
    (second,) = bot.fake.wait_for("response/list-next")
    assert second["replace_original"] is True  # the page turns in place
    seen = save(tmp_path, "list_page_2", [second])
    assert f"page 2 of {pages}" in seen and "‹ Previous" in seen and "Next ›" in seen
    names_2 = [line for line in seen.splitlines() if line.startswith("• ")]
    assert len(names_2) == 3 and not set(names_1) & set(names_2)


@pytest.fixture(scope="module")
def empty_bot(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Bot]:
    data = tmp_path_factory.mktemp("emptybot")
    fake = FakeSlack().start()
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
                          CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_INBOX=INBOX)  # fmt: skip
    settings = Settings(data_dir=data, slack=slack)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    services = BotServices(
        settings, AnswerEngine(store, embedder), Indexer(store, embedder, settings.ingest)
    )
    app = build_app(settings, services, open_state(settings.state, data))
    server = make_http_server(app, "127.0.0.1", 0).start()
    try:
        yield Bot(server.url, fake, services)
    finally:
        server.stop(timeout=60)
        fake.stop()
        store.close()


def test_empty_index_says_so_and_how_to_fix_it(empty_bot: Bot, tmp_path: Path) -> None:
    ts = f"{time.time():.6f}"
    empty_bot.mention("Who has worked at Huawei?", ts=ts)
    (reply,) = empty_bot.fake.wait_for("chat.postMessage")
    assert reply["thread_ts"] == ts
    seen = save(tmp_path, "empty_index", [reply])
    assert "Nothing is indexed yet" in seen and "cvbot ingest <folder>" in seen
    assert f"<#{INBOX}>" in reply["blocks"][0]["text"]["text"]  # a link to the inbox channel
    assert not empty_bot.fake.calls_to("chat.update")  # no "Searching…" left behind
    for command in ("list", "summary Anyone", "who knows Go?"):
        empty_bot.command(command)
        assert "Nothing is indexed yet" in empty_bot.responses()[0]["text"]
    empty_bot.command("help")
    assert "/cv summary" in empty_bot.responses()[0]["text"]
