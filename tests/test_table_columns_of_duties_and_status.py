"""A Word table of jobs whose last column is "Main duties" (or of schools with "Status") is a
table of entries: each row is one job, its title and employer its own."""

from pathlib import Path
from typing import Any

import docx

from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections


def _table(document: Any, rows: list[tuple[str, ...]]) -> None:
    table = document.add_table(rows=len(rows), cols=len(rows[0]))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.cell(r, c).text = text


def test_a_table_with_a_main_duties_column_gives_one_job_a_row(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Efua Mensah-Cole")
    document.add_paragraph("Employment")
    rows = [
        ("Dates", "Role", "Organisation", "Main duties"),
        ("01/2024 – present", "Senior Trial Coordinator", "Parexel", "Line-manage two assistants."),
        (
            "09/2016 – 12/2023",
            "Staff Nurse (Band 5)",
            "Harrowgate NHS Foundation Trust",
            "Ward care.",
        ),
    ]
    _table(document, rows)
    document.add_paragraph("Education")
    schools = [
        ("Dates", "Qualification", "Institution", "Status"),
        (
            "2024 – present",
            "MSc Clinical Research (part-time)",
            "Cardiff University",
            "In progress",
        ),
    ]
    _table(document, schools)
    path = tmp_path / "efua.docx"
    document.save(str(path))
    cv = parse_file(path, 10_000_000)
    profile = extract_profile(cv, split_sections(cv))
    assert [(p.role, p.employer, p.start) for p in profile.employment] == [
        ("Senior Trial Coordinator", "Parexel", "2024-01"),
        ("Staff Nurse (Band 5)", "Harrowgate NHS Foundation Trust", "2016-09"),
    ]
    assert [(e.school, e.ongoing) for e in profile.education] == [("Cardiff University", True)]
