"""Role words: job titles and positions, in English and Chinese."""

from __future__ import annotations

import re

from ingest.language.role_family_words import FAMILY_WORDS

_ROLE_EN = (
    r"intern|internship|engineer|developer|scientist|researcher|manager|director|lead|architect|analyst|"
    r"consultant|assistant|fellow|professor|lecturer|officer|designer|founder|cto|ceo|"
    r"programmer|specialist|chairman|president|member|camper|leader|head(?!\s+office\b)|postdoc|vp|svp|evp|tester|"
    r"working\s+student|werkstudent(?:in)?|trainee|apprentice|producer|(?-i:Placement)(?!s)|"
    r"(?:summer|industrial|sandwich|year[- ]long)\s+placement(?!s)|"
    # a partner as a title, not a partnership: "HR Business Partner", "Managing Partner"
    r"business\s+partner|hrbp|(?:managing|senior|equity|salaried|founding|general)\s+partner|"
    # an accounting firm's grade after its service line: "Tax Senior", "Audit Senior"
    r"(?:tax|audit|assurance|advisory|accounting)\s+senior|"
    # a soldier's rank: "Corporal, later Sergeant (Information Systems)"
    r"(?:lance\s+)?corporal|sergeant|lieutenant|warrant\s+officer|petty\s+officer"
)
# titles of other trades, where the word ends the title ("HR Generalist", "Demand Planner",
# "Senior Buyer, Womenswear"; not "Buyer Experience", a product area)
_TRADE_NOUNS = (
    r"(?:generalist|coordinator|administrator|supervisor|technician|planner|buyer|merchandiser|"
    r"recruiter|actuary|pharmacist|accountant|auditor|counsel|attorney|lawyer|associate(?!s)|nurse|"
    r"paralegal|executive|agronomist|chemist|physicist|economist|statistician|geologist|"
    r"biologist|pathologist|therapist|physiotherapist|physio|dietitian|surveyor|dispatcher|strategist|liaison|"
    r"hydrogeologist|hydrologist|geophysicist|ecologist|toxicologist|epidemiologist|meteorologist|"
    r"editor|copywriter|writer|journalist|reporter|correspondent|attendant|purser|pilot|worker|"
    r"translator|interpreter|inspector|controller|treasurer|underwriter|lecturer|professor|"
    r"veterinarian|physician|surgeon|(?<=product\s)owner|dentist|optometrist|declarant|solicitor|barrister|notary|clerk|"
    r"cashier|sommelier|receptionist|concierge|teller|principal|secretary|teacher|agent|steward|bookseller|"
    # a kitchen's ranks ("Chef de Partie, Pastry", "Commis Patissier", "Head Barista")
    r"chef(?:\s+de\s+(?:partie|cuisine|rang))?|commis|p[aâ]tissier|barista|bartender|"
    r"representative|adjuster|assessor|"
    # artists of films and games ("Lead Character Artist", "Senior Digital Modeler")
    r"artist|animator|modell?er|illustrator|photographer|videographer|compositor|rigger|"
    # a firm's partner as a title ("Partner, Chemistry group"; not "John Lewis & Partners")
    r"(?-i:(?<!&\s)(?<!and\s)Partner(?!s)))"
)
_TRADE_EN = (
    rf"{_TRADE_NOUNS}s?"
    # ... and a level after it: "Clinical Research Associate II", "Buyer 2"
    r"(?:\s+(?:I{1,3}|IV|[1-4])\b)?"
    r"(?=\s*(?:$|[,;(（/|·—–-]|\b(?:at|in|for|of|to|and)\b))"
)
_ROLE_ZH = (
    r"实习生|工程师|研究员|专家|经理|总监|负责人|架构师|分析师|顾问|助理|教授|主席|成员|组长|"
    r"主管|开发|研发|科学家|创始人|博士后|助教|总裁|首席[\u4e00-\u9fff]{0,4}官|合伙人|策划|"
    r"(?:销售|医药|客户|区域)代表|专员|设计师|主任|会计师|审计师|审计员|技术员|分析员|律师|店长|厂长|讲师|药师|医师|兽医|护士|联络官|教师|记者|空乘|侍酒师|治疗师|笔译|口译|同传|买手(?!店)|"
    r"(?<!独立)董事(?!会)|制作人|出纳|(?:商品|活动|品牌|市场)企划(?!部|中心|案|书|团队)|"
    r"(?:招生|招聘|面试|考|审核|合规|信贷|风控|投资|隐私|外交|检察|法|警|军|士)官(?![网方微])|义务兵|士兵|"
    r"(?<![大中小])学家|"  # "计算生物学家", "经济学家" (not 大学家属)
    # operations titles ("品类运营", "高级用户运营"; not 运营部 / 运营中心)
    r"(?:品类|产品|用户|内容|活动|新媒体|社群|商家|电商|店铺|增长|游戏)运营(?!部|中心|团队|组|岗|商)|"
    # a game's artists ("3D 角色美术", "原画美术"; not 美术学院)
    r"(?:角色|场景|原画|特效|技术|概念|动作|地编|界面|UI|3D|2D|游戏|美宣)\s?美术(?!学|馆|系)|"
    # the "-员" titles of trades ("高级计划员", "采购员"); not 成员/人员/党员/会员/学员
    r"(?:计划|采购|质检|检验|调度|业务|销售|统计|核算|操作|出纳|库管|仓管|跟单|办事|管理|安全|"
    r"资料|施工|预算|造价|测量|工艺|评估|翻译|客服|讲解|飞行|乘务|文|监查|协调|稽查|核保|理赔|精算|"
    r"科|公务|调研)员|"
    # the heads of a public body's units and a few of its posts ("副处长", "科长", "书记")
    r"(?:科|处|局|厅|司|部|院|所|校|行|馆|站|(?<![花公乐家庄菜果植动])园)长(?![期度远久于达年城江廊椅])|"
    r"书记|秘书|"
    # a ship's and an aircraft's officers ("船长", "轮机长", "大副", "机长")
    r"(?:船|机|轮机)长(?![期度远久于达年城江])|(?<![A-Za-z\u4e00-\u9fff])(?:大|二|三)副|"
    r"(?:大|二|三)管轮|验船师|"
    # the "-师" titles of trades ("统计师", "规划师"; not 建筑师事务所 / 规划师协会)
    r"(?:统计|精算|建筑|规划|咨询|营养|评估|造价|工艺|培训|摄影|调香)师(?!事务所|协会|学会)"
)
# the level words that open an English title ("Senior …", "Sr. …", "Staff …", "Chief …")
LEVEL_OPENERS = r"(?:Senior|Sr\.?|Junior|Jr\.?|Staff|Principal|Lead|Chief)"
# a person of a trade named in a question ("nurses", "a paralegal", "actuaries", "护士")
TRADE_NOUN = re.compile(
    rf"(?i:\b(?:{_TRADE_NOUNS}s?|actuaries|secretaries|midwi(?:fe|ves))\b)|护士|律师|药师|医师|会计师|审计师|精算师|教师|老师|讲师|教授|"
    r"记者|空乘|空姐|乘务员|侍酒师|飞行员|社工|理疗师|治疗师|口译员|译员|传译员|翻译官|厨师|主厨|总厨"
)
ROLE_WORD = re.compile(
    rf"(?i:\b(?:{_ROLE_EN})s?\b|\b{_TRADE_EN})|{_ROLE_ZH}|"
    # a Chinese level word glued to a Latin title: "高级HRBP", "资深SRE" (no \b between them)
    rf"(?:高级|资深|初级|中级|首席)\s?(?i:(?:{_ROLE_EN})s?\b)"
)

