"""Employment and education entries, read line by line from a CV's sections.

The layout parser (sections.py) groups lines into entries for chunking; here the facts are
read again from the lines themselves, so that layouts it does not group well still give
the card its positions. An entry is anchored on a line that carries a date range (or, in
education, a school); the short non-bullet lines right before it (role-first layouts) or
right after it (company-first layouts) belong to it. Fields are then picked from the
entry's segments:

    Role @ Company · **Company**, City, dates · Role, Company, Inc · Company (Role; dates)
    Company | dates | city | role · 公司 部门 职位 日期 · Role — Company — City — dates
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ingest.dates import DateSpan, find_span
from ingest.language import (
    BULLET_MARKS,
    DEGREE_PATTERNS,
    ORG_WORD,
    ROLE_ONLY,
    ROLE_WORD,
    SCHOOL_WORD,
    has_cjk,
    is_date_only,
    is_location_only,
)
from ingest.metadata import SectionKind
from ingest.models import EducationItem, EmploymentItem, ParsedCV, TextLine
from ingest.sections import section_heading

OrgFinder = Callable[[str], str | None]  # text -> canonical organisation id, if known

# Section headings the section splitter does not know (whole line only).
_EXTRA_HEADINGS: list[tuple[str, re.Pattern[str]]] = [
    (
        "experience",
        re.compile(
            r"(?i)^(?:(?:industrial|industry|professional|relevant|work(?:ing)?|employment|"
            r"career|intern(?:ship)?s?|job|research|selected)\s+)*"
            r"(?:experiences?|history|employment|jobs?|work|internships?|career|positions?)$"
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
_BULLET = re.compile(rf"^\s*(?:[{BULLET_MARKS}]|\d{{1,2}}[.)、](?!\d))\s*")
_SENTENCE = re.compile(r"[。；;！？!?]$|[a-z]{3,}\.$")
_SPLIT = re.compile(
    r"\s*(?:[|｜·•;；\t]|\s/\s|\s[-–—‒―]{1,2}\s|(?<=\S)\s{2,}(?=\S)|[,，]|\s@\s|@|\bat\b(?=\s+[A-Z])"
    r"|:\s|：)\s*"
)
_PARENS = re.compile(r"[(（]([^()（）]*)[)）]")
_LEGAL_ONLY = re.compile(
    r"(?i)^(?:inc|ltd|llc|corp|co|corporation|limited|gmbh|plc|s\.?a|ag|l\.?p)\.?$|^(?:有限公司)$"
)
_WEAK_ORG = re.compile(
    r"(?i:\b(?:team|group|department|dept|division|squad|org|track)\b)|团队|部门|事业部|部$|组$"
)
_PLACE = re.compile(
    r"(?i)^(?:remote|virtual|\(virtual\)|usa?|u\.s\.a?\.?|united states|china|p\.?r\.?\s?china|"
    r"[a-z .'-]+,\s?(?:[A-Z]{2}|usa|china|uk|canada|japan|germany|singapore)|"
    r"[A-Z]{2})$|^[\u4e00-\u9fff]{2,3}(?:市|省|区|县)$"
)
_CN_CITIES = (
    "北京", "上海", "深圳", "杭州", "广州", "南京", "成都", "武汉", "西安", "苏州", "天津",
    "合肥", "长沙", "重庆", "厦门", "青岛", "大连", "浦东", "海淀", "朝阳", "香港", "台北",
)  # fmt: skip
_DURATION = re.compile(r"(?i)^\(?\d+(?:\.\d+)?\s*(?:years?|yrs?|months?|mos?|年|个月)\)?$")
_NOT_EMPLOYER = re.compile(
    r"(?i)^(?:duties|responsibilities|focus|technologies|tech stack|stack|projects?|description|"
    r"summary|achievements?|职责|项目|描述|内容|技术栈)(?:\b|$)"
)
_FIELD_LABEL = re.compile(
    r"(?i)^(?:company|employer|organi[sz]ation|role|position|title|department|"
    r"公司|单位|职位|岗位|部门|职务)\s*[:：]\s*"
)
_PERSON_FIELD = re.compile(
    r"(?i:\b(?:mentor|supervisor|advisor|adviser|manager|leader|host|pi)s?\b)\s*[:：][^|｜;；·]*"
    r"|(?:导师|主管|负责人|指导老师)\s*[:：][^|｜;；·]*"
)


def _strip(text: str) -> str:
    return _BULLET.sub("", text).strip()


def _heading_kind(line: TextLine) -> str | None:
    text = _DECOR.sub("", line.text).strip()
    if not text or len(text) > 30 or re.search(r"\d", text):
        return None
    for kind, pattern in _EXTRA_HEADINGS:
        if pattern.match(text):
            return kind
    looks_like_heading = line.heading or (text.isupper() and len(text.split()) >= 2)
    if _OTHER_HEADING.match(text) and (looks_like_heading or has_cjk(text)):
        return "other"
    return None


def regions(cv: ParsedCV) -> Iterator[tuple[str, list[TextLine]]]:
    """(section kind, lines) in reading order, with the extra headings above recognised."""
    kind = "header"
    lines: list[TextLine] = []
    for line in cv.lines:
        heading = section_heading(line)
        new_kind = heading[0] if heading else _heading_kind(line)
        if (
            heading
            and heading[0] in (SectionKind.PROFILE, SectionKind.OTHER)
            and _INTERESTS.search(heading[1])
        ):
            new_kind = "interests"
        if new_kind is None:
            lines.append(line)
            continue
        if lines:
            yield kind, lines
        kind, lines = new_kind, []
        if heading and heading[2]:
            lines.append(TextLine(text=heading[2], page=line.page))
    if lines:
        yield kind, lines


def _short(text: str) -> bool:
    limit = 60 if has_cjk(text) else 110
    return len(text) <= limit and not (_SENTENCE.search(text) and len(text) > 40)


_TABLE_RULE = re.compile(r"^\|?[\s\-:|+=]+\|?$")
_TABLE_HEAD = re.compile(
    r"(?i)^(?:company|employer|organi[sz]ation|role|position|title|dates?|period|time|years?|"
    r"location|city|school|university|institution|degree|major|field|公司|单位|职位|岗位|时间|"
    r"地点|学校|学历|专业)$"
)


def _table_row(text: str) -> bool:
    return text.count("|") >= 2 and text.lstrip().startswith("|")


def _table_furniture(text: str) -> bool:
    """A table's rule, its row of column names or one column name on its own line."""
    return bool(_TABLE_RULE.match(text) or _TABLE_HEAD.match(_strip(text))) or (
        _table_row(text) and all(_TABLE_HEAD.match(c.strip()) for c in text.strip("| ").split("|"))
    )


