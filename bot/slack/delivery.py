"""Getting replies to Slack when its API blinks.

`Delivery.call` makes a Web API call with the client's retries (429 after Retry-After, 5xx
and connection errors, with exponential backoff: bot/slack/client.py), and
`Delivery.respond` posts to an interaction's `response_url` (`/cv` replies, buttons) with
the same retries. A call that still fails because Slack is unreachable or erroring is kept
in the outbox (bot/state/outbox.py, shared by replicas) and a background thread delivers
the outbox, oldest first, once Slack takes calls again; each kept call is deleted when
Slack has taken it, so it arrives once. An error Slack gives for the call itself
(`channel_not_found`, `invalid_blocks`) is raised. (Work acknowledged but not done when a
replica stops is redone through its Slack event claim: bot/slack/claims.py.)"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any
from urllib.error import URLError

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
from slack_sdk.webhook import WebhookClient

from bot.state.outbox import Outbox

log = logging.getLogger(__name__)

# seconds between attempts to deliver the outbox while Slack stays unreachable
FLUSH_BACKOFF_S = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
RESPONSE_URL = "response_url"  # the outbox's name for a post to an interaction's response_url


class ResponseUrlError(OSError):
    """A response_url answered 429 or 5xx after the retries (worth keeping)."""


def unreachable(exc: BaseException) -> bool:
    """Slack could not take the call now (worth keeping): no connection, a 5xx or a 429."""
    if isinstance(exc, SlackApiError):
        status = getattr(exc.response, "status_code", 200)
        return status == 429 or status >= 500
    return isinstance(exc, (URLError, OSError))


class Delivery:
    def __init__(
        self, client: WebClient, outbox: Outbox, backoff_s: Sequence[float] = FLUSH_BACKOFF_S
    ) -> None:
        self.client = client
        self.outbox = outbox
        self.backoff_s = tuple(backoff_s)
        self._lock = threading.Lock()
        self._flushing = False
        self._again = False
        self._stop = threading.Event()

    def call(self, method: str, *, keep: bool = True, **params: Any) -> dict[str, Any] | None:
        """The response's data; None if Slack could not take the call (then it is kept for
        later, unless `keep` is False: a placeholder or a reaction is not worth it)."""
        try:
            response = self.client.api_call(method, json=params)
        except Exception as exc:
            if not unreachable(exc):
                raise
            log.warning("Slack did not take %s (%s): %s", method, type(exc).__name__,
                        "kept for later" if keep else "dropped")  # fmt: skip
            if keep:
                self.outbox.keep(method, params)
                self.flush_later()
            return None
        return response.data if isinstance(response.data, dict) else {}

    def respond(self, url: str, *, keep: bool = True, **body: Any) -> bool:
        """Post `body` to a response_url; False if Slack could not take it (then it is kept
        for later, unless `keep` is False). An error for the post itself is raised."""
        try:
            self._post_response(url, body)
        except Exception as exc:
            if not unreachable(exc):
                raise
            log.warning("Slack did not take a reply to an interaction (%s): %s",
                        type(exc).__name__, "kept for later" if keep else "dropped")  # fmt: skip
            if keep:
                self.outbox.keep(RESPONSE_URL, {"url": url, "body": body})
                self.flush_later()
            return False
        return True

    def responder(
        self, url: str | None, fallback: Callable[..., Any] | None
    ) -> Callable[..., Any] | None:
        """A `respond(**body)` that goes through `respond` (`fallback`, Bolt's own, when there
        is no URL)."""
        if not url:
            return fallback
        return lambda **body: self.respond(url, **body)

    def _post_response(self, url: str, body: dict[str, Any]) -> None:
        client = WebhookClient(url, timeout=30, retry_handlers=self.client.retry_handlers)
        response = client.send_dict(body)
        if response.status_code == 429 or response.status_code >= 500:
            raise ResponseUrlError(f"HTTP {response.status_code}")
        if response.status_code >= 400:
            raise SlackApiError(f"response_url refused the reply (HTTP {response.status_code})",
                                response)  # fmt: skip

    def _replay(self, method: str, params: dict[str, Any]) -> None:
        if method == RESPONSE_URL:
            self._post_response(str(params["url"]), dict(params["body"]))
        else:
            self.client.api_call(method, json=params)

    def flush_later(self) -> None:
        """Deliver the outbox on a background thread (one at a time)."""
        with self._lock:
            if self._flushing:
                self._again = True
                return
            self._flushing = True
        threading.Thread(target=self._flush, name="cvbot-outbox", daemon=True).start()

    def stop(self) -> None:
        self._stop.set()

    def _flush(self) -> None:
        failures = 0
        while not self._stop.is_set():
            kept = self.outbox.take()
            if not kept:
                with self._lock:
                    if not self._again and not self.outbox.pending():
                        self._flushing = False
                        return
                    self._again = False
                self._stop.wait(self.backoff_s[0])  # another replica may be delivering them
                continue
            for n, call in enumerate(kept):
                try:
                    self._replay(call.method, call.params)
                except Exception as exc:
                    if unreachable(exc):
                        for later in kept[n:]:
                            self.outbox.release(later.id)
                        delay = self.backoff_s[min(failures, len(self.backoff_s) - 1)]
                        failures += 1
                        self._stop.wait(delay)
                        break
                    log.warning("Slack refused a kept %s (%s): dropped", call.method,
                                type(exc).__name__)  # fmt: skip
                else:
                    failures = 0
                    log.info("delivered a kept %s", call.method)
                self.outbox.drop(call.id)
        with self._lock:
            self._flushing = False
