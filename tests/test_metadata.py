"""The chunk-metadata contract between the ingest job (writer) and the answer engine (reader):
the keys and formats the index has always had, read back tolerantly."""

from __future__ import annotations

from pathlib import Path

from ingest.job import Indexer
from ingest.language import SECTION_KEYWORDS
from ingest.metadata import (
    ChunkMetadata,
    SectionKind,
    is_local_source,
    is_unknown_name,
    slack_source,
    unknown_name,
)
from ingest.models import Chunk, EducationItem, EmploymentItem, Profile
from tests.conftest import write
from tests.fixtures.cvs import EN_CV, NO_NAME_CV, ZH_CV

CHUNK = Chunk(
    id="d1:0",
    doc_id="d1",
    candidate_id="cand-d1",
    n=0,
    text="Quillmoor Labs › Staff Engineer\n- Built the tide model.",
    section="experience",
    section_title="Experience",
    entry_header="Quillmoor Labs › Staff Engineer",
    header_lines=["Quillmoor Labs", "Staff Engineer", "Quillmoor Labs"],
    page=2,
    source="/cvs/ondine.pdf",
    file_name="ondine.pdf",
    language="en",
    employer="Quillmoor Labs",
)
PROFILE = Profile(
    names=["Ondine Falk", "Ondine Falk"],
    employment=[EmploymentItem(employer="Quillmoor Labs"), EmploymentItem(employer="Brindle")],
    education=[
        EducationItem(school="Vell University", degree="PhD"),
        EducationItem(school="Vell University", degree="BSc"),
        EducationItem(school="Harrow Tech"),
    ],
    skills=[f"skill{i}" for i in range(60)],
    venues=["NeurIPS"],
)


def test_written_metadata_keeps_every_key_and_format_readers_use() -> None:
    stored = ChunkMetadata.for_chunk(CHUNK, PROFILE, "Ondine Falk").to_chroma()
    assert stored == {
        "doc_id": "d1",
        "candidate_id": "cand-d1",
        "candidate_name": "Ondine Falk",
        "n": 0,
        "section": "experience",
        "section_title": "Experience",
        "entry_header": "Quillmoor Labs › Staff Engineer",
        "source": "/cvs/ondine.pdf",
        "file_name": "ondine.pdf",
        "language": "en",
        "page": 2,
        "employer": "Quillmoor Labs",  # no "school": None is left out
        "header_lines": ["Quillmoor Labs", "Staff Engineer"],  # duplicates dropped
        "names": ["Ondine Falk"],
        "employers": ["Quillmoor Labs", "Brindle"],
        "schools": ["Vell University", "Harrow Tech"],
        "degrees": ["BSc", "PhD"],
        "skills": [f"skill{i}" for i in range(50)],  # capped
        "venues": ["NeurIPS"],
    }
    assert type(stored["section"]) is str  # a plain string, as Chroma stores it


def test_empty_lists_and_missing_values_are_left_out() -> None:
    bare = CHUNK.model_copy(update={"page": None, "employer": None, "header_lines": []})
    stored = ChunkMetadata.for_chunk(bare, Profile(), "Unknown (x.pdf)").to_chroma()
    assert not {"page", "employer", "school", "header_lines", "names", "skills"} & set(stored)


def test_reading_back_is_exact_and_tolerant() -> None:
    meta = ChunkMetadata.for_chunk(CHUNK, PROFILE, "Ondine Falk")
    assert ChunkMetadata.from_chroma(meta.to_chroma()) == meta
    assert ChunkMetadata.from_chroma({}) == ChunkMetadata()
    odd = ChunkMetadata.from_chroma({"section": "hobbies", "language": "fr", "future_key": 1})
    assert (odd.section, odd.language, odd.page, odd.skills) == (SectionKind.OTHER, "en", None, [])


def test_every_section_the_reader_of_cvs_makes_is_a_kind() -> None:
    made = {kind for kind, _ in SECTION_KEYWORDS} | {"header", "flagged"}
    assert made == {k.value for k in SectionKind}
    assert SectionKind.EDUCATION == "education"


def test_indexed_chunks_read_back_unchanged(indexer: Indexer, tmp_path: Path) -> None:
    write(tmp_path / "marta.md", EN_CV)
    write(tmp_path / "zhao.md", ZH_CV)
    write(tmp_path / "anon.md", NO_NAME_CV)
    indexer.ingest([tmp_path])
    chunks = indexer.store.get_chunks()
    assert chunks
    for chunk in chunks:
        assert ChunkMetadata.from_chroma(chunk.metadata).to_chroma() == chunk.metadata


def test_placeholder_names_and_upload_sources() -> None:
    assert unknown_name("cv_7.pdf") == "Unknown (cv_7.pdf)"
    assert is_unknown_name(unknown_name("cv_7.pdf")) and not is_unknown_name("Una Known")
    assert slack_source("F01", "cv.pdf") == "slack:F01/cv.pdf"
    assert not is_local_source(slack_source("F01", "cv.pdf"))
    assert is_local_source("/srv/cvs/cv.pdf")
