"""Lines that a page layout wrapped, joined again: a PDF's text layer and OCR'd pages have
no paragraphs, only lines."""

from __future__ import annotations

import re

from ingest.city_names import city_names
from ingest.dates import find_spans
from ingest.language import (
    ENDS_WITH_DATE,
    ENDS_WITH_RANGE,
    ITEM_VERB,
    OPEN_RANGE,
    PRESENT,
    ROLE_WORD,
    SCHOOL_WORD,
    STARTS_WITH_RANGE,
    is_bullet,
    is_date_only,
)
from ingest.language.datewords import MONTH_WORDS
from ingest.models import TextLine
from ingest.normalize import display_width, join_wrapped
from ingest.sections import section_heading

TABLE_ROW = " | "  # cells of one table row, put back together by the PDF parser

_WRAP_RATIO = 0.8
_DANGLING = re.compile(r"(?i:\s(?:and|of|for|the|&|in|at|to|with|und|für|de|du|des))$")
_HAN_START = re.compile(r"\s*[\u4e00-\u9fff]")
_YEAR_FIRST = re.compile(r"\s*(?:19|20)\d{2}\b")
_YEAR_CUT = re.compile(r"[(（]\s*(?:19|20)\d{2}\s*$")
_YEAR_GOES_ON = re.compile(
    r"\s*(?:年|[./-]\s*\d{1,2}(?!\d)|(?:-|–|—)\s*(?:(?:19|20)\d{2}|至今|(?i:present)))"
)
_SENTENCE_DONE = re.compile(r"[。.!?！？；;]\s*$")


# a line ending in a company with its legal form and a place: "…, Siemens AG, Munich" (an
# author list ends in names, never in a legal form)
_HEADER_FIELDS = re.compile(
    r"[A-Z][\w.&'-]*\s+(?:AG|GmbH|SE|Inc\.?|Ltd\.?|LLC|Corp\.?|Co\.|plc|S\.A\.|B\.V\.|N\.V\.)"
    r"\s*,\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s*$"
)


# a season's dates that open an entry's line (a date column read into the line)
_SEASON_FIRST = re.compile(r"(?i)^\s*(?:summer|spring|autumn|fall|winter)\s+(?:19|20)\d\d\b")


