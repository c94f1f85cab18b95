"""Parts of one CV's entries that are, or are not, positions of their own: another part of
the employer on a line of its own in an entry (a position there too), and a company's
heading that spans its roles (none); a title on the first line of an entry's body
(`role_below`); the employer named over a table of its titles (`employer_over_table`), and
the bullets set apart below a table of positions under their employer's name
(`blocks_below`)."""

from __future__ import annotations

import re
from functools import cache

from ingest.aliasmatch import fold
from ingest.dates import YearMonth, find_span, find_spans
from ingest.entry_fields import (
    LEGAL_END,
    SENTENCE,
    OrgFinder,
    clean_employer,
    is_place,
    is_role,
    org_rank,
    remove_dates,
    split_fields,
    strip_bullet,
    without_brackets,
)
from ingest.language import (
    BULLET,
    LEADS_TEAM,
    RANK_ONLY,
    header_names_places,
    is_column_header,
    is_team_name,
)
from ingest.models import EmploymentItem, SourceLine, TextLine
from ingest.record import org_catalog
from ingest.skills import SkillCatalog
from vectorstore.errors import UserFacingError


def line_pointers(region: list[TextLine], indices: list[int]) -> list[SourceLine]:
    """Pointers to the numbered lines of a region, with their text (the document is filled
    in by the profile, which knows the file)."""
    return [
        SourceLine(line=n, text=region[i].text) for i in sorted(set(indices)) if (n := region[i].n)
    ]


def company_span(item: EmploymentItem, items: list[EmploymentItem]) -> bool:
    """A company's heading with the span of all its roles ("阿里云 2020.07–至今" over "技术专家
    (2023.01–至今)" and "高级开发工程师 (2020.07–2022.12)"): no position of its own."""
    return item.role is None and bool(_titles_within(item, items))


def _titles_within(item: EmploymentItem, items: list[EmploymentItem]) -> list[EmploymentItem]:
    return [
        other
        for other in items
        if other is not item
        and other.role is not None
        and other.employer == item.employer
        and other.start is not None
        and item.start is not None
        and other.start >= item.start
        and (item.ongoing or (item.end is not None and (other.end or "9999") <= item.end))
    ]


def before_titles(item: EmploymentItem, items: list[EmploymentItem]) -> EmploymentItem | None:
    """The years of a company's heading before its first title read, when that title begins
    over a year later ("优衣库 2015年7月 - 至今" over "店长（2019年4月 - 至今）"): a position of no
    title, ending the month before (a year alone: the December before); None when covered."""
    first = min((t.start or "" for t in _titles_within(item, items)), default="")
    if not item.start or len(first) < 4 or int(first[:4]) <= int(item.start[:4]) + 1:
        return None
    end = YearMonth(year=int(first[:4]), month=int(first[5:7] or 0) or None).previous()
    return item.model_copy(
        update={"end": str(end), "ongoing": False, "years": [int(item.start[:4]), end.year]}
    )


def bound_by_company(items: list[EmploymentItem]) -> None:
    """A title "since" a date under a company's heading that ended ("普华永道 2014年9月 - 2018年8月"
    over "高级审计员（2016.09 起）"): it ended with the heading."""
    for head in items:
        if head.role is not None or head.ongoing or not (head.start and head.end):
            continue
        for other in items:
            if (
                other.role is not None
                and other.ongoing
                and other.employer == head.employer
                and other.start is not None
                and head.start <= other.start <= head.end
            ):
                other.ongoing, other.end = False, head.end
                other.years = [int(other.start[:4]), int(head.end[:4])]


_PROMOTION_NOTE = re.compile(r"\s*[(（][^()（）]*(?:晋升|(?i:promot\w*))[^()（）]*[)）]")


_NEXT_LABEL = re.compile(r"\s+(?:时间|日期|起止时间|任职时间|(?i:dates?|period))\s*[:：]?\s*$")


_TOOK_UP = re.compile(r"^(?:入职时|入职后|当时|时)?(?:担任|出任|任职|任)(?:为)?")


