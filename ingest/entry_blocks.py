"""Entries found in a section's lines: an entry is anchored on a line that carries a date range;
the short non-bullet lines right before it (role-first layouts) or right after it (company-first
layouts) belong to it."""

from __future__ import annotations

import re

from ingest.dates import DateSpan, find_span, find_spans, span_within
from ingest.entry_fields import (
    LEADING_BULLET,
    LEGAL_END,
    LEGAL_ONLY,
    SENTENCE,
    TABLE_HEAD,
    TABLE_RULE,
    continues_bullet,
    is_cjk,
    is_place,
    labelled,
    mostly_cjk,
    short_line,
    split_fields,
    strip_bullet,
    without_notes,
)
from ingest.language import (
    BECAME_ZH,
    DESCRIPTION_LEAD,
    LATER_TITLE_WORD,
    LATER_TITLE_WORD_ZH,
    ORG_WORD,
    PROMOTION_WORD,
    PUBLISHED_AT,
    ROLE_WORD,
    TITLE_ARROW,
    TITLE_THEN_COLON,
    is_column_header,
    is_location_only,
    steps_line,
)
from ingest.language.fields import is_column_label
from ingest.language.orgwords import OWNERSHIP_NOTE
from ingest.sections import _keyword_match


def table_row(text: str) -> bool:
    return text.count("|") >= 2 and text.lstrip().startswith("|")


def table_furniture(text: str) -> bool:
    """A table's rule, its row of column names or one column name on its own line."""
    return bool(
        TABLE_RULE.match(text) or TABLE_HEAD.match(strip_bullet(text)) or is_column_header(text)
    )


_LABEL_LINE = re.compile(
    r"(?i)^(?:tech(?:nology|nical)?\s*stack|technologies|tools?|skills?|keywords?|environment|"
    r"stack|languages?|技术栈|关键词|技术|工具)\s*[:：]"
)


def label_line(text: str) -> bool:
    return bool(_LABEL_LINE.match(strip_bullet(text)))


_SENTENCE_ZH = re.compile(r"^[^:：]{12,}[。！]\s*$")


# an English sentence: seven words or more ending in a full stop after a word or a figure
# ("Retail practice; lead 3–4 engagements, team sizes 4–10."; not "…, Acme Corp.")
_SENTENCE_EN = re.compile(r"(?:\S+\s+){6,}\S*[a-z0-9%)]\.\s*$")


def _body_sentence(text: str) -> bool:
    """A Chinese sentence that opens with no title ("在抖音、淘宝直播做美妆。"; not "算法实习生
    看一看推荐组，负责…。"), or an English one with a clause of its own."""
    if _SENTENCE_EN.search(text) and re.search(r"[;；]", text):
        return True
    return bool(_SENTENCE_ZH.search(text)) and not ROLE_WORD.search(text[:12])


def headerish(text: str) -> bool:
    if table_furniture(text) or label_line(text) or DESCRIPTION_LEAD.match(strip_bullet(text)):
        return False  # "Tech stack: React, AWS"; "负责…", "Responsible for …": the body's
    span = find_span(text)
    dated = (
        span is not None
        and not _PROMOTED_IN.search(text)
        # "Design Engineer, later Senior Design Engineer (2015), Infineon": a step's date
        and not _PROMOTED_BEFORE.search(text[: span.begin].strip())
        and not (span.end is None and _ARROW_BEFORE.search(text[: span.begin].strip()))
        # "LinkedIn (… since Dec 2016)"; "Chef (Commis 2016–2018)": the entry's title steps
        and not (_in_a_note(text, span.begin, span.stop) or steps_line(strip_bullet(text)))
    )
    return not LEADING_BULLET.match(text) and short_line(text) and not dated


_PROSE_AFTER = re.compile(r"\s*[)）]?\s*[.;。；]\s*(?=\S)")
_STOP_BEFORE = re.compile(r"(?<=[a-z]{2})\.\s*$")


