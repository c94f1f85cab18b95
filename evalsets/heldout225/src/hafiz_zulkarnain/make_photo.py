from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(225)
im = Image.open("page.png").convert("RGB")
w, h = im.size
# paper on a darker desk background
bg = Image.new("RGB", (int(w*1.12), int(h*1.10)), (92, 84, 74))
bg.paste(im, (int(w*0.06), int(h*0.05)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# vignette / uneven lighting
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.3 + i*W*0.006, -H*0.25 + i*H*0.006, W*1.3 - i*W*0.006, H*1.25 - i*H*0.006], fill=int(i*4.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 26, 20))
bg = Image.composite(bg, dark, shade)
# warm tint
r, g, b = bg.split()
b = b.point(lambda v: int(v*0.90))
bg = Image.merge("RGB", (r, g, b))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = bg.load()
for _ in range(int(W*H*0.04)):
    x, y = random.randrange(W), random.randrange(H)
    n = random.randint(-28, 28)
    c = px[x, y]
    px[x, y] = tuple(max(0, min(255, v+n)) for v in c)
bg.save("../../cvs/IMG_20261103_184512.jpg", quality=82)
