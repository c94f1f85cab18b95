"""Turn a rendered page PNG into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(94)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# crop lower white area a bit (printed page photographed from above)
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))  # wooden desk
bg.paste(page, (80, 70))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the bottom-right, vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * (i / max(W, H)))
    d.rectangle([W - i, H - i, W, H], fill=v)
mask = Image.radial_gradient("L").resize((W, H))
vign = ImageChops.lighter(mask.point(lambda p: int(p * 0.55)), shade)
dark = Image.new("RGB", (W, H), (20, 15, 10))
img = Image.composite(dark, img, vign)
# warm tint
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda p: min(255, p + 8)), g, b.point(lambda p: int(p * 0.9))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img.save(dst, "JPEG", quality=78)
