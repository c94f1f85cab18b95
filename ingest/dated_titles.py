"""A line of several titles under one employer, each with its own dates ("SRE 专家（2019.01 –
2021.05）；高级 SRE 工程师（2016.04 – 2018.12）"), or a title with its dates that goes on to
say what it did: the lines an entry's positions are read from, one per title."""

from __future__ import annotations

import re

from ingest.dates import DateSpan, find_spans, span_within
from ingest.entry_fields import is_cjk, strip_bullet
from ingest.language import BECAME_ZH, PRESENT, ROLE_WORD, YEAR
from ingest.models import TextLine

# one title with its own dates in brackets: "SRE 专家（2019.01 – 2021.05）"
_DATED_TITLE = re.compile(
    r"^[^()（）]{2,40}[(（][^()（）]*\d{4}[^()（）]*[)）](?:\s*[,，]\s*[^,，()（）\d]{2,30})?$"
)  # a place after it: "…; Engineer (Sep 2008 – Dec 2011), Dublin"


# what keeps titles apart: ";", "|", or a colon before a dated title (OCR's ";" in "资深设计师
# (2025年4月-至今):高级设计师(2023年3月-2025年3月)")
_TITLES_APART = re.compile(
    r"[；;｜|]|(?<=[)）])\s*[:：]\s*(?=[^:：()（）]{2,20}[(（][^()（）]*\d{4}[^()（）]*[)）]\s*$)"
)
# a comma after a title's dates in brackets, before the next dated title ("Senior Engineer
# (2014–2017), Engineer (2010–2014)")
_COMMA_APART = re.compile(
    r"(?<=\d[)）])\s*[,，]\s*(?=[^,，()（）]{2,40}[(（][^()（）]*\d{4}[^()（）]*[)）]\s*(?:[,，]|$))"
)
# ... after the employer's name and a dash: "Amazon Web Services — Engineer II (2012 – 2015)"
_EMPLOYER_FIRST = re.compile(r"^(.{2,60}?\s+[—–-]\s*)(?=[^()（）—–]{2,40}[(（][^()（）]*\d{4})")
# ... and what it did after a colon: "• 产品总监（2024年7月 - 至今）：负责闪购履约产品线，…"
_DATED_TITLE_SAYS = re.compile(
    r"^([^()（）:：,，。；;]{2,20}[(（][^()（）]*\d{4}[^()（）]*[)）])\s*[:：]\s*\S"
)