ROLE_ONLY = re.compile(
    r"^(?:(?:Senior|Staff|Principal|Lead|Junior|Chief|Research|Software|Data|Machine Learning|"
    r"Frontend|Backend|Full[- ]Stack|Product|Student|Visiting|Postdoctoral|Teaching|"
    r"Embedded|Engineering|Hardware|Firmware|Systems?|Platform|Infrastructure|Security|QA|"
    r"Test|DevOps|Site Reliability|Mobile|iOS|Android|Web|Network|Applied|Quantitative|"
    r"Business|Development|Verification|Design|Graduate|Game|Games|Marketing|Sales|Content)\s)*"
    r"(?:Intern|Engineer|Developer|Scientist|Researcher|Manager|Analyst|Consultant|Assistant|"
    r"Fellow|Designer|Architect|Lead|Director|Producer)s?\b"
)

# a kind of research that is a trade, not a research organisation: "UX Research Lead", "Market
# Research Analyst", "Senior Equity Research Analyst" (not "Acme Research", "Baidu Research")
TRADE_RESEARCH = re.compile(
    r"(?i)^(?:(?:senior|junior|lead|principal|staff|associate)\s+)*"
    r"(?:(?:ux|user|market|marketing|consumer|customer|design|product|equity|credit|fixed\s+income|"
    r"macro|investment|clinical|operations|policy|quantitative|quant|qualitative|industry|"
    r"sell[- ]side|buy[- ]side|economic|legal|medical|brand|audience)\s+)+research$"
)

