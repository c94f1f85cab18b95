import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(57)
im = Image.open("build/shen_page-1.png").convert("RGB")
w, h = im.size
# vignette / uneven lighting
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    d.ellipse([-w*0.3+i*12, -h*0.2+i*14, w*1.2-i*10, h*1.15-i*12], fill=int(i*2.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (70, 62, 50))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 150 + v)))
# warm tint
r, g, b = im.split(); b = b.point(lambda v: int(v*0.9)); im = Image.merge("RGB", (r, g, b))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 64))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load(); W, H = im.size
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H); n = random.randint(-22, 22)
    p = px[x, y]; px[x, y] = tuple(max(0, min(255, c+n)) for c in p)
im.save("../cvs/IMG_20261103_142217.jpg", quality=82)
