# Turns the rendered page (ge_page-1.png) into a phone-photo JPG with no text layer.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'ge_page-1.png')).convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w * 1.12), int(h * 1.08)), (92, 80, 66))   # wooden desk
im = im.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
im = bg
# shading: darker towards bottom-right plus a vignette
shade = Image.new('L', im.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-im.width * 0.2 + i * 2, -im.height * 0.2 + i * 2,
               im.width * 1.2 - i * 2, im.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', im.size, (40, 35, 30))
im = Image.composite(im, dark, shade.point(lambda v: int(150 + v * 105 / 255)))
grad = Image.linear_gradient('L').resize(im.size).point(lambda v: 255 - v // 5)
im = ImageChops.multiply(im, Image.merge('RGB', [grad] * 3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(im.size, 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save(os.path.join(here, '..', 'cvs', 'IMG_20261118_093412.jpg'), quality=82)
