"""Long answers page by page, never cut silently: the engine's pages, `cvbot ask --page`,
and Slack's "Show more" button (signed requests into the real Bolt app over HTTP, the local
fake Slack Web API), over 25 fictional people who all worked at Tencent."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.models import Page, Turn
from bot.answer.render import render_answer
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from bot.state.settings import StateSettings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import CountingEmbedder, write
from tests.fake_slack import FakeSlack
from tests.slack_harness import event_callback, mention, signed_headers
from tests.test_cli import cvbot
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

FIRST = ["Avery", "Blake", "Corin", "Dana", "Ellis", "Farah", "Gideon", "Hollis", "Ines",
         "Jory", "Kestrel", "Lowell", "Mireille", "Nadir", "Odessa", "Pell", "Quinlan",
         "Rosalind", "Soren", "Tamsin", "Ulric", "Vesna", "Wynne", "Xavia", "Yorick"]  # fmt: skip
PHD = {"Corin", "Ulric", "Xavia"}  # the follow-up's answer: two of them after the first page
QUESTION = "Who has worked at Tencent?"
SECRET = "pages-signing-secret"
CHANNEL, OTHER_CHANNEL = "C0PAGES", "C0ELSE"
ASKER, SOMEONE_ELSE = "U0ASKER", "U0OTHER"


def cv(first: str, n: int) -> str:
    degree = "PhD" if first in PHD else "Bachelor"
    return (f"# {first} Marrow\n\nEmail: {first.lower()}.marrow{n}@example.com\n\n"
            f"## Experience\n\n**Tencent**\nSoftware Engineer\n{2010 + n % 9} - Present\n"
            f"- Built the billing ledger service used by {n + 3} teams.\n\n"
            f"## Education\n\n**Tsinghua University**\n{degree} in Computer Science · "
            f"2004 – 2009\n")  # fmt: skip


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pages") / "cvs"
    for n, first in enumerate(FIRST):
        write(folder / f"{first.lower()}.md", cv(first, n))
    return folder


@pytest.fixture(scope="module")
def indexed(
    corpus: Path, embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Settings, AnswerEngine, Indexer]]:
    data = tmp_path_factory.mktemp("pages-data")
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        assert not indexer.ingest([corpus]).failed
        yield settings, AnswerEngine(store, embedder), indexer
    finally:
        store.close()


def test_pages_name_everyone_once_in_the_order_of_the_whole_answer(
    indexed: tuple[Settings, AnswerEngine, Indexer],
) -> None:
    _, engine, _ = indexed
    whole = engine.ask(QUESTION)
    assert whole.total == 25 and len(whole.candidates) == 25 and whole.rest == 0
    pages = [engine.ask(QUESTION, page=Page.number(n, 10)) for n in (1, 2, 3)]
    assert [len(p.candidates) for p in pages] == [10, 10, 5]
    assert [p.total for p in pages] == [25, 25, 25] and [p.offset for p in pages] == [0, 10, 20]
    assert [c.id for p in pages for c in p.candidates] == [c.id for c in whole.candidates]
    assert pages[0].matched == [c.id for c in whole.candidates]  # everyone, for follow-ups
    assert pages[0].next_page == Page(offset=10, limit=10) and pages[2].next_page is None
    text = render_answer(pages[1], "--page 3")
    assert text.startswith("Found 25 candidates (11–20 of 25):")
    assert "\n11. " in text and text.endswith("20 of 25 shown — more: --page 3")
    assert all(c.evidence for p in pages for c in p.candidates)  # every page keeps its quotes


def test_a_follow_up_on_a_page_asks_among_everyone_it_matched(
    indexed: tuple[Settings, AnswerEngine, Indexer],
) -> None:
    _, engine, _ = indexed
    first = engine.ask(QUESTION, page=Page.number(1, 5))
    shown = {c.name for c in first.candidates}
    phds = {f"{name} Marrow" for name in PHD}
    assert phds - shown, "the fixture needs a PhD holder after the first page"
    follow = engine.ask("and which of them has a PhD?", [Turn(question=QUESTION, answer=first)])
    assert {c.name for c in follow.candidates} == phds


def test_cli_ask_pages_with_page_limit_and_all(corpus: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert cvbot(data, "ingest", str(corpus)).returncode == 0
    first = cvbot(data, "ask", QUESTION)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("Found 25 candidates (1–20 of 25):")
    assert first.stdout.rstrip().endswith("20 of 25 shown — more: --page 2")
    second = json.loads(
        cvbot(data, "ask", QUESTION, "--page", "2", "--limit", "10", "--json").stdout
    )
    assert (second["total"], second["offset"], len(second["candidates"])) == (25, 10, 10)
    assert second["answer"].endswith("20 of 25 shown — more: --page 3 --limit 10")
    everyone = cvbot(data, "ask", QUESTION, "--all")
    assert everyone.stdout.startswith("Found 25 candidates:") and "\n25. " in everyone.stdout
    assert "shown" not in everyone.stdout
    past = cvbot(data, "ask", QUESTION, "--page", "9")
    assert past.returncode == 0 and "All 25 candidates have been shown." in past.stdout


# -- Slack: "Show more" ---------------------------------------------------------------------------
class PagedBot:
    def __init__(self, url: str, fake: FakeSlack) -> None:
        self.url, self.fake = url, fake

    def post(self, body: str, content_type: str) -> int:
        request = urllib.request.Request(
            self.url, data=body.encode(), headers=signed_headers(SECRET, body, content_type)
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return int(response.status)

    def mention(self, text: str, ts: str) -> dict[str, Any]:
        """The bot's answer to a mention: the last update of its placeholder."""
        body = event_callback(mention(text, ts, CHANNEL, ASKER), f"Ev{time.time_ns()}")
        assert self.post(json.dumps(body), "application/json") == 200
        deadline = time.time() + 60
        while time.time() < deadline:
            posts = [p for p in self.fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
            updates = [u for u in self.fake.calls_to("chat.update")
                       if posts and u.get("ts") == posts[0]["_ts"] and u.get("blocks")]  # fmt: skip
            if updates:
                return updates[-1]
            time.sleep(0.05)
        raise AssertionError("no answer")

    def command(self, text: str, response_url: str) -> int:
        form = {"command": "/cv", "text": text, "user_id": ASKER, "channel_id": CHANNEL,
                "team_id": "T1", "response_url": response_url, "trigger_id": "1.2.3"}  # fmt: skip
        return self.post(urlencode(form), "application/x-www-form-urlencoded")

    def click(self, value: str, *, user: str, channel: str, message: dict[str, Any],
              response_url: str) -> int:  # fmt: skip
        payload = {
            "type": "block_actions", "team": {"id": "T1"}, "api_app_id": "A1",
            "user": {"id": user}, "channel": {"id": channel},
            "container": {"type": "message", "channel_id": channel},
            "message": message, "response_url": response_url, "trigger_id": "1.2.3",
            "actions": [{"type": "button", "action_id": "answer_more", "value": value,
                         "block_id": f"more:{value}", "action_ts": f"{time.time():.6f}"}],
        }  # fmt: skip
        return self.post(urlencode({"payload": json.dumps(payload)}),
                         "application/x-www-form-urlencoded")  # fmt: skip


@pytest.fixture(scope="module")
def paged_bot(indexed: tuple[Settings, AnswerEngine, Indexer]) -> Iterator[PagedBot]:
    plain, engine, indexer = indexed
    fake = FakeSlack().start()
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
                          CVBOT_SLACK_API_URL=fake.api_url,
                          CVBOT_SLACK_CHANNELS=f"{CHANNEL},{OTHER_CHANNEL}")  # fmt: skip
    settings = Settings(data_dir=plain.data_dir, slack=slack)
    app = build_app(settings, BotServices(settings, engine, indexer),
                    open_state(StateSettings(), settings.data_dir))  # fmt: skip
    server = make_http_server(app, "127.0.0.1", 0).start()
    try:
        yield PagedBot(server.url, fake)
    finally:
        server.stop(timeout=60)
        fake.stop()


