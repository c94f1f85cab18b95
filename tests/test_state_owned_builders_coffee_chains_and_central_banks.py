"""Kinds of employer and names recruiters use: a state-owned company ("govt-owned", 国企央企)
includes SAIC's units (零束科技, Anji Logistics) and the construction bureaus; a building
contractor / 施工单位 is a construction company; a coffee company is a coffee chain; 央行 is
the People's Bank of China; an environmental consultancy is a consultancy; 声田 is Spotify.
People are fictional; the organisations are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "lu_zhengyu.md": """# 卢正宇

luzhengyu@example.cn

## 工作经历

2022.09 – 至今　上海零束科技有限公司　Android 高级工程师

## 教育经历

2015.09 – 2019.06　同济大学　软件工程　本科
""",
    "gu_zeyang.md": """# 顾泽阳

guzeyang@example.cn

## 实习经历

2025.07 – 2025.09　中国建筑第八工程局有限公司　施工员实习生

## 教育经历

2022.09 – 2026.06　东南大学　土木工程　本科
""",
    "mao_yuqing.md": """# 毛雨晴

maoyuqing@example.cn

## 工作经历

2021.09 – 至今　星巴克企业管理（中国）有限公司　区域运营经理

2019.07 – 2021.06　Spotify　内容运营
""",
    "xie_wanting.md": """# Xie Wanting

xie.wanting@example.com

## Experience

Research Intern, People's Bank of China, Shanghai — Jul 2025 – Sep 2025

## Education

BA Economics, Fudan University, 2022 – 2026
""",
    "owen_treharne.md": """# Owen Treharne

owen.treharne@example.co.uk

## Experience

Senior Hydrologist, Arcadis, Cardiff — Jul 2022 – Present
""",
}
PEOPLE = {"卢正宇", "顾泽阳", "毛雨晴", "Xie Wanting", "Owen Treharne"}
engine = module_engine(CVS, "soe-builders-coffee", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who's at a govt-owned company right now", {"卢正宇"}),
        ("现在在国企央企上班的有谁", {"卢正宇"}),
        ("anyone interned with a building contractor?", {"顾泽阳"}),
        ("在施工单位实习过的有吗", {"顾泽阳"}),
        ("现在在咖啡公司上班的有吗", {"毛雨晴"}),
        ("19年在声田上过班的有吗", {"毛雨晴"}),
        ("在央行实习过的有谁", {"Xie Wanting"}),
        ("who's at an environmental consultancy right now", {"Owen Treharne"}),
        ("anyone ever at SAIC? subsidiaries count", {"卢正宇"}),
    ],
)
def test_a_kind_of_employer_or_its_other_name_names_who_works_there(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