def entry_title(role: str, roles: list[str], header: str, orgs: OrgFinder) -> str:
    """The title an entry's header gives: two roles joined by a slash or "&" ("Technical
    Expert / Tech Lead", "技术专家 / 调度组 Tech Lead") are one title, as written; a note of a
    promotion in brackets ("（2020 年晋升）") and what was done after a colon ("高级网络工程师：
    负责城域网规划与运维。") are not part of it."""
    at = roles.index(role) if role in roles else -1
    if 0 <= at < len(roles) - 1:
        # ... and a corporate rank before the function's title ("Vice President – Senior
        # Credit Officer", "Director – Head of Tax"): one title
        joint = r"\s*[/&]\s*|\s+[–—-]\s+" if RANK_ONLY.fullmatch(role) else r"\s*[/&]\s*"
        both = re.search(rf"{re.escape(role)}(?:{joint}){re.escape(roles[at + 1])}", header)
        if both is not None:
            role = both.group()
    role = _PROMOTION_NOTE.sub("", role).strip() or role
    # "入职时任供应链分析师", "担任产品经理": the title, without the verb of taking it
    if (bare := _TOOK_UP.sub("", role)) != role and is_role(bare, orgs):
        role = bare
    # "职位：高级制作人 时间：" (the next field's label, its dates read apart): not the title's
    role = _NEXT_LABEL.sub("", role) or role
    title, colon, after = role.partition("：") if "：" in role else role.partition(":")
    if colon and len(after) <= 20 and not SENTENCE.search(after) and is_role(after, orgs):
        return after.strip()  # "互娱研发-影像团队-轻颜相机：客户端开发工程师": the unit, the title
    return title.strip() if colon and is_role(title, orgs) else role


def under_company(item: EmploymentItem, head: EmploymentItem) -> bool:
    """A title of a company's heading above it: the heading names a known company and no
    title, and its span holds the title's dates (what the title's line names beside it is a
    unit: "技术总监，国际支付清结算平台")."""
    return (
        head.role is None
        and (head.org_id is not None or LEGAL_END.search(head.employer.strip()) is not None)
        and item.start is not None
        and head.start is not None
        and item.start >= head.start
        and (head.ongoing or (head.end is not None and (item.end or "9999") <= head.end))
    )


def unit_items(
    item: EmploymentItem,
    body: list[int],
    raw: list[str],
    texts: list[str],
    region: list[TextLine],
    header: list[int],
    orgs: OrgFinder,
) -> list[EmploymentItem]:
    """Another part of the employer named on a line of its own in the entry ("Alibaba ·
    2017 – 2023" / "Security Lab, Alibaba Cloud" / bullets / "MIT Dept., DAMO Academy" /
    bullets): a position there too, with the entry's dates. Bullets and sentences that
    mention a part of the company are no such line."""
    catalog = org_catalog()
    if catalog is None or not item.org_id:
        return []
    named = {p.line for p in item.sources}
    out = []
    for i in body:
        line = texts[i].strip()
        if BULLET.match(raw[i]) or len(line) > 80 or SENTENCE.search(line) or not line:
            continue
        if region[i].n in named:
            continue
        for seg in split_fields(line):
            unit = orgs(seg)
            if unit and unit != item.org_id and item.org_id in catalog.lineage(unit)[1:]:
                out.append(
                    item.model_copy(
                        update={
                            "employer": clean_employer(seg),
                            "org_id": unit,
                            "sources": line_pointers(region, [*header, i]),
                            "role": None,
                        }
                    )
                )
                break
    return out


_FRAGMENT = re.compile(r"[a-z][a-z-]*(?:\s+\S+){3,}")  # words that go on from a line above


def not_an_employer(name: str, orgs: OrgFinder) -> bool:
    """A department ("供应链规划部", not "美团到店事业群") or a bullet's wrapped words
    ("planning and incident review for ~300 services") where an employer would be: the role
    is the company's above."""
    return orgs(name) is None and (
        is_team_name(name)
        or bool(_FRAGMENT.fullmatch(name))
        or bool(LEADS_TEAM.search(name))
        or bool(_PRACTICE_GROUP.fullmatch(name))
    )  # "带 6 人硬件团队": the title's team, no employer


# a firm's practice group, its kind in lower case: "Chemistry group", "Tax practice"
_PRACTICE_GROUP = re.compile(
    r"[A-Z][\w&-]*(?:\s+[\w&-]+){0,3}\s+(?:group|team|practice|desk|studio|unit|division)"
)


def entry_lines(item: EmploymentItem, texts: dict[int, str]) -> list[str]:
    """The lines of an entry: its sources, and every line of its extent."""
    lines = [texts.get(s.line, "") for s in item.sources]
    pairs = zip(item.extent[::2], item.extent[1::2], strict=False)
    lines += [texts.get(n, "") for a, b in pairs for n in range(a, b + 1)]
    return list(dict.fromkeys(lines))


# a title ending the first sentence or clause: "Research Scientist. Serving …", "风控算法实习生：…",
# "Director of Product, Accommodation Search & Ranking. Manage 25 people …"
_TITLE_HEAD = re.compile(
    r"([^.;:。；：，,]{2,60})(?:(?<=[\u4e00-\u9fff)）])[.;:,]|[.;:,]\s|[。；：，])\s*\S"
)


