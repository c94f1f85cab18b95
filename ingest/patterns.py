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
                    "research experience", "industry experience", "industrial experience",
                    "professional history", "career history", "work", "jobs", "career",
                    "experience", "employment", "internships", "internship",
                    "工作经历", "职业经历", "实习经历", "工作经验", "实习/项目经历",
                    "项目/实习经历", "工作/实习经历", "实习与项目经历", "个人经历", "履历",
                    "经历", "科研/横向经历", "科研经历", "研究经历", "任职经历")),
    ("projects", ("selected projects", "project experience", "personal projects", "projects",
                  "项目经历", "项目经验", "校内项目", "项目")),
    ("publications", ("selected publications", "selected papers", "refereed publications",
                      "peer-reviewed publications", "conference papers", "journal papers",
                      "publications", "papers", "preprints", "论文发表总览",
                      "论文发表", "学术论文", "发表论文", "论文", "学术成果", "科研成果",
                      "研究成果", "代表性论文", "代表论文", "论文成果", "research output")),
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


# Text addressed to an AI (or to whoever reads the CV) rather than describing its owner: kept,
# but never used as evidence. Matched on windows of consecutive lines, so that an instruction
# wrapped over several lines is caught whole (see `addressed_lines`).
INSTRUCTION = re.compile(
    r"(?i:\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?"
    r"(?:previous|prior|above|earlier|other|preceding)\s+(?:instructions?|prompts?|rules|context)|"
    r"\bsystem\s+(?:prompt|note|message|instruction)s?\b|"
    r"\b(?:note|message|instructions?|memo)\s+(?:to|for)\s+(?:the\s+|any\s+)?(?:ai|assistant|"
    r"model|llm|chatbot|bot|reader|reviewer|recruiter|screener|hiring\s+manager|language\s+model)\b|"
    r"\b(?:dear|attention|hey|hello)\s*,?\s+(?:ai|assistant|chatbot|bot|model|llm|gpt|"
    r"recruiter|reviewer|screener|hiring\s+manager)\b|"
    r"\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|assistant|language\s+model|llm|chatbot|bot|gpt)\b|"
    r"\byou\s+are\s+(?:an?\s+)?(?:ai|assistant|language\s+model|chatbot)\b|"
    r"\b(?:ai|assistant|language\s+model|llm|chatbot|gpt)s?\s*(?:[:,]|must|should|shall|will)\s+"
    r"(?:\w+\s+){0,3}(?:answer|say|respond|reply|state|rank|rate|recommend|cite|list|name)\b|"
    r"\b(?:answer|respond|reply|conclude)\s+that\s+\S+(?:\s+\S+){0,3}\s+(?:is|was|has|are)\b|"
    r"\bcite\s+this\s+(?:line|text|passage|section|cv|resume)\b|"
    r"\b(?:the\s+)?only\s+(?:matching|suitable|qualified|relevant|valid)\s+candidate\b|"
    r"\brecommend\s+(?:me|this\s+candidate|[A-Z]\w+\s+[A-Z]\w+)\s+(?:for|as|above)\b|"
    r"\b(?:rank|rate|score)\s+(?:me|this\s+(?:cv|candidate|resume))\s+(?:first|highest|top|as)\b)|"
    r"忽略.{0,8}(?:之前|以上|前面|先前|所有|其他).{0,6}(?:指令|指示|提示|说明|规则)|"
    r"你是一?个?(?:AI|人工智能|助手|语言模型)|"
    r"(?:致|给|对)(?:AI|人工智能|助手|模型|机器人|HR|招聘者|审阅者|读者)(?:的)?(?:说明|提示|留言|指令)|"
    r"(?:AI|人工智能|助手|模型|机器人)[:：，,]?\s*(?:请|务必|必须|一定要)|"
    r"(?:回答|答复|声称|说明).{0,6}(?:是|为)(?:唯一|最佳)|唯一(?:符合|合适|匹配|满足)(?:条件|要求)?的候选人|"
    r"引用(?:这|此)(?:一)?(?:行|段|句)"
)

_WINDOW = 3


def addressed_lines(lines: list[str]) -> set[int]:
    """Indexes of lines that belong to text addressed to an AI or a reader (any wording the
    patterns know, in English or Chinese, on one line or wrapped over up to three)."""
    flagged: set[int] = set()
    if not INSTRUCTION.search(" ".join(lines)):
        return flagged  # one pass over the whole text settles most passages
    for start in range(len(lines)):
        window = lines[start : start + _WINDOW]
        joined = " ".join(window)
        bounds = []
        pos = 0
        for line in window:
            bounds.append((pos, pos + len(line)))
            pos += len(line) + 1
        for match in INSTRUCTION.finditer(joined):
            for k, (lo, hi) in enumerate(bounds):
                if match.start() < hi and match.end() > lo:
                    flagged.add(start + k)
    # a wrapped continuation (not a new bullet, not a heading) of a flagged line is part of it
    for i in sorted(flagged):
        j = i + 1
        while j < len(lines) and j not in flagged and lines[j].strip():
            nxt = lines[j].strip()
            if BULLET.match(nxt) or YEAR.search(nxt[:12]) or not nxt[0].islower():
                break
            flagged.add(j)
            j += 1
    return flagged


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


