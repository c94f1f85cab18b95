import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
im = Image.open("ran_jiayi_page.png").convert("RGB")
w, h = im.size
# crop to the used part of the page (bottom is blank)
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# paper on a desk: pad with a dark background, rotate
bg = Image.new("RGB", (w + 160, h + 160), (74, 62, 52))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(74, 62, 52))
w, h = im.size
# uneven lighting: gradient shading + vignette
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for x in range(w):
    v = int(255 - 55 * (x / w))
    d.line([(x, 0), (x, h)], fill=v)
vign = Image.new("L", (w, h), 0)
ImageDraw.Draw(vign).ellipse((-w * 0.25, -h * 0.25, w * 1.25, h * 1.25), fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign)
dark = Image.new("RGB", (w, h), (30, 25, 20))
im = Image.composite(im, dark, mask.point(lambda p: int(90 + p * 165 / 255)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save("../cvs/冉嘉屹_简历照片.jpg", quality=82)
