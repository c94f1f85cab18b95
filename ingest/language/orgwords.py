"""Organisation words: what makes a name a place of work or study, and the generic words
of a name (legal suffixes, kinds of institution)."""

from __future__ import annotations

import re

from ingest.language.examples import EXAMPLES_EN
from ingest.language.script import HAN

_ORG_EN = (
    r"university|college|institute|institution|school|academy|laborator(?:y|ies)|labs?|research|"
    r"group|inc\.?|ltd\.?|llc|corp\.?|corporation|company|co\.|technolog(?:y|ies)|bank|"
    r"cent(?:er|re)|foundation|team|studio|hospital|agency|gmbh|limited|ministry|"
    r"department|club|council|consulting|capital|systems|solutions|software|cloud|airlines?|"
    r"airways|"
    # public bodies: "Office of the Revenue Commissioners", "Financial Conduct Authority"
    r"commission(?:ers)?|authority|bureau|office\s+of|directorate|embassy|municipality"
)
PUBLIC_BODY_ZH = r"委员会|人民政府|管委会|(?<![布格结饭大全当])局"
_ORG_ZH = (
    r"大学|学院|研究院|研究所|实验室|集团|公司|科技|银行|中心|达摩院|学校|中学|团队|工作室|"
    r"部门|研究组|云|医院|协会|事务所|工厂|幼儿园|小学|"
    # public bodies: "某市发展和改革委员会", "某区人民政府", "某市财政局" (not 布局, 格局)
    rf"{PUBLIC_BODY_ZH}(?![部面限势])"
)
ORG_WORD = re.compile(rf"(?i:\b(?:{_ORG_EN})\b)|{_ORG_ZH}")
# the words of a business's name, never a university's or a lab's ("Mirae Asset Securities",
# "Northwind Capital Partners", "某某证券"): a research associate there holds a job
BUSINESS_WORD = re.compile(
    r"(?i:\b(?:securities|bank|banking|capital|investments?|asset\s+management|holdings|partners|"
    r"consulting|brokerage|insurance|assurance|trading|advisors|advisers|ventures)\b)|"
    r"证券|银行|基金|资本|投资|保险"
)
# what is left of a Chinese name less its place and legal form that is a trade's word, no
# one organisation's ("厦门航空有限公司" → 航空, "上海汽车集团" → 汽车): never a key of a name
GENERIC_NAME_KEYS = frozenset(
    "航空 银行 证券 汽车 科技 电气 能源 医药 保险 电子 通信 软件 网络 信息 投资 地产 物流 建设 "
    "电力 化工 钢铁 制药 生物 传媒 食品 电器 机械 重工 航天 半导体 微电子 光电 新能源 金融 互联网 "
    "教育 医疗 咨询 基金 资本 控股 实业 贸易 技术 工业 商贸 航运 铁路 交通 环保 材料".split()
)
# the words a Chinese organisation's name ends with ("…公司", "…研究院", "…事务所"): a segment
# ending so names a place of work or study, and a role never contains one
ORG_ENDINGS_ZH = (
    r"公司|集团|中心|研究院|研究所|实验室|大学|学院|事业部|部门|银行|事务所|办公室|分所|医院|律所|"
    rf"幼儿园|小学|中学|{PUBLIC_BODY_ZH}"
)
ORG_END_ZH = re.compile(rf"(?:{ORG_ENDINGS_ZH})$")
# a product's model number after its maker's name ("Airbus A320", "Boeing 787"; not a year)
MODEL_AFTER = re.compile(r"\s+(?:[A-Z]{1,3}-?\d{2,4}[A-Za-z]{0,2}|\d{3}(?:-\d{1,3})?)(?![\w.])")
# company legal forms written in capitals after the name ("Zalando SE", "Siemens AG")
LEGAL_FORM = re.compile(
    r"(?<=\w)\s+(?:AG|SE|KG|KGaA|GmbH|N\.V\.|B\.V\.|S\.A\.?|S\.p\.A\.|SAS|SARL|plc|PLC|"
    r"Pty(?:\s+Ltd)?|Oy|ASA|Inc\.?|Ltd\.?|LLC)(?=[\s,，.)]|$)"
)
# ... and the ones written with dots inside ("Acme s.r.o.", "spol. s r.o.", "sp. z o.o.")
DOTTED_LEGAL_FORM = re.compile(
    r"(?i)\b(?:spol\.\s*s\s*r\.\s*o\.|s\.\s*r\.\s*o\.|sp\.\s*z\s*o\.\s*o\.|a\.\s*s\.|k\.\s*s\.|"
    r"s\.p\.a\.|s\.a\.s\.|b\.v\.|n\.v\.|l\.l\.c\.|pty\.\s+ltd\.|co\.,?\s*ltd\.)"
)


