"""A range of years said as two numerals in a row ("三四年经验", "一两年") or "3 or 4 years" is
that range, while "三十年" stays thirty; "在高校当讲师的" asks who is a lecturer now ("当过" is any
time); a market maker or a proprietary trading firm is no fund house, while a quant shop is
either. People and the asset manager are fictional; the trading firm is a real one the
catalog knows."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine, read_question

CVS = {
    "ilse_vandermeer.md": """# Ilse van der Meer

ilse.vandermeer@example.nl

## Experience

Quantitative Trader, Optiver, Amsterdam — Sep 2023 – Present
- Options market making on Euronext.

Trading Intern, Optiver, Amsterdam — Jun 2022 – Aug 2022
- Built a volatility-surface monitor.

## Education

MSc Econometrics, University of Amsterdam, 2021 – 2023
""",
    "kwame_asante.md": """# Kwame Asante

kwame.asante@example.com

## Experience

Portfolio Analytics Analyst, Kestrel Bay Asset Management, London — Sep 2023 – Present
- Performance attribution for equity funds.

Summer Intern, Kestrel Bay Asset Management, London — Jun 2022 – Aug 2022
- Built factor-exposure reports for two equity funds.

## Education

MSc Finance, University of Warwick, 2022 – 2023
""",
    "lou_qingshan.md": """# 娄青山

louqingshan@example.cn

## 工作经历

2020.09 – 至今　江东理工大学　机械工程学院　讲师
- 讲授《机械设计》，指导本科毕业设计。

## 教育经历

2015.09 – 2020.06　浙江大学　机械工程　博士
""",
    "qiao_yuwei.md": """# 乔雨薇

qiaoyuwei@example.cn

## 工作经历

2022.03 – 至今　杭州澄川机器人有限公司　结构工程师
- 负责扫地机器人底盘结构设计。

2019.09 – 2022.02　江东理工大学　机械工程学院　讲师
- 讲授《工程制图》。

## 教育经历

2014.09 – 2019.06　同济大学　机械工程　博士
""",
    "ding_ruoxi.md": """# 丁若溪

dingruoxi@example.cn

## 工作经历

2021.03 – 至今　上海澄川数据科技有限公司　数据分析师
- 负责用户增长分析。

## 教育经历

2016.09 – 2020.06　华东师范大学　统计学　本科
""",
}
PEOPLE = {"Ilse van der Meer", "Kwame Asante", "娄青山", "乔雨薇", "丁若溪"}
engine = module_engine(CVS, "two-numerals-trading", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who interned at a fund house", {"Kwame Asante"}),
        ("anyone interned at a quant shop", {"Kwame Asante", "Ilse van der Meer"}),
        ("有做市商背景的吗", {"Ilse van der Meer"}),
        ("谁在高校当讲师", {"娄青山"}),
        ("有三四年经验的", {"Ilse van der Meer", "Kwame Asante"}),
        ("有五六年经验的", {"丁若溪"}),
    ],
)
def test_a_range_a_role_held_now_or_a_kind_of_trading_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("有三四年经验的", "years>=3 and years<=4"),
        ("一两年工作经验的", "years>=1 and years<=2"),
        ("who has 3 or 4 years of experience", "years>=3 and years<=4"),
        ("三十年经验的", "years>=30"),
    ],
)
def test_two_numerals_in_a_row_are_a_range_of_years(question: str, clause: str) -> None:
    assert read_question(question).record.clauses == [clause]
