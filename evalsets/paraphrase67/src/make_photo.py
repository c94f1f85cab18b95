import random
from PIL import Image, ImageFilter, ImageDraw
random.seed(67)
im = Image.open("src/ni_page.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))  # the CV fits in the top half of the page
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 84, 74))
im = im.rotate(-2.2, expand=True, fillcolor=(92, 84, 74), resample=Image.BICUBIC)
bg.paste(im, (60, 70))
# vignette / uneven light
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    d.ellipse((-W*0.3 + i*12, -H*0.3 + i*10, W*1.3 - i*12, H*1.3 - i*10), fill=int(i * 4.5))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 26, 20))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 90 + v)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
bg.save("cvs/IMG_20261103_142215.jpg", quality=82)
