"""A name with an actuary's or insurer's letters after it ("Jane Roe FIA"), two dated titles
under one employer when a title has a note with spaces in brackets ("组长(带 4 人)"), a talk
given at a university (no study there) and the "Talks" and "Tools" headings, a studio named by
its games, Google inside Alphabet, a graduate degree "short of a PhD" (a master's), a budget
airline, team sizes, "Sr." and "高级…字样" in a title, "干满一个十年", and the primary market
(一级市场) as private equity."""

from ingest.names import plain_name
from ingest.record import org_catalog
from tests.conftest import answered_names, lines_profile, module_engine, read_question

_ILLUSTRATOR = """Wren Hallam
Illustrator · Leeds
Work
Junior Designer, Pennyroyal Press, Sep 2017 - Apr 2019
Education
2014-2017
BA (Hons) Illustration, Leeds Arts University
Talks & awards
• Guest lecture, Communication University of China, Beijing, 2023.
• Regional illustration prize, shortlist 2021.
Tools
Procreate, Photoshop
"""
_EDITOR = """Ilka Brandvold
ilka.brandvold@example.com
EXPERIENCE
Video Editor, Northquay Media — 2019 – present
EDUCATION
Communication University of China — BA Broadcast Journalism, 2014 – 2018
"""

engine = module_engine(
    {"wren_hallam.txt": _ILLUSTRATOR, "ilka_brandvold.txt": _EDITOR}, "talks_tools"
)
PEOPLE = {"Wren Hallam", "Ilka Brandvold"}


def test_an_actuarys_letters_after_the_name_are_no_part_of_it() -> None:
    assert plain_name("Jane Roe FIA") == "Jane Roe"
    assert plain_name("Jane Roe, FIA, CERA") == "Jane Roe"
    assert plain_name("Fia Lund") == "Fia Lund"


def test_two_dated_titles_under_one_employer_with_a_note_in_brackets() -> None:
    profile = lines_profile([
        "梁屿",
        "liangyu@example.cn",
        "工作经历",
        "深圳青岚智能科技有限公司 2022.04–至今",
        "固件开发组组长(带 4 人)| 2024.01–至今",
        "高级固件工程师| 2022.04–2023.12",
        "• 负责门锁固件架构",
    ])  # fmt: skip
    titles = [(p.role, p.start, p.ongoing) for p in profile.employment]
    assert titles == [
        ("固件开发组组长(带 4 人)", "2024-01", True),
        ("高级固件工程师", "2022-04", False),
    ]


def test_a_talk_given_at_a_university_is_no_study_there(engine) -> None:
    profile = lines_profile(_ILLUSTRATOR.splitlines())
    assert [e.school for e in profile.education] == ["Leeds Arts University"]
    for q in (
        "Which candidates studied at the Communication University of China?",
        "有中传出来的吗",
    ):
        assert answered_names(engine, q, PEOPLE) == {"Ilka Brandvold"}, q
    q = "anyone who went to the old beijing broadcasting institute (CUC now)"
    assert read_question(q).schools == {"cuc"}
    assert answered_names(engine, q, PEOPLE) == {"Ilka Brandvold"}


def test_a_studio_named_by_its_games_and_google_inside_alphabet() -> None:
    read = read_question("who was at the rise of kingdoms studio back in 2022")
    assert read.employers == {"lilith"} and read.period == (2022, 2022) and read.topic == ""
    assert read_question("原神那家待过的").employers == {"mihoyo"}
    assert read_question("有谁在狗厂待过吗 实习也算").employers == {"google"}
    assert "alphabet" in org_catalog().lineage("google")
    assert read_question("anyone from the guardian").employers == {"guardian-media"}


def test_a_graduate_degree_short_of_a_phd_is_a_masters() -> None:
    read = read_question("who's got a grad degree short of a phd? finished or still doing it")
    assert read.degree == "Master" and read.record.clauses == [] and read.topic == ""
    assert read_question("who has a grad degree").record.clauses == ["degree>=master"]
    assert read_question("anyone below phd level").record.clauses == ["degree<phd"]


def test_a_role_asked_after_a_verb_of_having_been_one() -> None:
    read = read_question("有当过化学老师的吗")
    assert read.concepts == ["role:teacher"] and "化学老师" in read.concept_names
    assert "当过化学老师" not in read.concept_names


def test_kinds_of_employer_team_sizes_and_levels_in_other_words() -> None:
    read = read_question("在廉航做过数据分析的候选人")
    assert read.record.clauses == [
        "industry=budget_airline and (role_in_budget_airline=data-analyst)"
    ]
    read = read_question("有在一级市场投资机构实习过的吗")
    assert read.record.clauses == ["intern_industry=private_equity"] and not read.unknown_work
    read = read_question("目前带团队 团队超过5个人的")  # (the team led now: the current job's)
    assert read.record.clauses == ["seniority>=lead", "current_team_size>5"] and read.topic == ""
    read = read_question("who's a Sr. something right now")
    assert read.record.clauses[0].startswith("seniority=senior") and read.topic == ""
    read = read_question("目前职位名称中带有“高级”（Senior）字样的候选人有哪些？")
    assert read.record.clauses[0].startswith('title~"高级"') and read.topic == ""
    read = read_question("干满一个十年的老兵有吗 实习不算")
    assert read.record.clauses == ["years>=10"] and read.topic == ""


