"""How questions are worded: question words, follow-ups, work and study words, and the
words that point at a section, in English and Chinese."""

from __future__ import annotations

import re

from ingest.language.requirements import WISH

# "who …", "which candidates …", "谁", "哪些": the question asks for people
ASKS_WHO = re.compile(
    r"(?i:^\s*(?:who|which|whom|anyone|any candidates?|list|find)\b)|谁|哪位|哪些|有没有"
)
# an A-not-A question asks, it does not negate: "有没有在微软实习过的" is "有谁在微软实习过的",
# "是不是985的" is "是985的" (`positive_form`; a negation reader must not see "没有" there)
_A_NOT_A = [("有没有", "有谁"), ("是不是", "是"), ("会不会", "会"), ("能不能", "能")]
# a degree either completed or in progress, as a question lets it count: "completed or
# ongoing", "or currently pursuing", "in-progress degrees count", "current students count too",
# "still doing one counts", "或在读", "在读也算", "毕业或者在读都行", "取得或正在攻读"
_EITHER = (
    # "grads or current students", "alumni or current students"
    r"(?i:\b(?:grads?|graduates?|alumni|alums?)\s+(?:or|and|\+|/)\s+(?:current\s+)?students?\b|"
    r"(?:completed|done|finished)\s+or\s+"
    r"(?:in[- ]progress|ongoing|still\s+(?:doing|studying)\b|not\b)|"
    # "doing or done a phd", "doing or have done one", "done or doing"
    r"\b(?:doing|studying|pursuing)\s+(?:or|/)\s+(?:(?:ha(?:s|ve)|already)\s+)?"
    r"(?:done|completed|finished|got|did)\b|\b(?:done|did)\s+(?:or|/)\s+(?:is\s+|are\s+)?doing\b|"
    r"\bor\s+(?:\w+\s+){0,3}(?:pursuing|studying|enrolled|"
    r"(?:doing|working\s+(?:on|towards?))\s+(?:one|it|theirs|them))\b|"
    r"\bor\s+(?:is\s+|are\s+)?(?:in\s+the\s+middle\s+of|midway\s+through|partway\s+through)\b|"
    r"\b(?:in[- ]progress|current\s+(?:[\w.]+\s+)?students?|"
    r"still\s+(?:studying|enrolled|doing\s+(?:one|it|theirs|his|hers|them)))\b"
    r"(?:(?!\b(?:doesn'?t|don'?t|won'?t|not)\b)[^.?!;]){0,20}\b"
    r"(?:counts?|(?:is|are)\s+(?:fine|ok|okay|good)|works)\b)|"
    # ("在读研或者在读MBA": in progress on both sides, no either)
    r"或正在攻读|(?<!在读研)(?<!在读博)(?<!在读硕士)(?<!在读博士)(?<!在读研究生)(?<!在读博士生)(?<!在读硕士生)(?<!在读本科)或者?在读|[（(]?(?:含|包括|包含)在读(?:的)?[)）]?|在读(?:的)?(?:博士|硕士|研究生|本科|学生)?(?:的)?(?:也算|都算|也行|都行|也可以)|还在读(?:的)?也(?:算|行|可以)|或者?在读(?:的)?(?:也|都)?(?:算|行|可以)|"
    r"(?:取得|获得|拿到)[^，,。？?]{0,8}?或(?:者)?(?:目前|现在)?(?:正在)?(?:攻读|在读)|"
    # "读完的在读的都要", "毕业的和在读的都算", "在读的已毕业的都行"
    r"(?:读完|毕业|已毕业|拿到)的?\s*(?:和|、|或者?|跟)?\s*在读的?\s*(?:都要|都算|都行|都可以)|"
    r"在读的?\s*(?:和|、|或者?|跟)?\s*(?:读完|毕业|已毕业)的?\s*(?:都要|都算|都行|都可以)|"
    # "曾在某大学就读或目前在读", "读过或正在读"
    r"(?:就读|读过|念过|毕业)[^，,。？?]{0,4}?或(?:者)?(?:目前|现在|仍然?|还)(?:正)?在读"
)
# ... unless the words say it does not count: "dropped or still studying doesnt count"
EITHER_STATUS = re.compile(
    rf"(?:{_EITHER})(?![^.?!;。？]{{0,16}}?(?:(?i:\b(?:doesn'?t|don'?t|won'?t|not)\s+count)|不算))"
)
# a degree left unfinished counts too: "在读或者没读完的也算", "dropouts count"
UNFINISHED_COUNTS = re.compile(
    r"(?:没读完|没毕业|未毕业|肄业|退学|中途退出)(?:的)?\s*(?:也|都)\s*(?:算|行|可以)|"
    r"(?i:\b(?:dropouts?|dropped\s+out|didn'?t\s+finish|unfinished|not\s+finished)\b"
    r"[^.?!;]{0,16}?\b(?:counts?|ok|okay|fine)\b)"
)
# a question's "now": "currently", "atm", "at the moment", "目前", "眼下"
NOW_ASKED = re.compile(
    r"(?i:\bcurrent(?:ly)?\b|\bnow\b|\bpresent(?:ly)?\b|\btoday\b|\batm\b|\brn\b|"
    r"\bat\s+the\s+moment\b|\bthese\s+days\b)|目前|现在|当前|现任|现职|眼下|如今"
)


