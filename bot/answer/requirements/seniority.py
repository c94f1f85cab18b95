"""Seniority of the current title: "who is a team lead right now?", "any staff or principal
level folks?", "senior engineers", "现在是技术负责人的", "资深专家". Met by the record's current
position (`seniority`: the level its title names); quotes that position's line. Having
managed people at any time ("有管理经验的", "带过团队的", "has managed people before") is met by
the most senior level of any title (`max_seniority`, `ingest.people_led.most_senior`)."""

from __future__ import annotations

import re

from bot.answer.requirements import role_change, title_words, years
from bot.answer.requirements.base import OR_ABOVE_WORDS, Asked
from bot.answer.requirements.reading import inside, record_kind
from ingest.figures import seniority
from ingest.language import NOW_ASKED, seniority_of
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.language.seniority import SENIORITY_WORDS, TITLE_WORD_FORMS
from ingest.people_led import line_managed, line_managing, most_senior

# level words in a question that ask for a level, not a topic ("lead" alone is too common
# in topics: "lead generation"); with a role noun or "level" after them
_ROLE_AFTER = re.compile(
    r"(?i)\s*(?:-?\s*level|engineers?|engs?|swes?|developers?|devs?|scientists?|people|folks|"
    r"ones|roles?|titles?|positions?|candidates?|ics?|something|anything)\b|\s*(?:级别|级|岗|的)|"
    r"\s*(?:工程师|开发|研究员|分析师|设计师|架构师|算法)"
)
_ASK = re.compile(
    r"(?i:\b(?:senior\s+)?expert(?=\s+engineers?\b)|"
    r"\b(?:team|tech(?:nical)?|engineering)\s+leads?\b|\b(?:staff|principal|distinguished|"
    r"senior|junior|entry[- ]level)\b|\bsr\b\.?|"
    # ("a fund house or investment manager": a firm that manages money, no level)
    r"\b(?:engineering\s+)?(?<!investment\s)(?<!asset\s)(?:managers?|mgrs?)\b|\b(?:(?:associate|assistant|deputy)\s+)?directors?\b|"
    r"\bc-?(?:level|suite)\b|"
    r"\bheads?[\s-]+of\b|\b(?:department|dept\.?|division)\s+heads?\b|\bvps?\b|(?<![a-z])c[etfo]os?(?![a-z])|"
    r"\blead(?=\s+(?:roles?|positions?|titles?|type\s+titles?)\b)|"
    # ... or its level: "lead level now", "title是lead级别的"
    r"\blead(?=[\s-]*(?:level\b|grade\b|级别|级))|"
    # ... or in a list of levels: "senior / lead / manager level"
    r"(?<=/\s)lead\b|(?<=/)lead\b|\blead(?=\s*/\s*(?:senior|staff|principal|manager|director|head))|"
    # ... and a head, last in such a list: "a team lead, manager or head", "经理 店长 head这种"
    r"(?<=[,/、\s])heads?(?=\s*(?:$|[?？.,，、/)）]|这种|这类|之类|那种|type\b|level\b|right\s+now\b|now\b)))|"
    r"部门\s*heads?\b|(?:担任)?(?:团队|项目|技术|部门|研发|业务)?负责人|组长|(?:技术|研发|部门)?总监|"
    r"(?<![A-Za-z])C\s*级(?:高管)?|高管|(?:技术|研发|工程|产品)?\s*(?:副总裁|VP(?![A-Za-z]))|首席[\sA-Za-z\u4e00-\u9fff]{0,6}?官|"
    r"(?:资深|高级)?(?:技术|算法|研发|软件|硬件)?专家|资深|高级|高工|初级|(?:技术|研发|部门|工程)?经理|主管"
)
_OR = re.compile(r"(?i:\bor\b|/)|或者?|、")
_MANAGER_NEXT = re.compile(r"(?i:\s*(?:managers?|mgrs?)\b)|\s*经理")
# "mid-level", "中级": a title that names no level; "IC only", "individual contributors":
# below a lead; "no managers", "不是经理": not that level
_MID = re.compile(r"(?i:\bmid[- ]?level\b|\bmid[- ]senior\b)|中级")
_INDIVIDUAL = re.compile(
    r"(?i:\bics?\s+only\b|\bindividual\s+contributors?\b|\bnon-?managers?\b|"
    r"\bnot\s+manag(?:ing|e|es)\s+(?:anyone|anybody|people|a\s+team|others)\b|"
    r"\b(?:no|without(?:\s+any)?)\s+(?:direct\s+)?reports\b|"
    r"\bhands[- ]on\b(?=[^.?!]{0,24}\bnot\s+manag))|"
    # ("无人驾驶", "无人机": driverless, a drone, no one led)
    r"(?:不带|没有|没|无|不管)(?:人(?!驾驶|机|车|零售|超市|仓)|团队|直属下属|直接下属|下属)|个人贡献者|纯(?:写代码|技术岗?)(?:干活)?(?:那种)?"
)
# ... or said after it: "管理岗除外", "经理不算", "managers excluded"
_EXCEPT_AFTER = re.compile(
    r"(?i)(?:的?(?:经理|主管|managers?))?\s*(?:除外|不算|以外|(?:are\s+)?excluded\b|don'?t\s+count\b)"
)
_NEGATED = re.compile(
    r"(?i:\b(?:no|not|non-?|never|excluding|except|other\s+than|without)\s*(?:an?\s+)?"
    r"(?:(?:eng(?:ineering)?|people)\s+)?)$|(?:不是|非|不要|除了)\s*$"
)
# managing people, whatever the title says: a lead or above
_MANAGES = re.compile(
    r"(?i:(?<!product )(?<!project )(?<!program )(?<!programme )\bmanagement[\s-]+"
    r"(?:(?:job\s+)?titles?|roles?|positions?|track|level|jobs?)\b|\bin\s+management\b|"
    r"\b(?:line[- ])?manag(?:ing|es?)\s+"
    r"(?:people|a\s+team|teams|engineers|others|direct\s+reports)\b|"
    r"\bpeople\s+(?:managers?|management|leads?)\b|\blead(?:s|ing)?\s+(?:a\s+)?teams?\b|"
    r"\b(?:(?:actually|really)\s+)?(?:running|runs)\s+(?:a\s+|the\s+)?(?:team|teams|group)\b|"
    r"\b(?:(?:have|has|with)\s+)?direct\s+reports\b|\bpeople\s+leaders?\b|"
    # "a leadership title (lead, manager, head, …)", "a management seat - leads, cxos etc"
    r"\bleadership\s+(?:titles?|roles?|positions?|seats?)\b|\bmanagement\s+seats?\b|"
    r"\b(?:has|have|with)\s+(?:any\s+)?reports\b|\b(?:actual|real)\s+(?:direct\s+)?reports\b)|"
    r"管理级(?:别)?(?:的)?(?:职位|岗位)?|管理岗位?|管理职(?:务|位)?|带团队|管(?:理)?团队|(?:在)?带人|管人|团队管理|手(?:底)?下(?:有|带着?|管着?)(?:直属)?(?:员工|下属|人|兵)|有(?:直属|直接)?下属|直属员工"
)
# having managed people at any time: "management experience", "has managed people before",
# "带过团队的", "有管理经验", "做过管理" (met by any title or line, `max_seniority`)
_EVER_MANAGED = re.compile(
    r"(?i:\b(?:people\s+)?management\s+experience\b|\bexperience\s+(?:managing|leading)\s+"
    r"(?:people|a\s+team|teams|engineers|others)\b|\b(?:who(?:'|’)s|has|have|had|ever)\s+(?:\w+\s+)?"
    r"(?:managed|led)\s+(?:people|a\s+team|teams|engineers|others|direct\s+reports)\b|"
    r"\b(?:managed|led)\s+(?:people|a\s+team|teams)\s+before\b|"
    # "an ops person who's run a team", "has run teams"
    r"\b(?:who(?:'|’)?s|who\s+has|has|have|had|ever)\s+(?:\w+\s+)?(?:run|ran|built)\s+"
    r"(?:a\s+team|teams|a\s+group)\b)|"
    r"(?:有|具备)?(?:团队)?管理经验|带(?:过)?团队(?:的)?经验|带过(?:团队|人)|管过(?:人|团队)|做过管理|有带人经验|"
    r"(?:直接)?(?:管|带|管理)过(?:直属|直接)?(?:的)?(?:下属|员工|手下)"  # "直接管过下属的"
)
# direct reports asked for, not a lead's title: "要有直接下属那种", "actual direct reports"
_DIRECT_REPORTS = re.compile(
    r"(?i:\bdirect\s+reports\b|\bline[- ]manag|\breports\s+to\s+them\b)|"
    r"(?:直接|直属)(?:下属|汇报|员工)"
)
# a word of now ("who manages people right now", "现在带团队的": not only in the past): the
# lexicon's, and "在职"
_NOW = re.compile(NOW_ASKED.pattern + "|在职")
# "… or higher", "or above", "and up", "及以上": that level or any above it
_OR_ABOVE = re.compile(
    r"(?i:(?:[- ]level)?(?:\s+(?:titles?|roles?|positions?))?[\s-]*(?:or|and)[\s-]+"
    rf"(?:{OR_ABOVE_WORDS}|more\s+senior)\b|"
    r"\s*\+(?:\s*-?\s*level\b)?)|"
    r"\s*(?:级别|职级|层级)?(?:及|或)?(?:以上|往上)(?:的)?(?:级别|职级|层级)?|"
    r"\s*(?:或者?|及|和)\s*(?:更高|以上)(?:的)?(?:级别|职级|层级)?"  # "总监或者更高级别"
)


