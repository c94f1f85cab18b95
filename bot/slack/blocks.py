"""Answers as Block Kit: sections of at most 3,000 characters, sources in context blocks,
at most 50 blocks per message, a plain-text fallback. Quoted CV text is escaped so it can
neither ping anyone nor inject links, and contact details are redacted in channels."""

from __future__ import annotations

import re
from typing import Any

from bot.answer.models import Answer, Evidence
from bot.answer.render import cite

SECTION_LIMIT = 3000
BLOCK_LIMIT = 50
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
_PHONE = re.compile(r"(?:\(?\+\d{1,3}\)?[\s-]?)?(?:\d[\s-]?){7,13}\d")
_AT_WORDS = re.compile(r"@(?=(?:here|channel|everyone)\b)", re.I)

Block = dict[str, Any]


def escape(text: str) -> str:
    """Slack mrkdwn escaping: no <!channel>, <@U…> or <http://…|…> from CV text, and
    @here/@channel written out cannot notify."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _AT_WORDS.sub("@\u200b", text)


def redact(text: str) -> str:
    text = _EMAIL.sub("[email]", text)
    return _PHONE.sub(
        lambda m: "[phone]" if sum(c.isdigit() for c in m.group()) >= 8 else m.group(), text
    )


def _clean(text: str, redact_contacts: bool) -> str:
    return escape(redact(text) if redact_contacts else text)


def source_line(e: Evidence, language: str, link: str | None = None) -> str:
    where = escape(cite(e.file_name, e.section, e.page, language))
    return f"<{link}|{where}>" if link else where


def _split(text: str, limit: int = SECTION_LIMIT) -> list[str]:
    parts = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        cut = cut if cut > limit // 2 else limit
        parts.append(text[:cut])
        text = text[cut:].lstrip("\n")
    return [*parts, text] if text else parts


def answer_blocks(
    answer: Answer,
    *,
    redact_contacts: bool,
    file_links: dict[str, str] | None = None,
    feedback_id: str | None = None,
) -> list[list[Block]]:
    """The answer as one or more messages' blocks."""
    zh = answer.language == "zh"
    links = file_links or {}
    blocks: list[Block] = []
    if not answer.candidates:
        text = "没有找到符合条件的候选人。" if zh else "No candidate found."
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": text}})
    else:
        head = (
            f"找到 {len(answer.candidates)} 位候选人："
            if zh
            else f"Found {len(answer.candidates)} candidate"
            + ("s:" if len(answer.candidates) != 1 else ":")
        )
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": f"*{head}*"}})
        for n, c in enumerate(answer.candidates, start=1):
            body = f"*{n}. {escape(c.name)}*"
            if c.why:
                body += f" — {_clean(c.why, redact_contacts)}"
            for e in c.evidence:
                body += f"\n> {_clean(e.quote, redact_contacts)}"
            for chunk in _split(body):
                blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": chunk}})
            sources = [source_line(e, answer.language, links.get(e.source)) for e in c.evidence]
            if sources:
                blocks.append(
                    {
                        "type": "context",
                        "elements": [{"type": "mrkdwn", "text": s[:3000]} for s in sources[:10]],
                    }
                )
    if feedback_id:
        blocks.append(
            {
                "type": "actions",
                "block_id": f"feedback:{feedback_id}"[:255],
                "elements": [
                    {"type": "button", "text": {"type": "plain_text", "text": "👍"},
                     "action_id": "feedback_up", "value": "up"},
                    {"type": "button", "text": {"type": "plain_text", "text": "👎"},
                     "action_id": "feedback_down", "value": "down"},
                ],
            }
        )  # fmt: skip
    return [blocks[i : i + BLOCK_LIMIT] for i in range(0, len(blocks), BLOCK_LIMIT)]


def fallback_text(answer: Answer, redact_contacts: bool) -> str:
    text = redact(answer.answer) if redact_contacts else answer.answer
    return escape(text)[:3900]


def share_button(payload: str) -> Block:
    return {
        "type": "actions",
        "elements": [
            {
                "type": "button",
                "text": {"type": "plain_text", "text": "Share in channel"},
                "action_id": "share_in_channel",
                "value": payload[:2000],
            }
        ],
    }
