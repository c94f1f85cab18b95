"""A recruiter's asides read as asides: "博士毕业的也要" widens a PhD question to graduates,
"a 985 masters alone doesnt count" keeps the bachelor's school the only one asked, "the
chengdu one not xidian" sets Xidian aside, "diff studios of one group dont count" sets a
studio apart from its group, "在所里做过审计实习" asks an audit internship, "MFin" is a
master's and "优秀研究生" an award; a tool said by its maker ("Salesforce 旗下那个 BI 工具");
kinds of employer a question names by description: an environmental NGO (环保组织), a
department store, a self-driving company, an internet company known by its Chinese name; a
CV's "Current" and "Previous" headings head its jobs. People are fictional; companies and
schools are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine, read_question

CVS = {
    "ilse_brandvik.md": """# Ilse Brandvik

ilse.brandvik@example.no

## Education

PhD candidate in Neuroscience, University of Oslo, 2022 – present

BSc Biology, University of Bergen, 2016 – 2019
""",
    "tomas_reyna.md": """# Tomas Reyna

tomas.reyna@example.com

## Experience

2020 – Present
Research Scientist, Larkfield Therapeutics, Boston
- Led the internal GMP audits of the pilot plant.

## Education

PhD in Chemistry, Imperial College London, 2016 – 2020
""",
    "wen_jiahe.md": """# 温嘉禾

wen.jiahe@example.cn

## 教育经历

2014.09 - 2018.06  浙江大学  计算机科学与技术  本科
""",
    "hou_qing.md": """# 侯晴

hou.qing@example.cn

## 教育经历

2019.09 - 2022.06  复旦大学  金融学  硕士

2015.09 - 2019.06  深圳大学  经济学  本科

## 实习经历

2021.07 - 2021.09  立信会计师事务所（特殊普通合伙）  审计实习生
""",
    "priya_nandakumar.md": """# Priya Nandakumar

priya.n@example.com

## Experience

2022 – Present
Analyst, Corporate Development, Hartwell Games, London

## Education

MFin, London Business School, 2021 – 2022

BCom, University of Melbourne, 2017 – 2020
""",
    "kalani_brooks.md": """# Kalani Brooks

kalani.brooks@example.org

## Experience

2019 – 2024
Ocean Campaigner, Greenpeace, San Francisco
- Ran plastic-pollution campaigns with coastal communities.

2024 – Present
Environmental Analyst, Tidewater Consulting, Honolulu
""",
    "marguerite_okoye.md": """# Marguerite Okoye

marguerite.okoye@example.co.uk

## Experience

2022 – Present
Womenswear Buyer, Harrods, London

2018 – 2022
Assistant Buyer, Brightwell Fashion Group, Manchester
""",
    "song_yifan.md": """# 宋一帆

song.yifan@example.cn

## 工作经历

2023.01 – 至今  嬴彻科技  感知算法工程师
- 负责多相机三维检测模型的训练与部署。

## 实习经历

2018.06 – 2018.09  蘑菇街  搜索算法实习生

## 教育经历

2015.09 - 2019.06  电子科技大学  通信工程  本科
""",
    "odile_marchetti.md": """# Curriculum Vitae

odile.marchetti@example.fr · Paris

## Current

**Lumen Cosmetics** — Brand Manager, Paris
Mar 2025 – present

## Previous

**Harbour Media Group** — Account Executive, Lyon
2021 – 2025
""",
    "bai_yuanzhou.md": """# 柏远舟

bai.yuanzhou@example.cn

## 教育背景

2021.09 - 至今  上海交通大学  材料科学与工程  博士研究生（直博，在读）

## 实习经历

2020.07 - 2020.09  示例数据科技有限公司  数据分析实习生
- 用 Tableau 搭建销售周报看板。

荣誉奖励

博士研究生国家奖学金（2024）；上海交通大学优秀研究生（2023）
""",
    "feng_zixuan.md": """# 冯梓萱

feng.zixuan@example.cn

## 教育背景

2020.09 - 2024.06  西安电子科技大学  统计学  本科

## 实习经历

2023.07 - 2023.09  益普索（Ipsos）中国  市场研究数据分析实习生
""",
    "rhona_keddie.md": """# Rhona Keddie

rhona.keddie@example.co.uk

## Experience

2019 – Present
Level Designer, Massive Entertainment, Malmö

Summer 2017
Level Design Intern, Ubisoft Reflections, Newcastle
""",
    "piet_vermaak.md": """# Piet Vermaak

piet.vermaak@example.nl

## Experience

2018 – Present
Game Designer, Northwind Games, Utrecht

Summer 2016
Design Intern, Northwind Games, Utrecht
""",
    "camille_roux.md": """# Camille Roux

camille.roux@example.fr

