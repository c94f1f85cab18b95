"""Employment and education entries, read line by line from a CV's sections.

An entry is anchored on a line that carries a date range (or, in education, a school); the
short non-bullet lines right before or after it belong to it. Fields are picked from the
entry's segments:

    Role @ Company · **Company**, City, dates · Role, Company, Inc · Company (Role; dates)
    Company | dates | city | role · 公司 部门 职位 日期 · Role — Company — City — dates

The entries are found by `ingest.entry_blocks`, their lines split and classified by
`ingest.entry_fields`; education is read by `ingest.education_entries`."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from itertools import pairwise

from ingest.author_lists import is_citation
from ingest.city_names import city_names, town_names
from ingest.dated_titles import dated_titles_apart
from ingest.education_prose import education_items
from ingest.entry_blocks import Block, entry_anchors, group_blocks, header_part
from ingest.entry_fields import (
    DURATION,
    LEGAL_END,
    LEGAL_ONLY,
    SENTENCE,
    TABLE_HEAD,
    OrgFinder,
    clean_employer,
    first_title,
    is_cjk,
    is_place,
    is_role,
    labelled,
    name_like,
    org_rank,
    remove_dates,
    split_fields,
    strip_bullet,
)
from ingest.entry_headings import named_above, titled_unit
from ingest.industry_words import describes_kind
from ingest.language import (
    EDUCATION_CUE,
    ENGINEER_TITLE,
    HONOUR,
    HOSPITAL,
    LEADS_TEAM,
    NOT_EMPLOYMENT,
    OWN_PROJECT,
    PARTNERSHIP,
    POSTED,
    PROMOTED,
    REPO_HEADER,
    SCHOOL_WORD,
    SELF_EMPLOYED,
    STARTUP,
    STUDENT_GROUP,
    YEAR,
    career_family,
    entry_families,
    is_location_only,
)
from ingest.language.fields import NOT_EMPLOYER
from ingest.models import EmploymentItem, TextLine, add_sources
from ingest.position_parts import (
    before_titles,
    blocks_below,
    bound_by_company,
    company_span,
    employer_above,
    employer_over_table,
    entry_title,
    header_above,
    known_heading,
    line_pointers,
    named_elsewhere,
    not_an_employer,
    role_below,
    skill_only,
    under_company,
    unit_items,
)
from ingest.prose_positions import PROSE_AFTER_BAR, employer_in_body, prose_employment
from ingest.prose_stays import beside_entries
from ingest.role_splits import split_trailing_roles
from ingest.title_steps import steps_over_header, titles_below_header

__all__ = ["OrgFinder", "education_items", "employment_items", "entry_extent", "line_pointers"]


_WORD = re.compile(r"\w")


def entry_extent(region: list[TextLine], first: int, last: int) -> list[int]:
    """[first, last] line number of an entry: its header and body lines."""
    numbers = [n for x in region[first : last + 1] if (n := x.n)]
    return [min(numbers), max(numbers)] if numbers else []


def employment_items(
    regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EmploymentItem]:
    items: list[EmploymentItem] = []
    for kind, region in regions_:
        if kind not in ("experience", "projects"):
            continue
        region = dated_titles_apart(region)
        raw = [x.text.strip() for x in region]  # bullets kept: they mark body lines
        texts = [header_part(strip_bullet(t)) for t in raw]
        anchors = entry_anchors(raw, texts)
        last: str | None = None  # "Company / Role1 · dates / … / Role2 · dates"
        headed = False  # the last position's employer came from a heading, not its own line
        bare: EmploymentItem | None = None  # the last position, when no line was its own
        blocks = group_blocks(raw, anchors)
        start = len(items)
        claimed = {i for b in blocks for i in b.lines}
        for n, block in enumerate(blocks):
            if (up := header_above(texts, block.lines, claimed, orgs)) is not None:
                block.lines.insert(0, up)  # "**Acme — Intern**" / "06/2025 – 09/2025 · City"
            stop = blocks[n + 1].anchor if n + 1 < len(blocks) else len(raw)
            body = [i for i in range(block.anchor + 1, stop) if i not in claimed]
            item = _employment(
                block,
                texts,
                orgs,
                strict=kind != "experience",
                inherit=(
                    (above := employer_above(raw, min(block.lines), claimed, orgs)) and above[0]
                )
                or last,
                heading=known_heading(above, orgs),
                # ... its title the first line below the dates ("• 芯片验证实习生")
                right_above=above[0]
                if above
                and above[1] == min(block.lines) - 1
                and role_below(body, texts, orgs) is not None
                else None,
                below=partial(employer_in_body, body, raw, texts, orgs),
                over=(over := employer_over_table(raw, block.anchor, orgs)) and over[0],
                given=region[block.anchor].entry,
            )
            # a posting told in a bullet ("外派德国法兰克福", dated or not): where they worked too
            if item is None and items and POSTED.search(raw[block.anchor]):
                items[-1].sources += line_pointers(region, block.lines)
            prev = items[-1] if items and items[-1].employer == last else None
            # the company's own dated line above its titles ("Acme Inc. — 06/2017 - 03/2022"
            # over "Manager, Headphones (2020 – 2022)" and "Associate, Personal Audio (…)")
            head = next((x for x in reversed(items[start:]) if x.role is None), None)
            if item and head and item.role and item.org_id in (None, head.org_id):
                if kind == "experience" and item is not head and under_company(item, head):
                    prev = head
            if item and prev and n and item.role and kind == "experience":
                # "Product Lead, Community Commerce" after a title there: a unit, no employer
                # (a unit naming its company, "用户增长部・快手极速版" under 快手's heading, too)
                written = " ".join(texts[i] for i in blocks[n - 1].lines)
                if item.org_id in (None, prev.org_id) and (
                    (not item.org_id and item.employer in written)
                    # "蚂蚁集团 2017–至今" / "技术总监，某平台 2021–至今"
                    or under_company(item, prev)
                    or (headed and titled_unit(item, block, texts, orgs))
                ):
                    item.employer, item.org_id = prev.employer, prev.org_id
            if item is not None:
                item.sources = line_pointers(region, block.lines)
                if prev is not None and prev.role is None and item.employer == prev.employer:
                    # the company's own line over its titles: where the employer is said
                    add_sources(item.sources, prev.sources[:1])
                for named in (over, above):  # the employer's line, to quote it
                    if named and item.employer == named[0]:
                        item.sources += line_pointers(region, [named[1]])
                if (
                    item.role is None
                    and kind == "experience"  # under projects, the line below names a project
                    and (below := role_below(body, texts, orgs)) is not None
                ):
                    item.role = below[1]  # "- Jul 2018 to Jul 2019 in Acme / - Engineer"
                    item.sources += line_pointers(region, [below[0]])
                end = min(blocks[n + 1].lines) if n + 1 < len(blocks) else len(raw)
                item.extent = entry_extent(region, min(block.lines), max(block.anchor, end - 1))
                lines = [i for i in range(min(block.lines), max(end, 1)) if i not in block.lines]
                # "• 欧莱雅：…带领 3 人团队" under the last job: said of the job it names
                other = {i: x for i in lines if (x := named_elsewhere(raw[i], item, items, orgs))}
                for i, x in other.items():
                    if LEADS_TEAM.search(raw[i]):
                        x.leads_team = True
                        x.sources += line_pointers(region, [i])
                item.leads_team = any(
                    LEADS_TEAM.search(raw[i]) for i in [*block.lines, *lines] if i not in other
                )
                if bare is not None and bare.employer == item.employer:
                    # "高级数据科学家（2023/4-至今）｜ 数据科学家（2020/9-2023/3）" over one list of
                    # bullets: what they say of a team is said of the title above too
                    bare.leads_team = bare.leads_team or item.leads_team
                bare = item if not lines else None
                # "Joined the Series B neobank startup": pointed at, so it can be quoted
                said = [
                    i
                    for i in [*block.lines, *lines]
                    if STARTUP.search(raw[i]) and not NOT_EMPLOYMENT.search(raw[i])
                ]
                item.startup = bool(said)
                # "一家做 BI 分析的 SaaS 创业公司": what kind of company, pointed at (`industries`)
                said += [i for i in lines if describes_kind(raw[i]) and i not in said]
                item.sources += line_pointers(region, [i for i in said if i not in block.lines])
                item.families = entry_families(
                    item.role or "", [raw[i] for i in block.lines], [raw[i] for i in lines]
                )
                told = [i for i in lines if PROMOTED.search(raw[i])]
                item.promotions = [(m.group() if (m := YEAR.search(raw[i])) else "") for i in told]
                item.sources += line_pointers(region, told)
                item.sources += line_pointers(region, [i for i in lines if POSTED.search(raw[i])])
                items.append(item)
                headed = named_above(item, block, texts, above and above[0])
                if kind == "experience":
                    items += unit_items(item, body, raw, texts, region, block.lines, orgs)
                last = item.employer
        if kind == "experience":
            items[start:] = blocks_below(items[start:], region, raw, orgs)
    bound_by_company(items)
    items = titles_below_header(steps_over_header(items))
    # a company's heading over its titles is none of its own, but for the years before them
    items = [
        x
        for i in items
        for x in ([before_titles(i, items)] if company_span(i, items) else [i])
        if x
    ]
    # positions told in sentences ("2018年3月—2021年6月，我在某某公司担任…"), beside entries too
    prose = beside_entries(prose_employment(regions_, orgs), items)
    # "Backend engineer with 11 years of server-side experience": the profile's one family is
    # that of its engineer's titles that name none ("Senior Software Engineer (P7)")
    profile = [x.text for kind, region in regions_ if kind in ("profile", "header") for x in region]
    if family := career_family(profile):
        for x in items + prose:
            if not x.families and ENGINEER_TITLE.search(x.role or ""):
                x.families = [family]
    return items + prose


_FIRST_PERSON = re.compile(
    r"(?i)^\W*(?:I|I'm|I’m|I've|My|We)\s|^.{0,24}?(?:[,，]|(?<=[年月日起]))\s*我\s*(?:加入|进入|入职|来到|回到|到|去|跳槽|担任|晋升|升任|调任)"
)
_PROMOTION = re.compile(
    r"(?i)^\W*(?:promoted|promotion)\b|^\W*(?:\d{4}\s*年\s*\d{1,2}\s*月\s*)?晋升"
)


_FIRST_SENTENCE = re.compile(r"\.\s+[A-Z]")  # the entry's first sentence after the title


# a maker's product by its model number ("Airbus A350", "Boeing 777"): another field of the
# line names the employer before it
_PRODUCT_MODEL = re.compile(r"\s[A-Z]{0,3}\d{2,4}[A-Za-z]{0,2}$")


def _employment(
    block: Block,
    texts: list[str],
    orgs: OrgFinder,
    strict: bool,
    inherit: str | None = None,
    below: Callable[[], str | None] = lambda: None,
    over: str | None = None,  # the employer over a table of its titles
    heading: str | None = None,  # a known company's line of its own right above the entry
    right_above: str | None = None,  # a company's line of its own right above the dates
    given: tuple[str, str] | None = None,  # a JSON Resume's organisation and title, as written
) -> EmploymentItem | None:
    segments: list[str] = []
    alone: set[str] = set()
    placey: set[str] = set()  # from a line shaped like "City, Country": a last resort
    trailing: set[str] = set()  # after the dates on their line: a place, a role or tools
    named: list[str] = []  # "Company: Acme", "Title: Engineer"
    titled: list[str] = []
    before_place: set[str] = set()
    after_role: set[str] = set()  # one word after a title on its line: its branch, rarely a firm
    if is_citation(texts[block.anchor]):
        return None  # "Tang R., Ivers K. (2021). …" under "Research": a paper, no position
    for i in block.lines:
        text = texts[i]
        if (field := labelled(text)) is not None:
            if field[0] == "org":
                named.extend([s for s in split_fields(field[1]) if not is_place(s)][:1])
            elif field[0] == "role":  # "Title: Audit Senior (Sep 2018 – Aug 2020)"
                titled.append(re.sub(r"\s+([;；,，])", r"\1", remove_dates(field[1])).strip(" ,;"))
            continue  # the dates are the block's; a place or a team is no employer
        if i == block.anchor and block.span is not None and block.span.begin > 3:
            # what follows the dates on their line is a place, a role or a list of tools
            tail = [
                t for t in split_fields(remove_dates(text[block.span.stop :])) if _WORD.search(t)
            ]
            # a list there is tools ("Verilog, TCL, Python"), even a catalog name among them;
            # not when one of them is surely a company ("…, Acme Information Technology Co.,
            # Ltd., Beijing, China")
            tools = len(tail) >= 3 and not any(org_rank(t, orgs) >= 2 and not orgs(t) for t in tail)
            (trailing if tools else placey).update(tail)
        line = remove_dates(text)
        above = i < block.anchor  # a name alone above the dates is the employer's line
        parts = [
            s
            for s in split_trailing_roles(split_fields(line), orgs)
            if _WORD.search(s)  # ("助理工程师 → 工程师": the arrow between two titles)
            and not LEGAL_ONLY.match(s)
            and not DURATION.match(s)
            and not NOT_EMPLOYER.match(s)
            and not TABLE_HEAD.match(s)
        ]
        segments.extend(parts)
        # "…, NCC Group, Manchester, UK, 2024-06 – Present": a city before its country (not
        # the line's first field: "Ricoh Beijing, China — Mar. 2016" names the employer first)
        pairs = list(pairwise(parts))[1:]
        placey.update(
            a
            for a, b in pairs
            if is_place(b)
            and b.strip().lower() not in city_names()
            and is_location_only(f"{a}, {b}")
        )  # (a name before a known city is not a city: "…, Harcourt Lyle, Dublin")
        # "Associate, Corporate M&A, Harcourt Lyle, Dublin": after a title, of two names the
        # one before the city ("Personio — Head of Engineering, Payroll — Munich": first)
        if parts and is_role(parts[0], orgs):
            before_place.update(a for a, b in pairwise(parts) if is_place(b) and not is_place(a))
            # "Chef de Partie, Pastry" below "Marina Bay Sands, Singapore": a trade's branch
            after_role.update(p for p in parts[1:] if " " not in p and not orgs(p))
        if len(parts) == 1 and above:
            alone.add(parts[0])
        if is_location_only(line.strip(" |｜·-–—,")):
            placey.update(parts)
    if given and given[0]:  # the file's own organisation (less its city): "Doctolib — Group …"
        named = [s for s in split_fields(given[0]) if not is_place(s)][:1] or named
    roles = titled + [s for s in segments if is_role(s, orgs)]
    roles = roles or ([given[1]] if given and given[1] else [])  # "Salaried General Practitioner"
    # ("永辉超市北京大区": a known company's region, not a place)
    kept = [
        s
        for s in segments
        if s not in roles and not (is_place(s) and not orgs(s)) and not skill_only(s, orgs)
    ]
    # "Lead, imaging division" under "Acme, Delft": a unit, when a name beside it is a firm's
    units = {s for s in kept if not_an_employer(s, orgs)}
    firm = any(org_rank(s, orgs) > 0 and s not in units for s in kept)
    ranked = named + sorted(
        kept,
        key=lambda s: (
            s in trailing,
            firm and s in units,
            (s.strip().lower() in town_names() and not orgs(s), s in after_role),
            s in placey and not orgs(s),
            bool(_PRODUCT_MODEL.search(s)),  # "First Officer, Airbus A350, Cathay Pacific"
            -org_rank(s, orgs, s in alone),
            s not in before_place or bool(orgs(s)),  # (two catalog names: as written)
        ),
    )
    if not (ranked or roles or segments or strict) and right_above:
        ranked = [
            right_above
        ]  # "某某半导体" / "（2017 年暑期）" / "• 芯片验证实习生…": the title below
    if heading and roles and not strict and not (ranked and (orgs(ranked[0]) or named)):
        ranked = [heading]  # "**Ubiquant** — …" / "*FPGA Engineer, Low-Latency Systems* — 2023"
    if over and roles and not strict:
        ranked = [s for s in ranked if orgs(s)] or [over]  # the row's notes are no employer
    if not ranked and roles and not strict and (found := below()):
        # the company written under the role's bullets or in the first; the heading's when
        # the bullets name it again ("… for IKEA Malmö and IKEA Helsingborg" under IKEA)
        same = inherit is not None and orgs(found) is not None and orgs(found) == orgs(inherit)
        ranked = [inherit if same and inherit else found]
    if not ranked and any(SELF_EMPLOYED.search(r) for r in roles):
        # "Freelance Flutter developer, Aug 2018 – Mar 2020" under another employer's titles:
        # their own business, no one's title
        ranked = ["自由职业" if is_cjk(" ".join(roles)) else "Self-employed"]
    if roles and inherit and not strict and (not ranked or not_an_employer(ranked[0], orgs)):
        ranked = [inherit]  # a second role under the same company header ("…, Infrastructure")
    if not ranked:
        return None
    employer = clean_employer(ranked[0])
    rank = max(org_rank(employer, orgs), 2 if named else 0)
    if strict and (rank < 2 or not (roles or LEGAL_END.search(employer.strip(" .,")))):
        # a project or activity that names no organisation and no role; a company with its
        # legal form heading a section of projects ("华为技术有限公司 2015.8 - 至今") is a job
        return None
    span = block.span
    bare_year = (
        span is not None
        and span.end is None
        and not span.ongoing
        and (span.start is None or span.start.month is None)
    )
    if rank == 0 and (bare_year or not (roles or name_like(employer))):
        return None  # "Backend · 2021 · ...", a dated project title: not a position
    if (
        not _WORD.search(employer)
        or employer.isdigit()  # "…覆盖约 600 人": a count, no employer
        or len(employer) > 80
        or SENTENCE.search(employer)
        or "、" in employer
        or POSTED.match(employer)  # "外派德国法兰克福": a posting within the job above
    ):
        return None
    role = first_title(roles)
    header = " ".join(texts[i] for i in block.lines)
    if (
        role is not None
        and (cut := _FIRST_SENTENCE.search(role))
        and is_role(role[: cut.start()], orgs)
    ):
        role = role[: cut.start()]  # "Senior Engineer. Field-oriented motor control …"
    if role is not None:  # "工程师 → 高级工程师（2020 年晋升）": the step is said by the arrow
        role = entry_title(role, roles, header, orgs)
    if _PROMOTION.match(header):
        return None  # "Promoted to Staff Engineer in July 2021.": a step inside the entry above
    if (
        _FIRST_PERSON.match(header) and (len(header) > 60 or "我" in header)
    ) or PROSE_AFTER_BAR.search(header):
        # "I started my career at Acme, where I was …", "某某医院 | 2012 年 7 月我进入…": prose
        return None  # (`prose_employment`)
    if HONOUR.search(header) or STUDENT_GROUP.search(header):
        return None  # an award, a contest or a student team: "Founder Scholarship, <University>"
    # the header, and the line after it unless that is the next entry's dated header
    # ("- Personal project: a note-taking app")
    after = max(block.lines) + 1
    body = [after] if after < len(texts) and not YEAR.search(texts[after]) else []
    if not named and (
        any(OWN_PROJECT.search(texts[j]) for j in [*block.lines, *body])
        or REPO_HEADER.match(texts[block.lines[0]])
    ):
        return None  # a repository or a personal project: "owner/repo — 2019", "14 stars"
    if role is None and not named and PARTNERSHIP.search(header):
        return None  # no title, and a partner, a client or a talk: "… (2018): Collaborative
        # project with <Company>" is a project, not a job
    # (not a hospital named after its university: "…大学医学院附属某某医院 药剂科")
    if (
        role is None
        and SCHOOL_WORD.search(employer)
        and EDUCATION_CUE.search(header)
        and not HOSPITAL.search(employer)
    ):
        return None  # a study period: "2009.9 - 2012.4 <University> <School of …> <major>"
    return EmploymentItem(
        employer=employer,
        role=role,
        years=span.years if span else [],
        start=str(span.start) if span and span.start else None,
        end=str(span.end) if span and span.end else None,
        ongoing=bool(span and span.ongoing),
        org_id=orgs(employer),
    )
