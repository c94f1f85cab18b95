"""Slack settings, from the environment names Slack apps use."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

IdList = Annotated[list[str], NoDecode]


class SlackSettings(BaseSettings):
    """SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, SLACK_APP_TOKEN; CVBOT_SLACK_API_URL for
    Enterprise/GovSlack hosts (and tests); CVBOT_SLACK_* lists are comma-separated ids."""

    model_config = SettingsConfigDict(extra="ignore", populate_by_name=True)

    bot_token: SecretStr | None = Field(
        default=None, validation_alias="SLACK_BOT_TOKEN", description="bot token (`xoxb-...`)"
    )
    signing_secret: SecretStr | None = Field(
        default=None,
        validation_alias="SLACK_SIGNING_SECRET",
        description="verifies HTTP requests (HTTP mode)",
    )
    app_token: SecretStr | None = Field(
        default=None,
        validation_alias="SLACK_APP_TOKEN",
        description="app-level token (`xapp-...`) for Socket Mode",
    )
    api_url: str = Field(
        default="https://slack.com/api/",
        validation_alias="CVBOT_SLACK_API_URL",
        description="Web API base URL (Enterprise/GovSlack hosts, tests)",
    )
    allowed_channels: IdList = Field(
        default_factory=list,
        validation_alias="CVBOT_SLACK_CHANNELS",
        description="comma-separated channel ids allowed to use cvbot",
    )
    allowed_users: IdList = Field(
        default_factory=list,
        validation_alias="CVBOT_SLACK_USERS",
        description="optional comma-separated user allowlist",
    )
    admins: IdList = Field(
        default_factory=list,
        validation_alias="CVBOT_SLACK_ADMINS",
        description="user ids allowed everywhere users are, who may also `/cv reindex` and "
        "`/cv forget`",
    )
    inbox_channels: IdList = Field(
        default_factory=list,
        validation_alias="CVBOT_SLACK_INBOX",
        description="channel ids whose uploaded CVs are indexed (no need to list them in "
        "`CVBOT_SLACK_CHANNELS`)",
    )
    redact_contacts: bool = Field(
        default=True,
        validation_alias="CVBOT_SLACK_REDACT",
        description="hide e-mails and phone numbers outside DMs",
    )
    max_question_chars: int = Field(
        default=4000,
        ge=100,
        validation_alias="CVBOT_SLACK_MAX_QUESTION_CHARS",
        description="longer questions and `/cv` texts get a message asking for a shorter one",
    )
    max_upload_mb: float = Field(
        default=20.0,
        validation_alias="CVBOT_SLACK_MAX_UPLOAD_MB",
        description="larger uploaded files are refused",
    )

    @field_validator("allowed_channels", "allowed_users", "admins", "inbox_channels", mode="before")
    @classmethod
    def _split(cls, value: object) -> object:
        if isinstance(value, str):
            return [v.strip() for v in value.split(",") if v.strip()]
        return value
