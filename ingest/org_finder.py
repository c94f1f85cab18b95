"""Which catalog organisation a name on a CV is: the lookup the entry readers share
(`org_finder`), with the group a name the catalog does not know says it belongs to."""

from __future__ import annotations

import logging
import re
from functools import cache

from ingest.city_names import city_names
from ingest.entry_fields import LEGAL_END, OrgFinder
from ingest.language import HOSPITAL, PARTNERSHIP
from ingest.orgs import OrgCatalog
from vectorstore.errors import UserFacingError


@cache
def org_finder() -> OrgFinder:
    """The organisation catalog's lookup (ingest/orgs.py); when its files cannot be read,
    entries keep no catalog id and places are compared by name."""
    try:
        catalog = OrgCatalog.load()
    except UserFacingError as exc:  # a broken catalog file must not stop ingestion
        logging.getLogger(__name__).warning("%s", exc)
        return lambda _text: None

    def find(text: str) -> str | None:
        """The organisation a name is (not one it mentions: "Develop X (after my internship
        in Acme)" is no name of Acme): the mention must begin the name or cover most of it
        (parentheses aside)."""
        base = text
        while (bare := re.sub(r"\s*[(（][^()（）]*[)）]", "", base)) != base:
            base = bare  # nested brackets too: "复星健康(上海复星健康科技(集团)有限公司,…)"
        base = base.strip() or text
        mentions = catalog.find(base)
        if not mentions:
            return _owner(text)
        longest = max(mentions, key=lambda m: m.end - m.start)
        heads = longest.start <= 4  # "阿里巴巴达摩院 XG 实验室", "The University of …"
        covers = (longest.end - longest.start) * 10 >= len(base) * 6
        if longest.ambiguous:
            return None
        if catalog.kind(longest.id) == "school" and (
            HOSPITAL.search(base) or (not covers and LEGAL_END.search(base))
        ):
            # "北京大学第三医院", "Tongji Architectural Design (Group) Co., Ltd.": a hospital or
            # a company, not the university it is named after
            return None
        if not (heads or covers) and _core_is(base, longest.start, longest.end):
            return str(longest.id)  # "Beijing Roborock Technology Co., Ltd.": the name's core
        if not (heads or covers):
            # "字节跳动 TikTok": a group and its unit, named together, are the whole name
            first = mentions[0]
            together = sum(m.end - m.start for m in mentions) * 10 >= len(base) * 6
            same = catalog.within(longest.id, [first.id])
            if first.start <= 4 and together and same:
                return str(longest.id)
            return _owner(text)  # "Vienna Marriott Hotel (Marriott International)": its owner
        return str(longest.id)

    def _owner(text: str) -> str | None:
        """The group a name the catalog does not know says it belongs to, in brackets:
        "King (Activision Blizzard)", "某某金融科技有限公司（中国建设银行全资子公司）"."""
        for inside in re.findall(r"[(（]([^()（）]*)[)）]", text):
            if PARTNERSHIP.search(inside) or _SERVED.search(inside):
                continue  # "(Google Cloud partner)", "(client: …)": no owner
            bare = _OWNER_WORDS.sub(" ", inside).strip(" ,，、")
            mentions = catalog.find(bare) if bare else []
            if len(mentions) == 1 and not mentions[0].ambiguous:
                named = mentions[0]
                if (named.end - named.start) * 10 >= len(bare) * 6:
                    return str(named.id)
        return None

    return find


# a Chinese company's English legal name around its own: a city before it, the trade and the
# legal form after it ("Beijing Roborock Technology Co., Ltd.", "Shenzhen Xiaoice Network
# Technology Co.")
_LEGAL_TAIL = re.compile(
    r"(?i)(?:[\s,]+(?:(?:information|network|intelligent|smart|digital|electronic|software|"
    r"science|and|&)\s+)*(?:technology|technologies|tech|co|company|corp|corporation|ltd|"
    r"limited|inc|group|holdings?)\b\.?)+\s*$"
)
_LEADING_WORD = re.compile(r"^([A-Z][a-z']+)\s+")


def _core_is(base: str, start: int, end: int) -> bool:
    """The mention at [start, end) is the whole name once a leading city and a trailing trade
    and legal form are set aside."""
    lead = _LEADING_WORD.match(base)
    if lead is None or lead.end() != start or lead[1].lower() not in city_names():
        return False
    rest = _LEGAL_TAIL.sub("", base[end:])
    return not rest.strip()


_SERVED = re.compile(r"(?i:\b(?:clients?|customers?|resellers?|vendors?)\b)|客户|供应商")
# words around a group named in brackets after a company: "(a subsidiary of X)", "（X旗下）"
_OWNER_WORDS = re.compile(
    r"(?i:\b(?:an?\s+|the\s+)?(?:wholly[- ]owned\s+)?subsidiary\s+of\b|\b(?:now\s+)?part\s+of\b|"
    r"\b(?:acquired|owned)\s+by\b|\bgroup\s+company\b)|全资子公司|控股子公司|子公司|旗下|下属|"
    # ... and what the company is of it: "(Alibaba Group game studio)", "（网易旗下游戏工作室）"
    r"(?:'s|’s)?(?:\s+[a-z][a-z-]*){0,2}\s+(?:studios?|division|unit|arm|brand|label)\s*$|"
    r"(?:的)?(?:游戏)?(?:工作室|事业部|品牌)$"
)
