"""What a Slack message asks, read before anything tokenises or embeds it: Slack's markup
around the question removed (leading broadcasts and mentions such as `<!channel>`, `@here`,
`<@U…>`, and mentions of the bot anywhere), the text normalised (NFKC, entities, spaces),
every run of more than `MAX_WORD` characters without a space or a CJK character cut to
that length (a 40,000-character "word" costs what a normal question costs: the embedder's
work grows with the square of its tokens), and the result held to a length budget
(`CVBOT_SLACK_MAX_QUESTION_CHARS`); a longer question gets a message instead of an answer."""

from __future__ import annotations

import html
import re
import unicodedata

from pydantic import BaseModel

MAX_WORD = 64  # longer than any word, e-mail or short link a question needs

_LEADING = re.compile(
    r"^(?:\s|<!(?:channel|here|everyone)(?:\|[^>]*)?>|<!subteam\^[A-Z0-9]+(?:\|[^>]*)?>"
    r"|<@[A-Z0-9]+(?:\|[^>]*)?>|@(?:channel|here|everyone)\b)+",
    re.I,
)
_MENTION = re.compile(r"<@[A-Z0-9]+(?:\|[^>]*)?>")
_LONG_RUN = re.compile(rf"[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff]{{{MAX_WORD + 1},}}")


class SlackQuestion(BaseModel):
    text: str  # what the engine reads ("" when nothing was asked)
    too_long: bool = False  # over the budget: answer with `too_long_message`
    length: int = 0  # characters after normalisation


def read_question(raw: str, budget: int) -> SlackQuestion:
    text = _LEADING.sub("", raw or "")
    text = _MENTION.sub(" ", text)
    text = html.unescape(unicodedata.normalize("NFKC", text))
    text = _LONG_RUN.sub(lambda m: m.group(0)[:MAX_WORD], text)
    text = " ".join(text.split())
    if len(text) > budget:
        return SlackQuestion(text="", too_long=True, length=len(text))
    return SlackQuestion(text=text, length=len(text))


def too_long_message(question: SlackQuestion, budget: int, language: str) -> str:
    if language == "zh":
        return f"问题太长（{question.length} 个字符）：请缩短到 {budget} 个字符以内再问。"
    return (
        f"That is too long for one question ({question.length:,} characters): please ask "
        f"in at most {budget:,} characters."
    )
