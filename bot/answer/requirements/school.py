"""Schools: "who studied at Tsinghua?", "PhD from MIT", "graduates of NTU", "北航毕业的",
"在清华读博". An organisation of the catalog named as a place of study (see `places`: a
school with a study verb or no verb, a lab or an ambiguous name with a study verb or a
degree asked): adds its id to `schools`, or to `excluded` in a "but not …" clause. A
school the catalog does not know is read by `unlisted`."""

from __future__ import annotations

from bot.answer.requirements.places import take
from bot.answer.requirements.reading import Kind, Reading


def read(r: Reading) -> None:
    take(r, "school", r.c.schools)


KIND = Kind("school", read)
