"""Turns page.png (pdftoppm -r 150 of maelle_brodersen_cv_2026.pdf) into a phone-photo JPG."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(190)
here = Path(__file__).resolve().parent
page = Image.open(here / "page.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 84, 70))  # wooden desk tone
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven lighting: vignette + a diagonal shadow
W, H = img.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    d.ellipse([-W * 0.2 + i * 12, -H * 0.15 + i * 12, W * 1.2 - i * 12, H * 1.15 - i * 12], fill=int(110 + i * 3.6))
mask = mask.filter(ImageFilter.GaussianBlur(60))
img = ImageChops.multiply(img, Image.merge("RGB", [mask] * 3).point(lambda v: min(255, v + 40)))
shade = Image.new("L", (W, H), 255)
ds = ImageDraw.Draw(shade)
ds.polygon([(int(W * 0.65), 0), (W, 0), (W, int(H * 0.5))], fill=200)
shade = shade.filter(ImageFilter.GaussianBlur(80))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img = img.resize((int(W * 0.9), int(H * 0.9)))
img.save(here.parent.parent / "cvs" / "IMG_20261104_183322.jpg", quality=82)
print("ok", img.size)
