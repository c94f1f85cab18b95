"""Settings of the optional LLM writer, apart from the writer itself so that reading the
settings loads neither LangChain nor the answer engine."""

from __future__ import annotations

from pydantic import BaseModel, Field, SecretStr


class LLMSettings(BaseModel):
    model: str | None = Field(
        default=None, description="`provider:model` for init_chat_model, e.g. `openai:gpt-4o-mini`"
    )
    base_url: str | None = Field(default=None, description="OpenAI-compatible server URL")
    api_key: SecretStr | None = Field(default=None, description="API key of that server")
    timeout_s: float = Field(
        default=20.0, description="seconds to wait; then the extractive answer is used"
    )
    temperature: float = Field(default=0.0, description="sampling temperature of the writer")
    read_questions: bool = Field(
        default=True,
        description="the model also reads each question into typed requirements (the "
        "offline reader on any failure)",
    )
