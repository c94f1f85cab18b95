"""The organisations a question names, each read once as a place of work or of study (not a kind
itself: `employer` and `school` take their side of it). An organisation is found by the catalog
(`OrgCatalog.find`: names, aliases, 谷歌 ↔ Google, 北航 ↔ Beihang). Without a work or study verb
and without "at / from / in / 在 / 于" before it, a name after "experience with", "using", "熟悉"
(`TOOL_BEFORE`) is a product, and so is a subsidiary ("Alibaba Cloud experience"); a company
asked about without a verb ("ex-Alibaba") is its people. A school works at its school when only
a work verb is used ("worked at X University"); a lab, an institute or an ambiguous name ("NTU")
goes by the verb. A name in an excluded clause ("but not Google") is excluded; a short name where
a place surely is ("在蚂蚁的") is whole."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from bot.answer.requirements.kind_size import sized_kinds
from bot.answer.requirements.owners import parent_asked, product_unit, units_owner
from bot.answer.requirements.product_makers import by_product
from bot.answer.requirements.reading import Reading, capitalised_after, inside, within_longer
from bot.answer.requirements.short_names import (
    LISTED_LOWER,
    WORD_AT_PLACE,
    acronyms_upper,
    names_in,
    parents_only,
)
from ingest.language import DESCRIBED_AFTER, TOOL_AFTER, TOOL_BEFORE, TOOL_USED_BEFORE, ZH_FILLER
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.language.vendors import MAKERS_TOOL
from ingest.orgs import OrgMention

_LIST_GAP = re.compile(r"\s*(?:[,，、/]\s*)?(?:(?:or|and|&|或者?|和|以及)\s*)?")
_PLACE_BEFORE = re.compile(
    r"(?i:\b(?:at|from|in|joined|of)\s+(?:the\s+)?$|\bex-$|\bex\s+$|\bformer\s+$)|[在于从]\s*$|前$"
)  # "ex-AWS", "former Amazon Web Services", "前阿里": its (former) people

_OF = re.compile(r"(?i)\s*(?:的|'s|’s)\s*")
# the noun that follows a unit's word: "阿里的云计算那块", "google's cloud division"
_UNIT_NOUN = re.compile(
    r"(?i)(?:计算|服务|业务|部门|事业部|事业群|板块|那块|那边|团队|"
    r"\s+(?:computing|division|unit|business|team|arm|side|org|group|platform))*"
)


def _unit_asked(r: Reading, m: OrgMention) -> tuple[int, int, frozenset[str]] | None:
    """A unit named by the word its name adds to the parent's: "阿里的云计算那块" (阿里云 = 阿里 +
    云), "google's cloud division" (Google Cloud); the span naming it and its id, when one fits."""
    of = _OF.match(r.text, m.end)
    if of is None:
        return None
    rest = r.text[of.end() : of.end() + 30].lower()
    parents = _names(r, m.id)
    found: dict[str, int] = {}
    for unit in r.orgs.descendants(m.id) - {m.id}:
        for name in _names(r, unit):
            tail = next((name[len(p) :].strip() for p in parents if name.startswith(p)), "")
            if rest.startswith(name):
                tail = name  # "腾讯的微信事业群", "tencent's wechat": the unit's own name
            if len(tail) < 1 or not rest.startswith(tail):
                continue
            if tail.isascii() and re.match(r"\w", rest[len(tail) : len(tail) + 1]):
                continue  # "cloud" is not "cloudflare"
            found[unit] = max(found.get(unit, 0), len(tail))
    if len(found) != 1:
        return None
    unit, size = found.popitem()
    noun = _UNIT_NOUN.match(r.text, of.end() + size)
    return m.start, (noun.end() if noun else of.end() + size), frozenset([unit])


def _names(r: Reading, org_id: str) -> list[str]:
    names = [r.orgs.display(org_id, "en"), r.orgs.display(org_id, "zh"), *r.orgs.aliases(org_id)]
    return list(dict.fromkeys(n.lower() for n in names if n))


# examples closing a question that asks for a kind of employer (", like booking or trip.com")
_EXAMPLES_AFTER = re.compile(
    r"(?i)(?:\s*(?:experience|exp|background)\b)?"
    r"(?:\s*(?:上班|工作|任职|就职|待过|干过|做过|上过班)?的?(?:人|吗|呢)?)?\s*[?？:：,，(（-]?\s*(?:"
    # "… vendors? zte huawei nokia ericsson etc", "新能源车企背景的吗 蔚来理想小鹏这种"
    rf"(?:{EXAMPLES_EN}|like|{EXAMPLES_ZH}|像)?\s*[\w.&'-]+(?:\s*[\s,/、]\s*[\w.&'-]+)*\s*"
    r"(?:etc\.?|and\s+the\s+like|and\s+so\s+on|or\s+(?:similar|that\s+tier)|"
    r"(?:(?:that|this)\s+)?(?:type|kind|sort)s?\s+of\s+"
    r"(?:place|company|companies|firm|shop|outfit|thing)s?|"
    # "ASML / Lam / AMAT type companies"
    r"(?:type|kind|style)\s+(?:of\s+)?(?:place|company|companies|firm|firms|shop|outfit)s?|"
    r"等等?|之类的?|这种|那种|这类|这些)|"
    rf"(?:{EXAMPLES_EN}|like|{EXAMPLES_ZH}|像)\s*[\w.&'-]+(?:\s*(?:,|/|、|\bor\b|\band\b)\s*[\w.&'-]+)+|"
    rf"(?:think|{EXAMPLES_EN})\s+[\w.&'-]+(?:\s+[\w.&'-]+){{0,5}}|"  # "think foxconn flex jabil"
    # "…那种公司上班的 比如华为中兴诺基亚爱立信": names run together after 比如
    rf"(?:{EXAMPLES_ZH}|像是?)\s*[\u4e00-\u9fff]{{4,24}}"
    r")\s*[)）]?\W*"
)
# a lower-case word where a place is named ("anyone from apple", "ex-meta")
_LOWER_PLACE = re.compile(r"\b(?:at|from|joined|ex-|ex(?=\s)|former)\s*[a-z](?=[a-z])")
# ... and the place moved to: "who moved from mongodb to snowflake"
_MOVED_TO = re.compile(
    r"(?i)\b(?:moved|switched|jumped|went|hopped)\s+(?:over\s+)?(?:from\s+)?[\w&.-]+\s+to\s*"
    r"[a-z](?=[a-z])"
)


def names_capitalised(text: str) -> str:
    """The question, same length, a lower-case name after "at" / "moved … to" capitalised."""
    return capitalised_after(capitalised_after(text, _LOWER_PLACE), _MOVED_TO)


# the units of a place just named: "or one of its studios (it owns)", "like its IT subsidiary"
_UNIT = r"(?:studios?|subsidiar\w+|units?|affiliates?|brands?|labs?|divisions?|companies|arms?)"
_ITS_UNITS = re.compile(
    rf"(?i)\b(?:or|and|incl\.?|including|plus|like)\s+(?:any\s+|one\s+)?(?:of\s+)?(?:(?:its|their)\s+"
    rf"(?:own\s+)?(?:[\w/&-]+\s+){{0,2}}?{_UNIT}\b|the\s+{_UNIT}\s+(?:that\s+)?(?:it|they)\s+(?:owns?|controls?|has|have)\b)"
)
# a stay after a name ("展锐现在还在职的") or its people ("mars petcare people?"): a place
_STAYED_AFTER = re.compile(
    r"\s*(?:现在|目前)?\s*(?:还|仍)?\s*(?:待过|呆过|干过|待了|呆了|在职|离职)|"
    r"(?i:\s*(?:people|folks|alumni|ppl|staff|employees)\b)"
)
# the words before a name in a list or a move: "from byd to nio", "jd or nio"
_BESIDE_NAME = re.compile(r"(?i:\b(?:from|to|or|and|at)|/|,|、|或者?|和|到)\s*$")


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    ids: frozenset[str]  # catalog ids: one, or an ambiguous name's meanings
    role: Literal["employer", "school"]
    excluded: bool  # named in a clause that says it does not count


def _role(r: Reading, kind: str | None) -> Literal["employer", "school"]:
    study_q, work_q = r.study_q, r.work_q
    if kind == "school" and (study_q or not work_q):
        return "school"
    if kind == "school" and work_q and not study_q:
        return "employer"
    if kind == "employer":
        return "employer"
    return "school" if study_q and not work_q else "employer"  # a lab or institute: the verb


def mentions(r: Reading) -> list[Mention]:
    """The organisations named as places, in the order named (read once per question)."""
    if r.mentions is not None:
        return r.mentions
    orgs, text = r.orgs, r.text
    study_q, work_q = r.study_q, r.work_q
    found: list[Mention] = []
    products: list[OrgMention] = []
    written = names_capitalised(text)
    # a product's longer name holds the maker's ("SAP IBP", "Siemens TIA Portal"): a tool
    tools = [(s.start, s.end) for s in r.skills.find_in_question(text)] + r.skill_spans
    # acronyms typed in lower case, when nothing else names a place ("any msft alumni"), or
    # beside another name ("from byd to nio")
    as_written = orgs.find(written)
    upper = acronyms_upper(orgs, written)  # (most questions type no acronym in lower case)
    typed_lower = [
        m
        for m in (orgs.find(upper) if upper != written else [])
        if not any(x.start < m.end and m.start < x.end for x in as_written)
        and (
            not as_written
            or _BESIDE_NAME.search(text, 0, m.start)
            # "ericsson nokia huawei zte": a list run together by spaces
            or any(not text[x.end : m.start].strip() and m.start > x.end for x in as_written)
        )
        # ("alibaba cloud, damo etc": a unit of a place named beside it says nothing more)
        and not (m.id and orgs.under(m.id, {x.id for x in as_written if x.id}))
    ]
    # ... and a maker said by what it makes ("in salesforce's viz tool (tableau)")
    made = [(m.start, t.end()) for m in as_written if (t := MAKERS_TOOL.match(text, m.end))]
    tools, r.skill_spans = tools + made, r.skill_spans + made  # (no topic either)
    for m in sorted([*as_written, *typed_lower], key=lambda m: m.start):
        before = text[max(0, m.start - 20) : m.start]
        if any(lo <= m.start and m.end <= hi and hi - lo > m.end - m.start for lo, hi in tools):
            products.append(m)
            continue
        if (parent := parent_asked(r, m) or _unit_asked(r, m)) is not None:
            start, end, ids = parent  # "tiktok's parent co", "the company behind tiktok":
            # ByteDance; "阿里的云计算那块": 阿里云
            found.append(Mention(start, end, ids, "employer", inside(m.start, r.excluded)))
            continue
        # "anyone at Sephora, Le Bon Marché or Moët Hennessy": a list after a place is places
        listed = bool(found) and _LIST_GAP.fullmatch(text, found[-1].end, m.start) is not None
        # "工作里用过SAP", "有 SAP 经验的吗" (a tool's name): a tool even in a question of work
        after = TOOL_AFTER.match(text, m.end) and r.skills.resolve(text[m.start : m.end])
        used = TOOL_USED_BEFORE.search(before) or after
        if not (_PLACE_BEFORE.search(before) or listed or _STAYED_AFTER.match(text, m.end)) and (
            used
            or (
                not (study_q or work_q)
                and (
                    TOOL_BEFORE.search(before)
                    or (org_entry := orgs.get(m.id)) is None
                    or product_unit(orgs, org_entry)
                )
            )
        ):
            # "experience with Alibaba Cloud", "Azure experience": a product, not a place;
            # a company itself asked about without a verb ("ex-Alibaba", "Alibaba Group
            # experience", "Tencent, full-time roles only") is its employees
            products.append(m)
            continue
        excluded = inside(m.start, r.excluded)
        kind = orgs.kind(m.id)
        ids = frozenset([m.id])
        if kind == "ambiguous" and m.candidates:  # "NTU": either meaning, by the verb
            kinds = {orgs.kind(x) for x in m.candidates}
            kind = kinds.pop() if len(kinds) == 1 else "lab"
            role: Literal["employer", "school"] = (
                "school"
                if kind == "school" or (kind != "employer" and study_q and not work_q)
                else "employer"
            )  # a group of employers ("FAANG", "大厂") is employers whatever the verb
            if not excluded:  # excluded: the name itself; asked: any of its meanings
                ids = frozenset(m.candidates)
            found.append(Mention(m.start, m.end, ids, role, excluded))
            continue
        found.append(Mention(m.start, m.end, ids, _role(r, kind), excluded))
    for span in r.strong_spans:  # "在蚂蚁的": a short name only said where a place is
        pos, named = text.find(span), parents_only(orgs, orgs.resolve(span))
        if pos < 0 or len(named) != 1 or any(x.start <= pos < x.end for x in found):
            continue
        if inside(pos, r.skill_spans):  # ("in microsoft's BI tool": a tool's maker)
            continue
        role = _role(r, orgs.kind(next(iter(named))))
        found.append(Mention(pos, pos + len(span), frozenset(named), role, inside(pos, r.excluded)))
    for w in WORD_AT_PLACE.finditer(text):  # "ex-Ali", "at ali": a short name, whole
        lo, hi = w.span(w.lastindex or 1)
        named = orgs.resolve(text[lo:hi])
        schools = len(named) > 1 and all(orgs.kind(x) == "school" for x in named)
        if schools:  # "went to northeastern (in boston)": the one its place names, else any
            named = orgs.pointed_by(text, named)
        if (len(named) == 1 or schools) and not any(x.start < hi and lo < x.end for x in found):
            role = _role(r, orgs.kind(next(iter(named))))
            found.append(Mention(lo, hi, frozenset(named), role, inside(lo, r.excluded)))
    # "有上交的吗": a short name, the whole question (no Latin word: "有 unity 经验的"; no tool)
    bare = [w for w in ZH_FILLER.sub(" ", text).split() if not w.isascii() and not products]
    one = parents_only(orgs, orgs.resolve(bare[0])) if len(bare) == 1 and not found else set()
    if len(one) == 1:
        lo, role = text.find(bare[0]), _role(r, orgs.kind(next(iter(one))))
        found.append(Mention(lo, lo + len(bare[0]), frozenset(one), role, False))
    for w in LISTED_LOWER.finditer(text):  # "ex google / apple / meta": a list of places
        lo, hi = w.span(1)
        named = orgs.resolve(w.group(1).capitalize()) or orgs.resolve(w.group(1).upper())
        named = parents_only(orgs, named)
        near = any(abs(x.start - hi) < 24 or abs(lo - x.end) < 24 for x in found)
        if len(named) == 1 and near and not any(x.start < hi and lo < x.end for x in found):
            role = _role(r, orgs.kind(next(iter(named))))
            found.append(Mention(lo, hi, frozenset(named), role, inside(lo, r.excluded)))
    for lo, hi, org_id in by_product(r):  # "the geforce / cuda company", "N卡那家"
        # a name inside the description is the description's ("…手机的韩国大厂": no 大厂 group)
        found = [x for x in found if not (lo <= x.start and x.end <= hi)]
        if not any(x.start < hi and lo < x.end for x in found):
            role = _role(r, orgs.kind(org_id))
            found.append(Mention(lo, hi, frozenset([org_id]), role, inside(lo, r.excluded)))
    found += _named_in_counts_clauses(r, found)
    # "at alibaba in any form - alibaba cloud, damo etc": a unit of a place asked, named
    # beside it without a verb, is its scope, not a product asked about
    as_employers = [x for x in found if x.role == "employer" and not x.excluded]
    first = min((x.start for x in as_employers), default=len(text))
    employers = {i for x in as_employers for i in x.ids}
    # ("built Feishu/Lark products at ByteDance": named before it, the product is the topic)
    r.places += [
        (p.start, p.end) for p in products if p.start > first and orgs.under(p.id, employers)
    ]
    if employers:  # "tencent or one of its studios": the place asked's units, no topic
        r.places += [m.span() for m in _ITS_UNITS.finditer(text, first)]
    r.places += [d.span() for x in as_employers if (d := DESCRIBED_AFTER.match(text, x.end))]
    found = sized_kinds(r, sorted(found, key=lambda x: x.start))  # "零部件大厂": no big tech
    # "anyone from google? deepmind counts", "（msra 也算）": a name in a clause that only says
    # what counts plays the part of the place asked before it
    said = [x for x in found if not _in_counts_clause(r, x)]
    if not said and (owner := _units_owner(r, found)):
        said = found = [owner]  # "the group …? any of its units (Tmall, DAMO etc.) counts"
    if r.industries:
        # "…from telecom equipment vendors? zte huawei nokia ericsson etc": examples after it
        end = max(hi for _, hi in r.c.record.spans)
        if all(x.start >= end for x in found) and _EXAMPLES_AFTER.fullmatch(text, end):
            r.places.append((end, len(text)))
            said, found = [], []
    if not said and found and r.industries:
        # "零售公司上班的有谁 超市、京东自营这种": examples of the kind of company asked
        r.places += [(x.start, x.end) for x in found]
        found = []
    if said:
        asked = {i for x in said if not x.excluded for i in x.ids}
        # a unit of a place asked ("alibaba cloud, damo etc" after Alibaba) adds nothing,
        # and is no skill or topic either
        r.places += [
            (x.start, x.end)
            for x in found
            if _in_counts_clause(r, x)
            and not x.excluded
            and all(r.orgs.under(i, asked) for i in x.ids)
        ]
        found = [
            replace(x, role=said[0].role) if _in_counts_clause(r, x) and not x.excluded else x
            for x in found
            # a unit of a place asked ("alibaba cloud counts" after Alibaba) adds nothing
            if x.excluded
            or not _in_counts_clause(r, x)
            or not all(r.orgs.under(i, asked) for i in x.ids)
        ]
        # "MSRA? other parts of Microsoft do not count": a parent excluded says again that a
        # sub-unit asked is met by that sub-unit alone; it excludes no one
        restated = [
            x
            for x in found
            if x.excluded
            and all(any(a != i and r.orgs.under(a, {i}) for a in asked) for i in x.ids)
        ]
        r.places += [(x.start, x.end) for x in restated]
        found = [x for x in found if x not in restated]
    found = _owner_said_first(r, found)
    r.mentions = found
    return found


def _units_owner(r: Reading, found: list[Mention]) -> Mention | None:
    """The owner of units named only as examples of "its units" (`owners.units_owner`)."""
    if not found or any(x.excluded for x in found):
        return None
    owner = units_owner(r, [(x.start, x.end, x.ids) for x in found])
    return replace(found[0], ids=frozenset([owner])) if owner else None


def _owner_said_first(r: Reading, found: list[Mention]) -> list[Mention]:
    """ "Tencent's WeChat business group": the unit asked, its owner said before it only to
    place it (the owner's mention is dropped, the unit's noun is no topic)."""
    out = list(found)
    for a in found:
        for b in found:
            of = _OF.match(r.text, a.end)
            if a is b or a.excluded or of is None or of.end() != b.start:
                continue
            if all(any(r.orgs.under(u, {p}) for p in a.ids) for u in b.ids) and a in out:
                out.remove(a)
                noun = _UNIT_NOUN.match(r.text, b.end)
                r.places += [(a.start, of.end()), (b.end, noun.end() if noun else b.end)]
    return out


_COUNTS_WORDS = re.compile(
    r"(?i)\s*(?:(?:also|too|does\s*n[o'’]?t|do\s*n[o'’]?t|not)\s+)?(?:counts?|included|are\s+fine|"
    r"is\s+fine)\b.*$|\s*(?:也|都|不)?算.*$|\s*(?:不计|除外|不含).*$|"
    r"^\s*(?:incl\.?|including|excluding|except|not|but\s+not)\s+|^(?:不含|不包括|除了)"
)


# one name's worth of a clause: its words up to a comma, a slash or (in Chinese) a space
_PIECE = re.compile(r"[^,，、/;；()（）?？!！。\s]+(?:\s+[A-Za-z][^,，、/;；()（）?？!！。\s]*)*")


def _named_in_counts_clauses(r: Reading, found: list[Mention]) -> list[Mention]:
    """Short or lower-case names that make up a piece of a "… counts" clause on their own
    ("蚂蚁也算", "(msra / msr count)"), or of one that says it does not ("蚂蚁不算"): the
    catalog's whole-name reading finds them."""
    out: list[Mention] = []
    pieces = (
        (lo + m.start(), m.group(), excluded)
        for spans, excluded in ((r.excluded, True), (r.counts, False))
        for lo, hi in spans
        for m in _PIECE.finditer(r.text[lo:hi])
    )
    for start, text, excluded in pieces:
        excluded = excluded or inside(start, r.excluded)
        name = _COUNTS_WORDS.sub("", text).strip()
        lo = start + text.find(name) if name else -1
        if not name or lo < 0:
            continue
        for at, part in names_in(r.orgs, name):  # "ant and taobao", "蚂蚁淘宝"
            a, b = lo + at, lo + at + len(part)
            if not any(x.start < b and a < x.end for x in found + out):
                named = frozenset(r.orgs.resolve(part))
                out.append(Mention(a, b, named, "employer", excluded))
    return out


def _in_counts_clause(r: Reading, m: Mention) -> bool:
    """Named in a clause that only says what counts (blanked in `Reading.asked`)."""
    return not r.asked[m.start : m.end].strip()


def take(r: Reading, role: Literal["employer", "school"], wanted: set[str]) -> None:
    """Add the mentions playing `role` to `wanted` (or to `excluded`), and take their spans."""
    kinds = r.kind_asked[1] if r.kind_asked is not None else []
    for m in mentions(r):
        nested = len(m.ids) == 1 and within_longer((m.start, m.end), kinds)  # "a cctv maker"
        if m.role == role and not nested:  # a group (电商大厂) is asked whole
            r.places.append((m.start, m.end))
            (r.c.excluded if m.excluded else wanted).update(m.ids)
