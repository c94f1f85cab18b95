import sys, random
from PIL import Image, ImageFilter, ImageDraw
random.seed(148)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# shading: warm paper tone + vignette
tint = Image.new("RGB", (w, h), (238, 230, 212))
im = Image.blend(im, tint, 0.18)
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    d.ellipse([-w*0.3 + i*8, -h*0.2 + i*8, w*1.3 - i*8, h*1.2 - i*8], fill=int(i*255/40))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (60, 55, 50))
im = Image.composite(im, dark, mask)
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(70, 66, 60))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
W, H = im.size
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=82)
