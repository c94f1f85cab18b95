"""Chinese layouts that hid positions or degrees: a heading run onto the end of the line above
it ("…预算超 8000 万元。工作经历"), a body sentence under a dated entry taken for its header (its
"抖音" then read as the employer), a college named after its place ("浙江传媒学院") taken for a
school of the university above it, and an airline pilot's aircraft ("First Officer, Airbus
A350, Cathay Pacific Airways") taken for the employer. People are fictional."""

from __future__ import annotations

import json
from pathlib import Path

from ingest.models import Profile
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import docx_bytes, write


def _profile(path: Path) -> Profile:
    cv = parse_file(path, 20_000_000)
    return extract_profile(cv, split_sections(cv))


def _positions(profile: Profile) -> list[tuple[str, str | None, str | None]]:
    return [(e.employer, e.role, e.start) for e in profile.employment]


def test_a_chinese_heading_run_onto_a_sentence_still_opens_its_section(tmp_path: Path) -> None:
    profile = _profile(
        write(
            tmp_path / "cv.txt",
            """郁知夏
效果营销 / 增长
个人简介
11 年在线旅游行业增长与效果营销经验，擅长海外市场付费获客，管理年投放预算超 8000 万元。工作经历
携程集团（Trip.com Group） 2019.04 –至今
国际业务部·效果营销经理
• 使用 Hive SQL 搭建每日投放 ROAS 监控看板。
教育背景
中山大学 管理学院·市场营销 学士 2011.09 –2015.06
""",
        )
    )
    assert [(e.org_id, e.start) for e in profile.employment] == [("ctrip", "2019-04")]


def test_a_body_sentence_under_a_dated_entry_names_no_employer(tmp_path: Path) -> None:
    resume = {
        "basics": {"name": "柯晚澄", "email": "kewancheng@example.com"},
        "work": [
            {
                "name": "杭州青禾网络科技有限公司",
                "position": "签约带货主播",
                "location": "杭州",
                "startDate": "2018-03",
                "endDate": "2020-12",
                "summary": "在抖音、淘宝直播做美妆个护类带货直播，单场最高 GMV 1200 万。",
            },
            {
                "name": "杭州青禾网络科技有限公司",
                "position": "直播运营实习生",
                "startDate": "2017-07",
                "endDate": "2018-02",
                "summary": "直播间中控、排品与数据复盘（实习）。",
            },
        ],
        "education": [
            {
                "institution": "浙江大学管理学院",
                "area": "工商管理",
                "studyType": "MBA（非全日制，在读）",
                "startDate": "2025-09",
                "endDate": "2028-06",
            },
            {
                "institution": "浙江传媒学院",
                "area": "播音与主持艺术",
                "studyType": "本科",
                "startDate": "2013-09",
                "endDate": "2017-06",
            },
        ],
    }
    path = tmp_path / "kewancheng.json"
    path.write_text(json.dumps(resume, ensure_ascii=False), encoding="utf-8")
    profile = _profile(path)
    assert {employer for employer, _, _ in _positions(profile)} == {"杭州青禾网络科技有限公司"}
    assert [start for _, _, start in _positions(profile)] == ["2018-03", "2017-07"]
    assert [(d.school, d.degree) for d in profile.education] == [
        ("浙江大学管理学院", "Master"),
        ("浙江传媒学院", "Bachelor"),
    ]


def test_an_aircraft_beside_the_title_is_no_employer(tmp_path: Path) -> None:
    path = tmp_path / "pilot.docx"
    path.write_bytes(
        docx_bytes(
            ["Callum Aird", "callum.aird@example.com", "Experience"],
            tables=[
                [
                    ["Dates", "Role & employer"],
                    [
                        "07/2013 - 03/2020",
                        "First Officer, Airbus A350, Cathay Pacific Airways, Hong Kong",
                    ],
                    [
                        "07/2009 - 06/2013",
                        "Second Officer, Boeing 777, Cathay Pacific Airways, Hong Kong",
                    ],
                ]
            ],
        )
    )
    assert {e.org_id for e in _profile(path).employment} == {"cathay-pacific"}