# a Latin word run into Chinese ("team lead的", "在title是"): word boundaries need a space
_LATIN_HAN = re.compile(r"(?<=[A-Za-z])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])(?=[A-Za-z])")


def positive_form(text: str) -> str:
    """`text` with its A-not-A questions asked plainly ("有没有" -> "有谁"), "fulltime" as
    "full-time", a place's "那所" before its institution's kind dropped, and a space between a Latin
    word and the Chinese around it."""
    for asked, plain in _A_NOT_A:
        text = text.replace(asked, plain)
    text = _RUN_TOGETHER.sub(lambda m: f"{m.group(1)}-{m.group(2)}", text)  # "fulltime"
    text = _THAT_ONE.sub("", text)  # "代尔夫特那所理工大学": "代尔夫特理工大学"
    text = _WISH_AFTER.sub("", text)  # "… engineers? aviation domain would be a plus"
    text = _ZH_YEAR.sub(lambda m: "".join(_ZH_DIGIT[c] for c in m.group()), text)  # "一七年"
    return _LATIN_HAN.sub(" ", text)


# a year written digit by digit in Chinese numerals: "二零一七年", "一七年", "二一年", "九八年";
# not a count of years ("三四年", "一二年": three or four, one or two; "二三年" left alone)
_ZH_DIGIT = dict(zip("零〇一二三四五六七八九", "00123456789", strict=True))
_ZH_YEAR = re.compile(
    r"(?<![零〇一二两三四五六七八九十百千])"
    r"(?:[一二][零〇一二三四五六七八九]{3}|一[零〇一三四五六七八九]|二[零〇一二]|九[五六七八九])"
    r"(?=年)"
)


# a last clause that says what would be nice, not what is asked: "? aviation domain would be a
# plus", "，有航空背景优先", ", python a bonus" (after something else is asked)
_WISH_AFTER = re.compile(
    rf"(?<=\S)\s*(?:[?？.;；,，。!！]|\s[-–—]\s)[^?？.;；,，。!！]*?(?:{WISH.pattern})"
    r"[^?？.;；,，。!！]*[?？.。!！]?\s*$"
)


# a place's name, then "that one" before the kind of school it is: "荷兰代尔夫特那所理工
# 大学" ("北京那所大学" names no school: a kind must come between)
_THAT_ONE = re.compile(r"(?<=[\u4e00-\u9fff]{2})那所(?=[\u4e00-\u9fff]{1,4}?(?:大学|学院))")


# words typed run together that every reader knows hyphenated: "fulltime", "parttime"
_RUN_TOGETHER = re.compile(r"(?i)\b(full|part)(time)\b")


