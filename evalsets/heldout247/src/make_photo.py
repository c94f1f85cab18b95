"""Turns src/roisin/page-1.png into a phone photo cvs/IMG_20260914_183022.jpg (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, "roisin", "page-1.png")
out = os.path.join(here, "..", "cvs", "IMG_20260914_183022.jpg")
random.seed(247)
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk background
bg = Image.new("RGB", (w + 160, h + 200), (92, 80, 68))
bg.paste(page, (80, 110))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 68))
# warm tint
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, int(v * 1.02))), g, b.point(lambda v: int(v * 0.93))))
# vignette / uneven lighting
W, H = img.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    box = (int(-W * 0.3 + i * W * 0.012), int(-H * 0.35 + i * H * 0.011),
           int(W * 1.2 - i * W * 0.010), int(H * 1.25 - i * H * 0.011))
    d.ellipse(box, fill=int(i * 4))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 26, 22))
img = Image.composite(img, dark, mask.point(lambda v: min(255, 110 + v)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
