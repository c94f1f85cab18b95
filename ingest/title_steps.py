"""The titles of one entry, each with its own dates: "Senior Applied Scientist (since April
2024); Applied Scientist (Sep 2022 – Mar 2024)", a title that opens a line with its dates, and
a promotion told after the first title ("产品经理,2022.01 起任高级产品经理", "Site Reliability
Engineer, later Senior SRE (from 03/2021)"): one position per title."""

from __future__ import annotations

import re

from ingest.dates import DateSpan, find_span, find_spans
from ingest.entry_fields import OrgFinder, is_cjk, is_place, is_role, labelled, strip_bullet
from ingest.language import (
    BECAME_ZH,
    EARLIER_STEP,
    LATER_TITLE_WORD,
    LEADS_TEAM,
    PROMOTION_WORD,
    TITLE_ARROW,
    TITLE_COMMA_STEP,
    TITLE_NOTE_COMMA,
    TITLE_STEP,
    TITLE_THEN_COLON,
    step_parts,
)
from ingest.models import EmploymentItem, add_sources


def title_steps(item: EmploymentItem, lines: list[str], orgs: OrgFinder) -> list[EmploymentItem]:
    """One position per title that a line of the entry gives with its own dates ("Senior
    Applied Scientist (since April 2024); Applied Scientist (Sep 2022 – Mar 2024)."), or that
    opens a line of its own with them, what was done after a colon ("Senior Product Manager,
    Premium (03/2021 – 06/2023): promoted after …"), each with those dates; else the entry."""
    for line in lines:
        if (field := labelled(line)) and field[0] == "role":
            line = field[1]  # "职位：高级工程师(2019.06 - 2022.03)→ 主管(2022.04 起)"
        said = _PROMOTED_TO.fullmatch(line.strip(" .。")) or _LATER_TITLE.fullmatch(
            _without_dates_field(line).strip()
        )
        if said and (
            held := _undated_step(
                item, [f"{said['second']} (since {said['date']})", said["first"]], orgs
            )
        ):
            # "产品经理,2022.01 起任高级产品经理", "SRE, later Senior SRE (from 03/2021)"
            return held
        if held := _arrow_promoted(item, line, orgs) or _earlier_in_brackets(item, line, orgs):
            return held  # "工程师 → 高级工程师（2024.01 晋升）", "Chef (Sous Chef 2016–2018)"
        if (later := _later_dated_below(line, lines)) and (
            held := _undated_step(item, later, orgs)
        ):
            return held  # "Tax Manager, later Senior Tax Manager, Acme" / "• Senior Tax … since"
        # ("组长（2023.07 –至今）/ 高级工程师（2020.12 –2023.06）": a slash after the brackets too)
        parts = step_parts(line)
        if parts:  # "…；高级电源工程师(2020.07 – 2023.02) 上海设计中心": the unit after the last
            parts[-1] = _UNIT_AFTER.sub(r"\1", parts[-1])
        steps = [
            m for p in parts if (m := TITLE_STEP.fullmatch(p) or TITLE_COMMA_STEP.fullmatch(p))
        ]
        if len(parts) == 2 and len(steps) == 1 and (held := _undated_step(item, parts, orgs)):
            return held  # "验证经理（2022年7月起）；高级验证工程师": the other one before it
        if len(steps) < 2 or len(steps) != len(parts):
            continue
        found = [(m.group("title").strip(" ,;"), find_span(m.group("dates"))) for m in steps]
        # ("Earlier: Chef de Partie, Restaurant Gordon Ramsay (2013–2016); Commis Chef, The
        # Savoy (2011–2013)": each a title at another employer, no step of this entry)
        elsewhere = _EARLIER_JOBS.match(line) is not None
        if not elsewhere and all(_dated_role(t, sp, orgs) for t, sp in found):
            return [_step(item, t, sp) for t, sp in found if sp is not None]
        return [item]
    dated: list[
        tuple[str, DateSpan | None, str]
    ] = []  # (title, dates, line) of each line that opens with a role and its own dates
    became: str | None = None  # the last such title that a verb of taking it up gave
    for line in (strip_bullet(x).strip() for x in lines):
        chain = _chained_steps(line)  # "Senior Consultant (2015 – 2018) and Consultant (2012 –
        # 2015): CIT returns, …": each title with its dates, then what was done
        if chain and _AFTER_STEP.match(line, chain[-1].end()):
            for m in chain:
                title = m.group("title").strip(" ,;").split(",")[0]
                span = find_span(m.group("dates"))
                if _dated_role(title, span, orgs):
                    dated.append((title, span, line))
        # ... or with its dates first: "• 2021.01 –至今 高级网络工程师：负责…", "• 2022.07 起任…"
        elif (spans := find_spans(line)) and spans[0].begin == 0:
            stop = spans[0].stop
            said = TITLE_THEN_COLON.match(line, stop) or TITLE_NOTE_COMMA.match(line, stop)
            head = said or _BECAME_THEN.match(line, stop)
            if head and _dated_role(head.group(1), spans[0], orgs):
                # "• 2022 年 4 月起任高级固件工程师（此前为固件工程师）": the title before it too
                title, since = head.group(1).strip(), line[: spans[0].stop].strip()
                before = _EARLIER_NOTE.match(line, head.end(1))
                if before and (
                    held := _undated_step(
                        item, [f"{title} (since {since})", before[1] or before[2]], orgs
                    )
                ):
                    return held
                dated.append((title, spans[0], line))
                became = f"{title} (since {since})" if not said else None
    if len(dated) == 1 and became and item.role and became != item.role:
        # "iOS 高级开发工程师 / 客户端技术组长" over "2023.04 起担任客户端技术组长": a lead's duty
        # taken on beside the title, both held since
        title = dated[0][0]
        if _LEAD_DUTY.search(title) and any(
            "/" in x and item.role in x and title in x for x in lines
        ):
            became = became.replace(title, f"{item.role} / {title}", 1)
        # "2024 年 1 月晋升为高级供应链分析师" under a job as 供应链分析师: the later title
        return _undated_step(item, [became, item.role], orgs) or [item]
    if len(dated) < 2:
        return [item]
    # each step leads a team when its own line says so ("…(2022.07 至今):…带 4 名产品经理")
    return [
        _step(item, t, sp, LEADS_TEAM.search(x) is not None) for t, sp, x in dated if sp is not None
    ]


