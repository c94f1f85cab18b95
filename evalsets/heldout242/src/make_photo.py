"""Turns huan_page-1.png (pdftoppm -r 150 of huan_siyu_2026.pdf) into a phone photo JPG."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(242)
here = Path(__file__).resolve().parent
page = Image.open(here / "huan_page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (96, 84, 70))  # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# lighting gradient + vignette
row = Image.new("L", (256, 1))
row.putdata([int(255 - 45 * i / 255) for i in range(256)])
shade = row.resize(img.size, Image.BILINEAR)
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-img.width * 0.25, -img.height * 0.2, img.width * 1.25, img.height * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(160)).point(lambda v: 150 + int(v * 105 / 255))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [mask] * 3))
img = Image.blend(img, Image.new("RGB", img.size, (255, 244, 225)), 0.06)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 225 + v // 9)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_184512.jpg", quality=82)
print("ok", img.size)
