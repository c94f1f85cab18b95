import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(101)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 228, 212))
im = ImageChops.multiply(im, tint)
# rotate ~2 degrees on a dark table background
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (74, 62, 52))
rot = im.rotate(-2.1, resample=Image.BICUBIC, expand=True, fillcolor=(74, 62, 52))
bg.paste(rot, ((bg.width-rot.width)//2, (bg.height-rot.height)//2))
im = bg
w, h = im.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([-w*0.3 + i*w*0.012, -h*0.25 + i*h*0.01, w*1.2 - i*w*0.006, h*1.25 - i*h*0.008], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 34, 30))
im = Image.composite(im, dark, mask)
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = im.load()
for _ in range(w*h//12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=78)
