import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(201)
src, out = sys.argv[1], sys.argv[2]
im = Image.open(src).convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))  # only the used part of the page
w, h = im.size
bg = Image.new('RGB', (int(w * 1.12), int(h * 1.12)), (92, 80, 66))
bg.paste(im, (int(w * 0.06), int(h * 0.05)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
w, h = im.size
# shading: gradient from the left and a vignette
shade = Image.new('L', (w, h), 0)
d = ImageDraw.Draw(shade)
for x in range(w):
    d.line([(x, 0), (x, h)], fill=int(70 * (1 - x / w)))
vign = Image.new('L', (w, h), 0)
dv = ImageDraw.Draw(vign)
for i in range(40):
    dv.rectangle([i * w // 160, i * h // 160, w - i * w // 160, h - i * h // 160], outline=int(90 - i * 2.2))
vign = vign.filter(ImageFilter.GaussianBlur(40))
dark = ImageChops.add(shade, vign)
im = ImageChops.subtract(im, Image.merge('RGB', (dark, dark, dark)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save(out, 'JPEG', quality=78)
