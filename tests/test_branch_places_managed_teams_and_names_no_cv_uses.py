"""A header's "<Company Ltd>, Singapore Branch" or "<Company Limited>, Hong Kong" says
where the job was; "Manage 14 moderators" leads a team, and juniors
mentored ("带 2 名校招新人（导师，不负责绩效）") do not; a city that is also a
school's short name ("…, Oxford, UK") is no employer beside a name; "管过团队" and
"（直接管团队那种）" ask for people managers; a name a question stresses that no CV
uses ("做过UE项目的") names nobody, whatever the rest of its words match; "IFRS 17" is
"ifrs17"; an external course named after a company ("…公开课（外部培训）") is no job
there; a kind of employer told by its city and size ("在上海那家订机票的大OTA", "a self
driving company") asks the kind only; "现职title带高级的都有谁" asks the title alone; a
Chinese organisation's name is read from its last 在 ("2020 年期间有哪些候选人在X集团任职").
People and employers are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine, read_question
from vectorstore.lexical import tokenize

CVS = {
    "nadia_orsk.md": """# Nadia Orsk

nadia.orsk@example.com

## Experience

### Valuation Actuary — Brightwell Life Insurance Limited, Hong Kong
*04/2022 - today*
- Own the quarterly IFRS 17 valuation of the traditional life book.

### Actuarial Analyst — Harrowgate Reinsurance Company Ltd, Singapore Branch
*07/2017 - 03/2022*
- Pricing and experience studies.

## Education

- BSc Actuarial Science, University of Melbourne, 2013 – 2017
""",
    "ruth_kallio.txt": """Ruth Kallio
ruth.kallio@example.com

Experience
Jan 2021 – Present  Moderation Team Lead, Trust & Safety, Quillpost Social, Dublin
- Manage 14 moderators covering the English and Finnish queues.
Mar 2016 – Dec 2020  Content Moderator, Quillpost Social, Dublin
- Reviewed reported posts against community guidelines.

Education
2012 – 2016 BA Psychology, University College Dublin
""",
    "he_ziyu.txt": """贺子瑜
he.ziyu@example.com

工作经历
2019.07 – 至今 深圳澜图科技有限公司 高级后端工程师
- 带 2 名校招新人做 code review（导师，不负责绩效）。
- 负责订单服务的 Go 微服务改造。
- 2019 翠庭国际酒店集团收益管理公开课（外部培训，结业）

实习经历
2018.07 – 2018.09 华为技术有限公司 华为云 运维开发实习生

教育背景
2015.09 – 2019.06 华南理工大学 软件工程 本科
""",
    "tomas_ferrant.md": """# Tomas Ferrant

tomas.ferrant@example.com

## Experience

### Perception Engineer — Wayve, London
*09/2020 - 03/2024*
- Monocular depth for the driving model.

### Senior Perception Engineer — Oxa (formerly Oxbotica), Oxford, UK
*04/2024 - today*
- BEV occupancy networks.

## Education

- MSc Robotics, ETH Zurich, 2018 – 2020
- BSc Economics, London School of Economics and Political Science, 2014 – 2017
""",
    "hao_siyuan.txt": """个人简历

姓名：郝思远        性别：女
邮箱：hao.siyuan@example.com

工作经历

2023/3-至今    澜海服饰有限公司    女装商品部  高级买手
  - 负责华东区女装针织品类。

2019/9-2023/2    澜海服饰有限公司    女装商品部  买手
  - 负责女装下装品类的选款。
""",
    "lin_yaqi.md": """# 林雅琪

lin.yaqi@example.com

## 工作经历

2019.03 – 2023.06 携程旅行网 高级产品经理
2016.07 – 2019.02 上海一帆网络科技有限公司 产品经理

## 教育背景

2012.09 – 2016.06 上海大学 信息管理 本科
""",
    "qiu_lanxin.txt": """邱岚昕
qiu.lanxin@example.com

工作经历
2021.07 – 至今 立讯精密工业股份有限公司 工艺工程师

教育背景
2019.09 – 2020.12 西安电子科技大学 微电子 非全日制工程硕士（中途退学，未取得学位）
2015.09 – 2019.06 集美大学 机械工程 本科
""",
    "arjun_mehta.md": """# ARJUN MEHTA

arjun.mehta@example.com

