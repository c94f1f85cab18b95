"""Turns the rendered page wen_yutong_page.png into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(168)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "wen_yutong_page.png")).convert("RGB")
w, h = img.size
# paper tint
img = Image.blend(img, Image.new("RGB", img.size, (238, 230, 214)), 0.18)
# rotate ~2 degrees on a darker desk background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 66))
w, h = img.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    dr.ellipse([-w*0.25 + i*w*0.006, -h*0.2 + i*h*0.006, w*1.15 - i*w*0.006, h*1.2 - i*h*0.006], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 34, 28))
img = Image.composite(img, Image.blend(img, dark, 0.55), mask)
# slight blur + noise
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-128)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_142215.jpg"), quality=82)