def header_part(text: str) -> str:
    """The header of a line that goes on in prose after its dates: "Intern, Acme, 2023 –
    2024. Built the …" -> "Intern, Acme, 2023 – 2024" (and "Acme, Springfield. 2019 – 2021."
    -> "Acme, Springfield, 2019 – 2021"), when the dates close a list of fields."""
    span = find_span(text)
    if span is None:
        return text
    if span.begin <= 2 and is_cjk(text) and _FIELDS_AFTER.match(text, span.stop):
        # "2021年1月至今，拼多多，…，类目运营高级经理。我带领…": the fields end at the full stop
        if 0 < (full_stop := text.find("。", span.stop)) < 60:
            return text[:full_stop]
    before, rest = text[: span.begin], text[span.stop :]
    colon = re.search(r"[:：]\s*", rest)
    title, after = (rest[: colon.start()].strip(), rest[colon.end() :]) if colon else ("", "")
    if colon is not None and (
        DESCRIPTION_LEAD.match(after)
        or (0 < len(title) <= 30 and ROLE_WORD.search(title) and len(after) >= 12)
    ):
        # "2025.01–至今高级电芯工程师:负责…", "Array工艺主管:管理5名…": the title, then what it did
        return before + text[span.begin : span.stop] + rest[: colon.start()]
    stop = _STOP_BEFORE.search(before)
    if stop is not None and not LEGAL_ONLY.match(before[: stop.start()].split()[-1]):
        before = before[: stop.start()] + ", "  # "…, Singapore. Aug 2022 to present."
    lead = len(rest) - len(rest.lstrip(" ,，|｜·-–—"))
    place = _place_end(rest[lead:])
    if not re.search(r"[|｜·—–,，(（:：\t]\s*$", before) and before.strip() and place is None:
        return text  # the dates are inside a sentence
    prose = _PROSE_AFTER.match(rest)
    if place is not None:
        # the place, not the sentence run onto its line; in a table row, the next cell's
        # first clause too ("| Acme, Berlin | Director of Product, Search. Manage 25 …")
        row = text.count("|") + text.count("｜") >= 2
        cell = _NEXT_CELL.match(rest, lead + place) if row else None
        rest = rest[: lead + place]
        rest = f"{rest.rstrip(' |｜')} | {cell.group(1)}" if cell else rest
    elif prose is not None:
        rest = rest[: prose.start()] + (")" if ")" in prose.group() else "")
    elif re.fullmatch(r"\s*[.。]\s*", rest):
        rest = ""
    return before + text[span.begin : span.stop] + rest


_NEXT_CELL = re.compile(r"\s*[|｜]?\s*([^|｜.;。；]{2,80}?)\s*(?:[.;。；]\s|[|｜]|$)")
_PROSE_END = re.compile(r"[)）][.。]$|[a-z]{4,}\.\s+[A-Z][a-z]")


_PROSE_DATE = re.compile(r"(?i)\b(?:in|during|by|of|since|until|before|after)\s+$")


# ... or a duty held beside the title from a date: "(2024.03 起兼任组长)"
_PROMOTION_NOTE = re.compile(rf"\s*年?\s*(?:{PROMOTION_WORD}|(?:起|开始)?\s*兼任?)")
# a title line that dates only its promotion: "硬件工程师 → 高级硬件工程师(2016 年晋升)"
_PROMOTED_IN = re.compile(
    rf"(?i)[(（][^()（）]{{0,12}}\d{{4}}[^()（）]{{0,6}}{PROMOTION_WORD}|promoted\s+(?:in\s+)?\d{{4}}"
)
_PROMOTED_BEFORE = re.compile(
    rf"(?i){PROMOTION_WORD}\s*(?:in|on|于)?\s*[(（]?$|"
    # "Site Reliability Engineer, later Senior SRE (from 03/2021)": the later title's start
    rf"[,，;；]\s*(?:{LATER_TITLE_WORD}|{LATER_TITLE_WORD_ZH})\s*[^,，;；()（）]{{2,40}}[(（]\s*"
    r"(?:from|since|自)?\s*$"
)
# "运营专员 → 运营主管（2018 年起）": a later title's own date (not "A → B (09/2013 – 08/2017)")
_ARROW_BEFORE = re.compile(
    rf"\S\s*{TITLE_ARROW}\s*[^,，;；()（）]{{2,40}}[(（]\s*(?:from|since|自)?\s*$"
)


