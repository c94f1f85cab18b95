"""Positions told in Chinese sentences: where ("我加入某某公司", "跳槽到…", "在某某有限公司物流
规划部工作"), as what ("担任…", "岗位是…"), when ("2018年7月…加入…，一直工作到2021年2月", "…，
目前仍在…工作") and a later title ("2023年4月晋升为…"), for `ingest.prose_positions`."""

from __future__ import annotations

import re

from ingest.dates import DateSpan, YearMonth, find_span, find_spans
from ingest.entry_fields import OrgFinder, without_brackets
from ingest.language import ORG_END_ZH, ROLE_WORD
from ingest.models import EmploymentItem

_ROLE_ZH = re.compile(
    r"(?:担任|任职|出任|(?<!责)任|作为|成为|做|入职时为|时为|(?:岗位|职位)(?:是|为))\s*([^，,。；;、]{2,30}?)"
    r"(?=\s*(?:[，,。；;、]|$))"
)
# the unit before a title said with it: "外周介入事业部(介入肿瘤产品线)高级销售代表"
_UNIT_BEFORE = re.compile(r"^.*(?:部|处|中心|科|组|[)）])(?=[^)）]{2,16}$)")
# a later title at the same employer, in a sentence of its own: "2023年4月我晋升为宠物险核保主管"
_PROMOTED_ZH = re.compile(
    r"(?:晋升为|晋升至|升任|升为|提升为|提拔为|(?<=起)任|(?<=起)担任)\s*([^，,。；;、]{2,16}?)(?=\s*(?:[，,。；;、]|并|$))"
)
_DEPT_ZH = re.compile(r"(?<=公司)[\u4e00-\u9fff]{1,8}?(?:部|处|科|中心|室|组)$")
_JOINED_ZH = re.compile(r"[^。；;]{0,12}?(?:入职|加入|跳槽到|跳槽至|跳到|进入)")
_STILL_ZH = re.compile(
    r"目前仍在|目前还在|至今仍在|一直工作至今|工作至今|仍在.{0,12}工作|(?:入职|加入|进入)[^，,。；;]{0,20}至今"
)
_LEFT_ZH = re.compile(r"\s*(?:离职|离开)")  # "2018 年 3 月离职": the end of a stay
_NOW_ZH = re.compile(r"目前|至今|现任|现在")
_ORG_ZH = re.compile(
    r"(?:在|于|加入|就职于|任职于|供职于|跳槽到|跳槽至|跳到|进入|调到|调入|(?<=我)到|(?<=我)去)"
    r"([^\s，,。；;、年月]{2,36}?)"
    # (not "有限责任公司"; a company's bracket after its legal form: "…有限责任公司(合资企业,南京)")
    r"(?=担任|任职|任(?!公司)|作为|从事|工作|实习|做|[，,。；;]|(?<=公司)[(（]|$)"
)
_UNTIL_ZH = re.compile(r"(?:工作|干|做|待)到\s*$")


def role_in_zh(sentence: str) -> str | None:
    """The title a Chinese sentence says its writer held ("担任智能驾驶测试工程师")."""
    m = _ROLE_ZH.search(sentence)
    if m is None:
        return None
    title = m.group(1)
    if len(title) > 16:
        title = _UNIT_BEFORE.sub("", title)
    return title if len(title) <= 16 and ROLE_WORD.search(title) else None


def org_in_zh(sentence: str, orgs: OrgFinder) -> str | None:
    """The organisation a Chinese sentence says its writer worked at: a known one, or a name
    with an organisation's ending ("某某有限公司（某某集团）": the name before its bracket says
    what it is; "某某有限公司物流规划部": a company's department)."""
    for m in _ORG_ZH.finditer(sentence):
        # (else the name before "的": "华为海思上海研究所的模拟设计部" is the institute's)
        for name in dict.fromkeys([m.group(1), m.group(1).split("的")[0]]):
            bare = without_brackets(name)
            if orgs(name) or ORG_END_ZH.search(bare) or ORG_END_ZH.search(_DEPT_ZH.sub("", bare)):
                return name
    return None


def joined_range_zh(sentence: str, spans: list[DateSpan]) -> DateSpan | None:
    """A stay told by when it began and how it ended: joined, then worked until ("2012年7月入
    职时为助理兽医，…，一直工作到2018年3月"), or still there ("2021年3月我跳槽到…，…目前仍在…
    工作"); a start after a clause is one too ("2018年7月本科毕业后，我加入…")."""
    joined = [x for x in spans if _JOINED_ZH.match(sentence, x.stop)]
    until = [
        x
        for x in spans
        if _UNTIL_ZH.search(sentence[: x.begin]) or _LEFT_ZH.match(sentence, x.stop)
    ]
    if joined and until and joined[0].begin < until[-1].begin:
        a, b = joined[0], until[-1]
        if a.start and b.start:
            return DateSpan(start=a.start, end=b.start, begin=a.begin, stop=b.stop)
    if joined and not until:  # "…目前仍在…工作", or nothing said of its end: open (`close_at`)
        a = joined[0]
        return DateSpan(start=a.start, ongoing=True, begin=a.begin, stop=a.stop)
    return None


def promoted_step(sentence: str, last: EmploymentItem) -> EmploymentItem | None:
    """A later title at the last position's employer, dated just before ("2023年4月我晋升为…
    主管", "…，2023年4月晋升为高级测试工程师，…")."""
    m = _PROMOTED_ZH.search(sentence)
    spans = [x for x in find_spans(sentence) if x.start is not None and m and x.stop <= m.start()]
    if m is None or not spans or m.start() - spans[-1].stop > 6:
        return None
    spans = spans[-1:]
    if not last.start or str(spans[0].start) <= last.start:
        return None
    since = spans[0].start
    assert since is not None
    years_from_start(last, end=since.previous())  # the earlier title ends the month before
    ended = find_span(last.end) if last.end and not last.ongoing else None  # the stay's end
    last.end, last.ongoing = str(since.previous()), False
    now = ended is None and (bool(_NOW_ZH.search(sentence)) or spans[0].ongoing)
    until = ended.start if ended is not None else None
    return EmploymentItem(
        employer=last.employer,
        role=without_brackets(m.group(1)) or m.group(1),  # "护理组长(带 4 名护士)"
        years=DateSpan(start=since, end=until, ongoing=now).years,
        start=str(since),
        end=str(until) if until else None,
        ongoing=now,
        org_id=last.org_id,
    )


def still_there(sentence: str, last: EmploymentItem) -> bool:
    """A sentence that says the last stay, open at its end, runs on ("至今仍在特来电工作。"):
    it is marked ongoing."""
    if last.end or last.ongoing or not _STILL_ZH.search(sentence):
        return False
    last.ongoing = years_from_start(last, ongoing=True)
    return last.ongoing


def years_from_start(
    last: EmploymentItem, *, end: YearMonth | None = None, ongoing: bool = False
) -> bool:
    """The stay's years again, from its start to `end` (or on, when `ongoing`); False when its
    start reads as no date."""
    began = find_span(last.start) if last.start else None
    if began is None or began.start is None:
        return False
    last.years = DateSpan(start=began.start, end=end, ongoing=ongoing).years
    return True
