"""Slack front end: thin listeners that call the bot's services and a Block Kit renderer.

* `server.run(settings, services)` — what `cvbot serve` calls: start-up checks, then HTTP
  (uvicorn, `asgi.py`) or Socket Mode until SIGTERM, then a graceful stop (`lifecycle.py`).
* `app.build_app` — the Bolt app; `listeners/` — one module per kind of request (mentions,
  `/cv` commands, buttons, the CV inbox), each with `register(app, services)`.
* `blocks.py` — every message as Block Kit, checked against Slack's limits (`limits.py`);
  `replies.py` — fixed texts and errors phrased for Slack users.
* `gate.py` — one authorisation gate (Bolt middleware) in front of every listener, applying
  `access.py` (allowlists and admins); `shares.py` — what *Share in channel* may post;
  `question.py` — a message's question, normalised and bounded before the engine reads it.
* `client.py` — the Web API client (retries) and start-up checks; `delivery.py` — the
  outbox for replies Slack cannot take yet; `claims.py` — each event and `/cv` claimed once
  across replicas, and redone if its replica stopped. The bot's state (event claims,
  threads, shares, feedback, the outbox) is `bot/state/`, shared by replicas through the
  state database.
"""
