"""The Bolt app, independent of the transport (HTTP or Socket Mode): acknowledgements run on
the request thread, everything slow runs afterwards on the answer pool (lazy listeners)."""

from __future__ import annotations

import logging

from slack_bolt import App, BoltRequest, BoltResponse
from slack_bolt.logger.messages import warning_client_prioritized_and_token_skipped
from slack_sdk import WebClient

from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.access import Access
from bot.slack.claims import ClaimingApp, EventClaims
from bot.slack.client import make_client
from bot.slack.delivery import Delivery
from bot.slack.gate import install as install_gate
from bot.slack.lifecycle import AnswerPool
from bot.slack.listeners import register_listeners
from bot.slack.services import SlackServices
from bot.state.outbox import Outbox
from bot.state.store import BotState

log = logging.getLogger(__name__)
BOLT_LOGGER = "cvbot.slack.bolt"


class _NoTokenWarning(logging.Filter):
    """Bolt warns that SLACK_BOT_TOKEN "will be unused" whenever it is set in the environment
    and a client is passed; cvbot passes the client built from that very token."""

    _text = warning_client_prioritized_and_token_skipped()

    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != self._text


def bolt_logger() -> logging.Logger:
    logger = logging.getLogger(BOLT_LOGGER)
    if not any(isinstance(f, _NoTokenWarning) for f in logger.filters):
        logger.addFilter(_NoTokenWarning())
    return logger


def build_app(
    settings: Settings,
    services: BotServices,
    state: BotState,
    client: WebClient | None = None,
    pool: AnswerPool | None = None,
    claims: EventClaims | None = None,
) -> App:
    slack = settings.slack
    if not slack.allowed_channels and not slack.allowed_users:
        log.warning("no channel or user allowlist: cvbot answers wherever it is invited")
    pool = pool or AnswerPool()
    # each Slack event is claimed in the shared state before any work (bot/slack/claims.py)
    app = ClaimingApp(
        claims or EventClaims(state, pool),
        client=client or make_client(slack),
        signing_secret=slack.signing_secret.get_secret_value() if slack.signing_secret else "",
        # acks are computed on the request thread; answers run on the pool (lazy listeners)
        process_before_response=True,
        logger=bolt_logger(),
        listener_executor=pool,
    )

    @app.error
    def one_line(error: Exception, request: BoltRequest) -> BoltResponse:
        """A failing request is one log line (the traceback only with --debug); a body of
        the wrong shape that broke Bolt before the gate read it is the sender's error."""
        malformed = "caller" not in request.context and isinstance(
            error, (KeyError, TypeError, AttributeError, ValueError)
        )
        status = 400 if malformed else 500
        log.warning("a Slack request failed: %s (HTTP %d)", type(error).__name__, status)
        log.debug("the failure", exc_info=error)
        return BoltResponse(status=status, body="")

    delivery = Delivery(app.client, Outbox(state))
    slack_services = SlackServices(settings, services, state, Access(slack), pool, delivery)
    install_gate(app, slack_services)  # before every listener: one authorisation for all
    register_listeners(app, slack_services)
    delivery.flush_later()  # what Slack could not take before the last stop
    return app
