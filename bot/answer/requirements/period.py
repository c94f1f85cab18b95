"""A period the place must overlap: "before 2018" (up to 2017), "after 2015" (from 2016), "in
2019", "2018年以前", "2021年以后", "2019年时", "2015年在…", "在2015年", counted back from the
date asked: "in the last 3 yrs", "近两年". Only with an employer asked and no degree (a
degree's years are its graduation: `graduation`). Sets `period`; its
words are no topic. With a join verb ("joined Huawei in 2022 or later", "2022年以后加入华为")
the period is when the person's first position there began (`joined`)."""

from __future__ import annotations

import re
from datetime import date
from functools import partial

from bot.answer.requirements.base import NUMBER, Asked, number_of
from bot.answer.requirements.reading import Kind, Reading
from ingest.figures import current_employer
from ingest.org_figures import left_at

_BEFORE_YEAR = re.compile(
    r"(?i:\b(?:before|prior\s+to|pre-?|(?:gone|left|out)\s+by)\s*((?:19|20)\d\d)\b)|"
    r"((?:19|20)\d\d)\s*年?(?:以前|之前)|"
    # "20年之前就走了", "20年之前在菊厂待过": a year in two digits, only before a leaving verb
    # or a place ("20年之前" alone may be twenty years ago)
    r"(?<![\d.])([12]\d)\s*年(?:以前|之前)(?=.{0,3}(?:走|离开|离职)|\s*(?:就|还|曾)?\s*(?:在|于))"
)
# a join verb: "joined Huawei in 2022 or later", "moved to X since 2022", "22年之后才进华为":
# the period is when the first position there began (`Constraints.joined`)
_JOIN = r"(?:加入|入职|进(?!行|入了?解)|跳槽到?|去了?|来到)"
_JOIN_VERB = re.compile(
    rf"(?i:\b(?:joined|joining|join|moved\s+(?:to|over\s+to)|started\s+(?:at|with|in)|"
    rf"went\s+to|came\s+to|hired\s+(?:by|at|into))\b)|{_JOIN}"
)
_AFTER_YEAR = re.compile(
    r"(?i:\b(?:after|post-?)\s*((?:19|20)\d\d)\b)|((?:19|20)\d\d)\s*年?(?:以后|之后)|"
    # "22年之后才进…": a year in two digits, only before a join verb
    rf"(?<![\d.])([12]\d)\s*年(?:以后|之后)(?=\s*才?\s*{_JOIN})"
)
# the year itself and after: "in 2021 or later", "since 2021", "from 2021 on", "2021年及以后",
# "2021年起"
_FROM_YEAR = re.compile(
    r"(?i:\b((?:19|20)\d\d)\s+(?:or|and)\s+(?:later|after|since|beyond)\b|"
    r"\b(?:since|from)\s+((?:19|20)\d\d)(?:\s+on(?:wards?)?)?\b)|"
    r"((?:19|20)\d\d)\s*年?(?:及以后|及之后|起|开始|以来)|"
    # "24年以来升过职的", "22年起": a year in two digits (not "近10年以来", ten years)
    r"(?<![\d.近去满了多])([12]\d)\s*年(?:以来|起(?!码)|开始)"
)
_SEASON = r"(?:summer|spring|fall|autumn|winter)"
_IN_YEAR = re.compile(
    rf"(?i:\b(?:(?:back|sometime|some\s+time|at\s+(?:some|any)\s+(?:point|time))\s+)?"
    rf"(?:in|during|around|circa|about|approx\.?)\s+(?:the\s+)?"
    rf"(?:{_SEASON}\s+(?:of\s+)?)?((?:19|20)\d\d)\b|"
    rf"\b{_SEASON}\s+(?:of\s+)?((?:19|20)\d\d)\b|"
    # "sometime in '23": a year by its last two digits
    r"\b(?:(?:back|sometime|some\s+time)\s+)?(?:in|during|around)\s+['’]([0-2]\d)\b)|"
    r"((?:19|20)\d\d)\s*年?\s*(?:夏天|夏季|暑期|暑假|春季|秋季|冬季|上半年|下半年|年初|年中|年底|年末)|"
    # "19年暑假在实习的": a two-digit year and its season
    r"(?<![\d.])(?<!了)(?<!满)(?<!过)(1[5-9]|2\d)\s*年\s*(?:夏天|夏季|暑期|暑假|上半年|下半年|年初|年底)|"
    r"((?:19|20)\d\d)\s*年(?:时|期间|的时候|那会儿?|那时候?)|"
    # "2020年疫情那会儿": the year, what went on then, and "that time"
    r"((?:19|20)\d\d)\s*年[\u4e00-\u9fff]{2,4}?(?:期间|的时候|那会儿?|那时候?)|"
    # "2019年内任一时间", "2019年全年"
    r"((?:19|20)\d\d)\s*年\s*(?:内|中|里|全年|当年)"
    r"(?:\s*[（(]?\s*(?:的)?(?:任一时间|任意时间|任何时间|任何时候|某个时候|某段时间)\s*[）)]?)?|"
    r"(?i:\b(?:first|second|1st|2nd)\s+half\s+of\s+((?:19|20)\d\d)\b|"
    r"\b(?:early|mid|late)[- ]((?:19|20)\d\d)\b)|"
    r"(?:在|于)\s*((?:19|20)\d\d)\s*年(?:期间|间|内|里|时|的时候|那会儿?)?|"
    r"((?:19|20)\d\d)\s*年(?=\s*(?:有?谁|有没有人|有人|有)?(?:还|曾|时|那时|就已经|已经|就)?(?:在|于))|"
    r"((?:19|20)\d\d)\s*年(?=\s*(?:离开|离职))|"
    r"((?:19|20)\d\d)\s*年(?=\s*(?:有过|做过|当过|出去|去|有)?(?:实习|(?:正式|全职)?工作|上班))|"
    r"(?<![\d.])([12]\d)\s*年(?=\s*(?:有过|做过|当过|去)?(?:实习))|"  # "23年当过实习生"
    # "19年在菊厂待过的": a two-digit year before a place (not a count: "做了15年")
    r"(?<![\d.])(?<!了)(?<!满)(?<!过)(1[5-9]|2\d)\s*年(?=\s*(?:的时候|那会儿?|时)?\s*(?:还|曾)?\s*在)|"
    # "19年那会儿谁在菊厂": a two-digit year said as a time ("那会儿", "那时候", "的时候")
    r"(?<![\d.])(?<!了)(?<!满)(?<!过)(1\d|2\d)\s*年(?:那会儿?|那时候?|的时候)|"
    # "25年有谁在字节待过": the year, then who, then the place
    r"(?<![\d.])(?<!了)(?<!满)(?<!过)(1[5-9]|2\d)\s*年(?=\s*(?:有?谁|有没有人|有人)\s*(?:还|曾)?\s*在)|"
    r"(?i:\bback\s+in\s+'?([12]\d)\b(?!\s*(?:%|years?|months?|[a-z])))|"  # "interning back in 23"
    r"((?:19|20)\d\d)\s*年(?=\s*(?:有过|被)?(?:内部)?(?:晋升|升职|升过职))"
)
# both ends: "between 2018 and 2020", "from 2016 to 2019", "2018-2020", "2018到2020年之间"
_BETWEEN = re.compile(
    r"(?i:\bbetween\s+((?:19|20)\d\d)\s+(?:and|&)\s+((?:19|20)\d\d)\b|"
    r"\bfrom\s+((?:19|20)\d\d)\s+(?:to|until|till|through)\s+((?:19|20)\d\d)\b|"
    r"\b((?:19|20)\d\d)\s*[-–]\s*((?:19|20)\d\d)\b)|"
    r"((?:19|20)\d\d)\s*年?\s*(?:到|至|-|–)\s*((?:19|20)\d\d)\s*年?(?:之间|期间)?"
)
# a period counted back from the date asked: "in the last 3 yrs", "past two years", "近三年",
# "最近5年内", "过去两年里" (from the year N years ago on), "last year" / "去年", "this year"
_LAST_YEARS = re.compile(
    rf"(?i:\b(?:in\s+|within\s+|over\s+|during\s+)?the\s+(?:last|past|previous)\s+({NUMBER})\s+"
    rf"(?:years?|yrs?)\b)|(?:近|最近|过去(?:的)?)\s*({NUMBER})\s*年(?:内|里|以来|之内|中|间)?"
)
_LAST_YEAR = re.compile(r"(?i:\b(?:in\s+)?(last|this)\s+year\b)|(去|今)年")
# the summer most recently over, or this one: "this past summer", "last summer", "去年暑假"
_SUMMER = re.compile(
    r"(?i:\b(?:in\s+|during\s+|over\s+)?(this\s+past|last|this)\s+summer\b)|(去|今)年(?:的)?(?:夏天|暑假|暑期)"
)
# leaving or staying up to the period: "left Huawei before 2019", "在华为待到2019年以前",
# "2019年离开阿里的" (the place's positions must end: `left`)
LEFT = re.compile(r"(?i:\bleft\b|\bquit\b|\bgone\b)|离开|离职|走了|(?:待|干|做|呆)到")
# gone from the place asked, at no time named: "no longer there", "since left", "已不在"
GONE = re.compile(
    r"(?i:\bno\s+longer\s+(?:there|at|with|work)|\b(?:since|have|has|who've|who\s+have)\s+left\b|"
    r"\bnot\s+(?:there|at\s+\w+)\s+(?:any\s*more|now)\b|\bleft\s+(?:since|already)\b|"
    # "ex-bytedance people? not the ones still at tiktok"
    r"\bnot\s+(?:the\s+ones?|those|people|anyone|folks)\s+(?:who(?:'re|\s+are|\s+is)\s+)?still\s+"
    r"(?:at|with|there|in)\b)|"
    r"(?:现在|目前)?(?:已经?)?不在(?:那|那里|那边|了)?|(?:现在|目前)?已经?走了|已离职|离职了"
)
# half a year: "2020年上半年", "first half of 2024", "H2 2023"
_HALF = re.compile(
    r"(?P<y1>(?:19|20)\d\d|(?<![\d.])[12]\d(?=\s*年))\s*年?\s*(?P<h1>上|下)半年|"
    r"(?i:\b(?P<h2>first|second|1st|2nd)\s+half\s+of\s+(?P<y2>(?:19|20)\d\d)\b|"
    r"\bH(?P<h3>[12])\s*(?P<y3>(?:19|20)\d\d)\b|\b(?P<y4>(?:19|20)\d\d)\s*H(?P<h4>[12])\b|"
    # "mid 2023", "mid-2023", "in the middle of 2023", "2023年年中": its middle months
    r"\b(?P<h5>mid)[- ](?P<y5>(?:19|20)\d\d)\b|\bmiddle\s+of\s+(?P<y6>(?:19|20)\d\d)\b)|"
    r"(?P<y7>(?:19|20)\d\d|(?<![\d.])[12]\d(?=\s*年))\s*年\s*年中|"
    # a summer ("2018年暑假", "summer 2018", "the 2018 summer"): its middle months too
    r"(?P<y8>(?:19|20)\d\d|(?<![\d.])[12]\d(?=\s*年))\s*年\s*的?(?:夏天|夏季|暑期|暑假)|"
    r"(?i:\bsummer\s+(?:of\s+)?(?P<y9>(?:19|20)\d\d)\b|\b(?P<y10>(?:19|20)\d\d)\s+summer\b)"
)


