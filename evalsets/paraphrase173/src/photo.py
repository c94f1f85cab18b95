from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, glob
random.seed(173)
im = Image.open(glob.glob('xiao_page*.png')[0]).convert('RGB')
w, h = im.size
# paper tint
tint = Image.new('RGB', im.size, (238, 232, 220))
im = ImageChops.multiply(im, tint)
# shading gradient (light from top-left)
grad = Image.new('L', im.size)
gd = ImageDraw.Draw(grad)
for y in range(h):
    gd.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
shade = Image.merge('RGB', [grad] * 3)
im = ImageChops.multiply(im, shade)
# vignette
vig = Image.new('L', im.size, 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
im = Image.composite(im, Image.new('RGB', im.size, (60, 55, 50)), vig)
# rotate onto a desk background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 58))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = im.load()
W, H = im.size
noise = Image.effect_noise(im.size, 18).convert('L')
im = Image.blend(im, Image.merge('RGB', [noise] * 3), 0.07)
im.save('../cvs/IMG_20251103_091244.jpg', quality=82)