# an engineering title that names no family of its own: "Software Engineer", "研发工程师"
ENGINEER_TITLE = re.compile(
    r"(?i:\b(?:engineers?|developers?|programmers?|SDE|SWE|coders?|technical\s+experts?)\b)|"
    r"工程师|开发|研发|程序员|技术专家"
)

# an appointment at a university or a research institute, not employment in industry
# research staff: an academic appointment at a university, a job at a company ("Research
# Associate" at an investment bank)
RESEARCH_STAFF = re.compile(
    r"(?i:\bresearch\s+(?:assistant|associate|fellow)s?\b)|研究助理|助理研究员"
)
ACADEMIC_ROLE = re.compile(
    r"(?i:\b(?:(?:assistant|associate|adjunct|visiting|full)\s+)?professor\b|\blecturer\b|"
    # ("Clinical Research Associate": monitoring trials for a sponsor or a CRO, an industry job)
    r"\bpost-?doc\w*\b|\bpost-?doctoral\b|"
    # (not a trade's: "Equity Research Associate", "Market Research Assistant" at a firm)
    r"(?<!clinical )(?<!equity )(?<!credit )(?<!market )(?<!investment )(?<!industry )"
    r"(?<!ux )(?<!user )(?<!consumer )\bresearch\s+(?:assistant|associate|fellow)\b|"
    r"\bteaching\s+(?:assistant|fellow)\b|\bvisiting\s+(?:scholar|researcher|student)\b|"
    r"\bgraduate\s+(?:research|teaching)\s+assistant\b|\b[GR]\.?A\.?\b(?=\s*[,)|]|$)|"
    r"\b(?:doctoral|ph\.?\s?d\.?)\s+(?:researcher|candidate|student|fellow)s?\b)|"
    r"博士后|教授|讲师|助教|助理研究员|研究助理|访问学者|副研究员"
)
# an academic post that is a job (a postdoc, a lectureship, a chair, a research fellowship),
# not a student's or a visitor's: its years are years of work
ACADEMIC_JOB = re.compile(
    r"(?i:^(?!.*\b(?:visiting|graduate|student|doctoral\s+(?:researcher|candidate))\b).*"
    r"(?:\bpost-?doc\w*\b|\bpost-?doctoral\b|\bprofessor\b|\blecturer\b|"
    r"\bresearch\s+fellow\b|\bresearch\s+scientist\b))|博士后|(?<!客座)教授|讲师|(?:助理|副)?研究员"
)
# a research institute's own staff grades, a job there when no university holds the post
INSTITUTE_STAFF = re.compile(r"(?:助理|副)研究员")

