"""What cvbot looks like in Slack: answers, candidate cards, the paginated people list,
comparisons, job-match rankings and short notices, each as a `SlackMessage` (Block Kit
blocks plus a plain-text fallback) that is checked against Slack's limits when it is built
(bot/slack/limits.py).

Text that comes from CVs is escaped so it can neither ping anyone nor inject links, contact
details are redacted in channels, and sources are shown by file name, never by the path the
server ingested them from."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, Field, model_validator

from bot.answer.models import Answer, Comparison, Evidence, Ranking, Summary
from bot.answer.render import cite, count_line, render_answer
from bot.slack.limits import (
    MAX_BLOCKS,
    MAX_BUTTON_TEXT,
    MAX_FIELD_TEXT,
    MAX_HEADER_TEXT,
    MAX_SECTION_TEXT,
    check_message,
)
from ingest.language import EMAIL, PHONE_LIKE

SECTION_LIMIT = MAX_SECTION_TEXT
BLOCK_LIMIT = MAX_BLOCKS
FALLBACK_LIMIT = 3900  # what a notification or an old client shows
_AT_WORDS = re.compile(r"@(?=(?:here|channel|everyone)\b)", re.I)

Block = dict[str, Any]


class SlackMessage(BaseModel):
    """One Slack message; building it checks Block Kit's limits."""

    text: str
    blocks: list[Block]

    @model_validator(mode="after")
    def _within_limits(self) -> SlackMessage:
        check_message(self.text, self.blocks)
        return self

    def plus(self, *blocks: Block) -> SlackMessage:
        return SlackMessage(text=self.text, blocks=[*self.blocks, *blocks])


class PeoplePage(BaseModel):
    """One page of `/cv list`: cards of the people on it, 0-based page number."""

    people: list[Summary]
    page: int
    pages: int
    total: int
    file_links: dict[str, str] = Field(default_factory=dict)


