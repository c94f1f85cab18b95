"""Turns the 2021 Chinese CV of Wenren Zeyuan into a phone photo (.jpg, no text layer)."""
import random, subprocess
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "cvs" / "IMG_20210317_142209.jpg"
pdf = HERE / "tex" / "wenren_zeyuan_zh_2021.pdf"
subprocess.run(["pdftotext", "-layout", str(pdf), str(HERE / "photo_page_text.txt")], check=True)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", str(pdf), str(HERE / "photo_page")], check=True)
img = Image.open(HERE / "photo_page.png").convert("RGB")
# crop away the empty lower part of the page
img = img.crop((0, 0, img.width, int(img.height * 0.55)))
random.seed(7)
img = img.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 70))
w, h = img.size
shade = Image.radial_gradient("L").resize((w, h)).point(lambda v: 255 - int(v * 0.45))  # vignette
dark = Image.new("RGB", (w, h), (40, 35, 30))
img = Image.composite(img, dark, shade)
grad = Image.linear_gradient("L").resize((w, h)).point(lambda v: 255 - v // 8)
img = Image.composite(img, Image.new("RGB", (w, h), (120, 110, 95)), grad)
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(OUT, "JPEG", quality=80)
print(OUT)
