"""Entry headers read as CVs write them: the line after a wrapped bullet that ends with a
date range starts a new entry; a sentence that mentions years is no entry; "Company SE,
City" is a company, not a place; a title made of discipline words ("Embedded Software
Intern") is a title, not a company; a year in a title does not pair with the dates after
it. All examples are fictional."""

from __future__ import annotations

import pytest

from ingest.dates import find_span
from ingest.entry_blocks import anchor_span
from ingest.language import HONOUR, NOT_EMPLOYMENT, degree_level, is_location_only
from ingest.models import ParsedCV, TextLine
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.role_splits import split_trailing_roles
from ingest.sections import section_heading, split_sections


def _no_org(_: str) -> str | None:
    return None


def test_a_line_ending_with_a_date_range_is_not_glued_to_the_wrapped_bullet_above() -> None:
    bullet = "• 负责风控特征平台的离线与实时计算链路，日均处理样本量从 3 亿提升到 12 亿条"
    lines = [TextLine(text=t, page=1) for t in [
        "青岚数据科技有限公司 数据工程师 2020.07–至今", bullet,
        "云杉网络 后端开发实习生 2019.06–2019.09", "• 参与日志采集 Agent 开发",
    ] * 2]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "云杉网络 后端开发实习生 2019.06–2019.09" in texts


def test_a_sentence_that_ends_with_years_in_brackets_is_not_an_entry_header() -> None:
    line = ("Flight-control firmware for the X2 drone; CAN diagnostics. Led a team of three "
            "engineers for the platform port (2020–2021).")  # fmt: skip
    assert anchor_span(line) is None
    assert anchor_span("Kestrel Avionics, Firmware Engineer (2020–2021)") is not None


def test_a_company_with_a_legal_form_and_a_city_is_not_a_place() -> None:
    assert not is_location_only("Nordlicht Energie AG, Hamburg")
    assert not is_location_only("Kestrel Avionics SE, Eindhoven")
    assert is_location_only("Eindhoven, Netherlands")


def test_a_title_of_discipline_words_keeps_its_role_noun() -> None:
    assert split_trailing_roles(["Embedded Software Intern"], _no_org) == [
        "Embedded Software Intern"
    ]
    assert split_trailing_roles(["Software Engineering Intern"], _no_org) == [
        "Software Engineering Intern"
    ]
    assert split_trailing_roles(["Kestrel Systems Research Intern"], _no_org) == [
        "Kestrel Systems", "Research Intern",
    ]  # fmt: skip


def test_a_year_in_a_title_does_not_start_a_backwards_range() -> None:
    span = find_span("Lumen Labs, Ghent -- Engineer, promoted to Lead in 2019 03/2016 - 11/2021")
    assert span is not None
    assert (str(span.start), str(span.end)) == ("2016-03", "2021-11")


def test_titles_with_their_own_dates_on_one_line_are_two_positions() -> None:
    text = """# 周以恒

## 工作经历

青藤云计算有限公司 2016.04 – 2021.05
SRE 专家（2019.01 – 2021.05）；高级 SRE 工程师（2016.04 – 2018.12）
• 负责对象存储的监控告警与容量规划。

北辰数据科技有限公司 2012.07 – 2016.03
运维开发工程师
• 负责搜索服务的部署与监控。
"""
    lines = [TextLine(text=t, page=1) for t in text.splitlines()]
    cv = ParsedCV(source="cv.md", file_name="cv.md", doc_id="w" * 32, format="markdown",
                  language="zh", lines=lines)  # fmt: skip
    jobs = [
        (e.employer, e.role, e.start, e.end)
        for e in extract_profile(cv, split_sections(cv), None).employment
    ]
    assert ("青藤云计算有限公司", "SRE 专家", "2019-01", "2021-05") in jobs
    assert ("青藤云计算有限公司", "高级 SRE 工程师", "2016-04", "2018-12") in jobs


def test_a_promotion_written_on_the_employers_line_is_two_positions() -> None:
    texts = ["Niamh Walsh", "EXPERIENCE",
             "Northwind Cloud — Software Engineer II (Jan 2012 – Jun 2015); Software Engineer "
             "(Sep 2008 – Dec 2011), Dublin",
             "Built control-plane services in Java."]  # fmt: skip
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv.docx", file_name="cv.docx", doc_id="t" * 32, format="docx",
                  lines=lines, pages=1)  # fmt: skip
    jobs = [
        (e.employer, e.role, e.start)
        for e in extract_profile(cv, split_sections(cv), None).employment
    ]
    assert jobs == [
        ("Northwind Cloud", "Software Engineer II", "2012-01"),
        ("Northwind Cloud", "Software Engineer", "2008-09"),
    ]


