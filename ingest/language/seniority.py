"""Seniority read from job titles, in English and Chinese: the levels in order, each with
the title words that put a position there (the first level whose words a title has wins,
so "Senior Engineering Manager" is a manager, "Staff Engineer" staff)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ingest.language.numbers import number_of

# lowest first; a title that names no level ("Software Engineer") is "mid"
SENIORITY_LEVELS = [
    "intern", "junior", "mid", "senior", "staff", "lead", "manager", "director", "executive",
]  # fmt: skip

# "Lead Auditor", "Lead Food Safety Auditor", "lead ISO 9001 assessors": an audit credential
_AUDITOR = r"(?:\s+[\w&/-]+){0,3}?\s+(?:auditors?|assessors?|verifiers?)\b"

# checked in this order: the most senior first
SENIORITY_WORDS: list[tuple[str, re.Pattern[str]]] = [
    ("executive", re.compile(
        r"(?i:\b(?:c[etfo]o|chief\s+\w+\s+officer|vice\s+president|vp|president|founder|"
        r"co-?founder|(?<!business\s)partner|general\s+manager)\b)|总裁|副总裁|首席[\sA-Za-z\u4e00-\u9fff]{0,6}?官|首席|创始人|联合创始人|合伙人|总经理|"
        r"(?<![A-Za-z])(?:CTO|CEO)(?![A-Za-z])|"  # not the "cto" in "DIRECTOR"
        r"(?i:\bc-?(?:level|suite)\b)|(?<![A-Za-z])C\s*级(?:高管)?|高管")),
    ("director", re.compile(
        r"(?i:\b(?:director|head[\s-]+of|(?:department|dept\.?|division)\s+head)\b)|"
        r"部门\s*head|总监|部长|院长")),
    # a product, programme, project, account, data, category, brand, asset, fund, portfolio or
    # customer-success manager manages no people: no level of its own ("Clinical Data Manager",
    # "品类经理")
    ("manager", re.compile(
        r"(?i:(?<!product )(?<!program )(?<!programme )(?<!project )(?<!account )(?<!data )"
        r"(?<!category )(?<!brand )(?<!relationship )(?<!asset )(?<!fund )(?<!portfolio )"
        r"(?<!wealth )(?<!property )(?<!success )(?<!community )(?<!partner )(?<!campaign )"
        r"(?<!investment )"
        r"\b(?:manager|mgr)\b|"
        r"\bmanaging\b|\bengineering\s+manager\b)|(?<!产品)(?<!项目)(?<!品类)(?<!品牌)(?<!客户)(?<!基金)(?<!投资)经理|"
        r"店长|厂长|"  # (a shop's manager, a plant's: its staff)
        # (a clinical grade, no people: 主管药师 / 主管护师 / 主管技师, below)
        # ("主管工程师", "主管设计师": an engineer's grade, no people either)
        r"主管(?!药师|护师|技师|检验师|工程师|设计师|研究员)")),
    # a lead auditor (an audit credential: ISO 19011's "Lead Auditor", 主审) leads audits, not
    # people: a senior grade, below
    ("lead", re.compile(
        rf"(?i:\b(?:lead(?!{_AUDITOR})|leader|tech\s+lead|team\s+lead)\b)|负责人|组长|技术负责人|带头人|"
        r"主策划|主程序|主程|主美|"  # a game team's leads (lead designer, programmer, artist)
        r"主任(?!工程师|设计师|研究员|架构师|医师|药师|护师|技师)")),
    # "Expert Engineer" / "Senior Expert Engineer" are how 技术专家 / 高级技术专家 are written
    # in English
    # "主任工程师": a technical rank (a principal engineer), no people managed; so are a
    # clinician's grades ("主任药师", "副主任医师"; "主管药师", "主治医师": senior)
    ("staff", re.compile(
        r"(?i:\b(?:staff|principal|distinguished|expert)\b)|专家|资深专家|"
        r"主任(?:工程师|设计师|研究员|架构师|医师|药师|护师|技师)")),
    ("senior", re.compile(
        rf"(?i:\b(?:senior|sr\.?)\b|\blead(?={_AUDITOR}))|高级|资深|高工|主管(?:药师|护师|技师|检验师)|主治医师")),
    ("intern", re.compile(
        r"(?i:\bintern(?:ship)?\b|(?<!graduate\s)(?<!management\s)\btrainee\b)|实习")),
    ("junior", re.compile(
        r"(?i:\b(?:junior|jr\.?|associate|entry[- ]level|graduate)\b)|初级|助理")),
]  # fmt: skip


def seniority_of(title: str) -> str | None:
    """The seniority a job title names, or None when it names none ('Software Engineer')."""
    for level, pattern in SENIORITY_WORDS:
        if pattern.search(title):
            return level
    return None


# a title that holds two ("Staff Engineer & Tech Lead", "技术专家（P8）、项目技术负责人", "Tech Lead
# (Staff Engineer)")
_TITLE_PARTS = re.compile(r"\s*(?:&|/|、|，|,|;|；|\band\b|\+|[()（）])\s*")


# a title, then itself in the other script in brackets: "经理（Associate）", "Associate (经理)"
_GLOSSED = re.compile(
    r"[^A-Za-z()（）]+[(（]\s*[A-Za-z][A-Za-z .&/-]*[)）]|"
    r"[A-Za-z][A-Za-z .&/-]*[(（][^A-Za-z()（）]+[)）]"
)


_LATIN_GLOSS = re.compile(r"\s*[（(]\s*[A-Za-z][A-Za-z .&/-]*[)）]")


def _gloss_after(title: str, line: str) -> str:
    """The Latin gloss in brackets right after one of the title's places on the line."""
    at = line.find(title)
    while at >= 0:
        if g := _LATIN_GLOSS.match(line, at + len(title)):
            return g.group()
        at = line.find(title, at + 1)
    return ""


