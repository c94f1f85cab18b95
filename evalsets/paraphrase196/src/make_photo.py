"""Turn a rendered CV page (PNG) into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(196)
src, dst = sys.argv[1], sys.argv[2]
img = Image.open(src).convert("RGB")
w, h = img.size
# paper tint
tint = Image.new("RGB", (w, h), (244, 238, 226))
img = ImageChops.multiply(img, tint)
# put on a darker table background, rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(img, ((bg.width - w) // 2, (bg.height - h) // 2))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = bg.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.25 + i * W / 200, -H * 0.2 + i * H / 200, W * 1.1 - i * W / 200, H * 1.15 - i * H / 200], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 36, 30))
bg = Image.composite(bg, dark, mask.point(lambda p: min(255, 90 + p)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(dst, "JPEG", quality=82)