def test_a_header_ending_in_a_chinese_date_is_not_glued_to_the_title_below() -> None:
    lines = [TextLine(text=t, page=1) for t in [
        "• 带领 6 人的架构小组，完成下一代芯片的性能评估与交付工作，并推动团队流程改进",
        "北辰微电子科技股份有限公司（云岭半导体集团）上海研发中心 2019年11月-2023年2月",
        "高级 IC 设计工程师",
        "• 参与推理芯片的数字前端设计，负责 DMA 与片上互联模块的实现与验证工作",
    ] * 2]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "高级 IC 设计工程师" in texts


def test_a_dated_column_heads_its_entry_even_when_a_sentence_follows_the_title() -> None:
    texts = ["Kenji Arata", "Work experience",
             "2019/04 – 2022/12 | Kestrel Drones (Kestrel Technology Co., Ltd.), Shenzhen – Senior "
             "Embedded Engineer. Field-oriented motor control firmware on STM32; cut drift by 35%.",
             "2014/04 – 2019/03 | Hanamura Electronics, Tokyo – Embedded Software Engineer. "
             "AUTOSAR drivers for the RX family; supported tier-1 customers."]  # fmt: skip
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv.pdf", file_name="cv.pdf", doc_id="v" * 32, format="pdf",
                  lines=lines, pages=1)  # fmt: skip
    jobs = [(e.role, e.start) for e in extract_profile(cv, split_sections(cv), None).employment]
    assert jobs == [
        ("Senior Embedded Engineer", "2019-04"),
        ("Embedded Software Engineer", "2014-04"),
    ]


def test_a_title_in_capitals_keeps_what_it_is_of() -> None:
    texts = ["Ravi Anand", "Experience", "Northwind Commerce Singapore",
             "DIRECTOR OF PRODUCT, SELLER EXPERIENCE | Oct 2022 – Present",
             "• Lead a team of 9 product managers."]  # fmt: skip
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv.pdf", file_name="cv.pdf", doc_id="u" * 32, format="pdf",
                  lines=lines, pages=1)  # fmt: skip
    roles = [e.role for e in extract_profile(cv, split_sections(cv), None).employment]
    assert roles == ["DIRECTOR OF PRODUCT"]


def test_a_count_of_ten_thousands_is_not_a_year() -> None:
    assert find_span("• 订单系统分库分表，日订单峰值 2000 万") is None
    assert find_span("• 支撑 2019 年双 11 大促") is not None


def test_a_wrapped_school_name_that_ends_with_its_dates_is_still_joined() -> None:
    lines = [TextLine(text=t, page=1) for t in [
        "Doctor of Philosophy in Computer Science, University of Lisbon, 2019 - 2024",
        "Master of Science in Computer Science, University of Lisbon, 2017 - 2019",
        "Bachelor of Engineering in Electronics and Information Engineering, Technical",
        "University of Aveiro, 2013 - 2017", "Research interests", "Database systems",
    ]]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert any(t.endswith("Technical University of Aveiro, 2013 - 2017") for t in texts)


def test_a_programming_contest_of_a_company_is_not_employment_there() -> None:
    assert NOT_EMPLOYMENT.search("2014: Northwind Code Jam, Round 3")
    assert HONOUR.search("Kaggle Grandmaster, 2019")
    assert not NOT_EMPLOYMENT.search("2016 – 2019 Northwind, Software Engineer")


def test_a_company_named_by_its_web_address_is_not_a_place() -> None:
    assert not is_location_only("Tulpenveld.com, Utrecht")


def test_an_executive_mba_is_a_masters_degree() -> None:
    assert degree_level("EMBA, Lakeside Business School, 2021 – 2023") == "Master"


