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


# a list item's marker and where its text begins; a line indented as far as that text that
# goes on with the item's words joins it ("  - Design lead on …;" / "    run concept …")
_ITEM = re.compile(r"^(\s*(?:[-*+•·▪◦]|\d{1,2}[.)])\s+)\S")
# a line that stops mid-phrase ("… motion principles prototyped in" / "After Effects.");
# not one that ends on a date or a sentence ("…, summer 2024" / "Built the …": a new line)
_UNFINISHED = re.compile(r"[a-z,;&(/-]\s*$")
_NEW_ITEM = re.compile(r"^\s*(?:[-*+•·▪◦]|\d{1,2}[.)])\s")


def _items_joined(raw: str) -> str:
    """The text with each line that goes on a list item joined to it."""
    out: list[str] = []
    column = 0  # where the last item's text begins (0: no item open)
    for line in raw.replace("\r\n", "\n").split("\n"):
        indent = len(line) - len(line.lstrip(" "))
        goes_on = line.strip()[:1].islower() or bool(_UNFINISHED.search(out[-1])) if out else False
        if column and line.strip() and indent >= column and goes_on and not _NEW_ITEM.match(line):
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
            continue
        item = _ITEM.match(line)
        column = len(item.group(1)) if item and len(item.group(1)) >= 2 else 0
        out.append(line)
    return "\n".join(out)


def markdown_lines(raw: str) -> list[TextLine]:
    out: list[TextLine] = []
    for line in normalize_text(_items_joined(raw)).split("\n"):
        text, heading = clean_markdown_line(line)
        if text:
            out.append(TextLine(text=text, heading=heading))
    return out


def parse_markdown(data: bytes, max_bytes: int) -> FormatParse:
    return FormatParse(lines=markdown_lines(decode_text(data)))


FORMAT = CVFormat(name="markdown", suffixes=(".md", ".markdown"), parse=parse_markdown)
