"""Turns haibo_rong_page.png into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(41)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "haibo_rong_page.png")).convert("RGB")
w, h = img.size
# paper on a darker desk background, rotated ~2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 76))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
w, h = img.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    d.ellipse([-w * 0.3 + i * w * 0.012, -h * 0.25 + i * h * 0.01,
               w * 1.3 - i * w * 0.012, h * 1.25 - i * h * 0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (40, 36, 30))
img = Image.composite(img, dark, mask.point(lambda p: 120 + p * 135 // 255))
# warm tint + slight blur
img = ImageChops.multiply(img, Image.new("RGB", (w, h), (255, 246, 228)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, noise, 0.07)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
print(img.size)
