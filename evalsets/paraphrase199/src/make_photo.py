"""Turns a rendered page PNG into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 84, 74))
bg.paste(im, (int(W*0.06), int(H*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# vignette + uneven light
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([-W*0.3 + i*W/120, -H*0.25 + i*H/120, W*1.3 - i*W/120, H*1.25 - i*H/120], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 36, 30))
im = Image.composite(im, dark, mask)
shade = Image.linear_gradient("L").rotate(90).resize((W, H))
im = ImageChops.multiply(im, Image.merge("RGB", [shade.point(lambda p: 200 + p*55//255)]*3))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = ImageChops.add(im, noise, scale=2.0, offset=-64)
im.save(dst, "JPEG", quality=78)
