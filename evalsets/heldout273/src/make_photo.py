# Turns src/orla_page-1.png (pdftoppm -r 150 of orla_hennessy_2026.pdf) into a phone photo.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(273)
page = Image.open(os.path.join(here, "orla_page-1.png")).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (W + 260, H + 260), (96, 84, 70))          # wooden desk tone
bg.paste(page, (130, 120))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(90, 78, 64))
# warm tint + uneven lighting (vignette and a side shadow)
w, h = img.size
mask = Image.new("L", (w, h), 0); d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.8)
    d.ellipse([-w * 0.25 + i * w * 0.006, -h * 0.2 + i * h * 0.006, w * 1.25 - i * w * 0.006, h * 1.2 - i * h * 0.006], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 34, 28))
img = Image.composite(img, dark, mask)
shade = Image.new("L", (w, h), 255); ds = ImageDraw.Draw(shade)
for x in range(w // 3):
    ds.line([(x, 0), (x, h)], fill=int(200 + 55 * x / (w / 3)))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
tint = Image.new("RGB", (w, h), (255, 244, 225)); img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.overlay(img, noise), 0.25)
img.save(os.path.join(here, "..", "cvs", "IMG_20261102_094417.jpg"), quality=82)
print("ok", img.size)
