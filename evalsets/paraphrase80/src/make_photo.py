import random, os
from PIL import Image, ImageFilter, ImageDraw
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "out", "she_anning.png")).convert("RGB")
random.seed(7)
im = im.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 72))
w, h = im.size
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(w, h) // 2, 4):
    dr.ellipse([i - w * 0.2, i - h * 0.2, w * 1.2 - i, h * 1.2 - i], fill=min(255, int(i * 255 / (max(w, h) / 2.6))))
dark = Image.new("RGB", (w, h), (40, 36, 30))
im = Image.composite(im, dark, shade.filter(ImageFilter.GaussianBlur(60)))
grad = Image.linear_gradient("L").resize((w, h)).point(lambda v: 200 + v // 5)
im = Image.merge("RGB", [Image.composite(c, Image.new("L", (w, h), 0), grad) for c in im.split()])
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h); n = random.randint(-25, 25)
    r, g, b = px[x, y]; px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20260312_094417.jpg"), quality=82)
