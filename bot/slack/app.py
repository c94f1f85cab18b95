"""The Bolt app. Listeners are thin: check access, acknowledge at once, then (lazily, off
the request thread) call the engine or a command and render Block Kit. `build_app` does not
depend on the transport (HTTP or Socket Mode)."""

from __future__ import annotations

import logging
import re
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import requests
from slack_bolt import App, BoltResponse
from slack_sdk import WebClient
from slack_sdk.http_retry.builtin_handlers import (
    RateLimitErrorRetryHandler,
    ServerErrorRetryHandler,
)

from bot.answer.models import Answer
from bot.commands import BotServices, run_command
from bot.settings import Settings
from bot.slack.blocks import answer_blocks, escape, fallback_text, share_button
from bot.slack.state import BotState
from ingest.parsers import SUPPORTED_SUFFIXES

log = logging.getLogger(__name__)

ANSWER_WORKERS = 2
SEARCHING = {"en": "Searching…", "zh": "正在查找…"}
REFUSAL = "Sorry, I'm not enabled here. Ask a cvbot admin to add this channel or your account."
_SUPPORTED_HINT = "send PDF, DOCX, Markdown, text or JSON Resume."
_MENTION = re.compile(r"<@[A-Z0-9]+(?:\|[^>]*)?>")


def make_client(settings: Settings) -> WebClient:
    slack = settings.slack
    base = slack.api_url if slack.api_url.endswith("/") else slack.api_url + "/"
    token = slack.bot_token.get_secret_value() if slack.bot_token else None
    client = WebClient(token=token, base_url=base, timeout=30)
    client.retry_handlers.append(RateLimitErrorRetryHandler(max_retry_count=3))
    client.retry_handlers.append(ServerErrorRetryHandler(max_retry_count=2))
    return client


class Access:
    def __init__(self, settings: Settings) -> None:
        self.s = settings.slack

    def allowed(self, user: str | None, channel: str | None) -> bool:
        if self.s.allowed_users and user not in self.s.allowed_users:
            return False
        is_dm = bool(channel and channel.startswith("D"))
        return is_dm or not self.s.allowed_channels or channel in self.s.allowed_channels

    def admin(self, user: str | None) -> bool:
        return bool(user) and user in self.s.admins


