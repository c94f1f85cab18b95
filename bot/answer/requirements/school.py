"""Schools: "who studied at Tsinghua?", "PhD from MIT", "graduates of NTU", "北航毕业的",
"在清华读博"; "graduated from" / "毕业" asks for a study completed there. An organisation of
the catalog named as a place of study (see `places`: a school with a study verb or no verb,
a lab or an ambiguous name with a study verb or a degree asked): adds its id to `schools`,
or to `excluded` in a "but not …" clause. A school the catalog does not know is read by
`unlisted`."""

from __future__ import annotations

import re

from bot.answer.requirements.places import take
from bot.answer.requirements.reading import Kind, Reading
from ingest.language import EITHER_STATUS

# "graduated from", "graduates of", "alumni", "毕业": a study there completed, not one in
# progress (with a degree asked, its status words say it instead: `degree`)
_GRADUATED = re.compile(
    r"(?i:\bgraduat(?:ed|es?)\b(?!\s+(?:school|stud))|\bgrads?\b(?!\s+school)|"
    r"\balumn(?:i|us|a|ae)\b|\balums?\b)|(?<![未没])毕业|校友"
)


_STUDYING_NOW = re.compile(
    r"(?i:\b(?:current(?:ly)?|enrolled|still)\b[^.?!]{0,24}\bstudents?\b)|在读|在校生?"
)


def read(r: Reading) -> None:
    take(r, "school", r.c.schools)
    # (not in a clause that only says what counts too: "未毕业也算")
    # ("毕业或者在读的": either)
    if r.c.schools and r.c.degree is None and _GRADUATED.search(r.asked):
        # ("alums or current students", "毕业或在读": either)
        r.c.graduated = not (EITHER_STATUS.search(r.text) or _STUDYING_NOW.search(r.text))


KIND = Kind("school", read)
