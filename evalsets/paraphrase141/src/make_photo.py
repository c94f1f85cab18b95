import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(141)
im = Image.open("src/hao_page-1.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 74))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# shading: darker towards bottom-right plus vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-W*0.2 + i*W/900, -H*0.2 + i*H/900, W*1.2 - i*W/900, H*1.2 - i*H/900], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 36, 30))
im = Image.composite(im, dark, shade.point(lambda v: min(255, 120 + v)))
# warm cast
r, g, b = im.split()
im = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 10))))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    n = random.randint(-22, 22)
    p = px[x, y]
    px[x, y] = tuple(max(0, min(255, c + n)) for c in p)
im.save("cvs/IMG_20261103_184512.jpg", quality=78)
