"""Date ranges as CVs write them, in English and Chinese.

    2019.07-至今 · 2019/07 – 2020/04 · Jul. 2016 — Jul. 2017 · 2021–now · 2023.9 - xxx ·
    Summer 2023 · 09/2018 - 06/2021 · 2019年7月至今 · Aug 2022 ‒ Present · (2018.11 -) ·
    2021 - 2024 (expected)

`find_span` returns the first range (or single date) of a line with month precision where
the CV gives one, and whether it is open-ended ("present", "至今", a trailing dash, an
expected end).
"""

from __future__ import annotations

import re

from pydantic import BaseModel

OPEN_END = 9999  # the `years` value that means "present" (EmploymentItem/EducationItem)

_MONTHS = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "may": 5,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
    "spr": 3,
    "sum": 6,
    "fal": 9,
    "aut": 9,
    "win": 12,
}  # fmt: skip  (first three letters of a month or season)
_MONTH_WORD = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)"
)
_Y = r"(?:19[5-9]\d|20[0-4]\d)"
_POINT = re.compile(
    # ("2017 - 03/2023": a year, then a month and year, is a range, not March 2017)
    rf"(?P<ym>(?<!\d)(?P<y1>{_Y})\s*[./\-年]\s*(?P<m1>0?[1-9]|1[0-2])(?!\d)"
    rf"(?!\s*/\s*{_Y}(?!\s*[./\-年]\s*\d))"
    rf"(?:[./\-](?:0?[1-9]|[12]\d|3[01])(?![\d.]))?\s*月?)"
    rf"|(?P<my>(?<!\d)(?P<m2>0?[1-9]|1[0-2])\s*[/.]\s*(?P<y2>{_Y})(?!\d))"
    rf"|(?P<wy>(?i:\b(?P<w>{_MONTH_WORD})\b)\.?,?\s*(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s*)?"
    rf"(?P<y3>{_Y})(?!\d))"
    # a year's season in Chinese: "2017 年暑期" (summer), "2019年秋季"
    rf"|(?P<ys>(?<![\d.])(?P<y6>{_Y})\s*年?\s*(?P<s6>暑期|暑假|夏季|夏天|春季|秋季|冬季|寒假))"
    rf"|(?P<yo>(?<![\d.])(?P<y4>{_Y})(?![\d])(?!\s*(?:万|亿|千|元|人|个|条|次|台|%|\+)))"
    # a year and month run together, as OCR leaves "2022.09" ("202209-至今"): only beside a
    # range's dash, so that no other six-digit number reads as a date
    rf"|(?P<yc>(?<![\d.])(?P<y5>{_Y})(?P<m5>0[1-9]|1[0-2])(?!\d)"
    rf"(?:(?=\s*(?:-{{1,2}}|–|—|~|～|至|到)\s*(?:至今|今|现在|(?i:present|now)\b|19|20))|"
    rf"(?<=(?:-|–|—|~|～|至|到)\d{{6}})|(?<=(?:-|–|—|~|～|至|到)\s\d{{6}})))"
)
_SEP = r"\s*(?:-{1,2}|–|—|‒|―|~|～|至|到|to)\s*"
# two months of one year: "2018 年 7 月至 9 月", "Jul.-Sep. 2016"
_MONTH_PAIR = re.compile(
    rf"(?<!\d)(?P<y1>{_Y})\s*年\s*(?P<m1>0?[1-9]|1[0-2])\s*月?{_SEP}(?P<m2>0?[1-9]|1[0-2])\s*月"
    rf"|(?i:\b(?P<w1>{_MONTH_WORD})\b)\.?{_SEP}(?i:\b(?P<w2>{_MONTH_WORD})\b)\.?,?\s*"
    rf"(?P<y2>{_Y})(?!\d)"
    # "Oct.-* 2020", "Oct.-now 2020": from that month on, the year written once after it
    rf"|(?i:\b(?P<w3>{_MONTH_WORD})\b)\.?{_SEP}(?:\*|(?i:present|now|today)\b)\s*,?\s*"
    rf"(?P<y3o>{_Y})(?!\d)"
)
_OPEN_WORD = re.compile(
    r"(?i:\b(?:present|now|current(?:ly)?|today|date|ongoing|in\s+progress|xxx+|till\s+now|"
    r"until\s+now)\b)"
    r"|至今|现在|今|在读"  # "2021.09–(在读)": still studying
    r"|至(?=\s|$)"  # "2020.09–至" / "今" on the next line: a date column cut inside 至今
)
# ("2019.07=2021.08": an OCR'd dash)
_SEPARATOR = re.compile(
    r"^\s*(?:-{1,2}|–|—|‒|―|~|～|=|→|(?i:to|until|till)|至|到|—{2})?\s*[(（]?\s*$"
)
_TRAILING_DASH = re.compile(r"^\s*(?:-{1,2}|–|—|‒|―|~|～|至|到)\s*(?:[)）\]]|$|[,，;；|｜]|\s{2})")
_EXPECTED = re.compile(r"(?i:\bexpected\b|\bexp\.|\banticipated\b)|预计|预期|在读(?!期间)")
# "2021.09 – 预计 2026.06", "Sep 2021 – expected Jun 2026": a range with an expected end
_EXPECTED_GAP = re.compile(
    r"^\s*(?:-{1,2}|–|—|‒|―|~|～|(?i:to)|至|到)\s*(?:(?i:expected|exp\.|anticipated)|预计|预期)\s*$"
)


