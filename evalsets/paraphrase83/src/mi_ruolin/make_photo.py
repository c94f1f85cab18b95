import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(83)
im = Image.open('page.png').convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# paper on a desk: pad with dark background, rotate
bg = Image.new('RGB', (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# shading gradient (light from top-left) and vignette
shade = Image.new('L', (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for_x = None
for y in range(0, H, 2):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v); d.line([(0, y + 1), (W, y + 1)], fill=v)
vig = Image.radial_gradient('L').resize((W, H)).point(lambda p: 255 - int(p * 0.45))
mask = ImageChops.multiply(shade, vig)
bg = ImageChops.multiply(bg, Image.merge('RGB', (mask, mask, mask)))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda p: 200 + p // 5)), 0.5)
bg = Image.blend(bg, Image.new('RGB', (W, H), (255, 236, 200)), 0.06)
bg.save(sys.argv[1], 'JPEG', quality=82)
