"""A local fake of the Slack Web API (the one stand-in the tests allow): it records every
call, answers auth.test and apps.connections.open (invalid_auth for other tokens), chat.*,
reactions.add and files.info, serves private downloads only with the bot token, takes
response_url posts, and can answer 429 or 500, or slowly, on demand, or be unreachable for a
while (`outage`: its port refuses connections, as when Slack's API cannot be reached)."""

from __future__ import annotations

import itertools
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs


class FakeSlack:
    def __init__(self, bot_token: str = "xoxb-test-token", app_token: str = "xapp-test") -> None:
        self.bot_token = bot_token
        self.app_token = app_token
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.files: dict[str, tuple[dict[str, Any], bytes]] = {}
        self.fail: dict[str, list[int]] = {}
        self.delay: dict[str, float] = {}  # seconds before answering a method (slow Slack)
        self._ts = itertools.count(1)
        self._lock = threading.Lock()
        self.socket_url = ""
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.port = self.server.server_port
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        return f"{self.base}/api/"

    def start(self) -> FakeSlack:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def outage(self, seconds: float) -> threading.Thread:
        """Refuse connections for `seconds` (on a background thread), then serve again on the
        same port. Returns the thread; join it to wait for Slack to be back."""

        def down_and_up() -> None:
            self.stop()
            time.sleep(seconds)
            self.server = ThreadingHTTPServer(("127.0.0.1", self.port), self._handler())
            self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
            self.thread.start()

        thread = threading.Thread(target=down_and_up, daemon=True)
        thread.start()
        return thread

    def add_file(self, file_id: str, name: str, data: bytes, channel: str, share_ts: str) -> None:
        info = {
            "id": file_id,
            "name": name,
            "size": len(data),
            "url_private_download": f"{self.base}/download/{file_id}",
            "permalink": f"https://test.slack.com/files/U1/{file_id}/{name}",
            "shares": {"public": {channel: [{"ts": share_ts}]}},
        }
        self.files[file_id] = (info, data)

    def calls_to(self, method: str) -> list[dict[str, Any]]:
        with self._lock:
            return [params for m, params in self.calls if m == method]

    def wait_for(self, method: str, count: int = 1, timeout: float = 60.0) -> list[dict[str, Any]]:
        deadline = time.time() + timeout
        while time.time() < deadline:
            found = self.calls_to(method)
            if len(found) >= count:
                return found
            time.sleep(0.05)
        raise AssertionError(f"{method} called {len(self.calls_to(method))} times, wanted {count}")

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return

            def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
                data = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                with fake._lock:
                    fake.calls.append((f"GET {self.path}", {}))
                if self.path.startswith("/download/"):
                    file_id = self.path.rsplit("/", 1)[-1]
                    if self.headers.get("Authorization") != f"Bearer {fake.bot_token}":
                        self._send(403, {"ok": False, "error": "not_authed"})
                        return
                    _, data = fake.files[file_id]
                    self._send(200, data)
                    return
                self._send(404, {"ok": False})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode()
                if "json" in (self.headers.get("Content-Type") or ""):
                    params = json.loads(raw or "{}")
                else:
                    params = {k: v[0] for k, v in parse_qs(raw).items()}
                    for key in ("blocks",):
                        if isinstance(params.get(key), str):
                            params[key] = json.loads(params[key])
                method = self.path.removeprefix("/api/").strip("/")
                with fake._lock:
                    failures = fake.fail.get(method) or []
                    status = failures.pop(0) if failures else 200
                    fake.calls.append((f"{method}#{status}" if status != 200 else method, params))
                    delay = fake.delay.get(method, 0.0)
                if delay:
                    time.sleep(delay)
                token = {"auth.test": fake.bot_token, "apps.connections.open": fake.app_token}
                if (
                    method in token
                    and self.headers.get("Authorization") != f"Bearer {token[method]}"
                ):
                    self._send(200, {"ok": False, "error": "invalid_auth"})
                    return
                if status == 429:
                    self._send(429, {"ok": False, "error": "ratelimited"}, {"Retry-After": "1"})
                    return
                if status >= 500:
                    self._send(status, {"ok": False, "error": "fatal_error"})
                    return
                self._send(200, fake.reply(method, params))

        return Handler

    def reply(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "auth.test":
            return {"ok": True, "user_id": "UBOT", "bot_id": "BBOT", "team_id": "T1",
                    "user": "cvbot", "team": "Test", "url": "https://test.slack.com/"}  # fmt: skip
        if method in ("chat.postMessage", "chat.update"):
            ts = params.get("ts") or f"{1700000000 + next(self._ts)}.000100"
            params["_ts"] = ts  # recorded with the call, so tests can find its updates
            return {"ok": True, "channel": params.get("channel"), "ts": ts}
        if method == "apps.connections.open":
            return {"ok": True, "url": self.socket_url}
        if method == "files.info":
            info, _ = self.files[str(params.get("file"))]
            return {"ok": True, "file": info}
        return {"ok": True}
