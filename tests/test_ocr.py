"""Scanned and photographed CVs: an image-only PDF and a JPEG are read by offline OCR, their
owners are named with the OCR'd quote (marked as such in the text and Slack renderings), a
PDF's text layer is used where it has one, and images without text or without the OCR extra
get a clear error. The reading-order tests need no OCR engine. People here are fictional.

The OCR engine is loaded once per test session (it is cached per process) and reads three
small page images: the JPEG, the scanned PDF page (read once: the mixed PDF's scanned page
renders to the same pixels as the image-only PDF's) and a blank image."""

from __future__ import annotations

import io
import json
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.answer.render import answer_json, render_answer
from bot.slack.blocks import answer_messages
from ingest.errors import CVFileError
from ingest.parsers import ocr, parse_bytes, parse_file, sniff_format
from ingest.parsers.ocr_layout import Box, reading_order
from tests.conftest import CountingEmbedder, engine_over
from tests.fake_slack import FakeSlack
from tests.slack_harness import event_callback, mention, signed_headers
from tests.slack_preview import save

pytestmark = pytest.mark.skipif(not ocr.available(), reason="the OCR extra is not installed")

ELENA = [
    "Elena Petrova",
    "elena.petrova@example.org",
    "Experience",
    "Northwind Logistics, Senior Data Engineer, 2020 - Present",
    "- Built the parcel tracking stream on Apache Flink.",
    "Education",
    "University of Tartu, MSc Computer Science, 2016 - 2018",
]
TOMAS_SCANNED = [
    "Experience",
    "Fabrikam Robotics, Robotics Engineer, 2015 - 2021",
    "- Designed the motion planner for warehouse picking arms.",
    "Skills",
    "C++, ROS, motion planning",
]
TOMAS_TEXT = [
    "Tomas Lindqvist",
    "tomas.lindqvist@example.se",
    "Education",
    "KTH Royal Institute of Technology, MSc Robotics, 2012 - 2014",
]

TOMAS_PAGE = [*TOMAS_TEXT, *TOMAS_SCANNED]


def _page(lines: list[str], size: tuple[int, int] = (1000, 420)) -> Any:
    """A page image of `lines` in black on white, as a scanner would give it."""
    from PIL import Image, ImageDraw, ImageFont

    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=24)
    for n, line in enumerate(lines):
        draw.text((40, 30 + 40 * n), line, font=font, fill="black")
    return image


def _jpeg(lines: list[str]) -> bytes:
    buf = io.BytesIO()
    _page(lines).save(buf, "JPEG", quality=90)
    return buf.getvalue()


def _pdf(text_page: list[str] | None, scanned: list[str]) -> bytes:
    """A PDF whose last page is only a picture of `scanned` (no text layer), after a page
    with a text layer when `text_page` is given."""
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    image = _page(scanned)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=image.size)
    if text_page:
        for n, line in enumerate(text_page):
            c.drawString(40, image.size[1] - 40 - 20 * n, line)
        c.showPage()
    c.drawImage(ImageReader(image), 0, 0, *image.size)
    c.showPage()
    c.save()
    return buf.getvalue()


def test_jpeg_lines_are_read_in_order_with_confidence_and_progress() -> None:
    pages: list[int] = []
    with ocr.on_page(pages.append):  # what the ingest progress line shows
        cv = parse_bytes(_jpeg(ELENA), "elena.jpg", "elena.jpg", 10**7)
    assert pages == [1]
    assert cv.format == "image" and cv.pages == 1
    assert [line.text for line in cv.lines][:3] == ELENA[:3]
    assert "Northwind Logistics" in cv.text
    assert 0.8 < cv.ocr_pages[1] <= 1.0