# two or more ways of doing a thing, offered as either ("设计或分析过 A/B 实验", "designed or
# analysed experiments", "built/maintained pipelines"): doing it at all, no topic of their own
_DOING_ZH = (
    r"设计|分析|开发|维护|搭建|参与|主导|负责|实施|执行|组织|运营|管理|优化|部署|测试|研究|"
    r"撰写|编写|推动|落地|搭过|做|搞|跑|带"
)
_DOING_EN = (
    r"design(?:ed)?|analy[sz](?:ed|e)|buil[dt]|maintain(?:ed)?|run|ran|led|lead|conduct(?:ed)?|"
    r"develop(?:ed)?|manage[d]?|own(?:ed)?|deploy(?:ed)?|implement(?:ed)?|test(?:ed)?|"
    r"evaluat(?:ed|e)|wr(?:ote|itten|ite)|shipp?(?:ed)?|set\s+up|plann?(?:ed)?|execut(?:ed|e)"
)
EITHER_DOING = re.compile(
    rf"(?:{_DOING_ZH})(?:\s*(?:或者?|和|与|及|、|/|或是)\s*(?:{_DOING_ZH}))+(?:过|了)?|"
    rf"(?i:\b(?:{_DOING_EN})(?:\s*(?:,|/|\bor\b|\band(?:/or)?\b)\s*(?:{_DOING_EN}))+\b)"
)


# words that point back at the people of the last answer
FOLLOWUP = re.compile(
    r"(?i:\b(?:them|they|those|these|their|she|he|her|his|him|the same (?:person|people)|"
    r"this (?:candidate|person)|that (?:candidate|person)|the candidate)\b)|"
    r"他们|她们|其中|这些人|这几位|这位|此人|该候选人|他|她"
)
# ... at one person
SINGULAR = re.compile(
    r"(?i:\b(?:she|he|her|his|him|this (?:candidate|person)|that (?:candidate|person))\b)|"
    r"这位|此人|该候选人|(?<!们)他(?!们)|(?<!们)她(?!们)"
)

# Work and study words, written once. Two readings of each:
# * WORK / STUDY — the question is about work / study (`Question.work`, `Question.study`), and
#   these words are no topic;
# * WORK_VERB / STUDY_VERB — the words that decide whether a place the question names is an
#   employer or a school: the same words plus role nouns ("a developer at X", "在X负责")
#   and "from", "attended", "went to", "student" ("students from X"); "university" is left
#   out there, because "worked at X University" names an employer.
_WORK_EN = (
    r"work(?:ed|s|ing)?|intern(?:ed|s|ship)?|employ(?:ed|er|ment)|job|joined|hired|"
    r"(?:done|did|spent|put\s+in)\s+(?:some\s+)?time|stints?|tenure"
)
_WORK_ZH = r"工作|实习|任职|就职|上班|入职"
_STUDY_EN = r"stud(?:y|ied|ies)|graduat\w*|grads?|degree|alumn\w*|alums?|school"
_STUDY_ZH = r"就读|读过书|读书|读(?:过|了|完)?博(?!士)|读(?:过|了|完)?研(?!究)|毕业|学历|学位|上学"
WORK = re.compile(rf"(?i:\b(?:{_WORK_EN}|engineer at)\b)|{_WORK_ZH}")
STUDY = re.compile(rf"(?i:\b(?:{_STUDY_EN}|universit\w*)\b)|{_STUDY_ZH}")
WORK_VERB = re.compile(
    rf"(?i:\b(?:{_WORK_EN}|employee|position|role|engineer|developer)\b)|{_WORK_ZH}|做过|负责"
)
STUDY_VERB = re.compile(
    rf"(?i:\b(?:{_STUDY_EN}|studying|from|attend\w*|went\s+to|go(?:es)?\s+to|educat\w*|"
    rf"student)\b)|{_STUDY_ZH}|读过|读|攻读"
)

