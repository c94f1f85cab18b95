from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(158)
im = Image.open("hm_page.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 80, 66))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-2.0, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(W):
    d.line([(i, 0), (i, H)], fill=int(70 * i / W))
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
for k in range(40):
    dv.rectangle([k*8, k*8, W-k*8, H-k*8], outline=max(0, 110 - k*3))
vig = vig.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (0, 0, 0))
im = Image.composite(dark, im, shade.point(lambda v: v))
im = Image.composite(dark, im, vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0,min(255,r+n)), max(0,min(255,g+n)), max(0,min(255,b+n)))
im.save("../cvs/IMG_20260930_141522.jpg", quality=82)