def test_pdf_text_layer_is_kept_and_only_the_scanned_page_is_ocred() -> None:
    cv = parse_bytes(_pdf(TOMAS_TEXT, TOMAS_PAGE), "t.pdf", "t.pdf", 10**7)
    assert list(cv.ocr_pages) == [2]  # page 1 has a text layer
    assert [x.text for x in cv.lines if x.page == 1] == TOMAS_TEXT
    assert "Fabrikam Robotics" in " ".join(x.text for x in cv.lines if x.page == 2)


@pytest.fixture(scope="module")
def engine(embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    files: dict[str, str | bytes] = {
        "elena.jpg": _jpeg(ELENA),
        "tomas.pdf": _pdf(None, TOMAS_PAGE),  # image-only
    }
    with engine_over(files, tmp_path_factory.mktemp("ocr"), embedder) as built:
        yield built


@pytest.mark.parametrize(
    ("question", "owner", "quoted"),
    [
        ("Who has worked at Northwind Logistics?", "Elena Petrova", "Northwind Logistics"),
        ("Who has worked at Fabrikam Robotics?", "Tomas Lindqvist", "Fabrikam Robotics"),
    ],
)
def test_owner_of_a_scan_is_named_with_the_ocr_quote_marked(
    engine: Any, tmp_path: Path, question: str, owner: str, quoted: str
) -> None:
    answer = engine.ask(question)
    assert [c.name for c in answer.candidates] == [owner]
    evidence = answer.candidates[0].evidence
    assert any(quoted in e.quote for e in evidence)
    assert all(e.from_ocr and 0.8 < (e.ocr_confidence or 0) <= 1 for e in evidence)
    assert ", OCR)" in render_answer(answer)
    (shown,) = answer_json(answer)["candidates"]  # cvbot ask --json
    assert all(0.8 < e["ocr_confidence"] <= 1 for e in shown["evidence"])
    (message,) = answer_messages(answer, redact_contacts=True, feedback_id="f1")
    seen = save(tmp_path, "ocr_answer", [message.model_dump()])
    assert owner in seen and ", OCR" in seen


def test_a_photo_shared_in_the_slack_inbox_is_indexed_and_quoted_as_ocr(
    embedder: CountingEmbedder, tmp_path: Path
) -> None:
    from bot.answer.engine import AnswerEngine
    from bot.commands import BotServices
    from bot.settings import Settings
    from bot.slack.app import build_app
    from bot.slack.server import make_http_server
    from bot.slack.settings import SlackSettings
    from bot.state.settings import StateSettings
    from bot.state.store import open_state
    from ingest.job import Indexer
    from vectorstore.embeddings import embedder_id
    from vectorstore.store import CVStore

    fake = FakeSlack().start()
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET="s3cret",
                          CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS="C1,CINBOX",
                          CVBOT_SLACK_INBOX="CINBOX")  # fmt: skip
    settings = Settings(data_dir=tmp_path / "data", slack=slack)
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    services = BotServices(
        settings, AnswerEngine(store, embedder), Indexer(store, embedder, settings.ingest)
    )
    app = build_app(settings, services, open_state(StateSettings(), settings.data_dir))
    server = make_http_server(app, "127.0.0.1", 0).start()

    def send(event: dict[str, Any]) -> None:
        body = json.dumps(event_callback(event, f"Ev{time.time_ns()}"))
        headers = signed_headers("s3cret", body, "application/json")
        request = urllib.request.Request(server.url, data=body.encode(), headers=headers)
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 200

    try:
        fake.add_file("F1", "elena photo.jpg", _jpeg(ELENA), "CINBOX", "1700000001.000001")
        send({"type": "file_shared", "file_id": "F1", "user_id": "U1", "channel_id": "CINBOX"})
        reply = fake.wait_for("chat.postMessage")[0]
        assert "Indexed" in reply["text"] and "Elena Petrova" in reply["text"]
        send(mention("Who has worked at Northwind Logistics?", "1700000002.000001", "C1"))
        answer = fake.wait_for("chat.update")[-1]
        seen = save(tmp_path, "ocr_slack", [answer])
        assert "Elena Petrova" in seen and "elena photo.jpg, Experience, p. 1, OCR" in seen
    finally:
        server.stop(timeout=60)
        fake.stop()
        store.close()