PERIOD_WORDS = (
    _SUMMER, _LAST_YEARS, _LAST_YEAR, _BETWEEN, _BEFORE_YEAR, _AFTER_YEAR, _FROM_YEAR, _IN_YEAR,
    _JOIN_VERB, LEFT, _HALF,
)  # fmt: skip


def half_year_of(text: str) -> str | None:
    """The half-year a question names ("2020H1"), or its middle ("2023mid"), if it names one."""
    m = _HALF.search(text)
    if m is None:
        return None
    year = next(m.group(f"y{k}") for k in range(1, 11) if m.group(f"y{k}"))
    year = year if len(year) == 4 else f"20{year}"  # "23年下半年"
    if any(m.group(f"y{k}") for k in range(5, 11)):
        return f"{year}mid"  # May to August (`position_halves`)
    half = m.group("h1") or m.group("h2") or m.group("h3") or m.group("h4")
    return f"{year}H{1 if half.lower() in ('上', 'first', '1st', '1') else 2}"


def period_spans(text: str) -> list[tuple[int, int]]:
    """Where a question says a period (no topic of its own)."""
    return [m.span() for p in PERIOD_WORDS for m in p.finditer(text)]


def _year(m: re.Match[str]) -> int:
    digits = next(g for g in m.groups() if g)
    return int(digits) if len(digits) == 4 else 2000 + int(digits)


