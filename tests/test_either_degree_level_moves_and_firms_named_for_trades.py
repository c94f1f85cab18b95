"""Classes found by stop 46's first blind round, each pinned on fictional lines: two degree
levels asked as either one ("a master's or a doctorate"), a move from a short name ("从蚂蚁
跳去…"), going back full-time after an internship, kinds of employer said with a unit or
as "an asset manager", levels said as "级别", lists joined by "or"; and, for the CVs, a date
column that wraps "today", a company's name wrapped before its legal form, dated titles
apart by commas, Central European degrees, a school's own city, firms named for their trade
("… Architects"), an office before a Chinese title, a footer naming the owner."""

from __future__ import annotations

from ingest.models import TextLine
from ingest.parsers.wrapping import unwrap
from tests.conftest import lines_profile, read_question


def _asked(question: str) -> dict[str, object]:
    c = read_question(question)
    return {"employers": c.employers, "degree": c.degree, "topic": c.topic,
            "concepts": c.concepts, "venues": c.venues, "clauses": c.record.clauses}  # fmt: skip


def test_a_masters_or_a_doctorate_asks_for_either_and_no_masters_or_phd_does_not() -> None:
    for question in (
        "Which candidates hold, or are pursuing, a master's degree or a doctorate?",
        "who's got a masters or phd? still studying is fine",
        "硕士或博士在读的",
    ):
        assert _asked(question)["degree"] == "postgrad", question
    assert _asked("who's only got an undergrad degree, no masters or phd")["degree"] == "Bachelor"
    # "攻读硕士及以上": a master's or above, not the colloquial "读硕" before "士"
    assert _asked("请找出已获得或正在攻读硕士及以上学位的候选人")["clauses"] == [
        "degree>=master or pursuing>=master"
    ]


def test_moves_conversions_and_kinds_of_employer_said_other_ways() -> None:
    assert _asked("从蚂蚁跳去字节的有吗")["clauses"] == ["employer_moves=ant-group_to_bytedance"]
    assert _asked("从华为出来去了小米的")["clauses"] == ["employer_moves=huawei_to_xiaomi"]
    back = _asked("之前在某公司实习 后来又全职回去的")
    assert back["clauses"] == ['converted_at~""'] and back["topic"] == ""
    fund = _asked("anyone doing NAV / fund accounting at an asset manager")
    assert fund["clauses"] == ["industry=fund"] and fund["concepts"] == ["fund-accounting"]
    research = _asked("有券商研究所卖方研究背景的吗")
    assert research["clauses"] == ["industry=securities"] and research["employers"] == set()
    assert _asked("ex applied materials or lam people?")["employers"] == {
        "applied-materials", "lam-research"
    }  # fmt: skip
    assert _asked("有在自然语言处理经验方法会议上发过文章的吗")["venues"] == ["EMNLP"]
    assert _asked("本科名校的有哪些 985或者QS百强都算")["clauses"] == [
        "bachelor_tier=985 or bachelor_tier=global-top100"
    ]


def test_a_title_level_said_as_a_level_is_the_level_not_the_words() -> None:
    assert _asked("现在title是主管或者负责人级别的")["clauses"] == [
        "seniority=manager or seniority=lead or seniority=director"
    ]
    assert _asked("title是经理或者总监的")["clauses"] == [
        'title~"经理" or title~"manager" or title~"总监" or title~"director"'
    ]


def _joined(texts: list[str]) -> list[str]:
    return [x.text for x in unwrap([TextLine(text=t, page=1) for t in texts])]


def test_a_wrapped_today_and_a_company_wrapped_before_its_legal_form_are_whole() -> None:
    assert _joined(["04/2019 –", "today", "Layout Engineer, Vellmar"])[0] == "04/2019 – today"
    header = ["Analog Designer, Vellmar", "Microsystems Austria AG, Graz", "• Drew bandgaps."]
    assert _joined(header)[0] == "Analog Designer, Vellmar Microsystems Austria AG, Graz"
    degree = ["2012 – 2014 MSc in Microelectronics, Moravian Institute of Technology",
              "Thesis on layout-dependent effects."]  # fmt: skip
    assert _joined(degree) == degree


def test_a_promotion_said_inside_the_header_is_two_titles_under_the_entrys_dates() -> None:
    profile = lines_profile(
        ["Jan Dvorak", "Experience", "04/2019 – today",
         "Layout Engineer, from 01/2022 Senior Layout Engineer, Vellmar Microsystems AG, Graz",
         "• Drew bandgaps."]
    )  # fmt: skip
    assert [(e.employer, e.role, e.start, e.end) for e in profile.employment] == [
        ("Vellmar Microsystems AG", "Senior Layout Engineer", "2022-01", None),
        ("Vellmar Microsystems AG", "Layout Engineer", "2019-04", "2021-12"),
    ]


def test_degrees_and_schools_as_central_european_cvs_write_them() -> None:
    profile = lines_profile(
        ["Jan Dvorak", "Education",
         "2012 – 2014 Ing. (MSc equivalent) in Microelectronics, Moravian University of "
         "Technology in Brno",
         "2009 – 2012 Bc. in Electronics, Moravian University of Technology in Brno",
         "2008 – 2009 Adv. LLM, International Tax Law, Lowlands University",
         "2004 – 2008 BSc in Economics at University of Kestrel"]
    )  # fmt: skip
    assert [(e.school, e.degree, e.field) for e in profile.education] == [
        ("Moravian University of Technology", "Master", "Microelectronics"),
        ("Moravian University of Technology", "Bachelor", "Electronics"),
        ("Lowlands University", "Master", "International Tax Law"),
        ("University of Kestrel", "Bachelor", "Economics"),
    ]


def test_firms_offices_dated_titles_and_footer_names_on_the_record() -> None:
    firm = lines_profile(
        ["Lin Wei", "Practice & Experience",
         "Holloway Marsh Architects, Shanghai — Founder and Principal", "since 03/2014",
         "- Founded the practice.",
         "Kestrel GmbH, Zürich — Senior Software Engineer (2014–2017), Software Engineer "
         "(2010–2014)",
         "Sep 2010 – May 2017", "• Wrote the serving path."]
    )  # fmt: skip
    assert [(e.employer, e.role, e.start) for e in firm.employment] == [
        ("Holloway Marsh Architects", "Founder and Principal", "2014-03"),
        ("Kestrel GmbH", "Senior Software Engineer", "2014"),
        ("Kestrel GmbH", "Software Engineer", "2010"),
    ]
    office = lines_profile(
        ["沈一帆", "实习经历",
         "澄川咨询公司(Chengchuan & Partners)上海办公室咨询实习生 2025.06 - 2025.09",
         "·参与门店网络优化项目;", "工作经历", "2020.07 – 至今 北辰医药 临床监查员"]
    )  # fmt: skip
    assert [(e.role, e.start) for e in office.employment] == [
        ("咨询实习生", "2025-06"), ("临床监查员", "2020-07")
    ]  # fmt: skip
    footer = lines_profile(
        ["个人简历 · 机械结构设计", "邮箱：lyzmech@example.com", "工作经历",
         "公司：北辰精工有限公司", "职位：机械设计工程师", "时间：2021年3月 - 至今",
         "廖以舟 · 机械设计简历 · 2026年10月更新"]
    )  # fmt: skip
    assert footer.names[0] == "廖以舟"
