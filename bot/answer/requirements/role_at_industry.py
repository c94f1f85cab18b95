"""A role held at a kind of employer, said as one thing: "who has been a PM at a bank",
"在教育公司做过产品的", "银行的产品经理", "engineers at a fintech". The title and the
industry must be one position's (`role_in_bank=product-manager`), not a product manager
somewhere and a bank elsewhere. Read by `industry`, which asks it in place of the industry
alone; `role` leaves such a role to it."""

from __future__ import annotations

import re

from bot.answer.requirements.role_words import doing_fields, role_families_in, role_phrases
from ingest.language import ROLE_FAMILIES

Span = tuple[int, int]

# the words between a role and the kind of employer after it: "a PM at a bank", "analyst
# in a fintech", "engineers for an edtech"
_EN_GAP = re.compile(r"(?i)^\s*(?:at|in|for|with|inside)\s+(?:(?:an?|the|some|any)\s+)?$")
# ... and between the kind of employer and the role after it: "在教育公司做过产品",
# "在银行当过产品经理", "银行的产品经理", "券商里做研究员"
_ZH_GAP = re.compile(r"^\s*(?:的|里|里面|内)?\s*(?:(?:做|当|干|担任|任)(?:过|了)?)?\s*(?:的)?\s*$")


def _role_spans(text: str) -> list[tuple[Span, list[str]]]:
    """Where the question names a role, with its families: from the role words to the noun
    ("产品经理" in "教育公司做过产品经理"), or a field after a verb of doing it ("做过产品")."""
    out: list[tuple[Span, list[str]]] = []
    for lo, hi in role_phrases(text):
        for family in role_families_in(text[lo:hi]):
            for m in ROLE_FAMILIES[family].finditer(text, lo, hi):
                out.append(((m.start(), hi), [family]))  # "数据分析师": to the noun's end
    out += doing_fields(text) + doing_fields(text, done=True)
    for m in _FIELD_EXPERIENCE.finditer(text):  # "动保公司销售经验": the field's own words
        for family in role_families_in(m[1]):
            if (at := ROLE_FAMILIES[family].search(text, m.start(1), m.end(1))) is not None:
                out.append(((at.start(), m.end(1)), [family]))
    return out


# a field of work named before "experience" ("销售经验", "采购背景")
_FIELD_EXPERIENCE = re.compile(r"([\u4e00-\u9fff]{2,6}?)(?=(?:相关)?(?:经验|经历|背景|岗位?))")


def joined_roles(text: str, industry_spans: list[Span]) -> tuple[list[str], list[Span]]:
    """The role families said of the kind of employer itself, and where: a role right before
    "at a <kind>", or a role right after "<kind>的" / "在<kind>做过"."""
    families: list[str] = []
    spans: list[Span] = []
    for (lo, hi), found in _role_spans(text):
        for a, b in industry_spans:
            joined = (hi <= a and _EN_GAP.match(text[hi:a]) is not None) or (
                b <= lo and _ZH_GAP.match(text[b:lo]) is not None and _han_near(text, b, lo)
            )
            if joined and found:
                families += found
                spans.append((lo, hi))
    return list(dict.fromkeys(families)), spans


def _han_near(text: str, end: int, start: int) -> bool:
    """A Chinese join: the kind ends in or the role starts with a Han character."""
    return bool(re.search(r"[\u4e00-\u9fff]", text[max(end - 1, 0) : start + 1]))
