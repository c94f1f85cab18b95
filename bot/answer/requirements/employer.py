"""Employers: "who has worked at Alibaba?", "interned at Microsoft Research Asia", "ex-Google",
"谁在华为工作过", "字节出来的". An organisation of the catalog named as a place of work (see
`places` for how a mention becomes one): adds its id to `employers`, or to `excluded` in a
"but not …" clause. A sub-unit asked for (a named lab: "MSRA", "阿里达摩院") keeps its own id,
so it is met only by that sub-unit; the parent's id, when the question names the parent.
An employer the catalog does not know is read by `unlisted`."""

from __future__ import annotations

from bot.answer.requirements.industry_phrases import examples_of
from bot.answer.requirements.places import take
from bot.answer.requirements.reading import Kind, Reading


def read(r: Reading) -> None:
    take(r, "employer", r.c.employers)
    # "bulge bracket interns? goldman/ms etc": the kind's examples (a long list of them,
    # "such as Google, Microsoft, Amazon, Meta, …", is what the kind means, and stays)
    few = 0 < len(r.c.employers) <= 3
    if r.industries and few and examples_of(r, r.industries) == r.c.employers:
        r.c.employers = set()


KIND = Kind("employer", read)
