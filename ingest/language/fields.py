"""Entry fields of employment and education: the labels of "Label: value" lines, words
written before an employer or a role, lines that describe work rather than head an entry,
and degree names (read by ingest/entry_fields.py and ingest/prose_positions.py)."""

from __future__ import annotations

import re

from ingest.language.bullets import ITEM_VERB
from ingest.language.roles import _ROLE_ZH, ROLE_WORD

# The labels of "Label: value" lines ("Company Name: Acme", "Title: Engineer", "职位：工程师"),
# by the field they name: org, role, dates, place, team, school, degree, major.
FIELD_LABELS: list[tuple[str, re.Pattern[str]]] = [
    ("org", re.compile(r"(?i:(?:company|employer|organi[sz]ation|firm|workplace)(?:\s+name)?)|"
                       r"(?:工作|就职|任职|所在)?(?:公司|单位|企业)(?:名称)?|雇主")),
    ("role", re.compile(r"(?i:(?:job\s+|position\s+)?title|role|position|designation)|"
                        r"(?:担任)?(?:职位|岗位|职务|职称|头衔)(?:名称)?")),
    ("dates", re.compile(r"(?i:dates?(?:\s+[a-z]+){0,4}|period|duration|tenure|time(?:\s+period)?|"
                         r"years?)|(?:起止|任职|工作|在职|在校|就读|实习)?(?:时间|日期)|时间段")),
    ("place", re.compile(r"(?i:location|city|place|based\s+in)|"
                         r"(?:工作|所在)?(?:地点|城市|地区)|所在地")),
    ("team", re.compile(r"(?i:department|team|division|group|unit)|"
                        r"(?:所在)?(?:部门|团队|组别|科室|小组)")),
    ("school", re.compile(r"(?i:(?:school|university|institution|college)(?:\s+name)?)|"
                          r"(?:毕业)?(?:学校|院校)(?:名称)?")),
    ("degree", re.compile(r"(?i:degree(?:\s+(?:name|type))?|qualification)|学历|学位")),
    ("major", re.compile(r"(?i:major|field(?:\s+of\s+study)?|discipline|speciali[sz]ation)|专业")),
]  # fmt: skip


def field_label(text: str) -> str | None:
    """The field a cell or a line names when it is a label alone ("职位", "Company:"), or
    None."""
    bare = text.strip().rstrip(":：").strip()
    return next((name for name, p in FIELD_LABELS if p.fullmatch(bare)), None)


def label_parts(text: str) -> list[str]:
    """The labels of a cell that names two fields ("部门/职位", "Department / Title"), each
    as written; [] when it is not such a cell."""
    parts = [x for x in re.split(r"\s*[/／、]\s*", text.strip().rstrip(":：").strip()) if x]
    return parts if len(parts) >= 2 and all(field_label(x) for x in parts) else []


_NOTES = re.compile(
    r"(?i:notes?|details?|description|scope|focus|highlights?|summary|remarks?|"
    r"(?:main\s+|key\s+)?(?:responsibilities|duties|tasks)|status|outcome|grade|"
    r"achievements|what\s+i\s+did|key\s+(?:work|achievements|results))|"
    # ... alone or two together: "主要职责与业绩", "工作内容及成果"
    r"(?:(?:主要|工作)?(?:备注|描述|说明|范围|内容|职责|业绩|成果|亮点)|主要工作|(?:主要|工作)方向)"
    r"(?:(?:与|及|和|、|/)(?:主要|工作)?(?:描述|内容|职责|业绩|成果|亮点))?"
)


# the fields one header cell names together: "Company / Role", "Role and company", "职位及主要工作"
_CELL_PARTS = re.compile(r"\s*[/&]\s*|\s+and\s+|\s*[、及和与]\s*")


def is_column_header(line: str) -> bool:
    """A table's header row: two to six cells, each a field label ("Dates | Company |
    Role", "Period  Employer  Title  Notes", "时间 公司 职位"), not an entry."""
    text = line.strip().strip("|").strip()
    cells = [c.strip() for c in re.split(r"\s*\|\s*|\t|\s{2,}", text) if c.strip()]
    if len(cells) < 2:
        cells = text.split()
    return 2 <= len(cells) <= 6 and all(
        all(_NOTES.fullmatch(x) or any(p.fullmatch(x) for _, p in FIELD_LABELS) for x in parts)
        for c in cells
        if (parts := _CELL_PARTS.split(c))  # "Company / Role", "职位及主要工作"
    )


def column_fields(cells: list[str]) -> list[set[str]]:
    """What each cell of a table's header row labels: the fields it names ({"role"},
    {"role", "org"} for "Role and company"), {"notes"} ("Scope", "Highlights") or none."""
    out = []
    for cell in cells:
        parts = _CELL_PARTS.split(cell.strip())
        names = {name for x in parts for name, p in FIELD_LABELS if p.fullmatch(x)}
        out.append(names or ({"notes"} if _NOTES.fullmatch(cell.strip()) else set()))
    return out


