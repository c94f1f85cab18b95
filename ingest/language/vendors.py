"""Words right before an organisation's name that make it a product, platform or vendor
someone used, not a place they worked or studied. Two readers, two lists, one home:

* `VENDOR_BEFORE` — in a CV line ("deployed on Alibaba Cloud", "integrated with Stripe",
  "基于华为昇腾"): a bare "with", "on", "via", "against" and their Chinese counterparts
  already say the organisation is used or compared, not joined;
* `TOOL_BEFORE` — in a question ("experience with Alibaba Cloud", "knows Azure", "熟悉阿里云"):
  the question list has no bare "with", because a recruiter's "anyone with Alibaba
  experience" asks for Alibaba's employees; only "experience / worked / familiar with",
  "using", "knows", "skills in" and the like make the name a tool.
"""

from __future__ import annotations

import re

VENDOR_BEFORE = re.compile(
    r"(?i:\b(?:on|using|use|used|uses|via|with|into|onto|atop|against|versus|vs\.?|than|"
    r"competitors?|rivals?|replac(?:e|ed|ing)|alternative\s+to|acquired\s+by|bought\s+by|"
    # a study of another company's product: "the competitive review of TikTok Shop"
    r"(?:competitive|competitor|market)\s+(?:review|analys[ie]s|research|study|benchmark\w*|"
    r"teardowns?|landscape)\s+(?:of|on|for))"
    r"\s+(?:the\s+)?$)|"
    r"(?:基于|使用|接入|调用|利用|采用|部署在|部署于|对接|迁移到|迁移至|对标|对比|竞品|超越|替代|与|被)\s*$"
)
TOOL_BEFORE = re.compile(
    r"(?i:\b(?:(?:experience|experienced|work(?:ed|ing)?|familiar(?:ity)?|hands[- ]on)\s+with|"
    r"hands[- ]on\s+experience\s+(?:with|in)|using|uses?|"
    r"used|knows?|knowledge\s+of|proficien\w*\s+(?:in|with)|skills?\s+in|on)\s+(?:the\s+)?$)|"
    r"(?:用|使用|熟悉|掌握|基于)(?:过|了)?\s*$"
)

# ... the verbs of that list that make a name a tool even in a question about work ("工作里用过
# SAP 做计划的", "who's using Azure at work"): never "worked with", which may be a place
TOOL_USED_BEFORE = re.compile(
    r"(?i:\b(?:using|used|uses)\s+(?:the\s+)?(?:[a-z][\w.+#-]*\s*(?:,|/|\bor\b|\band\b)\s*){0,2}$)|"
    r"(?:用|使用)(?:过|了)?\s*(?:[A-Za-z][\w.+#-]*\s*(?:或者?|和|、|/|,|，)\s*){0,2}$"
)  # ... or after another tool in a list: "用过 Kinaxis 或 SAP"
# ... or "experience" after a name that is also a tool's: "有 SAP 经验的吗", "SAP experience"
TOOL_AFTER = re.compile(
    r"\s*(?:的)?(?:相关)?(?:使用|开发)?经验|(?i:\s+(?:hands-on\s+)?experience\b)"
)
# ... or the maker of a tool said by what it makes: "salesforce's viz tool (tableau)", "微软的
# 报表工具": the tool asked, not the maker as a place
MAKERS_TOOL = re.compile(
    r"(?i:['’]s\s+(?:[\w-]+\s+){0,2}(?:tool|tools|app|product|software|platform|suite|"
    r"engine|framework|library|ide|editor)\b)|的\s*[\u4e00-\u9fff]{0,4}(?:工具|软件|产品)"
)
