"""Turns yu_page.png into a phone-photo-like JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(221)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "yu_page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 78, 64))  # desk
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
# shading: darker towards lower-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width * 0.2 + i * 2, -bg.height * 0.2 + i * 2,
               bg.width * 1.2 - i * 2, bg.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 28, 25))
bg = Image.composite(bg, dark, shade.point(lambda v: 110 + v * 145 // 255))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(bg.width * bg.height // 12):
    x, y = random.randrange(bg.width), random.randrange(bg.height)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20261103_简历.jpg"), quality=82)
