"""Words recruiters use for companies, titles and years that the readers must take as meant: a
subsidiary of a named parent ("byd or one of its subsidiaries" is met by 弗迪电池), a
nickname ("米厂" is Xiaomi, and nobody worked there), an internet company ("互联网公司的实习"
is met by an internship at Lazada), a level with its noun ("现在title是高级工程师的" is met
by "BMS 固件高级工程师" and "高级搜索排序工程师", not by a senior research scientist), a
concept by its abbreviation ("LTR" is learning to rank), and study time left out of the years
("实习和读博不算" asks for no degree). A company studied in a bullet ("the competitive review
of TikTok Shop") is no employer; a bullet that says since when the holder led a team is no
position, and two titles over one list of bullets both lead it; a city and a year are asked
of one position ("2019年在深圳上班的"); "this year" is the year asked ("今年毕业的"); a JSON
Resume's authors are read ("First author."); reviewing papers is service, not papers. People
are fictional."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from tests.conftest import CountingEmbedder, answered_names, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 11, 26)

CVS = {
    "闻澜舟.md": """# 闻澜舟

邮箱：wenlanzhou@example.cn

## 工作经历

2022.06 - 至今 宁德时代新能源科技股份有限公司 BMS 固件高级工程师
- 负责电池管理系统 SOC 估算算法的嵌入式实现。

2018.03 - 2022.05 弗迪电池有限公司 BMS 软件工程师
- AUTOSAR 架构下的诊断模块开发。
""",
    "祁远航.md": """# 祁远航

邮箱：qiyuanhang@example.cn

## 工作经历

2021.07 - 至今 百度 高级搜索排序工程师（T6）
- 负责网页搜索精排模型迭代，参与 Learning to Rank 样本构建与点击去偏建模。

## 教育经历

2017.09 - 2021.06 华中科技大学 计算机科学与技术 本科
""",
    "pell_anders.md": """# Pell Anders

pell.anders@example.com

## Experience

Product Manager, Grab — Mar 2021 – Present
- Wrote the competitive review of TikTok Shop promotions that shaped the 2024 pricing plan.

Business Analytics Intern, Lazada — Jun 2019 – Sep 2019
- Built weekly dashboards for seller growth.
""",
    "ivo_strand.md": """# Ivo Strand

ivo.strand@example.com

## Experience

Staff Engineer, Zalando, Berlin — Sep 2017 – Present
- Checkout services in Kotlin.

Software Engineer, Otto Group — Jan 2015 – Aug 2017
- Search backend in Java.
""",
    "runa_hale.md": """# Runa Hale

runa.hale@example.com

## Experience

Senior Research Scientist, Google DeepMind, London — Sep 2019 – Present
- Reinforcement learning for robot manipulation.

Research Intern, Bosch Center for Artificial Intelligence — Jun 2017 – Sep 2017
- Learned dynamics models.

## Education

PhD in Computer Science, University of Edinburgh, 2014 – 2019
""",
    "沈凯路.md": """# 沈凯路

📧 shen.kailu@example.cn

## 工作经历

### 恒瑞医药 · 上海研发中心（上海）
**高级数据科学家**（2023/4-至今） ｜ **数据科学家**（2020/9-2023/3）

- 负责单细胞数据分析流程的搭建与维护。
- 2024 年起带领 4 人生信分析小组，负责组内任务分配与代码评审。

### 华大基因 · 深圳
**生物信息分析师** ｜ 2017/7-2020/8

- 肿瘤样本的变异检测流程开发。
""",
    "noor_castel.json": json.dumps(
        {
            "basics": {"name": "Noor Castel", "email": "noor.castel@example.com"},
            "education": [
                {
                    "institution": "University of Edinburgh",
                    "studyType": "MSc",
                    "area": "Speech and Language Processing",
                    "startDate": "2025-09",
                    "endDate": "2026-08",
                }
            ],
            "publications": [
                {
                    "name": "Pruning Tokens for Long Videos",
                    "publisher": "CVPR 2026 Workshop on Efficient Vision",
                    "releaseDate": "2026-06",
                    "summary": "N. Castel, M. Oduya, R. Klein. First author.",
                }
            ],
        }
    ),
    "柳知行.md": """# 柳知行

邮箱：liuzhixing@example.cn

## 工作经历

2020年12月 - 至今 荣耀终端有限公司 硬件测试专家
- 负责旗舰机型的射频与功耗专项测试。

2016年3月 - 2020年11月 网易严选 电商运营负责人
- 负责天猫旗舰店、京东自营及抖音、快手渠道的整体运营，2019 年双十一全渠道 GMV 增长 41%。

## 实习经历

2012年7月 - 2012年9月 高通无线半导体技术(上海)有限公司 硬件测试实习生(暑期实习)
协助进行参考设计板的功耗测试与数据整理。
""",
    "corin_vale.txt": """Corin Vale Game Producer
Shanghai   corin.vale.games@example.com

Experience
Tencent Games, Shenzhen — Senior Producer, Jul 2016 – Aug 2020
- Shipped two mobile titles.
""",
    "cv_pm_2026.md": """# Product Manager · Cross-border Commerce

