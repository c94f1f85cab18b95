"""An employer asked by its industry: "anyone worked at a bank", "芯片公司待过的", "ex-big
four", "券商出来的", "full-time at a chip company". Met by the record's positions
(`ingest.industries`: a catalog member of the industry or an organisation whose name says
it), quoting them; `industry=bank` in the record filter (`employer_industry` when the
question asks full-time work)."""

from __future__ import annotations

import re
from functools import cache, partial

from bot.answer.requirements.base import Asked, first_found
from bot.answer.requirements.counts import counts_clauses
from bot.answer.requirements.employer_country import qualified
from bot.answer.requirements.employment import position_kind_asked
from bot.answer.requirements.exclusions import excluded_parts
from bot.answer.requirements.industry_moves import (
    in_house_after,
    moved_between,
    moved_clause,
    role_moved_into,
)
from bot.answer.requirements.industry_phrases import (
    GLOSS,
    LISTED_KINDS,
    SHARED_NOUN,
    STARTUP_OF,
    described_by_named,
    examples,
    its_units_kinds,
    listed_kinds,
    named_after_kind,
    patterns,
    place_patterns,
)
from bot.answer.requirements.period import GONE, period_of, period_spans
from bot.answer.requirements.reading import Kind, Reading, inside, without
from bot.answer.requirements.role_at_industry import joined_roles
from ingest.city_names import city_names
from ingest.industries import IndustryCatalog, industry_positions, moves_out_of
from ingest.language import MOVING, NOW_ASKED
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH

# a kind of company and its examples in brackets: "a fintech company (payments, consumer
# lending or digital banking)", "金融科技公司（支付、消费金融、数字银行等）": each with the noun
_BRACKETED = re.compile(
    r"(?i:\b(compan(?:y|ies)|firms?|startups?|institutions?)\s*\(([^()]{3,100})\))|"
    r"(公司|企业|机构)(?:任职|工作|上班)?\s*[（(]([^（）()]{2,60})[）)]"
)
_EXAMPLE_ITEM = re.compile(
    r"(?i)[^,，、/()（）]+?(?=\s*(?:[,，、/)）]|\bor\b|\band\b|或者?|和|等|$))"
)
# a company said by what it does: "做物流的公司", "搞芯片的企业" (物流 + 公司)
_DOING_KIND = re.compile(r"(?:做|搞)([\u4e00-\u9fff]{2,6}?)的(公司|企业|厂|品牌|牌子)子?")


# a capitalised word before a capitalised industry word: a name ("Xingyun Zhili AI Research
# Institute", "Harbour Bank"), not an industry asked; a question's own first word is none
_NAME_BEFORE = re.compile(
    r"\b(?!(?:Which|Who|Whose|What|Any|Anyone|Anybody|Show|List|Find)\b)"
    r"[A-Z][\w&.'-]*\s+$"
)


def _in_name(text: str, start: int) -> bool:
    return text[start : start + 1].isupper() and bool(_NAME_BEFORE.search(text[:start]))


# a kind of company: "做支付那类公司", "芯片这种厂" (支付 + 公司)
_KIND_OF = re.compile(r"([\u4e00-\u9fff]{2,8}?)(?:那|这)一?(?:类|种)的?(公司|企业|机构|厂)")


def _narrower(a: str, b: str) -> bool:
    """Every member of kind `a` is one of kind `b` (the Big Four are consulting firms)."""
    items = IndustryCatalog.load().items
    return a != b and bool(items[a].members) and set(items[a].members) <= set(items[b].members)


def _narrowest_named(
    text: str, found: dict[str, list[tuple[int, int]]]
) -> dict[str, list[tuple[int, int]]]:
    """Of a kind and a narrower one: "the Big Four accounting firms" (the broader named inside
    the narrower's name) is the narrower; "a consulting background (big 4 / accenture type
    firms)" (the narrower an example in brackets after the broader) is the broader."""
    drop = set()
    for wide, wide_spans in found.items():
        # ... "from hospital pharmacy into pharma": each of the broader's words a narrower's
        narrower = [s for n, spans in found.items() if _narrower(n, wide) for s in spans]
        if narrower and all(any(lo <= a and b <= hi for lo, hi in narrower) for a, b in wide_spans):
            drop.add(wide)
        for narrow, narrow_spans in found.items():
            if wide in drop or not _narrower(narrow, wide):
                continue
            if all(
                any(_in_brackets_after(text, hi, a) for _, hi in wide_spans)
                for a, _ in narrow_spans
            ):
                drop.add(narrow)
    return {k: v for k, v in found.items() if k not in drop}


