"""Turns the rendered iOS CV page into a phone-photo JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(132)
im = Image.open("mateus/page-1.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.67)))          # the printed text sits on the top half
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # desk
# paper slightly warm
paper = ImageChops.multiply(im, Image.new("RGB", im.size, (246, 240, 228)))
bg.paste(paper, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting / vignette
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse((-W * 0.3 + i * 8, -H * 0.4 + i * 8, W * 1.2 - i * 8, H * 1.3 - i * 8), fill=int(255 * (0.55 + 0.45 * i / 60)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
bg = Image.composite(bg, Image.new("RGB", (W, H), (25, 20, 15)), shade)
# diagonal shadow of the phone
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(W * 0.7, H), (W, H * 0.55), (W, H)], fill=190)
sh = sh.filter(ImageFilter.GaussianBlur(40))
bg = ImageChops.multiply(bg, Image.merge("RGB", (sh, sh, sh)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("../cvs/IMG_20261103_184512.jpg", quality=82)