_EARLIER_JOBS = re.compile(r"(?i)\s*(?:earlier|previously|prior|before\s+that)\s*[:：]")
# a title, then the one held from a date on, in one clause: "产品经理,2022.01 起任高级产品经理"
_PROMOTED_TO = re.compile(
    r"(?P<first>[^,，;；()（）]{2,30}?)\s*[,，]\s*(?P<date>\d{4}\s*(?:[./-]\s*\d{1,2}|年\s*\d{1,2}\s*月?)?)"
    rf"\s*年?\s*(?:起|开始)\s*{BECAME_ZH}\s*(?P<second>[^,，;；()（）]{{2,30}}?)"
    r"\s*(?:[(（][^()（）]{1,20}[)）])?"
)

# ... or a verb of taking it up after them: "• 2022.07 起任 BMS 系统专家，带领…", "• 2019.04–
# 2022.06 任高级工程师，负责…"
_BECAME_THEN = re.compile(
    rf"\s*(?:起|开始)?\s*{BECAME_ZH}\s*([^:：,，;；。()（）]{{2,30}}?)\s*(?:[，,；;。:：(（]|$)"
)
# the title held before, in brackets after the new one: "（此前为固件工程师）", "(previously SRE)"
_EARLIER_NOTE = re.compile(
    r"\s*[(（]\s*(?:此前|之前|原)(?:为|任|是)?\s*([^()（）,，]{2,20})[)）]|"
    r"\s*\(\s*(?i:previously|formerly)\s+([^(),]{2,40})\)"
)

_LATER_TITLE = re.compile(
    rf"(?P<first>[^,;()]{{2,40}}?)\s*[,;]\s*{LATER_TITLE_WORD}\s+(?P<second>[^,;()]{{2,40}}?)"
    r"\s*\(\s*(?:(?i:from|since)\s+)?(?P<date>[^()]{4,20}?)\s*\)"
)


# a header's title, then the later one, with no date: "Tax Manager, later Senior Tax Manager,
# Acme plc, Cambridge"
_LATER_UNDATED = re.compile(
    rf"(?P<first>[^,;()]{{2,40}}?)\s*,\s*{LATER_TITLE_WORD}\s+(?P<second>[^,;()]{{2,40}}?)\s*(?:,|$)"
)
# ... or two titles with an arrow in a field of their own: "某某集团 | 助理工程师 → 岩土工程师 | …"
_ARROW_STEP = re.compile(
    r"(?:^|[|｜]\s*)(?P<first>[^,;()|｜→]{2,30}?)\s*(?:→|->|⟶)\s*(?P<second>[^,;()|｜→]{2,30}?)"
    r"\s*(?:[|｜]|$)"
)


