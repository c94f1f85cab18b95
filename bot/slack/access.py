"""Who may use cvbot where: channel and user allowlists, and admins."""

from __future__ import annotations

from bot.slack.settings import SlackSettings


class Access:
    def __init__(self, slack: SlackSettings) -> None:
        self.s = slack

    def allowed(self, user: str | None, channel: str | None) -> bool:
        if self.s.allowed_users and user not in self.s.allowed_users:
            return False
        is_dm = bool(channel and channel.startswith("D"))
        return is_dm or not self.s.allowed_channels or channel in self.s.allowed_channels

    def admin(self, user: str | None) -> bool:
        return bool(user) and user in self.s.admins

    def redact(self, channel: str | None) -> bool:
        """Contact details are redacted everywhere but in DMs (unless turned off)."""
        return self.s.redact_contacts and not str(channel or "").startswith("D")
