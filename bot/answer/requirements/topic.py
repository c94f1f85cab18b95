"""The topic: what is left of a question once every other kind has taken its words
("GPU sharing", "大模型训练", "anti-fraud (risk, fraud detection or AML)"). Runs last: the
excluded and "counts" clauses, a degree's words, the record kinds' spans, the places,
skills and venues are removed, then the words of asking, publishing, service, time and role.
Sets `topic` (the words), `topic_terms` (content words: Latin words minus stop words,
Chinese characters and bigrams), `alternatives` ("X (A, B or C)": X, A, B or C; "A or B")
and `must` (identifiers such as InternLM, RDMA, MoE, 5G: a passage without them is not
about them)."""

from __future__ import annotations

import re
from functools import cache

from bot.answer.requirements.authorship import FIRST_AUTHOR
from bot.answer.requirements.counts import COUNTS_CLAUSE
from bot.answer.requirements.employer_gloss import staff_only, undescribed
from bot.answer.requirements.period import PERIOD_WORDS
from bot.answer.requirements.reading import Kind, Reading, inside, without
from bot.answer.requirements.role_words import level_heads_apart, role_families_in, role_phrases
from bot.answer.requirements.service import SERVICE_CONTEXT, SERVICE_Q
from bot.answer.requirements.venue import GENERIC_ACRONYMS, MAIN_TRACK, PUBLISH
from ingest.language import (
    CORPORATE_SUFFIX_EN,
    CORPORATE_SUFFIX_ZH,
    DEGREE_PATTERNS,
    EN_FILLER,
    EN_STOP,
    GROUP_SCOPE,
    KIND_AFTER_NAME_ZH,
    ROLE_NAMES,
    SELDOM_MOVES,
    STUDY,
    STUDY_VERB,
    TOPIC_NOISE,
    WORK,
    WORKSHOP,
    ZH_FILLER,
)
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.language.questions import EITHER_DOING
from ingest.study_places import countries
from vectorstore.lexical import tokenize

