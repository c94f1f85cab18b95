"""What the Slack listeners work with: the bot's services (engine, indexer), the bot's
state (bot/state/), access rules, the answer pool, delivery to Slack (retries, the outbox)
and the registry of journaled work each listener knows how to resume. Built once by
`build_app`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.access import Access
from bot.slack.delivery import Delivery
from bot.slack.lifecycle import AnswerPool
from bot.slack.settings import SlackSettings
from bot.state.store import BotState


@dataclass
class SlackServices:
    settings: Settings
    bot: BotServices
    state: BotState
    access: Access
    pool: AnswerPool
    delivery: Delivery
    # kind of journaled work -> how to resume it (filled by the listeners' `register`)
    resumers: dict[str, Callable[[dict[str, Any]], None]] = field(default_factory=dict)

    @property
    def slack(self) -> SlackSettings:
        return self.settings.slack

    def index_is_empty(self) -> bool:
        return not self.bot.engine.candidates()
