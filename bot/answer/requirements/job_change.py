"""A change of employer: "2022年换过公司的 内部晋升不算", "who switched jobs in 2022",
"changed companies after 2020", "跳槽过的". Met by the record's full-time positions
(`ingest.career_moves.job_changes`: the years a full-time job began at another employer than
the full-time job before it; a promotion is no change), quoting the two positions' lines.
A year bounds it (`moved_in=2022`, `moved_in>=2021`); without one, any change counts."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import job_changes
from ingest.language import SELDOM_MOVES

_CHANGE = re.compile(
    r"(?i:\b(?:changed|switched|moved|hopped|changing|switching)\s+(?:jobs?|companies|"
    r"employers?|firms?)\b|\bjob[- ]hopp\w*|\b(?:changed|switched)\s+to\s+a\s+new\s+"
    r"(?:job|company|employer)\b|"
    # "jump from a big company to a robotics startup": a move from any employer before
    r"\b(?:jump(?:ed|s)?|mov(?:ed|e)|switch(?:ed)?|went|came|hopp?(?:ed)?)\s+(?:over\s+)?from\s+"
    r"(?:an?\s+|the\s+)?(?:big|large|major|huge|established|bigger)\s+(?:companies|company|"
    r"corporates?|corporations?|firms?|corps?|employers?)\b)|"
    r"(?:更)?换(?:过|了)?(?:公司|工作|东家|单位|雇主)|跳(?:过|了)?槽(?:过|了)?|"
    r"从(?:大厂|大公司|大企业)(?:出来)?(?=\s*(?:跳|转|去|到|加入))"
)
# a year in four digits, or two ("in '21", "21年跳过槽的")
_YEAR = re.compile(
    r"(?i:\b(?P<en_op>in|during|after|since|from|before|prior\s+to)\s+"
    r"(?:the\s+(?:start|beginning)\s+of\s+)?(?P<en>(?:19|20)\d\d\b|'\d\d\b))|"
    r"(?P<zh>(?:19|20)\d\d|(?<!\d)\d\d(?=\s*年))\s*年?\s*(?P<zh_op>以后|之后|以来|以前|之前)?"
)


def _full_year(digits: str) -> str:
    digits = digits.lstrip("'")
    return digits if len(digits) == 4 else f"20{digits}"


_OPS = {"after": ">", "since": ">=", "from": ">=", "before": "<", "prior to": "<"}
_ZH_OPS = {"以后": ">=", "之后": ">=", "以来": ">=", "以前": "<", "之前": "<"}


# never a change: one employer for the whole career (full-time work at all)
_CAREER = (
    r"(?:\s+(?:throughout|for|in|during|over)\s+(?:their|his|her)\s+"
    r"(?:whole\s+|entire\s+)?careers?)?"
)
_ONE = r"(?:one|a\s+single)\s+"
_NEVER = re.compile(
    r"(?i:\bnever\s+(?:changed|switched|moved|hopped)\s+(?:jobs?|companies|employers?|firms?)\b|"
    rf"\b(?:only|just)\s+(?:{_ONE})?(?:employer|company|firm){_CAREER}\b|"
    rf"\b{_ONE}(?:employer|company)\s+(?:(?:throughout|for|in)\s+(?:their|his|her)\s+"
    r"(?:whole\s+|entire\s+)?career|all\s+along)\b|"
    # "only ever worked at one company", "has worked for just one employer", "a one-company career"
    rf"\b(?:only|just)\s+(?:ever\s+)?(?:worked|been|stayed)\s+(?:at|for|with|in)\s+{_ONE}"
    rf"(?:employer|company|firm|place){_CAREER}\b|"
    rf"\b(?:worked|been)\s+(?:at|for)\s+(?:only|just)\s+{_ONE}(?:employer|company|firm){_CAREER}\b|"
    r"\bone[- ](?:company|employer)\s+careers?\b|\bnever\s+worked\s+anywhere\s+else\b)|"
    r"(?:没|没有|从没|从未|未)(?:换过|跳过|换)(?:槽|公司|工作|东家|单位|雇主)|没跳过槽|"
    r"(?:只|仅)(?:在)?一家(?:公司|单位)|一直在同一家(?:公司|单位)|(?:只|仅)(?:待过|干过|任职过|工作过)一家"
)


def find(text: str) -> Asked | None:
    if never := _NEVER.search(text):
        clause = "not moved_in>=1900 and years>0"
        return Asked(clauses=[clause], spans=[never.span()], figure=job_changes)
    change = _CHANGE.search(text)
    if change is None or SELDOM_MOVES.search(text):  # "不怎么跳槽那种": no change asked
        return None
    spans = [m.span() for m in _CHANGE.finditer(text)]  # "（换了公司的，…）": said again
    clause = "moved_in>=1900"
    if year := _YEAR.search(text):
        if year.group("en"):
            op = _OPS.get(" ".join(year.group("en_op").lower().split()), "=")
            clause = f"moved_in{op}{_full_year(year.group('en'))}"
        else:
            op = _ZH_OPS.get(year.group("zh_op") or "", "=")
            clause = f"moved_in{op}{_full_year(year.group('zh'))}"
        spans.append(year.span())
    return Asked(clauses=[clause], spans=spans, figure=job_changes)


KIND = record_kind("job change", find)
