"""The `--where` fields of a school's place on the ranked global list
(`ingest/data/school_tiers.yaml`, `ranked: true`): "QS top 20", "世界排名前30" are
`global_rank<=20`, met by the best-placed school of a completed degree (of one level:
`master_global_rank<=20`); and the tiers of the degrees studied full-time ("211全日制学历":
`full_time_tier=211`, an online or part-time degree aside)."""

from __future__ import annotations

from datetime import date
from functools import partial

from ingest.field_spec import FieldSpec, Value, values_of
from ingest.figures import degree_status, tiers
from ingest.record import CandidateRecord
from ingest.school_tiers import school_tiers
from ingest.study_modes import is_part_time


def best_rank(record: CandidateRecord, asked: date, level: str | None = None) -> list[Value]:
    """The best place on the ranked list among the schools of the completed degrees (of
    `level`), as a one-value list (none: no such school)."""
    table = school_tiers()
    places = [
        table.rank(d.school, d.org_id)
        for d in record.education
        if degree_status(d, asked) == "completed" and (level is None or d.level == level)
    ]
    found = [p for p in places if p is not None]
    return [float(min(found))] if found else []


def full_time_tiers(record: CandidateRecord, asked: date) -> list[Value]:
    """The tiers of the schools of completed degrees studied full-time."""
    kept = [d for d in record.education if not is_part_time(d)]
    return values_of(tiers(record.model_copy(update={"education": kept}), asked).value)


RANK_FIELDS: dict[str, FieldSpec] = {
    "full_time_tier": FieldSpec(
        "text", full_time_tiers, "the tiers of completed degrees studied full-time"
    ),
    "global_rank": FieldSpec(
        "number",
        best_rank,
        "the best place on the ranked global list (QS) of a completed degree's school",
    ),
    **{
        f"{level.lower()}_global_rank": FieldSpec(
            "number",
            partial(best_rank, level=level),
            f"the place on the ranked global list of the completed {level.lower()}'s school",
        )
        for level in ("Bachelor", "Master", "PhD")
    },
}