# identifiers such as InternLM, RDMA, MoE, NSDI, 5G: a passage without them is not about them
NAMED_TERM = re.compile(r"\b(?:[A-Za-z]+[A-Z][A-Za-z0-9]*|[A-Z]{2,}[a-z]?|\d+[A-Za-z]+)\b")
_ROLE_NOISE = re.compile(
    r"(?i:\b(?:current(?:ly)?|full[- ]?timers?|full[- ]time|non-?intern|regular|"
    r"intern(?:ed|ship|s)?|"
    r"summer\s+(?:analyst|associate)s?|position|placements?|"
    r"role|held|rather than|employee|after graduating|graduating|completed|finished|earned|"
    r"pursuing|in progress|ongoing|still|including|internships?|included|count|counts|here|"
    r"stated|as stated|according to|lists?|listed|mentions?|mentioned|cv|resume|"
    r"skill|skills|tool|tools|experience|experienced|used|uses|using|run|ran|has|have|written|"
    r"code|programming|programs?|languages?|project|projects|among|their|holds?|also|not|both|"
    r"knows?|part[- ]time|permanent|employed|employment|jobs?|only|no|graduate|postgraduate|"
    r"postgrad|obtained|received|graduated|authors?|any|itself|themselves|proper|titles?|"
    r"mid[- ]?level|mid[- ]senior|ics?|individual\s+contributors?|"
    # how a degree is taught: "a taught/research masters"
    r"(?:taught|research)(?=\s*/\s*(?:taught|research)|\s+(?:masters?|master's|degrees?))|"
    # ... and the ways of it said to count after "incl": "incl part time / online / mba"
    r"online(?=\s*(?:/|,|or\b|$))|"
    # a side of a trade ("moved from outsourcing to the product side"): no topic
    r"(?:the\s+)?(?:product|client|vendor|agency)\s+side)\b)|甲方|乙方|"
    r"中级|已经|"
    r"(?i:(?<![A-Za-z])titles?(?![A-Za-z]))|已|并且|"
    r"而且|以及|头衔|职位名称|(?:一)?边工作(?:一)?边(?:读|念|上)?|在职|非全(?:日制)?|全日制|"
    r"毕业于|就读于|毕业|拿到|获得|本身|"
    r"根据简历|简历里|简历中|提到|目前|现在|还是|在读|正在|攻读|读硕|硕(?!士|博)|学历|学位|最高|身份|列出|旗下(?:的)?(?:子)?(?:公司|企业|酒店|品牌|门店)?|那会儿|那会|会(?!议)|技能|用过|使用过|了解|熟悉|掌握|"
    r"干满|做满|待满|满(?=\s*[\d一二两三四五六七八九十])|只看|仅看|"
    r"全职|兼职|正式员工|正式|实习生|实习|也算|不算|(?<![计运演推])算(?![法力子术])|包括|包含|不|既|又|同时|累计|总计|合计|加起来|总共|一共|岗位|连续|院校|拥有|拥|专业(?=的?学位)"
)
# generic words left beside a removed organisation name ("Alibaba Group", "University of X")
_ORG_LEFTOVER = re.compile(
    rf"(?i)\x00[\s,]*(?:{CORPORATE_SUFFIX_EN}|gmbh|university|college|institute|academy|"
    r"companies|firms|cos)\b\.?|"  # "one of the BAT companies"
    r"\b(?:the\s+)?(?:university|college|institute|academy)\s+of\s+(?:the\s+)?\x00|"
    rf"\x00\s*(?:{CORPORATE_SUFFIX_ZH}|大学|学院|(?:的)?(?:酒店|门店|品牌)(?![\u4e00-\u9fff]{2}))"
)
_MOVE_WORDS = re.compile(
    r"(?i)\b(?:moved|moving|switched|jumped|transitioned|went)\b|(?:跳槽|跳|转行|转)(?:到|去|进)?(?:了)?"
)
_ALT_SPLIT = re.compile(r"\s*(?:,|，|、|;|；|/(?!\w*\d)|\bor\b|\band\b|或者|或|及|和)\s*")
_LIKE = re.compile(
    rf"(?i)[,，]?\s*\b(?:{EXAMPLES_EN}|like|say)\s+([^()（）?？.。;；]+)|[,，]?\s*(?:{EXAMPLES_ZH}|像)([^()（）?？。；]+)"
)
_KEPT_ACRONYMS = {"NLP", "ML", "AI", "LLM", "GPU"}  # generic, yet a topic when asked


def topic_words(text: str) -> list[str]:
    """Content words of a question: Latin words minus stop words; Chinese with filler
    phrases removed, as characters and bigrams."""
    cleaned = ZH_FILLER.sub(" ", EN_FILLER.sub(" ", text))
    tokens = [t for t in tokenize(cleaned) if t not in EN_STOP and not (t.isascii() and len(t) < 2)]
    if not any(len(t) == 2 and not t.isascii() for t in tokens):
        tokens = [t for t in tokens if t.isascii()]  # a lone Chinese character is noise
    return tokens


def content_terms(text: str) -> list[str]:
    """Topic words without noise; a hyphenated compound counts through its parts, and a
    negated one ("non-engineering") not at all."""
    text = re.sub(r"(?i)\bnon-?\w+", " ", text)
    terms = [t for t in topic_words(text) if t not in TOPIC_NOISE]
    return [t for t in terms if not ("-" in t and t.isascii())] or terms


