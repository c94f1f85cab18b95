"""Turns the rendered page into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(211)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "gwen_page-1.png")).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (W + 240, H + 240), (92, 78, 64))   # wooden desk
bg.paste(page, (120, 120))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# light gradient + vignette
shade = Image.new("L", img.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(img.size), 6):
    dr.ellipse([-i + img.size[0] * 0.55, -i + img.size[1] * 0.35, i + img.size[0] * 0.55, i + img.size[1] * 0.35], outline=min(255, int(i / max(img.size) * 150)))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (20, 18, 15))
img = Image.composite(dark, img, shade.point(lambda v: int(v * 0.35)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img = img.resize((int(img.size[0] * 0.9), int(img.size[1] * 0.9)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261104_183512.jpg"), quality=82)
print(img.size)
