"""Positions written as a title and its dates in a bullet, then a colon and what was done
("Brand Manager, Nov 2019 – Mar 2022: launched …"); a Chinese title written right after a
company's bracketed legal name ("莉莉丝游戏(上海…有限公司)游戏后端开发实习生"); and questions:
cybersecurity companies, game studios, 蓝厂 (vivo), "pricewaterhouse", a "placement" at a
lender, "manager level, going by their title", "title是xx经理", "用 R 做过分析" (the skill put
to work, not listed), two names of one topic ("环境DNA（eDNA）"), a mixed-script name typed
with a space ("美one"). People and their employers are fictional unless the catalogs know
them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.role_splits import _glued_cjk_role
from tests.conftest import answered_names, module_engine

CVS = {
    "nell_ashdown.md": """# Nell Ashdown

nell.ashdown@example.com

## Experience

### Shiseido China — Prestige Skincare

- Senior Brand Manager, Apr 2022 – Present
- Own the serum franchise P&L.
- Brand Manager, Nov 2019 – Mar 2022: launched the brand's first live-commerce programme.

### L'Oréal China — Consumer Products Division

- Assistant Brand Manager, Sep 2014 – Jun 2018: lip and base make-up lines.
- Management Trainee, Jul 2013 – Aug 2014: rotations in sales and marketing.

## Earlier

Summer 2012 — Audit Intern, PwC Zhong Tian, Shanghai (six weeks).

## Skills

Tools: Figma, SQL; R and SPSS (familiar)
""",
    "xu_qinglan.md": """# 许清岚

xuqinglan@example.cn

## 工作经历

2021.03 – 至今　CrowdStrike　高级安全工程师

## 实习经历

莉莉丝游戏(上海莉莉丝网络科技有限公司)游戏后端开发实习生 2019年7月-2019年9月

## 教育经历

2016.09 – 2020.06　电子科技大学　信息安全　本科
""",
    "shen_yuhang.md": """# 沈雨航

shenyuhang@example.cn

## 工作经历

2017.07 – 2021.03　维沃移动通信有限公司（vivo）　射频工程师

2019年4月 - 2021年8月　上海美腕网络科技有限公司（美ONE）　直播运营主管

## 教育经历

2013.09 – 2017.06　西安电子科技大学　电子信息工程　本科
""",
    "orla_penhale.md": """# Orla Penhale

orla.penhale@example.com

Marine Ecologist · kelp forests & eDNA monitoring

## Experience

- Research Scientist, Tasman Coast Institute, Jan 2019 – Present
- Designed an eDNA metabarcoding survey of 48 reef sites.

## Internships

- Summer Intern, Commercial Banking, HSBC UK, Birmingham, Jun 2012 – Aug 2012
""",
}
PEOPLE = {"Nell Ashdown", "许清岚", "沈雨航", "Orla Penhale"}
engine = module_engine(CVS, "bulleted-titles-legal-names", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # the titles in bullets are positions: twelve full-time years, and L'Oréal is named
        ("Which candidates have at least 10 years of full-time work experience?", {"Nell Ashdown"}),
        ("who worked at L'Oréal", {"Nell Ashdown"}),
        ("anyone at pricewaterhouse back in 2012", {"Nell Ashdown"}),
        # a title by its word, now
        ("who's at manager level right now, going by their title", {"Nell Ashdown"}),
        ("现在title是xx经理的有谁", {"Nell Ashdown"}),
        # a skill listed is no skill put to work
        ("有用 R 做过分析的吗", set()),
        # kinds of employer and their nicknames
        ("Which candidates currently work at a cybersecurity company?", {"许清岚"}),
        ("anyone interned at a game studio", {"许清岚"}),
        ("2020年那会儿在蓝厂待过的有谁", {"沈雨航"}),
        ("2020年那会在美one的", {"沈雨航"}),
        ("anyone done a placement at a lender? summer intern etc", {"Orla Penhale"}),
        # a topic by either of its names
        ("做过环境DNA（eDNA）监测的有吗", {"Orla Penhale"}),
    ],
)
def test_positions_in_bullets_and_things_named_another_way_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_chinese_title_after_a_bracketed_legal_name_is_split_from_it() -> None:
    glued = "莉莉丝游戏(上海莉莉丝网络科技有限公司)游戏后端开发实习生"
    assert _glued_cjk_role(glued, lambda _: None) == (
        "莉莉丝游戏(上海莉莉丝网络科技有限公司)",
        "游戏后端开发实习生",
    )
