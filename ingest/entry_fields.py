"""The fields of an entry's header lines: splitting a line into segments ("Role @ Company",
"Company | dates | city | role", "公司 部门 职位 日期") and telling an organisation from a role,
a place or a duration. Used by `ingest.positions` (employment) and
`ingest.education_entries` (schools)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.city_names import city_names, town_names
from ingest.dates import find_span
from ingest.language import (
    CJK_ROLE_TAIL,
    EMPLOYER_CIRCUMFIX,
    EMPLOYER_LEAD,
    FIELD_LABELS,
    FIELD_SEPARATOR,
    LEVEL_OPENERS,
    ORG_END_ZH,
    ORG_WORD,
    PROMOTION_WORD,
    ROLE_LEAD,
    ROLE_WORD,
    TEAM_NAME,
    has_cjk,
    is_location_only,
)
from ingest.language.cjk_headers import cjk_header_cut, cjk_title_then_unit
from ingest.language.orgwords import (
    DOTTED_LEGAL_FORM,
    INITIALS_NOTE,
    OWNER_HISTORY,
    PARENT_NOTE,
)
from ingest.skills import SkillCatalog

OrgFinder = Callable[[str], str | None]  # text -> canonical organisation id, if known

_CJK = re.compile(r"[\u4e00-\u9fff]")
LEADING_BULLET = re.compile(r"^\s*(?:[-•◊◇◆♦▪●○■□*·+–➢➤✓►]|\d{1,2}[.)、](?!\d))\s*")
# the end of a sentence (not a legal form's full stop: "Semitronix Corp.", "Acme Inc.")
SENTENCE = re.compile(
    # ("Kahoot!", "Yahoo!": a brand's name ends with "!"; a sentence has more words)
    r"[。；;！？?]$|(?:\S+\s+){2}\S*!$|(?<!\bCorp)(?<!\bcorp)(?<!\bLtd)(?<!\bltd)(?<!\bInc)(?<!\binc)(?<!\bCo)"
    r"(?<=[a-z]{3})\.$"
)
_OPEN_END_WORD = re.compile(r"(?i)present|now|today|current|till\s+now|to\s+date|至今|现在")
_PARENS = re.compile(r"[(（]([^()（）]*)[)）]")
LEGAL_ONLY = re.compile(
    r"(?i)^(?:inc|ltd|llc|corp|co|corporation|limited|gmbh|plc|s\.?a|ag|l\.?p)\.?$|^(?:有限公司)$"
)
WEAK_ORG = re.compile(
    r"(?i:\b(?:team|group|department|dept|division|branch|squad|org|track)\b)|团队|部门|事业部|部$|组$"
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
DURATION = re.compile(r"(?i)^\(?\d+(?:\.\d+)?\s*(?:years?|yrs?|months?|mos?|年|个月)\)?$")
_FIELD_LABEL = re.compile(
    r"(?i)^(?:company|employer|organi[sz]ation|role|position|title|department|"
    r"公司|单位|职位|岗位|部门|职务)\s*[:：]\s*"
)
_PERSON_FIELD = re.compile(
    r"(?i:\b(?:mentor|supervisor|advisor|adviser|manager|leader|host|pi)s?\b)\s*[:：][^|｜;；·]*"
    r"|(?:导师|主管|负责人|指导老师)\s*[:：][^|｜;；·]*"
)

# "Department: video algorithm research", "部门：算法平台部": a unit inside the employer
_UNIT_FIELD = re.compile(
    r"(?i:\b(?:department|dept|team|group|division)\s*[:：][^|｜;；·]*)|"
    r"(?:部门|团队|小组|组别|所在部门)\s*[:：][^|｜;；·]*"
)


def strip_bullet(text: str) -> str:
    return LEADING_BULLET.sub("", text).strip()


def is_cjk(text: str) -> bool:
    return bool(_CJK.search(text))


def mostly_cjk(text: str) -> bool:
    """Half or more of the line's letters are Chinese: an English line that names a Chinese
    company in brackets ("China Merchants Bank (招商银行) — … — 2025-07 – 2025-08") is not."""
    letters = re.findall(r"\w", text)
    return bool(letters) and 2 * len(_CJK.findall(text)) >= len(letters)


# fields and a place with a full stop, as moderncv writes: "TPM, Infra, Spotify, Stockholm."
_FIELDS_AND_PLACE = re.compile(
    r"^(?:[^,.;:!?]{1,60},\s*){2,}[A-Z][\w'-]+(?:\s[A-Z][\w'-]+){0,2}\.$|"
    # ... or a unit there: "Student Researcher, Acme Labs, London, UK, Robotics team."
    r"^(?:[^,.;:!?]{1,45},\s*){3,}[A-Z][\w'-]+\s(?:team|group|lab|division|unit)\.$"
)

# a header of short fields only ("Associate, later Senior Associate (from 2018), Acme Bank,
# London"), or "Employer — Role, <long name>"
_F = r"[^,.;:!?—–|]{0,44}"
_FIELDS_ONLY = re.compile(
    rf"^[A-Z]{_F}(?:(?:,|\s+[—–|])\s*(?:[A-Z&(]|later\s){_F}){{3,5}}$|"
    rf"^[A-Z]{_F}\s+[—–]\s*[A-Z]{_F},\s*[A-Z][^,.;:!?—–|]{{0,100}}$"
)

# a note in brackets ("(formerly Max-Planck-Institut …)", "（原名…）"): no part of a header's length
_NOTE = re.compile(r"\s*[(（][^()（）]{1,80}[)）]")


def without_notes(text: str) -> str:
    """The text without its notes in brackets, to measure a header line by its fields."""
    return _NOTE.sub("", text)


def short_line(text: str) -> bool:
    limit = 60 if mostly_cjk(text) else 110  # ("AIA Life (友邦人寿), Shenzhen — …": Latin)
    if len(text) <= limit and not (SENTENCE.search(text) and len(text) > 40):
        return True
    if len(text) > 170:
        return False
    plain = DOTTED_LEGAL_FORM.sub("Co", text.strip())  # "Lead, Acme s.r.o., Brno.": a field
    if (bare := PARENT_NOTE.sub("", INITIALS_NOTE.sub("", plain))) != plain:
        return short_line(bare)  # measured without notes ("(CAUPD)", "an Intel company")
    return bool((len(text) > limit and _FIELDS_ONLY.match(plain)) or _FIELDS_AND_PLACE.match(plain))


TABLE_RULE = re.compile(r"^\|?[\s\-:|+=]+\|?$")
TABLE_HEAD = re.compile(
    r"(?i)^(?:company|employer|organi[sz]ation|role|position|title|dates?|period|time|years?|"
    r"location|city|school|university|institution|degree|major|field|公司|单位|职位|岗位|时间|"
    r"地点|学校|学历|专业)$"
)


def _title_after(rest: str) -> bool:
    """What follows a Chinese company's legal form is a title, not a unit."""
    return bool(ROLE_WORD.search(rest)) and not _UNIT_WORD.search(rest)


