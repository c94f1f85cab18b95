"""A town written after the employer ("Software Engineer, Harlow Group, Swindon") is where the
job was: the name with an organisation's word is the employer, whatever the town."""

from tests.conftest import lines_profile


def _employers(lines: list[str]) -> list[str]:
    return [p.employer or "" for p in lines_profile(lines).employment]


def test_a_town_after_a_group_is_not_the_employer() -> None:
    employers = _employers([
        "Oliver Pennick",
        "EXPERIENCE",
        "Principal Engineer, Quillmark, London Mar 2016 - Present",
        "• Led the payments platform.",
        "Software Engineer, Harlow Group, Swindon Sep 2008 - Feb 2016",
        "• Network provisioning systems (Java, Oracle).",
    ])  # fmt: skip
    assert employers[-1] == "Harlow Group"


def test_a_firm_named_like_no_town_is_still_the_employer() -> None:
    employers = _employers([
        "Oliver Pennick",
        "EXPERIENCE",
        "Data Engineer, Storage Team, Quillmark Sep 2008 - Feb 2016",
        "• Pipelines in Spark.",
    ])  # fmt: skip
    assert employers[-1] == "Quillmark"
