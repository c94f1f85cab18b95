"""Split a parsed CV into sections, and sections into entries (employer/school + bullets).

An entry keeps its header (employer, role, dates), so that a passage about *what* someone
did stays with *where*. Project sub-headings inside an employer entry (a header line with
no organisation or role word) become sub-entries that carry their parent's header.
"""

from __future__ import annotations

import re

from ingest.entry_fields import labelled, mostly_cjk
from ingest.language import (
    ENDS_WITH_DATE,
    ENTRY_SECTIONS,
    HEADING_NUMBER,
    JOINED_ONLY,
    ORG_WORD,
    ROLE_ONLY,
    ROLE_WORD,
    SECTION_KEYWORDS,
    SENTENCE_END,
    YEAR,
    first_segment,
    is_bullet,
    is_column_header,
    is_date_only,
    is_location_only,
)
from ingest.metadata import SectionKind
from ingest.models import Entry, ParsedCV, Section, TextLine

_LEADING_DECOR = re.compile(r"^[^\w\u4e00-\u9fff]+")
_MAX_HEADER_LINES = 4


_QUALIFIER = re.compile(
    r"(?:previous|past|prior|earlier|other|recent|selected|relevant|additional|former|current|"
    r"present)\s+|其他|其它|主要|相关|过往|以往"
)


def _keyword_match(text: str) -> tuple[str, str, str] | None:
    """(kind, title, remainder) when `text` starts with a section keyword at a boundary, or
    with one after a qualifier ("Previous Academic Appointments", "Current Position")."""
    lowered = text.lower()
    best = _keyword_at(text, lowered, 0)
    # ("Other Work Experience": the heading after its qualifier, not "other" with words after)
    if (best is None or best[2]) and (q := _QUALIFIER.match(lowered)):
        after = _keyword_at(text, lowered, q.end())
        best = after if after is not None and (best is None or not after[2]) else best
    return best


# what a heading says after its head noun: "… experience before the PhD", "… (2015–2020)"
_HEADING_TAIL = re.compile(
    r"(?i)\s+(?:before|after|during|since|at|in|from|while)\b.*$|\s*[(（:：—–-].*$"
)


# the nouns a descriptive heading ends with ("BBC World Service", "Royal Society Awards": names)
_HEAD_NOUN = re.compile(
    r"(?:experiences?|positions|appointments|publications|projects)$|经历$|经验$"
)


def _head_noun_match(text: str) -> tuple[str, str, str] | None:
    """A marked-up heading of two kinds joined, no keyword starting it, by the keyword it ends
    with before its qualifiers: "Research and industry experience before the PhD"."""
    head = _HEADING_TAIL.sub("", text).strip()
    lowered = head.lower()
    if not re.search(r"(?i)\s(?:and|&)\s|与|和|及", head):
        return None  # a title or a name as a heading ("Head of Digital Experience"): no section
    ends = [
        (len(k), kind)
        for kind, keywords in SECTION_KEYWORDS
        for k in keywords
        if lowered.endswith(k)
        and _HEAD_NOUN.search(k)
        and (len(lowered) == len(k) or not (k[0].isascii() and lowered[-len(k) - 1].isalnum()))
    ]
    return (max(ends)[1], text, "") if ends else None


# a heading of two kinds joined, in capitals or title case, however plain its line
_JOINED_TITLE = re.compile(
    r"(?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*\s*(?:&|and|AND)\s*(?:[A-Z][\w-]*\s+){0,2}"
    r"(?:Experiences?|EXPERIENCES?|Positions|POSITIONS|Appointments|APPOINTMENTS)"
)
_JOINED = re.compile(r"\s*(?:与|和|及|&|、|/|\band\b)\s*")


def _two_headings(rest: str) -> bool:
    """What follows a heading's keyword is another one joined to it: "证书与荣誉",
    "Skills & Languages"."""
    joined = _JOINED.match(rest)
    if joined is None:
        return False
    other = rest[joined.end() :].strip(" :：】]")
    if other.lower() in JOINED_ONLY:
        return True
    found = _keyword_at(other, other.lower(), 0)
    return found is not None and not found[2]


def _joined_kind(kind: str, rest: str) -> str:
    """The kind of a section under two joined headings: the first's, unless it is a profile
    and the second holds entries ("基本信息与教育", "Profile & Experience": the schools or jobs
    below are the section's)."""
    if kind != "profile" or (joined := _JOINED.match(rest)) is None:
        return kind
    other = rest[joined.end() :].strip(" :：】]")
    found = _keyword_at(other, other.lower(), 0)
    return found[0] if found is not None and found[0] in ENTRY_SECTIONS else kind


# a heading's own note in brackets, the whole rest of its line ("（* 通讯作者）", "(selected)")
_HEADING_NOTE = re.compile(r"\s*[（(][^（()）]{1,30}[）)]\s*")


