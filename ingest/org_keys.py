"""Comparison keys for organisation names outside the catalog.

'Google, Inc' and 'Google LLC' are one employer, '北京字节跳动科技有限公司' is 字节跳动: legal
suffixes (cleanco's list) and generic company words come off, case and punctuation fold.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from cleanco import basename
from cleanco.clean import normalized, prepare_default_terms, strip_punct

from ingest.language import has_cjk_script

_PARENS = re.compile(r"\s*[(（][^()（）]*[)）]")
_ZH_SUFFIX = re.compile(
    r"(?:(?:股份)?有限(?:责任)?公司|(?:控股)?集团(?:公司)?|控股|总公司|分公司|公司|"
    r"科技|技术|网络|信息|软件|发展|电子商务|数字|智能|云计算|计算机|系统|服务|通讯|通信)+$"
)
_ZH_COMPANY = re.compile(r"有限(?:责任)?公司|集团|公司$")
_ZH_REGION = re.compile(
    r"^(?:中国|北京|上海|天津|重庆|深圳|广州|杭州|南京|苏州|成都|武汉|西安|合肥|厦门|青岛|"
    r"大连|济南|长沙|郑州|福州|珠海|东莞|佛山|宁波|无锡|香港|台湾|广东|浙江|江苏|四川|湖北|"
    r"山东|福建|安徽|湖南|河南|河北|辽宁|陕西)(?:市|省)?"
)
_EN_GENERIC_TAIL = re.compile(
    r"(?:\s+(?:group|holdings?|technologies|technology(?<!of technology)|tech(?:nologies)?"
    r"(?<!georgia tech)|international|global|worldwide|com))+$"
)
_PUNCT = re.compile(r"[^\w&]+")


_LEGAL_LAST_WORDS = frozenset(parts[-1] for _, parts in prepare_default_terms())


def _basename(name: str) -> str:
    """cleanco's legal-suffix removal until nothing more comes off ('Co., Ltd.' twice)."""
    current = name
    for _ in range(4):
        words = current.replace(",", " ").split()
        if not words or strip_punct(normalized(words[-1])) not in _LEGAL_LAST_WORDS:
            break  # no legal suffix to remove (and cleanco is slow: skip it)
        stripped = basename(current).strip(" ,.")
        if not stripped or stripped == current:
            break
        current = stripped
    return current


@lru_cache(maxsize=8192)
def org_key(name: str, keep_parens: bool = False) -> str:
    """A comparison key for an organisation name: legal suffixes and generic company words
    off, case and punctuation folded. 'Google, Inc' / 'Google LLC' → 'google';
    'Huawei Technologies Co., Ltd.' → 'huawei'; '阿里巴巴（中国）有限公司' → '阿里巴巴';
    '北京字节跳动科技有限公司' → '字节跳动'; schools keep their full name."""
    text = unicodedata.normalize("NFKC", name).strip()
    stripped = re.sub(r"[()（）]", " ", text) if keep_parens else _PARENS.sub("", text).strip()
    text = stripped or text
    if has_cjk_script(text):
        cjk_company = bool(_ZH_COMPANY.search(text))
        stem = _ZH_SUFFIX.sub("", text) or text
        if cjk_company:
            stem = _ZH_REGION.sub("", stem) or stem
            stem = _ZH_SUFFIX.sub("", stem) or stem
        text = stem
    latin = _basename(text)
    key = latin.lower().replace("&", " and ")
    key = re.sub(r"^the\s+", "", key)
    key = _PUNCT.sub(" ", key).strip()
    key = _EN_GENERIC_TAIL.sub("", key).strip()
    return re.sub(r"\s+", "", key) if has_cjk_script(key) else re.sub(r"\s+", " ", key)