def unwrap(lines: list[TextLine]) -> list[TextLine]:
    """Re-join lines the page layout wrapped and mark running text.

    Such text has no paragraphs and often no bullet glyphs, so layout decides: a line that
    fills the text width is running text; when it does not end a sentence, the next line
    (unless it starts a bullet or a section) continues it.
    """
    if not lines:
        return lines
    lines = [part for line in lines for part in _heading_apart(line)]
    widths = sorted(display_width(x.text) for x in lines)
    full = widths[int(len(widths) * 0.9)] if len(widths) >= 5 else widths[-1]
    out: list[TextLine] = []
    prev_full = False
    for line in lines:
        if out and _date_piece_goes_on(out[-1].text, line.text):
            # "Jun" / "2016–Feb" / "2020": a narrow date column wrapped one date in pieces
            joined = f"{out[-1].text.strip()} {line.text.strip()}"
            out[-1] = out[-1].model_copy(update={"text": joined})
            continue
        if _SPACED_HAN.search(line.text) and find_spans(line.text):
            # "2021.07–2023.06 深 圳 市 道 通 智 能": a dated cell's justified letters
            line = line.model_copy(update={"text": _SPACED_HAN.sub(_unspaced, line.text)})
        if out and out[-1].text.count("《") > out[-1].text.count("》") and "》" in line.text[:40]:
            # "第一作者:《大空间建筑分层空调气流组" / "织的数值模拟研究》,…": a title left open
            out[-1] = out[-1].model_copy(update={"text": join_wrapped(out[-1].text, line.text)})
            continue
        if out and _YEAR_CUT.search(out[-1].text) and _YEAR_GOES_ON.match(line.text):
            # "…工程师（2021" / "年 4 月 – 2023 年 6 月）": a date in brackets cut after its year
            glue = "" if _HAN_START.match(line.text) else " "
            joined = f"{out[-1].text.rstrip()}{glue}{line.text.lstrip()}"
            out[-1] = out[-1].model_copy(update={"text": joined})
            continue
        if out and _name_goes_on(out[-1].text, line.text):
            # "2025.04–至今 大疆（深圳市大疆" / "创新科技有限公司）": a narrow cell wrapped the name
            out[-1] = out[-1].model_copy(update={"text": join_wrapped(out[-1].text, line.text)})
            continue
        if (
            out
            and ENDS_WITH_DATE.search(out[-1].text)
            and (end := _DASH_END.match(line.text))
            and _range_end(end.group(1))
        ):
            # "TSMC, Fab 12, Hsinchu 07/2014" / "- 08/2019": the range's end, cut at its dash
            joined = f"{out[-1].text.rstrip()} – {end.group(1).strip()}"
            out[-1] = out[-1].model_copy(update={"text": joined})
            continue
        if out and OPEN_RANGE.match(out[-1].text) and _EXPECTED.fullmatch(line.text.strip()):
            # "2023 –" / "expected" / "2027": the range's end is still to come
            out[-1] = out[-1].model_copy(
                update={"text": f"{out[-1].text.strip()} {line.text.strip()}"}
            )
            continue
        if out and (cut := _START_GLUED_AFTER.match(out[-1].text)) and _range_end(line.text):
            # "Revenue Manager, Acme, Dubai 07/2011 –" / "12/2016": the next entry's dates (a
            # date column's row whose entry had no body), glued to the header above
            out[-1] = out[-1].model_copy(update={"text": cut.group("head")})
            text = f"{cut.group('start')} – {line.text.strip()}"
            out.append(line.model_copy(update={"text": text}))
            continue
        if out and OPEN_RANGE.match(out[-1].text) and _range_end(line.text):
            glue = "" if out[-1].text.rstrip().endswith("至") else " "  # "2020.09–至" / "今"
            joined = f"{out[-1].text.strip()}{glue}{line.text.strip()}"
            out[-1] = out[-1].model_copy(update={"text": joined})
            continue
        width = display_width(line.text)
        is_full = full >= 40 and width >= _WRAP_RATIO * full
        if out and _fields_go_on(out[-1].text, line.text):
            out[-1] = TextLine(
                text=join_wrapped(out[-1].text, line.text), page=out[-1].page, body_hint=False
            )
            if len(out) > 1 and _fields_go_on(out[-2].text, out[-1].text):
                # "Associate, Consumer & Internet," / "China …(CICC), Hong" / "Kong …, Hong
                # Kong.": the last field, whole again, goes on the line above
                last = out.pop()
                out[-1] = last.model_copy(update={"text": join_wrapped(out[-1].text, last.text)})
            prev_full = False
            continue
        if (
            out
            and (prev_full or _DANGLING.search(out[-1].text))  # "… of Science and" / "Technology"
            and not _SENTENCE_DONE.search(out[-1].text)
            and not ENDS_WITH_DATE.search(out[-1].text)
            and not is_bullet(line.text)
            and not ITEM_VERB.match(line.text)  # an item whose mark OCR lost: "Redesigned …"
            and not STARTS_WITH_RANGE.match(line.text)
            and not _SEASON_FIRST.match(line.text)  # "summer 2023 Summer Associate, …"
            # "2014 – 2017 BSc …, London" / "2025 Admitted, MBA …": two entries, each dated first
            and not (_YEAR_FIRST.match(line.text) and _YEAR_FIRST.match(out[-1].text))
            # a bullet, then "Company 2014.07–2018.06": the next entry's header; so is a
            # Chinese line that ends in its dates ("清华大学, 北京 — 2016 -- 2020")
            and not (
                (is_bullet(out[-1].text) or _HAN_START.match(line.text))
                and ENDS_WITH_RANGE.search(line.text)
            )
            # "… no degree" / "Chalmers University of Technology 2013-2015": the next entry's
            # header, a school's name and its dates (not a name cut after a capitalised word:
            # "…, Technical" / "University of Aveiro, 2013 - 2017")
            and not (
                line.text[:1].isupper()
                and ENDS_WITH_RANGE.search(line.text)
                and SCHOOL_WORD.search(line.text)
                and not re.search(r"\b[A-Z][\w&'-]*$", out[-1].text.strip())
            )
            # an item whose mark OCR lost, then "Duolingo, Pittsburgh summer 2016"
            and not (ITEM_VERB.match(out[-1].text) and ENDS_WITH_DATE.search(line.text))
            and section_heading(line, out[-1].text) is None
            and TABLE_ROW not in line.text  # rows of a table are not wrapped text
            and TABLE_ROW not in out[-1].text
            # "Working Student, Siemens AG, Munich" / "Test automation …": an entry's header
            # of fields, then its first sentence (a wrapped sentence goes on in lower case)
            and not (_HEADER_FIELDS.search(out[-1].text) and line.text.strip()[:1].isupper())
            # "Senior SRE, Tencent Cloud (Tencent Europe), Frankfurt" / "Operated the …"
            and not (_titled_fields(out[-1].text) and line.text.strip()[:1].isupper())
            and not _fields_line(out[-1].text)  # "技术副总裁, 小米汽车, 小米集团, 北京" / "组建…"
            and not _dated_header(out[-1].text)  # "2023 年 3 月 - 至今 <公司> <职位>" / "负责…"
            and not _NOTE_LABEL.match(line.text)  # "…, Faculty of X" / "Thesis on …"
            # a bullet, then the next entry's company and city ("中芯国际…有限公司 上海")
            and not (is_bullet(out[-1].text) and _org_heading_zh(line.text.strip()))
        ):
            out[-1] = TextLine(
                text=join_wrapped(out[-1].text, line.text), page=out[-1].page, body_hint=True
            )
        else:
            out.append(line.model_copy(update={"body_hint": is_full}))
        prev_full = is_full
    return out


