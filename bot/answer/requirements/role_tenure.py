"""A role held all through a recent stretch: "who has been a PM the whole last 5 years",
"worked as a data analyst for the past 3 years", "近5年一直在做产品经理的". Asked of the record
as full-time years in that role family and the role held now (`years_as_<family>>=5 and
role=<family>`), quoting the positions in the role."""

from __future__ import annotations

import re
from functools import partial

from bot.answer.requirements.base import NUMBER, Asked, number_of
from bot.answer.requirements.reading import record_kind
from bot.answer.requirements.role_words import role_families_in
from ingest.figures import experience_years

_TENURE = re.compile(
    rf"(?i:\b(?:been|worked\s+as|working\s+as|served\s+as)\s+(?:an?\s+)?(?P<role>[\w/ -]{{2,40}}?)"
    rf"\s+(?:for\s+)?(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:whole\s+|entire\s+|full\s+)?"
    rf"(?:last|past|previous)\s+(?P<n>{NUMBER})\s+(?:years?|yrs?)\b)|"
    rf"(?:近|最近|过去)(?P<n2>{NUMBER})\s*年(?:来|里|内|中)?(?:都|一直|始终)(?:在|是)?"
    r"(?:做|当|担任|干)?(?P<role2>[\u4e00-\u9fffA-Za-z]{2,10})"
)


def find(text: str) -> Asked | None:
    for m in _TENURE.finditer(text):
        n = number_of(m.group("n") or m.group("n2") or "")
        families = role_families_in(m.group("role") or m.group("role2") or "")
        if n is None or not 0 < n <= 50 or len(families) != 1:
            continue
        family = families[0]
        clauses = [f"years_as_{family}>={n:g}", f"role={family}"]
        figure = partial(experience_years, family=family)
        return Asked(clauses=clauses, spans=[m.span()], figure=figure)
    return None


KIND = record_kind("role held through the last years", find)
