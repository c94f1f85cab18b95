"""Turns ao_page-1.png into a phone-photo JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(95)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "ao_page-1.png")).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (238, 232, 218))
im = Image.blend(im, tint, 0.18)
# place on darker desk background and rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
# vignette / shading from upper-left light
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    a = int(110 * (i / 40) ** 2)
    d.ellipse([-W * 0.3 + i * W * 0.012, -H * 0.25 + i * H * 0.011, W * 1.35 - i * W * 0.005, H * 1.3 - i * H * 0.006], outline=None, fill=None)
grad = Image.radial_gradient("L").resize((int(W * 1.5), int(H * 1.5))).crop((int(W * 0.15), int(H * 0.1), int(W * 1.15), int(H * 1.1)))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, grad.point(lambda v: int(min(255, v * 0.55))))
im = im.filter(ImageFilter.GaussianBlur(1.1))
# noise
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im = ImageEnhance.Contrast(im).enhance(0.92)
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_184522.jpg"), quality=82)