class YearMonth(BaseModel):
    year: int
    month: int | None = None

    def key(self) -> int:
        return self.year * 100 + (self.month or 0)

    def __str__(self) -> str:
        return f"{self.year}-{self.month:02d}" if self.month else str(self.year)

    def previous(self) -> YearMonth:
        """The month before (of a year alone: December of the year before its January)."""
        month = self.month or 1
        return YearMonth(year=self.year - (month == 1), month=12 if month == 1 else month - 1)


class DateSpan(BaseModel):
    """A start (when known), an end (None while open-ended) and where the text was."""

    start: YearMonth | None = None
    end: YearMonth | None = None
    ongoing: bool = False
    begin: int = 0  # character offsets of the dates in the line
    stop: int = 0

    @property
    def years(self) -> list[int]:
        """[start, end] / [start, OPEN_END] / [year]: the compact form models keep."""
        first = self.start or self.end
        if first is None:
            return []
        if self.ongoing:
            return [first.year, OPEN_END]
        last = self.end or first
        return [first.year] if last.year == first.year else [first.year, last.year]

    def sort_key(self) -> tuple[int, int]:
        """Most recent first when sorted in reverse: (end, start), ongoing = latest."""
        end = 999_999 if self.ongoing else (self.end or self.start or YearMonth(year=0)).key()
        start = (self.start or self.end or YearMonth(year=0)).key()
        return end, start


def _point(m: re.Match[str]) -> YearMonth:
    if m.group("ym"):
        return YearMonth(year=int(m.group("y1")), month=int(m.group("m1")))
    if m.group("my"):
        return YearMonth(year=int(m.group("y2")), month=int(m.group("m2")))
    if m.group("yc"):
        return YearMonth(year=int(m.group("y5")), month=int(m.group("m5")))
    if m.group("wy"):
        return YearMonth(year=int(m.group("y3")), month=_MONTHS[m.group("w").lower()[:3]])
    if m.group("ys"):
        return YearMonth(year=int(m.group("y6")), month=_SEASONS_ZH[m.group("s6")[:1]])
    return YearMonth(year=int(m.group("y4")))


# the month a Chinese season word starts in ("暑期": summer, as "summer 2016" is June)
_SEASONS_ZH = {"暑": 6, "夏": 6, "春": 3, "秋": 9, "冬": 12, "寒": 1}


# an open-ended start: "Since 2021", "since Mar 2020", "自2021年起", "2019年以来"
_SINCE_BEFORE = re.compile(r"(?i:\bsince\s*(?:(?:early|mid|late)-?\s*)?$)|自\s*$")
_SINCE_AFTER = re.compile(r"^\s*年?\s*(?:\d{1,2}\s*月\s*)?(?:起|以来)")


