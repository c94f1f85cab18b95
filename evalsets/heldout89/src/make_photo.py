import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(89)
src = "p1_old/page.png"
im = Image.open(src).convert("RGB")
W, H = im.size
# paper on a darker table: pad, rotate
bg = Image.new("RGB", (W + 160, H + 160), (92, 80, 66))
bg.paste(im, (80, 80))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: gradient from top-left bright to bottom-right darker + vignette
w, h = bg.size
grad = Image.new("L", (w, h))
gd = ImageDraw.Draw(grad)
for y in range(h):
    v = int(255 - 60 * (y / h))
    gd.line([(0, y), (w, y)], fill=v)
vig = Image.new("L", (w, h), 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vig)
shade = Image.merge("RGB", (mask, mask, mask.point(lambda p: int(p * 0.93))))
bg = ImageChops.multiply(bg, shade)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    d = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + d)), max(0, min(255, g + d)), max(0, min(255, b + d)))
bg.save("../cvs/liang_yanchuan_2022.jpg", quality=82)
print(bg.size)