def test_a_known_company_above_the_role_beats_the_team_named_after_the_role() -> None:
    texts = ["Mira Delacroix", "mira.delacroix@example.org", "Experience", "Amazon, Luxembourg",
             "Data Analyst Intern, EU Retail, Jun 2016 – Sep 2016",
             "- Returns analytics in SQL."]  # fmt: skip
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="mira.md", file_name="mira.md", doc_id="x" * 32, format="markdown",
                  lines=lines, pages=1)  # fmt: skip
    jobs = [(e.employer, e.role) for e in extract_profile(cv, split_sections(cv), None).employment]
    assert jobs == [("Amazon", "Data Analyst Intern")]


@pytest.mark.parametrize("heading", ["Positions", "Academic Appointments", "Where I've worked"])
def test_headings_of_academic_and_informal_cvs_open_the_experience_section(heading: str) -> None:
    found = section_heading(TextLine(text=heading, page=1, heading=True))
    assert found is not None and found[0] == "experience"


def test_a_school_name_cut_after_and_in_a_narrow_column_is_joined() -> None:
    lines = [TextLine(text=t, page=1) for t in [
        "M.Eng. Computer Technology", "2017 – 2020", "Lakeshore University of Science and",
        "Technology (LUST)", "B.Eng. Software Engineering", "2013 – 2017",
    ]]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "Lakeshore University of Science and Technology (LUST)" in texts
    assert "B.Eng. Software Engineering" in texts


def _profile_of(texts: list[str]) -> list[tuple[str, str | None, str | None]]:
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv.md", file_name="cv.md", doc_id="y" * 32, format="markdown",
                  lines=lines, pages=1)  # fmt: skip
    profile = extract_profile(cv, split_sections(cv), None)
    return [(e.employer, e.role, e.start) for e in profile.employment] + [
        (d.school, d.degree, d.start) for d in profile.education
    ]


def test_a_dated_role_line_takes_its_employer_from_the_first_bullet() -> None:
    found = _profile_of([
        "Tomasz Kierski", "tomasz.kierski@example.org", "Industrial Experience",
        "2022.1-2022.8: Network Engineer", "• Storage Systems Group, Alibaba",
        "• Project: an RDMA transport for the block store",
        "2019.5-2019.9: Software Engineer Intern", "• Cloud Department, Northwind Research Center",
        "• Mentor: A. Nowak",
    ])  # fmt: skip
    assert ("Alibaba", "Network Engineer", "2022-01") in found
    assert ("Northwind Research Center", "Software Engineer Intern", "2019-05") in found


def test_a_header_whose_columns_ran_together_keeps_its_place_after_the_dates() -> None:
    found = _profile_of([
        "Jonas Vik", "jonas.vik@example.org", "Experience", "Ledger Team",
        "Storage System R&D Intern, Bytedance June 2021 — Now Beijing, China",
        "I worked on a storage engine for zoned SSDs and a file system for the next engine.",
        "Platform Engineer, Spotify March 2018 — May 2021 Stockholm, Sweden",
        "Built the event delivery pipeline for playback analytics across regions.",
        "Database Intern, PingCAP August 2017 — January 2018 Shanghai, China I built a "
        "key-value storage engine. It keeps large values out of the LSM tree.",
    ])  # fmt: skip
    assert ("Bytedance", "Storage System R&D Intern", "2021-06") in found
    assert ("Spotify", "Platform Engineer", "2018-03") in found
    assert ("PingCAP", "Database Intern", "2017-08") in found  # its first sentence after it


def test_a_header_that_wrapped_before_its_dates_keeps_its_employer() -> None:
    found = _profile_of([
        "Mira Olsen", "mira.olsen@example.org", "Experience",
        "Quantitative Researcher, Harbour Point Capital, Oslo. Jan 2020 – Present",
        "Built intraday volatility models for index options; research tooling in OCaml.",
        "Quantitative Analyst (Strats), Goldman Sachs,", "London.", "Sep 2016 – Dec 2019",
        "Equity derivatives strats: exotic options pricing and risk in Slang and kdb+/q.",
    ])  # fmt: skip
    assert ("Goldman Sachs", "Quantitative Analyst (Strats)", "2016-09") in found


def test_two_degrees_under_one_school_each_keep_their_own_dates() -> None:
    found = _profile_of([
        "Ana Ruiz", "ana.ruiz@example.org", "🏫 Education", "Fudan University",
        "• Ph.D in Computer Science, 2021 - now Advisors: Prof. A. Lee and Prof. B. Chan",
        "• B.Sc. in Computer Science, 2017 - 2021",
    ])  # fmt: skip
    assert found == [("Fudan University", "PhD", "2021"), ("Fudan University", "Bachelor", "2017")]


