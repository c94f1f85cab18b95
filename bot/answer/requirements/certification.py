"""Certifications: "who holds a cloud or Kubernetes certification?", "anyone with a CKA?",
"有 PMP 证书的吗", "阿里云认证". Sets `certification` (and the credentials it names, by their
common acronyms); the words that ask for one are no topic. Met by a line that states a
credential (`bot.answer.certifications`), never by a skill listed elsewhere."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading
from ingest.language import CREDENTIAL_NAMES

_ASK = re.compile(
    r"(?i:\bcertif(?:ied|ications?|icates?)\b|\bcerts?\b|\blicen[cs]es?\b|"
    r"\bcharter(?:holders?|ed)?\b|\bfully\s+qualified\b)|认证|证书|资格证|持证|特许(?:资格)?"
)


# "actually employed there, not just certified": a credential that does not count
_NOT_JUST = re.compile(
    r"(?i:\bnot\s+(?:just|only|merely)\s+(?:a\s+|an\s+)?(?:certified|certifications?|certs?)\b)|"
    r"不(?:只|仅)是?(?:有)?(?:证书|认证)"
)


def read(r: Reading) -> None:
    if not_just := [m.span() for m in _NOT_JUST.finditer(r.text)]:
        r.credentials += not_just  # the words that set a credential aside: no topic
        return
    asked = [m.span() for m in _ASK.finditer(r.text)]
    named = list(CREDENTIAL_NAMES.finditer(r.text))  # credentials asked for by name
    if not asked and not named:
        return
    r.c.certification = True
    r.c.certification_names = list(dict.fromkeys(m.group() for m in named))
    r.credentials += asked + [m.span() for m in named]


KIND = Kind("certification", read)
