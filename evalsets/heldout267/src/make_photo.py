"""Turns src/photo/page-1.png into a phone-photo-like JPEG (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(267)
page = Image.open(os.path.join(here, "photo", "page-1.png")).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))          # top part of the sheet, as photographed
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (96, 82, 70))  # wooden desk
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 82, 70))
# warm tint + uneven lighting (shadow from the phone on one side, vignette)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse((-W * 0.3 + i * 8, -H * 0.3 + i * 8, W * 1.3 - i * 8, H * 1.3 - i * 8), fill=int(i * 255 / 60))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 34, 28))
img = Image.composite(img, dark, shade)
grad = Image.linear_gradient("L").resize((W, H)).rotate(90, expand=False)
shadow = Image.new("RGB", (W, H), (150, 140, 128))
img = Image.composite(shadow, img, grad.point(lambda v: int(v * 0.35)))
img = ImageChops.multiply(img, Image.new("RGB", (W, H), (255, 246, 230)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(noise).point(lambda v: 255 - (255 - v) // 4)), 0.5)
img.save(os.path.join(here, "..", "cvs", "IMG_20261102_093415.jpg"), quality=82)
print("ok", img.size)