def _keyword_at(text: str, lowered: str, at: int) -> tuple[str, str, str] | None:
    best: tuple[str, str, str] | None = None
    for kind, keywords in SECTION_KEYWORDS:
        for keyword in keywords:
            if not lowered.startswith(keyword, at):
                continue
            rest = text[at + len(keyword) :]
            if _HEADING_NOTE.fullmatch(rest):
                rest = ""  # "代表性论文（* 通讯作者，# 共同一作）": a note on the heading
            if rest and not re.match(r"[\s:：|\t】\]）)」』》>]", rest) and not _two_headings(rest):
                continue  # "【工作经历】", "[Experience]": a closing bracket ends a heading too
            if best is None or at + len(keyword) > len(best[1]):
                if _two_headings(rest):  # "证书与荣誉": two headings joined, one section
                    return _joined_kind(kind, rest), text, ""
                rest = rest.lstrip(" :：|\t】]）)」』》>")
                if re.fullmatch(r"[\W_]*", rest):
                    rest = ""  # "==== CERTIFICATIONS ====": a banner's closing rule
                best = (kind, text[: at + len(keyword)], rest)
    return best


def _wrapped_word(above: str, line: TextLine) -> bool:
    """A lower-case word under a line that runs on (no stop at its end): the line's end."""
    text = line.text.strip()
    return (
        not line.heading
        and text[:1].islower()
        and bool(re.search(r"[a-z,]$", above.rstrip()))
        and len(above) >= 40
    )


def section_heading(line: TextLine, above: str = "") -> tuple[str, str, str] | None:
    """Recognise a section heading line; returns (kind, title, text after the title). A
    lower-case word under a line that runs on (`above`: no stop at its end) is its last word
    ("…draft board and management" / "presentations"), no heading."""
    if _wrapped_word(above, line):
        return None
    numbered = HEADING_NUMBER.match(line.text.strip())
    if numbered:  # "一、工作经历", "3. Education": the name alone after the number
        match = _keyword_match(_LEADING_DECOR.sub("", line.text.strip()[numbered.end() :]))
        return match if match is not None and not match[2].strip() else None
    if is_bullet(line.text):
        return None
    text = _LEADING_DECOR.sub("", line.text).strip()
    match = _keyword_match(text)
    if match is None:
        # icon fonts extract as junk letters ("NgO 教育背景"): allow one short token first
        head, _, rest_of_line = text.partition(" ")
        if len(head) <= 4 and head.isascii() and rest_of_line:
            match = _keyword_match(rest_of_line.strip())
            if match is not None and (match[1].isascii() or match[2]):
                match = None
            text = rest_of_line.strip()
    if match is None and (line.heading or _JOINED_TITLE.fullmatch(text)) and len(text) < 60:
        match = _head_noun_match(text)  # (plain text too: "Research & Industry Experience")
    if match is None:
        return None
    kind, title, rest = match
    if not rest:
        return (kind, title, rest) if len(text) < 60 else None
    if title in ("论文", "研究方向", "研究兴趣", "项目") and re.match(rf"{title}\s*[:：]", text):
        # "论文：基于机器学习的布线拥塞预测", "研究方向：自然语言处理", "项目：X100 夜景调校": a
        # field of the entry above (a thesis, a research area, a project of the job), no heading
        return None
    ascii_title = title.isascii()
    if line.heading or not ascii_title or title.isupper() or "\t" in line.text:
        return kind, title, rest
    return None


_ENDS_SENTENCE = re.compile(r"[。；;！？!?]$")


def _is_header_line(text: str, body_hint: bool = False) -> bool:
    if is_bullet(text) or _ENDS_SENTENCE.search(text):
        return False
    if body_hint:
        return bool(ENDS_WITH_DATE.search(text)) and len(text) <= 160
    limit = 70 if mostly_cjk(text) else 120  # 'Engineer, 2018 – 2022', 'AIA (友邦), …': Latin
    if len(text) > limit:
        return False
    return not (SENTENCE_END.search(text) and len(text) > 40)


def _starts_top_entry(text: str) -> bool:
    field = labelled(text)
    if field and field[0] in ("org", "school"):
        return True  # "Employer: Unilever plc, London", "学校：浙江大学": a new entry
    seg = first_segment(text)
    return bool(ORG_WORD.search(seg) or ROLE_WORD.search(text))