# level words listed as what managing people means ("leads, directors, cxos etc")
_LEVEL_EXAMPLES = re.compile(
    r"(?i:\b(?:leads?|heads?|managers?|directors?|vps?|c-?level|c-?suite|cxos?|execs?|"
    r"executives?|etc)\b)|高管|头儿|负责人|经理|总监|(?<![A-Za-z])CXO(?![A-Za-z])|级"
)

# "负责人" with no team before it heads a team or a whole function ("增长负责人", "Head of
# Growth"): a lead or a director
_ANY_HEAD = re.compile(r"(?:担任)?(?:部门|业务)?负责人")


# the job a level is asked with, as titles write it
_NOUN_TITLES = [
    (re.compile(r"(?i)\b(?:engineers?|engs?|swes?|developers?|devs?)\b|工程师|开发"),
     ["engineer", "工程师", "developer", "开发"]),
    (re.compile(r"(?i)\bscientists?\b"), ["scientist", "科学家"]),
    (re.compile(r"研究员"), ["研究员", "researcher", "scientist"]),
    (re.compile(r"分析师"), ["分析师", "analyst"]),
    (re.compile(r"设计师"), ["设计师", "designer"]),
    (re.compile(r"架构师"), ["架构师", "architect"]),
]  # fmt: skip