def test_a_second_degree_run_onto_the_first_ones_line_is_its_own_entry() -> None:
    found = _profile_of([
        "Ana Ruiz", "ana.ruiz@example.org", "Education",
        "M.S. Computer Science Department Fudan University (09/2022 - 06/2025 Expected) "
        "B.S. Computer Science Department Fudan University (09/2018 - 06/2022)",
    ])  # fmt: skip
    assert found == [
        ("Fudan University", "Master", "2022-09"),
        ("Fudan University", "Bachelor", "2018-09"),
    ]


def test_a_bilingual_degree_row_under_its_school_keeps_its_level() -> None:
    found = _profile_of([
        "程晓", "cheng.xiao@example.cn", "教育背景", "南昌大学|Nanchang University",
        "计算机软件与理论|Computer Software and Theory · 硕士|Master · 2012.09 - 2015.06",
        "南通大学|Nantong University",
        "网络工程|Network Engineering · 学士|Bachelor · 2008.09 - 2012.06",
    ])  # fmt: skip
    assert found == [("南昌大学", "Master", "2012-09"), ("南通大学", "Bachelor", "2008-09")]


def test_a_school_of_a_university_is_read_as_the_university() -> None:
    found = _profile_of([
        "Ana Ruiz", "ana.ruiz@example.org", "Education",
        "Ph.D. candidate in Integrated Science and Engineering",
        "School of Integrated Circuits, Peking University, 2022-now",
    ])  # fmt: skip
    assert found == [("Peking University", "PhD", "2022")]


def test_degrees_each_above_their_school_are_not_taken_by_the_school_before() -> None:
    found = _profile_of([
        "Ana Ruiz", "ana.ruiz@example.org", "Education",
        "Ph.D. candidate in Integrated Science and Engineering",
        "School of Integrated Circuits, Peking University, 2022-now",
        "B.Sc. in computer science", "School of EECS, Peking University, 2018-2022",
        "Double Major: Economics",
    ])  # fmt: skip
    assert found == [
        ("Peking University", "PhD", "2022"),
        ("Peking University", "Bachelor", "2018"),
    ]


def test_an_institute_on_its_own_dated_row_is_its_own_school() -> None:
    found = _profile_of([
        "Dan Zhu", "dan.zhu@example.org", "Education",
        "B.S. in Shandong University of Science and Technology, 2015.9 - 2019.6",
        "Ph.D in Institute of Software Chinese Academy of Sciences, 2019.9 - 2025.6 (Expected)",
    ])  # fmt: skip
    assert found == [
        ("Shandong University of Science and Technology", "Bachelor", "2015-09"),
        ("Institute of Software Chinese Academy of Sciences", "PhD", "2019-09"),
    ]


def test_two_chinese_degree_rows_run_together_are_two_entries_at_their_universities() -> None:
    found = _profile_of([
        "林悦", "lin.yue@example.cn", "教育背景",
        "硕士 软件工程, 软件学院 — 华南理工大学 — 2013-09 至 2016-04 GPA: 3.6/4.0 Ranked: 5/60"
        "本科 软件工程, 信息学院 — 华东交通大学 — 2008-09 至 2012-06 GPA: 85.7/100",
    ])  # fmt: skip
    assert found == [("华南理工大学", "Master", "2013-09"), ("华东交通大学", "Bachelor", "2008-09")]


def test_a_sentence_naming_two_degrees_gives_both() -> None:
    found = _profile_of([
        "Ana Ruiz", "ana.ruiz@example.org", "About Me",
        "Previously, I received my Master's degree in Software Engineering from the University "
        "of Science and Technology of China (USTC) in 2023 and Bachelor's degree in Computer "
        "Science from Hangzhou Dianzi University (HDU) in 2020.",
    ])  # fmt: skip
    assert [(school, degree) for school, degree, _ in found] == [
        ("University of Science and Technology of China", "Master"),
        ("Hangzhou Dianzi University", "Bachelor"),
    ]


def test_a_company_with_its_legal_form_heading_the_projects_is_a_job() -> None:
    found = _profile_of([
        "沈晓", "邮箱: shen.xiao@example.cn", "项目经历", "华为技术有限公司2015.8 - 至今",
        "• PCM系统数据缓存层开发", "• 此项目中,我负责 redis 客户端开发,负责redis服务部署。",
        "智能客服系统 2019.3 - 2019.9", "• 负责对话管理模块",
    ])  # fmt: skip
    assert found == [("华为技术有限公司", None, "2015-08")]  # the project is no title, nor a job


