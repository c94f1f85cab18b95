from PIL import Image, ImageFilter, ImageDraw
import random, sys
random.seed(329)
im = Image.open(sys.argv[1]).convert("RGB")
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(90, 85, 78))
w, h = im.size
shade = Image.new("L", (w, h), 0); d = ImageDraw.Draw(shade)
for i in range(0, w, 4):
    d.line([(i, 0), (i, h)], fill=int(60 * i / w))
vign = Image.radial_gradient("L").resize((w, h))
mask = Image.blend(shade, vign, 0.5)
dark = Image.new("RGB", (w, h), (40, 36, 30))
im = Image.composite(dark, im, mask.point(lambda v: int(v * 0.55)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h); r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(sys.argv[2], "JPEG", quality=82)
