"""Stop words: the words of a question that carry no topic, in English and Chinese.

`EN_STOP` are whole Latin tokens (as `vectorstore.lexical.tokenize` gives them) dropped from
a question's topic: question words, auxiliaries, pronouns, prepositions, request verbs
("list", "show"), and words that only say "a person with experience". `ZH_FILLER` are
Chinese filler phrases removed before tokenizing (Chinese has no spaces to split words on)."""

from __future__ import annotations

import re

EN_STOP = frozenset(
    {
        "aka", "another", "behind", "summer", "pls", "plz", "must", "matters", "matter", "any1",
        "anyone1", "researching", "researched", "schools", "universities", "unis", "colleges",
        "who", "whom", "whose", "which", "what", "when", "where", "why", "how", "has", "have",
        "had", "having", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did",
        "done", "doing", "worked", "work", "works", "working", "on", "at", "in", "of", "for", "to",
        "from", "with", "by", "the", "a", "an", "and", "or", "any", "anyone", "someone", "somebody",
        "anybody", "candidate", "candidates", "people", "person", "persons", "experience",
        "experienced", "ever", "there", "here", "that", "this", "these", "those", "them", "they",
        "their", "she", "he", "her", "his", "him", "me", "us", "our", "we", "you", "your", "i",
        "it", "its", "can", "could", "would", "should", "will", "shall", "may", "might", "list",
        "show", "find", "tell", "give", "about", "among", "all", "also", "as", "into", "onto",
        "than", "then", "so", "such", "please", "kind", "sort", "know", "knows", "known",
        "background", "previously", "before", "straight", "currently", "now", "today", "yet",
        "one", "ones",
        "someone's", "done?", "field", "area", "related", "relevant", "who's", "whos", "ex",
        "former", "formerly", "folks", "guys", "roles", "right", "rn", "but", "least", "more",
        "got", "get", "new", "grads", "grad", "graduates", "fresh", "never", "employees",
        "coded", "coding", "while", "built", "building", "stint", "stints", "fit", "fits",
        "later", "earlier", "higher", "above", "subsidiary", "subsidiaries", "including",
        "incl", "spent", "industry", "professional", "professionally", "overall", "total",
        "trade", "fine", "ok", "okay", "doesnt", "dont", "real", "actual", "actually",
        "veteran", "veterans", "seasoned", "stuff", "things", "something", "somewhere", "anywhere",
        "who've", "who'd", "who're", "they've", "whove", "need", "needs", "needed", "exp", "yoe",
        "looking", "w/", "w", "wanted", "ppl", "already", "some", "point", "past", "shipped",
        "without",
        "other", "others", "like", "says", "say", "said", "everyone", "everybody", "i.e", "i.e.",
        "ie", "e.g", "e.g.", "eg", "level", "levels", "whatever", "whichever", "programme",
        "programmes", "just", "even", "merely", "too", "type", "types", "stayed", "stay", "tenure",
        "juniors", "qualification", "qualifications", "either", "come", "came", "comes",
        "started", "starting", "career", "careers", "track", "side", "studio", "present", "role",
        "hands-on", "hands", "handson", "pull", "fetch", "out", "pool", "pile", "doctors",
        "owned", "acquired", "parent", "affiliate", "affiliates", "family", "umbrella",
        "basically", "essentially", "literally", "honestly", "probably", "maybe", "perhaps",
        "holding", "writes", "wrote", "workforce",
        "unit", "units", "division", "divisions", "entity", "entities", "similar",
        "business", "businesses", "theirs", "ours",
        "interning", "interned", "subs", "+", "place", "places", "grinding", "grind",
        "through", "since", "sometime", "anytime", "start", "starts", "worldwide", "globally",
        "qualifies", "qualify", "eligible",
    }
)  # fmt: skip
# a topic's words that only say "some work on it" ("做过UE项目的", "LLM stuff"): beside a stressed
# name no CV uses, they stand in for nothing
TOPIC_GENERIC = frozenset(
    {
        "项目",
        "项",
        "目",
        "经验",
        "经",
        "验",
        "相关",
        "project",
        "projects",
        "stuff",
        "things",
        "work",
    }
)
# tokens that are no topic term of a structured question ("GPU-based", "推荐相关"), besides EN_STOP
TOPIC_NOISE = frozenset(
    {
        "s", "who", "one", "or", "and", "过", "做", "相关", "工作", "based", "related", "oriented",
        "development", "dev", "ops", "eng", "engs",
        "driven", "centric", "powered", "specific", "e.g", "etc", "including", "such",
    }
)  # fmt: skip
# English chat around a question that names nothing asked: "any phds in the pool", "doing an mba
# on the side", "who's managing a team atm" (the "now" itself is read by `NOW_ASKED`)
# "to C", "2C", "B2C", "D2C": selling to consumers (a market, never the C language)
_TO_CONSUMERS = r"(?<![a-z])(?:to\s*|[bd]?2)c(?:\s*端)?"
# "whatever part of it", "any arm of the group": any part of a group a question names
ANY_PART_OF = (
    r"\b(?:whatever|any|every)\s+(?:part|arm|unit|subsidiary|company)\s+of\s+"
    r"(?:it|them|the\s+group)"
)
TO_CONSUMERS = re.compile(rf"(?i){_TO_CONSUMERS}(?![a-z+#])")
EN_FILLER = re.compile(
    r"(?i)\b(?:in|from)\s+(?:the|our|this|my)\s+(?:pool|pipeline|list|bunch|batch|lot|db|"
    r"database|system|stack\s+of\s+cvs)\b|\bin\s+here\b|\bon\s+the\s+side\b|\batm\b|"
    r"\bat\s+the\s+moment\b|\bthese\s+days\b|\bas\s+of\s+now\b|\bso\s+far\b|"
    r"\b(?:(?:title|level|role|seniority)[\s-])?wise\b|"  # "senior-level right now title wise"
    r"\b(?:just\s+)?(?:out\s+of|fresh\s+out\s+of)\s+(?:school|college|uni(?:versity)?)\b|"
    r"\bin\s+(?:any\s+)?(?:form|shape|capacity)\b|\bunder\s+(?:(?:their|his|her|my|the)\s+)?belts?\b|"
    # "alipay's parent company" (the parent is read with the name), "the old Emerson …"
    r"(?:'s|’s)\s+parent(?:\s+(?:company|group|firm|co))?\b|\bparent\s+company\b|\bthe\s+old\b|"
    # "one of VW's china JVs": what the company owns or holds a share of (it counts with it)
    r"(?:'s|’s)\s+(?:(?:china|chinese|local|us|uk|european|asian|overseas)\s+)?"
    r"(?:jvs?|joint[- ]ventures?|subsidiar(?:y|ies)|affiliates?)\b|"
    # "huawei or its chip design arm" (what it owns counts with it), "on a bank's payroll"
    r"\b(?:or|and|incl\.?|including|plus)\s+(?:(?:one|any|some)\s+of\s+)?its\s+"
    r"(?:[\w-]+\s+){0,3}?(?:arms?|units?|"
    r"subsidiar(?:y|ies)|divisions?|affiliates?|offshoots?)\b|(?:'s|’s)\s+payroll\b|\bpayroll\b|"
    r"\betc\b\.?|"
    # "a summer or student stint" (an internship, read as one)
    r"\b(?:summer|student)\s+or\s+(?:summer|student)\b(?:\s+(?:stints?|jobs?|placements?)\b)?|"
    r"\b(?:summer|student)\s+(?:stints?|jobs?|placements?)\b|"
    # "who's sitting in a director seat right now" (the title is read as the title)
    r"\bsitting\s+in\s+(?:an?|the)\b|\bseats?\b|"
    # "who's a mgr right now, title-wise": how the thing is judged, no topic
    # "i mean the company behind wechat", "going by their current title": how a question
    # explains itself
    r"\bi\s+mean\b|\bgoing\s+(?:by|off)\b|\b(?:to\s+)?(?:go|went|gone|going|moved?)\s+in-?house\b|\b(?:the\s+)?(?:company|firm|group)\s+behind\b|"
    # "used to fly commercially? like an ex airline pilot": what the pilot named after did
    r"\bfl(?:y|ew|ying|own)\s+commercially\b|"
    # "summer analyst type thing", "that kind of thing": how a question trails off
    r"\b(?:type|kind|sort)\s+(?:of\s+)?things?\b|\bthat\s+kind\s+of\s+thing\b|"
    # "running a whole function", "a head-of-function title": a director's level, no topic
    r"\b(?:running|runs?|leading|leads?|heading|heads?)\s+(?:an?\s+|the\s+)?(?:whole\s+|entire\s+)?"
    r"(?:function|department|dept)s?\b|"
    r"(?<![a-z])-?(?:of[- ])?function(?=\s*(?:titles?\b|levels?\b|$|[,.?/]))|"
    # "the ping an family? bank, oneconnect, whatever part of it": any part of the group named
    rf"{ANY_PART_OF}(?:\s+(?:works|counts|is\s+fine|ok))?\b|"
    # "bank, tech arm, brokerage": a group's unit named by its business, listed as its part
    r"\b(?:tech|technology|chip|cloud|insurance|banking|securities|brokerage|payments?|"
    r"financial|investment|consumer|enterprise|retail)\s+arms?\b(?=\s*(?:[,/]|or\b|and\b))|"
    # "MBB or that tier", "or similar", "or equivalent": the examples' peers, no topic
    r"\b(?:or\s+)?(?:that|this|the\s+same)\s+(?:tier|level|calibre|caliber)\b|"
    r"\bor\s+(?:similar|equivalent|the\s+like)\b|"
    r"[a-z]*-wise\b|\bmid-(?![a-z])|\bmid-(?=ph\.?d|doctorate|master|degree|mba)|"
    # "做 to C app 的", "a 2C app": selling to consumers (the kind of company says it)
    rf"{_TO_CONSUMERS}(?:\s*apps?)?(?![a-z+#])"
)
ZH_FILLER = re.compile(
    r"(?:为|是)?某某|(?:写过|做过)?东西(?=的|\s|$)|(?<!\S)真(?=\s|$)|真(?=用|写|搞|做)|实际(?:上)?(?!控制|收入|汇率|利率)|内部(?=[\u4e00-\u9fff]{2})|直接(?=带|管|下属)|直接(?=\s|$|[)）])|某一|某(?:家|个)?(?:公司|单位|企业)|(?:只看)?(?:当前|目前|现在)?这份(?:工作)?|职位名称(?:为|是)|干活时|上班时|方向(?=的|\s|$)|普通(?!高校|高等|本科|话)|(?<!\S)懂(?!事)|非全职|(?<!\S)职(?=[\s）)]|$)|体系(?:下|内|里)|工作时|(?<!\S)时(?=\s|$|真)|干活|旗下(?:的)?(?:酒店|品牌|门店|子公司|公司|企业|业务)|旗下的|(?<![其])[它他她]家(?:的)?(?=[A-Za-z\u4e00-\u9fff\s])|的?人选|那一套|这一套|那些(?!年)|比如说?|例如|譬如|那套|这套|那会儿|那会|那阵子|那时候|那时|当时|这一级|前后加起来|加起来|前后(?=\s|$)|老东家|东家|当领导|这个级别|这种级别|那个级别|这一级别|这个层级|这个档次|都列一下|都列出来|都(?=有谁|有哪|是谁)|现职(?=[A-Za-z\u4e00-\u9fff\s])|都拉出来|拉出来|拉一下|(?<!\S)要(?=有|\s|$)|列一下|列举一下|列举|都列|给我看看|给我|帮我|麻烦|看一下|看看|一下|请问|美国那几家|那几家|这几家|项目经验|项目经历|职业生涯中|职业生涯里|职业生涯|请列出|请找出|请|任何学位均可|均可|的任何时间|任何时间|任何时候|任何|就开始|开始|真搞过|真搞|搞过|哪一家|哪家|找出来|找出|找个|找一些|找|资深一点|资深点|干了|干(?=的|\s|$)|搞(?=\s|$)|转(?=\s|$)|具有|具备|曾经|曾|以前|之前|此前|仅限于|仅限|只限|限于|尚未毕业|还没毕业|未毕业|尚未|那块|那一块|当过|手下|待了|呆了|毕业于|就读于|就职于|任职于|供职于|于(?=\s|$)|后来|上过班|上班|筛选出|筛选|筛一下|列出|要真|真的|(?<=[)）])\s*级别|(?<![A-Za-z])[xX]{2}(?![A-Za-z])|(?:职位|头衔)?名(?:称)?中(?:含|包含|带)?|正经|正儿八经|实打实|那会儿|那时候|的时候|在公司里|公司里|在公司|那种|这种|那一档|这一档|那档|这档|那块|这块|那一块|职级为|职级是|职级|当前|职位|岗位上|都行|也行|都算|也算|(?:都|也)要(?![\u4e00-\u9fff])|(?<=在)所里(?=[做干待实上])|(?<![\u4e00-\u9fff])(?:那|这)本(?=\s|$|SCI|SSCI|EI|CSSCI|[\u4e00-\u9fff]{0,6}(?:期刊|刊物|杂志))|属于|找出|出身|然后|有做|是做|进去|老兵|老手|老鸟|老司机|老将|老炮|大佬|哪几个|哪几位|几个|拥有|职务|、|等子公司|子公司|担任|工作年限|年限|工龄|介于|之间|当中|里面|里|目前|现在|(?<!\S)现(?=\s|$)|文凭|加入|入职|才|含|等|是|哪些人|哪位|哪些|哪个|哪一位|谁|候选人|的同学|同学(?=吗|呢|\s|$)|有没有|有人|的人|做过|从事过|参与过|"
    r"负责过|干过|待过|待着|呆着|挂着|工作过|实习过|实过习|研究过|读过|学过|获得|拿到|取得|经验|经历|相关|方面|什么|哪里|是否|吗|呢|吧|读|过|了|的|还在|还(?=在|是)|(?<!\S)还(?=\s|$)|在|自己(?=\s*(?:写|用|搭|跑|做|当|创|开))|(?<!\S)自己(?=\s|$)|那个[\u4e00-\u9fff]{2,12}?(?:平台|框架|工具|语言|数据库|引擎|中间件)(?=的|\s|$)|(?<!\S)要自己(?=\s|$)|(?<!\S)取数(?=的|\s|$)|"
    r"和|与|及|或者|或|其中|从(?!事|未)|出来|背景|就|那边|那里|那儿|只在|哪几位|几位|但是|但|从未|没有|没|写过代码|写代码|写过|用过|(?<![作费效应信])用(?![户途])|他们|她们|这些人|此人|该候选人|做|他|她|(?<![无器])人(?![工脸力才体像机])|有|？|\?|，|,|。"
)
