"""One requirement asked in recruiters' own words gets the record's answer: a move from
engineering into product or management ("技术出身后来转产品或者带团队的", "left the IC eng
track to become a PM or run a team"); the last degree finished after a year ("completed their
most recent degree after 2020", "2020年以后才毕业的"); a master's abroad ("did their masters
overseas", "境外高校的硕士学位"; a foreign university's campus in China is no school abroad);
a language good enough for work ("nihongo", "能够使用日语开展工作"); years at an employer named
by its short name ("在招行干满5年"); a sub-unit asked with "other parts of the parent do not
count"; "985名校" (名校 praises the tier, it adds none). CV reading: a title opening the first
bullet of an entry ("• 风控算法实习生：参与…"); a plan to apply for a PhD is no PhD; a master's
whose dissertation was never submitted is unfinished. People and companies are fictional
(the catalog's members are real)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # an engineer who moved into product at the same company; a Sino-foreign campus in China
    "沈砚秋_简历.md": """# 沈砚秋

shenyanqiu@example.cn

## 工作经历

2020.01 - 至今　字节跳动　产品经理
- 由研发岗内部转岗至产品岗，负责文档协作产品。

2016.07 - 2019.12　字节跳动　后端开发工程师
- 文档服务的存储层。

## 教育经历

2014.09 - 2016.06　宁波诺丁汉大学（University of Nottingham Ningbo China）　国际商务　硕士
2010.09 - 2014.06　武汉大学　计算机科学与技术　本科
""",
    # an engineer who became a people manager; a master's abroad; Japanese for work
    "piet_ansbach.md": """# Piet Ansbach

piet.ansbach@example.com

## Experience

Engineering Manager, Tallow Systems — Mar 2018 – Present
- Manage a team of 7 engineers; hiring and performance reviews.

Software Engineer, Tallow Systems — Jul 2012 – Feb 2018
- Payments backend in Java.

## Education

MSc Computer Science, The University of Edinburgh, 2011 – 2012
BSc Computer Science, Hanze University, 2007 – 2011

## Languages

Dutch (native); English (fluent); Japanese (business level, JLPT N2)
""",
    # a title opening the first bullet of each entry; a master's finished in 2023
    "温照临_简历.txt": """温照临
邮箱：wenzhaolin@example.cn

工作经历
招商银行信用卡中心　　2020年3月 - 至今
• 数据科学家：搭建反欺诈模型。
蚂蚁集团　　2017年6月 - 2017年9月
• 风控算法实习生：参与信用风险特征工程。

教育经历
2021年9月 - 2023年6月　上海大学　统计学　硕士
2014年9月 - 2018年6月　上海大学　统计学　本科

语言
日语：自学中，仅掌握五十音
""",
    # an MSRA intern later at Microsoft; a plan to apply for a PhD; a master's left unfinished
    "maren_holt.md": """# Maren Holt

maren.holt@example.com

Software engineer; planning to apply for PhD programmes in 2027.

## Experience

Software Engineer, Microsoft Azure — Jul 2020 – Present
- Control-plane services.

Research Intern, Microsoft Research Asia — Jun 2019 – Sep 2019
- Graph neural network baselines.

## Education

MSc Data Science (part-time), Zhejiang University, 2021 – 2022; did not submit the dissertation
BSc Computer Science, University of Waterloo, 2015 – 2019
""",
}
PEOPLE = {"沈砚秋", "Piet Ansbach", "温照临", "Maren Holt"}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("recruiter-words"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("有没有技术出身后来转产品或者带团队的", {"沈砚秋", "Piet Ansbach"}),
        (
            "anyone who left the IC eng track to become a PM or run a team",
            {"沈砚秋", "Piet Ansbach"},
        ),
        (
            "Which candidates started their careers as engineers and later moved into product "
            "management or people management?",
            {"沈砚秋", "Piet Ansbach"},
        ),
        ("Which candidates completed their most recent degree after 2020?", {"温照临"}),
        ("2020年以后才毕业的有谁", {"温照临"}),
        ("whose latest diploma is from 2021 or later", {"温照临"}),
        ("anyone who did their masters overseas", {"Piet Ansbach"}),
        ("哪些候选人拥有境外高校的硕士学位？", {"Piet Ansbach"}),
        ("any nihongo speakers who can use it at work", {"Piet Ansbach"}),
        ("哪些候选人能够使用日语开展工作？", {"Piet Ansbach"}),
        ("在招行干满5年的有吗", {"温照临"}),
        ("2017年暑假在哪实习过的人", {"温照临"}),
        (
            "Which candidates have worked at Microsoft Research Asia? Other parts of Microsoft "
            "do not count.",
            {"Maren Holt"},
        ),
        ("哪些候选人在微软亚洲研究院实习过？微软其他部门不算。", {"Maren Holt"}),
        ("有读博的吗 已经毕业的或者还在读的都行", set()),
        ("有硕士学位的 在读的不算", {"沈砚秋", "Piet Ansbach", "温照临"}),
        ("有985名校毕业的吗", {"沈砚秋"}),
        ("现在手底下有人的有谁 以前带过现在不带的不算", {"Piet Ansbach"}),
        ("找资深点的 正式上班干了十二年以上的 实习不算", {"Piet Ansbach"}),
    ],
)
def test_a_requirement_in_recruiters_words_names_the_people_whose_record_meets_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
