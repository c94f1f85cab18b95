"""How a question says a kind of employer: each industry's words of the catalog
(`ingest.industries`) with the nouns and adjectives said around them ("a semiconductor
company", "快消品牌方", "ex-big four"), and the words that name one only as a job's place
("在量化实习过", "at a fintech"), for `bot.answer.requirements.industry`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache

from bot.answer.requirements.counts import counts_clauses
from bot.answer.requirements.reading import Reading, Span, inside
from ingest.industries import IndustryCatalog, words_pattern
from ingest.language import ANY_PART_OF
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.study_places import countries

# a Chinese word not inside a longer name: "在银行干过" (a bank), not "招商银行" (one bank)
_ZH_BEFORE = (
    r"(?:(?<![\u3400-\u9fff])|(?<=[在去过家个的于和或者及与是到从进有做找招要谁、/种类等系])|"
    r"(?<=大型)|(?<=头部)|(?<=中国)|(?<=国内)|(?<=老牌)|(?<=知名)|(?<=著名)|(?<=外资)|"
    # ... or right after another kind: "券商投行", "私募基金" ("中信系券商": a group's)
    r"(?<=券商)|(?<=投行)|(?<=私募)|(?<=基金)|(?<=银行)|(?<=咨询)|(?<=商超)|(?<=连锁)|(?<=超市)|(?<=国企))"
)


# the noun after an industry's name is part of it: "a semiconductor company", "芯片原厂背景"
_EN_NOUN = (
    r"(?:[\s-]+(?:(?:gear|equipment)\s+)?(?:company|companies|cos?|firm|firms|shops?|industry|"
    r"industries|sector|vendors?|makers?|manufacturers?|suppliers?|providers?|"
    r"startups?|background|houses?|space|world|side|giants?|super[- ]?apps?|brands?|players?)|"
    r"\s*(?:公司|企业|行业|机构|背景))?"  # "在CRO公司干过的"
)
# ... in Chinese, up to two of them: "快消品牌方", "快消品公司"
_ZH_NOUN = (
    r"(?:的(?=公司|企业|厂))?"  # "做新能源车充电设备的公司"
    r"(?:(?:那|这)?一?(?:类|种)的?)?"  # "支付那类公司", "芯片这种厂"
    r"(?:品牌方|品牌|牌子|公司|企业|行业|厂商|厂家|厂|背景|领域|机构|圈|品(?!类|质|控|管)|制造商|供应商|巨头|系(?!统)|"
    r"[或和/](?:实验室|研究院|研究所))"  # "人工智能研究院或实验室"
    r"{0,2}"
)
# ... and the adjective before it: "one of the big strategy consulting firms"
_EN_ADJ = (
    r"(?:(?:big|major|top|large|leading|global|tier[- ]1|licensed|regulated|corporate|b2b|"
    r"enterprise)\s+)?"
)


@cache
def _zh_before() -> str:
    """What may stand right before a Chinese kind's word: a boundary, or a country's name
    ("芬兰老牌手机公司", "瑞士食品巨头": where it is from, `employer_country`)."""
    names = {c.zh for c in countries().countries if c.zh}
    return _ZH_BEFORE[:-1] + "".join(f"|(?<={re.escape(n)})" for n in sorted(names)) + ")"


def _pattern(words: list[str]) -> re.Pattern[str]:
    """An industry's words with the nouns after them ("快消品牌方") and, in English, an
    adjective before ("ex-big four")."""
    return re.compile(
        words_pattern(
            words,
            start=r"(?:(?<![A-Za-z0-9_-])|(?<=\bex-))",  # ("有CRO背景的": CJK before is a boundary)
            # ... and no kind before what is done on it: "5g ota testing", "OTA升级" (a skill)
            end=r"(?![A-Za-z0-9_-])(?!\s*(?:(?:test(?:s|ing)?|updates?|upgrades?)\b|测试|升级))",
            en=_EN_ADJ + "{}" + _EN_NOUN,
            # "企业的人工智能研究院", "大厂的AI实验室": whose it is
            zh_before=_zh_before() + r"(?:(?:企业|大厂|业界)的?\s*)?",
            zh_after=_ZH_NOUN,
        )
    )


def _token(word: str) -> str:
    """What a text holds when it may name a word: a Latin word's first token, a Chinese word
    whole, or without the company noun words may come between ("咨询那种乙方公司")."""
    if word.isascii():
        return word.split()[0].split("-")[0].lower()  # ("self-driving": "self driving")
    return word[:-2] if len(word) > 3 and word.endswith(("公司", "企业", "机构")) else word


@lru_cache(maxsize=1)
def _asked_words() -> dict[str, tuple[list[str], frozenset[str]]]:
    """Each industry's words, and what a text holds when it may name them (a Latin word's
    first token, a Chinese word whole), lower-cased: most questions name no industry, and
    an industry's pattern is compiled when a question may."""
    return {
        i.id: (i.asked, frozenset(map(_token, i.asked)))
        for i in IndustryCatalog.load().items.values()
        if i.asked
    }