def _later_dated_below(line: str, lines: list[str]) -> list[str] | None:
    """[later title with the date it began, first title] when a header names two titles and
    another line of the entry gives the later one's start ("• Senior Tax Manager, UK Direct Tax
    since 03/2024; …")."""
    said = _LATER_UNDATED.match(line.strip())
    if said is None and len(re.findall(r"→|->|⟶", line)) == 1:
        said = _ARROW_STEP.search(line.strip())
    if said is None:
        return None
    second = said["second"].strip()
    for other in lines:
        at = other.lower().find(second.lower())
        if other is line or at < 0:
            continue
        # its date after it ("Senior Tax Manager … since 03/2024"), or just before ("2016 年起任…")
        near = [
            sp
            for sp in find_spans(other)
            if at < sp.begin <= at + len(second) + 40 or 0 <= at - sp.stop <= 4
        ]
        if near and near[0].start is not None:
            return [f"{second} (since {near[0].start})", said["first"].strip()]
    return None


# a team lead's duty, held beside a title ("技术组长", "Tech Lead"; not "Lead Engineer")
_LEAD_DUTY = re.compile(r"组长|小组负责人|(?i:(?:team|tech|technical)\s+lead)")


def _without_dates_field(line: str) -> str:
    """The line without a last field of only dates ("Senior Engineer, later Tech Lead (2019–
    2021) | Jan 2016 – Apr 2021": the entry's own dates, after a bar)."""
    head, bar, tail = max(line.rpartition("|"), line.rpartition("｜"), key=lambda p: len(p[0]))
    span = find_span(tail) if bar else None
    if span is None or tail[: span.begin].strip() or tail[span.stop :].strip():
        return line
    return head


def _undated_step(
    item: EmploymentItem, parts: list[str], orgs: OrgFinder
) -> list[EmploymentItem] | None:
    """Two titles of one entry, the later one with the date it began ("Manager (since
    2022.07); Senior Engineer"): the other held from the entry's start until then."""
    dated = TITLE_STEP.fullmatch(parts[0])
    other = parts[1]
    if dated is None or item.start is None or not is_role(other, orgs):
        return None
    title, span = dated.group("title").strip(" ,;"), find_span(dated.group("dates"))
    if not _dated_role(title, span, orgs) or span is None or not _runs_to_end(span, item):
        return None
    assert span.start is not None
    start = find_span(item.start)
    first = start.start if start is not None else None
    if first is None or first.key() >= span.start.key():
        return None
    end = find_span(item.end) if item.end and not item.ongoing else None
    if end is not None and end.start is not None and span.start.key() > end.start.key():
        return None  # "2019 年起担任…" under a job that ended in 2017: another job's step
    earlier = DateSpan(start=first, end=span.start.previous())
    later = DateSpan(start=span.start, end=end.start if end else None, ongoing=item.ongoing)
    return [_step(item, title, later), _step(item, other, earlier)]


# two titles joined by an arrow, the later one dated by its promotion in brackets: "结构工程师
# → 高级结构工程师（2024.01 晋升）", "Analyst -> Senior Analyst (promoted Mar 2024)"
_PROMOTION_DATE = (
    r"\d{4}(?:\s*[./-]\s*\d{1,2}|\s*年\s*\d{1,2}\s*月?)?|\d{1,2}/\d{4}|[A-Z][a-z]{2,8}\.?\s+\d{4}"
)
_ARROW_PROMOTED = re.compile(
    rf"(?P<first>[^,，;；()（）|｜・·•]{{2,40}}?)\s*{TITLE_ARROW}\s*"
    rf"(?P<second>[^,，;；()（）|｜]{{2,40}}?)\s*[(（]\s*(?:"
    rf"(?P<date>{_PROMOTION_DATE})\s*年?\s*{PROMOTION_WORD}|"
    rf"{PROMOTION_WORD}\s*(?:in|on|于)?\s*(?P<date2>{_PROMOTION_DATE}))\s*[)）]"
)


