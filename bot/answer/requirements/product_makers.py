"""Makers named by their products in a question: "the geforce / cuda company", "N卡那家",
"做地宝那家", "the company behind nescafe" (`OrgCatalog.products`, never read in a CV)."""

from __future__ import annotations

import re
from functools import lru_cache

from bot.answer.requirements.reading import Reading
from ingest.language.script import spaced_at_script_seams
from ingest.orgs import OrgCatalog

_PRODUCT_KIND = r"(?:手机|电脑|笔记本|芯片|显卡|汽车|车|相机|耳机|游戏机|系列|产品)"


@lru_cache(maxsize=4)
def _product_pattern(catalog: OrgCatalog) -> re.Pattern[str] | None:
    words = sorted(catalog.products(), key=len, reverse=True)
    if not words:
        return None
    one = "(?:" + "|".join(map(_spelled, words)) + ")"
    return re.compile(
        rf"(?i:(?<![\w-]){one}(?:\s*(?:/|,|\band\b|\bor\b)\s*(?:{one}|[a-z]{{3,12}}))*(?:['’]s)?\s+"
        rf"(?:company|co|corp|maker|makers|people|guys|folks|group|empire|"
        rf"studios?|developer|publisher)\b)|"
        # "做Galaxy手机的那家韩国大集团": a kind of product after the name, a description after
        rf"(?:(?:那家|那个)\s*)?(?:(?:做|出|搞|生产)\s*)?(?i:{one})(?:\s*[/、]\s*(?i:{one}))*\s*{_PRODUCT_KIND}?\s*(?:的)?"
        r"(?:那家|那个)?[\u4e00-\u9fff]{0,4}?(?:公司|大集团|集团|大厂|巨头|厂商|企业|厂|家)|"
        # "the shenzhen phone giant that makes mate phones", "anyone ex penguin?"
        rf"(?i:(?:\bthe\s+(?:[\w-]+\s+){{0,4}}?(?:company|giant|maker|firm|vendor|brand|one|co)\s+)?"
        rf"\b(?:that|which|who)\s+(?:makes?|made|builds?|sells?)\s+(?:the\s+)?{one}\b|"
        # "the big swiss food company behind nescafe and nespresso"
        rf"\b(?:(?:the|a)\s+)?(?:[\w-]+\s+){{0,4}}?(?:company|giant|maker|firm|group|people|folks|co)"
        rf"\s+behind\s+(?:the\s+)?{one}"
        rf"(?:\s*(?:/|,|\band\b|\bor\b)\s*{one})*|"
        rf"\bex[- ]?{one}\b|"
        # "anyone with the penguin on their cv"
        rf"\b(?:the\s+)?{one}\s+on\s+(?:their|his|her|the|a)\s+(?:cv|resume|résumé)s?\b|"
        rf"\b(?:at|from)\s+the\s+(?:[\w-]+\s+){{0,2}}?{one}(?:\s+(?:company|co|corp|maker|makers|people|folks))?\b)"
    )


def _spelled(word: str) -> str:
    """A product's name as a pattern: spaces as any, and any between Latin and Chinese
    ("N卡" is read as "N 卡")."""
    return spaced_at_script_seams(re.escape(word).replace(r"\ ", r"\s+"), r"\s*")


def by_product(r: Reading) -> list[tuple[int, int, str]]:
    """Makers named by their products: "the geforce / cuda company", "N卡那家", "做地宝那家"."""
    pattern = _product_pattern(r.orgs)
    if pattern is None:
        return []
    products = r.orgs.products()
    out: list[tuple[int, int, str]] = []
    for m in pattern.finditer(r.text):
        said = [
            w
            for w in products
            if re.search(rf"(?i)(?:(?<![A-Za-z0-9_-])|(?<=\bex-)){_spelled(w)}", m.group())
        ]
        makers = {products[w] for w in said}
        if len(makers) == 1:
            out.append((*m.span(), makers.pop()))
    return out