def test_words_that_only_describe_the_employer_named_are_no_topic() -> None:
    read = read_question("who was at that big berlin online fashion store back in 2021 (zalando)")
    assert read.employers == {"zalando"} and read.topic == "" and read.period == (2021, 2021)
    read = read_question("有没有在那家德国外卖巨头干过的 就是 foodpanda 的母公司")
    assert read.employers == {"delivery-hero"} and read.topic == ""
    assert read_question("payments people at google").topic == "payments"


def test_a_city_that_is_also_a_schools_short_name_is_the_place_of_a_firm() -> None:
    profile = lines_profile([
        "Lina Oke",
        "lina.oke@example.com",
        "Experience",
        "Brackwater Consulting LLP | Oxford",
        "Summer Intern, Economic Consulting | Jul 2014 – Sep 2014",
        "• Supported a competition team with data work.",
    ])  # fmt: skip
    assert [(p.employer, p.org_id) for p in profile.employment] == [
        ("Brackwater Consulting LLP", None)
    ]


def test_a_venue_a_tier_a_trade_and_production_use_in_other_words() -> None:
    for q in (
        "anyone with a paper at the conference on lasers and electro-optics",
        "有人在激光与电光那个大会上发过文章吗",
    ):
        read = read_question(q)
        assert read.venues == ["CLEO"] and read.topic == "", q
    read = read_question("anyone whose undergrad school is top 100 in the world rankings (QS)")
    assert read.record.clauses == ["bachelor_tier=global-top100"] and read.topic == ""
    read = read_question("etch process engineers, ideally hands on w lam tools")
    assert read.concepts == ["etch", "role:process-engineer"]
    read = read_question("用 Rust 做过生产项目的")
    assert read.skills == {"rust"} and read.skill_at_work and read.topic == ""


def _dates_first_table_cv() -> bytes:
    from tests.conftest import docx_bytes

    return docx_bytes(
        ["Efua Mensah", "efua.mensah@example.com", "Work history"],
        [
            [
                [
                    "03/2023 – present\nKhan Academy\nRemote (UK)",
                    "Content Manager, Science\nOwn the roadmap.",
                ],
                [
                    "Aug 2016 – Feb 2023\nHollin Grange School\nLeeds",
                    "Teacher of Chemistry (2016–2019), then Head of Chemistry (2019–2023)\n"
                    "Taught GCSE chemistry.",
                ],
            ]
        ],
        ["Education", "BSc Chemistry, University of Leeds, 2012 – 2015"],
    )


def test_a_table_whose_rows_open_with_their_dates_and_a_move_from_teaching_into_edtech() -> None:
    from ingest.parsers import parse_bytes
    from ingest.profile import extract_profile
    from ingest.sections import split_sections

    cv = parse_bytes(_dates_first_table_cv(), "upload", "efua_mensah.docx", 10**7)

    jobs = [
        (p.employer, p.role, p.start) for p in extract_profile(cv, split_sections(cv)).employment
    ]
    assert jobs == [
        ("Khan Academy", "Content Manager, Science", "2023-03"),
        ("Hollin Grange School", "Teacher of Chemistry", "2016"),
        ("Hollin Grange School", "Head of Chemistry", "2019"),
    ]
    read = read_question("anyone who switched from teaching into edtech")
    assert read.record.clauses == ["moved_into_education=teacher"] and read.topic == ""
    from ingest.record_fields import field_spec

    assert field_spec("moved_into_education") is not None  # `--where moved_into_education=…`
    read = read_question("从投行转到互联网的")
    assert read.record.clauses == ["industry=investment_bank and industry=internet"]


def test_a_line_manager_of_a_team_says_its_size() -> None:
    from ingest.language.seniority import team_size_in

    assert team_size_in("Line manager of a team of six actuaries and analysts") == 6
    assert team_size_in("Project manager of the data team") is None


def test_a_short_name_where_a_stay_there_is_said() -> None:
    assert read_question("在中金全职超过5年的").employers == {"cicc"}
    assert read_question("中金实习过后来又全职回去的").employers == {"cicc"}
    assert read_question("在北京工作过的").employers == set()


def test_a_promotion_told_inside_the_title_line_splits_the_stay() -> None:
    profile = lines_profile([
        "Kit Lam",
        "kit@example.com",
        "Experience",
        "Jul 2020 – Present",
        "Equity Research Analyst, promoted to Vice President (Jan 2024), Harbour Securities, HK",
        "• Lead analyst on travel.",
    ])  # fmt: skip
    steps = [(p.role, p.start, p.end, p.ongoing) for p in profile.employment]
    assert steps == [
        ("Vice President", "2024-01", None, True),
        ("Equity Research Analyst", "2020-07", "2023-12", False),
    ]