# a Latin word's edges are ASCII ones: "iOS开发工程师", "SRE工程师" (a CJK character is a word
# character to Unicode's \b)
ROLE_FAMILIES = {k: re.compile(p, re.ASCII) for k, p in FAMILY_WORDS.items()}


# a law firm's ranks ("Senior Associate", "Trainee", "合伙人"): a lawyer's there (`ingest.record`)
LAW_FIRM_RANK = re.compile(
    r"(?i:^\s*(?:(?:senior|junior|managing|principal|equity|salaried|trainee)\s+)?"
    # (a practice's associate: "Corporate Associate", "M&A Associate", "Litigation Associate")
    r"(?:(?:corporate|litigation|m&a|finance|banking|tax|ip|employment|restructuring|funds|"
    r"disputes|regulatory|commercial|capital\s+markets|real\s+estate)\s+)?"
    r"(?:associate|partner|counsel|of\s+counsel|trainee)\b)|^\s*(?:高级|资深)?合伙人"
)


# a family inside a wider one: a question naming it asks for it alone ("senior product
# designer" is no learning designer), a title in it is in both
NARROWER_FAMILIES: dict[str, tuple[str, ...]] = {
    "product-designer": ("designer",),
    "hrbp": ("hr",),
    "buyer": ("procurement",),
    "sales-engineer": ("sales",),
    "ux-researcher": ("researcher", "product-designer"),
    "ux-writer": ("designer", "product-designer"),
}


def role_families(title: str) -> list[str]:
    """The role families a job title names ("Senior Backend Engineer": backend)."""
    return [name for name, pattern in ROLE_FAMILIES.items() if pattern.search(title)]


# a rank or a generic title that names no work of its own: "Senior Consultant", "Associate"
RANK_ONLY = re.compile(
    r"(?i)(?:(?:senior|junior|principal|lead|managing|associate|assistant)\s+)?"
    r"(?:consultant|associate|analyst|manager|director|vice\s+president|vp|partner|advisor)"
)


# engineering families an entry's lines can tell when its title names none
_BODY_FAMILIES = "backend frontend fullstack data-engineer hardware embedded sre".split()


def career_family(lines: list[str]) -> str | None:
    """The engineering family lines name most, when one does ("Backend engineer with 11 years
    of server-side experience" in a profile; "Built the order service's back-end in Go" in an
    entry): the family of engineer's titles that name none."""
    counts = {f: sum(1 for x in lines if ROLE_FAMILIES[f].search(x)) for f in _BODY_FAMILIES}
    ranked = sorted(counts.items(), key=lambda x: -x[1])
    return ranked[0][0] if ranked[0][1] > ranked[1][1] else None


def entry_families(title: str, header: list[str], lines: list[str]) -> list[str]:
    """The role families of a position: its title's, else, for an engineer's title that
    names none ("Senior Software Engineer (P7)", "研发工程师"), the engineering family its
    header says ("Senior Software Engineer, Backend (Order Management)") or, failing that,
    the one its entry's lines name most ("Built the order service's back-end in Go"); for a
    rank ("Vice President"), the one family its header line names beside it."""
    if families := role_families(title):
        return families
    if not ENGINEER_TITLE.search(title):
        # a rank with its function beside it: "Vice President, Equity Research"
        named = {f for x in header if title and title in x for f in role_families(x)}
        # ... or on the header's other line: "Deloitte UK — Cyber Risk Services" / "Consultant"
        named = named or {
            f for x in header if title and RANK_ONLY.fullmatch(title) for f in role_families(x)
        }
        return sorted(named) if len(named) == 1 else []
    for texts in (header, lines):
        if (family := career_family(texts)) is not None:
            return [family]
    return []