_LABEL_LINE = re.compile(
    r"(?i)^(?:tech(?:nology|nical)?\s*stack|technologies|tools?|skills?|keywords?|environment|"
    r"stack|languages?|技术栈|关键词|技术|工具)\s*[:：]"
)


def _label_line(text: str) -> bool:
    return bool(_LABEL_LINE.match(_strip(text)))


def _headerish(text: str) -> bool:
    if _table_furniture(text) or _label_line(text):
        return False  # "Tech stack: React, AWS" is not the entry's header
    return not _BULLET.match(text) and _short(text) and find_span(text) is None


def _anchor_span(text: str) -> DateSpan | None:
    """The line's dates when they head or close the line or stand as a segment of it."""
    body = _strip(text)
    span = find_span(body)
    if span is None or len(body) > (90 if has_cjk(body) else 170):
        return None
    before = body[: span.begin].strip()
    after = re.sub(r"[\s)）\]:：,，.;；|｜-]+", "", body[span.stop :])
    if _SENTENCE.search(body) and len(body) > 60:
        return None
    at_start = len(before) <= 2 or bool(re.search(r"[|｜·—–,，(（:：\t]$|\s{2}$", before))
    return span if (at_start or len(after) <= 2) else None


class _Block:
    def __init__(self, anchor: int, span: DateSpan | None) -> None:
        self.anchor = anchor
        self.span = span
        self.lines: list[int] = [anchor]