def test_a_title_that_names_what_it_leads_is_one_title() -> None:
    found = _profile_of([
        "Marek Zielinski", "marek.zielinski@example.pl", "EXPERIENCE",
        "Revolut, Krakow -- Backend Team Lead, Payments Core 09/2023 - present",
        "* Lead a team of 7 backend engineers on card payment processing.",
    ])  # fmt: skip
    assert found == [("Revolut", "Backend Team Lead", "2023-09")]


def test_a_title_ending_the_first_sentence_under_the_header_is_the_role() -> None:
    found = _profile_of([
        "Lin Yu", "lin.yu@example.org", "Employment", "ByteDance Seed | Jun 2024 – Present",
        "Research Scientist. Serving sparse MoE models: expert-parallel inference.",
        "Acme Analytics | 2018 – 2019", "Built the payment service. Migrated it to Kotlin.",
    ])  # fmt: skip
    assert found == [
        ("ByteDance Seed", "Research Scientist", "2024-06"),
        ("Acme Analytics", None, "2018"),
    ]


def test_a_promotion_bullet_is_no_position_of_its_own() -> None:
    found = _profile_of([
        "Siyu Chan", "siyu.chan@example.org", "Experience",
        "Alibaba Cloud — Container Service, Hangzhou",
        "Staff Engineer & Tech Lead, GPU Sharing · Jul 2021 – Present",
        "Senior Software Engineer · Apr 2018 – Jun 2021",
        "• Led the GPU sharing scheduler design.", "• Promoted to Staff Engineer in July 2021.",
        "Meituan — Food Delivery, Beijing", "Backend Engineer · Jul 2014 – Mar 2018",
    ])  # fmt: skip
    assert [employer for employer, _, _ in found] == ["Alibaba Cloud", "Alibaba Cloud", "Meituan"]
    zh = _profile_of([
        "陈思", "邮箱: chen.si@example.cn", "工作经历", "阿里云(阿里巴巴集团) 容器服务团队",
        "技术专家(P8) 2021.07 –至今", "高级开发工程师(P7) 2018.04 –2021.06",
        "• 主导 GPU 共享调度方案设计", "• 2021 年 7 月晋升为技术专家",
    ])  # fmt: skip
    assert [role for _, role, _ in zh] == ["技术专家(P8)", "高级开发工程师(P7)"]


def test_study_periods_listed_among_the_jobs_are_education() -> None:
    found = _profile_of([
        "林一帆", "邮箱:yifan.lin@example.org", "工作及教育经历",
        "华为 2022.8~至今 海思-智慧媒体开发部",
        "西安电子科技大学 2019.9~2022.7 机器人技术工程-研究生",
        "西安工业大学 2014.9~2018.7 机械电子工程-本科",
    ])  # fmt: skip
    assert ("西安电子科技大学", "Master", "2019-09") in found
    assert ("西安工业大学", "Bachelor", "2014-09") in found
    assert any(e[0] == "华为" for e in found)


def test_a_title_on_the_nested_bullet_under_a_dated_employer_is_the_role() -> None:
    found = _profile_of([
        "Ruolan Ke", "ruolan.ke@example.org", "Work Experience",
        "- Jul 2018 to July 2019 in Quillmark Payments", "  - Software Engineer",
        "- Apr 2016 to Oct 2016 in Huawei Central Software Institute",
        "  - Practice Algorithm Engineer",
    ])  # fmt: skip
    assert found[:2] == [
        ("Quillmark Payments", "Software Engineer", "2018-07"),
        ("Huawei Central Software Institute", "Practice Algorithm Engineer", "2016-04"),
    ]


def test_an_untitled_entry_that_names_a_partner_is_a_project_not_a_job() -> None:
    found = _profile_of([
        "Ada Okoro", "ada.okoro@example.org", "Experience",
        "Quillmark Payments — Machine Learning Engineer, Jul 2019 – Present",
        "- Fraud models.",
        "Feed Ranking Optimisation (2018): Collaborative project with Tencent WeChat",
        "- Offline evaluation of ranking features.",
    ])  # fmt: skip
    assert [(e, r) for e, r, _ in found] == [("Quillmark Payments", "Machine Learning Engineer")]


