"""Person names in Latin and Chinese script: recognising them and comparing across scripts."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from pypinyin import lazy_pinyin

from ingest.patterns import ORG_WORD, ROLE_WORD

# The most common Chinese surnames (single and compound), used only to tell a name line
# from other short lines.
_SURNAMES_1 = set(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏"
    "魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵"
    "万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘"
    "祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟"
    "艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞"
    "姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕"
    "楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣"
    "晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银"
    "亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由"
)
_SURNAMES_2 = {
    "欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "长孙", "宇文",
    "司徒", "夏侯", "轩辕", "令狐", "端木", "西门", "南宫", "独孤", "百里",
}  # fmt: skip

_CJK_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
_LATIN_NAME = re.compile(r"^[A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$")
_NOT_NAME_WORDS = {
    "curriculum", "vitae", "resume", "cv", "updated", "profile", "contact", "email", "phone",
    "summary", "education", "experience", "skills", "publications", "research", "interests",
    "page", "personal", "information", "present", "china", "university", "student", "candidate",
    "ph.d.", "phd", "the", "of", "and", "in", "at", "for", "dr.", "mr.", "ms.", "mrs.",
}  # fmt: skip


def split_cjk_name(name: str) -> tuple[str, str]:
    if name[:2] in _SURNAMES_2:
        return name[:2], name[2:]
    return name[:1], name[1:]


def looks_like_cjk_name(text: str) -> bool:
    if not _CJK_NAME.match(text):
        return False
    surname, given = split_cjk_name(text)
    return bool(given) and (surname in _SURNAMES_1 or surname in _SURNAMES_2)


def looks_like_latin_name(text: str) -> bool:
    if not _LATIN_NAME.match(text) or len(text) > 40:
        return False
    words = text.lower().split()
    if any(w.strip(".,") in _NOT_NAME_WORDS for w in words):
        return False
    return not (ORG_WORD.search(text) or ROLE_WORD.search(text))


def looks_like_other_script_name(text: str) -> bool:
    """A name in another alphabet (Cyrillic, Greek, Georgian, Arabic…): 2–4 words of
    letters. Only trusted for the first lines of a CV."""
    words = text.split()
    return (
        2 <= len(words) <= 4
        and len(text) <= 40
        and all(w.isalpha() for w in words)
        and not text.isascii()
        and not _CJK_NAME.search(text.replace(" ", ""))
    )


def tidy_latin_name(text: str) -> str:
    """'Zhisheng YE' → 'Zhisheng Ye'; keeps mixed-case tokens (McDonald) as they are."""
    words = []
    for word in text.split():
        words.append(word.capitalize() if word.isupper() and len(word) > 1 else word)
    return " ".join(words)


def latin_key(name: str) -> frozenset[str]:
    tokens = re.findall(r"[a-z]+", name.lower().replace("-", "").replace("'", ""))
    return frozenset(tokens)


@lru_cache(maxsize=4096)
def pinyin_key(name: str) -> frozenset[str]:
    """杨凌云 → {'yang', 'lingyun'}: comparable with the Latin key of 'Lingyun Yang'."""
    surname, given = split_cjk_name(name)
    return frozenset({"".join(lazy_pinyin(surname)), "".join(lazy_pinyin(given))})


def romanize(name: str) -> str:
    """杨凌云 → 'Lingyun Yang' (given name first, as Chinese authors write it in English)."""
    surname, given = split_cjk_name(name)
    given_py = "".join(lazy_pinyin(given)).capitalize()
    surname_py = "".join(lazy_pinyin(surname)).capitalize()
    return f"{given_py} {surname_py}"


def name_keys(names: list[str]) -> set[frozenset[str]]:
    keys: set[frozenset[str]] = set()
    for name in names:
        if _CJK_NAME.match(name):
            keys.add(pinyin_key(name))
        else:
            key = latin_key(name)
            if len(key) >= 2:
                keys.add(key)
    return keys


def same_person_name(a: str, b: str) -> bool:
    return bool(name_keys([a]) & name_keys([b]))


_AUTHOR_SPLIT = re.compile(r"\s*(?:,|，|、|;|\band\b|&)\s*")
_AUTHOR_END = re.compile(r"[“\"]|(?<=[a-z\u4e00-\u9fff])\.\s")
_AUTHOR_MARKS = re.compile(r"[*†‡#\d\\]+")


def authors_of(line: str) -> list[str]:
    """The author names at the start of a publication line."""
    line = re.sub(r"^[-•◊◇◆♦*\s]+", "", line)
    line = re.sub(r"^\s*(?:\[[^\]]*\]|\d{1,2}[.)])\s*", "", line)
    end = _AUTHOR_END.search(line)
    head = line[: end.start()] if end else line
    out: list[str] = []
    for part in _AUTHOR_SPLIT.split(head):
        part = _AUTHOR_MARKS.sub("", part).strip(" .")
        if looks_like_latin_name(part) or looks_like_cjk_name(part):
            out.append(part)
    return out


def most_common_author(lines: list[str]) -> tuple[list[str], int, int]:
    """The author common to most publication lines: (names in every script, hits, lines)."""
    per_key: Counter[frozenset[str]] = Counter()
    spellings: dict[frozenset[str], Counter[str]] = {}
    with_authors = 0
    for line in lines:
        authors = authors_of(line)
        if len(authors) < 1:
            continue
        with_authors += 1
        seen: set[frozenset[str]] = set()
        for author in authors:
            key = pinyin_key(author) if _CJK_NAME.match(author) else latin_key(author)
            if key in seen:
                continue
            seen.add(key)
            per_key[key] += 1
            spellings.setdefault(key, Counter())[author] += 1
    if not per_key:
        return [], 0, with_authors
    key, hits = per_key.most_common(1)[0]
    names = [n for n, _ in spellings[key].most_common()]
    latin = [n for n in names if not _CJK_NAME.match(n)]
    cjk = [n for n in names if _CJK_NAME.match(n)]
    return (latin[:1] + cjk[:1]), hits, with_authors
