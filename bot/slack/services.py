"""What the Slack listeners work with: the bot's services (engine, indexer), the bot's
state (bot/state/), access rules, the answer pool and delivery to Slack (retries, the
outbox). Built once by `build_app`."""

from __future__ import annotations

from dataclasses import dataclass

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

    @property
    def slack(self) -> SlackSettings:
        return self.settings.slack

    def index_is_empty(self) -> bool:
        return not self.bot.engine.candidates()
