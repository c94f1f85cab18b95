import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(257)
im = Image.open("page.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (92, 84, 74))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.3 + i*W*0.008, -H*0.3 + i*H*0.008, W*1.3 - i*W*0.008, H*1.3 - i*H*0.008], fill=int(i*2.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(im).enhance(0.55)
im = Image.composite(im, dark, shade)
grad = Image.linear_gradient("L").resize((W, H)).rotate(90)
im = Image.composite(ImageEnhance.Brightness(im).enhance(0.85), im, grad.point(lambda v: v//3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0,min(255,r+n)), max(0,min(255,g+n)), max(0,min(255,b+n)))
im.save("../../cvs/IMG_20261104_183015.jpg", quality=82)