def split_fields(text: str) -> list[str]:
    """Split a header line into fields; parenthesised parts become fields of their own
    unless they only qualify an organisation ("Alibaba (DAMO Academy)")."""
    out: list[str] = []
    for part in _split_top(PARENT_NOTE.sub("", text)):
        part = _FIELD_LABEL.sub("", part.strip(" -–—:：*_"))
        if not part or _OPEN_END_WORD.fullmatch(part):
            continue  # "today" of a range cut by a narrow date column: no field
        inner = _PARENS.findall(part)
        outer = _PARENS.sub(" ", part).strip()
        if inner and any(
            find_span(x)
            or ROLE_WORD.search(x)
            or _ROLE_EXTRA.search(x)
            or FIELD_SEPARATOR.search(x)
            or DURATION.match(x.strip())
            for x in inner
        ):
            latin = _LATIN_THEN_TITLE.match(outer)  # "To70 Aviation 高级顾问" once "(…)" is out
            wide = [x for x in re.split(r"\s{2,}|\u3000", outer) if x.strip()]  # "医院（…） 护士长"
            if len(wide) == 1 and (m := _ORG_THEN_MORE.match(outer)) and _title_after(m[2]):
                wide = [m[1], m[2].strip(" /|")]  # "…有限责任公司 QA专员（全职）": its form ends it
            out += list(latin.groups()) if latin and ROLE_WORD.search(latin[2]) else wide
            for x in inner:
                if is_location_only(x.strip()):
                    continue  # "(Austin, TX)"
                out.extend(s.strip() for s in FIELD_SEPARATOR.split(x) if s.strip())
        elif is_cjk(part) and (cut := cjk_header_cut(part)) is not None:  # 公司 部门 职位
            out += [*_split_top(part[:cut], _SPACES), part[cut:].strip()]  # not "组长(带 4 人)"
        elif is_cjk(part) and (m := _ORG_THEN_MORE.match(part.strip())) and _title_after(m[2]):
            # "博泰车联网科技（上海）股份有限公司 Android 系统架构师": the company ends at its form
            out += [m.group(1), m.group(2).strip(" /|")]
        elif (
            is_cjk(part)
            and (m := _ORG_UNIT_TITLE.fullmatch(part.strip()))
            and ROLE_WORD.search(m.group(3))
        ):
            # "某某空管局安全管理部安全管理主管": a body, its department and a title, run together
            out += [m.group(1), m.group(2), m.group(3)]
        elif (
            (m := _LATIN_THEN_TITLE.match(part.strip()))
            and ROLE_WORD.search(m[2])
            and not (
                " " not in m[1]
                and SkillCatalog.load().resolve(m[1])  # "Android 开发工程师": a title
            )
        ):
            # "To70 Aviation(亚太区) 高级航空安全顾问": a Latin name, then a Chinese title
            out += [m.group(1), m.group(2)]
        elif pair := cjk_title_then_unit(part):  # "模拟 IC 设计工程师 消费类 DC-DC 事业部"
            out += list(pair)
        elif is_cjk(part) and (pieces := part.split()) and _cjk_role_last(pieces):
            # "平头哥半导体有限公司 数字IC设计工程师": a Chinese title with Latin letters last
            out += [" ".join(pieces[:-1]), pieces[-1]]
        else:
            out.append(part)
    return [x for s in out if s for x in _without_leads(s)]