def seniority_levels(title: str, lines: Iterable[str] = ()) -> list[str]:
    """Every level a title names, one per part of a compound title ("Staff Engineer & Tech
    Lead": staff and lead); one part is read as `seniority_of` reads it ("Senior
    Engineering Manager" is a manager only). A gloss its `lines` give it in the other script
    counts ("经理（Associate）")."""
    if title and not _GLOSSED.fullmatch(title):
        title = next((title + g for line in lines if (g := _gloss_after(title, line))), title)
    parts = [p for p in _TITLE_PARTS.split(title) if p.strip()]
    levels = [lv for part in parts if (lv := seniority_of(part))]
    if len(levels) == 2 and _GLOSSED.fullmatch(title.strip()):
        # one title glossed in the other language: "经理（Associate）", a bank's rank, is an
        # associate's; the lower of the two readings is the rank the gloss pins down
        return [min(levels, key=SENIORITY_LEVELS.index)]
    return list(dict.fromkeys(levels)) or [lv for lv in [seniority_of(title)] if lv]


# juniors one brings along, no team one manages: "带 2 名应届生", "带 2 名校招新人"
_JUNIORS_ZH = r"(?:应届|实习|新人|新员工|初级|校招|毕业生)"
# an entry that says its holder leads people now ("Lead a team of 7 backend engineers",
# "manages a 12-person team", "目前带领 12 人团队", "带领 6 人团队"): English in the present tense
# only ("Led a team of four … (2020–2021)" was a project); Chinese has no tense
_LEADS_TEAM = (
    r"(?i:\b(?:lead|leads|leading|manage|manages|managing|head|heads|heading|run|runs|running|"
    r"supervise|supervises|"
    r"supervising|coordinate|coordinates|coordinating)\s+(?:up\s+to\s+)?"
    r"(?:a\s+|an?\s+|the\s+|my\s+)?(?:(?:[\w&-]+\s+){0,2}?(?:sub-?)?(?:team|group|squad|pod|crew)\s+of\s+"
    r"(?:\d+|[a-z]+)|"
    r"(?:\d+|[a-z]+)[- ](?:person|people|member|engineer|strong)s?\s+(?:[\w-]+\s+){0,2}?"
    r"(?:team|group)|"
    r"(?!(?:no|zero|none)\b)(?:\d+|[a-z]+)\s+(?:(?:product|data|program|project|engineering)\s+)?"
    r"(?:engineers|people|developers|analysts|reports|managers|designers|scientists)|"
    # "Manage two associate product managers": a count, then a title of one or two words
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a\s+few)\s+"
    # ("co-supervise two student researchers each summer": students, no team)
    r"(?!(?:[a-z-]+\s+)?(?:students?|interns?|summer|phd|msc|undergrad\w*|master'?s)\s)"
    r"(?:[a-z-]+\s+){0,2}(?:engineers|developers|analysts|managers|designers|scientists|"
    r"researchers|associates|specialists|consultants|accountants|buyers|planners|recruiters|"
    r"technicians|nurses|agents|reps|operators|agronomists|chemists|editors|writers|attorneys|"
    r"lawyers|solicitors|auditors|trainees|pharmacists|teachers|actuaries|coordinators|"
    r"assistants|generalists|officers|executives|representatives|advisers|advisors|"
    r"administrators|supervisors|surveyors|interpreters|translators|merchandisers|"
    r"visual\s+merchandisers|therapists|physiotherapists|underwriters|inspectors|postdocs|"
    r"moderators|reviewers|annotators|label(?:l)?ers|raters|testers|drivers|clerks|cashiers|"
    r"stylists|chefs|cooks|caregivers|tutors|instructors|trainers|shift\s+leads|team\s+leads|"
    r"postdoctoral\s+(?:researchers|fellows|scholars))|"
    # "Manage 2 HRBPs", "lead 3 SREs": a count, then a title's letters
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?-i:(?:HRBP|SRE|PM|TPM|APM|PMM|"
    r"QA|SDE|SDET|BA|DA|RM|KAM|CSM|BDR|SDR|AE|FAE|HR)s))\b|"
    r"\b(?:who\s+)?report(?:s|ing)?\s+(?:directly\s+)?(?:in\s+)?to\s+me\b|"
    # "People manager for a team of five TPMs (direct reports)"
    r"\b(?:people|line)\s+manager\s+(?:for|of|to)\b|(?<!no\s)(?<!zero\s)\bdirect\s+reports\b|"
    # "line-manage three graduate hydrogeologists" (not "line-managed by")
    r"\bline[- ]manag(?:e|es|ed|ing)\b(?!\s+by\b)|"
    # "Team lead of the Payments SRE team (5 engineers): hiring, 1:1s"
    r"\b(?:team\s+)?lead\s+of\s+(?:the\s+|a\s+)?[^.;:()]{0,60}?\bteam\s*\(\s*(?:\d+|[a-z]+)\s+"
    r"(?:engineers|people|developers|analysts|members|designers|scientists|reports)\s*\)|"
    # "Lead the economy design chapter (3 designers)": a unit led, its people counted after it
    r"\b(?:lead|leads|leading|manage|manages|managing|head|heads|heading|run|runs|running)\s+"
    r"(?:the\s+|a\s+|an\s+|my\s+)?[^.;:()]{0,60}?\b(?:team|group|chapter|squad|pod|guild|unit|desk|"
    r"studio|cell)\s*\(\s*(?:\d+|[a-z]+)\s+(?:engineers|people|developers|analysts|members|designers|"
    r"scientists|reports|artists|writers|specialists|researchers)\s*\))|"
    # "负责运筹优化小组（6 人）的技术方向与人员管理"
    r"(?:小组|团队|组)\s*[(（]?\s*\d+\s*(?:人|名)[^，。；]{0,16}人员管理|"
    rf"带领\s*\d+\s*(?:[-–~～至到]\s*\d+\s*)?(?:人|名)(?!\s*{_JUNIORS_ZH})|"
    r"带领[^，。；]{0,8}团队|带领[^，。；]{0,6}\d+\s*人的?[^，。；]{0,4}小组|管理\s*\d+\s*(?:人|名)|"
    # "带领项目部管理人员46人": the people named, then how many
    rf"带领(?![^，。；,;\d]{{0,10}}?{_JUNIORS_ZH})[^，。；,;\d]{{1,10}}?\d+\s*(?:余|多)?\s*(?:人|名)"
    rf"(?!\s*{_JUNIORS_ZH})|"
    # ("带 2 名应届生", "带 2 名初级分析师": juniors mentored, no team led)
    rf"带\s*\d+\s*(?:人|名|位)(?!\s*{_JUNIORS_ZH})|"
    r"团队负责人|(?:管理|带领)[^，。；]{0,4}\d+\s*人(?:的)?团队|"
    # "管理岩土技术组 6 人": the group named, then how many
    r"(?:管理|带领)[^，。；,;]{0,10}?(?:团队|小组|组|部门|项目部|部|科室|车间|班组|门店)\s*(?:共\s*)?"
    r"\d+\s*(?:余|多)?\s*(?:人|名)|"
    r"(?:担任|任)\s*\d+\s*人[^，。；]{0,8}(?:组长|负责人|主管)|"
    # "管理系统、关卡、数值共 5 名策划（直属下属）": people counted by 名 / 位, or direct reports
    r"管理[^，。；]{0,12}?共?\s*\d+\s*(?:名|位)|(?<!没有)(?<!无)(?<!没)(?:直属|直接)下属|下属\s*\d+\s*(?:人|名)|"
    # "下设 6 名主管、约 40 名运维人员", "手下 8 人": the people under the holder
    r"下设\s*(?:约\s*)?\d+\s*(?:名|位|人)|手下(?:有)?\s*(?:约\s*)?\d+\s*(?:名|位|人)"
)
# ... unless the line says it is no line management: "带领 2 名应届生（技术指导，非直属管理）",
# "mentor two juniors (no direct reports)"
_NOT_MANAGING = (
    r"非直属|非管理|非行政管理|不带人|无直属下属|没有直属下属|不(?:负责|背|管)绩效|"
    r"(?i:\bno\s+(?:direct\s+|line\s+|formal\s+)?reports\b|\bnot\s+(?:a\s+)?(?:line|people)\s+manag|"
    r"\bno\s+(?:line|people)\s+manag|"
    r"\bnon-?(?:managerial|management)\b)"
)
LEADS_TEAM = re.compile(rf"^(?!.*(?:{_NOT_MANAGING}))[\s\S]*?(?:{_LEADS_TEAM})")