def test_an_mba_at_a_business_school_is_a_degree_and_an_eligibility_is_none() -> None:
    found = _profile_of([
        "Mira Sen", "mira.sen@example.org", "Education",
        "- **MBA**, INSEAD (Fontainebleau & Singapore), 2018 – 2019",
        "- **B.Tech, Mechanical Engineering**, Lakemoor Institute of Technology, 2010 – 2014",
    ])  # fmt: skip
    assert [(s.split(" (")[0], d) for s, d, _ in found] == [
        ("INSEAD", "Master"), ("Lakemoor Institute of Technology", "Bachelor"),
    ]  # fmt: skip
    from ingest.language import degree_levels

    assert degree_levels("硕士（曾获本校硕博连读资格，未申请）") == ["Master"]


def test_a_repository_or_personal_project_listed_like_a_job_is_no_position() -> None:
    found = _profile_of([
        "王晓川", "xiaochuan.wang@example.cn", "工作与项目经历",
        "星河科技 — 2021年7月 -- 至今", "后端工程师 | 支付网关",
        "Nordlicht Systems — Embedded Engineer, 03/2018 - 12/2020",
        "- CAN/CAN-FD drivers and diagnostics; TCP/IP - stack bring-up",
        "acme-labs/fastq — 2019年7月 -- 2019年9月",
        "Golang, Micro-service, 14 stars | 后端架构、负责人",
        "xiaochuan/dotfiles — 2018年 -- 至今", "Python, 241 stars | 个人项目",
        "Lantern Notes — 2017 – 2018", "- Personal project: a note-taking app in Kotlin",
    ])  # fmt: skip
    assert [e for e, _, _ in found] == ["星河科技", "Nordlicht Systems"]


def test_a_company_with_a_legal_form_beats_title_words_and_places() -> None:
    found = _profile_of([
        "Yi Zhang", "yi.zhang@example.com", "Work Experience",
        "• 2021.4 - 2023.4: Software Develop Engineer, Northwind Information Technology Group"
        " Co., Ltd., Beijing, China",
        "Experience",
        "2015 - 2018: Senior software R&D", "Semitronix Corp.", "Duties included:",
        "• Layout verification tools.",
    ])  # fmt: skip
    assert [(e, r) for e, r, _ in found] == [
        ("Northwind Information Technology Group Co.", "Engineer"),
        ("Semitronix Corp.", "Senior software R&D"),
    ]


def test_a_department_field_is_a_unit_not_the_employer() -> None:
    found = _profile_of([
        "Xiao Ma", "xm@example.com", "Experience",
        "Ricoh Beijing, China — Mar. 2016 -- Sept. 2016",
        "computer vision Intern | Department: video algorithm research", "- Video synopsis",
        "商汤科技 北京 — 2017年04月 -- 至今", "见习算法研究员 | 部门: 算法平台部", "- 框架开发",
    ])  # fmt: skip
    assert [(e, r) for e, r, _ in found] == [
        ("Ricoh Beijing", "computer vision Intern"),
        ("商汤科技", "见习算法研究员"),
    ]


def test_a_degree_whose_end_the_cv_calls_expected_is_in_progress() -> None:
    from ingest.record import degree_of

    texts = [
        "林一", "lin@example.cn", "教育背景",
        "硕士 中山大学 计算机技术 2022.09 - 2025.06(预期)",
        "本科 中山大学 软件工程 2018.09 - 2022.06",
    ]  # fmt: skip
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv.md", file_name="cv.md", doc_id="z" * 32, format="markdown",
                  lines=lines, pages=1)  # fmt: skip
    degrees = [degree_of(e) for e in extract_profile(cv, split_sections(cv), None).education]
    # as the CV states it, whatever the date it is read at (the answer reads it so too)
    assert [(d.level, d.status) for d in degrees] == [
        ("Master", "in progress"),
        ("Bachelor", "completed"),
    ]


