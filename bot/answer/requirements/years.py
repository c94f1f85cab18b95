"""Years of experience: "5+ years", "at least eight years of full-time work", "10 yrs or
more", "under 2 years", "3-5 years", "between 5 and 8 years", "8年以上", "满八年", "不到两年",
"三到五年", "5和8年之间", "三年以上经验", "a decade-plus", "over two decades". Full-time years
by default (`years`); internship years when the question says internships (`intern_years`).
Quotes the lines of the positions counted (`experience_years`)."""

from __future__ import annotations

import re
from datetime import date
from functools import partial

from bot.answer.requirements.base import Asked, number_of
from bot.answer.requirements.industry_phrases import (
    kind_right_after,
    kind_right_before,
    patterns,
)
from bot.answer.requirements.joined import joined_spans
from bot.answer.requirements.reading import record_kind, without
from bot.answer.requirements.role_words import role_families_in, role_phrases
from bot.answer.requirements.short_stint import stint_spans
from bot.answer.requirements.years_phrases import ADJACENT, DECADES, RULES, TAIL
from ingest.figures import Figure, experience_years
from ingest.industries import IndustryCatalog
from ingest.language import INTERNS_ASIDE, ROLE_FAMILIES
from ingest.org_figures import (
    industry_experience,
    longest_stint,
    years_at,
    years_at_current,
    years_managing,
    years_with,
)
from ingest.record import CandidateRecord, org_catalog
from ingest.skills import SkillCatalog

_INTERN = re.compile(r"(?i:(?<!non-)(?<!non\s)\bintern(?:ship)?s?\b)|(?<!非)实习")


def _intern_asked(text: str, start: int, end: int) -> bool:
    """Whether the years asked are internship years: an internship word right with them,
    and none of the question setting internships aside."""
    return bool(_INTERN.search(text[start : end + 12])) and not INTERNS_ASIDE.search(text)


# the role the years were spent in, right after them: "3+ years as a data analyst", "5 yrs
# backend experience", "三年以上的数据分析师工作经验", "做过三年以上数分的"
_AS_ROLE = re.compile(
    r"(?i:\s*(?:of\s+)?(?:(?:experience|exp|work(?:ing)?)\s+)?"
    r"(?:as|being|doing|writing|building)\s+(?:an?\s+)?"
    r"(?P<en>[\w/&+ -]{2,40}?)(?=\s*(?:[,.;?!()]|$|\b(?:and|or|who|with|at|in)\b))|"
    r"\s*(?P<en2>[\w/&+ -]{2,30}?)\s+(?:experience|exp)\b|"
    r"\s*(?:of\s+)?(?:experience\s+)?(?:(?:actually|really|strictly|purely|specifically)\s+)?"
    r"in\s+(?:an?\s+|the\s+)?(?P<en3>[\w/&+ -]{2,40}?)\s+"
    r"(?:roles?|positions?|jobs?|functions?)\b|"
    # "5+ yrs embedded firmware": a field of work to the end of the clause
    r"\s*(?!(?:in|at|with|on|of|for|as|doing)\b)(?P<en4>[a-z/&+ -]{2,40}?)\s*(?=[,.;?!]|$))|"
    r"(?:的)?(?P<zh>[\u4e00-\u9fffA-Za-z ]{1,12}?)(?:的)?(?:工作|岗位|相关)?(?:经验|经历|的|$)"
)


def _full_time_years(record: CandidateRecord, asked: date) -> Figure:
    return experience_years(record, asked)  # full-time, on contract or freelance


def internship_years(record: CandidateRecord, asked: date) -> Figure:
    return experience_years(record, asked, ("internship",))


def _role_years(family: str, record: CandidateRecord, asked: date) -> Figure:
    return experience_years(record, asked, family=family)


def _value(word: str) -> float | None:
    n = number_of(word)
    return n if n is not None and 0 <= n <= 50 else None


