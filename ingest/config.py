"""Settings of the ingestion job (composed into `bot.settings.Settings`)."""

from pydantic import BaseModel, Field


class IngestSettings(BaseModel):
    max_file_mb: float = Field(default=20.0, gt=0, description="larger files are refused")
    chunk_tokens: int = Field(
        default=160, ge=32, description="chunk budget (a CJK character = a token)"
    )
    chunk_overlap_lines: int = Field(
        default=1, ge=0, description="lines repeated at the start of the next chunk"
    )
    watch_interval_s: float = Field(
        default=5.0, gt=0, description="polling interval of `cvbot ingest --watch`"
    )
    embed_workers: int | None = Field(
        default=None,
        ge=1,
        description="embedding worker processes for large ingests (default: one per CPU; "
        "1 = embed in the ingesting process)",
    )
