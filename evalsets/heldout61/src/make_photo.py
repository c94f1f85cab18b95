"""Turns build/fan_zijun_zh.png (pdftoppm -r 150 of fan_zijun_zh.pdf) into a phone-photo JPEG without text layer."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(61)
page = Image.open(os.path.join(here, "build", "fan_zijun_zh.png")).convert("RGB")
W, H = page.size
# paper slightly off-white
page = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 240, 228)))
# on a wooden-ish desk, with margin
bg = Image.new("RGB", (W + 220, H + 260), (112, 86, 60))
bg.paste(page, (110, 120))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(112, 86, 60))
# shading: darker towards the lower right and the corners (vignette)
w, h = img.size
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    box = (-w * 0.25 + i * w * 0.012, -h * 0.2 + i * h * 0.01, w * 1.1 - i * w * 0.004, h * 1.25 - i * h * 0.012)
    dr.ellipse(box, fill=int(120 + i * 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (30, 25, 20))
img = Image.composite(img, dark, shade)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-110)
img = img.resize((int(w * 0.9), int(h * 0.9)), Image.BILINEAR)
img.save(os.path.join(here, "..", "cvs", "IMG_20261118_093412.jpg"), "JPEG", quality=78)
print("photo ok", img.size)
