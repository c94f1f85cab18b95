"""Jobs listed among activities: an "Other Experience" section of an academic's CV holds
internships and research-assistant posts beside talks and volunteering. An entry there is a
position only when its title is a job's ("Research Intern", "Research Assistant", "实习生") and
its organisation one the catalog knows as an employer (a course, a club or a school is none)."""

from __future__ import annotations

import re

from ingest.entry_fields import OrgFinder
from ingest.models import EmploymentItem, TextLine
from ingest.positions import employment_items
from ingest.record import org_catalog

_JOB_TITLE = re.compile(
    r"(?i:\b(?:intern|internship|research\s+assistant|analyst|engineer|associate|economist|"
    r"consultant|scientist|developer|researcher)\b)|实习|研究助理|分析师|工程师"
)
_NO_JOB = re.compile(
    r"(?i:\b(?:volunteer|member|president|captain|organi[sz]er|mentor|tutor)\b)|志愿"
)


def job_among_activities(item: EmploymentItem, orgs: OrgFinder) -> bool:
    """A position read from an activities section that is surely a job."""
    role = item.role or ""
    if not _JOB_TITLE.search(role) or _NO_JOB.search(role):
        return False
    org, catalog = item.org_id or orgs(item.employer), org_catalog()
    return org is not None and catalog is not None and catalog.kind(org) == "employer"


def activity_positions(
    regions: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EmploymentItem]:
    """The jobs of the activities sections, each read as an entry of a list of projects is
    (strictly: a known organisation and a title)."""
    listed = [("projects", region) for kind, region in regions if kind == "activities"]
    return [x for x in employment_items(listed, orgs) if job_among_activities(x, orgs)]
