"""A section heading run onto the end of another column's line.

A two-column page (a sidebar beside the main column, as Chinese résumé classes set it) can
extract with a heading of one column at the end of the other column's line: "城市：上海
教育背景", "2011.09–2015.06 专业技能". Read as one line, the heading is lost and its section's
entries fall into the section above. `headings_apart` puts such a heading on a line of its
own: only a Chinese heading of four characters or more, after a space, with text before it."""

from __future__ import annotations

import re
from functools import cache

from ingest.language.sections import SECTION_KEYWORDS


@cache
def _trailing_heading() -> re.Pattern[str]:
    names = sorted(
        {
            h
            for _, headings in SECTION_KEYWORDS
            for h in headings
            if re.fullmatch(r"[\u4e00-\u9fff/与及]{4,}", h)
        },
        key=len,
        reverse=True,
    )
    return re.compile(rf"^(?P<head>.*\S)\s+(?P<heading>{'|'.join(map(re.escape, names))})\s*$")


def headings_apart(lines: list[str]) -> list[str]:
    """The lines, each heading at the end of another line on one of its own."""
    out: list[str] = []
    for line in lines:
        m = _trailing_heading().match(line)
        out.extend([m["head"], m["heading"]] if m else [line])
    return out
