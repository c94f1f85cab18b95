"""The one settings object, built from the environment (prefix CVBOT_, nested with __).

Examples: CVBOT_DATA_DIR=/srv/cvbot, CVBOT_STORE__CHROMA_URL=http://127.0.0.1:8000,
CVBOT_EMBEDDING__PROVIDER=langchain CVBOT_EMBEDDING__MODEL=openai:text-embedding-3-small,
CVBOT_INGEST__MAX_FILE_MB=50, CVBOT_LLM__MODEL=openai:gpt-4o-mini (optional),
CVBOT_STATE__URL=postgresql://cvbot@db:5432/cvbot (bot state shared by replicas).
"""

from __future__ import annotations

from pathlib import Path

from platformdirs import user_data_dir
from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.answer.llm_settings import LLMSettings
from bot.slack.settings import SlackSettings
from bot.state.settings import StateSettings
from ingest.config import IngestSettings
from vectorstore.config import EmbeddingSettings, StoreSettings


def _default_data_dir() -> Path:
    return Path(user_data_dir("cvbot", appauthor=False))


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="CVBOT_", env_nested_delimiter="__", extra="ignore"
    )

    data_dir: Path = Field(
        default_factory=_default_data_dir,
        description="embedded index, lock and user vocabulary files (`--data-dir` also works)",
    )
    store: StoreSettings = Field(default_factory=StoreSettings)
    embedding: EmbeddingSettings = Field(default_factory=EmbeddingSettings)
    ingest: IngestSettings = Field(default_factory=IngestSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    slack: SlackSettings = Field(default_factory=SlackSettings)
    state: StateSettings = Field(default_factory=StateSettings)
