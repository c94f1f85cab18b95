"""What the shape of one CV line says: the sentence around a span, one item of a list of
tools, an organisation opening a short line (an entry header), a date range of its own, a
citation."""

from __future__ import annotations

import re

from bot.answer.chunk_views import ChunkView
from ingest.dates import find_spans
from ingest.language import (
    PAPERS_COUNTED,
    PUBLICATION_LABEL,
    PUBLICATION_NOISE,
    PUBLISHED_AT,
    SERVICE,
    YEAR,
    clause_span,
    strip_bullet,
)
from ingest.metadata import SectionKind

_SENTENCE_END = re.compile(r"(?<=[。；;!?！？])|(?<=[a-z)\]]\.)\s+")
_LIST_SPLIT = re.compile(r"\s*[,，、/|｜;；]\s*")
_LIST_LABEL = re.compile(
    r"(?i)^\W*(?:tech(?:nology|nical)?\s+stack|stack|tools?|skills?|technolog(?:y|ies)|"
    r"environment|frameworks?|platforms?|languages?|keywords?)\s*[:：]|^\W*(?:技术栈|技能|工具|环境)\s*[:：]"
)


def sentence_at(text: str, start: int, end: int) -> str:
    """The sentence (or clause of a long line) around a span."""
    if len(text) <= 160:
        return text
    pieces = [p for p in _SENTENCE_END.split(text) if p]
    pos = 0
    for piece in pieces:
        lo, hi = pos, pos + len(piece)
        pos = hi
        if lo <= start < hi or (start <= lo < end):
            return piece
    return text


_CLAUSE_STOP = re.compile(r"[,，;；。]")


def clause_of(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the clause of a CV line around text[start:end] begins and ends (up to a comma, a
    semicolon or a full stop; brackets stay in: "在华为工作期间（2018-2020）")."""
    return clause_span(text, start, end, _CLAUSE_STOP)


def listed(text: str, start: int) -> bool:
    """Is the mention at `start` one short item of a list of tools or technologies?"""
    if _LIST_LABEL.search(text) and not YEAR.search(text):
        return True
    items = _LIST_SPLIT.split(text)
    if len(items) < 4 or YEAR.search(text):
        return False
    pos = 0
    for item in _LIST_SPLIT.finditer(text):
        if item.start() > start:
            break
        pos = item.end()
    nxt = _LIST_SPLIT.search(text, pos)
    own = text[pos : nxt.start() if nxt else len(text)]
    return len(own.split()) <= 3


def opens_line(line: str, start: int) -> bool:
    """The organisation opens a short line: an entry header ("Alibaba Inc. (2018.11 -)")."""
    return len(line) <= 90 and not re.search(r"\w", re.sub(r"^[\W\d_]*", "", line[:start]))


def dated(line: str) -> bool:
    """Does a line carry a date range of its own ("2015.07 – 2019.06", "2021 – 至今")?"""
    return any(s.end is not None or s.ongoing for s in find_spans(line))


_CITATION = re.compile(
    r"(?i:\b(?:in\s+proceedings|proceedings\s+of|proc\.|conference|symposium|journal|"
    r"transactions|workshop|arxiv|preprint|law\s+review)\b)|"
    r"\[[CJ]\]|学报|期刊|会议"
)


def is_publication_line(view: ChunkView, line: str) -> bool:
    if SERVICE.search(line) or PUBLICATION_NOISE.search(line):
        return False
    if view.section == SectionKind.PUBLICATIONS:
        return len(line) > 25
    if PUBLICATION_LABEL.match(strip_bullet(line)):
        return True  # "发表：《…》，《液晶与显示》，2019（第一作者）" under a degree, "• 论文: …"
    if PAPERS_COUNTED.search(line):
        return True  # "发表 EI 会议论文 1 篇" in a project's lines
    if PUBLISHED_AT.search(line) and YEAR.search(line):
        return True  # "My work has appeared at NeurIPS 2020", "论文发表于 VLDB 2021"
    # a citation elsewhere: a year and a venue word, or an author list
    return bool(YEAR.search(line)) and bool(_CITATION.search(line)) and line.count(",") >= 2
