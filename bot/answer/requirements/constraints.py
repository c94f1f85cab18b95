"""`Constraints`: everything a question requires, as the registered kinds read it (places,
degree and status, skills, venues, authorship, service, time and role, the topic, and what
it asks of the records). The answer engine meets them (`bot/answer/structured.py`,
`bot/answer/topics.py`, `bot/answer/record_answers.py`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.answer.requirements.base import RecordAsk

ANY_DEGREE = "any"  # "currently studying for a degree": any level
POSTGRAD = "postgrad"  # "读过研究生", "grad school": a master's or a doctorate


@dataclass
class Constraints:
    """What a question requires, beyond its topic words."""

    employers: set[str] = field(default_factory=set)  # org ids, any of them (OR)
    schools: set[str] = field(default_factory=set)
    excluded: set[str] = field(default_factory=set)
    unknown_work: list[str] = field(default_factory=list)  # places the catalog does not know
    unknown_study: list[str] = field(default_factory=list)
    skills: set[str] = field(default_factory=set)
    all_skills: bool = False  # "Go and Rust" (every skill) rather than "Swift or Objective-C"
    skill_apart: bool = False  # the skill is its own requirement, not inside the place's entry
    skill_at_work: bool = False  # "used k8s in a job", "工作中用过": in a position's entry
    every_employer: bool = False  # "both Baidu and ByteDance", "既在百度…又在字节跳动"
    venues: list[str] = field(default_factory=list)
    publications: bool = False
    first_author: bool | None = None  # True: first author; False: never first author
    service: bool = False
    committee: bool = False  # service on a committee (not reviewing alone)
    artifact: bool = False  # ... artifact evaluation committees included
    program_committee: bool = False  # ... programme committees asked for by name
    main_track: bool = False  # "main conference only", "workshop papers do not count"
    paper_kind: str | None = None  # "journal papers", "会议论文": journal | conference
    degree: str | None = None  # a level (PhD, Master, ...) or ANY_DEGREE
    degree_name: str | None = None  # a named degree within the level ("MBA")
    # any | in_progress | completed | held (not in progress or left) | highest (of those held)
    # | highest_studying (of those held or being studied for) | never_completed
    degree_status: str = "any"
    # never_completed: "never completed any degree" (none held at that level), not only "left
    # a degree without completing it" (another one completed does not matter)
    no_degree_held: bool = False
    graduated: bool = False  # "graduated from TUM", "清华毕业的": a study there completed
    current: bool = False
    period: tuple[int | None, int | None] | None = None  # years the place must overlap
    half: str | None = None  # ... and the half-year ("2023H2": "23年下半年还在京东的")
    joined: bool = False  # "joined X in 2022 or later": the first position there began then
    fulltime: bool = False
    intern_only: bool = False
    never_full_time: bool = False  # "… but never full-time there": none on the record
    never_interned: bool = False  # "full-time there, never an intern": no internship there
    kinds_held: set[str] = field(default_factory=set)  # "既实习过又全职过": each on the record
    certification: bool = False  # "a Kubernetes certification", "PMP": a credential line
    certification_names: list[str] = field(default_factory=list)  # credentials named ("CKA")
    topic: str = ""
    topic_terms: list[str] = field(default_factory=list)
    alternatives: list[list[str]] = field(default_factory=list)  # any of these term lists
    concept_names: list[str] = field(default_factory=list)  # a concept's names, any script
    concept_groups: list[list[str]] = field(default_factory=list)  # the names, per concept
    concepts: list[str] = field(default_factory=list)  # the concepts' ids
    must: list[str] = field(default_factory=list)
    record: RecordAsk = field(default_factory=RecordAsk)  # years, tier, seniority, graduation

    def add_concept(self, concept: str, names: list[str]) -> None:
        """A concept the topic names (a skill-vocabulary concept, a role family, a product's
        company), with its names in every script: any one of them meets that concept."""
        self.concept_names += [n for n in names if n not in self.concept_names]
        self.concept_groups.append(names)
        self.concepts.append(concept)

    @property
    def timed_place(self) -> bool:
        """A time asked of a named employer ("at Huawei during 2019", "still at X")."""
        return bool(self.employers) and (self.period is not None or self.current)

    @property
    def history_asked(self) -> bool:
        """What the record's positions at the place asked decide: kinds held ("full-time at
        JD", "interned but never full-time"), a joining, a time."""
        kinds = self.never_full_time or self.never_interned or bool(self.kinds_held)
        role = (self.fulltime or self.intern_only) and bool(self.employers)
        # ("现在在<a place the catalog does not know>的": the record's positions there say if
        # one is held now, when it has any)
        now_unlisted = self.current and bool(self.unknown_work)
        return kinds or role or bool(self.joined) or self.timed_place or now_unlisted

    @property
    def structured(self) -> bool:
        return bool(
            self.employers or self.schools or self.unknown_work or self.unknown_study
            or self.skills or self.venues or self.publications or self.service
            or self.degree or self.first_author is not None or self.certification
        )  # fmt: skip