@cache
def _industry_pattern(industry: str) -> re.Pattern[str]:
    return _pattern(_asked_words()[industry][0])


def patterns(text: str) -> dict[str, re.Pattern[str]]:
    """The patterns of the industries the text may name."""
    low = text.lower()
    return {
        industry: _industry_pattern(industry)
        for industry, (_, tokens) in _asked_words().items()
        if any(t in low for t in tokens)
    }


# a word that names an industry only as a job's place ("在量化实习过", "去 quant 上班",
# "interned in quant", "at a fintech")
_ZH_JOB = r"(?:实习|工作|上班|干|做|待|呆|混|任职)"


# the other places of a list after the one read: "资管或者PE", "基金、券商"
_ZH_OR = r"\s*(?:或者?|、|/)"
_ZH_LIST = rf"(?:{_ZH_OR}\s*[^\s，,。？?或和、/]{{1,8}}?)*"


@lru_cache(maxsize=1)
def place_patterns() -> dict[str, re.Pattern[str]]:
    patterns = {}
    for i in IndustryCatalog.load().items.values():
        if i.as_place:
            words = "|".join(re.escape(w) for w in sorted(i.as_place, key=len, reverse=True))
            patterns[i.id] = re.compile(
                # "在资管或者PE实习过": the first of a list of places; "在PE或资管": a later one
                rf"[在去于进]\s*(?P<zh>{words})(?={_ZH_LIST}\s*(?:过|了)?\s*{_ZH_JOB})|"
                rf"[在去于进]\s*(?:[^\s，,。？?]{{1,8}}?{_ZH_OR}\s*)+?(?P<last>{words})"
                rf"(?={_ZH_LIST}\s*(?:过|了)?\s*{_ZH_JOB})|"
                # "从酒店转行去互联网": where a move went
                rf"(?:转行|跳槽|转|跳)(?:去|到|进)(?:了)?\s*(?P<to>{words})(?=[的吗了呢\s，,。？?]|$)|"
                # "从电商跳去做智能电视的": where a move started
                rf"从\s*(?P<from>{words})(?=\s*(?:出来)?(?:转行|跳槽|跳|转|去了))|"
                rf"(?i:\b(?:(?:interned|interning|worked|working)\s+(?:at|in)\s+|"
                # "at a fintech", "anyone from fintech"
                rf"(?:at|for)\s+an?\s+|(?:from|in|into)\s+(?:an?\s+)?)(?P<en>{words})\b)"
            )
    return patterns


# "支付或者数字银行这类金融科技公司": examples of a kind ("数字银行这类"), the other examples
# before them and the kind they are of after them
_KIND_ENDS = re.compile(r"(?:这|那)一?(?:类|种)的?\s*$")
_KIND_AFTER = re.compile(r"\s*[\u4e00-\u9fffA-Za-z]{0,8}?(?:公司|企业|机构|厂商|厂|行业)")
_EXAMPLE_BEFORE = re.compile(r"[\u4e00-\u9fffA-Za-z]{2,6}\s*(?:或者|或|和|、|/)\s*$")


# ... or said before the kind: "支付/跨境汇款这类 fintech 公司"
_EXAMPLES_THEN_KIND = re.compile(
    r"(?:[\u4e00-\u9fffA-Za-z]{2,8}\s*(?:或者|或|和|、|/)\s*)*[\u4e00-\u9fffA-Za-z]{2,8}\s*"
    r"(?:这|那)一?(?:类|种)的?\s*$"
)


def examples(text: str, lo: int, hi: int) -> tuple[int, int]:
    """The span of a kind of employer asked, with the examples of it said around it."""
    if m := _EXAMPLES_THEN_KIND.search(text, 0, lo):
        return m.start(), hi
    if not _KIND_ENDS.search(text, lo, hi):
        return lo, hi
    hi = m.end() if (m := _KIND_AFTER.match(text, hi)) else hi
    while m := _EXAMPLE_BEFORE.search(text, 0, lo):
        lo = m.start()
    return lo, hi


# the kinds a "… all ok" clause lists by their bare words: "fintech / insurance / brokers all
# ok", "券商、保险都算"
_LISTED_KIND = re.compile(r"[^/,，、;；]+")
_COUNTS_TAIL = re.compile(
    r"(?i)\s*(?:\b(?:all|both|are|is|also|too)\b\s*)*(?:ok|okay|fine|count|counts|good)\b.*$|"
    r"(?:也|都)?(?:算|行|可以).*$"
)


