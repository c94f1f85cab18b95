"""The language package: everything cvbot reads by rule, in English and Chinese.

One home per idea, shared by ingest (reading CVs) and the answer engine (reading questions
and the facts of CV lines):

* `script` — Chinese characters, `has_cjk`, `language_of` (any Chinese), `detect_language`
  (Chinese dominates);
* `sections` — section names; `bullets` — bullet marks; `datewords` — years, months,
  "present"; `layout` — a place on its own line, a line's first segment, a sentence's end;
* `fields` — labels of "Label: value" lines, words before an employer or a role;
* `orgwords` — organisation and school words, legal and institution suffixes; `roles` —
  job titles; `degrees` — degree words and levels (PhD, Master, Bachelor, Associate);
* `requirements` — a job description's years of experience and wishes ("preferred");
  `seniority` — levels read from job titles;
* `cues` — what qualifies a mention (internship, work, study, status, publication, service);
* `contacts` — e-mail addresses, phone numbers, profile links;
* `instructions` — text addressed to an AI inside a CV;
* `questions` — question words, follow-ups, work and study words, section hints, "or",
  the present tense of a job;
  `stopwords` — words of a question that carry no topic;
* `vendors` — words before an organisation that make it a product used, not a place: one
  list for CV lines (`VENDOR_BEFORE`), one for questions (`TOOL_BEFORE`).

Import from the package (`from ingest.language import ORG_WORD`). The modules import nothing
else from the project, so every layer above can use them. Add a word beside its kind, in
both languages when both have it, and a case in `tests/test_language.py`.
"""

from __future__ import annotations

from ingest.language.bullets import (
    BULLET,
    BULLET_MARKS,
    BULLET_RUN,
    HEADING_NUMBER,
    LEADING_BULLETS,
    is_bullet,
    strip_bullet,
)
from ingest.language.contacts import (
    CN_MOBILE,
    EMAIL,
    HANDLE_COUNTRY_TAGS,
    HANDLE_TAGS,
    PHONE_BODY,
    PHONE_INTL,
    PHONE_LABELLED,
    PHONE_LIKE,
    URL,
)
from ingest.language.cues import (
    ADMITTED,
    ARTIFACT,
    CERTIFICATION,
    COMMITTEE,
    COMPLETED,
    CREDENTIAL_NAMES,
    EDUCATION_CUE,
    HONOUR,
    IN_PROGRESS,
    INTERN,
    NOT_COMPLETED,
    NOT_EMPLOYMENT,
    NOT_PERMANENT,
    OWN_PROJECT,
    PARTNERSHIP,
    PUBLICATION_NOISE,
    PUBLISHED_AT,
    REPO_HEADER,
    SERVICE,
    STUDENT,
    STUDENT_GROUP,
    WORK_CUE,
    WORKSHOP,
)
from ingest.language.datewords import (
    ENDS_WITH_DATE,
    ENDS_WITH_RANGE,
    OPEN_RANGE,
    PRESENT,
    STARTS_WITH_RANGE,
    YEAR,
    is_date_only,
    years_in,
)
from ingest.language.degrees import (
    DEGREE_LEVELS,
    DEGREE_PATTERNS,
    NAMED_DEGREES,
    degree_level,
    degree_levels,
    degree_matches,
    named_degree,
)
from ingest.language.fields import (
    CJK_ROLE_TAIL,
    DEGREE_OF_NAME,
    DESCRIPTION_LEAD,
    EMPLOYER_CIRCUMFIX,
    EMPLOYER_LEAD,
    FIELD_LABELS,
    ROLE_LEAD,
    SCHOOL_WORD_MORE,
    is_column_header,
)
from ingest.language.instructions import INSTRUCTION, addressed_lines
from ingest.language.layout import SENTENCE_END, first_segment, is_location_only
from ingest.language.orgwords import (
    CORPORATE_SUFFIX_EN,
    CORPORATE_SUFFIX_ZH,
    GROUP_SCOPE,
    INDEPENDENT_COLLEGE_AFTER,
    INSTITUTION_SUFFIX_ZH,
    ORG_SUFFIX_WORD,
    ORG_WORD,
    ORG_ZH_NAME,
    SCHOOL_WORD,
    TEAM_NAME,
)
from ingest.language.questions import (
    ASKS_WHO,
    CURRENT_WORK,
    EITHER,
    EITHER_STATUS,
    FOLLOWUP,
    NOW_ASKED,
    SECTION_HINTS,
    SINGULAR,
    STUDY,
    STUDY_VERB,
    WORK,
    WORK_VERB,
    positive_form,
)
from ingest.language.requirements import WISH, years_required
from ingest.language.roles import (
    ACADEMIC_ROLE,
    ROLE_FAMILIES,
    ROLE_NAMES,
    ROLE_ONLY,
    ROLE_WORD,
    role_families,
)
from ingest.language.script import (
    CJK_SCRIPT_CHAR,
    CJK_SCRIPTS,
    HAN,
    HAN_CHAR,
    HAN_RUN,
    HAN_WIDE,
    HAN_WIDE_CHAR,
    cjk_ratio,
    detect_language,
    has_cjk,
    has_cjk_script,
    is_cjk_char,
    language_of,
)
from ingest.language.sections import ENTRY_SECTIONS, SECTION_KEYWORDS
from ingest.language.seniority import (
    LEADS_TEAM,
    SENIORITY_LEVELS,
    seniority_levels,
    seniority_of,
    team_size_in,
)
from ingest.language.stopwords import EN_FILLER, EN_STOP, TOPIC_NOISE, ZH_FILLER
from ingest.language.vendors import TOOL_BEFORE, VENDOR_BEFORE

