"""Kinds of employer a recruiter names: credit rating agencies are financial institutions,
chemical companies (BASF, Croda …), an online fashion retailer is e-commerce ("网上卖货的平台");
a company's Chinese name (敦豪 is DHL, 思爱普 is SAP); a year in Chinese numerals ("一七年那会儿");
"CRO不算" after a Chinese question excludes only the CRO; "line manager to two CRA I staff"
manages people; an independent college after a university's name ("南京航空航天大学金城学院")
is not that university, nor on its tier list; an auditor who "reviewed … IFRS 16 lease
workpapers" or chairs a site's review board is no peer reviewer. People are fictional;
companies are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "zanele_mokoena.md": """# Zanele Mokoena

zanele.mokoena@example.com

## Experience

Associate Director, Corporate Ratings, S&P Global Ratings, London — Mar 2021 – Present
- Lead analyst on 14 industrial issuers.

Audit Senior, EY, London — Sep 2016 – Feb 2021
- Reviewed revenue, inventory and IFRS 16 lease workpapers.

## Education

BCom Accounting, University of Cape Town, 2012 – 2015
""",
    "zhong_jiaying.md": """# 钟嘉颖

zhongjiaying@example.cn

## 工作经历

2016.07 – 至今　上海华虹宏力半导体制造有限公司　刻蚀工艺工程师
- 负责 55nm 刻蚀工艺。

2015.07 – 2015.09　巴斯夫（中国）有限公司　工艺实习生
- 协助中试车间的聚合反应放大实验。

## 教育经历

2012.09 – 2016.06　华东理工大学　化学工程与工艺　本科
""",
    "gwenllian_hart.md": """# Gwenllian Hart

gwenllian.hart@example.co.uk

## Experience

Group Financial Controller, ASOS plc, London — Apr 2023 – Present
- Led the SAP S/4HANA migration of the group ledger.

## Education

BSc Economics, Cardiff University, 2008 – 2011
""",
    "syazwan_idris.md": """# Syazwan Idris

syazwan.idris@example.my

## Experience

Lazada Malaysia — Warehouse Operations Manager — 2021-07 – Present
- Run the Shah Alam fulfilment centre.

DHL Supply Chain Malaysia — Operations Manager — 2018-07 – 2021-06
- Healthcare warehouse operations.

## Education

BEng Mechanical Engineering, Universiti Teknologi Malaysia, 2010 – 2014
""",
    "rasha_haddad.md": """# Rasha Haddad

rasha.haddad@example.com

## Experience

Clinical Research Associate II, AstraZeneca, Cambridge, UK — Jan 2021 – Present
- Monitor oncology sites for Phase III studies; line manager to two CRA I staff.

Clinical Research Associate, IQVIA, Reading, UK — Jul 2017 – Dec 2020
- Site monitoring for sponsor studies.

## Education

MSc Clinical Research, University of Manchester, 2016 – 2017
""",
    "chai_xiaoxin.md": """# 柴小馨

chaixiaoxin@example.cn

## 工作经历

2019.07 – 至今　春秋航空股份有限公司　定价分析师

## 教育经历

2015.09 – 2019.06　南京航空航天大学金城学院　交通运输　本科
""",
    "shang_xiaotong.md": """# 尚小桐

shangxiaotong@example.cn

## 工作经历

2018.07 – 至今　小米通讯技术有限公司　包装工程师

## 教育经历

2014.09 – 2018.06　江南大学　包装工程　本科
""",
    "tomasz_wrona.md": """# Tomasz Wrona

tomasz.wrona@example.pl

## Experience

Clinical Research Associate, IQVIA, Warsaw — Sep 2019 – Present
- Site monitoring for oncology studies; chair the site's protocol-deviation review board.

## Education

MSc Biotechnology, University of Warsaw, 2017 – 2019
""",
}
PEOPLE = {
    "Zanele Mokoena",
    "钟嘉颖",
    "Gwenllian Hart",
    "Syazwan Idris",
    "Rasha Haddad",
    "Tomasz Wrona",
    "柴小馨",
    "尚小桐",
}
engine = module_engine(CVS, "rating-chemicals", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("一七年那会儿已经正式上班的有谁 实习不算", {"Zanele Mokoena", "钟嘉颖", "Rasha Haddad"}),
        ("who's in financial services right now", {"Zanele Mokoena"}),
        ("现在在网上卖货的平台上班的有谁", {"Gwenllian Hart", "Syazwan Idris"}),
        ("在化工公司实习过的有吗", {"钟嘉颖"}),
        ("20年那会儿在敦豪上班的有谁", {"Syazwan Idris"}),
        ("有在工作里用过思爱普的吗", {"Gwenllian Hart"}),
        ("anyone done peer review for journals or confs", set()),
        ("有在药企干过的吗 CRO不算", {"Rasha Haddad"}),
        ("本科是211的有谁", {"尚小桐", "钟嘉颖"}),
        ("南京航空航天大学毕业的有谁", set()),
    ],
)
def test_a_kind_of_employer_or_a_name_in_other_words_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_line_manager_to_staff_has_managed_people(engine: AnswerEngine) -> None:
    named = answered_names(engine, "谁有带人经验", PEOPLE)
    assert "Rasha Haddad" in named and "Tomasz Wrona" not in named