# how many people an entry says its holder led or managed, at any time ("Managed a team of
# 12 engineers", "led 100+ people", "grew the team from 3 to 15", "8 direct reports", "带领
# 20余人的研发团队", "管理 100 多人", "团队规模 30 人"): `team_size_in` reads the number
_N = r"(?P<n>\d{1,5}|a\s+dozen|[a-z]+|[一二两三四五六七八九十百千]{1,4})"
_ABOUT = r"(?:(?:up\s+to|over|more\s+than|nearly|almost|about|around|approximately|some|~)\s*)?"
_LEAD_EN = (
    r"(?:head\s+of|(?:line\s+)?manager\s+of|leader\s+of|led|lead|leads|leading|managed|manage|"
    r"manages|managing|headed|head|heads|heading|"
    r"supervised|supervises|supervise|supervising|oversaw|oversee|oversees|overseeing|directed|directs|"
    r"directing|ran|runs|running|run|built\s+and\s+(?:led|managed))"
)
_GROUP = (
    r"(?:team|group|org|organi[sz]ation|department|division|function|squad|unit|brigade|crew)s?"
)
_PEOPLE = (
    r"(?:people|persons|engineers|developers|analysts|designers|scientists|researchers|"
    r"(?:direct\s+)?reports|staff|employees|members|ftes?|headcount|managers|specialists|"
    r"consultants|technicians|testers|operators|individuals|professionals|ics|postdocs|"
    r"moderators|reviewers|annotators|label(?:l)?ers|raters|agents|drivers|clerks|nurses|"
    r"stylists|chefs|cooks|caregivers|tutors|instructors|trainers|"
    r"postdoctoral\s+(?:researchers|fellows|scholars))"
)
_ZH_LEAD = r"(?:带领|管理|领导|负责|组建|搭建|带)"
_ZH_N = rf"(?:约|近|超过|逾|共)?\s*{_N}\s*(?:余|多)?\s*\+?\s*"
TEAM_SIZE: list[re.Pattern[str]] = [
    re.compile(rf"(?i)\b{_LEAD_EN}\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?(?:[\w-]+\s+){{0,3}}?"
               rf"{_GROUP}\s+of\s+{_ABOUT}{_N}\b"),
    re.compile(rf"(?i)\b{_LEAD_EN}\s+(?:a\s+|an\s+|the\s+|my\s+)?{_ABOUT}{_N}\s*\+?[- ]?"
               rf"(?:person|people|member|strong|engineer|headcount|cook|chef)s?[- ]"
               rf"(?:[\w-]+\s+){{0,2}}?"
               rf"{_GROUP}\b"),
    # ("supervise two student researchers": students, no staff)
    re.compile(rf"(?i)\b{_LEAD_EN}\s+(?:a\s+)?{_ABOUT}{_N}\s*\+?\s+"
               rf"(?:(?!(?:students?|interns?|phd|msc|undergrad\w*)\b)[\w-]+\s+){{0,2}}?{_PEOPLE}\b"),
    re.compile(rf"(?i)\b{_N}\s*\+?\s+direct\s+reports\b"),
    # "Ran the all-day-dining kitchen with a brigade of 24 cooks": the place, then its team
    re.compile(rf"(?i)\b{_LEAD_EN}\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?(?:[\w-]+\s+){{0,3}}?"
               rf"with\s+(?:a\s+|an\s+)?(?:[\w-]+\s+)?{_GROUP}\s+of\s+{_ABOUT}{_N}\b"),
    # "Lead 4 teams (38 engineers, 4 line managers)": the people the teams hold
    re.compile(rf"(?i)\b{_LEAD_EN}\s+(?:\d+|two|three|four|five|six|several)\s+{_GROUP}\s*[(（]\s*"
               rf"{_ABOUT}{_N}\s*\+?\s+{_PEOPLE}\b"),
    re.compile(rf"(?i)\b(?:grew|scaled|built|expanded)\s+(?:the\s+|a\s+|my\s+|our\s+)?"
               rf"(?:[\w-]+\s+){{0,2}}?{_GROUP}\s+(?:from\s+\S+\s+)?to\s+{_ABOUT}{_N}\b"),
    re.compile(rf"(?i)\bteam\s+size\s*[:：]?\s*{_N}\b"),
    # ("带 2 名校招新人": juniors mentored, as `LEADS_TEAM` reads them)
    re.compile(rf"{_ZH_LEAD}(?:了)?\s*(?:一支|一个)?\s*{_ZH_N}(?:人|名)(?!\s*{_JUNIORS_ZH})"),
    re.compile(rf"{_ZH_LEAD}[^，。；,;]{{0,10}}?(?:团队|小组|组|部门)\s*{_ZH_N}(?:人|名)"),
    re.compile(rf"(?:团队规模|直接下属|下属|手下|汇报人数|下设)\s*[:：]?\s*{_ZH_N}(?:人|名)?"),
]  # fmt: skip