# ... or the later title told in brackets after the first: "FPGA 工程师（2023 年晋升为高级 FPGA
# 工程师）", "Analyst (promoted to Senior Analyst in 2023)"
_NOTE_PROMOTED = re.compile(
    rf"(?P<first>[^,，;；()（）|｜・·•]{{2,40}}?)\s*[(（]\s*(?:"
    rf"(?P<date>{_PROMOTION_DATE})\s*年?\s*(?:起|开始)?\s*(?:晋升|升任|升)(?:为|至|到)?|"
    rf"(?i:promoted\s+to)(?=.*?\b(?P<date2>{_PROMOTION_DATE})\s*[)）]))"
    r"\s*(?:an?\s+|the\s+)?(?P<second>[^()（）,，]{2,30}?)"
    rf"(?:\s*(?:,|\s(?i:in|on))\s*(?:{_PROMOTION_DATE}))?\s*[)）]"
)


def _arrow_promoted(
    item: EmploymentItem, line: str, orgs: OrgFinder
) -> list[EmploymentItem] | None:
    """The two titles of an arrow whose later one is dated by its promotion: the earlier
    held from the entry's start (the title alone, not the unit or employer before it)."""
    if (m := _ARROW_PROMOTED.search(line) or _NOTE_PROMOTED.search(line)) is None:
        return None
    first = m["first"].strip()
    if not is_role(first, orgs) and is_role(last := first.split()[-1], orgs):
        first = last  # "华为技术有限公司 硬件工程师 → …": the title after the employer
    since = m["date"] or m["date2"]
    return _undated_step(item, [f"{m['second'].strip()} (since {since})", first], orgs)


def _earlier_in_brackets(
    item: EmploymentItem, line: str, orgs: OrgFinder
) -> list[EmploymentItem] | None:
    """A title, then the one held before it with its dates in brackets ("Executive Pastry Chef
    (Pastry Sous Chef 2016–2018)"): the earlier one in its dates, the title from their end
    to the entry's."""
    m = EARLIER_STEP.fullmatch(strip_bullet(line).strip(" .。"))
    span = find_span(m["dates"]) if m else None
    if m is None or span is None or span.start is None or span.end is None or not item.start:
        return None
    first, second = m["first"].strip(" ,，"), m["second"].strip()
    if not (is_role(first, orgs) and is_role(second, orgs)) or str(span.start) < item.start[:4]:
        return None
    last = find_span(item.end) if item.end else None
    later = DateSpan(start=span.end, end=last.start if last else None, ongoing=item.ongoing)
    return [_step(item, first, later), _step(item, second, span)]


def _runs_to_end(span: DateSpan, item: EmploymentItem) -> bool:
    """A later title's dates run to the entry's end: open ("since 2022.07"), or closed in the
    entry's last year ("(2019–2021)" in a job of Jan 2016 – Apr 2021)."""
    if span.end is None:
        return True
    last = find_span(item.end) if item.end and not item.ongoing else None
    return last is not None and last.start is not None and last.start.year == span.end.year


def _chained_steps(line: str) -> list[re.Match[str]]:
    """The titles with their own dates that open a line, one after another (joined by "and"
    in English only: a Chinese line's steps are `dated_titles_apart`'s)."""
    chain: list[re.Match[str]] = []
    pos = 0
    while (m := TITLE_STEP.match(line, pos)) is not None:
        chain.append(m)
        if (joined := _STEP_JOIN.match(line, m.end())) is None:
            break
        pos = joined.end()
    return chain


_STEP_JOIN = re.compile(r"\s+(?:and|&)\s+(?=[A-Z])")


def _dated_role(title: str, span: DateSpan | None, orgs: OrgFinder) -> bool:
    return span is not None and span.start is not None and is_role(title, orgs)


