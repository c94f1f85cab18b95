"""Vocabulary and patterns for reading CV structure in English and Chinese.

General CV vocabulary only (section names, organisation and role words); nothing here is
specific to particular CVs.
"""

from __future__ import annotations

import re

SECTION_KEYWORDS: list[tuple[str, tuple[str, ...]]] = [
    ("profile", ("profile", "summary", "about me", "personal statement", "objective",
                 "research interests", "research interest", "个人简介", "自我评价", "个人总结",
                 "研究方向", "研究兴趣", "求职意向", "个人信息", "基本信息")),
    ("education", ("educational background", "academic background", "education",
                   "教育背景", "教育经历", "学习经历", "学历")),
    ("experience", ("professional experience", "work experience", "working experience",
                    "employment history", "work history", "internship experience",
                    "research experience", "industry experience", "experience", "employment",
                    "internships", "工作经历", "职业经历", "实习经历", "工作经验",
                    "科研/横向经历", "科研经历", "研究经历", "任职经历")),
    ("projects", ("selected projects", "project experience", "personal projects", "projects",
                  "项目经历", "项目经验", "校内项目", "项目")),
    ("publications", ("selected publications", "publications", "papers", "论文发表总览",
                      "论文发表", "学术论文", "发表论文", "论文", "学术成果")),
    ("patents", ("patents", "专利发表", "专利")),
    ("skills", ("technical skills", "skills & tools", "skills", "技术栈", "专业技能", "技术能力",
                "技能特长", "技能")),
    ("awards", ("honors and scholarships", "honors and awards", "honors & awards", "awards",
                "honors", "achievements", "获奖经历", "获奖情况", "荣誉奖项", "获奖", "荣誉")),
    ("teaching", ("teaching activities", "teaching experience", "teaching", "教学经历",
                  "助教经历")),
    ("service", ("academic services", "academic service", "professional service",
                 "学术服务")),
    ("activities", ("other experience", "extracurricular activities", "activities",
                    "leadership", "volunteer", "学生工作", "其他经历", "社会实践", "课外活动")),
    ("languages", ("languages", "语言能力")),
    ("other", ("miscellaneous", "misc", "interests", "hobbies", "兴趣爱好")),
]  # fmt: skip

ENTRY_SECTIONS = {"education", "experience", "projects", "activities", "teaching"}

_ORG_EN = (
    r"university|college|institute|institution|school|academy|laborator(?:y|ies)|labs?|research|"
    r"group|inc\.?|ltd\.?|llc|corp\.?|corporation|company|co\.|technolog(?:y|ies)|bank|"
    r"cent(?:er|re)|foundation|team|studio|hospital|agency|gmbh|limited|ministry|"
    r"department|club|council|consulting|capital|systems|solutions|software|cloud"
)
_ORG_ZH = (
    r"大学|学院|研究院|研究所|实验室|集团|公司|科技|银行|中心|达摩院|学校|中学|团队|工作室|"
    r"部门|研究组|云|医院|协会|事务所|工厂"
)
ORG_WORD = re.compile(rf"(?i:\b(?:{_ORG_EN})\b)|{_ORG_ZH}")
SCHOOL_WORD = re.compile(
    r"(?i:\b(?:universit(?:y|é|à|ät|eit|ad)|college|institute of technology|school|academy|"
    r"polytechnic|politecnico|polytechnique|hochschule|[ée]cole)\b)|"
    r"大学|学院|学校|中学"
)
_ROLE_EN = (
    r"intern|engineer|developer|scientist|researcher|manager|director|lead|architect|analyst|"
    r"consultant|assistant|fellow|professor|lecturer|officer|designer|founder|cto|ceo|"
    r"programmer|specialist|chairman|president|member|camper|leader|head|postdoc"
)
_ROLE_ZH = (
    r"实习生|工程师|研究员|专家|经理|总监|负责人|架构师|分析师|顾问|助理|教授|主席|成员|组长|"
    r"主管|开发|研发|科学家|创始人|博士后|助教"
)
ROLE_WORD = re.compile(rf"(?i:\b(?:{_ROLE_EN})s?\b)|{_ROLE_ZH}")

