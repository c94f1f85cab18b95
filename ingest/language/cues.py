"""Cues that qualify a mention of an organisation or a line (read by the answer engine's
facts): internship, work, education, status, publication, service."""

from __future__ import annotations

import re

from ingest.language.examples import EXAMPLES_EN

# a committee served on, not a public body named so ("某市发展和改革委员会", "卫生健康委员会")
COMMITTEE_ZH = (
    r"(?<!改革)(?<!健康)(?<!教育)(?<!信息化)(?<!管理)(?<!建设)(?<!科学技术)(?<!常务)委员会"
)
# a workshop held with a conference ("ICCV 2023 Workshop on 3D Vision"): not its main track
WORKSHOP = re.compile(r"(?i:\bworkshops?\b)|研讨会|工作坊")
# a position that is not a permanent employment: a contract, freelance or part-time one
NOT_PERMANENT = re.compile(
    r"(?i:(?<!smart )\bcontract(?:or|ors|ed)?\b|\bfreelanc\w*|\bpart[- ]time\b|"
    r"\btemporary\b|\bself-employed\b|"
    # "Photography assistant (weekends)", "(evenings and weekends)": part-time hours
    r"(?<=[(（])\s*(?:part[- ]time\s*,\s*)?(?:weekends?|evenings?(?:\s+(?:and|&)\s+weekends?)?|"
    r"saturdays?)(?:\s+only)?\s*(?=[)）])|\bweekend\s+(?:job|work|role)\b)|兼职|劳务派遣|自由职业|"
    # (not a unit's business: "薪酬外包事业部", "外包服务中心")
    r"外包(?!事业|部|中心|业务|服务|项目|公司|团队|组|管理)|"
    r"(?<=[(（])周末(?:兼职)?(?=[)）])"
)
# working for oneself, no employer: "Freelance Flutter developer", "自由职业 开发者（独立接单）"
SELF_EMPLOYED = re.compile(
    r"(?i:\bfreelanc\w*|\bself-employed\b|\bindependent\s+(?:consultant|contractor)\b)|"
    r"自由职业|独立接单|自雇"
)
# ... as a question says it too: "self employed", "working for themselves", "自己单干接活的"
SELF_EMPLOYED_ASKED = re.compile(
    rf"自由职业者|{SELF_EMPLOYED.pattern}|(?i:\bself\s+employed\b|\bindependent\s+contractors\b|"
    r"\bworking\s+for\s+(?:themselves|himself|herself)\b|"
    r"\bdoing\s+(?:their|his|her)\s+own\s+thing\b)|自己单干|自己接活|单干|接私活|接活|接项目|接单"
)
# a placement said as done: "done a placement at a power company" (an internship)
PLACEMENT_DONE = r"\b(?:done|did|doing)\s+(?:an?\s+)?placements?\b"
INTERN = re.compile(
    # a graduate, management or engineer trainee is a full-time hire (a programme of rotations)
    r"(?i:\bintern(?:ship)?s?\b|\binterned\b|\bco-?op\b|(?<!graduate\s)(?<!management\s)(?<!engineer\s)"
    r"\btrainees?\b(?!\s+(?:(?:patent|trade\s+mark)\s+)?(?:solicitors?|lawyers?|attorneys?|accountants?|"
    r"engineers?|pilots?|programmes?|programs?|scheme))|"
    r"\bapprentice\w*|"
    r"\bpracticum\b|\bpractice\s+(?:\w+\s+){0,2}(?:engineer|developer|researcher|analyst)s?\b|"
    r"\bworking\s+student\b|\bstudent\s+(?:researcher|engineer|developer|worker)s?\b|"
    r"\bsummer\s+(?:\w+\s+)?(?:engineer|analyst|researcher|associate|consultant|clerk)\b|"
    # "Vacation work student", "vacation scheme", "placement student", "industrial placement"
    r"\bvacation\s+(?:work|scheme|student|programme|program)\b|"
    r"\b(?:placement\s+(?:student|year)|(?:industrial|summer|work|student)\s+placement)\b|"
    # "done a placement at a power company", "placement with a utility"
    rf"{PLACEMENT_DONE}|\bplacements?\s+(?:at|with)\b)|实习"
)
WORK_CUE = re.compile(
    r"(?i:\b(?:work(?:ed|ing|s)?\s+(?:at|for|in|with)|employed|joined|joining|hired|employer|"
    r"full[- ]time|part[- ]time)\b|@)|工作|任职|就职|入职|加入|供职|全职"
)
# a student team or club of a school ("…University Linux User Group", "上海交通大学赛车队",
# "CTF战队"): membership, not a job at the school
STUDENT_GROUP = re.compile(
    r"(?i:\b(?:user\s+group|student\s+(?:union|council|association|team|club)s?|"
    r"formula\s+student|racing\s+team)\b)|学生会|社团|战队|赛车队|方程式车队|(?:大学|学院)车队|俱乐部|兴趣小组"
)
# a mention in such a clause is not employment: awards, contests, programmes, talks, courses,
# customers, partners and collaborations, student teams
NOT_EMPLOYMENT = re.compile(
    r"(?i:\b(?:awards?|awarded|prizes?|scholarships?|fellowships?|competitions?|contests?|"
    r"challenges?|hackathons?|cup|olympiad|summer\s+of\s+code|season\s+of\s+docs|gsoc|code\s+jam|"
    r"kick\s?start|"
    r"hash\s+code|icpc|kaggle|tianchi|round\s+\d+|sponsor(?:ed|ship)?|"
    rf"customers?|clients?|accounts\s+(?:include[sd]?|including|{EXAMPLES_EN}|like|incl\.?)|partners?(?:hip)?|"
    # a recruiter's: "Key accounts include …", "placed 12 engineers at …"
    r"key\s+accounts?|placed\s+(?:\d+\s+)?(?:[\w-]+\s+){0,2}(?:at|with|into)|"
    r"collaborat\w*|cooperat\w*|talks?|invited|keynote|"
    # a study or programme another organisation ran: "Participant, <Firm>-led benchmark study"
    r"participants?|participated|\w+-(?:led|hosted|run|organi[sz]ed)|"
    r"(?:initiat\w+|initial)\s+coverage|research\s+reports?|"
    r"presentations?|presented|speaker|accelerator|demo\s+day|seminars?|webinars?|tutorials?|"
    r"conferences?|summits?|expos?|meetups?|"
    r"certificat\w*|certified|courses?|training\s+(?:sessions?|programmes?|programs?)|"
    r"mooc|nanodegree|reviewers?|committee|finalist|winner|medal|vendor|sdk|"
    r"offers?|declined|turned\s+down|bootcamps?|developer\s+programs?|developer\s+programmes?|"
    r"beta\s+testers?|early\s+access|ambassadors?|grants?|grantee|"
    # a body or round table the owner belongs to: "… heads from Hilton, Accor … (member since
    # 2016)"
    r"member\s+since|round[- ]tables?|"
    # a visit to a company, not a job there ("Benchmark visit to <Company>'s plant")
    r"visits?\s+to|visited|(?:benchmark(?:ing)?|site|study)\s+visits?)\b)|"
    + STUDENT_GROUP.pattern
    # (客户端 is a client app, 客户经理 / 客户成功 a job: not a customer)
    + r"|杯|竞赛|比赛|大赛|挑战赛|奖|冠军|亚军|合作|客户(?!端|经理|成功|服务|运营|体验|代表|支持)|"
    r"赞助|讲座|报告会|分享会|演讲|"
    # a report written on a company, not a job there ("协助撰写《DHL 与顺丰…》深度报告")
    r"研报|深度报告|研究报告|行业报告|点评报告|首次覆盖|"
    r"受邀(?!加入|入职)|开发者大会|大会|分会场|论坛|展会|峰会|参观|走访|拜访|"
    r"认证|证书|课程|公开课|外部培训|培训班|培训课|"
    r"邀请报告|特邀报告|做报告|作报告|宣讲|"
    r"训练营|青训营|夏令营|冬令营|结营|学员|供应商|拒绝|婉拒|联合(?=开发|研发|发布|研究|举办|主办|推出|培养|攻关|建模|项目|实验室|课题|出品)|竞争对手|竞品|天池|新人赛|赛道|开发者计划|资助|获赠|"
    # an offer got, not a job held ("2021 年获网易游戏 2022 届校招 / offer(已拒绝)", wrapped)
    r"获[^，。；,;]{0,16}校招|录用通知|录用意向|(?i:offer)|未入职|放弃入职|未接受|职位录用|"
    r"(?i:\btop\s*\d+(?:\.\d+)?\s*%)"
)
# an award, a scholarship or a contest named where a position would be ("HPCA Best Paper
# Award", "Founder Scholarship, Peking University: 2019", "… Data Application Contest"): not
# a position
# work with another organisation, not for it: "Collaborative project with <Company>",
# "joint project", "与…的联合建模项目", "合作项目"
PARTNERSHIP = re.compile(
    r"(?i:\bcollaborat\w*|\bpartner(?:ship|ed)?s?\b|\bjoint\s+(?:project|research|work)\b)|"
    r"联合|合作"
)
# an employer its CV calls a startup: "Joined the Series B neobank startup", "early-stage
# startup", "（GPU 芯片初创公司，2019 年成立）", "天使轮"
STARTUP = re.compile(
    # ("early-stage prototypes" is no company: the stage of a company only)
    r"(?i:\bstart-?ups?\b|\b(?:early|seed)[- ]stage\s+(?:[\w-]+\s+){0,2}?(?:start-?ups?|"
    r"compan(?:y|ies)|cos?|firms?|ventures?)\b|\bpre-?seed\b|"
    r"\bseries[- ][a-d]\b|\b(?:vc|venture)[- ]backed\b|\bstealth[- ]mode\b)|"
    r"初创|创业公司|创业团队|天使轮|种子轮|(?<![A-Za-z])[A-D]\+?轮(?:融资)?"
)
# an open-source or personal project listed like a job: its stars, "个人项目" / "personal
# project" (in its header or first line), or a repository's slug as the header
# ("acme-labs/fastq — 2019 -- 至今"): no position
OWN_PROJECT = re.compile(
    r"(?i:\b\d+\s*(?:github\s+)?(?:stars?|forks?)\b|\b(?:personal|side|hobby|pet)\s+projects?\b)|"
    r"个人项目|开源项目|业余项目"
)
REPO_HEADER = re.compile(r"(?i)^\s*[\w.-]*[a-z][\w.-]*/[\w.-]*[a-z][\w.-]*\s*(?:[—–|·:]|\s-\s|$)")
HONOUR = re.compile(
    r"(?i:\b(?:awards?|prizes?|scholarships?|contests?|competitions?|hackathons?|olympiads?|"
    r"summer\s+of\s+code|code\s+jam|hash\s+code|icpc|kaggle|merit\s+students?|"
    r"excellent\s+graduates?|honou?rs\s+and\s+awards)\b)|"
    r"奖学金|获奖|一等奖|二等奖|三等奖|特等奖|竞赛|比赛|大赛|挑战赛|优秀毕业生|三好学生|"
    r"荣获|获评|优秀员工|优秀新人|年度优秀|\d\s*年\s*获"
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
# an offer, admission or plan is not study: "admitted to the PhD programme",
# "已获…录取，尚未入学", "毕业后计划申请博士项目", "planning to apply for PhD programmes"
ADMITTED = re.compile(
    r"(?i:\b(?:admitted|admission|admit|offer\s+of\s+admission|incoming|will\s+(?:join|start|begin))\b|"
    r"\b(?:plan(?:s|ning)?|intend(?:s|ing)?|hop(?:e|es|ing)|aim(?:s|ing)?)\s+to\s+(?:apply|pursue|start|do)\b|"
    r"\bapplying\s+(?:to|for)\b|"
    r"\bdeferred\s+(?:entry|admission)\b)|"
    # ("获本校推荐免试研究生资格（已放弃）", "硕博连读推荐资格"): a place offered, no degree
    r"录取|(?:推免|保送|保研)资格|推荐免试|推荐资格|拟入学|尚未入学|即将入学|待入学|(?:计划|打算|准备|拟)(?:申请|攻读|读)|申请中"
)
# an offer of a place never taken up, whatever dates the entry gives: "MSc (offer accepted
# 2019, did not enrol)", "放弃入学"
NOT_ENROLLED = re.compile(
    r"(?i:\b(?:did\s+not|didn'?t|never)\s+(?:enrol|enroll|matriculate|attend|start)\w*)|"
    r"未入学|放弃入学|未就读|未报到"
)
# a talk given at a school is no study there: "Guest lecture, <university>, 2023", "受邀在…做讲座"
TALK_GIVEN = re.compile(
    r"(?i:\b(?:guest\s+lectures?|guest\s+lecturer|invited\s+(?:talks?|lectures?|speaker)|"
    r"keynotes?|speaker|panell?ist|masterclass|gave\s+(?:a\s+)?(?:talk|lecture)s?)\b)|"
    # ("2021 受邀在某大学建筑学院做分享")
    r"讲座|做报告|作报告|受邀[^，。；]{0,30}?(?:演讲|分享|报告|授课)|特邀(?:演讲|嘉宾)|客座讲师"
)
# the words of a school's unit a study cue holds, named where a talk was given ("建筑学院")
_UNIT_WORD = re.compile(r"(?i:school of|department of|college of|faculty of)|学院")


def talk_given(text: str) -> bool:
    """A talk given at a school, no study there: no cue of study but a unit's name."""
    return bool(TALK_GIVEN.search(text)) and all(
        _UNIT_WORD.fullmatch(c.group()) for c in EDUCATION_CUE.finditer(text)
    )


# a sentence that says a paper appeared somewhere ("My work has appeared at NeurIPS 2020")
PUBLISHED_AT = re.compile(
    r"(?i:\b(?:appeared|published|accepted|presented)\s+(?:at|in|to|by)\b|\bpapers?\s+(?:at|in)\b)|"
    r"发表于|发表在|被.{0,6}录用|收录"
)
# a line that counts its owner's papers: "发表 EI 会议论文 1 篇", "published 3 peer-reviewed papers"
PAPERS_COUNTED = re.compile(
    r"发表(?:了|过)?[^，。；;]{0,12}?论文\s*(?:\d+|[一二两三四五六七八九十]+)\s*篇|"
    r"(?i:\bpublished\s+(?:\d+|one|two|three|four|five|six|several)\s+(?:[\w-]+\s+){0,3}"
    r"(?:papers?|articles?)\b)"
)
# a line that labels itself a paper, in any section: "发表：《…》", "Publication: …"
PUBLICATION_LABEL = re.compile(
    r"^\s*(?:发表(?:论文)?|论文(?:发表)?|(?i:publications?|published\s+(?:paper|in)|paper))\s*[:：]\s*\S"
)
# a citation by its document-type mark (GB/T 7714: "… [J]. 中国翻译, 2020(4): 112-118"), a paper
# wherever the CV lists it
CITATION_TYPE = re.compile(r"\[(?:J|C|D|M|EB/OL|J/OL)\]\s*[.．,，]\s*\S.{0,60}?(?:19|20)\d{2}")
# "硕士研究生" / "博士研究生" name the degree itself, not a student status
STUDENT = re.compile(r"(?i:\b(?:student|candidate)\b)|(?<!硕士)(?<!博士)研究生|学生")
# a degree left unfinished: "left in 2014 without completing the degree", "dropped out", "肄业"
NOT_COMPLETED = re.compile(
    r"(?i:\bwithout\s+(?:completing|finishing|graduating|(?:a\s+|the\s+)?(?:degree|diploma))\b|"
    r"\bdropped\s+out\b|"
    r"\bdid\s*n[o']t\s+(?:complete|finish|graduate)\b|\bwithout\s+(?:submitting|defending)\b|"
    r"\bdid\s*n[o']t\s+(?:submit|defend)\s+(?:the\s+|my\s+|a\s+|their\s+)?(?:dissertation|thesis)\b|\b(?:not|never)\s+(?:completed|finished)\b|"
    r"\bincomplete\b|\bunfinished\b|\bwithdr[ae]wn?\b|\bdiscontinued\b|\babandoned\b|"
    # "dissertation not submitted; degree not awarded"
    r"\b(?:degree\s+)?not\s+(?:awarded|conferred)\b|\b(?:dissertation|thesis)\s+not\s+submitted\b|"
    r"\bleft\s+(?:the\s+)?(?:program(?:me)?|course|university|school)\b|\ball\s+but\s+dissertation\b|"
    r"\bleft\s+(?:\w+\s+){0,2}before\s+(?:completing|finishing|graduating|the\s+degree)\b|"
    r"\bleft\s+after\s+(?:one|two|three|a|\d+|the\s+first|the\s+second)\s+"
    r"(?:years?|semesters?|terms?|months?)\b|\bleft\s+after\s+(?:year|semester|term)\s+\d\b|"
    # "(left after the qualifying exams to join Two Sigma; no degree)"
    r"\bleft\s+after\s+(?:the\s+|my\s+)?(?:qualifying|quals?|qualifiers?|prelim\w*|candidacy|"
    r"comprehensive|comps?|coursework)\b|(?<![-\w])no\s+degree\b(?!\s+(?:required|needed))"
    r")|\bABD\b|肄业|辍学|退学|未完成学业|未完成(?:学位)?(?=[，,、)）(（\s]|$)|提前离校|(?:已|中途)退出|未获得?学位|未(?:提交|完成)(?:毕业)?论文|论文未(?:提交|答辩)|未通过(?:论文)?答辩|没有?(?:拿到|获得)学位|"
    r"(?:放弃|中止|终止)(?:了)?(?:学业|学位|攻读)|"
    # "修读一年后因工作调动中止，未毕业": stopped, not graduated
    r"中止[，,、；;]?\s*未毕业|(?:后|因[^，,。]{0,8})(?:中止|终止)(?=[，,、；;。]|$)"
)
COMPLETED = re.compile(
    r"(?i:\b(?:completed|received|earned|obtained|graduated|awarded|conferred|finished)\b)|"
    r"获得|已毕业|毕业于"
)
# "Member, Availability & Reproducibility Committee, SIGMOD 2025": a committee by its name
_COMMITTEE_NAMED = r"(?:reproducibility|artifacts?|availability)\s+committees?"
# (not "TPC-H", a benchmark: a word with a hyphen after it is another word)
SERVICE = re.compile(
    r"(?i:\b(?:program(?:me)?\s+committees?|pc\s+members?|pc|tpc|artifact\s+evaluation|aec?|"
    r"reviewers?|reviewed|reviewing|sub-?reviewers?|referee(?:s|d|ing)?|session\s+chairs?|chairs?|"
    r"co-chairs?|"
    r"organi[sz]ing\s+committees?|committee\s+members?|shadow\s+pc|editorial\s+board|"
    rf"served\s+(?:on|as)|review\s+(?:board|committee|panel)s?|{_COMMITTEE_NAMED})\b(?!-))|"
    rf"审稿|程序委员会|{COMMITTEE_ZH}|"
    r"(?:论文|稿件|学术|会议|期刊)评审|评审(?:人|委员|专家)|审稿人"
)
COMMITTEE = re.compile(
    r"(?i:\b(?:program(?:me)?\s+committees?|pc\s+members?|pc|tpc|spc|senior\s+pc|"
    r"area\s+chairs?|program(?:me)?\s+chairs?|artifact\s+evaluation|aec?|"
    r"organi[sz]ing\s+committees?|committee\s+members?|shadow\s+pc|review\s+(?:board|committee)s?|"
    rf"{_COMMITTEE_NAMED})"
    rf"\b(?!-))|程序委员会|{COMMITTEE_ZH}|领域主席"
)
ARTIFACT = re.compile(
    r"(?i:\bartifact\s+evaluation|\baec?\b|\b(?:reproducibility|artifacts?)\s+committees?)|工件评估"
)
PUBLICATION_NOISE = re.compile(
    r"(?i:\b(?:talks?|invited|keynote|guest\s+lectures?|seminars?|webinars?|"
    r"panel(?:l)?ists?|volunteer(?:s|ed|ing)?)\b|"
    # a talk given: "2025 Speaker, “Pillar Two …”, CIOT Autumn Conference", "speaker at …"
    # (not a paper on speaker verification)
    r"^\W*(?:(?:19|20)\d\d\s*[-–:]?\s*)?(?:invited\s+|keynote\s+|guest\s+)?speakers?\s*(?:[,:：]|\s[—–-]\s)|"
    r"\bspeaker\s+at\b|\bas\s+(?:an?\s+|the\s+)?(?:invited\s+|keynote\s+|guest\s+)?speaker\b)|"
    r"讲座|演讲|报告会|志愿者|"
    r"主讲(?:嘉宾|人)?|分享嘉宾|演讲嘉宾|"
    # a contest placed in, listed among the papers ("KDD Cup 2019 … 第三名"): no paper
    r"(?i:(?:cup|challenge|hackathon|competition)\s+(?:19|20)\d\d|(?:1st|2nd|3rd)\s+place)|"
    r"第[一二三四五六七八九十\d]+名|冠军|亚军|季军|一等奖|二等奖|三等奖"
)


# a credential, in a CV line or a question: "AWS Certified Solutions Architect", "CKA", "PMP",
# "持有 CFA 证书", "阿里云 ACP 认证"; the acronyms are the common ones (`CREDENTIAL_NAMES`, which
# a question names them by)
CREDENTIAL_NAMES = re.compile(
    r"\b(?:CKA|CKAD|CKS|PMP|CFA|CPA|FRM|CISSP|CISA|CISM|OSCP|CCNA|CCNP|CCIE|RHCE|RHCSA|ACCA|"
    r"PMI-ACP|CSM|CSPO|ITIL|"
    # actuaries' fellowships and associateships: SOA, CAS, IFoA, China's
    r"FSA|ASA|FCAS|ACAS|FIA|FFA|AIAA|FCAA|FCIA|CERA)(?-i:s)?\b"
)
# ... and the credentials a question names in words, by the acronym a CV states
CREDENTIAL_WORDS: dict[str, re.Pattern[str]] = {
    "PMP": re.compile(
        r"(?i:\bproject\s+management\s+professional\b(?:\s+by\s+(?:the\s+)?pmi\b)?)|"
        r"项目管理(?:专业人士|那个证|的证|证书|资格证)(?:[^，,。？?]{0,6}pmi[^，,。？?]{0,6})?",
    ),
    "CKA": re.compile(r"(?i)\bcertified\s+kubernetes\s+administrator\b"),
    # China's registered architects and constructors, by their nicknames: "一注", "一建"
    "一级注册建筑师": re.compile(r"一注(?!册|结构)|一级注册建筑师"),
    "一级注册结构工程师": re.compile(
        r"一注结构|一级注册结构(?:工程)?师|"
        r"(?i:\bclass[- ]?(?:1|one|i)\s+(?:registered\s+)?structural\s+engineer)"
    ),
    "一级建造师": re.compile(r"一建(?![设造筑立])|一级建造师"),
    "CFA": re.compile(r"(?i:\bchartered\s+financial\s+analyst\b)|特许金融分析师"),
    # patent attorneys' qualifications: the EPO's (by its exam, the EQE) and the UK's
    "European Patent Attorney": re.compile(
        r"(?i:\beuropean\s+patent\s+(?:attorney|agent)s?\b|(?<![A-Za-z])EQE(?![A-Za-z])|"
        r"\beuropean\s+qualifying\s+exam(?:ination)?s?\b)|欧洲专利(?:代理人|代理师|律师)"
    ),
    # a licence to fly ("CPL", "商照"; no dispatcher's or drone operator's licence)
    "Pilot Licence": re.compile(
        r"(?i:\b(?:commercial|private|airline\s+transport)\s+pilot(?:['’]s)?\s+licen[cs]e\b|"
        r"\bpilot(?:['’]s)?\s+licen[cs]e\b)|(?<![A-Za-z])(?:CPL|ATPL|PPL)(?![A-Za-z])|"
        r"飞行执照|飞行员执照|飞机驾驶执照|(?<!无人机)驾驶员执照|商照|私照"
    ),
    "Chartered Patent Attorney": re.compile(
        r"(?i:\bchartered\s+(?:uk\s+|british\s+)?patent\s+attorneys?\b)|英国(?:特许)?专利(?:代理人|代理师|律师)"
    ),
    "CPA": re.compile(r"(?i:\bcertified\s+public\s+accountant\b)|注册会计师"),
    "FRM": re.compile(r"(?i:\bfinancial\s+risk\s+manager\b)|金融风险管理师"),
    # "Fellow of the Society of Actuaries", "北美精算师": the SOA's; the IFoA's is FIA
    "FSA": re.compile(
        r"(?i:\bfellows?\s+of\s+the\s+society\s+of\s+actuaries\b|"
        r"\bnorth\s+american\s+actuar(?:ial|y)\s+(?:fellow(?:ship)?|credential)s?\b)|"
        r"北美(?:正式?)?精算师(?:协会)?(?:的)?(?:正式)?(?:会员|资格)?"
    ),
    "FIA": re.compile(
        r"(?i:\bfellows?\s+of\s+the\s+institute\s+(?:and\s+faculty\s+)?of\s+actuaries\b)|"
        r"英国精算师"
    ),
    "FCAS": re.compile(r"(?i)\bfellows?\s+of\s+the\s+casualty\s+actuarial\s+society\b"),
    "FCAA": re.compile(r"中国精算师"),
    # a belt of Six Sigma is its own credential: a green belt is no black belt
    "Six Sigma Black Belt": re.compile(
        r"(?i:\b(?:lean\s+)?(?:six|6)\s*(?:sigma|σ)\s+black\s+belt\b|(?<![A-Za-z])L?SSBB(?![A-Za-z])|"
        r"(?:六|6)\s*(?:西格玛|σ|sigma)\s*黑带)"
    ),
    "Six Sigma Green Belt": re.compile(
        r"(?i:\b(?:lean\s+)?(?:six|6)\s*(?:sigma|σ)\s+green\s+belt\b|(?<![A-Za-z])L?SSGB(?![A-Za-z])|"
        r"(?:六|6)\s*(?:西格玛|σ|sigma)\s*绿带)"
    ),
}
CERTIFICATION = re.compile(
    # (not the French bachelor's: "Licence (Bachelor) in Economics", "Licence en droit")
    r"(?i:\bcertif(?:ied|ications?|icates?)\b|\bcerts?\b|"
    r"\blicen[cs]ed?\b(?!\s*(?:\(\s*(?:bachelor|b\.?\s?sc|b\.?a)\b|en\s|in\s+[A-Z]|de\s)))|"
    + CREDENTIAL_NAMES.pattern
    + r"|认证|证书|资格证|执业资格|执照"  # ("民用航空器维修人员执照": a licence held)
)
# a project of one's studies or spare time, not of a job: "（课程项目）", "Capstone project",
# "personal project", "毕业设计", "hackathon"
STUDY_PROJECT = re.compile(
    r"(?i:\b(?:course|class|coursework|school|university|uni|academic|personal|side|hobby|pet|"
    r"student|capstone|thesis|graduation|semester|term)\s+projects?\b|\bcapstone\b|"
    r"\bhackathons?\b|\bcoursework\b|\bhome[- ]?lab\b|\bself[- ]taught\b|\bself[- ]study\b|"
    # a course taken, not work: "Online course: Introduction to A/B Testing (Udacity)"
    r"\bonline\s+courses?\b|\bcertificate\s+of\s+completion\b|\bmoocs?\b)|在线课程|网课|"
    r"课程项目|课程设计|课程大作业|大作业|毕业设计|毕设|个人项目|自学|"
    r"学校项目|校内项目|学生项目|业余项目|课设"
)
# a short course at a school, no degree of it: "智能制造高级研修班（结业证书）", "继续教育学院",
# "Executive Education programme", "short course" (no study there for "who studied at …")
SHORT_COURSE = re.compile(
    r"(?i:\bexecutive\s+education\b|\bexec\s+ed\b|\bshort\s+courses?\b|"
    r"\bcertificate\s+(?:course|programme|program)\b|\bcontinuing\s+education\b|"
    r"\b(?:summer|winter)\s+(?:school|camp|programme|program)\b)|"
    r"研修班|培训班|进修班|结业证书|继续教育学院|高级研修|短期培训|培训课程|暑期学校|暑期课程|夏令营|冬令营|寒假学校"
)
# a degree studied beside a job: "Executive MBA (part-time, weekend programme)", "工程硕士（非全日
# 制，在读）", "工商管理（在职 MBA）", "online master's"
PART_TIME_STUDY = re.compile(
    r"(?i:\bpart[- ]time\b|\bexecutive\s+(?:mba|master|m\.?s|education)|\bEMBA\b|"
    r"\bweekend\b|\bevening\s+(?:program|programme|classes|mba)|\bonline\b|"
    r"\bdistance\s+(?:learning|education)\b)|在职|非全日制|非全|周末班|业余|函授|远程教育|网络教育|兼读|兼讀"
)
# a sentence that tells of an internship done, in so many words ("interned at", "a summer
# internship", "在某公司实习"; `INTERN` also reads titles: trainee, co-op, apprentice)
INTERNED = re.compile(r"(?i:\binterned\b|\binternship\b)|实习")
# an internship told in a full-time job's entry: "实习转正后入职", "converted from intern to
# full-time", "joined after my internship" (the job is no internship)
CONVERTED_FROM_INTERN = re.compile(
    r"(?:实习(?:后|期满)?)?转正(?:后)?(?:入职|留用)|实习(?:后)?转正|"
    r"(?i:\bconverted\s+(?:from\s+(?:an?\s+)?intern(?:ship)?\s+)?to\s+(?:a\s+)?full[- ]time\b|"
    r"\b(?:after|following)\s+(?:an?\s+|my\s+|the\s+|a\s+summer\s+)?internship\b|"
    r"\bfrom\s+intern(?:ship)?\s+to\b)"
)
# The words of a step up inside one entry, one home for the entry splitter and the title
# steps: "promoted in 2019", "2016 年晋升" (PROMOTION_WORD); the title held after it, "SRE, later
# Senior SRE (from 03/2021)" (LATER_TITLE_WORD, LATER_TITLE_WORD_ZH), "2022.01 起任高级产品经理"
# (BECAME_ZH).
PROMOTION_WORD = r"(?:(?i:promoted|promotion)|晋升|升职|升为|升任)"
# the arrow between two titles of one entry: "工程师 → 高级工程师", "Analyst -> Senior Analyst"
TITLE_ARROW = r"(?:->|→|⟶|=>|➔)"
LATER_TITLE_WORD = r"(?i:later|then|subsequently)"
BECAME_ZH = r"(?:升任|晋升为?|担任|任)"
LATER_TITLE_WORD_ZH = rf"后{BECAME_ZH}?"
# a promotion told in an entry's lines: "Promoted to Director in March 2023", "2024年3月由数据
# 分析师晋升为高级数据分析师", "2022 年 4 月晋升为资深验证专家" (a second title at the employer)
PROMOTED = re.compile(
    r"(?i:\bpromoted\s+(?:to|from)\b|\bpromotion\s+to\b)|晋升(?:为|至|到)|"
    r"升(?:任|为|至)(?=[^，。；,;]{0,12}(?:经理|总监|工程师|专家|分析师|主管|负责人|组长|(?i:lead|manager|director)))"
)
# a posting to another place within a job: "seconded to the London office", "外派德国法兰克福"
POSTED = re.compile(
    r"(?i:\b(?:seconded|secondment|posted|relocated|transferred|expat(?:riate)?\s+assignment|"
    r"international\s+assignment|on\s+assignment)\b)|外派|派驻|常驻|驻外|借调|调往|调至|调任"
)
# a stay at a school that gives no degree: "Exchange semester (non-degree)", "visiting
# student", "交换生", "暑期学校"
NON_DEGREE = re.compile(
    r"(?i:\bnon[- ]degree\b|\bexchange\s+(?:semester|student|program(?:me)?|year|term)s?\b|"
    r"\bvisiting\s+(?:student|scholar)\b|\bsummer\s+school\b|\bstudy\s+abroad\s+(?:semester|program))|"
    r"交换生|交换学习|交流学习|交换项目|访问学生|暑期学校|暑校|非学位"
)


# a tool named as the trade of the people hired, not one used: "Placed 70+ hires, including
# Kubernetes and SRE engineers", "招聘 Java 工程师 30 名" (a recruiter's or manager's line)
HIRING = re.compile(
    r"(?i:\b(?:plac(?:ed|ing|es)|hir(?:ed|ing|es)|recruit(?:ed|ing|s)?|sourc(?:ed|ing)|"
    r"headhunt(?:ed|ing)?|staff(?:ed|ing)|fill(?:ed|ing))\b)|招聘|招募|招到|猎聘|猎头"
)
_PEOPLE_AFTER = re.compile(
    r"(?i)(?:\s*(?:and|or|&|/|,)?\s*(?!(?:for|in|with|to|at|on|of|using|via|by|into)\b)"
    r"[\w+#.-]+){0,3}?\s+(?:engineers?|developers?|hires|"
    r"candidates|specialists|professionals|scientists|architects|talent|consultants)\b|"
    r"[^，。；,;]{0,8}?(?:工程师|人才|候选人|开发者)"
)


def names_people_hired(line: str, end: int) -> bool:
    """Whether the tool named up to `end` of a line of hiring names the people hired."""
    # (the anchored match first: most tools are not followed by people, and it fails fast)
    return _PEOPLE_AFTER.match(line, end) is not None and HIRING.search(line) is not None


# a client or partner named just before, in the same clause ("client sites (Vodafone, …)"), or a
# company an analyst covers ("covering China autos (BYD, CATL, …)", "覆盖比亚迪、宁德时代")
CLIENT_BEFORE = re.compile(
    r"(?i:\b(?:clients?|customers?|partners?)\b|客户|合作方)[^.;。；]{0,25}$|"
    r"(?i:\b(?:covering|coverage\s+(?:of|on)|covers|covered)\b)[^.;。；]{0,60}$|(?:覆盖|首次覆盖)[^。；]{0,20}$|"
    # ... or a rival: "took share from HP and Brother", "competing against Acme", "竞品（…）"
    r"(?i:\b(?:(?:market\s+)?share|accounts|business)\s+(?:away\s+)?from|\bcompet(?:ing|ed|e)\s+"
    r"(?:with|against)|\b(?:competitors?|rivals?)\b)[^.;。；]{0,25}$|(?:竞品|竞争对手|友商)[^。；]{0,20}$"
)
# a platform named as a channel sold on or a shop on it, in an entry's body ("负责…抖音、快手渠道的
# 整体运营", "天猫旗舰店", "our TikTok Shop store"): no place of work
CHANNEL_AFTER = re.compile(
    r"(?:\s*[、/和及与]\s*[\w\u4e00-\u9fff]{1,12}?)*\s*(?:等)?\s*"
    r"(?:渠道|旗舰店|店铺|直播间|小店|(?i:shops?|stores?|channels?)\b)"
)
