"""Organisations spelled in pinyin: "jingdongfang" is 京东方 (BOE), "zijietiaodong" 字节跳动.
A recruiter types a Chinese company's name in pinyin when the keyboard is English, and a
CV in English sometimes gives it so. Each Chinese name of three or more characters gives
its pinyin, joined and without tones, as one more caseless name of its organisation; only
when the spelling is long enough to be no English word (eight letters or more), names one
organisation, and is no name written otherwise already."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ingest.aliasmatch import Alias
from ingest.pinyin import to_pinyin

_HAN_NAME = re.compile(r"[\u4e00-\u9fff]{3,}")
_LONGEST_WORD = 8  # shorter spellings ("baidu", "meituan") are the catalog's own names


def pinyin_aliases(
    ids: Iterable[str], names_of: Callable[[str], Iterable[str]], spelled: set[str]
) -> list[Alias]:
    """One caseless alias per unambiguous pinyin spelling of an organisation's Chinese names
    (`spelled`: every form the catalog writes already, lower-cased)."""
    owners: dict[str, set[str]] = {}
    for org_id in ids:
        for name in names_of(org_id):
            if _HAN_NAME.fullmatch(name) and len(form := to_pinyin(name)) >= _LONGEST_WORD:
                owners.setdefault(form, set()).add(org_id)
    return [
        Alias(form, next(iter(owner)), "caseless")
        for form, owner in owners.items()
        if len(owner) == 1 and form not in spelled
    ]