_ORG_UNIT_TITLE = re.compile(  # (a body, its department, a title)
    r"([\u4e00-\u9fff]{2,20}?(?:局|公司|集团)|[\u4e00-\u9fff]{2,20}[(（][^()（）]{2,20}[)）])"
    r"([\u4e00-\u9fff]{2,10}?(?:部|中心|处|科))([\u4e00-\u9fff]{2,10})"
)
# ... a company's Latin name ("To70 Aviation", "Acme"), then a Chinese title ("KOL 营销经理" no)
_LATIN_THEN_TITLE = re.compile(
    r"^((?=[^\u4e00-\u9fff]*(?:[a-z]|[^\s\u4e00-\u9fff]\s+[^\s\u4e00-\u9fff]))"
    r"[A-Za-z0-9][^\u4e00-\u9fff]{1,60}?"
    r"(?:[(（][^()（）]{1,20}[)）])?)\s+([\u4e00-\u9fff]{2,16})$"
)
# a unit of a company named before a title: "TEG数据平台部 高级工程师", "微信事业群(WXG)"
_UNIT_WORD = re.compile(r"部|事业群|事业部|团队|组|实验室|研究院|中心|(?i:\bBU\b|\blab\b|\bteam\b)")
# a Chinese company's name to its legal form, then more fields after a space
_ORG_THEN_MORE = re.compile(
    r"^([^\s]{2,40}?(?:有限责任公司|股份有限公司|有限公司|集团公司|公司)(?:[(（][^()（）]{1,20}[)）])?|"
    # "海思半导体（华为海思） 数字 IC 验证实习生": a name with its group in brackets
    r"[\u4e00-\u9fff]{2,20}[(（][^()（）]{1,20}[)）])"
    r"\s+(.*[A-Za-z\u4e00-\u9fff].*)$"
)


