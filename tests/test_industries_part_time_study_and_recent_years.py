"""An employer asked by its industry ("worked at a bank", "芯片公司待过的"), within a period
counted back from the date asked ("近三年在银行上过班的"); a degree studied part-time beside a
job; a branch school (分校) lends its university no tier; a posting abroad told in a bullet;
an internship told in a full-time job's entry; a role held all through the last years; a
change of role ("前端转产品"); a course project is no use at work; a name in a running footer
that fits a pinyin handle; a full-time job left within a year; languages in a table row.
People, companies and schools are fictional (the catalog's members are real)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # at a bank the catalog does not know, until 2022; now at a software company
    "hana_ostrova.md": """# Hana Ostrova

hana.ostrova@example.com

## Experience

Product Manager, Quillstone Software — Jan 2022 – Present
- Owns the onboarding funnel.

Product Manager, Harbourside Savings Bank — Jul 2016 – Dec 2021
- Ran the mobile banking app roadmap.

## Education

Executive MBA (part-time, weekend programme), Eastmoor Business School, 2025 – expected 2027
B.A. Economics, University of Eastmoor, 2012 – 2016
""",
    # a Chinese CV: a bank since 2023, a chip company intern; a part-time master's now
    "童以宁_简历.txt": """童以宁
邮箱：tongyining@example.cn

工作经历
2023年3月 - 至今　宁波银行　数据分析师
  - 负责零售信贷报表。
2021年7月 - 2023年2月　杭州澄明科技有限公司　数据分析师
  - 电商用户增长分析。
  - 2022年5月 - 2022年11月 外派德国法兰克福，支持欧洲站点上线。

实习经历
2020年6月 - 2020年9月　海思半导体　芯片验证实习生

教育经历
2024年9月 - 至今　东南大学　电子信息　工程硕士（非全日制，在读）
2017年9月 - 2021年6月　华中科技大学武昌分校　统计学　本科
""",
    # a consultant whose client was a bank: no bank employment; k8s in a course project only
    "oren_castillo.md": """# Oren Castillo

oren.castillo@example.com

## Experience

Senior Consultant, Brightwater Advisory — Sep 2019 – Present
- Led a data-platform review for a client, Quarry Bank.

## Projects

Cluster scheduler (course project), 2018
- Deployed the scheduler on a Kubernetes cluster for a class.

## Education

B.Sc. Computer Science, 华中科技大学, 2015 – 2019
""",
    # joined full-time after an internship, told in the job's entry; k8s used at work
    "wei_anlan.md": """# 魏安澜

weianlan@example.cn

## 工作经历

2024.07 - 至今　字节跳动　后端开发工程师
- 实习转正后入职，负责推荐服务的 Kubernetes 部署。

2023.06 - 2023.09　字节跳动　后端开发实习生
- 写压测工具。

## 教育经历

2020.09 - 2024.06　西南交通大学　软件工程　本科
""",
    # a front-end engineer who moved into product
    "sven_dahl.md": """# Sven Dahl

sven.dahl@example.com

## Experience

Product Manager, Tallow Games — Mar 2019 – Present
- Owns the store and in-game economy.

Frontend Engineer, Brindle Media — Jun 2015 – Feb 2019
- Built the web player in React.
""",
    # an academic CV: its positions under "Current Position" / "Previous Academic
    # Appointments"; an exchange semester is no degree; languages in a table row run together
    "ines_barrow.md": """# Ines Barrow

ines.barrow@example.com

## Current Position

Eastmoor Robotics — Sep 2021 – present
Senior Applied Scientist (since March 2025); Applied Scientist (Sep 2021 – Feb 2025).

## Previous Academic Appointments

Postdoctoral Researcher, University of Eastmoor — 09/2019 – 08/2021

## Education

Ph.D. in Informatics, University of Eastmoor, 2015 – 2019
B.Sc. Computer Science, University of Eastmoor, 2011 – 2015
Fudan University
Exchange semester (non-degree), Computer Science, 2013-09 – 2014-01

## Skills

Leadership Hiring Languages Swedish (native); Japanese (fluent, business level); English (fluent)
Invited talk: NVIDIA GTC 2022, "Sparse inference"
Also familiar with: Rust (hobby)
""",
    # left a full-time job within a year; named only in a pinyin file name
    "lu_qingshan_resume.txt": """求职意向：后端开发
邮箱：lqs_dev@example.cn

工作经历
2023年4月 - 至今　杭州澄明科技有限公司　后端开发工程师
2022年8月 - 2023年3月　杭州瀚海数据有限公司　后端开发工程师

教育经历
2018年9月 - 2022年6月　北京邮电大学　计算机科学与技术　本科
""",
    # dates on a line above each employer, under a section heading; a promotion dated in
    # the title line; a sub-row that leads a team; a WeChat ID among the contacts
    "邝立川_简历.md": """# 邝立川

手机：139-0000-1111 | 微信:lichuan_k | 邮箱：kuanglichuan@example.cn

工作经历
2022.09 – 至今
宁德时代新能源科技股份有限公司 储能事业部
2024.03 – 至今 硬件经理,带 6 人硬件团队
2022.09 – 2024.02 高级硬件工程师
2013/7 – 2019/6
华为技术有限公司 硬件工程师 → 高级硬件工程师(2016 年晋升)

