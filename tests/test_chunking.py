"""Section-aware chunking: what someone did stays with where they did it."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingest.chunking import chunk_cv
from ingest.models import Chunk
from ingest.normalize import count_tokens
from ingest.parsers import parse_file
from ingest.sections import split_sections


def _chunks(path: Path, max_tokens: int = 160) -> list[Chunk]:
    cv = parse_file(path, 20_000_000)
    return chunk_cv(cv, split_sections(cv), "cand-x", max_tokens)


@pytest.mark.parametrize("fmt", ["text", "pdf", "docx"])
def test_gpu_sharing_passage_keeps_its_employer(samples: Path, fmt: str) -> None:
    suffix = {"text": "txt"}.get(fmt, fmt)
    chunks = _chunks(samples / fmt / f"001_55dbf26b4cfa7bd2.{suffix}")
    sharing = [c for c in chunks if "GPU sharing in production" in c.text.replace("\n", " ")]
    assert sharing, "the GPU sharing passage was not chunked"
    assert all("Alibaba" in c.entry_header for c in sharing)
    assert all(c.section == "experience" and c.employer == "Alibaba Group" for c in sharing)


def test_chinese_entries_keep_employer_and_dates(samples: Path) -> None:
    chunks = _chunks(samples / "text" / "000_227b703a430543ab.txt")
    gpu = [c for c in chunks if "GPU 共享集群的资源碎片" in c.text]
    assert gpu and all("阿里巴巴集团" in c.entry_header for c in gpu)
    assert all("2020/12" in c.entry_header for c in gpu)
    msra = [c for c in chunks if "人脸识别" in c.text]
    assert msra and all(c.entry_header.startswith("微软亚洲研究院") for c in msra)


def test_other_lab_gpu_sharing_is_not_attributed_to_alibaba(samples: Path) -> None:
    chunks = _chunks(samples / "text" / "002_26d677b8e0a8f1b8.txt")
    sharing = [c for c in chunks if "Safe GPU sharing" in c.text]
    assert sharing and all(c.employer == "Peng Cheng Laboratory" for c in sharing)


def test_sections_are_recognised_in_both_languages(samples: Path) -> None:
    en = {c.section for c in _chunks(samples / "text" / "001_55dbf26b4cfa7bd2.txt")}
    zh = {c.section for c in _chunks(samples / "text" / "004_c992527a1da3d179.txt")}
    assert {"education", "experience", "publications", "awards", "skills"} <= en
    assert {"education", "experience", "skills", "patents"} <= zh


def test_chunks_respect_the_token_budget_and_have_stable_ids(samples: Path) -> None:
    path = samples / "text" / "000_227b703a430543ab.txt"
    first, second = _chunks(path, 80), _chunks(path, 80)
    assert [c.id for c in first] == [c.id for c in second]
    assert [c.id for c in first] == [f"{first[0].doc_id}:{n}" for n in range(len(first))]
    header_slack = 90  # the entry header is repeated in every chunk of its entry
    assert all(count_tokens(c.text) <= 80 + header_slack for c in first)
    assert {c.language for c in first} >= {"zh"}


def test_pdf_chunks_carry_pages(samples: Path) -> None:
    chunks = _chunks(samples / "pdf" / "000_227b703a430543ab.pdf")
    assert {c.page for c in chunks} >= {1, 2, 3}