_MONTH_ALONE = re.compile(rf"(?i)^\s*(?:(?:since|from)\s+)?(?:{MONTH_WORDS})\.?\s*$")  # "since Apr"
_MONTH_AFTER_DASH = re.compile(
    rf"(?i)^\s*(?:(?:{MONTH_WORDS})\.?\s+)?(?:19|20)\d{{2}}\s*[-–—]\s*(?:{MONTH_WORDS})\.?\s*$"
)
_STARTS_WITH_YEAR = re.compile(
    r"(?i)^\s*(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:19|20)\d{2}|now|present)\b|\s*[-–—]|\s*$)"
)
_YEAR_ALONE = re.compile(r"^\s*(?:19|20)\d{2}\s*$")


def _date_piece_goes_on(before: str, text: str) -> bool:
    """A date column too narrow for its dates: a month alone, then the year and the rest of
    the range ("Mar" / "2020–2022"), or a range cut after its end's month ("2016–Feb" /
    "2020")."""
    return bool(
        (_MONTH_ALONE.match(before) and _STARTS_WITH_YEAR.match(text))
        or (_MONTH_AFTER_DASH.match(before) and _YEAR_ALONE.match(text))
    )


# a section's heading set at the end of the paragraph above it, the break before it lost:
# "… implants across South London and Kent. Experience" (not "M.Ed. Education", a degree)
_HEADING_AFTER_SENTENCE = re.compile(
    r"^(.{30,}[a-z]{2}[.!?])\s+([A-Z][A-Za-z&]*(?: [A-Za-z&]+){0,2})$"
)


def _heading_apart(line: TextLine) -> list[TextLine]:
    m = _HEADING_AFTER_SENTENCE.match(line.text.strip())
    heading = m and section_heading(line.model_copy(update={"text": m[2]}))
    if not m or not heading or heading[2]:
        return [line]
    return [line.model_copy(update={"text": m[1]}), line.model_copy(update={"text": m[2]})]


