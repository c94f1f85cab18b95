"""Transports: HTTP (Slack Events API at /slack/events, health at /healthz) or Socket Mode."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from slack_bolt import App
from slack_bolt.adapter.wsgi import SlackRequestHandler

log = logging.getLogger(__name__)


class _ThreadingWSGIServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # no request lines in logs
        return


def wsgi_app(app: App) -> Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]:
    slack = SlackRequestHandler(app, path="/slack/events")

    def application(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ.get("PATH_INFO") == "/healthz":
            start_response("200 OK", [("Content-Type", "text/plain")])
            return [b"ok"]
        return slack(environ, start_response)

    return application


def make_http_server(app: App, host: str, port: int) -> WSGIServer:
    return make_server(
        host, port, wsgi_app(app), server_class=_ThreadingWSGIServer, handler_class=_QuietHandler
    )


def run_socket_mode(app: App, app_token: str) -> None:
    from slack_bolt.adapter.socket_mode import SocketModeHandler

    SocketModeHandler(app, app_token, web_client=app.client).start()
