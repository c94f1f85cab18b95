"""Facts read as a recruiter means them: a degree "not awarded" or "中止，未毕业" is unfinished,
and an older CV's "in progress, expected 2022" is the newer CV's degree of 2019 – 2022;
a table cell that labels two fields ("部门/职位") gives each its value; a bootloader or
AUTOSAR job is embedded work; a line labelled "发表：" is a paper wherever it sits; a dated
sentence in a bullet ("• 牵头 2024 年…") is no entry; "【现职】" heads the current job; a
graduate's "(Trainee programme)" is a full-time hire. Questions: a lower-case name after
"at" that a CV writes as an organisation is that place; a group's units ("中船集团下面船厂");
OSDI by its full name; a PE shop; a degree a line says is not held ("no separate
master's", "未读硕士"); packaging engineers, routers, game economies and logistics network
planning as concepts. People and companies are fictional, except the catalog's."""

from __future__ import annotations

from bot.answer.line_shapes import is_publication_line
from bot.answer.question import Question, analyze, with_places_capitalised
from ingest.language import PUBLICATION_LABEL, entry_families
from ingest.language.degrees import held_degree_levels
from ingest.models import EducationItem, EmploymentItem, Profile
from ingest.parsers import parse_bytes
from ingest.profile import extract_profile
from ingest.record import position_of
from ingest.sections import split_sections
from tests.conftest import docx_bytes, lines_profile, read_question


def _profile(texts: list[str]) -> Profile:
    profile: Profile = lines_profile(texts)
    return profile


def _asked(question: str) -> dict[str, object]:
    c = read_question(question)
    return {
        "employers": c.employers,
        "topic": c.topic,
        "concepts": c.concepts,
        "venues": c.venues,
        "clauses": c.record.clauses,
    }


def test_a_degree_not_awarded_or_stopped_is_unfinished() -> None:
    english = _profile([
        "Nomsa Dube", "Education",
        "- **University of Lowveld** — MSc Computer Science (part-time), 2019 – 2022: "
        "coursework completed, dissertation not submitted; degree not awarded",
    ])  # fmt: skip
    chinese = _profile([
        "韦可澜", "## 教育经历",
        "- 2019.09–2020.06　**香港大学（HKU）**　法学硕士（兼读）　修读一年后因调动中止，未毕业",
    ])  # fmt: skip
    assert [d.unfinished for d in english.education] == [True]
    assert [d.unfinished for d in chinese.education] == [True]


def test_an_older_cvs_expected_year_is_the_newer_cvs_degree_ending_then() -> None:
    older = EducationItem(school="University of Lowveld", degree="Master", years=[2022, 9999],
                          start="2022", ongoing=True)  # fmt: skip
    newer = EducationItem(school="University of Lowveld", degree="Master", years=[2019, 2022],
                          start="2019", end="2022", unfinished=True)  # fmt: skip
    merged = Profile(education=[older])
    merged.absorb(Profile(education=[newer]))
    (one,) = merged.education
    assert (one.unfinished, one.ongoing, one.end) == (True, False, "2022")


def _labelled_table_docx() -> bytes:
    return docx_bytes(
        ["荀若川", "工作经历"],
        [
            [["公司", "北京青柠视频科技有限公司"], ["部门/职位", "内容策略部 ｜ 内容策略经理"],
             ["时间", "2022年3月 - 至今"], ["工作内容", "1. 管理 5 人内容策略团队，负责采买评估"]],
            [["公司", "上海青柠文化传媒有限公司"], ["部门/职位", "内容编辑实习生"],
             ["时间", "2018年6月 - 2018年9月"], ["工作内容", "协助专题页编辑"]],
        ],
    )  # fmt: skip


def test_a_cell_that_labels_two_fields_gives_each_its_value() -> None:
    cv = parse_bytes(_labelled_table_docx(), "cv.docx", "cv.docx", 5_000_000)
    texts = [x.text for x in cv.lines]
    assert "部门：内容策略部" in texts and "职位：内容策略经理" in texts
    jobs = extract_profile(cv, split_sections(cv), None).employment
    assert [(j.role, j.start, j.leads_team) for j in jobs] == [
        ("内容策略经理", "2022-03", True),
        ("内容编辑实习生", "2018-06", False),
    ]