# the words a title says senior with, in both scripts (senior, its short form, 高级, 资深)
_SENIOR_WORDS = ("senior", "sr.", *TITLE_WORD_FORMS["senior"])


def _noun_titles(after: str) -> list[str]:
    return next((words for pattern, words in _NOUN_TITLES if pattern.search(after)), [])


def _level(text: str) -> str | None:
    """The level the words end with ("a product manager" names none)."""
    for level, pattern in SENIORITY_WORDS:
        if any(m.end() == len(text) for m in pattern.finditer(text)):
            return level
    return None


def find(text: str) -> Asked | None:
    levels: list[str] = []
    spans: list[tuple[int, int]] = []
    at_least: set[str] = set()
    negated: set[tuple[str, bool]] = set()
    bare: list[re.Match[str]] = []
    nouns: list[str] = []
    literal = title_words.find(text)  # "tech lead in their title": the words, not a level
    taken = literal.spans if literal else []
    spent = years.find(text)  # "10+ yrs as a people manager": the years' (`years_managing`)
    # ... and "8年以上临床数据管理经验": the years' domain, whose name says 管理
    if spent is not None and any(
        c.startswith(("years_managing", "years_with_")) for c in spent.clauses
    ):
        taken = taken + spent.spans
    if (moved := role_change.find(text)) is not None:  # "转产品或者带团队": a move, not now
        taken = taken + moved.spans[:1]
    taken = taken + [m.span() for m in _INDIVIDUAL.finditer(text)]  # "不带人": no managing
    ever = [
        m.span()
        for m in _EVER_MANAGED.finditer(text)
        if not (inside(m.start(), taken) or inside(m.end() - 1, taken))
    ]
    not_managers = False
    for m in _MANAGES.finditer(text):
        if inside(m.start(), ever + taken):
            continue
        if ever and not _NOW.search(text):
            ever.append(m.span())  # "带过团队的 有直接下属那种": what the managing was
            continue
        if _NEGATED.search(text[max(0, m.start() - 24) : m.start()]) or _EXCEPT_AFTER.match(
            text, m.end()
        ):
            not_managers = True  # "excluding people managers", "管理岗除外": none of them
            spans.append(m.span())
            continue
        levels.append("lead")
        at_least.add("lead")
        spans.append(m.span())
    for m in _ASK.finditer(text):
        if inside(m.start(), taken):
            continue
        word = m.group()
        if word.lower() in ("head", "heads"):
            bare.append(m)  # "a manager or head": a function's head, asked with another level
            continue
        if re.match(r"(?:或者?|及|和)\s*更", text[max(0, m.start() - 3) : m.start()]):
            continue  # "更高级别" after "或者": "or higher", not the level "高级"
        after = _ROLE_AFTER.match(text, m.end())
        # a Chinese expert title (技术专家) is a title; "an expert in" is not
        is_title = bool(
            re.search(
                r"(?i)lead|manager|mgr|director|head|vp|c[etfo]o|c-?level|c-?suite|expert|负责人|组长|"
                r"总监|经理|主管|高管|C\s*级|副总裁|首席|"
                r"(?:技术|算法|研发|软件|硬件)专家",
                word,
            )
        )
        # "senior" alone could be a topic word; "senior engineers", "staff or principal
        # level folks" (a role noun later in the clause) ask for a level
        clause = re.split(r"[,;?.，；？。]|(?<=[\u4e00-\u9fff])\s+", text[m.end() :], maxsplit=1)[0]
        # "找资深点的": "a bit senior" is a wish the years asked with it say
        if re.match(r"\s*(?:一?点|一些|些)", text[m.end() :]) and not is_title:
            continue  # "找资深点的": "a bit senior", a wish the years asked with it say
        if not is_title and _MANAGER_NEXT.match(text, m.end()):
            spans.append(m.span())  # (a word of the title, no topic)
            continue  # "senior mgr", "高级经理": a manager's title, the manager's level
        if not is_title and not (_ROLE_AFTER.search(clause) or _OR_ABOVE.match(text, m.end())):
            bare.append(m)  # a level word alone: asked when another level is
            continue  # "senior or above": a level all the same
        # "product manager": none; "engineering managers", "directors": the level
        near = re.sub(r"(?i)\bheads\b", "head", text[max(0, m.start() - 12) : m.end()])
        level = _level(re.sub(r"(?i)(?<=[a-z])s$", "", near.rstrip(".")))  # ("Sr.")
        if level is None:
            continue
        levels.append(level)
        if _ANY_HEAD.fullmatch(word):  # "负责人级别": a team's lead or a function's head
            levels.append("director")
        if _NEGATED.search(text[max(0, m.start() - 24) : m.start()]) or _EXCEPT_AFTER.match(
            text, m.end()
        ):
            negated.add((level, True))  # "IC only, no managers", "经理不算"
        end = after.end() if after else m.end()
        # (a title of its own, "expert engineer" = 技术专家, names no other job)
        if after is not None and not is_title and (said := _noun_titles(after.group())):
            nouns += [w for w in said if w not in nouns]  # "高级工程师": an engineer's title
        if above := _OR_ABOVE.match(text, end):
            at_least.add(level)
            end = above.end()
        spans.append((m.start(), end))
    if levels or not_managers:  # "(Senior, Staff, Principal or above)": each listed level
        for m in bare:
            level = "director" if m.group().lower() in ("head", "heads") else _level(m.group())
            if level is not None and not inside(m.start(), spans):
                levels.append(level)
                spans.append(m.span())
    if set(levels) == {"lead"} and not negated and _DIRECT_REPORTS.search(text):
        # "who manages people rn, direct reports": reports now, not a lead's or manager's title
        return Asked(clauses=["line_managing>=lead"], spans=spans, figure=line_managing)
    if ever and not levels:
        if _DIRECT_REPORTS.search(text):  # a "Lead Data Engineer" with no reports leads no one
            return Asked(clauses=["line_managed>=lead"], spans=ever, figure=line_managed)
        return Asked(clauses=["max_seniority>=lead"], spans=ever, figure=most_senior)
    for m in _MID.finditer(text):  # "mid-level engineers": a title that names no level
        after = _ROLE_AFTER.match(text, m.end())
        spans.append((m.start(), after.end() if after else m.end()))
        if spent is None:  # "mid level folks, between 5 and 8 yrs": the years say the level
            levels.append("mid")
    clauses = []
    if levels:
        wanted = [lv for lv in dict.fromkeys(levels) if (lv, True) not in negated]
        clause = " or ".join(f"seniority{'>=' if lv in at_least else '='}{lv}" for lv in wanted)
        if wanted == ["senior"] and "senior" not in at_least and not nouns:
            # "senior-level titles", "资深的": a title that says senior, whatever level comes
            # first in it ("Senior Marketing Manager" is a manager, and senior all the same)
            clause += "".join(f' or title~"{w}"' for w in _SENIOR_WORDS)
        clauses += [clause] if clause else []
        clauses += [f"not seniority={lv}" for lv in dict.fromkeys(levels) if (lv, True) in negated]
    if clauses and nouns:  # "现在是高级工程师的": a senior engineer, not a senior HRBP
        clauses.append(" or ".join(f'title~"{w}"' for w in nouns))
    for m in _INDIVIDUAL.finditer(text):  # "IC only": below a lead
        clauses += [] if "seniority<lead" in clauses else ["seniority<lead"]
        spans.append(m.span())
    if not_managers and "seniority<lead" not in clauses:
        clauses.append("seniority<manager")
    if not clauses:
        return None
    if "lead" in at_least:  # "(lead, manager, head, … or C-level)": the levels it means
        spans += [m.span() for m in _LEVEL_EXAMPLES.finditer(text)]
    listed = EXAMPLES_CLAUSE.search(text) is None  # ("经理、店长这种": titles of the levels)
    if (examples := examples_span(text)) and (
        len(set(levels)) >= 2 or listed or _titles_only(text[slice(*examples)])
    ):
        spans.append(examples)  # "…, such as manager, director or store manager"
    return Asked(clauses=clauses, spans=spans, figure=seniority)


