"""Turns the rendered page of jing_weiran_zh.pdf into a phone-photo JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(193)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "jing_page-1.png")).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))  # desk
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: vertical + radial shading
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 8):
    v = int(255 * (1 - i / max(W, H)) ** 0.6)
    d.ellipse([W * 0.35 - i, H * 0.3 - i, W * 0.35 + i, H * 0.3 + i], outline=v, width=8)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 35, 30))
img = Image.composite(img, Image.blend(img, dark, 0.45), shade)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-60)
img = img.convert("RGB")
img.save(os.path.join(here, "..", "cvs", "IMG_20260412_193355.jpg"), quality=82)