def _owned_by(name_chars: str) -> str:
    """Whose company the employer is, its owner's name of `name_chars` ("an Intel company",
    "part of the Sega business"): a pattern's text, for a note in brackets or after a comma."""
    return (
        rf"(?:an?|part\s+of(?:\s+the)?)\s+(?-i:[A-Z]){name_chars}{{0,40}}?\s+"
        r"(?:company|subsidiary|business|brand|affiliate)"
    )


# "(acquired by VMware in 2019)", "(now part of X)", "（后被某公司收购）": history, not the name
OWNER_HISTORY = re.compile(
    r"\s*[(（]\s*(?:(?:later\s+|since\s+)?(?:acquired|bought|merged|now|formerly|renamed)\b"
    # ("(a Snap Inc. company from 2021)", "(a Sega company)")
    rf"|{_owned_by('[^()（）]')}(?:\s+(?:from|since|as\s+of)\b|\s*[)）])"
    r"|后被|已被|现为|原名|被)[^)）]*(?:[)）]|$)",
    re.I,
)
# a company's history told in brackets beside its name: whose it is, what it was
OWNERSHIP_NOTE = re.compile(
    r"(?i)\b(?:subsidiary|subsidiaries|acquired|acquisition|bought|merged|merger|formerly|renamed|"
    r"rebranded|owned|spun|spin-?off|joint\s+venture|parent)\b|子公司|收购|合并|更名|前身|"
    # ... whose company it is: "(a Snap Inc. company from 2021)", "(part of Siemens since 2020)"
    r"^[(（]\s*(?:an?|part\s+of(?:\s+the)?)\s+(?-i:[A-Z])[^()（）]{0,40}?"
    r"(?:\s+(?:company|group|business|brand|affiliate))?\s+(?:from|since|as\s+of)\s*$|"
    r"^[(（]\s*(?P<new>(?-i:[A-Z][\w&.-]+(?:\s+[A-Z][\w&.-]+){0,2}))\s+(?:from|since)\s*$|"
    r"^[(（]\s*(?P<old>(?-i:[A-Z][\w&.-]+(?:\s+[A-Z&][\w&.-]*){0,3}))\s+(?:until|till)\s*$"
)  # (… or its new name: "Total S.A. (TotalEnergies from 2021)"; its old one: "(Total E&P UK
# until 2021)")
# an organisation's initials in brackets after its name ("… Planning & Design (CAUPD)")
INITIALS_NOTE = re.compile(r"\s*[(（][A-Z][A-Z0-9&]{1,9}[)）]")
# a note on who owns the employer, after it in a header's fields ("Altera, an Intel company,
# acquired by Intel in Dec 2015, then …"): no field of its own, and its date no entry's
PARENT_NOTE = re.compile(
    rf",\s*(?:(?:now\s+)?{_owned_by('[^,;]')}|"
    r"(?:later\s+|since\s+|then\s+|now\s+)?(?:acquired|bought|purchased)\s+by\s+[^,;]{1,50})"
    r"(?=\s*[,;]|$)"
)
SCHOOL_WORD = re.compile(
    r"(?i:\b(?:universit(?:y|é|à|ät|eit|ad)|college|institute of technology|school|academy|"
    # a graduate school of its field: "… Institute of International Studies"
    r"institute\s+of\s+(?:[\w-]+\s+){0,3}studies|"
    r"institute\s+of\s+(?:business\s+)?management|"  # "Asian Institute of Management"
    r"polytechnic|politecnico|polytechnique|hochschule|[ée]cole|"
    # a German compound: "FernUniversität in Hagen", "Fachhochschule Kiel", "Musikhochschule"
    r"[a-zäöüß]{2,12}(?:universität|hochschule))\b)|"
    r"大学|学院|学校|中学"
)