def _step(
    item: EmploymentItem, title: str, span: DateSpan, leads: bool | None = None
) -> EmploymentItem:
    """The entry as the position of one of its titles, with that title's dates (`leads`:
    whether its own line says it leads a team; None: as the entry says)."""
    step = item.model_copy(deep=True)
    if leads is not None:
        step.leads_team = leads
    # "The LEGO Group — Senior Financial Analyst (2019–2021); …": the employer is no part of it
    if item.employer and title.startswith(item.employer):
        title = title[len(item.employer) :].strip(" —–-,|·:") or title
        # ("Kestrel GmbH, Zürich — Senior Engineer (2014–2017)": its place too)
        place, dash, rest = title.partition(" — ") if " — " in title else title.partition(" – ")
        if dash and rest.strip() and is_place(place.strip()):
            title = rest.strip()
    head, _, rest = title.partition(" ")
    if rest and is_cjk(head) and len(head) >= 2 and head in item.employer:  # "某某医疗 实习生"
        title = rest
    title = _STEP_LEAD.sub("", title) or title  # "promoted to Senior …", "此前为 SRE 工程师"
    step.role, step.years, step.ongoing = title, span.years, span.ongoing
    step.start, step.end = str(span.start), str(span.end) if span.end else None
    if span.end is None and not span.ongoing and item.ongoing and item.start:
        # "资深工程师（2023.04晋升）" in an entry "2020.07 - 至今": held since, to this day
        if span.start is not None and str(span.start) >= item.start:
            step.ongoing, step.years = True, DateSpan(start=span.start, ongoing=True).years
    began = str(span.start) if span.start else ""
    if span.end is None and not item.ongoing and item.end and began and began <= item.end:
        # "高级审计员（2016.09 起）" in an entry "2014年9月 - 2018年8月": held to the entry's end
        step.ongoing, step.end = False, item.end
        step.years = [int(began[:4]), int(item.end[:4])]
    return step


_STEP_LEAD = re.compile(
    rf"^(?:[\s•·\-–—*]+|(?i:(?:and\s+)?(?:(?:{LATER_TITLE_WORD}\s+)?(?:promoted\s+(?:to\s+)?|became\s+)|"
    rf"{LATER_TITLE_WORD}\s+)))+|"  # "…(2016–2018), then Head of Chemistry (2018–2020)"
    rf"^(?:此前|之前|先后|后)?(?:为|{BECAME_ZH})\s*"
)
_UNIT_AFTER = re.compile(r"([)）])\s+[^()（）\d,，;；]{2,16}$")
_AFTER_STEP = re.compile(r"\s*(?:[:：—–]|$)")


def steps_over_header(items: list[EmploymentItem]) -> list[EmploymentItem]:
    """An entry's header title over the whole stay ("某某信号 | 主任工程师 | 2019年7月 - 至今")
    and the same title as a step of it with its own later start ("2022年1月晋升主任工程师"):
    one position, with the step's dates (the header's lines kept to quote)."""
    out = list(items)
    for wide in items:
        narrow = next(
            (
                x
                for x in items
                if x is not wide
                and x.employer == wide.employer
                and x.role
                and wide.role
                and x.role.strip().lower() == wide.role.strip().lower()
                and _starts_later_within(x, wide)
            ),
            None,
        )
        if narrow is not None and wide in out:
            add_sources(narrow.sources, wide.sources)
            narrow.leads_team = narrow.leads_team or wide.leads_team
            narrow.families = list(dict.fromkeys([*narrow.families, *wide.families]))
            out.remove(wide)
    return out


# a date in brackets after a title: "工艺技术员、工艺工程师(2016年起),催化裂化装置"
_BRACKETED_DATE = re.compile(r"[(（][^()（）]{0,8}\d{4}[^()（）]{0,8}[)）]")


def titles_below_header(items: list[EmploymentItem]) -> list[EmploymentItem]:
    """An entry's company line with its whole stay and no title ("某某炼化分公司 2013年7月-2019年
    5月"), then a line of its titles with a date in brackets from which the later one was held,
    and the unit ("工艺技术员、工艺工程师(2016年起),催化裂化装置"): the stay's titles, no
    position at that unit from then to now."""
    out: list[EmploymentItem] = []
    for item in items:
        head = out[-1] if out else None
        if (
            head is not None
            and head.role is None
            and head.end
            and item.role
            and item.ongoing
            and not item.end
            and item.org_id is None
            and item.sources
            and head.sources
            and item.sources[0].line == head.sources[0].line + 1
            and _BRACKETED_DATE.search(item.sources[0].text)
            and _starts_later_within(
                item.model_copy(update={"ongoing": False, "end": head.end}), head
            )
        ):
            head.role = item.role
            add_sources(head.sources, item.sources)
            continue
        out.append(item)
    return out


def _starts_later_within(step: EmploymentItem, whole: EmploymentItem) -> bool:
    a = find_span(step.start or "")
    b = find_span(whole.start or "")
    if a is None or b is None or a.start is None or b.start is None:
        return False
    if a.start.key() <= b.start.key() or (b.start.month is None):
        return False
    if whole.ongoing:
        return True
    return bool(step.end and whole.end and step.end <= whole.end) and not step.ongoing
