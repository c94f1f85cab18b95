"""Turn page 1 of pu_xiaozhou_2020.pdf (rendered PNG) into a phone-photo JPG with no text layer."""
import os, random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1",
                os.path.join(here, "pu_xiaozhou_2020.pdf"), os.path.join(here, "page")], check=True)
png = os.path.join(here, "page-1.png")
im = Image.open(png).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
im = im.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(196, 188, 172))
w, h = im.size
# warm shading gradient + vignette
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for y in range(h):
    for x in range(0, w, 8):
        dx, dy = (x - w * 0.45) / w, (y - h * 0.4) / h
        v = int(min(255, 260 * (dx * dx + dy * dy) + 40 * x / w))
        dr.line([(x, y), (x + 8, y)], fill=v)
dark = Image.new("RGB", (w, h), (70, 60, 48))
im = Image.composite(dark, im, shade.point(lambda v: int(v * 0.55)))
im = ImageEnhance.Color(im).enhance(0.85)
im = im.filter(ImageFilter.GaussianBlur(0.9))
random.seed(54)
px = im.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "pu_xiaozhou_resume_photo.jpg"), quality=80)
os.remove(png)
print(im.size)