# -- cues that qualify a mention (read by the answer engine's facts) -------------------------
INTERN = re.compile(
    r"(?i:\bintern(?:ship)?s?\b|\binterned\b|\bco-?op\b|\btrainees?\b|\bapprentice\w*|"
    r"\bpracticum\b|\bpractice\s+(?:\w+\s+){0,2}(?:engineer|developer|researcher|analyst)s?\b|"
    r"\bworking\s+student\b|\bstudent\s+(?:researcher|engineer|developer|worker)s?\b|"
    r"\bsummer\s+(?:\w+\s+)?(?:engineer|analyst|researcher)\b)|实习"
)
# words right before an organisation that make it a product, platform or vendor used
VENDOR_BEFORE = re.compile(
    r"(?i:\b(?:on|using|use|used|uses|via|with|into|onto|atop)\s+(?:the\s+)?$)|"
    r"(?:基于|使用|接入|调用|利用|采用|部署在|部署于|对接|迁移到|迁移至)\s*$"
)
WORK_CUE = re.compile(
    r"(?i:\b(?:work(?:ed|ing|s)?\s+(?:at|for|in|with)|employed|joined|joining|hired|employer|"
    r"full[- ]time|part[- ]time)\b|@)|工作|任职|就职|入职|加入|供职|全职"
)
# a mention in such a clause is not employment: awards, contests, programmes, talks, courses,
# customers, partners and collaborations
NOT_EMPLOYMENT = re.compile(
    r"(?i:\b(?:awards?|awarded|prizes?|scholarships?|fellowships?|competitions?|contests?|"
    r"challenges?|hackathons?|cup|olympiad|summer\s+of\s+code|gsoc|sponsor(?:ed|ship)?|"
    r"customers?|clients?|partners?(?:hip)?|collaborat\w*|cooperat\w*|talks?|invited|keynote|"
    r"presentations?|presented|seminars?|webinars?|tutorials?|certificat\w*|certified|courses?|"
    r"mooc|nanodegree|reviewers?|committee|finalist|winner|medal|vendor|sdk|"
    r"offers?|declined|turned\s+down)\b)|"
    r"杯|竞赛|比赛|大赛|挑战赛|奖|冠军|亚军|合作|客户|赞助|讲座|报告会|分享会|演讲|认证|证书|课程|"
    r"邀请报告|特邀报告|做报告|作报告|宣讲|"
    r"训练营|夏令营|供应商|拒绝|婉拒"
)
EDUCATION_CUE = re.compile(
    r"(?i:\b(?:stud(?:y|ied|ying|ies|ent)|graduat\w*|alumn\w*|degree|major(?:ed)?|minor|"
    r"coursework|gpa|thesis|dissertation|advisor|advised|supervisor|enrolled|pursuing|"
    r"school of|department of|college of|faculty of)\b)|"
    r"就读|毕业|在读|攻读|读博|读研|学位|专业|导师|学历|本科|硕士|博士(?!后)|学士|学院"
)
IN_PROGRESS = re.compile(
    r"(?i:\b(?:present|now|current(?:ly)?|expected|exp\.|pursuing|ongoing|in\s+progress|"
    r"till\s+now|to\s+date|today|anticipated)\b)|至今|在读|攻读|预计|预期|在校|就读中|(?:19|20)\d{2}"
    r"(?:[./年]\s*\d{1,2}月?)?\s*[-–—~至]+\s*(?:xxx|\?|$)"
)
# an offer or admission is not study: "admitted to the PhD programme", "已获…录取，尚未入学"
ADMITTED = re.compile(
    r"(?i:\b(?:admitted|admission|admit|offer\s+of\s+admission|incoming|will\s+(?:join|start|begin))\b)|"
    r"录取|拟入学|尚未入学|即将入学|待入学"
)
# a sentence that says a paper appeared somewhere ("My work has appeared at NeurIPS 2020")
PUBLISHED_AT = re.compile(
    r"(?i:\b(?:appeared|published|accepted|presented)\s+(?:at|in|to|by)\b|\bpapers?\s+(?:at|in)\b)|"
    r"发表于|发表在|被.{0,6}录用|收录"
)
STUDENT = re.compile(r"(?i:\b(?:student|candidate)\b)|研究生|学生")
COMPLETED = re.compile(
    r"(?i:\b(?:completed|received|earned|obtained|graduated|awarded|conferred|finished)\b)|"
    r"获得|已毕业|毕业于"
)
SERVICE = re.compile(
    r"(?i:\b(?:program(?:me)?\s+committees?|pc\s+members?|pc|tpc|artifact\s+evaluation|aec?|"
    r"reviewers?|reviewed|reviewing|sub-?reviewers?|session\s+chairs?|chairs?|co-chairs?|"
    r"organi[sz]ing\s+committees?|committee\s+members?|shadow\s+pc|editorial\s+board|"
    r"served\s+(?:on|as))\b)|审稿|程序委员会|委员会|评审|审稿人"
)
COMMITTEE = re.compile(
    r"(?i:\b(?:program(?:me)?\s+committees?|pc\s+members?|pc|tpc|spc|senior\s+pc|"
    r"area\s+chairs?|program(?:me)?\s+chairs?|artifact\s+evaluation|aec?|"
    r"organi[sz]ing\s+committees?|committee\s+members?|shadow\s+pc)\b)|程序委员会|委员会|领域主席"
)
ARTIFACT = re.compile(r"(?i:\bartifact\s+evaluation|\baec?\b)|工件评估")
PUBLICATION_NOISE = re.compile(
    r"(?i:\b(?:talks?|invited|keynote|guest\s+lectures?|seminars?|webinars?)\b)|讲座|演讲|报告会"
)

