"""Service: "who served on a program committee?", "reviewer for NeurIPS", "artifact
evaluation committee", "area chair", "审稿人", "程序委员会". Sets `service` (unless the question
is about publications: "papers at a venue whose PC …" asks for papers), `committee` (on a
committee, not reviewing alone), `artifact` and `program_committee`; the venue served is
read by `venue`."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading, inside
from bot.answer.requirements.venue import PUBLISH
from ingest.language.cues import COMMITTEE_ZH

SERVICE_Q = re.compile(
    r"(?i:\bcommittee\b|\breviewers?\b|\bserved on\b|\bprogram(?:me)? chair\b|\barea chair\b|"
    r"\bpeer[- ]?review\w*|\breviewing\b|\breview(?:ed|s)?\s+(?:for|papers?|submissions?)\b|"
    r"\breferee(?:d|ing|s)?\b(?:\s+(?:for|papers?|submissions?|manuscripts?)\b)?|"
    r"\brefs\s+(?:papers?|submissions?|manuscripts?|for)\b|"  # "who refs papers for journals"
    # "been on the SIGKDD PC", "a PC member"
    r"\bon\s+the\s+(?:[\w&-]+\s+){0,2}pcs?\b|\bpc\s+(?:members?|chairs?|service)\b|"
    # "paper reviewing", "TPC duty": the papers are the review's, the committee a programme's
    r"\b(?:papers?|manuscripts?)\s+review\w*|\bt?pc\s+(?:duty|duties|work|seats?)\b|"
    # "a CFP (review) board", "editorial board", "review board": a board that reviews
    r"\b(?:cfp|editorial|review(?:ing)?)\s+(?:review\s+)?(?:board|panel)s?\b)|"
    rf"审(?:过|了)?稿|程序委员会|{COMMITTEE_ZH}"
)
# reviewing asked beside a committee ("a reviewer or PC member", "审稿人或程序委员会成员"):
# either kind of service counts
_REVIEWING = re.compile(r"(?i:\breview\w*|\bpeer[- ]?review|\breferee\w*|\brefs\b)|审(?:过|了)?稿")
# the words around a service asked that name no topic: "served as … for a conference or
# journal", "帮会议审过稿", "学术会议或期刊的…成员"
SERVICE_CONTEXT = re.compile(
    r"(?i:\b(?:served?|serving|sat|sit|sits|sitting|done|did|members?|for|conferences?|confs?|"
    r"journals?|academic|artifacts?|eval|evaluation|aec?|etc|"
    r"papers?|submissions?|pcs?|acs?|spcs?|sacs?|tpcs?|cfp|boards?|panels?|editorial)\b)|学术|会议|期刊|成员|担任|帮|给|"
    # "进过PC或者当过AC": a committee's seat by its acronym
    r"(?<![A-Za-z])(?:PC|AC|SPC|SAC|TPC)(?![A-Za-z])"
)


def read(r: Reading) -> None:
    c, text = r.c, r.text
    served = [m.span() for m in SERVICE_Q.finditer(text)]
    # "who reviewed papers for ICML": the papers of a review are no publication asked
    c.service = bool(served) and not any(
        not inside(m.start(), served) for m in PUBLISH.finditer(text)
    )
    reviewing = bool(_REVIEWING.search(text))
    c.committee = (
        c.service and not reviewing and bool(re.search(r"(?i)committee|area chair|委员会", text))
    )
    pc = bool(re.search(r"(?i)program(?:me)? committee|\bt?pc\b|area chair|程序委员会", text))
    # ("referees papers or … (PC, artifact eval etc)": reviewing too, any service)
    c.artifact = bool(re.search(r"(?i)artifact|工件", text)) and not reviewing
    c.program_committee = not reviewing and pc


KIND = Kind("service", read)
