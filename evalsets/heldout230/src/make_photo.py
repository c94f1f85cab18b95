"""Turns xw_page-1.png (rendered 2026 CV page of 萧婉音) into a phone photo, cvs/IMG_20261014_213305.jpg."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(230)
here = os.path.dirname(os.path.abspath(__file__))
pg = Image.open(os.path.join(here, "xw_page-1.png")).convert("RGB")
w, h = pg.size
pg = pg.crop((0, 0, w, int(h * 0.76)))          # the photographed top part of the sheet (all text)
w, h = pg.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (96, 84, 70))
bg.paste(pg, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven lighting: darker toward bottom-right, vignette
shade = Image.new("L", img.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 60):
    box = (-i * 14, -i * 14, img.width + i * 14 - 300, img.height + i * 14 - 200)
    dr.ellipse(box, outline=int(i * 1.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(dark, img, shade.point(lambda v: min(150, int(v * 1.4))))
grad = Image.linear_gradient("L").rotate(35, expand=False).resize(img.size)
warm = Image.new("RGB", img.size, (255, 236, 200))
img = Image.blend(img, Image.composite(warm, img, grad.point(lambda v: v // 3)), 0.35)
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(img.width * img.height // 6):
    x = random.randrange(img.width); y = random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261014_213305.jpg"), quality=82)
print(img.size)
