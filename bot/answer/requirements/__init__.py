"""How a question is read into requirements: a registry of kinds, one module each.

`KINDS` lists every kind in the order it reads a question. A kind (`reading.Kind`) has a
name and a `read(Reading)`: it finds itself in the question's text, in English and Chinese
(its patterns live in its module; words shared with the CV readers in `ingest.language`),
adds what it asks to the `Constraints` (`constraints.py`) and records the spans it took in
the shared `Reading` (`reading.py`), so that later kinds do not read them again. That is
why the order matters, and each entry below says why it is where it is.

Two families, one registry:
* record kinds (`years`, `tier`, `study_place`, `study_mode`, `seniority`, `graduation`, `joined`,
  `conversion`, `promotion`, `job_change`, `return_move`, `industry`, `team_size`;
  `record_kind(name, find)`) say
  what they ask as a clause of the record filter language (`ingest.record_filter`:
  `years>=5`, `tier=985`, `seniority>=lead`), collected in `Constraints.record` (a
  `RecordAsk`), so a question and `cvbot candidates --where` are met by one code path over
  one record; each names the figure (`ingest.figures`) whose lines an answer quotes.
  `current` adds such a clause too, once the places are read;
* line kinds (employer, school, degree and status, skill, venue, authorship, service,
  period, current, internship / full-time, topic) set `Constraints` fields that the answer
  engine meets line by line; exclusions and "counts" clauses only mark spans for the others.

A new kind is one module with a `KIND`, listed here at its place, and its fixtures (see
`tests/test_requirement_registry.py`); `bot.answer.question.constraints_of` needs no edit.
"""

from __future__ import annotations

from bot.answer.requirements import (
    active_period,
    authorship,
    certification,
    conjunction,
    conversion,
    counts,
    current,
    degree,
    degree_field,
    employer,
    employer_move,
    employer_or_kind,
    employment,
    exclusions,
    first_job,
    graduation,
    industry,
    job_change,
    joined,
    period,
    promotion,
    return_move,
    role,
    role_change,
    role_tenure,
    school,
    self_employed,
    seniority,
    service,
    short_stint,
    skill,
    spoken_language,
    startup,
    study_mode,
    study_place,
    studying,
    team_size,
    tier,
    title_words,
    tool_maker,
    topic,
    unlisted,
    venue,
    work_place,
    years,
)
from bot.answer.requirements.base import Asked, RecordAsk
from bot.answer.requirements.constraints import ANY_DEGREE, Constraints
from bot.answer.requirements.reading import Kind, Reading, record_kind

__all__ = [
    "ANY_DEGREE",
    "KINDS",
    "Asked",
    "Constraints",
    "Kind",
    "Reading",
    "RecordAsk",
    "read_constraints",
    "read_record_ask",
    "record_kind",
]

KINDS: list[Kind] = [
    # "been a PM the whole last 5 years": before `years` and `role`, which read its parts
    role_tenure.KIND,
    # "前端转产品的": before `role`, which would read its second family as the current title
    role_change.KIND,
    # record kinds first: each reads the whole question for its own words ("5+ years",
    # "985毕业的", "team lead", "2025届"); their spans are only kept from the topic
    years.KIND,
    tier.KIND,
    study_place.KIND,
    study_mode.KIND,
    work_place.KIND,
    seniority.KIND,
    title_words.KIND,
    graduation.KIND,
    studying.KIND,
    joined.KIND,
    conversion.KIND,
    employer_move.KIND,
    startup.KIND,
    self_employed.KIND,
    promotion.KIND,
    job_change.KIND,
    return_move.KIND,
    short_stint.KIND,
    industry.KIND,
    team_size.KIND,
    spoken_language.KIND,
    # after the record kinds it reads (years, tier, graduation: a role is asked of the
    # record only with them or with "now"), before the skills, which skip its role words
    role.KIND,
    # before every kind that reads a place, a skill or a venue: those skip, or exclude, what
    # is named in a "but not …" / "(not C++)" clause
    exclusions.KIND,
    # before degree and employment, which read the question without its "… also counts"
    # clauses ("An MBA counts" asks for no MBA; "Internships count" asks for no intern)
    counts.KIND,
    # reads the whole question; nothing after it depends on it
    authorship.KIND,
    # before the places: a degree asked makes a lab or an ambiguous name ("NTU") a school
    degree.KIND,
    # before the places: "microsoft's BI tool" names a tool (Power BI), not an employer
    tool_maker.KIND,
    # before venue and skill, which skip the organisations' spans ("Go" in "Google"); the
    # two share one reading of the mentions (`places`), so their order does not matter
    employer.KIND,
    school.KIND,
    # before venue: a question about service reads the venues served too
    service.KIND,
    # after the places ("at VLDB" is a venue only where no organisation was read) and
    # before the skills (a venue's name is no skill)
    venue.KIND,
    # after places and venues (a skill inside their names is none), before the unlisted
    # places and the conjunctions, which read the skills' spans
    skill.KIND,
    # after the skills (a credential names them: "a Kubernetes certification"), before the
    # topic, which skips its words
    certification.KIND,
    # after places, skills and the degree: what they took is no unknown place
    unlisted.KIND,
    # "both X and Y", "A and B", "knows Rust and has worked at X": needs every skill and
    # place found
    conjunction.KIND,
    # "大厂或者芯片公司": an employer or a kind, either one; needs both read, and clears the
    # employers before the time words read them
    employer_or_kind.KIND,
    # time and role words qualify the employer: all three need every place read (an
    # unknown one included) and the degree (a degree's "now" / years are its own)
    current.KIND,
    first_job.KIND,
    degree_field.KIND,
    period.KIND,
    # a period with no place: the years of the positions of a kind (after `period`)
    active_period.KIND,
    employment.KIND,
    # last: the topic is what every other kind left
    topic.KIND,
]


def read_constraints(r: Reading) -> Constraints:
    """Every registered kind reads the question in turn; their `Constraints`."""
    for kind in KINDS:
        kind.read(r)
    return r.c


def read_record_ask(text: str) -> RecordAsk:
    """Every record requirement of a question (none: an empty `RecordAsk`)."""
    out = RecordAsk()
    for kind in KINDS:
        if kind.find is not None and (asked := kind.find(text)) is not None:
            out.add(asked)
    return out