def test_ocr_loads_and_reads_with_the_network_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    from PIL import Image, ImageDraw, ImageFont

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise OSError("the network was used")

    for name in ("getaddrinfo", "create_connection"):
        monkeypatch.setattr(socket, name, refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    ocr._engine.cache_clear()  # load it again, offline (the one engine from here on)
    image = Image.new("RGB", (520, 90), "white")
    font = ImageFont.load_default(size=32)
    ImageDraw.Draw(image).text((20, 25), "Offline Ada", font=font, fill="black")
    assert [line.text for line in ocr.read_image(image, 1).lines] == ["Offline Ada"]


def test_an_image_without_text_is_an_error_not_a_candidate() -> None:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (320, 240), "white").save(buf, "PNG")
    with pytest.raises(CVFileError) as info:
        parse_bytes(buf.getvalue(), "blank.png", "blank.png", 10**7)
    assert "no text found: OCR read none" in info.value.user_message


def test_a_truncated_image_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "cut.jpg"
    path.write_bytes(_jpeg(ELENA)[:3000])
    with pytest.raises(CVFileError) as info:
        parse_file(path, 10**7)
    assert "corrupt or truncated image" in info.value.user_message


def test_without_the_ocr_extra_a_scan_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ocr, "available", lambda: False)
    for data, name in ((_jpeg(ELENA), "elena.jpg"), (_pdf(None, ELENA), "scan.pdf")):
        with pytest.raises(CVFileError) as info:
            parse_bytes(data, name, name, 10**7)
        assert "pip install -e '.[ocr]'" in info.value.user_message


@pytest.mark.parametrize(
    ("content", "name", "format_name"),
    [
        ("WEBP", "cv.webp", "image"),
        ("PNG", "cv.pdf", "image"),  # the content decides, not the name
        ("TIFF", "scan.tif", "image"),
        ("%PDF-1.4 ...", "scan.jpg", "pdf"),
        ("plain words", "notes.txt", "text"),
    ],
)
def test_the_format_registry_knows_images_by_their_content(
    content: str, name: str, format_name: str
) -> None:
    from PIL import Image

    data = content.encode()
    if content in ("WEBP", "PNG", "TIFF"):
        buf = io.BytesIO()
        Image.new("RGB", (8, 8), "white").save(buf, content)
        data = buf.getvalue()
    assert sniff_format(data, Path(name).suffix).name == format_name


def test_a_text_file_named_jpg_is_refused_as_mislabelled() -> None:
    with pytest.raises(CVFileError) as info:
        parse_bytes(b"Jane Roe, engineer at Example Corp since 2019", "cv.jpg", "cv.jpg", 10**7)
    assert "not an image" in info.value.user_message


# -- reading order (no OCR engine) ---------------------------------------------------------
def _box(x: float, y: float, text: str, width: float | None = None) -> Box:
    w = width if width is not None else 11 * len(text)
    return Box(x, y, x + w, y + 22, text, 0.99)


def test_two_columns_are_read_one_after_the_other() -> None:
    left = ["SKILLS", "Python, SQL, Spark", "LANGUAGES", "English, Polish", "CONTACT",
            "jane@example.com", "AWARDS", "Best paper 2019", "HOBBIES", "Chess"]  # fmt: skip
    right = ["EXPERIENCE", "Senior Data Scientist, Nubank 2021 - present",
             "Built credit risk models for new markets", "Data Scientist, Itau 2017 - 2021",
             "Forecasting of branch cash demand", "EDUCATION", "USP, BSc Statistics",
             "Thesis on survival models", "PUBLICATIONS", "Demand forecasting, 2020"]  # fmt: skip
    boxes = [_box(40, 0, "Jane Roe, data scientist and forecasting lead with ten years")]
    boxes += [_box(40, 60 + 30 * n, t) for n, t in enumerate(left)]
    boxes += [_box(420, 64 + 30 * n, t) for n, t in enumerate(right)]
    assert reading_order(boxes) == [boxes[0].text, *left, *right]
    # line spacing differs between the columns: their lines alternate rows on the page
    boxes = boxes[:1] + [_box(40, 60 + 36 * n, t) for n, t in enumerate(left)]
    boxes += [_box(420, 80 + 41 * n, t) for n, t in enumerate(right)]
    assert reading_order(boxes) == [boxes[0].text, *left, *right]


