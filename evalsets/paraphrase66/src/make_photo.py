from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, glob, os
random.seed(66)
src = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'li_shuyi_page*.png')))[0]
im = Image.open(src).convert('RGB')
# paper tint
tint = Image.new('RGB', im.size, (246, 240, 226))
im = ImageChops.multiply(im, tint)
# put on a darker "desk" with margin, then rotate
W, H = im.size
desk = Image.new('RGB', (W + 160, H + 160), (92, 78, 64))
desk.paste(im, (80, 80))
desk = desk.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting (soft ellipse + side gradient)
w, h = desk.size
mask = Image.new('L', desk.size, 150)
ImageDraw.Draw(mask).ellipse([int(-0.15 * w), int(-0.1 * h), int(1.05 * w), int(1.1 * h)], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(w // 8))
grad = Image.linear_gradient('L').rotate(90).resize(desk.size).point(lambda p: 255 - int(p * 0.18))
shade = ImageChops.multiply(mask, grad)
desk = ImageChops.multiply(desk, Image.merge('RGB', [shade] * 3))
desk = desk.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = desk.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
desk.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs', 'IMG_20261119_213407.jpg'), quality=82)
