"""Turns src/fu_page-1.png into a phone photo ../cvs/付星屹_简历.jpg (no text layer)."""
from pathlib import Path
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = Path(__file__).resolve().parent
img = Image.open(here / "fu_page-1.png").convert("RGB")
random.seed(210)
# paper on a desk: pad with a dark background, rotate
bg = Image.new("RGB", (img.width + 160, img.height + 160), (70, 62, 55))
bg.paste(img, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(70, 62, 55))
# vignette / uneven lighting
w, h = bg.size
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-w * 0.3 + i * 8, -h * 0.25 + i * 8, w * 1.3 - i * 8, h * 1.25 - i * 8], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 35, 30))
bg = Image.composite(bg, dark, mask.point(lambda p: 110 + p * 145 // 255))
# warm tint + blur + noise
tint = Image.new("RGB", (w, h), (255, 240, 215))
bg = ImageChops.multiply(bg, tint)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda p: 200 + p // 5)), 0.35)
bg.save(here.parent / "cvs" / "付星屹_简历.jpg", quality=82)