# -- text helpers ------------------------------------------------------------------------------
def escape(text: str) -> str:
    """Slack mrkdwn escaping: no <!channel>, <@U…> or <http://…|…> from CV text, and
    @here/@channel written out cannot notify."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _AT_WORDS.sub("@\u200b", text)


def redact(text: str) -> str:
    text = EMAIL.sub("[email]", text)
    return PHONE_LIKE.sub(
        lambda m: "[phone]" if sum(c.isdigit() for c in m.group()) >= 8 else m.group(), text
    )


def _clean(text: str, redact_contacts: bool) -> str:
    return escape(redact(text) if redact_contacts else text)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def file_name(source: str) -> str:
    """The file name of a source as ingested ('/srv/cvs/a.pdf', 'slack:F1/a.pdf' -> 'a.pdf')."""
    return source.replace("\\", "/").rsplit("/", 1)[-1] or source


def _section(text: str) -> Block:
    return {"type": "section", "text": {"type": "mrkdwn", "text": _cut(text, SECTION_LIMIT)}}


def _split(text: str, limit: int = SECTION_LIMIT) -> list[str]:
    parts = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        cut = cut if cut > limit // 2 else limit
        parts.append(text[:cut])
        text = text[cut:].lstrip("\n")
    return [*parts, text] if text else parts


def _button(text: str, action_id: str, value: str) -> Block:
    return {"type": "button", "text": {"type": "plain_text", "text": text},
            "action_id": action_id, "value": value}  # fmt: skip


def source_line(e: Evidence, language: str, link: str | None = None) -> str:
    where = escape(cite(file_name(e.file_name), e.section, e.page, language, e.from_ocr))
    return f"<{link}|{where}>" if link else where


# -- answers -----------------------------------------------------------------------------------
def fallback_text(answer: Answer, redact_contacts: bool) -> str:
    """The plain text a notification shows: the answer as the text surface renders it."""
    text = render_answer(answer, "“Show more”" if answer.rest else "")
    text = redact(text) if redact_contacts else text
    return _cut(escape(text), FALLBACK_LIMIT) or "…"


def _answer_body(answer: Answer, redact_contacts: bool, links: dict[str, str]) -> list[Block]:
    zh = answer.language == "zh"
    if not answer.candidates:
        return [_section(render_answer(answer))]
    count = answer.total
    head = (
        f"找到 {count} 位候选人：" if zh else f"Found {count} candidate{'s' if count != 1 else ''}:"
    )
    if where := count_line(answer):
        head = f"{head[:-1]}（{where}）：" if zh else f"{head[:-1]} ({where}):"
    blocks = [_section(f"*{head}*")]
    for n, c in enumerate(answer.candidates, start=answer.offset + 1):
        body = f"*{n}. {escape(c.name)}*"
        if c.why:
            body += f" — {_clean(c.why, redact_contacts)}"
        for e in c.evidence:
            body += f"\n> {_clean(e.quote, redact_contacts)}"
        blocks += [_section(chunk) for chunk in _split(body)]
        sources = [source_line(e, answer.language, links.get(e.source)) for e in c.evidence]
        if sources:
            elements = [{"type": "mrkdwn", "text": _cut(s, SECTION_LIMIT)} for s in sources[:10]]
            blocks.append({"type": "context", "elements": elements})
    return blocks


def more_block(answer: Answer, more_id: str) -> Block:
    """ "20 of 312 — Show more": the button that posts the next page of a long answer
    (`more_id` names the page, stored server-side by bot/slack/listeners/pages.py)."""
    zh = answer.language == "zh"
    shown, following = answer.offset + len(answer.candidates), answer.next_page
    size = following.limit if following and following.limit else len(answer.candidates)
    size = min(size, answer.rest)
    label = f"再显示 {size} 位" if zh else f"Show {size} more"
    where = f"已显示 {shown} 位，共 {answer.total} 位" if zh else f"{shown} of {answer.total}"
    return {
        "type": "actions",
        "block_id": f"more:{more_id}"[:255],
        "elements": [_button(f"{label} ({where})"[:MAX_BUTTON_TEXT], "answer_more", more_id)],
    }


def answer_messages(
    answer: Answer,
    *,
    redact_contacts: bool,
    file_links: dict[str, str] | None = None,
    feedback_id: str | None = None,
    more_id: str | None = None,
    reserve: int = 0,
) -> list[SlackMessage]:
    """The answer as one or more messages (long answers continue in a second message);
    `reserve` keeps room for blocks the caller adds to each message (a share button). A
    page of a longer answer ends with a "show more" button when `more_id` names the next
    page."""
    blocks = _answer_body(answer, redact_contacts, file_links or {})
    if more_id and answer.rest:
        blocks.append(more_block(answer, more_id))
    if feedback_id:
        blocks.append(
            {
                "type": "actions",
                "block_id": f"feedback:{feedback_id}"[:255],
                "elements": [
                    _button("👍", "feedback_up", "up"),
                    _button("👎", "feedback_down", "down"),
                ],
            }
        )
    size = BLOCK_LIMIT - reserve
    text = fallback_text(answer, redact_contacts)
    return [
        SlackMessage(text=text, blocks=blocks[i : i + size]) for i in range(0, len(blocks), size)
    ]


def answer_blocks(
    answer: Answer,
    *,
    redact_contacts: bool,
    file_links: dict[str, str] | None = None,
    feedback_id: str | None = None,
) -> list[list[Block]]:
    """The blocks of `answer_messages`, message by message."""
    messages = answer_messages(
        answer, redact_contacts=redact_contacts, file_links=file_links, feedback_id=feedback_id
    )
    return [m.blocks for m in messages]


# -- candidate card ----------------------------------------------------------------------------
def _field(title: str, lines: list[str]) -> Block:
    return {"type": "mrkdwn", "text": _cut(f"*{title}*\n" + "\n".join(lines), MAX_FIELD_TEXT)}


def _sources_line(sources: list[str], links: dict[str, str], words: dict[str, str]) -> str:
    names: list[str] = []
    for source in sources:
        name = escape(file_name(source))
        shown = f"<{links[source]}|{name}>" if source in links else name
        if shown not in names:
            names.append(shown)
    label = words["source"] if len(names) == 1 else words["sources"]
    return _cut(f"{label}: " + " · ".join(names), SECTION_LIMIT) if names else "—"


_CARD_WORDS = {
    "en": {"role": "Current role", "education": "Education", "skills": "Skills",
           "languages": "Languages", "publications": "Publications", "experience": "Experience",
           "figures": "In figures",
           "also": "Also", "more": "…and {n} more", "source": "Source", "sources": "Sources",
           "empty": "The CVs give no role, education or skills that cvbot could read."},
    "zh": {"role": "当前职位", "education": "教育背景", "skills": "技能", "languages": "语言",
           "publications": "论文", "experience": "工作经历",
           "figures": "概况", "also": "又名", "more": "…另有 {n} 项",
           "source": "来源", "sources": "来源",
           "empty": "简历中没有 cvbot 能读出的职位、教育背景或技能。"},
}  # fmt: skip


def summary_card(
    card: Summary, *, file_links: dict[str, str] | None = None, language: str = "en"
) -> SlackMessage:
    """`/cv summary`: a header with the name, fields for the current role, education, skills
    (and languages, publications), the recent experience, and the CV files it comes from;
    titled in the language the user asked in."""
    words = _CARD_WORDS["zh" if language == "zh" else "en"]
    links = file_links or {}
    title = card.label or card.name
    fields: list[Block] = []
    if card.latest_role:
        fields.append(_field(words["role"], [escape(card.latest_role)]))
    if card.education:
        fields.append(_field(words["education"], [escape(e) for e in card.education[:3]]))
    if card.skills:
        fields.append(_field(words["skills"], [escape(", ".join(card.skills))]))
    if card.languages:
        fields.append(_field(words["languages"], [escape(", ".join(card.languages))]))
    if card.publications:
        venues = f" ({escape(', '.join(card.venues[:6]))})" if card.venues else ""
        fields.append(_field(words["publications"], [f"{card.publications}{venues}"]))
    blocks: list[Block] = [
        {"type": "header", "text": {"type": "plain_text", "text": _cut(title, MAX_HEADER_TEXT)}}
    ]
    others = [a for a in card.aliases if a not in title]
    if others:
        blocks.append(_section(f"{words['also']}: " + escape(", ".join(others[:5]))))
    if fields:
        blocks.append({"type": "section", "fields": fields[:10]})
    else:
        blocks.append(_section(words["empty"]))
    if card.timeline:
        lines = [f"• {escape(t)}" for t in card.timeline[:5]]
        if len(card.timeline) > 5:
            lines.append("_" + words["more"].format(n=len(card.timeline) - 5) + "_")
        blocks.append(_section(f"*{words['experience']}*\n" + "\n".join(lines)))
    if card.figures:
        shown = "\n".join(f"• {escape(_cut(f, 300))}" for f in card.figures[:5])
        blocks.append(_section(f"*{words['figures']}*\n{shown}"))
    context = [_sources_line(card.sources, links, words), f"id `{escape(card.id)}`"]
    blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": t} for t in context]})
    text = title + (f" — {card.latest_role}" if card.latest_role else "")
    return SlackMessage(text=_cut(escape(text), FALLBACK_LIMIT), blocks=blocks)


# -- /cv list ----------------------------------------------------------------------------------
def people_page(page: PeoplePage) -> SlackMessage:
    """One page of everyone indexed: name (other script), current role, CV files; and
    ‹ Previous / Next › buttons that replace the page in place."""
    if not page.people:
        return notice("Nobody is indexed yet.")
    lines = []
    for card in page.people:
        title = card.label or card.name
        line = f"• *{escape(title)}*"
        if card.latest_role:
            line += f" — {escape(card.latest_role)}"
        files = ", ".join(
            dict.fromkeys(
                f"<{page.file_links[s]}|{escape(file_name(s))}>"
                if s in page.file_links
                else escape(file_name(s))
                for s in card.sources
            )
        )
        if files:
            line += f"\n      {files}"
        lines.append(line)
    shown = f"{page.total} candidate{'s' if page.total != 1 else ''} indexed"
    head = shown if page.pages == 1 else f"{shown} · page {page.page + 1} of {page.pages}"
    blocks: list[Block] = [_section(f"*{head}*")]
    blocks += [_section(chunk) for chunk in _split("\n".join(lines))]
    blocks.append(
        {"type": "context", "elements": [{"type": "mrkdwn",
         "text": "`/cv summary <name>` shows one person's card."}]}
    )  # fmt: skip
    buttons = []
    if page.page > 0:
        buttons.append(_button("‹ Previous", "list_prev", str(page.page - 1)))
    if page.page + 1 < page.pages:
        buttons.append(_button("Next ›", "list_next", str(page.page + 1)))
    if buttons:
        blocks.append({"type": "actions", "block_id": "list_pages", "elements": buttons})
    text = f"{head}: " + ", ".join((c.label or c.name) for c in page.people)
    return SlackMessage(text=_cut(escape(text), FALLBACK_LIMIT), blocks=blocks)


# -- /cv compare, /cv match ---------------------------------------------------------------------
def comparison_message(result: Comparison, *, redact_contacts: bool) -> SlackMessage:
    """Two or more people side by side: current role, education, skills, and with a topic
    the quotes of their CVs about it (file names only)."""
    blocks: list[Block] = []
    for card in result.people:
        lines = [f"*{escape(card.name)}* — {escape(card.latest_role or '')}"]
        lines += [f"• {escape(e)}" for e in card.education[:2]]
        lines.append(f"• skills: {escape(', '.join(card.skills[:8]))}")
        if result.topic:
            evidence = result.evidence.get(card.id, [])
            lines += [
                f"> {_clean(e.quote, redact_contacts)} ({escape(file_name(e.file_name))})"
                for e in evidence
            ] or ["_(no evidence)_"]
        blocks += [_section(chunk) for chunk in _split("\n".join(lines))]
    names = " · ".join(card.name for card in result.people)
    text = names + (f" — {result.topic}" if result.topic else "")
    return SlackMessage(
        text=_cut(escape(text), FALLBACK_LIMIT), blocks=blocks[: BLOCK_LIMIT - 1]
    )  # + share button


def ranking_message(ranking: Ranking) -> SlackMessage:
    """The best matches for a job description, best first, with their scores."""
    lines = [
        f"{n}. {escape(m.name)} — score {m.score:.2f}" for n, m in enumerate(ranking.matches, 1)
    ]
    body = "*Best matches:*\n" + "\n".join(lines)
    text = "Best matches: " + ", ".join(m.name for m in ranking.matches)
    return SlackMessage(text=_cut(escape(text), FALLBACK_LIMIT), blocks=[_section(body)])


# -- notices -----------------------------------------------------------------------------------
def notice(text: str, *, escaped: bool = False) -> SlackMessage:
    """A short reply (help, an error, a confirmation) as one or more sections. The text is
    escaped (unless it is mrkdwn cvbot wrote itself), so `<name>` placeholders show as
    written instead of becoming links."""
    safe = (text if escaped else escape(text)) or "…"
    blocks = [_section(chunk) for chunk in _split(safe)][: BLOCK_LIMIT - 1]  # + share button
    return SlackMessage(text=_cut(safe, FALLBACK_LIMIT), blocks=blocks)


def share_button(share_id: str) -> Block:
    return {
        "type": "actions",
        "block_id": "share",
        "elements": [_button("Share in channel", "share_in_channel", share_id[:2000])],
    }


def without_actions(message: SlackMessage) -> SlackMessage:
    """The message as shared in a channel: no buttons (pages, share, feedback)."""
    return SlackMessage(
        text=message.text, blocks=[b for b in message.blocks if b["type"] != "actions"]
    )
