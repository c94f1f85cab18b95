"""Where a career began: "who started their career at Huawei", "first full-time job was
there", "went to huawei straight out of school", "第一份全职工作是在华为", "毕业就进华为的". Met
by the record's first full-time position (`first_employer`) at the employer asked (its units
count, as for any employer), quoting that position."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.current import names_of
from bot.answer.requirements.reading import Kind, Reading
from ingest.org_figures import first_employer

_FIRST = re.compile(
    r"(?i:\b(?:started|began|start|begin|kicked\s+off|launched)\s+(?:their|his|her)\s+careers?\b|"
    r"\bfirst\s+(?:full[- ]time\s+|real\s+|proper\s+)?job\b(?:\s+(?:was\s+)?(?:there|at))?|"
    r"\b(?:straight|right|directly)\s+(?:out\s+of|after|from)\s+(?:school|college|uni(?:versity)?|"
    r"grad(?:uation|\s+school)?)\b|\bcareer\s+(?:started|began)\b)|"
    r"第一份(?:全职|正式)?工作|毕业(?:就|后就|后直接|直接)(?:进|去|加入|入职)(?:了)?|"
    r"(?:职业生涯|工作)(?:始于|起步于|从[^，。？?]{1,8}开始)|校招(?:就)?(?:进|去|加入)(?:了)?"
)


def read(r: Reading) -> None:
    if not r.c.employers or not (spans := [m.span() for m in _FIRST.finditer(r.text)]):
        return
    names = names_of(r.c.employers, r.orgs)
    clause = " or ".join(f'first_employer="{name}"' for name in names)
    r.c.record.add(Asked(clauses=[clause], spans=spans, figure=first_employer))


KIND = Kind("first job", read)
