"""Turns src/laisitong/page.png into a phone-photo-like JPEG (no text layer)."""
import random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(191)
here = pathlib.Path(__file__).resolve().parent
src = Image.open(here / "laisitong" / "page.png").convert("RGB")
w, h = src.size
# paper tint
tint = Image.new("RGB", (w, h), (238, 232, 220))
page = ImageChops.multiply(src, tint.point(lambda v: min(255, v + 14)))
# put on a darker desk background with margins, then rotate
bg = Image.new("RGB", (w + 160, h + 200), (92, 80, 66))
bg.paste(page, (80, 110))
rot = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading gradient (light from top-left) + vignette
W, H = rot.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(160))
mask = ImageChops.multiply(shade, vign.point(lambda v: 120 + v * 135 // 255))
dark = Image.new("RGB", (W, H), (0, 0, 0))
img = Image.composite(rot, dark, mask)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise.point(lambda v: (v - 128) // 6 + 8 if v > 128 else 0))
img = img.resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
out = here.parent / "cvs" / "赖思彤_简历_2026.jpg"
img.save(out, "JPEG", quality=78)
print(out, img.size)
