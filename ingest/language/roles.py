"""Role words: job titles and positions, in English and Chinese."""

from __future__ import annotations

import re

_ROLE_EN = (
    r"intern|internship|engineer|developer|scientist|researcher|manager|director|lead|architect|analyst|"
    r"consultant|assistant|fellow|professor|lecturer|officer|designer|founder|cto|ceo|"
    r"programmer|specialist|chairman|president|member|camper|leader|head(?!\s+office\b)|postdoc|vp|svp|evp|"
    r"working\s+student|werkstudent(?:in)?|trainee|apprentice|producer|(?-i:Placement)(?!s)|"
    r"(?:summer|industrial|sandwich|year[- ]long)\s+placement(?!s)|"
    # a partner as a title, not a partnership: "HR Business Partner", "Managing Partner"
    r"business\s+partner|hrbp|(?:managing|senior|equity|salaried|founding|general)\s+partner|"
    # an accounting firm's grade after its service line: "Tax Senior", "Audit Senior"
    r"(?:tax|audit|assurance|advisory|accounting)\s+senior"
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
    r"cashier|sommelier|receptionist|concierge|teller|principal|secretary|teacher|chef|agent|steward|"
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
    r"(?:销售|医药|客户|区域)代表|专员|设计师|主任|会计师|审计师|审计员|技术员|分析员|律师|店长|讲师|药师|医师|兽医|护士|联络官|教师|记者|空乘|侍酒师|治疗师|笔译|口译|同传|买手(?!店)|"
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
    r"(?:科|处|局|厅|司|部|院|所|校|行)长(?![期度远久于达年城江])|书记|秘书"
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

# Role families a title belongs to, and how titles (and questions) name them: "Senior
# Backend Engineer" and "后台开发工程师" are backend, "Firmware Engineer" embedded. A title can
# be in two ("Embedded Hardware Engineer"). One vocabulary for cards, filters (`role=`) and
# questions ("backend engineers right now", "数据分析师里…").
_FAMILY_WORDS: dict[str, str] = {
    "backend": (
        r"(?i:\bback[- ]?end\b|\bserver[- ]side\b|\bplatform\s+engineer|"
        # a server language's developer: "Java 开发工程师", "Golang Engineer", "PHP Developer"
        r"\b(?:java|golang|php)\s*(?:开发|研发|developer|engineer|programmer))|"
        r"(?<![A-Za-z])Go\s*(?:开发|研发|(?i:developer|engineer))|后端|后台|服务端"),
    # (not a radio's: "射频前端", "RF front-end")
    "frontend": r"(?i:(?<!rf\s)\bfront[- ]?end\b|\bweb\s+developer)|(?<!射频)前端",
    "fullstack": r"(?i:\bfull[- ]?stack\b)|全栈",
    "mobile": r"(?i:\bmobile\b|\bios\b|\bandroid\b)|移动端|客户端|安卓",
    "data-analyst": (
        r"(?i:\b(?:data|business|bi|product|marketing|financial)\s+analysts?\b|"
        # "Flight Data Monitoring Analyst", "Data Quality Analyst"
        r"\bdata\s+[\w-]+\s+analysts?\b|"
        r"\b(?:data\s+)?analytics\s+(?:lead|manager|specialist|roles?|positions?|jobs?|functions?)\b)|(?-i:\bDAs?\b)|"
        r"数据分析|数分(?!钟)|商业分析|"
        r"经营分析|分析师"),
    "data-scientist": (
        r"(?i:\bdata\s+scientists?\b|\bdata\s+science\s+(?:roles?|positions?|jobs?)\b)|"
        r"数据科学(?:家|岗)"),
    "data-engineer": (
        r"(?i:\bdata\s+(?:platform\s+)?engineers?\b|\bdata\s+engineering\b)|"
        r"数据(?:开发|平台|研发)?工程师|数仓|(?:大)?数据(?:开发|研发)(?!平台)|数据工程(?!师)"),
    "ml": (
        r"(?i:\b(?:machine\s+learning|ml|ai|deep\s+learning|algorithms?|algos?|nlp|computer\s+vision|"
        r"recommendation|applied\s+scientist)\b(?=[\w\s/&]{0,24}\b(?:engineers?|"
        r"scientists?|developers?|researchers?|roles?)\b)|\bmlops\b)|算法|机器学习|深度学习|推荐|大模型"),
    "researcher": (
        # (not a stock's: "equity research" is a finance job)
        r"(?i:(?<!equity\s)(?<!investment\s)"
        r"\bresearch(?:er|ers)?\b(?!\s+(?:intern|assistant|analyst|labs?|laborator|institute|"
        r"cent(?:er|re)|group|arm|division|org))|\bresearch\s+scientists?\b|"
        r"\bpostdoc\w*)|研究员|研究科学家|用户研究|用研(?:员|专家)"),
    "nursing": r"(?i:\bnurses?\b|\bnursing\b|\bmidwi(?:fe|ves)\b)|护士|护理(?:师|部|人员)",
    # a school's teacher (not a university's lecturer, `ACADEMIC_ROLE`)
    "teacher": (
        r"(?i:\b(?:school\s?)?teachers?\b)|"
        r"(?:小学|中学|初中|高中|幼儿园|英语|数学|语文)?(?:教师|老师)|班主任"
    ),
    # a university's teaching staff, lecturer and up (not a teaching assistant)
    "faculty": (
        r"(?i:\b(?:senior\s+|principal\s+)?lecturers?\b|\breaders?\s+in\b|"
        r"\b(?:(?:assistant|associate|full|adjunct|visiting|chair|clinical)\s+)?professors?\b|"
        r"\bfaculty\s+(?:members?|positions?|roles?)\b|\bteaching\s+at\s+a\s+uni(?:versity)?\b)|"
        r"讲师|副教授|(?<!助理)教授|助理教授|大学老师|高校教师|高校老师|大学教师"
    ),
    "product-manager": (
        r"(?i:\bproduct\s+(?:manager|owner|lead)s?\b|\bpms?\b|\bproduct\s+(?:management|mgmt)\b|"
        r"\b(?:head|director|vp)\s+of\s+product\b)|\bPOs?\b|产品经理|"
        # "做过3年以上产品的", "做产品做了十年": the whole phrase
        # "高级产品专家": how some large employers title a senior product manager
        r"产品负责人|产品总监|产品专家|产品汪|产品狗|^\s*做?产品\s*$"),
    "project-manager": (
        r"(?i:\b(?:project|program|programme)\s+(?:managers?|management|mgmt)\b|\bTPMs?\b)|"
        r"项目经理"),
    "hardware": (
        r"(?i:\bhardware\b|\bhw\s+(?:engineer|design|developer)|\bic\s+(?:design|verification)|\bchip\b|\basic\b|\bfpga\b|"
        r"\bverification\s+(?:engineer|manager|lead)|\bdesign\s+verification\b|\bpcb\b|"
        r"\belectronics?\s+engineer)|硬件|芯片|数字\s*IC|模拟\s*IC|"
        r"IC\s*设计|IC\s*验证|"
        r"验证(?:工程师|经理|主管|专家|负责人|总监)|FPGA"),
    "embedded": (
        r"(?i:\bembedded\b|\bfirmware\b|\bbsp\b|\bbootloader\b|\bautosar\b|\bmcu\b|\brtos\b)|"
        r"嵌入式|固件|驱动|单片机"
    ),
    "sre": (
        r"(?i:\bsre\b|\bsite\s+reliability\b|\bdevops\b|\binfrastructure\s+engineer|"
        r"\bcloud\s+engineer|\bops\s+engineer)|运维|基础架构|基础设施"),
    "security": (
        r"(?i:\bsecurity\b|\bcyber\w*|\bpenetration\b|\bpentest|\bred[- ]team)|"
        r"(?<!内容)(?<!食品)(?<!工艺)(?<!过程)(?<!生产)(?<!化工)安全|渗透测试|渗透|红队"
    ),
    # process safety at a plant ("HAZOP", "工艺安全工程师"; not cyber security); air traffic control
    "process-safety": r"(?i:\bprocess\s+safety\b|\bhazop\b)|工艺安全|过程安全|化工安全",
    "air-traffic-controller": (
        r"(?i:\bair\s+traffic\s+control(?:lers?|officers?)\b|\bATCOs?\b)|空中交通管制员|管制员"
    ),
    "qa": (
        r"(?i:\bqa\b|\bquality\s+assurance\b|\btest(?:ing)?\s+engineer|\bsdet\b)|(?<!渗透)测试"),
    "architect": (
        r"(?i:\b(?:solutions?\s+|software\s+|system\s+|cloud\s+)?architects?\b)|架构师"
    ),
    # a product's quality in manufacturing ("Supplier Quality Engineer", "质量工程师", "品质
    # 主管"), not a software tester's (qa)
    "quality": (
        r"(?i:\b(?:supplier\s+|product\s+|process\s+|manufacturing\s+)?quality\s+"
        r"(?:engineers?|engineering|managers?|leads?|specialists?|inspectors?|control|roles?|"
        r"jobs?|positions?)\b|\bsqe\b)|质量(?:工程师|经理|主管|专员|岗|管理|部)|品质|质检|质量"
    ),
    # a manufacturing process's engineer ("Etch Process Engineer", "工艺工程师", "PIE"); not safety
    "process-engineer": (
        r"(?i:\b(?:process|etch|diffusion|thin[- ]film|litho(?:graphy)?|cmp|implant)\s+"
        r"(?:integration\s+|development\s+)?engineers?\b)|\bPIE\b|"
        r"(?:工艺|刻蚀|光刻|薄膜|扩散|离子注入)(?:整合|开发)?(?:主任|主管|资深|高级)?工程师"
    ),
    # "系统主策划", "数值策划": a game's designer
    "designer": (
        r"(?i:\bdesigners?\b|\bux\b|\bui\b)|设计师|(?:游戏|系统|数值|关卡|战斗|剧情|玩法|主)策划"
    ),
    # ... a product's designer (not a learning, game or hardware one): asked for alone
    # a product's user researcher (the researcher family holds them too)
    "ux-researcher": r"(?i:\b(?:ux|user|design)\s+research(?:ers?)?\b)|用户研究(?:员|专家)?|用研",
    "product-designer": (
        r"(?i:\b(?:product|ux|ui|ux/ui|ui/ux|interaction|experience)\s+designers?\b|\bux\b)|"
        r"(?:交互|UI|UX|产品|体验)\s?设计师"
    ),
    # ... a course's designer: "Instructional Designer", "Learning Designer", "教学设计师"
    "instructional-designer": (
        r"(?i:\binstructional\s+design(?:ers?)?\b|\blearning\s+(?:experience\s+)?designers?\b|"
        r"\bcurriculum\s+designers?\b)|教学设计师|课程设计师|教学设计(?:岗|专员)"
    ),
    "actuary": r"(?i:\bactuar(?:y|ies|ial)\b)|精算",
    # a kitchen's cooks: "Sous Chef", "Chef de Partie", "行政总厨"
    "chef": r"(?i:\b(?:sous[- ])?chefs?\b|\bcommis\b)|厨师|主厨|总厨",
    # a pharmacy's pharmacist ("Pharmacist Manager", "主管药师"), and drug registration work
    # ("Regulatory Affairs Specialist", "药品注册专员")
    "pharmacist": r"(?i:\bpharmacists?\b)|药剂师|(?<![制])药师",
    # buying for a firm: "Procurement Manager", "Purchasing Engineer", "采购工程师", "寻源经理"
    "procurement": (
        # (a buyer's title too: "Category Buyer", "Assistant Buyer" buy for the firm)
        r"(?i:\bprocurement\b|\bpurchasing\b|\bstrategic\s+sourcing\b|\bbuyers?\b|"
        r"\bsourcing\s+(?:managers?|specialists?|leads?|engineers?)\b)|采购|寻源"
    ),
    # a retailer's category: "Senior Category Manager, Fresh Produce", "品类经理"
    "category-manager": (
        r"(?i:\bcategory\s+(?:manag(?:er|ers|ement)|mgrs?|leads?|directors?|heads?)\b)|"
        r"品类(?:经理|管理|运营|负责人)"
    ),
    # a drug maker's field medical role ("Senior Medical Science Liaison", "MSL, Oncology")
    "medical-science-liaison": (
        r"(?i:\bmedical\s+science\s+liaisons?\b)|(?<![A-Za-z])MSLs?(?![A-Za-z])|"
        r"医学(?:科学)?联络(?:官|员)"
    ),
    "regulatory-affairs": (
        r"(?i:\bregulatory\s+(?:affairs|submissions?|strategy|operations|specialist|manager|"
        r"associate|officer|lead|director|scientist)\b|\bRA\s+(?:specialist|manager|associate)\b)|"
        r"(?:药品|医疗器械|器械|产品)?注册(?:专员|经理|主管|总监|工程师|事务)|药品注册|法规事务"
    ),
    # a stock analyst: "Vice President, Equity Research", "Research Analyst, Asia Tech", "行研"
    "equity-research": (
        r"(?i:\bequity\s+research\b|\bresearch\s+analysts?\b|\b(?:sell|buy)[- ]side\s+"
        r"(?:research|analysts?)\b|\bequity\s+analysts?\b)|行业研究员|行研|股票研究|卖方分析师|"
        r"买方分析师|证券分析师|研究所分析师"
    ),
    # human resources: "HRBP", "HR Business Partner", "Talent Acquisition", "招聘经理"
    # legal support and in-house legal titles (a law firm's lawyers are "Associate", "Partner":
    # their years are the firm's, asked as lawyers' practice)
    "legal": (
        r"(?i:\bparalegals?\b|\b(?:legal|general|in-house|associate|lead|senior|deputy|"
        r"corporate|commercial)\s+counsel\b|"
        r"\blegal\s+(?:secretary|assistant|officer|manager|adviser|advisor)s?\b)|"
        r"律师助理|法务|法律顾问"
    ),
    # a lawyer by title ("Solicitor", "Associate Attorney", "执业律师", an in-house counsel:
    # "Legal Counsel", "法务总监"), for "lawyers who…" and moves out of law ("律师转合规"); a
    # trainee solicitor is one too
    "lawyer": (
        r"(?i:\b(?:solicitors?|lawyers?|attorneys?(?!\s+general)|barristers?)\b|"
        r"\b(?:legal|general|in-house|corporate|commercial|associate|senior|lead|deputy)\s+"
        r"counsel\b|\bhead\s+of\s+legal\b|\blegal\s+(?:director|manager|lead)\b|"
        r"\bchief\s+legal\s+officer\b)|律师(?!助理|事务所)|法务(?:经理|总监|负责人|主管)|法律顾问"
    ),
    # compliance and financial-crime control: "Compliance Officer", "Head of Compliance",
    # "MLRO", "合规经理", "反洗钱专员"
    "compliance": (
        r"(?i:\bcompliance\s+(?:officers?|analysts?|managers?|leads?|directors?|specialists?|"
        r"associates?|advisers?|advisors?|counsel)\b|\b(?:head|director|vp)\s+of\s+compliance\b|"
        r"\bchief\s+compliance\s+officer\b|\bmlro\b|\bmoney\s+laundering\s+reporting\s+officer\b)|"
        r"合规(?:经理|专员|主管|总监|负责人|官|岗)|反洗钱(?:专员|经理|岗)"
    ),
    # an airline's cabin crew: "Flight Attendant", "Cabin Crew", "Purser", "空乘", "乘务长"
    "cabin-crew": (
        r"(?i:\bflight\s+attendants?\b|\bcabin\s+(?:crew|attendants?|manager)\b|\bpursers?\b|"
        r"\bstewardess(?:es)?\b|\bair\s+hostess(?:es)?\b)|空乘|空姐|空少|乘务员|乘务长|空中乘务"
    ),
    # an aircraft's pilots: "Airline Pilot", "First Officer, A320", "飞行员", "副驾驶"
    "pilot": (
        r"(?i:\b(?:airline\s+|commercial\s+|line\s+|helicopter\s+|cargo\s+)?pilots?\b"
        r"(?!\s+(?:projects?|programm?es?|stud(?:y|ies)|schemes?|phases?|tests?|plants?|lines?|runs?))|"
        r"\b(?:first|second)\s+officers?\b)|飞行员|(?<!副)机长|副驾驶|副机长"
    ),
    # tax work: "Tax Manager", "Senior Tax Analyst", "Tax Consultant", "税务经理"
    "tax": r"(?i:\btax(?:ation)?\s+(?:[\w-]+\s+)?(?:managers?|analysts?|consultants?|advisers?|"
    r"advisors?|associates?|seniors?|directors?|partners?|specialists?|accountants?|leads?|"
    r"counsel)\b|\bhead\s+of\s+tax\b)|税务|税收筹划|报税",
    # a retailer's or brand's buyer: "Womenswear Buyer", "Assistant Buyer", "服装买手"
    "buyer": r"(?i:\bbuyers?\b)|买手",
    # interpreting and translation: "Court Interpreter", "Freelance Translator", "法庭传译主任"
    "interpreter": (
        r"(?i:\binterpret(?:er|ers|ing)\b|\btranslators?\b)|口译|笔译|传译|同传|(?<!机器)翻译(?=员|官|师|$|\s)"
    ),
    # a medical doctor: "Salaried General Practitioner", "Foundation Doctor (FY1/FY2)", "GP
    # Specialty Trainee", "主治医师", "临床医生" (not a doctorate: "Doctor of Philosophy")
    "physician": (
        r"(?i:\bphysicians?\b|\bdoctors?\b(?!\s+of\b)|\bgeneral\s+practitioners?\b|"
        r"\bGPs?\s+(?:specialty\s+)?(?:trainees?|registrars?|partners?|principals?|locums?)\b|"
        r"\b(?:salaried|locum)\s+GPs?\b|\bmedical\s+(?:officers?|registrars?|residents?)\b|"
        r"\b(?:resident|attending|consultant)\s+(?:physicians?|surgeons?)\b|"
        r"(?<!veterinary\s)(?<!vet\s)\bsurgeons?\b|"
        r"\bclinicians?\b)|(?<![药技])医生|(?<![药技护])医师|主治|住院医|全科医"
    ),
    # an animal doctor: "Veterinary Surgeon", "Vet", "兽医"
    "veterinarian": r"(?i:\bvet(?:erinarian)?s?\b|\bveterinary\s+surgeons?\b)|兽医|宠物医生",
    # physiotherapy: "Band 6 Physiotherapist", "Physical Therapist", "物理治疗师", "康复治疗师"
    "physio": (
        r"(?i:\bphysio(?:therapists?|s)?\b|\bphysical\s+therapists?\b)|物理治疗师|康复治疗师|理疗师"
    ),
    # social work: "Social Worker", "Senior Caseworker", "社工"
    "social-worker": r"(?i:\bsocial\s+workers?\b|\bcase\s?workers?\b)|社工|社会工作者",
    # a restaurant's or hotel's wine service: "Head Sommelier", "Wine Director", "侍酒师"
    "sommelier": r"(?i:\bsommeliers?\b|\bwine\s+(?:director|steward)s?\b)|侍酒师|品酒师",
    # news: "Journalist", "Reporter", "Correspondent", "记者", "新闻编辑"
    "journalist": (
        r"(?i:\bjournalists?\b|\breporters?\b|\bcorrespondents?\b|\bnews\s+editors?\b|"
        r"\bsub-?editors?\b)|记者|新闻编辑|编辑记者|通讯员"
    ),
    # an architect of buildings ("Project Architect", "建筑师"; not a software or cloud architect)
    "building-architect": (
        r"(?i:\b(?:project|design|registered|licensed|chartered|landscape|building|lead)\s+"
        r"architects?\b|\barchitectural\s+(?:designer|assistant|technologist)s?\b)|建筑师|建筑设计师"
    ),
    # a property developer's side: "Development Manager" (not business or software), "地产开发"
    "property-development": (
        r"(?i:\b(?:property|real[- ]estate)\s+develop(?:ment|er)s?\b|"
        r"(?<!business\s)(?<!software\s)(?<!product\s)\bdevelopment\s+managers?\b)|"
        r"(?:房)?地产开发|开发报建"
    ),
    "store-manager": (  # who runs a shop: "Store Manager", "店长", "门店经理"
        r"(?i:\b(?:store|shop|branch|restaurant|outlet|boutique)\s+managers?\b|"
        r"\b(?:store|shop)\s+management\b)|店长|门店经理|门店负责人|门店管理"
    ),
    # who runs an online shop's operations: "E-commerce Operations Manager", "电商运营"
    "ecommerce-ops": (
        r"(?i:\b(?:e-?commerce|online|digital)\s+(?:operations|ops|trading)\b)|电商运营|店铺运营|直播运营"
    ),
    # an HR business partner: inside HR ("any HRBPs" asks for them, not a payroll lead)
    "hrbp": (
        r"(?i:\bhr\s?bps?\b|\bhr\s+business\s+partners?\b|\bpeople\s+partners?\b)|HRBP|"
        r"人力资源业务伙伴|人力资源业务合作伙伴"
    ),
    "hr": (
        r"(?i:\bhr\s?bps?\b|\bhr\s+business\s+partners?\b|\bhuman\s+resources?\b|"
        r"\bhr\s+(?:manager|generalist|specialist|director|lead|partner|coordinator|officer|assistant|executive|administrator)s?\b|"
        r"\btalent\s+acquisition\b|\brecruiters?\b|\bpeople\s+(?:partners?|analytics|operations|ops)\b|"
        # "Recruitment Consultant", an executive-search consultant (猎头顾问)
        r"\brecruitment\s+(?:consultants?|managers?|partners?|specialists?|leads?|advisors?)\b|"
        r"\bexecutive\s+search\s+(?:consultants?|associates?)\b|"
        r"\bhr\s+analytics\b)|"
        r"人力资源|人事(?:专员|经理|主管)|招聘(?:专员|经理|主管)|猎头顾问|HRBP|(?<![A-Za-z])HR(?![A-Za-z])"
    ),
}  # fmt: skip
# a Latin word's edges are ASCII ones: "iOS开发工程师", "SRE工程师" (a CJK character is a word
# character to Unicode's \b)
ROLE_FAMILIES = {k: re.compile(p, re.ASCII) for k, p in _FAMILY_WORDS.items()}


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
    "ux-researcher": ("researcher", "product-designer"),
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
