"""Venues and publications: "published at OSDI", "papers in USENIX Security", "IEEE S&P",
"在 NeurIPS 发表过论文", "中过 ACL"; "main conference only", "workshop papers do not count",
"主会" (the default for a venue named: a workshop paper is no "<venue> paper" unless workshops
are asked about). Sets `publications`, `main_track` and `venues` (a society's name with the venue's
own word, or an acronym: "USENIX ATC", "VLDB"; generic acronyms such as ACM, PC, GPU are
none). Runs after the places, so "at VLDB" is a venue only where no organisation was read,
and before the skills, which do not read a venue's name."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import GLOSS, Kind, Reading, inside
from ingest.language import WORKSHOP
from ingest.language.journals import (
    JOURNAL_NAMES,
    JOURNAL_SHORT,
    LOWER_ABBREVIATION,
    ONE_WORD_JOURNALS,
    SHORTENED_JOURNALS,
    abbreviated_journal,
    conferences_named,
    flagships_named,
    journals_named,
)

PUBLISH = re.compile(
    # ("a game publisher", "a publishing house": a kind of employer, no paper)
    r"(?i:\bpublish(?!ers?\b|ing\s+(?:house|compan))\w*|\bpublications?\b|\bpapers?\b|"
    r"\bpubs?\b|\bfirst[- ]author\w*|"
    r"\bco-?author\w*)|"
    r"论文|发表|一作|第一作者|中过|中稿|发过(?=\s*[A-Za-z]|[^，,。？?]{0,12}(?:顶会|顶级会议|会议|期刊))|"
    r"发(?:过|了)?(?:文章|paper)|"
    # "ACL主会有文章的", "在顶会上有paper": a paper there
    r"(?:主会|正会|会议|顶会|期刊|上)\s*(?:有|中了|中过)\s*(?:文章|paper|一篇)"
)
MAIN_TRACK = re.compile(
    r"(?i:\bmain[- ](?:conference|track)\b|"
    # "findings is fine, workshops no", "no workshop papers", "workshop不算"
    r"\bworkshops?\s*(?:papers?\s*)?(?:no\b|nope\b|not\b|don'?t\s+count|excluded)|"
    r"\b(?:no|not|excluding|except)\s+(?:\w+\s+)?workshops?\b)|主会|正会|"
    r"(?i:workshops?)\s*(?:的)?(?:论文|文章)?\s*(?:不算|除外|不要)|(?:研讨会|工作坊)(?:的)?(?:论文)?(?:不算|除外)"
)
# a society's name then the venue's own word: the pair is the venue ("USENIX Security")
_SOCIETY_VENUE = re.compile(
    r"\b(?:USENIX|IEEE|ACM)\s+(?:"
    # "IEEE Transactions on Robotics": the journal, not every transactions
    r"(?:Transactions|Journal)\s+on\s+[A-Z][\w&-]*(?:\s+(?:and\s+|&\s+|of\s+)?[A-Z][\w&-]*)*|"
    r"[A-Z][A-Za-z&]*(?:\s+[A-Z][A-Za-z&]*)?)"
)
_VENUE_WORD = re.compile(r"\b(?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{3,})\b")
# well-known venues typed in lower case ("anyone got a neurips paper"), as they are written
_KNOWN_VENUES = {
    v.lower(): v
    for v in (
        "NeurIPS", "NIPS", "ICML", "ICLR", "ACL", "EMNLP", "NAACL", "COLING", "CVPR", "ICCV",
        "ECCV", "KDD", "SIGKDD", "SIGIR", "SIGMOD", "VLDB", "ICDE", "WSDM", "RecSys", "OSDI",
        "SOSP", "CLEO",
        "NSDI", "EuroSys", "ASPLOS", "ISCA", "HPCA", "AAAI", "IJCAI", "ICSE", "FSE", "CHI",
        "UIST", "ICASSP", "Interspeech", "TPAMI", "JMLR", "TACL", "SIGGRAPH", "CCS", "NDSS",
        "PLDI", "POPL", "OOPSLA", "CGO", "PVLDB", "CIKM", "ICDM", "SIGCOMM", "MobiCom", "ISSCC",
        "ICCAD", "IROS", "ICRA", "MICCAI", "ISBI", "MIDL", "INFOCOM", "AISTATS", "CoRL", "EACL",
        "Eurographics", "TheWebConf", "ECIR", "ISMB", "RECOMB", "PRL",
        "I&EC Research",
    )
}  # fmt: skip
# venues asked by their field: "a top nlp conf", "NLP顶会", "a systems venue"
_FIELD_VENUES: dict[str, tuple[str, ...]] = {
    "nlp": ("ACL", "EMNLP", "NAACL", "COLING", "EACL", "TACL"),
    "ml": ("NeurIPS", "NIPS", "ICML", "ICLR"),
    "cv": ("CVPR", "ICCV", "ECCV"),
    "systems": ("OSDI", "SOSP", "NSDI", "EuroSys", "ATC", "ASPLOS"),
    "database": ("SIGMOD", "VLDB", "ICDE"),
    "architecture": ("ISCA", "MICRO", "HPCA", "ASPLOS"),
}
_FIELD_ASKED = re.compile(
    r"(?i)\b(?:(?:top(?:[- ]tier)?|big\s*(?:3|three))\s+)?"
    r"(?P<f>nlp|ml|machine\s+learning|cv|computer\s+vision|systems?|"
    r"databases?|db|"
    r"architecture)\s*(?:top[- ]?tier\s+)?(?:conf(?:erence)?s?|venues?|顶会|会议)|"
    r"(?P<z>NLP|ML|CV|系统|数据库|体系结构|机器学习|计算机视觉|视觉|自然语言处理)\s*(?:领域)?(?:的)?"
    r"(?:三大)?(?:顶会|顶级会议)"
)
_FIELD_KEY = {"machine learning": "ml", "computer vision": "cv", "system": "systems",
              "databases": "database", "db": "database", "系统": "systems",
              "数据库": "database", "体系结构": "architecture", "机器学习": "ml",
              "计算机视觉": "cv", "视觉": "cv", "自然语言处理": "nlp"}  # fmt: skip
# venues called by their full names, in either language
_SPELLED_OUT_NAMES = {
    "神经信息处理系统大会": "NeurIPS", "神经信息处理系统会议": "NeurIPS",
    "neural information processing systems": "NeurIPS", "国际机器学习大会": "ICML",
    "international conference on machine learning": "ICML", "国际学习表征会议": "ICLR",
    "international conference on learning representations": "ICLR",
    "计算机视觉与模式识别会议": "CVPR", "国际计算机视觉与模式识别会议": "CVPR",
    "computer vision and pattern recognition": "CVPR", "国际计算机视觉大会": "ICCV",
    "欧洲计算机视觉国际会议": "ECCV", "计算语言学协会年会": "ACL", "国际计算语言学年会": "ACL",
    "association for computational linguistics": "ACL",
    "自然语言处理实证方法会议": "EMNLP", "自然语言处理实证方法": "EMNLP",
    "自然语言处理经验方法会议": "EMNLP", "自然语言处理经验方法": "EMNLP",
    "自然语言处理中的经验方法": "EMNLP",
    "empirical methods in natural language processing": "EMNLP",
    "empirical methods in nlp": "EMNLP",
    "国际人工智能联合会议": "IJCAI", "人工智能协会年会": "AAAI",
    "知识发现与数据挖掘大会": "KDD", "知识发现与数据挖掘会议": "KDD",
    "知识发现与数据挖掘国际会议": "KDD", "knowledge discovery and data mining": "KDD",
    "european conference on information retrieval": "ECIR", "欧洲信息检索大会": "ECIR",
    "欧洲信息检索会议": "ECIR", "欧洲信息检索": "ECIR",
    "research and development in information retrieval": "SIGIR", "信息检索大会": "SIGIR",
    "国际信息检索大会": "SIGIR", "信息检索研究与发展大会": "SIGIR",
    "智能机器人与系统国际会议": "IROS", "国际智能机器人与系统会议": "IROS",
    "机器人与自动化国际会议": "ICRA", "国际机器人与自动化会议": "ICRA",
    "medical image computing and computer assisted intervention": "MICCAI",
    "medical image computing and computer-assisted intervention": "MICCAI",
    "医学图像计算与计算机辅助干预": "MICCAI", "计算机图形学与交互技术": "SIGGRAPH",
    "computer graphics and interactive techniques": "SIGGRAPH",
    "intelligent systems for molecular biology": "ISMB",
    "research in computational molecular biology": "RECOMB",
    "very large data bases": "VLDB", "very large databases": "VLDB",
    "management of data": "SIGMOD", "数据管理国际会议": "SIGMOD", "国际数据管理大会": "SIGMOD",
    "数据管理大会": "SIGMOD", "数据工程国际会议": "ICDE",
    "international conference on data engineering": "ICDE",
    "operating systems design and implementation": "OSDI",
    "operating systems principles": "SOSP", "操作系统设计与实现": "OSDI", "操作系统原理": "SOSP",
    "physical review letters": "PRL", "物理评论快报": "PRL",
    # nicknames: "the chip olympics" is ISSCC
    "chip olympics": "ISSCC", "olympics of chip design": "ISSCC", "芯片奥林匹克": "ISSCC",
    "芯片界奥林匹克": "ISSCC", "国际固态电路会议": "ISSCC",
    "international solid-state circuits conference": "ISSCC",
    "international conference on computer vision": "ICCV",
    "european conference on computer vision": "ECCV",
    "symposium on computer architecture": "ISCA", "国际计算机体系结构研讨会": "ISCA",
    "计算机体系结构国际研讨会": "ISCA",
}  # fmt: skip
_SPELLED_OUT = re.compile(
    # "ACM 知识发现与数据挖掘大会", "the International ACM Conference on …": the society too
    r"(?i:(?:(?:the\s+)?(?:international\s+|intl\.?\s+)?(?:(?:acm|ieee|usenix)\s*)?"
    r"(?:(?:annual\s+)?(?:conference|symposium)\s+on\s+|annual\s+meeting\s+of\s+(?:the\s+)?)?)?"
    r"(?P<name>"
    + "|".join(map(re.escape, sorted(_SPELLED_OUT_NAMES, key=len, reverse=True)))
    + "))"
)
# venues called by what they are about, with a conference word: "the recommender systems
# conference", "the IEEE acoustics/speech/signal processing conf", "推荐系统顶会"
_INTL = r"(?:international\s+|intl\.?\s+)?"
_ABOUT = (
    rf"(?:the\s+)?(?:(?:acm|ieee|usenix|isca)(?:'s)?\s*)?(?:(?:big|main|top|annual|yearly)\s+)*"
    rf"{_INTL}(?:(?:acm|ieee|usenix|isca)\s+)?{_INTL}"
)
_CONF = (
    r"\s*(?:那个|这个|的)?\s*(?:国际|全国|年度)?\s*(?:conf(?:erence)?s?|symposi(?:um|a)|venue|大会|会议|顶会|"
    r"会(?=上|里))"
)
_CONFERENCE_ON: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(
            rf"(?i){_ABOUT}(?:(?:conference|symposium)\s+on\s+(?:{name})|"
            rf"(?<![A-Za-z])(?:{name}){_CONF})"
        ),
        venue,
    )
    for name, venue in (
        (r"recommender\s+systems?|推荐系统", "RecSys"),
        (r"acoustics?\W{0,3}(?:and\s+)?speech\W{0,3}(?:and\s+|&\s*)?signal\s+processing|声学\W?语音\W?"
         r"(?:和|与)?\W?信号处理", "ICASSP"),
        (r"programming\s+languages?\s+design\s+(?:and|&)\s+implementation|程序设计语言设计与实现",
         "PLDI"),
        (r"very\s+large\s+data\s*bases", "VLDB"),
        (r"robotics\s+(?:and|&)\s+automation", "ICRA"),
        (r"intelligent\s+robots\s+(?:and|&)\s+systems", "IROS"),
        (r"file\s+(?:and|&)\s+storage\s+technolog(?:y|ies)", "FAST"),
        (r"information\s+and\s+knowledge\s+management", "CIKM"),
        (r"(?:knowledge\s+discovery\s+(?:and|&)\s+)?data\s+mining|"
         r"(?:知识发现[与和])?数据挖掘", "KDD"),
        (r"spoken\s+language\s+processing|speech\s+communication|speech|语音", "Interspeech"),
        (r"europe(?:an)?\s+(?:\w+\s+)?information\s+retrieval|欧洲信息检索", "ECIR"),
        (r"europe(?:an)?\s+computer\s+vision|欧洲(?:国际)?计算机视觉", "ECCV"),
        (r"information\s+retrieval|信息检索", "SIGIR"),
        (r"(?:computer\s+)?graphics|(?:计算机)?图形学", "SIGGRAPH"),
        (r"medical\s+imag(?:e|ing)(?:\s+computing)?|医学影像|医学图像", "MICCAI"),
        (r"lasers?\s+(?:and|&)\s+electro-?\s*optics|激光(?:与|和)?电光", "CLEO"),
    )
]  # fmt: skip
# a journal named after publishing in it, in capitals: "published in Chemistry of Materials",
# "在 Nature Energy 上发表过" (two words or more: "published in Python" is no journal)
_JOURNAL_NAMED = re.compile(
    r"(?:(?i:\bpublish(?:ed|ing)?|\bpapers?|\barticles?)\s+(?:in|at)\s+(?:the\s+)?"
    r"(?:journal\s+)?|在\s*|给\s*(?=[^审]{2,40}审)|"
    # ... or reviewed for: "referees for J Climate", "a reviewer for the Journal of …"
    r"(?i:\b(?:review(?:ed|s|ing)?|referee(?:d|s|ing)?|reviewers?)\s+(?:for|of)\s+(?:the\s+)?))"
    # (a name may open in lower case before a capital: "eLife", "iScience", "mBio")
    r"(?P<v>(?:[A-Z]|[a-z](?=[A-Z]))[\w&.-]*(?:\s+(?:(?:of|on|and|for|in|&)\s+(?:the\s+)?)?"
    r"[A-Z][\w&.-]*){0,5})"
    # (… or what it is: "在 Stat Med 这本生物统计期刊发过")
    r"(?=\s*(?:[?.,;!？。，(（]|$|上|期刊|杂志|发表|发过|审|这本|那本|\b(?:journal|or|and)\b))"
)
# ... or before a paper word: "an Advanced Materials paper", "Nature Energy articles"
_JOURNAL_BEFORE_PAPER = re.compile(
    r"(?<![\w-])(?P<v>(?:J\.?\s+)?[A-Z][a-z][\w&-]*(?:\s+(?:(?:of|on|and|for|in|&)\s+)?[A-Z][\w&-]*){0,5})"
    r"\s+(?i:papers?|articles?|pubs?|publications?)\b"
)
# a journal's name in another language, in brackets right after it
_NOT_JOURNAL_WORDS = frozenset(
    "any anyone who which whose first lead last sole author authored main conference workshop "
    "top recent peer reviewed journal published publish their his her our a an the".split()
)


def _journal_before_paper(text: str) -> re.Match[str] | None:
    """ "an Advanced Materials paper": a journal's name (none of the question's own words:
    "Any First Author papers?")."""
    m = _JOURNAL_BEFORE_PAPER.search(text)
    words = m.group("v").lower().split() if m else []
    return m if m and not _NOT_JOURNAL_WORDS.intersection(words) else None


# a journal said again by its name after a description: "…那本气候期刊 就是J Climate", "the AMS
# climate journal, i.e. J Climate"
_NAMED_AS = re.compile(
    r"(?:就是|也就是|即|(?i:\bi\.e\.,?|\baka\b|\ba\.k\.a\.))\s*"
    r"(?P<v>[A-Z][\w&.-]*(?:\s+(?:(?:of|on|and|for|in|&)\s+(?:the\s+)?)?[A-Z][\w&.-]*){0,5})"
)
# a society's initials before the kind of journal it publishes: "the AMS climate journal"
_SOCIETY_OF_JOURNAL = re.compile(r"\s+(?:[a-z][\w-]*\s+){1,2}journals?\b")
# a journal's "J" / "J." for "Journal of": "J Climate", "J. Climate"
_JOURNAL_OF = re.compile(r"J\.?\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)$")
# where a Chinese question puts the venue: "在 … 上发过"
_VENUE_SLOT = re.compile(r"在[^，。？?！!,]{2,30}?上(?=\s*(?:发|投|中))")
# words that say what kind of venue ("conference", "proceedings"): no topic of their own
_VENUE_KIND = re.compile(
    r"(?i:\b(?:conf(?:erence)?s?|venues?|proceedings|symposi(?:um|a)|journals?|endowment)\b)|"
    r"会议|期刊|顶会|文章|那个|这个|上(?=\s*(?:发|中|投))|"
    # what a named journal is ("历史学期刊《…》", "那本史学刊物", "the oxford history journal")
    r"(?:那本|这本)?[\u4e00-\u9fff]{0,4}?(?:期刊|刊物|杂志)|(?i:\bthe\s+(?:[\w-]+\s+){0,3}journal\b)"
)
# ... and as a name is written ("Interspeech", "EuroSys"), in capitals too
KNOWN_VENUE = re.compile(
    r"\b(?:"
    + "|".join(
        map(re.escape, {f for v in _KNOWN_VENUES.values() for f in (v, v.lower(), v.upper())})
    )
    + r")\b"
)
# a journal's name abbreviated word by word as journals cite it (ISO 4): "Adv. Mater.",
# "Nat. Commun.", "J. Am. Chem. Soc." (two words or more, each a capital and a dot)
_ABBREVIATED_JOURNAL = re.compile(r"(?<![\w.])(?:[A-Z][a-z]{0,9}\.\s*){1,5}[A-Z][a-z]{1,9}\.")
_INITIALS = frozenset(a for a, _, _ in JOURNAL_NAMES if a not in ("TIE", "SIM"))
_JOURNAL_INITIALS = re.compile(
    r"(?i)(?<![A-Za-z])(?:" + "|".join(map(re.escape, _INITIALS)) + r")(?![A-Za-z])"
)
_JOURNAL_SHORT_NAME = re.compile(
    r"(?<![A-Za-z])(?:" + "|".join(map(re.escape, JOURNAL_SHORT)) + r")(?![A-Za-z])"
)
# venues renamed: a CV of either time uses either name
RENAMED_VENUES: dict[str, tuple[str, ...]] = {
    "NIPS": ("NeurIPS",), "NEURIPS": ("NIPS",),
    "PAMI": ("TPAMI",), "TPAMI": ("PAMI",),
    "PVLDB": ("VLDB",), "VLDB": ("PVLDB",),
    "SIGKDD": ("KDD",), "KDD": ("SIGKDD",),
    # a journal by its initials or its name (and the name's short form)
    "PRL": ("Physical Review Letters", "Phys. Rev. Lett."),
    "I&EC RESEARCH": ("IECR", "Industrial & Engineering Chemistry Research",
                      "Ind. Eng. Chem. Res."),
    **{n.upper(): tuple(o for o in names if o != n) for names in JOURNAL_NAMES for n in names},
    **{n.upper(): tuple(o for o in names if o != n) for names in SHORTENED_JOURNALS for n in names},
}  # fmt: skip
# the indexes a journal is listed in ("SCI期刊", "an SSCI journal"), no journal of their own
_INDEXES = frozenset({"SCI", "SCIE", "SSCI", "EI", "CSSCI", "ESCI"})
GENERIC_ACRONYMS = {
    "ACM", "IEEE", "USENIX", "ACS", "PC", "AE", "AEC", "CCF", "CV", "PDF", "AI", "ML", "NLP", "LLM",
    "PHD", "MS", "BS", "USA", "UK", "CN", "CS", "GPU", "CPU", "TPC", "AC", "SAC", "SPC", "CFP",
}  # fmt: skip


# the kind of paper asked, no venue named: "journal papers", "期刊论文", "会议论文"
_PAPER_KIND = re.compile(
    r"(?i:\b(?P<j>journals?)(?:\s+(?:papers?|articles?|pubs?|publications?))?\b|"
    r"\b(?:conference|conf)\s+(?:papers?|proceedings|pubs?|publications?)\b)|"
    r"(?P<zj>期刊|杂志)(?:论文|文章)?|会议(?:论文|文章)"
)


# both kinds named: either counts ("journal, conference or workshop", "期刊、会议均可")
# a kind said only to let it in: "conference papers fine", "会议论文也算"
_ALSO_FINE = re.compile(
    r"(?i)\s*(?:are\s+|is\s+)?(?:fine|ok|okay|count|counts|too|also\s+count|welcome)\b|"
    r"\s*(?:也|都)(?:算|行|可以)"
)
_JOURNAL_WORD = re.compile(r"(?i)\bjournals?\b|期刊|杂志")
_CONFERENCE_WORD = re.compile(r"(?i)\bconf(?:erence)?s?\b|\bworkshops?\b|\bproceedings\b|会议")


def read(r: Reading) -> None:
    c, text = r.c, r.text
    # (asked only inside a service's words, "reviewed papers for ICML": none, `service`)
    c.publications = bool(PUBLISH.search(text)) and not c.service
    c.main_track = bool(MAIN_TRACK.search(text)) or any(
        WORKSHOP.search(text[lo:hi]) for lo, hi in r.excluded
    )
    if not (c.publications or c.service):
        return
    # "at VLDB", "(PVLDB)": venues, not places
    spelled = [m.span() for m in _SPELLED_OUT.finditer(text)]  # "ACM Conference on …"
    for v in _SOCIETY_VENUE.finditer(text):  # "USENIX Security", "IEEE S&P"
        if inside(v.start(), spelled):
            continue
        words = v.group().split()
        while len(words) > 1 and words[-1].upper() in GENERIC_ACRONYMS:
            words.pop()  # "USENIX ATC PC": the venue is USENIX ATC
        if len(words) > 1:
            venue = " ".join(words)
            c.venues.append(venue)
            r.places.append((v.start(), v.start() + len(venue)))
            if len(words) == 2 and (
                re.fullmatch(r"[A-Z]{3,}", words[1]) or words[1].lower() in _KNOWN_VENUES
            ):
                # "ACM SIGIR", "ACM RecSys": a CV's "SIGIR 2023" names it
                c.venues.append(_KNOWN_VENUES.get(words[1].lower(), words[1]))
    for pattern, word in _CONFERENCE_ON:  # "the recommender systems conference": RecSys;
        # first, so that "ISCA's … speech conference" names no ISCA
        for v in pattern.finditer(text):
            if inside(v.start(), r.places) or inside(v.end() - 1, r.places):
                continue  # "欧洲信息检索大会": ECIR, not the information retrieval one inside it
            c.venues += [word] if word not in c.venues else []
            r.places.append(v.span())
    initials = _JOURNAL_INITIALS.finditer(text)  # "anyone with a jacs paper" (not "tie")
    for v in (*KNOWN_VENUE.finditer(text), *initials, *_VENUE_WORD.finditer(text)):
        low = v.group().lower()  # (known ones first: "I&EC Research" holds no "EC")
        word = _KNOWN_VENUES.get(low) or (low.upper() if low.upper() in _INITIALS else v.group())
        if word.upper() in GENERIC_ACRONYMS or inside(v.start(), r.places):
            continue
        if _SOCIETY_OF_JOURNAL.match(text, v.end()):
            continue  # "the AMS climate journal": the society that publishes it
        c.venues += [] if word in c.venues else [word]  # ("推荐系统顶会recsys": once, both places)
        r.places.append((v.start(), v.end()))
    for v in _SPELLED_OUT.finditer(text):  # "神经信息处理系统大会": NeurIPS
        word = _SPELLED_OUT_NAMES[v.group("name").lower()]
        c.venues += [word] if word not in c.venues else []
        r.places.append(v.span())
    for f in _FIELD_ASKED.finditer(text):  # "a top nlp conf": any of the field's venues
        if inside(f.start("f") if f.group("f") else f.start("z"), r.places):
            continue  # "the recommender systems conference" is no systems venue
        key = " ".join((f.group("f") or f.group("z")).lower().split())
        c.venues += [v for v in _FIELD_VENUES[_FIELD_KEY.get(key, key)] if v not in c.venues]
        r.places.append(f.span())
    for v in _ABBREVIATED_JOURNAL.finditer(text):  # "Adv. Mater.", "Phys. Rev. Lett."
        if not inside(v.start(), r.places):
            c.venues.append(" ".join(v.group().split()))
            r.places.append(v.span())
    for v in LOWER_ABBREVIATION.finditer(text if not c.venues else ""):
        if name := abbreviated_journal(v.group("words")):  # "an adv mater paper"
            c.venues.append(name)
            r.places.append(v.span("words"))
    for v in _JOURNAL_SHORT_NAME.finditer(text):  # "在AM上发过paper" (read as a place too)
        c.venues += [] if (name := JOURNAL_SHORT[v.group()]) in c.venues else [name]
        r.places.append(v.span())
    # (no "… in NLP": an acronym's)
    j = (
        None
        if c.venues
        else _JOURNAL_NAMED.search(text) or _journal_before_paper(text) or _NAMED_AS.search(text)
    )
    if j and " " not in j.group("v") and j.group("v") not in ONE_WORD_JOURNALS:
        j = None  # one word is a journal only when the list knows it ("a Cell paper")
    if j and not re.search(r"\b[A-Z]{2,}\b", j.group("v")):  # "published in Chemistry of
        c.venues.append(j.group("v"))  # Materials": a journal the lists do not know, by name
        if said := _JOURNAL_OF.match(j.group("v")):  # "J Climate": the Journal of Climate
            c.venues.append(f"Journal of {said.group(1)}")
        r.places.append(j.span("v"))
        if gloss := GLOSS.match(text, j.end("v")):  # "…Review（美国社会学评论）": its name again
            r.places.append(gloss.span())
    named = journals_named(text)
    if named and c.venues and all(v.upper() in _INDEXES for v in c.venues):
        c.venues = []  # "《工程结构》那本SCI期刊": the journal named, one the index lists
    # "《自然-通讯》", "计算语言学年会" (ACL)
    for name, span in (
        (named + conferences_named(text) + flagships_named(text)) if not c.venues else []
    ):
        c.venues.append(name)
        r.places.append(span)
        if gloss := GLOSS.match(text, span[1]):  # "交通研究C辑（Emerging Technologies那本）"
            r.places.append(gloss.span())
    if c.venues:  # "at the ACM RecSys conference": the venue, no topic "conference"; "在
        # 美国气象学会那本气候期刊上发过 就是J Climate": the slot of the venue describes it
        r.places += [m.span() for m in (*_VENUE_KIND.finditer(text), *_VENUE_SLOT.finditer(text))]
    # a venue under its former name too ("NIPS" is NeurIPS): either one on a CV line
    c.venues = list(
        dict.fromkeys(
            [*c.venues, *(o for v in c.venues for o in RENAMED_VENUES.get(v.upper(), ()))]
        )
    )
    kind = None if c.venues or not c.publications else _PAPER_KIND.search(text)
    if kind and (fine := _ALSO_FINE.match(text, kind.end())):  # "conference papers fine"
        r.places.append((kind.start(), fine.end()))  # (any paper)
    elif kind and _JOURNAL_WORD.search(text) and _CONFERENCE_WORD.search(text):
        # "(journal, conference or workshop)": any paper
        r.places += [m.span() for p in (_JOURNAL_WORD, _CONFERENCE_WORD) for m in p.finditer(text)]
    elif kind:  # "first-author journal papers": any journal's, no topic "journal"
        c.paper_kind = "journal" if kind.group("j") or kind.group("zj") else "conference"
        r.places.append(kind.span())
    # "a CVPR paper" is one of the main conference: a workshop's paper counts only when the
    # question says workshops ("CVPR, workshops included")
    if c.venues and not WORKSHOP.search(text):
        c.main_track = True


KIND = Kind("venue", read)