_ORG_HEADING_ZH = re.compile(
    r"^[\u4e00-\u9fff（）()A-Za-z·&\s]{2,40}?(?:有限责任公司|有限公司|公司|集团|研究院|研究所)"
    r"(?:\s+[\u4e00-\u9fff]{2,4})?$"
)
_ORG_THEN_CITY = re.compile(
    r"^([\u4e00-\u9fff][^，,。；;：:！？!?]{1,40}?)\s+([\u4e00-\u9fff]{2,4})$"
)


def _org_heading_zh(text: str) -> bool:
    """An entry's Chinese heading: a company by its legal form ("中芯国际…有限公司 上海"), or any
    name, then a city the country list knows ("阿里巴巴达摩院（DAMO Academy） 杭州")."""
    m = _ORG_THEN_CITY.match(text)
    return bool(_ORG_HEADING_ZH.match(text) or (m and m.group(2) in city_names()))


# a degree's note opens its own line: "Thesis on …", "GPA 3.8/4.0", "Advisor: …"
_NOTE_LABEL = re.compile(
    r"^\s*(?:Thesis|Dissertation|Advis[oe]r|Supervisor|GPA|(?:Relevant\s+)?Coursework)\b"
)
_EXPECTED = re.compile(r"(?i:expected|exp\.|anticipated)|预计")
_DASH_END = re.compile(r"^\s*(?:-{1,2}|–|—|~|～|至)\s*(\S.{0,20}?)\s*$")


def _titled_fields(text: str) -> bool:
    """An entry's header of fields: a title first, then an organisation, then a place."""
    fields = [f.strip() for f in re.split(r",(?![^()]*\))", text) if f.strip()]
    return (
        3 <= len(fields) <= 5
        and len(text) <= 140
        and bool(ROLE_WORD.search(fields[0]))
        # ("Lisbon (remote from Bucharest)": the place, a note on it aside)
        and bool(
            re.fullmatch(
                r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,4}", re.sub(r"\s*\([^()]*\)", "", fields[-1])
            )
        )
    )


def _fields_line(text: str) -> bool:
    """A Chinese entry header of three or more short fields ("技术副总裁（…）, 小米汽车, 小米集团,
    北京"): the line after it is the entry's first sentence, not its continuation."""
    fields = [f.strip() for f in re.split(r"[,，|｜]", text) if f.strip()]
    return (
        bool(_HAN_START.search(text))
        and len(fields) >= 3
        and all(len(f) <= 20 for f in fields)
        and not re.search(r"[。；;！？]", text)
    )


# the rest of an entry's fields that a narrow column wrapped: "Services (AWS), Dublin.",
# "one), INSEAD, Fontainebleau.", "Stockholm."
# the rest of a company's name with its legal form, and a place: "Technologies Austria AG, Villach"
_LEGAL_NAME_REST = re.compile(
    r"^(?:[A-Z][\w.&'-]*\s+){1,4}(?:AG|GmbH|SE|Inc\.?|Ltd\.?|LLC|Corp\.?|plc|S\.A\.|B\.V\.|N\.V\.)"
    r"\s*,\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s*$"
)
_FIELDS_REST = re.compile(r"^[^.;:!?\d]{1,60}[,，]\s*[A-Z][\w'-]+(?:\s[A-Z][\w'-]+){0,2}\.$")
# ... after a line that ends in a comma, a longer one: "China International Capital Corporation
# (CICC), Hong Kong Securities, Hong Kong."
_LONG_FIELDS_REST = re.compile(r"^[^.;:!?\d]{1,100}[,，]\s*[A-Z][\w'-]+(?:\s[A-Z][\w'-]+){0,2}\.$")
_PLACE_REST = re.compile(r"^[A-Z][\w'-]+(?:\s[A-Z][\w'-]+){0,2}\.$")


