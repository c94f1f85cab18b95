"""Role words: job titles and positions, in English and Chinese."""

from __future__ import annotations

import re

_ROLE_EN = (
    r"intern|engineer|developer|scientist|researcher|manager|director|lead|architect|analyst|"
    r"consultant|assistant|fellow|professor|lecturer|officer|designer|founder|cto|ceo|"
    r"programmer|specialist|chairman|president|member|camper|leader|head|postdoc"
)
_ROLE_ZH = (
    r"实习生|工程师|研究员|专家|经理|总监|负责人|架构师|分析师|顾问|助理|教授|主席|成员|组长|"
    r"主管|开发|研发|科学家|创始人|博士后|助教"
)
ROLE_WORD = re.compile(rf"(?i:\b(?:{_ROLE_EN})s?\b)|{_ROLE_ZH}")

ROLE_ONLY = re.compile(
    r"^(?:(?:Senior|Staff|Principal|Lead|Junior|Chief|Research|Software|Data|Machine Learning|"
    r"Frontend|Backend|Full[- ]Stack|Product|Student|Visiting|Postdoctoral|Teaching|"
    r"Embedded|Engineering|Hardware|Firmware|Systems?|Platform|Infrastructure|Security|QA|"
    r"Test|DevOps|Site Reliability|Mobile|iOS|Android|Web|Network|Applied|Quantitative|"
    r"Business|Development|Verification|Design|Graduate)\s)*"
    r"(?:Intern|Engineer|Developer|Scientist|Researcher|Manager|Analyst|Consultant|Assistant|"
    r"Fellow|Designer|Architect|Lead|Director)s?\b"
)

# an appointment at a university or a research institute, not employment in industry
ACADEMIC_ROLE = re.compile(
    r"(?i:\b(?:(?:assistant|associate|adjunct|visiting|full)\s+)?professor\b|\blecturer\b|"
    r"\bpost-?doc\w*\b|\bpost-?doctoral\b|\bresearch\s+(?:assistant|associate|fellow)\b|"
    r"\bteaching\s+(?:assistant|fellow)\b|\bvisiting\s+(?:scholar|researcher|student)\b|"
    r"\bgraduate\s+(?:research|teaching)\s+assistant\b|\b[GR]\.?A\.?\b(?=\s*[,)|]|$))|"
    r"博士后|教授|讲师|助教|助理研究员|研究助理|访问学者|副研究员"
)
