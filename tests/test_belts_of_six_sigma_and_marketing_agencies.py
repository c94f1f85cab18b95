"""A Six Sigma black belt is its own credential, asked in either language: a green belt is none;
a marketing agency (营销代理公司) is an advertising agency, BlueFocus (蓝色光标) one of them."""

from __future__ import annotations

from datetime import date

from tests.conftest import answered_names, module_engine

ASKED = date(2026, 12, 1)

_BLACK = """Orla Brannock
obrannock@example.org

Experience
Quality Manager, Medline Devices, Galway — 2016 – present

Certifications
Lean Six Sigma Black Belt (ASQ), 2021
"""

_GREEN = """# 简历

姓名：车语澄
邮箱：cheyucheng@example.cn

## 工作经历

2018.07 - 至今　某医疗器械有限公司　质量工程师

## 证书

- 六西格玛绿带（2020）；ISO 13485 内审员（2019）
"""

_INTERN = """# 简历

姓名：鲁思淼
邮箱：lusimiao@example.cn

## 实习经历

2018年7月 - 2018年9月 ｜ 蓝色光标（BlueFocus）｜ 数字营销实习生
"""

PEOPLE = {"Orla Brannock", "车语澄", "鲁思淼"}
engine = module_engine(
    {"orla.txt": _BLACK, "车语澄.md": _GREEN, "鲁思淼.md": _INTERN}, "belts", ASKED
)


def test_a_black_belt_asked_in_chinese_is_met_by_one_written_in_english(engine: object) -> None:
    assert answered_names(engine, "有拿到6σ黑带的吗", PEOPLE) == {"Orla Brannock"}
    # (the green belt's owner is named by neither: a green belt is no black belt)
    assert answered_names(engine, "哪些候选人持有六西格玛黑带认证？", PEOPLE) == {"Orla Brannock"}
    assert answered_names(engine, "any lean six sigma black belt folks", PEOPLE) == {
        "Orla Brannock"
    }


def test_a_marketing_agency_is_an_advertising_agency(engine: object) -> None:
    asked = "哪些候选人在广告公司或营销代理公司实习过？"
    assert answered_names(engine, asked, PEOPLE) == {"鲁思淼"}
