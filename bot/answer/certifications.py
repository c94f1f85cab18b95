"""Certification questions met line by line: a line that states a credential (a
certification word or a common acronym, `ingest.language.CERTIFICATION`, or any line of a
"Certifications" / "证书" section) and names what the question asks of it — a credential by
name ("CKA"), a skill ("Kubernetes"), or a topic word ("cloud": a cloud vendor's name too),
any of them. A skill listed
in a skills section is no certification."""

from __future__ import annotations

import re

from bot.answer.facts import FactIndex
from bot.answer.hits import Hit, by_candidate
from bot.answer.question import Constraints
from ingest.language import CERTIFICATION, CREDENTIAL_WORDS
from vectorstore.lexical import tokenize

_CERT_SECTION = re.compile(r"(?i)certif|licen[cs]|证书|资格|认证")
# a kind of credential asked by a word ("a cloud certification"): the vendors' names
_CLOUD_WORDS = (
    "cloud",
    "云",
    "云计",
    "云计算",
    "云厂商",
)  # the words a cloud credential is asked by
_FAMILIES = {
    "cloud": re.compile(
        r"(?i)\b(?:aws|amazon web services|azure|gcp|google cloud|alibaba cloud|aliyun|"
        r"oracle cloud|ibm cloud|openstack|kubernetes|cka|ckad|cks)\b|阿里云|腾讯云|华为云|云计算"
    ),
}


# one exam of a credential taken in levels or parts, not the credential: "CFA Level I (passed
# 2014)", "CFA 二级（2023 年通过）", "ACCA Part 2", "CFA candidate"
_PARTIAL = re.compile(
    r"(?i)\b(?:level|part|paper)\s*(?:i{1,2}|[12])\b|\bcandidate\b|[一二]级(?!注册|建造)|候选人|考生|"
    # the first of two exams: "通过一级注册结构工程师基础考试", "foundation examination passed"
    r"基础考试|(?i:\bfoundation\s+exam(?:ination)?s?\b)"
)
# ... or none yet, whatever the credential asked: "阿里云 ACA 认证（备考中）", "exam booked"
_NOT_YET = re.compile(
    r"(?i)\b(?:exam\s+)?(?:booked|scheduled|planned|preparing|in\s+progress)\b|在考|备考|报名|计划考|"
    # a plan to sit it: "工作满规定年限后报考…资格考试", "plan to sit the exam"
    r"报考|(?:打算|准备)(?:考|参加)|(?i:\bplan(?:s|ning)?\s+to\s+(?:sit|take)\b)|"
    # said as not held: "尚未取得 ASA / FSA 资格", "not yet qualified", "working towards FSA"
    r"(?:尚未|还未|暂未|未)(?:取得|获得|拿到)|(?i:\bnot\s+yet\s+(?:obtained|awarded|held|"
    r"qualified|certified|a\s+fellow)\b|\bworking\s+towards?\b)|"
    # a course without the exam: "PMP 培训课程（未参加认证考试）", "PMP prep course, exam not taken"
    r"(?i:\b(?:prep(?:aration)?|training)\s+(?:course|class|program(?:me)?)\b|\bexam(?:ination)?\s+not\s+"
    r"(?:yet\s+)?taken\b)|培训(?:课程|班)|未参加(?:认证)?考试|(?:尚未|还未|未)参加[^，,。]{0,6}考试|未考"
)


# the body that awards a credential, named after it: "CFA Institute", "CFA 协会", "PMI"
_ISSUER = re.compile(r"\s*(?:(?:institute|society|association|foundation)\b|协会|学会)")


def certification_hits(c: Constraints, facts: FactIndex) -> dict[str, list[Hit]]:
    skill_lines = {x for s in c.skills for x in facts.skill_lines.get(s, [])}
    names = [n.lower() for n in c.certification_names]
    # a lone Chinese character ("级" of "三级都考完") names no credential ("英语六级")
    terms = {t for t in c.topic_terms if len(t) > 1 or t.isascii()}
    families = [_FAMILIES["cloud"]] if terms & set(_CLOUD_WORDS) else []
    # a role's names for the trade licensed ("licensed pharmacists": "Registered Pharmacist"),
    # when no credential is named (an "FSA" asked is not met by any actuary's credential)
    roles = [n.lower() for n in c.concept_names or [] if len(n.split()) <= 3] if not names else []
    # the credentials asked, in the words a line may name them by ("Class 1 Registered
    # Structural Engineer" for 一级注册结构工程师): a credential's line wherever it stands
    asked = [p for n, p in CREDENTIAL_WORDS.items() if n.lower() in names]
    hits: list[Hit] = []
    for i, view in enumerate(facts.views):
        cert_section = bool(_CERT_SECTION.search(view.section_title or ""))
        for j, line in enumerate(view.lines):
            worded = any(p.search(line) for p in asked)
            if not (cert_section or worded or CERTIFICATION.search(line)):
                continue
            lowered = line.lower()
            if names and _PARTIAL.search(line) and not any(_PARTIAL.search(t) for t in terms):
                continue  # a level passed is not the credential asked by name
            if _NOT_YET.search(line) and not any(_NOT_YET.search(t) for t in terms):
                continue  # an exam booked or prepared for: no credential yet
            said = [m for n in names for m in re.finditer(re.escape(n), lowered)]
            if said and all(_ISSUER.match(lowered, m.end()) for m in said):
                continue  # "CFA Institute" under "Passed CFA Level I": who sets the exam
            wanted = bool(names or skill_lines or terms)
            if wanted and not (
                any(n in lowered for n in names)
                or worded
                or (i, j) in skill_lines
                or (terms and terms & set(tokenize(line)))
                or any(f.search(line) for f in families)
                or any(n in lowered for n in roles)
            ):
                continue
            hits.append(Hit("certification", i, j))
    return by_candidate(hits, facts)
