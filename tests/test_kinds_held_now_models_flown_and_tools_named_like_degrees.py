"""Answers over fictional CVs: a postdoc at a school the catalog knows holds a university
post now, whatever its name says; a vaccine maker is a drug company; a plane's model after
its maker's name is no employer ("Captain, Airbus A320 family" at an airline); a concept
named in one language covers a CV line in the other beside words it cannot match ("SiC
designs" for "1200V SiC MOSFET 方案"); a degree word inside a list of tools ("桥梁博士") is
no degree."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "ilse_varga.txt": """Ilse Varga
ilse.varga@example.com

EXPERIENCE
ETH Zurich — Postdoctoral Researcher, Department of Biosystems        Feb 2023 – Present
- Builds single-cell analysis pipelines

EDUCATION
University of Copenhagen — PhD Bioinformatics                        2018 – 2022
""",
    "he_wanqing.txt": """贺婉晴
hewanqing@example.com

工作经历
2020年3月 - 至今 康希诺生物股份有限公司 验证工程师
• 负责疫苗生产线的设备验证。

教育背景
天津科技大学 生物工程 本科 2014.09 - 2018.06
""",
    "mateo_quiroga.txt": """Mateo Quiroga
mateo.quiroga@example.com

EXPERIENCE
Juneyao Airlines — Flight Operations Manager                         Mar 2023 – Present
- Runs crew rostering for the narrow-body fleet
China Eastern Airlines — Captain, Airbus A320 family                 Jun 2016 – Feb 2023

EDUCATION
Civil Aviation Flight University of China — BEng Flight Technology   2006 – 2010
""",
    "shi_mingzhe.md": """# 史明哲

shimingzhe@example.com

## 工作经历

### 阳光逆变技术有限公司｜功率硬件工程师　2020年7月 - 至今

- 负责组串式光伏逆变器功率板设计，采用 1200V SiC MOSFET 方案，整机最高效率 99.0%；

**助理工程师**（2016.07 – 2020.06）

- 完成多座连续梁桥的上部结构计算与施工图绘制（AutoCAD、桥梁博士）；

## 教育背景

合肥工业大学　电气工程及其自动化　本科　2012.09 - 2016.06
""",
    "noor_haddad.txt": """Noor Haddad
noor.haddad@example.com

EXPERIENCE
Brightline Chargers — Power Electronics Engineer                     Jan 2021 – Present
- Designs power electronics for EV chargers; owns the PFC stage designs

EDUCATION
University of Leeds — MEng Electronic Engineering                    2016 – 2020
""",
}
PEOPLE = {"Ilse Varga", "贺婉晴", "Mateo Quiroga", "史明哲", "Noor Haddad"}

engine = module_engine(CVS, "kinds-held-now", date(2026, 12, 1))


def test_a_postdoc_at_a_school_holds_a_university_post_now(engine: AnswerEngine) -> None:
    asked = "Which candidates are currently employed by a university?"
    assert answered_names(engine, asked, PEOPLE) == {"Ilse Varga"}


def test_a_vaccine_maker_is_a_drug_company(engine: AnswerEngine) -> None:
    assert answered_names(engine, "现在在药企上班的有谁", PEOPLE) == {"贺婉晴"}


def test_a_model_flown_is_no_employer(engine: AnswerEngine) -> None:
    assert answered_names(engine, "Which candidates have worked at Airbus?", PEOPLE) == set()


def test_a_concept_covers_a_line_in_the_other_language(engine: AnswerEngine) -> None:
    asked = "power electronics ppl who've done SiC designs"
    assert answered_names(engine, asked, PEOPLE) == {"史明哲"}


def test_a_tools_name_is_no_degree(engine: AnswerEngine) -> None:
    assert answered_names(engine, "有博士学位的吗", PEOPLE) == {"Ilse Varga"}
