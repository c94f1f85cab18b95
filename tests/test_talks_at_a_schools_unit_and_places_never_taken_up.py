"""A talk given at a school's unit ("受邀在某大学建筑学院做分享") is no study there; a place on a
programme accepted and never taken up ("MSc (offer accepted 2019, did not enrol)") is no degree
held or in progress, whatever dates the entry gives."""

from __future__ import annotations

import json
from datetime import date

from tests.conftest import answered_names, module_engine

ASKED = date(2026, 12, 1)

_DESIGNER = """# 庞语汐

邮箱：pangyuxi@example.cn

## 工作经历

2021.03 - 至今　某金融科技公司　UI 设计师

## 教育背景

2015.09 - 2019.06　深圳大学　视觉传达设计　本科

## 其他

- 2021 受邀在哈尔滨工业大学（深圳）建筑学院做分享："金融产品的设计系统"
"""

_ENGINEER = """# 苗启川

邮箱：miaoqichuan@example.cn

## 教育背景

2013.09 - 2017.06　哈尔滨工业大学　自动化　工学学士
"""

_FIRMWARE = {
    "basics": {"name": "Ilmari Koskela", "email": "ilmari.koskela@example.fi"},
    "work": [{"name": "Polarline Oy", "position": "Firmware Engineer", "startDate": "2015-08"}],
    "education": [
        {
            "institution": "Oulu University of Applied Sciences",
            "studyType": "Bachelor of Engineering",
            "area": "Information Technology",
            "startDate": "2011-08",
            "endDate": "2015-06",
        },
        {
            "institution": "Aalto University",
            "studyType": "MSc (offer accepted 2019, did not enrol)",
            "area": "Embedded Systems",
            "startDate": "2019",
        },
    ],
}

PEOPLE = {"庞语汐", "苗启川", "Ilmari Koskela"}
engine = module_engine(
    {
        "庞语汐.md": _DESIGNER,
        "苗启川.md": _ENGINEER,
        "ilmari.resume.json": json.dumps(_FIRMWARE),
    },
    "talks",
    ASKED,
)


def test_a_talk_given_at_a_schools_unit_is_no_study_there(engine: object) -> None:
    assert answered_names(engine, "有哈工大毕业的吗 深圳校区也算", PEOPLE) == {"苗启川"}


def test_a_place_never_taken_up_is_no_masters(engine: object) -> None:
    asked = "who's got a masters, or is doing one right now?"
    assert answered_names(engine, asked, PEOPLE) == set()
