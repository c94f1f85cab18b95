"""A career at one employer ("never switched companies", "没跳过槽", "only one employer
throughout their career"), years managing people ("line manager for 5+ yrs", "带人带了5年以
上", "…, i.e. with direct reports"), degrees by level and place ("211 undergrad + masters
abroad", "本科211 硕士留学"), a field's top venues ("a top nlp conf", "NLP顶会"; a venue typed in
lower case, a reviewer's line is no paper), a PhD obtained ("获得博士学位"; one left ABD is
none). CV reading: a title cell that runs on into what was done ("Director of Product,
Search. Manage 25 people …"); a running footer glued to the line above ("…协议冼启铭・个人简历")
whose name the e-mail handle's initials fit (xqm.soc). People and companies are fictional (the
catalog's members are real)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # one employer all along; a manager since 2018 (the title cell runs on)
    "liesl_vandam.md": """# Liesl Vandam

liesl.vandam@example.com

## Experience

| Dates | Company | Role |
|---|---|---|
| 03/2018 – today | Quillstone Commerce, Amsterdam | Director of Product, Search. Manage 25. |
| 07/2012 – 02/2018 | Quillstone Commerce | Product Manager, Checkout. |

## Education

MSc Computer Science, The University of Edinburgh, 2011 – 2012
BSc Computer Science, Hanze University, 2007 – 2011
""",
    # a 211 bachelor's and a master's abroad; first author at EMNLP; reviewer for NeurIPS
    "郦雪岚_简历.txt": """郦雪岚
邮箱：lixuelan@example.cn

工作经历
2019.07 - 至今　腾讯　高级研究员
2016.07 - 2017.08　杭州澄明科技有限公司　算法工程师

教育背景
2017.09 - 2018.11　爱丁堡大学　人工智能　理学硕士
2012.09 - 2016.06　西南大学　计算机科学与技术　本科

论文
[1] Xuelan Li, Wei Tang. Retrieval Feedback for Multi-hop Reasoning. EMNLP 2023. (第一作者)

学术服务
Reviewer: ACL, NeurIPS 2023
""",
    # named only in a footer glued to the last line; a first-author DAC paper; a PhD left ABD
    "cv_chip_2026.md": """数字芯片架构师・9 年芯片设计经验
xqm.soc@example.cn ｜ 深圳

工作经历
2017.07 - 至今　海思半导体　芯片设计工程师

教育背景
2012.09 - 2017.06　University of Illinois Urbana-Champaign　PhD (not completed; left ABD)

论文
Qiming Xian, Tao Lin. Bandwidth-aware NoC Arbitration for Accelerators. DAC 2022.(第一作者)

技能
Verilog、SystemVerilog、UVM 协议冼启铭・个人简历・第 1 页
""",
}
PEOPLE = {"Liesl Vandam", "郦雪岚", "冼启铭"}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("careers-venues"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        (
            "anyone whos never switched companies? internships dont count",
            {"Liesl Vandam", "冼启铭"},
        ),
        ("没跳过槽的有吗 实习不算", {"Liesl Vandam", "冼启铭"}),
        (
            "Which candidates have worked for only one employer throughout their career?",
            {"Liesl Vandam", "冼启铭"},
        ),
        ("who's been a line manager for 5+ yrs", {"Liesl Vandam"}),
        ("带人带了5年以上的有谁", {"Liesl Vandam"}),
        (
            "at least five years of people-management experience, i.e. with direct reports?",
            {"Liesl Vandam"},
        ),
        ("211 undergrad + masters abroad, who fits", {"郦雪岚"}),
        ("本科211 硕士留学的有谁", {"郦雪岚"}),
        ("who's got a first-author paper at a top nlp conf", {"郦雪岚"}),
        ("有NLP顶会一作的吗", {"郦雪岚"}),
        ("anyone got a neurips paper", set()),
        ("在美国高校获得博士学位的候选人有哪些？", set()),
        ("谁在海思做芯片设计", {"冼启铭"}),
    ],
)
def test_careers_venues_and_footer_names_answer_the_question(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
