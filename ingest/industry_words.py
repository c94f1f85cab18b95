"""The industry catalog's data (`ingest/data/industries.yaml`) and the patterns of its words,
read with yaml and pydantic alone, so that the entry readers (`ingest.positions`) can point
at the lines that say what kind of company an entry's employer is ("观远数据是一家做一站式 BI
分析的 SaaS 创业公司", "the B2B SaaS platform": `described`) and `ingest.industries` read
them."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import yaml
from pydantic import BaseModel, Field, field_validator

INDUSTRIES_PATH = Path(__file__).parent / "data" / "industries.yaml"


class Industry(BaseModel):
    id: str
    en: str
    zh: str
    asked: list[str]  # how a question names it
    names: list[str]  # words of an organisation's own name that say it
    members: list[str] = Field(default_factory=list)  # catalog ids; their units count
    # words that name it only as the place of a job: "在量化实习过", "interned in quant"
    as_place: list[str] = Field(default_factory=list)
    # the industries it spans ("finance": banks, brokers, funds, insurers): a position in one
    # of them is in it too
    includes: list[str] = Field(default_factory=list)
    # words an entry's own lines use to say its company is of the kind ("a B2B SaaS startup")
    described: list[str] = Field(default_factory=list)
    # the kinds of the organisation catalog whose members are of it (`school`: a university)
    org_kinds: list[str] = Field(default_factory=list)

    @field_validator("asked")
    @classmethod
    def _startups_too(cls, asked: list[str]) -> list[str]:
        """A kind asked as a company is asked as a startup too: "a grocery delivery startup"."""
        more = [
            re.sub(r" compan(?:y|ies)$", lambda m: " startups" if "ies" in m[0] else " startup", w)
            for w in asked
            if re.search(r" compan(?:y|ies)$", w)
        ]
        return asked + [w for w in more if w not in asked]


def words_pattern(
    words: Iterable[str],
    *,
    start: str = r"(?<![\w-])",
    en: str = "{}",
    zh_before: str = "",
    zh_after: str = "",
    end: str = r"(?![A-Za-z0-9_-])",
) -> str:
    """Latin words whole and in any case (`en` wraps each escaped word: an adjective before
    it, a noun after it; `start` and `end` are the look-arounds that make it whole); Chinese
    ones as substrings, longest first (`zh_before`: a look-behind; `zh_after`: what may follow)."""
    latin = sorted({w for w in words if w.isascii()}, key=len, reverse=True)
    han = sorted({w for w in words if not w.isascii()}, key=len, reverse=True)
    # one group of the words (longest first) inside `en`: a tenth of the pattern to compile
    alternatives = "(?:" + "|".join(map(_escaped, latin)) + ")"
    # (a Latin word is whole before Chinese too: "fintech 公司上班的")
    parts = [rf"(?i:{start}{en.format(alternatives)}{end})"] if latin else []
    if han:  # (first: a word of both scripts, "Tier1供应商", before its Latin part alone)
        seams = [_SEAM.sub(r"\\s*", _escaped(w)) for w in han]
        parts.insert(0, zh_before + "(?i:" + "|".join(seams) + ")" + zh_after)
    return "|".join(parts)


# where Latin and Chinese meet inside a word: a space may be typed there ("Tier1 供应商")
_SEAM = re.compile(r"(?<=[A-Za-z0-9])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])(?=[A-Za-z0-9])")


def _escaped(word: str) -> str:
    # ("self driving startup" is a "self-driving startup")
    out = re.escape(word).replace(r"\ ", r"[\s-]+").replace(r"\-", r"[\s-]?")
    # "an autonomous driving co", "chip cos": the short forms of company
    # ... and "fintech 公司", "fintech公司": the Chinese noun after the English word
    if word.endswith(" company"):
        head = out[: -len(r"[\s-]+company")]
        return head + r"(?:[\s-]+(?:company|co|corp)|\s*(?:公司|企业))"
    if word.endswith(" companies"):
        return out[: -len("companies")] + "(?:companies|cos)"
    if len(word) > 3 and re.search(r"[\u4e00-\u9fff](?:公司|企业|机构)$", word):
        # "咨询那种乙方公司", "咨询类公司": a kind of company said with words between
        return out[:-2] + r"(?:(?:那|这)?一?(?:种|类)的?)?(?:乙方|甲方)?\s*" + out[-2:]
    return out


@cache
def industry_items() -> list[Industry]:
    """The catalog's industries, in the file's order."""
    data = yaml.safe_load(INDUSTRIES_PATH.read_text(encoding="utf-8"))
    return [Industry.model_validate(x) for x in data["industries"]]


@cache
def described_words() -> dict[str, re.Pattern[str]]:
    """Each industry's `described` words as one pattern (Latin words whole, any case; a
    Latin word may touch Chinese or a hyphen: "一家SaaS公司", "SaaS-based")."""
    return {
        i.id: re.compile(
            words_pattern(i.described, start=r"(?<![A-Za-z0-9])", end=r"(?![A-Za-z0-9])")
        )
        for i in industry_items()
        if i.described
    }


def describes_kind(text: str) -> bool:
    """Whether a line says what kind of company its entry's employer is."""
    return any(p.search(text) for p in described_words().values())
