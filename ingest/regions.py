"""A CV's regions: its lines in reading order under the kind of section they are in, with
the headings the section splitter does not know ("Relevant Experience", "技术经验") and the
lines under a heading of internships."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ingest.entry_fields import is_cjk
from ingest.language import header_names_places, is_column_header
from ingest.models import ParsedCV, TextLine
from ingest.sections import entry_subheading, repeated_headings, section_heading, trailing_heading

# Section headings the section splitter does not know (whole line only).
_EXTRA_HEADINGS: list[tuple[str, re.Pattern[str]]] = [
    (
        "experience",
        re.compile(
            r"(?i)^(?:(?:industrial|industry|professional|relevant|work(?:ing)?|employment|"
            r"career|intern(?:ship)?s?|job|research|selected|academic)\s+(?:(?:&|and)\s+)?)*"
            r"(?:experiences?|history|employment|jobs?|work|internships?|career|positions?|"
            r"appointments?)$"
            r"|^[\u4e00-\u9fff/、&]{0,6}(?:经历|履历|工作|实习)$"
        ),
    ),
    (
        "skills",
        re.compile(
            r"(?i)^(?:technical\s+|programming\s+|core\s+)?(?:skills?|technologies|tech\s+stack|"
            r"toolbox|competencies)(?:\s+(?:&|and)\s+\w+)?$"
            r"|^[\u4e00-\u9fff/、&]{0,4}技能[\u4e00-\u9fff/、&与和]{0,6}$"
        ),
    ),
    ("education", re.compile(r"(?i)^(?:education(?:al)?(?:\s+\w+)?|academics?)$|^教育|^学历$")),
]
# Any other heading ends an entry region ("ACADEMIC COMPETITIONS", "技术经验").
_OTHER_HEADING = re.compile(
    r"(?i)^(?:[a-z&/-]+\s+){0,3}(?:competitions?|contests?|awards?|honou?rs?|activities|"
    r"publications?|projects?|skills?|interests?|references?|certifications?|certificates?|"
    r"courses?|coursework|talks?|presentations?|patents?|services?|languages?|hobbies|misc|"
    r"others?|miscellaneous|volunteering|leadership|summary|profile|news|teaching)$"
    r"|^[\u4e00-\u9fff/、&]{0,6}(?:奖项|荣誉|竞赛|比赛|证书|技能|爱好|论文|专利|作品|其他|经验|评价|"
    r"成果|课程|活动|服务|项目)$"
)
_INTERESTS = re.compile(r"(?i)research|interest|focus|研究|方向")
_DECOR = re.compile(r"^[^\w\u4e00-\u9fff]+|[^\w\u4e00-\u9fff)）+#]+$")


def _heading_kind(line: TextLine) -> str | None:
    text = _DECOR.sub("", line.text).strip()
    if not text or len(text) > 30 or re.search(r"\d", text):
        return None
    for kind, pattern in _EXTRA_HEADINGS:
        if pattern.match(text):
            return kind
    looks_like_heading = line.heading or (text.isupper() and len(text.split()) >= 2)
    if _OTHER_HEADING.match(text) and (looks_like_heading or is_cjk(text)):
        return "other"
    return None


def regions(cv: ParsedCV) -> Iterator[tuple[str, list[TextLine]]]:
    """(section kind, lines) in reading order, with the extra headings above recognised."""
    kind = "header"
    lines: list[TextLine] = []
    repeated = repeated_headings(cv.lines)
    for k, line in enumerate(cv.lines):
        if (trailing := trailing_heading(line)) is not None:
            lines.append(trailing[0])  # "… Jakarta). EXPERIENCE": the line, then the heading
            yield kind, lines
            kind, lines = trailing[1][0], []
            continue
        heading = section_heading(line, cv.lines[k - 1].text if k else "")
        if heading and entry_subheading(heading, kind, repeated):
            lines.append(line)  # "Achievements" under each job: part of the entry
            continue
        new_kind = heading[0] if heading else _heading_kind(line)
        if heading and heading[0] in ("profile", "other") and _INTERESTS.search(heading[1]):
            new_kind = "interests"
        if new_kind is None:
            # "Period | Employer | Title": not an entry; a header that names no employer
            # stays, for the rows under it read the employer over it (`employer_over_table`)
            if not is_column_header(line.text) or not header_names_places(line.text):
                lines.append(line)
            continue
        if lines:
            yield kind, lines
        kind, lines = new_kind, []
        if heading and heading[2]:
            lines.append(TextLine(text=heading[2], page=line.page, n=line.n))
    if lines:
        yield kind, lines


# a section of internships ("实习经历", "Internships"): its positions are internships
_INTERN_HEADING = re.compile(
    r"(?i)^(?:research\s+|industry\s+|industrial\s+)?intern(?:ship)?s?(?:\s+experiences?)?$|"
    r"^(?:科研|项目)?实习(?:经历|经验|工作)?$"
)


def internship_lines(cv: ParsedCV) -> set[int]:
    """Numbers of the lines under a heading of internships, up to the next heading."""
    out: set[int] = set()
    inside = False
    for line in cv.lines:
        heading = section_heading(line)
        if heading is not None or _heading_kind(line) is not None:
            inside = heading is not None and bool(_INTERN_HEADING.match(heading[1].strip()))
            continue
        if inside and line.n:
            out.add(line.n)
    return out
