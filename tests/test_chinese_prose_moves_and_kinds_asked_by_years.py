"""Chinese prose that says when a job began and that the writer is still there, with a
promotion in the same sentence; years asked of a kind of employer named right before them;
a finished degree whose question says studying does not count; a hotel named with its owner;
a school's country named after a place of another's."""

from tests.conftest import lines_profile, read_question


def test_a_move_told_in_a_sentence_with_a_promotion_and_still_there() -> None:
    profile = lines_profile([
        "闻晏清",
        "工作经历",
        "2018年7月本科毕业后,我加入蔚来汽车(NIO)智能驾驶部门,担任智能驾驶测试工程师,"
        "一直工作到2021年2月。",
        "2021年3月我跳槽到理想汽车,岗位是 ADAS 测试工程师,2023年4月晋升为高级 ADAS 测试工程师,"
        "目前仍在理想汽车常州基地工作。",
    ])  # fmt: skip
    jobs = sorted((p.org_id, p.role, p.start, p.end, p.ongoing) for p in profile.employment)
    assert jobs == [
        ("li-auto", "ADAS 测试工程师", "2021-03", "2023-03", False),
        ("li-auto", "高级 ADAS 测试工程师", "2023-04", None, True),
        ("nio", "智能驾驶测试工程师", "2018-07", "2021-02", False),
    ]


def test_years_in_a_kind_of_employer_named_right_before_them() -> None:
    assert read_question("电池行业5年以上经验的 读博不算").record.clauses == [
        "years_in_battery>=5",
        "industry=battery",
    ]
    assert read_question("who's worked for a wind turbine OEM").record.clauses == [
        "industry=renewable_energy"
    ]


def test_studying_said_not_to_count_asks_a_finished_degree() -> None:
    read = read_question("who has a finished masters? dropped or still studying doesnt count")
    assert read.degree_status == "completed"
    assert read_question("masters, still studying counts").degree_status == "any"


def test_a_hotel_named_with_its_owner_in_brackets_is_the_owners() -> None:
    profile = lines_profile([
        "Tobias Reindl",
        "EXPERIENCE",
        "Revenue Manager — Graz Marriott Hotel (Marriott International)",
        "05/2021 – 02/2023",
        "• Rebuilt the group displacement analysis.",
    ])  # fmt: skip
    assert [p.org_id for p in profile.employment] == ["marriott"]


def test_a_country_named_outright_beats_a_word_of_another() -> None:
    from ingest.study_places import countries

    text = "EHL Hospitality Business School (École hôtelière de Lausanne), Switzerland"
    assert countries().named_in(text)[0] == "ch"


def test_an_employer_before_a_bar_leads_the_first_person_paragraph_after_it() -> None:
    profile = lines_profile([
        "闻晏清",
        "工作经历",
        "某某医疗器械(上海)有限公司 | 我从 2022 年 1 月入职某某医疗器械上海公司至今,现任外周",
        "介入事业部(介入肿瘤产品线)高级销售代表,负责上海浦东的 17 家医院。",
        "某某肿瘤医院 | 2012 年 7 月本科毕业后我进入某某肿瘤医院肿瘤内科做护士,2016",
        "年 3 月起任护理组长(带 4 名护士),2018 年 3 月离职。",
    ])  # fmt: skip
    jobs = sorted((p.role, p.start, p.end, p.ongoing) for p in profile.employment)
    assert jobs == [
        ("护士", "2012-07", "2016-02", False),
        ("护理组长", "2016-03", "2018-03", False),
        ("高级销售代表", "2022-01", None, True),
    ]
    assert [p.employer for p in profile.employment if p.role == "护士"] == ["某某肿瘤医院"]