def _longest_named(
    text: str, found: dict[str, list[tuple[int, int]]]
) -> dict[str, list[tuple[int, int]]]:
    """Without a kind whose every word is the start or the end of a longer word of another
    ("四大" of "四大行", "retailer" of "online retailer"), not one of a list ("fund, bank")."""

    def inside_longer(a: tuple[int, int], other: str) -> bool:
        return any(
            lo <= a[0]
            and a[1] <= hi
            and hi - lo > a[1] - a[0]
            and (lo == a[0] or hi == a[1])
            and not _LISTED.search(text, lo, hi)
            for lo, hi in found[other]
        )

    return {
        k: spans
        for k, spans in found.items()
        if not any(all(inside_longer(s, o) for s in spans) for o in found if o != k)
    }


_LISTED = re.compile(r"[(（)）,，、/]|\bor\b|或")


def _in_brackets_after(text: str, end: int, at: int) -> bool:
    """Position `at` is inside a bracket opened after `end` ("consulting background (big 4")."""
    opened = max(text.rfind("(", end, at), text.rfind("（", end, at))
    return opened >= 0 and ")" not in text[opened:at] and "）" not in text[opened:at]


# a place named, then what it is in brackets: "anyone at mother (the indie ad shop in
# shoreditch)" (a description of the place, no kind of employer asked besides)
_PLACE_GLOSS = re.compile(r"(?i)\bat\s+[a-z][\w&.-]{1,30}\s*[(（]\s*(?:the|an?)\s[^()（）]*[)）]")


