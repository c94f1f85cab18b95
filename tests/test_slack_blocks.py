"""What Slack users see, rendered without Slack: every kind of message cvbot produces is
built by the renderer (which checks Block Kit's limits), written as an HTML artefact under
the test's tmp dir, and read back as visible text. People and files here are fictional."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.answer.models import Answer, CandidateResult, Evidence, Summary
from bot.slack.blocks import (
    PeoplePage,
    SlackMessage,
    answer_messages,
    notice,
    people_page,
    share_button,
    summary_card,
)
from bot.slack.limits import BlockKitError, check_message
from bot.slack.replies import empty_index, error_text, for_slack
from bot.slack.settings import SlackSettings
from tests.slack_preview import save
from vectorstore.errors import StoreUnavailableError, UserFacingError


def _card(n: int = 1, **overrides: Any) -> Summary:
    fields: dict[str, Any] = dict(
        id=f"cand-{n:04d}",
        name=f"Mirela Vantongeren {n}",
        aliases=[f"M. Vantongeren {n}"],
        latest_role="Principal Engineer at Quillfeather Systems",
        education=[
            "PhD · Computer Science · University of Esterwald · 2015–2019",
            "Bachelor · Mathematics · Lindgrove College · 2009–2013",
        ],
        timeline=[
            "2019–present Quillfeather Systems, Principal Engineer",
            "2016–2019 Hollowmere Labs, Research Intern",
        ],
        skills=["Rust", "Kubernetes", "Vector search"],
        languages=["English", "Dutch"],
        publications=3,
        venues=["OSDI", "EuroSys"],
        sources=[f"/srv/cvbot/incoming/mirela_{n}.pdf", f"slack:F0{n}/mirela {n} (nl).docx"],
    )
    return Summary(**(fields | overrides))


def _messages(*messages: SlackMessage) -> list[dict[str, Any]]:
    return [m.model_dump() for m in messages]


def test_summary_card_shows_role_education_skills_and_file_names_only(tmp_path: Path) -> None:
    card = summary_card(
        _card(), file_links={"slack:F01/mirela 1 (nl).docx": "https://x.slack.com/f/F01"}
    )
    kinds = [b["type"] for b in card.blocks]
    assert kinds[0] == "header" and "section" in kinds and kinds[-1] == "context"
    fields = next(b["fields"] for b in card.blocks if "fields" in b)
    titles = [f["text"].split("\n")[0] for f in fields]
    assert titles[:3] == ["*Current role*", "*Education*", "*Skills*"]
    seen = save(tmp_path, "summary_card", _messages(card))
    assert "Mirela Vantongeren 1" in seen
    assert "Principal Engineer at Quillfeather Systems" in seen
    assert "PhD · Computer Science · University of Esterwald · 2015–2019" in seen
    assert "Rust, Kubernetes, Vector search" in seen
    assert "mirela_1.pdf" in seen and "mirela 1 (nl).docx" in seen
    assert "/srv/" not in seen and "slack:" not in seen and "/srv/" not in card.text


def test_summary_card_of_a_sparse_cv_still_says_something(tmp_path: Path) -> None:
    sparse = _card(latest_role=None, education=[], skills=[], languages=[], publications=0,
                   venues=[], timeline=[], aliases=[])  # fmt: skip
    seen = save(tmp_path, "sparse_card", _messages(summary_card(sparse)))
    assert "no role, education or skills" in seen and "mirela_1.pdf" in seen


def test_oversized_inputs_stay_within_slack_limits(tmp_path: Path) -> None:
    huge = _card(
        name="N" * 400,
        latest_role="Role " * 600,
        education=[f"Degree {i} " + "x" * 900 for i in range(40)],
        skills=[f"skill-{i}-" + "y" * 80 for i in range(200)],
        timeline=[f"20{i:02d} Employer {i}" for i in range(60)],
        sources=[f"/data/cv_{i}.pdf" for i in range(300)],
    )
    card = summary_card(huge)  # building it checks the limits
    assert len(card.blocks[0]["text"]["text"]) <= 150
    save(tmp_path, "huge_card", _messages(card))
    quote = "Designed the rollout of a 40-node inference fleet. " * 80
    answer = Answer(question="Who built inference fleets?", language="en",
                    candidates=[CandidateResult(id=f"c{i}", name=f"Person {i}", evidence=[
                        Evidence(source=f"/srv/p{i}.pdf", file_name=f"p{i}.pdf", quote=quote,
                                 section="Experience", page=2)]) for i in range(45)])  # fmt: skip
    messages = answer_messages(answer, redact_contacts=True, feedback_id="abc", reserve=1)
    assert len(messages) > 1
    assert all(len(m.blocks) <= 49 for m in messages)  # room for the share button
    seen = save(tmp_path, "long_answer", _messages(*messages))
    assert all(f"Person {i}" in seen for i in range(45))  # nobody dropped
    assert "/srv/" not in seen


def test_answer_message_reads_well(tmp_path: Path) -> None:
    quote = "Lumenforge Studios — built the ray tracing denoiser; call +47 912 34 567"
    evidence = Evidence(source="/home/ops/cvs/ottilie.pdf", file_name="ottilie.pdf",
                        quote=quote, section="Experience", page=1)  # fmt: skip
    person = CandidateResult(id="c1", name="Ottilie Brandvold", evidence=[evidence])
    answer = Answer(question="Who worked on ray tracing at Lumenforge?", language="en",
                    candidates=[person])  # fmt: skip
    (message,) = answer_messages(answer, redact_contacts=True, feedback_id="f1")
    seen = save(tmp_path, "answer", _messages(message))
    assert "Found 1 candidate" in seen and "1. Ottilie Brandvold" in seen
    assert "built the ray tracing denoiser" in seen
    assert "ottilie.pdf, Experience, p. 1" in seen
    assert "912 34 567" not in seen and "[phone]" in seen
    assert "👍" in seen and "/home/" not in seen


def test_people_list_pages_have_the_right_buttons(tmp_path: Path) -> None:
    cards = [_card(n) for n in range(1, 4)]
    first = people_page(PeoplePage(people=cards, page=0, pages=3, total=40))
    middle = people_page(PeoplePage(people=cards, page=1, pages=3, total=40))
    last = people_page(PeoplePage(people=cards, page=2, pages=3, total=40))
    only = people_page(PeoplePage(people=cards, page=0, pages=1, total=3))

    def buttons(m: SlackMessage) -> list[str]:
        return [e["action_id"] for b in m.blocks if b["type"] == "actions" for e in b["elements"]]

    assert buttons(first) == ["list_next"] and buttons(last) == ["list_prev"]
    assert buttons(middle) == ["list_prev", "list_next"] and buttons(only) == []
    seen = save(tmp_path, "list_page", _messages(middle))
    assert "40 candidates indexed · page 2 of 3" in seen
    assert "Mirela Vantongeren 2 — Principal Engineer at Quillfeather Systems" in seen
    assert "mirela_2.pdf" in seen and "/srv/" not in seen
    assert "/cv summary <name>" in seen


def test_notices_and_errors_read_as_slack_text(tmp_path: Path) -> None:
    slack = SlackSettings(CVBOT_SLACK_INBOX="C0INBOX")
    empty = notice(empty_index(slack), escaped=True).plus(share_button("s1"))
    missing = notice(for_slack("No candidate matches 'Zed'. `cvbot candidates` lists them."))
    usage = notice("Usage: `/cv compare <a> and <b> [on <topic>]` <!channel>")
    seen = save(tmp_path, "notices", _messages(empty, missing, usage))
    assert "Nothing is indexed yet" in seen and "#C0INBOX" in seen
    assert "cvbot ingest <folder>" in seen
    assert "`/cv list` lists them" in missing.blocks[0]["text"]["text"]
    assert "cvbot candidates" not in seen
    assert "/cv compare <a> and <b> [on <topic>]" in seen  # placeholders shown, not links
    assert "<!channel>" not in usage.blocks[0]["text"]["text"]  # cannot ping


@pytest.mark.parametrize(
    ("blocks", "problem"),
    [
        ([{"type": "section", "text": {"type": "mrkdwn", "text": "x"}}] * 51, "51 blocks"),
        ([{"type": "section", "text": {"type": "mrkdwn", "text": "x" * 3001}}], "3001 characters"),
        ([{"type": "section", "fields": [{"type": "mrkdwn", "text": "x"}] * 11}], "11 fields"),
        ([{"type": "header", "text": {"type": "plain_text", "text": "x" * 151}}], "151 characters"),
        ([{"type": "header", "text": {"type": "mrkdwn", "text": "x"}}], "plain_text"),
        ([{"type": "section", "text": {"type": "mrkdwn", "text": ""}}], "empty text"),
    ],
)
def test_limit_checker_rejects_what_slack_would(blocks: list[dict[str, Any]], problem: str) -> None:
    with pytest.raises(BlockKitError, match=problem):
        check_message("fallback", blocks)
    with pytest.raises(ValueError):
        SlackMessage(text="fallback", blocks=blocks)


def test_errors_in_slack_leave_out_server_internals() -> None:
    down = StoreUnavailableError(
        "The Chroma server at http://10.1.2.3:8000 is not reachable (ConnectError). Check that "
        "`chroma run` is up; nothing was lost, retry when it is back."
    )
    text = error_text(down)
    assert "10.1.2.3" not in text and "8000" not in text
    assert "Chroma server" in text and "check" in text
    locked = UserFacingError(
        "The index in /srv/cvbot/data/chroma is used by another process; see `cvbot candidates`."
    )
    shown = error_text(locked)
    assert "/srv/" not in shown and "data/chroma" not in shown
    assert "a file on the server" in shown and "`/cv list`" in shown
    assert error_text(UserFacingError("Usage: `/cv forget <name>`")).endswith("`/cv forget <name>`")