## EXPERIENCE

SOFTWARE ENGINEER, COMPILER TEAM — Fennick Systems, Bristol · Sep 2019 – Present

## EDUCATION

ETH Zurich
MSC IN COMPUTER SCIENCE (SYSTEMS TRACK) · 2017 – 2019
""",
    "imara_stone.md": """# Imara Stone

imara.stone@example.com

## Experience

Product Manager, Legal AI — Thomson Reuters, Toronto · Jun 2020 – Present
- Ships clause extraction for M&A due diligence.

Corporate Associate, Mergers & Acquisitions — Skadden, New York · Sep 2012 – Feb 2018
- Represented acquirers and targets in public M&A transactions.
""",
}
PEOPLE = {
    "Nadia Orsk", "Ruth Kallio", "贺子瑜", "Tomas Ferrant", "林雅琪", "郝思远", "邱岚昕",
    "Arjun Mehta", "Imara Stone",
}  # fmt: skip

engine = module_engine(CVS, "branch-places-managed-teams", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # the place a header names after the company: a branch's city, a city after the name
        ("2020年在新加坡工作的", {"Nadia Orsk"}),
        ("anyone who worked in Hong Kong?", {"Nadia Orsk"}),
        # "IFRS 17" written apart, asked as one word
        ("ifrs17 experience?", {"Nadia Orsk"}),
        # people managers: a bullet with a count of a trade; no mentoring
        ("有带人经验的（直接管团队那种）", {"Ruth Kallio"}),
        ("管过团队的", {"Ruth Kallio"}),
        ("带团队超过5年的有吗", {"Ruth Kallio"}),
        # a city that is a school's short name is no employer beside a firm's name
        ("anyone currently at Oxa?", {"Tomas Ferrant"}),
        ("need someone who's worked at a self driving company", {"Tomas Ferrant"}),
        ("anyone who studied or worked at Oxford?", set()),
        # an external course named after a company is no job there
        ("有翠庭国际酒店集团出来的吗", set()),
        # a name stressed that no CV uses: nobody
        ("做过UE项目的有吗", set()),
        # a kind of employer told by its city and size, a period
        ("21年在上海那家订酒店订机票的大OTA干过的有谁", {"林雅琪"}),
        ("2020 年期间有哪些候选人在携程集团任职？", {"林雅琪"}),
        # the current title's words, asked with 现职 / 都
        # (a buyer's title: "高级买手")
        ("现职title带 高级/资深/senior 的都有谁", {"贺子瑜", "Tomas Ferrant", "郝思远"}),
        # a school's Chinese short name
        ("伦敦政经毕业的有吗", {"Tomas Ferrant"}),
        # a school on a list studied at, unfinished degrees included when the question says so
        ("读过211的 在读或者没读完的也算", {"邱岚昕", "贺子瑜", "林雅琪"}),
        ("211毕业的有谁", {"贺子瑜", "林雅琪"}),
        # a degree in a header written in capitals
        ("anyone with a master's?", {"Arjun Mehta", "Tomas Ferrant"}),
        # a unit named after its parent described: the parent is asked too
        (
            "anyone been at the Shenzhen telecom giant or its chip arm hisilicon? interns ok",
            {"贺子瑜"},
        ),
        # a law firm's practice associate is a lawyer; "M&A" is one word
        ("有做过律师后来转产品经理的吗", {"Imara Stone"}),
        ("anyone done M&A work", {"Imara Stone"}),
        # an electronics maker, told by its products
        ("现在在做手机耳机这类电子产品的厂子上班的有谁", {"邱岚昕"}),
    ],
)
def test_branch_places_managed_teams_and_names_no_cv_uses(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_name_and_its_number_apart_are_also_one_word() -> None:
    tokens = tokenize("quarterly IFRS 17 and ISO-26262 work, in 2019, since Jan 2021")
    assert {"ifrs17", "iso26262"} <= set(tokens)
    assert not {"in2019", "jan2021"} & set(tokens)  # no preposition or month and a year


def test_quantitative_hedge_funds_are_a_kind_of_employer_with_nothing_left_over() -> None:
    c = read_question(
        "Which candidates have done an internship at a quantitative hedge fund or quant "
        "trading firm?"
    )
    assert "intern_industry=fund" in " ".join(c.record.clauses)
    assert not c.topic
