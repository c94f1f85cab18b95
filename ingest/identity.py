"""Which candidate a CV belongs to.

Merging needs evidence: the same email (Gmail dots and "+tags" ignored) or phone alone, or
a name that matches across scripts (杨凌云 ↔ Lingyun Yang ↔ YANG Lingyun via pinyin) *and*
other facts: a shared school or employer (in either script: 浙江大学 = Zhejiang University),
the same years there, a link, a publication title, venues or a birth year. When both CVs
give email addresses and none is shared, shared places alone are not enough: it takes two
places and the same years at one of them, or a place and another kind of fact (before
this rule, two shared organisations merged 3 pairs of different people with a common
name among 1,000 generated people, and one shared organisation 21). Similar names alone
never merge. The reason is recorded and shown by `cvbot show`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.language import CORPORATE_SUFFIX_EN, CORPORATE_SUFFIX_ZH, INSTITUTION_SUFFIX_ZH
from ingest.models import Candidate, EducationItem, EmploymentItem, Profile, same_place
from ingest.names import name_keys

_ACRONYM = re.compile(r"[(（]([A-Z][A-Za-z&]{1,9})[)）]")


@dataclass
class MergeDecision:
    candidate_id: str
    reason: str


def _mask_email(email: str) -> str:
    local, _, domain = email.partition("@")
    return f"{local[:1]}***@{domain}"


def _mask_phone(phone: str) -> str:
    return f"***{phone[-4:]}"


def _orgs(profile: Profile) -> set[str]:
    names = [e.school for e in profile.education] + [e.employer for e in profile.employment]
    out: set[str] = set()
    for name in names:
        out.update(a.upper() for a in _ACRONYM.findall(name))
        plain = re.sub(r"\s*[(（][^)）]*[)）]", "", name).strip().lower()
        if len(plain) >= 4:
            out.add(plain)
    return out


_GENERIC_PLACE = re.compile(
    r"(?i:\b(?:university|college|institute|school|academy|research|laborator(?:y|ies)|labs?|"
    rf"{CORPORATE_SUFFIX_EN}|technolog(?:y|ies)|of|the|and|department|center|centre)\b)|"
    rf"{INSTITUTION_SUFFIX_ZH}|{CORPORATE_SUFFIX_ZH}|科技|技术|[\W_]+"
)


def _places(profile: Profile) -> list[EducationItem | EmploymentItem]:
    """Entries whose place has a distinctive name (not just 'University' or '公司')."""
    items: list[EducationItem | EmploymentItem] = [*profile.education, *profile.employment]
    return [item for item in items if len(_GENERIC_PLACE.sub("", _place_name(item))) >= 2]


def _place_name(item: EducationItem | EmploymentItem) -> str:
    return item.school if isinstance(item, EducationItem) else item.employer


def shared_places(a: Profile, b: Profile) -> tuple[list[str], list[str]]:
    """Places both profiles list (across scripts), and those where both also give the same
    years (start and end, or start and 'present')."""
    places: dict[str, bool] = {}
    theirs = _places(b)
    for mine in _places(a):
        name = _place_name(mine)
        for other in theirs:
            if not same_place(name, mine.org_id, _place_name(other), other.org_id):
                continue
            label = re.sub(r"\s*[(（][^)）]*[)）]", "", name).strip().lower() or name.lower()
            dated = bool(mine.years) and mine.years == other.years
            places[label] = places.get(label, False) or dated
    acronyms = {x for x in _orgs(a) & _orgs(b) if x.isupper()}
    for acronym in sorted(acronyms):
        places.setdefault(acronym, False)
    if not places:  # fall back to the plain names (entries the parser did not date)
        for name in sorted(_orgs(a) & _orgs(b)):
            places.setdefault(name, False)
    named = sorted(places)
    return named, [p for p in named if places[p]]


def _titles(profile: Profile) -> set[str]:
    return {re.sub(r"[^a-z0-9\u4e00-\u9fff]", "", t.lower()) for t in profile.publication_titles}


def second_signals(a: Profile, b: Profile) -> tuple[list[str], int, bool]:
    """Facts two profiles share besides the name, their weight (each shared place counts,
    up to two, the same years at one of them one more; every other kind of fact counts
    one) and whether any fact is more than a shared place name."""
    signals: list[str] = []
    weight = 0
    places, dated = shared_places(a, b)
    if places:
        signals.append(f"same school/employer ({', '.join(places[:3])})")
        weight += min(len(places), 2)
    if dated:
        signals.append(f"same years at {dated[0]}")
        weight += 1
    others = 0
    if shared := sorted(set(a.links) & set(b.links)):
        signals.append(f"same link ({shared[0]})")
        others += 1
    if shared := sorted(_titles(a) & _titles(b)):
        signals.append(f"{len(shared)} shared publication title(s)")
        others += 1
    if len(shared_venues := set(a.venues) & set(b.venues)) >= 2:
        signals.append(f"shared publication venues ({', '.join(sorted(shared_venues)[:3])})")
        others += 1
    if a.birth_year and a.birth_year == b.birth_year:
        signals.append(f"same birth year ({a.birth_year})")
        others += 1
    return signals, weight + others, bool(dated) or others > 0


def email_key(email: str) -> str:
    """One mailbox however it is written: lower case, no '+tag', Gmail's dots ignored."""
    local, _, domain = email.strip().lower().partition("@")
    local = local.split("+", 1)[0]
    if domain in ("gmail.com", "googlemail.com"):
        local, domain = local.replace(".", ""), "gmail.com"
    return f"{local}@{domain}"