# the dates of a range, then fields after a comma: "2017年7月到2020年12月，京东，…"
_FIELDS_AFTER = re.compile(r"\s*[，,]\s*[^，,。]{2,40}[，,]")
_UPDATED = re.compile(
    r"(?i:\b(?:cv|resume|résumé|last|page)\s+(?:last\s+)?updated(?:\s+(?:on|in))?\s*:?\s*$|"
    r"\bupdated\s+(?:on|in)?\s*:?\s*$)|(?:简历)?更新(?:于|日期|时间)\s*[:：]?\s*$"
)
_QUOTE_OPEN = re.compile(r"[“《「『][^”》」』]*$")  # a work's title, opened before the dates


# the word before a date inside a sentence ("… since January 2024"), or opening its span
_DATE_WORDS = r"(?:since|from|until|till|as\s+of|starting)"
_SENTENCE_DATE = re.compile(rf"(?i)\b{_DATE_WORDS}\s*$")
_FIELD_MARK = re.compile(r"[|｜—–,，·*]")
_SENTENCE_DATE_WORD = re.compile(rf"(?i){_DATE_WORDS}\b")


def _in_a_note(body: str, begin: int, stop: int) -> bool:
    """Dates in brackets that tell a company's history ("(acquired by Oracle in 2019)")."""
    opened = max(body.rfind("(", 0, begin), body.rfind("（", 0, begin))
    shut = min((i for i in (body.find(")", stop), body.find("）", stop)) if i >= 0), default=-1)
    if opened < 0 or shut < 0 or re.search(r"[)）]", body[opened:begin]):
        return False
    note = OWNERSHIP_NOTE.search(body[opened:begin] + " " + body[stop:shut])
    name = note and (note["new"] or note["old"])
    return note is not None and not (name and ROLE_WORD.search(name))


