"""The owner of an organisation named by what it owns: "tiktok's parent co", "微信的母公司",
"the company behind tiktok", "the wechat company" (a unit said as the company it is), "the
e-commerce group Jack Ma founded? any of its units (Tmall, DAMO Academy etc.) counts"."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Reading
from ingest.org_files import OrgEntry
from ingest.orgs import OrgCatalog, OrgMention

# "tiktok's parent co", "微信的母公司": the organisation that owns the one named
_PARENT_AFTER = re.compile(
    r"(?i:'?s?\s+(?:parent|mothership|mother\s+ship)(?:\s+(?:co|company|companies|group|org|"
    r"organi[sz]ation|corp))?\b|"
    r"'?s?\s+(?:holding|owning)\s+(?:co|company|group)\b)|\s*(?:的)?(?:母公司|母集团|所属集团|背后的集团|背后的公司)"
)


# a brand's name then "group", where the question speaks of brands: the group that owns it
_GROUP_AFTER = re.compile(r"(?i:\s+group\b)|集团")
_BRANDS = re.compile(r"(?i:\bbrands?\b|\blabels?\b|\bmaisons?\b)|品牌")


# ... said before it: "the company behind tiktok", "the parent company of Instagram"
_PARENT_BEFORE = re.compile(
    # ("the company that makes wechat", "the firm which runs taobao": the unit's owner)
    # ... said with what it is: "the uk diy group that owns b&q"
    r"(?i)\b(?:(?:the\s+(?:[\w&'-]+\s+){0,3}?)?(?:company|firm|group|people|folks|org|one)\s+"
    r"(?:behind|(?:that|which|who)\s+"
    r"(?:owns?|owned|makes?|made|builds?|built|runs?|ran|operates?|operated|created))|"
    r"parent\s+(?:co|company|group|org|corp)?\s*of)\s+(?:the\s+)?$"
)

# a unit named as the company it is ("the wechat company", "做微信的那家公司"): its owner
_PRODUCT_BEFORE = re.compile(r"(?i:\bthe\s+)$|做$")
_PRODUCT_COMPANY = re.compile(r"(?i:\s+(?:company|co|corp)\b)|的(?:那家|那个)?公司")


def parent_asked(r: Reading, m: OrgMention) -> tuple[int, int, frozenset[str]] | None:
    """The span of "X's parent co" ("the company behind X") and the owner's id, when the
    name is followed (or preceded) by one."""
    after = _PARENT_AFTER.match(r.text, m.end)
    before = _PARENT_BEFORE.search(r.text, max(0, m.start - 40), m.start)
    if after is None and before is None and _PRODUCT_BEFORE.search(r.text, 0, m.start):
        after = _PRODUCT_COMPANY.match(r.text, m.end)  # "the wechat company": its owner
    if after is None and before is None and _BRANDS.search(r.text):
        after = _GROUP_AFTER.match(r.text, m.end)  # "louis vuitton group? any of their brands"
    lineage = r.orgs.lineage(m.id)
    if (after is None and before is None) or len(lineage) < 2:
        return None
    start = before.start() if before else m.start
    if before is not None:  # "been at china's big shipping group? the one that owns OOCL"
        _described_before(r, start)
    return start, (after.end() if after else m.end), frozenset([lineage[-1]])


_UNITS_WORD = re.compile(
    r"(?i:\b(?:its|their)\s+(?:units?|subsidiar(?:y|ies)|brands?|labs?))|旗下|子公司"
)
# the description an owner is named by: "employed by the e-commerce group Jack Ma founded"
_DESCRIBED = re.compile(
    r"(?i:\b(?:employed\s+by|work(?:ed|s|ing)?\s+(?:at|for)|been\s+(?:at|with))\s+(.+)$)|"
    r"在(.{4,24}?)(?:工作|上班|待过|干过|任职)"
)


def units_owner(r: Reading, found: list[tuple[int, int, frozenset[str]]]) -> str | None:
    """The one owner of the units (start, end, ids) a counts clause gives as examples of "its
    units", when the question names the owner only by a description; their spans and the
    description's are places, no topic. None else."""
    if not _UNITS_WORD.search(r.text):
        return None
    owners = {r.orgs.group(i) for _, _, ids in found for i in ids}
    if len(owners) != 1 or any(owners & ids for _, _, ids in found):
        return None
    r.places += [(start, end) for start, end, _ in found]
    _described_before(r, found[0][0])
    return next(iter(owners))


def _described_before(r: Reading, start: int) -> None:
    """The description the first sentence names a place by, when the place is said again
    after it ("employed by the e-commerce group Jack Ma founded? … its units"): a place too,
    no topic."""
    first = re.split(r"[?？。!！]", r.text, maxsplit=1)[0]
    if (said := _DESCRIBED.search(first)) and said.end(1) <= start:
        r.places.append(said.span(1))


def product_unit(orgs: OrgCatalog, entry: OrgEntry) -> bool:
    """A unit asked for with no verb of work is its parent's product ("Alibaba Cloud
    experience"); a lab is not, nor a company a holding owns ("Google experience")."""
    if entry.parent is None or entry.kind == "lab":
        return False
    parent = orgs.get(entry.parent)
    return not (parent is not None and parent.holding)