# Generic words of an organisation's name, dropped when names are compared ("Alibaba Group",
# "阿里巴巴集团"): the legal and corporate suffixes, and the kinds of institution.
# a hospital, also one named after its university ("北京大学第三医院", "University Medical
# Center"): an employer, not the university
HOSPITAL = re.compile(r"(?i:\bhospital\b|\bmedical\s+cent(?:er|re)\b)|医院|医学中心")
# ... right after a university's name: "复旦大学附属华山医院", "Eastmoor University Hospital"
HOSPITAL_AFTER = re.compile(
    r"\s*(?:医学院)?(?:附属|医学院附属)?[^，,\s]{0,8}?医院|(?i:\s+(?:teaching\s+)?hospital\b)"
)
CORPORATE_SUFFIX_EN = r"group|inc|ltd|llc|corp|corporation|company|co|limited"
CORPORATE_SUFFIX_ZH = r"集团|有限公司|公司"
INSTITUTION_SUFFIX_ZH = r"大学|学院|研究院|研究所|实验室"

# words that widen an organisation named in a question to its whole group ("Alibaba Group
# (any business unit)", "the Tencent family", "under the Tencent umbrella", "阿里系", "腾讯旗下",
# "任何事业部"): no topic of their own (subsidiaries count for their parent anyway); \x00
# stands where the organisation's name was
_SCOPE_NOUN = (
    r"(?:business\s+(?:units?|groups?|lines?)|bus?|bgs?|divisions?|subsidiar(?:y|ies)|"
    r"affiliates?|entit(?:y|ies)|brands?|group\s+compan(?:y|ies)|studios?|"
    r"(?:research\s+)?(?:labs?|institutes?|arms?))\b"
)
GROUP_SCOPE = re.compile(
    # "any part of the group", "any part of the company counts"
    r"(?i)\bany\s+part\s+of\s+(?:the|its|their)\s+(?:group|company|family|business)\b|"
    # "(any Huawei entity)", "all Alibaba companies": the place's name between
    rf"\b(?:any|all|every|whichever)\s+\x00\s*(?:'s\s+)?(?:{_SCOPE_NOUN}|compan(?:y|ies))|"
    r"\b(?:one|any|all|every|whichever|either)\s+(?:of\s+(?:its|their|\x00\s*'s)\s+)?(?:sister\s+)?"
    r"(?:business\s+(?:units?|groups?)|studios?|compan(?:y|ies)(?=\s*(?:$|[,.?;)(（]))|bus?|bgs?|divisions?|subsidiar(?:y|ies)|affiliates?|"
    r"entit(?:y|ies)|brands?|parts?|group\s+compan(?:y|ies)|sub-?brands?|labs?|teams?)"
    r"(?:\s+or\s+(?:labs?|teams?|divisions?|units?|subsidiar(?:y|ies)))?\b|"
    r"\x00[\s,]*(?:family|umbrella|ecosystem|group\s+compan(?:y|ies)|and\s+its\s+subsidiaries)\b|"
    # "including its subsidiaries and business groups", "incl. all its affiliates"
    # "including units such as Alibaba Cloud": the units, named after
    r"\b(?:including|incl\.?)\s+(?:its\s+|their\s+)?(?:units?|subsidiar(?:y|ies)|divisions?|"
    rf"labs?|brands?)\s+(?:{EXAMPLES_EN}|like)|"
    r"\b(?:including|incl\.?|plus|and|or|in|at|across)\s+(?:all\s+(?:of\s+)?|any\s+of\s+)?(?:its|their)\s+"
    rf"{_SCOPE_NOUN}(?:\s*(?:,|and|or|&|/)\s*{_SCOPE_NOUN})*|"
    r"\bunder\s+(?:the\s+)?(?=\x00)|"
    # "anyone come from a WPP agency": the group's agencies, studios
    r"\x00\s+(?:agenc(?:y|ies)|studios?|chains?|labels?)\b|"
    # "中船集团下面船厂的": the group's units (the kind of unit is what they are)
    r"\x00\s*(?:体系|系统|系|旗下(?:的)?(?:子)?(?:公司|企业|品牌)?|集团内|下面的?(?:船厂|工厂|厂|公司|子公司|单位|局|院所|研究所|研究院)?)|(?:任何|任一|任意|各个?|所有)(?:事业部|事业群|部门|子公司|业务线|BU)|"
    # "阿里巴巴集团或其旗下公司、研究机构": the group's own units
    r"(?:或|及|和|以及|含|包括|包含)?其?(?:旗下|下属)(?:的)?(?:公司|企业|机构|子公司)?|"
    r"(?:或|及|和|以及|含|包括|包含)其(?:子公司|关联公司|分公司)|"  # "在三星或其子公司"
    r"[、，,和及或]\s*研究机构"
)

