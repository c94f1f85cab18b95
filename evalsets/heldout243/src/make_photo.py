"""Turn src/anton/page.png into a phone photo of a printed page (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(243)
here = Path(__file__).resolve().parent
page = Image.open(here / "anton" / "page.png").convert("RGB")
# crop lower blank part of page a bit (photo framing)
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.80)))
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.10)), (92, 78, 64))  # wooden desk
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for x in range(img.width):
    d.line([(x, 0), (x, img.height)], fill=int(60 * x / img.width))
img = Image.composite(Image.new("RGB", img.size, (0, 0, 0)), img, shade.point(lambda v: v))
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
for i in range(40):
    dv.rectangle([i * 6, i * 6, img.width - i * 6, img.height - i * 6], outline=int(90 - i * 2.2))
vig = vig.filter(ImageFilter.GaussianBlur(40))
img = Image.composite(Image.new("RGB", img.size, (0, 0, 0)), img, vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = img.load()
for _ in range(img.width * img.height // 12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.85)
img = img.convert("RGB")
img = Image.merge("RGB", [c.point(lambda v, k=k: min(255, int(v * k))) for c, k in zip(img.split(), (1.04, 1.0, 0.9))])
img.save(here.parent / "cvs" / "IMG_20261012_093215.jpg", quality=82)
print("ok", img.size)