def _blocks(lines: list[str], anchors: dict[int, DateSpan]) -> list[_Block]:
    order = sorted(anchors)
    if not order:
        return []
    first = order[0]
    # header lines above the first dates: role-first / company-above layouts ("Tech stack:"
    # lines between them do not count)
    lead = [i for i in range(first - 1, max(-1, first - 4), -1) if _headerish(lines[i])]
    role_first = bool(lead)
    blocks: list[_Block] = []
    for n, i in enumerate(order):
        block = _Block(i, anchors[i])
        nxt = order[n + 1] if n + 1 < len(order) else len(lines)
        prev = order[n - 1] if n else -1
        if _table_row(lines[i]):
            pass  # a table row is a whole entry
        elif role_first:
            j, taken = i - 1, 0
            while j > prev and taken < 3 and (_headerish(lines[j]) or _label_line(lines[j])):
                if _headerish(lines[j]):
                    block.lines.insert(0, j)
                    taken += 0 if _is_place(lines[j]) else 1
                j -= 1
            if taken == 0:
                # dates after the bullets: the header is the first line after the last entry
                top = [k for k in range(prev + 1, j + 1) if _headerish(lines[k])][:1]
                block.lines[:0] = [k for k in top if k < i and k not in block.lines]
        else:
            j = i + 1
            while j < nxt and j <= i + 2 and _headerish(lines[j]):
                block.lines.append(j)
                j += 1
        blocks.append(block)
    return blocks


def _segments(text: str) -> list[str]:
    """Split a header line into fields; parenthesised parts become fields of their own
    unless they only qualify an organisation ("Alibaba (DAMO Academy)")."""
    out: list[str] = []
    for part in _split_top(text):
        part = _FIELD_LABEL.sub("", part.strip(" -–—:：*_"))
        if not part:
            continue
        inner = _PARENS.findall(part)
        outer = _PARENS.sub(" ", part).strip()
        if inner and any(
            find_span(x)
            or ROLE_WORD.search(x)
            or _ROLE_EXTRA.search(x)
            or _SPLIT.search(x)
            or _DURATION.match(x.strip())
            for x in inner
        ):
            out.append(outer)
            for x in inner:
                if is_location_only(x.strip()):
                    continue  # "(Austin, TX)"
                out.extend(s.strip() for s in _SPLIT.split(x) if s.strip())
        elif has_cjk(part) and " " in part.strip() and not re.search(r"[A-Za-z]{2}", part):
            out.extend(part.split())  # 公司 部门 职位
        else:
            out.append(part)
    return [s for s in out if s]


def _split_top(text: str) -> list[str]:
    """`_SPLIT` outside parentheses only: "Acme (Austin, TX) · 2020" keeps its place."""
    masked, depth = [], 0
    for ch in text:
        depth += ch in "(（"
        masked.append("\0" if depth and ch not in "(（)）" else ch)
        depth -= ch in ")）" and depth > 0
    shape = "".join(masked)
    parts, start = [], 0
    for m in _SPLIT.finditer(shape):
        if m.start() == m.end():
            continue
        parts.append(text[start : m.start()])
        start = m.end()
    parts.append(text[start:])
    return parts


def _split_trailing_roles(segments: list[str], orgs: OrgFinder) -> list[str]:
    """'Acme Research Lab Research Intern' -> 'Acme Research Lab', 'Research Intern';
    'FPGA Engineer Intern Acme Labs' -> 'FPGA Engineer Intern', 'Acme Labs'."""
    out: list[str] = []
    for seg in segments:
        words = seg.split()
        lead = _leading_role(words, orgs)
        if lead is not None:
            out.extend(lead)
            continue
        best = None
        for k in range(1, min(4, len(words))):
            role, head = " ".join(words[-k:]), " ".join(words[:-k])
            m = ROLE_ONLY.match(role)
            modifiers_only = ROLE_ONLY.fullmatch(f"{head} Engineer") is not None
            if (
                m
                and m.end() == len(role)
                and len(set(words[-k:])) == k  # not "Research Research Intern"
                and not modifiers_only
                and not _ROLE_NOUN.match(words[-k - 1])  # "Software Engineer | Intern"
                and not all(ORG_WORD.fullmatch(w) for w in head.split())  # "Technology" ...
                and (ORG_WORD.search(head) or orgs(head))
            ):
                best = (head, role)
        out.extend(best if best else [seg])
    return out


_ROLE_NOUN = re.compile(
    r"(?i)^(?:intern|engineer|developer|scientist|researcher|manager|analyst|consultant|"
    r"assistant|architect|lead|director|designer|programmer|specialist|fellow)s?$"
)


def _leading_role(words: list[str], orgs: OrgFinder) -> tuple[str, str] | None:
    """A role written right before the organisation's name, with no separator."""
    for k in range(len(words) - 1, 0, -1):
        role, rest = " ".join(words[:k]), " ".join(words[k:])
        if not _ROLE_NOUN.match(words[k - 1]) or not words[k][:1].isupper():
            continue
        if ROLE_WORD.search(rest) or _ROLE_NOUN.match(words[k]):
            continue
        if ORG_WORD.search(rest) or orgs(rest) or _name_like(rest):
            return role, rest
    return None


