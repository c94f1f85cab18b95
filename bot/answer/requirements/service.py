"""Service: "who served on a program committee?", "reviewer for NeurIPS", "artifact
evaluation committee", "area chair", "审稿人", "程序委员会". Sets `service` (unless the question
is about publications: "papers at a venue whose PC …" asks for papers), `committee` (on a
committee, not reviewing alone), `artifact` and `program_committee`; the venue served is
read by `venue`."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading
from bot.answer.requirements.venue import PUBLISH

SERVICE_Q = re.compile(
    r"(?i:\bcommittee\b|\breviewer\b|\bserved on\b|\bprogram(?:me)? chair\b|\barea chair\b)|"
    r"审稿|程序委员会|委员会"
)


def read(r: Reading) -> None:
    c, text = r.c, r.text
    c.service = bool(SERVICE_Q.search(text)) and not PUBLISH.search(text)
    c.committee = c.service and bool(re.search(r"(?i)committee|area chair|委员会", text))
    c.artifact = bool(re.search(r"(?i)artifact|工件", text))
    c.program_committee = bool(
        re.search(r"(?i)program(?:me)? committee|\bpc\b|area chair|程序委员会", text)
    )


KIND = Kind("service", read)
