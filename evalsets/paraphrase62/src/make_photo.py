from PIL import Image, ImageFilter, ImageDraw
import random, os, glob
random.seed(62)
src = sorted(glob.glob(os.path.join(os.path.dirname(__file__), 'page*.png')))[0]
im = Image.open(src).convert('RGB')
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(95, 88, 80))
w, h = im.size
shade = Image.new('L', (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, w, 4):
    dr.line([(i, 0), (i, h)], fill=int(60 * i / w))
vign = Image.radial_gradient('L').resize((w, h))
mask = Image.eval(vign, lambda v: int(v * 0.45))
dark = Image.new('RGB', (w, h), (40, 36, 30))
im = Image.composite(dark, im, Image.eval(Image.blend(shade, mask, 0.5), lambda v: min(255, v)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(os.path.dirname(__file__), '..', 'cvs', 'IMG_20261103_091742.jpg'), quality=82)