# a team told as its kinds of people, each counted ("manage 3 revenue managers and 2
# analysts", "带领3名工程师和2名测试"): the counts add up
_COUNT = r"(?:\d{1,5}|a\s+dozen|[a-z]+|[一二两三四五六七八九十百]{1,4})"
_MEMBERS_EN = rf"{_ABOUT}{_COUNT}\s*\+?\s+(?:[\w-]+\s+){{0,2}}?{_PEOPLE}"
_MEMBERS_ZH = rf"(?:约|近)?{_COUNT}\s*(?:余|多)?\s*(?:名|位)[\u4e00-\u9fffA-Za-z]{{1,8}}?"
TEAM_OF_KINDS: list[re.Pattern[str]] = [
    re.compile(rf"(?i)\b{_LEAD_EN}\s+(?:a\s+{_GROUP}\s+of\s+)?(?P<list>{_MEMBERS_EN}"
               rf"(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*[&+]\s*){_MEMBERS_EN})+)"),
    re.compile(rf"{_ZH_LEAD}(?:了)?\s*(?P<list>{_MEMBERS_ZH}(?:\s*(?:、|和|及|与|，)\s*"
               rf"{_MEMBERS_ZH})+)(?=$|[\s，。；,;（(])"),
]  # fmt: skip


def _counted_kinds(text: str) -> list[int]:
    """The sum of each list of counted kinds of people a line says its holder led."""
    sums = []
    for pattern in TEAM_OF_KINDS:
        for m in pattern.finditer(text):
            words = re.findall(rf"(?i)(?<![\dA-Za-z]){_COUNT}(?=\s*\+?\s*(?:余|多)?\s*[名位\s])",
                               m.group("list"))  # fmt: skip
            counts = [n for w in words if (n := number_of(re.sub(r"\s+", " ", w))) is not None]
            if len(counts) >= 2:
                sums.append(int(sum(counts)))
    return sums


