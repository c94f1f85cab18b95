"""`python -m bot.cli` runs the `cvbot` command (`bot.entry`, start-up pause included)."""

from bot.entry import main

if __name__ == "__main__":
    main()
