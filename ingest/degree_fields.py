"""What a person studied: the fields of study their degrees name (`Degree.field` and the named
degree), read by the skill vocabulary's field concepts (`field-cs`: "计算机科学与技术",
"BSc Computer Science", "MSc CompSci"), for "a degree in computer science", "计算机科班出身的";
cited by those degrees' lines."""

from __future__ import annotations

from datetime import date

from ingest.figures import Figure
from ingest.record_models import CandidateRecord, Degree
from ingest.skills import SkillCatalog

FIELD_PREFIX = "field-"  # the skill vocabulary's ids of fields of study


def fields_of(degree: Degree) -> list[str]:
    """The field concepts a degree's field or name says ("计算机科学与技术" → field-cs)."""
    text = " ".join(x for x in (degree.field, degree.degree_name) if x)
    found = SkillCatalog.load().find(text, relaxed=True) if text else []
    return list(dict.fromkeys(m.id for m in found if m.id.startswith(FIELD_PREFIX)))


def degree_fields(record: CandidateRecord, asked: date) -> Figure:
    """The fields of study of the person's degrees (any status), with the degrees' lines."""
    del asked
    held = [(d, fields_of(d)) for d in record.education]
    held = [(d, f) for d, f in held if f]
    return Figure(
        name="degree fields",
        value=list(dict.fromkeys(x for _, f in held for x in f)),
        text=", ".join(
            f"{d.level or 'degree'} {d.field or d.degree_name}, {d.school}" for d, _ in held
        )
        or "no field of study read",
        sources=[s for d, _ in held for s in d.sources[:1]],
    )
