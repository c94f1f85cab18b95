"""Certifications: "who holds a cloud or Kubernetes certification?", "anyone with a CKA?",
"有 PMP 证书的吗", "阿里云认证". Sets `certification` (and the credentials it names, by their
common acronyms); the words that ask for one are no topic. Met by a line that states a
credential (`bot.answer.certifications`), never by a skill listed elsewhere."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading, inside
from ingest.language import CREDENTIAL_NAMES, CREDENTIAL_WORDS

_ASK = re.compile(
    r"(?i:\bcertif(?:ied|ications?|icates?)\b|\bcerts?\b|\blicen[cs]es?\b|"
    # "licensed pharmacists" (not "a licensed consumer finance co": a firm's licence)
    r"\blicen[cs]ed\b(?!(?:\s+[\w-]+){0,3}\s+(?:cos?|compan(?:y|ies)|firms?|banks?|lenders?|"
    r"institutions?|brokers?|entit(?:y|ies)|platforms?)\b)|"
    r"\bcharter(?:holders?|ed)?\b|\bfully\s+qualified\b|"
    r"\bfull\b(?=\s+(?:[A-Za-z]{2,6}\s+)?charter))|认证|证书|资格证|持证|持有|特许(?:资格)?"
)
_NAMED_ANY_CASE = re.compile(CREDENTIAL_NAMES.pattern, re.IGNORECASE)
# the words of passing the exam: "谁考下了项目管理那个证"
# the word for a qualification after a credential named ("…（FSA）资格"): no topic of its own
_QUALIFICATION = re.compile(r"[)）]?\s*(?:的)?(?:资格|资质|证书|认证)")
_PASSED = re.compile(r"(?i:\b(?:passed|cleared)(?:\s+the)?\b)|考(?:下|过|出|到)了?|拿(?:到|下)了?")


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
    # credentials asked by name ("cfa"); not one inside a kind of employer ("a CPA firm")
    named = [m for m in _NAMED_ANY_CASE.finditer(r.text) if not inside(m.start(), r.c.record.spans)]
    # ... or in words: "certified as a project management professional by PMI" is a PMP
    worded = [(acronym, m) for acronym, p in CREDENTIAL_WORDS.items() for m in p.finditer(r.text)]
    if not asked and not named and not worded:
        return
    r.c.certification = True
    names = [re.sub(r"(?<=[A-Z]{2})s$", "", m.group()).upper() for m in named]  # "FSAs"
    names += [acronym for acronym, _ in worded]
    r.c.certification_names = list(dict.fromkeys(names))
    r.credentials += asked + [m.span() for m in named] + [m.span() for _, m in worded]
    r.credentials += [m.span() for m in _PASSED.finditer(r.text)]  # "考下了", "拿到了"
    for m in [*named, *(m for _, m in worded)]:  # "（FSA）资格", "中国精算师资格"
        if q := _QUALIFICATION.match(r.text, m.end()):
            r.credentials.append(q.span())
    for lo, hi in [sp for sp in r.skill_spans if any(inside(sp[0], [m.span()]) for _, m in worded)]:
        r.c.skills -= r.skills.resolve(r.text[lo:hi])  # "project management professional"
        r.skill_spans.remove((lo, hi))


KIND = Kind("certification", read)
