"""Turn page.png (pdftoppm -r 150 of suo_jingfan_zh.pdf) into a phone-photo JPG with no text layer."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(111)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "page.png")).convert("RGB")
# paper tone + background table
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 78, 66))
im = im.rotate(-2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 78, 66))
bg.paste(im, (40, 60))
w, h = bg.size
# shading: darker toward bottom-right, vignette
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(w, h), 4):
    d.ellipse([w/2 - i, h/2 - i*1.2, w/2 + i, h/2 + i*1.2], outline=min(255, int(i * 255 / max(w, h) * 0.9)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (20, 18, 15))
bg = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.55)))
# warm cast, blur, noise
r, g, b = bg.split()
bg = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 10))))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    n = random.randint(-18, 18)
    p = px[x, y]
    px[x, y] = tuple(max(0, min(255, c + n)) for c in p)
bg.save(os.path.join(here, "..", "cvs", "IMG_20260914_183207.jpg"), quality=82)
