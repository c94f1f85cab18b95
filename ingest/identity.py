"""Which candidate a CV belongs to.

Merging needs evidence: the same email or phone alone, or a name that matches across
scripts (杨凌云 ↔ Lingyun Yang via pinyin) *and* a second signal (a shared school or
employer, link, publication title, venues or birth year). When both CVs give email
addresses and none is shared, one signal is not enough: it takes two (two shared
organisations count as two): before this rule, one shared employer merged 21 pairs of
different people with a common name among 1,000 generated people. Similar names alone
never merge. The reason is recorded and shown by `cvbot show`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.models import Candidate, Profile
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


def _titles(profile: Profile) -> set[str]:
    return {re.sub(r"[^a-z0-9\u4e00-\u9fff]", "", t.lower()) for t in profile.publication_titles}


def second_signals(a: Profile, b: Profile) -> tuple[list[str], int]:
    """Facts two profiles share besides the name, and their weight (each shared
    organisation counts, up to two; every other kind of fact counts one)."""
    signals: list[str] = []
    weight = 0
    if shared := sorted(_orgs(a) & _orgs(b)):
        signals.append(f"same school/employer ({', '.join(shared[:3])})")
        weight += min(len(shared), 2)
    if shared := sorted(set(a.links) & set(b.links)):
        signals.append(f"same link ({shared[0]})")
    if shared := sorted(_titles(a) & _titles(b)):
        signals.append(f"{len(shared)} shared publication title(s)")
    if len(shared_venues := set(a.venues) & set(b.venues)) >= 2:
        signals.append(f"shared publication venues ({', '.join(sorted(shared_venues)[:3])})")
    if a.birth_year and a.birth_year == b.birth_year:
        signals.append(f"same birth year ({a.birth_year})")
    return signals, weight + len(signals) - (1 if weight else 0)


def _emails_differ(a: Profile, b: Profile) -> bool:
    """Both CVs give email addresses and none is shared: a hint of two people."""
    return bool(a.emails and b.emails) and not set(a.emails) & set(b.emails)


def match_by_name(
    profile: Profile, candidate_id: str, existing: Profile, keys: set[frozenset[str]]
) -> MergeDecision | None:
    """Merge on a matching name when enough other facts agree (see the module doc)."""
    signals, weight = second_signals(profile, existing)
    differ = _emails_differ(profile, existing)
    if weight < (2 if differ else 1):
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
            self._by_email.setdefault(email, candidate_id)
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
            if email in self._by_email:
                return MergeDecision(self._by_email[email], f"same email ({_mask_email(email)})")
        for phone in profile.phones:
            if phone in self._by_phone:
                return MergeDecision(self._by_phone[phone], f"same phone ({_mask_phone(phone)})")
        keys = name_keys(profile.names)
        ids = sorted({cid for key in keys for cid in self._by_name.get(key, set())})
        for cid in ids:
            if decision := match_by_name(profile, cid, self._profiles[cid], keys):
                return decision
        return None