# the titles a question gives as examples of the levels it asks, to its clause's end (not
# `_LEVEL_EXAMPLES`, the level words themselves)
_EXAMPLES_OPENER = rf"(?:\b(?:{EXAMPLES_EN})\s|[（(]\s*如|{EXAMPLES_ZH})"
EXAMPLES_CLAUSE = re.compile(rf"(?i){_EXAMPLES_OPENER}[^?？。!！)）;；]*")
_EXAMPLES_HEAD = re.compile(rf"(?i)^{_EXAMPLES_OPENER}\s*")  # the opener alone
# ... or listed with no such word and closed by one: "经理 店长 head这种", "lead / head type"
_LIST_CLOSED = re.compile(
    r"(?i)\s*(?:(?:这种|这类|之类|那种|那类|等(?!级))(?:级别|职级|层级|职位|岗位|头衔)?|"
    r"(?:type|kind|level)\b(?:\s+(?:titles?|roles?|positions?))?)"
)
_LIST_ITEM = re.compile(
    r"(?i)(?:^|[、,，/\s]|\bor\s|或者?)\s*([A-Za-z][\w-]*|[\u4e00-\u9fff]{1,12})\s*$"
)
_BARE_HEAD = re.compile(r"(?i)(?<![A-Za-z-])(?:heads?|leads?)(?![A-Za-z-])")


