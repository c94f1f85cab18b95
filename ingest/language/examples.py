"""The words that open a list of examples: "such as", "e.g.", "for instance", "比如", "例如".

One home for every reader that treats what follows them as examples of a thing rather than the
thing (a question's "a management title, such as manager or director", a CV's "clients such as
…", a skills line's "e.g. Python, SQL"). Each is a regex alternation without flags or groups, to
be placed inside a reader's own group; the ambiguous words ("like", "say", "像", "如",
"including") stay with the readers that can tell them apart.
"""

EXAMPLES_EN = r"such\s+as|e\.g\.?|for\s+example|for\s+instance"
EXAMPLES_ZH = r"比如说?|例如|譬如|诸如"