Shenzhen · im.pm.sz@example.com

## Experience

### Anker Innovations — Operations Specialist
*Jul 2015 – May 2020*

- Ran marketplace stores in Europe.

---

*Ines Marlow — CV updated November 2026*
""",
}
PEOPLE = {
    "闻澜舟",
    "祁远航",
    "Pell Anders",
    "Ivo Strand",
    "Runa Hale",
    "沈凯路",
    "Noor Castel",
    "柳知行",
}


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
        ("anyone who's worked at byd or one of its subsidiaries", {"闻澜舟"}),
        ("有从米厂出来的吗", set()),
        ("有没有字节出来的", set()),
        ("哪些候选人有互联网公司的实习经历？", {"Pell Anders"}),
        (
            "anyone intern at an online platform co before? full time roles dont count",
            {"Pell Anders"},
        ),
        ("现在title是高级工程师的", {"闻澜舟", "祁远航"}),
        ("whose current title is senior engineer", {"闻澜舟", "祁远航"}),
        ("need someone who's done search ranking / LTR in prod", {"祁远航"}),
        (
            "need ppl with eight plus yrs of real jobs, internships and phd time dont count",
            {"闻澜舟", "Ivo Strand", "沈凯路", "柳知行"},
        ),
        ("工作八年以上的有哪些 实习和读博不算", {"闻澜舟", "Ivo Strand", "沈凯路", "柳知行"}),
        ("who manages people in their current role", {"沈凯路"}),
        ("2019年在深圳上班的", {"沈凯路", "Corin Vale"}),
        ("who was working in Berlin in 2019", {"Ivo Strand"}),
        ("2016年在伦敦上班的", set()),
        ("今年毕业的", {"Noor Castel"}),
        ("今年刚毕业的NLP硕士", {"Noor Castel"}),
        ("谁有一作的文章", {"Noor Castel"}),
        ("any candidates with pharma industry experience", {"沈凯路"}),
        ("目前在手机厂商任职的候选人有哪些？", {"柳知行"}),
        ("现在还在终端厂（做手机的那种）上班的有谁", {"柳知行"}),
        ("在芯片厂实习过的有吗 正式员工不算", {"柳知行"}),
        # a platform sold on is no employer; an industry of no name words is no match-all
        ("有没有在快手干过的", set()),
        ("anyone from a financial institution", set()),
        # a name with its title run on, a name only in a running footer
        ("who was at tencent sometime in 2019", {"Corin Vale"}),
        ("安克出来的有没有", {"Ines Marlow"}),
    ],
)
def test_recruiter_words_name_the_people_they_mean(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        (
            "现在title是高级工程师的",
            '((seniority=senior and (title~"工程师" or title~"engineer")))',
        ),
        ("title is staff or principal", '(title~"staff" or title~"principal" or title~"首席")'),
        ("在互联网厂实习过的有吗 正式工不算", "(intern_industry=internet)"),
        ("need ppl with eight plus yrs of real jobs", "(years>=8)"),
        ("做SRE或者运维5年以上的", "(years_as_sre>=5)"),
        ("做电商产品经理5年以上的", "(years_as_product-manager>=5)"),
        ("今年毕业的", "(years_since_grad=0)"),
        ("who graduated last year", "(years_since_grad=1)"),
        (
            "an internship (not a full-time job) at a car manufacturer?",
            "(intern_industry=carmaker)",
        ),
        ("现在在 fintech 公司上班的有谁", "(current_industry=fintech)"),
        ("211 or better for undergrad?", "(bachelor_tier=211)"),
        ("recsys engineers with 5+ yrs", "(years_with_recsys>=5)"),
        ("big4背景的都有谁 实习也算", "(industry=big_four)"),
        ("在芯片厂实习过的有吗 正式员工不算", "(intern_industry=semiconductor)"),
        ("27届应届生有吗", "(class_of=2027 and years<2)"),
        ("现在title是senior/高级的有哪些", '(title~"senior" or title~"高级" or title~"资深")'),
        (
            "anyone interned at an IB or a broker-dealer",
            "(intern_industry=investment_bank or intern_industry=securities)",
        ),
    ],
)
def test_levels_kinds_and_number_words_read_into_the_filter_language(
    question: str, expression: str
) -> None:
    assert read_record_ask(question).expression == expression


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("有从米厂出来的吗", {"employers": {"xiaomi"}, "degree": None}),
        ("工作八年以上的有哪些 实习和读博不算", {"employers": set(), "degree": None}),
        # a level in a clause that says what counts, with a status asked: still a degree
        ("有在读的吗 硕士博士都算", {"degree_status": "in_progress"}),
        ("who reviewed papers for ICML", {"service": True, "publications": False}),
        ("any pku people", {"schools": {"pku"}}),
        ("22年在抖音母公司待过的有谁", {"employers": {"bytedance"}, "period": (2022, 2022)}),
        (
            "Which candidates were employed at Meituan at any time during 2019?",
            {"period": (2019, 2019)},
        ),
        (
            "Who worked at ByteDance, including subsidiaries and products such as TikTok or Lark?",
            {"schools": set()},
        ),
        ("who was at JD or pinduoduo back in 2019", {"employers": {"jd", "pinduoduo"}}),
        ("anyone at lazada rn", {"employers": {"lazada"}}),
        ("need someone w/ 7+ yrs FT, internships dont count", {"degree": None}),
        (
            "any doctors in here? finished or still doing it both ok",
            {"degree": "PhD", "degree_status": "any"},
        ),
        ("哪些候选人在华中科技大学读过书（本科或研究生）？", {"schools": {"hust"}, "degree": None}),
        ("有爱大毕业的吗", {"schools": {"edinburgh"}}),
        ("有 eth 毕业或者在读的吗", {"schools": {"eth"}, "graduated": False}),
        (
            "Which candidates have published a paper at ACM SIGIR?",
            {"venues": ["ACM SIGIR", "SIGIR"]},
        ),
        ("上交毕业的博士", {"schools": {"sjtu"}, "degree": "PhD"}),
        ("anyone actually run spark jobs at work? pyspark counts", {"skills": {"spark"}}),
        ("现在在零售公司上班的有谁 超市、京东自营这种", {"employers": set()}),
    ],
)
def test_nicknames_and_study_left_out_are_no_topic(
    question: str, wanted: dict[str, object]
) -> None:
    c = read(question)
    assert {k: getattr(c, k) for k in wanted} == wanted and c.topic == ""


def test_a_lower_case_name_in_a_list_of_employers_is_one_of_them() -> None:
    c = read("anyone interned at one of the big chinese internet cos? BAT, bytedance, jd etc")
    assert {"jd", "bytedance", "alibaba"} <= c.employers


def test_internship_experience_asked_of_no_place_is_any_internship() -> None:
    assert read("有实习经历的").record.clauses == ["intern_years>0"]


def test_a_move_to_a_name_typed_in_lower_case_is_a_move() -> None:
    c = read("who moved from mongodb to snowflake")
    assert c.record.clauses == ["employer_moves=mongodb_to_snowflake"] and c.topic == ""


def test_game_designers_titles_and_a_benchmark_named_like_a_committee() -> None:
    from ingest.language import role_families
    from ingest.language.cues import SERVICE

    assert role_families("系统主策划") == ["designer"]
    assert SERVICE.search("TPC-H 100G 扫描性能提升约 2.1 倍") is None
    assert SERVICE.search("TPC member, ICDE 2024") is not None


def test_dates_lines_of_study_and_promotion_that_say_now_in_other_words() -> None:
    from ingest.dated_titles import dated_titles_apart
    from ingest.dates import find_span
    from ingest.education_rows import school_id
    from ingest.models import TextLine
    from ingest.org_finder import org_finder

    span = find_span("2021.09–(在读)")
    assert span is not None and span.ongoing and span.end is None
    line = TextLine(text="2020/7-2022/3 高级算法工程师；2022/4 起晋升为搜索算法专家", n=3)
    assert [x.text for x in dated_titles_apart([line])] == [
        "高级算法工程师（2020/7-2022/3）",
        "搜索算法专家（2022/4 - 至今）",
    ]
    # a name two schools share, by the place its entry names
    lines = ["B.Eng. in Biomedical Engineering", "Shenyang, China"]
    assert school_id(org_finder(), "Northeastern University", lines) == "neu-cn"


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        (
            "who did undergrad at one of china's top-tier 985 schools? master's there doesnt count",
            {"degree": None, "record_clauses": ["bachelor_tier=985"]},
        ),
        (
            "2018年在全职上班的有谁",
            {"unknown_work": [], "record_clauses": ["worked_in=2018 or taught_in=2018"]},
        ),
        ("现在人在快递物流公司的有吗", {"record_clauses": ["current_industry=logistics"]}),
        ("who's got a decade+ of real full-time work under their belt", {"topic": ""}),
        (
            "有银行或者银行科技子公司背景的吗",
            {"unknown_work": [], "record_clauses": ["industry=bank"]},
        ),
    ],
)
def test_words_around_a_requirement_are_neither_a_place_nor_a_degree(
    question: str, wanted: dict[str, object]
) -> None:
    c = read(question)
    got = {k: (c.record.clauses if k == "record_clauses" else getattr(c, k)) for k in wanted}
    assert got == wanted


def test_schools_titles_teams_and_author_labels_as_cvs_write_them() -> None:
    from ingest.author_lists import is_author_line
    from ingest.entry_fields import split_fields
    from ingest.language import LEADS_TEAM
    from ingest.org_finder import org_finder

    finder = org_finder()
    assert finder("中国人民大学信息学院") == "ruc"  # a university's own school
    assert finder("中山大学南方学院") is None  # an independent college, another school
    assert split_fields("数据库运维主管・基础设施中心") == ["数据库运维主管", "基础设施中心"]
    assert LEADS_TEAM.search("Lead a pod of three quantitative researchers")
    assert is_author_line("第一作者：冀星瑶, 刘某, 周某")
