"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(120)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (238, 232, 218))
im = ImageChops.multiply(im, tint)
# rotate ~2 degrees onto a desk-coloured background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
W, H = im.size
# vignette + uneven lighting
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.25 + i * W * 0.008, -H * 0.2 + i * H * 0.007,
               W * 1.15 - i * W * 0.008, H * 1.2 - i * H * 0.007], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 36, 30))
im = Image.composite(im, dark, mask.point(lambda p: 120 + p * 135 // 255))
# slight blur and noise
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.35)
im.save(dst, "JPEG", quality=82)
