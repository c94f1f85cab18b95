"""The card and the answer are one reading of a CV (issue 17): on the dev sets, every
employer and degree on a person's card is found by the matching question ("Who has worked
at X?", "Who has completed a PhD degree?"), and every person such a question names has it on
their card. Disagreements are listed in the failure message; the number allowed is the one
measured (a ratchet: lower it when a fix lands, never raise it)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from ingest.figures import degree_status
from ingest.record import CandidateRecord, Position, build_record, org_catalog
from tests.conftest import REPO, CountingEmbedder

SHARED = Path(os.environ.get("CVBOT_SHARED_DIR", REPO.parent / "shared"))
DEV_SETS = [SHARED / "real-cvs" / "cvs", SHARED / "real-cvs-2" / "cvs"]
# measured 2026-11-23 on the record branch: of 101 employer questions 18 disagree on someone
# (26 question-person pairs; 45 pairs before skills and project labels stopped being
# employers, and 31 questions before awards, contests and study periods stopped being
# positions); 5 of the 6 degree questions disagree on someone
# stop 22: 30. The card now reads two layouts the answer's line reading does not yet: an
# employer named in the first bullet under a dated role ("2022.1-2022.8: Network Engineer" /
# "• High-speed Network Group, Bytedance") and an employer on the line after a dated role
# ("- 2018 - 2019: Software Engineer" / "- Huawei Technology Co. Ltd."): 4 people-questions
# the card has and the answer misses (before, both missed them and "agreed"). The answer
# meeting an employer from the record's positions is the fix that lowers this again.
# stop 23: 24, once employer questions are met by the record's positions too
# (bot/answer/record_positions.py).
# stop 24: 16, once repositories and personal projects, title words ("Senior software R&D"),
# "Department:" fields and the title half of "Software Develop Engineer, <X> Co., Ltd." are
# no employers on the card, and an unlisted company with a skill in its name is a place
# stop 25: 7, once a header whose place follows its dates is an entry ("… Intern, Bytedance
# June 2021 — Now Beijing, China"), first-person sentences without dates give positions ("I
# am a … at NVIDIA"), a university asked with a work verb is an employer (not a place of
# study), and blog posts, open-source contributions and student teams are no positions
# then 5, once an entry naming a company and one of its labs ("Alibaba, DAMO Academy") is at
# the lab on the record; then 3, once a place after the dates may have the entry's first
# sentence after it and a company with its legal form heading a section of projects is a job
# stop 26: 0, once "Oct.-* 2020" is a span from October 2020 on, a second part of the
# employer on a line of its own in the entry ("…, DAMO Academy") is a position there too, and
# a brand written in lower case inside a line ("qemu/intel nuc") is a product
KNOWN_EMPLOYER_DISAGREEMENTS = 0
# stop 24: 4, once degree questions read the record where it holds the degree
# (bot/answer/record_degrees.py) and an "expected" end is in progress on the record: no
# question names fewer people than the cards; the 4 left name people whose degree the
# record did not read (a bachelor's on the same line as a master's, a degree without a
# level word)
# stop 25: 3, once two degrees under one school, on one line or in one sentence are two
# entries, a bilingual degree row keeps its level and "Msc." is a master's
# stop 26: 1, once a Chinese school line ending in its dates is not glued to the line above,
# "研究生奖学金" is a scholarship (not a graduate degree) and a school after a sub-heading of
# course projects is still a degree; the one left is a bachelor's written without a school
# ("B.A. Undergraduate Studies — Completed …"), which the record does not keep
KNOWN_DEGREE_DISAGREEMENTS = 1


@pytest.fixture(scope="module")
def dev(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Any, dict[str, CandidateRecord]]]:
    missing = [str(p) for p in DEV_SETS if not p.is_dir()]
    if missing:
        pytest.skip(f"dev CVs not found at {', '.join(missing)} (set CVBOT_SHARED_DIR)")
    from bot.answer.engine import AnswerEngine
    from bot.settings import Settings
    from ingest.job import Indexer
    from vectorstore.embeddings import embedder_id
    from vectorstore.store import CVStore

    data = tmp_path_factory.mktemp("devsets")
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        assert not Indexer(store, embedder, settings.ingest).ingest(DEV_SETS).failed
        engine = AnswerEngine(store, embedder)
        yield engine, {p.id: build_record(p) for p in engine.candidates()}
    finally:
        store.close()


def _asked_name(position: Position) -> str:
    """How a recruiter would name the employer: the catalog's name, else as written."""
    catalog = org_catalog()
    if catalog is not None and position.org_id and catalog.get(position.org_id):
        return catalog.display(position.org_id)
    return position.organisation


def _on_card(record: CandidateRecord, name: str) -> bool:
    catalog = org_catalog()
    ids = catalog.resolve(name) if catalog is not None else set()
    for p in record.positions:
        if ids and p.org_id and catalog is not None and catalog.within(p.org_id, ids):
            return True
        if name.lower() in p.organisation.lower():
            return True
    return False


def test_every_employer_on_a_card_is_found_by_the_employer_question_and_back(
    dev: tuple[Any, dict[str, CandidateRecord]],
) -> None:
    engine, records = dev
    owners: dict[str, set[str]] = {}
    for cid, record in records.items():
        for position in record.positions:
            owners.setdefault(_asked_name(position), set()).add(cid)
    disagreements = []
    for employer, holders in sorted(owners.items()):
        question = f"Who has worked at {employer}?"
        named = {c.id for c in engine.ask(question).candidates}
        for cid in holders - named:
            disagreements.append(f"{question} misses {records[cid].name} (on the card)")
        for cid in named - holders:
            if not _on_card(records[cid], employer):
                disagreements.append(f"{question} names {records[cid].name} (not on the card)")
    assert len(disagreements) <= KNOWN_EMPLOYER_DISAGREEMENTS, "\n".join(disagreements)


def test_every_degree_on_a_card_is_found_by_the_degree_question_and_back(
    dev: tuple[Any, dict[str, CandidateRecord]],
) -> None:
    engine, records = dev
    today = date.today()
    disagreements = []
    for level in ("PhD", "Master", "Bachelor"):
        for status, question in (
            ("completed", f"Who has completed a {level} degree?"),
            ("in progress", f"Who is currently pursuing a {level} degree?"),
        ):
            holders = {
                cid
                for cid, r in records.items()
                if any(d.level == level and degree_status(d, today) == status for d in r.education)
            }
            named = {c.id for c in engine.ask(question).candidates}
            if holders != named:
                card_only = sorted(records[c].name for c in holders - named)
                answer_only = sorted(records[c].name for c in named - holders)
                disagreements.append(f"{question} card only {card_only}, answer only {answer_only}")
    assert len(disagreements) <= KNOWN_DEGREE_DISAGREEMENTS, "\n".join(disagreements)
