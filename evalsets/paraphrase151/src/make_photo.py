"""Turn the rendered page PNG into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw
random.seed(151)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: darker towards bottom-right + vignette
shade = Image.new("L", im.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.rectangle([i * 6, i * 8, im.width - i * 6, im.height - i * 8], fill=int(i * 3.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", im.size, (40, 36, 30))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 70 + v)))
grad = Image.linear_gradient("L").resize(im.size).rotate(35)
warm = Image.new("RGB", im.size, (255, 236, 205))
im = Image.blend(im, Image.composite(warm, im, grad.point(lambda v: v // 4)), 0.5)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(im.width * im.height // 25):
    x, y = random.randrange(im.width), random.randrange(im.height)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(dst, "JPEG", quality=80)
