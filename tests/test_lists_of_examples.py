"""Words that open a list of examples ("such as", "e.g.", "比如说") have one home
(`ingest.language.examples`): every reader treats what follows them as examples."""

from ingest.keyskills import interest_items


def test_research_interests_are_split_at_such_as():
    line = "Research interests: distributed systems such as stream processing and vector search"
    assert interest_items(line) == ["distributed systems", "stream processing", "vector search"]


def test_research_interests_after_bi_ru_shuo_keep_their_first_character():
    assert interest_items("研究方向：推荐系统，比如说召回和排序") == ["推荐系统", "召回", "排序"]
