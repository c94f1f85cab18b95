# Turns the rendered page xian_page.png into a phone photo (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(247)
im = Image.open("xian_page.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (92, 84, 76))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(80, 72, 66))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.3 + i*W*0.006, -H*0.3 + i*H*0.006, W*1.3 - i*W*0.006, H*1.3 - i*H*0.006], fill=int(i*4))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(im).enhance(0.55)
im = Image.composite(im, dark, shade)
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 255 - v//5)
im = Image.composite(im, ImageEnhance.Brightness(im).enhance(0.85), grad)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save("../cvs/IMG_20261114_183502.jpg", quality=82)
