"""A PDF line whose spaces were lost in pypdf's reading ("SunYat-senUniversity", tight
kerning in a LaTeX template) takes its spaces from pdfium's reading of the same page; only
spaces ever change, and a line that does not run words together is left as it is; moderncv's
bullets drawn as "{" are bullets."""

from __future__ import annotations

from ingest.orgs import OrgCatalog
from ingest.parsers.pdf import icon_bullets
from ingest.parsers.respace import respaced, runs_together


def test_a_school_whose_spaces_were_lost_is_found_after_respacing() -> None:
    pypdf_lines = [
        "Education",
        "2013 – 2017 BSc in Marine Biology, SunYat-senUniversity, Guangzhou, China",
    ]
    pdfium_page = (
        "Education\n2013 – 2017 BSc in Marine Biology, Sun Yat-sen University, Guangzhou, China"
    )
    assert runs_together("\n".join(pypdf_lines))
    lines = respaced(pypdf_lines, pdfium_page)
    assert lines[1] == "2013 – 2017 BSc in Marine Biology, Sun Yat-sen University, Guangzhou, China"
    assert [m.id for m in OrgCatalog.load().find(lines[1])] == ["sysu"]


def test_a_paper_title_run_together_gets_its_words_back() -> None:
    line = "• NoraVance*, Li Tao. LearningSparsePriorsforCoastalSonar. ICASSP 2022."
    other = "• Nora Vance*, Li Tao. Learning Sparse Priors for Coastal Sonar. ICASSP 2022."
    assert respaced([line], other) == [other]


def test_camel_cased_product_names_are_no_lost_spaces() -> None:
    assert not runs_together("Skills: JavaScript, PyTorch, TensorFlow, LinkedIn, GitHub")


def test_only_spaces_change_a_line_that_reads_differently_is_kept() -> None:
    line = "2019 – 2021 DataEngineer at NorthwindTraders"
    other = "2019 – 2021 Data Engineer at Northwind Trading"  # not the same characters
    assert respaced([line], other) == [line]


def test_moderncv_brace_bullets_are_bullets_and_leave_the_header_line() -> None:
    """moderncv's itemize bullet in a font with no glyph map comes out as "{": three or more
    lines that start with it are bullets, and one run onto a dated header starts a line."""
    lines = [
        "2024.09–至今 高级电芯工程师, 某电池公司, 电芯研发中心{ 负责钠离子电芯正极配方验证;",
        "{ 主导储能电芯循环寿命加速测试方案;",
        "{ 牵头电芯热失控失效分析。",
        "2020.07– 2024.08",
        "{ 参与刀片电池电芯结构设计。",
    ]
    assert icon_bullets(lines) == [
        "2024.09–至今 高级电芯工程师, 某电池公司, 电芯研发中心",
        "• 负责钠离子电芯正极配方验证;",
        "• 主导储能电芯循环寿命加速测试方案;",
        "• 牵头电芯热失控失效分析。",
        "2020.07– 2024.08",
        "• 参与刀片电池电芯结构设计。",
    ]
    assert icon_bullets(["{ one", "plain line"]) == ["{ one", "plain line"]


def test_a_bullet_then_the_next_companys_heading_stay_two_lines() -> None:
    """ "• …机台异常停机时间下降 35%" / "某某集成电路制造（上海）有限公司 上海": the last bullet
    of one entry and the heading of the next, not one wrapped sentence."""
    from ingest.models import TextLine
    from ingest.parsers.wrapping import unwrap

    texts = [
        "• 负责 28nm 平台多晶硅栅刻蚀与侧墙刻蚀工艺，带领 4 人刻蚀工艺小组，"
        "负责组员的绩效考核与排班",
        "• 主导机台 CD 均匀性改善项目，通过 DOE 优化腔体压力与偏置功率，"
        "片内 CD 3σ 由 2.1nm 降至 1.3nm",
        "• 牵头建立刻蚀关键参数 SPC 监控体系（JMP），机台异常停机时间下降 35% 以上，"
        "节省备件费用约两百万元",
        "星海集成电路制造（上海）有限公司 上海",
        "刻蚀工艺工程师・12 英寸厂 2019.07–2022.03",
    ]
    out = [x.text for x in unwrap([TextLine(text=t, page=1) for t in texts])]
    assert "星海集成电路制造（上海）有限公司 上海" in out