def _remove_dates(text: str) -> str:
    span = find_span(text)
    while span is not None:
        text = (text[: span.begin] + " " + text[span.stop :]).strip()
        span = find_span(text)
    text = re.sub(r"(?i)\b(?:present|now|current|till|until|expected)\b|至今", " ", text)
    text = re.sub(r"[(（][\s,，;；:：~\-–—]*[)）]", " ", text)  # "(Intern, )" -> "(Intern)"
    text = re.sub(r"[\s,，;；:：~\-–—]+([)）])", r"\1", text)
    text = _PERSON_FIELD.sub(" ", text)
    return re.sub(r"[\s\-–—~|｜,，]+$", "", text)


def _is_place(seg: str) -> bool:
    return bool(
        is_location_only(seg)
        or (_PLACE.match(seg) and not ORG_WORD.search(seg))
        or (len(seg) <= 6 and any(c in seg for c in _CN_CITIES) and not ORG_WORD.search(seg))
    )


_ROLE_EXTRA = re.compile(r"实习|兼职|全职|(?i:\bco-?op\b|\bpart-time\b|\bfull-time\b)")


_ORG_END_ZH = re.compile(r"(?:公司|集团|中心|研究院|研究所|实验室|大学|学院|事业部|部门|银行)$")


def _is_role(seg: str, orgs: OrgFinder) -> bool:
    if _ORG_END_ZH.search(seg):
        return False  # "上海研发中心" names a place of work
    role = bool(ROLE_WORD.search(seg) or _ROLE_EXTRA.search(seg))
    return role and not (orgs(seg) and not _ROLE_EXTRA.search(seg))


def _org_rank(seg: str, orgs: OrgFinder, alone: bool = False) -> float:
    """How surely a segment names an organisation (0: it does not). A name standing alone
    on its line ("**Acme**" above "Engineer, Platform Team") beats a team or department."""
    if orgs(seg):
        return 3
    if ORG_WORD.fullmatch(seg):
        return 0.5  # a bare "Agency" or "Lab" next to the name
    if ORG_WORD.search(seg) and not _WEAK_ORG.search(seg):
        return 2
    if alone and _name_like(seg):
        return 1.5
    if _name_like(seg) and not ORG_WORD.search(seg):
        return 1.2  # "PingCAP" beats "Storage Team"
    if ORG_WORD.search(seg):
        return 1
    return 0


def _name_like(text: str) -> bool:
    """Short enough and shaped like a proper name ("Meituan", "Jane Street", "石墨文档")."""
    if has_cjk(text):
        return len(text) <= 10 and not re.search(r"的|针对|基于|通过|一种|系统$|平台$", text)
    words = text.split()
    return 1 <= len(words) <= 4 and all(w[:1].isupper() or w[:1].isdigit() for w in words)


def _clean_employer(seg: str) -> str:
    seg = re.sub(r"^(?:at|@|于|在)\s*|^in\s+(?=[A-Z])", "", seg.strip(" *_#:：-–—"))
    seg = _FIELD_LABEL.sub("", seg)
    seg = re.sub(r"\s*[\[(（]\s*$", "", seg).strip()
    # a city glued after the name: "Acme Inc. Springfield", "某某研究院 浦东"
    seg = re.sub(r"(\b(?:Inc|Ltd|LLC|Corp|Co|GmbH)\.?)\s+[A-Z][a-z]+$", r"\1", seg)
    head, _, last = seg.rpartition(" ")
    if head and has_cjk(seg) and any(last.startswith(c) for c in _CN_CITIES):
        seg = head
    return seg.strip()


def employment_items(
    regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EmploymentItem]:
    items: list[EmploymentItem] = []
    for kind, region in regions_:
        if kind not in (SectionKind.EXPERIENCE, SectionKind.PROJECTS):
            continue
        raw = [x.text.strip() for x in region]  # bullets kept: they mark body lines
        texts = [_strip(t) for t in raw]
        anchors = {i: span for i, t in enumerate(texts) if (span := _anchor_span(t))}
        last: str | None = None  # "Company / Role1 · dates / … / Role2 · dates"
        for block in _blocks(raw, anchors):
            item = _employment(
                block, texts, orgs, strict=kind != SectionKind.EXPERIENCE, inherit=last
            )
            if item is not None:
                items.append(item)
                last = item.employer
    return items


