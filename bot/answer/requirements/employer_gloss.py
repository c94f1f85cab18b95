"""Words that only describe an employer the question names: "that big berlin online fashion
store (zalando)", "那家德国外卖巨头 就是 foodpanda 的母公司". Its place, its size, its kind of
business and a noun for a company, with one such noun among them: no topic of its own. Words
of a kind of business alone ("payments people at Google") stay a topic."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from bot.answer.requirements.industry_phrases import patterns
from ingest.city_names import city_names, country_names, town_country
from ingest.industry_words import industry_items
from ingest.language import EN_STOP

# a noun for a company, in a description of one ("store", "巨头", "那家")
_COMPANY_NOUN = re.compile(
    r"(?i:\b(?:store|shop|retailer|e-?tailer|company|co|firm|group|giant|platform|app|brand|site|website|newswire|"
    r"marketplace|startup|maker|studio|agency|outfit|player|house|unicorn|conglomerate)s?\b)|"
    r"那家|这家|那个|巨头|公司|集团|大厂|平台|企业|品牌|独角兽"
)
# a company said by what it is, words and all: "the danmaku video site", "that berlin fashion
# store" (nouns no work is done on: "the payments platform at stripe" is work)
_DESCRIBED_COMPANY = re.compile(
    r"(?i)(?:\b[\w-]+\s+){0,3}\b(?:site|website|store|company|firm|giant|startup|retailer|"
    r"e-?tailer|conglomerate|unicorn|outfit|newswire|wire\s+service)s?\b"
)
# "that one" of a company in Chinese, before the words that describe it and its name
_THAT_ONE = re.compile(r"那家|这家")
# what else a description says of it: its size, its reach, which one
_DESCRIBING = re.compile(
    r"(?i:\b(?:the|that|this|a|an|big|huge|large|giant|major|famous|well-known|online|global|"
    r"international|indie|local|old|one|leading|top|"
    # its brand's colour: "the big yellow food-delivery app", "蓝色那家"
    r"yellow|blue|red|green|orange|purple|pink|black)\b)|大型|知名|头部|著名|大|那|这|家|"
    r"(?:黄|蓝|红|绿|橙|紫|粉|黑)色"
)


def _any_of(names: set[str]) -> re.Pattern[str]:
    """The names, longest first: Latin ones whole words in any case, Chinese ones as written."""
    words = sorted(names, key=len, reverse=True)
    latin = "|".join(re.escape(w) for w in words if w.isascii())
    han = "|".join(re.escape(w) for w in words if not w.isascii())
    return re.compile(rf"(?i:\b(?:{latin})\b)|{han}")


@cache
def _kind_words() -> re.Pattern[str]:
    """The words of the industries' names ("Fashion", "外卖", "电商"): a kind of business."""
    return _any_of({w for i in industry_items() for w in i.names})


@cache
def _place_words() -> re.Pattern[str]:
    return _any_of(set(country_names() | city_names()))


def _han_kind_only(topic: str, attached: Callable[[str], bool]) -> bool:
    """A Chinese word of a kind of business alone, written on to the name ("WK广告"): what the
    employer is, said as Chinese says it (not "在字节做广告", the work)."""
    words = topic.split()
    return bool(words) and all(
        _kind_words().fullmatch(w) and not w.isascii() and attached(w) for w in words
    )


def undescribed(topic: str, attached: Callable[[str], bool]) -> str | None:
    """What the topic says besides a description of a company (None: it names no noun for
    one, nor a Chinese word of its kind written on to its name, `attached`); empty when it only
    describes one."""
    if not _COMPANY_NOUN.search(topic) and not _han_kind_only(topic, attached):
        # "the big yellow … (meituan)": only words that describe it, its noun read elsewhere
        # ("the big foshan appliance maker (midea)": its city too)
        rest = _place_words().sub(" ", _DESCRIBING.sub(" ", topic))
        left = [w for w in rest.split() if w.lower() not in EN_STOP and not town_country(w.title())]
        return "" if _DESCRIBING.search(topic) and not left else None
    text = _DESCRIBED_COMPANY.sub(" ", topic)
    for pattern in patterns(text).values():
        text = pattern.sub(" ", text)
    for pattern in (_COMPANY_NOUN, _kind_words(), _place_words(), _DESCRIBING):
        text = pattern.sub(" ", text)
    if _THAT_ONE.search(topic):  # "那家做液晶面板的京东方": the Chinese words say what it makes
        text = re.sub(r"[\u4e00-\u9fff]+", " ", text)
    return text


# the people of a kind of firm, said of firms of that kind ("MBB consultants", "bulge-bracket
# bankers", "magic circle lawyers"): who worked there, no topic of their own
_STAFF = {
    "consulting": r"consultants?",
    "big_four": r"consultants?|auditors?|accountants?",
    "accounting": r"auditors?|accountants?",
    "bank": r"bankers?",
    "securities": r"bankers?|brokers?",
    "law_firms": r"lawyers?|attorneys?|solicitors?",
}


def staff_only(topic: str, employers: set[str], under: Callable[[str, set[str]], bool]) -> bool:
    """The topic is only the people of the kind of firm every employer asked is."""
    words = [w for w in re.findall(r"[a-z]+", topic.lower()) if w not in EN_STOP | {"ex", "other"}]
    return (
        len(words) == 1
        and any(
            (staff := _STAFF.get(item.id)) is not None
            and re.fullmatch(staff, words[0]) is not None
            and all(e in item.members or under(e, set(item.members)) for e in employers)
            for item in industry_items()
        )
        and bool(employers)
    )
