"""A kind of research before a title is part of the title, not a research organisation:
"UX Research Lead" under a bank's heading, "Senior Equity Research Analyst", "Market
Research Analyst"; "Acme Research Lab Research Intern" still names the lab. A file name of one
trade word ("cv_dataeng") is no pinyin name ("Da Taeng"); "wangxiaoou" still is; a file named
"tao_junhui_network" over "jhtao.net@…" is Tao Junhui. People and
companies are fictional."""

from __future__ import annotations

from pathlib import Path

from ingest.language import ACADEMIC_ROLE
from ingest.owner_names import name_from_file
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections


def _jobs(tmp_path: Path, text: str) -> list[tuple[str, str | None, bool]]:
    path = tmp_path / "maren_holt_cv.txt"
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    jobs = extract_profile(cv, split_sections(cv)).employment
    return [(p.employer, p.role, p.ongoing) for p in jobs]


def test_a_kind_of_research_before_a_title_is_part_of_the_title(tmp_path: Path) -> None:
    jobs = _jobs(
        tmp_path,
        "Maren Holt | UX Research Lead\n"
        "Leeds, United Kingdom\n"
        "Experience\n"
        "Brightwater Bank Retail digital, Leeds\n"
        "UX Research Lead 04/2022 – today\n"
        "• Lead a team of four user researchers covering the mobile app.\n"
        "Quayside Securities, London\n"
        "Senior Equity Research Analyst 06/2019 – 03/2022\n"
        "• Covered European telecom operators.\n"
        "Harrow & Pell Consumer Insights, London\n"
        "Market Research Analyst 09/2017 – 05/2019\n"
        "• Survey design and analysis.\n",
    )
    assert jobs == [
        ("Brightwater Bank Retail digital", "UX Research Lead", True),
        ("Quayside Securities", "Senior Equity Research Analyst", False),
        ("Harrow & Pell Consumer Insights", "Market Research Analyst", False),
    ]


def test_a_research_lab_before_a_title_is_still_the_employer(tmp_path: Path) -> None:
    jobs = _jobs(
        tmp_path,
        "Experience\n"
        "Corvane Research Lab Research Intern Jun 2021 – Sep 2021\n"
        "• Built a retrieval benchmark.\n",
    )
    assert jobs == [("Corvane Research Lab", "Research Intern", False)]


def test_a_trade_word_in_a_file_name_is_no_pinyin_name() -> None:
    assert name_from_file("cv_dataeng_2026.txt").startswith("Unknown")
    assert name_from_file("wangxiaoou_cv.pdf") == "Wang Xiaoou"  # 晓欧: "ou" is a name's
    assert name_from_file("zhuomingli.pdf") == "Zhuo Mingli"


def test_a_trades_research_associate_is_no_academic_appointment() -> None:
    assert not ACADEMIC_ROLE.search("Equity Research Associate")
    assert not ACADEMIC_ROLE.search("Market Research Assistant")
    assert ACADEMIC_ROLE.search("Research Associate, Department of Physics")


def test_a_cv_named_only_in_its_file_and_a_tagged_handle_is_named_by_the_file(
    tmp_path: Path,
) -> None:
    """ "tao_junhui_network.md" with "jhtao.net@…" and no name in the text: the file's name,
    not "Jhtao Net" (a trade word after the name in a file or a handle is no part of it)."""
    path = tmp_path / "tao_junhui_network.md"
    path.write_text(
        "# Network Engineer — Cloud Infrastructure\n\n"
        "Hangzhou · jhtao.net@example.com · github.com/jhtao-net\n\n"
        "## Experience\n\nNetwork Engineer, Alibaba Cloud — Jul 2020 – Present\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    assert extract_profile(cv, split_sections(cv)).names[0] == "Tao Junhui"
