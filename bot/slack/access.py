"""Who may use cvbot where: channel and user allowlists, and admins. The one place these
rules live; `gate.py` applies them to every Slack request before any listener runs.

* A user outside `CVBOT_SLACK_USERS` (when set) and `CVBOT_SLACK_ADMINS` may do nothing,
  anywhere.
* Channels: those in `CVBOT_SLACK_CHANNELS` (or every channel, when it is empty) and the CV
  inbox channels (`CVBOT_SLACK_INBOX` works on its own). DMs, modals and App Home are
  private to the user: there only the user allowlist applies.
* Admins (`CVBOT_SLACK_ADMINS`) are allowed users who may also run destructive commands;
  they follow the channel rules like everyone."""

from __future__ import annotations

from bot.slack.settings import SlackSettings


class Access:
    def __init__(self, slack: SlackSettings) -> None:
        self.s = slack

    def allowed(self, user: str | None, channel: str | None) -> bool:
        if self.s.allowed_users and user not in self.s.allowed_users and not self.admin(user):
            return False
        if channel is None or channel.startswith("D"):  # private to the user
            return True
        return (
            not self.s.allowed_channels
            or channel in self.s.allowed_channels
            or channel in self.s.inbox_channels
        )

    def admin(self, user: str | None) -> bool:
        return bool(user) and user in self.s.admins

    def redact(self, channel: str | None) -> bool:
        """Contact details are redacted everywhere but in DMs (unless turned off)."""
        return self.s.redact_contacts and not str(channel or "").startswith("D")
