"""Who makes a tool of the skill vocabulary, and what kind of tool it is
(`ingest/data/tool_makers.yaml`), for questions that name a tool by its maker: "microsoft's BI
tool" is Power BI, "salesforce's dashboarding tool" Tableau."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, Field

from ingest.aliasmatch import read_catalog_file
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from vectorstore.errors import UserFacingError

TOOL_MAKERS_PATH = Path(__file__).parent / "data" / "tool_makers.yaml"


class ToolMaker(BaseModel):
    maker: str  # a catalog id (ingest/data/orgs.yaml)
    kind: list[str] = Field(default_factory=list)  # words for what it is: "BI", "数据库"


class ToolMakerFile(BaseModel):
    tools: dict[str, ToolMaker] = Field(default_factory=dict)  # skill id -> its maker


@cache
def tool_makers(path: Path = TOOL_MAKERS_PATH) -> dict[str, ToolMaker]:
    """Skill id → its maker and kind words; an unknown skill or organisation is an error
    naming the file."""
    data = read_catalog_file(
        path,
        ToolMakerFile,
        list_key="tools",
        what="list of tools' makers",
        error=UserFacingError,
        hint="Give skill ids of ingest/data/skills.yaml, e.g. "
        "`tools: {powerbi: {maker: microsoft, kind: [BI]}}`.",
    )
    skills, orgs = SkillCatalog.load(), OrgCatalog.load()
    for skill, made in data.tools.items():
        if skills.get(skill) is None or made.maker not in orgs:
            raise UserFacingError(f"{path}: '{skill}' or its maker '{made.maker}' is unknown.")
    return data.tools


def tool_by_maker(makers: set[str], said: str) -> str | None:
    """The one tool a maker of `makers` makes whose kind words `said` holds ("BI tool")."""
    text = f" {said.lower()} "
    found = {
        skill
        for skill, made in tool_makers().items()
        if made.maker in makers
        and any((f" {w.lower()} " in text) if w.isascii() else (w in text) for w in made.kind)
    }
    return found.pop() if len(found) == 1 else None