def role_below(body: list[int], texts: list[str], orgs: OrgFinder) -> tuple[int, str] | None:
    """The entry's first body line and the title it gives, when it is a title alone (a
    header with the employer and dates but no role, the role on the bullet under it) or a
    title ending its first sentence or clause (`_TITLE_HEAD`)."""
    if not body:
        return None
    text = texts[body[0]].strip()
    steps = [
        re.sub(r"[(（][^()（）]*[)）]", "", x).strip() for x in re.split(r"\s*(?:→|->|⟶)\s*", text)
    ]
    if len(steps) > 1 and all(is_role(x, orgs) for x in steps):
        return body[0], steps[
            -1
        ]  # "后台开发工程师 → 后台开发组长（2014年起）": the title held last
    head = _TITLE_HEAD.match(text)
    if len(text) > 60 or SENTENCE.search(text):
        if head is None or not is_role(head.group(1).strip(), orgs):
            return None
        text = head.group(1).strip()
    elif not is_role(text, orgs):
        return None
    return body[0], text


def employer_over_table(texts: list[str], row: int, orgs: OrgFinder) -> tuple[str, int] | None:
    """The employer written on the line over a table of its titles ("HiSilicon (Huawei) —
    Shanghai" / "Title | Dates | Scope" / "Senior Engineer | 01/2018 - 06/2020"): a table
    whose header names no employer column, its rows each one title and its dates. The name
    and its line."""
    header = next(
        (j for j in range(row - 1, max(-1, row - 12), -1) if is_column_header(texts[j])), None
    )
    if header is None or header == 0 or header_names_places(texts[header]):
        return None
    return _org_line(texts, header - 1, orgs)


def employer_above(
    texts: list[str], top: int, claimed: set[int], orgs: OrgFinder
) -> tuple[str, int] | None:
    """The employer on the line right above an entry that names none, a line of no other
    entry ("SUSTech, Shenzhen, Department of CSE" / "- Assistant Professor, Sep 2021 – May
    2024")."""
    if top == 0 or top - 1 in claimed:
        return None
    return _org_line(texts, top - 1, orgs)


def known_heading(above: tuple[str, int] | None, orgs: OrgFinder) -> str | None:
    """The employer of a line of its own above an entry, when the catalog knows it and the
    line is a heading ("Ubiquant (九坤投资) — quantitative / high-frequency trading"), not
    a sentence of the entry above that names one ("Moved the platform to Kubernetes (Amazon
    EKS) with Terraform")."""
    if above is None or not orgs(above[0]) or _PROSE_RUN.search(above[0]):
        return None
    return above[0]


_PROSE_RUN = re.compile(r"(?:\b[a-z]{2,}\s+){2}[a-z]{2,}\b|[。；]")


def _org_line(texts: list[str], j: int, orgs: OrgFinder) -> tuple[str, int] | None:
    """The organisation a line names alone (with its place or unit), and the line."""
    line = texts[j]
    if find_span(line) or BULLET.match(line) or SENTENCE.search(line) or is_column_header(line):
        return None
    parts = [p for p in split_fields(line) if not is_place(p)]
    if parts and not is_role(parts[0], orgs) and org_rank(parts[0], orgs, alone=True) >= 1.2:
        return clean_employer(parts[0]), j
    return None


def blocks_below(
    items: list[EmploymentItem], region: list[TextLine], raw: list[str], orgs: OrgFinder
) -> list[EmploymentItem]:
    """A table of positions with each employer's bullets in a block below it ("拼多多 · 商家增长"
    / "• 负责…，带领 3 名产品经理"): the block goes to that employer's positions (their
    extent, and a team led to the latest), not to the last row of the table above it. A
    block's heading may repeat the dates ("饿了么（2019.07 - 2023.02）"): no position of its
    own. The positions left, without those."""
    numbers = [x.n for x in region]
    heads: list[tuple[int, list[EmploymentItem]]] = []
    echoes: list[EmploymentItem] = []
    for i, text in enumerate(raw):
        line = numbers[i]
        if line is None or BULLET.match(text) or len(text) > 64:
            continue
        fields = split_fields(remove_dates(strip_bullet(text)))
        name = fields[0] if fields else ""
        org = orgs(name) if name else None
        headed = [x for x in items if any(s.line == line for s in x.sources)]
        mine = [  # the employer's positions above the line, the table's rows
            x
            for x in items
            if _same_employer(x, org, name) and x not in headed and x.extent and x.extent[0] < line
        ]
        # "Acme — Lead Developer": the block of one of the employer's titles (the table's last
        # row runs on into it)
        titled = [x for x in mine if x.role and x.role.lower() in {f.lower() for f in fields[1:]}]
        mine = titled or [x for x in mine if not x.holds(line)]
        if not mine or (headed and not all(_echo(x, mine) for x in headed)):
            continue
        echoes += headed
        heads.append((i, mine))
    for n, (i, mine) in enumerate(heads):
        end = heads[n + 1][0] if n + 1 < len(heads) else len(raw)
        block = [k for k in range(i, end) if numbers[k] is not None]
        first_n, last_n = numbers[block[0]], numbers[block[-1]]
        assert first_n is not None and last_n is not None
        for x in items:  # the row above the block no longer runs on into it
            if x not in mine and x.extent and x.extent[0] < first_n <= x.extent[1]:
                x.extent[1] = first_n - 1
                x.leads_team = any(
                    LEADS_TEAM.search(raw[k]) for k, m in enumerate(numbers) if m and x.holds(m)
                )
        for x in mine:
            x.extent += [first_n, last_n]
        latest = max(mine, key=lambda x: x.start or "")
        latest.leads_team = latest.leads_team or any(LEADS_TEAM.search(raw[k]) for k in block)
    return [x for x in items if x not in echoes]


