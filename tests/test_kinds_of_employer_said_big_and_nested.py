"""A kind of employer said with "大厂" after it ("汽车零部件大厂", "快消大厂") asks the big ones of
that kind, not the big-tech group, when no big-tech company is of the kind; "电商大厂" keeps
both (the group's e-commerce members). A word two nested kinds share ("药企": healthcare and
pharma) is the narrower kind's, through every kind the wider one includes. People are
fictional; the employers are in the catalog."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from ingest.industries import IndustryCatalog
from tests.conftest import answered_names, module_engine, read_question

CVS = {
    "feng_qiyuan.txt": """冯启源
采购工程师    fengqiyuan@example.com

工作经历

博世汽车部件（苏州）有限公司      采购工程师                    2019 年 7 月 - 至今
• 负责制动系统零部件的供应商开发与成本谈判

教育背景

同济大学    机械工程   本科                                  2015 年 9 月 - 2019 年 6 月
""",
    "tao_wanning.txt": """陶婉宁
运营经理    taowanning@example.com

工作经历

阿里巴巴      天猫 运营经理                                      2020 年 7 月 - 至今
• 负责家电品类的大促运营

教育背景

浙江大学    市场营销   本科                                  2016 年 9 月 - 2020 年 6 月
""",
}
PEOPLE = {"冯启源", "陶婉宁"}

engine = module_engine(CVS, "kinds-said-big", date(2026, 11, 30))


def test_a_big_one_of_a_kind_no_big_tech_company_is_of(engine: AnswerEngine) -> None:
    assert answered_names(engine, "有在汽车零部件大厂干过的吗", PEOPLE) == {"冯启源"}
    assert read_question("有在德国汽车零部件大厂干过的吗").employers == set()


def test_a_big_one_of_a_kind_big_tech_companies_are_of_keeps_them(engine: AnswerEngine) -> None:
    assert answered_names(engine, "有在电商大厂干过的吗", PEOPLE) == {"陶婉宁"}
    assert "alibaba" in read_question("有在电商大厂干过的吗").employers


def test_a_word_of_nested_kinds_is_the_narrower_kind() -> None:
    catalog = IndustryCatalog.load()
    assert catalog.asked_as("药企") == "pharma"
    assert catalog.asked_as("动保公司") == "animal_health"
    assert "zoetis" in catalog.all_members("healthcare")  # through pharma, animal health


def test_every_word_shared_by_nested_kinds_reads_as_the_innermost() -> None:
    catalog = IndustryCatalog.load()
    shared: dict[str, set[str]] = {}
    for item in catalog.items.values():
        for word in item.asked:
            shared.setdefault(word.lower(), set()).add(item.id)
    for word, kinds in shared.items():
        inner = [
            k for k in kinds if all(catalog.all_members(k) <= catalog.all_members(o) for o in kinds)
        ]
        if len(kinds) > 1 and len(inner) == 1:
            assert catalog.asked_as(word) == inner[0], word
