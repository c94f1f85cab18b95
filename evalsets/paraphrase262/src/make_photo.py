"""Turn a rendered page into a phone-photo style JPEG (no text layer)."""
import random
import sys
from PIL import Image, ImageFilter, ImageDraw

src, dst = sys.argv[1], sys.argv[2]
random.seed(262)
img = Image.open(src).convert("RGB")
w, h = img.size
# paper on a desk: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
bg.paste(img, (int(w * 0.04), int(h * 0.03)))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = img.size
# shading: a gradient from top-left to bottom-right plus vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    d.line([(i, 0), (0, i)], fill=v, width=4)
    d.line([(W, H - i), (W - i, H)], fill=max(0, 70 - v), width=4)
vign = Image.radial_gradient("L").resize((W, H))
mask = Image.blend(shade, vign, 0.5)
dark = Image.new("RGB", (W, H), (30, 25, 20))
img = Image.composite(dark, img, mask.point(lambda p: int(p * 0.45)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(dst, "JPEG", quality=82)
