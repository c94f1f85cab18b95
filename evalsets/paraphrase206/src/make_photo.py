"""Turns page 1 of tu_minghan.pdf (rendered to tu_page-1.png) into a phone-photo JPEG."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(206)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'tu_page-1.png')).convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.08), int(h*1.06)), (92, 84, 74))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: lighter top-left, darker bottom-right + vignette
W, H = im.size
shade = Image.new('L', (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W*0.4)/W, (y - H*0.35)/H
        v = 255 - int(150 * (dx*dx + dy*dy)) - int(25 * (x/W + y/H))
        d.rectangle([x, y, x+3, y+3], fill=max(90, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(30))
im = ImageChops.multiply(im, Image.merge('RGB', (shade, shade, shade)))
# warm tint, blur, noise
r, g, b = im.split(); b = b.point(lambda v: int(v*0.92)); im = Image.merge('RGB', (r, g, b))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v//5)), 0.35)
im.save(os.path.join(here, '..', 'cvs', 'IMG_20260412_093317.jpg'), quality=82)
print(im.size)