def period_of(text: str, today: date | None = None) -> tuple[int | None, int | None] | None:
    """The years a question's place must overlap: before 2018 = up to 2017, after 2015 =
    from 2016, in 2019 = 2019; with the date asked, "the last 3 years" = from the year three
    years back, "last year" = the year before."""
    if today is not None and (m := _LAST_YEARS.search(text)):
        n = number_of(next(g for g in m.groups() if g))
        if n is not None and 0 < n <= 50:
            return today.year - int(n) + (1 if today.month == 12 else 0), None
    if today is not None and (m := _SUMMER.search(text)):
        word = (m.group(1) or m.group(2) or "").lower()
        over = today.month >= 9  # this year's summer is over by September
        year = today.year if word in ("this", "今") or (word != "去" and over) else today.year - 1
        return year, year
    if today is not None and (m := _LAST_YEAR.search(text)):
        last = (m.group(1) or "").lower() == "last" or m.group(2) == "去"
        year = today.year - 1 if last else today.year
        return year, year
    if m := _BETWEEN.search(text):
        lo, hi = sorted(int(g) for g in m.groups() if g)
        return lo, hi
    if m := _BEFORE_YEAR.search(text):
        return None, _year(m) - 1
    if m := _AFTER_YEAR.search(text):
        return _year(m) + 1, None
    if m := _FROM_YEAR.search(text):
        return _year(m), None
    if m := _IN_YEAR.search(text):
        year = _year(m)
        return year, year
    if half := half_year_of(text):  # "23年下半年": the year of the half
        return int(half[:4]), int(half[:4])
    return None


