"""Employers: "who has worked at Alibaba?", "interned at Microsoft Research Asia", "ex-Google",
"谁在华为工作过", "字节出来的". An organisation of the catalog named as a place of work (see
`places` for how a mention becomes one): adds its id to `employers`, or to `excluded` in a
"but not …" clause. A sub-unit asked for (a named lab: "MSRA", "阿里达摩院") keeps its own id,
so it is met only by that sub-unit; the parent's id, when the question names the parent.
An employer the catalog does not know is read by `unlisted`."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

from bot.answer.requirements.industry_phrases import examples_of
from bot.answer.requirements.places import take
from bot.answer.requirements.reading import Kind, Reading
from bot.answer.requirements.venue import PUBLISH

# a company told by one it bought: "收了基因泰克的那家瑞士药企", "the firm that acquired Genentech",
# "Genentech's parent": the buyer (the catalog's parent), not the company bought
_BUYER_BEFORE = re.compile(
    r"(?:收购?了?|买(?:下)?了|并购了?|控股了?)\s*$|"
    r"(?i:\b(?:that|which|who)\s+(?:bought|acquired|owns|took\s+over)\s+$|\bparent\s+of\s+$)"
)
_BUYER_AFTER = re.compile(r"^\s*(?:的母公司|(?i:['’]s\s+parent\b))")


def _bought(r: Reading) -> None:
    for m in r.mentions or []:
        before, after = r.text[max(0, m.start - 20) : m.start], r.text[m.end :]
        if m.role != "employer" or not (_BUYER_BEFORE.search(before) or _BUYER_AFTER.match(after)):
            continue
        parents = _parents(r, m.ids)
        if parents and m.ids <= r.c.employers:
            r.c.employers = (r.c.employers - m.ids) | parents


# a unit named after its parent described: "the Shenzhen telecom giant or its chip arm hisilicon",
# "那家通信巨头或者它的芯片子公司海思": the parent (the catalog's) is asked too
_ITS_UNIT_BEFORE = re.compile(
    r"(?i:\bor\s+its\s+(?:[\w-]+\s+){0,2}(?:arm|unit|subsidiary|sub|division|affiliate)\s*$)|"
    r"(?:或者?|和|及)(?:其|它的?|他们的?)[\u4e00-\u9fff]{0,4}?(?:子公司|部门|业务)\s*$"
)


def _its_unit(r: Reading) -> None:
    for m in r.mentions or []:
        if m.role == "employer" and _ITS_UNIT_BEFORE.search(r.text[max(0, m.start - 40) : m.start]):
            r.c.employers |= _parents(r, m.ids)


def _parents(r: Reading, ids: AbstractSet[str]) -> set[str]:
    """The catalog's parents of the organisations of a mention."""
    return {p for i in ids if (e := r.orgs.get(i)) is not None and (p := e.parent)}


# a journal's publisher, named in a question about papers: "the elsevier structural journal",
# "Elsevier 那本《工程结构》" (where the paper is, no employer)
_PUBLISHER = re.compile(
    r"(?i:elsevier|springer(?:\s+nature)?|wiley|taylor\s*(?:&|and)\s*francis|sage|mdpi|"
    r"cell\s+press|nature\s+portfolio|ieee|acm|relx)|爱思唯尔|施普林格"
)


def _publishers(r: Reading) -> None:
    if not PUBLISH.search(r.text):
        return
    for m in r.mentions or []:
        if m.role == "employer" and _PUBLISHER.fullmatch(r.text[m.start : m.end].strip()):
            r.c.employers -= m.ids
            r.places.append((m.start, m.end))


def read(r: Reading) -> None:
    take(r, "employer", r.c.employers)
    _publishers(r)
    _bought(r)
    _its_unit(r)
    # "bulge bracket interns? goldman/ms etc": the kind's examples (a long list of them,
    # "such as Google, Microsoft, Amazon, Meta, …", is what the kind means, and stays)
    few = 0 < len(r.c.employers) <= 3
    if r.industries and few and examples_of(r, r.industries) == r.c.employers:
        r.c.employers = set()


KIND = Kind("employer", read)
