"""Turn page-1.png into a phone photo of a printed page (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(249)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.1)), (96, 78, 60))  # wooden desk
bg.paste(page, (int(W * 0.06), int(H * 0.05)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 78, 60))
# shading: light from the top-left, vignette
w, h = img.size
shade = Image.new("L", (w, h))
sd = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        dx, dy = (x - w * 0.35) / w, (y - h * 0.3) / h
        v = int(255 - 150 * (dx * dx + dy * dy) ** 0.5)
        sd.rectangle([x, y, x + 3, y + 3], fill=max(90, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(30))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
img = ImageChops.multiply(img, Image.new("RGB", img.size, (255, 244, 226)))  # warm light
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(os.path.join(here, "..", "..", "cvs", "yzh_resume_2026.jpg"), quality=82)
print(img.size)
