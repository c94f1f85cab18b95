"""A studio whose name is a word ("King") is that studio only beside its games, and a part of
its parent ("Activision Blizzard 旗下"); 游戏策划 / 手游策划 is game design, not any line that
shares a character with it; "Embedded Software" is embedded work asked in Chinese; a heading
with its own note ("代表性论文（* 通讯作者）") still heads its section; "a 985 school in china"
asks no topic "china"; 快速消费品 is the long form of 快消; "全职的不算" / "FT jobs don't count"
only says which kind of job counts (an intern at one big-tech company who later worked
full-time at another is still asked for); "k8s 真上手干过的" asks for use at work, which
"placed … Kubernetes and SRE engineers" is not (their trade, not the recruiter's); a running
footer's name whose surname ends like a term ("-tion") is the owner's where the e-mail spells
it, and is no skill. People and employers are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.record import org_catalog
from tests.conftest import answered_names, lines_profile, module_engine, read_question

CVS = {
    "maren_solvik.md": """# Maren Solvik

maren.solvik@example.com

## Experience

### King — Level Designer, Bubble Witch team
*Stockholm · 03/2021 - today*

- Designed live-ops events for mobile puzzle games; tuned boosters for match-3 levels.

### Nordvik Interactive — Junior Game Designer
*Oslo · 2018 - 2021*

- Prototyped casual games in Unity.

## Education

- BA Game Design, Kristiania University College, 2015–2018
""",
    "tomas_brandt.md": """# Tomas Brandt

tomas.brandt@example.com

## Summary

Automotive Embedded Software • AUTOSAR • Functional Safety

## Experience

2019 – Present
Firmware Engineer, Kessel Automotive Electronics, Ulm
- Gateway ECU firmware on AUTOSAR Classic; CAN stacks and UDS diagnostics.
- Volunteer guide at the King Street transport museum on weekends.

## Education

MSc Electrical Engineering, Huazhong University of Science and Technology, 2016 – 2019
BSc Electrical Engineering, Tongji University, 2012 – 2016
""",
    "qiao_wanxin.md": """# 乔婉欣

qiao.wanxin@example.com

## 工作经历

2020.06 – 至今 雀巢（中国）有限公司 品牌经理
- 负责咖啡品类的新品上市与渠道策略。

2016.07 – 2020.05 杭州明策数据科技有限公司 数据分析师
- 统计建模与风险策略分析。

## 教育背景

2012.09 – 2016.06 浙江工商大学 市场营销 本科
""",
    "luo_jinghan.md": """# 骆景涵

luo.jinghan@example.com

## 工作经历

2021.07 – 至今 宁波澄川新材料有限公司 研究员
- 负责固态电解质的中试工艺。

## 教育背景

2015.09 – 2021.06 清华大学 材料科学与工程 博士

代表性论文（* 通讯作者，# 共同一作）

1. Luo J., Berg T. Interphase growth at lithium anodes. Nature Energy, 2022.
""",
    "ren_shuyao.md": """# 任书瑶

ren.shuyao@example.com

## 工作经历

2019.07 – 至今 百度 前端工程师
- 搭建 Kubernetes 上的前端部署流水线。

## 实习经历

2018.06 – 2018.09 腾讯 前端开发实习生

## 教育背景

2015.09 – 2019.06 深圳大学 计算机科学与技术 本科
""",
    "ilka_voss.txt": """Ilka Voss
ilka.voss@example.com

Experience
2017 – Present  Data Analyst, Marlow Freight, Hamburg
- Weekly dashboards in Tableau.

Skills
Also familiar with: Docker, Kubernetes (personal projects)
""",
    "cv_consultant.txt": """Senior Recruitment Consultant
Jakarta · tigor.simation@example.com · linkedin.com/in/tigor-simation

Experience
2020 – Present  Consultant, Brightway Talent Partners, Jakarta
- Ran full-cycle searches for platform teams.
- Placed 40 hires, including Kubernetes and SRE engineers, for fintech clients.

Skills
Boolean sourcing, Bullhorn CRM, salary benchmarking
Tigor Simation · Curriculum Vitae · page 1
""",
}
PEOPLE = {
    "Maren Solvik",
    "Tomas Brandt",
    "乔婉欣",
    "骆景涵",
    "任书瑶",
    "Ilka Voss",
    "Tigor Simation",
}

engine = module_engine(CVS, "studio-words-notes-interns", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a studio named by a word, beside its games; a part of its parent
        ("anyone from King?", {"Maren Solvik"}),
        ("有没有在微软系公司待过的 动视暴雪旗下的也算", {"Maren Solvik"}),
        ("anyone who worked at an Activision Blizzard studio?", {"Maren Solvik"}),
        # game design in Chinese (策划), not lines sharing a character with it (策略, 统计)
        ("找个做过手游策划的", {"Maren Solvik"}),
        ("有做过游戏设计的吗", {"Maren Solvik"}),
        # embedded work asked in Chinese, said as "Embedded Software"
        ("有做过 AUTOSAR 的嵌入式吗", {"Tomas Brandt"}),
        ("有嵌入式经验的吗", {"Tomas Brandt"}),
        # a heading with its own note heads the papers below it
        ("一作发过nature子刊的", {"骆景涵"}),
        ("谁发过论文", {"骆景涵"}),
        # a 985 school in china: the list's own country, no topic
        ("undergrad at a top-tier 985 school in china, who", {"Tomas Brandt"}),
        # 快速消费品 is 快消
        ("目前在快速消费品公司任职的候选人有哪些？", {"乔婉欣"}),
        # only which kind counts: the intern who later worked full-time at another big tech
        ("有在大厂实习过的吗 全职的不算", {"任书瑶"}),
        ("who interned at big tech? FT jobs don't count", {"任书瑶"}),
        # used at work, not listed as a side project, nor the trade of the people placed
        ("有没有 k8s 真上手干过的", {"任书瑶"}),
        ("who has used Kubernetes in their work?", {"任书瑶"}),
        # a running footer's name, spelled by the owner's e-mail
        ("who uses Bullhorn?", {"Tigor Simation"}),
    ],
)
def test_studio_words_notes_and_interns_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_word_that_names_a_studio_is_no_employer_away_from_its_games() -> None:
    catalog = org_catalog()
    assert not [m for m in catalog.find("Volunteer guide at the King Street museum") if m.id]
    found = {m.id for m in catalog.find("King — Level Designer, Candy Crush team")}
    assert found == {"king-games"}
    assert catalog.under("king-games", ["activision"])


def test_a_running_footer_names_its_owner_and_is_no_skill() -> None:
    profile = lines_profile(CVS["cv_consultant.txt"].splitlines(), "cv_consultant.txt")
    assert profile.names == ["Tigor Simation"]
    assert "Tigor Simation" not in profile.skills and "Curriculum Vitae" not in profile.skills
    assert "Bullhorn CRM" in profile.skills


def test_only_which_kind_counts_keeps_interns_who_also_worked_full_time() -> None:
    asked = read_question("有在大厂实习过的吗 全职的不算")
    assert asked.intern_only and not asked.never_full_time
    # "but never full-time there" still leaves out those with a full-time job there
    assert read_question("谁在字节实习过，但没有在字节全职工作过？").never_full_time
