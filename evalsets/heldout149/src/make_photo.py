"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(149)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# paper a bit warm/grey
page = Image.blend(page, Image.new("RGB", page.size, (232, 226, 212)), 0.18)
# put on a darker table background with margin, then rotate
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# lighting gradient + vignette
w, h = bg.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
vign = Image.new("L", (w, h), 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(w // 8))
mask = ImageChops.multiply(shade, vign)
bg = ImageChops.multiply(bg, Image.merge("RGB", [mask] * 3))
bg = Image.blend(bg, Image.new("RGB", bg.size, (0, 0, 0)), 0.0)
# blur + noise
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.5)
bg = bg.resize((int(w * 0.9), int(h * 0.9)), Image.LANCZOS)
bg.save(dst, "JPEG", quality=78)