def _found(text: str) -> dict[str, list[tuple[int, int]]]:
    """The industries a question names, with where."""
    found: dict[str, list[tuple[int, int]]] = {}
    counts = counts_clauses(text)  # "wechat, the game studios, their labs all fine": scope
    # ... and a place's gloss: no kind asked there either
    aside = counts + [m.span() for m in _PLACE_GLOSS.finditer(text)]
    for industry, pattern in patterns(text).items():
        spans = [
            m.span()
            for m in pattern.finditer(text)
            if not inside(m.start(), aside)
            and not _in_name(text, m.start())
            and not _CREDENTIAL_AFTER.match(text, m.end())  # "云厂商证书": a certificate
        ]
        if spans:
            found[industry] = spans
    for industry, pattern in place_patterns().items():
        for m in pattern.finditer(text):
            span = next(m.span(g) for g in ("zh", "last", "to", "from", "en") if m[g])
            if not inside(span[0], aside):
                found.setdefault(industry, []).append(span)
    # (the words before the noun, where they end, the noun, where the span read ends)
    shared = [
        (m[1], m.end(1), m[2], m.end(1))
        if m[1] is not None
        else (
            m[3],
            m.end(3),
            " company" if m[4].lower().startswith("outfit") else " " + m[4],
            m.end(3),
        )
        for m in SHARED_NOUN.finditer(text)
    ]
    shared += [  # ... and the middle of a list: "a logistics, shipping or port company"
        (w[1], w.end(1), " " + m[4], w.end(1))
        for m in SHARED_NOUN.finditer(text)
        if m[3] is not None
        for w in re.finditer(r",\s*([a-z][\w-]+)(?=\s*,|\s+(?:or|and)\b)", text[: m.start(4)])
        if w.start() >= m.end(3)
    ]
    shared += [
        (m[1], m.end(1), m[2], m.end())
        for m in (*_KIND_OF.finditer(text), *_DOING_KIND.finditer(text))
    ]
    for m in _BRACKETED.finditer(text):
        group, noun = (2, " company") if m[1] else (4, m[3])
        for item in _EXAMPLE_ITEM.finditer(m[group]):
            example = re.sub(r"(?i)^\s*(?:or|and)\s+|^\s*(?:或者?|和)", "", item.group())
            if example.strip():  # the example alone ("bank"), or with the kind's noun
                at = m.start(group) + item.end()
                for tail in ("", noun, *(("公司",) if m[3] else ())):
                    shared.append((example.strip(), at, tail, m.end()))
    for m in STARTUP_OF.finditer(text):  # "芯片创业公司": a chip company ("chip startup")
        shared.append((m[1], m.end(1), "公司", m.end()))
    for m in LISTED_KINDS.finditer(text):
        for item in re.finditer(r"(?i)(?!(?:or|and)\b)[^/,\s]+", m[1]):
            noun = "company" if m[2].lower().startswith("outfit") else m[2]  # "a … outfit"
            shared.append((item.group(), m.start(1) + item.end(), " " + noun, m.end()))
    for first, end, noun, span_end in shared:
        zh = not first.isascii()
        # the tails of the words before "或" (a Latin tail of whole words), longest first
        words = first.split()
        tails = (
            range(len(first), 1, -1)
            if zh
            else [len(" ".join(words[i:])) for i in range(len(words))]
        )
        # the longest tail that is a name with the noun, of each industry; only the
        # industries of the longest ("消费金融公司": consumer finance, not finance)
        stems = {
            industry: next((k for k in tails if pattern.fullmatch(first[-k:] + noun)), 0)
            for industry, pattern in patterns(first + noun).items()
        }
        longest = max(stems.values(), default=0)
        for industry, stem in stems.items():
            if stem and stem == longest and not inside(end - stem, aside):
                found.setdefault(industry, []).append((end - stem, span_end))
    found = _narrowest_named(text, _longest_named(text, found))
    if found:  # "有投行实习过的吗 券商投行部也算": a kind of the same trade said to count too
        catalog, named = IndustryCatalog.load(), patterns(text)
        for industry, pattern in named.items():
            also = [
                m.span()
                for m in pattern.finditer(text)
                if inside(m.start(), counts)  # ("IB both fine" after a bank: a bank's IB)
                and not any(named[i].match(text, m.start()) for i in found if i in named)
            ]
            if (
                also
                and industry not in found
                and any(catalog.kin(industry, i) for i in found)
                and not any(catalog.spans(i, industry) for i in found)  # ("IB" in a bank)
            ):
                found[industry] = also
        for industry, spans in listed_kinds(text, counts).items():  # "fintech / insurance ok"
            found.setdefault(industry, spans)
    # "终端厂（做手机的那种）": what the kind of company is, said again in brackets; "a Finnish
    # phone company", "日企": where the employer is from, keyed with the kind (`telecom@fi`)
    return qualified(
        text,
        {
            industry: [
                examples(text, lo, g.end() if (g := GLOSS.match(text, hi)) else hi)
                for lo, hi in spans
            ]
            for industry, spans in found.items()
        },
    )


_CREDENTIAL_AFTER = re.compile(r"(?i)\s*(?:的)?(?:证书|认证|certificat\w*|certs?\b)")
# a size said of the kind of employer: "a large technology or internet company", "大型互联网公司"
# (its country is not on the record: "a Chinese tech company" is a tech company, in words only)
_SIZE_BEFORE = re.compile(
    r"(?i:\b(?:(?:large|big|major|huge|chinese|china-based|domestic|french|german|american|"
    r"british|japanese|korean|swedish|dutch|swiss|italian|spanish|european|us|uk)\s+){1,3})$|"
    r"(?:大型|超大型|头部|中国|国内|知名|(?<=[的在])大)\s*$"
)


# a unit of that kind of employer said after it: "券商研究所" (a brokerage's research unit)
_UNIT_AFTER = re.compile(r"(?:的)?(?:研究所|研究部|研究院|投行部|总部)")


@cache
def _city_before() -> re.Pattern[str]:
    """A city right before a kind of company ("big shenzhen drone maker", "在上海那家订机票的")."""
    en, zh = (sorted((c for c in city_names() if c.isascii() == a), key=len)[::-1] for a in (1, 0))
    en_names, zh_names = "|".join(map(re.escape, en)), "|".join(map(re.escape, zh))
    return re.compile(rf"(?i:\b(?:{en_names})\s+)$|(?:{zh_names})的?(?:那家|这家|那个)?(?:做|搞)?$")


