from ingest.language import detect_language
from ingest.normalize import count_tokens, normalize_text


def test_cjk_radicals_from_pdf_extraction_become_normal_characters() -> None:
    assert normalize_text("⾬⻓⻚⻋⼾") == "雨长页车户"
    assert normalize_text("上海交通⼤学, 博⼠研究⽣") == "上海交通大学, 博士研究生"


def test_ligatures_hyphenation_and_whitespace() -> None:
    assert normalize_text("proﬁling  and   eﬃcient") == "profiling and efficient"
    assert normalize_text("optimiza-\ntion of\tjobs") == "optimization of jobs"
    assert normalize_text("a\n\n\n\nb") == "a\n\nb"


def test_html_fragments_become_lines() -> None:
    text = normalize_text("SKILLS\t<p>Go, C++</p> <ul><li>Kubernetes &amp; Docker</li></ul>")
    assert "<" not in text
    assert "Kubernetes & Docker" in text
    assert text.splitlines()[0] == "SKILLS"


def test_token_count_treats_each_cjk_character_as_a_token() -> None:
    assert count_tokens("阿里巴巴集团") == 6
    assert count_tokens("Alibaba Group") == 2
    assert detect_language("负责 GPU 共享集群调度") == "zh"
    assert detect_language("Led GPU sharing at Alibaba") == "en"
