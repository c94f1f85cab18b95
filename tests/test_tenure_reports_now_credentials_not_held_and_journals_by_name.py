"""Been at the current employer since a year ("2020年就已经在现在这家单位的") is a joining then or
before; direct reports asked of now are met by a line under the current job, not a manager's
title; a credential the CV says is not held yet ("尚未取得 ASA / FSA 资格") is no credential, and
the words that spell one out ("北美精算师协会正式会员（FSA）资格") ask nothing else; a journal named
in 《…》 or after "the journal" is that journal; a humanities citation ("Roe, Jane and Piet van
Dam.") lists its owner first or later; "Licence (BSc)" is a bachelor's, an acronym with a hyphen
a school, and "… internship" a title beside a lower-case team; telecom equipment makers, 诺记, and
newspapers named with a desk glued to a title; a name from an e-mail handle less its initials,
a declined admission (推免) no degree, a completed degree asked of a country's, the security
family from a firm's cyber unit, Juneyao's airline. People and employers are fictional unless
the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.entry_fields import split_fields
from ingest.record import build_record
from tests.conftest import answered_names, module_engine

CVS = {
    "lucas_ferrand.md": """# Lucas Ferrand

lucas.ferrand@example.com

## Experience

Jan 2019 – Present
Senior Flight Software Engineer, Orbital Kite SAS, Lyon
- Line-manage a team of 3 flight software engineers.

Feb 2018 – Aug 2018
Master’s thesis internship, on-board software, Thales Alenia Space, Toulouse

## Education

2016 – 2018 MSc in Space Systems, embedded track, ISAE-SUPAERO, Toulouse
2013 – 2016 Licence (BSc) in Physics, Université Lyon 1 – Claude Bernard, Lyon

## Publications

Ferrand, Lucas. “Attitude filters for very small satellites.” Acta Astronautica 190 (2022): 1–12.
Marie van Loon and Ferrand, Lucas. “Star tracker faults.” Journal of Spacecraft 61 (2023).
Ferrand, L. and Roux, A. (2021). Phenology of alpine moths. Ecology Letters 24(3).
""",
    "priya_nandakumar.md": """# Priya Nandakumar

priya.n@example.com

## Experience

Senior Pricing Manager, Kestrel Life Assurance, London — Mar 2021 – Present
- Own the lapse and mortality assumptions for the protection book.

## Certifications

- Fellow of the Institute and Faculty of Actuaries (FIA), 2019
- SOA exams: passed P and FM; not yet qualified as ASA / FSA

## Publications

Osei, K. and Nandakumar, P. (2019). Lapse modelling. North American Actuarial Journal 23(2).
""",
    "wei_jiashu.md": """# 韦嘉树

weijiashu@example.cn

## 工作经历

烽火通信科技股份有限公司　FPGA 工程师　2018.07 – 至今
- 负责 OTN 成帧器的 RTL 设计。

## 实习经历

上海诺基亚贝尔股份有限公司　FPGA 实习生　2017.06 – 2017.09

## 教育背景

北京邮电大学(保送)　硕士　信息与通信工程　2015.09 – 2018.06
""",
    "cheng_yutong.md": """# 程雨桐

chengyutong@example.cn

## 教育背景

复旦大学新闻学院　新闻学　文学学士　2022.09 - 2026.06

## 实习经历

新京报(北京新京报传媒)时政新闻部实习记者 2025.01-2025.06
- 独立采写消息 12 篇。

南方周末深度新闻部 实习生 2024.07-2024.08
- 协助完成采访提纲与事实核查。

## 其他

- 已获某某大学新闻与传播专业硕士推免资格（已放弃，选择直接工作）
""",
    "mei_lin_cv.md": """HR Business Partner | Aviation

Shanghai, China · mei.lin.qx@example.com

## Experience

Juneyao Airlines, Shanghai — HR Business Partner, Mar 2019 – Present

## Education

MBA (part-time), Lancaster University Management School, 2024 – expected 2027
BA Business Studies, University of Leeds, 2012 – 2015
""",
    "miao_qinghe.md": """# 苗青禾

miaoqinghe@example.cn

## 工作经历

某省海洋环境研究所　副研究员　2019.07 – 至今
- 负责近岸赤潮监测。
""",
    "tomasz_wrona.md": """# Tomasz Wrona

tomasz.wrona@example.com

## Experience

### Halcyon Bank — Cybersecurity & Technology Controls

**Lead Security Engineer** · Feb 2018 – Present

### Deloitte UK — Cyber Risk Services

**Senior Consultant** · Oct 2014 – Jan 2018

**Consultant** · Sep 2012 – Sep 2014

### Bank of England

