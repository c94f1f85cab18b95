"""Settings of what cvbot keeps and for how long: CV retention and the audit trail's own
retention (`bot/retention.py`, `bot/audit.py`). Apart from those modules so that reading
the settings loads neither."""

from __future__ import annotations

from pydantic import BaseModel, Field


class PrivacySettings(BaseModel):
    retention_days: int | None = Field(
        default=None,
        ge=1,
        description="erase people whose newest CV was not updated for this many days "
        "(`cvbot retention --apply`, and daily in `serve`); unset = keep",
    )
    audit_retention_days: int | None = Field(
        default=365,
        ge=1,
        description="drop audit entries older than this many days (daily in `serve`, and "
        "with `cvbot retention --apply`); unset = keep",
    )
    sweep_interval_h: float = Field(
        default=24.0, gt=0, description="hours between the retention sweeps `serve` runs"
    )
