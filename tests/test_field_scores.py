"""bench/field_f1.py scores a record's fields against gold the way a reader would: a legal
suffix or another script's alias is the same employer, a date is right to the gold's
precision, and a project line taken for an employer costs precision."""

from bench.field_f1 import Miss, same, score_person

GOLD = {
    "name": "林晓",
    "aliases": ["Lin Xiao"],
    "employers": [
        {"name": "Northwind Robotics GmbH", "aliases": ["Northwind"]},
        {"name": "杭州云杉科技有限公司", "aliases": ["Yunshan Tech"]},
    ],
    "titles": ["Firmware Engineer", "嵌入式实习生"],
    "schools": ["Technical University of Munich"],
    "degree_levels": ["master", "bachelor"],
    "positions": [
        {"org": "Northwind Robotics GmbH", "title": "Firmware Engineer", "start": "2021-03",
         "end": "present", "kind": "full-time"},
        {"org": "杭州云杉科技有限公司", "title": "嵌入式实习生", "start": "2019",
         "end": "2019", "kind": "internship"},
    ],
}  # fmt: skip


def _record() -> dict:
    rec: dict = {
        "name": "Lin Xiao",
        "aliases": ["林晓"],
        "positions": [
            {"organisation": "Northwind Robotics", "title": "Firmware Engineer",
             "start": "2021-03", "end": None, "ongoing": True, "kind": "full-time"},
            {"organisation": "杭州云杉科技", "title": "嵌入式实习生", "start": "2019-07",
             "end": "2019-09", "ongoing": False, "kind": "internship"},
        ],
        "education": [
            {"school": "Technical University of Munich", "level": "Master"},
            {"school": "Technical University of Munich", "level": "Bachelor"},
        ],
    }  # fmt: skip
    return rec


def test_a_faithful_record_scores_full_marks_despite_suffixes_and_month_precision() -> None:
    misses: list[Miss] = []
    scores = score_person("LX", GOLD, _record(), misses)
    assert misses == []
    assert {f: s.f1 for f, s in scores.items()} == {
        "name": 1.0, "employers": 1.0, "titles": 1.0, "schools": 1.0,
        "degree_levels": 1.0, "positions": 1.0, "kinds": 1.0,
    }  # fmt: skip


def test_a_project_line_taken_for_an_employer_costs_precision_not_recall() -> None:
    rec = _record()
    rec["positions"].append(
        {"organisation": "Motor control rewrite for the X2 arm", "title": None,
         "start": "2022", "end": "2023", "ongoing": False, "kind": "full-time"}
    )  # fmt: skip
    misses: list[Miss] = []
    scores = score_person("LX", GOLD, rec, misses)
    assert scores["employers"].precision == 2 / 3 and scores["employers"].recall == 1.0
    assert Miss(person="LX", field="employers", kind="wrong",
                value="Motor control rewrite for the X2 arm") in misses  # fmt: skip


def test_a_wrong_end_date_or_a_missing_person_is_a_missed_position() -> None:
    rec = _record()
    rec["positions"][0] = {**rec["positions"][0], "ongoing": False, "end": "2024-01"}
    scores = score_person("LX", GOLD, rec, [])
    assert scores["positions"].found == 1 and scores["positions"].right == 1
    nobody = score_person("LX", GOLD, None, [])
    assert nobody["employers"].recall == 0.0 and nobody["name"].recall == 0.0


def test_short_names_do_not_match_by_containment() -> None:
    assert same("SAP SE", "SAP")
    assert not same("AI", "Airbus")
    assert same("阿里巴巴集团", "阿里巴巴")