def _cjk_role_last(pieces: list[str]) -> bool:
    """The last piece a title ("数字IC设计工程师"), those before Chinese too (not "为Linux…")."""
    last = pieces[-1]
    return (
        len(pieces) >= 2
        and all(map(has_cjk, pieces))
        and not re.search(r"[A-Za-z]{4}", last)
        and bool(CJK_ROLE_TAIL.search(last))
    )


_LEAD_ONLY = re.compile(
    r"(?i)^(?:worked|working|employed|interned|interning|served|serving|joined|joining|"
    r"currently)$|^(?:就职|任职|供职|工作|加入|入职)于?$"
)
_AS_ROLE = re.compile(r"\s+as\s+(?:an?\s+|the\s+)?(?=[A-Z])")


def _without_leads(seg: str) -> list[str]:
    """A segment without the verb written before an employer or a role: "Worked at Acme",
    "Joined Acme as Engineer", "就职于某公司", "在某公司工作", "任职工程师"."""
    if _LEAD_ONLY.match(seg):
        return []  # "Worked" of "Worked at Acme", split at "at"
    bare = EMPLOYER_LEAD.sub("", seg)
    if (m := EMPLOYER_CIRCUMFIX.match(bare)) is not None:
        bare = m.group(1)
    parts = _AS_ROLE.split(bare, maxsplit=1)
    if len(parts) == 2 and ROLE_WORD.search(parts[1]) and not ROLE_WORD.search(parts[0]):
        return parts  # "Joined Acme as Senior Engineer", "(Worked at) Acme as Engineer"
    bare = ROLE_LEAD.sub("", bare).strip()
    return [bare] if bare else [seg]


_SPACES = re.compile(r"\s+")


def _split_top(text: str, separator: re.Pattern[str] = FIELD_SEPARATOR) -> list[str]:
    """`separator` outside parentheses only: "Acme (Austin, TX) · 2020" keeps its place."""
    masked, depth = [], 0
    for ch in text:
        depth += ch in "(（"
        masked.append("\0" if depth and ch not in "(（)）" else ch)
        depth -= ch in ")）" and depth > 0
    shape = "".join(masked)
    parts, start = [], 0
    for m in separator.finditer(shape):
        if m.start() == m.end():
            continue
        parts.append(text[start : m.start()])
        start = m.end()
    parts.append(text[start:])
    return [p for p in parts if p.strip()] if separator is _SPACES else parts


def remove_dates(text: str) -> str:
    span = find_span(text)
    while span is not None:
        text = (text[: span.begin] + " " + text[span.stop :]).strip()
        span = find_span(text)
    text = re.sub(r"(?i)\b(?:present|now|current|till|until|expected)\b|至今", " ", text)
    text = re.sub(r"[(（][\s,，;；:：~\-–—]*[)）]", " ", text)  # "(Intern, )" -> "(Intern)"
    # "运营专员→运营主管(2018 年晋升)": the promotion's word is left once its date is gone
    text = re.sub(
        rf"[(（]\s*年?\s*(?:{PROMOTION_WORD}|起|以来|开始|(?i:from|since))?\s*[)）]", " ", text
    )  # ... and "Manager (from Jan 2020)": its "from" once the date is gone
    text = re.sub(r"[\s,，;；:：~\-–—]+([)）])", r"\1", text)
    text = _UNIT_FIELD.sub(" ", _PERSON_FIELD.sub(" ", text))
    return re.sub(r"[\s\-–—~|｜,，]+$", "", text)


def is_place(seg: str) -> bool:
    seg = re.sub(r"(?<=[a-z]{2})\.$", "", seg.strip())  # "…, Hong Kong.": a header's full stop
    return bool(
        is_location_only(seg)
        or seg.strip().lower() in city_names()  # "Beijing", "Kuala Lumpur"
        or (_PLACE.match(seg) and not ORG_WORD.search(seg))
        or (len(seg) <= 6 and any(c in seg for c in _CN_CITIES) and not ORG_WORD.search(seg))
    )


