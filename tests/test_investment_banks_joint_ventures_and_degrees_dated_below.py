"""Investment banking is its own kind of employer (a bank's or a securities firm's IBD counts
by its unit; a central or a commercial bank does not), and "5+ yrs in investment banking" is
years there; a joint venture counts for each owner ("上汽大众" is SAIC's too); "南航" is told
apart by its words (an airline's or a school's); "Nanfang College of <University>" is no study at
the university; 风控 years count credit-risk work; a move from store management into
e-commerce operations; a PhD whose dates are on the line below; a lower-case "nlp"; a current
"engineering job title"; "发表 EI 会议论文 1 篇" is a paper. People and employers are fictional
unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "olivia_grant.md": """# Olivia Grant

olivia.grant@example.com

## Experience

Jul 2018 – Present
Vice President, Investment Banking Division, Goldman Sachs, London

Jul 2016 – Jun 2018
Analyst, Corporate Banking, Lloyds Banking Group, London

## Education

2013 – 2016 BSc in Economics, University of Bristol
""",
    "daniel_moss.md": """# Daniel Moss

daniel.moss@example.com

## Experience

Sep 2015 – Present
Senior Economist, Bank of England, London

## Education

2011 – 2015 PhD in Economics, London School of Economics
""",
    "bu_qinghe.md": """# 卜清禾

bu.qinghe@example.com

## 工作经历

2019.07 – 至今 上汽大众汽车有限公司 采购工程师

## 实习经历

2018.07 – 2018.09 中信证券股份有限公司 投资银行管理委员会 实习生
""",
    "yao_zhen.md": """# 姚振

yao.zhen@example.com

## 工作经历

2014.08 – 至今 厦门航空有限公司 飞行部 副驾驶
""",
    "tang_qiyu.md": """# Tang Qiyu

tang.qiyu@example.com

## Experience

2021 – Present
Game Designer, Lilith Games, Shanghai

## Education

2016 – 2020 BA in Digital Media, Nanfang College of Sun Yat-sen University, Guangzhou
""",
    "gao_ning.md": """# 郜宁

gao.ning@example.com

## 工作经历

2023.04 – 至今 马上消费金融股份有限公司 风控策略经理

2019.07 – 2023.03 捷信消费金融有限公司 信用风险分析师
- 开发并监控申请评分卡。

## 项目经历

2022 与某大学联合课题：发表 EI 会议论文 1 篇。
""",
    "gemma_hale.md": """# Gemma Hale

gemma.hale@example.com

## Experience

Mar 2021 – Present
E-commerce Operations Manager, Northwind Online, London

Jun 2014 – Feb 2021
Store Manager, Harbour Street Stores, Sheffield
""",
    "chidi_okoro.md": """# Chidi Okoro

chidi.okoro@example.com

## Experience

2023 – Present
Senior Backend Engineer, Order Platform, Brightcart

## Education

**University of Edinburgh**, School of Informatics — PhD in Informatics, Natural Language Processing
Sep 2022 – present (expected 2027).
""",
}
PEOPLE = {
    "Olivia Grant", "Daniel Moss", "卜清禾", "姚振", "Tang Qiyu", "郜宁", "Gemma Hale",
    "Chidi Okoro",
}  # fmt: skip

engine = module_engine(CVS, "investment-banks-joint-ventures", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone with an investment banking background", {"Olivia Grant", "卜清禾"}),
        ("有投行实习过的吗", {"卜清禾"}),
        ("5+ yrs in investment banking", {"Olivia Grant"}),
        # (a central bank is a bank by its name; a securities firm's IBD intern banked too)
        ("anyone who has worked at a bank?", {"Olivia Grant", "Daniel Moss", "卜清禾"}),
        ("上汽集团待过的有吗 合资公司也算", {"卜清禾"}),
        ("南航系的有吗 厦航这种子公司也算", {"姚振"}),
        ("南航毕业的有吗", set()),
        ("who went to Sun Yat-sen University?", set()),
        ("风控做了6年以上的有谁", {"郜宁"}),
        ("有没有从门店管理转做电商运营的", {"Gemma Hale"}),
        ("nlp phd students still in the program?", {"Chidi Okoro"}),
        ("Which candidates currently hold an engineering job title?", {"Chidi Okoro", "卜清禾"}),
        ("有发表过论文的吗", {"郜宁"}),
    ],
)
def test_investment_banks_joint_ventures_and_degrees_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
