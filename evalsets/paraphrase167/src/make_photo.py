"""Turns the rendered page bj-1.png into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(167)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# lighting gradient + vignette
shade = Image.new("L", im.size, 0)
d = ImageDraw.Draw(shade)
W, H = im.size
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    d.rectangle([i * W // max(W, H), 0, W, H], fill=v)
vign = Image.new("L", im.size, 0)
dv = ImageDraw.Draw(vign)
for k in range(60):
    dv.ellipse([-W * 0.25 + k * 6, -H * 0.2 + k * 6, W * 1.25 - k * 6, H * 1.2 - k * 6], fill=int(90 - k * 1.5))
vign = vign.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", im.size, (20, 18, 15))
mask = ImageChops.add(shade, ImageChops.invert(vign).point(lambda x: max(0, x - 165)))
im = Image.composite(dark, im, mask.point(lambda x: min(x, 110)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.merge("RGB", [noise.split()[0].point(lambda x: 200 + x // 5)] * 3)), 0.5)
im.save(dst, "JPEG", quality=82)