_ROLE_EXTRA = re.compile(r"实习|兼职|全职|(?i:\bco-?op\b|\bpart-time\b|\bfull-time\b)")


# a level word first, then a few words that name no organisation: "Senior software R&D"
_LEVELLED = re.compile(rf"^{LEVEL_OPENERS}\s+\S+(?:\s+\S+){{0,3}}$")
# a legal form at the end: surely a company ("… Information Technology Group Co.", "Acme GmbH")
LEGAL_END = re.compile(
    r"(?i)\b(?:co|corp|inc|ltd|llc|llp|gmbh|ag|se|plc|s\.?a|b\.?v|n\.?v|a/s|aps|asa|ab|oyj?|"
    r"s\.?p\.?a|s\.?r\.?l|pty|limited|corporation|company)\.?$|"
    r"有限公司$|股份公司$"
)


# a firm named for its trade in the plural: "Arup Engineers" (a title is singular: "Architect")
_FIRM_OF = re.compile(
    r"^(?:[A-Z][\w'’.&-]*\s+){1,4}(?:Architects|Engineers|Consultants|Designers|Surveyors|"
    r"Planners|Advisors|Advisers|Associates|Partners|Developers)$"
)


def is_role(seg: str, orgs: OrgFinder) -> bool:
    if ORG_END_ZH.search(without_brackets(seg)):
        return False  # "上海研发中心", "全球研发中国中心（上海）" name a place of work
    if _FIRM_OF.match(seg.strip()) and not _LEVELLED.match(seg):
        return False
    if _LEVELLED.match(seg) and not LEGAL_END.search(seg) and not orgs(seg):
        return True
    role = bool(ROLE_WORD.search(seg) or _ROLE_EXTRA.search(seg))
    return role and not (orgs(seg) and not _ROLE_EXTRA.search(seg))


_PARENTHETICAL = re.compile(r"\s*[(（][^()（）]*[)）]")


def without_brackets(text: str) -> str:
    """The text without its bracketed parts: "Georgia Tech (OMSCS)" -> "Georgia Tech"."""
    return _PARENTHETICAL.sub(" ", text).strip()


_SITE_NAME = re.compile(r"^[A-Z][\w-]*\.(?:com|io|ai|net|co|de|cn)$")


# a government body named by what it serves: "Department of the Prime Minister and Cabinet",
# "Ministry of Health" (a university's department is beside its university, which outranks it)
_GOVERNMENT_BODY = re.compile(r"^(?:Department|Ministry|Office)\s+(?:of|for)\s+(?:the\s+)?[A-Z]")


def org_rank(seg: str, orgs: OrgFinder, alone: bool = False) -> float:
    """How surely a segment names an organisation (0: it does not). A name standing alone
    on its line ("**Acme**" above "Engineer, Platform Team") beats a team or department."""
    if orgs(seg):  # (a city that is a school's short name, "Oxa, Oxford": below any name)
        return 1.1 if seg.strip().lower() in city_names() | town_names() else 3
    bare = without_brackets(seg)
    if bare and bare != seg:  # "Talabat (Delivery Hero SE)": the name, or what the brackets say
        inside = " ".join(_PARENTHETICAL.findall(seg)).strip(" ()（）")
        return max(org_rank(bare, orgs, alone), org_rank(inside, orgs) if inside else 0)
    if ORG_WORD.fullmatch(seg):  # a bare "Agency" or "Lab" next to the name
        return 0.5
    if seg.isascii() and seg.lower() == seg and ORG_WORD.search(seg):  # "on-board software"
        return 0.4
    if _FIRM_OF.match(seg.strip()):
        return 2  # "Ardent Quarter Architects": a firm by its trade
    if SENTENCE.search(seg) and len(seg.split()) >= 4:
        return 0  # "Detail design for a cultural centre.": a sentence of the work
    if LEGAL_END.search(seg) and len(seg.split()) >= 2:
        return 2.5
    if TEAM_NAME.match(seg):
        return 0.6  # "Compute Platform", "Cost Management": a team or a function beside the company
    if ORG_WORD.search(seg) and not WEAK_ORG.search(seg):
        return 2
    if _SITE_NAME.match(seg):
        return 2  # "Booking.com", "Amazon.com": a company by its site
    if _GOVERNMENT_BODY.match(seg):
        return 1.3  # "Department of Finance, Canberra": a government body beside its city
    if alone and name_like(seg):
        return 1.5
    if name_like(seg) and not ORG_WORD.search(seg):
        # "PingCAP" beats "Storage Team"; a town ("Software Engineer, BT Group, Ipswich") does not
        # beat a name with an organisation's word
        return 0.9 if seg.strip().lower() in town_names() else 1.2
    if ORG_WORD.search(seg):
        return 1
    return 0


