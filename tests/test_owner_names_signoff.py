"""The owner's name when the top of a CV has none and it is only further down: in a closing
line ("Thanks for reading — Name", "Sincerely,\\nName", "——张三"), a "Name:" / "姓名:" line or
a signature block, and only when it fits the e-mail address or profile handle (nothing
there is taken from a referee, an author list, a company or a quotation). People, companies
and addresses are fictional."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingest.name_handles import fits_handle
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections

_ABOUT = """## About me

I'm a backend engineer who has spent six years on payments and internal tooling. I like
small teams, typed code and boring infrastructure.

Since 2021 I have been a Senior Software Engineer at Larkspur Payments, where I lead the
ledger team. Before that I was a Software Engineer at Quayside Freight.

## Skills

Go, PostgreSQL, Kafka, Terraform
"""

_ZH_ABOUT = """## 自我评价

五年后端开发经验，熟悉分布式系统与高并发服务，做事认真，乐于分享。

## 工作经历

2020.7 - 至今  示例网络科技有限公司  后端开发工程师
- 负责订单系统的重构与性能优化

## 专业技能

Java, Go, MySQL, Redis
"""

_FILLER = "".join(f"- Shipped internal tool {i} for the operations team\n" for i in range(30))

FOUND = [
    # (what the CV shows, text of the CV, the owner's name)
    (
        "a footer 'Curriculum vitae – Name – confidential' over an initial-and-surname handle",
        "Curriculum Vitae\nClinical Operations | Oncology\n"
        "Aarhus, Denmark · bvestergaard@example.com\n\n## Experience\n\n"
        "Nordlys Biologics A/S — Clinical Trial Manager, 2020 – Present\n\n"
        "Curriculum vitae – Birthe Vestergaard – confidential\n",
        "Birthe Vestergaard",
    ),
    (
        "a running footer 'Name — Curriculum Vitae — updated …', handle with a tag",
        "Staff Data Engineer\nLeeds, UK · r.okafor.dev@example.com\n\n## Experience\n\n"
        "Tidewell Analytics — Staff Data Engineer, 2021 – Present\n\n"
        "Rowan Okafor — Curriculum Vitae — updated May 2026\n",
        "Rowan Okafor",
    ),
    (
        "a page footer glued to the line above it",
        "Senior ML Engineer\nContact\nlmbeki.ml@example.org\n\n## Talks\n\n"
        "PyData 2025: retrieval for cold starts Lindiwe Mbeki • CV • page 1\n",
        "Lindiwe Mbeki",
    ),
    (
        "closing with a dash, e-mail of the given name's start and the surname",
        _ABOUT + "\nContact: ta.abernathy@example.com\n\nThanks for reading — Tamsin Abernathy\n",
        "Tamsin Abernathy",
    ),
    (
        "a role line just above the closing, the owner's title after the name",
        _ABOUT + "\nContact: ta.abernathy@example.com\nEngineering Manager at Larkspur Payments\n"
        "Thanks for reading — Tamsin Abernathy, Engineering Manager\n",
        "Tamsin Abernathy",
    ),
    (
        "Sincerely, then the name on the next line, a profile handle",
        _ABOUT + "\ngithub.com/oquigley · hello@quigley.example\n\nSincerely,\nOrla Quigley\n",
        "Orla Quigley",
    ),
    (
        "a name after a dash alone, e-mail of an initial and the surname",
        _ABOUT + "\nbfinch@example.org\n\n— Bartholomew Finch\n",
        "Bartholomew Finch",
    ),
    (
        "a signature block: the name, then its e-mail address",
        _ABOUT + "\nLeopold Marchetti\nleo.marchetti@example.com\n",
        "Leopold Marchetti",
    ),
    (
        "a Name: line far below the top, no e-mail address",
        _ABOUT + _FILLER + "\n## Personal details\n\nName: Ingrid Solvang\nBorn: 1994\n",
        "Ingrid Solvang",
    ),
    (
        "a first name at the top, the full name in the closing",
        "Hi, I'm Ottilie!\n\n" + _ABOUT + "\nCheers — Ottilie Marchbank\n",
        "Ottilie Marchbank",
    ),
    (
        "——name closing that fits a pinyin e-mail address",
        _ZH_ABOUT + "\n邮箱: wangxiaoyu@example.cn\n\n——王晓宇\n",
        "王晓宇",
    ),
    (
        "感谢阅读, then ——name, no address",
        _ZH_ABOUT + "\n电话: 13800000000\n\n感谢阅读！\n——林墨白\n",
        "林墨白",
    ),
    (
        "'my name is' in the last paragraph, no address",
        _ABOUT + _FILLER + "\nIn case we meet: my name is Bram Visser, and I like tea.\n",
        "Bram Visser",
    ),
    (
        "a letter's 此致 / 敬礼, then the name",
        _ZH_ABOUT + "\n此致\n敬礼！\n\n何清远\n",
        "何清远",
    ),
    (
        "a 姓名 line far below the top, a numeric e-mail address",
        _ZH_ABOUT + _FILLER + "\n## 基本信息\n\n姓名：苏念慈\n邮箱：12345678@example.cn\n",
        "苏念慈",
    ),
    (
        "我是 … in the last paragraph",
        _ZH_ABOUT + _FILLER + "\n以上就是我的简历。我是沈知秋，期待与您交流。\n",
        "沈知秋",
    ),
]

NOT_FOUND = [
    # (what the CV shows, text of the CV, the name it keeps, its source)
    (
        "a referee's name and address at the end",
        _ABOUT + "\n## References\n\nDr. Edmund Harrowgate, Halvorsen Institute\n"
        "edmund.h@halvorsen.example\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "an advisor line at the end",
        _ABOUT + "\nhello@studio.example\n\nAdvisor: Edmund Harrowgate\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a supervisor's name under a label line, with the supervisor's address",
        _ABOUT + "\nhello@studio.example\n\nSupervisor:\n"
        "Dr. Edmund Harrowgate, e.harrowgate@halvorsen.example\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "an author list after a dash",
        _ABOUT + "\nm.holt@example.org\n\nRecent preprint:\n— Maren Holt, Joaquin Serrano, "
        "Ada Nwosu. Sparse Routing for Edge Models. 2025.\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a company in the closing",
        _ABOUT + "\nhello@quillfeather.example\n\nThanks for reading — Quillfeather Studio\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a closing name the e-mail address contradicts",
        _ABOUT + "\nContact: rs.devlin@example.com\n\nThanks for reading — Maya Okafor\n",
        "Rs Devlin",
        "email",
    ),
    (
        "a name alone at the end that fits no handle",
        _ABOUT + "\nhello@studio.example\n\nBram Visser\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "'This is' a product in the last paragraph, a handle it does not fit",
        _ABOUT + _FILLER + "\nhello@studio.example\n\nThis is Halvard Quill, our open-source "
        "ledger.\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a first name at the top, someone else's full name in the closing",
        "Hi, I'm Ottilie!\n\n" + _ABOUT + "\nCheers — Bram Visser\n",
        "Ottilie",
        "header",
    ),
    (
        "a name in the header wins over the closing",
        "# Rosalind Achterberg\n\n" + _ABOUT + "\nThanks for reading — Tamsin Abernathy\n",
        "Rosalind Achterberg",
        "header",
    ),
    (
        "a quotation's author after ——",
        _ZH_ABOUT + "\n邮箱: 12345678@example.cn\n\n“不积跬步，无以至千里。”\n——荀子\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a referee's Name: line far below the top",
        _ABOUT + _FILLER + "\n## References\n\nName: Edmund Harrowgate\n"
        "Role: Engineering Manager, Quayside Freight\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a referee's 姓名 line far below the top",
        _ZH_ABOUT + _FILLER + "\n推荐人\n姓名：顾长风\n职务：教授\n",
        "Unknown (cv.md)",
        "file name",
    ),
    (
        "a referee's 姓名 line",
        _ZH_ABOUT + "\n## 推荐人\n\n姓名：顾长风\n职务：教授\n",
        "Unknown (cv.md)",
        "file name",
    ),
]


def _names(tmp_path: Path, text: str) -> tuple[list[str], str]:
    path = tmp_path / "cv.md"
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 20_000_000)
    profile = extract_profile(cv, split_sections(cv))
    return profile.names, profile.name_source


@pytest.mark.parametrize(("shows", "text", "name"), FOUND, ids=[c[0] for c in FOUND])
def test_a_full_name_further_down_that_fits_the_handle(
    tmp_path: Path, shows: str, text: str, name: str
) -> None:
    names, source = _names(tmp_path, text)
    assert (names[0], source) == (name, "header"), (shows, names)


@pytest.mark.parametrize(
    ("shows", "text", "name", "source"), NOT_FOUND, ids=[c[0] for c in NOT_FOUND]
)
def test_no_name_of_someone_else_or_of_a_thing(
    tmp_path: Path, shows: str, text: str, name: str, source: str
) -> None:
    names, found_by = _names(tmp_path, text)
    assert (names[0], found_by) == (name, source), (shows, names)


@pytest.mark.parametrize(
    ("name", "handle", "fits"),
    [
        ("Nadia Okoro", "nkokoro", False),
        ("Nadia Okoro", "naokoro", True),
        ("Jane van der Berg", "janevanderberg", True),
        ("Jane van der Berg", "jberg", True),
        ("Mary Ann Roe", "marmroe", False),
        ("Mary Ann Roe", "maroe", True),
        ("Zoë Ørsted", "zorsted", True),
        ("李思远", "lisy", True),
        ("李思远", "siyuanli", True),
        ("李思远", "lixiaoming", False),
        ("Tamsin Abernathy", "abernathy", False),
    ],
)
def test_which_handles_a_name_fits(name: str, handle: str, fits: bool) -> None:
    assert fits_handle(name, handle) is fits