**Summer Intern, Monetary Analysis** · Jun 2011 – Aug 2011
""",
    "wen_xiaoou.md": """# 温晓鸥

wenxiaoou@example.cn

## 工作经历

国网浙江省电力有限公司经济技术研究院　工程师　2016.07 – 至今
- 负责 500kV 电网规划评审。

## 实习经历

金融壹账通　数据分析实习生　2015.07 – 2015.09
""",
}
PEOPLE = {
    "Lucas Ferrand",
    "Priya Nandakumar",
    "韦嘉树",
    "程雨桐",
    "Mei Lin",
    "Tomasz Wrona",
    "苗青禾",
    "温晓鸥",
}
LUCAS_PRIYA = {"Lucas Ferrand", "Priya Nandakumar"}
LUCAS_MEI = {"Lucas Ferrand", "Mei Lin", "韦嘉树"}
engine = module_engine(CVS, "tenure-reports-credentials-journals", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        (
            "2020年就已经在现在这家单位的有谁",
            {"Lucas Ferrand", "韦嘉树", "Mei Lin", "Tomasz Wrona", "苗青禾", "温晓鸥"},
        ),
        (
            "who has been at their current company since 2018 or earlier",
            {"韦嘉树", "Tomasz Wrona", "温晓鸥"},
        ),
        ("who joined their current company in 2019 or later?", LUCAS_PRIYA | {"Mei Lin", "苗青禾"}),
        ("who manages people rn, direct reports", {"Lucas Ferrand"}),
        ("Which candidates are Fellows of the Society of Actuaries (FSA)?", set()),
        ("哪些候选人持有北美精算师协会正式会员（FSA）资格？", set()),
        ("anyone FIA qualified", {"Priya Nandakumar"}),
        ("哪些候选人在《Acta Astronautica》期刊上发表过论文？", {"Lucas Ferrand"}),
        ("Which candidates published a paper in the journal Acta Astronautica?", {"Lucas Ferrand"}),
        ("who has a first-author paper", {"Lucas Ferrand"}),
        # a master's entered by recommendation (保送) is held; a 推免 offer declined is not
        ("who holds a master's degree", {"Lucas Ferrand", "韦嘉树"}),
        ("anyone with a bachelor's degree", {"Lucas Ferrand", "程雨桐", "Mei Lin"}),
        ("anyone interned at Thales", {"Lucas Ferrand"}),
        ("有没有在诺记待过的", {"韦嘉树"}),
        ("who's at a telecom gear vendor right now", {"韦嘉树"}),
        ("哪些候选人目前就职于通信设备制造商？", {"韦嘉树"}),
        ("anyone interned at a newspaper", {"程雨桐"}),
        ("有海外硕士学位的吗 要已经毕业的", {"Lucas Ferrand"}),
        ("who's got a postgrad degree - masters/mba/llm, still-in-progress is fine", LUCAS_MEI),
        ("均瑶集团旗下公司的人有吗", {"Mei Lin"}),
        ("安全方向10年以上的", {"Tomasz Wrona"}),
        # an institute's associate research fellow is its staff: years of work
        (
            "工作7年以上的",
            {"Lucas Ferrand", "韦嘉树", "Mei Lin", "Tomasz Wrona", "苗青禾", "温晓鸥"},
        ),
        ("anyone researching algal blooms", {"苗青禾"}),
        ("有在央行实习过的吗", {"Tomasz Wrona"}),
        ("在电网公司干了5年以上的", {"温晓鸥"}),
        ("有没有平安系出来的 子公司也算", {"温晓鸥"}),
        ("anyone with an Ecol Lett paper", {"Lucas Ferrand"}),
        ("谁在生态学快报上发过文章", {"Lucas Ferrand"}),
    ],
)
def test_tenure_reports_credentials_and_journals_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_newspaper_desk_glued_to_a_title_is_its_own_employer(engine: AnswerEngine) -> None:
    """Two internships at two newspapers, one written with no space before its title: two
    employers, neither a desk of the other."""
    person = next(p for p in engine.candidates() if "程雨桐" in p.names)
    record = build_record(person)
    employers = {p.organisation for p in record.positions}
    assert len(record.positions) == 2
    assert any("新京报" in e for e in employers) and any("南方周末" in e for e in employers)


def test_a_title_before_its_unit_with_spaced_latin_words_is_two_fields() -> None:
    assert split_fields("模拟 IC 设计工程师 消费类 DC-DC 事业部") == [
        "模拟 IC 设计工程师",
        "消费类 DC-DC 事业部",
    ]
    assert split_fields("美团 到店事业群 高级HRBP") == ["美团", "到店事业群", "高级HRBP"]
