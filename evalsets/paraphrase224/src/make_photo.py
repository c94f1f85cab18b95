"""Turns the rendered page into a phone photo (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(224)
src, dst = sys.argv[1], sys.argv[2]
img = Image.open(src).convert("RGB")
w, h = img.size
# warm paper tint
tint = Image.new("RGB", (w, h), (246, 238, 222))
img = ImageChops.multiply(img, tint)
# put on a darker table background, rotate 2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(img, (int(w * 0.06), int(h * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# vignette / side shading
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-W * 0.3 + i * 8, -H * 0.25 + i * 8, W * 1.3 - i * 8, H * 1.25 - i * 8], fill=int(i * 4.2))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 25, 20))
bg = Image.composite(bg, dark, mask)
# gradient shadow from the left (hand/phone shadow)
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = Image.new("RGB", (W, H), (0, 0, 0))
bg = Image.composite(bg, shade, grad.point(lambda v: 255 - int(v * 0.22)))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = ImageChops.add(bg, noise, scale=2.0, offset=-64)
bg.save(dst, "JPEG", quality=82)