def _decades(text: str) -> tuple[re.Match[str], str, float] | None:
    for m in DECADES.finditer(text):
        said = m.group("k") or (m.group("kz") or "").rstrip("个") or None  # "一个decade": 一
        if said is None and not m.group("plus") and not m.group("over"):
            continue  # "the last decade": no amount asked
        count = 1.0 if said is None or said.lower() == "a" else number_of(said)
        return m, (">" if m.group("over") else ">="), 10.0 * (count or 1.0)
    return None


# ... or right before them in Chinese: "SRE或者运维做了5年以上的", "数据分析干了三年"
_ROLE_BEFORE = re.compile(
    r"(?P<zh>[\u4e00-\u9fffA-Za-z /]{2,16}?)(?:做了|干了|做过|干过|当了|写了|写过|搞了|"
    r"(?:岗位|职位|岗)(?:上)?(?:累计|一共|总共)?(?:工作|做|干)(?:了|过)?(?:满|超过|以上)?)\s*$|"
    # "做数分5年以上的": the work named after a verb of doing, right before the years
    r"(?:做|干|当|搞)(?:过|了)?\s*"
    r"(?P<zh2>[\u4e00-\u9fffA-Za-z/][\u4e00-\u9fffA-Za-z/ ]{1,13}?)\s*$|"
    # "数据工程5年以上的": the field alone, first in its clause
    # ("后端开发经验5年以上" is left to the years and the current role apart)
    r"(?:^|[\s，,。？?；;])(?P<zh3>[\u4e00-\u9fff]{2,8})(?<!经验)\s*$"
)


_ROLE_BEFORE_EN = re.compile(
    r"(?i)(?:^|\b(?:anyone|anybody|any|someone|who(?:'s|\s+has|\s+have)?|need)\s+)"
    r"(?P<en>[a-z][\w/&+ -]{1,30}?)\s+(?:(?:folks|people|guys|ppl)\s+)?(?:with\s+|w/\s*)?$"
)


# years spent managing people: "10+ yrs as a people manager", "5 years managing teams",
# "带团队5年以上", "管理岗3年以上"
_MANAGING_AFTER = re.compile(
    r"(?i:\s*(?:of\s+)?(?:experience\s+)?(?:as\s+an?\s+)?(?:people|engineering|line)\s+managers?\b|"
    r"\s*(?:of\s+)?(?:experience\s+)?(?:managing|leading)(?:\s+(?:people|teams?|engineers))?\b|"
    r"\s*(?:of\s+)?(?:people[- ]|team[- ]|line[- ])?management\s+experience\b)|"
    r"(?:的)?(?:团队管理|人员管理|管理|带团队|带人)(?:经验|经历|岗位?)"
)
_REPORTS_TAIL = re.compile(
    r"(?i:\s*[,(]?\s*(?:i\.?e\.?,?\s*)?(?:with|having)\s+direct\s+reports\b\)?)|"
    r"\s*[（(]?\s*有?(?:直接|直属)?下属\s*[）)]?"
)
# ... before them: "带人带了5年以上", "who's been a line manager for 5+ yrs"
_MANAGING_BEFORE = re.compile(
    r"(?:带团队|带人|管理岗|做管理)(?:(?:做|干|带)了|有)?\s*$|"
    r"(?i:\b(?:people|line|engineering)\s+manager\s+for\s+(?:over\s+|more\s+than\s+)?$|"
    # "who's managed people 10+ yrs", "been leading teams for 5+ years"
    r"\b(?:managed|managing|led|leading)\s+(?:people|teams?|a\s+team|engineers)\s+"
    r"(?:for\s+)?(?:over\s+|more\s+than\s+)?$)"
)


