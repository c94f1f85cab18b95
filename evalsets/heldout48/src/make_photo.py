"""Turns the rendered page PNG into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops

src, dst = sys.argv[1], sys.argv[2]
random.seed(48)
page = Image.open(src).convert("RGB")
# warm paper tint
tint = Image.new("RGB", page.size, (246, 236, 218))
page = ImageChops.multiply(page, tint)
# rotate ~2.2 degrees onto a darker table background
page = page.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 86, 74))
w, h = page.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
steps = 40
for i in range(steps):
    v = int(255 * (i + 1) / steps)
    dx, dy = int(w * 0.45 * i / steps), int(h * 0.45 * i / steps)
    dr.ellipse([-w * 0.25 + dx, -h * 0.2 + dy, w * 1.25 - dx, h * 1.2 - dy], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (60, 55, 48))
shade = Image.composite(page, Image.blend(page, dark, 0.45), mask)
# side shadow gradient (hand/phone shadow)
grad = Image.linear_gradient("L").rotate(90, expand=True).resize((w, h))
shade = Image.composite(shade, Image.blend(shade, dark, 0.25), grad.point(lambda x: 255 - x // 3))
shade = shade.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
shade = Image.blend(shade, ImageChops.multiply(shade, noise.point(lambda x: 200 + x // 5)), 0.5)
shade.save(dst, "JPEG", quality=80)