__all__ = [
    "ACADEMIC_ROLE",
    "ADMITTED",
    "ARTIFACT",
    "ASKS_WHO",
    "BULLET",
    "BULLET_MARKS",
    "BULLET_RUN",
    "CERTIFICATION",
    "CJK_ROLE_TAIL",
    "CJK_SCRIPTS",
    "CJK_SCRIPT_CHAR",
    "CN_MOBILE",
    "COMMITTEE",
    "COMPLETED",
    "CORPORATE_SUFFIX_EN",
    "CORPORATE_SUFFIX_ZH",
    "CREDENTIAL_NAMES",
    "CURRENT_WORK",
    "DEGREE_LEVELS",
    "DEGREE_OF_NAME",
    "DEGREE_PATTERNS",
    "DESCRIPTION_LEAD",
    "EDUCATION_CUE",
    "EITHER",
    "EITHER_STATUS",
    "EMAIL",
    "EMPLOYER_CIRCUMFIX",
    "EMPLOYER_LEAD",
    "ENDS_WITH_DATE",
    "ENDS_WITH_RANGE",
    "ENTRY_SECTIONS",
    "EN_FILLER",
    "EN_STOP",
    "FIELD_LABELS",
    "FOLLOWUP",
    "GROUP_SCOPE",
    "HAN",
    "HANDLE_COUNTRY_TAGS",
    "HANDLE_TAGS",
    "HAN_CHAR",
    "HAN_RUN",
    "HAN_WIDE",
    "HAN_WIDE_CHAR",
    "HEADING_NUMBER",
    "HONOUR",
    "INDEPENDENT_COLLEGE_AFTER",
    "INSTITUTION_SUFFIX_ZH",
    "INSTRUCTION",
    "INTERN",
    "IN_PROGRESS",
    "LEADING_BULLETS",
    "LEADS_TEAM",
    "NAMED_DEGREES",
    "NOT_COMPLETED",
    "NOT_EMPLOYMENT",
    "NOT_PERMANENT",
    "NOW_ASKED",
    "OPEN_RANGE",
    "ORG_SUFFIX_WORD",
    "ORG_WORD",
    "ORG_ZH_NAME",
    "OWN_PROJECT",
    "PARTNERSHIP",
    "PHONE_BODY",
    "PHONE_INTL",
    "PHONE_LABELLED",
    "PHONE_LIKE",
    "PRESENT",
    "PUBLICATION_NOISE",
    "PUBLISHED_AT",
    "REPO_HEADER",
    "ROLE_FAMILIES",
    "ROLE_LEAD",
    "ROLE_NAMES",
    "ROLE_ONLY",
    "ROLE_WORD",
    "SCHOOL_WORD",
    "SCHOOL_WORD_MORE",
    "SECTION_HINTS",
    "SECTION_KEYWORDS",
    "SENIORITY_LEVELS",
    "SENTENCE_END",
    "SERVICE",
    "SINGULAR",
    "STARTS_WITH_RANGE",
    "STUDENT",
    "STUDENT_GROUP",
    "STUDY",
    "STUDY_VERB",
    "TEAM_NAME",
    "TOOL_BEFORE",
    "TOPIC_NOISE",
    "URL",
    "VENDOR_BEFORE",
    "WISH",
    "WORK",
    "WORKSHOP",
    "WORK_CUE",
    "WORK_VERB",
    "YEAR",
    "ZH_FILLER",
    "addressed_lines",
    "cjk_ratio",
    "degree_level",
    "degree_levels",
    "degree_matches",
    "detect_language",
    "first_segment",
    "has_cjk",
    "has_cjk_script",
    "is_bullet",
    "is_cjk_char",
    "is_column_header",
    "is_date_only",
    "is_location_only",
    "language_of",
    "named_degree",
    "positive_form",
    "role_families",
    "seniority_levels",
    "seniority_of",
    "strip_bullet",
    "team_size_in",
    "years_in",
    "years_required",
]