# words that point a question at one kind of section (the first that matches, in this order)
SECTION_HINTS = [
    ("publications", re.compile(r"(?i:publish\w*|publication|paper|venue)|论文|发表|著作")),
    ("awards", re.compile(r"(?i:award|prize|medal|scholarship|honou?r)|获奖|奖项|奖学金|荣誉")),
    (
        "skills",
        re.compile(r"(?i:\bskills?\b|programming languages?|tech stack)|技能|技术栈|编程语言"),
    ),
    ("teaching", re.compile(r"(?i:\bteach\w*|teaching assistant|\bTA\b)|助教|教学")),
    ("patents", re.compile(r"(?i:patent)|专利")),
    ("education", re.compile(r"(?i:\bstud(?:y|ied)\b|graduat\w*|degree|school)|毕业|学历|就读")),
]

# "X or Y", "either", "A/B", "或者", "还是": alternatives (a status either way, any of the skills)
EITHER = re.compile(r"(?i:\bor\b|\beither\b|/)|或者?|还是")
# "currently works at X": the present tense of a job (not of a degree asked about)
CURRENT_WORK = re.compile(
    r"(?i:\b(?:currently|now|presently|still)\b(?=\s+(?:works?|working|employed|is\s+(?:at|with)|at)\b))"
    r"|(?:目前|现在|当前|仍)(?=在[^，,。？?]{1,20}?(?:工作|任职|就职|上班))"
)

# the words of a move between two kinds of work or employer ("moved from academia to
# industry", "jumped from a bank to a fintech", "转产品", "大厂出来"): read where a move is
# asked, and consumed with it
MOVING = re.compile(
    r"(?i:\b(?:moved|moving|switched|switching|transitioned|transitioning|pivoted|pivoting|"
    r"changed|went|jumped|crossed\s+over|turned|from|left|leaving|quit|quitting|shifted|"
    r"career[- ]chang(?:er|ers|e)|ex\s+(?=\w+\s+(?:\w+\s+)?now\b))\b)|"
    r"\bex-(?=\w)|转|出身|出来|从"  # ("ex-Big Four": once there; "ex cabin crew now …")
)

# words after "在" that name no place: a pronoun ("在那边", "那实习过"), a question word ("在哪实
# 习过"), a manner ("在实际工作中", "在日常工作里"), a section ("写在技能里")
# "不怎么跳槽那种", "not a job hopper": a wish that a tenure asked beside it says, no change
SELDOM_MOVES = re.compile(
    r"(?i:\bnot\s+(?:a\s+)?job[- ]hoppers?\b|\b(?:doesn'?t|don'?t|rarely)\s+(?:job[- ])?hop\w*)|"
    r"(?:不怎么|不太|很少|不常|没怎么|不爱)(?:换|跳)(?:过)?(?:槽|工作|公司)(?:的)?(?:那种|那类|类型)?"
)
NO_PLACE = re.compile(
    # ("在所里做过审计实习": the firm one works at, said as its staff say it)
    r"^(?:那边|那里|那儿|这边|这里|所里|该公司|那家公司|(?:同)?一家(?:公司|单位)|同一个?(?:公司|单位)|"
    r"(?:之前|以前|先)?(?:在)?某(?:一)?(?:家|个)?(?:公司|单位|企业|厂)|"
    r"那(?=实习|工作|上班|待|干)|哪|什么地方|实际|日常|"
    r"技能|简历|\d{2,4}\s*年)"
)
# the highest degree asked, not a minimum: "highest degree a bachelor's", "no grad degree",
# "只有本科", "最高学历" (`bot.answer.requirements.degree`)
HIGHEST_DEGREE_ASKED = re.compile(
    r"(?i:\bhighest\b|\btop\s+degree\b|"
    # ("only the bachelor's school matters": which school, not the highest degree)
    r"\bonly\s+(?:ha(?:s|ve)\s+|holds?\s+)?(?:an?\s+)?(?:\w+'?s?\s+)?(?:degree|bachelor|master)"
    r"(?!'?s?\s+(?:\w+\s+)?(?:counts?|schools?|universit\w*|colleges?|matters?)\b)|"
    r"\bno\s+(?:graduate|postgraduate|higher|advanced)\s+degree|"
    r"\bonly\s+(?:got|has|have|holds?|with)\s+(?:an?\s+)?(?:\w+\s+)?(?:degree|bachelor'?s?|undergrad\w*)|"
    r"\bno\s+(?:masters?|master'?s|ph\.?d\.?s?|doctorates?)(?:\s+or\s+(?:masters?|ph\.?d|doctorate))?\b|"
    # (not "completed master's only": only the completed ones)
    r"(?<!completed\s)(?<!finished\s)\b(?:bachelor|master)'?s?(?:\s+degree)?\s+only\b"
    # (not "985 undergrads? bachelor's only, masters dont count": which degree's school)
    r"(?![,;]?\s*(?:the\s+)?(?:masters?|master'?s|ph\.?d\.?s?|doctorates?|grad(?:uate)?\s+degrees?)"
    r"\s+(?:do(?:es)?\s*n[o'’]?t|don[’']?t|dont)\s+count))|"
    r"最高学历|最高学位|只有(?:本科|硕士|学士)|仅有?(?:本科|硕士|学士)|"
    r"(?:学历)?(?:就|只)?到\s*(?:本科|硕士|学士)\s*为止|止步于?(?:本科|硕士|学士)"
)