def alternatives(rest: str) -> list[list[str]]:
    """Topic alternatives: 'X (A, B or C)' means X, A, B or C; 'A or B' means A or B."""
    found: list[list[str]] = []
    # "fintech, like payments, lending or digital banks": the list after "like" is a group
    rest = _LIKE.sub(lambda m: f" ({m.group(1) or m.group(2)})", rest)
    main = re.sub(r"[(（][^)）]*[)）]", " ", rest)
    inner = re.findall(r"[(（]([^)）]*)[)）]", rest)
    pieces = [main, *_ALT_SPLIT.split(main)]
    for group in inner:
        pieces += _ALT_SPLIT.split(group)
    for piece in pieces:
        terms = content_terms(piece)
        if terms and terms not in found:
            found.append(terms)
    return found


def every_alternative(must: list[str], found: list[list[str]]) -> list[str]:
    """The named terms every alternative of the topic holds ("ETCS 或 CBTC": neither is a
    must; `found` as `alternatives` gives it, the whole first)."""
    if len(found) < 2 or (len(found) == 2 and set(found[1]) <= set(found[0])):
        return must
    # (two names of one thing, neither inside the other: "环境DNA（eDNA）")
    every = set.intersection(*(set(a) for a in (found[1:] if len(found) > 2 else found)))
    return [t for t in must if t in every]


@cache
def _where_it_is() -> re.Pattern[str]:
    names = countries().names_regex(places=True)
    return re.compile(rf"(?i)\b(?:in|based\s+in)\s+(?:{names})(?![\w])")


def _rest(r: Reading) -> str:
    """The question without what the other kinds took."""
    c = r.c
    record = level_heads_apart(r.text, c.record.spans)  # ("store managers": the role asked)
    blanked = r.excluded + r.counts + r.degree_taken + record + r.not_full_time + r.credentials
    # a part of a place asked ("currently at Amazon incl AWS"): its scope, not a topic
    named = [((m.start, m.end), {m.id}) for m in r.orgs.find(r.text)] if c.employers else []
    named += [  # typed in lower case: "incl aws"
        (w.span(), r.orgs.resolve(w.group()))
        for w in re.finditer(r"\b[a-z]{2,5}\b", r.text if c.employers else "")
    ]
    for span, ids in named:
        if any(r.orgs.under(i, c.employers) for i in ids) or ids & c.employers:
            blanked = [*blanked, span]  # (or the place itself, typed in lower case: "ex ali?")
        # "VIP.com (the flash sale site)": what the name asked is, in brackets after it
        if ids & c.employers and (gloss := _GLOSS_AFTER.match(r.text, span[1])):
            blanked = [*blanked, gloss.span()]
        # "东南亚那个打车超级app Grab", "the sogou input method / search engine company": what
        # the employer asked is, said around its name
        if ids & c.employers and (said := _SAID_BEFORE.search(r.text[: span[0]])):
            blanked = [*blanked, (said.start(), span[0])]
        if ids & c.employers and r.text[: span[0]].lower().endswith("the "):
            if said := _SAID_AFTER.match(r.text, span[1]):
                blanked = [*blanked, said.span()]
    # a place the catalog does not know, as read by `unlisted`: a place, not a topic
    for name in c.unknown_work + c.unknown_study:
        if (at := r.text.find(name)) >= 0:
            gloss = _GLOSS_AFTER.match(r.text, at + len(name))  # "(the indie ad shop …)"
            blanked = [*blanked, (at, gloss.end() if gloss else at + len(name))]
    if c.employers or c.schools:  # "a stint at MSR Asia in beijing": where the place is
        blanked = [*blanked, *(m.span() for m in _where_it_is().finditer(r.text))]
    if any("industry" in x for x in c.record.clauses):  # examples of the kind asked:
        # "in fintech right now, like payments or cross-border money apps",
        # "做跨境支付、数字金融这类公司的"
        kinds = c.record.spans
        blanked = [
            *blanked,
            *(m.span() for m in _KIND_EXAMPLES.finditer(r.text) if _touches(m.span(), kinds)),
        ]
    rest = without(r.text, blanked)  # same length: the spans still fit
    for lo, hi in sorted(_merged(r.places + r.skill_spans), reverse=True):
        rest = rest[:lo] + "\x00" + rest[hi:]
    if c.employers:  # "tencent … cloud side or wechat team": units of the place asked
        rest = _UNIT_SAID.sub(lambda m: " " if _unit_of_asked(r, m.group(1)) else m.group(), rest)
    if c.employers or c.schools:  # (before the leftovers: "any Sony group company")
        rest = GROUP_SCOPE.sub(" \x00 ", rest)
        rest = _SAID_OF_PLACE.sub(" ", rest)
        rest = _EXAMPLES_OF_PLACE.sub(" ", rest)  # "(e.g. Sony AI or a PlayStation studio)"
    rest = _ORG_LEFTOVER.sub(" ", rest)
    rest = rest.replace("\x00", " ")
    rest = COUNTS_CLAUSE.sub(" ", rest)
    if c.period is not None:
        for pattern in PERIOD_WORDS:
            rest = pattern.sub(" ", rest)
    if c.venues or c.publications or c.first_author is not None or c.service:
        rest = re.sub(r"会议上?|期刊|发表", " ", rest)  # "在 EMNLP 会议上发表过": the venue's
    if c.venues:
        rest = MAIN_TRACK.sub(" ", rest)  # "三大顶会正会": which of their papers
        rest = re.sub(r"发(?:过|了)?(?:文章)?", " ", rest)  # "有发过…顶会的": its venue read
    elif c.publications:  # "做拓扑优化 发过论文的" (not 研发过, 开发过)
        rest = re.sub(r"(?<![研开收分])发(?:过|了)(?:文章)?", " ", rest)
    rest = SELDOM_MOVES.sub(" ", rest)  # "不怎么跳槽那种": what the tenure asked says
    if c.record.clauses or c.skills:  # "现在在做硬件的有谁 画板子那种": an example of the role
        # (or the skill: "写过excel宏 自动化报表那种") asked
        rest = _KIND_GLOSS.sub(" ", rest)
    for pattern in (PUBLISH, SERVICE_Q, FIRST_AUTHOR, _ROLE_NOISE, WORK, STUDY, STUDY_VERB):
        rest = pattern.sub(" ", rest)
    if c.service:
        rest = SERVICE_CONTEXT.sub(" ", rest)
    if c.venues:
        rest = WORKSHOP.sub(" ", rest)  # "CVPR, workshops included": which papers count
    for _, pattern in DEGREE_PATTERNS:
        rest = pattern.sub(" ", rest)
    return re.sub(
        r"(?i)\b(?:degree|bachelor|master|phd|ph\.d)'?s?\b|博士|硕士|本科|专科|大专|学士", " ", rest
    )


