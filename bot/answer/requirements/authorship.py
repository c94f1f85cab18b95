"""Authorship: "first-author papers", "第一作者", "一作"; "never first author", "非第一作者"
asks for the opposite. Sets `first_author` (True / False; None: not asked)."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading

FIRST_AUTHOR = re.compile(
    r"(?i:\bfirst[- ]author\w*|(?:\bwhere\s+(?:they(?:'re|\s+are)|s?he(?:'s|\s+is))\s+(?:the\s+)?)?"
    r"\blead[- ]author\w*|\blead\s*[(（/]\s*first\s*[)）]?\s*author\w*|"  # "lead (first) author"
    # "a paper with their name listed first", "named first on a paper"
    r"\b(?:(?:their|his|her)\s+)?name\s+(?:is\s+|was\s+)?(?:listed\s+|put\s+|comes\s+|came\s+)?"
    r"first\b(?:\s+(?:in|on)\s+the\s+(?:author|byline)(?:\s+list)?)?|"
    r"\bfirst\s+(?:in|on)\s+the\s+(?:author\s+list|byline)\b|"
    r"\b(?:listed|named)\s+first\b|\bfirst[- ]listed\b)|第一作者|一作|署名第一|排名第一的作者"
)
_NEVER_FIRST = re.compile(
    r"(?i:\bnever\b.{0,20}\bfirst[- ]author|\bnot\b.{0,12}\bfirst[- ]author)|"
    r"从未.{0,6}(?:第一作者|一作)|非第一作者"
)


def read(r: Reading) -> None:
    if FIRST_AUTHOR.search(r.text):
        r.c.first_author = not _NEVER_FIRST.search(r.text)


KIND = Kind("authorship", read)
