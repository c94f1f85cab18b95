# Turns src/page-1.png into a phone-photo-like cvs/IMG_20260318_142207.jpg (no text layer)
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # desk
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient darker toward lower-right + vignette
W, H = bg.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    d.rectangle([0, y, W, y + 4], fill=int(255 - 55 * y / H))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
mask = ImageChops.multiply(shade, vig)
bg = Image.composite(bg, Image.new("RGB", (W, H), (20, 18, 15)), mask.point(lambda v: int(110 + 145 * v / 255)))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
px = bg.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg = bg.resize((int(W * 0.9), int(H * 0.9)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20260318_142207.jpg"), quality=82)
print("ok")
