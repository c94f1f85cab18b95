"""Turns shu_page.png into a phone-photo JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "shu_page.png")).convert("RGB")
w, h = img.size
# crop to the filled top part of the page plus some margin
img = img.crop((0, 0, w, int(h * 0.62)))
w, h = img.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 84, 72))
bg.paste(img, (int(w * 0.04), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 72))
w, h = img.size
# uneven lighting: darker towards the bottom-right, vignette
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    d.ellipse([w*0.5 - w*(1.1 - i/300), h*0.45 - h*(1.1 - i/300), w*0.5 + w*(1.1 - i/300), h*0.45 + h*(1.1 - i/300)], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (30, 26, 20))
img = Image.composite(img, dark, shade.point(lambda v: int(120 + v * 135 / 255)))
tint = Image.new("RGB", (w, h), (255, 236, 200))
img = Image.blend(img, tint, 0.08)
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = img.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_184522.jpg"), quality=82)
print(img.size)
