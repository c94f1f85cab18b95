from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, 'tr', 'page-1.png')
img = Image.open(src).convert('RGB')
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.68)))          # the photographed part: the filled top of the page
w, h = img.size
# paper tint + shading gradient (light from top-left)
shade = Image.new('L', (w, h))
px = shade.load()
for y in range(h):
    for x in range(0, w):
        px[x, y] = int(255 - 55 * ((x / w) * 0.6 + (y / h) * 0.4))
tint = Image.new('RGB', (w, h), (246, 238, 222))
img = ImageChops.multiply(img, tint)
img = ImageChops.multiply(img, Image.merge('RGB', (shade, shade, shade)))
# vignette
vig = Image.new('L', (w, h), 0)
ImageDraw.Draw(vig).ellipse((-w * 0.25, -h * 0.3, w * 1.25, h * 1.3), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
dark = Image.new('RGB', (w, h), (70, 62, 55))
img = Image.composite(img, dark, vig)
# rotate on a desk background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 58))
img = img.filter(ImageFilter.GaussianBlur(0.7))
random.seed(7)
noise = Image.effect_noise(img.size, 18).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_184512.jpg'), quality=82)