def test_one_column_with_right_aligned_dates_is_read_line_by_line() -> None:
    rows = [("Nubank, Senior Data Scientist", "2021 - present"),
            ("Built credit risk models for new markets and their monitoring", None),
            ("Itau, Data Scientist", "2017 - 2021"),
            ("Forecasting of branch cash demand across the whole country", None)] * 3  # fmt: skip
    boxes = []
    for n, (text, dates) in enumerate(rows):
        boxes.append(_box(40, 30 * n, text))
        if dates:
            boxes.append(_box(860, 30 * n + 2, dates))
    expected = [f"{t} {d}" if d else t for t, d in rows]
    assert reading_order(boxes) == expected


def test_a_tilted_photo_keeps_right_aligned_dates_on_their_own_header_line() -> None:
    # a page photographed 3° off level: the right margin sits ~50 px higher than the left,
    # so a header's dates are as high as the bullet line above the header
    tilt = -0.055

    def tilted(x: float, y: float, text: str) -> Box:
        w = 24 * len(text)  # the box of a tilted line: its right end higher than its left
        return Box(x, y + tilt * (x + w), x + w, y + 40 + tilt * x, text, 0.99, slope=tilt)

    boxes = [
        tilted(150, 0, "北辰微电子有限公司"),
        tilted(870, 0, "2019年11月-2023年2月"),
        tilted(150, 42, "高级IC设计工程师"),
        tilted(160, 84, "• 负责片上互联模块的设计与验证工作。"),
        tilted(150, 126, "云岭芯片有限公司"),
        tilted(870, 126, "2013年7月-2019年10月"),
        tilted(150, 168, "数字IC设计工程师"),
    ]
    assert reading_order(boxes) == [
        "北辰微电子有限公司 2019年11月-2023年2月",
        "高级IC设计工程师",
        "• 负责片上互联模块的设计与验证工作。",
        "云岭芯片有限公司 2013年7月-2019年10月",
        "数字IC设计工程师",
    ]


def test_chinese_boxes_touching_are_joined_without_spaces() -> None:
    boxes = [
        Box(40, 0, 160, 24, "阿里巴巴集团", 0.99),
        Box(163, 1, 283, 25, "高级工程师", 0.99),  # touching: one run of Chinese
        Box(400, 0, 520, 24, "2019.07-至今", 0.99),  # a gap: a word space
    ]
    assert reading_order(boxes) == ["阿里巴巴集团高级工程师 2019.07-至今"]


@pytest.mark.parametrize(
    ("read", "mended"),
    [
        ("邮箱: lina.net@exam ple.cn", "邮箱: lina.net@example.cn"),
        ("jane@example.org· GitHub: github.com/jroe·手机: 139", "jane@example.org · GitHub: "
         "github.com/jroe · 手机: 139"),
        ("jane @ example.org Lyon", "jane@example.org Lyon"),
        ("· 负责数据中心网络", "· 负责数据中心网络"),  # a bullet stays a bullet
        ("see x@exam ple", "see x@exam ple"),  # no domain: nothing to join
    ],
)  # fmt: skip
def test_contacts_broken_by_the_recogniser_are_mended(read: str, mended: str) -> None:
    assert ocr.mend(read) == mended
