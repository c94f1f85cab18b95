"""A company whose registered name holds 联合 ("上海家化联合股份有限公司", "联合资信评估股份有限
公司") is an employer like any other: 联合 says a joint project only before the work done
jointly ("联合开发", "联合实验室"). Years in a field count every title that names it ("品牌助理",
"高级品牌经理"). People are fictional; the companies are real ones the
catalog may not know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "xiao_xiaoyin.txt": """萧小音 | 品牌经理
手机：159-0000-0000 | 邮箱：xiaoxiaoyin@example.cn | 上海

【工作经历】
珀莱雅化妆品股份有限公司　高级品牌经理　2019.06 - 至今
- 负责精华线年度品牌规划。

上海家化联合股份有限公司　品牌助理　2016.07 - 2019.05
- 协助品牌焕新项目。

【教育背景】
上海外国语大学　广告学　本科　2012.09 - 2016.06
""",
    "tang_mingze.txt": """唐明泽 | 算法工程师
邮箱：tangmingze@example.cn

【工作经历】
杭州澄川智能科技有限公司　算法工程师　2020.07 - 至今
- 与上海家化联合开发肤质识别小程序。

【教育背景】
浙江工业大学　计算机科学与技术　本科　2016.09 - 2020.06
""",
}
PEOPLE = {"萧小音", "唐明泽"}
engine = module_engine(CVS, "joint-names", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("在上海家化干过的", {"萧小音"}),
        ("2018年在上海家化的是谁", {"萧小音"}),
        ("在珀莱雅干过的", {"萧小音"}),
        # the years of a field count the titles that name it ("品牌助理", "品牌经理")
        ("品牌营销做了8年以上的有吗", {"萧小音"}),
    ],
)
def test_a_company_named_with_joint_in_it_is_where_its_staff_worked(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