def anchor_span(text: str, bulleted: bool = False) -> DateSpan | None:
    """The line's dates when they head or close the line or stand as a segment of it."""
    body = strip_bullet(text)
    span = find_span(body)
    if span is None or len(without_notes(body)) > (90 if mostly_cjk(body) else 170):
        return None
    before = body[: span.begin].strip()
    if (
        bulleted
        and (len(before) > 2 or DESCRIPTION_LEAD.match(before))  # "• 牵头 2024 年…整改"
        and span.end is None
        and not span.ongoing
        and (span.start is None or span.start.month is None)
    ):
        return None  # "• 管理 6 人运营团队，…，2025 年双 11 …": a year inside a bullet's sentence
    said = _SENTENCE_DATE.search(before) or _SENTENCE_DATE_WORD.match(body, span.begin)
    # (a header's fields, "**Acme**, London — *Scientist*, since 03/2024", still head one)
    if bulleted and len(before.split()) >= 3 and said and not _FIELD_MARK.search(before):
        return None  # "• Manage a team of three HRBPs since January 2024.": told in a sentence
    after = re.sub(r"[\s)）\]:：,，.;；|｜-]+", "", body[span.stop :])
    # dates in a column (moderncv), or after a title and before a colon ("Brand Manager, Nov 2019 –
    # Mar 2022: launched …", not "Tax Manager (2021 – 2023): ran …"), head it as a sentence runs on
    colon = body[span.stop :][:1] in ":："
    titled = colon and len(before.split()) <= 6 and ROLE_WORD.search(before)
    columned = bool(titled) or (not before and bool(re.match(r"\s*[|｜]", body[span.stop :])))
    long = len(body) > (24 if mostly_cjk(body) else 60)
    if (SENTENCE.search(body) or _PROSE_END.search(body)) and long and not columned:
        return None  # "… for the ESP platform port (2020–2021).": a sentence, not a header
    if len(body) > 60 and _PROSE_DATE.search(body[: span.begin]) and span.end in (None, span.start):
        return None  # "… led response on 3 incidents in 2025.": a year inside a sentence
    if bulleted and len(before) > 40 and _PROSE_DATE.search(body[: span.begin]):
        return None  # "- Lead retained searches …; 11 placements closed in 2024–2025."
    if len(body) > 40 and PUBLISHED_AT.search(before) and span.end in (None, span.start):
        return None  # "…; result published at ICASSP 2021.": a paper's year, not an entry's
    if _UPDATED.search(before) or _QUOTE_OPEN.search(before):
        return None  # "… CV updated November 2026", "Thesis: “…, 2008–2019”": no entry's dates
    if _in_a_note(body, span.begin, span.stop):
        return None  # "LinkedIn (a Microsoft subsidiary since Dec 2016)": a note's date
    rest = re.sub(r"^\s*年?\s*(?:起|以来|开始)?\s*[,，]?\s*", "", body[span.stop :])
    led = DESCRIPTION_LEAD.match(rest) and not rest.startswith("负责人")
    # "· 2021 年起使用 ACL …，发现…。": since when, then what was done
    since = re.search(r"(?:起|以来|开始)\s*$", body[: span.stop]) or re.match(
        r"\s*年?\s*(?:起|以来|开始)", body[span.stop :]
    )
    prose = bulleted and since is not None and is_cjk(rest) and len(rest) > 12
    if since is not None and is_cjk(body) and re.search(r"[\u4e00-\u9fff][,，、；;]\s*$", before):
        return None  # "历任技术员、工程部长,2013 年起任项目副经理": a step told inside a sentence
    if (led or prose) and re.search(r"[，,。；;]", rest):
        return None  # "- 2024 年起带领 4 人小组，负责…": what the entry did since then
    took_up = re.match(rf"(?:起|开始)?\s*{BECAME_ZH}", rest)
    if bulleted and took_up and re.search(r"[，,。；;]", rest):
        return None  # "• 2019.04–2022.06 任高级工程师，负责…": a title of the entry (`title_steps`)
    if (
        _PROMOTION_NOTE.match(body[span.stop :])
        or _PROMOTED_BEFORE.search(before)
        or (span.end is None and _ARROW_BEFORE.search(before))
    ):
        # "硬件工程师 → 高级硬件工程师(2016 年晋升)": a step inside the entry; the entry's own
        # dates may follow ("Senior Engineer, later Tech Lead (2019–2021) | Jan 2016 – Apr 2021")
        blanked = body[: span.begin] + " " * (span.stop - span.begin) + body[span.stop :]
        return anchor_span(blanked, bulleted) if find_span(blanked) else None
    at_start = len(before) <= 2 or bool(re.search(r"[|｜·—–,，(（:：\t]$|\s{2}$", before))
    # "Storage Intern, Acme June 2021 — Now Beijing, China": columns run together (place last)
    placed = is_location_only(body[span.stop :].strip(" ,，|｜·-–—"))
    # "蚂蚁集团（支付宝） 2022.01 - 2023.02 高级算法工程师": Chinese columns set apart by spaces (a
    # parser may have collapsed them), a short name before the dates and a title after
    columns = (
        is_cjk(body)
        and 0 < len(before) <= 24
        and 0 < len(after) <= 24
        and not re.search(r"[，。；;：:、]", before + body[span.stop :])
    )
    # "Territory Manager, … 04/2023 - today Medtronic UK, London": title, dates, employer
    named = ROLE_WORD.search(before) and re.match(r"\s*[A-Z][^.;:!?。；]{2,48}$", body[span.stop :])
    return span if (at_start or len(after) <= 2 or placed or columns or named) else None


