"""Degrees: the one vocabulary of degree words and levels, for CVs and questions alike."""

from __future__ import annotations

import re

DEGREE_LEVELS = ["PhD", "Master", "Bachelor", "Associate"]  # highest first
# lower-case "ma" after another master's in a list: "msc/ma", "msc, meng, ma" (not "ma" alone)
_BESIDE_MASTERS = "|".join(
    f"(?<=\\b{w}{sep}ma)"
    for w in ("msc", "meng", "mba", "ms")
    for sep in ("/", " / ", ", ", ",", " or ")
)
# Each level's words (English, Chinese, and common European names: "Laurea Magistrale", "Grado
# en ...", "Diplôme d'Ingénieur"); a longer abbreviation before its prefix ("M.Sc." before
# "M.S."), so that removing a degree from a line ("B.Sc. Informatics" -> "Informatics") takes
# all of it.
# Each alternative starts at a word boundary written once in front of a group (`\b(?:…)`):
# Python's engine tries every alternative at every position, and a failed `\b` ends the try
# at once (scanning a line went from 21 to 10 µs, run over every line of every CV).
DEGREE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # (a professional doctorate, "Doctor of Physical Therapy", "Doctor of Pharmacy", no PhD)
    ("PhD", re.compile(r"(?i:\b(?:ph\.?\s?d(?:'?s)?\b|doctor(?:ate|al)s?\b|doctor\s+of\b"
                       r"(?!\s+(?:physical\s+therapy|pharmacy|medicine|dental|nursing\s+practice|"
                       r"veterinary|optometry|chiropractic|audiology|jurisprudence|osteopath))|"
                       r"d\.?phil\b))|"
                       # German doctorates: "Dr. rer. nat.", "Dr.-Ing.", "Dr. phil.", "Dr. med."
                       # glued to a Chinese school's name ("某某大学PhD"): no word boundary
                       r"(?<=[\u4e00-\u9fff])Ph\.?D\b|"
                       r"\bDr\.\s?(?:rer\.\s?(?:nat|pol|oec|medic)\b\.?|phil\.|med\.|"
                       r"sc\.\s?(?:nat|techn)\b\.?)|\bDr\.-Ing\b\.?|"
                       # an eligibility ("硕博连读资格", "直博资格") is no degree
                       r"博士(?!后)|硕博连读(?!资格)|读(?:完|过|了)?博(?!资格|士)|直博生|直博(?!资格)")),
    ("Master", re.compile(r"(?i:\b(?:(?<!scrum )master'?s?\b"
                          # a trade's title, no degree: "Master of Wine", "Master Sommelier"
                          r"(?!\s+(?:of\s+wine|sommeliers?|brewers?)\b)|m\.?eng\b|"
                          # a taught postgraduate degree is a master's (a doctorate is research)
                          r"post-?grad(?:uate)?\s+taught\s+degrees?\b|taught\s+post-?grad\w*\s+degrees?\b|"
                          r"(?<!mini-)(?<!mini )e?mba(?:'?s)?\b|business[- ]school\s+degrees?\b|"
                          r"m\.?phil\b|"
                          r"mmath\b|mphys\b|mchem\b|msci\b|m\.?pharm\b|mfa\b|m\.arch\b|"
                          # finance, accounting, policy and statistics masters: "MFin", "MPAcc"
                          r"m\.?fin\b|mpacc\b|m\.?acc\b|mpp\b|m\.?stat\b|"
                          r"m\.?comp\b|laurea\s+(?:magistrale|specialistica)\b|máster\b|"
                          r"dipl[oô]me\s+d'ing[ée]nieur\b))|"
                          r"\b(?:M\.?A\.?Sc\b\.?|M\.Sc\.?|MSc\b|Msc\b\.?|M\.S\.?|MS\b|M\.A\.|"
                          # education, architecture and research masters: "M.Ed.", "MArch", "MRes"
                          r"M\.?Ed\b\.?|MArch\b|M\.?Res\b\.?|(?<![\w-])msc(?![\w-])|"
                          # a header in capitals: "MSC IN COMPUTER SCIENCE", "MENG MECHANICAL …"
                          r"(?:MSC|MENG)(?=\s+(?:IN|OF)\s+[A-Z]|\s+[A-Z]{4,})|"
                          # "MA History", "MA in Economics" (not "Boston, MA 02115")
                          r"MA\b(?=\s+(?:in\s+)?[A-Z][a-z])|"
                          # ... or beside another master's word: "MSc/MA", "MA / MSc"
                          r"(?<=/)MA\b|(?<=/ )MA\b|MA(?=\s?/\s?M[A-Z])|"
                          # ... typed in lower case in a question: "msc/ma", "ma / msc"
                          rf"(?i:\bma\b(?:{_BESIDE_MASTERS}|(?=\s?(?:/|,|\bor\b)\s?(?:msc?|meng|mba)\b)))|"
                          # a law master's: "LL.M.", "LLM in Taxation" (never "LLM agents")
                          r"LL\.M\b\.?|LLM(?=\s+in\s+[A-Z][a-z])|(?:Adv\.|Advanced)\s+LLM\b|"
                          # ... of a field of law: "LLM International Taxation"
                          r"LLM(?=\s+(?:International|European|Commercial|Corporate|Tax|Taxation|"
                          r"Law|Laws|Legal|Human\s+Rights|Maritime|Criminal|Banking|Intellectual)\b)|"
                          # Central European master's: "Ing. in …", "Mgr. (MSc)", "Dipl.-Ing."
                          r"(?:Ing|Mgr)\.(?=\s+(?:in\b|\())|Dipl\.-Ing\b\.?)|"
                          r"(?<=[\u4e00-\u9fff])(?:E?MBA|MSc|M\.Sc\.?|M\.?Eng|MPhil)\b|"
                          r"硕士研究生|硕士|商学院(?:的)?学位|读(?:过|的|完)?研(?!究)|读(?:过|的|完)?硕(?!士)|(?<!博士)(?<!硕士)(?<!优秀)研究生(?!院|奖|会|干部|代表|支教|学术)")),
    ("Bachelor", re.compile(r"(?i:\b(?:bachelor'?s?\b|b\.?eng\b|b\.?tech\b|b\.?comp\b|"
                            r"bfa\b|bba\b|b\.arch\b|b\.des\b|b\.?com\b(?!\.)|b\.?econ\b|b\.?bus\b|"
                            # professional first degrees: pharmacy, music, nursing
                            r"b\.?\s?pharm\b\.?|b\.?mus\b|"
                            r"undergrad\w*|"
                            # the French bachelor's: "Licence LEA", "Licence en droit"
                            r"licence\s+(?:en|ès|es|lea|pro(?:fessionnelle)?)\b|licence\s*\(\s*(?:bachelor|b\.?\s?sc|b\.?a)\b|"
                            r"(?:4|four)[- ]year\s+(?:college\s+|university\s+)?degree\b|"
                            r"laurea\b(?!\s+(?:magistrale|specialistica))|"
                            r"grado\s+en\b|licenciatura\b))|"
                            r"\b(?:B\.?A\.?Sc\b\.?|B\.Sc\.?|BSc\b|Bsc\b\.?|B\.S\.?|BS\b|B\.E\.|B\.A\.|"
                            r"B\.?Ed\b\.?|BArch\b|"
                            # medicine, dentistry, nursing, veterinary science
                            r"MBBS\b|MBChB\b|BDS\b|BSN\b|B\.?V\.?Sc\b\.?|BVMS\b|"
                            r"(?:BSC|BENG)(?=\s+(?:IN|OF)\s+[A-Z]|\s+[A-Z]{4,}|\s*\(HONS?\.?\))|BA(?=\s*\(HONS?\.?\))|"
                            # an abbreviated field after "B.": "B.Mgmt. in E-commerce"
                            r"B\.[A-Z][a-z]{1,5}\.(?=\s+(?:in|of)\b|\s*\()|"
                            r"BA\b(?=\s+(?:in\s+)?(?:\((?:Hons?|Mod)\.?\)|[A-Z][a-z]))|"
                            r"LL\.?B\b\.?|Bc\.(?=\s+(?:in\b|\())|"
                            # a Scottish "MA (Hons)" is a first degree
                            r"M\.?A\.?\s*\(Hons?\.?\))|"
                            r"(?<=[\u4e00-\u9fff])(?:BSc|B\.Sc\.?|B\.?Eng|BBA)\b|"
                            r"学士|本科|第一学历")),
    ("Associate", re.compile(r"(?i:\b(?:associate(?:'s)?\s+degree\b|associate\s+of\s+(?:arts|"
                             r"science|applied)|higher\s+vocational\b|junior\s+college\b))|"
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
        if (
            out
            and item[0] == out[-1][0]
            and re.fullmatch(r"[^()（）,，;；]{0,12}[(（]\s*", text[out[-1][2] : item[1]])
        ):
            # "Laurea Magistrale (MSc)", "Doctoral candidate (Dr.-Ing.)": one degree
            out[-1] = (item[0], out[-1][1], item[2])
            continue
        out.append(item)
    return out


# what a CV line puts before a degree its owner does not hold: "未获得博士学位", "无硕士",
# "no master's degree", "left without a PhD", "no separate master's", "never earned an MBA"
DEGREE_NOT_HELD = re.compile(
    # ("直博，未另行授予硕士学位": not awarded a separate one)
    r"(?:(?:未|没有?|并未|未能|尚未|不)(?:另行|单独|另外)?(?:获得|拿到|取得|获|被?授予|读)|无|没有|不含)\s*$|"
    r"(?i:\b(?:without|no|not|never\s+(?:earned|got|did|obtained))\s+(?:an?\s+|the\s+)?"
    r"(?:separate\s+|formal\s+|stand-?alone\s+|intermediate\s+)?$)"
)


# entered as a direct-entry PhD student, then moved to the master's track: a master's
_ENTERED_AS_PHD = re.compile(r"(?:以)?(?:直博生?|硕博连读生?)(?:身份)?(?:入学|录取)")
_DOWN_TO_MASTER = re.compile(
    r"转(?:为|成|入|读)(?:硕士|硕)|(?i:\btransferred\s+(?:to|into)\s+(?:the\s+)?(?:master['’]?s|"
    r"msc|m\.?s\.?)(?:\s+(?:track|program(?:me)?))?\b)"
)


def held_degree_matches(text: str) -> list[tuple[str, int, int]]:
    """`degree_matches` of a CV line, less the degrees it says are not held ("未获得博士学位",
    "no master's degree", "以直博生入学，转为硕士培养": the PhD entered, not held)."""
    down = _DOWN_TO_MASTER.search(text)
    spans = [m.span() for m in _ENTERED_AS_PHD.finditer(text)] if down else []
    return [
        x
        for x in degree_matches(text)
        if not any(a <= x[1] < b for a, b in spans) and not DEGREE_NOT_HELD.search(text[: x[1]])
    ]


def held_degree_levels(text: str) -> list[str]:
    """`degree_levels` of a CV line, less the degrees it says are not held."""
    found = {level for level, _, _ in held_degree_matches(text)}
    return [level for level in DEGREE_LEVELS if level in found]


# degree names narrower than their level, each as written in either language: an MBA is a
# master's, but not every master's is an MBA
NAMED_DEGREES: dict[str, re.Pattern[str]] = {
    # typed in lower case and in the plural by recruiters: "any mbas in the pool"
    # an EMBA is an MBA too ("anyone doing an mba right now"); not the other way round
    # ... and so are "a business school master's" and the name spelt out
    "MBA": re.compile(
        r"(?<=[\u4e00-\u9fff])E?MBA\b|"
        r"(?i:(?<!mini-)(?<!mini )\b(?:exec(?:utive)?\.?\s+)?E?MBA(?:s|'s)?\b|"
        r"\bbusiness[- ]school\s+(?:master'?s|degree)\b|"
        r"\bmasters?\s+(?:degree\s+)?(?:of|in)\s+business\s+administration\b)|"
        r"工商管理硕士|商学院(?:的)?(?:硕士|学位)"
    ),
    "EMBA": re.compile(
        r"(?<=[\u4e00-\u9fff])EMBA\b|(?i:\bEMBA(?:s|'s)?\b|\bexec(?:utive)?\.?\s+MBAs?\b)|"
        r"高级管理人员工商管理硕士"
    ),
    # (as a degree only where the words say so: "LLM grads", "an LLM or MBA", "law masters";
    # never "LLM agents")
    "LLM": re.compile(
        r"\bLL\.M\b\.?|\bLLM(?=\s+in\s+[A-Z][a-z])|法学硕士|"
        r"\bLLMs?(?=\s*-?\s*(?:(?:type|kind|level|style)\s+)?(?:grads?|graduates?|degrees?|holders?)\b|\s*(?:,|or|and|/)\s*(?:an?\s+)?"
        r"(?:MBA|JD|MSc|MA)\b)|(?i:\blaws?\s+master'?s\b|\bmasters?\s+of\s+laws\b)|"
        # ... or after another degree in a list: "masters/mba/llm", "MBA、LLM 均算"
        r"(?i:(?:(?<=\bmba)|(?<=\bmsc)|(?<=\bmasters)|(?<=\bjd))\s*(?:/|,|、|\bor\b|\band\b)\s*llms?\b)"
    ),
    **{name: re.compile(rf"\b{name}\b") for name in ("JD", "MD", "MFA", "MPH", "MPA")},
}


def named_degree(text: str) -> str | None:
    """The first named degree (`NAMED_DEGREES`) a text mentions."""
    found = [(m.start(), name) for name, p in NAMED_DEGREES.items() if (m := p.search(text))]
    return min(found)[1] if found else None


def degree_acronym(acronym: str, text: str) -> bool:
    """The acronym is the initials of the words right before its bracket: the degree's own
    ("Online Master of Science in Analytics (OMSA, 在读)"), not a school ("MBA (INSEAD)")."""
    m = re.search(rf"([A-Za-z][A-Za-z ]+?)\s*[(（]\s*{re.escape(acronym)}\b", text)
    if m is None:
        return False
    initials = "".join(w[0] for w in m.group(1).split() if w[0].isupper())
    return initials.endswith(acronym.upper())


# -- in questions ------------------------------------------------------------------------
# a degree named in a question without its level: "currently studying for a degree", "正在攻读学位"
ANY_DEGREE_ASKED = re.compile(
    r"(?i:\b(?:studying|enrolled|pursuing|working)\s+(?:for|towards?|in|on)?\s*an?\s+degree\b|"
    r"\bcurrently\s+(?:a\s+student\b|enrolled\b|studying\b)|"
    r"\bstill\s+(?:in\s+(?:school|college|uni(?:versity)?)|studying|a\s+student)\b|\bcurrent\s+students?\b|"
    r"\b(?:doing|taking|getting)\s+an?\s+degree\b)|"
    r"攻读学位|在读学位|(?:目前|现在|正在)(?:在)?(?:读|攻读)|(?:还|仍)在(?:读书|上学|读)|还是学生|在校生"
)
# degrees named as examples of a level: "an MSc / LLM type degree", "MA or MBA-ish"
LEVEL_NAMED_BY_EXAMPLES = re.compile(
    r"(?i:\b(?:type|kind|sort|level|style)\s+(?:of\s+)?degrees?\b|-ish\b|"
    r"\bM\.?(?:Sc|S|A|Eng|Phil)\b\.?\s*(?:/|,|\bor\b)\s*(?:an?\s+)?[A-Z]{2,4}\b)"
)


# levels listed only to say that any of them will do
_LEVEL_LISTED = (
    r"(?:bachelor'?s?|ba|bs|bsc|undergrad(?:uate)?s?|master'?s?|ms|msc|ma|phds?|ph\.d\.?|"
    r"doctorates?|postgrad(?:uate)?s?)\b"
)
ANY_LEVEL = re.compile(
    r"(?i:\b(?:at|of)\s+any\s+level\b|\b(?:or|/)\s*(?:master'?s|phd|doctorate|bachelor'?s)\s+"
    r"(?:whatever|any|either)\b|"
    # "bachelors masters phd whatever", "ba/ms/phd all fine": the levels listed, any of them
    rf"\b{_LEVEL_LISTED}(?:\s*(?:,|/|&|\bor\b|\band\b)?\s*{_LEVEL_LISTED})+\s*,?\s*(?:whatever|any(?:thing)?|"
    r"all\s+(?:fine|ok|okay|good|count|welcome)|either\s+way|doesn'?t\s+matter)\b)|"
    r"(?:或|、)(?:本科|硕士|博士|研究生)(?:\s*均可|\s*都(?:行|可以|算)|\s*皆可)|"
    # "本科研究生都行": a bachelor's and a graduate level side by side, either
    r"本科\s*(?:硕士|博士|研究生)(?:\s*均可|\s*都(?:行|可以|算)|\s*皆可)|"
    # "在华科读过书（本科或研究生）": the levels a study there may be, any of them
    r"[（(]\s*(?:本科|硕士|博士|研究生)(?:\s*(?:或者?|、|/|和)\s*(?:本科|硕士|博士|研究生))+\s*(?:都行|均可)?[）)]"
)