def test_an_entry_header_of_fields_is_not_glued_to_its_first_sentence() -> None:
    long = (
        "Ran the payments platform behind the checkout; wrote operators in Go, moved "
        "monitoring to Prometheus and Thanos, introduced Terraform for all landscapes."
    )
    lines = [TextLine(text=t, page=1) for t in [
        "Nov 2015 – Aug 2020", "Site Reliability Engineer, Nordlicht SE, Walldorf", long,
        "Oct 2013 – Sep 2015", "Working Student (Werkstudent, 15 h/week), Brenner AG, Munich",
        "Test automation for industrial PLC firmware (Python, Jenkins).",
        "and a sentence that wraps after a list of partners such as Acme, Initech, Globex",
        "continues here in lower case.",
    ]]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "Working Student (Werkstudent, 15 h/week), Brenner AG, Munich" in texts
    found = _profile_of([
        "Lukas Brenner", "lukas@example.de", "Experience", *texts[:6], "Education",
    ])  # fmt: skip
    assert ("Brenner AG", "Working Student", "2013-10") in found


def test_a_school_whose_name_has_a_campus_after_a_comma_or_at_stays_whole() -> None:
    found = _profile_of([
        "Dana Kim", "dana@example.com", "Education",
        "University of California, Berkeley | Berkeley, CA",
        "B.S. Electrical Engineering and Computer Sciences | Aug 2021 – May 2025",
        "- M.S. Business Analytics, The University of Texas at Austin (2018 – 2019)",
        "B.Sc. Physics, University of Toronto, 2010 – 2014",
    ])  # fmt: skip
    assert [school for school, _, _ in found] == [
        "University of California, Berkeley",
        "The University of Texas at Austin",
        "University of Toronto",
    ]


def test_a_month_then_an_open_end_then_the_year_is_an_ongoing_span() -> None:
    span = find_span("Oct.-* 2021: Research Intern @ Quillfeather AI Lab")
    assert span is not None and span.ongoing and str(span.start) == "2021-10"


def test_a_second_part_of_the_employer_on_a_line_of_its_own_is_a_position_there_too() -> None:
    found = _profile_of([
        "Jun Okabe", "jun.okabe@example.org", "Experience",
        "Alibaba · Hangzhou · 2016 – 2022", "Payments Risk Team, Ant Group",
        "• Built the risk-feature store.", "Speech Lab, DAMO Academy",
        "• Trained streaming ASR models.",
    ])  # fmt: skip
    employers = [e for e, _, _ in found]
    assert "DAMO Academy" in employers and len(employers) == 2, found


def test_a_chinese_school_line_ending_in_its_dates_is_not_glued_to_the_line_above() -> None:
    lines = [TextLine(text=t, page=1) for t in [
        "研究生院软件研究所, 北京 — 2020 -- 至今", "硕士在读 软件工程, 预计 2023 年 6 月毕业",
        "临江大学, 杭州 — 2016 -- 2020", "学士 计算机科学与技术", "项目经历",
    ] * 3]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "临江大学, 杭州 — 2016 -- 2020" in texts


def test_a_school_after_a_subheading_of_course_projects_is_still_a_degree() -> None:
    texts = [
        "江一帆", "jiang@example.cn", "教育经历", "东北大学,沈阳, 2013 年 9 月 —— 2015 年 12 月",
        "计算机科学硕士学位", "课程项目", "• 软件工程项目", "• 用 Spark 统计分析日志",
        "暨南大学,广州,2009 年 9 月 —— 2013 年 7 月", "软件工程工学学士学位",
    ]  # fmt: skip
    found = [(s, d) for s, d, _ in _profile_of(texts) if d]
    assert ("暨南大学", "Bachelor") in found, found


def test_a_graduate_scholarship_is_no_graduate_degree() -> None:
    assert degree_level("康奈尔大学研究生奖学金 (前20%)") is None


def test_a_company_heading_over_its_roles_is_no_position_of_its_own() -> None:
    found = _profile_of([
        "韩悦", "hanyue@example.cn", "工作经历",
        "阿里云（阿里巴巴集团） 容器服务                                 2019.07–至今",
        "技术专家（2023.01–至今）", "• 负责调度器。",
        "高级开发工程师（2019.07–2022.12）", "• 弹性伸缩。",
    ])  # fmt: skip
    jobs = [(role, start) for _, role, start in found if role]
    assert jobs == [("技术专家", "2023-01"), ("高级开发工程师", "2019-07")], found


