"""Turns the rendered YP page into a phone-photo-like JPEG (no text layer), with Pillow
(ImageMagick was not available on the build machine)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = Path(__file__).resolve().parent
page = Image.open(HERE / "yp_page.png").convert("RGB")
w, h = page.size
# paper on a desk, slightly rotated
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (112, 98, 84))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(112, 98, 84))
# warm tint
img = Image.blend(img, Image.new("RGB", img.size, (240, 226, 196)), 0.10)
# vignette / uneven lighting
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
W, H = img.size
d.ellipse([-W * 0.15, -H * 0.10, W * 1.05, H * 1.0], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(W // 6))
dark = Image.eval(img, lambda v: int(v * 0.62))
img = Image.composite(img, dark, mask)
# slight blur + sensor noise
img = img.filter(ImageFilter.GaussianBlur(0.9))
random.seed(49)
noise = Image.effect_noise(img.size, 14).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-118)
img = img.resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
img.save(HERE.parent / "cvs" / "IMG_20261103_184512.jpg", quality=80)
