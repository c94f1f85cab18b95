"""Kinds of employer and degrees as recruiters ask them: a national laboratory ("a us national
lab"), a manufacturer (a bearing maker's intern), a podcast app; "5g ota testing" is work,
not an online travel agency; "supervise two postdocs" is managing people, and a current job
whose title the scan lost still leads its team; a master's asked with what does not count
("MBAs count; a PhD without a master's does not", "(mba ok, phd alone no)",
"只有博士没有硕士的不算"); Huawei is one of the Chinese tech giants; TUM is 慕工大. People are
fictional; the organisations are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "greta_lindholm.md": """# Greta Lindholm

greta.lindholm@example.com

## Experience

Staff Scientist, Argonne National Laboratory, Lemont, IL — Jan 2022 – Present
- Supervise two postdocs and one graduate student on solid-electrolyte imaging.

Postdoctoral Researcher, ETH Zurich — Oct 2018 – Dec 2021

## Education

PhD Materials Science, Technical University of Munich, 2014 – 2018
""",
    "wei_haoran.md": """# 魏浩然

weihaoran@example.cn

## 工作经历

2021.07 – 至今　广东欧珀移动通信有限公司　射频测试工程师
- 负责 5G NR 射频传导与 OTA 测试方案。

2020.07 – 2020.09　华为技术有限公司　射频实习生

## 教育经历

2017.09 – 2021.06　电子科技大学　电子信息工程　本科
""",
    "jonas_brenner.md": """# Jonas Brenner

jonas.brenner@example.de

## Experience

Graduate Engineer, Schaeffler Technologies AG & Co. KG, Herzogenaurach — Sep 2025 – Present

Intern, Chassis Mechatronics, Schaeffler Technologies AG & Co. KG — Mar 2024 – Aug 2024

## Education

MBA, Mannheim Business School, 2023 – 2025
BSc Mechanical Engineering, RWTH Aachen University, 2019 – 2023
""",
    "mi_qingge.md": """# 米清歌

miqingge@example.cn

## 工作经历

2022.03 – 至今　小宇宙　内容运营负责人
- 负责播客内容运营。

## 教育经历

2014.09 – 2018.06　中国传媒大学　新闻学　本科
""",
}
PEOPLE = {"Greta Lindholm", "魏浩然", "Jonas Brenner", "米清歌"}
engine = module_engine(CVS, "labs-makers-apps", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone currently working at a us national lab", {"Greta Lindholm"}),
        ("5g ota testing experience?", {"魏浩然"}),
        ("anyone at an OTA right now", set()),
        ("哪些候选人在制造业或工业企业有过实习经历？全职不算。", {"Jonas Brenner"}),
        ("who's at a podcast app right now", {"米清歌"}),
        ("anyone who interned at one of the chinese tech giants?", {"魏浩然"}),
        ("有慕工大毕业的吗", {"Greta Lindholm"}),
        (
            "Which candidates hold a master's degree or are currently studying for one? "
            "MBAs count; a PhD without a master's does not.",
            {"Jonas Brenner"},
        ),
        ("who's got a masters or is doing one rn (mba ok, phd alone no)", {"Jonas Brenner"}),
        ("哪些候选人已获得或正在攻读硕士学位？MBA 算，只有博士没有硕士的不算。", {"Jonas Brenner"}),
    ],
)
def test_a_kind_of_employer_or_a_degree_with_exclusions_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_supervising_postdocs_is_managing_people_quoted_by_that_line(
    engine: AnswerEngine,
) -> None:
    answer = engine.ask("who manages people in their current job")
    greta = [c for c in answer.candidates if c.name == "Greta Lindholm"]
    assert greta and any("Supervise two postdocs" in e.quote for e in greta[0].evidence)