# a part of a company said by its word and a noun for a part: "cloud side", "wechat team",
# "\x00 team" (the place's own name, already read, then "team")
_UNIT_SAID = re.compile(
    r"(?i)(\x00|\b[a-z][\w-]*)\s*\b(?:side|team|teams|org|division|unit|arm|business|部门|团队|那边)\b"
)


def _unit_of_asked(r: Reading, word: str) -> bool:
    """The word names a place asked, or with an asked employer's name before it names a
    part of one ("cloud" after Tencent: Tencent Cloud)."""
    if word == "\x00":
        return True
    for org in r.c.employers:
        name = r.orgs.display(org)
        if any(r.orgs.under(i, r.c.employers) for i in r.orgs.resolve(f"{name} {word}")):
            return True
    return False


# a last clause that gives an example of what is asked ("… 画板子那种", "… 做 ToB 这类的")
_KIND_GLOSS = re.compile(
    r"(?:^|(?<=[\s，,]))[^\s，,]{1,10}(?:那种|这种|之类|那类|这类)的?\s*[?？]?\s*$"
)


# what the question says of the place it names, beside it: "the big german automation
# company, Siemens,", "at Siemens (the automation company)": the place, no topic
_SAID_OF_PLACE = re.compile(
    r"(?i)\b(?:the|that|this|a)\s+(?:[\w-]+\s+){0,4}?(?:company|firm|giant|maker|conglomerate|"
    r"group|co)\b\s*[,，(]?\s*(?=\x00)|"
    r"(?<=\x00)\s*[,，(?？]\s*(?:the|a)\s+(?:[\w-]+\s+){0,4}?(?:company|firm|giant|maker|"
    r"conglomerate|group)\b"
)