def _sized(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """The span with a size word right before it and a unit's word after it (no requirement
    of their own); a city between ("the big shenzhen drone maker") goes with the size."""
    lo = city.start() if (city := _city_before().search(text, 0, span[0])) else span[0]
    m = _SIZE_BEFORE.search(text, 0, lo)
    unit = _UNIT_AFTER.match(text, span[1])
    return (m.start() if m else lo, unit.end() if unit else span[1])


def _asked(
    text: str, found: dict[str, list[tuple[int, int]]], period: tuple[int | None, int | None]
) -> Asked:
    # "谁在互联网厂实习过 正式工作的不算": a clause saying what does not count asks nothing
    kept = without(text, counts_clauses(text))
    kind = position_kind_asked(kept, kept)
    lo, hi = period
    moved = None
    now = period == (None, None) and bool(NOW_ASKED.search(text)) and not GONE.search(text)
    if (came := role_moved_into(text, found)) is not None:  # "from teaching into edtech"
        return came
    if len(found) == 1 and (went := in_house_after(text, found)):
        left = next(iter(found))
        spans = [*found[left], went, *(m.span() for m in MOVING.finditer(text))]
        return Asked(clauses=[f"moved_out_of={left}"], spans=spans, figure=moves_out_of)
    if now:  # "who's at a chip company right now": the position held at the date asked
        clause = " or ".join(f"current_industry={i}" for i in found)
        figures = [partial(industry_positions, i, now=True) for i in found]
        spans = [s for spans in found.values() for s in spans]
        spans += [m.span() for m in NOW_ASKED.finditer(text)]
        figure = figures[0] if len(figures) == 1 else partial(first_found, figures)
        return Asked(clauses=[clause], spans=spans, figure=figure)
    if period != (None, None):  # "近三年在银行上过班的": a year of a position there
        clause = " or ".join(_in_years(f"industry_years_{i}", lo, hi) for i in found)
    else:
        field = {"full-time": "employer_industry", "internship": "intern_industry"}
        clause = " or ".join(f"{field.get(kind or '', 'industry')}={i}" for i in found)
        if moved := moved_between(text, found):  # "从四大跳到金融科技公司的": both, in turn
            clause = moved_clause(found)
    # "a PM at a bank", "在教育公司做过产品的": the role is the position's there
    families, role_spans = ([], []) if period != (None, None) or moved else held_there(text, found)
    if families:
        kinds = f"({clause})" if len(found) > 1 else clause  # "and" binds before "or"
        clause = f"{kinds} and ({' or '.join(f'role_in_{i}={f}' for i in found for f in families)})"
    figures = [
        partial(
            industry_positions,
            i,
            internships=kind != "full-time",
            only_internships=kind == "internship",
            years=period,
            families=tuple(families),
        )
        for i in found
    ]
    spans = [_sized(text, s) for spans in found.values() for s in spans] + role_spans
    if period != (None, None):
        spans += period_spans(text)
    elif moved:
        spans += [moved, *(m.span() for m in MOVING.finditer(text))]
    return Asked(
        clauses=[clause],
        spans=spans,
        figure=figures[0] if len(figures) == 1 else partial(first_found, figures),
    )


def _in_years(field: str, lo: int | None, hi: int | None) -> str:
    if lo is not None and lo == hi:
        return f"{field}={lo}"
    both = f"{field}>={lo} and {field}<={hi}"
    return (
        both
        if lo is not None and hi is not None
        else (f"{field}>={lo}" if lo is not None else f"{field}<={hi}")
    )


def find(text: str) -> Asked | None:
    found = _found(text)
    return _asked(text, found, (None, None)) if found else None


def held_there(
    text: str, found: dict[str, list[tuple[int, int]]] | None = None
) -> tuple[list[str], list[tuple[int, int]]]:
    """The role families the question says were held at the kind of employer it names, and
    where ("who has been a PM at a bank"); none when it asks the job held now."""
    found = _found(text) if found is None else found
    if not found or (NOW_ASKED.search(text) and not GONE.search(text)):
        return [], []
    return joined_roles(text, [s for spans in found.values() for s in spans])


def read(r: Reading) -> None:
    """With a period and no organisation named, the period is the industry's ("worked at a
    bank in the last 3 years")."""
    found = _found(r.text)
    if not found:
        return
    # "big pharma experience (not CRO)": a kind said not to count is not asked (its own
    # positions do not count; the person's others still may)
    excluded = excluded_parts(r.text)
    found = {i: s for i, s in found.items() if not all(inside(a, excluded) for a, _ in s)}
    # "5+ yrs fund accounting": a kind's word inside a longer skill's name, no kind asked
    skills = [(m.start, m.end) for m in r.skills.find_in_question(r.text)]
    found = {
        i: s
        for i, s in found.items()
        if not all(any(lo <= a and b <= hi and b - a < hi - lo for lo, hi in skills) for a, b in s)
    }
    # "a consumer internet company (social, content or shopping apps)": the kind's examples
    ends = [hi for spans in found.values() for _, hi in spans]
    after_kind = [
        m.span()
        for m in _BRACKETS.finditer(r.text)
        if any(not r.text[e : m.start()].strip() for e in ends if e <= m.start())
    ]
    r.places += after_kind
    # "at meituan (the yellow food delivery app co)": what the employer named is, in brackets
    glosses = [
        m.span()
        for m in _BRACKETS.finditer(r.text)
        if m.span() not in after_kind and _names_org(r, m.start())
    ]
    glossed = {i for i, s in found.items() if all(inside(a, glosses) for a, _ in s)}
    if glossed:  # the bracket is the employer's, no place of its own and no topic
        found = {i: s for i, s in found.items() if i not in glossed}
        r.places += glosses
    # "that big french sporting goods retailer (decathlon)": the kind describes the employer
    # named after it in brackets, no kind asked of its own
    named = {i for i, s in found.items() if all(_org_in_brackets(r, hi) for _, hi in s)}
    if named:
        r.places += [_sized(r.text, span) for i in named for span in found[i]]
        found = {i: s for i, s in found.items() if i not in named}
    found = its_units_kinds(r, found)  # "CRCC or one of its design institutes"
    found = named_after_kind(r, found)  # "at the advertising agency Mother London"
    # ("a UK-based employer": where it was, read already by `work_place`)
    found = {i: s for i, s in found.items() if i[0] != "@" or not inside(s[0][0], r.c.record.spans)}
    # "ex-Ericsson? the swedish telecom gear maker": a kind said of an organisation the
    # question names, which is of it, describes that organisation (no kind asked of its own)
    described = described_by_named(r, found)
    r.places += [_sized(r.text, span) for i in described for span in found[i]]
    found = {i: s for i, s in found.items() if i not in described}
    if found:
        period = period_of(r.text, r.today) if not r.has_place else None
        asked = _asked(r.text, found, period or (None, None))
        r.c.record.add(asked)
        r.industries = list(found)
        r.kind_asked = (asked, [s for spans in found.values() for s in spans])


_BRACKETS = re.compile(r"[(（][^()（）]{3,60}[)）]")


def _org_in_brackets(r: Reading, at: int) -> bool:
    """Right after `at`, a bracket that names an organisation of the catalog."""
    m = _DESCRIBED_BRACKET.match(r.text, at)
    if m is None or re.search(r"(?i)\b(?:kind|sort|type|etc)\b|之类|那种|这种|等", m.group(1)):
        return False
    return len({x.id for x in r.orgs.find(m.group(1)) if x.id}) == 1  # one, not examples


# a kind's last words, then its one employer in brackets ("… retailer (decathlon)"; no "e.g.")
_DESCRIBED_BRACKET = re.compile(
    rf"(?:\s*[\w-]+){{0,2}}?\s*[(（](?!\s*(?i:{EXAMPLES_EN}|eg\b|like\b|such\b|incl|{EXAMPLES_ZH}|如))"
    r"([^()（）,，、/]{2,40})[)）]"
)


def _names_org(r: Reading, at: int) -> bool:
    """The words right before a bracket name an organisation of the catalog."""
    before = r.text[:at].rstrip()[-40:]
    return any(m.end >= len(before) for m in r.orgs.find(before) if m.id)


KIND = Kind("employer industry", read, find)
