"""Turn src/jc/page-1.png into a phone photo cvs/kerensa_pengelly_2026.jpg (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "jc", "page-1.png")).convert("RGB")
random.seed(254)
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 84, 72))
bg.paste(im, (80, 80))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 72))
w, h = im.size
shade = Image.new("L", (w, h), 0); d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse([-w * 0.3 + i * 6, -h * 0.3 + i * 6, w * 1.3 - i * 6, h * 1.3 - i * 6], fill=int(i * 1.2))
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = ImageEnhance.Brightness(im).enhance(0.72)
im = Image.composite(im, dark, shade.point(lambda v: min(255, v * 4)))
grad = Image.linear_gradient("L").resize((w, h)).rotate(25, fillcolor=128)
im = Image.blend(im, Image.composite(ImageEnhance.Brightness(im).enhance(0.85), im, grad), 0.6)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h); n = random.randint(-18, 18)
    r, g, b = px[x, y]; px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "kerensa_pengelly_2026.jpg"), quality=82)