def _labelled_elsewhere(raw: list[str], i: int) -> bool:
    """A labelled field whose dates are not the entry's: "部门：2012 实验室" (a team), or
    "职位：高级工程师(2019年6月 - 2022年3月)→ 主管(2022年4月起)" beside its own "时间：" line."""
    field = labelled(raw[i])
    if field is None or field[0] == "dates":
        return False
    if field[0] != "role":
        return True
    if len(find_spans(field[1])) < 2:
        return False  # one title with its dates: a step `title_steps` reads, or the entry's
    near = raw[max(0, i - 3) : i + 4]
    return any((f := labelled(x)) is not None and f[0] == "dates" for x in near)


def entry_anchors(raw: list[str], texts: list[str]) -> dict[int, DateSpan]:
    """The lines whose dates head an entry (`anchor_span`), by index (`raw`: with bullets)."""
    anchors = {
        i: span
        for i, t in enumerate(texts)
        if not steps_line(t)  # the titles of the entry above, each with its dates
        and not _labelled_elsewhere(raw, i)
        and (span := anchor_span(t, bulleted=bool(LEADING_BULLET.match(raw[i]))))
    }
    # "国网…供电公司　2014年7月 - 至今" / "2014年7月 - 2019年2月 调度运行工程师：值班调度…": a title
    # of the entry above with its own dates, inside the entry's, and what was done after a colon
    above: DateSpan | None = None
    for i in sorted(anchors):
        span = anchors[i]
        titled = TITLE_THEN_COLON.match(texts[i], span.stop)
        said = titled is not None and re.match(r"\s*\S{4}", texts[i][titled.end() :])
        if above is not None and said and span_within(span, above):
            del anchors[i]
        else:
            above = span
    return anchors


def _place_end(rest: str) -> int | None:
    """Where a place that opens `rest` ends, when the entry's first sentence follows it on
    the line ("Shanghai, China I built a key-value store …" -> after "China")."""
    words = list(re.finditer(r"\S+", rest))
    for k in range(2, min(4, len(words) - 2) + 1):
        place = rest[: words[k - 1].end()].strip(" ,，|｜·-–—")
        if (
            "," in place  # "City, Country": a place of two parts, not "Verilog, TCL, …"
            and is_location_only(place)
            and re.match(r"[A-Z]", words[k].group())  # a sentence begins: "I built", "Built a"
            and re.match(r"[a-z]", words[k + 1].group())
        ):
            return words[k - 1].end()
    return None


def _wrapped_above(lines: list[str], i: int, prev: int, used: list[int]) -> list[int]:
    """The lines of a header that wrapped before its dates, when the dates stand alone on
    their line ("Quantitative Analyst (Strats), Goldman Sachs," / "London." / "Sep 2016 – Dec
    2019"): the short lines right above (not the entry before's), one of them ending in a
    comma; none otherwise."""
    span = find_span(lines[i])
    if span is None or re.sub(r"[\W_]+", "", lines[i][: span.begin] + lines[i][span.stop :]):
        return []  # the line holds more than its dates
    above = [j for j in (i - 2, i - 1) if j > prev and j not in used]
    while above and not headerish(lines[above[0]]):
        above.pop(0)
    if not above or not all(headerish(lines[j]) for j in above):
        return []
    if any(lines[j].rstrip().endswith((",", "，")) for j in above):
        return above
    # "Engagement Manager, McKinsey & Company, Munich." / "Jul 2018 – Mar 2021" / its body: a
    # header of fields right above dates that have no header below them
    body_below = i + 1 >= len(lines) or not headerish(lines[i + 1])
    fields = above[-1] == i - 1 and len(split_fields(lines[i - 1])) >= 2
    return [i - 1] if body_below and fields else []


class Block:
    def __init__(self, anchor: int, span: DateSpan | None) -> None:
        self.anchor = anchor
        self.span = span
        self.lines: list[int] = [anchor]