def _managing(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the years asked and the words that say they were spent managing people."""
    if m := _MANAGING_AFTER.match(text, end):
        tail = _REPORTS_TAIL.match(text, m.end())  # "…, i.e. with direct reports"
        return start, (tail or m).end()
    if b := _MANAGING_BEFORE.search(text[max(0, start - 40) : start]):
        return max(0, start - 40) + b.start(), end
    return None


# "数据科学或者数据分析岗", "data science or analytics roles": either of two role families
_EITHER = re.compile(r"(?i)\s*(?:或者|或是|或|还是|\bor\b|/|、)\s*")
_ROLE_TAIL = re.compile(r"(?i)(?:岗位?|职位|方向|\s+(?:roles?|positions?|jobs?))$")


def _either(phrase: str) -> str | None:
    """The role families of a phrase that lists two or more ("a+b"), each part read with the
    role noun the last part ends with ("数据科学或者数据分析岗": "数据科学岗", "数据分析岗")."""
    parts = [p for p in _EITHER.split(phrase.strip()) if p]
    tail = _ROLE_TAIL.search(parts[-1]) if len(parts) > 1 else None
    if tail is None:
        return None
    families: list[str] = []
    for part in parts:
        found = role_families_in(part) or role_families_in(part + tail.group())
        if len(found) != 1:
            return None
        families.append(found[0])
    either = list(dict.fromkeys(families))
    return "+".join(either) if len(either) > 1 else None


_IN_THE_ROLE = re.compile(
    r"(?i)\s*(?:of\s+experience\s+)?in\s+(?:the|that|this|their)\s+(?:role|position|job)\b"
)


def _role_after(text: str, start: int, end: int) -> tuple[str, int, int] | None:
    """The role family named right after (or, in Chinese, right before) the years asked,
    and the span its phrase widens theirs to."""
    m = _AS_ROLE.match(text, end)
    if m is not None:
        phrase = next((x for x in m.group("en", "en2", "en4", "zh") if x), "")
        phrase = f"{m.group('en3')} roles" if m.group("en3") else phrase
        if either := _either(phrase):
            return either, start, m.end()
        families = list(dict.fromkeys(role_families_in(phrase)))
        if len(families) == 1:
            return families[0], start, m.end()
    if said := _IN_THE_ROLE.match(text, end):  # "ux researchers with 3+ yrs in the role"
        named = [f for lo, hi in role_phrases(text[:start]) for f in role_families_in(text[lo:hi])]
        if named:
            return "+".join(dict.fromkeys(named)), start, said.end()
    b = _ROLE_BEFORE.search(text[max(0, start - 20) : start])
    if b is not None:
        phrase = b.group("zh") or b.group("zh2") or b.group("zh3")
        noun = re.match(r"岗位?|职位", b.group()[b.group().find(phrase) + len(phrase) :])
        if either := _either(phrase + (noun.group() if noun else "")):
            return either, max(0, start - 20) + b.start(), end
        families = list(dict.fromkeys(role_families_in(phrase)))
        if len(families) == 1:
            return families[0], max(0, start - 20) + b.start(), end
    # "chip design 10+ yrs?", "SRE/ops folks with 10+ years": a field of work said first, and
    # no role noun (an "ML engineer with 8+ years" is read by `role` and the years apart)
    clause = max(text.rfind(ch, 0, start) for ch in ",.;?!，。；？！") + 1
    e = _ROLE_BEFORE_EN.search(text[clause:start])
    if e is not None and not role_phrases(e.group("en")):
        families = list(dict.fromkeys(role_families_in(e.group("en"))))
        if len(families) == 1:  # (from the family's own word: "med device" before it stays)
            at = ROLE_FAMILIES[families[0]].search(e.group("en"))
            return families[0], clause + e.start("en") + (at.start() if at else 0), end
    return None


# the place the years were spent at: "在字节待过两年以上", "5+ years at Google", "worked at
# Meituan for 3+ years"
_AT_BEFORE_ZH = re.compile(
    r"在\s*(?P<org>[\u4e00-\u9fffA-Za-z0-9 ]{2,12}?)\s*(?:待|干|工作|做|呆|上班)"
    r"(?:了|过|满|够)*\s*$|"
    # "shopify 前后加起来待了10年以上的": the place opens the question, the stints summed
    r"^\s*(?P<first>[\u4e00-\u9fffA-Za-z0-9 ]{2,20}?)\s*"
    r"(?:前后加起来|加起来|前后|一共|总共|累计)\s*(?:待|干|工作|做|呆|上班)(?:了|过|满|够)*\s*$"
)
_AT_AFTER_EN = re.compile(
    r"\s*(?:at|with)\s+(?P<org>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})|\s*at\s+(?P<low>[a-z][\w&.'-]*)"
)
_AT_CURRENT_EN = re.compile(
    r"(?i)\s*(?:at|with|in)\s+(?:their|his|her|the)\s+(?:current|present)\s+"
    r"(?:company|employer|job|firm)\b"
)
_AT_CURRENT_BEFORE_EN = re.compile(
    r"(?i)\b(?:been|stayed|worked|spent)\s+(?:at|with|in)\s+(?:their|his|her|the)\s+"
    r"(?:current|present)\s+(?:company|employer|job|firm)\s+(?:for\s+)?(?:over\s+)?$"
)
_AT_BEFORE_EN = re.compile(
    r"(?i:\b(?:worked|been|was|were|stayed)\s+(?:at|with|for)\s+)"
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+for\s+(?:over\s+|more\s+than\s+)?$"
)


def _place_of(text: str, start: int, end: int) -> tuple[str, int, int] | None:
    """The organisation the years were spent at, as a field name's tail (its catalog id, else
    its name), and the span it widens theirs to."""
    found = None
    if m := _AT_CURRENT_EN.match(text, end):  # "at least 4 yrs at their current company"
        return "current_company", start, m.end()
    if m := _AT_CURRENT_BEFORE_EN.search(text[:start]):  # "been at their current company 5+"
        return "current_company", m.start(), end
    if (m := _AT_BEFORE_ZH.search(text[:start])) or (m := _AT_BEFORE_EN.search(text[:start])):
        found = (m.groupdict().get("org") or m.group("first"), m.start(), end)
    elif m := _AT_AFTER_EN.match(text, end):
        found = (m.group("org") or m.group("low"), start, m.end())
    if found is None:
        return None
    name, lo, hi = found
    catalog = org_catalog()
    ids = catalog.resolve(name) if catalog is not None else set()
    if len(ids) != 1 and catalog is not None:  # "阿里": the whole name found in running text
        whole = {m.id for m in catalog.find(name) if m.end - m.start == len(name.strip())}
        ids = whole if len(whole) == 1 else ids
    if len(ids) == 1:
        return next(iter(ids)), lo, hi
    if name[:1].islower():
        return None  # "5 years at work"; a name typed in lower case only when the catalog knows it
    if catalog is not None and catalog.find(name):
        return None  # a name among others, or an ambiguous one
    if role_families_in(name):
        return None  # "在产品经理岗位上累计工作满10年": a role, not a place
    return re.sub(r"\s+", "_", name.strip()), lo, hi


# the years said of a kind of employer named before ("… with 10+ yrs in the industry")
_IN_THE_INDUSTRY = re.compile(
    r"(?i)\s*(?:of\s+\w+\s+)?(?:in|within)\s+(?:the|that|this)\s+(?:[\w-]+\s+){0,3}?(?:industry|sector)\b"
)
_ONE_PLACE = re.compile(
    r"(?i:\b(?:stayed|stay|spent|worked)?\s*(?:at|with|in|for)\s+(?:one|a\s+single|the\s+same|"
    r"a)\s+(?:company|employer|firm|place|job)\b)|(?:在)?同一家?(?:公司|单位)|(?:在)?一家(?:公司|单位)"
)
_CURRENT_PLACE = re.compile(
    r"(?i)(?:the_|their_|his_|her_)?(?:current|present)_(?:company|employer|job|firm)|"
    r"(?:现在|目前|当前)(?:这家|的|所在的?)?(?:公司|单位|东家)|"
    # ("现在这家公司干满5年的": the time word read apart, "这家公司" left)
    r"(?:这家|本|现)(?:公司|单位|东家)"
)


# the words between the years and a skill named after them ("5+ years of kubernetes", "3 yrs
# with Go in production", "用了5年Go") or before them ("kubernetes 5年以上", "Go 经验 3 年以上")
_SKILL_AFTER = re.compile(
    r"(?i)\s*(?:(?:specifically|exclusively|purely|strictly|actually)\s+)?"
    r"(?:(?:of|with|in|using|writing|doing)\s+)?(?:(?:hands-on|professional|production|"
    r"real[- ]world|industry)\s+)?(?:experience\s+(?:with|in|using)\s+)?(?:的)?"
)
_SKILL_BEFORE = re.compile(
    r"(?i)\s*(?:的)?\s*(?:方向|领域|建模|研发|开发(?=\s*(?:做了|干了)))?\s*(?:(?:开发|使用|相关|工作|项目)?经验|experience|"
    r"(?<=[向域])(?:工作|从业))?\s*[:：]?\s*"
    r"(?:全职)?(?:有|超过|大于|至少|不少于|满|做了|干了|用了|写了|\+)?\s*"
)

# ... a tool or domain's people first: "recsys engineers with 5+ yrs" (not a role family's:
# "ML engineers with 8+ years" is the role's and the years apart)
_SKILL_PEOPLE_BEFORE = re.compile(
    r"(?i)\s+(?:engineers?|developers?|devs?|scientists?|researchers?|people|folks|ppl|guys)"
    r"\s+(?:with\s+|w/\s*)(?:at\s+least\s+|over\s+|more\s+than\s+)?"
)


def _skill_of(text: str, start: int, end: int) -> tuple[str, int, int] | None:
    """The one tool or domain named right after the years asked or right before them, and
    the span its words widen theirs to."""
    catalog = SkillCatalog.load()
    mentions = catalog.find_in_question(text)
    for m in mentions:
        entry = catalog.get(m.id)
        if entry is None or not re.fullmatch(r"[\w-]+", m.id):
            continue
        after = _SKILL_AFTER.fullmatch(text, end, m.start) if m.start >= end else None
        before = _SKILL_BEFORE.fullmatch(text, m.end, start) if m.end <= start else None
        if before is None and m.end <= start and not role_families_in(text[m.start : start]):
            before = _SKILL_PEOPLE_BEFORE.fullmatch(text, m.end, start)
        if after is not None or before is not None:
            lo, hi = min(start, m.start), max(end, m.end)
            # ... and its other name beside a slash: "内容安全 / trust & safety 做了5年以上",
            # "5+ yrs fund accounting / NAV calc"
            for other in mentions:
                if other.id == m.id and re.fullmatch(r"\s*/\s*", text[other.end : lo]):
                    lo = other.start
                if other.id == m.id and re.fullmatch(r"\s*/\s*", text[hi : other.start]):
                    hi = other.end
            # "风控反欺诈做了5年以上": a domain, then one of its members: the domain's years
            for other in mentions:
                wider = catalog.get(other.id)
                if wider and m.id in wider.members and not text[other.end : m.start].strip():
                    return other.id, min(lo, other.start), hi
            return m.id, lo, hi
    return None


def _in_kind(kind: str, clauses: list[str], lo: int, hi: int) -> Asked:
    """The years asked, in one kind of employer (`industry_experience`)."""
    years = [c.replace("years", f"years_in_{kind}") for c in clauses]
    return Asked(clauses=years, spans=[(lo, hi)], figure=partial(industry_experience, kind))


def _asked(field: str, clauses: list[str], text: str, span: tuple[int, int]) -> Asked:
    """The years asked, of full-time work or internships, at one place, or in one role
    family."""
    one = _ONE_PLACE.search(text) if field == "years" else None
    if one is not None:  # "stayed 5+ years at one company", "在同一家公司待了5年以上"
        clauses = [c.replace("years", "longest_stint") for c in clauses]
        return Asked(clauses=clauses, spans=[span, one.span()], figure=longest_stint)
    place = _place_of(text, *span) if field == "years" else None
    back = _IN_THE_INDUSTRY.match(text, span[1]) if field == "years" else None
    named = [i for i, p in patterns(text).items() if p.search(text, 0, back.end())] if back else []
    if place is None and back is not None and len(named) == 1:
        return _in_kind(named[0], clauses, span[0], back.end())  # "10+ yrs in the industry"
    if place is not None:
        org, lo, hi = place
        if (kind := IndustryCatalog.load().asked_as(org.replace("_", " "))) is not None:
            return _in_kind(kind, clauses, lo, hi)  # "在药企干满5年", "5+ years at a bank"
        if _CURRENT_PLACE.fullmatch(org):  # "在现在这家公司待了5年以上": the current employer
            clauses = [c.replace("years", "years_at_current") for c in clauses]
            return Asked(clauses=clauses, spans=[(lo, hi)], figure=years_at_current)
        at = f"years_at_{org}"
        clauses = [c.replace("years", at) for c in clauses]
        return Asked(clauses=clauses, spans=[(lo, hi)], figure=partial(years_at, org))
    managing = _managing(text, *span) if field == "years" else None
    if managing is not None:
        clauses = [c.replace("years", "years_managing") for c in clauses]
        return Asked(clauses=clauses, spans=[managing], figure=years_managing)
    role = _role_after(text, *span) if field == "years" else None
    if role is not None:
        family, lo, hi = role
        clauses = [c.replace("years", f"years_as_{family}") for c in clauses]
        return Asked(clauses=clauses, spans=[(lo, hi)], figure=partial(_role_years, family))
    # a tool, when no role family is named ("5年以上iOS开发经验" is the mobile family's)
    skill = _skill_of(text, *span) if field == "years" else None
    if skill is not None:  # "5+ years of kubernetes", "Go 经验 3 年以上"
        skill_id, lo, hi = skill
        clauses = [c.replace("years", f"years_with_{skill_id}") for c in clauses]
        return Asked(clauses=clauses, spans=[(lo, hi)], figure=partial(years_with, skill_id))
    if field == "years" and place is None and (ahead := kind_right_before(text, span[0])):
        return _in_kind(ahead[0], clauses, ahead[1], span[1])  # "电池行业5年以上" (no skill's)
    if field == "years" and place is None and (after := kind_right_after(text, span[1])):
        return _in_kind(after[0], clauses, span[0], after[1])  # "5+ yrs in investment banking"
    figure = internship_years if field == "intern_years" else _full_time_years
    return Asked(clauses=clauses, spans=[span], figure=figure)


def find(text: str) -> Asked | None:
    text = without(text, stint_spans(text))  # "干了不到一年就跑路的": a stint, not experience
    # "现公司司龄不到两年", "joined … within the last two years": years at the employer (`joined`)
    text = without(text, joined_spans(text))
    found = _decades(text)
    if found is not None:
        dm, dop, tens = found
        tail = TAIL.match(text, dm.end())
        end = tail.end() if tail else dm.end()
        field = "intern_years" if _intern_asked(text, dm.start(), end) else "years"
        asked = _asked(field, [f"{field}{dop}{tens:g}"], text, (dm.start(), end))
        # "10+ yrs full time exp, anyone? a decade or more": the same years said twice
        again = find(without(text, [(dm.start(), end)]))
        if again is not None and again.clauses == asked.clauses:
            asked.spans += again.spans
        return asked
    for pattern, op in RULES:
        for m in pattern.finditer(text):
            groups = m.groupdict()
            n = next((_value(groups[k]) for k in ("n",) if groups.get(k)), None)
            if op.endswith("m"):  # months asked: in years
                months = number_of(groups.get("n") or "")
                n, op = (round(months / 12, 2) if months and months <= 600 else None), op[:-1]
            if n is None:
                continue
            if m.start() > 0 and text[m.start() - 1].isdigit():
                continue
            end = m.end()
            tail = TAIL.match(text, end)
            if tail:
                end = tail.end()
            field = "intern_years" if _intern_asked(text, m.start(), end) else "years"
            if op == "about":  # "5年左右", "around 5 years": a year either side
                clauses = [f"{field}>={max(0, n - 1):g} and {field}<={n + 1:g}"]
            elif op == "range":
                top = _value(groups.get("m") or "")
                if top is None or top < n or (pattern is ADJACENT and top != n + 1):
                    continue  # "三十年" is thirty, not three to ten
                clauses = [f"{field}>={n:g} and {field}<={top:g}"]
            else:
                clauses = [f"{field}{op}{n:g}"]
            return _asked(field, clauses, text, (m.start(), end))
    return None


KIND = record_kind("years", find)