def test_a_date_column_cut_inside_zhijin_and_a_header_of_fields_stay_apart() -> None:
    lines = [TextLine(text=t, page=1) for t in [
        "工作经历", "2020.09–至", "今", "技术副总裁（智能座舱）, 青桐汽车, 青桐集团, 北京",
        "组建车载操作系统与智能座舱软件团队，从 20 人扩展到约 300 人；主导量产交付。",
        "2013.01– 2020.08", "研发总监, 百度, 搜索架构部, 北京",
    ]]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "2020.09–至今" in texts
    assert "技术副总裁（智能座舱）, 青桐汽车, 青桐集团, 北京" in texts


def test_a_certification_under_education_is_no_degree() -> None:
    found = _profile_of([
        "Ravi Kulkarni", "ravi.k@example.org", "Education",
        "M.S. in Information Networking, Lakeshore University, 2012 – 2014",
        "Certifications and talks", "2020: AWS Certified Solutions Architect – Professional",
    ])  # fmt: skip
    schools = [s for s, d, _ in found if d or "Lakeshore" in s or "AWS" in s]
    assert not any("AWS" in s for s in schools), found


def test_a_title_dated_in_spaced_chinese_and_an_org_with_its_city_head_their_entries() -> None:
    # xeCJK spaces "2020 年 7 月"; a bullet's last line never runs on into the next title, nor
    # into the next employer's line ("<机构>（English name） <城市>")
    lines = [TextLine(text=t, page=1) for t in [
        "青禾云服科技有限公司 北京", "高级算法工程师 2023 年 4 月 - 至今",
        "• 负责对话系统的意图识别与多轮对话管理模块并管理 3 名算法工程师制定季度算法路线",
        "算法工程师 2020 年 7 月 - 2023 年 3 月",
        "• 用双塔模型重构 FAQ 检索并负责三十多个行业客户的意图体系迁移与主动学习标注工具",
        "松涛智能研究院（Pine Lab） 杭州", "算法实习生 2019 年 6 月 - 2019 年 9 月",
    ]]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert "算法工程师 2020 年 7 月 - 2023 年 3 月" in texts
    assert "松涛智能研究院（Pine Lab） 杭州" in texts


def test_an_open_start_wrapped_by_a_narrow_date_column_stays_one_date() -> None:
    # moderncv's date column: "since Apr" / "2024" is one start, the entry's own
    lines = [TextLine(text=t, page=1) for t in [
        "since Apr", "2024", "Director, Sovereigns, Harbour Ratings, Oslo",
        "Sep 2020 – Mar 2024", "Associate Director, Harbour Ratings, Oslo",
    ]]  # fmt: skip
    texts = [line.text for line in unwrap(lines)]
    assert texts[0] == "since Apr 2024"


def test_an_older_cvs_ongoing_job_merges_with_the_newer_cvs_same_start_not_the_next_title() -> None:
    from ingest.models import EmploymentItem, merge_entries

    def job(role: str, start: str, end: str | None) -> EmploymentItem:
        years = [int(start[:4]), int(end[:4]) if end else 9999]
        return EmploymentItem(employer="Lindqvist Pharma", role=role, start=start, end=end,
                              ongoing=end is None, years=years)  # fmt: skip

    older = [job("Medical Science Liaison", "2022-04", None)]
    newer = [job("医学事务经理", "2024-07", None), job("医学联络官(MSL)", "2022-04", "2024-06")]
    merged = merge_entries([*older, *newer])
    assert sorted((x.start, x.role) for x in merged) == [
        ("2022-04", "Medical Science Liaison (医学联络官(MSL))"),
        ("2024-07", "医学事务经理"),
    ]


def test_a_dated_school_line_heads_its_entry_and_borrows_no_degree_from_above() -> None:
    # "PGCE" names no degree level; the MBA above belongs to the school above it
    texts = ["Tamsin Oduya", "Education",
             "University of Leeds, Business School 2019 – 2020",
             "Online MBA, part-time – withdrew after 4 courses",
             "University of Cambridge 2010 – 2011", "PGCE, Secondary Mathematics",
             "University of Warwick 2007 – 2010", "BSc Mathematics"]  # fmt: skip
    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source="cv.pdf", file_name="cv.pdf", doc_id="p" * 32, format="pdf",
                  lines=lines, pages=1)  # fmt: skip
    degrees = {e.school: e.degree for e in extract_profile(cv, split_sections(cv), None).education}
    assert degrees["University of Cambridge"] is None
    assert degrees["University of Warwick"] == "Bachelor"