def test_names_listed_in_a_clause_of_what_counts_are_each_asked() -> None:
    for q in ("anyone ex-ali? ant and taobao count", "有阿里系背景的吗 蚂蚁淘宝都算"):
        assert read_question(q).employers == {"alibaba", "ant-group"}, q
    read = read_question("境外硕士毕业的 香港也算")  # a place, no organisation
    assert read.employers == set() and read.record.clauses == ["master_studied_in=abroad"]
    read = read_question("20年那会儿在WK广告上班的有谁")
    assert read.employers == {"wieden-kennedy"} and read.topic == ""
    assert read_question("在字节做广告的").topic == "广告"


def test_a_chinese_journal_name_and_a_title_said_in_chinese() -> None:
    from bot.answer.paper_hits import venue_patterns

    read = read_question("哪些候选人在《美国流行病学杂志》上发表过论文？")
    assert read.venues == ["American Epidemiology"] and read.topic == ""
    (aje,) = venue_patterns(read.venues)
    assert aje.search("Sleep and blood pressure. American Journal of Epidemiology, 2021.")
    read = read_question("现在头衔是经理的有谁")
    assert read.record.clauses == ['title~"经理" or title~"manager"']


def test_first_person_stays_with_only_their_starts_end_where_the_next_begins() -> None:
    profile = lines_profile([
        "鲁青川",
        "luqc@example.cn",
        "工作经历",
        "2019 年 7 月硕士毕业后,我加入青川石化-某某化工有限责任公司(两家各占 50% 的合资企业,南京),"
        "在 HSE 部担任工艺安全工程师,负责裂解装置的工艺危害分析。",
        "2022 年 3 月我晋升为高级工艺安全工程师,开始负责全厂 SIL 定级。",
        "2024 年 5 月起,我到青岚化学(宁波)有限公司任工艺安全主管,至今。",
    ])  # fmt: skip
    stays = [(p.employer, p.role, p.start, p.end, p.ongoing) for p in profile.employment]
    assert stays == [
        ("青川石化-某某化工有限责任公司", "工艺安全工程师", "2019-07", "2022-02", False),
        ("青川石化-某某化工有限责任公司", "高级工艺安全工程师", "2022-03", "2024-04", False),
        ("青岚化学(宁波)有限公司", "工艺安全主管", "2024-05", None, True),
    ]


def test_dated_titles_of_one_employer_with_notes_and_a_summer_internship() -> None:
    from ingest.dates import find_spans

    (summer,) = find_spans("2013年7-8月 某某医疗 暑期实习生")
    assert (str(summer.start), str(summer.end)) == ("2013-07", "2013-08")
    profile = lines_profile([
        "符雅琴",
        "fuyq@example.cn",
        "工作经历",
        "深圳青柏医疗电子股份有限公司(青柏医疗)| 2014/7-2020/8",
        "2017/3-2020/8 区域销售经理(上海),负责监护产品在上海的销售。",
        "2014/7-2017/2 销售代表(生命信息事业部),覆盖浦东新区8家医院。",
        "2013年7-8月 青柏医疗 暑期实习生(临床应用支持),在深圳总部学习装机。",
    ])  # fmt: skip
    steps = [(p.role, p.start, p.end) for p in profile.employment]
    assert steps == [
        ("区域销售经理(上海)", "2017-03", "2020-08"),
        ("销售代表(生命信息事业部)", "2014-07", "2017-02"),
        ("暑期实习生(临床应用支持)", "2013-07", "2013-08"),
    ]


def test_years_as_a_po() -> None:
    read = read_question("need a product owner w at least 3 years as PO")
    assert read.record.clauses == ["years_as_product-manager>=3", "role=product-manager"]
    assert read.topic == ""


def test_a_photos_university_with_its_letters_misread_is_mended() -> None:
    from ingest.parsers.ocr import mend

    assert mend("MSc Air Transport, Brackley Umversity, 2020 - 2022") == (
        "MSc Air Transport, Brackley University, 2020 - 2022"
    )
    assert mend("Unlversity of Leeds") == "University of Leeds"


def test_a_lower_case_country_a_payments_startup_and_a_tool_after_you() -> None:
    from ingest.industries import IndustryCatalog
    from ingest.models import SourceLine
    from ingest.record_models import Position

    assert read_question("anyone with a degree from a uk uni").record.clauses == ["studied_in=uk"]
    assert read_question("who came to us from google").record.clauses == []
    read = read_question("有 swift 原生 ios 项目经验的吗")
    assert read.skills == {"ios", "swift"}
    said = "Payments infrastructure startup for Southeast Asia (Series D)."
    startup = Position(
        organisation="Pelangi",
        title="Senior Mobile Engineer",
        sources=[SourceLine(doc_id="d", line=3, text=said)],
    )
    assert {"fintech", "payments"} <= set(IndustryCatalog.load().of(startup))