def _fields_go_on(before: str, text: str) -> bool:
    """A header of fields ("Principal Technical Program Manager, Amazon Web") whose last field
    goes on on the next line, which ends the fields with a place and a full stop, or with a
    legal form and a place ("…, Northwind" / "Traders Europe GmbH, Bremen")."""
    before, text = before.strip(), text.strip()
    if is_bullet(before) or is_bullet(text):
        return False
    if _LEGAL_NAME_REST.match(text) and re.search(r",\s*(?:[A-Z][\w&'-]*\s*)+$", before):
        return True  # "…, Infineon" / "Technologies Austria AG, Villach": the name goes on
    if "," not in before or find_spans(before):
        return False
    if before.endswith((",", "，")):
        return bool(_PLACE_REST.match(text) or _LONG_FIELDS_REST.match(text))
    return not re.search(r"[.;:。；：!?]$", before) and bool(_FIELDS_REST.match(text))


def _dated_header(text: str) -> bool:
    """A table row's line that opens with its dates and holds no clause of prose ("2023 年 3
    月 - 至今  <公司>  <职位>（<产品线>）"): an entry's header, however wide the layout made it."""
    if re.search(r"[，,。；;:：]", text):
        return False
    spans = find_spans(text)
    return bool(spans) and spans[0].begin <= 2 and (spans[0].end is not None or spans[0].ongoing)


def _range_end(text: str) -> bool:
    """A line that ends a date range cut after its dash: "Aug 2020", "present", "today",
    "至今"."""
    text = text.strip()
    return (
        is_date_only(text)
        or bool(PRESENT.fullmatch(text) or _OPEN_END_MORE.fullmatch(text))
        or text == "今"  # "至" / "今"
    )


# a header line with an open date range glued to its end ("…, Dubai 07/2011 –")
_START_GLUED_AFTER = re.compile(
    r"^(?P<head>.*[,，|｜].*[A-Za-z\u4e00-\u9fff)）](?<!\b[A-Z][a-z]{2})(?<![A-Z][a-z]{2}\.)[.,]?)\s+"
    r"(?P<start>(?:\d{1,2}\s*[/.]\s*)?(?:19|20)\d{2}|[A-Z][a-z]{2,8}\.?\s+(?:19|20)\d{2})\s*[–—-]\s*$"
)
_OPEN_END_MORE = re.compile(r"(?i:today|to\s+date|till\s+now|ongoing)")


_SPACED_HAN = re.compile(
    r"(?<![\u4e00-\u9fff] )(?:[\u4e00-\u9fff] ){3,}[\u4e00-\u9fff](?! [\u4e00-\u9fff])"
)
_LEGAL_FORM_START = re.compile(r"^[\u4e00-\u9fff]{0,4}(?:有限责任公司|有限公司|股份|集团|公司)")


def _unspaced(m: re.Match[str]) -> str:
    return m.group().replace(" ", "")


def _name_goes_on(before: str, text: str) -> bool:
    """An entry's dated header whose organisation a narrow table cell wrapped: a bracket left
    open ("大疆创新（深圳市大疆创新" / "科技有限公司）"), or a Chinese name cut before its legal
    form ("深圳市道通智能航空技" / "术股份有限公司（Autel")."""
    if not _dated_header(before) or len(text.strip()) > 40 or find_spans(text):
        return False
    opened = before.count("(") + before.count("（") - before.count(")") - before.count("）")
    if opened > 0:
        return bool(re.match(r"[^()（）]{1,30}[)）]", text.strip()))
    spans = find_spans(before)
    name = before[spans[0].stop :].strip() if spans else ""
    if re.search(r"[\u4e00-\u9fff]{2,}公$", name) and text.strip().startswith("司"):
        return True  # "国网湖北省电力有限公" / "司电力科学研究院": cut inside "公司"
    return bool(
        re.fullmatch(r"[\u4e00-\u9fff]{6,}", name)  # one long name alone, cut mid-word
        and not re.search(r"(?:公司|集团|大学|学院|研究院|中心)$", name)
        and _LEGAL_FORM_START.match(text.strip())
    )