# a word that ends the name of a place (in a question: "at X University", "在X公司")
ORG_SUFFIX_WORD = re.compile(
    r"(?i:\b(?:university|college|institute|laboratory|lab|inc|ltd|group|corp|company)\b)|"
    rf"{INSTITUTION_SUFFIX_ZH}|集团|公司|{PUBLIC_BODY_ZH}"
)
# a Chinese name of a place, by its suffix ("清华大学", "某某科技公司", "某市财政局")
ORG_ZH_NAME = re.compile(
    rf"[{HAN}]{{2,16}}?(?:{INSTITUTION_SUFFIX_ZH}|集团|公司|{PUBLIC_BODY_ZH})(?![{HAN}])|"
    rf"[{HAN}]{{2,12}}?(?:{INSTITUTION_SUFFIX_ZH}|集团|公司)"
)

# the words a team or a department is named with ("Compute Platform", "Infrastructure",
# "Trust & Safety", "Ads Ranking"): a segment made only of them, beside a company's name
# or under a company's heading, is the team, not the employer
# ... and in Chinese: "供应链规划部", "仓储运营部", "商业化中心", "推荐算法组" (a department of the
# company named above, no company of its own)
TEAM_NAME_ZH = re.compile(r"^[\u4e00-\u9fff]{1,12}(?:部|部门|事业部|事业群|中心|小组|组|团队)$")

TEAM_NAME = re.compile(
    r"(?i)^(?:(?:platform|infrastructure|infra|compute|core|search|ads|advertising|payments?|"
    r"data|engineering|research|security|growth|mobile|web|cloud|storage|networking|network|"
    r"systems?|services?|backend|frontend|ml|ai|analytics|personali[sz]ation|"
    r"recommendations?|trust|safety|team|group|department|operations|ops|devops|sre|"
    r"reliability|tooling|tools|developer|experience|foundations?|applied|machine|learning|"
    r"vision|speech|commerce|marketplace|risk|fraud|moderation|identity|billing|checkout|"
    r"logistics|maps|kernel|compilers?|performance|quality|release|build|ranking|"
    r"integrity|privacy|observability|monitoring|"
    # a system's segments ("Ground Segment", "User Terminal Group")
    r"ground|space|user|terminals?|segments?|payloads?|"
    # a business function ("Cost Management", "Mergers & Acquisitions", "Sales & Marketing")
    r"cost|management|sales|marketing|finance|compliance|procurement|sourcing|mergers|"
    r"acquisitions|strategy|treasury|tax|audit|valuations?|development|revenue|pricing|"
    r"planning|&|and|of)\s*)+$"
)


# ... or any words before a unit's noun ("EUV business line", "Imaging Division", "payments
# team" in lower case: "Trip.com Group" is a company)
_UNIT_NAMED = re.compile(
    r"^(?:[\w&/+.-]+\s+){1,4}(?:(?i:division|business\s+line|business\s+unit|department|dept\.?)|"
    r"team|group|org)$"
)


def is_team_name(name: str) -> bool:
    """A team or a department's name ("Infrastructure", "供应链规划部"), no company's."""
    return bool(TEAM_NAME.match(name) or TEAM_NAME_ZH.match(name) or _UNIT_NAMED.match(name))