教育经历
2009.09 - 2013.06　南京大学　电子工程　本科
""",
    # named only in a running footer; the handle is the pinyin syllables' initials
    "cv_2026.md": """Machine Learning Engineer · Singapore · mfqiao.ml@example.com

## Experience

Senior Machine Learning Engineer, Lumen Semiconductor Ltd, Singapore — Apr 2020 – Present
- Compiler passes for the NPU toolchain.

---
Mufeng Qiao · Résumé
""",
}
PEOPLE = {
    "Hana Ostrova", "童以宁", "Oren Castillo", "魏安澜", "Mufeng Qiao", "Sven Dahl", "Ines Barrow",
    "Lu Qingshan", "邝立川",
}  # fmt: skip
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("industries"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a bank by its name, in either script; a bank's client is no employee of it
        ("anyone worked at a bank?", {"Hana Ostrova", "童以宁"}),
        ("在银行干过的有谁", {"Hana Ostrova", "童以宁"}),
        ("近三年在银行上过班的", {"童以宁"}),
        ("who was at a bank before 2020", {"Hana Ostrova"}),
        # a chip company: a catalog member (HiSilicon) or a name that says so
        ("有芯片公司经验的吗 实习也算", {"童以宁", "Mufeng Qiao"}),
        ("anyone done time at a silicon vendor", {"童以宁", "Mufeng Qiao"}),
        # a part-time degree under way
        ("谁现在在职读书 非全日制那种", {"Hana Ostrova", "童以宁"}),
        (
            "anyone doing an MBA or some other degree part time right now",
            {"Hana Ostrova", "童以宁"},
        ),
        # a branch school (分校) is another school: no 985 tier
        ("985毕业的有哪些", {"Oren Castillo", "邝立川"}),
        # a 211 bachelor's, a 985 one counting too
        (
            "who did undergrad at a 211 school? 985 counts too",
            {"Oren Castillo", "魏安澜", "Lu Qingshan", "邝立川"},
        ),
        # a posting abroad told in a bullet of the entry
        ("who has worked abroad, outside china", {"童以宁", "Mufeng Qiao"}),
        # "实习转正后入职" in a full-time job's entry: that job is no internship
        ("在字节实习过后来转正的", {"魏安澜"}),
        ("who used kubernetes at work", {"魏安澜"}),
        ("who has been a PM the whole last 5 years", {"Hana Ostrova", "Sven Dahl"}),
        # a change of role family between full-time titles
        ("前端转产品的有吗", {"Sven Dahl"}),
        ("engineers who moved into product", {"Sven Dahl"}),
        ("技术出身的产品经理", {"Sven Dahl"}),
        ("anyone from a game company", {"Sven Dahl"}),
        # a full-time stint left within a year (the current job is none)
        (
            "anyone bail on a job before hitting the 1 yr mark? not counting internships",
            {"Lu Qingshan"},
        ),
        ("有没有干了不到一年就跑路的 实习不算", {"Lu Qingshan"}),
        # a 211 school; an exchange semester at one is no degree
        (
            "请筛选出毕业于211工程院校的候选人",
            {"Oren Castillo", "魏安澜", "Lu Qingshan", "邝立川"},
        ),
        # positions under "Current Position" / "Previous … Appointments"; a talk is no job
        ("who worked at eastmoor robotics", {"Ines Barrow"}),
        ("anyone employed by NVIDIA", set()),
        # languages listed in a table row; either of two
        ("anyone speak japanese or swedish", {"Ines Barrow"}),
        ("日语达到商务水平的有谁", {"Ines Barrow"}),
        # two titles with their own dates on one line: two positions, a promotion in 2025
        ("who got promoted in the past 2 years", {"Ines Barrow", "邝立川"}),
        (
            "anyone with 5+ years full-time",
            {
                "Hana Ostrova",
                "Sven Dahl",
                "Ines Barrow",
                "童以宁",
                "Oren Castillo",
                "Mufeng Qiao",
                "邝立川",
            },
        ),
        # "用过 rust" typed in lower case after a Chinese verb; listed only, never at work
        ("工作里真正用过 rust 的有吗", set()),
        # dates above the employer; the current row leads a team; a promotion note is no date
        ("目前在带团队的有哪些", {"邝立川"}),
        ("2022年加入现在这家公司的", {"邝立川", "Hana Ostrova"}),
        (
            "who's stayed 5+ years at one company",
            {"邝立川", "Hana Ostrova", "Oren Castillo", "Sven Dahl", "Ines Barrow", "Mufeng Qiao"},
        ),
        ("anyone who went from IC engineer to managing a team", {"邝立川"}),
        ("第一学历985的有谁", {"邝立川", "Oren Castillo"}),
        # years asked in months
        ("正式工龄不到36个月的 实习不算", {"魏安澜"}),
        # a promotion in one year, written before the verb
        ("2024年晋升过的", {"邝立川"}),
        # a WeChat ID is no WeChat job
        ("有在微信工作过的吗", set()),
    ],
)
def test_industry_study_mode_and_recent_years_name_the_people_whose_record_shows_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