def test_bootloader_and_autosar_work_is_embedded() -> None:
    lines = ["• 开发 CAN FD 通信栈与基于 UDS 的 Bootloader，支持整车 OTA 刷写"]
    assert entry_families("BMS 软件工程师", [], lines) == ["embedded"]


def test_a_line_labelled_as_a_paper_is_one_wherever_it_sits() -> None:
    line = "发表：《氧化物薄膜晶体管稳定性研究》，《显示技术》，2019（第一作者）"
    assert PUBLICATION_LABEL.match(line)
    profile = _profile([
        "练书雁", "教育背景",
        "2016.09 - 2019.06　某某科技大学　微电子学与固体电子学　硕士",
        "    " + line,
    ])  # fmt: skip
    assert '"kind":"publication"' in profile.pointers

    class _View:  # a chunk of the education section
        section = "education"

    assert is_publication_line(_View(), line)  # type: ignore[arg-type]


def test_a_dated_sentence_in_a_bullet_is_no_entry_and_the_current_job_heads_a_section() -> None:
    jobs = _profile([
        "郁青澜", "【现职】",
        "2020年5月 - 至今　杭州青柠慢焙咖啡有限公司　创始人 / 烘焙师",
        "- 创立精品咖啡烘焙品牌，年烘焙生豆约38吨。",
        "【工作经历】",
        "### 青柠支付科技有限公司｜深圳", "**合规经理**｜2020.04–2022.12",
        "- 牵头 2024 年人民银行现场检查的材料准备与问题整改，检查结果无重大违规事项；",
    ]).employment  # fmt: skip
    assert [(j.employer, j.start) for j in jobs] == [
        ("杭州青柠慢焙咖啡有限公司", "2020-05"),
        ("青柠支付科技有限公司", "2020-04"),
    ]


def test_a_graduate_trainee_programme_is_a_full_time_hire() -> None:
    role = "Graduate Analyst, Pricing (Trainee programme)"
    item = EmploymentItem(employer="Lowveld Re", role=role, years=[2026, 9999], start="2026-10",
                          ongoing=True)  # fmt: skip
    assert position_of(item).kind == "full-time"


def test_a_lower_case_name_after_at_that_a_cv_writes_is_that_place() -> None:
    known = {"quillnet"}
    read = with_places_capitalised(analyze("who's at quillnet right now"), known.__contains__)
    assert "Quillnet" in read.strong_spans
    unknown = analyze("who worked at scale")
    assert with_places_capitalised(unknown, known.__contains__) is unknown
    assert isinstance(read, Question)


def test_units_of_a_group_and_venues_and_kinds_said_other_ways() -> None:
    assert _asked("中船集团下面船厂的人有吗") == {
        "employers": {"cssc"}, "topic": "", "concepts": [], "venues": [], "clauses": [],
    }  # fmt: skip
    osdi = (
        "anyone got a paper into the usenix operating systems design and implementation symposium"
    )
    assert _asked(osdi)["venues"] == ["OSDI"]
    assert _asked("anyone intern at a PE shop")["clauses"] == ["intern_industry=private_equity"]
    assert "packaging-engineering" in _asked("有在化妆品公司做过包装工程师的吗")["concepts"]
    assert _asked("做过路由器的嵌入式有吗")["concepts"] == ["routers"]
    assert "game-economy" in _asked("找个做游戏经济系统/数值策划的")["concepts"]
    assert _asked("物流网络规划干了8年以上的")["clauses"] == [
        "years_with_logistics-network-planning>=8"
    ]
    assert _asked("从京东方跳槽去华星的")["clauses"][0] == "employer_moves=boe_to_tcl"


def test_a_degree_a_line_says_is_not_held_is_none_of_its_degrees() -> None:
    assert held_degree_levels("Direct doctorate from the BSc; no separate master's degree.") == [
        "PhD",
        "Bachelor",
    ]
    assert held_degree_levels("PhD, Tollmere University (direct entry; never earned an MSc)") == [
        "PhD"
    ]
    assert held_degree_levels("未读硕士，本科后直接工作") == ["Bachelor"]
    assert held_degree_levels("MSc Chemistry (not an MBA)") == ["Master"]
