"""A tool named by its maker: "microsoft's BI tool" (Power BI), "salesforce's dashboarding
tool" (Tableau), "谷歌的容器编排工具" (Kubernetes), "欧特克那个BIM软件" (Revit), "Salesforce
旗下那个 BI 可视化工具" (Tableau). Asks that
skill (`ingest.tool_makers`); the maker's name is no employer asked and its words no topic."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading
from ingest.tool_makers import tool_by_maker

_NOUN_EN = (
    r"tools?|software|platforms?|products?|suite|framework|library|language|database|db|"
    r"engine|service|app|ide|editor|stack"
)
_BY_MAKER = re.compile(
    rf"(?i)(?P<org>[A-Za-z][\w&.-]*(?:\s+[A-Z][\w&.-]*)?)(?:'s|’s|(?<=s)['’])\s+"
    rf"(?P<kind>(?:[\w/-]+\s+){{0,3}}?(?:{_NOUN_EN}))\b"
    r"(?!\s+(?:team|teams|org|group|division|unit|department|business)\b)|"  # (a unit of it)
    # ... in Chinese: "谷歌的容器编排工具", "Salesforce 旗下那个 BI 可视化工具"
    r"(?P<zh_org>[A-Za-z\u4e00-\u9fff]{2,12}?)\s*(?:旗下|家|公司)?(?:的|那个|那款|家的)\s*"
    r"(?P<zh_kind>[A-Za-z\u4e00-\u9fff ]{0,10}?(?:工具|软件|平台|框架|语言|数据库|引擎|产品))"
)


def read(r: Reading) -> None:
    for m in _BY_MAKER.finditer(r.text):
        name, kind = (m["org"], m["kind"]) if m["org"] else (m["zh_org"], m["zh_kind"])
        makers = {i for x in r.orgs.find(name) if x.id for i in r.orgs.lineage(x.id)}
        skill = tool_by_maker(makers, kind) if makers else None
        if skill is not None:
            r.c.skills.add(skill)
            r.places.append(m.span())  # (no employer, no topic)
            r.skill_spans.append(m.span())


KIND = Kind("tool by maker", read)