def read(r: Reading) -> None:
    r.c.period = period_of(r.text, r.today) if r.has_place and r.c.degree is None else None
    r.c.joined = r.c.period is not None and bool(_JOIN_VERB.search(r.text))
    r.c.half = half_year_of(r.text) if r.c.period is not None else None
    # the employers asked, less the units of one of them ("hisilicon counts" under Huawei)
    top = {e for e in r.c.employers if not r.orgs.under(e, r.c.employers)}
    if r.c.period is None and len(top) == 1 and (gone := GONE.search(r.text)):
        # "worked at Google but no longer there", "在google待过 现在已经走了的": not there now
        name = r.orgs.display(next(iter(top)), "en")
        r.c.record.add(
            Asked(
                clauses=[f'not current_employer="{name}"'],
                spans=[gone.span()],
                figure=current_employer,
            )
        )
    if r.c.period is not None and len(top) == 1 and LEFT.search(r.text):
        # "left Huawei before 2019": was there then, and is not there now
        org = next(iter(top))
        name = r.orgs.display(org, "en")
        asked = Asked(clauses=[f'not current_employer="{name}"'], spans=[], figure=current_employer)
        r.c.record.add(asked)
        if r.c.period[0] is None and r.c.period[1] is not None:  # ... and gone by then
            r.c.record.add(
                Asked([f"left_{org}<={r.c.period[1]}"], [], figure=partial(left_at, org))
            )


KIND = Kind("period", read)
