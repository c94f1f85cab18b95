# Turns the rendered page into a phone-photo-like JPEG (no text layer).
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(131)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "jing_page.png")).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))          # the photographed upper part of the page
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))   # desk
bg.paste(im, (80, 80))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: warm tint + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
W, H = bg.size
for i in range(60):
    d.ellipse((-W * 0.3 + i * 8, -H * 0.3 + i * 8, W * 1.3 - i * 8, H * 1.3 - i * 8), fill=int(i * 3.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 24, 18))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 90 + v)))
tint = Image.new("RGB", bg.size, (255, 240, 215))
bg = Image.blend(bg, tint, 0.10)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