# what follows a university's name when the two are an independent college of its own, a
# different school (电子科技大学成都学院, 北京理工大学珠海学院, 浙江大学城市学院, 南京大学金陵学院),
# not one of the university's own schools (电子科技大学计算机学院)
INDEPENDENT_COLLEGE_AFTER = re.compile(
    r"^(?:世纪|成都|珠海|中山|城市|金陵|锦江|滨江|文华|华锐|南湖|科文|宁波|苏州|泰州|海滨|东方|"
    r"现代科技|华立|长春|昆明|沈阳|哈尔滨|重庆|广州|武汉|南昌|杭州|天津|北京|上海|深圳|"
    r"宜宾|绵阳|德阳|青岛|威海|徐州|无锡|常州|扬州|镇江|南通|温州|厦门|泉州|福州|贵阳|南宁|"
    r"兰州|太原|石家庄|郑州|合肥|长沙|西安|大连|运城|工程|科技|应用技术|职业技术|"
    # ... or a province ("上海财经大学浙江学院")
    r"浙江|江苏|广东|四川|湖南|湖北|河南|河北|山东|山西|安徽|福建|江西|辽宁|吉林|黑龙江|陕西|"
    r"甘肃|云南|贵州|广西|海南|"
    # the independent colleges' own names ("东南大学成贤学院", "西南财经大学天府学院"; not
    # 信息学院, a university's own school: 中国人民大学信息学院)
    r"成贤|天府|华夏|紫金|钟山|锦城|京江|浦江|仙林|博文|知行|致远|明德|南方|华软|之江|新华|金城|珞珈|"
    r"珠江|中北|现代|北方|滨海|长江|南国|宿迁|晋城|玄奘|天平|渤海|星湖|成功|三江|武昌|浙东|瑞金|泰山|"
    r"钱江|北海|华园|云塘|仰恩|南广|嘉庚|仁爱|希望|至诚|共青|徐海|楚天|城南|文正|太湖|江淮|耿丹|里仁|"
    r"滇池|行健|兴华|育才|潇湘)学院|"
    r"^(?:贤达|天华|华商|东湖|江城)[\u4e00-\u9fff]{0,4}学院|"  # "上海外国语大学贤达经济人文学院"
    r"^[\u4e00-\u9fff]{0,4}分校"  # 华中科技大学武昌分校: a branch school, another school
)
# ... and in English: "Zhejiang University City College", "Nanjing University Jinling College",
# "Zhejiang University Ningbo Institute of Technology" (the same place names, in pinyin)
# ... its name before "College of" the university's ("Nanfang College of Sun Yat-sen University",
# "City College of Zhejiang University"), or before a comma ("Tan Kah Kee College, Xiamen
# University")
_COLLEGE_NAMES_EN = (
    r"(?:City|Jinling|Jinjiang|Binjiang|Wenhua|Huarui|Nanhu|Kewen|Haibin|Dongfang|Oriental|"
    r"Huali|Xianda|Zhijiang|Keyuan|Qianjiang|Tongda|Xinhua|Nanfang|Chengxian|Tianfu|Zijin|"
    r"Zhongshan|Jincheng|Jingjiang|Pujiang|Bowen|Zhixing|Zhiyuan|Mingde|Tan\s+Kah\s+Kee|Sanjiang|"
    r"Xuanzang|Sontan|Xiangjiang|Huaxia|Luojia)"
)
INDEPENDENT_COLLEGE_BEFORE_EN = re.compile(
    rf"\b{_COLLEGE_NAMES_EN}\s+College(?:\s+of\s+(?:the\s+)?|\s*,\s*)$"
)
INDEPENDENT_COLLEGE_AFTER_EN = re.compile(
    r"^,?\s+(?:City|Jinling|Jinjiang|Binjiang|Wenhua|Huarui|Nanhu|Kewen|Haibin|Dongfang|Oriental|"
    r"Huali|Zhuhai|Zhongshan|Chengdu|Ningbo|Suzhou|Taizhou|Hangzhou|Guangzhou|Wuhan|Tianjin|"
    r"Xianda|Zhijiang|Keyuan|Qianjiang|Tongda|Xinhua|Modern\s+Science\s+and\s+Technology)\s+"
    r"(?:College|Institute\s+of\s+Technology)\b"
)


# ... the college, a comma, then the university: the name whole ("of" joins it in one piece,
# which the entry reader keeps whole by `INDEPENDENT_COLLEGE_BEFORE_EN`)
_INDEPENDENT_COLLEGE_NAMED = re.compile(
    rf"\b{_COLLEGE_NAMES_EN}\s+College\s*,\s*"
    r"(?:[A-Z][\w'.&-]*\s+){0,5}University(?:\s+of(?:\s+[A-Z][\w'.&-]*){1,4})?"
)


def independent_college_named(text: str) -> str | None:
    """The whole name of an English independent college a line names with its university's
    after a comma ("Tan Kah Kee College, Xiamen University"): a school of its own, by that
    name (fields split at commas would keep only the university)."""
    return m.group().strip() if (m := _INDEPENDENT_COLLEGE_NAMED.search(text)) else None


def independent_college_en(text: str, start: int, end: int) -> bool:
    """The university named at start..end is the name of an independent college around it
    ("Zhejiang University City College", "Nanfang College of Sun Yat-sen University")."""
    return bool(
        INDEPENDENT_COLLEGE_AFTER_EN.match(text[end : end + 60])
        or INDEPENDENT_COLLEGE_BEFORE_EN.search(text[max(0, start - 40) : start])
    )
