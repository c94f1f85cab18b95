"""Classes found by stop 46's second blind round, each pinned on fictional lines: a rare
surname and a job that is no name, OCR's "一" for a range's dash, a school's dated line after
a long degree line, dated titles apart by OCR's colon, an e-mail handle with a short tag
after the name, "Technical Writer"; and questions that exclude internships and part-time
work together, list two postgraduate levels side by side, move between kinds of employer, or
name a sector in slang ("金融口") or a firm by its short Chinese name ("瑞再")."""

from __future__ import annotations

from ingest.models import TextLine
from ingest.names import looks_like_cjk_name
from ingest.parsers.ocr import mend
from ingest.parsers.wrapping import unwrap
from tests.conftest import lines_profile, read_question


def test_a_rare_surname_is_a_name_and_a_job_after_a_surname_is_not() -> None:
    assert looks_like_cjk_name("雒星澜") and looks_like_cjk_name("过沁宁")
    assert not looks_like_cjk_name("关卡策划") and not looks_like_cjk_name("关卡设计")
    profile = lines_profile(["雒星澜 | 关卡策划", "邮箱：luoxinglan@example.com", "工作经历",
                             "2019.07 – 至今 北辰游戏 关卡策划"])  # fmt: skip
    assert profile.names[0] == "雒星澜"


def test_ocr_dashes_school_lines_and_colons_between_titles() -> None:
    assert mend("北辰互娱 2023年3月一至今") == "北辰互娱 2023年3月–至今"
    assert mend("一月一日") == "一月一日"
    lines = ["Nordhavn University of Technology 2021-2023",
             "Industrial PhD studies in dry electrode processing - discontinued in 2023, no degree",
             "Nordhavn University of Technology 2013-2015", "MSc Chemical Engineering"]  # fmt: skip
    joined = [x.text for x in unwrap([TextLine(text=t, page=1) for t in lines])]
    assert "Nordhavn University of Technology 2013-2015" in joined
    steps = lines_profile(
        ["雒星澜", "工作经历", "北辰互娱 · 星海工作室 2023年3月–至今",
         "资深关卡设计师(2025年4月–至今):高级关卡设计师(2023年3月—2025年3月)",
         "·带领4人关卡小组。"]
    )  # fmt: skip
    assert [(e.role, e.start, e.end) for e in steps.employment] == [
        ("资深关卡设计师", "2025-04", None), ("高级关卡设计师", "2023-03", "2025-03")
    ]  # fmt: skip


def test_a_footer_name_fits_a_handle_with_a_short_tag_and_writers_are_titles() -> None:
    profile = lines_profile(
        ["lin.yuwen.kmu@example.com | Xiamen", "Experience",
         "Technical Writer, Kestrel Data — 07/2023 - 09/2025", "• Wrote the API guides.",
         "Skills", "AsciiDoc, Python", "Lin Yuwen | Curriculum Vitae | 2026"]
    )  # fmt: skip
    assert profile.names[0] == "Lin Yuwen"
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("Kestrel Data", "Technical Writer")
    ]


def _clauses(question: str) -> list[str]:
    return list(read_question(question).record.clauses)


def test_sector_words_moves_and_levels_listed_side_by_side() -> None:
    assert _clauses("工作八年以上的有哪些 实习兼职不算") == ["years>=8"]
    assert read_question("目前在读研的 硕士博士都算").degree == "postgrad"
    assert _clauses("anyone who moved from an airline into tech") == [
        "industry=airline and industry=tech"
    ]
    assert _clauses("现在在金融口上班的有谁") == ["current_industry=finance"]
    assert _clauses("who's interned at an advisory shop") == ["intern_industry=consulting"]
    assert _clauses("做过奢侈品牌数字营销的") == ["industry=luxury"]
    assert read_question("22年在瑞再待过的有谁").employers == {"swiss-re"}
    finance = read_question("Which candidates currently work at a bank or another financial firm?")
    assert finance.topic == ""