def group_blocks(lines: list[str], anchors: dict[int, DateSpan]) -> list[Block]:
    order = sorted(anchors)
    if not order:
        return []
    first = order[0]
    # header lines above the first dates: role-first / company-above layouts ("Tech stack:"
    # lines between them do not count)
    lead = [
        i
        for i in range(first - 1, max(-1, first - 4), -1)
        if headerish(lines[i])
        and _keyword_match(lines[i].strip(" 【】[]:：")) is None
        and not is_column_label(lines[i])
    ]  # a section's heading ("工作经历") or a table's column label is no entry's header
    below = bool(lead) and _headers_below(lines, order)
    role_first = bool(lead) and not below
    # (dates above their headers: a company's line above the first dates heads its titles,
    # "Acme AG, Zurich"; a group's sub-heading, "In-house", heads nothing)
    company = [j for j in lead if below and _names_company(lines[j])]
    blocks: list[Block] = []
    for n, i in enumerate(order):
        block = Block(i, anchors[i])
        if n == 0:
            block.lines[:0] = sorted(company)
        nxt = order[n + 1] if n + 1 < len(order) else len(lines)
        prev = order[n - 1] if n else -1
        if table_row(lines[i]):
            pass  # a table row is a whole entry
        elif labelled(lines[i]) is not None:
            block.lines = _labelled_run(lines, i, prev, nxt)
        elif role_first:
            j, taken = i - 1, 0
            while j > prev and taken < 3 and (headerish(lines[j]) or label_line(lines[j])):
                if len(block.lines) > 1 and not lines[j].strip():
                    taken += 1  # "Waterstones, Leeds Briggate" after a blank line: its header
                    break
                if headerish(lines[j]):
                    block.lines.insert(0, j)
                    taken += 0 if is_place(lines[j]) else 1
                j -= 1
            if taken == 0:
                # dates after the bullets: the header is the first line after the last entry
                heads = [k for k in range(prev + 1, j + 1) if headerish(lines[k])]
                top = [k for k in heads if not continues_bullet(lines, k)][:1]  # (no wrap)
                block.lines[:0] = [k for k in top if k < i and k not in block.lines]
        elif above := _wrapped_above(lines, i, prev, blocks[-1].lines if blocks else []):
            block.lines[:0] = above
        else:
            j = i + 1
            # (a sentence below the dates is the entry's body: "在抖音、淘宝直播做美妆。")
            while j < nxt and j <= i + 2 and headerish(lines[j]) and not _body_sentence(lines[j]):
                block.lines.append(j)
                j += 1
        blocks.append(block)
    return blocks


def _names_company(text: str) -> bool:
    """A line that names a company by its form or with its city ("Acme AG, Zurich")."""
    fields = split_fields(text)
    return any(LEGAL_END.search(f) or ORG_WORD.search(f) for f in fields) or (
        len(fields) >= 2 and is_place(fields[-1])
    )


def _headers_below(lines: list[str], order: list[int]) -> bool:
    """Dates that stand above their entries' headers (moderncv's left column: "Sep 2014 – Mar
    2018" / "Associate, Corporate M&A, Harcourt Lyle, Dublin" / body): every later dates line
    has a header line right below it and at most half have a short header-like line
    right above (the rest: the entry before's body).
    A short line above the first dates is then a sub-heading ("In-house", "Private
    practice"), not the first entry's header."""
    later = order[1:]
    if len(later) < 2:
        return False
    below = [i + 1 < len(lines) and i + 1 not in order and headerish(lines[i + 1]) for i in later]
    above = [headerish(lines[i - 1]) for i in later]
    return all(below) and sum(above) * 2 <= len(later)


def _labelled_run(lines: list[str], i: int, prev: int, nxt: int) -> list[int]:
    """The "Label: value" lines around a labelled dates line ("Company: … / Title: … /
    Dates: …"), up to a label seen twice (the next entry's)."""
    run, seen = [i], {labelled(lines[i])[0]}  # type: ignore[index]
    for step in (-1, 1):
        j = i + step
        while prev < j < nxt and (field := labelled(lines[j])) and field[0] not in seen:
            seen.add(field[0])
            run.append(j)
            j += step
    return sorted(run)
