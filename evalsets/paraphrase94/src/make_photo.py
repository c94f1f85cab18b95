"""Turns src/guan_lanzhou/page-1.png into a phone photo (no text layer) in ../cvs/."""
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter, ImageChops

HERE = Path(__file__).resolve().parent
src = Image.open(HERE / "guan_lanzhou" / "page-1.png").convert("RGB")
W, H = src.size
# paper on a desk: pad with a dark-brown background, rotate ~2 degrees
bg = Image.new("RGB", (W + 160, H + 160), (92, 74, 58))
bg.paste(src, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# warm tint + uneven lighting (vignette and a shadow from the top-left)
w, h = img.size
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (i / 60) ** 0.7)
    d.ellipse([-w * 0.25 + i * w * 0.008, -h * 0.2 + i * h * 0.008,
               w * 1.25 - i * w * 0.008, h * 1.2 - i * h * 0.008], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 34, 28))
img = Image.composite(img, dark, shade.point(lambda p: 120 + p * 135 // 255))
tint = Image.new("RGB", (w, h), (255, 244, 225))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(94)
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img.save(HERE.parent / "cvs" / "IMG_20261103_142257.jpg", quality=82)
print(img.size)
