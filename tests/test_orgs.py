"""The organisation catalog: names of employers and schools across languages, matched the way
a recruiter reads them (東北大学 is not 北大, "Googled" is not Google, NTU needs context)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ingest.org_files import OrgCatalogError
from ingest.org_keys import org_key
from ingest.orgs import OrgCatalog, default_user_paths
from vectorstore.errors import UserFacingError


@pytest.fixture(scope="module")
def catalog() -> OrgCatalog:
    return OrgCatalog.load()


def ids(catalog: OrgCatalog, text: str) -> list[str]:
    return [m.id for m in catalog.find(text)]


def test_catalog_is_large_and_every_reference_resolves(catalog: OrgCatalog) -> None:
    kinds = [catalog.kind(i) for i in catalog.ids()]
    assert kinds.count("employer") >= 250
    assert kinds.count("school") >= 250
    for org_id in catalog.ids():
        assert catalog.lineage(org_id)[0] == org_id
        assert catalog.display(org_id)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the same organisation under names in both languages
        ("2019-2021 谷歌 软件工程师", ["google"]),
        ("Software Engineer, Google LLC", ["google"]),
        ("实习：英伟达 GPU 架构组", ["nvidia"]),
        ("NVIDIA Corporation, Santa Clara", ["nvidia"]),
        ("微软亚洲研究院 (MSRA) 研究实习生", ["msra", "msra"]),
        ("Research Intern, Microsoft Research Asia", ["msra"]),
        ("博士，北京航空航天大学", ["buaa"]),
        ("Ph.D., Beihang University (BUAA)", ["buaa", "buaa"]),
        ("本科 上海交通大学 / SJTU", ["sjtu", "sjtu"]),
        ("中国科学技术大学 计算机学院", ["ustc"]),
        ("在商汤实习", ["sensetime"]),
        ("北京嘀嘀无限科技有限公司 算法工程师", ["didi"]),
        ("曾就职于华为、中兴和京东", ["huawei", "zte", "jd"]),
        ("Alibaba Cloud (阿里云), then DAMO Academy", ["alibaba-cloud", "alibaba-cloud", "damo"]),
        ("蚂蚁集团 支付宝", ["ant-group", "ant-group"]),
        ("字节跳动 飞书 / Lark", ["bytedance", "feishu", "feishu"]),
        ("University of Florida, Gainesville", ["ufl"]),
        ("ETH Zürich and EPFL", ["eth", "epfl"]),
        # Traditional characters (CVs from Taiwan or Hong Kong)
        ("騰訊 後端工程師；微軟亞洲研究院 實習", ["tencent", "msra"]),
        ("國立臺灣大學 電機系；香港科技大學", ["ntu-tw", "hkust"]),
        ("河北大學", ["hbu"]),
        # leftmost-longest: a longer name hides the short form inside it
        ("我毕业于东北大学", ["neu-cn"]),
        ("河北大学 与 湖北大学", ["hbu", "hubu"]),
        ("京东方 显示器", ["boe"]),
        ("东北大学本科，北大硕士", ["neu-cn", "pku"]),
        # word boundaries and case
        ("Google Summer of Code 2020", ["google"]),
        ("I googled it; she Googled the error; googling", []),
        ("Meta-learning for few-shot tasks", []),
        ("an apple a day; apple-pie recipes", []),
        ("Apple Inc., Cupertino", ["apple"]),
        ("PKU, THU and ZJU", ["pku", "tsinghua", "zju"]),
        ("pku thu zju hit zte", []),
        ("a big HIT at the HITL workshop", ["hit"]),
        ("mail me at someone@google.com or visit google.com", []),
        # text that contains a name but means something else
        ("理解字节码与字节序", []),
        ("资深大数据工程师，熟悉集成电路；其中信息来自澳大利亚的平台大数据", []),
        ("Released under the MIT License", []),
        ("负责重大项目，按时上交报告", []),
        # "<City> University of <X>" is another school unless the catalog knows it
        ("B.S., Wuhan University of Science and Technology", []),
        ("Nanjing University of Aeronautics and Astronautics", ["nuaa"]),
        ("Nanjing University, 2019", ["nju"]),
        ("University of Science & Technology Beijing", ["ustb"]),
        ("Texas A&M University", ["tamu"]),
        ("Sun Yat Sen University; Zhejiang Univ.; Univ. of Toronto", ["sysu", "zju", "utoronto"]),
        # an independent college named after a university is another school, in either script
        ("Zhejiang University City College, 2013 - 2017", []),
        ("华南理工大学广州学院 市场营销", []),
        ("Tan Kah Kee College, Xiamen University — B.A. in Marketing", []),
        ("Yuanpei College, Peking University", ["pku"]),  # a college of the university's own
        ("Zhejiang University, Hangzhou", ["zju"]),
        # employers many engineers' CVs name; a common word only as a name
        ("Flipkart, Bengaluru; Zalando SE, Berlin", ["flipkart", "zalando"]),
        ("Grab — Android Engineering Intern", ["grab"]),
        ("anyone ex anta group", ["anta"]),
        ("Milestone S.r.l., Milan; a milestone reached", ["milestone-games"]),
        ("grab a coffee at sea level", []),
    ],
)
def test_find(catalog: OrgCatalog, text: str, expected: list[str]) -> None:
    assert ids(catalog, text) == expected


def test_offsets_and_surface(catalog: OrgCatalog) -> None:
    text = "工作：2018.07-至今 阿里巴巴 高级工程师"
    [mention] = catalog.find(text)
    assert mention.surface == "阿里巴巴"
    assert text[mention.start : mention.end] == "阿里巴巴"
    assert not mention.ambiguous


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Northeastern University, Boston, MA", "neu-us"),
        ("B.S., Northeastern University, Shenyang, China", "neu-cn"),
        ("东北大学 计算机科学与技术", "neu-cn"),
        ("美国东北大学 硕士", "neu-us"),
        ("NTU, Singapore", "ntu-sg"),
        ("Nanyang Technological University (NTU). Then NTU again.", "ntu-sg"),
        ("NTU, Taipei", "ntu-tw"),
    ],
)
def test_ambiguous_names_resolve_by_context(catalog: OrgCatalog, text: str, expected: str) -> None:
    assert {m.id for m in catalog.find(text)} == {expected}


def test_ambiguous_name_without_context_resolves_to_neither(catalog: OrgCatalog) -> None:
    [mention] = catalog.find("M.S. in Computer Science, Northeastern University, 2016")
    assert mention.ambiguous
    assert set(mention.candidates) == {"neu-us", "neu-cn"}
    assert not catalog.within(mention.id, catalog.resolve("东北大学"))
    assert not catalog.within(mention.id, {"neu-us"})
    [ntu] = catalog.find("Exchange student at NTU")
    assert set(ntu.candidates) == {"ntu-sg", "ntu-tw"}


def test_shenyang_and_boston_never_resolve_to_each_other(catalog: OrgCatalog) -> None:
    assert catalog.resolve("东北大学") == {"neu-cn"}
    assert catalog.resolve("Northeastern University (Boston)") == {"neu-us"}
    # the bare English name is what both call themselves: a question may mean either
    assert {"neu-us", "neu-cn"} <= catalog.resolve("Northeastern University")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Alibaba Group", {"alibaba"}),
        ("阿里巴巴集团", {"alibaba"}),
        ("Google, Inc", {"google"}),
        ("谷歌", {"google"}),
        ("Microsoft Corporation", {"microsoft"}),
        ("Peking University", {"pku"}),
        ("北京大学", {"pku"}),
        ("pku", {"pku"}),
        ("Beihang University", {"buaa"}),
        ("Shanghai Jiao Tong University", {"sjtu"}),
        ("Huawei Technologies Co., Ltd.", {"huawei"}),
        ("腾讯科技（深圳）有限公司", {"tencent"}),
        ("Acme Rocket Works", set()),
        # short forms that are ordinary words: a name only when they are the whole name
        ("上交", {"sjtu"}),
        ("人大", {"ruc"}),
    ],
)
def test_resolve(catalog: OrgCatalog, name: str, expected: set[str]) -> None:
    assert catalog.resolve(name) == expected


def test_subsidiaries_and_labs_count_for_their_parent(catalog: OrgCatalog) -> None:
    alibaba = catalog.resolve("Alibaba")
    for text in ("阿里云", "达摩院", "DAMO Academy", "阿里妈妈", "淘宝", "钉钉", "DingTalk"):
        [mention] = catalog.find(text)
        assert catalog.within(mention.id, alibaba), text
    [ant] = catalog.find("蚂蚁集团")
    assert not catalog.within(ant.id, alibaba)  # Ant Group is its own company
    [msra] = catalog.find("MSRA")
    assert catalog.lineage(msra.id) == ["msra", "microsoft-research", "microsoft"]  # a MSR lab
    [brain] = catalog.find("Google Brain")
    assert catalog.within(brain.id, catalog.resolve("谷歌"))
    assert {"alibaba-cloud", "damo", "taobao"} <= catalog.descendants("alibaba")


def test_display_and_aliases(catalog: OrgCatalog) -> None:
    assert catalog.display("nvidia", "zh") == "英伟达"
    assert catalog.display("nvidia", "en") == "NVIDIA"
    assert catalog.display("unknown-id") == "unknown-id"
    assert {"MSRA", "微软亚洲研究院", "Microsoft Research Asia"} <= set(catalog.aliases("msra"))


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Google, Inc", "google"),
        ("Google LLC", "google"),
        ("Microsoft Corporation", "microsoft"),
        ("Globex GmbH", "globex"),
        ("Initech Co., Ltd.", "initech"),
        ("Hooli Group Holding Limited", "hooli"),
        ("杭州星河云图科技有限公司", "星河云图"),
        ("星河集团", "星河"),
        ("北京星河大学", "北京星河大学"),  # a school keeps its full name
    ],
)
def test_org_key(name: str, key: str) -> None:
    assert org_key(name) == key


def test_user_yaml_adds_an_alias_and_an_organisation(tmp_path: Path) -> None:
    user = tmp_path / "orgs.yaml"
    user.write_text(
        "orgs:\n"
        "- {id: google, aliases: [Mountain View G]}\n"
        "- {id: zephyr-labs, en: Zephyr Labs, zh: 和风实验室, kind: lab, parent: google}\n",
        encoding="utf-8",
    )
    assert default_user_paths(tmp_path) == [user]
    assert default_user_paths(tmp_path / "missing") == []
    catalog = OrgCatalog.load(default_user_paths(tmp_path))
    assert ids(catalog, "Intern at Mountain View G, then 和风实验室") == ["google", "zephyr-labs"]
    assert catalog.within("zephyr-labs", catalog.resolve("Google"))
    assert (
        ids(OrgCatalog.load(), "Intern at Mountain View G") == []
    )  # the built-in catalog is unchanged


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("orgs: [ {id: acme, en: Acme", "not valid YAML"),
        ("orgs:\n- {id: acme, en: Acme, kind: planet}\n", "kind"),
        ("orgs:\n- {id: acme}\n", "without a name"),
        ("orgs:\n- {id: acme, en: Acme, parent: nowhere}\n", "nowhere"),
        ("orgs:\n- {id: acme, en: Acme, colour: red}\n", "colour"),
    ],
)
def test_malformed_user_yaml_is_a_clear_error(tmp_path: Path, content: str, words: str) -> None:
    user = tmp_path / "orgs.yaml"
    user.write_text(content, encoding="utf-8")
    with pytest.raises(OrgCatalogError) as err:
        OrgCatalog.load([user])
    assert isinstance(err.value, UserFacingError)
    assert str(user) in str(err.value)
    assert words in str(err.value)


def test_find_is_fast(catalog: OrgCatalog) -> None:
    chunk = (
        "2016.09-2020.06 北京航空航天大学 计算机学院 本科；2020-2023 Research Intern, "
        "Microsoft Research Asia (MSRA), Beijing. Built GPU cluster schedulers with Kubernetes "
        "and Go at ByteDance; collaborated with Tsinghua University and 阿里云 on serving. "
    ) * 2
    catalog.find(chunk)
    start = time.perf_counter()
    for _ in range(300):
        catalog.find(chunk)
    per_chunk = (time.perf_counter() - start) / 300
    assert per_chunk < 0.002  # measured ~0.03 ms on an idle machine; generous for CI


def test_missing_user_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(OrgCatalogError, match="Cannot read"):
        OrgCatalog.load([tmp_path / "nope.yaml"])


def test_an_edited_user_file_is_read_again(tmp_path: Path) -> None:
    user = tmp_path / "orgs.yaml"
    user.write_text("orgs:\n- {id: quill, en: Quill Works}\n", encoding="utf-8")
    assert ids(OrgCatalog.load([user]), "Quill Works; Inkwell Co") == ["quill"]
    user.write_text("orgs:\n- {id: quill, en: Quill Works, aliases: [Inkwell Co]}\n", "utf-8")
    os.utime(user, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert ids(OrgCatalog.load([user]), "Quill Works; Inkwell Co") == ["quill", "quill"]


def test_an_independent_college_is_not_the_university_it_is_named_after(
    catalog: OrgCatalog,
) -> None:
    assert [m.id for m in catalog.find("电子科技大学成都学院 计算机科学与技术")] == []
    assert [m.id for m in catalog.find("电子科技大学计算机学院")] == ["uestc"]  # its own school
