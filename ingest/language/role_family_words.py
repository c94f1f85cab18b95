"""The words of each role family: how titles (and questions) name the family's work, in
English and Chinese. Compiled in `ingest.language.roles` (`ROLE_FAMILIES`)."""

from __future__ import annotations

# Role families a title belongs to, and how titles (and questions) name them: "Senior
# Backend Engineer" and "后台开发工程师" are backend, "Firmware Engineer" embedded. A title can
# be in two ("Embedded Hardware Engineer"). One vocabulary for cards, filters (`role=`) and
# questions ("backend engineers right now", "数据分析师里…").
FAMILY_WORDS: dict[str, str] = {
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
    "nursing": (
        r"(?i:\bnurses?\b|\bnursing\b|\bmidwi(?:fe|ves)\b)|护士|护理(?:师|部|人员)|(?:主管|主任)?护师"
    ),
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
        r"(?i:\bsecurity\b|\bcyber\w*|\bpenetration\b|\bpen[- ]?test|\bred[- ]team)|"
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
        r"jobs?|positions?)\b|\bsqe\b)|\b(?:QE|qe)s?\b|质量(?:工程师|经理|主管|专员|岗|管理|部)|品质|质检|"
        r"质量"
    ),
    # a manufacturing process's engineer ("Etch Process Engineer", "工艺工程师", "PIE"); not safety
    "process-engineer": (
        r"(?i:\b(?:process|etch|diffusion|thin[- ]film|litho(?:graphy)?|cmp|implant)\s+"
        r"(?:integration\s+|development\s+)?engineers?\b)|\bPIE\b|"
        r"(?:工艺|刻蚀|光刻|薄膜|扩散|离子注入)(?:整合|开发)?(?:主任|主管|资深|高级)?工程师"
    ),
    # who produces a game, a show or a film ("Senior Producer", "游戏制作人"); not a maker of
    # goods ("a steel producer", "vaccine producers": kinds of employer)
    "producer": (
        r"(?i:(?<!steel\s)(?<!vaccine\s)(?<!oil\s)(?<!energy\s)(?<!power\s)(?<!food\s)"
        r"(?<!chip\s)\bproducers?\b)|制作人"
    ),
    # who speaks for a product to its developers ("Developer Advocate", "DevRel", "技术布道师")
    "devrel": (
        r"(?i:\bdev(?:eloper)?\s*rel(?:ations)?\b|\bdeveloper\s+(?:advocates?|evangelists?)\b|"
        r"\btechnical\s+evangelists?\b)|开发者关系|技术布道师?|开发者布道师?"
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
        r"(?:交互|UI|UX|产品|体验)\s?设计(?:师|(?!工程师|研究|院|部|评审|方案|文档))"
    ),
    # ... of a product's words: "UX Writer", "Content Designer", "UX 文案"
    "ux-writer": (
        r"(?i:\bux\s+writ(?:ers?|ing)\b|\bcontent\s+design(?:ers?)?\b|\bux\s+copywrit(?:ers?|ing)\b)|"
        r"(?:UX|体验)\s?文案|内容设计师"
    ),
    # ... a course's designer: "Instructional Designer", "Learning Designer", "教学设计师"
    "instructional-designer": (
        r"(?i:\binstructional\s+design(?:ers?)?\b|\blearning\s+(?:experience\s+)?designers?\b|"
        r"\bcurriculum\s+designers?\b)|教学设计师|课程设计师|教学设计(?:岗|专员)"
    ),
    "actuary": r"(?i:\bactuar(?:y|ies|ial)\b)|精算",
    # who designs optics: "Optical Engineer", "Lens Designer", "光学工程师", "光学设计"
    "optical-engineer": (
        r"(?i:\b(?:optical|optics|photonics)\s+(?:engineers?|designers?|design|engineering)\b|"
        r"\blens\s+designers?\b)|光学(?:工程师|设计)"
    ),
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
    # planning a retailer's range: "Merchandise Planner", "Senior Merchandiser", "商品企划" (not
    # a "Visual Merchandiser", who dresses the shop)
    "merchandise-planner": (
        r"(?i:\bmerchandise\s+plann(?:er|ers|ing)\b|(?<!visual\s)\bmerchandis(?:ers?|ing)\b|"
        r"\bmerch\s+planners?\b)|"
        r"商品企划|商品计划(?:专员|经理|主管)?"
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
    # selling with an engineer's knowledge of the product: "Sales Engineer", "售前工程师"
    "sales-engineer": r"(?i:\b(?:pre-?sales|sales)\s+engineer(?:s|ing)?\b)|售前工程师|销售工程师",
    # selling: "Territory Sales Representative", "Account Executive", "医药代表", "销售经理"
    # (not the numbers sold: "销售额", "sales growth")
    "sales": (
        r"(?i:\bsales\b(?!\s+(?:growth|revenue|volume|figures?|data|ops|operations)\b)|"
        r"\baccount\s+executives?\b|\bkey\s+account\s+managers?\b|"
        r"\bterritory\s+(?:managers?|representatives?|reps?)\b|"
        r"\b(?:medical|pharma(?:ceutical)?)\s+representatives?\b|"
        r"\bbusiness\s+development\s+(?:managers?|representatives?|executives?)\b)|"
        r"销售(?!额|量|数据|收入|增长|业绩|占比)|医药代表|医药销售|大客户经理"
    ),
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
        r"\bhr\s+analytics\b|\b(?:payroll|compensation(?:\s+(?:and|&)\s+benefits)?|c&b)\s+"
        r"(?:specialists?|managers?|administrators?|analysts?|leads?|officers?|executives?))|"
        r"人力资源|人事(?:专员|经理|主管)|招聘(?:专员|经理|主管)|猎头顾问|HRBP|(?<![A-Za-z])HR(?![A-Za-z])|"
        r"(?:薪酬|薪资|薪酬福利)(?:专员|经理|主管|总监|交付)"
    ),
}  # fmt: skip