DEGREE_LEVELS = ["PhD", "Master", "Bachelor", "Associate"]  # highest first
DEGREE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("PhD", re.compile(r"(?i:\bph\.?\s?d\b|\bdoctor(?:ate|al)\b|\bdoctor\s+of\b|\bd\.?phil\b)|"
                       r"博士(?!后)|硕博连读|读博")),
    ("Master", re.compile(r"(?i:(?<!scrum )\bmaster'?s?\b|\bm\.?eng\b|\bmba\b|\bm\.?phil\b)|"
                          r"\bM\.S\.?|\bMS\b|\bM\.Sc\.?|\bMSc\b|\bM\.A\.|硕士|读研|(?<!博士)(?<!硕士)研究生(?!院)")),
    ("Bachelor", re.compile(r"(?i:\bbachelor'?s?\b|\bb\.?eng\b|\bb\.?tech\b|\bundergrad\w*)|"
                            r"\bB\.S\.?|\bBS\b|\bB\.Sc\.?|\bBSc\b|\bB\.E\.|\bB\.A\.|学士|本科")),
    ("Associate", re.compile(r"(?i:\bassociate(?:'s)?\s+degree\b|\bassociate\s+of\s+(?:arts|"
                             r"science|applied)|\bhigher\s+vocational\b|\bjunior\s+college\b)|"
                             r"专科|大专|高职")),
]  # fmt: skip


def degree_level(text: str) -> str | None:
    """The highest degree a line or question names (PhD, Master, Bachelor, Associate)."""
    for level, pattern in DEGREE_PATTERNS:
        if pattern.search(text):
            return level
    return None


def degree_levels(text: str) -> list[str]:
    return [level for level, pattern in DEGREE_PATTERNS if pattern.search(text)]


def degree_matches(text: str) -> list[tuple[str, int, int]]:
    """Every degree a line names, in order: (level, start, end)."""
    found = [
        (level, m.start(), m.end())
        for level, pattern in DEGREE_PATTERNS
        for m in pattern.finditer(text)
    ]
    found.sort(key=lambda x: x[1])
    out: list[tuple[str, int, int]] = []
    for item in found:  # "博士研究生" is one PhD, not a PhD and a Master
        if out and item[1] < out[-1][2]:
            continue
        out.append(item)
    return out


# --- Entry fields of employment and education (ingest/entry_fields.py) ---

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
                        r"(?:所在)?(?:部门|团队|组别)")),
    ("school", re.compile(r"(?i:(?:school|university|institution|college)(?:\s+name)?)|"
                          r"(?:毕业)?(?:学校|院校)(?:名称)?")),
    ("degree", re.compile(r"(?i:degree(?:\s+(?:name|type))?|qualification)|学历|学位")),
    ("major", re.compile(r"(?i:major|field(?:\s+of\s+study)?|discipline|speciali[sz]ation)|专业")),
]  # fmt: skip

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
    r"^(?:负责|参与|主导|协助|完成|实现|主要负责|带领|领导|推动|搭建|构建|设计并|牵头|独立)"
    r"|^(?i:responsible\s+for|worked\s+on|in\s+charge\s+of)\b"
)
# A Chinese role at the end of a segment glued to its organisation ("某某云实习生").
CJK_ROLE_TAIL = re.compile(
    rf"(?:高级|资深|初级|中级|首席|主任|副)?(?:{_ROLE_ZH})(?:[(（][^()（）]*[)）])?$"
)
# School words SCHOOL_WORD does not know ("Universidad de …", "Universidade …").
SCHOOL_WORD_MORE = re.compile(r"(?i:\buniversidad(?:e)?\b|\bescuela\b|\bfaculdade\b)")
# What "Master of …" / "Bachelor of …" names when it is the degree's name, not its field.
DEGREE_OF_NAME = re.compile(
    r"(?i:(?:applied\s+)?science|arts|fine\s+arts|engineering|philosophy|technology|laws?|"
    r"business\s+administration|commerce|education)"
)
