"""Running the bot: `run(settings, services)` checks the Slack set-up, then serves Slack's
requests until SIGTERM or Ctrl-C, and stops gracefully.

* HTTP (`http=True`, or no SLACK_APP_TOKEN): uvicorn serves /slack/events (Bolt's ASGI
  adapter), /healthz and /readyz (bot/slack/asgi.py). On SIGTERM it stops accepting,
  finishes the requests in flight, then the answers already acknowledged finish (or are
  told "restarting") within the grace period. Slack events are claimed in the shared state
  first (bot/slack/claims.py), so replicas behind one load balancer answer each once.
* Socket Mode (SLACK_APP_TOKEN): a websocket to Slack, no public URL; on SIGTERM the socket
  closes (Slack redelivers what was not acknowledged) and the answers drain the same way.

Set-up mistakes raise `UserFacingError` with one line saying what to set or check."""

from __future__ import annotations

import logging
import os
import signal
import socket
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn
from slack_bolt import App
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.asgi import EVENTS_PATH, Readiness, SlackASGI
from bot.slack.claims import EventClaims
from bot.slack.client import (
    SlackSetupError,
    check_settings,
    make_client,
    rejected,
    unreachable,
    verify_bot_token,
)
from bot.slack.lifecycle import AnswerPool
from bot.state.store import open_state

log = logging.getLogger(__name__)

# after SIGTERM: up to 5 s for requests in flight (acks take milliseconds), then up to 20 s
# for answers, within Kubernetes' default termination grace period of 30 s
REQUEST_GRACE_S = 5
GRACE_S = 20.0
_APP_TOKEN_HELP = "an app-level token (xapp-…) with connections:write (Basic Information)"


def run(
    settings: Settings,
    services: BotServices,
    *,
    http: bool = False,
    host: str = "127.0.0.1",
    port: int = 3000,
    announce: Callable[[str], None] | None = None,
    warm_up: threading.Thread | None = None,
) -> None:
    """Serve Slack until SIGTERM/SIGINT (Socket Mode when SLACK_APP_TOKEN is set and `http`
    is False, else HTTP on host:port), then stop gracefully. Raises UserFacingError for a
    set-up mistake; `announce` gets one line when the bot is ready (default: stderr). Over
    HTTP, /readyz passes once `warm_up` has finished and the state database answers."""
    say = announce or (lambda line: print(line, file=sys.stderr, flush=True))
    use_http = uses_http(settings, http=http)
    client = preflight(settings, http=http)
    pool = AnswerPool()
    state = open_state(settings.state, settings.data_dir)
    claims = EventClaims(state, pool)
    try:
        app = build_app(settings, services, state, client=client, pool=pool, claims=claims)
        if use_http:
            warm = (lambda: not warm_up.is_alive()) if warm_up is not None else None
            readiness = Readiness(warm=warm, state=state.ping)
            transport = HttpTransport(app, pool, host, port, readiness=readiness)
            say(f"cvbot: listening on {transport.url} (health: {transport.base}/healthz)")
            with _signals_handled(), claims.kept(app):
                transport.serve()  # uvicorn handles SIGTERM/SIGINT: returns once drained
        else:
            token = settings.slack.app_token.get_secret_value() if settings.slack.app_token else ""
            with _signals_handled() as stop, claims.kept(app):
                serve_socket_mode(app, pool, token, stop, say)
    finally:
        state.close()
    say("cvbot: stopped")


def uses_http(settings: Settings, *, http: bool = False) -> bool:
    """HTTP unless SLACK_APP_TOKEN is set (then Socket Mode), or when asked for."""
    return http or settings.slack.app_token is None


def preflight(settings: Settings, *, http: bool = False) -> WebClient:
    """The start-up checks alone (tokens and secret for the mode, then auth.test): call it
    before loading the index to fail in a second. Returns the verified Web API client."""
    check_settings(settings.slack, http=uses_http(settings, http=http))
    verify_bot_token(make_client(settings.slack, retries=0), settings.slack)
    return make_client(settings.slack)


