"""JSON Resume (jsonresume.org schema) to the same line structure as other CVs."""

from __future__ import annotations

import json
import re
from typing import Any

from ingest.errors import CVFileError
from ingest.language import degree_level
from ingest.models import TextLine
from ingest.normalize import normalize_text
from ingest.parsers.base import CVFormat, FormatParse
from ingest.parsers.encoding import decode_text

_KNOWN_KEYS = {
    "basics", "work", "education", "skills", "projects", "publications", "awards", "certificates"
}  # fmt: skip


def _s(value: Any) -> str:
    return normalize_text(str(value)) if value not in (None, "") else ""


def _dates(item: dict[str, Any]) -> str:
    start, end = _s(item.get("startDate")), _s(item.get("endDate"))
    if not start and not end:
        return ""
    return f"{start or '?'} – {end or 'Present'}"


def _join(*parts: str, sep: str = ", ") -> str:
    return sep.join(p for p in parts if p)


def _items(doc: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = doc.get(key) or []
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def parse_json_resume(raw: str) -> tuple[list[TextLine], dict[str, object]]:
    try:
        doc = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CVFileError(f"invalid JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(doc, dict) or not (_KNOWN_KEYS & doc.keys()):
        raise CVFileError("JSON file is not a JSON Resume (no basics/work/education keys)")
    lines: list[TextLine] = []

    def add(
        text: str, heading: bool = False, body: bool = False, entry: tuple[str, str] | None = None
    ) -> None:
        if text:
            lines.append(TextLine(text=text, heading=heading, body_hint=body, entry=entry))

    basics = doc.get("basics") if isinstance(doc.get("basics"), dict) else {}
    assert isinstance(basics, dict)
    add(_s(basics.get("name")), heading=True)
    add(_s(basics.get("label")))
    add(_join(_s(basics.get("email")), _s(basics.get("phone")), _s(basics.get("url")), sep=" · "))
    for profile in _items(basics, "profiles"):
        add(_join(_s(profile.get("network")), _s(profile.get("url") or profile.get("username"))))
    if basics.get("summary"):
        add("Summary", heading=True)
        add(_s(basics.get("summary")))

    sections: list[tuple[str, str]] = [("work", "Experience"), ("volunteer", "Volunteer")]
    for key, title in sections:
        if _items(doc, key):
            add(title, heading=True)
        for job in _items(doc, key):
            # one header line per entry ("Company — Role, Team — City — dates"): the
            # structure is known here, so the layout parser is not left to pair role and
            # company lines; the company first, since a position may name its team after a
            # comma ("Hardware Engineer, Webcams")
            org = _s(job.get("name") or job.get("organization") or job.get("company"))
            fields = (org, _s(job.get("position")), _s(job.get("location")), _dates(job))
            # ... and the reader is handed both (`TextLine.entry`), so "Doctolib — Group Product
            # Manager, Practice Software (Germany)" keeps Doctolib as the employer; the position
            # is the title where the line names no title the reader knows
            add(_join(*fields, sep=" — "), entry=(org, fields[1]))
            add(_s(job.get("summary")), body=True)  # running text, never an entry header
            for h in job.get("highlights") or []:
                add(f"• {_s(h)}", body=True)
    if _items(doc, "education"):
        add("Education", heading=True)
    for edu in _items(doc, "education"):
        add(_s(edu.get("institution")), True)
        study, area = _s(edu.get("studyType")), _s(edu.get("area"))
        short = re.fullmatch(r"([A-Z][A-Za-z.]{1,5})(\s*[(（].*)?", study)
        if area and short and degree_level(short[1]) is None and degree_level(study) is None:
            # "MA" + "Translation Studies": "MA in …" (with its notes: "(online, in progress)"),
            # unless the notes name the level ("MA (Hons)", a Scottish first degree)
            study, area = f"{short[1]} in {area}{short[2] or ''}", ""
        add(_join(study, area, _dates(edu)))
        if score := _s(edu.get("score")):  # "Not completed (withdrew after 5 of 10 courses)"
            add(score)
        for course in edu.get("courses") or []:
            add(f"• {_s(course)}")
    if _items(doc, "projects"):
        add("Projects", heading=True)
    for project in _items(doc, "projects"):
        add(_join(_s(project.get("name")), _dates(project)), True)
        add(_s(project.get("description")), body=True)
        for h in project.get("highlights") or []:
            add(f"• {_s(h)}", body=True)
    if _items(doc, "publications"):
        add("Publications", heading=True)
    for pub in _items(doc, "publications"):
        add(f"• {_join(_s(pub.get('name')), _s(pub.get('publisher')), _s(pub.get('releaseDate')))}")
        add(_s(pub.get("summary")), body=True)  # the authors, the author's place in them
    if _items(doc, "awards"):
        add("Awards", heading=True)
    for award in _items(doc, "awards"):
        add(f"• {_join(_s(award.get('title')), _s(award.get('awarder')), _s(award.get('date')))}")
        add(_s(award.get("summary")), body=True)
    if _items(doc, "certificates"):  # JSON Resume 1.0: {"name", "date", "issuer", "url"}
        add("Certificates", heading=True)
    for cert in _items(doc, "certificates"):
        add(f"• {_join(_s(cert.get('name')), _s(cert.get('issuer')), _s(cert.get('date')))}")
    if _items(doc, "skills"):
        add("Skills", heading=True)
    for skill in _items(doc, "skills"):
        keywords = ", ".join(_s(k) for k in skill.get("keywords") or [])
        add(_join(_s(skill.get("name")), keywords, sep=": "))
    if _items(doc, "languages"):
        add("Languages", heading=True)
        add(
            ", ".join(
                _join(_s(x.get("language")), _s(x.get("fluency")), sep=" ")
                for x in _items(doc, "languages")
            )
        )
    return lines, doc


def _parse(data: bytes, max_bytes: int) -> FormatParse:
    lines, structured = parse_json_resume(decode_text(data))
    return FormatParse(lines=lines, structured=structured)


FORMAT = CVFormat(name="jsonresume", suffixes=(".json",), parse=_parse)
