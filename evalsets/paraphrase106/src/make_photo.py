"""Turns the rendered page PNG into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os, glob
random.seed(7)
src = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "marcus_page*.png")))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.55)))          # the photographed part of the page (all text is there)
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # desk
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# uneven lighting: darker towards bottom-right, plus vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse((-W * 0.2 + i * 6, -H * 0.3 + i * 6, W * 1.1 - i * 6, H * 1.2 - i * 6), fill=int(i * 1.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 150 + v)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg = bg.convert("RGB")
bg.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
print("ok", bg.size)
