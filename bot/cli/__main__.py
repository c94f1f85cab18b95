"""`python -m bot.cli` runs the `cvbot` command."""

from bot.cli import main

if __name__ == "__main__":
    main()
