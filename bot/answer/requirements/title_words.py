"""Words asked of the current title itself: "anyone with tech lead in their title rn", "who
has 'staff' in their title", "titles containing architect", "title里带总监的", "职位名称里有
架构师的". Met by the record's current title containing the words (`title~"tech lead"`),
quoting that position's line; the level words inside are not asked again as a seniority."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import current_employer

_WORDS = r"[\"“'‘]?(?P<w>[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff .&/+-]{0,30}?)[\"”'’]?"
# "... in their title": what follows the words asked
_IN_TITLE = r"\s+in\s+(?:their|the|his|her|a)\s+(?:current\s+|job\s+)?titles?\b"
IN_TITLE = re.compile(rf"(?i)[\"”'’]?{_IN_TITLE}")
_RULES = [
    re.compile(rf"(?i)\b(?:with|has|have|having|got)\s+(?:an?\s+)?{_WORDS}(?={_IN_TITLE})"),
    re.compile(
        rf"(?i)\btitles?\s+(?:that\s+)?(?:contains?|containing|includes?|including|with|has|"
        rf"having|mentions?)\s+{_WORDS}(?=\s*(?:$|[?.,;!]|\b(?:now|rn|right|currently)\b))"
    ),
    re.compile(
        rf"(?:title|职位|头衔|职称|岗位)(?:名称|名)?\s*(?:里|中)?\s*(?:有|带|带有|包含|含)\s*{_WORDS}"
        rf"(?=\s*(?:的|$|[?？，,。]))"
    ),
]


def find(text: str) -> Asked | None:
    for rule in _RULES:
        if m := rule.search(text):
            words = m.group("w").strip().replace('"', "")
            end = m.end()
            if tail := IN_TITLE.match(text, end):
                end = tail.end()
            return Asked(
                clauses=[f'title~"{words}"'], spans=[(m.start(), end)], figure=current_employer
            )
    return None


KIND = record_kind("title words", find)
