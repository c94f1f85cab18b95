"""Turns the rendered page cl_page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(48)
here = Path(__file__).resolve().parent
page = Image.open(here / "cl_page-1.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.68)))          # the part of the sheet with text
# table surface around the sheet
bg = Image.new("RGB", (page.width + 160, page.height + 160), (96, 84, 70))
bg.paste(page, (80, 70))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven lighting: darker towards lower-right, vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    box = (-W * 0.3 + i * W * 0.02, -H * 0.3 + i * H * 0.02, W * 1.1 - i * W * 0.01, H * 1.1 - i * H * 0.01)
    d.ellipse(box, fill=int(i * 255 / 40))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 36, 32))
img = Image.composite(img, dark, shade.point(lambda v: 110 + v * 145 // 255))
img = Image.blend(img, Image.new("RGB", (W, H), (255, 236, 200)), 0.06)   # warm cast
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-128)
img.save(here.parent / "cvs" / "IMG_20261103_184522.jpg", quality=82)