def _emails_differ(a: Profile, b: Profile) -> bool:
    """Both CVs give email addresses and none is shared: a hint of two people."""
    return bool(a.emails and b.emails) and not {email_key(e) for e in a.emails} & {
        email_key(e) for e in b.emails
    }


def match_by_name(
    profile: Profile, candidate_id: str, existing: Profile, keys: set[frozenset[str]]
) -> MergeDecision | None:
    """Merge on a matching name when enough other facts agree (see the module doc)."""
    signals, weight, beyond_places = second_signals(profile, existing)
    differ = _emails_differ(profile, existing)
    if weight < (3 if differ else 1) or (differ and not beyond_places):
        return None
    mine = profile.names[0] if profile.names else "?"
    theirs = next((n for n in existing.names if name_keys([n]) & keys), existing.names[0])
    how = "same name" if mine == theirs else "name matches across scripts"
    despite = " (their emails differ)" if differ else ""
    return MergeDecision(
        candidate_id, f"{how} ({mine} ↔ {theirs}) and {'; '.join(signals)}{despite}"
    )


def new_candidate_id(doc_id: str) -> str:
    return f"cand-{doc_id[:12]}"


class IdentityIndex:
    """Candidates by email, phone and name key, so that matching a new CV costs a few dict
    look-ups instead of a pass over every candidate (10,000 CVs ingest in linear time)."""

    def __init__(self) -> None:
        self._profiles: dict[str, Profile] = {}
        self._by_email: dict[str, str] = {}
        self._by_phone: dict[str, str] = {}
        self._by_name: dict[frozenset[str], set[str]] = {}

    @classmethod
    def from_candidates(cls, candidates: list[Candidate]) -> IdentityIndex:
        index = cls()
        for candidate in candidates:
            for doc in candidate.documents:
                index.add(candidate.id, doc.profile)
        return index

    def add(self, candidate_id: str, profile: Profile) -> None:
        self._profiles.setdefault(candidate_id, Profile()).absorb(profile)
        for email in profile.emails:
            self._by_email.setdefault(email_key(email), candidate_id)
        for phone in profile.phones:
            self._by_phone.setdefault(phone, candidate_id)
        for key in name_keys(profile.names):
            self._by_name.setdefault(key, set()).add(candidate_id)

    def names_of(self, candidate_id: str) -> list[str]:
        profile = self._profiles.get(candidate_id)
        return list(profile.names) if profile else []

    def match(self, profile: Profile) -> MergeDecision | None:
        """The candidate this profile belongs to, with the reason; None for a new one."""
        for email in profile.emails:
            if (key := email_key(email)) in self._by_email:
                return MergeDecision(self._by_email[key], f"same email ({_mask_email(email)})")
        for phone in profile.phones:
            if phone in self._by_phone:
                return MergeDecision(self._by_phone[phone], f"same phone ({_mask_phone(phone)})")
        keys = name_keys(profile.names)
        ids = sorted({cid for key in keys for cid in self._by_name.get(key, set())})
        for cid in ids:
            if decision := match_by_name(profile, cid, self._profiles[cid], keys):
                return decision
        return None
