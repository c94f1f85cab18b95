"""An entry's header with its titles' own dates, the later one open ("Manager (from Jan 2020);
Specialist (Jul 2017 – Dec 2019)"), over the entry's dates on the line below ("Jul 2017 – Mar
2023"): the stint runs to the entry's end, not one month, and no title keeps a bare "(from)"."""

from __future__ import annotations

from datetime import date

from tests.conftest import answered_names, module_engine

ASKED = date(2026, 12, 1)

_MD = """# Farida Kamaruddin

farida.k@example.my

## Experience

### Grabfood Malaysia — Regional Social Lead
*Kuala Lumpur · Apr 2023 – Present*
- Lead social for the region.

### Lazada Malaysia — Social Manager (from Jan 2020); Social Specialist (Jul 2017 – Dec 2019)
*Kuala Lumpur · Jul 2017 – Mar 2023*
- Ran social for the mega-sale campaigns.
"""

PEOPLE = {"Farida Kamaruddin"}
engine = module_engine({"farida.md": _MD}, "fromstep", ASKED)


def test_a_title_held_from_a_date_runs_to_the_entrys_end(engine: object) -> None:
    assert answered_names(engine, "who was at lazada back in 2022", PEOPLE) == PEOPLE


def test_no_title_keeps_a_bare_from() -> None:
    from ingest.entry_fields import remove_dates

    assert remove_dates("Social Media Marketing Manager (from Jan 2020)") == (
        "Social Media Marketing Manager"
    )
