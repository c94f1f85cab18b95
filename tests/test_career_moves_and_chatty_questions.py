"""Career moves asked of the record: a change of employer in a year ("2022年换过公司的 内部晋升
不算", "who switched jobs in 2021"), a promotion at the company someone is at now, internships
only and no full-time job yet; and the chat around a question that asks nothing and negates
nothing ("in the pool", "atm", "on the side", "有没有…"), a company asked through its parent
("X's parent co", "微信的母公司"), a title asked as a list of level words, a school on one
tier list and not on another. People, companies
and schools are fictional."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from ingest.name_handles import name_in_handle
from tests.conftest import CountingEmbedder, answered_names, engine_over
from tests.test_question_reading import read

CVS = {
    # promoted at the employer she is at now; changed employer in 2019
    "ada_quinlan.md": """# Ada Quinlan

ada.quinlan@example.com

## Experience

Senior Software Engineer, Larkspur Systems — Mar 2022 – Present
- Leads the billing service rewrite.

Software Engineer, Larkspur Systems — Jun 2019 – Feb 2022
- Built invoicing APIs in Go.

Software Engineer, Fenwick Labs — Jul 2015 – May 2019
- Maintained the reporting pipeline.

## Education

B.Sc. in Computer Science, University of Eastmoor, 2011 – 2015
""",
    # promoted at a former employer only; changed employer in 2022
    "bo_lindqvist.md": """# Bo Lindqvist

bo.lindqvist@example.com

## Experience

Data Scientist, Tidewell Analytics — Apr 2022 – Present
- Forecasting models for retail clients.

Senior Analyst, Quarry Bank — Jan 2018 – Mar 2022
- Credit risk dashboards.

Analyst, Quarry Bank — Jul 2014 – Dec 2017
- Loan book reporting.

## Education

MSc Statistics, University of Eastmoor, 2013 – 2014 (left without degree)
BA Economics, University of Eastmoor, 2010 – 2013
""",
    # internships only: a new graduate
    "cleo_marsh.md": """# Cleo Marsh

cleo.marsh@example.com

## Experience

Data Analyst Intern, Tidewell Analytics — Jun 2025 – Sep 2025
- Cleaned survey data.

Research Intern, Larkspur Systems — Jul 2024 – Aug 2024
- Benchmarked query engines.

## Education

B.Sc. in Mathematics, Beijing University of Posts and Telecommunications, 2022 – 2026
""",
    # an education table whose school cell is a name alone ("HEC Paris")
    "dana_ferris.md": """# Dana Ferris

dana.ferris@example.com

## Education

2016 - 2018
HEC Paris
MSc in Management (Grande École programme)
2012 - 2016
University of Eastmoor
BA Economics
""",
    # left an employer and went back to it
    "evan_price.md": """# Evan Price

evan.price@example.com

## Experience

Software Engineer, Northwind Traders — Mar 2018 – Present
- Warehouse routing service.

Software Engineer, Quarry Bank — Jan 2015 – Feb 2018
- Payments ledger.

Software Engineer, Northwind Traders — Jul 2011 – Dec 2014
- Inventory sync.

## Education

BSc Computing, University of Eastmoor, 2007 – 2011
""",
    # a Chinese CV that names its owner only in the file name, entries as spaced columns
    "韦晨阳_移动端简历.txt": """个人简历 —— 移动端开发

邮箱：weichenyang.dev@example.cn

工作经历

蚂蚁集团（支付宝）    2022.01 - 2023.02    高级算法工程师
负责支付宝首页推荐。
蚂蚁集团（支付宝）    2019.07 - 2021.12    算法工程师
负责小程序搜索排序。
""",
    # ... and one named only in a Markdown footer
    "resume_lu.md": """# 个人简历

邮箱：lujiayi2004@example.cn

## 实习经历

- 2025.06 - 2025.09 某某数据公司 数据分析实习生

---
<sub>卢佳怡 · 简历更新于 2026年11月</sub>
""",
    # a promotion told in one title
    "faye_moreau.md": """# Faye Moreau

faye.moreau@example.com

## Experience

