"""Slack front end: thin listeners that call the engine and a Block Kit renderer."""
