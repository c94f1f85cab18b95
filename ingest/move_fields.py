"""The `--where` fields of moves between positions (`ingest.career_moves`): promotions,
returns to a former employer, changes of employer or of role family, short stints, and what
followed an internship (a full-time job at the same employer or at another)."""

from __future__ import annotations

from ingest.career_moves import (
    converted,
    converted_in_unit,
    employer_moves,
    job_changes,
    joined_after_intern,
    promoted,
    promoted_now,
    promotion_years,
    returned_to,
    role_moves,
    roles_left,
    short_stints,
)
from ingest.field_spec import FieldSpec, of_figure, values_of
from ingest.industries import moves_out_of

MOVE_FIELDS: dict[str, FieldSpec] = {
    "promoted_at": FieldSpec(
        "text",
        of_figure(promoted),
        'employers where a later full-time title followed another (`promoted_at~""`: any)',
    ),
    "promoted_now": FieldSpec(
        "text",
        of_figure(promoted_now),
        'the current employer, where a later full-time title followed another (`promoted_now~""`)',
    ),
    "promoted_in": FieldSpec(
        "number",
        lambda r, d: [
            float(y) for y in values_of(promotion_years(r, d).value) if isinstance(y, str)
        ],
        "years a later full-time title began at an employer after another (`promoted_in>=2024`)",
    ),
    "returned_to": FieldSpec(
        "text",
        of_figure(returned_to),
        'employers left for another and joined again, full-time both times (`returned_to~""`)',
    ),
    "shortest_stint": FieldSpec(
        "number",
        of_figure(short_stints),
        "months of the shortest full-time stint at one employer that ended "
        '("left a job within a year": `shortest_stint<12`)',
    ),
    "role_moves": FieldSpec(
        "text",
        of_figure(role_moves),
        "changes of role family between full-time titles (`role_moves=frontend_to_product-manager`,"
        " `role_moves=engineering_to_product-manager`)",
    ),
    "left_role": FieldSpec(
        "text",
        of_figure(roles_left),
        "role families of full-time titles a later full-time job followed "
        "(`left_role=teacher`: a teacher who moved on)",
    ),
    "moved_in": FieldSpec(
        "number",
        lambda r, d: [float(y) for y in values_of(job_changes(r, d).value) if isinstance(y, str)],
        "years a full-time job began at another employer than the one before (`moved_in=2022`)",
    ),
    "employer_moves": FieldSpec(
        "text",
        of_figure(employer_moves),
        "a move from one employer to a later one, by catalog id or name, full-time both "
        "(`employer_moves=sf-express_to_alibaba`)",
    ),
    "moved_out_of": FieldSpec(
        "text",
        of_figure(moves_out_of),
        "an industry left for a later full-time job at an employer not of it "
        '("from a law firm to in-house": `moved_out_of=law_firms`)',
    ),
    "converted_at": FieldSpec(
        "org",
        of_figure(converted),
        'employers where an internship became a full-time job (`converted_at~""`: any)',
    ),
    "converted_in_unit": FieldSpec(
        "org",
        of_figure(converted_in_unit),
        "`converted_at`, another unit or subsidiary of the group counting as another employer "
        '(`converted_in_unit~""`: any)',
    ),
    "joined_after_intern": FieldSpec(
        "org",
        of_figure(joined_after_intern),
        "employers of a first full-time job after an internship at another "
        '(`joined_after_intern~""`: any)',
    ),
}
