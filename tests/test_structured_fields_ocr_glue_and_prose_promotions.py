"""A JSON Resume's own fields name the employer and the title; an OCR'd page's words run
together are put apart; a translator's language pair is no employer; a college in brackets
after a field is its university's; Chinese prose whose promotion and "still there" come in a
paragraph of their own; a line of titles with a bracketed start under a closed stay."""

import json
from pathlib import Path

from tests.conftest import lines_profile, write


def test_a_json_resume_names_its_employer_and_title_as_written(tmp_path: Path) -> None:
    from ingest.parsers import parse_file
    from ingest.profile import extract_profile
    from ingest.sections import split_sections

    doc = {
        "basics": {"name": "Amara Obi"},
        "work": [
            {
                "name": "Careline",
                "position": "Group Product Manager, Clinic Software (Spain)",
                "location": "Madrid",
                "startDate": "2023-09",
            },
            {
                "name": "NHS Tayside",
                "position": "Salaried General Practitioner",
                "location": "Dundee",
                "startDate": "2014-08",
                "endDate": "2019-02",
            },
        ],
        "education": [
            {
                "institution": "University of Dundee",
                "area": "Medicine (School of Medicine and Dentistry)",
                "studyType": "Bachelor of Medicine",
                "startDate": "2003-09",
                "endDate": "2009-06",
            }
        ],
    }
    path = write(tmp_path / "amara.json", json.dumps(doc))
    cv = parse_file(path, 10_000_000)
    profile = extract_profile(cv, split_sections(cv), None)
    jobs = [(p.employer, p.role) for p in profile.employment]
    assert jobs == [
        ("Careline", "Group Product Manager"),
        ("NHS Tayside", "Salaried General Practitioner"),
    ]
    assert [e.school for e in profile.education] == ["University of Dundee"]


def test_words_an_ocr_page_runs_together_are_put_apart() -> None:
    from ingest.parsers.ocr import mend

    assert mend("HélèneMarchetti") == "Hélène Marchetti"
    assert (
        mend("MAin Specialised Translation, ISIT Paris")
        == "MA in Specialised Translation, ISIT Paris"
    )
    # names the catalogs write as one word stay whole
    assert mend("JavaScript, TensorFlow and DoorDash") == "JavaScript, TensorFlow and DoorDash"
    assert mend("lena@GitHub.com") == "lena@GitHub.com"


def test_a_translators_language_pair_is_no_employer() -> None:
    profile = lines_profile([
        "Odile Varenne",
        "Experience",
        "Freelance translator (FR/EN > ZH, ZH> FR) 03/2022 - today",
        "Legal, e-commerce and film work, about 40,000 words a month.",
        "In-house translator, Lionbridge, Paris 09/2019 - 02/2022",
    ])  # fmt: skip
    assert [p.employer for p in profile.employment] == ["Self-employed", "Lionbridge"]


def test_a_promotion_and_still_there_in_paragraphs_of_their_own() -> None:
    profile = lines_profile([
        "林舟行",
        "工作经历",
        "2014 年 7 月本科毕业后，我加入合肥某某电源股份有限公司，担任硬件工程师，在逆",
        "变器研发部负责 DC/DC 升压级设计，直到 2017 年 8 月离职。",
        "    2017 年 9 月我加入青岛某某充电科技股份有限公司，最初任硬件工程师，负责充电模块的",
        "LLC 谐振级设计。",
        "    自 2021 年 4 月起，我晋升为高级硬件工程师并兼任电力电子组组长，带领一个 4 人的硬件",
        "小组，负责液冷超充模块开发。至今仍在某某充电工作。",
    ])  # fmt: skip
    jobs = sorted((p.role, p.start, p.end, p.ongoing) for p in profile.employment)
    assert jobs == [
        ("硬件工程师", "2014-07", "2017-08", False),
        ("硬件工程师", "2017-09", "2021-03", False),
        ("高级硬件工程师", "2021-04", None, True),
    ]
    assert [p.leads_team for p in profile.employment if p.role == "高级硬件工程师"] == [True]


def test_titles_with_a_bracketed_start_under_a_closed_stay_are_its_titles() -> None:
    profile = lines_profile([
        "林知远",
        "工作经历",
        "华东化工有限公司 2020年3月-至今",
        "技术部经理",
        "·负责装置技改。",
        "江南炼化有限公司 2012年7月-2020年2月",
        "工艺技术员、工艺工程师(2015年起),常减压装置",
        "·负责装置运行。",
    ])  # fmt: skip
    jobs = [(p.employer, p.role, p.ongoing) for p in profile.employment]
    assert jobs == [
        ("华东化工有限公司", "技术部经理", True),
        ("江南炼化有限公司", "工艺技术员、工艺工程师", False),
    ]
