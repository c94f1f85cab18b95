"""The words an entry's own lines use to say what kind of company it is ("观远数据是一家做一站
式 BI 分析的 SaaS 创业公司", "the B2B SaaS platform"): `described` in
ingest/data/industries.yaml. Read with yaml alone, so that the entry readers
(`ingest.positions`) can point at those lines and `ingest.industries` read them."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import yaml

INDUSTRIES_PATH = Path(__file__).parent / "data" / "industries.yaml"


@cache
def described_words(path: Path = INDUSTRIES_PATH) -> dict[str, re.Pattern[str]]:
    """Each industry's `described` words as one pattern (Latin words whole, any case)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return {}  # the industry catalog's own reader says why
    out = {}
    for item in data.get("industries") or []:
        words = sorted((str(w) for w in item.get("described") or []), key=len, reverse=True)
        if words:
            parts = [
                rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])" if w.isascii() else re.escape(w)
                for w in words
            ]
            out[str(item["id"])] = re.compile("|".join(parts), re.IGNORECASE)
    return out


def describes_kind(text: str) -> bool:
    """Whether a line says what kind of company its entry's employer is."""
    return any(p.search(text) for p in described_words().values())
