"""A built organisation or skill catalog is kept in the user cache directory, so the next
process (a cold `cvbot ask`) loads it instead of building it again; an edited catalog file
or a damaged copy is never served from the cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingest import aliasmatch
from ingest.orgs import BUILTIN_PATH, OrgCatalog
from ingest.skills import BUILTIN_PATH as SKILLS_PATH
from ingest.skills import SkillCatalog


def _new_process_load(build, *paths: Path):  # type: ignore[no-untyped-def]
    """What a fresh process does (the in-process memo left out)."""
    stamps = tuple(aliasmatch._file_stamp(p) for p in paths)
    return aliasmatch._load_catalog.__wrapped__(build, stamps)


def _ids(catalog: OrgCatalog, text: str) -> list[str]:
    return [m.id for m in catalog.find(text)]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CVBOT_MODEL_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / "catalogs"


def test_the_next_process_loads_the_built_catalog_instead_of_building_it(
    tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = tmp_path / "orgs.yaml"
    user.write_text("orgs:\n- {id: quillfeather, en: Quillfeather Robotics, kind: employer, "
                    "aliases: [QFR]}\n", encoding="utf-8")  # fmt: skip
    built = _new_process_load(OrgCatalog.from_files, BUILTIN_PATH, user)
    assert len(list(cache.glob("orgcatalog-*.pickle"))) == 1

    def no_building(*args: object, **kwargs: object) -> None:
        raise AssertionError("built again")

    monkeypatch.setattr(OrgCatalog, "__init__", no_building)
    loaded = _new_process_load(OrgCatalog.from_files, BUILTIN_PATH, user)
    assert _ids(loaded, "Staff engineer at QFR, then 阿里巴巴") == ["quillfeather", "alibaba"]
    assert loaded.digest == built.digest


def test_an_edited_catalog_file_is_built_again(tmp_path: Path, cache: Path) -> None:
    user = tmp_path / "orgs.yaml"
    user.write_text("orgs:\n- {id: quillfeather, en: Quillfeather Robotics, kind: employer}\n",
                    encoding="utf-8")  # fmt: skip
    first = _new_process_load(OrgCatalog.from_files, BUILTIN_PATH, user)
    assert _ids(first, "Staff engineer at QFR") == []
    user.write_text("orgs:\n- {id: quillfeather, en: Quillfeather Robotics, kind: employer, "
                    "aliases: [QFR]}\n", encoding="utf-8")  # fmt: skip
    second = _new_process_load(OrgCatalog.from_files, BUILTIN_PATH, user)
    assert _ids(second, "Staff engineer at QFR") == ["quillfeather"]
    assert second.digest != first.digest


def test_a_damaged_copy_is_built_again_and_replaced(cache: Path) -> None:
    _new_process_load(SkillCatalog.from_files, SKILLS_PATH)
    (copy,) = cache.glob("skillcatalog-*.pickle")
    copy.write_bytes(b"not a pickle")
    skills = _new_process_load(SkillCatalog.from_files, SKILLS_PATH)
    assert [m.id for m in skills.find("Built services in Go and Kubernetes")] == [
        "go",
        "kubernetes",
    ]
    assert copy.read_bytes() != b"not a pickle"  # the good copy is back for the next one