Junior Analyst -> Analyst, Quarry Bank — Jan 2020 – Present
- Liquidity reporting.
""",
}
PEOPLE = {
    "Faye Moreau",
    "Ada Quinlan",
    "Bo Lindqvist",
    "Cleo Marsh",
    "Dana Ferris",
    "Evan Price",
    "韦晨阳",
    "卢佳怡",
}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("moves"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("2022年换过公司的有谁 内部晋升不算", {"Bo Lindqvist"}),
        ("who switched jobs in 2019?", {"Ada Quinlan"}),
        ("anyone who changed companies after 2020", {"Bo Lindqvist"}),
        ("anyone promoted at the company they're at now", {"Ada Quinlan", "Faye Moreau"}),
        ("在现在的公司晋升过的", {"Ada Quinlan", "Faye Moreau"}),
        ("who got promoted internally", {"Ada Quinlan", "Bo Lindqvist", "韦晨阳", "Faye Moreau"}),
        ("只做过实习 没有全职工作过的", {"Cleo Marsh", "卢佳怡"}),
        ("anyone who's only done internships so far", {"Cleo Marsh", "卢佳怡"}),
        ("有没有在Larkspur实习过的", {"Cleo Marsh"}),
        # Bo left his MSc without the degree; Dana's school is a table cell of its own
        ("any master's grads in the pool", {"Dana Ferris"}),
        ("请列出已取得硕士及以上学位的候选人（在读不算）", {"Dana Ferris"}),
        ("研究生毕业的有哪些", {"Dana Ferris"}),
        ("who studied at HEC Paris", {"Dana Ferris"}),
        # a 211 school that is not a 985 one, per school
        ("anyone from a 211 that's not a 985?", {"Cleo Marsh"}),
        ("boomerangs? ppl who left a company and later went back", {"Evan Price"}),
        ("在蚂蚁干过的", {"韦晨阳"}),  # two positions read from spaced columns
        ("卢佳怡", {"卢佳怡"}),
    ],
)
def test_career_moves_name_the_people_whose_positions_show_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_change_of_employer_quotes_the_two_positions(engine: AnswerEngine) -> None:
    (only,) = engine.ask("2022年换过公司的有谁").candidates
    quotes = " ".join(e.quote for e in only.evidence)
    assert "Tidewell Analytics" in quotes and "Quarry Bank" in quotes


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("2022年换过公司的有谁 内部晋升不算", "(moved_in=2022)"),
        ("who switched jobs after 2020", "(moved_in>2020)"),
        ("2021年以后跳槽过的", "(moved_in>=2021)"),
        ("anyone who got promoted at the company they're at now", '(promoted_now~"")'),
        (
            "anyone whose current title is lead / staff / principal",
            '(title~"lead" or title~"staff" or title~"principal" or title~"首席")',
        ),
        # "mid level" beside a years range: the years say the level
        ("mid level folks, somewhere between 4 and 9 yrs", "(years>=4 and years<=9)"),
        ("mid-level engineers", "(seniority=mid)"),
        # the word in either script: "senior" is also 高级 / 资深
        (
            "whose current title has senior in it",
            '(title~"senior" or title~"高级" or title~"资深")',
        ),
        ("211但不是985的", "(tier=211-not-985)"),
        ("本科是211但不是985的", "(bachelor_tier=211-not-985)"),
        (
            "whose current title is senior something",
            '(seniority=senior or title~"senior" or title~"sr." or title~"高级" or title~"资深")',
        ),
        ("在产品经理岗位上累计工作满10年的候选人有哪些？", "(years_as_product-manager>=10)"),
    ],
)
def test_career_questions_read_into_the_filter_language(question: str, expression: str) -> None:
    assert read_record_ask(question).expression == expression


def test_an_a_not_a_question_negates_nothing() -> None:
    c = read("有没有在微软实习过的")
    assert (c.employers, c.intern_only, c.never_interned) == ({"microsoft"}, True, False)


@pytest.mark.parametrize(
    "question",
    [
        "any phds in the pool",
        "anyone doing an mba on the side",
        "who's managing a team atm",
        "目前担任产品经理职位的候选人有哪些？",
        "有亚马逊背景的吗 aws也算",
        "new grads with only internships so far",
    ],
)
def test_chat_around_a_question_is_no_topic(question: str) -> None:
    assert read(question).topic_terms == [], question


def test_a_company_asked_through_its_parent_is_the_parent() -> None:
    assert read("anyone who's worked at tiktok's parent co").employers == {"bytedance"}
    assert read("微信的母公司出来的").employers == {"tencent"}


def test_a_plural_degree_is_the_degree() -> None:
    assert read("any PhDs here?").degree == "PhD"


def test_a_country_code_after_a_full_name_in_a_handle_is_no_part_of_it() -> None:
    assert name_in_handle("mira.kowalczyk.sg") == "Mira Kowalczyk"
    assert name_in_handle("ravi.kowalczyk.uk") == "Ravi Kowalczyk"


def test_a_degree_left_without_degree_is_unfinished() -> None:
    from ingest.language import NOT_COMPLETED

    assert NOT_COMPLETED.search("MSc Statistics, 2013 – 2014 (left without degree)")


def test_a_skill_not_just_listed_is_asked_at_work() -> None:
    c = read("who has used Kubernetes in their professional work, not just listed it as a skill?")
    assert (c.skills, c.skill_at_work, c.topic_terms) == ({"kubernetes"}, True, [])


def test_one_degree_written_as_a_universitys_college_lends_it_no_tier() -> None:
    from ingest.record import _college_namesakes, org_catalog
    from ingest.record_models import Degree

    english = Degree(school="Beijing Institute of Technology, Zhuhai", org_id="bit",
                     level="Bachelor", start="2015", end="2019")  # fmt: skip
    chinese = Degree(
        school="北京理工大学珠海学院", level="Bachelor", start="2015.09", end="2019.06"
    )
    other = Degree(school="Beijing Institute of Technology", org_id="bit", level="Master",
                   start="2019", end="2022")  # fmt: skip
    read_once = _college_namesakes([english, chinese, other], org_catalog())
    assert [d.org_id for d in read_once] == [None, None, "bit"]


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("Which candidates currently manage people, i.e. have direct reports today?",
         "(line_managing>=lead)"),
        ("目前在管理岗位上、手下有直属员工的候选人有哪些？", "(line_managing>=lead)"),
        ("能走校招的有哪几个 就是只实习过的",
         "(years_since_grad<=1 and years_since_grad>=-1 and years<2) and "
         "(years<=0 and intern_years>0)"),
        ("有留过学的吗 学校要qs前一百那种", "(tier=global-top100) and (studied_in=abroad)"),
        ("哪些候选人在海外 QS 排名前100的高校取得或正在攻读学位？",
         "(any_tier=global-top100) and (studied_in=abroad)"),
        ("有日语二级以上的吗 能商务沟通那种", "(level_japanese>=business)"),
        ("回流老东家的有吗", '(returned_to~"")'),
    ],
)  # fmt: skip
def test_chatty_questions_read_into_the_filter_language(question: str, expression: str) -> None:
    c = read(question)
    assert (c.record.expression, c.topic_terms) == (expression, []), question


@pytest.mark.parametrize(
    ("question", "shape"),
    [
        ("any MBAs in the pool", ("Master", "MBA", "held")),
        ("有人边工作边读非全硕士吗", ("Master", None, "in_progress")),
        ("谁现在还在读书 在职读的也算", ("any", None, "in_progress")),
        ("有读博的吗 博士毕业或者在读都行", ("PhD", None, "any")),
    ],
)
def test_a_degree_asked_in_chat_is_its_level_name_and_status(
    question: str, shape: tuple[str, str | None, str]
) -> None:
    c = read(question)
    assert ((c.degree, c.degree_name, c.degree_status), c.topic_terms) == (shape, []), question


def test_a_company_said_as_one_short_word_where_a_place_goes_is_that_company() -> None:
    assert read("anyone ex-Ali? any part of the group counts").employers == {"alibaba"}
    c = read("哪些候选人曾在阿里巴巴集团或其旗下公司、研究机构任职？")
    assert (c.employers, c.unknown_work, c.topic_terms) == ({"alibaba"}, [], [])


def test_an_industry_background_is_a_concept_with_its_examples() -> None:
    c = read("who has fintech background, like payments, lending or digital banks")
    assert "fintech" in c.concepts and ["fintech"] in c.alternatives
    assert "e-commerce" in read("电商背景的有吗").concepts


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("请列出已取得博士学位或目前正在攻读博士学位的候选人", ("PhD", "any", set(), False)),
        (
            "Which candidates have worked for Alibaba Group, including any of its subsidiaries "
            "or research labs?",
            (None, "any", {"alibaba"}, False),
        ),
        ("who's been at alibaba in any form - alibaba cloud, damo etc",
         (None, "any", {"alibaba"}, False)),
        ("anyone ex-AWS? actually employed there, not just certified",
         (None, "any", {"aws"}, False)),
    ],
)  # fmt: skip
def test_what_a_question_only_qualifies_asks_nothing_more(
    question: str, expected: tuple[str | None, str, set[str], bool]
) -> None:
    c = read(question)
    got = (c.degree, c.degree_status, c.employers, c.certification)
    assert (got, c.skills, c.topic_terms) == (expected, set(), []), question


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("日语流利的", "(level_japanese>=fluent)"),
        ("need someone with 5+ yrs in security", "(years_as_security>=5)"),
        ("2024年上半年在实习的有谁", "(interned_in_half=2024H1)"),
        ("who was interning in the first half of 2024", "(interned_in_half=2024H1)"),
        ("product managers with an MBA", "(role=product-manager)"),
    ],
)
def test_a_level_or_a_field_asked_in_few_words_is_read(question: str, expression: str) -> None:
    assert read(question).record.expression == expression


def test_cv_words_for_a_level_a_left_degree_a_camp_and_a_languages_heading() -> None:
    from ingest.language import NOT_COMPLETED, NOT_EMPLOYMENT, role_families
    from ingest.language.spoken import language_level
    from ingest.models import TextLine
    from ingest.sections import section_heading

    assert language_level("日语：JLPT N2（2024年7月取得）", "Japanese") == "business"
    assert language_level("日语二级", "Japanese") == "business"
    assert NOT_COMPLETED.search("博士（未完成，已退出）")
    assert NOT_EMPLOYMENT.search("字节跳动青训营（前端方向）结营学员")
    assert (section_heading(TextLine(text="【语言】")) or ("",))[0] == "languages"
    assert "security" in role_families("Cyber Risk Consultant")


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("who job-hopped in '21", "(moved_in=2021)"),
        ("21年跳过槽的有谁", "(moved_in=2021)"),
        ("哪些候选人在2021年更换过雇主？", "(moved_in=2021)"),
        ("who did internships", "(intern_years>0)"),
        ("哪些候选人在毕业前有过实习经历？", "(intern_years>0)"),
        ("2018年实习过的", "(interned_in=2018)"),
        ("有创业经历的吗 创始人联合创始人都算",
         '(any_title~"founder" or any_title~"创始人" or any_title~"创业")'),
        ("a master's degree at a 985 university or a QS top-100 university",
         "(master_tier=985 or master_tier=global-top100)"),
        ("哪些候选人当前职级为高级及以上？管理岗除外",
         "(seniority>=senior) and (seniority<manager)"),
    ],
)  # fmt: skip
def test_more_chatty_questions_read_into_the_filter_language(
    question: str, expression: str
) -> None:
    c = read(question)
    assert (c.record.expression, c.topic_terms) == (expression, []), question


def test_a_founder_is_named_by_the_position_whose_title_says_so(engine: AnswerEngine) -> None:
    assert answered_names(engine, "any founders?", PEOPLE) == set()
    assert answered_names(engine, "who did internships", PEOPLE) == {"Cleo Marsh", "卢佳怡"}


def test_a_finished_doctorate_is_completed() -> None:
    c = read("有读完博的吗 在读的不算")
    assert (c.degree, c.degree_status) == ("PhD", "completed")


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("在现在这家公司待了5年以上的", "(years_at_current>=5)"),
        ("现在职位是组长或者team lead的有谁", "(seniority=lead)"),
        ("谁在同一家公司里升过职", '(promoted_at~"")'),
        ("anyone who interned somewhere and then got hired full time at the same company",
         '(converted_at~"")'),
        ("who interned and later came back full time? diff studios of one group dont count",
         '(converted_in_unit~"")'),
        ("masters + 5 yrs exp", "(years>=5)"),
        ("who's a mgr or senior mgr right now", "(seniority=manager)"),
    ],
)  # fmt: skip
def test_a_third_round_of_chatty_questions_reads_into_the_filter_language(
    question: str, expression: str
) -> None:
    c = read(question)
    assert (c.record.expression, c.topic_terms) == (expression, []), question


def test_years_at_the_current_employer_count_its_positions(engine: AnswerEngine) -> None:
    # Ada: Larkspur Systems since Jun 2019 (two titles), Evan: Northwind since Mar 2018
    assert answered_names(engine, "在现在这家公司待了8年以上的", PEOPLE) == {"Evan Price"}
    assert answered_names(engine, "在现在这家公司待了5年以上的", PEOPLE) == {
        "Ada Quinlan",
        "Evan Price",
        "Faye Moreau",
    }


def test_a_latin_word_run_into_chinese_is_read_as_a_word() -> None:
    assert read("有没有k8s经验的").skills == {"kubernetes"}
    assert read("anyone actually written rust at work").skills == {"rust"}
    assert read("有在腾讯系公司干过的吗 子公司也算").employers == {"tencent"}
    assert "presales" in read("做过售前的").concepts