def team_size_in(text: str) -> int | None:
    """The largest number of people a line says its holder led or managed (None: it says
    no number, or that the leading was no line management: "a squad of 5 (no direct
    reports)")."""
    if re.search(_NOT_MANAGING, text):
        return None
    sizes = [
        int(n)
        for pattern in TEAM_SIZE
        for m in pattern.finditer(text)
        if (n := number_of(re.sub(r"\s+", " ", m.group("n")))) is not None and 2 <= n <= 100000
    ]
    sizes += [n for n in _counted_kinds(text) if 2 <= n <= 100000]
    return max(sizes, default=None)


# a title word asked in one script, as titles write it in the other ("senior in their
# title" is also 高级 / 资深; "title里带总监的" is also director)
TITLE_WORD_FORMS: dict[str, tuple[str, ...]] = {
    "senior": ("高级", "资深"), "sr": ("senior", "高级", "资深"), "高级": ("senior",),
    "资深": ("senior",), "director": ("总监",), "总监": ("director",),
    "manager": ("经理", "店长", "厂长"), "经理": ("manager",), "mgr": ("manager", "经理"),
    "店长": ("store manager",), "厂长": ("plant manager",),
    "head of": ("负责人",), "负责人": ("head of",),
    "chief": ("首席",), "首席": ("chief",),
    "expert": ("专家",), "专家": ("expert",), "principal": ("首席",),
    "engineer": ("工程师",), "工程师": ("engineer",), "engineering": ("engineer", "工程师"),
    "architect": ("架构师",), "架构师": ("architect",),
    "乘务长": ("purser",), "purser": ("乘务长",),
}  # fmt: skip
