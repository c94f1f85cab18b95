"""Person names in Latin and Chinese script: recognising them and comparing across scripts."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

from ingest.language import CJK_SCRIPT_CHAR, ORG_WORD, ROLE_WORD, has_cjk
from ingest.normalize import without_accents
from ingest.pinyin import surname_pinyin, to_pinyin

# The most common Chinese surnames (single and compound), used only to tell a name line
# from other short lines.
_SURNAMES_1 = set(
    "禤仉禚遆暴糜琚弓宦蔚昌牧莘贡庾庹"  # rarer ones ("禤志恒", "宦振邦")
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

_SURNAMES_1 |= set(
    "傅洪萧赖阎钮贝宓仰秋伯苍凤寿荀羿蓟怀鄂咸籍慎暨弘禄隗巢竺桓蒯璩濮殳沃夔厍乜逄郏郗酆邴汲钭贲"
    "钦韶訾滑双年言福扶堵宰郦终缑墨谯笪雒过郇甯隽寇"
    "丘冒汝郄蹇菅綦邗鄞毋"
)
_SURNAMES_2 |= {
    "万俟", "闻人", "赫连", "澹台", "公冶", "宗政", "濮阳", "淳于", "单于", "太叔", "申屠", "仲孙",
    "钟离", "鲜于", "闾丘", "司空", "亓官", "司寇", "子车", "颛孙", "巫马", "公西", "漆雕", "乐正",
    "壤驷", "公良", "拓跋", "夹谷", "宰父", "谷梁", "段干", "东郭", "南门", "呼延", "羊舌", "微生",
    "梁丘", "左丘", "东门", "第五",
}  # fmt: skip

_CJK_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
# Words and characters that make a short Chinese line a title, a greeting or a label rather
# than a name (简历 and 关于我 start with the surnames 简 and 关).
_CJK_NOT_NAMES = set(
    "简历 个人简历 履历 简介 关于我 关于 联系方式 基本信息 个人信息 求职意向 自我评价 个人介绍 "
    "自我介绍 欢迎 主页 博客 个人主页 作品集 工作经历 教育背景 项目经历 专业技能 技能 汉族 党员 "
    "团员 本科 硕士 博士 应届 求职 全职 兼职 实习 前端 后端 算法 开发 测试 运维 产品 设计 运营 "
    "销售 管理 经理 总监 主管 工程师 老师 同学 计算机 软件 硬件 网络 安全 数据 中国 北京 上海 "
    "深圳 广州 杭州 成都 南京 武汉 西安 天津 重庆 苏州 长沙 合肥 香港 台湾 东京 时间 方向 成绩 "
    "项目 平台 文档 安全 金融 程序 方法 方案 游戏 包括 计划 学历 专业 成果 能力 常用 司机 高级 "
    "高性能 高并发 云原生 分布式 全栈 年龄 籍贯 民族 政治面貌 毕业院校 毕业 学校 经验 "
    # school stages and subjects: "简历_高中数学_2020.txt" names a subject, not a given name
    "高中 初中 小学 中学 大学 数学 语文 英语 物理 化学 生物 历史 地理 政治 美术 音乐 体育 "
    "教研 教师".split()
)
_CJK_NOT_NAME_CHARS = set(
    "的我你他她们于是在和与及或等了着过吗呢吧啊呀哦嗯这那个简历职位岗位电话邮箱地址男女"
    "级部司系序端络据统务职岗址箱话院"
)

# Words that never occur in a person's name, in any position.
_NOT_NAME_WORDS = {
    "email", "e-mail", "phone", "tel", "mobile", "present", "china", "university", "student",
    "senior",
    "candidate", "ph.d.", "phd", "ph.d", "the", "of", "and", "in", "at", "for", "on", "by",
    "with", "from", "is", "are", "am", "be", "a", "as", "or", "your", "our", "their", "his",
    "her", "this", "that", "we", "i", "i'm", "dr.", "mr.", "ms.", "mrs.", "prof.", "via",
    "machine", "learning", "deep", "data", "science", "sciences", "computer", "computing",
    "research", "equity", "audit", "banking",
    "engineering", "distributed", "hardware", "network", "networks", "networking", "security",
    "intelligence", "artificial", "vision", "language", "languages", "natural", "processing",
    "database", "databases", "storage", "web", "frontend", "backend", "full-stack", "stack",
    "open", "source", "infrastructure", "platform", "platforms", "operating", "compilers",
    "algorithms", "optimization", "analytics", "ai", "ml", "nlp", "llm", "llms", "gpu", "cpu",
    "devops", "mlops", "iot", "app", "apps", "ios", "android", "linux", "python", "java", "rust",
    "golang", "javascript", "typescript", "react", "vue", "kubernetes", "docker", "github",
    "gitlab", "linkedin", "twitter", "wechat", "google", "scholar", "orcid", "cv", "pdf",
    "francisco", "angeles", "jersey", "united", "states", "kingdom", "province",
    "city", "district", "road", "street", "avenue", "make", "makes", "things", "happen", "fun",
    "code", "coding", "build", "building", "life", "world", "just", "keep",
    "stay", "think", "thinking", "dream", "simple", "better", "new", "all", "it", "not",
    "yes", "one", "two", "daily", "everything", "nothing", "something", "anything",
    "hire", "available", "looking", "seeking", "contact", "download", "print", "version",
    # fields of work a CV's title names ("Growth Marketing — Curriculum Vitae")
    "marketing", "growth", "finance", "accounting", "operations", "product",
    "engineer", "consulting", "strategy", "supply", "chain", "policy", "public", "government",
    "affairs", "regulatory", "legal", "tax", "compliance", "risk", "recruiting", "talent",
    "quant", "trading", "sales", "procurement",
    "tel.", "date", "dates", "gpa", "male", "female", "name", "names", "homepage", "home",
    "website", "blog",
    "site", "portfolio", "posts", "notes", "news", "online", "digital", "wiki", "journal",
    "holdings", "partners", "ventures", "services", "industries", "enterprises",
    "international", "global", "games", "studios", "robotics", "semiconductor", "motors",
    "airlines", "financial", "insurance", "pharmaceuticals", "healthcare", "electronics",
    "energy", "logistics", "dynamics", "telecom", "communications", "store",
    "shop", "market", "markets", "mall", "view", "alto", "valley", "bay", "area",
    "performance", "modeling", "modelling", "programming", "mining", "testing", "design",
    "architecture", "analysis", "theory", "retrieval", "recognition", "graphics", "quantum",
    "parallel", "high", "scalable", "efficient", "reliable", "serverless", "embedded",
    "compiler", "kernel", "runtime", "inference", "training", "systems", "system", "model",
    "models", "generative", "large", "scale", "edge", "cyber", "robust", "secure",
    "privacy", "formal", "methods", "verification", "program", "human", "interaction",
    "reinforcement", "federated", "recommendation", "recommender", "search", "ranking",
}  # fmt: skip
# Word endings of terms, not names (Optimization, Deployment, Robotics, Biology …).
_TERM_ENDING = re.compile(r"(?i)(?:tion|sion|ics|ogy|ware|ysis|(?<=\w{5})ment)$")
# Section and document words: not a name on their own, but a surname can be one ("Wanda
# Skills"), so at the head of a CV a name may contain one of them.
_HEADING_WORDS = {
    "curriculum", "vitae", "resume", "résumé", "updated", "profile", "summary", "education",
    "experience", "experiences", "skills", "publications", "research", "interests", "page",
    "personal", "information", "info", "basic", "about", "me", "my", "projects", "project",
    "awards", "honors", "honours", "objective", "activities", "service", "teaching", "patents",
    "references", "work", "employment", "history", "career", "background", "overview",
    "details", "introduction", "bio", "biography", "website",
    "last", "selected", "professional", "technical", "academic", "other",
    "more", "welcome", "hello", "hi", "hey", "contents", "table", "statement", "highlights",
    "core", "key", "achievements", "certifications", "certificates", "courses", "posts",
    "misc", "talks", "links", "social", "media", "contacts", "general", "main",
    "index", "cover", "letter", "systems", "software", "cloud",
}  # fmt: skip
_PLACE_PHRASES = re.compile(
    r"(?i)^(?:hong kong|new york|new jersey|new zealand|new delhi|new mexico|san \w+|"
    r"los angeles|las vegas|santa \w+|salt lake|united \w+|south \w+|north \w+|west \w+|"
    r"east \w+|ann arbor|menlo park|kuala lumpur|tel aviv|abu dhabi|cape town|buenos aires|"
    r"rio de|sao paulo|são paulo|baton rouge|des moines|college station)\b"
)
_PARTICLES = {"van", "von", "de", "der", "den", "da", "di", "du", "del", "della", "la", "le",
              "bin", "binti", "al", "el", "dos", "das", "ter", "ten", "y"}  # fmt: skip
_INITIAL = re.compile(r"^[A-Z]\.$")
_HONORIFIC = re.compile(r"^(?i:(?:dr|prof|mr|mrs|ms|miss|mx|sir)\.?\s+)+")
_POSTNOMINAL = re.compile(
    r"(?:,?\s+(?:Ph\.?\s?D|M\.?D|MBA|M\.?Sc|B\.?Sc|M\.?S|M\.?A|Jr|Sr|II|III|IV|Esq|CPA|PE|"
    r"PMP|CFA|ACA|FCA|ACCA|FCCA|ACMA|CMA|FRM|CISSP|CFP|MCIPS|"
    # clinical, engineering, chartered and other professional letters ("Jane Roe RGN"), as
    # written ("Haolin Peng" is no P.Eng.)
    r"(?-i:RGN|RN|RMN|RSCN|NP|MBBS|MRCP|MRCS|FRCS|FRCP|MRCGP|PharmD|MRPharmS|DPT|HCPC|MCSP|"
    r"CEng|IEng|MIET|MICE|MIMechE|MIStructE|FIStructE|P\.?Eng|RIBA|ARB|AIA|LEED\s?AP|"
    r"CIPD|MCIPD|FCIPD|CTA|ATT|CIMA|FSA|FCAS|CQF|MRICS|FRICS|MRTPI|CMgr|ChFC|CFE|"
    r"CISA|CIA|SHRM-CP|SHRM-SCP|PHR|SPHR|BVetMed|BVSc|BVMS|VetMB|DVM|MRCVS|FRCVS|MBChB|BDS|"
    r"MFDS|FIA|FFA|FIAA|ASA|ACAS|CERA|FCII|ACII|CAIA|CGMA|FCMA))\.?)+$",
    re.IGNORECASE,
)


def plain_name(text: str) -> str:
    """'Dr. Jane Roe, PhD' → 'Jane Roe': the name without titles and post-nominal letters."""
    return _POSTNOMINAL.sub("", _HONORIFIC.sub("", text.strip())).strip(" ,")


def split_cjk_name(name: str) -> tuple[str, str]:
    if name[:2] in _SURNAMES_2:
        return name[:2], name[2:]
    return name[:1], name[1:]


_NICKNAME_AFTER = re.compile(
    r"([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,2})\s*[(（]([A-Z][a-z]{1,15})[)）]"
)


def names_in_scripts(name: str) -> list[str]:
    """A name given in two scripts at once ("Tian Yuexi 田悦熙", "田悦熙 Tian Yuexi"): each
    as a name of its own, the Latin one first; else the name as given."""
    if (nick := _NICKNAME_AFTER.fullmatch(name.strip())) and looks_like_latin_name(nick[1]):
        # "Kwok Sze-wing (Serena)": the name, and the one they go by with their surname (a
        # hyphenated given name is written after the surname, as in Hong Kong)
        words = nick[1].split()
        surname = words[0] if "-" in words[-1] and "-" not in words[0] else words[-1]
        return [nick[1], f"{nick[2]} {surname}"]
    cjk = re.findall(r"[\u4e00-\u9fff·]{2,6}", name)
    latin = re.sub(r"[\u4e00-\u9fff·()（）/|]+", " ", name).strip(" ,-/|")
    if len(cjk) == 1 and looks_like_cjk_name(cjk[0]) and looks_like_latin_name(latin):
        return [" ".join(latin.split()), cjk[0]]
    return [name]


def looks_like_cjk_name(text: str) -> bool:
    if not _CJK_NAME.match(text) or text in _CJK_NOT_NAMES:
        return False
    surname, given = split_cjk_name(text)
    # 和 joins two words ("方法和…") but also ends many given names (静和, 嘉和).
    checked = given[:1] if len(given) == 2 and given[1] == "和" else given
    if any(ch in _CJK_NOT_NAME_CHARS for ch in checked):
        return False
    if len(text) == 4 and (ROLE_WORD.search(text[1:]) or text[2:] in _CJK_NOT_NAMES):
        return False  # "关卡策划", "关卡设计": a job, not 关 and a given name
    return bool(given) and (surname in _SURNAMES_1 or surname in _SURNAMES_2)


def _name_token(token: str) -> bool:
    """One capitalised word of a Latin-script name: Ann, O'Neil, Jean-Luc, McDonald, ZHANG,
    Zoë, J. (not 'NgO' or 'iOS', letters an icon font leaves behind)."""
    if _INITIAL.match(token):
        return True
    core = re.sub(r"['’.-]", "", token)
    if not core.isalpha() or not core[0].isupper() or len(core) > 20:
        return False
    if has_cjk(core):
        return False
    if core.isupper():
        return True
    for part in re.split(r"[-'’]", token):
        inner = part[1:]
        if inner and not inner.islower():
            # internal capitals only as in McDonald / DeAndre / LeBron
            if not re.fullmatch(r"(?:Mc|Mac|De|Le|La|Di|Da|Van|Du)[A-Z][a-z]+\.?", part):
                return False
    return True


def looks_like_name_word(word: str) -> bool:
    """One word that could be a given name or a surname (not a heading, role or term)."""
    lowered = word.lower()
    return (
        _name_token(word)
        and not _INITIAL.match(word)
        and lowered not in _NOT_NAME_WORDS
        and lowered not in _HEADING_WORDS
        and not ORG_WORD.search(word)
        and not ROLE_WORD.search(word)
    )


def looks_like_latin_name(text: str, heads_cv: bool = False) -> bool:
    """2–4 capitalised words (particles such as 'van' or 'de' between them) that are not a
    section title, an organisation, a job title, a place or a phrase. At the head of a CV
    (`heads_cv`) one word may be a heading word: 'Wanda Skills' is a name there."""
    if len(text) > 40 or _PLACE_PHRASES.match(text):
        return False
    tokens = text.split()
    names = [t for t in tokens if t not in _PARTICLES]  # lower-case 'van', 'de'
    if not 2 <= len(names) <= 4 or not all(_name_token(t) for t in names):
        return False
    if tokens[0] in _PARTICLES or tokens[-1] in _PARTICLES:
        return False
    if all(_INITIAL.match(t) for t in names):
        return False
    lowered = [t.lower().strip(",") for t in names]
    if any(w in _NOT_NAME_WORDS or (len(w) >= 7 and _TERM_ENDING.search(w)) for w in lowered):
        return False
    heading = sum(w.strip(".") in _HEADING_WORDS for w in lowered)
    if heading > (1 if heads_cv and len(names) >= 2 else 0) or heading == len(names):
        return False
    if heading and ROLE_WORD.search(text):
        return False
    plain = " ".join(w for w in tokens if w.lower().strip(".") not in _HEADING_WORDS)
    return not (ORG_WORD.search(plain) or ROLE_WORD.search(plain))


def _capitalised(word: str) -> bool:
    """Starts as a name does in its script: a capital, a caseless letter (Arabic, Hebrew), or
    Georgian, whose names are written in small letters."""
    first = word[0]
    return not first.islower() or "GEORGIAN" in unicodedata.name(first, "")


def looks_like_other_script_name(text: str) -> bool:
    """A name in another alphabet (Cyrillic, Greek, Georgian, Arabic…): 2–4 words of
    letters. Only trusted for the first lines of a CV."""
    words = text.split()
    return (
        2 <= len(words) <= 4
        and len(text) <= 40
        and all(w.isalpha() and not w.isascii() and _capitalised(w) for w in words)
        and not CJK_SCRIPT_CHAR.search(text)
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
    return frozenset({surname_pinyin(surname), to_pinyin(given)})


def romanize(name: str) -> str:
    """杨凌云 → 'Lingyun Yang' (given name first, as Chinese authors write it in English)."""
    surname, given = split_cjk_name(name)
    given_py = to_pinyin(given).capitalize()
    surname_py = surname_pinyin(surname).capitalize()
    return f"{given_py} {surname_py}"


def name_keys(names: list[str]) -> set[frozenset[str]]:
    """Keys under which two spellings of one name meet: pinyin for Chinese (张三 →
    {zhang, san}), the words of a Latin name in any order without titles, initials or
    accents, and first + last word of a longer name (Mary Ann Roe → {mary, roe})."""
    keys: set[frozenset[str]] = set()
    for name in names:
        if _CJK_NAME.match(name):
            keys.add(pinyin_key(name))
            continue
        plain = without_accents(plain_name(re.sub(r"[(（][^)）]*[)）]", " ", name)))
        words = [w for w in re.findall(r"[a-z]+", plain.lower().replace("-", "")) if len(w) > 1]
        words = [w for w in words if w not in _PARTICLES] or words
        if len(set(words)) >= 2:
            keys.add(frozenset(words))
        if len(words) >= 3:
            keys.add(frozenset({words[0], words[-1]}))
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


def chinese_surnames() -> set[str]:
    """The common Chinese surnames, single and compound (for reading a romanised handle)."""
    return _SURNAMES_1 | _SURNAMES_2