def _employment(
    block: _Block, texts: list[str], orgs: OrgFinder, strict: bool, inherit: str | None = None
) -> EmploymentItem | None:
    segments: list[str] = []
    alone: set[str] = set()
    placey: set[str] = set()  # from a line shaped like "City, Country": a last resort
    for i in block.lines:
        text = texts[i]
        if i == block.anchor and block.span is not None and block.span.begin > 3:
            # what follows the dates on their line is a place, a role or a list of tools
            tail = _segments(_remove_dates(text[block.span.stop :]))
            placey.update(tail)
        line = _remove_dates(text)
        above = i < block.anchor  # a name alone above the dates is the employer's line
        parts = [
            s
            for s in _split_trailing_roles(_segments(line), orgs)
            if not _LEGAL_ONLY.match(s)
            and not _DURATION.match(s)
            and not _NOT_EMPLOYER.match(s)
            and not _TABLE_HEAD.match(s)
        ]
        segments.extend(parts)
        if len(parts) == 1 and above:
            alone.add(parts[0])
        if is_location_only(line.strip(" |｜·-–—,")):
            placey.update(parts)
    roles = [s for s in segments if _is_role(s, orgs)]
    ranked = sorted(
        (s for s in segments if s not in roles and not _is_place(s)),
        key=lambda s: (s in placey, -_org_rank(s, orgs, s in alone)),
    )
    if not ranked and roles and inherit and not strict:
        ranked = [inherit]  # a second role under the same company header
    if not ranked:
        return None
    employer = _clean_employer(ranked[0])
    rank = _org_rank(employer, orgs)
    if strict and (rank < 2 or not roles):
        return None  # a project or activity that names no organisation and no role
    span = block.span
    bare_year = (
        span is not None
        and span.end is None
        and not span.ongoing
        and (span.start is None or span.start.month is None)
    )
    if rank == 0 and (bare_year or not (roles or _name_like(employer))):
        return None  # "Backend · 2021 · ...", a dated project title: not a position
    if not employer or len(employer) > 80 or _SENTENCE.search(employer) or "、" in employer:
        return None
    role = next((r for r in roles if not _WEAK_ORG.search(r)), roles[0] if roles else None)
    return EmploymentItem(
        employer=employer,
        role=role,
        years=span.years if span else [],
        start=str(span.start) if span and span.start else None,
        end=str(span.end) if span and span.end else None,
        ongoing=bool(span and span.ongoing),
        org_id=orgs(employer),
    )


_AWARD = re.compile(r"奖|竞赛|比赛|(?i:scholarship|award|prize|honou?r|fellowship|competition)")
_SCHOOL_NAME_EN = re.compile(
    r"(?:\b[A-Z][\w&.'-]*\s+(?:(?:of|and|the|for|de)\s+)?){0,6}"
    r"(?:University|College|Institute|School|Academy|Universit\w+)\b"
    r"(?:\s+(?:of|for|and|the|at|[A-Z][\w&.'-]*)\b)*"
)
_SUB_UNIT = re.compile(
    r"(?i)^(?:school|college|department|faculty|institute)\s+of\b|^[\u4e00-\u9fff]{2,8}(?:学院|系)$"
)
_SCHOOL_ZH = re.compile(
    r"[\u4e00-\u9fff]{2,24}?(?:大学|学院|学校|研究所|研究院|中学|科学院)"
    r"(?:[\u4e00-\u9fff]{0,12}?(?:研究所|研究院|学院))?"
)
_SCHOOL_LEAD = re.compile(
    r"^(?:就读于|毕业于|于|在|[\u4e00-\u9fff]{0,12}(?:本科|硕士|博士)[,，]?就读于)"
)


def _school_in(text: str, orgs: OrgFinder) -> str | None:
    for seg in _segments(_remove_dates(text)):
        if _AWARD.search(seg):
            continue  # "全国大学生…竞赛二等奖", "Dean's scholarship, X University"
        if has_cjk(seg) and (m := _SCHOOL_ZH.search(seg)):
            school = _SCHOOL_LEAD.sub("", m.group())
            for _, pattern in DEGREE_PATTERNS:
                school = pattern.sub("", school)
            acronym = re.match(r"\s*[(（]([A-Za-z]{2,10})[)）]", seg[m.end() :])
            school = school.strip() + (f" ({acronym.group(1)})" if acronym else "")
            return school.strip() or None
        if SCHOOL_WORD.search(seg) or (orgs(seg) and ORG_WORD.search(seg)):
            school = re.sub(r"(?i)^.*?\b(?:in|at|from)\s+(?=[A-Z])", "", seg)
            for _, pattern in DEGREE_PATTERNS:
                school = pattern.sub(" ", school)
            name = _SCHOOL_NAME_EN.search(school)
            if name:
                found = name.group()
                the = found.find("The ")
                acronym = re.match(r"\s*[(（]([A-Z][A-Za-z]{1,9})[)）]", school[name.end() :])
                found = found[the:] if the > 0 else found
                return _clean_employer(found + (f" ({acronym.group(1)})" if acronym else ""))
            if not any(p.search(seg) for _, p in DEGREE_PATTERNS):
                return _clean_employer(school) or None
    return None


