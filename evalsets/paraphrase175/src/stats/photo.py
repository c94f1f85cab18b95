from PIL import Image, ImageFilter, ImageDraw
import random, glob
random.seed(7)
src = sorted(glob.glob("page*.png"))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
# crop to the content area (top ~60% of page) then rotate
im = im.crop((0, 0, w, int(h * 0.62)))
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(120, 110, 95))
w, h = im.size
# shading: left-to-right gradient + vignette
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for x in range(w):
    d.line([(x, 0), (x, h)], fill=int(200 + 55 * x / w))
vig = Image.new("L", (w, h), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-w * 0.25, -h * 0.25, w * 1.25, h * 1.25], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = Image.composite(shade, Image.new("L", (w, h), 150), vig)
dark = Image.new("RGB", (w, h), (40, 35, 30))
im = Image.composite(im, dark, mask)
# warm tint, blur, noise
r, g, b = im.split()
im = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 10))))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    n = random.randint(-28, 28)
    p = px[x, y]
    px[x, y] = tuple(max(0, min(255, c + n)) for c in p)
im.save("../../cvs/IMG_20260611_093412.jpg", quality=82)
