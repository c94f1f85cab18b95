"""Places the catalog does not know: "at Northwind Labs", "在青藤云计算工作过". A name after
"at" / "joined" / "在…工作" (`Question.strong_spans`) that is neither a catalog organisation
nor a skill, nor inside a place, a skill, a degree's words or a record requirement
("在3到6年之间") already read, becomes an `unknown_study` place (a study verb only, or a
name that says it is a university and no work verb) or an `unknown_work` one. A question
about papers or service reads none ("at VLDB" is a venue); in a "… also counts" clause
the "等…" tail goes ("菜鸟等子公司算": 菜鸟)."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading, inside
from bot.answer.requirements.role_words import role_families_in
from ingest.industries import IndustryCatalog
from ingest.language import (
    EN_STOP,
    KIND_AFTER_NAME_ZH,
    NO_PLACE,
    ORG_SUFFIX_WORD,
    ROLE_WORD,
    TRADE_NOUN,
)

_GROUP_UNITS = re.compile(
    r"^(?:或|及|和|以及|含|包括|包含)?其?(?:旗下|下属|子公司|下面的?(?:公司|子公司|单位|企业|厂))"
)
# "在公司里真用过" (after "有谁"): the word for a company, no company's name; "同一家公司"
_GENERIC = re.compile(
    r"(?:^|[在谁的])(?:同一家?)?(?:公司|单位|企业|集团|大厂|厂里)(?:里|上班|工作|任职|干过|待过)?$|^同一家?|"
    # "在高校当老师的", "在外企上过班": a kind of employer, no name
    r"^(?:高校|大学|学校|外企|国企|央企|民企|私企|科研院所|研究所)(?:里|中|内)?(?:当|做|任|教|上|工作|$)"
)
# "支付或者数字银行这类金融科技公司": examples of a kind of employer the question asks, no name
_KIND_OF = re.compile(r"(?:这|那|此|一)(?:类|种)[^，,]{0,8}(?:公司|企业|机构|厂)|之类")


def _is_skill(span: str, r: Reading) -> bool:
    """The whole name is a skill ("at Kubernetes"), not a name with one inside ("Nordlicht
    AI Labs", "Quillfeather Data Systems")."""
    if not r.skills.resolve(span):
        return False
    covered = sum(m.end - m.start for m in r.skills.find_in_question(span))
    return covered >= len(span.strip()) * 0.6


# a degree asked in the words of a place ("有博士吗"): no place
_DEGREE_ONLY = re.compile(
    r"(?i)^\s*(?:博士|硕士|本科|研究生|学士|博士生|硕士生|phds?|mbas?|masters?|bachelors?)\s*(?:吗|呢|的|么)?\s*$"
)
_LINK_WORDS = re.compile(r"有|或者?|和|及|与|科技|子公司|公司|企业|机构|背景")


def _only_taken(span: str, pos: int, taken: list[tuple[int, int]]) -> bool:
    """Every word of the span is a requirement's already read, or a word that links them."""
    left = "".join(ch for k, ch in enumerate(span) if not inside(pos + k, taken))
    return len(left) < len(span) and len(_LINK_WORDS.sub("", left).strip()) < 2


def _kinds_units(span: str, r: Reading) -> bool:
    """ "银行系…, 银行科技公司也算": a kind asked, its word then a company noun (its units)."""
    items = IndustryCatalog.load().items
    words = [w for i in r.industries if i in items for w in items[i].asked if not w.isascii()]
    return bool(re.search(r"(?:公司|企业|机构)$", span)) and any(span.startswith(w) for w in words)


def _initials_of_asked(span: str, r: Reading) -> bool:
    """ "有IC出来的吗 就伦敦那个帝国理工": capitals that begin the initials of a name of a place
    the question names besides (Imperial College London), another name of it."""
    if not re.fullmatch(r"[A-Z]{2,5}", span):
        return False
    names = (
        n for o in r.c.employers | r.c.schools for n in (r.orgs.display(o), *r.orgs.aliases(o))
    )
    return any("".join(w[0] for w in n.split() if w[:1].isupper()).startswith(span) for n in names)


# words that say a name again in other words: "有珞珈山出来的吗 就是武大", "… i.e. Stripe"
_SAID_AGAIN = re.compile(
    r"就是|也就是|即|(?i:\bi\.e\.|\baka\b|\ba\.k\.a\.|\bthat\s+is\b|\bi\s+mean\b)"
)


_KIND_LAST = re.compile(rf"(?:{KIND_AFTER_NAME_ZH.pattern})$")


def _without_kind(span: str) -> str:
    """ "Mother那家广告创意公司": the name, less what it is said to be after it."""
    return _KIND_LAST.sub("", span) or span


def _said_again_as_asked(span: str, pos: int, r: Reading) -> bool:
    """The name is another name of a place the question names besides, a few words away
    with "就是" / "i.e." / "aka" between them (a nickname the catalog does not know)."""
    end = pos + len(span)
    for start, stop in r.places:
        between = r.text[end:start] if start >= end else r.text[stop:pos] if stop <= pos else ""
        if len(between) <= 12 and _SAID_AGAIN.search(between):
            return True
    return False


# what a place asked is, said after it: "… 就是英国那个家装建材零售集团"
_DESCRIBED_AGAIN = re.compile(
    r"(?:就是|也就是|即)?[\u4e00-\u9fff]{0,4}?(?:那个|那家|这家)[\u4e00-\u9fff]{1,12}?(?:集团|公司|企业|巨头|大厂)"
)


# a verb of using or doing: "在产线上用控制图盯过程能力的" is work done with a skill, no place
_DOING = re.compile(r"用|使用|做|搞|跑|写|盯|负责")


def _work_with_a_skill(span: str, pos: int, r: Reading) -> bool:
    """The span tells work done with a skill the question names inside it ("产线上用控制图…")."""
    end = pos + len(span)
    if not _DOING.search(span):
        return False
    found = [(m.start, m.end) for m in r.skills.find_in_question(r.text)] + r.skill_spans
    return any(pos < a and b <= end for a, b in found)


def read(r: Reading) -> None:
    c, text = r.c, r.text
    if c.publications or c.service:
        return
    for span in r.strong_spans:
        pos = text.find(span)
        taken = r.places + r.skill_spans + r.degree_taken + r.c.record.spans + r.excluded
        if pos >= 0 and (inside(pos, taken) or inside(pos + len(span) - 1, taken)):
            continue  # "有在同一家公司升职的": the words of a requirement, not a place
        if pos >= 0 and _only_taken(span, pos, taken):
            continue  # "有银行或者银行科技子公司": an industry asked, twice, no name
        if pos >= 0 and r.places and _DESCRIBED_AGAIN.fullmatch(span):
            # "在翠丰干过吗 就是英国那个家装建材零售集团": the place asked, described again
            r.places.append((pos, pos + len(span)))
            continue
        if pos >= 0 and _said_again_as_asked(span, pos, r):
            # the place asked, in other words, and what it is ("那家做手机的")
            gloss = KIND_AFTER_NAME_ZH.match(text, pos + len(_without_kind(span)))
            r.places.append((pos, max(pos + len(span), gloss.end() if gloss else 0)))
            continue
        if (
            r.orgs.resolve(span)
            or _is_skill(span, r)
            or _GROUP_UNITS.match(span)
            or _GENERIC.search(span)
            or KIND_AFTER_NAME_ZH.match(span)  # "那家广告创意公司": what the name before is
            or (r.industries and _KIND_OF.search(span))
            or NO_PLACE.match(span)
            or _DEGREE_ONLY.match(span)
            or _initials_of_asked(span, r)
            or (inside(pos, r.counts) and _kinds_units(span, r))
            or (_RANKING.fullmatch(span) and re.match(r"\s*\d{2,4}\b", text[pos + len(span) :]))
            or _work_with_a_skill(span, pos, r)
        ):
            continue  # "或其旗下公司": the units of a place asked, no place of its own
        # "在Mother那家广告创意公司": the name, then what it is
        span = _without_kind(span)
        if inside(pos, r.counts):
            span = re.sub(r"等[^，,。；;]*$", "", span)  # "菜鸟等子公司": 菜鸟
            if len(span) < 2:
                continue
        if r.study_q and not r.work_q:
            c.unknown_study.append(span)
        elif (
            not r.work_q
            and ORG_SUFFIX_WORD.search(span)
            and re.search(r"(?i)universit|college|大学|学院", span)
        ):  # "worked at Springfield University" asks for an employer all the same
            c.unknown_study.append(span)
        else:
            c.unknown_work.append(span)
    if not (c.employers or c.unknown_work or c.schools or c.unknown_study):
        _lower_case_place(r)


# a company typed in lower case after a work verb: "anyone who worked at vodafone"
_LOWER_WORK_PLACE = re.compile(
    r"\b(?:worked|works|working|interned|employed|currently|now|still|was|were)\s+(?:at|for|with)\s+"
    r"([a-z][\w&.-]{2,30}(?:\s+(?:motors|group|labs?|tech|technolog(?:y|ies)|systems|capital|"
    r"games|studios?|bank|inc|ltd))?)\b|"
    # ... or after "anyone at" with what it is in brackets: "anyone at mother (the ad shop)"
    r"\b(?:anyone|anybody|someone|who(?:'s|\s+was|\s+is)?)\s+at\s+([a-z][\w&.-]{2,30})"
    r"(?=\s*[(（]\s*(?:the|an?)\s)|"
    # ... or as where one was before: "anyone ex-sonos? the speaker company"
    r"\b(?:anyone|anybody|someone|who(?:'s|\s+is)?|any)\s+ex-([a-z][\w&.]{2,30})\b(?!-)"
)


# a list of companies by rank: "worked for Fortune 500 companies" (no place of that name)
_RANKING = re.compile(r"(?i)(?:fortune|forbes|global|s&p|ftse|russell)(?:\s+global)?")


_IDIOMS = {"scale", "home", "night", "length", "large", "speed", "sea", "school", "uni", "work"}
_EX_KINDS = {
    "military",
    "army",
    "navy",
    "startup",
    "academia",
    "academic",
    "consulting",
    "faang",
    "pat",
    "pats",
}  # ("ex-pat": an expatriate)


def _lower_case_place(r: Reading) -> None:
    """A name the catalog does not know, typed in lower case after a work verb: a place."""
    m = _LOWER_WORK_PLACE.search(r.text)
    taken = r.places + r.skill_spans + r.excluded + r.c.record.spans  # "for only one employer"
    if m is None or m.lastindex is None or inside(m.start(g := m.lastindex), taken):
        return
    word = m.group(g)
    # "anyone currently at acme", "anyone at acme (the …)"
    now = g >= 2 or m.group().split()[0] in ("currently", "now", "still", "was", "were")
    if word in EN_STOP or word in _IDIOMS or r.skills.resolve(word) or not (r.work_q or now):
        return
    if g == 3 and (
        word in _EX_KINDS
        or ROLE_WORD.search(word)
        or TRADE_NOUN.search(word)
        or role_families_in(word)
    ):
        return  # "anyone ex-military", "ex-consultants", "ex-vets": what they were, not where
    r.c.unknown_work.append(word)
    r.places.append(m.span(g))


KIND = Kind("unlisted place", read)