def _same_employer(item: EmploymentItem, org: str | None, name: str) -> bool:
    """The position's employer is the one a block's heading names: by catalog id, else by
    the name as written ("King" of "King (Activision Blizzard)")."""
    if org is not None:
        return item.org_id == org
    bare = without_brackets(item.employer).split(",")[0].strip().lower()
    return bool(name) and len(name) >= 3 and bare == name.strip().lower()


def _echo(item: EmploymentItem, mine: list[EmploymentItem]) -> bool:
    """A position read from a block's heading that only repeats dates of the employer's."""
    starts = [x.start for x in mine if x.start]
    ends = [x.end for x in mine if x.end]
    ongoing = any(x.ongoing for x in mine)
    return bool(
        item.start
        and starts
        and item.start >= min(starts)
        and (ongoing or (item.end is not None and ends and item.end <= max(ends)))
    )


_PLACE_WORDS = re.compile(r"[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?")


def header_above(
    texts: list[str], lines: list[int], claimed: set[int], orgs: OrgFinder
) -> int | None:
    """The line above an entry's dates that names its organisation and title ("Alibaba
    Cloud — Software Engineering Intern" / "06/2025 – 09/2025 · Hangzhou"), when the dated
    line gives nothing else but one place's name."""
    first = min(lines)
    # (a date in brackets above is a note of the entry's: "Senior SRE (promoted Jul 2019)")
    if first == 0 or first - 1 in claimed or find_spans(without_brackets(texts[first - 1])):
        return None
    own = [p for i in lines for p in split_fields(remove_dates(texts[i])) if p.strip(" ·|")]
    place = own[0].strip(" ·|") if len(own) == 1 else ""
    if not _PLACE_WORDS.fullmatch(place) or org_rank(place, orgs) >= 2 or is_role(place, orgs):
        return None  # "**Pricing Analyst** · 08/2023 – 12/2024": a title, the entry's own
    if SENTENCE.search(texts[first - 1]) or len(texts[first - 1]) > 120:
        return None  # "Own three ranked-mode maps …; lead a strike team": the entry above's
    parts = split_fields(texts[first - 1])
    roles = [p for p in parts if is_role(p, orgs)]
    return first - 1 if roles and len(roles) < len(parts) else None


@cache
def _skill_catalog() -> SkillCatalog | None:
    try:
        return SkillCatalog.load()
    except UserFacingError:
        return None  # a broken vocabulary file must not stop ingestion


def skill_only(segment: str, orgs: OrgFinder) -> bool:
    """A segment that is a skill's name and no known organisation ("Rust" in "DB, Rust |
    实习", "Golang"): never an employer. Job titles in the vocabulary do not count here
    ("Self-employed" in a table's employer column is where someone worked)."""
    catalog = _skill_catalog()
    if catalog is None or len(segment) > 30 or orgs(segment):
        return False
    key = fold(segment).strip()
    return any(
        fold(a) == key
        for sid in catalog.resolve(segment)
        if (entry := catalog.get(sid)) is not None and entry.category != "role"  # a title
        for a in catalog.aliases(sid)
    )


# a bullet that opens with the employer it is about: "• 欧莱雅：负责…", "- Acme: led a team of 4"
_NAMED_BULLET = re.compile(r"^[\s•·▪◦○●*\-–]*([^:：,，。;；]{2,16}?)\s*[:：]\s*\S")


def named_elsewhere(
    line: str, item: EmploymentItem, earlier: list[EmploymentItem], orgs: OrgFinder
) -> EmploymentItem | None:
    """The earlier position a bullet under this one names as its employer (a list of
    achievements after the last job, each opening with the company it is about), if any."""
    m = _NAMED_BULLET.match(line)
    if m is None or (named := orgs(m.group(1))) is None or named == item.org_id:
        return None
    return next((x for x in earlier if x.org_id == named), None)
