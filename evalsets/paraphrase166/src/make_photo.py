import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(166)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'mao_page-1.png')).convert('RGB')
w, h = im.size
# warm paper tint
im = Image.blend(im, Image.new('RGB', (w, h), (236, 226, 205)), 0.18)
# rotate 2 degrees on a desk-coloured background
im = im.rotate(-2.0, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
w, h = im.size
# vignette / shading
mask = Image.new('L', (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * i / 40)
    d.ellipse([-w*0.25 + i*w*0.012, -h*0.2 + i*h*0.01, w*1.25 - i*w*0.012, h*1.2 - i*h*0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (w, h), (30, 25, 20))
im = Image.composite(im, dark, mask)
# gradient shadow from the left (phone held at an angle)
grad = Image.linear_gradient('L').rotate(90).resize((w, h))
im = Image.composite(im, Image.blend(im, dark, 0.25), ImageChops.invert(grad).point(lambda p: 255 - p // 3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert('RGB')
im = Image.blend(im, noise, 0.06)
im.save(os.path.join(here, '..', 'cvs', 'IMG_20261102_183544.jpg'), quality=82)
