"""An employer described by where it is from ("那家芬兰老牌手机和通信设备公司", "the swedish telecom
gear maker", "日企", "外企", "a German company") is one headquartered there (the catalog's
`org_countries.yaml`), so a described employer nobody worked at names no one; a short course at
a university ("清华大学继续教育学院 高级研修班") is no study there; a course project is no use of a
skill at work; the team led now is the current job's; a journal asked by a one-word name
("a Cell paper"), its undotted ISO 4 form ("J Clim") or its mixed-case initials ("JPubE");
"读完的在读的都要" and "达到 10 年及以上". People and employers are fictional unless the catalog
knows them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "aino_lindqvist.md": """# Aino Lindqvist

aino.lindqvist@example.com

## Experience

Sep 2019 – Present
Senior RF Engineer, Harbor Lights Oy, Helsinki

Sep 2015 – Aug 2019
RF Engineer, Nokia, Espoo
- Tuned 5G base-station radios.

## Education

2010 – 2015 MSc in Electrical Engineering, Aalto University
""",
    "mateo_ruiz.md": """# Mateo Ruiz

mateo.ruiz@example.com

## Experience

Mar 2018 – Present
ASIC Verification Engineer, Ericsson, Stockholm
- Built UVM testbenches for baseband ASIC blocks.

## Education

2013 – 2018 MSc in Microelectronics, KTH Royal Institute of Technology
""",
    "lin_kexin.md": """# 林可欣

lin.kexin@example.com

## 工作经历

2020.07 – 至今 华为技术有限公司 产品经理

2016.07 – 2020.06 雀巢（中国）有限公司 品牌经理

## 教育背景

2012.09 – 2016.06 浙江大学 市场营销 本科

## 培训

2022 清华大学继续教育学院 数字化营销高级研修班（结业证书）
""",
    "jonas_weber.md": """# Jonas Weber

jonas.weber@example.com

## Experience

Jul 2019 – Present
Logistics Planning Lead, DHL Supply Chain, Bonn
- Lead a team of 3 planners.

Jan 2012 – Jun 2019
Operations Manager, Kestrel Freight GmbH, Hamburg
- Managed a team of 12 analysts.

## Education

2007 – 2011 BSc in Logistics, University of Hamburg
""",
    "priyanka_rao.md": """# Priyanka Rao

priyanka.rao@example.com

## Experience

Jul 2018 – Present
Engineering Manager, Siemens, Munich
- Lead a team of 6 automation engineers.

Mar 2012 – Jun 2018
Software Engineer, Sony, Tokyo

## Education

2008 – 2012 BEng in Computer Engineering, University of Tokyo
""",
    "wang_lei.md": """# 王磊

wang.lei@example.com

## 工作经历

2019.07 – 至今 美团 数据分析师

## 教育背景

2016.09 – 2019.06 清华大学 统计学 硕士

## 实习经历

2018.07 – 2018.09 招商银行 数据分析实习生
""",
    "ethan_cole.md": """# Ethan Cole

ethan.cole@example.com

## Education

2021 – 2025 BSc in Electrical Engineering, University of Leeds

## Projects

Course project: a 5-stage RISC-V pipeline in SystemVerilog with a small UVM testbench.

## Skills

SystemVerilog, UVM (coursework only)
""",
    "sara_okafor.md": """# Sara Okafor

sara.okafor@example.com

## Experience

2021 – Present
Postdoctoral Researcher, University of Leeds

## Education

2016 – 2021 PhD in Cell Biology, University of Leeds

## Publications

Okafor S, Lim J. Stress granules in ageing yeast. Molecular Cell 80, 101–115 (2020).
Lim J, Okafor S, Chen A. Gating of a membrane channel. Cell 186, 2210–2224 (2023).
Okafor S. Heat stress in cities. Journal of Climate 32(4), 1001–1019 (2019).
""",
    "tomasz_nowak.md": """# Tomasz Nowak

tomasz.nowak@example.com

## Experience

2020 – 2022 Economist, HSBC, London

## Education

2022 – Present PhD in Economics, University of Warsaw (in progress)

## Publications

Nowak T. (2024). Tax salience and charitable giving. Journal of Public Economics 231, 105–120.
""",
}
PEOPLE = {
    "Aino Lindqvist", "Mateo Ruiz", "林可欣", "Jonas Weber", "Priyanka Rao", "王磊",
    "Ethan Cole", "Sara Okafor", "Tomasz Nowak",
}  # fmt: skip

engine = module_engine(CVS, "employers-by-country", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("有从那家芬兰老牌手机和通信设备公司出来的吗", {"Aino Lindqvist"}),
        ("anyone ex the swedish telecom gear maker?", {"Mateo Ruiz"}),
        ("anyone ex-Ericsson? the swedish telecom gear maker", {"Mateo Ruiz"}),
        ("有在那个做速溶咖啡和奶粉的瑞士食品巨头干过的吗", {"林可欣"}),
        ("anyone at the yellow german logistics giant?", {"Jonas Weber"}),
        ("who has worked at a German company?", {"Jonas Weber", "Priyanka Rao"}),
        ("有日企经验的吗", {"Priyanka Rao"}),
        ("在外资银行干过的有吗", {"Tomasz Nowak"}),
        ("anyone who worked at a bank?", {"Tomasz Nowak", "王磊"}),
        # a described employer nobody worked at, and none by an employer of the kind elsewhere
        ("有没有从埃因霍温那家荷兰医疗科技公司出来的", set()),
        ("有在那家韩国手机公司干过的吗", set()),
        ("现在带团队 下属至少5个人的", {"Priyanka Rao"}),
        ("any Tsinghua grads? degree programmes only, not short courses", {"王磊"}),
        ("有清华毕业的吗", {"王磊"}),
        ("Which candidates have used UVM in their professional work?", {"Mateo Ruiz"}),
        ("anyone with a first-author Cell paper", set()),
        ("anyone with a Cell paper", {"Sara Okafor"}),
        ("anyone got a paper in J Clim", {"Sara Okafor"}),
        ("anyone with a JPubE paper", {"Tomasz Nowak"}),
        ("博士有谁 读完的在读的都要", {"Sara Okafor", "Tomasz Nowak"}),
    ],
)
def test_described_employers_courses_teams_and_journals_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_foreign_companies_are_any_employer_headquartered_outside_mainland_china(
    engine: AnswerEngine,
) -> None:
    named = answered_names(engine, "有外企工作经验的吗", PEOPLE)
    assert {"Aino Lindqvist", "Mateo Ruiz", "林可欣", "Jonas Weber", "Priyanka Rao"} <= named
    assert "王磊" not in named  # Meituan only
