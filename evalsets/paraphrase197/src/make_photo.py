"""Turns the rendered page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(7)
im = Image.open("zhongkaiwen_page.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (w + 240, h + 240), (92, 78, 64))   # desk
bg.paste(im, (120, 120))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading / vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
W, H = bg.size
for i in range(60):
    d.ellipse([-W*0.3 + i*8, -H*0.3 + i*8, W*1.3 - i*8, H*1.3 - i*8], fill=int(i*255/60))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(bg).enhance(0.55)
bg = Image.composite(bg, dark, shade)
# warm tint, slight blur, noise
r, g, b = bg.split()
bg = Image.merge("RGB", (r.point(lambda v: min(255, v + 8)), g, b.point(lambda v: max(0, v - 10))))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    n = random.randint(-22, 22)
    p = px[x, y]
    px[x, y] = tuple(max(0, min(255, c + n)) for c in p)
bg.save("../cvs/IMG_20261103_简历.jpg", quality=82)
print(bg.size)
