"""Turns the rendered page hou_page-1.png into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(209)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "hou_page-1.png")).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.71)))           # the photo shows the filled part of the page
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))  # desk
bg.paste(page, (80, 70))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: darker towards the lower right, vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse((-W * 0.3 + i, -H * 0.3 + i, W * 1.1 - i, H * 1.2 - i), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (35, 30, 25))
img = Image.composite(img, dark, shade.point(lambda v: int(120 + v * 135 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img = img.resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_214512.jpg"), quality=82)
print("ok")