def _more(message: dict[str, Any]) -> dict[str, Any] | None:
    return next((b for b in message["blocks"] if b.get("block_id", "").startswith("more:")), None)


def _names(message: dict[str, Any]) -> list[str]:
    return [b["text"]["text"].split("*")[1] for b in message["blocks"]
            if b["type"] == "section" and b["text"]["text"].startswith("*")
            and ". " in b["text"]["text"].split("*")[1]]  # fmt: skip


def test_show_more_posts_the_next_page_in_the_thread_only_for_the_asker(
    paged_bot: PagedBot,
) -> None:
    ts = f"{time.time():.6f}"
    first = paged_bot.mention(QUESTION, ts)
    assert "Found 25 candidates (1–20 of 25)" in first["blocks"][0]["text"]["text"]
    assert len(_names(first)) == 20 and _names(first)[0].startswith("1. ")
    more = _more(first)
    assert more is not None
    button = more["elements"][0]
    assert button["text"]["text"] == "Show 5 more (20 of 25)"
    assert "20 of 25 shown" in first["text"]  # the notification's text says so too
    fake = paged_bot.fake
    posted = len(fake.calls_to("chat.postMessage"))

    for user, channel in ((SOMEONE_ELSE, CHANNEL), (ASKER, OTHER_CHANNEL)):
        url = f"{fake.base}/response/not-yours-{user}-{channel}"
        assert paged_bot.click(button["value"], user=user, channel=channel, message=first,
                               response_url=url) == 200  # fmt: skip
        (refusal,) = fake.wait_for(url.removeprefix(fake.base + "/"))
        assert (
            refusal["response_type"] == "ephemeral"
            and "Only the person who asked" in (refusal["text"])
        )
    assert len(fake.calls_to("chat.postMessage")) == posted  # nothing posted for them

    for _ in range(2):  # a double click posts the page once
        assert paged_bot.click(button["value"], user=ASKER, channel=CHANNEL, message=first,
                               response_url=f"{fake.base}/response/more") == 200  # fmt: skip
    (second,) = [p for p in fake.wait_for("chat.postMessage", posted + 1)[posted:]]
    assert second["thread_ts"] == ts
    assert "Found 25 candidates (21–25 of 25)" in second["blocks"][0]["text"]["text"]
    names = _names(second)
    assert [n.split(". ")[0] for n in names] == ["21", "22", "23", "24", "25"]
    assert {n.split(". ")[1] for n in names}.isdisjoint({n.split(". ")[1] for n in _names(first)})
    assert _more(second) is None  # the last page
    time.sleep(0.5)
    assert len(fake.calls_to("chat.postMessage")) == posted + 1
    updated = [u for u in fake.calls_to("chat.update") if u.get("ts") == first["ts"]][-1]
    assert _more(updated) is None and len(_names(updated)) == 20  # the button is gone


def test_show_more_under_a_cv_reply_answers_privately(paged_bot: PagedBot) -> None:
    fake = paged_bot.fake
    assert paged_bot.command(QUESTION, f"{fake.base}/response/cv-ask") == 200
    (first,) = fake.wait_for("response/cv-ask")
    more = _more(first)
    assert first["response_type"] == "ephemeral" and more is not None
    assert (
        paged_bot.click(
            more["elements"][0]["value"],
            user=ASKER,
            channel=CHANNEL,
            message=first,
            response_url=f"{fake.base}/response/cv-more",
        )
        == 200
    )
    (second,) = fake.wait_for("response/cv-more")
    assert second["response_type"] == "ephemeral" and second["replace_original"] is False
    assert "(21–25 of 25)" in second["blocks"][0]["text"]["text"] and _more(second) is None