# what a place the catalog does not know is, said right after it: "mother (the indie ad shop
# in shoreditch)", "Mother那家广告创意公司"
_GLOSS_AFTER = re.compile(
    rf"[”\"」』]?(?:\s*[(（]\s*(?i:the|an?)\s[^()（）]*[)）]|{KIND_AFTER_NAME_ZH.pattern})"
)


_SAID_BEFORE = re.compile(
    r"(?:(?![年月在])[\u4e00-\u9fff]){0,6}(?:那个|那家|这个|这家)[^，,。？?在(（]{1,24}$"
)
_SAID_AFTER = re.compile(
    r"(?i)(?:\s+[\w/&-]+){0,6}?\s+(?:company|firm|app|platform|maker|brand|giant|startup)\b"
)


# examples of the place asked, in brackets: its scope, no topic
_EXAMPLES_OF_PLACE = re.compile(
    rf"(?i)[(（]\s*(?:{EXAMPLES_EN}|e\.?\s?g\.?|eg|like|incl\.?|including)(?![a-z])[^()（）]*[)）]|"
    rf"[(（]\s*(?:{EXAMPLES_ZH}|包括)[^()（）]*[)）]|"
    # ... opened inside a place's words ("its subsidiaries (e.g. Tencent Cloud, …)")
    r"\x00[^()（）\x00]*\x00[^()（）]*[)）]|"
    # ... or a last clause of examples: "ex AB InBev? budweiser etc", "…？哈啤 百威等"
    r"(?<=[?？,，;；])\s*[^?？,，;；.。]{2,40}?\s*(?:(?i:\betc\.?|\band\s+so\s+on)|等等?)\s*[?？.。!！]*\s*$"
)


# the examples given of a kind of employer: "…, like payments or cross-border apps",
# "跨境支付、数字金融这类公司"
_KIND_EXAMPLES = re.compile(
    rf"(?i:,?\s*\b(?:{EXAMPLES_EN}|like|say)\s+[^?.!;]{{2,80}})|"
    # what the kind means ("a hardware company, i.e. one that makes chips or devices"), or a
    # list of its sorts that ends in "whatever" ("…right now? chips, gadgets, whatever")
    r"(?i:,?\s*\b(?:i\.e\.?|ie|that\s+is|meaning|namely)\s*,?\s+[^?!;]{2,80})|"
    r"(?i:(?<=[?？])\s*(?:[\w&.-]+\s*[,，、/]\s*)+(?:whatever|etc|anything|any)\b\.?)|"
    r"[^\s，,。？?的在做]{1,24}(?:这类|这种|那种|那类|之类的?|等)"
    r"(?:[\u4e00-\u9fff]{0,4}?(?:公司|企业|机构|平台))?|"
    r"(?i:(?:[\w&.-]+\s*[/,、]\s*)+[\w&.-]+\s+etc\b\.?)|"  # "goldman/ms etc"
    # "a gadget maker right now? phones, earbuds, that kind of hardware co"
    r"(?i:(?<=[?？:：–—-])\s*(?:[\w&.-]+\s*,\s*)+(?:that|this|those)\s+(?:(?:kind|sort|type)s?\s+of|kinda|sorta)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:co|cos|compan(?:y|ies)|firms?|makers?|places?|shops?|stuff)\b)|"
    # "a consumer app / search type tech company": the kind's sort, said before it
    r"(?i:\b(?:[\w&.-]+\s+)?(?:[\w&.-]+\s*/\s*)*[\w&.-]+\s+(?:type|kind|sort|style)(?=\s)(?!\s+(?:thing|stuff)\b))"
)