def listed_kinds(text: str, clauses: list[tuple[int, int]]) -> dict[str, list[tuple[int, int]]]:
    """The industries a clause that says what counts names one by one, each by a word of
    its own or with the company noun after it ("insurance" as "insurance company")."""
    catalog = IndustryCatalog.load()
    found: dict[str, list[tuple[int, int]]] = {}
    for lo, hi in clauses:
        clause = _COUNTS_TAIL.sub("", text[lo:hi])
        for m in _LISTED_KIND.finditer(clause):
            word = re.sub(r"(?i)^\s*(?:or|and)\s+|^(?:或者?|和)", "", m.group()).strip()
            nouns = ("", " company", "公司") if word else ()
            if kind := next((k for n in nouns if (k := catalog.asked_as(word + n))), None):
                found.setdefault(kind, []).append((lo + m.start(), lo + m.end()))
    return found


# what a kind of company is, said again in brackets: "终端厂（做手机的那种）"
GLOSS = re.compile(
    rf"\s*[（(][^()（）]{{0,24}}?(?:那种|那类|之类|这种|这类|{EXAMPLES_ZH}|(?i:\blike\b|{EXAMPLES_EN}|\betc\b))"
    r"[^()（）]{0,12}[)）]"
)
# a kind of company's startups in Chinese: "芯片创业公司", "AI初创企业" (the kind asked, as in
# English "a chip startup")
STARTUP_OF = re.compile(r"([\u4e00-\u9fffA-Za-z]{1,8}?)\s*(?:创业公司|初创公司|初创企业)")


# the words between a kind of employer and the years said of it: "电池行业5年", "电池行业干了5年"
# ... "投行经验5年以上", "券商从业经历满5年"
_YEARS_AFTER_KIND = re.compile(
    r"\s*(?:(?:干|做|待|呆|工作|从业)(?:了|过)?|的?(?:工作|从业)?(?:经验|经历|年限))?\s*(?:满|有)?\s*"
)
# the words between the years asked and the kind of employer after them: "5+ yrs in investment
# banking", "8 years of experience at a consulting firm"
_KIND_AFTER_YEARS = re.compile(
    r"(?i)\s*(?:of\s+)?(?:(?:work|full[- ]time|professional)\s+)?(?:experience\s+|exp\s+)?"
    r"(?:in|at|within)\s+(?:an?\s+|the\s+)?"
)
_YEARS_KIND_ENDS = re.compile(
    r"(?i)\s*(?:[,.?!;:()，。？]|$|\b(?:and|or|with|who|please|pls|only|min(?:imum)?)\b)"
)


def kind_right_after(text: str, end: int) -> tuple[str, int] | None:
    """The kind of employer an English question names right after the years it asks ("5+
    yrs in investment banking"), and where it ends."""
    gap = _KIND_AFTER_YEARS.match(text, end)
    if gap is None:
        return None
    for industry, pattern in patterns(text).items():
        m = pattern.match(text, gap.end())
        if m and _YEARS_KIND_ENDS.match(text, m.end()):
            return industry, m.end()
    return None


def kind_right_before(text: str, start: int) -> tuple[str, int] | None:
    """The kind of employer a Chinese question names right before the years it asks
    ("电池行业5年以上经验的"), and where it begins."""
    for industry, pattern in patterns(text).items():
        for m in pattern.finditer(text, 0, start):
            if not m.group().isascii() and _YEARS_AFTER_KIND.fullmatch(text, m.end(), start):
                return industry, m.start()
    return None


# a name right after a kind of employer: "at the advertising agency Mother London", "the
# payments company Northwind Pay" (the kind says what the employer named is; no kind asked)
_NAME_AFTER = re.compile(r"\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})(?![\w&'-])")


def named_after_kind(r: Reading, found: dict[str, list[Span]]) -> dict[str, list[Span]]:
    """The kinds found, less those each said of a name right after them that the catalog does
    not know: that name becomes a place of work asked ("Mother London")."""
    kept = dict(found)
    for i, spans in found.items():
        names = [
            m.span(1)
            for lo, hi in spans
            # (after a verb of doing, "在高校做 IT 支持": the work, not a name)
            if not re.search(r"[做干搞]\s*$", r.text[lo:hi])
            and (m := _NAME_AFTER.match(r.text, hi))
        ]
        if names and len(names) == len(spans) and not r.orgs.find(r.text[slice(*names[0])]):
            r.c.unknown_work.append(r.text[slice(*names[0])])
            r.places += [*names, *spans]
            del kept[i]
    return kept


def its_units_kinds(r: Reading, found: dict[str, list[Span]]) -> dict[str, list[Span]]:
    """The kinds found, less those said of a named employer's own units ("CRCC or one of its
    design institutes", "CMB or one of its arms like its fintech/IT subsidiary", "平安旗下的
    科技公司"): the employer's units, no kind asked of its own."""
    kept = dict(found)
    for i, spans in found.items():
        if all(
            _ITS_BEFORE.search(r.text[max(0, lo - 40) : lo])
            and any(m.id for m in r.orgs.find(r.text[:lo]))  # (not "banks and their …")
            for lo, _ in spans
        ):
            r.places += [
                (lo, end.start() if (end := _CLAUSE_END.search(r.text, hi)) else hi)
                for lo, hi in spans
            ]
            del kept[i]
    return kept


