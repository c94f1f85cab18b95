"""The audit trail as users meet it: a question asked in Slack (a signed request into the
real Bolt app over HTTP, the local fake Slack Web API) and one asked with `cvbot ask` both
appear in `cvbot audit --json` — who, when, where, what was asked and whom they were
shown — and nothing of the CVs' text or contact details does. `/cv audit` is for admins;
`cvbot retention` lists and erases, and the erasure is in the audit under a pseudonym.
People here are fictional."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from bot.services import bot_session
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import CountingEmbedder, write
from tests.fake_slack import FakeSlack
from tests.fixtures.cvs import EN_CV, ZH_CV
from tests.slack_harness import event_callback, mention, signed_headers
from tests.test_cli import cvbot
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

SECRET = "audit-test-secret"
CHANNEL, USER, ADMIN = "C0HIRING", "U0RECRUITER", "U0ADMIN"
CV_TEXT = ("payments ledger in Kotlin", "3M transactions", "marta.kowalski@example.com",
           "+48 600 700 800", "微信支付对账系统", "zhaolei.dev@example.cn")  # fmt: skip


def _post(url: str, body: str, content_type: str) -> int:
    headers = signed_headers(SECRET, body, content_type)
    request = urllib.request.Request(url, data=body.encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return int(response.status)


def _slack_session(data: Path, fake: FakeSlack) -> None:
    """Serve the bot as `cvbot serve` builds it; ask in a channel, view a card, and try
    `/cv audit` as a recruiter and as an admin."""
    slack = SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token,
        SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url,
        CVBOT_SLACK_CHANNELS=CHANNEL,
        CVBOT_SLACK_ADMINS=ADMIN,
    )
    settings = Settings(data_dir=data, slack=slack)
    with bot_session(settings) as services:
        app = build_app(settings, services, open_state(settings.state, data))
        server = make_http_server(app, "127.0.0.1", 0).start()
        try:
            ts = f"{time.time():.6f}"
            event = mention("Who has worked at Allegro?", ts, CHANNEL, USER)
            assert _post(server.url, json.dumps(event_callback(event, "Ev1")), "application/json")
            answer = _final_answer(fake, ts)
            assert "Marta Kowalski" in json.dumps(answer["blocks"])
            assert "AI-assisted retrieval from CVs" in json.dumps(answer["blocks"])  # footer
            for n, (text, user) in enumerate(
                [("summary 赵磊", USER), ("audit", USER), ("audit Marta", ADMIN)], start=1
            ):
                form = {"command": "/cv", "text": text, "user_id": user, "channel_id": CHANNEL,
                        "team_id": "T1", "response_url": f"{fake.base}/response/{n}",
                        "trigger_id": "1.2.3"}  # fmt: skip
                assert _post(server.url, urlencode(form), "application/x-www-form-urlencoded")
                fake.wait_for(f"response/{n}")
            refused, shown = fake.calls_to("response/2")[0], fake.calls_to("response/3")[0]
            assert "only admins" in refused["text"]
            assert (
                "U0RECRUITER (slack in C0HIRING) · ask “Who has worked at Allegro?” → Marta"
                in (shown["text"])
            )
        finally:
            server.stop(timeout=60)


def _final_answer(fake: FakeSlack, ts: str) -> dict[str, Any]:
    deadline = time.time() + 60
    while time.time() < deadline:
        posts = [p for p in fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
        updates = [
            u for u in fake.calls_to("chat.update") if posts and u.get("ts") == posts[0].get("_ts")
        ]
        if updates:
            return updates[-1]
        time.sleep(0.05)
    raise AssertionError("no answer in the thread")


def test_audit_lists_slack_and_cli_questions_without_cv_text(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    data = tmp_path / "data"
    cvs = tmp_path / "cvs"
    write(cvs / "marta.md", EN_CV)
    write(cvs / "zhao.md", ZH_CV)
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        assert not Indexer(store, embedder, settings.ingest).ingest([cvs]).failed
    finally:
        store.close()
    fake = FakeSlack().start()
    try:
        _slack_session(data, fake)
    finally:
        fake.stop()
    asked = cvbot(data, "ask", "谁在腾讯工作过？")
    assert asked.returncode == 0 and "赵磊" in asked.stdout

    listed = cvbot(data, "audit", "--json")
    assert listed.returncode == 0, listed.stderr
    entries = json.loads(listed.stdout)
    rows = [(e["user"], e["surface"], e["channel"], e["action"], e["query"], e["names"])
            for e in entries]  # fmt: skip
    local = next(e["user"] for e in entries if e["surface"] == "cli")
    assert local.startswith("local:")
    assert rows[:5] == [
        (USER, "slack", CHANNEL, "ask", "Who has worked at Allegro?", ["Marta Kowalski"]),
        (USER, "slack", CHANNEL, "summary", "summary 赵磊", ["赵磊"]),
        (USER, "slack", CHANNEL, "audit", "audit", []),  # refused, and recorded
        (ADMIN, "slack", CHANNEL, "audit", "audit Marta", []),
        (local, "cli", None, "ask", "谁在腾讯工作过？", ["赵磊"]),
    ]
    assert all(e["at"].endswith("+00:00") for e in entries)
    for text in CV_TEXT:
        assert text not in listed.stdout

    mine = json.loads(cvbot(data, "audit", "--json", "--user", USER).stdout)
    assert {e["user"] for e in mine} == {USER} and len(mine) == 3
    about = json.loads(cvbot(data, "audit", "--json", "--person", "Marta Kowalski").stdout)
    assert [e["action"] for e in about] == ["ask"]
    later = cvbot(data, "audit", "--json", "--since", "2999-01-01")
    assert json.loads(later.stdout) == []
    bad = cvbot(data, "audit", "--since", "last tuesday")
    assert bad.returncode == 2 and "--since wants a date" in bad.stderr

    off = cvbot(data, "retention")
    assert off.returncode == 0 and "retention is off" in off.stdout
    kept = json.loads(cvbot(data, "retention", "--json", CVBOT_PRIVACY__RETENTION_DAYS="30").stdout)
    assert kept == {"applied": False, "people": [], "audit_pruned": 0}
    gone = json.loads(cvbot(data, "retention", "--days", "0", "--apply", "--json").stdout)
    assert sorted(p["name"] for p in gone["people"]) == ["Marta Kowalski", "赵磊"]
    after = json.loads(cvbot(data, "audit", "--json").stdout)
    erasures = [e for e in after if e["action"] == "retention" and e["people"]]
    assert len(erasures) == 2 and all(e["names"] == [None] for e in erasures)
    assert all(p.startswith("person-") for e in erasures for p in e["people"])
    withheld = [e["query"] for e in after if e["action"] == "ask"]
    assert all(q.startswith("[withheld: person-") for q in withheld)
    for name in ("Marta", "赵磊"):
        assert name not in json.dumps(after, ensure_ascii=False)
