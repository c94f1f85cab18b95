"""Skills: "who knows Rust?", "Kubernetes experience", "Go and Rust", "会 Go 语言的",
"熟悉 k8s". Found by the skill catalog (`SkillCatalog.find_in_question`: tokens with aliases,
Go ≠ Google, C ≠ C++, k8s = Kubernetes) outside the places and venues already read and
outside excluded clauses ("(not C++)"); a role the record is asked for (`role`) is no
skill. Adds a tool to `skills`; a concept of the
vocabulary ("deep learning", "反欺诈") is a topic instead: its names in either language go to
`concept_names` (topic alternatives) and its id to `concepts`."""

from __future__ import annotations

from bot.answer.requirements.reading import Kind, Reading, inside

TOPIC_CATEGORIES = {"concept"}  # skill-vocabulary entries read as topics, not tools


def read(r: Reading) -> None:
    c, skills = r.c, r.skills
    for s in skills.find_in_question(r.text):
        if inside(s.start, r.places + r.excluded):
            continue  # part of a place, or "(not C++)"
        entry = skills.get(s.id)
        if (
            entry is not None
            and entry.category in ("role", *TOPIC_CATEGORIES)
            and inside(s.start, r.c.record.spans)
        ):
            continue  # "ML engineers with 8+ years": the record's role (`role`), not a line's

        if entry is not None and entry.category in TOPIC_CATEGORIES:
            # "deep learning", "大模型训练": a topic, not a tool to list; its names in either
            # language become topic alternatives ("反欺诈" is matched as "anti-fraud")
            names = [entry.name, entry.zh or "", *skills.aliases(s.id)]
            c.concept_names += [n for n in dict.fromkeys(names) if len(n) >= 2]
            c.concepts.append(s.id)
            continue
        c.skills.add(s.id)
        r.skill_spans.append((s.start, s.end))


KIND = Kind("skill", read)