def names_notes(cell: str) -> bool:
    """A header cell that names the notes of a row, alone or with a field ("主要工作", "职位 /
    工作内容", "Role and highlights")."""
    return any(_NOTES.fullmatch(x) for x in _CELL_PARTS.split(cell.strip()) if x)


def header_names_places(line: str) -> bool:
    """A table header with a column for the employer or the school ("Period | Employer |
    Title"), not one of titles and dates only ("Title | Dates | Scope")."""
    cells = re.split(r"\s*\|\s*|\t|\s{2,}", line.strip().strip("|"))
    return any(f & {"org", "school"} for f in column_fields(cells))


# Words written before an employer's name: "Worked at Acme", "Joined Acme", "就职于某公司",
# and the circumfix "在某公司工作".
EMPLOYER_LEAD = re.compile(
    r"^(?i:(?:currently\s+)?(?:worked|working|work|employed|interned|interning|served|serving)"
    r"\s+(?:at|for|with|by|in)\s+|(?:joined|joining)\s+(?:the\s+)?(?=[A-Z0-9]))"
    r"|^(?:就职于|任职于|供职于|工作于|受雇于|服务于|就业于|实习于|入职于?|加入了?)"
)
EMPLOYER_CIRCUMFIX = re.compile(r"^在([^，,。；;\s]{2,24}?)(?:工作|任职|就职|实习|供职)$")
# Words written before a role: "任职推荐算法工程师", "担任高级工程师".
ROLE_LEAD = re.compile(r"^(?:任职|担任|出任|职位为|职务为|岗位为)(?=[\u4e00-\u9fffA-Za-z])")
# The first words of a line that describes work rather than heading an entry.
DESCRIPTION_LEAD = re.compile(
    r"^(?:负责|参与|主导|协助|完成|实现|主要负责|带领|领导|推动|搭建|构建|设计并|牵头|独立|"
    r"执行|编写|撰写|维护|优化|制定|协调|跟进|对接|落地|开展|承担|"
    # what the company is: "公司简介：AI 驱动的药物研发初创公司"
    r"(?:公司|企业)(?:简介|介绍|概况)\s*[:：])"
    r"|^(?i:responsible\s+for|worked\s+on|in\s+charge\s+of)\b|^(?i:company\s+(?:profile|overview)\s*:)"
    rf"|{ITEM_VERB.pattern}"  # "Redesigned the onboarding …"
)
# A Chinese role at the end of a segment glued to its organisation ("某某云实习生").
CJK_ROLE_TAIL = re.compile(
    rf"(?:高级|资深|初级|中级|首席|主任|副)?(?:{_ROLE_ZH})(?:[(（][^()（）]*[)）])?"
    # ... and a second title it holds with it: "创始人兼CEO", "总经理/董事"
    rf"(?:\s*(?:兼任?|&|/)\s*(?:C[ETFOM]O|[\u4e00-\u9fff]{{0,4}}(?:{_ROLE_ZH}|董事)))?$"
)
# School words SCHOOL_WORD does not know ("Universidad de …", "Universidade …").
SCHOOL_WORD_MORE = re.compile(r"(?i:\buniversidad(?:e)?\b|\bescuela\b|\bfaculdade\b)")
# What "Master of …" / "Bachelor of …" names when it is the degree's name, not its field.
DEGREE_OF_NAME = re.compile(
    r"(?i:(?:applied\s+)?science|arts|fine\s+arts|engineering|philosophy|technology|laws?|"
    r"business\s+administration|commerce|education)"
)


def is_column_label(line: str) -> bool:
    """One cell of a table's header row on a line of its own ("Period", "Employer", "What I
    did", "时间"): a DOCX table read cell by cell."""
    text = line.strip().strip("|:：").strip()
    return bool(text) and bool(
        _NOTES.fullmatch(text) or any(p.fullmatch(text) for _, p in FIELD_LABELS)
    )