def dated_titles_apart(region: list[TextLine]) -> list[TextLine]:
    """The region with a line of several titles, each with its own dates, under one employer
    ("SRE 专家（2019.01 – 2021.05）；高级 SRE 工程师（2016.04 – 2018.12）") split into one line per
    title, and a title with its dates that goes on to say what it did ("产品总监（2024年7月 -
    至今）：负责…") cut to its header: each is a position (a promotion), numbered as the line it
    came from."""
    out: list[TextLine] = []
    outer: DateSpan | None = None  # the dates of the last header line (the employer's)
    for line in region:
        enclosing = outer  # the entry's dates, before this line's own
        text = strip_bullet(line.text)
        if (stepped := _inline_step(text, outer)) is not None:
            text = stepped
            line = line.model_copy(update={"text": stepped})
        parts = [p.strip() for p in _TITLES_APART.split(text) if p.strip()]
        if len(parts) == 1 and _EMPLOYER_FIRST.match(text):
            # "Kestrel GmbH — Senior Engineer (2014–2017), Engineer (2010–2014)": commas too,
            # when each title's dates are a whole range
            apart = [p.strip() for p in _COMMA_APART.split(text) if p.strip()]
            if all(len(f := find_spans(p)) == 1 and f[0].end is not None for p in apart):
                parts = apart
        said = _DATED_TITLE_SAYS.match(strip_bullet(line.text))
        spans = find_spans(said.group(1)) if said else []
        if said and not is_cjk(line.text) and len(spans) == 1 and _inside(spans[0], outer):
            # "Tax Manager (Jul 2021 – Dec 2023): ran …" under "Acme  Jul 2021 – Present": a
            # step of that entry (`title_steps` reads it there), not an entry of its own
            out.append(line)
            continue
        found = None if said else find_spans(line.text)
        if found and _is_range(found[0]) and not _bracketed(line.text, found[0]):
            outer = found[0]  # (not a title's own dates: "…, EMEA Indirect Tax (since 2024)")
        # "高级数据分析师（2024/3-至今）｜ 数据分析师（2022/6-2024/2）｜ 主站用户增长组": the team
        # goes with each title
        if len(parts) >= 2 and all(rewritten := [_title_first(p, enclosing) for p in parts]):
            # "2020/7-2022/3 高级算法工程师；2022/4 起晋升为专家": each title, then its dates
            parts = _ended_by_later([p for p in rewritten if p])
        if since := _since_and_before(parts):
            # "验证经理（2022年7月起）；高级验证工程师": the titles of the entry's header dates,
            # not an entry of their own (`position_parts.title_steps` dates the two)
            out.append(line.model_copy(update={"text": since}))
            continue
        unit = [p for p in parts if not YEAR.search(p) and len(p) <= 20]
        parts = [p for p in parts if p not in unit] if len(parts) - len(unit) >= 2 else parts
        unit_tail = f" ｜ {' ｜ '.join(unit)}" if unit and len(parts) >= 2 else ""
        # "Amazon — Engineer II (2012 – 2015); Engineer (2008 – 2011)": the employer once
        head = _EMPLOYER_FIRST.match(parts[0]) if len(parts) >= 2 else None
        if head is not None:
            parts = [parts[0], *(f"{head.group(1)} {p}" for p in parts[1:])]
        titles = [p[head.end(1) :].strip() if head else p for p in parts]
        if (
            len(parts) >= 2
            and all(_DATED_TITLE.match(t) and len(find_spans(t)) == 1 for t in titles)
            # ("Manager (from Jan 2020); Specialist (Jul 2017 – Dec 2019)" over the entry's
            # dates: steps of the entry, `title_steps`, the first held to its end)
            and not (
                any(_OPEN_SINCE.search(t) for t in titles)
                and not all(_inside(find_spans(t)[0], enclosing) for t in titles)
            )
        ):
            out += [line.model_copy(update={"text": p + unit_tail}) for p in parts]
        elif (head := _DATED_TITLE_SAYS.match(strip_bullet(line.text))) and _titled(head.group(1)):
            out.append(line.model_copy(update={"text": head.group(1)}))
            # ... and what it did, a line of its own under it ("…带 4 名产品经理": its team)
            did = strip_bullet(line.text)[head.end() - 1 :].strip()
            out.append(line.model_copy(update={"text": f"- {did}"}))
        else:
            out.append(line)
    return out


_OPEN_SINCE = re.compile(r"(?i)[(（]\s*(?:from|since)\s+[^()（）–-]*[)）]")


def _titled(head: str) -> bool:
    """One title with its dates: a role's word, or a range ("Quantum Break (2016)": a game's
    year, what the entry worked on)."""
    spans = find_spans(head)
    return len(spans) == 1 and (
        bool(ROLE_WORD.search(re.split(r"[(（]", head)[0])) or _is_range(spans[0])
    )


# a title, a promotion's date and the later title, then the employer, under the entry's dates
# ("Layout Engineer, from 01/2022 Senior Layout Engineer, Vellmar Microsystems AG, Graz")
_INLINE_STEP = re.compile(
    r"^(?P<t1>[^,;()]{2,60}?),\s*(?:from|since)\s+(?P<d>[^,;()]{4,20}?)\s+"
    r"(?P<t2>[A-Z][^,;()]{2,60}?),\s*(?P<rest>[^;]{2,120})$"
)

# ... or the later title after "promoted to", its date in brackets: "Equity Research Analyst,
# promoted to Vice President (Jan 2024), Harbour Securities, Hong Kong"
_PROMOTED_INLINE = re.compile(
    r"^(?P<t1>[^,;()]{2,60}?),\s*(?i:promoted\s+to)\s+(?P<t2>[A-Z][^,;()]{2,60}?)\s*"
    r"\(\s*(?:(?i:in|from|since)\s+)?(?P<d>[^,;()]{4,20}?)\s*\),\s*(?P<rest>[^;]{2,120})$"
)


def _inline_step(text: str, outer: DateSpan | None) -> str | None:
    """The line as the employer's titles with their dates ("Vellmar Microsystems AG, Graz —
    Senior Layout Engineer (01/2022 – Present); Layout Engineer (04/2019 – 12/2021)"), or
    None when it is no such line."""
    m = _INLINE_STEP.match(text) or _PROMOTED_INLINE.match(text)
    if m is None or outer is None or outer.start is None:
        return None
    when = find_spans(m["d"])
    if len(when) != 1 or (since := when[0].start) is None or since.key() <= outer.start.key():
        return None
    if not (ROLE_WORD.search(m["t1"]) and ROLE_WORD.search(m["t2"])):
        return None
    end = "Present" if outer.ongoing or outer.end is None else str(outer.end)
    return (
        f"{m['rest'].strip()} — {m['t2'].strip()} ({since} – {end}); "
        f"{m['t1'].strip()} ({outer.start} – {since.previous()})"
    )