def _degree_in(text: str) -> str | None:
    return next((name for name, pattern in DEGREE_PATTERNS if pattern.search(text)), None)


def _field_in(text: str, school: str) -> str | None:
    stop = r"(?=\s*(?:,|—|–|-\s|\||·|\(|$|\d))"
    m = re.search(rf"\bin\s+([A-Z][A-Za-z &/-]+?){stop}", text) or re.search(
        rf"\bof\s+([A-Z][A-Za-z &/-]+?){stop}", text
    )
    if m:
        found = re.split(r"\s+The\s+|\s+(?=(?:University|College|Institute)\b)", m.group(1))[0]
        found = found.replace(school, "").strip()
        if found and found not in school:
            return found
    for seg in _segments(_remove_dates(text)):
        core = seg
        for _, pattern in DEGREE_PATTERNS:
            core = pattern.sub("", core)
        core = re.sub(r"[(（]\s*[)）]", "", core).strip(" -–—·")
        if (
            core
            and core not in school
            and school not in core
            and not SCHOOL_WORD.search(core)
            and not _is_place(core)
            and not re.search(r"(?i)rank|gpa|排名|奖|\d", core)
            and 2 <= len(core) <= 30
        ):
            return core
    return None


def education_items(
    regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EducationItem]:
    items: list[EducationItem] = []
    for kind, region in regions_:
        if kind != SectionKind.EDUCATION:
            continue
        texts = [_strip(x.text) for x in region]
        schools: dict[int, str] = {}
        for i, t in enumerate(texts):
            school = _school_in(t, orgs) if len(t) <= 200 and not _table_furniture(t) else None
            if school and _TABLE_HEAD.match(school):
                school = None
            if school is None:
                continue
            if _SUB_UNIT.match(school) and any(j in schools for j in (i - 1, i - 2)):
                continue  # "硕士 计算机系统结构 计算机学院" under its university
            schools[i] = school
        order = sorted(schools)
        # a table or list whose dates come before the school ("2014.9-2017.6 / 某大学 / …")
        dates_first = bool(order) and order[0] > 0 and is_date_only(texts[order[0] - 1])
        for n, i in enumerate(order):
            later = order[n + 1] if n + 1 < len(order) else len(texts)
            context = [i] + [j for j in range(i + 1, min(later, i + 5)) if _short(texts[j])]
            dated = [i, *range(i + 1, min(later, i + 9))]  # dates may follow the details
            if (
                i > 0
                and i - 1 not in schools
                and _short(texts[i - 1])
                and _degree_in(texts[i - 1])
                and not any(_degree_in(texts[j]) for j in context)
            ):
                context.append(i - 1)  # "Master of Science" on the line above the school
            degree_line = next((texts[j] for j in context if _degree_in(texts[j])), "")
            span = next(
                (sp for j in dated if len(texts[j]) <= 200 and (sp := find_span(texts[j]))),
                None,
            )
            if dates_first and i - 1 not in schools and is_date_only(texts[i - 1]):
                span = find_span(texts[i - 1])
            elif dates_first and not find_span(texts[i]):
                span = None  # the dates below belong to the next row
            if span is not None and not span.ongoing:
                tail = " ".join(texts[j] for j in context)
                span.ongoing = bool(re.search(r"(?i)\bexpected\b|\bpursuing\b|在读|预计", tail))
            school = schools[i]
            items.append(
                EducationItem(
                    school=school,
                    degree=_degree_in(degree_line) if degree_line else None,
                    field=_field_in(degree_line or texts[i], school),
                    years=span.years if span else [],
                    start=str(span.start) if span and span.start else None,
                    end=str(span.end) if span and span.end else None,
                    ongoing=bool(span and span.ongoing),
                    org_id=orgs(school),
                )
            )
    return items
