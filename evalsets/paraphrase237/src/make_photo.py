"""Turn the rendered page into a phone photo (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(237)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# crop bottom whitespace a bit (keep content), paper tint
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
tint = Image.new("RGB", (w, h), (246, 240, 226))
im = ImageChops.multiply(im, tint)
# put on a darker "desk" background and rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (92, 78, 64))
bg.paste(im, (int(w * 0.06), int(h * 0.06)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# vignette + uneven lighting
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    d.ellipse((-W * 0.25 + i * W * 0.008, -H * 0.3 + i * H * 0.008, W * 1.15 - i * W * 0.008, H * 1.2 - i * H * 0.008), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (30, 26, 22))
bg = Image.composite(bg, dark, mask.point(lambda p: 90 + int(p * 165 / 255)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(dst, "JPEG", quality=78)