def _touches(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """`span` holds or borders one of `spans` (the kind's own words, right after or right
    before them)."""
    lo, hi = span
    return any((a < hi and b > lo) or 0 <= lo - b <= 12 or 0 <= a - hi <= 1 for a, b in spans)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping spans as one ("在抖音母公司": the parent's span holds the unit's)."""
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if out and lo < out[-1][1]:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return out


def read(r: Reading) -> None:
    c = r.c
    rest = EN_FILLER.sub(" ", _rest(r))  # "in the pool", "under their belt": no topic
    attached = lambda w: any(r.text[hi:].lstrip().startswith(w) for _, hi in r.places)  # noqa: E731
    # ("就伦敦那个帝国理工": a school described as a company is, by its place and "that one")
    described = (
        undescribed(ZH_FILLER.sub(" ", rest), attached) if c.employers or c.schools else None
    )
    if described is not None and not content_terms(described):
        rest = ""  # "that big berlin online fashion store (zalando)": the employer described
    elif c.employers and staff_only(ZH_FILLER.sub(" ", rest).strip(), c.employers, r.orgs.under):
        rest = ""  # "ex-mckinsey or other MBB consultants": who worked there
    # a field's concept that names no engineer of its own ("刻蚀", not "包装工程师")
    # (in Chinese only: an English engineer noun is matched by the entry's English words)
    field = (
        c.concepts
        and not any(_ANY_ENGINEER.search(n) for n in c.concept_names)
        and bool(re.search(_ENGINEER_ZH, rest))
    )
    if (_asks_more(r) or field) and (field or not content_terms(_ANY_ENGINEER.sub(" ", rest))):
        rest = _ANY_ENGINEER.sub(" ", rest)  # "OTA背景的工程师", "做刻蚀的工程师": any engineer
    if _asks_more(r) and not content_terms(_MOVE_WORDS.sub(" ", rest)):
        # "moved from outsourcing to the product side": the kind asked, the move no topic
        rest = _MOVE_WORDS.sub(" ", rest)
    # "搞过AB实验吗 分流对照那种": what the concept is, said again after the question, in words
    # of no name of it ("跑过对照实验 ab实验那种" names it: kept)
    said = _KIND_SAID_LAST.search(r.text)
    after_question = said is not None and bool(_QUESTION_END.search(r.text, 0, said.start()))
    gloss = _KIND_WORD.sub("", said.group()).strip() if said and after_question else ""
    glossed = _KIND_SAID_LAST.sub(" ", rest) if c.concepts and gloss else rest
    if glossed != rest and content_terms(glossed) and not r.skills.resolve(gloss):
        rest = glossed
    # "设计或分析过 A/B 实验": ways of doing it offered as either say it was done, no topic
    undone = EITHER_DOING.sub(" ", rest)
    if undone != rest and content_terms(undone):
        rest = undone
    c.topic_terms = content_terms(rest)
    c.topic = " ".join(
        w for w in re.split(r"\s+", ZH_FILLER.sub(" ", rest))
        if (x := w.lower().strip("?.,!()（）“”\"'‘’「」《》/|、-"))
        and (x not in EN_STOP or w.strip("?.,!()（）") in _CAPITAL_TERMS)
    ).strip(" ?？.,()（）“”\"'‘’「」《》")  # fmt: skip
    c.alternatives = alternatives(rest) if c.topic_terms else []
    c.must = [
        t
        for w in NAMED_TERM.findall(rest)
        for t in tokenize(w)[:1]
        if w.upper() not in GENERIC_ACRONYMS or w.upper() in _KEPT_ACRONYMS
    ]
    c.must = every_alternative(c.must, c.alternatives)
    # ("搞过AB实验": a word of a concept's name, met by any of its names, need not be said)
    concept_words = {t for n in c.concept_names for t in tokenize(n)}
    c.must = [t for t in c.must if t not in concept_words]
    if c.topic_terms:
        _product_names(r)
        _role_names(r, rest)
    elif c.employers or c.schools:
        # "the big german automation company, siemens": the concept was said of the place
        c.concept_names, c.concept_groups, c.concepts = [], [], []


# a clause closing the question that says what kind of thing was asked ("… 实验组对照组那种")
_KIND_WORD_LAST = r"(?:那种|那类|这种|这类|之类)的?\s*[?？。!！]*\s*$"
_KIND_SAID_LAST = re.compile(
    rf"(?:(?<=\s)|(?<=[,，。;；!！?？]))[^\s,，。;；!！?？]{{2,16}}?{_KIND_WORD_LAST}"
)
_KIND_WORD = re.compile(_KIND_WORD_LAST)
_QUESTION_END = re.compile(r"[吗呢么嘛?？!！。，,;；]\s*$")


# words written in capitals that are terms, though their lower case is a stopword ("IT 支持")
_CAPITAL_TERMS = frozenset({"IT"})


# a role noun of no family, beside what else is asked ("有OTA背景的工程师吗"): no topic
_ENGINEER_ZH = r"工程师|开发者|程序员"
_ANY_ENGINEER = re.compile(rf"(?i:\b(?:engineers?|developers?|devs?)\b)|{_ENGINEER_ZH}")


def _asks_more(r: Reading) -> bool:
    c = r.c
    return bool(c.employers or c.schools or c.skills or c.record.clauses or c.degree)


def _role_names(r: Reading, rest: str) -> None:
    """A topic that is only a role ("PMs who worked at Spotify", "在阿里云做过SRE的"): the
    ways titles of its families are written, in either language, are the topic's too
    (`ROLE_NAMES`), so "Product Manager, Personalisation" meets "PMs"."""
    phrases = role_phrases(rest)
    left = rest
    for lo, hi in sorted(phrases, reverse=True):
        left = left[:lo] + " " + left[hi:]
    families = [f for lo, hi in phrases for f in role_families_in(rest[lo:hi])]
    # ... and a family's own word listed beside the phrase ("QA / software test engineers")
    listed = [w for w in re.split(r"\s*(?:/|,|、|\bor\b|或者?)\s*|\s+", left) if w.strip()]
    if families and listed and all(role_families_in(w) for w in listed):
        families += [f for w in listed for f in role_families_in(w)]
        left = ""
    if not families or content_terms(left):
        return  # no role, or more to the topic than the role ("PMs working on search")
    c = r.c
    said = [rest[lo:hi].strip(" /,、") for lo, hi in phrases] + (listed if not left else [])
    for family in dict.fromkeys(families):
        # (the words asked as well: "software test engineers" is all the topic says)
        own = [w for w in said if family in role_families_in(w) and w not in ROLE_NAMES[family]]
        c.add_concept(f"role:{family}", [*ROLE_NAMES[family], *own])
    named = {t for lo, hi in phrases for t in tokenize(rest[lo:hi])}
    c.must = [t for t in c.must if t not in named]


def _product_names(r: Reading) -> None:
    """A catalog organisation named in the topic, not as a place ("built Feishu/Lark
    products at ByteDance": a product): its names in every script are the topic's too, so a
    Chinese line ("负责飞书审批") meets an English question."""
    for m in r.orgs.find(r.text):
        if (
            inside(m.start, r.places + r.excluded + r.counts)
            or m.ambiguous
            or m.id in r.c.excluded | r.c.employers | r.c.schools
        ):
            continue  # a place asked, one that does ("Lark included") or does not count
        names = [r.orgs.display(m.id, "en"), r.orgs.display(m.id, "zh"), *r.orgs.aliases(m.id)]
        r.c.add_concept(f"org:{m.id}", [n for n in dict.fromkeys(names) if n and len(n) >= 2])


KIND = Kind("topic", read)