# "Internships do not count", "interns dont count", "实习不算": full-time years, internships aside
INTERNS_ASIDE = re.compile(
    r"(?i:\bintern(?:ship)?s?\s*(?:(?:and|or|&|/|,)\s*[\w ]{1,20}?\s+)?\s*"
    r"(?:do(?:es)?\s*n[o'’]?t|don'?t|dont|are\s*n[o'’]?t|excluded|aside|not\s+(?:counted|included))|"
    r"\b(?:not\s+counting|excluding|excl\.?|without|no)\s+intern(?:ship)?s?\b)|"
    # "实习不算", "实习读书不算", "实习和在校经历都不算", "实习兼职不算"
    r"实习(?:经历|经验)?(?:[、和与及/]?(?:读书|上学|在校|读研|读博|科研|学习|兼职)(?:经历|经验)?)?"
    r"(?:期间|时间)?(?:都)?(?:不算|不计|除外|不含)|(?:不算|不计入?|不含|不包括|除去|除了)实习"
)


# what an employer named is, in brackets after it ("at hoyoverse (the genshin impact studio)",
# "米哈游（做原神的那家）"): a description of the place, no topic of its own
_KIND_NOUN = (
    r"(?:studio|company|co|firm|maker|app|startup|bank|developer|publisher|brand|chain|platform|"
    r"one|people|ppl|folks|guys|lot|shop|agency|giant|conglomerate|group|insurer|retailer|carrier|"
    r"airline)s?"
)
DESCRIBED_AFTER = re.compile(
    rf"\s*[(（]\s*(?i:(?:the|that|a|an)\s+[^()（）]{{0,40}}?\b{_KIND_NOUN})"
    r"\s*[)）]|\s*[(（]\s*(?:就是)?[^()（）]{1,16}?(?:的那家|那家|的那个|的公司)\s*[)）]|"
    # ... or after a mark, with no brackets: "ex ping an? the big shenzhen insurance conglomerate"
    rf"\s*[?？,，:—–-]\s*(?i:(?:i\.e\.\s*)?(?:the|that)\s+(?:[\w'-]+\s+){{0,5}}?{_KIND_NOUN})\b"
    # ... and the namesake it is not: "ex RR? the jet engine ppl not the cars"
    r"(?:\s*[,，;]?\s*(?i:not|rather\s+than)\s+the\s+[\w'-]+(?:\s+[\w'-]+)?)?|"
    # ... or its own units: "sony first-party studios", "索尼第一方工作室"
    r"\s*(?i:(?:first[- ]?party|in[- ]house|owned)\s+(?:game\s+)?(?:studios?|teams?|units?))\b|"
    r"\s*(?:旗下|自家|自己)?的?第一方(?:游戏)?(?:工作室)?"
)
# what a name is, said right after it in Chinese: "Mother那家广告创意公司", "X这个平台"
KIND_AFTER_NAME_ZH = re.compile(r"\s*(?:那|这)(?:家|个)[\u4e00-\u9fff]{0,12}")