# what sets the fields of an entry's header line apart: "Acme | Engineer", "Acme, Beijing — SRE",
# "Engineer ........ 04/2021", "Title:  Acme" (`ingest.entry_fields.split_fields`)
FIELD_SEPARATOR = re.compile(
    r"\s*(?:[|｜·・•;；\t]|\s/\s|\s[-–—‒―]{1,2}\s|(?<=\S)\s{2,}(?=\S)|[,，]|\s@\s|@|\bat\b(?=\s+[A-Z])"
    # a long dash with a space on one side only, or none between words ("Beijing R&D Center
    # —FPGA Engineer", "Acme—Engineer"; OCR and tight templates): not a range of dates
    r"|\s[–—](?=[^\s\d])(?!(?i:present|now|today|current|date)\b|至今)|(?<=[^\s\d])[–—]\s"
    r"|(?<=[A-Za-z)）\u4e00-\u9fff])—(?=[A-Za-z\u4e00-\u9fff])"
    # dot leaders between a title and its dates ("Senior Engineer ........ 04/2021 - 09/2023")
    r"|(?:\s?\.){4,}|…{2,}"
    r"|:\s|：)\s*"
)
# a title with its own dates in brackets: "Senior Applied Scientist (since April 2024)"
TITLE_STEP = re.compile(
    r"(?P<title>[^;；()（）]{2,60}?)\s*[(（](?P<dates>[^()（）]{0,40}?\d{4}[^()（）]{0,20})[)）]"
)
# ... or after a comma, the steps apart by semicolons: "Senior FP&A Analyst, Apr 2022 – Present;
# FP&A Analyst, Aug 2018 – Mar 2022"
TITLE_COMMA_STEP = re.compile(
    r"(?P<title>[^;；()（）,，]{2,60}?)\s*[,，]\s*"
    r"(?P<dates>(?:[A-Za-z]{3,9}\.?\s+)?\d{4}[^;；()（）,，]{0,25})"
)
# a title after an entry's dates, then what was done after a colon: "2021.01 –至今 高级网络工程师：
# 负责…"
TITLE_THEN_COLON = re.compile(r"\s*([^:：,，;；。()（）]{2,30}?)\s*[:：]")
# ... or a comma after a note in brackets: "2017/3-2020/8 区域销售经理(上海),负责…"
TITLE_NOTE_COMMA = re.compile(
    r"\s*(?!(?:起|开始)?\s*(?:升任|晋升|担任|任))([^:：,，;；。()（）]{2,30}?[(（][^()（）]{1,20}[)）])\s*[,，]"
)
# titles each with its own dates, one after another ("高级审计员（2016.09 起）；审计员（2014.09 -
# 2016.08）", "组长（2023.07 –至今）/ 高级工程师（2020.12 –2023.06）", "Revenue Analyst (Jul 2015 -
# Jun 2017), Pricing Analyst (Jul 2017 - Mar 2019)"): the steps of one entry
STEPS_SPLIT = re.compile(r"[;；]|(?<=[)）])\s*[/|｜,，→]\s*")


# a title, then the one held before it with that one's dates in brackets: "Executive Pastry
# Chef (Pastry Sous Chef 2016–2018)", "高级律师（律师 2017–2020）"
EARLIER_STEP = re.compile(
    r"(?P<first>[^;；()（）\d]{2,60}?)\s*[(（]\s*(?P<second>[^()（）\d,，:：;；]{2,40})[,，:：]?\s*"
    r"(?P<dates>\d{4}[^()（）]{0,20})[)）]"
)


def step_parts(text: str) -> list[str]:
    """The parts of a line of title steps, less a unit named after the last one ("射频资深工程师
    （2020.04–2022.12）→ 射频专家（2023.01–至今），手机射频硬件部")."""
    parts = [p.strip() for p in STEPS_SPLIT.split(text.strip(" .。")) if p.strip()]
    last = parts[-1] if parts else ""
    if (
        len(parts) >= 3
        and len(last) <= 16
        and not re.search(r"\d", last)
        and not ROLE_WORD.search(last)
    ):
        return parts[:-1]
    return parts


def steps_line(text: str) -> bool:
    """The titles of the entry above, each with its dates: no entry of its own."""
    parts = step_parts(text)
    if len(parts) >= 2 and all(TITLE_STEP.fullmatch(p) for p in parts):
        return True
    earlier = EARLIER_STEP.fullmatch(text.strip(" .。"))  # (not "Acme (Engineer, 2019 – 2021)")
    return earlier is not None and all(ROLE_WORD.search(earlier[k]) for k in ("first", "second"))


# a header field that names no employer: a heading of the entry's body ("Tech stack", "职责"),
# what was done for a client, a translator's language pair
NOT_EMPLOYER = re.compile(
    r"(?i)^(?:duties|responsibilities|focus|technologies|tech stack|stack|description|"
    # ("Project Architect", "Project Manager": a title, not a heading of projects)
    r"projects?(?!\s+(?:manager|engineer|architect|coordinator|lead|leader|director|officer|"
    r"analyst|assistant|controller|scientist|associate|specialist|accountant|planner|surveyor|"
    r"executive|consultant)s?\b)|"
    r"summary|achievements?|open[- ]source(?:\s+contributions?)?|course\s+project|"
    r"(?:graduation|capstone|thesis)\s+project|职责|项目|描述|内容|技术栈|毕业设计|课程设计|"
    r"开源贡献|开源项目)(?:\b|$)|"
    # a clause of what was done for someone: "为索尼(Sony)某型号…客户提供技术支持"
    r"^(?:为|向|给|替|帮助?)[^，。；,;]{2,40}?(?:客户|用户|提供|支持|交付)|"
    # a translator's language pair: "FR/EN > ZH", "ZH→EN"
    r"^[A-Z]{2}(?:\s*/\s*[A-Z]{2})*\s*(?:>|→|->|<>|↔)\s*[A-Z]{2}(?:\s*/\s*[A-Z]{2})*$"
)
