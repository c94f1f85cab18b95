"""Turns src/wen_xihe_page.png into a phone-photo-looking JPG in cvs/ (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(184)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'wen_xihe_page.png')).convert('RGB')
W, H = im.size
bg = Image.new('RGB', (int(W*1.12), int(H*1.08)), (92, 84, 76))
bg.paste(im, ((bg.width-W)//2, (bg.height-H)//2))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
# shading: darker towards bottom-right, vignette
shade = Image.new('L', bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 120):
    d.rectangle([i*4, i*4, bg.width-i*4, bg.height-i*4], outline=int(i*2.1))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', bg.size, (40, 36, 30))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 130+v)))
grad = Image.linear_gradient('L').resize(bg.size).rotate(30)
bg = Image.composite(Image.new('RGB', bg.size, (60, 55, 50)), bg, grad.point(lambda v: int(v*0.12)))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(bg.width*bg.height//6):
    x, y = random.randrange(bg.width), random.randrange(bg.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
bg.save(os.path.join(here, '..', 'cvs', 'IMG_20261104_213355.jpg'), quality=82)
