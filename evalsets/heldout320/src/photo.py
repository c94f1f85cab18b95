import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(320)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint + shading gradient
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * (y / h)))
tint = Image.new("RGB", (w, h), (238, 232, 220))
im = Image.composite(im, Image.blend(im, tint, 0.5), Image.new("L", (w, h), 200))
im = Image.composite(im, Image.new("RGB", (w, h), (90, 85, 80)), shade)
# vignette
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w*0.25, -h*0.2, w*1.25, h*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (w, h), (40, 38, 35)), vig)
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(60, 55, 50))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
W, H = im.size
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im = ImageEnhance.Contrast(im).enhance(0.92)
im.save(dst, "JPEG", quality=78)
