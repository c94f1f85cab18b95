"""The `cvbot` console script. The CLI is imported only when the script runs: embedding
worker processes are spawned, and a spawned process re-imports its parent's main script, so
importing this module must stay cheap. (The CLI itself is light too: each command imports
Chroma, the embedder or Slack only when it runs.)"""


def main() -> None:
    from vectorstore.bulk_load import pause_for_start_up

    pause_for_start_up()  # until a session is built (engine_session, indexer_session, …)
    from bot.cli import main as cli_main

    cli_main()
