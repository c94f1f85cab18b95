"""Markdown and plain text to normalised lines; markdown headings and bold lines are kept
as heading hints for the section splitter."""

from __future__ import annotations

import re

from ingest.models import TextLine
from ingest.normalize import normalize_text
from ingest.parsers.base import CVFormat, FormatParse
from ingest.parsers.encoding import decode_text

_HEADING = re.compile(r"^#{1,6}\s+")
_BOLD_LINE = re.compile(r"^\*\*(.+?)\*\*$")
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)\)")
_AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
_EMPHASIS = re.compile(r"(\*\*|__)(.+?)\1")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\w*])")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|])")
# inline HTML a Markdown CV uses for looks ("<sub>Jane Roe · updated 2026</sub>", "<br>")
_HTML_TAG = re.compile(
    r"(?i)</?(?:sub|sup|small|big|span|font|center|b|i|u|em|strong|kbd|mark|br|p|div)\b[^>]*/?>"
)


def _link(match: re.Match[str]) -> str:
    text, url = match.group(1).strip(), match.group(2).strip()
    if not url.startswith(("http://", "https://", "mailto:")) or url.rstrip("/") in text:
        return text
    if url.startswith("mailto:"):
        return text or url[7:]
    return f"{text} ({url})" if text else url


def clean_markdown_line(line: str) -> tuple[str, bool]:
    """Return the plain text of one markdown line and whether it reads as a heading."""
    heading = bool(_HEADING.match(line))
    line = _HEADING.sub("", line)
    if _BOLD_LINE.match(line.strip()):
        heading = True
    line = _LINK.sub(_link, line)
    line = _AUTOLINK.sub(r"\1", line)
    line = _EMPHASIS.sub(r"\2", line)
    line = _ITALIC.sub(r"\1", line)
    line = _ESCAPE.sub(r"\1", line)
    line = _HTML_TAG.sub(" ", line)
    return line.strip(), heading


def markdown_lines(raw: str) -> list[TextLine]:
    out: list[TextLine] = []
    for line in normalize_text(raw).split("\n"):
        text, heading = clean_markdown_line(line)
        if text:
            out.append(TextLine(text=text, heading=heading))
    return out


def parse_markdown(data: bytes, max_bytes: int) -> FormatParse:
    return FormatParse(lines=markdown_lines(decode_text(data)))


FORMAT = CVFormat(name="markdown", suffixes=(".md", ".markdown"), parse=parse_markdown)
