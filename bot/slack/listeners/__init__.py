"""Slack listeners, one module per kind of request, each with `register(app, services)` as
in Bolt's app templates. Listeners stay thin: check access, call the bot's services, render
with bot/slack/blocks.py. To add a `/cv` subcommand, see listeners/commands.py."""

from __future__ import annotations

from slack_bolt import App

from bot.slack.listeners import actions, commands, inbox, mentions, more
from bot.slack.services import SlackServices


def register_listeners(app: App, services: SlackServices) -> None:
    mentions.register(app, services)
    commands.register(app, services)
    actions.register(app, services)
    more.register(app, services)
    inbox.register(app, services)