def build_app(
    settings: Settings, services: BotServices, state: BotState, client: WebClient | None = None
) -> App:
    slack = settings.slack
    access = Access(settings)
    if not slack.allowed_channels and not slack.allowed_users:
        log.warning("no channel or user allowlist: cvbot answers wherever it is invited")
    app = App(
        client=client or make_client(settings),
        signing_secret=slack.signing_secret.get_secret_value() if slack.signing_secret else None,
        process_before_response=False,
        logger=logging.getLogger("cvbot.slack.bolt"),
        # answers are CPU-bound: a few workers keep acks fast on a small machine
        listener_executor=ThreadPoolExecutor(max_workers=ANSWER_WORKERS),
    )

    @app.middleware
    def deduplicate(body: dict[str, Any], next: Any) -> BoltResponse | None:
        event_id = body.get("event_id")
        if event_id and not state.claim_event(str(event_id)):
            return BoltResponse(status=200, body="")  # a retried delivery: already handled
        return next()

    # -- questions ---------------------------------------------------------------
    def answer_in_thread(event: dict[str, Any], client: WebClient, text: str) -> None:
        channel = event["channel"]
        user = event.get("user")
        thread_ts = event.get("thread_ts") or event["ts"]
        if not access.allowed(user, channel):
            client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=REFUSAL)
            return
        question = _MENTION.sub("", text).strip()
        if not question:
            client.chat_postMessage(
                channel=channel,
                thread_ts=thread_ts,
                text="Ask me about candidates, e.g. “who has worked on GPU sharing at Alibaba?”",
            )
            return
        try:
            client.reactions_add(channel=channel, timestamp=event["ts"], name="eyes")
        except Exception:  # reactions are cosmetic
            log.debug("could not add a reaction")
        lang = "zh" if re.search(r"[\u4e00-\u9fff]", question) else "en"
        placeholder = client.chat_postMessage(
            channel=channel, thread_ts=thread_ts, text=SEARCHING[lang]
        )
        history = state.history(channel, thread_ts)
        try:
            answer = services.ask(question, history)
        except Exception as exc:
            message = getattr(exc, "user_message", None) or "Sorry, something went wrong."
            log.warning("answering failed (%s)", type(exc).__name__)
            client.chat_update(channel=channel, ts=placeholder["ts"], text=message)
            return
        state.add_turn(channel, thread_ts, question, answer)
        post_answer(
            client, channel, thread_ts, answer, placeholder["ts"], is_dm=channel.startswith("D")
        )

    def post_answer(
        client: WebClient,
        channel: str,
        thread_ts: str,
        answer: Answer,
        update_ts: str | None,
        is_dm: bool,
    ) -> None:
        feedback_id = uuid.uuid4().hex[:12]
        state.put_share(feedback_id, {"answer": answer.model_dump(mode="json")})
        redact = slack.redact_contacts and not is_dm
        links = state.file_links([e.source for c in answer.candidates for e in c.evidence])
        messages = answer_blocks(
            answer, redact_contacts=redact, file_links=links, feedback_id=feedback_id
        )
        text = fallback_text(answer, redact)
        for n, blocks in enumerate(messages):
            if n == 0 and update_ts:
                client.chat_update(channel=channel, ts=update_ts, text=text, blocks=blocks)
            else:
                client.chat_postMessage(
                    channel=channel, thread_ts=thread_ts, text=text, blocks=blocks
                )

    def ack_only(ack: Any) -> None:
        ack()

    def on_mention(event: dict[str, Any], client: WebClient) -> None:
        if event.get("bot_id"):
            return
        answer_in_thread(event, client, event.get("text", ""))

    def on_message(event: dict[str, Any], client: WebClient, context: Any) -> None:
        if event.get("bot_id") or event.get("subtype"):
            return  # bots (this one included), edits, joins, file shares
        text = event.get("text", "")
        channel = event.get("channel", "")
        bot_user = context.get("bot_user_id")
        if bot_user and f"<@{bot_user}" in text and event.get("channel_type") != "im":
            return  # answered by the app_mention listener
        if event.get("channel_type") == "im" or (
            event.get("thread_ts") and state.is_bot_thread(channel, event["thread_ts"])
        ):
            answer_in_thread(event, client, text)

    app.event("app_mention")(ack=ack_only, lazy=[on_mention])
    app.event("message")(ack=ack_only, lazy=[on_message])

    # -- /cv -----------------------------------------------------------------------
    def ack_command(ack: Any, command: dict[str, Any]) -> None:
        text = command.get("text", "").strip()
        ack(
            response_type="ephemeral",
            text=f"Working on `/cv {escape(text)[:100]}`…" if text else None,
        )

    def on_command(command: dict[str, Any], respond: Any) -> None:
        user, channel = command.get("user_id"), command.get("channel_id")
        if not access.allowed(user, channel):
            respond(response_type="ephemeral", text=REFUSAL)
            return
        result = run_command(services, command.get("text", ""), is_admin=access.admin(user))
        share_id = uuid.uuid4().hex[:12]
        redact = slack.redact_contacts and not str(channel).startswith("D")
        if result.answer is not None:
            blocks = answer_blocks(result.answer, redact_contacts=redact)[0][:49]
            text = fallback_text(result.answer, redact)
        else:
            text = escape(result.text)[:2900]
            blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": text}}]
        state.put_share(share_id, {"text": text, "blocks": blocks})
        respond(
            response_type="ephemeral",
            text=text,
            blocks=[*blocks, share_button(share_id)],
            replace_original=True,
        )

    app.command("/cv")(ack=ack_command, lazy=[on_command])

    # -- buttons -------------------------------------------------------------------
    @app.action("share_in_channel")
    def share(
        ack: Any, body: dict[str, Any], action: dict[str, Any], client: WebClient, respond: Any
    ) -> None:
        ack()
        payload = state.get_share(action.get("value", ""))
        channel = body.get("channel", {}).get("id")
        if payload is None or not channel:
            respond(response_type="ephemeral", text="This reply expired; run the command again.")
            return
        blocks: Any = payload["blocks"]
        client.chat_postMessage(channel=channel, text=str(payload["text"]), blocks=blocks)
        respond(delete_original=True)

    def feedback(ack: Any, body: dict[str, Any], action: dict[str, Any], vote: str) -> None:
        ack()
        block_id = str(action.get("block_id", ""))
        share = state.get_share(block_id.removeprefix("feedback:"))
        answer = Answer.model_validate(share["answer"]) if share and "answer" in share else None
        state.add_feedback(
            body.get("user", {}).get("id", ""),
            body.get("channel", {}).get("id", ""),
            vote,
            answer.question if answer else "",
            [[c.name, *c.aliases] for c in answer.candidates] if answer else [],
        )

    @app.action("feedback_up")
    def feedback_up(ack: Any, body: dict[str, Any], action: dict[str, Any]) -> None:
        feedback(ack, body, action, "up")

    @app.action("feedback_down")
    def feedback_down(ack: Any, body: dict[str, Any], action: dict[str, Any]) -> None:
        feedback(ack, body, action, "down")

    # -- CV inbox ------------------------------------------------------------------
    def on_file_shared(event: dict[str, Any], client: WebClient) -> None:
        channel = event.get("channel_id")
        if not channel or channel not in slack.inbox_channels:
            return
        info = client.files_info(file=event["file_id"])["file"]
        name = str(info.get("name") or "upload")
        shares = info.get("shares", {})
        thread_ts = next(
            (
                s[0]["ts"]
                for kind in ("public", "private")
                for c, s in shares.get(kind, {}).items()
                if c == channel and s
            ),
            None,
        )

        def reply(text: str) -> None:
            client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=text)

        if not access.allowed(event.get("user_id"), channel):
            reply(REFUSAL)
            return
        base = name.replace("\\", "/").rsplit("/", 1)[-1].lstrip(". ") or "upload"
        safe_name = re.sub(r"[^\w.\- ()\u4e00-\u9fff]", "_", base)[:120]  # never a path
        suffix = "." + safe_name.rsplit(".", 1)[-1].lower() if "." in safe_name else ""
        if suffix not in SUPPORTED_SUFFIXES:
            reply(f"✗ {escape(safe_name)}: unsupported file type; {_SUPPORTED_HINT}")
            return
        size = int(info.get("size") or 0)
        if size > slack.max_upload_mb * 1_000_000:
            limit = f"{slack.max_upload_mb:.0f} MB"
            reply(f"✗ {escape(safe_name)}: file is {size / 1e6:.1f} MB, over the {limit} limit.")
            return
        url = info.get("url_private_download") or info.get("url_private")
        token = slack.bot_token.get_secret_value() if slack.bot_token else ""
        response = requests.get(str(url), headers={"Authorization": f"Bearer {token}"}, timeout=60)
        if response.status_code != 200:
            reply(f"✗ {escape(safe_name)}: download failed (HTTP {response.status_code}).")
            return
        source = f"slack:{info.get('id')}/{safe_name}"
        if info.get("permalink"):
            state.put_file(source, str(info["permalink"]))
        outcome = services.ingest_upload(response.content, source, safe_name)
        if outcome.status == "failed":
            reply(f"✗ {escape(safe_name)}: {escape(outcome.message)}")
        elif outcome.status == "unchanged":
            who = escape(outcome.candidate_name or "")
            reply(f"{escape(safe_name)} is already indexed ({who}); nothing added.")
        else:
            merged = (
                f", merged with the existing {escape(outcome.merged_with)}"
                if outcome.merged_with
                else ""
            )
            reply(f"✓ Indexed {escape(safe_name)}: {escape(outcome.candidate_name or '')}{merged}.")

    app.event("file_shared")(ack=ack_only, lazy=[on_file_shared])
    return app