class _EntryBuilder:
    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.top: Entry | None = None
        self.current: Entry | None = None
        self.prev_was_body = False
        self.dates_first = False  # the first entry opens with its dates: each one does

    def _new(self, line: TextLine, top: bool) -> None:
        if not self.entries:
            self.dates_first = is_date_only(line.text)
        entry = Entry(header=[line.text], page=line.page)
        if not top and self.top is not None:
            entry.parent_header = list(self.top.header)
        if top:
            self.top = entry
        self.entries.append(entry)
        self.current = entry

    def feed(self, line: TextLine) -> None:
        text = line.text
        cur = self.current
        if _is_header_line(text, line.body_hint) or line.heading:
            header_has_date = cur is not None and any(YEAR.search(h) for h in cur.header)
            if (
                cur is not None
                and self.prev_was_body
                and (is_location_only(text) or (is_date_only(text) and not self.dates_first))
            ):
                cur.header.append(text)  # trailing "City / dates" after the bullets
                return
            if cur is not None and not self.prev_was_body and not cur.body:
                seg = first_segment(text)
                org_line = bool(ORG_WORD.search(seg)) and not ROLE_ONLY.match(seg)
                header_has_org = any(ORG_WORD.search(first_segment(h)) for h in cur.header)
                dates_only = self.dates_first and all(map(is_date_only, cur.header))
                if len(cur.header) < _MAX_HEADER_LINES and (
                    dates_only or not (org_line and (header_has_date or not header_has_org))
                ):
                    cur.header.append(text)
                    if cur.parent_header and (
                        ROLE_ONLY.match(text) or is_date_only(text) or is_location_only(text)
                    ):
                        # a role or dates on their own line: an employer, not a project
                        cur.parent_header = []
                        self.top = cur
                    return
                if len(cur.header) >= _MAX_HEADER_LINES and not _starts_top_entry(text):
                    cur.body.append(line)
                    self.prev_was_body = True
                    return
            is_top = _starts_top_entry(text) or self.top is None
            # A project sub-heading nests only under an employer/school (a keyworded header).
            if (
                not is_top
                and self.top is not None
                and not _starts_top_entry(" ".join(self.top.header))
            ):
                is_top = True
            self._new(line, top=is_top)
            self.prev_was_body = False
            return
        if cur is None:
            cur = Entry(page=line.page)
            self.entries.append(cur)
            self.current = cur
        cur.body.append(line)
        self.prev_was_body = True


# a heading in capitals run onto the end of the line above it (a photo's or a PDF's text:
# "… across Singapore and Jakarta). EXPERIENCE", "… to join industry 2002 OTHER", "…(家电、
# 消费电子行业)工作经历")
_TRAILING_HEADING = re.compile(
    r"(?<=[.;:)）。\d])\s+(?P<h>[A-Z][A-Z&/ ]{2,30})$|"
    r"(?<=[。；！)）])\s*(?P<z>[\u4e00-\u9fff]{2,6})$"
)


def trailing_heading(line: TextLine) -> tuple[TextLine, tuple[str, str, str]] | None:
    """The line without a heading run onto its end, and the heading."""
    m = _TRAILING_HEADING.search(line.text)
    title = m and (m["h"] or m["z"])
    # (a Chinese sentence says as much in fewer characters: "…与集团税务合规。工作经历")
    if m is None or not title or len(line.text) - len(title) < (10 if m["z"] else 20):
        return None
    heading = section_heading(TextLine(text=title.strip(), page=line.page))
    if heading is None or heading[2] or not (heading[1].isupper() or m["z"]):
        return None
    return line.model_copy(update={"text": line.text[: m.start()]}), heading


def repeated_headings(lines: list[TextLine]) -> set[str]:
    """The bare headings a CV writes more than once ("Achievements" under every job): each
    section is written once, so these head parts of the entries above them."""
    seen: dict[str, int] = {}
    for line in lines:
        heading = section_heading(line)
        if heading is not None and not heading[2]:
            seen[heading[1].lower()] = seen.get(heading[1].lower(), 0) + 1
    return {title for title, n in seen.items() if n > 1}


def entry_subheading(heading: tuple[str, str, str], here: str, repeated: set[str]) -> bool:
    """A repeated heading inside an entry section heads part of an entry ("Achievements"
    under each job in a list of jobs), no section of its own."""
    kind, title, rest = heading
    return not rest and title.lower() in repeated and here in ENTRY_SECTIONS and kind != here


def split_sections(cv: ParsedCV) -> list[Section]:
    sections: list[Section] = [Section(kind=SectionKind.HEADER, title="Header")]
    raw: list[list[TextLine]] = [[]]
    repeated = repeated_headings(cv.lines)
    for i, line in enumerate(cv.lines, 1):
        if (trailing := trailing_heading(line)) is not None:
            before, (kind, title, _) = trailing
            before.n = line.n or i  # the line's own number: its facts point at it
            raw[-1].append(before)
            sections.append(Section(kind=kind, title=title))
            raw.append([])
            continue
        heading = section_heading(line, cv.lines[i - 2].text if i > 1 else "")
        if heading is not None:
            if entry_subheading(heading, sections[-1].kind, repeated):
                raw[-1].append(line)  # "Achievements" under each job: part of the entry
                continue
            kind, title, rest = heading
            sections.append(Section(kind=kind, title=title))
            raw.append([])
            if rest:
                raw[-1].append(TextLine(text=rest, page=line.page, heading=line.heading))
            continue
        raw[-1].append(line)
    out: list[Section] = []
    for section, lines in zip(sections, raw, strict=True):
        if not lines:
            continue
        if section.kind in ENTRY_SECTIONS:
            builder = _EntryBuilder()
            for line in lines:
                if not is_column_header(line.text):  # "Dates | Company | Role": not an entry
                    builder.feed(line)
            section.entries = builder.entries
        else:
            section.entries = [Entry(body=lines, page=lines[0].page)]
        out.append(section)
    return out