DEGREES: list[tuple[str, re.Pattern[str]]] = [
    ("PhD", re.compile(r"(?i:\bph\.?\s?d\b|\bdoctor(?:ate| of)\b|\bd\.phil\b)|博士|硕博连读")),
    ("Master", re.compile(r"(?i:\bmaster'?s?\b|\bm\.?s\.?c?\.?(?=\s|$|,)|\bm\.?eng\b|\bmba\b|"
                          r"\bm\.?phil\b)|硕士|研究生")),
    ("Bachelor", re.compile(r"(?i:\bbachelor'?s?\b|\bb\.?s\.?c?\.?(?=\s|$|,)|\bb\.?tech\b|"
                            r"\bb\.?eng\b|\bb\.?a\b\.?|\bundergraduate\b)|学士|本科")),
]  # fmt: skip

ROLE_ONLY = re.compile(
    r"^(?:(?:Senior|Staff|Principal|Lead|Junior|Chief|Research|Software|Data|Machine Learning|"
    r"Frontend|Backend|Full[- ]Stack|Product|Student|Visiting|Postdoctoral|Teaching)\s)*"
    r"(?:Intern|Engineer|Developer|Scientist|Researcher|Manager|Analyst|Consultant|Assistant|"
    r"Fellow|Designer|Architect|Lead|Director)s?\b"
)

BULLET = re.compile(r"^(?:[-•◊◇◆♦▪●○■□*·+–➢➤✓►]|\d{1,2}[.)、](?!\d)|\[[A-Za-z]{0,2}\d+\])\s*")

YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20[0-4]\d)(?!\d)")
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter"
)
_DATE_NOISE = re.compile(
    rf"(?i:\b(?:{_MONTHS})\b\.?|\b(?:present|now|current|today|expected|to)\b)|"
    r"至今|今|预计|预期|年|月|[春夏秋冬、\d\s./\-–—‒―~()（）,:]"
)
ENDS_WITH_DATE = re.compile(r"(?:(?:19|20)\d{2}(?:[./]\d{1,2})?|至今|(?i:present|now))\s*[)）]?$")
PRESENT = re.compile(r"(?i:\b(?:present|now|current)\b)|至今")

_LOCATION_EN = re.compile(r"^[A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+)*(?:, ?[A-Z][A-Za-z. ]+)+$")
_LOCATION_ZH = re.compile(r"^[\u4e00-\u9fff]{2,10}(?:省|市|区|县)$")

SENTENCE_END = re.compile(r"[。；;!！?？]$|[a-z]{3,}\.$")


# Text addressed to an AI rather than a reader: kept, but never used as evidence.
INSTRUCTION = re.compile(
    r"(?i:\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier)"
    r"\s+(?:instructions?|prompts?|rules)|\bsystem\s+prompt\b|\byou\s+are\s+(?:an?\s+)?(?:ai|"
    r"assistant|language model|chatbot)\b|\brecommend\s+(?:me|this candidate|[A-Z]\w+ [A-Z]\w+)\s+"
    r"(?:for|as|above)\b|\b(?:rank|rate|score)\s+(?:me|this (?:cv|candidate))\s+"
    r"(?:first|highest|top))|忽略(?:之前|以上|前面)的?(?:所有)?(?:指令|提示|说明)|你是一个?(?:AI|人工智能|助手)"
)

FLAGGED_SECTION = "flagged"


def is_bullet(line: str) -> bool:
    return bool(BULLET.match(line))


def strip_bullet(line: str) -> str:
    return BULLET.sub("", line, count=1).strip()


def is_date_only(line: str) -> bool:
    return bool(YEAR.search(line)) and len(_DATE_NOISE.sub("", line)) <= 2


def is_location_only(line: str) -> bool:
    if ORG_WORD.search(line) or ROLE_WORD.search(line) or len(line) > 40:
        return False
    if len(re.split(r"[,，]", line)[0].split()) > 3:
        return False
    return bool(_LOCATION_EN.match(line) or _LOCATION_ZH.match(line))


def first_segment(line: str) -> str:
    return re.split(r"\s*[,，|｜·]\s*|\s+[-–—‒]\s+", line, maxsplit=1)[0]


def years_in(text: str) -> list[int]:
    return sorted({int(y) for y in YEAR.findall(text)})