def _titles_only(examples: str) -> bool:
    """Every example given is a title of a level ("e.g. plant manager", "如经理、厂长")."""
    items = re.split(
        r"(?i)\s*(?:[、,，/]|\bor\b|\band\b|或者?|和)\s*", _EXAMPLES_HEAD.sub("", examples)
    )
    items = [x for x in items if x.strip()]
    return bool(items) and all(seniority_of(x) or _BARE_HEAD.fullmatch(x.strip()) for x in items)


def examples_span(text: str) -> tuple[int, int] | None:
    """Where `text` gives titles as examples of the levels it asks: after "such as", "比如"
    (`EXAMPLES_CLAUSE`), or two or more titles listed before "这种", "之类", "type"."""
    if m := EXAMPLES_CLAUSE.search(text):
        return m.span()
    for close in _LIST_CLOSED.finditer(text):
        end, start, items = close.start(), close.start(), 0
        while (item := _LIST_ITEM.search(text, 0, end)) is not None:
            word = item.group(1)
            if seniority_of(word) is None and not _BARE_HEAD.fullmatch(word):
                break
            items += 1
            at = min((m.start() for _, p in SENIORITY_WORDS for m in p.finditer(word)), default=0)
            end, start = item.start(), item.start(1) + at
            if at:
                break  # "现在是经理": the list starts at its title
        if items >= 2:
            return start, close.end()
    return None


KIND = record_kind("seniority", find)
