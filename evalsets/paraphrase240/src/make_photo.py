"""Turns src/qu_page.png into a phone-photo-like JPEG in ../cvs/ (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
random.seed(240)
img = Image.open(here / "qu_page.png").convert("RGB")
w, h = img.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
canvas.paste(img, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# vignette / uneven lighting
W, H = canvas.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.3 + i * W * 0.008, -H * 0.25 + i * H * 0.007, W * 1.3 - i * W * 0.008, H * 1.25 - i * H * 0.007], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 36, 30))
canvas = Image.composite(canvas, dark, mask.point(lambda p: int(110 + p * 145 / 255)))
# warm tint + slight blur + noise
tint = Image.new("RGB", (W, H), (255, 240, 215))
canvas = ImageChops.multiply(canvas, tint)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas.save(here.parent / "cvs" / "IMG_20260914_193205.jpg", quality=82)
