"""Turns the rendered page of ni_xiaocheng_cv.pdf into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'ni_page-1.png')).convert('RGB')
w, h = im.size
canvas = Image.new('RGB', (int(w*1.08), int(h*1.06)), (92, 84, 74))
canvas.paste(im, (int(w*0.04), int(h*0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
shade = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.3 + i*W*0.004, -H*0.25 + i*H*0.004, W*1.3 - i*W*0.004, H*1.25 - i*H*0.004], fill=int(i*2.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (W, H), (20, 18, 15))
canvas = Image.composite(canvas, dark, shade.point(lambda v: min(255, 90 + v)))
grad = Image.linear_gradient('L').resize((W, H)).point(lambda v: int(v*0.25))
canvas = Image.composite(Image.new('RGB', (W, H), (40, 35, 30)), canvas, grad)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
px = canvas.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
canvas.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_184512.jpg'), quality=82)
