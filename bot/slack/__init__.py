"""Slack front end: thin listeners that call the bot's services and a Block Kit renderer.

* `server.run(settings, services)` — what `cvbot serve` calls: start-up checks, then HTTP
  (uvicorn, `asgi.py`) or Socket Mode until SIGTERM, then a graceful stop (`lifecycle.py`).
* `app.build_app` — the Bolt app; `listeners/` — one module per kind of request (mentions,
  `/cv` commands, buttons, the CV inbox), each with `register(app, services)`.
* `blocks.py` — every message as Block Kit, checked against Slack's limits (`limits.py`);
  `replies.py` — fixed texts and errors phrased for Slack users.
* `client.py` — the Web API client and start-up checks; `access.py` — allowlists and admins;
  the bot's state (event claims, threads, shares, feedback) is `bot/state/`, shared by
  replicas through the state database.
"""
