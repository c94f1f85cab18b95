"""Turns src/tx/page-1.png into a phone-photo-like JPEG (no text layer): cvs/岳晓蓓_简历_拍照.jpg"""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, pathlib
random.seed(81)
here = pathlib.Path(__file__).resolve().parent
img = Image.open(here / "tx" / "page-1.png").convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.77)))          # the text ends about 70 % down the page
w, h = img.size
# paper tint + lighting gradient
shade = Image.new("L", (w, h))
dr = ImageDraw.Draw(shade)
for y in range(h):
    for x in range(0, w, 8):
        v = int(235 - 40 * ((x - w * 0.35) ** 2 / w ** 2 + (y - h * 0.3) ** 2 / h ** 2) * 1.6 - 12 * x / w)
        dr.line([(x, y), (x + 8, y)], fill=max(150, min(255, v)))
tint = Image.merge("RGB", (shade, shade.point(lambda v: v * 0.98), shade.point(lambda v: v * 0.92)))
img = Image.composite(img, tint, img.convert("L").point(lambda v: 255 if v < 128 else 0))
img = Image.blend(img, tint, 0.0)
# rotate onto a dark table background
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.10)), (62, 54, 47))
rot = img.rotate(-1.8, expand=True, resample=Image.BICUBIC, fillcolor=(62, 54, 47))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
img = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Contrast(img).enhance(0.92)
out = here.parent / "cvs" / "岳晓蓓_简历_拍照.jpg"
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
