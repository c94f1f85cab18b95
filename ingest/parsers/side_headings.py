"""A section heading run onto the end of another column's line.

A two-column page (a sidebar beside the main column, as Chinese résumé classes set it) can
extract with a heading of one column at the end of the other column's line: "城市：上海
教育背景", "2011.09–2015.06 专业技能". Read as one line, the heading is lost and its section's
entries fall into the section above. `headings_apart` puts such a heading on a line of its
own: a Chinese heading of four characters or more after a space with text before it; a
shorter one ("技能", "荣誉") only after a date, a bracket or a link, not after prose ("熟悉
Python 技能"); a heading the sidebar broke over two lines ("邮箱：…@163.com 教育" / "背景");
one glued to a link ("…@example.cn创业经历", as OCR reads it); two joined into one after a
date ("2011.09–2015.06 论文与学术服务")."""

from __future__ import annotations

import re
from functools import cache

from ingest.language.sections import SECTION_KEYWORDS


def _headings(short: bool) -> list[str]:
    shape = r"[\u4e00-\u9fff]{2,3}" if short else r"[\u4e00-\u9fff/与及]{4,}"
    found = {h for _, headings in SECTION_KEYWORDS for h in headings if re.fullmatch(shape, h)}
    return sorted(found, key=len, reverse=True)


@cache
def _trailing_heading() -> re.Pattern[str]:
    names = "|".join(map(re.escape, _headings(short=False)))
    return re.compile(rf"^(?P<head>.*\S)\s+(?P<heading>{names})\s*$")


@cache
def _trailing_joined_heading() -> re.Pattern[str]:
    # two headings joined into one ("论文与学术服务", "项目及竞赛"), after a date or a bracket
    names = "|".join(map(re.escape, _headings(short=False) + _headings(short=True)))
    joined = rf"(?:{names})(?:\s*[与及和、&/]\s*(?:{names}))+"
    return re.compile(rf"^(?P<head>.*(?:\d|[)）]))\s+(?P<heading>{joined})\s*$")


@cache
def _trailing_short_heading() -> re.Pattern[str]:
    # only after what no sentence ends with: a date or number, a bracket, a link or address
    names = "|".join(map(re.escape, _headings(short=True)))
    return re.compile(rf"^(?P<head>.*(?:\d|[)）]|\S*[@/.]\S*))\s+(?P<heading>{names})\s*$")


@cache
def _glued_heading() -> re.Pattern[str]:
    # right after a link or an e-mail address, no space between ("…@example.cn创业经历")
    names = "|".join(map(re.escape, _headings(short=False) + _headings(short=True)))
    return re.compile(rf"^(?P<head>.*\S*[@/.]\S*?[A-Za-z0-9])(?P<heading>{names})\s*$")


def _broken_heading(line: str, following: str) -> tuple[str, str] | None:
    """The text before a heading whose first characters end `line` and whose rest is all
    of the `following` line, and that heading."""
    head, _, start = line.rpartition(" ")
    rest = following.strip()
    if head.strip() and start and rest and start + rest in _headings(short=False):
        return head.rstrip(), start + rest
    return None


def headings_apart(lines: list[str]) -> list[str]:
    """The lines, each heading at the end of another line on one of its own."""
    out: list[str] = []
    skip = False
    for i, line in enumerate(lines):
        if skip:
            skip = False
            continue
        if i + 1 < len(lines) and (broken := _broken_heading(line, lines[i + 1])):
            out.extend(broken)
            skip = True
        elif m := (
            _trailing_heading().match(line)
            or _trailing_joined_heading().match(line)
            or _trailing_short_heading().match(line)
            or _glued_heading().match(line)
        ):
            out.extend([m["head"], m["heading"]])
        else:
            out.append(line)
    return out