# "its"/"their" (and a few words) before a kind of company; "旗下(的)", "中信系券商"
_ITS_BEFORE = re.compile(
    r"(?i)\b(?:its|their)\s+(?:own\s+)?(?:[\w&-]+(?:/[\w&-]+)?\s+){0,2}$|(?:旗下|下属|下面|系)的?\s*$"
)

_CLAUSE_END = re.compile(r"[?？,，.。;；!！()（）]|$")


_OTHER = re.compile(
    rf"(?i)\b(?:other|another|similar|etc|like|{EXAMPLES_EN}|e\.?g)\b|"
    rf"其他|其它|别的|之类|类似|等|这种|那种|这类|那类|{EXAMPLES_ZH}|像"
)


# a question asking for any part of a group ("the ping an family", "平安系", "or any of its
# subsidiaries")
_PARTS_OF = re.compile(
    rf"(?i)\b(?:family|{ANY_PART_OF}|(?:its|their|the\s+group'?s)\s+subsidiaries)\b|"
    r"[\u4e00-\u9fff]系(?=[的吗呢,，?？\s]|$)|旗下"
)


def described_by_named(r: Reading, keys: Mapping[str, list[Span]]) -> set[str]:
    """The kinds (`keys`) that describe the one organisation the question names, being its
    kinds whatever country is said with them ("英国那家收单公司worldpay" is Worldpay), when the
    question asks for no others like it ("Huawei or another telecom vendor"; several named are
    the kind's examples: "CRO experience? iqvia parexel icon"); or, where the question asks
    for any part of a group, the kinds said after its name (its parts)."""
    # (not one a clause of what counts names: "中信系券商…？中信里昂也算")
    counted = counts_clauses(r.text)
    mentions = [
        m
        for m in r.orgs.find(r.text)
        if m.id and r.orgs.kind(m.id) != "school" and not inside(m.start, counted)
    ]
    if _PARTS_OF.search(r.text) and mentions:
        # "anyone from the ping an family? bank, oneconnect, whatever part of it": kinds said
        # after a group's name, where the question asks for any part of it, are its parts
        first = min(m.start for m in mentions)
        return {k for k, spans in keys.items() if all(first < lo for lo, _ in spans)}
    if _OTHER.search(r.text):
        return set()
    named = {m.id for m in mentions}
    if len(named) != 1:
        return set()
    kinds = IndustryCatalog.load().of_org(r.orgs.lineage(named.pop()))
    return {k for k in keys if k.partition("@")[0] in kinds}


def examples_of(r: Reading, keys: Iterable[str]) -> set[str]:
    """The employers asked that are examples given of the kinds asked ("bulge bracket
    interns? goldman/ms etc", "腾讯、阿里等大厂"): of those kinds, with a word of examples."""
    if not _OTHER.search(r.text):
        return set()
    kinds = {k.partition("@")[0] for k in keys}
    catalog = IndustryCatalog.load()
    return {e for e in r.c.employers if kinds.intersection(catalog.of_org(r.orgs.lineage(e)))}


# two names sharing the noun after the second: "量化投资或量化交易公司" (量化投资 + 公司),
# "a payments or fintech company" (payments + company)
SHARED_NOUN = re.compile(
    r"([\u4e00-\u9fff]{2,6})\s*(?:或者?|和|、|及|与|/)\s*[\u4e00-\u9fff]{1,8}?"
    r"(公司|企业|机构|行业|厂商|厂)|"
    r"(?i:\b([a-z][\w-]+(?:\s+[a-z][\w-]+)?)(?:\s*,\s*[a-z][\w-]+)*,?\s*(?:\bor\b|\band\b|/|&)\s*[a-z][\w-]+"
    r"(?:\s+[a-z][\w-]+){0,2}\s+(compan(?:y|ies)|cos?|firms?|shops?|startups?|industry|consultanc(?:y|ies)|"
    r"makers?|manufacturers?|agenc(?:y|ies)|brands?|outfits?))\b"
)
# ... and each of a list by slashes: "a shipping/freight/parcel company", "a skincare/makeup brand"
LISTED_KINDS = re.compile(
    r"(?i)\b((?:[a-z][\w-]+\s*/\s*){1,4}[a-z][\w-]+)\s+(?:(?:type|kind|sort|style)\s+(?:of\s+)?)?"
    r"(compan(?:y|ies)|firms?|shops?|startups?|outfits?|agenc(?:y|ies)|brands?)\b"
)