# a promotion said with the date first: "2022/4 起晋升为搜索算法专家", "2022.04 升任技术专家"
_PROMOTED_SINCE = re.compile(r"^\s*(?:起|开始)?\s*(?:晋升|升职|升任|提拔)为?\s*(?P<t>\S.{1,24})$")


_APPOINTED = re.compile(
    rf"^\s*(?:起|开始)?\s*(?:入职\s*[，,]?\s*)?{BECAME_ZH}\s*(?P<t>[^,，;；。]{{2,24}})"
)


def _title_first(part: str, outer: DateSpan | None = None) -> str | None:
    """A title written after its dates ("2020/7-2022/3 高级算法工程师", "2022/4 起晋升为专家")
    as one written before them ("高级算法工程师（2020/7-2022/3）"); None: not such a part."""
    spans = find_spans(part)
    if len(spans) != 1 or spans[0].begin > 1:
        return None
    dates = part[: spans[0].stop].strip().removesuffix("起").strip()
    rest = part[spans[0].stop :].strip(" ,，:：")
    if (promoted := _PROMOTED_SINCE.match(rest)) and ROLE_WORD.search(promoted["t"]):
        return f"{promoted['t'].strip()}（{dates} - 至今）"
    if appointed := _APPOINTED.match(rest):
        # "2022.03 起任高级工程师、组长,带领 6 人小组", "2019.07 –2022.02 任大数据开发工程师。": the
        # title the clause names, over the range or from the date to the entry's end
        title, end = appointed["t"].strip(), ""
        if spans[0].end is None and outer is not None:
            end = " - 至今" if outer.ongoing else (f" - {outer.end}" if outer.end else "")
        if ROLE_WORD.search(title) and not YEAR.search(title):
            return f"{title}（{dates}{end}）"
    if 2 <= len(rest) <= 24 and ROLE_WORD.search(rest) and not YEAR.search(rest):
        if spans[0].end is None and spans[0].ongoing:  # "2021/4 起高级临床监查员": to the
            # entry's end
            ended = outer is not None and not outer.ongoing and outer.end is not None
            return f"{rest}（{dates} - {outer.end if ended and outer else '至今'}）"
        return f"{rest}（{dates}）"
    return None


def _ended_by_later(parts: list[str]) -> list[str]:
    """Steps still open ("信号系统工程师（2019.07 - 至今）") end the month before a later step
    begins ("主任工程师（2022年1月 - 至今）"): one title at a time."""
    spans = [found[0] if len(found := find_spans(p)) == 1 else None for p in parts]
    out = list(parts)
    for i, a in enumerate(spans):
        if a is None or a.start is None or not a.ongoing:
            continue
        later = [b.start for b in spans if b and b.start and b.start.key() > a.start.key()]
        if later:
            end = min(later, key=lambda x: x.key()).previous()
            said = f"{end.year}.{end.month:02d}" if end.month else str(end.year)
            dates = PRESENT.sub(said, parts[i][a.begin : a.stop], count=1)
            out[i] = parts[i][: a.begin] + dates + parts[i][a.stop :]
    return out


def _since_and_before(parts: list[str]) -> str | None:
    """Two titles, the later with only the date it began and the earlier with none
    ("Manager (since 2022.07); Senior Engineer"): both titles without the date."""
    if len(parts) != 2 or YEAR.search(parts[1]) or not ROLE_WORD.search(parts[1]):
        return None
    if not _DATED_TITLE.match(parts[0]) or len(spans := find_spans(parts[0])) != 1:
        return None
    if spans[0].end is not None or not spans[0].ongoing:
        return None
    title = re.sub(r"\s*[(（][^()（）]*[)）]", "", parts[0]).strip()
    return f"{title}；{parts[1]}" if ROLE_WORD.search(title) else None


def _is_range(span: DateSpan) -> bool:
    return span.start is not None and (span.end is not None or span.ongoing)


def _bracketed(text: str, span: DateSpan) -> bool:
    return text[: span.begin].rstrip()[-1:] in ("(", "（")


def _inside(step: DateSpan, outer: DateSpan | None) -> bool:
    """A step's dates inside the employer's (a step without an end: its start inside)."""
    closed = step.model_copy(update={"end": step.end or step.start})
    return outer is not None and span_within(closed, outer)
