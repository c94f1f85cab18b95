"""Composition root: settings, CLI (and later the answer engine and Slack)."""