def find_spans(text: str) -> list[DateSpan]:
    """Every date range or lone date in `text`, in order."""
    spans: list[DateSpan] = []
    for m in _MONTH_PAIR.finditer(text):
        if m.group("w3"):
            start = YearMonth(year=int(m.group("y3o")), month=_MONTHS[m.group("w3").lower()[:3]])
            spans.append(DateSpan(start=start, ongoing=True, begin=m.start(), stop=m.end()))
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
            continue
        if m.group("y1"):
            year, first, last = int(m.group("y1")), int(m.group("m1")), int(m.group("m2"))
        else:
            year = int(m.group("y2"))
            first, last = _MONTHS[m.group("w1").lower()[:3]], _MONTHS[m.group("w2").lower()[:3]]
        spans.append(
            DateSpan(
                start=YearMonth(year=year, month=first),
                end=YearMonth(year=year, month=last),
                begin=m.start(),
                stop=m.end(),
            )
        )
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    points = list(_POINT.finditer(text))
    i = 0
    while i < len(points):
        m = points[i]
        start = _point(m)
        nxt = points[i + 1] if i + 1 < len(points) else None
        gap = text[m.end() : nxt.start()] if nxt is not None else ""
        backwards = nxt is not None and not gap.strip() and _point(nxt).year < start.year
        if (
            nxt is not None
            and not backwards
            and (_SEPARATOR.match(gap) or _EXPECTED_GAP.match(gap))
        ):
            end = _point(nxt)
            tail = text[nxt.end() : nxt.end() + 14]
            expected = _EXPECTED.search(f"{gap} {tail}") or _EXPECTED.search(text[: m.start()])
            spans.append(
                DateSpan(
                    start=start,
                    end=end,
                    ongoing=bool(expected),
                    begin=m.start(),
                    stop=nxt.end(),
                )
            )
            i += 2
            continue
        after = text[m.end() :]
        open_word = _OPEN_WORD.search(after[:16])
        if open_word and _SEPARATOR.match(after[: open_word.start()]):
            stop = m.end() + open_word.end()
            spans.append(DateSpan(start=start, ongoing=True, begin=m.start(), stop=stop))
        elif _TRAILING_DASH.match(after):
            spans.append(DateSpan(start=start, ongoing=True, begin=m.start(), stop=m.end()))
        elif (
            since := _SINCE_BEFORE.search(text[(lead := max(0, m.start() - 16)) : m.start()])
        ) or (since := _SINCE_AFTER.match(after)):
            begin, stop = m.start(), m.end()  # the span holds its word: "Since 2021", "2021年起"
            if since.string is after:
                stop += since.end()
            else:
                begin = lead + since.start()
            spans.append(DateSpan(start=start, ongoing=True, begin=begin, stop=stop))
        else:
            expected = _EXPECTED.search(text[max(0, m.start() - 12) : m.start()])
            spans.append(
                DateSpan(end=start, ongoing=bool(expected), begin=m.start(), stop=m.end())
                if expected
                else DateSpan(start=start, begin=m.start(), stop=m.end())
            )
        i += 1
    return sorted(spans, key=lambda s: s.begin)


def find_span(text: str) -> DateSpan | None:
    """The line's date range: the first range, else the first date; a range in brackets
    only when none is outside them ("Quillby (part of Acme since 2022), London 2019 - 2022":
    a note on the company, then the entry's dates)."""
    spans = [s for s in find_spans(text) if not _owner_note(text, s)]
    ranged = [s for s in spans if s.end is not None or s.ongoing]
    outside = [s for s in ranged if not _bracketed(text, s.begin)]
    best = outside or ranged or spans
    return best[0] if best else None


# a note on who owned the company, with its year: "闪迪上海研发中心，2016 年起为西部数据子公司",
# "Fable Flash, acquired by WD in 2016" (no date of the entry)
_OWNED_AFTER = re.compile(
    r"^\s*(?:年)?\s*(?:起|以来|后|开始)?\s*(?:为|成为|归入|并入|被)[^,，。;；]{0,30}?"
    r"(?:子公司|收购|旗下|并购|合并|控股)"
)
_OWNED_BEFORE = re.compile(
    r"(?i:\b(?:acquired|bought|merged|spun\s+off|part\s+of|subsidiary\s+of|owned)\b[^,;()]{0,40}$)"
)


def _owner_note(text: str, span: DateSpan) -> bool:
    return bool(_OWNED_AFTER.match(text[span.stop :]) or _OWNED_BEFORE.search(text[: span.begin]))


def _bracketed(text: str, at: int) -> bool:
    before = text[:at]
    return before.count("(") + before.count("（") > before.count(")") + before.count("）")


def span_within(inner: DateSpan, outer: DateSpan) -> bool:
    """The inner range lies inside the outer one (an open outer one runs to this day; an
    inner one without an end lies inside only an open outer one)."""
    if inner.start is None or outer.start is None or inner.start.key() < outer.start.key():
        return False
    if outer.ongoing:
        return True
    return outer.end is not None and inner.end is not None and inner.end.key() <= outer.end.key()