## Experience

2020 – Present
Visual Merchandiser, Louis Vuitton, Paris
""",
    "deepak_rao.md": """# Deepak Rao

deepak.rao@example.in

## Experience

2019 – Present
Electrical Engineer, Northgate Power Systems, Pune
- Designed LV switchgear and MV/LV substations for data centres.
""",
    "joy_lam.md": """# Joy Lam

joy.lam@example.com

## Education

Tan Kah Kee College, Xiamen University — B.A. in Marketing, 2012 – 2016
""",
    "qiu_mingzhe.md": """# 邱明哲

qiu.mingzhe@example.cn

## 实习经历

2021.07 - 2021.09  远景能源  机械设计实习生（风机传动链）
""",
}
PEOPLE = {
    "Ilse Brandvik", "Tomas Reyna", "温嘉禾", "侯晴", "Priya Nandakumar", "Kalani Brooks",
    "Marguerite Okoye", "宋一帆", "Odile Marchetti", "柏远舟", "冯梓萱", "Rhona Keddie",
    "Piet Vermaak", "Camille Roux", "Deepak Rao", "Joy Lam", "邱明哲",
}  # fmt: skip

engine = module_engine(CVS, "asides-and-kinds", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("有读博的吗 在读的也算 博士毕业的也要", {"Ilse Brandvik", "Tomas Reyna", "柏远舟"}),
        # ("优秀研究生", an award, is no master's of a direct PhD's)
        ("有硕士学历的吗 在读的也算", {"侯晴", "Priya Nandakumar"}),
        ("谁在工作里用 Salesforce 旗下那个 BI 可视化工具", {"柏远舟"}),
        (
            "anyone whose undergrad is from a 985? a 985 masters alone doesnt count",
            {"温嘉禾", "宋一帆"},
        ),
        (
            "who's got an MSc / MFin type grad degree, still studying is fine, phd doesnt count",
            {"侯晴", "Priya Nandakumar"},
        ),
        ("在NGO或者环保组织干过的", {"Kalani Brooks"}),
        # ("LV": the brand as recruiters say it; low-voltage switchgear is no employer)
        ("有没有在LV母公司那边干过的 旗下子公司也算", {"Camille Roux"}),
        ("who has worked at louis vuitton", {"Camille Roux"}),
        # ("在所里": at the firm, as its staff say it; an audit internship, not audits at work)
        ("在所里做过审计实习的有谁", {"侯晴"}),
        ("any uestc alums? the chengdu one not xidian", {"宋一帆"}),
        # (an independent college named with its university is a school of its own)
        ("who went to xiamen university", set()),
        ("anyone at a fancy dept store right now", {"Marguerite Okoye"}),
        ("现在在自动驾驶公司的有谁", {"宋一帆"}),
        # (a wind-turbine maker is a manufacturer; "工厂" a factory, a kind of employer)
        ("在做实体产品的工厂实习过的有谁", {"邱明哲"}),
        # (a studio of the group counts as the group, unless the question says it does not)
        (
            "who interned and later came back full time to the same company?",
            {"Rhona Keddie", "Piet Vermaak"},
        ),
        (
            "who interned and later came back full time? diff studios of one group dont count",
            {"Piet Vermaak"},
        ),
        ("有在互联网公司实习过的吗", {"宋一帆"}),
        # (a CV in two parts, "Current" and "Previous": both are jobs)
        ("who's at a beauty company right now", {"Odile Marchetti"}),
        ("who is currently at Harbour Media Group", set()),
        # (one noun for a list: "a skincare / makeup brand", "insights / survey agencies")
        ("who's at a skincare / makeup brand right now", {"Odile Marchetti"}),
        ("anyone interned at one of the consumer insights / survey research agencies", {"冯梓萱"}),
    ],
)
def test_asides_and_kinds_of_employer_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_nickname_with_a_kind_word_in_it_asks_no_kind() -> None:
    # ("goose factory" is Tencent's nickname: no factory asked besides)
    read = read_question("anyone ex goose factory")
    assert read.employers == {"tencent"} and read.record.clauses == []


@pytest.mark.parametrize(
    ("line", "school"),
    [
        (
            "Tan Kah Kee College, Xiamen University — B.A. in Marketing, 2011 – 2015",
            "Tan Kah Kee College, Xiamen University",
        ),
        (
            "BA in Finance, Jincheng College of Nanjing University of Aeronautics and "
            "Astronautics, 2014 – 2018",
            "Jincheng College of Nanjing University of Aeronautics and Astronautics",
        ),
    ],
)
def test_an_independent_colleges_name_is_kept_whole(line: str, school: str) -> None:
    profile = lines_profile(["Ada Quill", "ada.quill@example.com", "Education", line])
    assert profile.education[0].school == school
