import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(7)
im = Image.open("page-1.png").convert("RGB")
W, H = im.size
# paper on a darker desk background, rotated ~2 degrees
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
W, H = im.size
# shading: light gradient from top-left, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    d.line([(i, 0), (0, i)], fill=v, width=4)
    d.line([(W - 1, i), (i, H - 1)], fill=min(255, v + 70), width=4)
dark = Image.new("RGB", (W, H), (40, 34, 28))
im = Image.composite(dark, im, shade.filter(ImageFilter.GaussianBlur(60)).point(lambda x: int(x * 0.55)))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.15, -H * 0.1, W * 1.15, H * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (W, H), (30, 26, 22)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save("../cvs/IMG_20210318_photo_cv.jpg", quality=82)
