"""Turns src/p8/page.png into a phone-photo-like JPEG in cvs/ (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter
random.seed(155)
here = Path(__file__).resolve().parent
img = Image.open(here / "p8" / "page.png").convert("RGB")
W, H = img.size
bg = Image.new("RGB", (int(W * 1.08), int(H * 1.06)), (96, 84, 70))
bg.paste(img, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
W, H = img.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (i / 60) ** 2 * 0.55)
    dr.ellipse([-W * 0.4 + i * W * 0.012, -H * 0.3 + i * H * 0.01, W * 1.4 - i * W * 0.012, H * 1.3 - i * H * 0.01], outline=None, fill=None)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False)
dark = Image.new("RGB", (W, H), (40, 35, 30))
img = Image.composite(dark, img, grad.point(lambda p: int(p * 0.28)))
vign = Image.radial_gradient("L").resize((W, H)).point(lambda p: int(max(0, p - 110) * 0.9))
img = Image.composite(Image.new("RGB", (W, H), (20, 18, 15)), img, vign)
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parent / "cvs" / "IMG_20260611_204512.jpg", quality=82)