def name_like(text: str) -> bool:
    """Short enough and shaped like a proper name ("Meituan", "Jane Street", "石墨文档")."""
    if is_cjk(text):
        return len(text) <= 10 and not re.search(r"的|针对|基于|通过|一种|系统$|平台$", text)
    words = text.split()
    # (a partnership's "&" between its names: "Turner & Townsend", "Heidrick & Struggles")
    named = [w for w in words[1:-1] if w != "&"]
    return 1 <= len(words) <= 4 and all(
        w[:1].isupper() or w[:1].isdigit() for w in [*words[:1], *named, *words[1:][-1:]]
    )


def clean_employer(seg: str) -> str:
    seg = OWNER_HISTORY.sub("", seg)
    seg = re.sub(r"^(?:at|@|我?于|我?在)\s*|^in\s+(?=[A-Z])", "", seg.strip(" *_#:：-–—"))
    if is_cjk(seg):  # "我在某某公司采购部工作": the place, without the words around it
        seg = re.sub(r"(?<=[\u4e00-\u9fff)）])(?:工作|任职|就职|供职|实习)$", "", seg)
    seg = _FIELD_LABEL.sub("", seg)
    seg = re.sub(r"\s*[\[(（]\s*$", "", seg).strip()
    # a city glued after the name: "Acme Inc. Springfield", "某某研究院 浦东"
    seg = re.sub(r"(\b(?:Inc|Ltd|LLC|Corp|Co|GmbH)\.?)(?:\s+[A-Z][a-z]+){1,2}$", r"\1", seg)
    head, _, last = seg.rpartition(" ")
    if head and is_cjk(seg) and any(last.startswith(c) for c in _CN_CITIES):
        seg = head
    return seg.strip()


def labelled(text: str) -> tuple[str, str] | None:
    """("org", "Acme") for "Company Name: Acme", ("role", "工程师") for "职位：工程师": the
    field a "Label: value" line names (`patterns.FIELD_LABELS`), and its value."""
    m = re.match(r"^([^:：]{1,40}?)\s*[:：]\s*(\S.*)$", strip_bullet(text))
    if m is None:
        return None
    label, value = m.group(1).strip(" *_#"), m.group(2).strip(" *_")
    kind = next((k for k, pattern in FIELD_LABELS if pattern.fullmatch(label)), None)
    return (kind, value) if kind and value else None


# a department and its work before a title: "手机部硬件研发・高级 PCB Layout 工程师"
_UNIT_FIRST = re.compile(r"[\u4e00-\u9fff]{1,8}(?:部|事业群|中心)(?=[\u4e00-\u9fff]{2})")


def first_title(roles: list[str]) -> str | None:
    """The title among an entry's role-like fields: the first that is no team or department."""
    return next(
        (r for r in roles if not WEAK_ORG.search(r) and not _UNIT_FIRST.match(r)),
        roles[0] if roles else None,
    )


def continues_bullet(lines: list[str], k: int) -> bool:
    """The line carries on the bullet above it, cut where the page wrapped ("• …次日留存提升 4.2
    个百分" / "点。"): no header of the entry below."""
    above = lines[k - 1].strip() if k else ""
    return (
        bool(LEADING_BULLET.match(above))
        and not re.search(r"[。.;；!！?？:：]$", above)
        and not LEADING_BULLET.match(lines[k])
        and bool(re.search(r"[。.;；!！?？]$", lines[k].strip()))
    )