# -- HTTP --------------------------------------------------------------------------------------
def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family, backlog=2048)
    except OSError as exc:
        code = exc.errno or 0
        reason = os.strerror(code) if code > 0 else exc.strerror or str(exc)
        reason = reason.split(" (while attempting")[0]  # socket.create_server's addition
        raise SlackSetupError(
            f"Cannot listen on {host}:{port} ({reason}): choose another --port or --host, "
            "or stop what is using it."
        ) from exc


class HttpTransport:
    """uvicorn serving `SlackASGI` on a socket bound up front (so a port in use is a one-line
    error, and port 0 gives a free port for tests)."""

    def __init__(
        self, app: App, pool: AnswerPool, host: str = "127.0.0.1", port: int = 3000,
        *, grace_s: float = GRACE_S, readiness: Readiness | None = None,
    ) -> None:  # fmt: skip
        self.host = host
        self.socket = _bind(host, port)
        self.asgi = SlackASGI(app, pool, grace_s=grace_s, readiness=readiness)
        config = uvicorn.Config(
            self.asgi,
            lifespan="on",
            log_config=None,
            log_level="warning",
            access_log=False,
            server_header=False,
            backlog=2048,
            timeout_keep_alive=5,
            timeout_graceful_shutdown=REQUEST_GRACE_S,
        )
        self.server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self.socket.getsockname()[1])

    @property
    def base(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @property
    def url(self) -> str:
        return self.base + EVENTS_PATH

    def serve(self) -> None:
        """Serve until the process gets SIGTERM/SIGINT (or `stop`), then drain."""
        self.server.run(sockets=[self.socket])

    def start(self) -> HttpTransport:
        """Serve on a background thread (tests, benches); returns once accepting."""
        self._thread = threading.Thread(target=self.serve, name="cvbot-http", daemon=True)
        self._thread.start()
        while not self.server.started and self._thread.is_alive():
            self._thread.join(0.01)
        return self

    def stop(self, timeout: float | None = None) -> None:
        """What SIGTERM does: stop accepting, finish requests in flight, drain answers."""
        self.server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)


def make_http_server(app: App, host: str, port: int) -> HttpTransport:
    """The HTTP transport for an app from `build_app` (its answer pool drains on stop)."""
    executor = app.listener_runner.listener_executor
    pool = executor if isinstance(executor, AnswerPool) else AnswerPool()
    return HttpTransport(app, pool, host, port)


# -- Socket Mode -------------------------------------------------------------------------------
def connect_socket_mode(app: App, app_token: str) -> Any:
    """A connected SocketModeHandler, or a one-line error (bad app token, Slack unreachable)."""
    from slack_bolt.adapter.socket_mode import SocketModeHandler

    handler = SocketModeHandler(app, app_token, web_client=app.client)
    try:
        handler.connect()
    except SlackApiError as exc:
        raise rejected("SLACK_APP_TOKEN", exc, _APP_TOKEN_HELP) from exc
    except OSError as exc:
        raise unreachable(str(app.client.base_url), exc) from exc
    return handler


def serve_socket_mode(
    app: App,
    pool: AnswerPool,
    app_token: str,
    stop: threading.Event,
    announce: Callable[[str], None],
    *,
    grace_s: float = GRACE_S,
) -> None:
    """Socket Mode until `stop` is set (by SIGTERM/SIGINT in `run`): then close the socket
    (Slack redelivers what was not acknowledged) and drain the answers."""
    handler = connect_socket_mode(app, app_token)
    announce("cvbot: connected to Slack in Socket Mode")
    stop.wait()
    log.info("stopping: closing the Slack connection")
    handler.close()
    pool.drain(grace_s)


# -- signals -----------------------------------------------------------------------------------
@contextmanager
def _signals_handled() -> Iterator[threading.Event]:
    """SIGTERM and SIGINT set the event instead of killing the process, so that shutdown is
    graceful and the caller's `finally` blocks (closing the index) run. uvicorn installs its
    own handlers while it serves and re-raises the signal afterwards; this catches that."""
    stop = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return

    def handle(signum: int, frame: Any) -> None:
        log.debug("got %s", signal.Signals(signum).name)
        stop.set()

    previous = {sig: signal.signal(sig, handle) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield stop
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
