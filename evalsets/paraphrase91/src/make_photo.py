"""Turns tex/page-1.png (pdftoppm -r 150 of shi_yinghe.pdf) into a phone-photo JPG with no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
img = Image.open(here / "tex" / "page-1.png").convert("RGB")
w, h = img.size
# paper on a darker desk, slight rotation
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
W, H = img.size
# vignette / uneven lighting
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    box = (int(-W * 0.3 + i * W * 0.012), int(-H * 0.2 + i * H * 0.01),
           int(W * 1.2 - i * W * 0.006), int(H * 1.1 - i * H * 0.006))
    d.ellipse(box, fill=int(120 + i * 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(80))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
img = Image.blend(img, Image.new("RGB", (W, H), (255, 236, 205)), 0.08)
img = img.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 4)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_184512.jpg", quality=82)
